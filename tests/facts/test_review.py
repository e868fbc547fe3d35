"""Review by a person: `kvtrial facts review RUN` walks the uncertain labels, stores each decision append-only in the
ledger beside the machine grade, and the gate's facts item uses the reviewed labels (and may require them)."""

import dataclasses
import sqlite3

import pytest
from typer.testing import CliRunner

from kvtrial.cli import app
from kvtrial.errors import KvtrialError
from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material
from kvtrial.protocol.ledger import Ledger
from kvtrial.records import FactGradesRecord
from kvtrial.records.fact_review import FactReview, row_key
from kvtrial.records.row import ORDINARY_BRANCH, Row, RowStatus
from kvtrial.verdicts import gate
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.gate_result import ItemStatus
from kvtrial.verdicts.thresholds import ThresholdsError, load_thresholds
from tests.verdicts.conftest import THRESHOLDS_TOML, make_cell, make_run

runner = CliRunner()

CLEAN = """Timeline: 10 March 2027 to 22 April 2027 [2, 9]
Scope: spare parts ordering at the Tampere plant [15]; the legacy fax gateway is out of scope [9]
Budget: CHF 81,500 [2]
Status: pending with the investment board [9]
Done: data-protection checklist reviewed [15]
Planned: training of the front-line clerks [2]
"""
# two uncertain labels, both correct: a budget under a negation, a done item under a condition
DOUBTFUL = CLEAN.replace("Budget: CHF 81,500 [2]", "Budget: CHF 81,500 is not yet drawn on [2]").replace(
    "Done: data-protection checklist reviewed [15]", "Done: data-protection checklist reviewed if legal agrees [15]")


@pytest.fixture(scope="module")
def marlin():
    return build_material(1, 1024, approximate_tokens)


def _row(branch: str, grades, run_id="run-r") -> Row:
    return Row(run_id=run_id, config_version="cv", cell_id="in1024-out256", sample_id="s", branch=branch,
               backend="native", repeat=0, order_position=0, warmup=False, status=RowStatus.OK, fact_errors=grades.errors,
               fact_grades=FactGradesRecord.from_dict(grades.to_dict()))


@pytest.fixture
def project(tmp_path, marlin):
    ledger = Ledger.open(tmp_path)
    ledger.add_registration("cv", {"model": {"id": "m"}}, {"record_type": "x"}, None)
    ledger.create_run("run-r", "cv", {"requests": []}, {})
    for branch, text in ((ORDINARY_BRANCH, CLEAN), ("q8_0", DOUBTFUL)):
        row = _row(branch, grade_output(marlin, text))
        ledger.add_row(row, row_key(row))
    ledger.close()
    return tmp_path


def _review(project, *args, stdin=""):
    return runner.invoke(app, ["facts", "review", "run-r", "--project", str(project), *args], input=stdin)


def test_review_walks_the_uncertain_labels_and_appends_decisions(project):
    before = [r.fact_grades for r in Ledger.open(project, create=False).rows("run-r")]
    r = _review(project, "--reviewer", "Ana", stdin="\nd\n")  # accept the first, correct the second to distorted
    assert r.exit_code == 0, r.output
    assert "2 fact labels to review" in r.output and "source (¶2): The budget for the pilot is CHF 81,500." in r.output
    assert "brief: Budget: CHF 81,500 is not yet drawn on [2]" in r.output
    assert "uncertain: a negation in the span: 'not'" in r.output and "2 decisions stored" in r.output
    ledger = Ledger.open(project, create=False)
    reviews = ledger.fact_reviews("run-r")
    assert [(x.fact_id, x.machine_label, x.label, x.reviewer) for x in reviews] == [
        ("budget", "correct", "correct", "Ana"), ("done", "correct", "distorted", "Ana")]
    assert all(x.created_at and x.review_id for x in reviews)
    assert [x.fact_grades for x in ledger.rows("run-r")] == before  # the machine grades stay as they were
    again = _review(project, "--reviewer", "Ana")
    assert again.exit_code == 0 and "no uncertain fact labels left to review (2 decided so far" in again.output


