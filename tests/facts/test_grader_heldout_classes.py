"""The disagreement classes the held-out English set (tests/facts/briefs/heldout_en.txt) showed, each pinned with
phrasings written for these tests, in every language where the class applies. Seed 3 (English): Heron, pending
with the steering committee, 21 August - 23 November 2027, CHF 28,000, Madrid sales office out of scope."""

import pytest

from kvtrial.facts.cues import mentions
from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.material import approximate_tokens, build_material
from kvtrial.facts.parse import find_citations, find_dates
from tests.facts.test_grader_faults import BASE  # the same clean brief the fault tests start from


@pytest.fixture(scope="module")
def heron():
    return build_material(3, 1024, approximate_tokens)


@pytest.fixture(scope="module")
def osprey():
    return build_material(0, 1024, approximate_tokens)  # approved by Ines Carvalho on 22 April 2026


@pytest.fixture(scope="module")
def zh():
    return build_material(1, 1024, approximate_tokens, language="zh")


@pytest.fixture(scope="module")
def ru():
    return build_material(1, 1024, approximate_tokens, language="ru")



OSPREY = """Timeline: 5 May 2026 [2] to 4 July 2026 [7]
Scope: purchase order intake at the Valencia hub [13]; the night shift is out of scope [7]
Budget: GBP 37,500 [2]
Status: approved by Ines Carvalho on 22 April 2026 [7]
Done: supervisor interviews [13]
Planned: customer portal connection [2]
"""

ZH = """时间线：2027年3月10日至2027年4月22日[2][4]
范围：坦佩雷工厂的备件订购[8]；旧传真网关不在范围内[4]
预算：81,500瑞士法郎[2]
状态：仍在等待投资委员会审批[4]
已完成：数据保护检查清单审核[8]
计划：一线文员培训[2]"""

RU = """Сроки: 10 марта 2027 г. — 22 апреля 2027 г. [2, 9]
Рамки: заказ запчастей на заводе в Тампере [18]; устаревший факс-шлюз не входит [9]
Бюджет: 81 500 швейцарских франков [2]
Статус: ожидает утверждения инвестиционного совета [9]
Сделано: проверка чек-листа по защите данных [18]
Запланировано: обучение операторов первой линии [2]"""


def labels(g):
    return {f.fact_id: f.label for f in g.facts}


def all_correct(g):
    return set(labels(g).values()) == {"correct"} and g.unsupported == []


