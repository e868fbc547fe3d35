"""A next step, an owner or a release step told with a fact's words. A line naming the planned item, the done item or
the budget that adds a party, a step or a timing of its own is one addition: (a) a next step on the planned item with
a party or a time the notes do not give (the list's label, "Next step:", is no word of what the line claims); (b) who
did or handles the done item, a department the notes name only in the background, in a bracket or a clause; (c) a
release of the budget by another party. Neighbours that hold: the planned item told with its stage, the done item
alone, the budget with a remark on the notes. Briefs written for these tests on the material of seed 5 (approved by
Marek Novak on 15 May 2026; scanners installed, user guides' translation planned; USD 45,000)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# (a) a next step on the planned item with a party and a time of its own
NEXT_STEP = {
    "en": "- Planned: translation of the user guides (not started yet)\n"
          "- Next step: set the translation date with IT before the pilot goes live.",
    "zh": "- 计划：用户指南翻译（尚未开始）\n- 下一步：上线之前和IT部门敲定用户指南翻译的时间。",
    "ru": "- В планах: перевод руководств пользователя (пока не начат)\n"
          "- Следующий шаг: до запуска пилота условиться с ИТ о сроках перевода руководств.",
}

# (b) who did the done item: a department of the background paragraphs
DONE_BY = {
    "en": "Done: installation of the barcode scanners (handled by the quality assurance team).",
    "zh": "已完成：条码扫描器安装（由人力资源团队负责）。",
    "ru": "Сделано: установка сканеров штрихкодов (этим занималась служба ИТ-поддержки).",
}

# (c) the budget released by another party
RELEASE = {
    "en": "Heads-up: Procurement still needs to release the USD 45,000 before any order goes out.",
    "zh": "提醒一下：采购部还要拨付这45,000美元。",
    "ru": "Важно: отдел закупок ещё должен перечислить 45 000 долларов США, только потом можно заказывать.",
}

# neighbours: the planned item with its stage, the done item alone, the budget with a remark on the notes
PLANNED_ONLY = {
    "en": "Planned: translation of the user guides (not started yet).",
    "zh": "计划：用户指南翻译（尚未开始）。",
    "ru": "В планах: перевод руководств пользователя (пока не начат).",
}
DONE_ONLY = {
    "en": "Done: installation of the barcode scanners.",
    "zh": "已完成：条码扫描器安装。",
    "ru": "Сделано: установка сканеров штрихкодов.",
}
BUDGET_AS_NOTED = {
    "en": "Budget: USD 45,000 (as in the notes).",
    "zh": "预算：45,000美元（与笔记一致）。",
    "ru": "Бюджет: 45 000 долларов США (как в заметках).",
}


def _graded(lang: str, line: str):
    return graded(lang, 5, SEED5_FACTS[lang] + "\n" + SEED5_WORK[lang] + "\n" + line)


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", list(NEXT_STEP))
def test_a_next_step_with_a_party_and_a_time_on_the_planned_item_is_one_addition(lang):
    g = _graded(lang, NEXT_STEP[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(DONE_BY))
def test_who_did_the_done_item_is_one_addition(lang):
    g = _graded(lang, DONE_BY[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(RELEASE))
def test_a_release_of_the_budget_by_another_party_is_one_addition(lang):
    g = _graded(lang, RELEASE[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("table", [PLANNED_ONLY, DONE_ONLY, BUDGET_AS_NOTED])
@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_the_fact_told_alone_adds_nothing(lang, table):
    g = _graded(lang, table[lang])
    _all_correct(g)
    assert kinds(g) == [], kinds(g)
