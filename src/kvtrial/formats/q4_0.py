"""q4_0 as in llama.cpp: blocks of 32, one fp16 scale, 4-bit codes packed two per byte.

The scale is d = m / -8 where m is the block's value of largest magnitude (sign kept), so
that value lands exactly on code 0 and the grid is [-8, 7] * d. Bits per value: 4 + 16/32 = 4.5.
"""

from __future__ import annotations

import torch

from kvtrial.formats import lut, packing
from kvtrial.formats.base import CodeLayout, FieldLayout, Fields, KVFormat, require_multiple
from kvtrial.formats.blocks import from_blocks, safe_inverse, to_blocks

BLOCK = 32
CENTERED = tuple(float(q - 8) for q in range(16))  # code q stands for (q - 8) * d


class Q4_0(KVFormat):
    name = "q4_0"
    summary = "4-bit codes, blocks of 32 with an fp16 scale (llama.cpp q4_0)"
    nominal_bits = 4.5

    def layout(self, head_dim: int) -> list[FieldLayout]:
        require_multiple(self.name, head_dim, BLOCK)
        return [
            FieldLayout("codes", torch.uint8, packing.packed_size(head_dim, 4)),
            FieldLayout("scale", torch.float16, head_dim // BLOCK),
        ]

    def code_layout(self, head_dim: int) -> CodeLayout:
        require_multiple(self.name, head_dim, BLOCK)
        return CodeLayout("q4_0", 4, CENTERED, BLOCK)

    def quantize(self, x: torch.Tensor) -> Fields:
        xb = to_blocks(x, BLOCK)
        idx = xb.abs().argmax(-1, keepdim=True)
        extreme = xb.gather(-1, idx).squeeze(-1)
        scale = (extreme / -8.0).to(torch.float16)
        q = torch.floor(xb * safe_inverse(scale.float()).unsqueeze(-1) + 8.5).clamp_(0, 15)
        return {"codes": packing.pack(from_blocks(q).to(torch.uint8), 4), "scale": scale}

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        packed = fields["codes"]
        head_dim = packed.shape[-1] * 2
        # One table gather gives q - 8 per code (exact), then one in-place multiply by d: (q - 8) * d.
        values = lut.decode(packed, 4, CENTERED, head_dim, dtype, out)
        values.view(*packed.shape[:-1], -1, BLOCK).mul_(fields["scale"].to(dtype).unsqueeze(-1))
        return values
