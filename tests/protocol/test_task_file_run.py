"""A trial on the user's own task file, end to end on the tiny model through the command line: init registers
the task by its hash, the baseline archives it and rollback rebuilds the input from it, every branch reads the
same tokens, each answer is graded against its reference, a short document is refused for its cell, the
review and the report read the grades, and a malformed or changed task file loses nothing."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.records.answer_grades import AnswerGradeRecord
from kvtrial.records.row import RowStatus
from tests.protocol.cli_helpers import kvtrial
from tests.tasks.helpers import long_document, question, write_task


def _task(folder: Path) -> Path:
    (folder / "notes.txt").write_text(long_document(400, 0.7), encoding="utf-8")
    return write_task(folder / "task.jsonl", [
        {"id": "contract", "document_path": "notes.txt", "questions": [
            question("fee", "amount", "EUR 48,500"), question("signed", "date", "12 March 2021")]},
        {"id": "memo", "document": "A short memo. The colour is red.", "questions": [
            question("colour", "choice", "red", options=["red", "blue"], evidence="The colour is red.")]},
    ])


def test_a_trial_on_the_users_task_file(tiny_folder: Path, tmp_path: Path, capsys) -> None:
    task = _task(tmp_path)
    record, project = tmp_path / "record.yaml", tmp_path / "project"
    code, out, err = kvtrial(capsys, "init", record, "--model", tiny_folder, "--candidate", "q8_0",
                             "--task", f"file:{task}")
    assert code == 0 and "3 question(s)" in out, err
    data = yaml.safe_load(record.read_text())
    assert data["shared"]["task"] == "file" and len(data["shared"]["task_file"]["sha256"]) == 64
    data["matrix"] = {"profile": "custom", "input_tokens": [900], "output_budgets": [6], "repeats": 1,
                      "short_sample_tokens": 800, "short_sample_budget": 4}
    record.write_text(yaml.safe_dump(data))

    for step in (["admit", record], ["baseline", record]):
        code, out, err = kvtrial(capsys, *step, "--project", project)
        assert code == 0, err
    ledger = Ledger.open(project)
    archive = json.loads(ledger.resolve(ledger.latest_baseline()["archive_path"]).read_text())
    assert archive["task_file"]["sha256"] == data["shared"]["task_file"]["sha256"]
    assert "Sentence 3 of the notes" in archive["task_file"]["text"]  # the document itself, not its path
    assert archive["sample"]["material"]["question_id"] == "fee"
    code, out, err = kvtrial(capsys, "rollback", "--project", project)
    assert code == 0 and "rollback verified" in out, err + out

    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    assert code == 0, err
    (info,) = ledger.runs()
    assert info.status == RunStatus.COMPLETE
    rows = [r for r in ledger.rows(info.run_id) if not r.cell_id.startswith("short-")]
    assert {r.cell_id for r in rows} == {"in900-out6-fee", "in900-out6-signed", "in900-out6-colour"}
    for cell in ("in900-out6-fee", "in900-out6-signed"):
        cell_rows = [r for r in rows if r.cell_id == cell]
        assert {r.branch for r in cell_rows} == {"ordinary", "q8_0"}
        assert len({r.extra["input_sha256"] for r in cell_rows}) == 1  # identical tokens for every branch
        for r in cell_rows:
            assert r.status == RowStatus.OK and 810 <= r.input_tokens <= 900, (r.status, r.error, r.input_tokens)
            fact = r.fact_grades.facts[0]
            assert r.fact_grades.task == "file" and fact.fact_id == cell.rsplit("-", 1)[1]
            assert fact.label in ("correct", "distorted", "omitted") and fact.confidence in ("clear", "uncertain")
            answer = AnswerGradeRecord.from_dict(r.fact_grades.fact_documents()[0])
            assert r.fact_errors == int(fact.label != "correct") and answer.position == "end"
    memo = [r for r in rows if r.cell_id == "in900-out6-colour"]
    assert memo and all(r.status == RowStatus.NOT_RUN and "document 'memo' formats to" in r.error for r in memo)
    inputs = sorted(p.name for p in (project / "runs" / info.run_id / "inputs").iterdir())
    assert "input-900-fee.json" in inputs

    from kvtrial.verdicts.review_page import review_items

    items = review_items(ledger.rows(info.run_id), [], every_label=True)
    assert {i.fact_id for i in items} == {"fee", "signed"} and all(i.source for i in items)
    code, out, err = kvtrial(capsys, "report", info.run_id, "--project", project, "--out", tmp_path / "report")
    assert code == 0, err
    page = (tmp_path / "report" / "report.md").read_text()
    assert "## Answers per question" in page and "| fee | amount | end | in900-out6 |" in page

    # a changed document changes the task's hash: the registered record no longer runs, nothing is written
    (tmp_path / "notes.txt").write_text(long_document(400, 0.2), encoding="utf-8")
    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    assert code != 0 and "has changed since the record registered it" in err
    assert len(ledger.runs()) == 1


def test_a_malformed_task_file_names_each_bad_line_and_writes_nothing(tiny_folder: Path, tmp_path: Path,
                                                                      capsys) -> None:
    task = write_task(tmp_path / "task.jsonl", [
        {"id": "ok", "document": "The fee is EUR 5.", "questions": [question("fee", "amount", "EUR 5")]},
        "{broken", {"id": "x", "document": "abc", "questions": [question("q", "weight", "abc")]}])
    record = tmp_path / "record.yaml"
    code, out, err = kvtrial(capsys, "init", record, "--model", tiny_folder, "--task", f"file:{task}")
    assert code != 0 and "line 2: not valid JSON" in err and "line 3: questions[0].kind" in err
    assert "line 1" not in err and not record.exists() and "Traceback" not in err
