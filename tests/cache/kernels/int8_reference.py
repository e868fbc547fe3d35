"""Float64 reference of the decode kernel's int8 key scores (`PackedSide.qdot`), and its float32 rounding bound.

The reference does the kernel's integer arithmetic exactly: the query quantized per block of 32 as the kernel does
(float32 amax, 127 / amax and x * (127 / amax) each rounded once, round-half-to-even to int8), the stored keys' integer
values (q8_0's codes, a 4- or 5-bit code's value; a turbo codebook's values rounded to int8 as the kernel rounds them,
with the factor r that takes them back), their dot products in int64, then the scales in float64:
score = scaling * sum_b d_b * (r * f_b * sum(q a) + m_b * sum(q)), with d_b = amax / 127 (r = 1 for integer code
values; one block scale f serves every block of 32 within the format's block).

The kernel's float32 error against it (Higham, Lemma 3.1; u = 2^-24): per lane term, d_b (within 2u of the
reference's once-rounded amax / 127: a compiler may multiply by 1/127), the product d_b * r, the product with f_b and
the fused multiply-add, then the lane's 2 nb additions (nb blocks, each a scale term and a minimum term), the 16-lane
tree (at most 5 levels, AVX2's halves included) and the product with `scaling`: at most 2 nb + 11 roundings, so
|ds| <= gamma_{2 nb + 11} * scaling * sum_b |d_b| (r |f_b| sum_j |q_j a_j| + |m_b| sum_j |q_j|).
The integer sums are exact (|sum| <= 32 * 128 * 127 < 2^24, exact in float32). Scores turn into the output as in
bounds.py: |do| <= (2 max|ds| + gamma_{T+C+8} + 16 u) * max|v|, the full-precision prefix and suffix tokens scored in
float with their own bound (bounds.attention_bound's)."""

from __future__ import annotations

import torch

from kvtrial.cache.formats import packing, split
from tests.cache.kernels.bounds import U32, decode64, gamma

QBLOCK = 32


def quantize_query(q: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """q [..., D] float32 -> (int8 values as int64 [..., nb, 32], scales d as float64 [..., nb]), as the kernel."""
    x = q.float().reshape(*q.shape[:-1], -1, QBLOCK)
    amax = x.abs().amax(-1)
    inv = torch.where(amax > 0, torch.tensor(127.0) / amax, torch.zeros_like(amax))  # float32, one rounding
    qi = torch.round(x * inv.unsqueeze(-1))  # float32 product, then half-to-even
    assert qi.abs().max() <= 127
    return qi.to(torch.int64), (amax / 127.0).double()


def int8_table(values: tuple[float, ...]) -> tuple[torch.Tensor, float]:
    """A 4- or 5-bit layout's code values as the kernel's int8 table (int64) and the factor r back to the values:
    integer values within int8 as they are (r = 1); others times 127 / amax (float32, the quotient and each product
    rounded once), rounded half-to-even, r = amax / 127 (float32, one rounding)."""
    t = torch.tensor(values, dtype=torch.float32)
    if bool(((t == t.round()) & (t >= -128) & (t <= 127)).all()):
        return t.to(torch.int64), 1.0
    amax = t.abs().max()
    ints = torch.round(t * (torch.tensor(127.0) / amax))
    return ints.to(torch.int64), float(amax / torch.tensor(127.0))


def key_integers(store) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, float]:
    """A key store's integer values a [B, Hkv, T, nb, 32] (int64), block scales f and minima m [B, Hkv, T, nb]
    (float64, one per block of 32; m zero without minima) and the table's factor r. Checked against the format's own
    float64 decode: r * a * f + m is that decode for integer code values, and within |f| r / 2 of it for a rounded
    table (each table value within half a step of r)."""
    fields = store.fields()
    dim = store.head_dim
    layout = store.fmt.code_layout(dim)
    codes = fields["codes"]
    r = 1.0
    if layout.bits == 8:
        a = codes.view(torch.int8).to(torch.int64)
    else:
        table, r = int8_table(layout.values)
        whole = split.join(fields, layout.bits) if layout.bits > 4 else packing.unpack(codes, layout.bits, dim)
        a = table[whole.long()]
    sub = layout.block // QBLOCK
    f = fields["scale"].double().repeat_interleave(sub, -1)
    m = fields["min"].double().repeat_interleave(sub, -1) if layout.has_min else torch.zeros_like(f)
    a = a.reshape(*a.shape[:-1], -1, QBLOCK)
    states, basis = decode64(store)
    decoded = (r * a.double() * f.unsqueeze(-1) + m.unsqueeze(-1)).flatten(-2)
    if r == 1.0:
        assert torch.equal(decoded, states), "the integer reading of the keys differs from the format's decode"
    else:  # 1e-6 of slack for r's and the table's float32 roundings
        slack = (r * (0.5 + 1e-6) * f.abs().unsqueeze(-1)).expand(a.shape).flatten(-2)
        assert bool(((decoded - states).abs() <= slack).all()), "the int8 reading of the keys is off their decode"
    return a, f, m, r