def test_a_later_decision_is_appended_and_wins(project):
    ledger = Ledger.open(project, create=False)
    key = row_key(ledger.rows("run-r")[1])
    ledger.add_fact_review(FactReview("run-r", key, "done", "correct", "distorted", "Ana"))
    ledger.add_fact_review(FactReview("run-r", key, "done", "correct", "correct", "Ben"))
    assert [x.label for x in ledger.fact_reviews("run-r")] == ["distorted", "correct"]
    r = _review(project, "--all", stdin="Cleo\nq\n")  # the name is asked for; --all walks clear labels too
    assert r.exit_code == 0 and "0 decisions stored" in r.output and "by Cleo" in r.output


def test_bad_choices_are_asked_again_and_skips_store_nothing(project):
    r = _review(project, "--reviewer", "Ana", stdin="maybe\ns\nq\n")
    assert r.exit_code == 0, r.output
    assert "maybe is not a choice" in r.output and "0 decisions stored" in r.output
    assert Ledger.open(project, create=False).fact_reviews("run-r") == []


def test_an_unknown_run_or_project_is_one_clear_error(project, tmp_path):
    r = runner.invoke(app, ["facts", "review", "run-zz", "--project", str(project), "--reviewer", "Ana"])
    assert isinstance(r.exception, KvtrialError) and "no run 'run-zz'" in str(r.exception) and "run-r" in str(r.exception)
    r = runner.invoke(app, ["facts", "review", "run-r", "--project", str(tmp_path / "none"), "--reviewer", "Ana"])
    assert isinstance(r.exception, KvtrialError) and "no ledger at" in str(r.exception)


@pytest.mark.parametrize("review,match", [
    (FactReview("run-x", "k", "done", "correct", "correct", "Ana"), "no run 'run-x'"),
    (FactReview("run-r", "nope", "done", "correct", "correct", "Ana"), "has no row 'nope'"),
])
def test_a_review_of_an_unknown_run_or_row_is_refused(project, review, match):
    with pytest.raises(KvtrialError, match=match):
        Ledger.open(project, create=False).add_fact_review(review)


@pytest.mark.parametrize("kw,match", [({"label": "fine"}, "must be one of"), ({"reviewer": " "}, "reviewer's name")])
def test_a_review_needs_a_label_and_a_name(kw, match):
    with pytest.raises(KvtrialError, match=match):
        FactReview(**{**dict(run_id="r", request_key="k", fact_id="done", machine_label="correct", label="correct",
                             reviewer="Ana"), **kw})


def test_an_older_ledger_without_reviews_reads_as_none(project):
    conn = sqlite3.connect(project / "ledger.sqlite")
    conn.execute("DROP TABLE fact_reviews")
    conn.commit()
    conn.close()
    assert Ledger.open(project, create=False, read_only=True).fact_reviews("run-r") == []


# --- the gate ------------------------------------------------------------------------------------------------
def _gate_run(marlin, reviews=(), candidate_text=DOUBTFUL):
    """One cell: ordinary writes the clean brief; the candidate's done item is read as distorted by the machine,
    with its label uncertain."""
    cand = grade_output(marlin, candidate_text)
    ordinary = grade_output(marlin, CLEAN)
    rows = make_cell(repeats=1, warmup=False,
                     ord_kw={"fact_errors": ordinary.errors, "fact_grades": ordinary.to_dict()},
                     cand_kw={"fact_errors": cand.errors, "fact_grades": cand.to_dict()})
    key = row_key(rows[1])
    return make_run(rows, fact_reviews=[dataclasses.replace(r, request_key=key) for r in reviews])


def _facts_item(run, tmp_path, extra=""):
    th = tmp_path / "th.toml"
    th.write_text(THRESHOLDS_TOML + extra)
    return gate.evaluate_gate(assess(run), load_thresholds(th)).items[4]


