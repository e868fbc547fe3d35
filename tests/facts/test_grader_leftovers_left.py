"""Leftovers of the thirty-eighth and thirty-ninth held-out sets, each form in every language: the approval told in
two sentences ("The pilot is approved. The decision was Marek Novak's, on 15 May 2026."), the second no claim of its
own while it names the source's approver and date, and a claim still where it gives another date. Each is pinned
with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

_REST = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are not part of it. The budget is USD 45,000. The barcode scanners have already been "
          "installed; the translation of the user guides is planned but has not started.\n\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Установка сканеров штрихкодов уже "
          "завершена, а перевод руководств пользователя запланирован, но не начат.\n\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。"
          "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n\n",
}

# --- the approval told in two sentences: who and when in the second -------------------------------------------------
TWO_SENTENCES = {
    "en": "## Approval\nThe pilot is approved. The decision was taken by Marek Novak, Chief Financial Officer, on "
          "{day} May 2026.\n",
    "ru": "## Согласование\nПилот одобрен. Решение принял Марек Новак, финансовый директор, {day} мая 2026 года.\n",
    "zh": "## 审批\n试点已获批准。由首席财务官马雷克·诺瓦克于2026年5月{day}日作出决定。\n",
}


@pytest.mark.parametrize("lang", list(TWO_SENTENCES))
def test_the_approval_told_in_two_sentences_is_one_approval(lang):
    g = graded(lang, 5, _REST[lang] + TWO_SENTENCES[lang].format(day=15))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TWO_SENTENCES))
def test_the_second_sentence_with_another_date_is_still_caught(lang):
    g = graded(lang, 5, _REST[lang] + TWO_SENTENCES[lang].format(day=19))
    assert facts(g)["approval"] == "distorted" or kinds(g), (facts(g), kinds(g))


# --- the approver credited with a work item's doing: a role the source does not give them (it says only what is done)
_DATES = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are not part of it. The budget is USD 45,000.\n\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США.\n\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。\n\n",
}
PER_PERSON = {
    "en": "Marek Novak, Chief Financial Officer\n- approved the pilot on 15 May 2026;\n{work}"
          "\nNot assigned in the notes\n- translation of the user guides: planned, not started.\n",
    "ru": "Марек Новак, финансовый директор\n— утвердил пилот 15 мая 2026 года;\n{work}"
          "\nБез исполнителя в записях\n— перевод руководств пользователя: запланирован, не начат.\n",
    "zh": "马雷克·诺瓦克，首席财务官\n- 于2026年5月15日批准了试点；\n{work}"
          "\n笔记中未写明负责人\n- 用户指南翻译：已列入计划，尚未开始。\n",
}
WORK = {
    "en": "- completed the installation of the barcode scanners (done).\n",
    "ru": "— завершил установку сканеров штрихкодов (этап завершён).\n",
    "zh": "- 完成了条码扫描器安装（已完成）。\n",
}
DONE_APART = {
    "en": "\nDone, with nobody named\n- installation of the barcode scanners: finished.\n",
    "ru": "\nСделано, исполнитель не указан\n— установка сканеров штрихкодов: завершена.\n",
    "zh": "\n已完成，未写明负责人\n- 条码扫描器安装：已完成。\n",
}


@pytest.mark.parametrize("lang", list(PER_PERSON))
def test_the_approver_credited_with_the_done_work_is_one_addition(lang):
    g = graded(lang, 5, _DATES[lang] + PER_PERSON[lang].format(work=WORK[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


@pytest.mark.parametrize("lang", list(PER_PERSON))
def test_the_approver_with_the_approval_alone_is_no_addition(lang):
    g = graded(lang, 5, _DATES[lang] + PER_PERSON[lang].format(work="") + DONE_APART[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


SENTENCE = {
    "en": "On 15 May 2026 the pilot was approved by Marek Novak. Marek Novak completed the installation of the "
          "barcode scanners; the translation of the user guides is planned but has not started.\n",
    "ru": "Марек Новак утвердил пилот 15 мая 2026 года. Марек Новак завершил установку сканеров штрихкодов, а перевод "
          "руководств пользователя запланирован, но не начат.\n",
    "zh": "马雷克·诺瓦克于2026年5月15日批准了试点。马雷克·诺瓦克完成了条码扫描器安装，用户指南翻译已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(SENTENCE))
def test_the_approver_credited_in_a_sentence_is_one_addition(lang):
    g = graded(lang, 5, _DATES[lang] + SENTENCE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)
