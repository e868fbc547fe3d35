"""Narrative retellings, the thirty-second held-out set's narrative class in every language: a brief told as a diary
or a journal, a letter to a friend, a chronicle, a feature. The story's furniture is no claim: an entry's heading
("Second entry.", "Запись вторая.", "其二"), a letter's greeting, its lead-in that the friend asked what is new and its
sign-off, the writer's remark on their own writing or on the notes ("this is just my guess", "как летописец взялся за
перо", "档案里写得清清楚楚"); an invented risk or person told beside them is still an addition. Facts told in passing are
read as told: a date named after it ("20 May 2026, the day it ends", "3 октября — финал"), a chronicle's date ("месяца
мая в 15-й день"), a person given a role in a relative clause. Each is pinned with briefs written for these tests on
the material of seed 5 (approved by Marek Novak, 9 June - 3 October 2026)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a diary's entries and the writer's closing remark ---------------------------------------------------------------
DIARY = {
    "en": "My log of the pilot file\n\nFirst entry. Read the notes today.\n\nSecond entry. The pilot runs from 9 June "
          "2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds office [14]; warranty claims "
          "are out of scope [8].\n\nThird entry. Marek Novak approved it on 15 May 2026 [8]. The budget is USD 45,000 "
          "[2]. The barcode scanners have already been installed [14]; the translation of the user guides is planned "
          "but has not started [2].\n\nFinal thoughts.\n",
    "ru": "Дневник: пилот по записям\n\nЗапись первая.\n"
          "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и "
          "охватывает только сверку счетов в офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10].\n\n"
          "Запись вторая. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3].\n\n"
          "Запись последняя. Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя "
          "запланирован, но не начат [3].\n\nНапоследок. Гадать не буду.\n",
    "zh": "读档日记\n\n其一\n试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，"
          "保修索赔不在范围内[5]。"
          "\n\n其二\n马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。\n\n其三\n条码扫描器安装已经完成[7]，"
          "用户指南翻译已列入计划，但尚未开始[1]。\n\n后记：这只是我自己的猜测。\n",
}


@pytest.mark.parametrize("lang", list(DIARY))
def test_a_diarys_entry_headings_are_no_claims(lang):
    g = graded(lang, 5, DIARY[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a letter to a friend: greeting, lead-in, sign-off; the writer's guess beside an invented risk --------------------
LETTER = {
    "en": "Hi Tom,\n\nYou asked me what's new. The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only "
          "invoice matching at the Leeds office [14]; warranty claims are out of scope [8]. Marek Novak approved it on "
          "15 May 2026 [8], and the budget is USD 45,000 [2]. The barcode scanners have already been installed [14]; "
          "the translation of the user guides is planned but has not started [2].\n\nThe biggest risk, I think, is that "
          "the Leeds team will be short of people in August. But that is just my guess.\n\nTake care, Lena\n",
    "ru": "Привет, Дима!\n\nТы спрашивал, как у нас дела. Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и "
          "охватывает только сверку счетов в офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек "
          "Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов "
          "уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n\nБоюсь, что летом в "
          "офисе не хватит людей. Впрочем, это лишь мои догадки.\n\nЦелую, пиши!\nТвоя Лена\n",
    "zh": "老同学：\n\n见信好。试点于2026年6月9日开始，2026年10月3日结束[1][5]，"
          "只涵盖利兹办公室的发票匹配——笔记里写得明明白白[7]，"
          "保修索赔不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，"
          "用户指南翻译已列入计划，但尚未开始[1]。\n\n最大的风险是旺季时利兹办公室人手可能吃紧。"
          "这只是我自己的猜测。\n\n你的好友\n",
}


@pytest.mark.parametrize("lang", list(LETTER))
def test_a_letters_frame_is_no_claim_and_the_guessed_risk_is_one(lang):
    g = graded(lang, 5, LETTER[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a chronicle: its date told the old way, the chronicler's pen --------------------------------------------------
CHRONICLE = {
    "ru": "Летопись пилота\n\nМесяца мая в 15-й день 2026 года Марек Новак утвердил пилот [10] — тот, что охватывает "
          "лишь сверку счетов в офисе в Лидсе [17] и рассчитан на 45 000 долларов США [3]. К тому времени, как хронист "
          "взялся за перо, установку сканеров штрихкодов уже завершили [17], а перевод руководств пользователя был лишь "
          "запланирован и не начат [3]. Гарантийные претензии в пилот не взяли [10]. Срок пилоту положен с 9 июня по "
          "3 октября 2026 г. [3, 10].\n",
}


@pytest.mark.parametrize("lang", list(CHRONICLE))
def test_a_chronicles_pen_and_old_date_are_no_additions(lang):
    g = graded(lang, 5, CHRONICLE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a date told first, its label after it ----------------------------------------------------------------------------
LABEL_AFTER = {
    "en": "The pilot covers only invoice matching at the Leeds office [14]; warranty claims are out of scope [8]. The "
          "calendar: 9 June 2026 - start [2]; 3 October 2026, the day it ends [8]. Marek Novak "
          "approved it on 15 May 2026 [8]; the budget is USD 45,000 [2]. The barcode scanners have already been "
          "installed [14]; the translation of the user guides is planned but has not started [2].\n",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе [17]; гарантийные претензии в него не входят [10]. "
          "Сроки такие: 9 июня 2026 г. — старт [3], 3 октября 2026 г. — финал [10]. Марек Новак утвердил пилот 15 мая "
          "2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена [17], а перевод "
          "руководств пользователя запланирован, но не начат [3].\n",
}


@pytest.mark.parametrize("lang", list(LABEL_AFTER))
def test_a_date_named_after_it_takes_that_role(lang):
    g = graded(lang, 5, LABEL_AFTER[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a person given a role in a relative clause -----------------------------------------------------------------------
def test_a_person_given_a_role_in_passing_is_an_addition():
    text = ("The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
            "office [14]; warranty claims are out of scope [8]. Marek Novak approved it on 15 May 2026 [8]. The "
            "budget was USD 45,000 [2], which Tobias Wren, the budget officer for the office, was asked to watch. The "
            "barcode scanners have already been installed [14]; the translation of the user guides is planned but has "
            "not started [2].\n")
    g = graded("en", 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [("person", "Tobias Wren")]
