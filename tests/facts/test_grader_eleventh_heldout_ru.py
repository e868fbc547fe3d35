"""Classes of misreading that the eleventh held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: 10 March - 22 April 2027, pending with the investment board, the fax gateway out of scope; seed 5: approved
by Marek Novak on 15 May 2026, warranty claims out of scope; Nadia Rahimi is a person of both seeds' background)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, grade, labels


# --- a change told later (a decision log, a changelog) gives the fact its last value, and adds no date ----------------
@pytest.mark.parametrize(("lang", "change", "label"), [
    ("ru", "Изменение: дату окончания сдвинули на 29 апреля 2027 г.", "distorted"),
    ("ru", "Журнал изменений: окончание пилота перенесено с 15 апреля на 22 апреля 2027 г.", "correct"),
    ("en", "Changelog: the end date was pushed back to 29 April 2027.", "distorted"),
    ("zh", "变更记录：结束日期改为2027年4月29日。", "distorted"),
])
def test_a_later_change_gives_the_last_value(mats, lang, change, label):
    g = grade(mats, lang, 1, extra=change)
    assert labels(g)["end_date"] == label, g.by_id("end_date").detail
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert not [u for u in g.unsupported if u.kind == "date"], g.unsupported


# --- a data key with nothing as its value, and a key of citations inside a list item, claim nothing -------------------
def test_an_empty_key_and_a_citing_key_claim_nothing(mats):
    c = CLEAN[("ru", 1)]
    text = ('```json\n{\n  "pilot": "Марлин",\n'
            '  "timeline": {"start": "2027-03-10", "end": "2027-04-22", "source": "[2], [9]"},\n'
            '  "scope": {"included": "процесс «заказ запчастей», площадка «завод в Тампере»", '
            '"excluded": ["устаревший факс-шлюз"], "source": "[18], [9]"},\n'
            '  "budget": {"amount": 81500, "currency": "CHF", "source": "[2]"},\n'
            f'  "approval": "{c["status"][:-4]}",\n'
            '  "done": [{"item": "проверка чек-листа по защите данных", "source_paragraphs": [18]}],\n'
            '  "planned": [{"item": "обучение операторов первой линии", "source_paragraphs": [2]}],\n'
            '  "owner": null,\n  "contractor": "n/a"\n}\n```\n')
    g = grade_output(mats[("ru", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- a table without outer bars: its row numbers count rows, its citing column ("Абз.") cites -------------------------
def test_a_bare_table_numbers_rows_and_cites_in_its_column(mats):
    c = CLEAN[("ru", 1)]
    text = ("№ | Раздел | Содержание | Абз.\n"
            "1 | Сроки | 10 марта 2027 г. — 22 апреля 2027 г. | 2, 9\n"
            "2 | Рамки | заказ запчастей на заводе в Тампере; устаревший факс-шлюз не входит | 18, 9\n"
            "3 | Бюджет | 81 500 швейцарских франков | 2\n"
            f"4 | Статус | {c['status'][:-4]} | 9\n"
            "5 | Сделано | проверка чек-листа по защите данных | 18\n"
            "6 | Запланировано | обучение операторов первой линии | 2\n")
    g = grade_output(mats[("ru", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- a thread's post counters ("1/4", "2/4") number its posts ----------------------------------------------------------
def test_a_threads_post_counters_are_no_numbers(mats):
    c = CLEAN[("ru", 1)]
    text = (f"1/4 Пилот «Марлин» коротко. Сроки: {c['timeline']}\n2/4 Рамки: {c['scope']}. {c['oos']}\n"
            f"3/4 Бюджет: {c['budget']}. Статус: {c['status']}\n"
            f"4/4 Сделано: {c['done']}. Запланировано: {c['planned']}\n")
    g = grade_output(mats[("ru", 1)], text)
    assert not g.unsupported, g.unsupported


# --- "исключительно" (solely) narrows the scope, it excludes nothing ---------------------------------------------------
def test_solely_is_no_exclusion(mats):
    g = grade(mats, "ru", 1, scope="пилот затрагивает исключительно заказ запчастей на заводе в Тампере [18]")
    assert labels(g)["scope"] == "correct", g.by_id("scope").detail


# --- a title naming the document's kind ("Пресс-релиз ...") frames the brief --------------------------------------------
def _fielded(c):
    return "\n".join(f"{k}: {v}" for k, v in (
        ("Сроки", c["timeline"]), ("Рамки", c["scope"]), ("Бюджет", c["budget"]), ("Статус", c["status"]),
        ("Сделано", c["done"]), ("Запланировано", c["planned"]))) + "\n" + c["oos"] + "\n"


def test_a_document_kind_title_frames_the_brief(mats):
    assert not grade_output(mats[("ru", 1)], "Пресс-релиз для сотрудников\n" + _fielded(CLEAN[("ru", 1)])).unsupported


# --- a document's word among words new to the source does not make a claim framing -----------------------------------
def test_a_claim_with_a_documents_word_among_new_words_is_an_addition(mats):
    risky = _fielded(CLEAN[("ru", 1)]) + "Главная опасность — нехватка кладовщиков в месяцы квартальных отчётов.\n"
    assert len(grade_output(mats[("ru", 1)], risky).unsupported) == 1


# --- an end told as a length after the start ("через десять недель после старта") is no end date ----------------------
def test_a_length_after_the_start_is_a_distorted_end(mats):
    g = grade(mats, "ru", 1, timeline="старт 10 марта 2027 г. [2], финиш — примерно восемь недель после старта [9]")
    assert labels(g)["end_date"] == "distorted", g.by_id("end_date").detail
    assert not g.unsupported, g.unsupported


# --- the brief's own advice naming an item is an invented next step -----------------------------------------------------
def test_advice_naming_an_item_is_an_addition(mats):
    g = grade(mats, "ru", 1, extra="Советуем до конца марта назначить ответственного за обучение операторов первой линии.")
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert len(g.unsupported) == 1, g.unsupported


# --- a board in text: its bracketed columns give their cards' stage ------------------------------------------------------
def test_board_columns_give_their_cards_stage(mats):
    c = CLEAN[("ru", 1)]
    head = (f"Сроки: {c['timeline']}\nРамки: {c['scope']}\n{c['oos']}\nБюджет: {c['budget']}\n"
            f"Статус: {c['status']}\n\n")
    g = grade_output(mats[("ru", 1)], head + "[ Готово ]\n  • проверка чек-листа по защите данных [18]\n"
                     "[ Идёт ]\n  • обучение операторов первой линии [2]\n")
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert labels(g)["planned"] == "distorted", g.by_id("planned").detail


# --- a memo's "RE:" line opens no Sources section: the lines under it state their facts --------------------------------
def test_a_memo_subject_opens_no_sources(mats):
    g = grade_output(mats[("ru", 5)], "Кому: руководству\nRE: пилот\n\n" + _fielded(CLEAN[("ru", 5)]))
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- a person of the background told as approving where the source's approver goes unnamed: the approval distorted,
# that person one addition (not a second approval beside a right one) --------------------------------------------------
def test_a_background_person_approving_in_place_of_the_approver(mats):
    g = grade(mats, "ru", 5, status="пилот утверждён 15 мая 2026 г.; решение одобрила Надия Рахими [10]")
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported
