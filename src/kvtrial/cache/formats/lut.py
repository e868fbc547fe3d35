"""Decode bit-packed codes straight to values with one table gather per group of codes.

Unpacking codes with per-code shifts and masks, then gathering each code's value, costs several
passes over the cache on every decode step (uint8 ops are poorly vectorized on CPU). Instead a
key of whole bytes indexes a table whose row holds the values of every code in that key: a byte
for 1-, 2- and 4-bit codes (8, 4 or 2 values), 12 bits for 3-bit codes (4 values; three bytes
hold two keys). The row is reinterpreted as one wide scalar (int16..complex128), so the gather is
a single 1-D `index_select` that copies bits; no arithmetic touches the values, so the result is
bit-identical to unpacking and indexing the value table.
"""

from __future__ import annotations

import functools

import torch

from kvtrial.cache.formats import packing

# Row width in bytes -> a scalar type of that width, so a row is gathered as one element.
_WIDE = {2: torch.int16, 4: torch.int32, 8: torch.int64, 16: torch.complex128}


def key_bits(bits: int) -> int | None:
    """Bits per table key for `bits`-bit codes, None when there is no table layout for them."""
    return {1: 8, 2: 8, 4: 8, 3: 12}.get(bits)


@functools.lru_cache(maxsize=64)
def key_table(values: tuple[float, ...], bits: int, dtype: torch.dtype, device: str) -> torch.Tensor:
    """[2**key_bits, codes per key] values of every code in every key, in `dtype` (cached: pure)."""
    kbits = key_bits(bits)
    assert kbits is not None, f"no table layout for {bits}-bit codes"  # callers check key_bits first
    per_key = kbits // bits
    table = torch.tensor(values, dtype=torch.float64).to(dtype)
    keys = torch.arange(1 << kbits)
    codes = torch.stack([(keys >> (bits * j)) & ((1 << bits) - 1) for j in range(per_key)], dim=-1)
    rows = table[codes].contiguous()
    wide = _WIDE.get(per_key * rows.element_size())
    return (rows.view(wide).reshape(-1) if wide is not None else rows).to(device)


@functools.lru_cache(maxsize=16)
def split_pair_table(values: tuple[float, ...], bits: int) -> torch.Tensor:
    """5- and 6-bit codes stored split (formats.split), for the portable decode kernel: float32 [2**(8 + 2h), 2]
    (h = bits - 4 high bits per value), flat. Key = a byte of two low nibbles | the two values' high bits << 8
    (the first value's lowest, as the high plane holds them); its row = the two codes' values, first value first."""
    h = bits - 4
    table = torch.tensor(list(values) + [0.0] * ((1 << bits) - len(values)), dtype=torch.float32)
    keys = torch.arange(1 << (8 + 2 * h))
    byte, high = keys & 255, keys >> 8
    first = (byte & 15) | ((high & ((1 << h) - 1)) << 4)
    second = (byte >> 4) | ((high >> h) << 4)
    return table[torch.stack([first, second], dim=-1)].contiguous().view(-1)


def _keys(packed: torch.Tensor, bits: int) -> torch.Tensor:
    """Flat int32 table keys, in code order."""
    if key_bits(bits) == 8:
        return packed.reshape(-1).to(torch.int32)
    # 3-bit: each 3-byte group is a little-endian 24-bit word = two 12-bit keys of four codes. The word is
    # built in float32 with one matrix-vector product (integers below 2**24 are exact in float32, so every
    # partial sum is exact), which beats int32 shifts and ORs on strided columns.
    group = packed.reshape(-1, 3).to(torch.float32)
    word = group @ torch.tensor([1.0, 256.0, 65536.0], device=packed.device)
    keys = torch.empty(word.shape[0], 2, device=packed.device)
    high = torch.floor(word * (1 / 4096), out=keys[:, 1])
    torch.sub(word, high, alpha=4096, out=keys[:, 0])
    return keys.view(-1).to(torch.int32)


def decode(
    packed: torch.Tensor, bits: int, values: tuple[float, ...], n: int, dtype: torch.dtype, out: torch.Tensor | None = None
) -> torch.Tensor:
    """packed [..., bytes] -> [..., n] with values[code] per code, in `dtype` (into `out` when given).

    Equal to `values[packing.unpack(packed, bits, n)]` bit for bit.
    """
    shape = (*packed.shape[:-1], n)
    if key_bits(bits) is None:
        codes = packing.unpack(packed, bits, n).to(torch.int32)
        words = torch.tensor(values, dtype=torch.float64).to(dtype=dtype, device=packed.device)
        result = words.index_select(0, codes.reshape(-1)).view(shape)
        return result if out is None else out.copy_(result)
    if packed.shape[-1] != packing.packed_size(n, bits):
        raise ValueError(f"{packed.shape[-1]} bytes cannot hold exactly {n} codes of {bits} bits")
    table = key_table(tuple(values), bits, dtype, str(packed.device))
    keys = _keys(packed, bits)
    target = out if out is not None and out.is_contiguous() else torch.empty(shape, dtype=dtype, device=packed.device)
    flat = target.view(-1)
    if table.dim() == 1:
        torch.index_select(table, 0, keys, out=flat.view(table.dtype))
    else:
        torch.index_select(table, 0, keys, out=flat.view(-1, table.shape[-1]))
    if out is not None and target is not out:
        out.copy_(target)
        return out
    return target
