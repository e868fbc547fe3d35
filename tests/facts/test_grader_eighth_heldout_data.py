"""Classes of misreading that the eighth held-out set showed in data briefs (JSON and YAML blocks whose English keys
surround values in English, Chinese or Russian), each pinned with briefs written for these tests (none taken from a
held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 1: pending with
the investment board, CHF 81,500, the fax gateway out of scope; seed 8: approved by Priya Raman on 14 July 2027,
EUR 57,500, the sandbox set up, the satisfaction survey planned, customs declarations out of scope)."""

import json
import re

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import label_of


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def detail(g):
    return [(f.fact_id, str(f.label), f.detail) for f in g.facts if f.label != "correct"]


def fenced(kind, body):
    return f"```{kind}\n{body}\n```"


# --- 1. one table of a data brief's English keys, read by every language -----------------------------------------------

@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
@pytest.mark.parametrize("key, label", [("done", "done"), ("completed", "done"), ("planned", "planned"),
                                        ("not_started", "planned"), ("excluded", "out_of_scope"),
                                        ("out_of_scope", "out_of_scope"), ("out", "out_of_scope")])
def test_every_language_reads_the_shared_list_keys(lang, key, label):
    assert label_of(key, get_language(lang).layout) == label


def test_russian_lists_no_english_words_of_its_own():
    # the English keys are the shared table's (kvtrial.facts.languages.data_keys), not Russian list labels
    own = [p.pattern for _, p in get_language("ru").layout.labels if re.search("[а-яё]", p.pattern)]
    assert own and not any(re.search(r"\b(?:done|completed|planned|excluded|out of scope)\b", p) for p in own)


def test_a_chinese_yaml_brief_lists_its_items_under_english_keys(mats):
    brief = fenced("yaml", "timeline:\n  start: 2027-08-16   # [2]\n  end: 2027-10-01     # [5]\n"
                           "scope: 里昂仓库 — 采购订单受理   # [7]\nout: 报关单   # [5]\nbudget: 57,500欧元   # [2]\n"
                           "approval: 已于2027年7月14日由普丽娅·拉曼批准   # [5]\ndone:\n  - 沙箱环境搭建   # [7]\n"
                           "planned:\n  - 用户满意度调查   # [2]")
    g = grade_output(mats[("zh", 8)], brief)
    assert set(labels(g).values()) == {"correct"}, detail(g)
    assert not g.unsupported, g.unsupported


# --- 2. a citation key's numbers are citations, not values ---------------------------------------------------------------

@pytest.mark.parametrize("lang, values", [
    ("en", {"scope": "purchase order intake at the Lyon warehouse", "budget": "EUR 57,500",
            "approval": "approved by Priya Raman on 14 July 2027"}),
    ("zh", {"scope": "里昂仓库的采购订单受理", "budget": "57,500欧元", "approval": "已于2027年7月14日由普丽娅·拉曼批准"}),
    ("ru", {"scope": "приём заказов на закупку на складе в Лионе", "budget": "57 500 евро",
            "approval": "утверждён 14 июля 2027 г., утвердила Прия Раман"}),
])
def test_a_paragraph_map_under_a_paragraphs_key_cites(mats, lang, values):
    brief = fenced("json", json.dumps({**values, "paragraphs": {"scope": 7, "budget": 2, "approval": 5}},
                                      ensure_ascii=False, indent=2))
    g = grade_output(mats[(lang, 8)], brief)
    assert not [u for u in g.unsupported if u.kind == "number"], g.unsupported


@pytest.mark.parametrize("lang, amount", [("en", "EUR 57,500"), ("zh", "57,500欧元"), ("ru", "57 500 евро")])
def test_a_bare_paragraph_number_under_a_para_key_inside_an_object_cites(mats, lang, amount):
    brief = fenced("json", '{\n  "budget": {"value": "' + amount + '", "para": 3},\n'
                           '  "owner_note": {"text": "-", "source": 6}\n}')
    g = grade_output(mats[(lang, 8)], brief)
    assert not [u for u in g.unsupported if u.kind == "number"], g.unsupported


def test_the_shared_sources_keys_include_the_paragraph_forms():
    from kvtrial.facts.languages.data_keys import SOURCES_KEYS

    assert {"paragraphs", "para", "source", "sources"} <= SOURCES_KEYS


# --- 3. a citation key nested in a field opens no Sources section for the fields after it -------------------------------

def test_a_source_key_inside_the_scope_object_leaves_the_approval_readable(mats):
    brief = fenced("json", json.dumps({
        "project": "Heron",
        "scope": {"process": "purchase order intake", "location": "Lyon warehouse", "source": "[15]"},
        "approval": {"status": "approved", "by": "Priya Raman", "date": "2027-07-14", "source": "[8]"},
        "done": ["sandbox environment set up"],
    }, indent=2))
    g = grade_output(mats[("en", 8)], brief)
    assert labels(g)["approval"] == "correct", detail(g)
    assert labels(g)["done"] == "correct", detail(g)


