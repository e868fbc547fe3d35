"""q4_0 as in llama.cpp: blocks of 32, one fp16 scale, 4-bit codes packed two per byte.

The scale is d = m / -8 where m is the block's value of largest magnitude (sign kept), so
that value lands exactly on code 0 and the grid is [-8, 7] * d. Bits per value: 4 + 16/32 = 4.5.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats import packing
from kvtrial.cache.formats.base import Fields
from kvtrial.cache.formats.blocks import from_blocks, safe_inverse, to_blocks
from kvtrial.cache.formats.table4 import BLOCK, ScaledTable4

CENTERED = tuple(float(q - 8) for q in range(16))  # code q stands for (q - 8) * d


class Q4_0(ScaledTable4):
    name = "q4_0"
    summary = "4-bit codes, blocks of 32 with an fp16 scale (llama.cpp q4_0)"
    table = CENTERED

    def quantize(self, x: torch.Tensor) -> Fields:
        xb = to_blocks(x, BLOCK)
        idx = xb.abs().argmax(-1, keepdim=True)
        extreme = xb.gather(-1, idx).squeeze(-1)
        scale = (extreme / -8.0).to(torch.float16)
        q = torch.floor(xb * safe_inverse(scale.float()).unsqueeze(-1) + 8.5).clamp_(0, 15)
        return {"codes": packing.pack(from_blocks(q).to(torch.uint8), 4), "scale": scale}