WRONG_DONE = DOUBTFUL.replace("Done: data-protection checklist reviewed if legal agrees [15]",
                              "Planned: data-protection checklist review, if legal agrees [15]")


def test_the_gate_uses_reviewed_labels_and_counts_machine_only_ones(marlin, tmp_path):
    machine = _facts_item(_gate_run(marlin, candidate_text=WRONG_DONE), tmp_path)
    assert machine.status == ItemStatus.FAIL and "16 fact labels judged by the machine only, 0 reviewed" in machine.detail
    assert "1 fact errors > 0 (done distorted uncertain)" in machine.detail
    fixed = FactReview("run-test", "", "done", "distorted", "correct", "Ana")
    reviewed = _facts_item(_gate_run(marlin, [fixed], candidate_text=WRONG_DONE), tmp_path)
    assert reviewed.status == ItemStatus.PASS, reviewed.detail
    assert "15 fact labels judged by the machine only, 1 reviewed by a person" in reviewed.detail


def test_a_clear_run_passes_the_same_with_or_without_review(marlin, tmp_path):
    clear = _gate_run(marlin, candidate_text=CLEAN)
    assert _facts_item(clear, tmp_path).status == ItemStatus.PASS
    assert _facts_item(clear, tmp_path, "require_review = true\n").status == ItemStatus.PASS  # nothing uncertain


def test_require_review_holds_the_gate_until_every_uncertain_label_is_reviewed(marlin, tmp_path):
    waiting = _facts_item(_gate_run(marlin), tmp_path, "require_review = true\n")
    assert waiting.status == ItemStatus.NOT_EVALUATED
    assert "review required: 2 uncertain fact labels not yet reviewed (`kvtrial facts review run-test`)" in waiting.detail
    decided = [FactReview("run-test", "", f, "correct", "correct", "Ana") for f in ("budget", "done")]
    assert _facts_item(_gate_run(marlin, decided), tmp_path, "require_review = true\n").status == ItemStatus.PASS


def test_require_review_must_be_true_or_false(tmp_path):
    th = tmp_path / "th.toml"
    th.write_text(THRESHOLDS_TOML + 'require_review = "yes"\n')
    with pytest.raises(ThresholdsError, match="require_review must be true or false"):
        load_thresholds(th)


def test_a_not_gradable_row_is_graded_once_a_person_reviewed_every_label(marlin, tmp_path):
    german = "Der Pilot beginnt am 10. März 2027 und endet am 22. April 2027. Das Budget beträgt 81.500 CHF, die " \
             "Genehmigung durch den Investitionsausschuss steht noch aus, und das alte Fax-Gateway ist nicht Teil davon."
    run = _gate_run(marlin, candidate_text=german)
    run = dataclasses.replace(run, rows=[dataclasses.replace(r, fact_errors=None) if r.branch == "q8_0" else r
                                         for r in run.rows])
    assert _facts_item(run, tmp_path).status == ItemStatus.NOT_EVALUATED
    labels = {f.fact_id: "correct" for f in grade_output(marlin, CLEAN).facts}
    decided = [FactReview("run-test", "", f, "not gradable", label, "Ana") for f, label in labels.items()]
    run = dataclasses.replace(run, fact_reviews=[dataclasses.replace(r, request_key=row_key(run.rows[1]))
                                                 for r in decided])
    assert _facts_item(run, tmp_path).status == ItemStatus.PASS


