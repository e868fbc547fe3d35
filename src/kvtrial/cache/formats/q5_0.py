"""q5_0 as in llama.cpp: blocks of 32, one fp16 scale, 5-bit codes as 4 low bits plus a bit plane.

The scale is d = m / -16 where m is the block's value of largest magnitude (sign kept), so that value
lands on code 0 and the grid is [-16, 15] * d; code q = min(31, trunc(x / d + 16.5)), with 1 / d taken
from the float32 d before it is stored in fp16, as llama.cpp's reference quantizer does.

Stored per block: the codes' low 4 bits packed two per byte (kvtrial's packing, as q4_0), their fifth
bits as one 32-bit plane (4 bytes; bit j is value j's, the bytes of llama.cpp's `qh`; see `split`) and d.
Bits per value: 4 + 1 + 16/32 = 5.5.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats import lut, split
from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat, require_multiple
from kvtrial.cache.formats.blocks import from_blocks, safe_inverse, to_blocks

BLOCK = 32
CENTERED = tuple(float(q - 16) for q in range(32))  # code q stands for (q - 16) * d
_LOW_CENTERED = tuple(float(q - 16) for q in range(16))  # the low 4 bits of q, minus 16
_HIGH = (0.0, 16.0)  # the fifth bit's worth


def codes_of(fields: Fields) -> torch.Tensor:
    """The 5-bit codes back as uint8 (for tests and inspection)."""
    return split.join(fields, 5)


def decode_codes(fields: Fields, low: tuple[float, ...], dtype: torch.dtype, out: torch.Tensor | None) -> torch.Tensor:
    """low[code & 15] + 16 * (code >> 4) per value, in `dtype` (integers below 32: exact in every float type)."""
    packed = fields["codes"]
    head_dim = packed.shape[-1] * 2
    values = lut.decode(packed, 4, low, head_dim, dtype, out)
    values.add_(lut.decode(fields["high"], 1, _HIGH, head_dim, dtype))
    return values


class Q5_0(KVFormat):
    name = "q5_0"
    summary = "5-bit codes, blocks of 32 with an fp16 scale (llama.cpp q5_0)"
    nominal_bits = 5.5

    def layout(self, head_dim: int) -> list[FieldLayout]:
        require_multiple(self.name, head_dim, BLOCK)
        return [*split.layout(head_dim, 5), FieldLayout("scale", torch.float16, head_dim // BLOCK)]

    def code_layout(self, head_dim: int) -> CodeLayout:
        require_multiple(self.name, head_dim, BLOCK)
        return CodeLayout("q5_0", 5, CENTERED, BLOCK)

    def quantize(self, x: torch.Tensor) -> Fields:
        xb = to_blocks(x, BLOCK)
        idx = xb.abs().argmax(-1, keepdim=True)
        d = xb.gather(-1, idx).squeeze(-1) / -16.0
        q = torch.trunc(xb * safe_inverse(d).unsqueeze(-1) + 16.5).clamp_(0, 31)
        return {**split.split(from_blocks(q), 5), "scale": d.to(torch.float16)}

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        # (q - 16) exactly, then one in-place multiply by d.
        values = decode_codes(fields, _LOW_CENTERED, dtype, out)
        values.view(*values.shape[:-1], -1, BLOCK).mul_(fields["scale"].to(dtype).unsqueeze(-1))
        return values
