"""A commitment, date or amount the source never gives, attached to a fact's item, is one addition; a count of the
items just named is no number; the item stated plainly, a length computed right and the budget restated add nothing."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

ALL_CORRECT = dict.fromkeys(("start_date", "end_date", "scope", "out_of_scope", "approval", "budget", "done", "planned"),
                            "correct")

TIME_FRAMES = {
    "en": "The barcode scanners have already been installed. The translation of the user guides is planned but has not "
          "started; it is to be completed before the pilot ends.",
    "zh": "条码扫描器安装已经完成。用户指南翻译已列入计划，尚未开始，预计在上线前完成。",
    "ru": "Установка сканеров штрихкодов уже завершена. Перевод руководств пользователя запланирован, но не начат — "
          "его начнут сразу после обучения персонала.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_time_frame_on_planned_item_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + TIME_FRAMES[lang])
    assert facts(g) == ALL_CORRECT
    assert [k for k, _ in kinds(g)] == ["deadline"]


SHARES = {
    "en": "The barcode scanners have already been installed; the translation of the user guides is planned but has not "
          "started. After the installation, about USD 28,000 of the budget is left.",
    "zh": "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。预算中约6,000美元预留给用户指南翻译。",
    "ru": "Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не начат. "
          "6 000 долларов США из бюджета отложено на перевод.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_amount_split_from_budget_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SHARES[lang])
    assert facts(g) == ALL_CORRECT
    assert [k for k, _ in kinds(g)] == ["amount"]


def test_month_on_correctly_staged_item_is_a_date():
    text = ("Timeline\n9 June 2026 – pilot starts\n(no date) – barcode scanners installed\n"
            "September 2026 – translation of the user guides (planned, not begun)\n3 October 2026 – pilot ends")
    g = graded("en", 5, text)
    assert [k for k, _ in kinds(g)] == ["date"]


COUNTS = {
    "zh": "条码扫描器安装已经完成。后续还有用户指南翻译和条码扫描器安装的验收说明，用户指南翻译已列入计划，尚未开始；"
          "两项目前均由项目组跟进。",
    "ru": "Дальше в списке две задачи: установка сканеров штрихкодов (уже завершена) и перевод руководств "
          "пользователя (запланирован, но не начат).",
}


@pytest.mark.parametrize("lang", ["zh", "ru"])
def test_count_of_items_is_no_number(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + COUNTS[lang])
    assert not [t for k, t in kinds(g) if k == "number"]


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_items_told_plainly_add_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang])
    assert facts(g) == ALL_CORRECT
    assert kinds(g) == []


def test_timeline_without_item_dates_adds_nothing():
    text = ("Timeline\n9 June 2026 – pilot starts (budget USD 45,000 = 45k dollars)\n(no date) – barcode scanners "
            "installed\n(no date) – translation of the user guides (planned, not begun)\n3 October 2026 – pilot ends")
    g = graded("en", 5, text)
    assert not [k for k, _ in kinds(g) if k in ("date", "deadline", "amount", "number")]


def test_verb_taking_its_object_is_no_time_frame():
    text = SEED5_FACTS["ru"] + ("Установка сканеров штрихкодов уже завершена. Перевод руководств пользователя "
                                "запланирован: к нему ещё не приступали.")
    g = graded("ru", 5, text)
    assert facts(g) == ALL_CORRECT
    assert kinds(g) == []


# who will do the planned work is no time frame: "by the vendor" names an agent, not a deadline
AGENTS = {
    "en": "The barcode scanners have already been installed. The translation of the user guides is planned but has not "
          "started; it is to be delivered by the vendor.",
    "zh": "条码扫描器安装已经完成。用户指南翻译已列入计划，尚未开始，将由供应商完成。",
    "ru": "Установка сканеров штрихкодов уже завершена. Перевод руководств пользователя запланирован, но не начат; "
          "его выполнит подрядчик.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_who_does_the_planned_item_is_no_time_frame(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + AGENTS[lang])
    assert facts(g) == ALL_CORRECT
    assert "deadline" not in [k for k, _ in kinds(g)], kinds(g)
