"""Quantize keys or values on append, in Triton, straight into the store's packed buffers.

One program quantizes one block (of the format's block size) of a few rows, with the torch
quantizers' math (kvtrial/formats) operation for operation in float32: IEEE division (div_rn)
where they divide, round-half-to-even where they round, and the kernels are compiled without
multiply-add fusion, so q8_0 / q4_0 / q4_1 write the codes and scales the torch path writes, bit
for bit. turbo codes each block at the same trial scales as the torch and C writers and keeps the
trial whose least-squares gain fits best (the first of equal fits). Its rotation and sums run in
another order than torch's, so a value within a rounding error of a codebook boundary can take
the neighbouring code, and where two trials fit a block almost equally well the writers may keep
different ones (as the C quantizer does).
"""

from __future__ import annotations

import functools

import torch
import triton
import triton.language as tl

from kvtrial.cache.formats import CodeLayout, Fields, packing
from kvtrial.cache.formats.lloyd_max import codebook_tensors
from kvtrial.cache.formats.rotation import rotation
from kvtrial.cache.kernels.abi import Scheme

# The schemes this kernel writes, by the C kernels' ids (kernels/abi.py), as compile-time constants it branches on.
SCHEMES = (Scheme.Q8_0, Scheme.Q4_0, Scheme.Q4_1, Scheme.TURBO)
_Q8_0: tl.constexpr = tl.constexpr(int(Scheme.Q8_0))
_Q4_0: tl.constexpr = tl.constexpr(int(Scheme.Q4_0))
_Q4_1: tl.constexpr = tl.constexpr(int(Scheme.Q4_1))
ROWS = 16  # rows per program


@triton.jit
def _round_even(x):
    # Adding then subtracting 1.5 * 2**23 rounds a float32 below 2**22 in magnitude to the nearest integer,
    # ties to even (torch.round), in the default rounding mode; no libdevice call (the interpreter has none).
    return (x + 12582912.0) - 12582912.0


