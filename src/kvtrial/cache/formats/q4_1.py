"""q4_1 as in llama.cpp: blocks of 32, fp16 scale and fp16 minimum, 4-bit codes.

x ~ min + q * d with d = (max - min) / 15. Bits per value: 4 + 32/32 = 5.0.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats import lut, packing
from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat, require_multiple
from kvtrial.cache.formats.blocks import from_blocks, safe_inverse, to_blocks

BLOCK = 32
CODES = tuple(float(q) for q in range(16))


class Q4_1(KVFormat):
    name = "q4_1"
    summary = "4-bit codes, blocks of 32 with an fp16 scale and minimum (llama.cpp q4_1)"
    nominal_bits = 5.0

    def layout(self, head_dim: int) -> list[FieldLayout]:
        require_multiple(self.name, head_dim, BLOCK)
        return [
            FieldLayout("codes", torch.uint8, packing.packed_size(head_dim, 4)),
            FieldLayout("scale", torch.float16, head_dim // BLOCK),
            FieldLayout("min", torch.float16, head_dim // BLOCK),
        ]

    def code_layout(self, head_dim: int) -> CodeLayout:
        require_multiple(self.name, head_dim, BLOCK)
        return CodeLayout("q4_1", 4, CODES, BLOCK, has_min=True)

    def quantize(self, x: torch.Tensor) -> Fields:
        xb = to_blocks(x, BLOCK)
        lo = xb.amin(-1).to(torch.float16)
        scale = ((xb.amax(-1) - lo.float()) / 15.0).to(torch.float16)
        q = torch.round((xb - lo.float().unsqueeze(-1)) * safe_inverse(scale.float()).unsqueeze(-1)).clamp_(0, 15)
        return {"codes": packing.pack(from_blocks(q).to(torch.uint8), 4), "scale": scale, "min": lo}

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        packed = fields["codes"]
        head_dim = packed.shape[-1] * 2
        values = lut.decode(packed, 4, CODES, head_dim, dtype, out)
        blocks = values.view(*packed.shape[:-1], -1, BLOCK)
        # q * d, then + min: the same two roundings as ever, in place
        blocks.mul_(fields["scale"].to(dtype).unsqueeze(-1)).add_(fields["min"].to(dtype).unsqueeze(-1))
        return values
