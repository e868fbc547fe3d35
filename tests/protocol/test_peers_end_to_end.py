"""Quantize or evict, in one trial: a tiny-turboquant candidate and a kvpress candidate beside the ordinary
cache, through admission, the run's rows, the report and the gate, on the tiny model in worker processes.
Each states its decode path and its memory semantics."""

from __future__ import annotations

import json
from pathlib import Path

from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.records.row import AdmissionStatus, RowStatus
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import tiny_record, write_json

CANDIDATES = {"tiny-safe": ("tiny-turboquant", "tiny-safe"), "tova": ("kvpress", "tova:ratio=0.5")}
CPU_SEMANTICS = "CPU: peak_allocated = bytes of the cache's stored keys/values"


def test_a_quantizing_and_an_evicting_peer_run_end_to_end(tiny_folder: Path, tmp_path: Path, capsys,
                                                          monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    data = tiny_record(tiny_folder, input_tokens=[850], repeats=1)
    data["quantized_candidate"] = [{"name": name, "enabled": True, "backend": backend, "cache_options": setting}
                                   for name, (backend, setting) in CANDIDATES.items()]
    record, project = write_json(tmp_path / "record.json", data), tmp_path / "project"
    thresholds = tmp_path / "thresholds.toml"
    thresholds.write_text(f'[scope]\nmodel = "{tiny_folder}"\n\n[performance]\ntarget_cells = ["in850-out6"]\n'
                          'min_repeats = 1\n\n[quality]\nmax_fact_errors = 1000\n')

    code, out, err = kvtrial(capsys, "admit", record, "--project", project)
    assert code == 0, err
    ledger = Ledger.open(project)
    admitted = {e.setting: e for e in ledger.admission_rows()}
    assert {s: e.status for s, e in admitted.items()} == {"ordinary": AdmissionStatus.TRIAL_ALLOWED,
                                                          "tiny-safe": AdmissionStatus.TRIAL_ALLOWED,
                                                          "tova:ratio=0.5": AdmissionStatus.TRIAL_ALLOWED}
    tiny, tova = admitted["tiny-safe"].evidence, admitted["tova:ratio=0.5"].evidence
    assert tiny.effective_cache == "tiny-safe" and tiny.cache_confirmed is True
    assert tiny.dependency_versions["tiny-turboquant"] == "0.18.0"
    # the decode path: every attention call of the probe rebuilt floats from the codes in torch
    path = tiny.raw["decode_path"]
    assert path["path"] == "torch" and "rebuilds the layer's float keys" in " ".join(path["reasons"])
    assert tiny.cache_report is not None and tiny.cache_report.raw["memory"].startswith("measured")
    assert tova.effective_cache == "tova:ratio=0.5" and tova.cache_confirmed is True
    assert tova.dependency_versions["kvpress"] == "0.5.5" and tova.decode_path is None
    assert tova.cache_report is not None and "model's own attention" in tova.cache_report.raw["decode_statement"]

    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress", "--thresholds", thresholds)
    assert code == 0, err
    (info,) = ledger.runs()
    assert info.status == RunStatus.COMPLETE
    rows = [r for r in ledger.rows(info.run_id) if r.cell_id == "in850-out6"]
    assert {r.branch for r in rows} == {"ordinary", *CANDIDATES} and all(r.status == RowStatus.OK for r in rows), \
        [(r.branch, r.error) for r in rows]
    by_branch = {r.branch: r for r in rows}
    for name, (_, setting) in CANDIDATES.items():
        r = by_branch[name]
        assert r.effective_cache == r.requested_cache == setting and r.cache_confirmed
        # neither keeps a dense float copy: the row's memory figures are the cache's measured bytes
        assert r.memory_semantics.startswith(CPU_SEMANTICS) and r.peak_allocated_bytes == r.kv_bytes
        assert r.kv_bytes < by_branch["ordinary"].kv_bytes
    tova_row = by_branch["tova"]
    fed = tova_row.input_tokens + tova_row.output_tokens - 1  # the last token generated is not fed back
    assert tova_row.cache_report is not None
    kept = tova_row.cache_report.raw["seen_and_held"]  # the peer's own read-back, kept in its document
    assert len(kept) == 2 and all(seen == fed and held == int(seen * 0.5) for seen, held in kept)
    tiny_report = by_branch["tiny-safe"].cache_report
    assert tiny_report is not None and tiny_report.decode is not None and tiny_report.decode.path == "torch"

    code, out, err = kvtrial(capsys, "report", info.run_id, "--project", project, "--out", tmp_path / "r")
    assert code == 0, err
    md = (tmp_path / "r" / "report.md").read_text()
    assert "| in850-out6 | tiny-safe | ordinary |" in md and "| in850-out6 | tova | ordinary |" in md

    code, out, err = kvtrial(capsys, "gate", info.run_id, "--project", project, "--thresholds", thresholds,
                             "--json", tmp_path / "gate.json")
    assert code in (0, 1) and "Traceback" not in err, err
    gate = json.loads((tmp_path / "gate.json").read_text())
    assert set(gate["candidates"]) == set(CANDIDATES)
