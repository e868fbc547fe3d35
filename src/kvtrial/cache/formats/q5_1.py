"""q5_1 as in llama.cpp: blocks of 32, fp16 scale and fp16 minimum, 5-bit codes.

x ~ m + q * d with m the block's minimum and d = (max - m) / 31; q = trunc((x - m) / d + 0.5), with m and
1 / d taken in float32 before they are stored in fp16, as llama.cpp's reference quantizer does. The codes
are stored as in q5_0 (low nibbles and a 32-bit plane of fifth bits per block).
Bits per value: 4 + 1 + 32/32 = 6.0.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats import split
from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat, require_multiple
from kvtrial.cache.formats.blocks import from_blocks, safe_inverse, to_blocks
from kvtrial.cache.formats.q5_0 import BLOCK, decode_codes

CODES = tuple(float(q) for q in range(32))
_LOW = tuple(float(q) for q in range(16))


class Q5_1(KVFormat):
    name = "q5_1"
    summary = "5-bit codes, blocks of 32 with an fp16 scale and minimum (llama.cpp q5_1)"
    nominal_bits = 6.0

    def layout(self, head_dim: int) -> list[FieldLayout]:
        require_multiple(self.name, head_dim, BLOCK)
        return [
            *split.layout(head_dim, 5),
            FieldLayout("scale", torch.float16, head_dim // BLOCK),
            FieldLayout("min", torch.float16, head_dim // BLOCK),
        ]

    def code_layout(self, head_dim: int) -> CodeLayout:
        require_multiple(self.name, head_dim, BLOCK)
        return CodeLayout("q5_1", 5, CODES, BLOCK, has_min=True)

    def quantize(self, x: torch.Tensor) -> Fields:
        xb = to_blocks(x, BLOCK)
        lo = xb.amin(-1)
        d = (xb.amax(-1) - lo) / 31.0
        q = torch.trunc((xb - lo.unsqueeze(-1)) * safe_inverse(d).unsqueeze(-1) + 0.5).clamp_(0, 31)
        return {**split.split(from_blocks(q), 5), "scale": d.to(torch.float16), "min": lo.to(torch.float16)}

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        values = decode_codes(fields, _LOW, dtype, out)
        blocks = values.view(*values.shape[:-1], -1, BLOCK)
        # q * d, then + min: two roundings, as llama.cpp's dequantizer
        blocks.mul_(fields["scale"].to(dtype).unsqueeze(-1)).add_(fields["min"].to(dtype).unsqueeze(-1))
        return values
