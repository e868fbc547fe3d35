"""Attention read straight from bit-packed keys and values (the C kernel): a decode step, or a prompt chunk.

`fused_decode_attention` (one query token) and `fused_prefill_attention` (a prompt chunk of several
query tokens) answer either the attention output or the reason they cannot serve this call (then the
caller decodes the cache and runs SDPA, as without the kernel). They serve CPU tensors in float32, with
keys and values in formats that have a `CodeLayout`, and a boolean mask of shape [B, 1, q_len, T] (T
counting full-precision prefix and suffix tokens, if any) or none; anything else is a stated fallback.

Full-precision tokens join the packed ones in the same softmax: a `prefix` read before them (a cache's sink
tokens) and a `suffix` read after them (its window of recent tokens), both [B, Hkv, n, D] in the basis the
query is in.

Keys may be scored with the query quantized to int8 (`PackedSide.qdot`, the setting option `qdot=int8`): per block
of 32 values, one float scale and round-to-nearest int8 values, integer dot products with the stored integer codes
(q8_0, and 4- and 5-bit codes whose values are integers: q4_0, q4_1, iq4_nl, q5_0, q5_1; turbo4 and turbo5 with their
codebook rounded to int8 at 127 / its largest magnitude), scaled by the query's and the key's block scales. Decode
steps only: a prompt chunk's keys keep float scores (`qdot_refused` says which layouts it serves, `qdot_path` which
instructions). Values may be summed with the attention weights quantized to 8 bits likewise (`pdot_refused`,
`pdot_path`).
"""

from __future__ import annotations

import ctypes
import functools
from dataclasses import dataclass

import torch

from kvtrial.cache.formats import CodeLayout, Fields
from kvtrial.cache.formats.lut import key_table, split_pair_table
from kvtrial.cache.kernels.abi import KvtSide
from kvtrial.cache.kernels.build import load_kernels

# Full-precision prefix tokens one call takes (the C kernel's CHUNK): a cache's sink tokens are a few.
MAX_PREFIX = 256


@dataclass
class PackedSide:
    """One side's stored fields (views of the store's buffers) and how a row decodes."""

    fields: Fields
    layout: CodeLayout
    # a decode step in int8 (the side's refusal, qdot_refused or pdot_refused, must be None): keys scored with the
    # query quantized to int8, values summed with the attention weights quantized to int8
    qdot: bool = False


QDOT_BLOCK = 32  # the query is quantized per block of the keys' own blocks, which must be this long


def _integer_values(layout: CodeLayout, low: int) -> bool:
    """Whether the layout's code values are integers within [low, 127] (as the C kernel's int8 paths check them)."""
    return layout.values is not None and all(v == int(v) and low <= v <= 127 for v in layout.values)


def qdot_refused(layout: CodeLayout) -> str | None:
    """None when int8 query dot products can score keys in this layout (int8 codes in blocks of 32; 4-bit codes, or
    5-bit codes with one high bit, in blocks of a multiple of 32: integer code values as they are, a turbo codebook
    rounded to int8 after scaling its largest magnitude to 127); else why not."""
    if layout.bits == 8 and layout.block == QDOT_BLOCK:
        return None
    if layout.bits in (4, 5) and layout.block % QDOT_BLOCK == 0 and layout.values is not None:
        return None
    return (f"int8 key scores read int8 codes in blocks of {QDOT_BLOCK}, or 4- or 5-bit codes in blocks of a multiple "
            f"of {QDOT_BLOCK} (q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1, turbo4, turbo5), not {layout.scheme}'s "
            f"{layout.bits}-bit codes in blocks of {layout.block}")


def pdot_refused(layout: CodeLayout) -> str | None:
    """None when int8 weights can sum values in this layout (int8 codes in blocks of 32; 4-bit codes in blocks of a
    multiple of 32 whose int8 table lies within [-127, 127], so that a value's negation is one too: integer code
    values as they are, a turbo codebook scaled to 127 at its largest magnitude); else why not."""
    if layout.bits == 8 and layout.block == QDOT_BLOCK:
        return None
    if layout.bits == 4 and layout.block % QDOT_BLOCK == 0 and layout.values is not None and (
            _integer_values(layout, -127) or not _integer_values(layout, -128)):
        return None
    return (f"int8 value sums read int8 codes in blocks of {QDOT_BLOCK}, or 4-bit codes in blocks of a multiple of "
            f"{QDOT_BLOCK} (q8_0, q4_0, q4_1, iq4_nl, turbo4), not {layout.scheme}'s {layout.bits}-bit codes in "
            f"blocks of {layout.block}")


def _info(name: str) -> str | None:
    lib = load_kernels().lib
    if lib is None:
        return None
    buf = ctypes.create_string_buffer(32)
    getattr(lib, name)(buf, len(buf))
    return buf.value.decode()


def qdot_path() -> str | None:
    """The instructions the loaded C kernel takes for int8 key scores ("avx512vnni", "avx2", "neon-sdot", "generic"),
    None without a kernel."""
    return _info("kvt_qdot_info")


# Why a kernel build sums values in float where int8 value sums were asked for (its kvt_pdot_info answers "none")
PDOT_NONE = "this kernel build sums values in float (int8 value sums need AVX-512 VNNI)"


def pdot_path() -> str | None:
    """The instructions the loaded C kernel takes for int8 value sums ("avx512vnni"); None without a kernel or where
    the build sums values in float whatever a side asks (PDOT_NONE says why)."""
    path = _info("kvt_pdot_info")
    return None if path in (None, "none") else path


def _heads_uniform(t: torch.Tensor) -> bool:
    """[B, H, T, W] with rows contiguous and heads evenly spaced (batch b, head h at (b*H + h) * stride(1))."""
    return t.stride(-1) == 1 and t.stride(-2) == t.shape[-1] and t.stride(0) == t.shape[1] * t.stride(1)


@functools.lru_cache(maxsize=16)
def code_values(values: tuple[float, ...]) -> torch.Tensor:
    """The code values as float32, 16 of them, or 32 / 64 for 5- / 6-bit codes (the SIMD paths load 16 at once).
    Fewer values repeat to fill the width, so a lookup that reads a bit above a 3-bit code (decode16_u3's 16-entry
    permute) finds the same value."""
    width = next(w for w in (16, 32, 64) if len(values) <= w)
    return torch.tensor([values[i % len(values)] for i in range(width)], dtype=torch.float32)


def _side(side: PackedSide) -> tuple[KvtSide | None, str | None]:
    """The C description of one side, or why the kernel cannot read it. The pointers stay valid for the
    call: the fields belong to the caller's PackedSide and the tables to lru caches."""
    codes, scale = side.fields["codes"], side.fields["scale"]
    minv = side.fields.get("min") if side.layout.has_min else None
    split = side.layout.bits in (5, 6)
    high = side.fields.get("high") if split else None
    if split and high is None:
        return None, f"a {side.layout.bits}-bit code layout without its plane of high bits (field 'high')"
    parts = [codes, scale] + ([minv] if minv is not None else []) + ([high] if high is not None else [])
    if codes.device.type != "cpu":
        return None, f"the C kernel runs on CPU; the cache is on {codes.device}"
    if not all(_heads_uniform(t) for t in parts) or (minv is not None and minv.stride() != scale.stride()):
        return None, "stored fields are not laid out as [batch, head, token, width] buffers"
    table = values = None
    if side.layout.bits not in (3, 4, 5, 6, 8):
        return None, f"the C kernel reads 8-, 6-, 5-, 4- and 3-bit codes, not {side.layout.bits}-bit ones"
    if side.layout.bits in (3, 4):
        table = key_table(side.layout.values, side.layout.bits, torch.float32, "cpu")
    elif split:  # the portable build's pair table (the SIMD builds read `values`)
        assert side.layout.values is not None  # every split layout has its value table
        table = split_pair_table(side.layout.values, side.layout.bits)
    if side.layout.bits != 8:
        assert side.layout.values is not None  # every code layout below 8 bits has its value table
        values = code_values(side.layout.values)
    s = KvtSide(codes.data_ptr(), scale.data_ptr(), minv.data_ptr() if minv is not None else None,
              table.data_ptr() if table is not None else None, values.data_ptr() if values is not None else None,
              codes.stride(1), scale.stride(1),
              codes.shape[-1], side.layout.bits, side.layout.block,
              high.data_ptr() if high is not None else None, high.stride(1) if high is not None else 0,
              high.shape[-1] if high is not None else 0, int(side.qdot))
    return s, None


@dataclass
class _Call:
    """What both entry points check and convert alike: the library, the sides, the prefix and the sinks."""

    lib: ctypes.CDLL
    k_side: KvtSide
    v_side: KvtSide
    hkv: int
    t: int
    pre_k: torch.Tensor | None
    pre_v: torch.Tensor | None
    n_pre: int
    post_k: torch.Tensor | None
    post_v: torch.Tensor | None
    n_post: int
    sinks: torch.Tensor | None

    @property
    def width(self) -> int:
        """The columns a mask row covers: prefix, packed and suffix tokens."""
        return self.n_pre + self.t + self.n_post


def _rows(rows: tuple[torch.Tensor, torch.Tensor], b: int, hkv: int, d: int) -> tuple[torch.Tensor, torch.Tensor] | None:
    """Full-precision keys and values as the kernel reads them (contiguous float32), or None if not [B, Hkv, n, D]."""
    n = rows[0].shape[-2]
    if rows[0].shape != (b, hkv, n, d) or rows[1].shape != rows[0].shape:
        return None
    pk, pv = (r.detach().to(torch.float32).contiguous() for r in rows)
    return pk, pv


def _prepare(query: torch.Tensor, keys: PackedSide, values: PackedSide, sinks: torch.Tensor | None,
             prefix: tuple[torch.Tensor, torch.Tensor] | None,
             suffix: tuple[torch.Tensor, torch.Tensor] | None = None) -> tuple[_Call | None, str | None]:
    kernels = load_kernels()
    if kernels.lib is None:
        return None, kernels.reason
    if query.dtype != torch.float32:
        return None, f"the C kernel computes in float32; the model runs in {query.dtype}"
    b, hq, _, d = query.shape
    codes = keys.fields["codes"]
    hkv, t = codes.shape[1], codes.shape[2]
    if hq % hkv:
        return None, f"{hq} query heads do not group over {hkv} key/value heads"
    pre = post = None
    if prefix is not None:
        pre = _rows(prefix, b, hkv, d)
        if pre is None or prefix[0].shape[-2] > MAX_PREFIX:
            return None, (f"the C kernel takes up to {MAX_PREFIX} prefix tokens as [B, Hkv, n, D] = [{b}, {hkv}, n, {d}], "
                          f"got {tuple(prefix[0].shape)} / {tuple(prefix[1].shape)}")
    if suffix is not None:
        post = _rows(suffix, b, hkv, d)
        if post is None:
            return None, (f"the C kernel takes suffix tokens as [B, Hkv, n, D] = [{b}, {hkv}, n, {d}], "
                          f"got {tuple(suffix[0].shape)} / {tuple(suffix[1].shape)}")
    if t == 0 and pre is None and post is None:
        return None, "the cache holds no tokens yet"
    k_side, why = _side(keys)
    if k_side is None:
        return None, why
    v_side, why = _side(values)
    if v_side is None:
        return None, why
    sink_values = None
    if sinks is not None:
        if sinks.numel() != hq:
            return None, f"the C kernel takes one attention sink per query head ({hq}), got {tuple(sinks.shape)}"
        sink_values = sinks.detach().to(torch.float32).reshape(hq).contiguous()
    pre_k, pre_v = pre if pre is not None else (None, None)
    post_k, post_v = post if post is not None else (None, None)
    return _Call(kernels.lib, k_side, v_side, hkv, t, pre_k, pre_v, 0 if pre_k is None else pre_k.shape[-2], post_k,
                 post_v, 0 if post_k is None else post_k.shape[-2], sink_values), None


def _ptr(t: torch.Tensor | None) -> ctypes.c_void_p | None:
    return ctypes.c_void_p(t.data_ptr()) if t is not None else None


def fused_prefill_attention(
    query: torch.Tensor, keys: PackedSide, values: PackedSide, mask: torch.Tensor | None, scaling: float,
    sinks: torch.Tensor | None = None,
    prefix: tuple[torch.Tensor, torch.Tensor] | None = None,
    causal: bool = True,
    suffix: tuple[torch.Tensor, torch.Tensor] | None = None,
) -> tuple[torch.Tensor | None, str | None]:
    """query [B, Hq, L, D] (a prompt chunk of L tokens) -> (output [B, L, Hq, D], None), or (None, why not).

    `mask` [B or 1, 1, L, n + T + m] boolean (n prefix tokens first, m suffix tokens last, as transformers'
    sdpa_mask builds it) is read in place when its rows are contiguous; None with `causal` masks each query
    token's later positions, the chunk being the last L of the n + T + m positions (transformers passes None for
    a chunk that is the whole sequence); None without `causal` attends everywhere. `sinks`, `prefix` and `suffix`
    as for fused_decode_attention Keys score in float whatever `keys.qdot` says (int8 key scores serve decode steps)."""
    call, why = _prepare(query, keys, values, sinks, prefix, suffix)
    if call is None:
        return None, why
    b, hq, q_len, d = query.shape
    width = call.width
    mask_rows = None
    mask_b = mask_q = 0
    if mask is not None:
        if (mask.dtype != torch.bool or mask.dim() != 4 or mask.shape[1] != 1 or mask.shape[0] not in (1, b)
                or mask.shape[2] != q_len or mask.shape[3] != width):
            return None, (f"the C kernel takes a boolean [B, 1, {q_len}, {width}] mask, got {mask.dtype} "
                          f"{tuple(mask.shape)}")
        if mask.stride(-1) != 1:  # bool is one byte: a mask with contiguous rows is read as it is
            mask = mask.contiguous()
        mask_rows = mask
        mask_b = mask.stride(0) if mask.shape[0] > 1 else 0
        mask_q = mask.stride(2)
    elif causal and q_len > width:
        return None, f"a causal chunk of {q_len} query tokens over {width} positions (the chunk must be stored first)"
    q = query.contiguous()
    out = torch.empty(b, q_len, hq, d, dtype=torch.float32)
    rc = call.lib.kvt_prefill_attention(
        _ptr(q), ctypes.byref(call.k_side), ctypes.byref(call.v_side), b, call.hkv, hq // call.hkv, q_len,
        ctypes.c_int64(call.t), d, ctypes.c_float(scaling), _ptr(mask_rows), ctypes.c_int64(mask_b),
        ctypes.c_int64(mask_q), int(causal and mask is None), _ptr(call.sinks), _ptr(out), torch.get_num_threads(),
        _ptr(call.pre_k), _ptr(call.pre_v), call.n_pre, _ptr(call.post_k), _ptr(call.post_v), ctypes.c_int64(call.n_post))
    if rc == -2:
        return None, "the C kernel found no memory for its tile scratch"
    if rc != 0:
        return None, (f"the C kernel refused the shapes (code {rc}): head dim {d}, {hq // call.hkv} query heads per "
                      "group")
    return out, None


def fused_decode_attention(
    query: torch.Tensor, keys: PackedSide, values: PackedSide, mask: torch.Tensor | None, scaling: float,
    sinks: torch.Tensor | None = None,
    prefix: tuple[torch.Tensor, torch.Tensor] | None = None,
    suffix: tuple[torch.Tensor, torch.Tensor] | None = None,
) -> tuple[torch.Tensor | None, str | None]:
    """query [B, Hq, 1, D] -> (output [B, 1, Hq, D], None), or (None, why the kernel cannot serve it).

    `sinks` [Hq]: learned per-head logits that take part in the softmax without a value (gpt-oss).
    `prefix` (keys, values) [B, Hkv, n, D]: full-precision tokens read before the packed ones
    (exact sink tokens), in the basis the query is in; `mask` then covers them first.
    `suffix` (keys, values) [B, Hkv, m, D]: full-precision tokens read after the packed ones (a window of
    recent tokens), in that basis too; `mask` covers them last. Either may come with no packed token at all.
    `keys.qdot`: the packed keys are scored with the query quantized to int8 (the sink and window tokens in float)."""
    b, hq, q_len, d = query.shape
    if q_len != 1:
        return None, f"the C decode kernel serves one query token per step, got {q_len}"
    if keys.qdot and (why := qdot_refused(keys.layout)) is not None:
        return None, why
    if values.qdot and (why := pdot_refused(values.layout)) is not None:
        return None, why
    call, why = _prepare(query, keys, values, sinks, prefix, suffix)
    if call is None:
        return None, why
    mask_bytes = None
    if mask is not None:
        width = call.width
        if mask.dtype != torch.bool or mask.dim() != 4 or mask.shape[1] != 1 or mask.shape[-1] != width:
            return None, f"the C kernel takes a boolean [B, 1, 1, {width}] mask, got {mask.dtype} {tuple(mask.shape)}"
        flat = mask[:, 0, -1, :]
        if not bool(flat.all()):
            mask_bytes = flat.to(torch.uint8).expand(b, width).contiguous()
    q = query.reshape(b, hq, d).contiguous()
    out = torch.empty(b, hq, d, dtype=torch.float32)
    rc = call.lib.kvt_decode_attention(
        _ptr(q), ctypes.byref(call.k_side), ctypes.byref(call.v_side), b, call.hkv, hq // call.hkv,
        ctypes.c_int64(call.t), d, ctypes.c_float(scaling), _ptr(mask_bytes), _ptr(call.sinks), _ptr(out),
        torch.get_num_threads(), _ptr(call.pre_k), _ptr(call.pre_v), call.n_pre, _ptr(call.post_k), _ptr(call.post_v),
        ctypes.c_int64(call.n_post))
    if rc == -3:
        return None, f"the C kernel cannot score {keys.layout.scheme} keys with an int8 query"
    if rc == -4:
        return None, f"the C kernel cannot sum {values.layout.scheme} values with int8 weights"
    if rc != 0:
        return None, f"the C kernel refused the shapes (code {rc}): head dim {d}, {hq // call.hkv} query heads per group"
    return out.view(b, 1, hq, d), None
