"""Every label with its evidence: the brief's span it rests on, the rule that decided, and how sure it is; a brief in
a language without rules is `not gradable`, never `omitted`."""

import json

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.grades import Confidence, Label
from kvtrial.facts.material import approximate_tokens, build_material
from kvtrial.protocol.samples import Sample, grade
from kvtrial.records import FactGrade, SpanRecord
from tests.facts.grading import SEED5_FACTS, graded

MARLIN = """Timeline: 10 March 2027 to 22 April 2027 [2, 9]
Scope: spare parts ordering at the Tampere plant [15]; the legacy fax gateway is out of scope [9]
Budget: CHF 81,500 [2]
Status: pending with the investment board [9]
Done: data-protection checklist reviewed [15]
Planned: training of the front-line clerks [2]
"""


@pytest.fixture(scope="module")
def marlin():
    return build_material(1, 1024, approximate_tokens)


def test_each_label_carries_its_span_rule_and_confidence(marlin):
    text = MARLIN.replace("Budget: CHF 81,500 [2]\n", "")
    g = grade_output(marlin, text)
    for f in g.facts:
        assert f.rule, f
        if f.label == Label.OMITTED:
            assert f.span is None
            continue
        assert isinstance(f.span, SpanRecord)
        assert text[f.span.start:f.span.end].strip() == f.span.text
        assert f.confidence == Confidence.CLEAR and not f.doubts
    assert g.by_id("budget").label == "omitted" and g.by_id("budget").rule == "budget.absent"
    assert "fax gateway" in g.by_id("out_of_scope").span.text
    assert g.by_id("approval").rule == "approval.pending"


@pytest.mark.parametrize("change,fact,doubt", [
    # a rule conflict: two start dates
    (("Timeline: 10 March 2027", "Timeline: 10 March 2027 (earlier notes: 3 March 2027)"), "start_date", "rules conflict"),
    # a date the source does not hold in the sentence the label rests on
    (("Budget: CHF 81,500 [2]", "Budget: CHF 81,500 [2], reviewed on 9 January 2027"), "budget", "a date"),
    # a rule conflict: the source's budget and a second amount for it
    (("Budget: CHF 81,500 [2]", "Budget: CHF 81,500 [2]\nSources: budget CHF 85,000 [2]"), "budget", "rules conflict"),
    # a condition in the span
    (("Done: data-protection checklist reviewed [15]", "Done: data-protection checklist reviewed if the auditor agrees [15]"),
     "done", "a condition"),
    # a negation in the span of a fact that never rests on one
    (("Budget: CHF 81,500 [2]", "Budget: CHF 81,500 is not yet released [2]"), "budget", "a negation"),
    # read only in part: an item named without a stage the grader reads, an amount without a currency it reads
    (("Done: data-protection checklist reviewed [15]", "Also: data-protection checklist [15]"), "done", "the item is named"),
    (("Budget: CHF 81,500 [2]", "Budget: 81,500 Helvetic units [2]"), "budget", "no currency was read"),
    # a status the grader could not read beside an approval word
    (("Status: pending with the investment board [9]", "Status: approval — see the board minutes [9]"), "approval",
     "an approval word is in the brief"),
    # claims that disagree: the pilot's approval read as given while another party's approval counts as an addition
    (("Status: pending with the investment board [9]",
      "Status: pending with the investment board [9]; the works council has signed it off as well"), "approval",
     "another party's approval"),
    # an amount read short of the source's, with its leading digits: a scale word or digit separator not read
    (("Budget: CHF 81,500 [2]", "Budget: CHF 81.5 grand [2]"), "budget", "the amount read"),
    (("Budget: CHF 81,500 [2]", "Budget: CHF 81.5 mille [2]"), "budget", "the amount read"),
    # an omitted item where a listed item may name it in other words
    (("Done: data-protection checklist reviewed [15]", "Done: privacy paperwork gone through [15]"), "done",
     "a listed item may state it"),
])
def test_what_makes_a_label_uncertain(marlin, change, fact, doubt):
    g = grade_output(marlin, MARLIN.replace(*change))
    f = g.by_id(fact)
    assert f.confidence == Confidence.UNCERTAIN, f
    assert any(d.startswith(doubt) for d in f.doubts), f.doubts
    assert sum(x.confidence == Confidence.UNCERTAIN for x in g.facts) <= 2  # the doubt stays with its fact


