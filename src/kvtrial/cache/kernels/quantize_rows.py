"""Quantize keys or values with the C quantizers, written straight into a store's buffers."""

from __future__ import annotations

import ctypes
import functools

import torch

from kvtrial.cache.formats import CodeLayout, Fields
from kvtrial.cache.formats.lloyd_max import codebook_tensors
from kvtrial.cache.formats.rotation import rotation
from kvtrial.cache.kernels.abi import KvtQuantizer, Scheme
from kvtrial.cache.kernels.build import load_kernels


@functools.lru_cache(maxsize=32)
def _quantizer(layout: CodeLayout) -> tuple[KvtQuantizer, tuple[torch.Tensor, ...]]:
    """The C description of a layout's quantizer, and the tensors its pointers refer to (kept alive here)."""
    keep: tuple[torch.Tensor, ...] = ()
    scheme = Scheme.of(layout.scheme)
    if scheme is None:
        raise ValueError(f"no C quantizer for scheme {layout.scheme!r}")
    q = KvtQuantizer(scheme, layout.bits, layout.block, None, None, None, None, 0)
    if layout.scheme == "turbo":
        centroids, bounds = codebook_tensors(layout.bits)
        seed = layout.rotation_seed
        if seed is None:
            raise ValueError("a turbo code layout must carry its rotation seed")
        rot = rotation(layout.block, seed).float().contiguous()
        factors = torch.tensor(layout.gain_factors, dtype=torch.float32)
        keep = (rot, bounds.contiguous(), centroids.contiguous(), factors)
        q.rotation, q.bounds, q.centroids, q.factors = (t.data_ptr() for t in keep)
        q.n_factors = len(layout.gain_factors)
    return q, keep


def quantize_into(layout: CodeLayout, x: torch.Tensor, buffers: Fields, start: int) -> str | None:
    """Quantize x [B, H, T, D] into buffers [B, H, capacity, width] at token `start`; None when done,
    else why the C path cannot (the caller then quantizes with torch). CUDA tensors go to the Triton quantizer."""
    from kvtrial.cache.kernels import gpu

    if gpu.takes(x.device):
        return gpu.gpu_quantize_into(layout, x, buffers, start)
    kernels = load_kernels()
    if kernels.lib is None:
        return kernels.reason
    if Scheme.of(layout.scheme) is None:
        return f"no C quantizer for scheme {layout.scheme!r}"
    if x.device.type != "cpu":
        return f"the C quantizer runs on CPU; the tensors are on {x.device}"
    codes, scale = buffers["codes"], buffers["scale"]
    minv = buffers.get("min") if layout.has_min else None
    high = buffers.get("high") if layout.bits in (5, 6) else None
    if layout.bits in (5, 6) and high is None:
        return f"a {layout.bits}-bit code layout without its buffer of high bits (field 'high')"
    for t in (codes, scale) + tuple(t for t in (minv, high) if t is not None):
        if not t.is_contiguous():
            return "the store's buffers are not contiguous"
    b, h, n, d = x.shape
    if start + n > codes.shape[-2]:
        raise ValueError(f"{start + n} tokens exceed the buffer capacity {codes.shape[-2]}")
    rows = x.detach().to(torch.float32).contiguous()
    q, _keep = _quantizer(layout)
    rc = kernels.lib.kvt_quantize_rows(
        ctypes.byref(q), ctypes.c_void_p(rows.data_ptr()), ctypes.c_int64(b * h), ctypes.c_int64(n), d,
        ctypes.c_void_p(codes.data_ptr()), codes.shape[-1], ctypes.c_void_p(scale.data_ptr()),
        ctypes.c_void_p(minv.data_ptr()) if minv is not None else None,
        ctypes.c_int64(codes.shape[-2]), ctypes.c_int64(start), torch.get_num_threads(),
        ctypes.c_void_p(high.data_ptr()) if high is not None else None, high.shape[-1] if high is not None else 0)
    if rc != 0:
        return f"the C quantizer refused head dimension {d} with blocks of {layout.block}"
    return None
