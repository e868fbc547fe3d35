"""One matrix cell's input from a task: the document cut (or filled with the user's filler) to the cell's length by
real tokenizer counts, the passage stating the answer kept whole, and where it landed (start, middle, end).

The cut keeps the evidence at the relative depth it has in the whole document, so a fact near the end of
a contract stays near the end of every cut of it; the cut's edges move to the nearest line or sentence
break. Filling places the user's filler before and after the document in the same proportion. A
document that cannot reach the cell's length without filler is refused for that cell (`TooShort`),
never padded with kvtrial's own material.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kvtrial.tasks.model import TaskDocument, TaskFile, TaskQuestion
from kvtrial.tasks.prompt import task_prompt

# An input this close under the cell's length counts as that length (a cut ends on a sentence break).
NEAR = 0.9
POSITIONS = ("start", "middle", "end")
_BREAK = re.compile(r"\n|(?<=[.!?。！？;；])\s*")


class TooShort(Exception):
    """The document (with no filler) formats to fewer tokens than the cell asks for."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def position_of(depth: float) -> str:
    """start / middle / end for a relative depth in [0, 1] (by thirds)."""
    return POSITIONS[min(2, int(depth * 3))]


@dataclass(frozen=True)
class TaskInput:
    """What one input of a task holds: the document text as cut or filled, and where the answer's passage sits.
    It is the `material` of a run's sample (stored with the run's inputs and in the baseline archive)."""

    task_sha256: str
    document: TaskDocument
    question: TaskQuestion
    text: str  # the document part of the prompt
    evidence_start: int  # character offset of the evidence in `text`
    depth: float  # tokens before the evidence / tokens of `text`
    filled: int  # characters of filler added (0: the document alone, cut or whole)
    task_text: str = ""  # the canonical task (kept in the baseline archive only)

    @property
    def material_id(self) -> str:
        return f"task-{self.task_sha256[:12]}-{self.document.document_id}"

    @property
    def language(self) -> str:
        return self.document.language

    @property
    def position(self) -> str:
        return position_of(self.depth)

    def to_dict(self) -> dict[str, Any]:
        q = self.question
        out: dict[str, Any] = {
            "task_sha256": self.task_sha256, "document_id": self.document.document_id, "language": self.language,
            "question_id": q.question_id, "question": q.question, "reference": q.reference, "kind": q.kind.value,
            "options": list(q.options), "evidence": q.evidence, "evidence_start": self.evidence_start,
            "depth": round(self.depth, 4), "position": self.position, "filled_chars": self.filled,
            "document_chars": len(self.text)}
        if self.task_text:
            out["task_text"] = self.task_text
        return out


Counter = Callable[[str], int]


def build_input(task: TaskFile, question_id: str, target_tokens: int, render: Callable[[str], list[int]],
                count: Counter, completion: bool = False) -> TaskInput:
    """The input of `question_id` whose formatted token count is at most `target_tokens` and close to it.
    `render(prompt)`: the formatted input's token ids (chat template applied); `count(text)`: tokens of a text;
    `completion`: the prompt ends with the answer cue (a model without a chat template).
    TooShort when the document cannot reach NEAR * target without filler."""
    doc, q = task.find(question_id)
    start = doc.text.index(q.evidence)
    p = start / max(1, len(doc.text) - len(q.evidence))  # the evidence's relative place in the whole document

    def size(text: str) -> int:
        return len(render(task_prompt(text, q, doc.language, completion)))

    whole = size(doc.text)
    if whole > target_tokens:
        text, at = _cut(doc.text, start, len(q.evidence), p, target_tokens, size)
        filled = 0
    else:
        text, at, filled = doc.text, start, 0
        if whole < NEAR * target_tokens:
            if doc.filler is None:
                raise TooShort(f"document {doc.document_id!r} formats to {whole} tokens with question "
                               f"{q.question_id}, under the cell's {target_tokens} (at least {int(NEAR * 100)} % "
                               "is needed); name a `filler` text in the task file to fill it, or use shorter cells")
            text, at, filled = _fill(doc.text, start, doc.filler, p, target_tokens, size)
    depth = count(text[:at]) / max(1, count(text))
    return TaskInput(task.sha256, doc, q, text, at, depth, filled)


def _snap_start(text: str, i: int) -> int:
    """The first character after a line or sentence break at or after i (within 200 characters), else i."""
    m = _BREAK.search(text, i, min(len(text), i + 200))
    return m.end() if m else i


def _snap_end(text: str, i: int) -> int:
    """The end of the last line or sentence break at or before i (within 200 characters), else i."""
    best = i
    for m in _BREAK.finditer(text, max(0, i - 200), i):
        best = m.start()
    return best


def _window(text: str, ev_start: int, ev_len: int, p: float, chars: int) -> tuple[int, int]:
    """A window of about `chars` characters holding the evidence at relative place p, edges on breaks."""
    room = max(0, chars - ev_len)
    lo = max(0, min(ev_start - int(p * room), len(text) - chars))
    hi = min(len(text), lo + chars)
    a = _snap_start(text, lo) if lo > 0 else 0
    b = _snap_end(text, hi) if hi < len(text) else hi
    return min(a, ev_start), max(b, ev_start + ev_len)


def _cut(text: str, ev_start: int, ev_len: int, p: float, target: int,
         size: Callable[[str], int]) -> tuple[str, int]:
    """The longest window (by bisection on its character length) whose input fits `target` tokens."""
    lo, hi = ev_len, len(text)
    best: tuple[int, int] | None = None
    while hi - lo > 16:
        mid = (lo + hi) // 2
        a, b = _window(text, ev_start, ev_len, p, mid)
        if size(text[a:b]) <= target:
            lo, best = mid, (a, b)
        else:
            hi = mid
    if best is None:
        a, b = ev_start, ev_start + ev_len
        if size(text[a:b]) > target:
            raise TooShort(f"the cell's {target} tokens cannot hold the prompt and the evidence alone")
        best = (a, b)
    a, b = best
    return text[a:b], ev_start - a


def _fill(text: str, ev_start: int, filler: str, p: float, target: int,
          size: Callable[[str], int]) -> tuple[str, int, int]:
    """The document with the user's filler before and after it (split in proportion p), as long as fits."""
    def built(chars: int) -> tuple[str, int]:
        before_chars = int(p * chars)
        before = _repeat(filler, before_chars, from_end=True)
        after = _repeat(filler, chars - before_chars, from_end=False)
        sep_b = "\n\n" if before else ""
        sep_a = "\n\n" if after else ""
        return before + sep_b + text + sep_a + after, len(before) + len(sep_b)

    lo, hi = 0, max(64, 8 * target)
    while size(built(hi)[0]) <= target and hi < 64 * target:
        lo, hi = hi, hi * 2
    while hi - lo > 16:
        mid = (lo + hi) // 2
        if size(built(mid)[0]) <= target:
            lo = mid
        else:
            hi = mid
    full, offset = built(lo)
    return full, offset + ev_start, len(full) - len(text)


def _repeat(filler: str, chars: int, from_end: bool) -> str:
    """`chars` characters of the filler, repeated as needed, cut on a break (its tail when `from_end`)."""
    if chars <= 0:
        return ""
    body = filler.strip()
    times = chars // max(1, len(body) + 2) + 1
    long = "\n\n".join([body] * times)
    if from_end:
        part = long[len(long) - chars:]
        return part[_snap_start(part, 1):]
    return long[:_snap_end(long, chars)]