@pytest.mark.parametrize("language,text", [
    ("en", "Budget: CHF 81,500 [2]. Sources: budget, CHF 85,000 [2]."),
    ("zh", "预算：81,500瑞士法郎 [2]。来源：预算，85,000瑞士法郎 [2]。"),
    ("ru", "Бюджет: 81 500 швейцарских франков [2]. Источники: бюджет — 85 000 швейцарских франков [2]."),
])
def test_two_amounts_for_the_budget_are_a_conflict_to_review(language, text):
    # the second amount may be one the brief sets aside in words the grader does not read: distorted, and uncertain
    f = grade_output(build_material(1, 1024, approximate_tokens, language=language), text).by_id("budget")
    assert (f.label, f.rule, f.confidence) == (Label.DISTORTED, "budget.two-values", Confidence.UNCERTAIN), f
    assert any(d.startswith("rules conflict") for d in f.doubts), f.doubts


GERMAN = """Zeitplan: Der Pilot beginnt am 10. März 2027 [2] und endet am 22. April 2027 [9].
Umfang: Bestellung von Ersatzteilen im Werk Tampere [15]; das alte Fax-Gateway ist nicht Teil des Piloten [9].
Budget: 81.500 CHF [2]. Status: Die Genehmigung durch den Investitionsausschuss steht noch aus [9].
Erledigt: die Prüfung der Datenschutz-Checkliste [15]. Geplant: die Schulung der Sachbearbeiter [2]."""


def test_a_brief_in_a_language_without_rules_is_not_gradable(marlin):
    g = grade_output(marlin, GERMAN)
    assert not g.gradable and "German" in (g.not_gradable or "")
    assert {f.label for f in g.facts} == {Label.NOT_GRADABLE}
    assert all(f.detail == g.not_gradable for f in g.facts)
    assert g.counts["omitted"] == 0 and g.uncertain == 8 and g.to_dict()["not_gradable"] == g.not_gradable
    assert not g.unsupported


@pytest.mark.parametrize("language,text", [
    ("zh", MARLIN),  # an English brief against Chinese material
    ("en", "时间线：2027年3月10日至2027年4月22日[2][9]。范围：坦佩雷工厂的备件订购。"
           "预算：81,500瑞士法郎。状态：待投资委员会审批。"),
    ("ru", "Сроки: з 10 березня 2027 р. по 22 квітня 2027 р. Бюджет: 81 500 швейцарських франків. Статус: очікує "
           "затвердження інвестиційної ради; навчання операторів ще не розпочато, їхнє завдання — перевірка."),
])
def test_a_brief_not_in_the_materials_language_is_not_gradable(language, text):
    g = grade_output(build_material(1, 1024, approximate_tokens, language=language), text)
    assert not g.gradable, g.to_dict()["facts"][0]


def test_a_short_or_empty_brief_is_graded_not_refused(marlin):
    assert grade_output(marlin, "").gradable
    assert grade_output(marlin, "Start: 10.03.2027 [2]").by_id("start_date").label == "correct"


def test_a_not_gradable_row_stores_no_error_count(marlin):
    sample = Sample("s", 1024, marlin, marlin.prompt, [1, 2, 3])
    errors, grades, _ = grade(sample, GERMAN, "eos", 100, 200)
    assert errors is None and grades["not_gradable"]
    errors, grades, _ = grade(sample, MARLIN, "eos", 100, 200)
    assert errors == 0 and grades["not_gradable"] is None


