"""q8_0 as in llama.cpp: blocks of 32 values, one fp16 scale d = amax / 127, int8 codes.

Bits per value: 8 + 16 / 32 = 8.5.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat, require_multiple
from kvtrial.cache.formats.blocks import from_blocks, safe_inverse, to_blocks

BLOCK = 32


class Q8_0(KVFormat):
    name = "q8_0"
    summary = "8-bit codes, blocks of 32 with an fp16 scale (llama.cpp q8_0)"
    nominal_bits = 8.5

    def layout(self, head_dim: int) -> list[FieldLayout]:
        require_multiple(self.name, head_dim, BLOCK)
        return [FieldLayout("codes", torch.int8, head_dim), FieldLayout("scale", torch.float16, head_dim // BLOCK)]

    def code_layout(self, head_dim: int) -> CodeLayout:
        require_multiple(self.name, head_dim, BLOCK)
        return CodeLayout("q8_0", 8, None, BLOCK)

    def quantize(self, x: torch.Tensor) -> Fields:
        xb = to_blocks(x, BLOCK)
        # Quantize with the scale as it will be stored (fp16), so decoding sees the same d.
        scale = (xb.abs().amax(-1) / 127.0).to(torch.float16)
        codes = torch.round(xb * safe_inverse(scale.float()).unsqueeze(-1)).clamp_(-127, 127)
        return {"codes": from_blocks(codes).to(torch.int8), "scale": scale}

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        codes = fields["codes"]
        blocks = codes.reshape(*codes.shape[:-1], -1, BLOCK)
        scale = fields["scale"].to(dtype).unsqueeze(-1)
        if out is None:
            return from_blocks(blocks.to(dtype) * scale)
        # Convert in place, then scale in place: a mixed int8 x float multiply would first cast the codes
        # into a temporary float tensor of the cache's size.
        out.view(blocks.shape).copy_(blocks).mul_(scale)
        return out
