"""Classes of misreading that the twelfth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief): other markup a model writes (TOML, Org-mode, a Mermaid chart, a CSV with
semicolons), a closing offer or a remark on the notes said to the reader (every language), and "по" that is no end
of a range. The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 1: 10 March - 22 April
2027, pending with the investment board, the fax gateway out of scope; seed 5: approved by Marek Novak on 15 May
2026, warranty claims out of scope)."""

import pytest

from kvtrial.facts.context import OutputContext
from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, assert_all_correct, grade, labels


# --- a TOML brief: "key = value" is a data key and its value, its lists and its "pending_with" read as in YAML -------
def test_a_toml_brief_reads_its_keys(mats):
    text = ("[сроки]\nstart = 2027-03-10   # [2]\nend   = 2027-04-22   # [9]\n\n"
            "[рамки]\nprocess  = \"заказ запчастей\"\nsite     = \"завод в Тампере\"   # [18]\n"
            "excluded = [\"устаревший факс-шлюз\"]   # [9]\n\n"
            "[бюджет]\namount   = 81500\ncurrency = \"CHF\"   # [2]\n\n"
            "[утверждение]\napproved      = false\npending_with  = \"инвестиционный совет\"   # [9]\n\n"
            "[этапы]\ndone    = [\"проверка чек-листа по защите данных\"]   # [18]\n"
            "planned = [\"обучение операторов первой линии\"]   # [2]\n")
    g = grade_output(mats[("ru", 1)], text)
    assert_all_correct(g)


# --- an Org-mode brief: TODO and DONE give an entry its stage; its planning line and drawer are syntax ----------------
def test_an_org_mode_brief_reads_todo_and_done(mats):
    text = ("#+TITLE: Справка по пилоту\n\n* Сроки\n  SCHEDULED: <2027-03-10 Wed> DEADLINE: <2027-04-22 Thu>\n"
            "  С 10 марта по 22 апреля 2027 г. [2, 9]\n* Рамки\n  :PROPERTIES:\n  :ПРОЦЕСС: заказ запчастей\n"
            "  :ПЛОЩАДКА: завод в Тампере [18]\n  :END:\n  Не входит: устаревший факс-шлюз [9]\n"
            "* Бюджет\n  81 500 швейцарских франков [2]\n* Утверждение\n  Ожидает решения инвестиционного совета [9]\n"
            "** DONE Проверка чек-листа по защите данных [18]\n** TODO Обучение операторов первой линии [2]\n")
    g = grade_output(mats[("ru", 1)], text)
    assert_all_correct(g)


# --- a Mermaid chart: its syntax lines and a task's tags claim nothing, a milestone's date is no end ----------------
def test_a_mermaid_chart_is_read_by_its_dates(mats):
    text = ("```mermaid\ngantt\n    title Пилот\n    dateFormat YYYY-MM-DD\n    axisFormat %d.%m\n"
            "    section Согласование\n    Утвердил Марек Новак, финансовый директор [10] :milestone, 2026-05-15, 0d\n"
            "    section Работы\n    Пилот [3][10] :active, 2026-06-09, 2026-10-03\n```\n\n"
            "- Рамки: сверка счетов в офисе в Лидсе [17]\n- Не входит: гарантийные претензии [10]\n"
            "- Бюджет: 45 000 долларов США [3]\n- Сделано: установка сканеров штрихкодов [17]\n"
            "- Запланировано: перевод руководств пользователя [3]\n")
    g = grade_output(mats[("ru", 5)], text)
    assert_all_correct(g)


# --- a CSV with semicolons is a table: its paragraph column cites, a row's cells are one statement -------------------
def test_a_semicolon_csv_is_a_table(mats):
    text = ("поле;значение;состояние;абз.\nстарт;10.03.2027;;2\nфиниш;22.04.2027;;9\n"
            "процесс;заказ запчастей;в рамках;18\nплощадка;завод в Тампере;в рамках;18\n"
            "исключение;устаревший факс-шлюз;не входит;9\nбюджет;81 500;CHF;2\n"
            "утверждение;инвестиционный совет;ожидается;9\nэтап;проверка чек-листа по защите данных;завершён;18\n"
            "этап;обучение операторов первой линии;запланирован;2\n")
    g = grade_output(mats[("ru", 1)], text)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert not [u for u in g.unsupported if u.kind == "number"], g.unsupported


# --- "по" ends a range only right before its date: "директор по финансам, 15.05.2026" gives an approval date ---------
@pytest.mark.parametrize("text", [
    "Утвердил Марек Новак, директор по финансам [10] 2026-05-15",
    "Утверждение: Марек Новак, директор по финансам, 15.05.2026 [10]",
])
def test_po_before_a_noun_is_no_end(mats, text):
    ctx = OutputContext(mats[("ru", 5)], text)
    assert [d.role for d in ctx.dates] == ["approval"]


def test_po_right_before_a_date_still_ends_a_range(mats):
    ctx = OutputContext(mats[("ru", 5)], "Пилот идёт с 9 июня по 3 октября 2026 г. [3, 10]")
    assert [d.role for d in ctx.dates] == ["start", "end"]


# --- a closing offer or a remark on the notes is said to the reader: no claim, no addition (every language) ---------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Если потребуется, перепишу справку в виде служебной записки."),
    ("ru", "Если нужен вариант покороче — скажите."),
    ("ru", "Судя по всему, иных поручений или сроков в заметках нет."),
    ("en", "Glad to rework the layout for slides if that helps."),
    ("en", "I'm happy to shorten this further."),
    ("zh", "如需改成邮件格式请告诉我。"),
])
def test_a_closing_offer_is_framing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert not g.unsupported, g.unsupported


