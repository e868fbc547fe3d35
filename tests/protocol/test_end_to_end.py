"""init → admit → baseline → rollback → run (2 cells × 2 branches × 2 repeats) → status/export-csv,
through the command line, on a tiny random model loaded by path in worker processes."""

from __future__ import annotations

import csv
import hashlib
import json
from pathlib import Path

from kvtrial.memory.phases import request_memory
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.records.row import AdmissionStatus, RowStatus, row_field_names
from tests.protocol.cli_helpers import kvtrial

SECTION_10 = ("run_id", "config_version", "sample_id", "input_tokens", "output_budget", "output_tokens", "branch",
              "effective_cache", "resident_after_load_bytes", "peak_allocated_bytes", "peak_reserved_bytes",
              "generation_s", "stop_reason", "fact_errors", "artifact_path")


def test_register_admit_baseline_run(tiny_folder: Path, tmp_path: Path, capsys) -> None:
    record, project = tmp_path / "record.yaml", tmp_path / "project"
    code, out, err = kvtrial(capsys, "init", record, "--model", tiny_folder, "--candidate", "q8_0")
    assert code == 0, err
    import yaml

    data = yaml.safe_load(record.read_text())
    assert data["shared"]["model_revision"] and data["quantized_candidate"][0]["dependency_versions"]["torch"]
    assert data["shared"]["generation_settings"]["prefill_chunk_size"] == 1024  # init's default chunk
    data["matrix"] = {"profile": "custom", "input_tokens": [850, 950], "output_budgets": [6], "repeats": 2,
                      "short_sample_tokens": 800, "short_sample_budget": 4}
    data["shared"]["generation_settings"]["prefill_chunk_size"] = 256  # these prompts then prefill in passes
    record.write_text(yaml.safe_dump(data))

    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    assert code == 2 and "not admitted" in err and "not registered" in err and "Traceback" not in err
    code, out, err = kvtrial(capsys, "admit", record, "--project", project)
    assert code == 0, err
    ledger = Ledger.open(project)
    assert {(e.setting, e.status) for e in ledger.admission_rows()} == {("ordinary", AdmissionStatus.TRIAL_ALLOWED),
                                                                        ("q8_0", AdmissionStatus.TRIAL_ALLOWED)}
    q8 = next(e for e in ledger.admission_rows() if e.setting == "q8_0")
    assert q8.evidence.effective_cache == "q8_0" and q8.evidence.cache_confirmed is True
    assert q8.evidence.model_revision == data["shared"]["model_revision"] and q8.evidence.output_tokens == 4
    # `init` writes the kvtrial attention: the probe's decode ran on the C kernel, nothing to warn about
    assert data["shared"]["attn_implementation"] == "kvtrial"
    path = q8.evidence.decode_path
    assert path is not None and path.build is not None  # the kernel build that decoded, as the library reported it
    assert path.path == "kernel" and path.build.startswith("C ") and "+" in path.build
    assert path.label == f"C kernel ({path.build.removeprefix('C ')})"
    assert not q8.evidence.warnings and "warning:" not in out
    assert [e.status for e in ledger.admission_history()].count("pending") == 2  # rows start pending

    code, out, err = kvtrial(capsys, "baseline", record, "--project", project)
    assert code == 0, err
    archive = json.loads(ledger.resolve(ledger.latest_baseline()["archive_path"]).read_text())
    conf = archive["configuration"]
    assert conf["model_revision"] == data["shared"]["model_revision"] and conf["device_map"] == {"": "cpu"}
    assert conf["attn_implementation"] == "kvtrial" and archive["software"]["packages"]["torch"]
    assert conf["generation_settings"]["prefill_chunk_size"] == 256  # rollback prefills as the baseline did
    assert archive["sample"]["formatted_input"] and len(archive["output"]["token_ids"]) == 4
    code, out, err = kvtrial(capsys, "rollback", "--project", project)
    assert code == 0 and "rollback verified" in out, err
    assert ledger.rollbacks()[-1]["matched"] == 1

    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    assert code == 0, err
    (info,) = ledger.runs()
    assert info.status == RunStatus.COMPLETE and info.executor == "local-subprocess"
    rows = ledger.rows(info.run_id, include_warmup=True)
    assert len(rows) == 2 + 2 * (2 + 2 * 2)  # short sample, then per cell: warm-up + 2 repeats, 2 branches
    assert all(r.status == RowStatus.OK for r in rows), [(r.cell_id, r.branch, r.error) for r in rows]
    assert rows[0].cell_id.startswith("short-") and rows[1].cell_id.startswith("short-")
    measured = [r for r in rows if not r.warmup and not r.cell_id.startswith("short-")]
    texts = {a.path: a for a in ledger.artifacts(info.run_id) if a.kind == "text"}
    for r in measured:
        for name in SECTION_10 + ("prefill_s", "decode_s", "monitor_peak_rss_bytes", "kv_bytes", "device", "integrity",
                                  "fact_grades", "cache_confirmed", "requested_cache"):
            assert getattr(r, name) is not None, (name, r.cell_id, r.branch)
        assert r.generation_s == r.prefill_s + r.decode_s and r.output_tokens <= r.output_budget
        assert r.effective_cache == r.requested_cache == r.branch and r.cache_confirmed
        # What the request added to its process, phase by phase, read in its worker (kvtrial.memory.phases)
        memory = request_memory(r.monitor_memory, r.kv_bytes)
        assert memory is not None and memory.decode is not None and r.monitor_peak_added_bytes is not None
        assert memory.kept_after_release_bytes is not None and r.monitor_memory is not None
        assert "pinned" in (r.monitor_memory.heap or "")
        # The generated text is on disk, byte for byte what the ledger hashed when the row was written.
        text = texts[r.artifact_path]
        stored = Path(r.artifact_path) if Path(r.artifact_path).is_absolute() else Path(project) / r.artifact_path
        assert text.sha256 == hashlib.sha256(stored.read_bytes()).hexdigest() and text.bytes == stored.stat().st_size
    # Alternating order, visible in the rows: repeat 0 ordinary first, repeat 1 q8_0 first.
    for cell in ("in850-out6", "in950-out6"):
        order = {rep: [r.branch for r in measured if r.cell_id == cell and r.repeat == rep] for rep in (0, 1)}
        assert order == {0: ["ordinary", "q8_0"], 1: ["q8_0", "ordinary"]}
        assert {r.order_position for r in measured if r.cell_id == cell and r.branch == "q8_0"} == {0, 1}
    # Same input for both branches of a cell; the quantized cache holds fewer bytes.
    for cell in ("in850-out6", "in950-out6"):
        cell_rows = [r for r in measured if r.cell_id == cell]
        assert len({r.extra["input_sha256"] for r in cell_rows}) == 1
        q8_bytes = [r.kv_bytes for r in cell_rows if r.branch == "q8_0"]
        assert max(q8_bytes) < min(r.kv_bytes for r in cell_rows if r.branch == "ordinary")
    assert sum(r.warmup for r in rows) == 4
    # Two worker processes, one per branch, for the whole run.
    assert len({r.extra["worker_pid"] for r in rows}) == 2

    code, out, err = kvtrial(capsys, "status", "--project", project)
    assert code == 0 and info.run_id in out and "complete" in out
    code, out, err = kvtrial(capsys, "export-csv", tmp_path / "rows.csv", "--project", project)
    assert code == 0
    exported = list(csv.DictReader((tmp_path / "rows.csv").open()))
    assert len(exported) == len(rows) and list(exported[0]) == row_field_names()
