"""init → admit → baseline → run on tiny random models of a hybrid family (qwen3_5_moe: linear
attention with a full-attention layer every 4th) and a sliding family (gemma3), each given as a
local Hugging Face folder: every row ok, the cache confirmed, the evidence complete."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.records.row import AdmissionStatus, RowStatus
from tests.family_folders import save_family_folder
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.tiny_folder import CONTEXT, VOCAB, make_tokenizer

MATRIX = {"profile": "custom", "input_tokens": [660], "output_budgets": [4], "repeats": 1,
          "short_sample_tokens": 620, "short_sample_budget": 3}


@pytest.fixture(scope="module")
def tokenizer():
    return make_tokenizer()


@pytest.mark.parametrize("name", ["qwen3_5_moe", "gemma3"])
def test_a_hybrid_or_sliding_folder_runs_end_to_end(name, tokenizer, tmp_path: Path, capsys) -> None:
    folder = save_family_folder(name, tmp_path / name, tokenizer, vocab_size=VOCAB,
                                max_position_embeddings=CONTEXT)
    record, project = tmp_path / "record.yaml", tmp_path / "project"
    code, out, err = kvtrial(capsys, "init", record, "--model", folder, "--candidate", "q8_0")
    assert code == 0, err
    data = yaml.safe_load(record.read_text())
    data["matrix"] = MATRIX
    record.write_text(yaml.safe_dump(data))

    code, out, err = kvtrial(capsys, "admit", record, "--project", project)
    assert code == 0, err
    ledger = Ledger.open(project)
    assert {(e.setting, e.status) for e in ledger.admission_rows()} == {("ordinary", AdmissionStatus.TRIAL_ALLOWED),
                                                                       ("q8_0", AdmissionStatus.TRIAL_ALLOWED)}
    q8 = next(e for e in ledger.admission_rows() if e.setting == "q8_0")
    assert q8.evidence.effective_cache == "q8_0" and q8.evidence.cache_confirmed is True

    code, out, err = kvtrial(capsys, "baseline", record, "--project", project)
    assert code == 0, err
    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    assert code == 0, err
    (info,) = ledger.runs()
    assert info.status == RunStatus.COMPLETE
    rows = ledger.rows(info.run_id, include_warmup=True)
    assert rows and all(r.status == RowStatus.OK for r in rows), [(r.cell_id, r.branch, r.error) for r in rows]
    measured = [r for r in rows if not r.warmup and not r.cell_id.startswith("short-")]
    assert {r.branch for r in measured} == {"ordinary", "q8_0"}
    for r in measured:
        assert r.cache_confirmed and r.effective_cache == r.requested_cache == r.branch
        assert r.kv_bytes and r.integrity and r.fact_grades is not None and r.artifact_path
    by_branch = {r.branch: r for r in measured}
    assert by_branch["q8_0"].kv_bytes < by_branch["ordinary"].kv_bytes


def test_a_layer_type_the_cache_does_not_serve_is_one_clear_error(tokenizer, tmp_path: Path, capsys) -> None:
    import json

    folder = save_family_folder("gemma3", tmp_path / "odd", tokenizer, vocab_size=VOCAB,
                                max_position_embeddings=CONTEXT)
    config = json.loads((folder / "config.json").read_text())
    config["layer_types"][1] = "hybrid_sliding"  # a type transformers knows and kvtrial does not serve
    (folder / "config.json").write_text(json.dumps(config))
    record, project = tmp_path / "record.yaml", tmp_path / "project"
    # Refused as soon as the model is read (init reads its revision and config): nothing written.
    code, out, err = kvtrial(capsys, "init", record, "--model", folder, "--candidate", "q8_0")
    assert code == 2 and "Traceback" not in err
    assert "hybrid_sliding' layers, which kvtrial caches do not serve" in err and "served layer types" in err
    assert not record.exists() and not project.exists()
