"""One assessment of a run: the pairing of each candidate with its reference and every cell's verdict.

Computed once by `assess(run)` and read by the gate, troubleshooting, recommendation and report,
so they cannot disagree about which branch a candidate was compared with or what a cell's rule
said (they used to recompute both, each in its own way).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from kvtrial.protocol.reference import Pairing, pairing_from_rows
from kvtrial.records.row import ORDINARY_BRANCH, Row, RowStatus
from kvtrial.verdicts.rules import CellVerdict, compare_run
from kvtrial.verdicts.run_data import RunData


@dataclass(frozen=True)
class Assessment:
    """A run's records with the pairing and the per-cell rule verdicts computed from them."""

    run: RunData
    pairing: Pairing
    cells: tuple[CellVerdict, ...]
    # measured rows by (branch, cell, repeat), so finding a reference row is a lookup
    rows_by_key: dict[tuple[str, str, int], Row] = field(default_factory=dict, repr=False, compare=False)

    def reference_of(self, branch: str) -> str:
        """The branch a candidate is compared with: the ordinary cache of its own engine."""
        return self.pairing.references.get(branch, ORDINARY_BRANCH)

    def verdict(self, cell_id: str, candidate: str) -> CellVerdict | None:
        return next((v for v in self.cells if v.cell_id == cell_id and v.candidate == candidate), None)

    def reference_row(self, row: Row) -> Row | None:
        """The measured row of `row`'s reference branch on the same inputs (same cell and repeat)."""
        return self.rows_by_key.get((self.reference_of(row.branch), row.cell_id, row.repeat))

    def candidate_rows_with_reference(self) -> Iterator[tuple[Row, Row | None]]:
        """(row, its reference's row on the same inputs) for every completed candidate row."""
        for r in self.run.measured_rows:
            if r.branch != ORDINARY_BRANCH and r.status == RowStatus.OK:
                yield r, self.reference_row(r)


def assess(run: RunData) -> Assessment:
    """Pair the run's branches once and apply the comparison rules to every planned or recorded cell."""
    pairing = pairing_from_rows(run.rows)
    cells = compare_run(run.rows, run.planned_cells, run.candidates, pairing, run.speed_rule)
    by_key = {(r.branch, r.cell_id, r.repeat): r for r in run.measured_rows}
    return Assessment(run, pairing, tuple(cells), by_key)
