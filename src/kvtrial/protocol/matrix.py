"""The order of a run's requests: pure functions over the resolved record.

Order (seed 000 sections 3, 5, 9): the short sample first (one request per branch), then the cells
in increasing size (input + output budget). In each cell, one warm-up per branch (stored apart),
then the repeats; the branch order rotates by one position per repeat (with two branches it
alternates), and each request records its position (`order_position`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

SHORT = "short"
MATRIX = "matrix"


@dataclass(frozen=True)
class PlannedRequest:
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

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def cell_id(input_tokens: int, output_budget: int, phase: str = MATRIX) -> str:
    return f"{'short-' if phase == SHORT else ''}in{input_tokens}-out{output_budget}"


def request_key(cell: str, branch: str, repeat: int, warmup: bool) -> str:
    return f"{cell}|{branch}|{'warmup' if warmup else f'r{repeat}'}"


def rotation(branches: list[dict[str, Any]], repeat: int) -> list[dict[str, Any]]:
    k = repeat % len(branches)
    return branches[k:] + branches[:k]


def plan_requests(branches: list[dict[str, Any]], matrix: dict[str, Any]) -> list[PlannedRequest]:
    """Every request of a run, in execution order. `branches`: resolved branches, ordinary first."""
    plan: list[PlannedRequest] = []

    def add(phase: str, cell: str, tokens: int, budget: int, order: list[dict[str, Any]], repeat: int, warmup: bool) -> None:
        for pos, b in enumerate(order):
            plan.append(PlannedRequest(request_key(cell, b["name"], repeat, warmup), phase, cell, tokens, budget,
                                       b["name"], b["backend"], b["setting"], repeat, warmup, pos))

    short_tokens, short_budget = matrix["short_sample_tokens"], matrix["short_sample_budget"]
    add(SHORT, cell_id(short_tokens, short_budget, SHORT), short_tokens, short_budget, branches, 0, False)
    cells = sorted(((i, o) for i in matrix["input_tokens"] for o in matrix["output_budgets"]),
                   key=lambda c: (c[0] + c[1], c[0]))
    for tokens, budget in cells:
        cell = cell_id(tokens, budget)
        if matrix.get("warmup", True):
            add(MATRIX, cell, tokens, budget, branches, 0, True)
        for r in range(matrix["repeats"]):
            add(MATRIX, cell, tokens, budget, rotation(branches, r), r, False)
    return plan
