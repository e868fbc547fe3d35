"""Device selection: one check naming what is available, dtype defaults per device, the read-back."""

from __future__ import annotations

import pytest
import torch

from kvtrial.device import check_device, default_dtype, model_device, resolve_dtype
from kvtrial.errors import KvtrialError


@pytest.fixture
def two_gpus(monkeypatch):
    """Pretend torch sees two CUDA devices (names and capabilities below); nothing is allocated."""
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 1)
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda i=None: f"Fake GPU {i}")
    capabilities = {0: (9, 0), 1: (7, 5)}  # a Hopper and a Turing card
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda i=None: capabilities[i])


@pytest.fixture
def no_gpu(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)


def test_cpu_spellings(no_gpu):
    assert check_device("cpu") == check_device(" CPU ") == "cpu"


@pytest.mark.parametrize("name", ["cuda", "cuda:0", "cuda:1"])
def test_cuda_without_a_gpu_is_one_error_naming_the_device_and_what_exists(no_gpu, name):
    with pytest.raises(KvtrialError) as err:
        check_device(name)
    message = str(err.value)
    assert repr(name) in message and "not on this machine" in message and "cpu only" in message


def test_misspelt_device_names_the_allowed_forms(no_gpu):
    with pytest.raises(KvtrialError, match=r"'gpu0' is not cpu, cuda or cuda:N \(available here: cpu only"):
        check_device("gpu0")


def test_cuda_index_checked_against_the_devices_torch_sees(two_gpus):
    assert check_device("cuda:0") == "cuda:0"
    assert check_device("cuda") == "cuda:1"  # torch's current device, as torch.device("cuda") means
    with pytest.raises(KvtrialError) as err:
        check_device("cuda:2")
    assert "'cuda:2' is not on this machine" in str(err.value)
    assert "cuda:0 (Fake GPU 0), cuda:1 (Fake GPU 1)" in str(err.value)


def test_dtype_defaults_follow_the_device(two_gpus):
    assert default_dtype("cpu") == "float32"
    assert default_dtype("cuda:0") == "bfloat16"  # compute capability 9.0 has bf16 in hardware
    assert default_dtype("cuda:1") == "float16"  # 7.5 does not
    assert default_dtype("cuda") == "float16"  # the current device (1)
    assert resolve_dtype("cuda:0", None) == "bfloat16"
    assert resolve_dtype("cuda:0", "float32") == "float32"  # an explicit precision wins
    assert resolve_dtype("cpu", "bfloat16") == "bfloat16"
    with pytest.raises(KvtrialError, match="weight precision 'fp16' is not one of float32, float16, bfloat16"):
        resolve_dtype("cpu", "fp16")


def test_model_device_reads_the_parameters(tiny_model):
    assert model_device(tiny_model) == "cpu"
    assert model_device(torch.nn.Identity()) == "cpu"  # no parameters: the module's own claim, else cpu
