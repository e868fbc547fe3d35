"""Attention read straight from bit-packed keys and values, in Triton (decode steps and prefill chunks).

One kernel serves both: per key/value head, the rows it attends for are the (query head of the
group, query token) pairs, so a decode step is G rows (padded to the 16 a matrix product needs)
and a prefill chunk of Q tokens is G * Q rows in blocks. Keys and values are decoded tile by tile
in registers, from the store's packed buffers, never into a float copy of the cache. When rows
are few (decode), the tokens are split into chunks over more programs; each writes a partial
softmax (its max, sum of exponentials and unnormalized output) and a second kernel merges the
chunks (flash-decoding's split softmax). With one chunk the output is written directly.
Full-precision prefix tokens (a cache's exact sink tokens) are read by the first chunk, before its
packed tokens, into the same softmax.

Turbo formats are read in their rotated basis: the caller rotates the query once and un-rotates
the output once (kvtrial.cache.attention does this for every kernel).
"""

from __future__ import annotations

import functools

import torch
import triton
import triton.language as tl

from kvtrial.cache.kernels.decode_attention import PackedSide
from kvtrial.cache.kernels.gpu.tiles import decode_rows

HEAD_DIMS = (16, 32, 64, 128, 256)  # powers of two: a tile's columns are tl.arange(0, D)
DTYPES = {torch.float32, torch.float16, torch.bfloat16}
MAX_SPLITS = 64


@triton.jit
def _online_softmax_step(q, k, v, keep, m_i, l_i, acc, scaling, IEEE_DOT: tl.constexpr):
    """Fold one tile of keys and values [BLOCK_T, D] (float32) into the running softmax of the rows:
    their max m_i, sum of exponentials l_i and unnormalized output acc. `keep` [rows, BLOCK_T] says
    which scores count."""
    if IEEE_DOT:
        s = tl.dot(q, tl.trans(k), input_precision="ieee")
    else:
        s = tl.dot(q, tl.trans(k.to(q.dtype)))
    s = tl.where(keep, s * scaling, float("-inf"))
    m_new = tl.maximum(m_i, tl.max(s, axis=1))
    # rows with nothing attended yet keep m = -inf; exponentiate against 0 so they stay at 0, not NaN
    m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
    alpha = tl.exp(m_i - m_safe)
    p = tl.exp(s - m_safe[:, None])
    l_i = l_i * alpha + tl.sum(p, axis=1)
    if IEEE_DOT:
        acc = acc * alpha[:, None] + tl.dot(p, v, input_precision="ieee")
    else:
        acc = acc * alpha[:, None] + tl.dot(p.to(q.dtype), v.to(q.dtype))
    return m_new, l_i, acc


@triton.jit
def _packed_attention_kernel(
    q_ptr, sq_b, sq_h, sq_q,
    kc_ptr, ks_ptr, km_ptr, kt_ptr, skc_b, skc_h, skc_t, sks_b, sks_h, sks_t,
    vc_ptr, vs_ptr, vm_ptr, vt_ptr, svc_b, svc_h, svc_t, svs_b, svs_h, svs_t,
    kh_ptr, skh_b, skh_h, skh_t, vh_ptr, svh_b, svh_h, svh_t,
    pk_ptr, pv_ptr, sink_ptr,
    mask_ptr, sm_b, sm_q, sm_t,
    out_ptr, so_b, so_q, so_h,
    part_m_ptr, part_l_ptr, part_o_ptr,
    T, N_PRE, Q, HKV, chunk_tokens, n_splits, scaling,
    G: tl.constexpr, D: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_T: tl.constexpr,
    K_BITS: tl.constexpr, K_BLOCK: tl.constexpr, K_MIN: tl.constexpr,
    V_BITS: tl.constexpr, V_BLOCK: tl.constexpr, V_MIN: tl.constexpr,
    HAS_PRE: tl.constexpr, HAS_SINKS: tl.constexpr, HAS_MASK: tl.constexpr, CAUSAL: tl.constexpr, SPLIT: tl.constexpr,
    IEEE_DOT: tl.constexpr,
):
    bh = tl.program_id(0)
    row_block = tl.program_id(1)
    split = tl.program_id(2)
    b = (bh // HKV).to(tl.int64)
    kvh = (bh % HKV).to(tl.int64)

    rows = row_block * BLOCK_M + tl.arange(0, BLOCK_M)  # row = g * Q + query token
    row_ok = rows < G * Q
    g = rows // Q
    qi = rows % Q
    d = tl.arange(0, D)
    q_rows = q_ptr + b * sq_b + (kvh * G + g) * sq_h + qi * sq_q
    q = tl.load(q_rows[:, None] + d[None, :], mask=row_ok[:, None], other=0.0)

    t_start = split * chunk_tokens
    t_stop = tl.minimum(t_start + chunk_tokens, T)
    m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, D], tl.float32)
    if HAS_SINKS:
        # A learned sink is one more logit per query head with no value: the first chunk starts its softmax
        # from it (max = the logit, sum = exp(0) = 1, output 0).
        first = row_ok & ((tl.zeros([BLOCK_M], tl.int32) + split) == 0)
        m_i = tl.load(sink_ptr + kvh * G + g, mask=first, other=float("-inf")).to(tl.float32)
        l_i = tl.where(first, 1.0, 0.0)
    k_codes = b * skc_b + kvh * skc_h
    k_scale = b * sks_b + kvh * sks_h
    v_codes = b * svc_b + kvh * svc_h
    v_scale = b * svs_b + kvh * svs_h
    k_high = b * skh_b + kvh * skh_h
    v_high = b * svh_b + kvh * svh_h
    if HAS_PRE:
        # Full-precision prefix tokens (sink tokens) at positions 0 .. N_PRE - 1, read by the first chunk only;
        # the packed tokens follow them (mask columns N_PRE + t).
        pre_rows = (b * HKV + kvh) * N_PRE
        pre_stop = tl.where(split == 0, N_PRE, 0)
        for j0 in range(0, pre_stop, BLOCK_T):
            j = j0 + tl.arange(0, BLOCK_T)
            j_ok = j < N_PRE
            at = (pre_rows + j.to(tl.int64))[:, None] * D + d[None, :]
            k = tl.load(pk_ptr + at, mask=j_ok[:, None], other=0.0).to(tl.float32)
            v = tl.load(pv_ptr + at, mask=j_ok[:, None], other=0.0).to(tl.float32)
            keep = j_ok[None, :] & row_ok[:, None]
            if HAS_MASK:
                allowed = tl.load(mask_ptr + b * sm_b + qi[:, None] * sm_q + j[None, :] * sm_t, mask=keep, other=0)
                keep = keep & (allowed != 0)
            if CAUSAL:
                keep = keep & (j[None, :] <= (N_PRE + T - Q + qi)[:, None])
            m_i, l_i, acc = _online_softmax_step(q, k, v, keep, m_i, l_i, acc, scaling, IEEE_DOT)
    for t0 in range(t_start, t_stop, BLOCK_T):
        t = t0 + tl.arange(0, BLOCK_T)
        t_ok = t < t_stop
        t64 = t.to(tl.int64)
        k = decode_rows(kc_ptr, ks_ptr, km_ptr, kt_ptr, kh_ptr, k_codes + t64 * skc_t, k_scale + t64 * sks_t,
                        k_high + t64 * skh_t, t_ok, D, K_BITS, K_BLOCK, K_MIN)
        v = decode_rows(vc_ptr, vs_ptr, vm_ptr, vt_ptr, vh_ptr, v_codes + t64 * svc_t, v_scale + t64 * svs_t,
                        v_high + t64 * svh_t, t_ok, D, V_BITS, V_BLOCK, V_MIN)
        keep = t_ok[None, :] & row_ok[:, None]
        if HAS_MASK:
            allowed = tl.load(mask_ptr + b * sm_b + qi[:, None] * sm_q + (N_PRE + t)[None, :] * sm_t, mask=keep,
                              other=0)
            keep = keep & (allowed != 0)
        if CAUSAL:
            # bottom-right aligned: query token qi is at position N_PRE + T - Q + qi, packed token t at N_PRE + t
            keep = keep & (t[None, :] <= (T - Q + qi)[:, None])
        m_i, l_i, acc = _online_softmax_step(q, k, v, keep, m_i, l_i, acc, scaling, IEEE_DOT)

    if SPLIT:
        part = (bh * (G * Q) + rows) * n_splits + split
        tl.store(part_m_ptr + part, m_i, mask=row_ok)
        tl.store(part_l_ptr + part, l_i, mask=row_ok)
        tl.store(part_o_ptr + part[:, None] * D + d[None, :], acc, mask=row_ok[:, None])
    else:
        # a row that attends to nothing gets zeros (as the C kernel), not NaN
        inv = tl.where(l_i > 0, 1.0 / tl.where(l_i > 0, l_i, 1.0), 0.0)
        o = acc * inv[:, None]
        o_rows = out_ptr + b * so_b + qi * so_q + (kvh * G + g) * so_h
        tl.store(o_rows[:, None] + d[None, :], o.to(out_ptr.dtype.element_ty), mask=row_ok[:, None])


@triton.jit
def _merge_splits_kernel(part_m_ptr, part_l_ptr, part_o_ptr, out_ptr, so_b, so_q, so_h, Q, HKV, n_splits,
                         G: tl.constexpr, D: tl.constexpr, SPLITS: tl.constexpr):
    """One row per program: rescale each chunk's partial to the common max and normalize."""
    r = tl.program_id(0)  # (b * HKV + kvh) * G * Q + g * Q + qi
    bh = r // (G * Q)
    row = r % (G * Q)
    b = (bh // HKV).to(tl.int64)
    kvh = (bh % HKV).to(tl.int64)
    g = row // Q
    qi = row % Q
    s = tl.arange(0, SPLITS)
    s_ok = s < n_splits
    m = tl.load(part_m_ptr + r * n_splits + s, mask=s_ok, other=float("-inf"))
    l_s = tl.load(part_l_ptr + r * n_splits + s, mask=s_ok, other=0.0)
    m_max = tl.max(m, axis=0)
    m_safe = tl.where(m_max == float("-inf"), 0.0, m_max)
    w = tl.exp(m - m_safe)
    total = tl.sum(w * l_s, axis=0)
    d = tl.arange(0, D)
    o = tl.load(part_o_ptr + (r * n_splits + s)[:, None] * D + d[None, :], mask=s_ok[:, None], other=0.0)
    o = tl.sum(o * w[:, None], axis=0)
    o = o * tl.where(total > 0, 1.0 / tl.where(total > 0, total, 1.0), 0.0)
    dst = out_ptr + b * so_b + qi * so_q + (kvh * G + g) * so_h + d
    tl.store(dst, o.to(out_ptr.dtype.element_ty))


@functools.lru_cache(maxsize=8)
def _programs_wanted(device: torch.device) -> int:
    """Programs that keep the device busy: two per streaming multiprocessor (a few under the interpreter)."""
    if device.type == "cuda":
        return 2 * torch.cuda.get_device_properties(device).multi_processor_count
    return 4


@functools.lru_cache(maxsize=32)
def _code_table(values: tuple[float, ...] | None, device: torch.device) -> torch.Tensor:
    """The value of each code as float32 (one element for int8 codes, which are their own values)."""
    return torch.tensor(values if values is not None else (0.0,), dtype=torch.float32, device=device)


def _high_args(side: PackedSide) -> tuple:
    """The high-bit field of 5- and 6-bit codes and its batch, head and token strides (the codes' otherwise,
    unread)."""
    high = side.fields["high"] if side.layout.bits in (5, 6) else side.fields["codes"]
    return high, high.stride(0), high.stride(1), high.stride(2)


def _side_refused(side: PackedSide, d: int, name: str) -> str | None:
    layout = side.layout
    if layout.bits not in (8, 6, 5, 4, 3):
        return f"the Triton kernel reads 8-, 6-, 5-, 4- and 3-bit codes; the {name} have {layout.bits}"
    if layout.bits in (5, 6) and "high" not in side.fields:
        return f"the {name}' {layout.bits}-bit codes come without their high bits (field 'high')"
    if d % layout.block:
        return f"head dimension {d} is not a whole number of the {name}' blocks of {layout.block}"
    fields = [side.fields["codes"], side.fields["scale"]] + ([side.fields["min"]] if layout.has_min else [])
    fields += [side.fields["high"]] if layout.bits in (5, 6) else []
    if any(t.dim() != 4 or t.stride(-1) != 1 for t in fields):
        return f"the {name}' stored fields are not [batch, head, token, width] buffers with contiguous rows"
    if layout.has_min and side.fields["min"].stride() != side.fields["scale"].stride():
        return f"the {name}' minima are not laid out as their scales"
    return None


def packed_attention(
    query: torch.Tensor, keys: PackedSide, values: PackedSide, mask: torch.Tensor | None, scaling: float,
    causal: bool = False, splits: int | None = None, prefix: tuple[torch.Tensor, torch.Tensor] | None = None,
    sinks: torch.Tensor | None = None,
) -> tuple[torch.Tensor | None, str | None]:
    """query [B, Hq, Q, D] -> (output [B, Q, Hq, D] in the query's dtype, None), or (None, why not).

    `prefix` (keys, values) [B, Hkv, n, D]: full-precision tokens read before the packed ones (exact
    sink tokens), in the basis the query is in. With N = n + T tokens in all, `mask` is boolean,
    broadcastable to [B, 1, Q, N] (True = attend, prefix columns first), or None; `causal` (used when
    mask is None) lets query token i see tokens up to N - Q + i. `splits` forces the number of token
    chunks (tests use it to cross chunk boundaries); by default it is chosen to fill the device.
    `sinks` [Hq]: learned per-head logits that take part in the softmax without a value (gpt-oss)."""
    if query.dtype not in DTYPES:
        return None, f"the Triton kernel computes in float32, float16 or bfloat16; the model runs in {query.dtype}"
    b, hq, q_len, d = query.shape
    if d not in HEAD_DIMS:
        return None, f"the Triton kernel serves head dimensions {', '.join(map(str, HEAD_DIMS))}, not {d}"
    codes = keys.fields["codes"]
    hkv, t = codes.shape[1], codes.shape[2]
    if t == 0:
        return None, "the cache holds no tokens yet"
    if hq % hkv:
        return None, f"{hq} query heads do not group over {hkv} key/value heads"
    if values.fields["codes"].shape[:3] != codes.shape[:3] or codes.shape[0] != b:
        return None, "keys, values and the query disagree on batch, heads or tokens"
    for side, name in ((keys, "keys"), (values, "values")):
        why = _side_refused(side, d, name)
        if why:
            return None, why
    for tensor in (*keys.fields.values(), *values.fields.values()):
        if tensor.device != query.device:
            return None, f"the cache is on {tensor.device} and the query on {query.device}"
    n_pre = 0
    pre_k = pre_v = None
    if prefix is not None:
        n_pre = prefix[0].shape[-2]
        if prefix[0].shape != (b, hkv, n_pre, d) or prefix[1].shape != prefix[0].shape:
            return None, (f"the Triton kernel takes prefix tokens as [B, Hkv, n, D] = [{b}, {hkv}, n, {d}], "
                          f"got {tuple(prefix[0].shape)} / {tuple(prefix[1].shape)}")
        if any(p.device != query.device for p in prefix):
            return None, f"the prefix tokens are on {prefix[0].device} and the query on {query.device}"
        if any(p.dtype not in DTYPES for p in prefix):
            return None, f"the Triton kernel reads prefix tokens in float32, float16 or bfloat16, not {prefix[0].dtype}"
        pre_k, pre_v = (p.contiguous() for p in prefix)
    sink_logits = None
    if sinks is not None:
        if sinks.numel() != hq:
            return None, f"the Triton kernel takes one attention sink per query head ({hq}), got {tuple(sinks.shape)}"
        sink_logits = sinks.detach().to(device=query.device, dtype=torch.float32).reshape(hq).contiguous()
    width = n_pre + t
    mask_view = None
    if mask is not None:
        if mask.dtype != torch.bool or mask.dim() != 4 or mask.shape[-1] != width:
            return None, (f"the Triton kernel takes a boolean [B, 1, {q_len}, {width}] mask, "
                          f"got {mask.dtype} {tuple(mask.shape)}")
        try:
            mask_view = mask.view(torch.uint8).expand(b, 1, q_len, width)
        except RuntimeError:
            return None, f"the mask {tuple(mask.shape)} does not broadcast to [{b}, 1, {q_len}, {width}]"
    group = hq // hkv
    rows = group * q_len
    block_m = max(16, min(64, triton.next_power_of_2(rows)))
    row_blocks = triton.cdiv(rows, block_m)
    block_t = 64 if d <= 128 else 32
    if splits is None:
        splits = triton.cdiv(_programs_wanted(query.device), b * hkv * row_blocks)
    splits = max(1, min(splits, MAX_SPLITS, triton.cdiv(t, block_t)))
    chunk = triton.cdiv(triton.cdiv(t, splits), block_t) * block_t
    splits = triton.cdiv(t, chunk)

    q = query if query.stride(-1) == 1 else query.contiguous()
    out = torch.empty(b, q_len, hq, d, dtype=query.dtype, device=query.device)
    if splits > 1:
        part_m = torch.empty(b * hkv * rows * splits, dtype=torch.float32, device=query.device)
        part_l = torch.empty_like(part_m)
        part_o = torch.empty(b * hkv * rows * splits * d, dtype=torch.float32, device=query.device)
    else:
        part_m = part_l = part_o = out  # unused: the kernel writes the output itself
    kl, vl = keys.layout, values.layout
    kf, vf = keys.fields, values.fields
    m_arg = mask_view if mask_view is not None else out
    m_strides = (mask_view.stride(0), mask_view.stride(2), mask_view.stride(3)) if mask_view is not None else (0, 0, 0)
    _packed_attention_kernel[(b * hkv, row_blocks, splits)](
        q, q.stride(0), q.stride(1), q.stride(2),
        kf["codes"], kf["scale"], kf["min"] if kl.has_min else kf["scale"], _code_table(kl.values, query.device),
        kf["codes"].stride(0), kf["codes"].stride(1), kf["codes"].stride(2),
        kf["scale"].stride(0), kf["scale"].stride(1), kf["scale"].stride(2),
        vf["codes"], vf["scale"], vf["min"] if vl.has_min else vf["scale"], _code_table(vl.values, query.device),
        vf["codes"].stride(0), vf["codes"].stride(1), vf["codes"].stride(2),
        vf["scale"].stride(0), vf["scale"].stride(1), vf["scale"].stride(2),
        *_high_args(keys), *_high_args(values),
        pre_k if pre_k is not None else out, pre_v if pre_v is not None else out,
        sink_logits if sink_logits is not None else out,
        m_arg, *m_strides,
        out, out.stride(0), out.stride(1), out.stride(2),
        part_m, part_l, part_o,
        t, n_pre, q_len, hkv, chunk, splits, float(scaling),
        G=group, D=d, BLOCK_M=block_m, BLOCK_T=block_t,
        K_BITS=kl.bits, K_BLOCK=kl.block, K_MIN=kl.has_min,
        V_BITS=vl.bits, V_BLOCK=vl.block, V_MIN=vl.has_min,
        HAS_PRE=n_pre > 0, HAS_SINKS=sink_logits is not None, HAS_MASK=mask_view is not None,
        CAUSAL=bool(causal) and mask_view is None,
        SPLIT=splits > 1,
        IEEE_DOT=query.dtype == torch.float32,
    )
    if splits > 1:
        _merge_splits_kernel[(b * hkv * rows,)](
            part_m, part_l, part_o, out, out.stride(0), out.stride(1), out.stride(2), q_len, hkv, splits,
            G=group, D=d, SPLITS=triton.next_power_of_2(splits),
        )
    return out, None