def sub(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


def test_the_templates_grade_clean(heron, osprey, zh, ru):
    for material, text in ((heron, BASE), (osprey, OSPREY), (zh, ZH), (ru, RU)):
        g = grade_output(material, text)
        assert all_correct(g), g.to_dict()


# ---------------------------------------------------------------- citations: "(2)" and a table column


def test_parenthesised_bare_numbers_are_citations(heron):
    g = grade_output(heron, BASE.replace("[", "(").replace("]", ")"))
    assert all_correct(g), g.to_dict()
    assert {f.fact_id: f.citation for f in g.facts}["budget"] == "correct"


@pytest.mark.parametrize("language,text", [("zh", "（8）"), ("zh", "(8)"), ("ru", "(8)")])
def test_parenthesised_bare_numbers_are_citations_in_chinese_and_russian(language, text):
    found = find_citations("备件订购" + text if language == "zh" else "заказ запчастей " + text,
                           get_language(language).forms)
    assert [c.numbers for c in found] == [(8,)]


def test_a_table_column_of_paragraph_numbers_holds_citations(osprey):
    table = """| Field | Value | Para |
|---|---|---|
| Start | 2026-05-05 | 2 |
| End | 2026-07-04 | 7 |
| In scope | Purchase order intake, Valencia hub | 13 |
| Not included | Night shift | 7 |
| Budget | £37,500 | 2 |
| Approval | Approved 2026-04-22 by Ines Carvalho | 7 |
| Done | Shift supervisor interviews | 13 |
| Planned | Customer portal connection (not started) | 2 |
"""
    g = grade_output(osprey, table)
    assert all_correct(g), g.to_dict()
    assert {f.citation for f in g.facts} == {"correct"}
    # a number column under another header is no citation: an invented headcount stays an addition
    g = grade_output(osprey, table.replace("| Para |", "| Staff |"))
    assert len(g.unsupported) == 8


def test_a_source_column_in_russian_and_chinese_tables():
    for language, head in (("ru", "Абз."), ("zh", "段落")):
        text = f"| Факт | {head} |\n|---|---|\n| x | 2, 9 |\n"
        assert [c.numbers for c in find_citations(text, get_language(language).forms)] == [(2, 9)]


# ---------------------------------------------------------------- date forms


@pytest.mark.parametrize("start,end", [("21-Aug-2027", "23-Nov-2027"), ("21 August '27", "23 November '27"),
                                       ("August 21st '27", "November 23rd '27")])
def test_hyphenated_and_apostrophe_year_dates(heron, start, end):
    g = grade_output(heron, BASE.replace("21 August 2027", start).replace("23 November 2027", end))
    assert all_correct(g), g.to_dict()


@pytest.mark.parametrize("text,want", [("二〇二七年三月十日", (2027, 3, 10)), ("二零二七年四月二十二日", (2027, 4, 22)),
                                       ("二〇二六年十二月五日", (2026, 12, 5)), ("三月十日", (None, 3, 10))])
def test_chinese_numeral_dates_are_read(text, want):
    (d,) = find_dates(text, get_language("zh").forms)
    assert (d.year, d.month, d.day) == want


def test_chinese_numeral_dates_in_a_brief(zh):
    g = grade_output(zh, ZH.replace("2027年3月10日", "二〇二七年三月十日").replace("2027年4月22日", "二零二七年四月二十二日"))
    assert all_correct(g), g.to_dict()
    g = grade_output(zh, ZH.replace("2027年3月10日", "二〇二七年三月十二日"))
    assert labels(g)["start_date"] == "distorted"


# ---------------------------------------------------------------- approval wording


def test_approval_granted_after_a_label(osprey):
    g = grade_output(osprey, sub(OSPREY, "Status: approved by Ines Carvalho on 22 April 2026 [7]",
                                 "Approval: granted by Ines Carvalho on 22 April 2026 [7]"))
    assert all_correct(g), g.to_dict()


def test_approval_that_still_sits_with_a_board_is_pending(heron):
    g = grade_output(heron, sub(BASE, "Approval by the steering committee is still pending [9].",
                                "Approval still sits with the steering committee [9]."))
    assert all_correct(g), g.to_dict()


def test_approval_label_forms_in_russian_and_chinese(zh):
    assert get_language("ru").cues.approved_word.search("Одобрение: получено 22 апреля")
    g = grade_output(zh, ZH.replace("仍在等待投资委员会审批", "审批仍在投资委员会手中"))
    assert all_correct(g), g.to_dict()


# ---------------------------------------------------------------- exclusions


@pytest.mark.parametrize("oos", ["The pilot leaves out the Madrid sales office [9].",
                                 "It covers returns, with the Madrid sales office left out [9].",
                                 "Madrid sales office? Not in scope [9]."])
def test_exclusion_wordings(heron, oos):
    g = grade_output(heron, sub(BASE, "The Madrid sales office is excluded [9].", oos))
    assert all_correct(g), g.to_dict()


def test_a_question_answered_by_a_negation_in_russian(ru):
    g = grade_output(ru, sub(RU, "устаревший факс-шлюз не входит [9]", "Устаревший факс-шлюз? Не входит [9]."))
    assert labels(g)["out_of_scope"] == "correct", g.to_dict()


# ---------------------------------------------------------------- done and planned


def test_a_present_passive_reports_done_work(heron):
    g = grade_output(heron, sub(BASE, "Done:\n- Review of the data-protection checklist [15]\n",
                                "The data-protection checklist is reviewed [15].\n"))
    assert all_correct(g), g.to_dict()


def test_a_done_word_under_a_future_is_no_completion(heron):
    g = grade_output(heron, sub(BASE, "Planned:\n- Translation of the user guides [2]\n",
                                "The translation of the user guides is to be delivered by the vendor [2].\n"))
    assert all_correct(g), g.to_dict()


def test_a_label_in_running_prose_governs_its_sentence(heron):
    prose = sub(BASE, "Approval by the steering committee is still pending [9].\nDone:\n- Review of the data-protection "
                "checklist [15]\nPlanned:\n- Translation of the user guides [2]\n",
                "Approval by the steering committee is still pending [9]. Done: checklist review [15] and the "
                "translation of the user guides [2].\n")
    g = grade_output(heron, prose)
    assert labels(g)["planned"] == "distorted" and labels(g)["done"] == "correct", g.to_dict()


# ---------------------------------------------------------------- numbers in words


def test_a_budget_in_words_with_its_currency_named_elsewhere(heron):
    g = grade_output(heron, sub(BASE, "CHF 28,000 [2]", "All amounts are in Swiss francs. Total: twenty-eight thousand [2]"))
    assert all_correct(g), g.to_dict()


# ---------------------------------------------------------------- invented people


@pytest.mark.parametrize("extra", ["The pilot lead is Anna Weber.", "The steering committee is chaired by Tom Hale."])
def test_an_invented_person_is_an_addition(heron, extra):
    g = grade_output(heron, sub(BASE, "CHF 28,000 [2]", f"CHF 28,000 [2]. {extra}"))
    assert [u.kind for u in g.unsupported] == ["person"], g.to_dict()


def test_known_and_pool_people_are_no_additions(osprey):
    g = grade_output(osprey, OSPREY + "The approval was signed by Ines Carvalho, Director of Logistics [7].\n")
    assert all_correct(g), g.to_dict()
    g = grade_output(osprey, sub(OSPREY, "approved by Ines Carvalho", "approved by Priya Raman"))
    assert labels(g)["approval"] == "distorted" and g.unsupported == [], g.to_dict()


def test_an_invented_person_in_russian(ru):
    g = grade_output(ru, RU + "\nРуководитель пилота — Анна Вебер.")
    assert [u.kind for u in g.unsupported] == ["person"], g.to_dict()


# ---------------------------------------------------------------- synonyms of pool items


@pytest.mark.parametrize("seed,old,new", [
    (0, "purchase order intake", "PO intake"),
    (0, "the night shift", "the overnight shift"),
    (17, "shipment tracking", "consignment tracking"),
    (13, "spare parts ordering", "ordering replacement parts"),
])
def test_english_synonyms_name_the_item(seed, old, new):
    m = build_material(seed, 1024, approximate_tokens)
    f = {x.fact_id: x for x in m.facts}
    text = (f"Timeline: {f['start_date'].value['date']} [{f['start_date'].paragraph}] to "
            f"{f['end_date'].value['date']} [{f['end_date'].paragraph}]\n"
            f"Scope: {f['scope'].value['process']['phrase']} at the {f['scope'].value['site']['phrase']} "
            f"[{f['scope'].paragraph}]; out of scope: {f['out_of_scope'].value['item']['phrase']} "
            f"[{f['out_of_scope'].paragraph}]\n")
    g = grade_output(m, sub(text, old, new))
    got = labels(g)
    assert got["scope"] == "correct" and got["out_of_scope"] == "correct", g.to_dict()


def test_russian_and_chinese_synonyms_name_the_item():
    ru = build_material(5, 1024, approximate_tokens, language="ru")
    assert mentions(ru.fact("planned").value["item"], "локализация пользовательских инструкций", get_language("ru"))
    zh = build_material(5, 1024, approximate_tokens, language="zh")
    assert mentions(zh.fact("done").value["item"], "扫码设备的安装", get_language("zh"))
    assert not mentions(zh.fact("planned").value["item"], "扫码设备的安装", get_language("zh"))
