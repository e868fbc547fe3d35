"""The older shapes the migration reads into the current records."""

from __future__ import annotations

from kvtrial.records import CacheReport, DecodeRecord, Environment, ResolvedRecord
from kvtrial.records.migrate import integrity_problems, placement_document, row_document, upgrade_row
from kvtrial.records.row import Row, RowStatus

BASE = {"run_id": "r", "config_version": "c", "cell_id": "in8-out2", "sample_id": "s", "branch": "q8_0",
        "backend": "native", "repeat": 0, "order_position": 0, "warmup": False, "status": "ok"}


def test_evidence_older_rows_kept_under_extra_moves_to_its_fields() -> None:
    stored = {**BASE, "extra": {"cache_report": {"setting": "q8_0"}, "row_id": 4, "monitor_memory": {"source": "/proc"},
                                "placement": {"device": "cpu"}, "worker_pid": 7}}
    data = row_document(stored)
    assert data["cache_report"] == {"setting": "q8_0"} and data["row_id"] == 4 and data["placement"] == {"device": "cpu"}
    assert data["extra"] == {"placement": {"device": "cpu"}, "worker_pid": 7}
    row = Row.from_dict(upgrade_row(stored, 1))
    assert row.cache_report is not None and row.cache_report.setting == "q8_0"
    assert row.monitor_memory is not None and row.monitor_memory.source == "/proc" and row.status == RowStatus.OK


def test_decode_records_naming_their_reasons_otherwise() -> None:
    assert DecodeRecord.from_dict({"path": "torch", "reasons": "no kernel"}).torch_reasons == {"no kernel": 1}
    assert DecodeRecord.from_dict({"path": "mixed", "reasons": {"a": 2}}).torch_reasons == {"a": 2}
    assert DecodeRecord.from_dict({"path": "torch", "reasons": ["?"]}).torch_reasons == {}
    report = CacheReport.from_dict({"decode": {"path": "torch", "torch_steps": 5, "torch_reasons": {"b": 5}}})
    assert report.decode is not None and report.decode.torch_reasons == {"b": 5} and report.decode.torch_steps == 5


def test_integrity_findings_in_older_shapes() -> None:
    assert integrity_problems({"failures": ["stop: cut"], "passed": False}) == ["stop: cut"]
    assert integrity_problems({"issues": [{"check": "ending"}, "loop"]}) == ["ending", "loop"]
    assert integrity_problems({"repetition": True, "no_garbage": True, "truncation_explained": True}) == ["repetition"]
    assert integrity_problems({}) == []


def test_resolved_records_and_environments_of_other_shapes() -> None:
    assert ResolvedRecord.from_dict({"model": {"id": "m", "revision": "r1"}}).model_id == "m"
    old = ResolvedRecord.from_dict({"shared": {"model": "m2", "model_revision": "r2", "task": "questions"}})
    assert (old.model_id, old.model_revision, old.task) == ("m2", "r2", "questions")
    assert Environment.from_dict({"host": "x", "cores": 4, "nested": {}}).scope() == {"host": "x", "cores": 4}
    env = Environment.from_dict({"software": {"python": "3.11.9", "packages": {"torch": "2.13.0", "gguf": "not installed"}},
                                 "machine": {"cpu_model": "Some CPU", "isa_flags": ["avx2"], "kernel_build": "C native+openmp",
                                             "cpu_count": 2}})
    assert env.scope() == {"torch": "2.13.0", "python": "3.11.9", "cpu": "Some CPU", "kernel_build": "C native+openmp",
                           "cpu_count": 2}
    assert env.machine.isa_flags == ("avx2",) and env.to_dict()["machine"]["cpu_model"] == "Some CPU"


def test_placements_older_rows_wrote() -> None:
    from kvtrial.records.placement import Placement, PlacementMode

    assert Placement.from_dict(placement_document({"executor": "ray", "concurrent": True})).mode is PlacementMode.CONCURRENT
    assert Placement.from_dict(placement_document({"executor": "local", "concurrent": False})).mode is PlacementMode.SERIAL
    assert Placement.from_dict({"mode": "concurrent"}).executor == "unknown"


def test_fact_grades_in_older_shapes() -> None:
    from kvtrial.records.migrate import fact_documents, unsupported_kinds

    listed = {"grades": [{"name": "budget", "status": "distorted", "relative_position": 0.5}, {"name": "scope"}]}
    assert [(d["fact_id"], d["label"], d["position"]) for d in fact_documents(listed)] == [("budget", "distorted", 0.5)]
    mapped = {"material_id": "m1", "budget": "correct", "scope": {"verdict": "omitted", "depth": 0.25}, "counts": {}}
    assert [(d["fact_id"], d["label"], d["position"]) for d in fact_documents(mapped)] == [
        ("budget", "correct", None), ("scope", "omitted", 0.25)]
    assert unsupported_kinds({"unsupported": [{"kind": "date"}, {"text": "x"}, "plan"]}) == ["date", "addition", "plan"]


def test_admission_evidence_in_older_shapes() -> None:
    from kvtrial.records import AdmissionEntry, AdmissionEvidence, AdmissionStatus

    old = {"limits": {"max_context": 8192, "device": "cpu", "weight_precision": "float32"}, "interface": "cache-v1",
           "versions": {"torch": "2.13.0"}, "decode_path": {"path": "kernel", "label": "C kernel", "short": "C kernel"}}
    e = AdmissionEvidence.from_dict(old)
    assert e.conditions == {"device": "cpu", "weight_precision": "float32", "interface": "cache-v1"}
    assert e.dependency_versions == {"torch": "2.13.0"} and e.decode_path is not None and e.decode_path.short == "C kernel"
    assert e.to_dict() == old  # read, never rewritten
    evidence = AdmissionEvidence.from_dict({"conditions": {"device": "cuda"}})
    entry = AdmissionEntry("m", "native", "q8_0", "trial-allowed", evidence)  # type: ignore[arg-type]
    assert entry.status is AdmissionStatus.TRIAL_ALLOWED and entry.evidence.conditions == {"device": "cuda"}


def test_the_ledgers_schema_version_selects_the_upgrade() -> None:
    import pytest

    from kvtrial.records.version import LEDGER_SCHEMA_VERSION, LedgerVersionError

    # the same stored JSON: a version-1 row kept its evidence under `extra` and said `concurrent`; in a version-2
    # row `extra` is evidence no verdict reads, and its placement has a mode
    stored = {**BASE, "extra": {"cache_report": {"setting": "q8_0"}, "note": 1},
              "placement": {"executor": "local", "concurrent": True}}
    v1 = Row.from_dict(upgrade_row(stored, 1))
    assert v1.cache_report is not None and v1.cache_report.setting == "q8_0" and v1.extra == {"note": 1}
    assert v1.placement is not None and v1.placement.concurrent
    v2 = Row.from_dict(upgrade_row({**stored, "placement": {"executor": "local", "mode": "serial"}}, 2))
    assert v2.cache_report is None and v2.extra == {"cache_report": {"setting": "q8_0"}, "note": 1}
    assert v2.placement is not None and not v2.placement.concurrent
    current = {**BASE, "timing": {"prefill_chunks_ns": [5], "decode_steps_ns": [2, 3]}}
    assert upgrade_row(current, LEDGER_SCHEMA_VERSION) == current  # read as stored
    with pytest.raises(LedgerVersionError, match="newer kvtrial"):
        upgrade_row(current, LEDGER_SCHEMA_VERSION + 1)
