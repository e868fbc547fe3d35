"""The decode kernel's 8-bit value sums (the value side's `PackedSide.qdot`): how far they may stand from float64
attention over the same stored values.

The kernel quantizes each weight w = p |f| (p: the softmax numerator within a unit of CHUNK tokens, p <= 1; f: the
token's value-block scale) per query head, value block and group of GROUP tokens to q = round(w / c), with
c = max p * max |f| / 255 over the group, and sums q sign(f) a (a: the stored integer values) exactly in integers.
Each weight is then off by at most c / 2; the kernel's float32 p and c stand within a few units in the last place of
the float64 ones, so one whole step c per weight bounds it with room. A token's value element enters the output as
w a / L (L: the whole softmax's sum, each unit's share taken by exp(m_unit - M)), so the error of output element
(head, d in block b) is at most sum over groups of exp(m_unit - M) / L * c * sum_group |a_d|. A turbo codebook is
read as int8 values a times a factor r (int8_reference.int8_table): each value is then off its stored one by at most
r / 2 * |f| (with 1e-6 of slack for r's float32 rounding), which adds sum over tokens exp(m_unit - M) / L * p * |f| * r / 2
to each element, and the weights' term takes r |a|. The output is compared in the values' own basis (the kernel's
answer before a turbo rotation is undone). The rest of the arithmetic is the float path's (bounds.attention_bound):
the test allows the sum of both."""

from __future__ import annotations

import torch
import torch.nn.functional as F

from tests.cache.kernels.bounds import decode64
from tests.cache.kernels.int8_reference import key_integers

CHUNK, GROUP = 256, 32


def value_weight_bound(q: torch.Tensor, stores, mask: torch.Tensor | None = None) -> torch.Tensor:
    """The weights' rounding bound for each output element, [B, 1, Hq, D] (q: [B, Hq, 1, D]; keys without a basis)."""
    (k, kb), vs = decode64(stores[0]), stores[1]
    assert kb is None, "keys in a format without a basis"
    a, f, _, r = key_integers(vs)  # [B, Hkv, T, nb, 32], [B, Hkv, T, nb]: the value store's integers, as for keys
    group = q.shape[1] // k.shape[1]
    d = q.shape[-1]
    k, a, f = (x.repeat_interleave(group, 1) for x in (k, a, f))
    s = (q.double() @ k.transpose(2, 3))[:, :, 0] * d**-0.5  # [B, Hq, T]
    if mask is not None:
        keep = mask[:, 0, 0]  # [B, T]
        s = s.masked_fill(~keep[:, None], float("-inf"))
        f = f.masked_fill(~keep[:, None, :, None], 0.0)
    t = s.shape[-1]
    pad = -t % CHUNK
    s = F.pad(s, (0, pad), value=float("-inf"))
    f = F.pad(f.abs(), (0, 0, 0, pad))
    a = F.pad(a.abs().double(), (0, 0, 0, 0, 0, pad))
    b, hq, n = s.shape
    units = s.view(b, hq, n // CHUNK, CHUNK)
    m_unit = units.amax(-1, keepdim=True)  # [B, Hq, U, 1]
    p = torch.exp(units - m_unit).nan_to_num(0.0)  # a unit of masked tokens only: no weight
    big_m = m_unit.amax(-2, keepdim=True)
    share = torch.exp(m_unit - big_m).nan_to_num(0.0)  # [B, Hq, U, 1]
    total = (p * share).sum((-1, -2))  # L, [B, Hq]
    per = CHUNK // GROUP
    pmax = p.view(b, hq, n // CHUNK, per, GROUP).amax(-1)  # [B, Hq, U, per]
    nb = f.shape[-1]
    fmax = f.view(b, hq, n // CHUNK, per, GROUP, nb).amax(-2)  # [B, Hq, U, per, nb]
    step = pmax.unsqueeze(-1) * fmax / 255  # c, [B, Hq, U, per, nb]
    sums = a.view(b, hq, n // CHUNK, per, GROUP, nb, 32).sum(-3)  # [B, Hq, U, per, nb, 32]
    err = r * (share.unsqueeze(-1).unsqueeze(-1) * step.unsqueeze(-1) * sums).sum((2, 3))  # [B, Hq, nb, 32]
    if r != 1.0:  # the table's own rounding, r / 2 per value (times its weight p |f|)
        pf = (p * share).unsqueeze(-1) * f.view(b, hq, n // CHUNK, CHUNK, nb)  # [B, Hq, U, CHUNK, nb]
        err = err + (r * (0.5 + 1e-6) * pf.sum((2, 3))).unsqueeze(-1)
    return (err.reshape(b, hq, nb * 32) / total.unsqueeze(-1)).unsqueeze(1)
