"""q4_1 as in llama.cpp: blocks of 32, fp16 scale and fp16 minimum, 4-bit codes.

x ~ min + q * d with d = (max - min) / 15. Bits per value: 4 + 32/32 = 5.0.
"""

from __future__ import annotations

import torch

from kvtrial.formats import packing
from kvtrial.formats.base import Fields, FieldLayout, KVFormat, require_multiple
from kvtrial.formats.blocks import from_blocks, safe_inverse, to_blocks

BLOCK = 32


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

    def quantize(self, x: torch.Tensor) -> Fields:
        xb = to_blocks(x, BLOCK)
        lo = xb.amin(-1).to(torch.float16)
        scale = ((xb.amax(-1) - lo.float()) / 15.0).to(torch.float16)
        q = torch.round((xb - lo.float().unsqueeze(-1)) * safe_inverse(scale.float()).unsqueeze(-1)).clamp_(0, 15)
        return {"codes": packing.pack(from_blocks(q).to(torch.uint8), 4), "scale": scale, "min": lo}

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        packed = fields["codes"]
        head_dim = packed.shape[-1] * 2
        q = packing.unpack(packed, 4, head_dim).reshape(*packed.shape[:-1], -1, BLOCK)
        scale, low = fields["scale"].to(dtype).unsqueeze(-1), fields["min"].to(dtype).unsqueeze(-1)
        if out is None:
            return from_blocks(q.to(dtype) * scale + low)
        blocks = out.view(q.shape)
        torch.mul(q, scale, out=blocks)
        blocks.add_(low)
        return out