# --- a recap's items sum up what the brief told: one word of their own restates, two claim something new -------------
def test_a_recap_item_restates_with_one_word_of_its_own(mats):
    extra = ("\nКлючевые выводы:\n1. Пилот скромный: один процесс, одна площадка.\n"
             "2. Инвестиционный совет решения пока не вынес.\n")
    assert not grade(mats, "ru", 1, extra=extra).unsupported


def test_a_recap_item_with_new_words_is_an_addition(mats):
    extra = "\nКлючевые выводы:\n1. Главная угроза — нехватка кладовщиков.\n"
    g = grade(mats, "ru", 1, extra=extra)
    assert [u.kind for u in g.unsupported] == ["claim"], g.unsupported


# --- how much of the budget is spent, said in a clause after another fact, is an addition -----------------------------
def test_spending_after_another_fact_is_an_addition(mats):
    c = CLEAN[("ru", 1)]
    text = (f"| Начало | Окончание | Охват | Исключено | Бюджет | Утверждение | Сделано | Запланировано |\n"
            f"|---|---|---|---|---|---|---|---|\n| 10.03.2027 [2] | 22.04.2027 [9] | {c['scope']} | устаревший факс-шлюз [9] | "
            f"{c['budget']} | нет, ждёт инвестиционного совета [9] | {c['done']} | {c['planned']} |\n\n"
            "Итог: пилот ещё не утверждён, а из бюджета почти ничего не израсходовано.\n")
    g = grade_output(mats[("ru", 1)], text)
    assert len(g.unsupported) == 1, g.unsupported


# --- a start told as a length of time after an event: the start distorted, the end (its "финиш") kept, and the
# approval named there only as the point of reference states no state of it ------------------------------------------
@pytest.mark.parametrize("timeline", [
    "старт примерно через три недели после утверждения, финиш — 03.10.2026 [10]",
    "начало примерно через четыре недели после согласования; финиш: 3 октября 2026 г. [10]",
])
def test_a_start_after_the_approval_is_a_length_of_time(mats, timeline):
    g = grade(mats, "ru", 5, timeline=timeline)
    assert labels(g)["start_date"] == "distorted", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- "подписал(а)" gives the approval as "подписан" does: the one who signed it is its approver -----------------------
def test_signed_by_a_background_person_distorts_the_approval(mats):
    g = grade(mats, "ru", 5, status="утверждён 15 мая 2026 г.; приказ подписал Карл Фогель [10]")
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


def test_signed_by_the_approver_is_correct(mats):
    g = grade(mats, "ru", 5, status="утверждён 15 мая 2026 г.; решение подписал Марек Новак [10]")
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert not g.unsupported, g.unsupported


# --- an ASCII board drawn as a table: its column headings give their cells a stage, a cell may wrap onto the next line -
_BOARD = ("Сроки: 9 июня 2026 г. — 3 октября 2026 г. [3, 10]\nРамки: сверка счетов в офисе в Лидсе [17]\n"
          "Не входит: гарантийные претензии [10]\nБюджет: 45 000 долларов США [3]\n"
          "Утверждение: 15.05.2026, Марек Новак [10]\n\n"
          "+----------------------------+------------------+------------------------------+\n"
          "| ОЧЕРЕДЬ (ещё не начато)    | В РАБОТЕ         | ГОТОВО                       |\n"
          "+----------------------------+------------------+------------------------------+\n"
          "| перевод руководств         | {doing:<16} | установка сканеров штрихкодов |\n"
          "| пользователя [3]           |                  | [17]                         |\n"
          "+----------------------------+------------------+------------------------------+\n")


def test_an_ascii_board_gives_its_columns_stages(mats):
    g = grade_output(mats[("ru", 5)], _BOARD.format(doing=""))
    assert_all_correct(g)


def test_an_ascii_board_column_of_work_under_way(mats):
    g = grade_output(mats[("ru", 5)], _BOARD.format(doing="обучение кассиров"))
    assert [u.kind for u in g.unsupported] == ["progress"], g.unsupported


# --- an XML brief: its tags and attribute names are no words of the brief's language; an element is a data field, ----
# its state attribute or its tag the list it is under, its "source" attribute a citation
def test_an_xml_brief_of_attributes_is_read(mats):
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<brief project="Скопа">\n'
            '  <period from="2026-06-09" to="2026-10-03" source="3"/>\n'
            '  <included process="сверка счетов" site="офис в Лидсе" source="17"/>\n'
            '  <excluded what="гарантийные претензии" source="10"/>\n'
            '  <money amount="45000" currency="USD" source="3"/>\n'
            '  <approval state="approved" on="2026-05-15" by="Марек Новак" source="10"/>\n'
            '  <work name="установка сканеров штрихкодов" status="completed" source="17"/>\n'
            '  <work name="перевод руководств пользователя" status="planned" begun="false" source="3"/>\n</brief>\n')
    g = grade_output(mats[("ru", 5)], text)
    assert_all_correct(g)


def test_an_xml_brief_of_element_text_is_read(mats):
    text = ('<?xml version="1.0"?>\n<pilot>\n  <start source="3">09.06.2026</start>\n'
            '  <end source="10">03.10.2026</end>\n  <workflow source="17">сверка счетов</workflow>\n'
            '  <site source="17">офис в Лидсе</site>\n  <excluded source="10">гарантийные претензии</excluded>\n'
            '  <budget currency="USD" source="3">45000</budget>\n'
            '  <approved source="10">утверждён 15.05.2026, Марек Новак</approved>\n'
            '  <task stage="done" source="17">установка сканеров штрихкодов</task>\n'
            '  <task stage="planned" source="3">перевод руководств пользователя</task>\n</pilot>\n')
    g = grade_output(mats[("ru", 5)], text)
    assert_all_correct(g)
