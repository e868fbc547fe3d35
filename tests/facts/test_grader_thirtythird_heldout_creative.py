"""A creative or formal frame's own lines are no claims, the thirty-third held-out set's creative class in every
language: a show's, recipe's or game's greeting and sign-off ("Thanks for watching", "Приятного аппетита!", "感谢收看"),
a verse's remark on its own rhyme, a comparison explaining what a pilot is ("it's like …", "это как …", "就像…"), a
formal text's operative words or preamble ("NOW THEREFORE …", "Стороны договорились о нижеследующем", "特此通知") and a
numbered section heading naming only its topic ("Раздел 2. Бюджет", "三、经费安排。"). A judgement said in the frame's
words ("the team is confident") stays an addition. Pinned with briefs written for these tests on seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a show's greeting and sign-off, a comparison; the confidence beside them is still an addition -----------------
SHOW = {
    "en": "Good evening, viewers!\n\nThe pilot runs from 9 June 2026 to 3 October 2026 [2][8]. It covers only invoice "
          "matching at the Leeds office [14]; warranty claims are not part of it [8]. Marek Novak approved it on 15 May "
          "2026 [8], with a budget of USD 45,000 [2]. The barcode scanners have already been installed [14]; the "
          "translation of the user guides is planned but has not started [2].\n\nIt's like testing a new oven with one "
          "tray before the whole bakery.\n\nEveryone on the team feels confident about it.\n\n"
          "Thanks for watching, see you next time!\n",
    "ru": "Спасибо за просмотр!\n\nПилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку "
          "счетов в офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 мая "
          "2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена [17], а перевод "
          "руководств пользователя запланирован, но не начат [3].\n\nЭто как испечь один пробный пирог, прежде чем "
          "открывать пекарню.\n\nКоманда полна уверенности в успехе.\n\nПриятного аппетита! До новых встреч!\n",
    "zh": "各位观众！\n\n试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，"
          "但尚未开始[1]。\n\n这就像先烤一盘小饼干尝尝味道，再开整家面包店。\n\n团队上下信心十足。\n\n感谢收看，我们下期再见！\n",
}


@pytest.mark.parametrize("lang", list(SHOW))
def test_a_shows_frame_is_no_claim_but_its_judgement_is(lang):
    g = graded(lang, 5, SHOW[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)  # the team's confidence only


# --- a formal text's operative words and numbered section headings ----------------------------------------------------
FORMAL = {
    "en": "PILOT RECORD\n\nIn this agreement, unless the context otherwise requires:\n\nSection 1. Timeline\nThe pilot runs "
          "from 9 June 2026 to 3 October 2026 [2][8].\n\nSection 2. Scope\nIt covers only invoice matching at the Leeds "
          "office [14]; warranty claims are not part of it [8].\n\nSection 3. Budget\nThe budget is USD 45,000 [2].\n\n"
          "NOW, THEREFORE, it is hereby agreed as follows:\nMarek Novak approved the pilot on 15 May 2026 [8]. The "
          "barcode scanners have already been installed [14]; the translation of the user guides is planned but has not "
          "started [2].\n",
    "ru": "ПРОТОКОЛ ПИЛОТА\n\nВ настоящем документе, если контекст не требует иного:\n\n"
          "Раздел 1. Сроки\nПилот идёт с 9 июня 2026 г. по "
          "3 октября 2026 г. [3, 10].\n\nРаздел 2. Охват\nПилот охватывает только сверку счетов в офисе в Лидсе [17]. "
          "Гарантийные претензии в пилот не входят [10].\n\nРаздел 3. Бюджет\nБюджет — 45 000 долларов США [3].\n\n"
          "Марек Новак утвердил пилот 15 мая 2026 г. [10]. Установка сканеров штрихкодов уже завершена [17], а перевод "
          "руководств пользователя запланирован, но не начат [3].\n",
    "zh": "关于试点的通报\n\n一、时间安排。试点于2026年6月9日开始，2026年10月3日结束[1][5]。\n\n二、范围说明。"
          "试点只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。\n\n三、资金安排。\n预算为45,000美元[1]。\n\n四、审批。马雷克·诺瓦克已于2026年5月15日"
          "批准该试点[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n\n特此通报。\n",
}


@pytest.mark.parametrize("lang", list(FORMAL))
def test_a_formal_texts_operative_words_and_headings_are_no_claims(lang):
    g = graded(lang, 5, FORMAL[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
