"""GPU kernels in Triton over the same packed buffers the C kernels read (the `gpu` extra).

Attention straight from the packed codes (one decode token or a prefill chunk), and the
quantizers writing into the store on append. On CUDA tensors they run compiled; with
TRITON_INTERPRET=1 set before this package's kernels are imported, Triton's interpreter runs the
same kernels on CPU tensors (how the test suite checks them without a GPU).

Every entry point answers either its result or the reason it cannot serve the call; the caller
then takes the torch path and records the reason.
"""

from __future__ import annotations

import functools
import os
from typing import TYPE_CHECKING

import torch

from kvtrial.cache.kernels.build import DISABLE_ENV

if TYPE_CHECKING:
    from kvtrial.cache.formats import CodeLayout, Fields
    from kvtrial.cache.kernels.decode_attention import PackedSide

INTERPRET_ENV = "TRITON_INTERPRET"


@functools.lru_cache(maxsize=1)
def triton_missing() -> str | None:
    """None when Triton imports; else why not (the `gpu` extra is not installed, or it is broken)."""
    try:
        import triton
        import triton.language  # noqa: F401
    except Exception as exc:  # ImportError, or a Triton that fails to initialise on this machine
        return f"Triton is not available ({type(exc).__name__}: {exc}); install the `gpu` extra"
    return None


def interpreting() -> bool:
    """True when Triton runs kernels in its interpreter (read once, when the kernels are first imported)."""
    return os.environ.get(INTERPRET_ENV, "0").lower() in ("1", "true", "yes", "on")


def takes(device: torch.device) -> bool:
    """True when packed caches on `device` go to the Triton kernels rather than the C ones (CUDA).
    Tests patch this to send CPU tensors through Triton's interpreter."""
    return device.type == "cuda"


def device_refused(device: torch.device) -> str | None:
    """None when the Triton kernels can run on tensors of `device`; else why not."""
    if os.environ.get(DISABLE_ENV, "") not in ("", "0"):
        return f"disabled by {DISABLE_ENV}"
    why = triton_missing()
    if why:
        return why
    if device.type == "cuda":
        return None
    if device.type == "cpu" and interpreting():
        return None
    return f"the Triton kernels run on CUDA tensors (or on CPU under {INTERPRET_ENV}=1); the cache is on {device}"


def gpu_attention(
    query: torch.Tensor, keys: PackedSide, values: PackedSide, mask: torch.Tensor | None, scaling: float,
    causal: bool = False, prefix: tuple[torch.Tensor, torch.Tensor] | None = None,
    sinks: torch.Tensor | None = None,
) -> tuple[torch.Tensor | None, str | None]:
    """(output [B, Q, Hq, D], None) from the Triton kernel, or (None, why not); see
    kvtrial.cache.kernels.gpu.attention.packed_attention (imported on first use: it needs Triton)."""
    why = device_refused(query.device)
    if why:
        return None, why
    from kvtrial.cache.kernels.gpu.attention import packed_attention

    return packed_attention(query, keys, values, mask, scaling, causal=causal, prefix=prefix, sinks=sinks)


def gpu_quantize_into(layout: CodeLayout, x: torch.Tensor, buffers: Fields, start: int) -> str | None:
    """None when x is quantized into the buffers at token `start`, else why not; see
    kvtrial.cache.kernels.gpu.quantize.quantize_into (imported on first use: it needs Triton)."""
    why = device_refused(x.device)
    if why:
        return why
    from kvtrial.cache.kernels.gpu.quantize import quantize_into

    return quantize_into(layout, x, buffers, start)


__all__ = ["INTERPRET_ENV", "device_refused", "gpu_attention", "gpu_quantize_into", "interpreting", "takes", "triton_missing"]