# --- 4. a budget written as an object, or as nested keys under a budget key, is the budget ------------------------------

def test_a_budget_object_in_a_chinese_json_brief_is_read(mats):
    brief = fenced("json", '{\n  "试点": "苍鹭",\n  "budget": {"amount": 57500, "currency": "EUR"}\n}')
    assert labels(grade_output(mats[("zh", 8)], brief))["budget"] == "correct"


def test_nested_amount_and_currency_keys_under_a_russian_budget_key_are_read(mats):
    brief = fenced("yaml", "пилот: Цапля\nбюджет:\n  amount: 57 500\n  currency: USD   # [3]\n")
    g = grade_output(mats[("ru", 8)], brief)
    assert labels(g)["budget"] == "distorted", detail(g)  # the source's currency is the euro
    assert "USD" in next(f.detail for f in g.facts if f.fact_id == "budget")


# --- 5. an approval given by English keys: yes/no, a party awaited, an English state -------------------------------------

@pytest.mark.parametrize("lang, body", [
    ("zh", "status:\n  approved: no\n  awaiting: 投资委员会   # [4]"),
    ("zh", 'status: {approved: false, pending_with: 投资委员会}'),
    ("ru", "статус:\n  approved: no\n  awaiting: инвестиционный совет   # [9]"),
    ("en", '{"approval": {"approved": false, "pending_with": "investment board"}}'),
])
def test_an_approval_denied_or_awaited_by_english_keys_is_pending(mats, lang, body):
    g = grade_output(mats[(lang, 1)], fenced("yaml", body))
    assert labels(g)["approval"] == "correct", detail(g)


def test_an_english_state_in_a_russian_approval_object_is_read(mats):
    brief = fenced("json", '{\n  "approval": {"status": "pending", "body": "инвестиционный совет"}\n}')
    assert labels(grade_output(mats[("ru", 1)], brief))["approval"] == "correct"


# --- 6. each field of an object written on one line is read under its own key -------------------------------------------

@pytest.mark.parametrize("lang, included, item", [
    ("zh", "里昂仓库的采购订单受理", "报关单"),
    ("ru", "приём заказов на закупку на складе в Лионе", "таможенные декларации"),
])
def test_an_excluded_field_inside_a_one_line_scope_object_excludes(mats, lang, included, item):
    brief = fenced("json", '{\n  "scope": {"included": "' + included + '", "excluded": ["' + item + '"]}\n}')
    g = grade_output(mats[(lang, 8)], brief)
    assert labels(g)["scope"] == "correct", detail(g)
    assert labels(g)["out_of_scope"] == "correct", detail(g)


def test_an_item_under_another_field_of_the_scope_object_stays_in_scope(mats):
    brief = fenced("json", '{\n  "scope": {"included": "里昂仓库的采购订单受理", "interfaces": ["报关单"]}\n}')
    assert labels(grade_output(mats[("zh", 8)], brief))["out_of_scope"] == "distorted"


# --- 7. a remark that the notes do not give something ("笔记未给出…") claims nothing ------------------------------------------

def test_a_chinese_remark_that_the_notes_give_no_owner_is_no_addition(mats):
    brief = fenced("yaml", "scope: 里昂仓库 — 采购订单受理   # [7]\nremark: 资料中未给出项目经理和外包商。")
    g = grade_output(mats[("zh", 8)], brief)
    assert not g.unsupported, g.unsupported


def test_a_russian_state_in_a_one_line_approval_object_stays_pending(mats):
    brief = fenced("json", '{\n  "approval": {"status": "ожидается", "body": "инвестиционный совет"}\n}')
    assert labels(grade_output(mats[("ru", 1)], brief))["approval"] == "correct"


# --- 8. a key naming a further sign-off ("also_endorsed_by", "co_signed_by") is one addition; the approval stays ---------

APPROVED = {"en": ("approved by Priya Raman on 14 July 2027", "finance committee"),
            "zh": ("已于2027年7月14日由普丽娅·拉曼批准", "财务委员会"),
            "ru": ("утверждён 14 июля 2027 г., утвердила Прия Раман", "финансовый комитет")}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
@pytest.mark.parametrize("form", [
    '```json\n{{\n  "approval": {{"status": "{0}", "also_endorsed_by": "{1}"}}\n}}\n```',
    '```json\n{{\n  "approval": "{0}",\n  "also_signed_off_by": "{1}"\n}}\n```',
    "```yaml\napproval:\n  status: {0}\n  co_signed_by: {1}\n```",
])
def test_a_key_naming_a_further_sign_off_is_one_addition(mats, lang, form):
    g = grade_output(mats[(lang, 8)], form.format(*APPROVED[lang]))
    assert labels(g)["approval"] == "correct", detail(g)
    assert len(g.unsupported) == 1, g.unsupported
