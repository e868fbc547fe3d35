"""Reading and checking a task file (JSONL, or a folder of them) before anything runs.

Every problem is reported at once, one per bad line: the file, the line number, the field and what is
allowed. A document or filler may be inline (`document`, `filler`) or a path relative to the task file
(`document_path`, `filler_path`). The parsed task's canonical text (every document inlined, one JSON
object a line) is what the record registers by sha256 and what the baseline archives; it is itself a
valid task file.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.inputs import InputKind, read_input_text
from kvtrial.tasks.model import AnswerKind, TaskDocument, TaskFile, TaskQuestion

ID_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")
ID_RULE = "1-40 letters, digits, '_', '.' or '-', starting with a letter or digit"
LANGUAGE_PATTERN = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
LINE_FIELDS = ("id", "document", "document_path", "language", "filler", "filler_path", "questions")
QUESTION_FIELDS = ("id", "question", "answer", "kind", "options", "evidence")
MAX_QUESTIONS = 200  # per document; each question is its own matrix cell per length
MAX_OPTIONS = 26
KINDS = ", ".join(k.value for k in AnswerKind)


class TaskFileError(KvtrialError, ValueError):
    """A task file that cannot be run as it stands; the message names every bad line."""


def load_task(spec: str | Path) -> TaskFile:
    """The task at `spec` (`file:PATH` or PATH: a .jsonl file, or a folder whose *.jsonl files are read in name
    order); TaskFileError naming every bad line."""
    text = str(spec)
    path = Path(text.removeprefix("file:")).expanduser()
    if not path.exists():
        raise TaskFileError(f"task file {str(path)!r} does not exist; give a .jsonl file or a folder of them")
    if path.is_dir():
        files = sorted(p for p in path.glob("*.jsonl") if p.is_file())
        if not files:
            raise TaskFileError(f"task folder {str(path)!r} holds no *.jsonl file")
    else:
        files = [path]
    documents: list[TaskDocument] = []
    problems: list[str] = []
    for f in files:
        raw = read_input_text(f, "task file", InputKind.CORPUS, TaskFileError)
        for number, line in _lines(raw):
            doc, line_problems = _parse_line(line, number, f)
            problems += [f"{f} line {number}: {p}" for p in line_problems]
            if doc is not None:
                documents.append(doc)
    problems += _repeated_ids(documents)
    if problems:
        raise TaskFileError(f"task {str(path)!r} has {len(problems)} problem(s), nothing was run: " + "; ".join(problems))
    if not documents:
        raise TaskFileError(f"task {str(path)!r} holds no document; write one JSON object per line")
    return task_of(documents, str(path))


def parse_task_text(text: str, where: str) -> TaskFile:
    """A task from its canonical text (as the baseline archives it): every document inline."""
    documents, problems = [], []
    for number, line in _lines(text):
        doc, line_problems = _parse_line(line, number, None)
        problems += [f"{where} line {number}: {p}" for p in line_problems]
        if doc is not None:
            documents.append(doc)
    if problems or not documents:
        raise TaskFileError(f"{where}: not a task: " + ("; ".join(problems) or "no document"))
    return task_of(documents, where)


def task_of(documents: list[TaskDocument], path: str) -> TaskFile:
    text = "".join(json.dumps(_canonical(d), ensure_ascii=False, sort_keys=True) + "\n" for d in documents)
    return TaskFile(path, hashlib.sha256(text.encode()).hexdigest(), tuple(documents), text)


def _canonical(d: TaskDocument) -> dict[str, Any]:
    qs = [{"id": q.question_id, "question": q.question, "answer": q.reference, "kind": q.kind.value,
           "evidence": q.evidence, **({"options": list(q.options)} if q.options else {})} for q in d.questions]
    return {"id": d.document_id, "language": d.language, "document": d.text, "questions": qs,
            **({"filler": d.filler} if d.filler is not None else {})}


def _lines(text: str) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip() and not line.lstrip().startswith("#"):
            yield number, line


def _parse_line(line: str, number: int, origin: Path | None) -> tuple[TaskDocument | None, list[str]]:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        return None, [f"not valid JSON ({exc.msg} at column {exc.colno}); each line is one JSON object"]
    if not isinstance(data, dict):
        return None, [f"a line must be a JSON object, got {type(data).__name__}"]
    problems = [f"{k}: unknown field; allowed: {', '.join(LINE_FIELDS)}" for k in data if k not in LINE_FIELDS]
    doc_id = data.get("id")
    if not isinstance(doc_id, str) or not ID_PATTERN.match(doc_id):
        problems.append(f"id: the document's id must be {ID_RULE} (got {doc_id!r})")
    text = _text_field(data, "document", origin, problems, required=True)
    filler = _text_field(data, "filler", origin, problems, required=False)
    language = data.get("language", "en")
    if not isinstance(language, str) or not LANGUAGE_PATTERN.match(language):
        problems.append(f"language: a language code such as en, zh or ru (got {language!r}); en, zh and ru are "
                        "graded by kind, any other as free text")
        language = "en"
    questions = data.get("questions")
    parsed: list[TaskQuestion] = []
    if not isinstance(questions, list) or not questions:
        problems.append("questions: a non-empty list of questions, each {id, question, answer, kind} is required")
    elif len(questions) > MAX_QUESTIONS:
        problems.append(f"questions: at most {MAX_QUESTIONS} per document (got {len(questions)})")
    else:
        for i, q in enumerate(questions):
            question = _question(q, f"questions[{i}]", text, problems)
            if question is not None:
                parsed.append(question)
    if problems or text is None or not isinstance(doc_id, str):
        return None, problems
    return TaskDocument(doc_id, text, language, tuple(parsed), filler, number, str(origin or "")), []


def _text_field(data: dict[str, Any], name: str, origin: Path | None, problems: list[str],
                required: bool) -> str | None:
    """An inline text (`name`) or a file relative to the task file (`name_path`), exactly one of them."""
    inline, path = data.get(name), data.get(f"{name}_path")
    if inline is not None and path is not None:
        problems.append(f"{name}, {name}_path: give the {name} inline or as a path, not both")
        return None
    if path is not None:
        if not isinstance(path, str) or not path.strip():
            problems.append(f"{name}_path: a path relative to the task file (got {path!r})")
            return None
        if origin is None:
            problems.append(f"{name}_path: an archived task holds every {name} inline")
            return None
        where = Path(path).expanduser()
        where = where if where.is_absolute() else origin.parent / where
        if not where.is_file():
            problems.append(f"{name}_path: {str(where)!r} is not a file (read relative to the task file's folder)")
            return None
        try:
            inline = read_input_text(where, name, InputKind.CORPUS, TaskFileError)
        except TaskFileError as exc:
            problems.append(f"{name}_path: {exc}")
            return None
    if inline is None:
        if required:
            problems.append(f"{name}: the {name} text, or {name}_path naming a file relative to the task file, "
                            "is required")
        return None
    if not isinstance(inline, str) or not inline.strip():
        problems.append(f"{name}: a non-empty text (got {_short(inline)})")
        return None
    return inline


def _question(q: Any, where: str, document: str | None, problems: list[str]) -> TaskQuestion | None:
    if not isinstance(q, dict):
        problems.append(f"{where}: a JSON object {{id, question, answer, kind}} (got {type(q).__name__})")
        return None
    before = len(problems)
    problems += [f"{where}.{k}: unknown field; allowed: {', '.join(QUESTION_FIELDS)}" for k in q
                 if k not in QUESTION_FIELDS]
    qid = q.get("id")
    if not isinstance(qid, str) or not ID_PATTERN.match(qid):
        problems.append(f"{where}.id: {ID_RULE} (got {_short(qid)})")
    for name in ("question", "answer"):
        if not isinstance(q.get(name), str) or not q[name].strip():
            problems.append(f"{where}.{name}: a non-empty text is required (got {_short(q.get(name))})")
    kind_text = q.get("kind")
    kind = AnswerKind(kind_text) if kind_text in tuple(AnswerKind) else None
    if kind is None:
        problems.append(f"{where}.kind: one of {KINDS} (got {_short(kind_text)})")
    options = q.get("options")
    if kind == AnswerKind.CHOICE:
        if (not isinstance(options, list) or not 2 <= len(options) <= MAX_OPTIONS
                or not all(isinstance(o, str) and o.strip() for o in options)):
            problems.append(f"{where}.options: a choice question lists 2-{MAX_OPTIONS} non-empty options "
                            f"(got {_short(options)})")
        elif len({o.strip().lower() for o in options}) != len(options):
            problems.append(f"{where}.options: each option once")
        elif isinstance(q.get("answer"), str) and q["answer"].strip().lower() not in {o.strip().lower()
                                                                                       for o in options}:
            problems.append(f"{where}.answer: a choice question's answer must be one of its options "
                            f"(got {_short(q['answer'])}; options: {', '.join(options)})")
    elif options is not None:
        problems.append(f"{where}.options: only a question of kind 'choice' lists options")
    evidence = q.get("evidence", q.get("answer"))
    if not isinstance(evidence, str) or not evidence.strip():
        problems.append(f"{where}.evidence: the document's own words stating the answer (got {_short(evidence)})")
    elif document is not None and evidence.strip() not in document:
        what = "evidence" if "evidence" in q else "answer (no evidence given, so the answer must appear verbatim)"
        problems.append(f"{where}.{what.split(' ')[0]}: {_short(evidence.strip())} does not occur verbatim in the "
                        f"document; set `evidence` to the document's own words that state the answer")
    if len(problems) > before or kind is None or not isinstance(qid, str) or not isinstance(evidence, str):
        return None
    listed = tuple(o.strip() for o in options) if kind == AnswerKind.CHOICE and isinstance(options, list) else ()
    return TaskQuestion(qid, q["question"].strip(), q["answer"].strip(), kind, evidence.strip(), listed)


def _repeated_ids(documents: list[TaskDocument]) -> list[str]:
    problems, seen_docs, seen_q = [], dict[str, str](), dict[str, str]()
    for d in documents:
        here = f"{d.origin} line {d.line}"
        if d.document_id in seen_docs:
            problems.append(f"{here}: id: document id {d.document_id!r} is already used at {seen_docs[d.document_id]}; "
                            "each document id once")
        seen_docs.setdefault(d.document_id, here)
        for q in d.questions:
            if q.question_id in seen_q:
                problems.append(f"{here}: question id {q.question_id!r} is already used at {seen_q[q.question_id]}; "
                                "each question id once in the whole task")
            seen_q.setdefault(q.question_id, here)
    return problems


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"
