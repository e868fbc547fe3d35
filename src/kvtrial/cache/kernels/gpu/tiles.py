"""Decoding a tile of stored rows from the packed fields, inside a Triton kernel.

The fields are the store's own buffers (kvtrial.cache.storage): codes [B, H, capacity, bytes],
scale (and min) [B, H, capacity, blocks] in fp16. A row's value d is
    table[code_d] * scale[d // block] (+ min[d // block]),
with codes packed as kvtrial.cache.formats.packing lays them out: int8 codes that are their own values
(8 bits), two codes per byte low nibble first (4 bits), eight codes in a little-endian 24-bit
word per three bytes (3 bits); 5- and 6-bit codes split (kvtrial.cache.formats.split): the low nibbles as
4-bit codes and the high bits in their own field, packed as 1- or 2-bit codes. Each code's byte(s)
are gathered by column; the neighbouring columns of a row read the same bytes, which the cache serves.
"""

from __future__ import annotations

import triton
import triton.language as tl


@triton.jit
def decode_rows(codes_ptr, scale_ptr, min_ptr, table_ptr, high_ptr, row_codes, row_scale, row_high, row_ok,
                D: tl.constexpr, BITS: tl.constexpr, BLOCK: tl.constexpr, HAS_MIN: tl.constexpr):
    """[rows, D] float32 values of the rows whose codes start at element `row_codes` (and whose
    scales start at `row_scale`, high bits at `row_high`); rows where `row_ok` is false read nothing
    and decode to 0."""
    d = tl.arange(0, D)
    ok = row_ok[:, None]
    if BITS == 5 or BITS == 6:
        HIGH: tl.constexpr = BITS - 4
        PER: tl.constexpr = 8 // HIGH
        byte = tl.load(codes_ptr + row_codes[:, None] + (d // 2)[None, :], mask=ok, other=0).to(tl.int32)
        top = tl.load(high_ptr + row_high[:, None] + (d // PER)[None, :], mask=ok, other=0).to(tl.int32)
        code = ((byte >> ((d % 2) * 4)[None, :]) & 15) | (((top >> ((d % PER) * HIGH)[None, :]) & ((1 << HIGH) - 1)) << 4)
        val = tl.load(table_ptr + code)
    elif BITS == 8:
        code = tl.load(codes_ptr + row_codes[:, None] + d[None, :], mask=ok, other=0)
        val = code.to(tl.float32)
    elif BITS == 4:
        byte = tl.load(codes_ptr + row_codes[:, None] + (d // 2)[None, :], mask=ok, other=0).to(tl.int32)
        code = (byte >> ((d % 2) * 4)[None, :]) & 15
        val = tl.load(table_ptr + code)
    else:
        # 3 bits: code j of group g sits at bit 3j of the word in bytes 3g..3g+2; it may straddle
        # two bytes, so read the byte it starts in and the next one (clamped inside the group).
        bit = (d % 8) * 3
        first = (d // 8) * 3 + bit // 8
        second = tl.minimum(first + 1, (d // 8) * 3 + 2)
        lo = tl.load(codes_ptr + row_codes[:, None] + first[None, :], mask=ok, other=0).to(tl.int32)
        hi = tl.load(codes_ptr + row_codes[:, None] + second[None, :], mask=ok, other=0).to(tl.int32)
        code = ((lo | (hi << 8)) >> (bit % 8)[None, :]) & 7
        val = tl.load(table_ptr + code)
    col = (d // BLOCK)[None, :]
    scale = tl.load(scale_ptr + row_scale[:, None] + col, mask=ok, other=0.0).to(tl.float32)
    val = val * scale
    if HAS_MIN:
        val = val + tl.load(min_ptr + row_scale[:, None] + col, mask=ok, other=0.0).to(tl.float32)
    return val
