"""Float64 references for the attention kernels, and the float32 rounding bound a kernel must meet.

Every kernel (C in each instruction-set build, Triton) computes in float32 with its own summation
order (SIMD width, thread count, chunking), so two float32 paths may not agree bit for bit, and a
tolerance fitted to one CPU's rounding fails on another. The tests therefore compare each float32
path with a float64 computation over the same stored codes, within the worst-case first-order
rounding bound of what the kernel computes (unit roundoff u = 2^-24, gamma_n = n u / (1 - n u);
Higham, "Accuracy and Stability of Numerical Algorithms", 2nd ed., Lemma 3.1 and eq. 3.5 for sums
and dot products):

* a score s_t = scaling * q'.k_t, with q' = q @ B the query in the stored basis (rotated in float32)
  and k_t decoded as code * scale + min (two roundings): |ds_t| <= gamma_{2D+5} * scaling * (|q| @ |B|).|k_t|
  (the bound holds for any order of the D-term sum: each product passes through at most D - 1 additions;
  the C kernel's, D/16 per SIMD lane and then a 4-level tree over the 16 lanes, passes through D/16 + 4;
  where a row is one block without a minimum, the C kernel sums q' times the code values and multiplies the
  sum by scale * scaling: the decode's rounding traded for two, still within the count);
* the softmax-weighted sum o = sum_t p_t v_t / sum_t p_t: a score error moves each weight by a
  factor exp(ds_t - ds_max), so |do| <= (2 max_t |ds_t| + gamma_{T+C+8} + 16 u) * max_t |v_t|, where
  C is the number of partial softmaxes merged (the prefill kernel's online softmax rescales a row's sum
  once per tile, one expf and one product: two per tile) and 16 u covers the vectorized exp (glibc's vector
  expf: within 4 ulp) in the weights and their normalization (the C decode kernel may fold a one-block row's
  scale into its weight instead of its values: p_t * scale, then times the code values, two roundings per term
  as before);
* the output taken back from the value basis (o @ B_v^T, float32): gamma_D * (|o| @ |B_v^T|).

The bound is a worst case: observed errors are two to three orders of magnitude below it, while a
kernel that reads a wrong nibble, scale or mask errs by a sizeable fraction of max |v| (see the
planted-fault tests), far above it.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

U32 = 2.0**-24


def gamma(n: int) -> float:
    return n * U32 / (1 - n * U32)


def decode64(store) -> tuple[torch.Tensor, torch.Tensor | None]:
    """A store's rows decoded in float64, in the format's own basis, and the basis (None: identity)."""
    fields = store.fields()
    codes = fields["codes"]
    if codes.shape[-2] == 0:  # a store whose tokens are all still in a window: nothing to decode
        dim = store.head_dim
        return codes.new_zeros(*codes.shape[:-1], dim, dtype=torch.float64), store.fmt.basis(dim, codes.device,
                                                                                             torch.float64)
    states, basis = store.fmt.decode_in_basis(fields, torch.float64)
    return states, basis


def reference64(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, kb: torch.Tensor | None, vb: torch.Tensor | None,
                mask: torch.Tensor | None = None, sinks: torch.Tensor | None = None,
                prefix: tuple[torch.Tensor, torch.Tensor] | None = None, scaling: float | None = None,
                suffix: tuple[torch.Tensor, torch.Tensor] | None = None) -> torch.Tensor:
    """Attention of q [B, Hq, L, D] over decoded k, v [B, Hkv, T, D] (in their bases kb, vb), in float64,
    as [B, L, Hq, D] in the model's basis. `prefix` (keys, values in the bases) are read first and `suffix`
    (likewise) last; `mask` [B, 1, L, n + T + m] covers them in that order; `sinks` [Hq] take softmax mass
    without a value."""
    q = q.double()
    qq = q @ kb.double() if kb is not None else q
    k, v = _with_full_precision(k, v, prefix, suffix)
    group = q.shape[1] // k.shape[1]
    k, v = k.repeat_interleave(group, 1), v.repeat_interleave(group, 1)
    logits = qq @ k.transpose(2, 3) * (q.shape[-1] ** -0.5 if scaling is None else scaling)
    if mask is not None:
        logits = logits.masked_fill(~mask, float("-inf"))
    if sinks is not None:
        logits = torch.cat([logits, sinks.double().view(1, -1, 1, 1).expand(q.shape[0], -1, q.shape[2], 1)], -1)
    out = torch.softmax(logits, -1)
    out = (out[..., :-1] if sinks is not None else out) @ v
    out = out @ vb.double().T if vb is not None else out
    return out.transpose(1, 2)


def _with_full_precision(k: torch.Tensor, v: torch.Tensor, prefix: tuple[torch.Tensor, torch.Tensor] | None,
                         suffix: tuple[torch.Tensor, torch.Tensor] | None) -> tuple[torch.Tensor, torch.Tensor]:
    """Decoded keys and values with the full-precision prefix before them and the suffix after them, in float64."""
    ks, vs = [k.double()], [v.double()]
    if prefix is not None:
        ks.insert(0, prefix[0].double())
        vs.insert(0, prefix[1].double())
    if suffix is not None:
        ks.append(suffix[0].double())
        vs.append(suffix[1].double())
    return torch.cat(ks, -2), torch.cat(vs, -2)


def attention_bound(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, kb: torch.Tensor | None,
                    vb: torch.Tensor | None, mask: torch.Tensor | None = None,
                    prefix: tuple[torch.Tensor, torch.Tensor] | None = None, chunks: int = 1,
                    scaling: float | None = None, suffix: tuple[torch.Tensor, torch.Tensor] | None = None) -> torch.Tensor:
    """The float32 rounding bound (module docstring) for each output element, [B, L, Hq, D]."""
    q = q.double()
    d = q.shape[-1]
    k, v = _with_full_precision(k, v, prefix, suffix)
    t = k.shape[-2]
    group = q.shape[1] // k.shape[1]
    k, v = k.abs().repeat_interleave(group, 1), v.abs().repeat_interleave(group, 1)
    qa = q.abs() @ kb.double().abs() if kb is not None else q.abs()
    score_err = gamma(2 * d + 5) * (d**-0.5 if scaling is None else scaling) * (qa @ k.transpose(2, 3))  # [B, Hq, 1, T]
    vmax = v.amax(-1).unsqueeze(-2)  # [B, Hq, 1, T]
    if mask is not None:
        score_err = score_err.masked_fill(~mask, 0.0)
        vmax = vmax.masked_fill(~mask, 0.0)
    beta = (2 * score_err.amax(-1, keepdim=True) + gamma(t + chunks + 8) + 16 * U32) * vmax.amax(-1, keepdim=True)
    if vb is None:
        out = beta.expand(-1, -1, -1, d)
    else:
        row = vb.double().abs().sum(-1)  # sum_d |B_v[j, d]|: a uniform error beta in the basis, taken back
        out = beta * row + gamma(d) * (v.amax(-2, keepdim=True) @ vb.double().abs().T)
    return out.transpose(1, 2)


def bound_ratio(got: torch.Tensor, want: torch.Tensor, bound: torch.Tensor) -> float:
    """The largest error of a float32 result against the float64 reference, as a multiple of its bound."""
    return ((got.double() - want).abs() / bound).max().item()


def assert_within(got: torch.Tensor, want: torch.Tensor, bound: torch.Tensor) -> None:
    """Every element of a float32 result within its rounding bound of the float64 reference."""
    err = (got.double() - want).abs()
    worst = bound_ratio(got, want, bound)
    assert worst <= 1.0, f"error {err.max().item():.3g} exceeds the float32 bound by {worst:.3g}x"


def assert_store_attention(got: torch.Tensor, q: torch.Tensor, stores, mask: torch.Tensor | None = None,
                           sinks: torch.Tensor | None = None,
                           prefix: tuple[torch.Tensor, torch.Tensor] | None = None, partials: int = 1,
                           suffix: tuple[torch.Tensor, torch.Tensor] | None = None) -> None:
    """A kernel's float32 attention output over two stores (keys, values) within its rounding bound of the
    float64 attention over the same codes; `partials` = the packed and suffix tokens' partial softmaxes it merged
    (the prefix and learned sinks each add one)."""
    (k, kb), (v, vb) = decode64(stores[0]), decode64(stores[1])
    q = q.float()
    chunks = partials + (prefix is not None) + (sinks is not None)
    assert_within(got, reference64(q, k, v, kb, vb, mask, sinks, prefix, suffix=suffix),
                  attention_bound(q, k, v, kb, vb, mask, prefix, chunks, suffix=suffix))


def sdpa64(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """Plain float64 SDPA with grouped heads (for tests that need no mask or basis)."""
    return F.scaled_dot_product_attention(q.double(), k.double(), v.double(), enable_gqa=True)
