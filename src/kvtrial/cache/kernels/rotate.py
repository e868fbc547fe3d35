"""Rows taken into or out of a stored basis (x @ B, or x @ B^T) by the C library, on the calling thread.

A decode step of a turbo-format cache rotates its query rows into the keys' basis and its output rows back out
of the values' (SmolLM2: 9 rows of 64 by a 64 x 64 basis). torch spreads a product that small across its threads,
and on a busy machine it then waits for whichever thread is descheduled; the C loop (quantize_rows.c, the one the
turbo quantizer rotates with) runs on one thread. kvtrial's attention calls it for decode steps only (a prompt
chunk's many rows gain from torch's threads). Which product ran is not counted: both compute the same product in
float32, each within the rounding bound of a D-term dot product.
"""

from __future__ import annotations

import ctypes

import torch

from kvtrial.cache.kernels.build import load_kernels


def rotate_rows(x: torch.Tensor, basis: torch.Tensor, transpose: bool = False) -> torch.Tensor | None:
    """x @ basis (x @ basis.T with `transpose`) over x's last dimension, from the C library; None where it does
    not take the call, and the caller multiplies with torch: a tensor not on CPU, not float32 or not contiguous,
    one that needs a gradient, or no kernel library (none built, or KVTRIAL_NO_KERNELS=1)."""
    d = x.shape[-1]
    if basis.shape != (d, d) or x.device.type != "cpu" or basis.device.type != "cpu":
        return None
    if x.dtype != torch.float32 or basis.dtype != torch.float32 or not (x.is_contiguous() and basis.is_contiguous()):
        return None
    if torch.is_grad_enabled() and (x.requires_grad or basis.requires_grad):
        return None
    lib = load_kernels().lib
    if lib is None:
        return None
    out = torch.empty_like(x)
    rc = lib.kvt_rotate_rows(ctypes.c_void_p(x.data_ptr()), ctypes.c_void_p(basis.data_ptr()),
                             x.numel() // d if d else 0, d, int(transpose), ctypes.c_void_p(out.data_ptr()))
    return out if rc == 0 else None
