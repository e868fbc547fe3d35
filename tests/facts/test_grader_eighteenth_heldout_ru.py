"""Classes of misreading that the eighteenth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, the fax gateway out of scope; seed 5: approved by Marek Novak on 15 May
2026, warranty claims out of scope)."""

import pytest

from tests.facts.test_grader_classes_all_languages import assert_all_correct, grade, grade_prose, labels


# --- one span is graded once: a condition on the approval, told again in a section written twice, is one addition ----
@pytest.mark.parametrize("lang,status", [
    ("ru", "утверждён 15 мая 2026 г., утвердил Марек Новак [10], при условии ежеквартального аудита закупок у поставщиков"),
    ("en", "approved by Marek Novak on 15 May 2026 [8], on condition that the supplier audit is repeated every quarter"),
])
def test_a_condition_told_twice_is_one_addition(mats, lang, status):
    again = {"ru": "Статус: ", "en": "Status: "}[lang] + status
    g = grade(mats, lang, 5, status=status, extra=again)
    got = labels(g)  # the approval told under a condition the source does not set: distorted, the rest correct
    assert {k for k, v in got.items() if v != "correct"} == {"approval"}, got
    assert [u.kind for u in g.unsupported] == ["condition"], g.unsupported


# --- a Sources line opened by a plain run-in heading ("Источники. рамки — [18]") names the facts each note gives ----
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Источники. Рамки и выполненный этап — [17]; бюджет и запланированный этап — [3]."),
    ("en", "Sources. Scope and completed work — [14]; budget and planned work — [2]."),
])
def test_a_plain_run_in_sources_line_claims_nothing(mats, lang, extra):
    assert_all_correct(grade(mats, lang, 5, extra=extra))


# --- a list label with no value, whole or clipped ("| Искл" closing a table cut off), claims nothing -----------------
TABLE = {
    "ru": "| Пункт | Значение |\n|---|---|\n| Бюджет | 81 500 швейцарских франков [2] |\n",
    "en": "| Item | Value |\n|---|---|\n| Budget | CHF 81,500 [2] |\n",
    "zh": "| 项目 | 内容 |\n|---|---|\n| 预算 | 81,500瑞士法郎[2] |\n",
}


@pytest.mark.parametrize("lang,cut", [("ru", "| Искл"), ("ru", "| Не вход |"), ("en", "| Excl"), ("zh", "| 排除：")])
def test_a_bare_or_clipped_label_is_no_claim(mats, lang, cut):
    assert_all_correct(grade(mats, lang, 1, extra=f"\n{TABLE[lang]}{cut}"))


# --- an invitation to ask or to correct is said to the reader: no claim --------------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("zh", "有问题大家喊我 🙂"),
    ("ru", "Пишите, если что-то неясно."),
    ("en", "Ping me with questions."),
])
def test_an_invitation_to_ask_is_no_claim(mats, lang, extra):
    assert_all_correct(grade(mats, lang, 1, extra=extra))


# --- a hedge leading into a claim is part of it: an invented spending claim so framed is one addition, not two ------
@pytest.mark.parametrize("lang,extra", [
    ("zh", "从目前的情况来看，预算里的大部分钱应该还没有花出去。"),
    ("ru", "Судя по всему, почти весь бюджет пока не израсходован."),
    ("en", "As things stand, most of the money is probably still unspent."),
])
def test_a_hedged_lead_in_is_one_claim_with_what_it_leads(mats, lang, extra):
    assert_all_correct(grade(mats, lang, 1, extra=extra), 1)


# --- a check box opening a line ("[ ] Approval: …") is no citation: the field after it is not parted as a clause ----
@pytest.mark.parametrize("line", [
    "[ ] Approval: investment board, still pending [9]",
    "[~] Approval: investment board, decision still pending [9]",
])
def test_a_check_box_is_no_citation(mats, line):
    assert_all_correct(grade_prose(mats, "en", 1, "status", line))


# --- a line of open questions the notes leave unanswered claims nothing (only an answer would) ---------------------
@pytest.mark.parametrize("lang,extra", [
    ("zh", "我还有两个疑问笔记里没写：试点之后会扩展到别的工厂吗？会请外部顾问吗？"),
    ("ru", "Открытые вопросы: будет ли пилот расширен на другие заводы? Привлекут ли внешнего подрядчика?"),
    ("en", "Questions I could not settle from the notes: will the pilot spread to other plants? Is a contractor involved?"),
])
def test_a_line_of_open_questions_is_no_claim(mats, lang, extra):
    assert_all_correct(grade(mats, lang, 1, extra=extra))


# --- a remark on the notes' clarity or on the citation, beside a fact, is no claim of its own ----------------------
@pytest.mark.parametrize("lang,oos", [
    ("zh", "不包括：旧传真网关，记录里写得很清楚[4]"),
    ("zh", "不包括：旧传真网关，据我了解就这一项（第4段）"),
    ("ru", "Не входит: устаревший факс-шлюз, в записях это сказано прямо [9]"),
    ("en", "Out of scope: the legacy fax gateway, the notes are very clear on this [9]"),
])
def test_a_remark_on_the_notes_clarity_is_no_claim(mats, lang, oos):
    assert_all_correct(grade(mats, lang, 1, oos=oos))


# --- a name the source does not know, given a post at a place in a table's cell, is an invented person ------------
@pytest.mark.parametrize("cell", [
    "Олег Варламов, начальник цеха на заводе в Тампере",
    "Ольга Щеглова, менеджер склада в Тампере",
])
def test_an_invented_person_with_a_post_in_a_cell_is_an_addition(mats, cell):
    row = f"\n| Работа | Исполнитель | Стадия |\n|---|---|---|\n| Проверка чек-листа по защите данных | {cell} | завершена |\n"
    g = grade(mats, "ru", 1, extra=row)
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


# --- a plain run-in Sources line is the Sources: a date it gives in a fact's role is a second value of that fact ----
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Источники. Начало (12 марта 2027 г.) и бюджет — [2]; окончание — [9]."),
    ("en", "Sources. Start (12 March 2027) and budget — [2]; end — [9]."),
])
def test_a_date_in_a_plain_run_in_sources_line_is_a_second_value(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert labels(g)["start_date"] == "distorted", g.by_id("start_date").detail
    assert not [u for u in g.unsupported if u.kind == "date"], g.unsupported


# --- a second approval joined to the pilot's own after its citation by "and" ("… [10] и дополнительно согласован …") --
@pytest.mark.parametrize("lang,status", [
    ("ru", "утверждён 15 мая 2026 г., утвердил Марек Новак [10] и дополнительно согласован юридическим отделом"),
    ("en", "approved by Marek Novak on 15 May 2026 [8] and also signed off by the legal department"),
])
def test_a_second_approval_after_the_citation_is_one_addition(mats, lang, status):
    g = grade(mats, lang, 5, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["approval"], g.unsupported


# --- a short clause bringing in another item with its stage ("…; также планируется X") is an extra item, not a remark --
@pytest.mark.parametrize("lang,planned", [
    ("ru", "обучение операторов первой линии [2]; также, вроде бы, планируется аудит запасов"),
    ("en", "training of the front-line clerks [2]; also, apparently, a stock audit planned"),
])
def test_another_item_brought_in_with_its_stage_is_an_addition(mats, lang, planned):
    g = grade(mats, lang, 1, planned=planned)
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert len(g.unsupported) == 1, g.unsupported
