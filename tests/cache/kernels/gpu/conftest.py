"""The Triton kernels' tests run on the GPU where there is one, else in Triton's interpreter on CPU tensors.

The interpreter must be chosen before Triton is first imported: tests/conftest.py sets
TRITON_INTERPRET=1 when there is no GPU. Without Triton (the `gpu` extra) these tests are skipped.
"""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.kernels.gpu import interpreting

pytest.importorskip("triton", reason="the `gpu` extra (Triton) is not installed")

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
if DEVICE.type == "cpu" and not interpreting():
    pytest.skip("no GPU, and TRITON_INTERPRET is off: the Triton kernels cannot run", allow_module_level=True)


@pytest.fixture
def device() -> torch.device:
    return DEVICE
