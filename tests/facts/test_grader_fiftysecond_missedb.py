"""Claims a layout hides, in every language: a numbered item headed by a one- or two-word title and a full stop
("3. Staffing. …") is a claim like any sentence, so an invented risk there is one addition even where it shares a word
with a work item; the writer's judgement of a fact's size with its reason ("the budget is modest because …") is one
addition however many of the source's words the reason repeats; a party in a Who column that the pilot's
paragraphs never give for the row's item is one addition, even one the background names. Their neighbours add
nothing: a titled item telling a fact, a reason that only retells the facts, the notes' silence or a dash in the Who
column, and the source's approver in the approval row. Pinned with briefs written for these tests on seed 5's
material."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

LANGS = ("en", "ru", "zh")

TITLED = {
    "en": "\n\n1. Scanners. All barcode scanners are installed already.\n"
          "2. User guides. Translating the user guides is planned; nobody has started it yet.\n"
          "3. Staffing. Around month-end the office could run out of staff to match invoices by hand.\n",
    "ru": "\n\n1. Сканеры. Установка сканеров штрихкодов уже завершена.\n"
          "2. Руководства. Перевод руководств пользователя запланирован, к нему ещё не приступали.\n"
          "3. Персонал. В конце месяца в офисе может не хватить сотрудников, чтобы вручную сверять счета.\n",
    "zh": "\n\n1. 扫描器。条码扫描器安装已经完成。\n"
          "2. 指南。用户指南翻译已列入计划，但尚未开始。\n"
          "3. 人手。月末办公室可能抽不出人手逐张手工核对发票。\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_titled_risk_item_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + TITLED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_titled_fact_items_add_nothing(lang):
    items = TITLED[lang].rsplit("3.", 1)[0]
    g = graded(lang, 5, SEED5_FACTS[lang] + items)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


WORK = {
    "en": "The barcode scanners have already been installed; the translation of the user guides is planned but has "
          "not started. ",
    "ru": "Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не начат. ",
    "zh": "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。",
}
REASONED = {
    "en": "The budget is rather small, since the pilot is one workflow in one office for roughly seventeen weeks.",
    "ru": "Бюджет невелик, поскольку пилот — это один процесс в одном офисе примерно на семнадцать недель.",
    "zh": "预算偏少，因为试点只有一个流程、一个办公室，时长约十七周。",
}
RETOLD = {
    "en": "The pilot takes about seventeen weeks, because it runs from 9 June to 3 October.",
    "ru": "Пилот займёт около семнадцати недель, потому что идёт с 9 июня по 3 октября.",
    "zh": "试点为期约十七周，因为从6月9日持续到10月3日。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_judgement_with_its_reason_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + WORK[lang] + " " + REASONED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_reason_retelling_the_facts_adds_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + WORK[lang] + " " + RETOLD[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


HEAD = {"en": "| Task | Who | Status |\n|---|---|---|\n", "ru": "| Задача | Кто | Состояние |\n|---|---|---|\n",
        "zh": "| 任务 | 负责方 | 状态 |\n|---|---|---|\n"}
APPROVAL_ROW = {"en": "| Approving the pilot | Marek Novak | approved on 15 May 2026 |\n",
                "ru": "| Утверждение пилота | Марек Новак | утверждён 15 мая 2026 г. |\n",
                "zh": "| 试点审批 | 马雷克·诺瓦克 | 2026年5月15日已批准 |\n"}
DONE_ROW = {"en": "| Installing the barcode scanners | — | done |\n",
            "ru": "| Установка сканеров штрихкодов | — | завершена |\n",
            "zh": "| 条码扫描器安装 | — | 已完成 |\n"}
OWNED_ROW = {"en": "| Translating the user guides | HR department | planned, not started |\n",
             "ru": "| Перевод руководств пользователя | отдел кадров | запланирован, не начат |\n",
             "zh": "| 用户指南翻译 | 人力资源部 | 已列入计划，尚未开始 |\n"}
SILENT_ROW = {"en": "| Translating the user guides | not named in the notes | planned, not started |\n",
              "ru": "| Перевод руководств пользователя | в записях не указано | запланирован, не начат |\n",
              "zh": "| 用户指南翻译 | 笔记中未写明 | 已列入计划，尚未开始 |\n"}


@pytest.mark.parametrize("lang", LANGS)
def test_owner_in_who_column_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + HEAD[lang] + APPROVAL_ROW[lang] + DONE_ROW[lang] + OWNED_ROW[lang])
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_approver_dash_and_silence_in_who_column_add_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + HEAD[lang] + APPROVAL_ROW[lang] + DONE_ROW[lang] + SILENT_ROW[lang])
    assert kinds(g) == []
