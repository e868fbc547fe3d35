"""iq4_nl as in llama.cpp: blocks of 32, one fp16 scale, 4-bit indices into a fixed non-uniform table.

value = d * KVALUES[code], with llama.cpp's table (denser near zero, where most values are). Bits per
value: 4 + 16/32 = 4.5.

The writer is llama.cpp's cache writer (`quantize_row_iq4_nl_ref`, which its CPU backend uses to store
keys and values): the codes are the nearest table entries (float32 distances, a tie to the larger entry)
at d0 = m / -127, m the block's value of largest magnitude (sign kept), so m lands on -127; then the
stored scale is the weighted least-squares one for those codes, d = sum(w q x) / sum(w q q) with
weights w = x^2, summed over the block in order in float32 as llama.cpp does, so codes and scales are
llama.cpp's bit for bit. (llama.cpp's model quantizer also searches 15 trial scales and re-picks the
codes; its cache writer does not, and neither does this one.) A block whose largest magnitude is
below 1e-15 is stored with scale 0.
"""

from __future__ import annotations

import torch

from kvtrial.cache.formats import packing
from kvtrial.cache.formats.base import Fields
from kvtrial.cache.formats.blocks import from_blocks, to_blocks
from kvtrial.cache.formats.table4 import BLOCK, ScaledTable4

KVALUES = (-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113)
VALUES = tuple(float(v) for v in KVALUES)
# Blocks whose largest magnitude is below this are stored with scale 0 (llama.cpp's GROUP_MAX_EPS).
EPS = 1e-15


def nearest(scaled: torch.Tensor, table: torch.Tensor) -> torch.Tensor:
    """Index of the table entry nearest each value (float32 distances; a tie goes to the larger entry)."""
    upper = torch.zeros(scaled.shape, dtype=torch.int32, device=scaled.device)
    for v in VALUES:
        upper += scaled >= v  # entries at or below the value
    upper.clamp_(1, len(VALUES) - 1)
    below, above = _gather(table, upper - 1), _gather(table, upper)
    return torch.where(scaled - below < above - scaled, upper - 1, upper)


def _gather(table: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    return table.index_select(0, idx.reshape(-1)).view(idx.shape)


def quantize_blocks(xb: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Blocks [..., 32] float32 -> (codes [..., 32] int32, float32 scale [...]) as llama.cpp's cache writer."""
    table = torch.tensor(VALUES, dtype=torch.float32, device=xb.device)
    extreme = xb.gather(-1, xb.abs().argmax(-1, keepdim=True)).squeeze(-1)
    live = extreme.abs() >= EPS
    first = torch.where(live, extreme, torch.ones_like(extreme)) / VALUES[0]
    codes = nearest((1.0 / first).unsqueeze(-1) * xb, table)
    q = _gather(table, codes)
    wq = (xb * xb) * q
    wqx, wqq = wq * xb, wq * q
    sumqx, sumq2 = wqx[..., 0] + 0.0, wqq[..., 0] + 0.0  # from +0, as llama.cpp's sums start (a -0 term gives +0)
    for j in range(1, BLOCK):  # value by value, as llama.cpp sums
        sumqx += wqx[..., j]
        sumq2 += wqq[..., j]
    d = torch.where(sumq2 > 0, sumqx / sumq2, torch.zeros_like(sumqx))
    d = torch.where(live, d, torch.zeros_like(d))
    # a block stored with scale 0 decodes to zeros whatever its codes; code 8 (value 1) gives +0
    codes = torch.where(live.unsqueeze(-1), codes, torch.full_like(codes, 8))
    return codes, d


class IQ4_NL(ScaledTable4):
    name = "iq4_nl"
    summary = "4-bit indices into a non-uniform table, blocks of 32 with an fp16 scale (llama.cpp iq4_nl)"
    table = VALUES

    def quantize(self, x: torch.Tensor) -> Fields:
        codes, d = quantize_blocks(to_blocks(x, BLOCK))
        return {"codes": packing.pack(from_blocks(codes).to(torch.uint8), 4), "scale": d.to(torch.float16)}
