"""5- and 6-bit codes stored split: their low 4 bits packed two per byte, their high bits in a plane.

A code q of 5 or 6 bits is kept as q & 15 in the "codes" field (packed as 4-bit codes) and q >> 4 in the
"high" field (packed as 1- or 2-bit codes, `packing`'s layout: value i's bits at offset (bits - 4) * i).
This is llama.cpp's q5_0 / q5_1 layout (the 32-bit `qh` of a block is the high plane's 4 bytes), and it
lets the compiled kernels reuse their 4-bit path and add the high bits with a shift.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats import packing
from kvtrial.cache.formats.base import FieldLayout, Fields

SPLIT_BITS = (5, 6)


def layout(head_dim: int, bits: int) -> list[FieldLayout]:
    """The two code fields of `bits`-bit codes at this head dimension."""
    return [
        FieldLayout("codes", torch.uint8, packing.packed_size(head_dim, 4)),
        FieldLayout("high", torch.uint8, packing.packed_size(head_dim, bits - 4)),
    ]


def split(q: torch.Tensor, bits: int) -> Fields:
    """Integer codes in [0, 2**bits) along the last dim -> the "codes" and "high" fields."""
    q = q.to(torch.uint8)
    return {"codes": packing.pack(q & 15, 4), "high": packing.pack(q >> 4, bits - 4)}


def join(fields: Fields, bits: int) -> torch.Tensor:
    """The codes back as uint8 [..., n], from the "codes" and "high" fields."""
    n = fields["codes"].shape[-1] * 2
    return packing.unpack(fields["codes"], 4, n) | (packing.unpack(fields["high"], bits - 4, n) << 4)
