"""A list said empty in words ("Finished: nothing recorded so far", "到目前为止还没有完成任何工作", "Сделанных задач
пока нет") speaks of that list's fact: where the material has a done item it is the done fact told wrongly, never an
addition of its own. The done label stays what the rest of the brief makes it."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# the done list said empty under its label, the done item told as planned
LABELLED = {
    "en": "Finished: nothing recorded so far.\nPlanned: the translation of the user guides and the barcode scanner "
          "installation.",
    "zh": "已完成：目前暂无已完成的事项。\n计划：用户指南翻译；条码扫描器安装。",
    "ru": "Выполнено: на данный момент ничего.\nЗапланировано: перевод руководств пользователя; установка сканеров "
          "штрихкодов.",
}

# the same said in a sentence of its own
SENTENCE = {
    "en": "No work has been finished to date. Next steps: translate the user guides, install the barcode scanners.",
    "zh": "到目前为止还没有完成任何工作。\n计划：用户指南翻译；条码扫描器安装。",
    "ru": "Сделанных задач пока нет.\nЗапланировано: перевод руководств пользователя; установка сканеров штрихкодов.",
}

# the done list said empty beside the done item said not done
NOT_DONE = {
    "en": "Done: nothing reported yet.\nThe barcode scanners have not been installed yet, and the translation of the "
          "user guides is planned.",
    "zh": "已完成：暂无。\n条码扫描器尚未安装，用户指南翻译已列入计划。",
    "ru": "Сделано: пока ничего.\nСканеры штрихкодов ещё не установлены, перевод руководств пользователя запланирован.",
}

# the done list said empty, the done item named first under Planned
NAMED_AS_PLANNED = {
    "en": "Done: nothing reported as finished yet.\nPlanned: barcode scanner installation; user guide translation.",
    "zh": "已完成：目前还没有完成的工作。\n计划：条码扫描器安装；用户指南翻译。",
    "ru": "Сделано: пока ничего не завершено.\nЗапланировано: установка сканеров штрихкодов; перевод руководств "
          "пользователя.",
}

# every fact told right, and another list said empty beside them
OTHER_LIST_EMPTY = {
    "en": "Planned: nothing else reported so far.",
    "zh": "其他计划：暂无。",
    "ru": "Других запланированных работ пока нет.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
@pytest.mark.parametrize("forms", [LABELLED, SENTENCE], ids=["labelled", "sentence"])
def test_done_list_said_empty_is_the_done_fact_told_wrongly(lang, forms):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n" + forms[lang])
    assert facts(g)["done"] == "distorted"
    assert {k: v for k, v in facts(g).items() if k != "done"} == dict.fromkeys(
        [k for k in facts(g) if k != "done"], "correct")
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_empty_done_list_beside_the_item_said_not_done_stays_distorted(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n" + NOT_DONE[lang])
    assert facts(g)["done"] == "distorted"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_empty_line_does_not_make_the_item_told_as_planned_correct(lang):
    # the done item named, but under Planned: the line saying Done is empty leaves it told wrongly
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n" + NAMED_AS_PLANNED[lang])
    assert facts(g)["done"] == "distorted"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_another_list_said_empty_beside_correct_work_adds_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n" + OTHER_LIST_EMPTY[lang])
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


def test_a_claim_opening_on_nothing_still_counts():
    # "nothing … yet" around a party the notes never name is no list said empty: the party is an addition
    g = graded("en", 5, SEED5_FACTS["en"] + SEED5_WORK["en"] + "\nNothing has been ordered from the vendor Northwind yet.")
    assert set(facts(g).values()) == {"correct"}
    assert [k for k, _ in kinds(g)] == ["party"]


def test_a_remark_that_the_notes_are_silent_stays_no_addition():
    g = graded("en", 5, SEED5_FACTS["en"] + SEED5_WORK["en"] + "\nThe notes do not say whether anything else is finished.")
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []
