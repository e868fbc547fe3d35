"""A record placed on a device: the override, the one device check, the weight precision default."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from kvtrial.errors import KvtrialError
from kvtrial.protocol.record import parse_record
from kvtrial.protocol.resolve import place_record
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import tiny_record, write_json


def _record(**shared):
    data = {"record_type": "experiment_design_not_library_config",
            "shared": {"model": "m", "model_revision": "r", "tokenizer_revision": "t", "sample_id": "s", **shared},
            "ordinary": {"entry": "ordinary", "backend": "native", "cache_options": "ordinary"},
            "quantized_candidate": [{"name": "q8_0", "backend": "native", "cache_options": "q8_0"}],
            "fallback_entry": "ordinary", "matrix": {"profile": "quick"}}
    return parse_record(data)


@pytest.fixture
def hopper(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda i=None: (9, 0))


def test_cpu_record_keeps_float32():
    shared = place_record(_record()).shared
    assert (shared.device, shared.weight_precision) == ("cpu", "float32")


def test_cuda_default_precision_and_explicit_precision_wins(hopper):
    placed = place_record(_record(device="cuda"))
    assert (placed.shared.device, placed.shared.weight_precision) == ("cuda:0", "bfloat16")
    # what is stored names what ran, so a resume from the stored form resolves to the same thing
    again = place_record(parse_record(placed.to_dict()))
    assert (again.shared.device, again.shared.weight_precision) == ("cuda:0", "bfloat16")
    explicit = place_record(_record(device="cuda:0", weight_precision="float16")).shared
    assert explicit.weight_precision == "float16"
    override = place_record(_record(), device="cuda:0").shared  # --device replaces shared.device
    assert (override.device, override.weight_precision) == ("cuda:0", "bfloat16")


def test_device_not_on_this_machine_is_one_error(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    with pytest.raises(KvtrialError, match=r"device 'cuda:0' is not on this machine \(available here: cpu only"):
        place_record(_record(device="cuda:0"))
    with pytest.raises(KvtrialError, match="device 'cuda:3' is not on this machine"):
        place_record(_record(), device="cuda:3")


def test_admit_and_run_refuse_a_missing_gpu_before_any_row(tiny_folder: Path, tmp_path: Path, capsys, monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder))
    project = tmp_path / "project"
    for command in ("admit", "run"):
        code, _, err = kvtrial(capsys, command, record, "--project", project, "--device", "cuda:0")
        assert code != 0 and "device 'cuda:0' is not on this machine" in err, err
    code, _, err = kvtrial(capsys, "run", "--resume", "x", "--project", project, "--device", "cpu")
    assert code != 0 and "--device cannot change the device of a run being resumed" in err
