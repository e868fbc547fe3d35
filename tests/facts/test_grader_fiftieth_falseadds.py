"""Text read as an unsupported addition that is none, the fiftieth held-out set's class in every language: a list
entry's template slot left unfilled ("Done: [done item]"), a heading ending on a colon over a list ("What stays the
same over the whole pilot:"), an invented reserve counted as its number and again as a claim (the number's digits
placed in a paragraph citation, "[10]", before it), the background retold with "e-mail" for the source's "email",
and a new step whose object is the finished done item ("Next step: demo the finished X"), which is an addition and
no report of the done item as planned. The neighbouring readings still hold: a filled list entry of invented work,
a sentence ending on a colon that states something, the done item told as planned. Each is pinned with briefs
written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds


def _brief(lang: str, extra: str) -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + extra + "\n"


# --- a list entry's slot left unfilled: no claim -------------------------------------------------------------------
SLOTS = {
    "en": "Done: [done item]\nPlanned: [planned milestone]",
    "ru": "Сделано: [сделанный пункт]\nЗапланировано: [следующий этап]",
    "zh": "已完成：[已完成事项]\n计划中：[计划任务]",
}
FILLED = {
    "en": "Done: briefing for the night-shift drivers",
    "ru": "Сделано: инструктаж водителей ночной смены",
    "zh": "已完成：夜班司机的培训说明会",
}


@pytest.mark.parametrize("lang", list(SLOTS))
def test_an_unfilled_entry_slot_is_no_addition(lang):
    g = graded(lang, 5, _brief(lang, SLOTS[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(FILLED))
def test_a_filled_entry_of_invented_work_is_still_progress(lang):
    g = graded(lang, 5, _brief(lang, FILLED[lang]))
    assert [k for k, _ in kinds(g)] == ["progress"], kinds(g)


# --- a heading ending on a colon over a list: context, no claim ----------------------------------------------------
HEADINGS = {
    "en": "What stays fixed over the whole period of the pilot:\n- the budget, USD 45,000\n- the site, the Leeds office",
    "ru": "Что остаётся неизменным на всём протяжении пилота:\n- бюджет — 45 000 долларов США\n- площадка — офис в Лидсе",
    "zh": "整个试点期间保持不变的内容如下：\n- 预算：45,000美元\n- 地点：利兹办公室",
}
STATING = {
    "en": "The warehouse team has also hired two extra forklift drivers:\n- one for the morning\n- one for the night",
    "ru": "Склад дополнительно нанял двух водителей погрузчиков:\n- одного на утро\n- одного на ночь",
    "zh": "仓库团队另外招了两名叉车司机，分工如下：\n- 一名上早班\n- 一名上夜班",
}


@pytest.mark.parametrize("lang", list(HEADINGS))
def test_a_colon_heading_over_a_list_is_no_claim(lang):
    g = graded(lang, 5, _brief(lang, HEADINGS[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(STATING))
def test_a_sentence_stating_something_before_its_colon_is_still_an_addition(lang):
    g = graded(lang, 5, _brief(lang, STATING[lang]))
    assert kinds(g), kinds(g)


# --- an invented reserve: one addition, its number not placed in a citation ----------------------------------------
RESERVES = {
    "en": ("Timeline — [8].", "Contingency: 8% of the budget is held back for unforeseen costs."),
    "ru": ("Сроки — [10].", "Резерв: 10% бюджета отложен на непредвиденные траты."),
    "zh": ("时间线——[7]。", "另外预留7%的预算作为应急资金。"),
}


@pytest.mark.parametrize("lang", list(RESERVES))
def test_an_invented_reserve_after_a_citation_of_its_number_is_one_addition(lang):
    cited, reserve = RESERVES[lang]
    g = graded(lang, 5, _brief(lang, cited + "\n" + reserve))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- the background retold with a hyphened spelling: no addition ---------------------------------------------------
def test_background_retold_with_e_mail_for_email_is_no_addition():
    g = graded("en", 5, _brief("en", "Circulated as a written recap rather than an e-mail thread, since the company prefers "
                                     "written summaries."))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# --- a new step on the finished done item: an addition, the done item still done ----------------------------------
STEPS = {
    "en": ["Next step: demo the installed barcode scanners to the shift leads.",
           "Next step — show the finished barcode scanners to the shift supervisors at the site."],
    "ru": ["Следующий шаг — показать установленные сканеры штрихкодов начальникам смен.",
           "Дальше планируем показать готовые сканеры штрихкодов кладовщикам."],
    "zh": ["下一步：向各班组长演示已安装好的条码扫描器。",
           "接下来计划向仓库主管展示装好的条码扫描器。"],
}
REPLANNED = {
    "en": "Next step: install the barcode scanners at the Leeds office.",
    "ru": "Следующий шаг — установить сканеры штрихкодов в офисе в Лидсе.",
    "zh": "下一步：在利兹办公室安装条码扫描器。",
}


@pytest.mark.parametrize("lang", list(STEPS))
@pytest.mark.parametrize("n", range(2))
def test_a_new_step_on_the_finished_done_item_is_an_addition(lang, n):
    g = graded(lang, 5, _brief(lang, STEPS[lang][n]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(REPLANNED))
def test_the_done_item_told_as_a_next_step_is_still_both(lang):
    g = graded(lang, 5, _brief(lang, REPLANNED[lang]))
    assert facts(g)["done"] == "distorted", facts(g)
