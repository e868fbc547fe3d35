"""What an answer says of itself around the facts, the thirty-ninth held-out set's class in every language: the
request told back (a length limit, "under 80 words", "до 80 слов", "不超过80个字"; a count of the answer's own points,
"in three bullets", "в трёх пунктах", "分三点说"; a count of the list under a line, "Открытых вопросов два:"), a lead-in
naming the facts in general or a signpost over remarks ("…, here are the key facts:", "Пара оговорок.", "有几点需要
说明。"), a remark on the notes or the answer (it keeps to the notes, the background bears not on the pilot, the notes
record the items apart, it left something out and offers to add it), and an apology before the value that stands
("Sorry, …; the correct date is …"). None of them is an addition; a wrong value or an invented claim in the same form
is still read. Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are out of scope. Marek Novak approved it on 15 May 2026; the budget is USD 45,000.\n\n"
          "- Done: the installation of the barcode scanners.\n"
          "- Planned, not started: the translation of the user guides.\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США.\n\n- Сделано: установка сканеров штрихкодов.\n"
          "- Запланировано, но не начато: перевод руководств пользователя.\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于"
          "2026年5月15日批准该试点，预算为45,000美元。\n\n- 已完成：条码扫描器安装。\n- 已计划、尚未开始：用户指南翻译。\n",
}

THREE_POINTS = {
    "en": "The Osprey pilot in three bullets:\n"
          "- It runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office; warranty "
          "claims are out of scope.\n- Marek Novak approved it on 15 May 2026; the budget is USD {budget}.\n"
          "- Done: the installation of the barcode scanners. Planned, not started: the translation of the user guides.\n",
    "ru": "Вот пилот «Скопа» в трёх пунктах:\n"
          "1. Сроки: с 9 июня 2026 г. по 3 октября 2026 г.; только сверка счетов в офисе в Лидсе, гарантийные "
          "претензии не входят.\n2. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — {budget} долларов США.\n"
          "3. Установка сканеров штрихкодов завершена; перевод руководств пользователя запланирован, но не начат.\n",
    "zh": "鱼鹰试点，分三点说：\n"
          "1. 时间：2026年6月9日至2026年10月3日；只涵盖利兹办公室的发票匹配，保修索赔不在范围内。\n"
          "2. 马雷克·诺瓦克已于2026年5月15日批准，预算{budget}美元。\n"
          "3. 条码扫描器安装已经完成；用户指南翻译已列入计划，尚未开始。\n",
}


# --- the request told back: a length limit, a count of the answer's own points, a count of the list under a line ----
LENGTH = {
    "en": "Osprey pilot (Brightwater Supply), under 80 words:\n{base}",
    "ru": "Пилот «Скопа» («Брайтуотер Сапплай»), до 80 слов:\n{base}",
    "zh": "下面用不超过80个字介绍鱼鹰试点。\n{base}",
}


@pytest.mark.parametrize("lang", list(LENGTH))
def test_a_length_limit_told_back_counts_nothing(lang):
    g = graded(lang, 5, LENGTH[lang].format(base=BASE[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(THREE_POINTS))
def test_the_answers_own_points_counted_are_no_value(lang):
    g = graded(lang, 5, THREE_POINTS[lang].format(budget="45,000" if lang != "ru" else "45 000"))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(THREE_POINTS))
def test_a_wrong_budget_in_the_counted_points_is_still_read(lang):
    g = graded(lang, 5, THREE_POINTS[lang].format(budget="54,000" if lang != "ru" else "54 000"))
    assert facts(g)["budget"] == "distorted", facts(g)


LIST_COUNT = {
    "en": "{base}\n{count} things on the Osprey pilot are still open:\n"
          "- The translation of the user guides has not started.\n- Warranty claims are out of scope.\n",
    "ru": "{base}\nОткрытых вопросов по пилоту «Скопа» {count}:\n"
          "- Перевод руководств пользователя ещё не начат.\n- Гарантийные претензии в пилот не входят.\n",
}
COUNTS = {"en": ("Two", "Five"), "ru": ("два", "пять")}


@pytest.mark.parametrize("lang", list(LIST_COUNT))
def test_a_count_of_the_list_under_its_line_is_no_value(lang):
    right, wrong = COUNTS[lang]
    g = graded(lang, 5, LIST_COUNT[lang].format(base=BASE[lang], count=right))
    assert kinds(g) == []
    # a count the list under it does not bear out is a number added
    g = graded(lang, 5, LIST_COUNT[lang].format(base=BASE[lang], count=wrong))
    assert kinds(g) == [("number", wrong)]


# --- lead-ins and signposts --------------------------------------------------------------------------------------
LEAD_INS = {
    "en": ["{base}\nSo the talk has something concrete to go on, here are the key facts:\n- Budget: USD 45,000.\n",
           "{base}\nA couple of caveats. The notes give no spending.\n"],
    "ru": ["{base}\nЧтобы разговор был предметным, вот ключевые факты:\n- Бюджет: 45 000 долларов США.\n",
           "{base}\nДля полноты картины — основные параметры:\n- Бюджет: 45 000 долларов США.\n",
           "{base}\nПара оговорок. Расходы в записях не указаны.\n"],
    "zh": ["{base}\n为了让讨论有据可依，把关键事实列一下：\n- 预算：45,000美元。\n",
           "{base}\n有几点需要说明。笔记里没有写实际支出。\n"],
}


@pytest.mark.parametrize("lang,n", [(lang, n) for lang, cases in LEAD_INS.items() for n in range(len(cases))])
def test_a_lead_in_or_a_signpost_claims_nothing(lang, n):
    g = graded(lang, 5, LEAD_INS[lang][n].format(base=BASE[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


LEAD_IN_WITH_CLAIM = {
    "en": "{base}\nHere are the key facts:\n- Budget: USD 45,000.\n- The vendor Acme Ltd runs the scanners.\n",
    "ru": "{base}\nВот ключевые факты:\n- Бюджет: 45 000 долларов США.\n- Сканеры обслуживает ООО «СканТех».\n",
    "zh": "{base}\n把关键事实列一下：\n- 预算：45,000美元。\n- 扫描器由星河科技有限公司负责维护。\n",
}


@pytest.mark.parametrize("lang", list(LEAD_IN_WITH_CLAIM))
def test_an_invented_party_under_the_lead_in_is_still_an_addition(lang):
    g = graded(lang, 5, LEAD_IN_WITH_CLAIM[lang].format(base=BASE[lang]))
    assert len(kinds(g)) == 1, kinds(g)


# --- remarks on the notes or on the answer, and offers ----------------------------------------------------------------
REMARKS = {
    "en": ["{base}\nI have kept to what the pilot file says so you have the facts in one place.\n",
           "{base}\nThe rest of the notes is company background. They have nothing to do with the pilot.\n",
           "{base}\nThe two are recorded separately in the notes: the former is complete, the latter is only planned "
           "and has not started.\n",
           "{base}\nI left the company background out since you have no use for it; I can add it if needed.\n"],
    "ru": ["{base}\nЯ держался только того, что написано в деле пилота, чтобы всё было в одном месте.\n",
           "{base}\nОстальные абзацы — фон про компанию. К пилоту они отношения не имеют.\n",
           "{base}\nВ записях эти два пункта идут отдельно: первый уже завершён, второй только запланирован и ещё не "
           "начат.\n",
           "{base}\nФон про компанию я не включал, на площадке он не нужен; если надо, добавлю.\n"],
    "zh": ["{base}\n我只用了试点档案里的内容，方便你一处看全。\n",
           "{base}\n其余段落都是公司背景。它们和试点没有关系。\n",
           "{base}\n这两项在档案里分别记在不同的段落：前者已完成，后者只是计划，尚未开始。\n",
           "{base}\n公司背景的部分用不上，我就没放进去，需要的话可以补上。\n"],
}


@pytest.mark.parametrize("lang,n", [(lang, n) for lang, cases in REMARKS.items() for n in range(len(cases))])
def test_a_remark_on_the_notes_or_the_answer_claims_nothing(lang, n):
    g = graded(lang, 5, REMARKS[lang][n].format(base=BASE[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- an apology before the value that stands ------------------------------------------------------------------------
CORRECTED = {
    "en": "Sorry, the previous version had the start as 12 June; the correct date is {day} June 2026.\n{base}",
    "ru": "Извините, в прошлой версии я указал старт 12 июня; правильная дата — {day} июня 2026 г.\n{base}",
    "zh": "抱歉，上一版把开始日期误写成了6月12日，正确日期是2026年6月{day}日。\n{base}",
}


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_an_apology_before_the_corrected_value_is_no_claim(lang):
    g = graded(lang, 5, CORRECTED[lang].format(base=BASE[lang], day=9))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_a_corrected_value_the_source_does_not_hold_is_still_added(lang):
    g = graded(lang, 5, CORRECTED[lang].format(base=BASE[lang], day=19))
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)
