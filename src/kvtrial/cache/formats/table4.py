"""4-bit codes read through a 16-value table, times one fp16 scale per block of 32.

llama.cpp's q4_0 (table q - 8) and iq4_nl (its non-uniform table) store and decode alike: codes packed
two per byte and a scale per block; only how a block is written differs. A format of this kind names its
table and writes its blocks (`quantize`); the layout, the kernel's code layout and the decoder are here.
Bits per value: 4 + 16/32 = 4.5.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats import lut, packing
from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat, require_multiple

BLOCK = 32


class ScaledTable4(KVFormat):
    """Codes [..., T, D/2] (packed) and scale [..., T, D/32]: value = table[code] * scale."""

    nominal_bits = 4.5
    #: The value of each of the 16 codes, before the block's scale (integers: exact in every float type).
    table: tuple[float, ...]

    def layout(self, head_dim: int) -> list[FieldLayout]:
        require_multiple(self.name, head_dim, BLOCK)
        return [
            FieldLayout("codes", torch.uint8, packing.packed_size(head_dim, 4)),
            FieldLayout("scale", torch.float16, head_dim // BLOCK),
        ]

    def code_layout(self, head_dim: int) -> CodeLayout:
        require_multiple(self.name, head_dim, BLOCK)
        return CodeLayout(self.name, 4, self.table, BLOCK)

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        packed = fields["codes"]
        head_dim = packed.shape[-1] * 2
        # One table gather per code (exact), then one in-place multiply by the block's scale.
        values = lut.decode(packed, 4, self.table, head_dim, dtype, out)
        values.view(*packed.shape[:-1], -1, BLOCK).mul_(fields["scale"].to(dtype).unsqueeze(-1))
        return values
