"""Bit packing of small integer codes into bytes, separate from any quantization math.

Codes of `bits` bits are packed along the last dimension without waste: a group of
lcm(bits, 8) / bits codes fills lcm(bits, 8) / 8 bytes exactly (two 4-bit codes per byte,
eight 3-bit codes in three bytes). Code i of a group sits at bit offset bits * i,
little-endian across the group's bytes.
"""

from __future__ import annotations

import math

import torch


def group_shape(bits: int) -> tuple[int, int]:
    """(codes per group, bytes per group) for a code width of 1..8 bits."""
    if not 1 <= bits <= 8:
        raise ValueError(f"code width must be 1..8 bits, got {bits}")
    span = math.lcm(bits, 8)
    return span // bits, span // 8


def packed_size(n_codes: int, bits: int) -> int:
    """Bytes needed for n_codes codes; n_codes must fill whole groups."""
    codes, nbytes = group_shape(bits)
    if n_codes % codes:
        raise ValueError(f"{n_codes} codes of {bits} bits do not fill whole groups of {codes}")
    return n_codes // codes * nbytes


def pack(codes: torch.Tensor, bits: int) -> torch.Tensor:
    """Pack integer codes in [0, 2**bits) along the last dim into uint8."""
    n_codes, n_bytes = group_shape(bits)
    if bits == 8:
        return codes.to(torch.uint8)
    *lead, n = codes.shape
    size = packed_size(n, bits)
    grouped = codes.reshape(*lead, n // n_codes, n_codes)
    if n_bytes == 1:
        # Fast path for 1/2/4 bits: shifts stay inside one byte; one OR per code position (a sum over a
        # short last dimension, or a broadcast uint8 shift, is slow on CPU).
        byte = grouped[..., 0].to(torch.uint8)
        for i in range(1, n_codes):
            byte = byte | (grouped[..., i].to(torch.uint8) << (bits * i))
        return byte.reshape(*lead, size)
    # Otherwise build each group's little-endian word (int32 holds the 24 bits of 3- and 6-bit groups), then bytes.
    wide = torch.int32 if n_bytes <= 3 else torch.int64
    word = grouped[..., 0].to(wide)
    for i in range(1, n_codes):
        word = word | (grouped[..., i].to(wide) << (bits * i))
    return torch.stack([(word >> (8 * j)) & 0xFF for j in range(n_bytes)], dim=-1).to(torch.uint8).reshape(*lead, size)


def unpack(packed: torch.Tensor, bits: int, n: int) -> torch.Tensor:
    """Inverse of `pack`: uint8 bytes along the last dim back to n uint8 codes."""
    n_codes, n_bytes = group_shape(bits)
    if bits == 8:
        return packed
    *lead, size = packed.shape
    if size != packed_size(n, bits):
        raise ValueError(f"{size} bytes cannot hold exactly {n} codes of {bits} bits")
    mask = (1 << bits) - 1
    if n_bytes == 1:
        # One op per code position beats a broadcast shift on CPU (uint8 broadcasts are not vectorized).
        parts = [packed & mask if s == 0 else (packed >> s) & mask for s in range(0, 8, bits)]
        return torch.stack(parts, dim=-1).reshape(*lead, n)
    grouped = packed.reshape(*lead, size // n_bytes, n_bytes).to(torch.int64)
    byte_shifts = torch.arange(0, 8 * n_bytes, 8, dtype=torch.int64, device=packed.device)
    word = (grouped << byte_shifts).sum(-1, keepdim=True)
    shifts = torch.arange(0, bits * n_codes, bits, dtype=torch.int64, device=packed.device)
    return ((word >> shifts) & mask).to(torch.uint8).reshape(*lead, n)
