"""Task files: documents inline or by path, questions of every kind, and one named problem per bad line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvtrial.tasks.model import AnswerKind
from kvtrial.tasks.parse import TaskFileError, load_task, parse_task_text
from tests.tasks.helpers import question, write_task

DOC = "The contract was signed on 12 March 2021 by Alice Moreau. The fee is EUR 48,500. Pick: red."


def good_line(**more) -> dict:
    return {"id": "contract", "document": DOC, "questions": [
        question("signed", "date", "12 March 2021"),
        question("fee", "amount", "EUR 48,500"),
        question("who", "name", "Alice Moreau"),
        question("colour", "choice", "red", options=["red", "blue"], evidence="Pick: red."),
    ], **more}


def test_a_task_file_parses_into_documents_and_questions(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "manual.txt").write_text("Press the green button twice to start.", encoding="utf-8")
    (tmp_path / "filler.txt").write_text("Nothing happens here.", encoding="utf-8")
    task = load_task("file:" + str(write_task(tmp_path / "task.jsonl", [
        "# a comment line", good_line(),
        {"id": "manual", "document_path": "docs/manual.txt", "filler_path": "filler.txt", "language": "de",
         "questions": [question("button", "text", "press the green button twice",
                                evidence="Press the green button twice")]}])))
    assert task.question_ids == ("signed", "fee", "who", "colour", "button")
    contract, manual = task.documents
    assert contract.line == 2 and contract.language == "en" and contract.questions[3].options == ("red", "blue")
    assert contract.questions[0].kind == AnswerKind.DATE and contract.questions[0].evidence == "12 March 2021"
    assert manual.text.startswith("Press") and manual.filler == "Nothing happens here."
    assert manual.language == "de" and manual.graded_language is None  # graded as free text
    # the canonical text inlines every document: the same task, the same hash, parsed from the text alone
    again = parse_task_text(task.text, "archived")
    assert again.sha256 == task.sha256 and again.documents[1].text == manual.text
    # a changed referenced document changes the task's hash
    (tmp_path / "docs" / "manual.txt").write_text("Press the green button twice to start!", encoding="utf-8")
    assert load_task(tmp_path / "task.jsonl").sha256 != task.sha256


def test_a_folder_reads_every_jsonl_file_in_name_order(tmp_path: Path) -> None:
    write_task(tmp_path / "b.jsonl", [good_line(id="second", questions=[question("q2", "number", "48,500")])])
    write_task(tmp_path / "a.jsonl", [good_line(id="first", questions=[question("q1", "name", "Alice Moreau")])])
    task = load_task(tmp_path)
    assert [d.document_id for d in task.documents] == ["first", "second"] and task.question_ids == ("q1", "q2")


@pytest.mark.parametrize("line, field, allowed", [
    ("not json", "not valid JSON", "each line is one JSON object"),
    ([1, 2], "a line must be a JSON object", "list"),
    ({"document": DOC, "questions": [question("q", "name", "Alice Moreau")]}, "id:", "1-40 letters"),
    ({"id": "d", "questions": [question("q", "name", "Alice Moreau")]}, "document:", "document_path"),
    ({"id": "d", "document": DOC, "document_path": "x.txt", "questions": [question("q", "name", "Alice Moreau")]},
     "document, document_path", "not both"),
    ({"id": "d", "document_path": "missing.txt", "questions": [question("q", "name", "Alice Moreau")]},
     "document_path:", "is not a file"),
    ({"id": "d", "document": "  ", "questions": [question("q", "name", "Alice Moreau")]}, "document:", "non-empty"),
    ({"id": "d", "document": DOC, "questions": []}, "questions:", "non-empty list"),
    ({"id": "d", "document": DOC, "colour": 1, "questions": [question("q", "name", "Alice Moreau")]},
     "colour: unknown field", "allowed: id, document"),
    ({"id": "d", "document": DOC, "language": "English", "questions": [question("q", "name", "Alice Moreau")]},
     "language:", "en, zh or ru"),
    ({"id": "d", "document": DOC, "questions": [question("q", "colour", "Alice Moreau")]},
     "questions[0].kind:", "date, amount, number, name, choice, text"),
    ({"id": "d", "document": DOC, "questions": [question("q q", "name", "Alice Moreau")]}, "questions[0].id:",
     "1-40 letters"),
    ({"id": "d", "document": DOC, "questions": [{"id": "q", "answer": "Alice Moreau", "kind": "name"}]},
     "questions[0].question:", "non-empty"),
    ({"id": "d", "document": DOC, "questions": [question("q", "choice", "red")]}, "questions[0].options:",
     "2-26 non-empty options"),
    ({"id": "d", "document": DOC, "questions": [question("q", "choice", "green", options=["red", "blue"],
                                                         evidence="red")]},
     "questions[0].answer:", "must be one of its options"),
    ({"id": "d", "document": DOC, "questions": [question("q", "name", "Alice Moreau", options=["a", "b"])]},
     "questions[0].options:", "only a question of kind 'choice'"),
    ({"id": "d", "document": DOC, "questions": [question("q", "date", "2021-03-12")]}, "questions[0].answer:",
     "set `evidence`"),
    ({"id": "d", "document": DOC, "questions": [question("q", "date", "2021-03-12", evidence="13 March")]},
     "questions[0].evidence:", "does not occur verbatim"),
])
def test_each_bad_line_is_named_with_its_field_and_what_is_allowed(tmp_path: Path, line, field, allowed) -> None:
    path = write_task(tmp_path / "task.jsonl", [good_line(), line])
    with pytest.raises(TaskFileError) as caught:
        load_task(path)
    message = str(caught.value)
    assert f"{path} line 2: " in message and field in message and allowed in message, message
    assert "line 1:" not in message  # the good line is not blamed
    assert "nothing was run" in message


def test_every_bad_line_is_reported_at_once_and_repeated_ids_are_refused(tmp_path: Path) -> None:
    path = write_task(tmp_path / "task.jsonl", ["{", good_line(), good_line(), {"id": "x"}])
    with pytest.raises(TaskFileError) as caught:
        load_task(path)
    message = str(caught.value)
    for expected in ("line 1: not valid JSON", "line 3: id: document id 'contract' is already used at",
                     "line 3: question id 'signed' is already used", "line 4: document:", "line 4: questions:"):
        assert expected in message, message


def test_missing_files_and_empty_tasks_are_refused(tmp_path: Path) -> None:
    with pytest.raises(TaskFileError, match="does not exist"):
        load_task(tmp_path / "none.jsonl")
    with pytest.raises(TaskFileError, match="holds no \\*.jsonl file"):
        load_task(tmp_path)
    with pytest.raises(TaskFileError, match="holds no document"):
        load_task(write_task(tmp_path / "empty.jsonl", ["# nothing"]))
    archived = json.dumps(good_line() | {"document": None, "document_path": "a.txt"})
    with pytest.raises(TaskFileError, match="an archived task holds every document inline"):
        parse_task_text(archived, "archived")
