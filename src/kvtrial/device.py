"""Which torch device a command runs on, and the weight precision that suits it.

One check (`check_device`) for every command and the record's `shared.device`: the spelling
(`cpu`, `cuda`, `cuda:N`) and whether this machine has that device, in one message that names
what is available. The default weight precision follows the device (`default_dtype`): float32 on
the CPU (the project's CPU figures), bfloat16 on a CUDA device that computes it natively, float16
on an older one; an explicit precision always wins (`resolve_dtype`). What a model really runs on
is read back from its parameters (`model_device`), never taken from the request.
"""

from __future__ import annotations

import re
from typing import Any

import torch

from kvtrial.errors import KvtrialError

DEVICE_FORMS = "cpu, cuda or cuda:N"
DTYPE_NAMES = ("float32", "float16", "bfloat16")
_DEVICE = re.compile(r"cpu|cuda(?::(\d+))?")
# bf16 arithmetic in hardware from compute capability 8.0 (Ampere); before it torch emulates it slowly
_BF16_CAPABILITY = (8, 0)


def cuda_count() -> int:
    """CUDA devices torch can use here (0 without a CUDA build or without a visible device)."""
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


def available_devices() -> str:
    """The devices this machine offers, for error messages: `cpu, cuda:0 (NVIDIA H200)` or why only cpu."""
    count = cuda_count()
    if count:
        return "cpu, " + ", ".join(f"cuda:{i} ({torch.cuda.get_device_name(i)})" for i in range(count))
    why = ("this torch is a CPU-only build" if torch.version.cuda is None
           else f"torch (CUDA {torch.version.cuda}) sees no CUDA device")
    return f"cpu only ({why})"


def check_device(name: str) -> str:
    """The canonical device name (`cpu`, `cuda:N`) for `name`; one error naming the device and what
    this machine has when it is misspelt, CUDA is absent or the index is out of range."""
    text = str(name).strip().lower()
    match = _DEVICE.fullmatch(text)
    if match is None:
        raise KvtrialError(f"device {name!r} is not {DEVICE_FORMS} (available here: {available_devices()})")
    if text == "cpu":
        return "cpu"
    count = cuda_count()
    # a bare `cuda` is torch's current device, as torch.device("cuda") means
    index = int(match.group(1)) if match.group(1) is not None else (torch.cuda.current_device() if count else 0)
    if index >= count:
        raise KvtrialError(f"device {name!r} is not on this machine (available here: {available_devices()})")
    return f"cuda:{index}"


def default_dtype(device: str) -> str:
    """float32 on the CPU; on CUDA bfloat16 where the device computes it natively, else float16."""
    dev = torch.device(device)
    if dev.type != "cuda":
        return "float32"
    index = dev.index if dev.index is not None else torch.cuda.current_device()
    return "bfloat16" if torch.cuda.get_device_capability(index) >= _BF16_CAPABILITY else "float16"


def resolve_dtype(device: str, dtype: str | None) -> str:
    """The weight precision to load with: `dtype` when given (checked), else the device's default."""
    if dtype is None:
        return default_dtype(device)
    if dtype not in DTYPE_NAMES:
        raise KvtrialError(f"weight precision {dtype!r} is not one of {', '.join(DTYPE_NAMES)}")
    return dtype


def model_device(model: Any) -> str:
    """The device the model's weights are on, read from its parameters (`cuda:0`, `cpu`)."""
    first = next(iter(model.parameters()), None)
    return str(first.device) if first is not None else str(getattr(model, "device", "cpu"))
