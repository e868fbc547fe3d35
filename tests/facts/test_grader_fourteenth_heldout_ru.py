"""Classes of misreading that the thirteenth and fourteenth held-out sets (ru) showed, each pinned with phrasings
written for these tests (none taken from a held-out brief). The materials are those of
tests/facts/test_grader_classes_all_languages.py (seed 5: approved by Marek Novak on 15 May 2026, barcode scanners
installed, the user guides' translation planned)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, assert_all_correct, grade, labels


# --- what the writer says to the reader around the brief is framing, no claim ------------------------------------
@pytest.mark.parametrize("extra", [
    "Если понадобится, сверну всё в одну строку.",  # an "if needed" offer with its first-person verb
    "Могу расписать каждый пункт подробнее, если это пригодится.",  # "могу" with any verb
    "Появятся вопросы — пиши.",  # a call to write back, in the "ты" form
    "Что-то неясно — спрашивай 🙂",
    "Ниже собраны главные факты о пилоте.",  # a line pointing at the brief's own layout
    "Замечательный запрос!",  # praise of the request
    "Подготовила: менеджер проектного офиса",  # a byline
])
def test_words_to_the_reader_are_framing(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra))


# --- an offer naming the brief's sections states no approval, in every language ------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Если нужно, могу разложить это по разделам «Сроки», «Статус» и «Источники»."),
    ("en", "If you need it, I can rewrite this with Timeline, Status and Sources sections."),
    ("zh", "如果需要，我可以把以上内容改成按“时间线、状态、来源”分节的简报。"),
])
def test_an_offer_naming_the_status_section_states_no_approval(mats, lang, extra):
    assert_all_correct(grade(mats, lang, 5, extra=extra))


# --- a recap's line telling two items' stages: "ещё впереди" is still to come, the other item's done word is not its
@pytest.mark.parametrize("extra", [
    "\nГлавное\n- Подготовка завершена, перевод руководств пользователя ещё впереди.",
    "Обучение проведено, перевод руководств пользователя впереди.",
])
def test_still_ahead_is_planned(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra))


# --- a recap's item summing up the approval in words of its own is no second approval --------------------------------
@pytest.mark.parametrize("extra", [
    "\n### Ключевые выводы\n- Пилот утверждён и строго ограничен: один процесс на одной площадке.",
    "\n**Итоги**\n1. Пилот утверждён, границы ясные.",
])
def test_a_recap_of_the_approval_is_no_second_approval(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra))


# --- a work item's table row under a Status section states no approval, in every language ---------------------------
@pytest.mark.parametrize("lang,row", [
    ("en", "| Status | Planned | translation of the user guides | 3 |"),
    ("ru", "| Статус | Запланировано | перевод руководств пользователя | 3 |"),
])
def test_a_work_row_under_status_states_no_approval(mats, lang, row):
    head = {"en": "| Section | Item | Detail | Para |", "ru": "| Раздел | Пункт | Содержание | Абз. |"}[lang]
    approved = {"en": "| Status | Approval | approved by Marek Novak on 15 May 2026 | 8 |",
                "ru": "| Статус | Утверждение | утверждён 15 мая 2026 г., утвердил Марек Новак | 10 |"}[lang]
    text = BRIEF[lang].format(**{**CLEAN[(lang, 5)], "planned": "@@", "status": "@@", "extra": ""})
    text = "\n".join(line for line in text.split("\n") if "@@" not in line)
    g = grade_output(mats[(lang, 5)], f"{text}\n\n{head}\n|---|---|---|---|\n{approved}\n{row}\n")
    assert_all_correct(g)


# --- a line with a field label of its own under a Done heading takes no stage from the heading -----------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "\n**Сделано**\n- установка сканеров штрихкодов\n- Исполнитель: перевод руководств пользователя ведёт бюро "
           "«Лингва»"),
    ("zh", "\n**已完成**\n- 条码扫描器安装\n- 外包方：用户指南翻译由一家翻译公司承担"),
])
def test_an_own_field_under_a_done_heading_takes_no_stage(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- an item named as the time of another step tells nothing of its own stage -----------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "A short workshop with the clerks is planned after the barcode scanners installation."),
    ("ru", "Запланировано: семинар для операторов после установки сканеров штрихкодов."),
    ("zh", "计划：条码扫描器安装之后再组织一次操作培训。"),
])
def test_an_item_named_as_a_time_reference_keeps_its_stage(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert labels(g)["done"] == "correct", g.by_id("done").detail


# --- a number in a section written twice, word for word, is one addition ----------------------------------------------
@pytest.mark.parametrize("extra", [
    "\nОборудование\n- терминалы сбора данных — 25 шт.\n\nОборудование\n- терминалы сбора данных — 25 шт.",
])
def test_a_number_repeated_word_for_word_counts_once(mats, extra):
    g = grade(mats, "ru", 5, extra=extra)
    assert [u.kind for u in g.unsupported] == ["number"], g.unsupported


# --- "конец" right before a month with no day is the month's end, an approximate date in the role its label names ----
@pytest.mark.parametrize("timeline", [
    "начало: конец июня 2026 г.; окончание: 3 октября 2026 г. [3, 10]",
    "старт — конец мая 2026 г., финиш — 3 октября 2026 г. [3, 10]",
])
def test_end_of_a_month_is_no_end_date(mats, timeline):
    g = grade(mats, "ru", 5, timeline=timeline)
    assert labels(g)["start_date"] == "distorted", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail


# --- a sign-off by the staff's union beside the pilot's own approval state is one addition ----------------------------
@pytest.mark.parametrize("seed,status", [
    (1, "ожидает утверждения инвестиционного совета [9]; согласовано с профсоюзом"),
    (5, "утверждён 15 мая 2026 г., утвердил Марек Новак [10]; кроме того, согласован с профкомом склада"),
])
def test_a_union_sign_off_is_a_second_approval(mats, seed, status):
    g = grade(mats, "ru", seed, status=status)
    assert_all_correct(g, additions=1)


# --- a remark in brackets after a citation, naming a party the source never names, is an addition ----------------------
@pytest.mark.parametrize("lang,done", [
    ("ru", "установка сканеров штрихкодов [17] (сканеры, судя по всему, привезла фирма «ТехноСкан»)"),
    ("en", "barcode scanners installed [14] (the scanners were, it seems, delivered by “ScanPro”)"),
])
def test_a_bracketed_remark_naming_a_new_party_is_an_addition(mats, lang, done):
    assert_all_correct(grade(mats, lang, 5, done=done), additions=1)


# --- a short sentence saying only that the pilot starts on another day gives the start a second value -----------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Напоминаю: стартуем 12 июня!"),
    ("ru", "Итак, запускаемся 12 июня."),
])
def test_a_bare_start_with_another_day_is_a_second_value(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert labels(g)["start_date"] == "distorted", g.by_id("start_date").detail
    assert not g.unsupported, g.unsupported  # the other day is the start's distortion, no added date


@pytest.mark.parametrize("lang,extra", [
    ("ru", "Встреча с командой склада по запуску — 12 июня 2026 г."),
    ("en", "A kick-off meeting with the clerks is set for 12 June 2026."),
])
def test_another_events_date_is_no_second_start(mats, lang, extra):
    assert labels(grade(mats, lang, 5, extra=extra))["start_date"] == "correct"


# --- a next step told as an instruction (an infinitive after its label) is an addition, even naming an item -----------
@pytest.mark.parametrize("extra", [
    "Следующий шаг: согласовать с отделом план перевода руководств пользователя",
    "Дальнейшие шаги: согласовать с отделом сроки перевода руководств пользователя",
])
def test_a_next_step_as_an_instruction_is_an_addition(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra), additions=1)


def test_a_next_step_starting_the_listed_work_restates_it(mats):
    assert_all_correct(grade(mats, "ru", 5, extra="Следующие шаги: начать перевод руководств пользователя"))
