"""What a reasoning model's answer part holds beyond the facts, read in every language: a two-column table of the
pilot's dates under its own column names, a date asked about and denied in its own sentence, a meeting or a report of
results set for a later time in the notes' own words, a next step naming only the scope, and a spending share or a
motive beside a fact told wrong. Briefs written for these tests on the material of seed 6 (Kestrel: 14 June to 13
August 2027, returns handling at the Lyon warehouse only, USD 70,000, approval pending with the executive committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# every fact but the dates, told right
REST = {
    "en": ("Scope: returns handling at the Lyon warehouse only; the legacy fax gateway is out of scope.\nBudget: USD "
           "70,000.\nApproval: still pending with the executive committee.\nDone: the order data export.\nPlanned: the "
           "clerk training, not started.\n"),
    "zh": ("范围：仅限里昂仓库的退货处理；旧传真网关不在范围内。\n预算：70,000美元。\n审批：仍在等待执行委员会审批。\n"
           "已完成：历史订单数据导出。\n计划：一线文员培训，尚未开始。\n"),
    "ru": ("Рамки: только обработка возвратов на складе в Лионе; устаревший факс-шлюз исключён.\nБюджет: 70 000 долларов "
           "США.\nУтверждение: решение исполнительного комитета пока ожидается.\nСделано: выгрузка исторических данных.\n"
           "Запланировано: обучение операторов, не начато.\n"),
}
DATES = {
    "en": ("Timeline: 14 June 2027 to 13 August 2027.\n", "14 June 2027", "13 August 2027"),
    "zh": ("时间：2027年6月14日至2027年8月13日。\n", "2027年6月14日", "2027年8月13日"),
    "ru": ("Сроки: с 14 июня 2027 г. по 13 августа 2027 г.\n", "14 июня 2027 г.", "13 августа 2027 г."),
}
HEADER = {"en": "| Start | End |", "zh": "| 开始 | 结束 |", "ru": "| Начало | Окончание |"}


def _table(lang: str, first: str, second: str) -> str:
    return f"{HEADER[lang]}\n|---|---|\n| {first} | {second} |\n\n{REST[lang]}"


@pytest.mark.parametrize("lang", list(REST))
def test_a_two_column_table_of_dates_reads_each_date_under_its_column(lang):
    _, start, end = DATES[lang]
    g = graded(lang, 6, _table(lang, start, end))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    swapped = facts(graded(lang, 6, _table(lang, end, start)))
    assert swapped["start_date"] == "distorted" and swapped["end_date"] == "distorted", swapped


ASKED = {
    "en": ("Does it end on 13 September 2027? No: on 13 August 2027.", "A review is set for 13 September 2027."),
    "zh": ("是2027年9月13日结束吗？不是，是2027年8月13日。", "评审定在2027年9月13日。"),
    "ru": ("Заканчивается 13 сентября 2027 г.? Нет, 13 августа 2027 г.", "Разбор назначен на 13 сентября 2027 г."),
}


@pytest.mark.parametrize("lang", list(ASKED))
def test_a_date_asked_about_and_denied_in_its_own_sentence_is_no_addition(lang):
    asked, stated = ASKED[lang]
    g = graded(lang, 6, f"{DATES[lang][0]}{REST[lang]}{asked}\n")
    assert facts(g)["end_date"] == "correct" and kinds(g) == [], (facts(g), kinds(g))
    # the same date stated, not asked about: an addition
    assert len(kinds(graded(lang, 6, f"{DATES[lang][0]}{REST[lang]}{stated}\n"))) == 1


LATER = {
    "en": ("A review meeting with the executive committee is scheduled for the end of the pilot.",
           "Results will be presented to the executive committee when the pilot ends."),
    "zh": ("试点结束时安排与执行委员会开一次评审会。", "试点结束后，结果将提交执行委员会。"),
    "ru": ("На конец пилота назначено совещание с исполнительным комитетом.",
           "Результаты будут представлены исполнительному комитету после окончания пилота."),
}


@pytest.mark.parametrize("lang", list(LATER))
@pytest.mark.parametrize("n", [0, 1])
def test_a_meeting_or_a_report_set_for_later_in_the_notes_words_is_an_addition(lang, n):
    base = f"{DATES[lang][0]}{REST[lang]}"
    assert kinds(graded(lang, 6, base)) == []
    assert len(kinds(graded(lang, 6, f"{base}{LATER[lang][n]}\n"))) == 1


STEP = {
    "en": ("Next step: brief the Lyon team leads on how the new returns handling works.",
           "Next step: the training of the front-line clerks."),
    "zh": ("下一步：向里昂仓库各班组长讲解新的退货处理流程怎么操作。", "下一步：一线文员培训。"),
    "ru": ("Следующий шаг: провести инструктаж бригадиров склада в Лионе по новой обработке возвратов.",
           "Следующий шаг: обучение операторов первой линии."),
}


@pytest.mark.parametrize("lang", list(STEP))
def test_a_next_step_naming_only_the_scope_is_a_step_of_its_own(lang):
    new, planned = STEP[lang]
    base = f"{DATES[lang][0]}{REST[lang]}"
    assert len(kinds(graded(lang, 6, f"{base}{new}\n"))) == 1
    assert kinds(graded(lang, 6, f"{base}{planned}\n")) == []  # the planned item named again


def test_a_spending_share_in_words_beside_a_distorted_budget_is_still_an_addition():
    rest = REST["en"].replace("Budget: USD 70,000.\n", "")
    g = graded("en", 6, f"{DATES['en'][0]}{rest}Money\n- USD 700,000 [2], of which roughly a quarter is used up.\n")
    assert facts(g)["budget"] == "distorted"
    assert len(kinds(g)) == 1, kinds(g)
    g = graded("en", 6, f"{DATES['en'][0]}{rest}Money\n- USD 700,000 [2].\n")
    assert facts(g)["budget"] == "distorted" and kinds(g) == []


def test_a_motive_beside_a_distorted_scope_is_still_an_addition():
    rest = REST["en"].replace("Scope: returns handling at the Lyon warehouse only; ", "Scope: returns handling at the "
                              "Lille depot only, introduced to cut the time spent on refunds; ")
    g = graded("en", 6, f"{DATES['en'][0]}{rest}")
    assert facts(g)["scope"] == "distorted"
    assert len(kinds(g)) == 1, kinds(g)


def test_a_pilot_placed_at_a_single_site_restates_the_scope():
    assert kinds(graded("en", 6, f"{DATES['en'][0]}{REST['en']}- A narrowly scoped pilot at a single site.\n")) == []


INLINE = {
    "en": ("Has the pilot been approved? No, the executive committee has not decided yet.",
           "Has the pilot been approved? Yes, the executive committee signed it off."),
    "zh": ("试点批准了吗？没有，执行委员会还没有做出决定。", "试点批准了吗？批了，执行委员会已经签批。"),
    "ru": ("Утверждён ли пилот? Нет, решение исполнительного комитета ещё не принято.",
           "Утверждён ли пилот? Да, его утвердил исполнительный комитет."),
}


@pytest.mark.parametrize("lang", list(INLINE))
def test_a_question_on_the_approval_and_its_answer_in_one_sentence_give_its_state(lang):
    pending, approved = INLINE[lang]
    rest = REST[lang].splitlines()
    rest = "\n".join(x for x in rest if not x.startswith(("Approval", "审批", "Утверждение"))) + "\n"
    assert facts(graded(lang, 6, f"{DATES[lang][0]}{rest}{pending}\n"))["approval"] == "correct"
    assert facts(graded(lang, 6, f"{DATES[lang][0]}{rest}{approved}\n"))["approval"] == "distorted"
