"""The order of a run's requests: pure functions over the resolved record.

Order (docs/protocol.md, "4. The matrix run"): the short sample first (one request per branch), then the cells
in increasing size (input + output budget). In each cell, one warm-up per branch (stored apart),
then the repeats; the branch order rotates by one position per repeat (with two branches it
alternates), and each request records its position (`order_position`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any, Protocol, TypeVar

from kvtrial.protocol.record_schema import Matrix
from kvtrial.records.row import request_key


class ScheduledBranch(Protocol):
    """What the schedule reads of a branch (a resolved branch, or the record's own view of one)."""

    @property
    def name(self) -> str: ...

    @property
    def backend(self) -> str: ...

    @property
    def setting(self) -> str: ...


B = TypeVar("B", bound=ScheduledBranch)

SHORT = "short"
MATRIX = "matrix"


@dataclass(frozen=True)
class ScheduledRequest:
    request_key: str
    phase: str  # "short" | "matrix"
    cell_id: str
    target_tokens: int  # the input length the sample was built for
    output_budget: int
    branch: str
    backend: str
    setting: str
    repeat: int
    warmup: bool
    order_position: int
    question: str | None = None  # the extraction question asked (task "questions"); None: the brief

    @property
    def sample_key(self) -> str:
        return sample_key(self.target_tokens, self.question)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def cell_id(input_tokens: int, output_budget: int, phase: str = MATRIX, question: str | None = None) -> str:
    """`in1024-out32` (the brief), `in1024-out24-q_budget` (one extraction question)."""
    return f"{'short-' if phase == SHORT else ''}in{input_tokens}-out{output_budget}" + (f"-{question}" if question else "")


def sample_key(target_tokens: int, question: str | None) -> str:
    """Which prepared input a request reads: its length, and its question when the task asks one."""
    return f"{target_tokens}/{question}" if question else str(target_tokens)


def rotation(branches: Sequence[B], repeat: int) -> list[B]:
    k = repeat % len(branches)
    return [*branches[k:], *branches[:k]]


def schedule_requests(branches: Sequence[ScheduledBranch], matrix: Matrix,
                  questions: Sequence[str | None] = (None,)) -> list[ScheduledRequest]:
    """Every request of a run, in execution order. `branches`: resolved branches, ordinary first.
    `questions`: (None,) for the brief task; the question ids for the extraction task, each its own
    cell per length and budget (with its own warm-up and repeats), the first one the short sample's."""
    schedule: list[ScheduledRequest] = []

    def add(phase: str, cell: str, tokens: int, budget: int, order: Sequence[ScheduledBranch], repeat: int, warmup: bool,
            question: str | None) -> None:
        for pos, b in enumerate(order):
            schedule.append(ScheduledRequest(request_key(cell, b.name, repeat, warmup), phase, cell, tokens, budget,
                                       b.name, b.backend, b.setting, repeat, warmup, pos, question))

    short_tokens, short_budget = matrix.short_sample_tokens, matrix.short_sample_budget
    first = questions[0]
    add(SHORT, cell_id(short_tokens, short_budget, SHORT, first), short_tokens, short_budget, branches, 0, False, first)
    cells = sorted(((i, o) for i in matrix.cell_inputs for o in matrix.cell_budgets),
                   key=lambda c: (c[0] + c[1], c[0]))
    for tokens, budget in cells:
        for question in questions:
            cell = cell_id(tokens, budget, MATRIX, question)
            if matrix.warmup:
                add(MATRIX, cell, tokens, budget, branches, 0, True, question)
            for r in range(matrix.repeat_count):
                add(MATRIX, cell, tokens, budget, rotation(branches, r), r, False, question)
    return schedule