def test_grades_round_trip_through_json_and_old_grades_read_as_clear(marlin):
    g = grade_output(marlin, MARLIN.replace("Timeline: 10 March 2027", "Timeline: 10 March 2027 (or 3 March 2027)"))
    stored = json.loads(json.dumps(g.to_dict()))
    back = [FactGrade.from_dict(d) for d in stored["facts"]]
    assert back == g.facts  # the grader writes the stored shape itself
    old = {k: v for k, v in stored["facts"][0].items() if k not in ("span", "rule", "confidence", "doubts")}
    read = FactGrade.from_dict(old)
    assert read.confidence is None and not read.uncertain and read.span is None and read.rule == ""


def test_the_grade_command_shows_confidence_and_refuses_to_grade_german(tmp_path):
    from typer.testing import CliRunner

    from kvtrial.cli import app

    runner = CliRunner()
    mat, brief, out = tmp_path / "m.json", tmp_path / "b.txt", tmp_path / "g.json"
    assert runner.invoke(app, ["facts", "build", "--seed", "1", "--out", str(mat), "--whitespace-tokens"]).exit_code == 0
    brief.write_text(GERMAN, encoding="utf-8")
    r = runner.invoke(app, ["facts", "grade", str(mat), str(brief), "--json", str(out)])
    assert r.exit_code == 0, r.output
    assert "not gradable: the brief reads as German" in " ".join(r.output.split())
    facts = json.loads(out.read_text())["grades"]["facts"]
    assert {(f["label"], f["confidence"], f["rule"]) for f in facts} == {("not gradable", "uncertain", "language")}


@pytest.mark.parametrize("budget", ["CHF 48,000", "CHF 91,500", "CHF 8"])
def test_an_amount_that_is_simply_another_stays_clear(marlin, budget):
    """Only an amount whose digits open the source's (68 of 68,000) is doubted as a scale or separator not read; another
    amount, or one digit, is a plain distortion."""
    f = grade_output(marlin, MARLIN.replace("CHF 81,500", budget)).by_id("budget")
    assert f.label == Label.DISTORTED and not any(d.startswith("the amount read") for d in f.doubts), f


# a chat where the user puts another value of the budget (a currency) and of the approval (pending, where the source
# has it approved), and the assistant sets both aside: the labels are right, but rest on reading the reply
DISPUTED = {
    "en": ("User: the budget is in euros and it is still waiting for approval, right?\n"
           "Assistant: No. " + SEED5_FACTS["en"]),
    "zh": "用户：预算是欧元吧？试点还在等审批，对吗？\n助手：不对。" + SEED5_FACTS["zh"],
    "ru": ("Пользователь: бюджет ведь в евро, и пилот ещё ждёт утверждения?\n"
           "Ассистент: Нет. " + SEED5_FACTS["ru"]),
}
# the user puts the source's own values: nothing to dispute
AGREED = {
    "en": "User: the budget is USD 45,000, right?\nAssistant: Yes. " + SEED5_FACTS["en"],
    "zh": "用户：预算是45,000美元吧？\n助手：对。" + SEED5_FACTS["zh"],
    "ru": "Пользователь: бюджет ведь 45 000 долларов США?\nАссистент: Да. " + SEED5_FACTS["ru"],
}


@pytest.mark.parametrize("language", ["en", "zh", "ru"])
def test_a_users_other_value_in_a_chat_leaves_the_label_to_review(language):
    g = graded(language, 5, DISPUTED[language])
    for fid in ("budget", "approval"):
        f = g.by_id(fid)
        assert (f.label, f.confidence) == (Label.CORRECT, Confidence.UNCERTAIN), f
        assert any(d.startswith("a user's turn puts another value") for d in f.doubts), f.doubts
    assert g.by_id("start_date").confidence == Confidence.CLEAR


@pytest.mark.parametrize("language", ["en", "zh", "ru"])
def test_a_user_putting_the_sources_own_value_leaves_the_label_clear(language):
    f = graded(language, 5, AGREED[language]).by_id("budget")
    assert (f.label, f.confidence) == (Label.CORRECT, Confidence.CLEAR), f
