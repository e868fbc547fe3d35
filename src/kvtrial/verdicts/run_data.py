"""Everything the verdicts read about one run, in one typed bundle, independent of storage.

`RunData` is built from the protocol ledger by `kvtrial.verdicts.load` (or by hand in tests);
`kvtrial.verdicts.assessment.assess` applies the rules to it once, and troubleshooting, gate,
recommendation and report are pure functions over that assessment.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kvtrial.records import AdmissionEntry
from kvtrial.records.fact_review import FactReview
from kvtrial.records.row import ORDINARY_BRANCH, Row
from kvtrial.speed import DEFAULT_RULE, SpeedRule
from kvtrial.verdicts.quality_results import QualityResults
from kvtrial.verdicts.rules import cell_sort_key

# The parts of the environment a conclusion names as its scope (the full environment stays in the ledger).
# Speed ratios differ between CPUs: the CPU and the kernel build are named where the run recorded them.
SCOPE_ENVIRONMENT = ("kvtrial", "torch", "transformers", "python", "platform", "cpu", "kernel_build", "cuda_devices",
                     "cpu_count", "device")


@dataclass(frozen=True)
class RollbackCheck:
    """The outcome of `kvtrial rollback`: the ordinary entry rebuilt from its archive and verified."""

    verified: bool
    detail: str = ""
    when: str | None = None


@dataclass
class RunData:
    run_id: str
    rows: list[Row]  # warm-up rows included; the rules drop them
    model_id: str | None = None
    revision: str | None = None
    environment: dict[str, Any] = field(default_factory=dict)
    created_at: str | None = None
    thresholds_sha256: str | None = None
    planned_cells: list[str] = field(default_factory=list)
    planned_branches: list[str] = field(default_factory=list)  # from the run's plan, rows or not
    task: str = "brief"  # the record's fact task: "brief" or "questions"
    admission: list[AdmissionEntry] | None = None  # None: no admission table available
    quality: QualityResults | None = None
    rollback: RollbackCheck | None = None
    # stored artifact path -> why it does not hold up (missing, or changed since it was recorded); see load.py
    artifact_problems: dict[str, str] = field(default_factory=dict)
    fact_reviews: list[FactReview] = field(default_factory=list)  # a person's decisions on fact labels, oldest first
    speed_rule: SpeedRule = DEFAULT_RULE  # how speed is decided, as fixed before the run (its thresholds)
    # the ledger says `running`, but the process that ran it is gone (killed): the run stopped where its rows end
    runner_gone: str | None = None  # the runner's tag, when gone

    @property
    def measured_rows(self) -> list[Row]:
        return [r for r in self.rows if not r.warmup]

    @property
    def candidates(self) -> list[str]:
        """Every candidate branch of the run: planned ones too, so a candidate without rows is not forgotten."""
        return sorted(({r.branch for r in self.rows} | set(self.planned_branches)) - {ORDINARY_BRANCH})

    @property
    def cells(self) -> list[str]:
        return sorted({r.cell_id for r in self.rows} | set(self.planned_cells), key=cell_sort_key)

    def setting_of(self, branch: str) -> str:
        """The cache setting a branch requested (branch names usually are the setting)."""
        requested = [r.requested_cache for r in self.rows if r.branch == branch and r.requested_cache]
        return max(set(requested), key=requested.count) if requested else branch

    def admission_for(self, branch: str, backend: str | None = None) -> AdmissionEntry | None:
        """The admission row of a branch's setting (for this run's model when known); the latest wins."""
        setting = self.setting_of(branch)
        found = None
        for a in self.admission or []:
            if a.setting != setting or (backend and a.backend and a.backend != backend):
                continue
            if self.model_id and a.model and a.model != self.model_id:
                continue
            found = a
        return found

    def scope_text(self) -> str:
        """What the run's conclusions cover, and nothing wider."""
        env = ", ".join(f"{k} {self.environment[k]}" for k in SCOPE_ENVIRONMENT if k in self.environment)
        return (
            f"model {self.model_id or '(unknown)'} at revision {self.revision or '(unknown)'}; "
            f"environment: {env or '(not recorded)'}; cells: {', '.join(self.cells) or '(none)'}; "
            f"cache settings: {', '.join(self.candidates) or '(none)'} against ordinary. "
            "Nothing here speaks for other models, revisions, environments, lengths or settings."
        )
