"""Fixtures for the protocol tests: a tiny model folder, its record, a project folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.protocol.tiny_folder import make_tiny_folder

TESTS_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def tiny_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_tiny_folder(tmp_path_factory.mktemp("tiny-model") / "tiny-llama")


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    # Digests and conversions of test models stay out of the user's cache; workers inherit the variable. The
    # pytest-xdist workers share one session folder, as a user's processes share their cache: the kernel library
    # is then built once for the session (build.py's lock), not once per worker.
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(base / "kvtrial-cache"))
    # Worker subprocesses must import this worktree's package and the tests' plugin backends.
    paths = [str(TESTS_ROOT / "src"), str(TESTS_ROOT)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(dict.fromkeys(paths)))


def tiny_record(folder: Path, **matrix) -> dict:
    from kvtrial.models import model_info
    from kvtrial.models.metadata import load_tokenizer, tokenizer_revision

    design = {"profile": "custom", "input_tokens": [850, 950], "output_budgets": [6], "repeats": 2,
              "short_sample_tokens": 800, "short_sample_budget": 4}
    design.update(matrix)
    return {
        "record_type": "experiment_design_not_library_config",
        "shared": {"model": str(folder), "model_revision": model_info(str(folder)).revision,
                   "tokenizer_revision": tokenizer_revision(load_tokenizer(str(folder))), "sample_id": "writing_case_a",
                   "batch_size": 1, "generation_settings": {"decoding": "greedy"}, "weight_precision": "float32",
                   "device": "cpu", "attn_implementation": "sdpa"},
        "ordinary": {"entry": "ordinary", "backend": "native", "cache_options": "ordinary"},
        "quantized_candidate": [{"name": "q8_0", "enabled": True, "backend": "native", "cache_options": "q8_0"}],
        "fallback_entry": "ordinary",
        "matrix": design,
    }


def write_json(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data, indent=2))
    return path
