"""One stage told for several work items at once. A stage said once for a list under a stage lead ("Scheduled work:
A, then B"), for a joined subject ("A and B are still planned"), or by a closing sentence over the items just named
("Neither has started yet.") is each item's: the planned item so told is correct, the done item so told distorted.
Neighbours that hold: each item under its own label, each item with its own stage in one sentence, and a closing
sentence after one item, which tells that item only. Briefs written for these tests on the material of seed 5
(scanners installed, user guides' translation planned)."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

# a joined subject with one stage after the last item
JOINED = {
    "en": "Both the installation of the barcode scanners and the translation of the user guides are still on the plan.",
    "zh": "条码扫描器安装与用户指南翻译目前仍在计划中。",
    "ru": "Установка сканеров штрихкодов и перевод руководств пользователя у нас пока только в планах.",
}

# a list under a stage lead, with a closing sentence over both items
LEAD_LIST = {
    "en": "Upcoming work: installation of the barcode scanners [3], followed by the translation of the user guides [2]. "
          "Neither has started yet.",
    "zh": "计划中的事项：条码扫描器安装[3]，然后是用户指南翻译[2]。两项都还没开始。",
    "ru": "Запланировано: установка сканеров штрихкодов [3], а затем перевод руководств пользователя [2]. "
          "Ни к одной из них пока не приступали.",
}

# the items named with no stage, the closing sentence alone telling it
CLOSING = {
    "en": "Work items: the installation of the barcode scanners and the translation of the user guides. "
          "Neither has started yet.",
    "zh": "工作事项：条码扫描器安装和用户指南翻译。两项都还没开始。",
    "ru": "Работы: установка сканеров штрихкодов и перевод руководств пользователя. Ни к одной пока не приступали.",
}

# neighbours: own labels, own stages in one sentence, a closing sentence after one item
OWN_LABELS = {
    "en": "Done: installation of the barcode scanners.\nPlanned: translation of the user guides.",
    "zh": "已完成：条码扫描器安装。\n计划：用户指南翻译。",
    "ru": "Сделано: установка сканеров штрихкодов.\nВ планах: перевод руководств пользователя.",
}
OWN_STAGES = {
    "en": "The installation of the barcode scanners is finished and the translation of the user guides is planned.",
    "zh": "条码扫描器安装已经完成，用户指南翻译还在计划中。",
    "ru": "Установка сканеров штрихкодов завершена, а перевод руководств пользователя пока в планах.",
}
ONE_ITEM = {
    "en": "The barcode scanners have been installed [3]. Next: translation of the user guides [2]. Not started yet.",
    "zh": "条码扫描器安装已经完成[3]。计划：用户指南翻译[2]。尚未开始。",
    "ru": "Установка сканеров штрихкодов завершена [3]. Далее: перевод руководств пользователя [2]. Пока не начат.",
}

LANGS = ["en", "zh", "ru"]


def _graded(lang: str, text: str):
    return graded(lang, 5, SEED5_FACTS[lang] + "\n" + text)


@pytest.mark.parametrize("lang", LANGS)
def test_joined_subject_gives_each_item_the_stage(lang: str) -> None:
    labels = facts(_graded(lang, JOINED[lang]))
    assert (labels["done"], labels["planned"]) == ("distorted", "correct"), labels


@pytest.mark.parametrize("lang", LANGS)
def test_list_under_a_stage_lead_gives_each_item_the_stage(lang: str) -> None:
    g = _graded(lang, LEAD_LIST[lang])
    labels = facts(g)
    assert (labels["done"], labels["planned"]) == ("distorted", "correct"), labels
    assert kinds(g) == [], kinds(g)  # the closing sentence tells the items' stage, no claim of its own


@pytest.mark.parametrize("lang", LANGS)
def test_closing_sentence_over_the_items_gives_each_the_stage(lang: str) -> None:
    g = _graded(lang, CLOSING[lang])
    labels = facts(g)
    assert (labels["done"], labels["planned"]) == ("distorted", "correct"), labels
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("table", [OWN_LABELS, OWN_STAGES, ONE_ITEM], ids=["labels", "stages", "one_item"])
@pytest.mark.parametrize("lang", LANGS)
def test_each_item_keeps_its_own_stage(lang: str, table: dict[str, str]) -> None:
    g = _graded(lang, table[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# a neighbour: a note in brackets after the last item is that item's own, no stage for the one before it
BRACKET_NOTE = {
    "en": "Work on the pilot: installation of the barcode scanners [3] and translation of the user guides "
          "(planned, not started) [2].",
    "ru": "Работы пилота: установка сканеров штрихкодов [3] и перевод руководств пользователя (запланирован, не начат) "
          "[2].",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_bracket_note_after_the_last_item_is_its_own(lang: str) -> None:
    labels = facts(_graded(lang, BRACKET_NOTE[lang]))
    assert (labels["done"], labels["planned"]) == ("omitted", "correct"), labels
