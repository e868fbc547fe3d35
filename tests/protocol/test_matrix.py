"""Request order: short sample first, cells by increasing size, warm-up apart, rotating branch order."""

from __future__ import annotations

from kvtrial.protocol.matrix import SHORT, schedule_requests
from kvtrial.protocol.record_schema import Branch, Matrix

BRANCHES = [Branch(n, "native", n) for n in ("ordinary", "q8_0")]
MATRIX = Matrix(input_tokens=[1024, 256], output_budgets=[512, 64], repeats=3, warmup=True, short_sample_tokens=96,
                short_sample_budget=16)


def test_plan_order() -> None:
    plan = schedule_requests(BRANCHES, MATRIX)
    assert [p.phase for p in plan[:2]] == [SHORT, SHORT]
    cells = list(dict.fromkeys(p.cell_id for p in plan[2:]))
    assert cells == ["in256-out64", "in256-out512", "in1024-out64", "in1024-out512"]
    assert len(plan) == 2 + 4 * (2 + 3 * 2)
    assert len({p.request_key for p in plan}) == len(plan)
    first_cell = [p for p in plan if p.cell_id == "in256-out64"]
    assert [(p.branch, p.warmup) for p in first_cell[:2]] == [("ordinary", True), ("q8_0", True)]
    orders = {r: [p.branch for p in first_cell if not p.warmup and p.repeat == r] for r in range(3)}
    assert orders == {0: ["ordinary", "q8_0"], 1: ["q8_0", "ordinary"], 2: ["ordinary", "q8_0"]}
    assert all(p.order_position == ([b.name for b in BRANCHES].index(p.branch) + p.repeat) % 2
               for p in first_cell if not p.warmup)


def test_three_branches_rotate_through_every_position() -> None:
    branches = [*BRANCHES, Branch("turbo3", "native", "turbo3")]
    plan = schedule_requests(branches, MATRIX.model_copy(update={"input_tokens": [256], "output_budgets": [64], "warmup": False}))
    positions = {b.name: sorted(p.order_position for p in plan if p.branch == b.name and p.phase != SHORT)
                 for b in branches}
    assert all(v == [0, 1, 2] for v in positions.values())
