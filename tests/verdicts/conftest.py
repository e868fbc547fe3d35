"""Crafted rows for the verdict tests: a builder that fills every section-10 field plausibly."""

from __future__ import annotations

import pytest

from kvtrial.records.row import DOCUMENT_FIELDS, ORDINARY_BRANCH, AdmissionStatus, Row, RowStatus


def make_row(cell="in1024-out256", branch=ORDINARY_BRANCH, repeat=0, status=RowStatus.OK, **kw) -> Row:
    inp, out = 1024, 256
    if cell.startswith("in") and "-out" in cell:
        inp, out = (int(x) for x in cell[2:].split("-out"))
    quant = branch != ORDINARY_BRANCH
    base = dict(
        run_id="run-test", config_version="cfg1", cell_id=cell, sample_id=f"s-{inp}", branch=branch,
        backend="native", repeat=repeat, order_position=(repeat + (1 if quant else 0)) % 2, warmup=False,
        status=status, input_tokens=inp, output_budget=out, output_tokens=out, stop_reason="length",
        requested_cache=branch, effective_cache="f32" if not quant else branch.split(":")[0],
        cache_confirmed=True, kv_bytes=(inp + out) * 46080 // (4 if quant else 1), device="cpu",
        resident_after_load_bytes=700_000_000, peak_allocated_bytes=(inp + out) * 46080 // (4 if quant else 1),
        peak_reserved_bytes=(inp + out) * 46080 // (4 if quant else 1), monitor_peak_rss_bytes=900_000_000,
        prefill_s=1.0, decode_s=10.0, generation_s=11.0, fact_errors=0,
        # the shapes kvtrial.facts / kvtrial.integrity store (FactGrades.to_dict, IntegrityReport.to_dict)
        fact_grades={"material_id": "m1", "errors": 0, "counts": {"correct": 2},
                     "facts": [{"fact_id": "budget", "kind": "amount", "label": "correct", "paragraph": 3},
                               {"fact_id": "pilot_start", "kind": "date", "label": "correct", "paragraph": 12}],
                     "unsupported": []},
        integrity={"stop_reason": "length", "truncated": True, "passed": True, "failures": [],
                   "repetition": {"name": "repetition", "passed": True, "detail": "no loop"}},
        artifact_path=f"artifacts/{cell}-{branch}-{repeat}.txt",
    )
    if status != RowStatus.OK:
        for k in ("output_tokens", "kv_bytes", "peak_allocated_bytes", "peak_reserved_bytes", "prefill_s",
                  "decode_s", "generation_s", "fact_errors", "fact_grades", "integrity"):
            base[k] = None
        base["stop_reason"] = "error"
        base["error"] = status
    base.update(kw)
    for name, kind in DOCUMENT_FIELDS.items():  # documents given in their stored JSON shape
        if isinstance(base.get(name), dict):
            base[name] = kind.from_dict(base[name])
    return Row(**base)


def make_cell(cell="in1024-out256", candidate="q8_0", repeats=3, ord_kw=None, cand_kw=None, per_repeat=None,
              warmup=True):
    """Ordinary + candidate rows for `repeats` repeats, after one warm-up row per branch (as the
    runner plans a cell; warmup=False leaves it out); per_repeat(i, branch) -> extra kwargs."""
    rows = []
    if warmup:
        for branch, kw in ((ORDINARY_BRANCH, ord_kw or {}), (candidate, cand_kw or {})):
            rows.append(make_row(cell, branch, 0, **{**kw, "warmup": True}))
    for i in range(repeats):
        for branch, kw in ((ORDINARY_BRANCH, ord_kw or {}), (candidate, cand_kw or {})):
            extra = dict(kw)
            if per_repeat:
                extra.update(per_repeat(i, branch))
            rows.append(make_row(cell, branch, i, **extra))
    return rows


@pytest.fixture
def row_factory():
    return make_row


@pytest.fixture
def cell_factory():
    return make_cell


from kvtrial.records import AdmissionEntry, AdmissionEvidence  # noqa: E402
from kvtrial.records.row import RowStatus  # noqa: E402
from kvtrial.verdicts.quality_results import QualityEntry, QualityResults  # noqa: E402
from kvtrial.verdicts.run_data import RollbackCheck, RunData  # noqa: E402


def make_run(rows, thresholds_sha256=None, **kw) -> RunData:
    """A run with a complete admission table, quality results and a verified rollback."""
    cands = sorted({r.branch for r in rows if r.branch != "ordinary"})
    base = dict(
        run_id="run-test", rows=rows, model_id="smollm2-135m", revision="ab12cd34",
        environment={"torch": "2.13.0", "transformers": "5.24", "device": "cpu"}, created_at="2026-11-29T08:00:00Z",
        thresholds_sha256=thresholds_sha256,
        admission=[AdmissionEntry("smollm2-135m", "native", c, AdmissionStatus.TRIAL_ALLOWED,
                                  AdmissionEvidence.from_dict({"model_revision": "ab12cd34",
                                                               "dependency_versions": {"torch": "2.13.0"}}))
                   for c in cands],
        quality=QualityResults("quality.json", [QualityEntry(c, kld_mean=0.01, same_top1=0.97, bits_per_value=8.5)
                                                for c in cands]),
        rollback=RollbackCheck(True, "ordinary sample regenerated identically"),
    )
    base.update(kw)
    return RunData(**base)


@pytest.fixture
def run_factory():
    return make_run


THRESHOLDS_TOML = """
[scope]
model = "smollm2-135m"

[performance]
target_cells = ["in1024-out256"]
min_repeats = 3
memory_budget = "2GiB"
peak_headroom = 0.2
max_generation_s = 60

[quality]
max_kld_mean = 0.05
min_same_top1 = 0.9
max_fact_errors = 0
"""


@pytest.fixture
def thresholds_file(tmp_path):
    p = tmp_path / "thresholds.toml"
    p.write_text(THRESHOLDS_TOML)
    return p
