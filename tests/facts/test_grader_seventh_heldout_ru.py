"""Classes of misreading that the seventh held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: 10 March - 22 April 2027, pending with the investment board, the fax gateway out of scope; seed 5: approved
by Marek Novak on 15 May 2026, warranty claims out of scope; seed 8: approved by Priya Raman on 14 July 2027)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, grade, labels


# --- an ordinal day ("10-го марта") is a day: the date is stated, no number is added ------------------------------
@pytest.mark.parametrize("timeline", [
    "пилот идёт с 10-го марта 2027 г. и заканчивается 22-го апреля 2027 г. [2, 9]",
    "10-е марта 2027 г. — 22-е апреля 2027 г. [2, 9]",
])
def test_an_ordinal_day_is_a_day(mats, timeline):
    g = grade(mats, "ru", 1, timeline=timeline)
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail
    assert not g.unsupported, g.unsupported


def test_a_wrong_ordinal_day_is_distorted(mats):
    g = grade(mats, "ru", 1, timeline="с 12-го марта 2027 г. по 22-е апреля 2027 г. [2, 9]")
    assert labels(g)["start_date"] == "distorted"


# --- "за пределами" excludes, as "за рамками" does --------------------------------------------------------------------
@pytest.mark.parametrize("oos", [
    "Устаревший факс-шлюз находится за пределами пилота [9]",
    "За пределами: устаревший факс-шлюз [9]",
])
def test_outside_the_limits_is_an_exclusion(mats, oos):
    g = grade(mats, "ru", 1, oos=oos)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- an offer to redo the brief in another form is said to the reader, no claim -------------------------------------
@pytest.mark.parametrize("extra", [
    "Могу переоформить справку в виде списка, если так удобнее.",
    "При желании могу переписать это короче.",
])
def test_an_offer_to_reform_the_brief_is_framing(mats, extra):
    assert not grade(mats, "ru", 1, extra=extra).unsupported


# --- a table row's first cell labels its value: "| Утверждение | <approver>, <date> |" states the approval ----------
@pytest.mark.parametrize("row", [
    "| Утверждение | Марек Новак, 15 мая 2026 г. | [10] |",
    "| 🖊 Согласование | 15.05.2026, Марек Новак | [10] |",
])
def test_an_approval_row_with_who_or_when_is_approved(mats, row):
    c = CLEAN[("ru", 5)]
    text = (f"| Пункт | Значение | Абз. |\n|---|---|---|\n| Сроки | {c['timeline'][:-9]} | [3], [10] |\n"
            f"| Охват | {c['scope'][:-5]} | [17] |\n| Не входит | гарантийные претензии | [10] |\n"
            f"| Бюджет | 45 000 долларов США | [3] |\n{row}\n| Сделано | {c['done'][:-5]} | [17] |\n"
            f"| Запланировано | {c['planned'][:-4]} | [3] |\n")
    g = grade_output(mats[("ru", 5)], text)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


def test_a_pending_approval_row_stays_pending(mats):
    text = BRIEF["ru"].format(**{**CLEAN[("ru", 5)], "status": "см. таблицу"}) + \
        "\n| Пункт | Значение |\n|---|---|\n| Утверждение | ещё не получено |\n"
    assert labels(grade_output(mats[("ru", 5)], text))["approval"] == "distorted"


# --- a year's "г." before a capital ends a sentence: a second end date after it is read ------------------------------
def test_a_second_end_date_after_a_year_abbreviation_is_read(mats):
    g = grade(mats, "ru", 1, extra="Пилот продлится до 30 апреля 2027 г. Отчёт пришлём позже.")
    assert labels(g)["end_date"] == "distorted", g.by_id("end_date").detail


def test_a_name_after_a_year_abbreviation_continues_the_sentence(mats):
    g = grade(mats, "ru", 5, status="утверждён 15 мая 2026 г. Мареком Новаком [10]")
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert not g.unsupported, g.unsupported


# --- a number after a word naming a part of the document ("Слайд 2.") is a heading number --------------------------
def test_slide_numbers_are_no_additions(mats):
    c = CLEAN[("ru", 1)]
    text = (f"Слайд 1. Сроки и рамки\n- {c['timeline']}\n- {c['scope']}\n- {c['oos']}\n\n"
            f"Слайд 2. Деньги и статус\n- Бюджет: {c['budget']}\n- Статус: {c['status']}\n\n"
            f"Слайд 3. Работы\n- Сделано: {c['done']}\n- Запланировано: {c['planned']}\n")
    g = grade_output(mats[("ru", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def test_a_number_after_another_word_at_a_line_start_is_still_read(mats):
    g = grade(mats, "ru", 1, extra="Участников 12. Все из офиса.")
    assert any(u.text == "12" for u in g.unsupported), g.unsupported


# --- a data brief's English keys label its Russian values; its citation map claims nothing --------------------------
def _json_brief(**changes):
    fields = {
        "period": '"period": "10 марта 2027 г. — 22 апреля 2027 г."',
        "scope": '"scope": {"process": "заказ запчастей", "site": "завод в Тампере"}',
        "excluded": '"excluded": ["устаревший факс-шлюз"]',
        "budget": '"budget": "81 500 швейцарских франков"',
        "approval": '"approval": {"status": "ожидает решения", "body": "инвестиционный совет"}',
        "done": '"done": ["проверка чек-листа по защите данных"]',
        "planned": '"planned": ["обучение операторов первой линии"]',
        "sources": '"sources": {"period": 2, "budget": 2, "approval": 9, "excluded": 9, "scope": 18, "done": 18}',
    }
    fields.update(changes)
    return "{\n  " + ",\n  ".join(fields.values()) + "\n}\n"


def test_a_json_brief_with_english_keys_reads_its_facts(mats):
    g = grade_output(mats[("ru", 1)], _json_brief())
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


@pytest.mark.parametrize("change, fact", [
    ({"planned": '"in_progress": ["обучение операторов первой линии"]'}, "planned"),
    ({"budget": '"budget": 81500'}, "budget"),
])
def test_a_json_key_that_misstates_a_fact_is_distorted(mats, change, fact):
    g = grade_output(mats[("ru", 1)], _json_brief(**change))
    assert labels(g)[fact] == "distorted", g.by_id(fact).detail


# --- a labelled list item naming a fact's item again to say something else of it is an addition ---------------------
def test_a_labelled_list_item_that_names_an_item_again_claims_more(mats):
    g = grade(mats, "ru", 1, extra="- Опасение: перебои с доставкой запчастей от подрядчика")
    assert len(g.unsupported) == 1, g.unsupported
    assert labels(g)["scope"] == "correct", g.by_id("scope").detail


def test_a_labelled_list_item_restating_an_item_claims_nothing(mats):
    g = grade(mats, "ru", 1, extra="- Площадка: завод в Тампере [18]")
    assert not g.unsupported, g.unsupported


# --- after a citation, a dash opens a further clause as a comma does: what it claims more is an addition ------------
def test_a_further_clause_after_a_citation_and_a_dash_is_an_addition(mats):
    g = grade(mats, "ru", 1, planned="обучение операторов первой линии [2] — стартует лишь когда поставщик пришлёт "
                                     "новое оборудование")
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert len(g.unsupported) == 1, g.unsupported


def test_a_stage_after_a_citation_and_a_dash_is_no_addition(mats):
    g = grade(mats, "ru", 1, planned="обучение операторов первой линии [2] — пока не начато")
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert not g.unsupported, g.unsupported