def test_the_report_shows_each_uncertain_label_beside_the_decision_on_it(marlin, monkeypatch):
    from kvtrial.verdicts import report
    from kvtrial.verdicts.report import build_sections

    monkeypatch.setattr(report, "all_plots", lambda *a, **k: [])  # the plots are not what this test is about

    decided = FactReview("run-test", "", "done", "correct", "distorted", "Ana", "2026-12-02T13:00:00Z", 1)
    sections = build_sections(assess(_gate_run(marlin, [decided])))
    keys = [s.key for s in sections]
    assert keys[keys.index("facts") + 1] == "fact-reviews"
    section = sections[keys.index("fact-reviews")]
    rows = {r[1]: r for r in section.tables[0].rows if r[0].startswith("in1024-out256:q8_0")}
    assert rows["done"][2:] == ["correct", "a condition in the span: 'if'",
                                "Done: data-protection checklist reviewed if legal agrees [15]", "distorted",
                                "Ana, 2026-12-02T13:00:00Z"]
    assert rows["budget"][5] == "not reviewed" and "1 of 2 not reviewed" in section.paragraphs[0]
    assert "fact-reviews" not in [s.key for s in build_sections(assess(_gate_run(marlin, candidate_text=CLEAN)))]


# --- the review page -----------------------------------------------------------------------------------------
@pytest.fixture
def page(project):
    import threading

    from kvtrial.commands.review_server import review_server

    server = review_server(Ledger.open(project, create=False), "run-r", "Ana")
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _get(url):
    from urllib.request import urlopen

    with urlopen(url, timeout=10) as r:
        return r.read().decode("utf-8")


def _post(url, **form):
    """A decision sent as the page's form is: with the token the page carries."""
    import re
    from urllib.error import HTTPError
    from urllib.parse import urlencode
    from urllib.request import urlopen

    form = {"token": re.findall(r'name="token" value="([^"]+)"', _get(url + "/"))[0], **form}
    try:
        with urlopen(url + "/decide", data=urlencode(form).encode(), timeout=10) as r:  # follows the 303 to the page
            return r.status, r.read().decode("utf-8")
    except HTTPError as exc:
        return exc.code, exc.read().decode("utf-8")


def test_the_review_page_stores_decisions_in_the_ledger(project, page):
    import re

    html = _get(page + "/")
    assert "2 uncertain labels not reviewed" in html and "Budget: CHF 81,500 is not yet drawn on [2]" in html
    key = re.findall(r'name="request_key" value="([^"]+)"', html)[0]
    status, html = _post(page, request_key=key, fact_id="budget", choice="accept")
    assert status == 200 and "stored: budget" in html and "1 uncertain labels not reviewed" in html
    status, html = _post(page, request_key=key, fact_id="done", choice="distorted")
    assert status == 200 and "0 uncertain labels not reviewed" in _get(page + "/")  # a reload shows them decided
    reviews = Ledger.open(project, create=False).fact_reviews("run-r")
    assert [(x.fact_id, x.label, x.reviewer) for x in reviews] == [("budget", "correct", "Ana"), ("done", "distorted", "Ana")]
    bad, html = _post(page, request_key=key, fact_id="done", choice="maybe")
    assert bad == 400 and "not stored: choose accept, correct, omitted, distorted" in html
    bad, html = _post(page, request_key="nope", fact_id="done", choice="correct")
    assert bad == 400 and "no label" in html and "nope" in html
    assert len(Ledger.open(project, create=False).fact_reviews("run-r")) == 2


def test_the_review_page_shows_each_labels_aligned_claims_and_the_rows_additions(marlin):
    from kvtrial.verdicts.review_page import render_review_page, review_items

    text = DOUBTFUL + "Morale: never better, the vendor adores the warehouse crew\n"
    row = _row("q8_0", grade_output(marlin, text))
    items = review_items([row], [], every_label=True)
    budget = next(i for i in items if i.fact_id == "budget")
    assert [c.text for c in budget.claims] == ["Budget: CHF 81,500 is not yet drawn on [2]"]
    page = render_review_page("run-r", items, "Ana", token="t")
    start = text.index("Budget: CHF")
    assert f"claim {start}-{start + len('Budget: CHF 81,500 is not yet drawn on [2]')} (label and value, fact" in page
    assert 'id="additions"' in page and "Morale: never better, the vendor adores the warehouse crew" in page
    assert "aligned to nothing" in page