@triton.jit
def _pack_store(codes_ptr, dst_codes, code, row_ok, BLOCK: tl.constexpr, BITS: tl.constexpr, ROWS: tl.constexpr,
                GROUP_CODES: tl.constexpr, GROUP_BYTES: tl.constexpr):
    """Store [ROWS, BLOCK] integer codes packed as kvtrial.cache.formats.packing does (groups of GROUP_CODES
    codes in GROUP_BYTES bytes), at byte `dst_codes` of each row."""
    if BITS == 8:
        col = tl.arange(0, BLOCK)
        tl.store(codes_ptr + dst_codes[:, None] + col[None, :], code.to(tl.int8), mask=row_ok[:, None])
    else:
        shift = tl.arange(0, GROUP_CODES) * BITS
        # the codes of a group occupy disjoint bits, so their sum is their OR: one little-endian word
        word = tl.sum(tl.reshape(code, [ROWS, BLOCK // GROUP_CODES, GROUP_CODES]) << shift[None, None, :], axis=2)
        gcol = tl.arange(0, BLOCK // GROUP_CODES) * GROUP_BYTES
        for j in tl.static_range(GROUP_BYTES):
            byte = ((word >> (8 * j)) & 255).to(tl.uint8)
            tl.store(codes_ptr + dst_codes[:, None] + (gcol + j)[None, :], byte, mask=row_ok[:, None])


@triton.jit
def _quantize_kernel(
    x_ptr, codes_ptr, scale_ptr, min_ptr, rot_ptr, bounds_ptr, centroids_ptr, factors_ptr,
    n_rows, T, D, code_bytes, head_rows, start, root_block, n_factors,
    SCHEME: tl.constexpr, BITS: tl.constexpr, BLOCK: tl.constexpr, LEVELS: tl.constexpr, ROWS: tl.constexpr,
    GROUP_CODES: tl.constexpr, GROUP_BYTES: tl.constexpr,
):
    r = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    j = tl.program_id(1)  # block along the head dimension
    row_ok = r < n_rows
    r64 = r.to(tl.int64)
    col = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r64[:, None] * D + (j * BLOCK + col)[None, :], mask=row_ok[:, None], other=0.0)
    # row r = (batch * heads + head) * T + token goes to buffer row (batch * heads + head) * capacity + start + token
    dst = (r64 // T) * head_rows + start + r64 % T
    n_blocks = D // BLOCK
    dst_scale = dst * n_blocks + j
    dst_codes = dst * code_bytes + j * (BLOCK * BITS // 8)
    one = tl.full([ROWS], 1.0, tl.float32)
    if SCHEME == _Q8_0:  # d = amax / 127, code = round(x / d)
        amax = tl.max(tl.abs(x), axis=1)
        s16 = tl.div_rn(amax, tl.full([ROWS], 127.0, tl.float32)).to(tl.float16)
        s = s16.to(tl.float32)
        inv = tl.where(s == 0, 0.0, tl.div_rn(one, tl.where(s == 0, 1.0, s)))
        code = tl.minimum(tl.maximum(_round_even(x * inv[:, None]), -127.0), 127.0).to(tl.int32)
    elif SCHEME == _Q4_0:  # d = (first value of largest magnitude) / -8, code = floor(x / d + 8.5)
        mag = tl.abs(x)
        amax = tl.max(mag, axis=1)
        first = tl.min(tl.where(mag == amax[:, None], col[None, :], BLOCK), axis=1)
        extreme = tl.sum(tl.where(col[None, :] == first[:, None], x, 0.0), axis=1)
        s16 = tl.div_rn(extreme, tl.full([ROWS], -8.0, tl.float32)).to(tl.float16)
        s = s16.to(tl.float32)
        inv = tl.where(s == 0, 0.0, tl.div_rn(one, tl.where(s == 0, 1.0, s)))
        code = tl.minimum(tl.maximum(tl.floor(x * inv[:, None] + 8.5), 0.0), 15.0).to(tl.int32)
    elif SCHEME == _Q4_1:  # min m, d = (max - m) / 15, code = round((x - m) / d)
        lo16 = tl.min(x, axis=1).to(tl.float16)
        lo = lo16.to(tl.float32)
        s16 = tl.div_rn(tl.max(x, axis=1) - lo, tl.full([ROWS], 15.0, tl.float32)).to(tl.float16)
        s = s16.to(tl.float32)
        inv = tl.where(s == 0, 0.0, tl.div_rn(one, tl.where(s == 0, 1.0, s)))
        code = tl.minimum(tl.maximum(_round_even((x - lo[:, None]) * inv[:, None]), 0.0), 15.0).to(tl.int32)
        tl.store(min_ptr + dst_scale, lo16, mask=row_ok)
    else:  # turbo: rotate, then code at each trial scale and keep the best least-squares fit
        rot_m = tl.load(rot_ptr + col[:, None] * BLOCK + col[None, :])
        rot = tl.dot(x, rot_m, input_precision="ieee")
        norm = tl.sqrt_rn(tl.sum(rot * rot, axis=1))
        # torch writes sqrt(n) / norm as reciprocal(norm) * sqrt(n) (Tensor.__rtruediv__)
        inv_norm = tl.div_rn(one, tl.where(norm == 0, 1.0, norm))
        norm_to_unit = inv_norm * root_block
        code = tl.zeros([ROWS, BLOCK], tl.int32)
        gain = tl.zeros([ROWS], tl.float32)
        best = tl.zeros([ROWS], tl.float32)
        for t in range(n_factors):
            to_unit = tl.div_rn(norm_to_unit, tl.zeros([ROWS], tl.float32) + tl.load(factors_ptr + t))
            unit = rot * to_unit[:, None]
            trial = tl.zeros([ROWS, BLOCK], tl.int32)
            for k in tl.static_range(LEVELS - 1):  # the number of boundaries below the value
                trial += (unit > tl.load(bounds_ptr + k)).to(tl.int32)
            word = tl.load(centroids_ptr + trial)
            dot = tl.sum(rot * word, axis=1)
            trial_gain = tl.div_rn(dot, tl.sum(word * word, axis=1))
            fit = dot * trial_gain  # the fit's error is |rot|^2 - fit: the largest fit wins
            better = (fit > best) | (t == 0)  # strict: the first of equal trials wins, as in torch and C
            code = tl.where(better[:, None], trial, code)
            gain = tl.where(better, trial_gain, gain)
            best = tl.where(better, fit, best)
        s16 = gain.to(tl.float16)
    tl.store(scale_ptr + dst_scale, s16, mask=row_ok)
    _pack_store(codes_ptr, dst_codes, code, row_ok, BLOCK, BITS, ROWS, GROUP_CODES, GROUP_BYTES)


@functools.lru_cache(maxsize=32)
def _turbo_tables(
    bits: int, block: int, seed: int, factors: tuple[float, ...], device: torch.device
) -> tuple[torch.Tensor, ...]:
    """The rotation, codebook boundaries and values, and trial scales (float32, as torch divides by them)."""
    centroids, bounds = codebook_tensors(bits, device)
    trials = torch.tensor(factors, dtype=torch.float32, device=device)
    return rotation(block, seed, device).float().contiguous(), bounds.contiguous(), centroids.contiguous(), trials


def quantize_into(layout: CodeLayout, x: torch.Tensor, buffers: Fields, start: int) -> str | None:
    """Quantize x [B, H, T, D] into buffers [B, H, capacity, width] at token `start`; None when done,
    else why the Triton path cannot (the caller then quantizes with torch)."""
    scheme = Scheme.of(layout.scheme)
    if scheme is None or scheme not in SCHEMES:
        return f"no Triton quantizer for scheme {layout.scheme!r}"
    if layout.bits not in (8, 4, 3):
        return f"the Triton quantizer writes 8-, 4- and 3-bit codes, not {layout.bits}-bit ones (stored split)"
    codes, scale = buffers["codes"], buffers["scale"]
    minv = buffers.get("min") if layout.has_min else None
    for t in (codes, scale) + ((minv,) if minv is not None else ()):
        if not t.is_contiguous():
            return "the store's buffers are not contiguous"
        if t.device != x.device:
            return f"the store is on {t.device} and the new tokens on {x.device}"
    b, h, n, d = x.shape
    if d % layout.block or layout.block & (layout.block - 1) or layout.block < 16:
        return f"the Triton quantizer needs blocks of a power of two >= 16 dividing head dimension {d}"
    if start + n > codes.shape[-2]:
        raise ValueError(f"{start + n} tokens exceed the buffer capacity {codes.shape[-2]}")
    rows = x.detach().to(torch.float32).contiguous()
    if layout.scheme == "turbo":
        if layout.rotation_seed is None or not layout.gain_factors:
            raise ValueError("a turbo code layout must carry its rotation seed and trial scales")
        rot, bounds, centroids, factors = _turbo_tables(
            layout.bits, layout.block, layout.rotation_seed, layout.gain_factors, x.device)
    else:
        rot = bounds = centroids = factors = rows  # unused by the other schemes
    n_rows = b * h * n
    group_codes, group_bytes = packing.group_shape(layout.bits)
    _quantize_kernel[(triton.cdiv(n_rows, ROWS), d // layout.block)](
        rows, codes, scale, minv if minv is not None else scale, rot, bounds, centroids, factors,
        n_rows, n, d, codes.shape[-1], codes.shape[-2], start, float(layout.block**0.5), len(layout.gain_factors),
        SCHEME=int(scheme), BITS=layout.bits, BLOCK=layout.block, LEVELS=1 << layout.bits, ROWS=ROWS,
        GROUP_CODES=group_codes, GROUP_BYTES=group_bytes,
        enable_fp_fusion=False,  # one rounding per operation, as torch's separate kernels
    )
    return None