def int8_scores64(q: torch.Tensor, key_store, scaling: float) -> tuple[torch.Tensor, torch.Tensor]:
    """(scores [B, Hq, 1, T] in float64, their float32 bound) for q [B, Hq, 1, D] over the packed keys."""
    a, f, m, r = key_integers(key_store)
    qi, d = quantize_query(q[:, :, 0, :])  # [B, Hq, nb, 32], [B, Hq, nb]
    group = q.shape[1] // a.shape[1]
    a, f, m = (t.repeat_interleave(group, 1) for t in (a, f, m))  # [B, Hq, T, nb(, 32)]
    dots = torch.einsum("bhnj,bhtnj->bhtn", qi, a)  # int64, exact
    adots = torch.einsum("bhnj,bhtnj->bhtn", qi.abs(), a.abs())
    qsum, qabs = qi.sum(-1).unsqueeze(2), qi.abs().sum(-1).unsqueeze(2)  # [B, Hq, 1, nb]
    dd = d.unsqueeze(2)
    scores = scaling * (dd * (r * f * dots.double() + m * qsum.double())).sum(-1)
    nb = qi.shape[-2]
    bound = gamma(2 * nb + 11) * scaling * (dd.abs() * (r * f.abs() * adots.double() + m.abs() * qabs.double())).sum(-1)
    return scores.unsqueeze(2), bound.unsqueeze(2)


def int8_attention64(q: torch.Tensor, stores, mask: torch.Tensor | None = None, sinks: torch.Tensor | None = None,
                     prefix=None, suffix=None, partials: int = 1) -> tuple[torch.Tensor, torch.Tensor]:
    """(output [B, 1, Hq, D] in float64, its float32 bound): attention with int8 key scores over the packed keys,
    float scores over the full-precision prefix and suffix (in the stores' bases, q in the model's). The query is
    taken into the key basis in float32 (q @ basis), as the kernel is handed it, so both quantize the same values."""
    dim = q.shape[-1]
    scaling = dim**-0.5
    kb = stores[0].fmt.basis(dim, q.device, torch.float32)
    q32 = q.float() @ kb if kb is not None else q.float()
    qq = q32.double()
    ks, ks_bound = int8_scores64(q32, stores[0], scaling)
    v, vb = decode64(stores[1])
    assert vb is None, "the int8 reference takes values without a basis"
    cols, errs, vals = [], [], []
    group = q.shape[1] // v.shape[1]
    for rows, where in ((prefix, 0), (None, 1), (suffix, 2)):
        if where == 1:
            cols.append(ks)
            errs.append(ks_bound)
            vals.append(v.double())
        elif rows is not None:
            k_full = rows[0].double().repeat_interleave(group, 1)
            cols.append(qq @ k_full.transpose(2, 3) * scaling)
            errs.append(gamma(2 * dim + 5) * scaling * (qq.abs() @ k_full.abs().transpose(2, 3)))
            vals.append(rows[1].double())
    logits, err = torch.cat(cols, -1), torch.cat(errs, -1)
    values = torch.cat(vals, -2).repeat_interleave(group, 1)
    vmax = values.abs().amax(-1).unsqueeze(-2)  # [B, Hq, 1, cols]
    if mask is not None:
        logits = logits.masked_fill(~mask, float("-inf"))
        err, vmax = err.masked_fill(~mask, 0.0), vmax.masked_fill(~mask, 0.0)
    if sinks is not None:
        logits = torch.cat([logits, sinks.double().view(1, -1, 1, 1).expand(q.shape[0], -1, 1, 1)], -1)
    p = torch.softmax(logits, -1)
    out = (p[..., :-1] if sinks is not None else p) @ values
    chunks = partials + (prefix is not None) + (sinks is not None)
    beta = (2 * err.amax(-1, keepdim=True) + gamma(logits.shape[-1] + chunks + 8) + 16 * U32) * vmax.amax(-1, keepdim=True)
    return out.transpose(1, 2), beta.expand(-1, -1, -1, dim).transpose(1, 2)
