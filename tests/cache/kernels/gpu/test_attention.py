"""The Triton attention kernel against float64 attention over the same stored codes, within the float32
rounding bound of tests/cache/kernels/bounds.py (what the C kernel tables use), on the store's packed buffers."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.formats import get_format
from kvtrial.cache.kernels import PackedSide
from kvtrial.cache.kernels.gpu.attention import packed_attention
from kvtrial.cache.storage import FieldStore
from tests.cache.kernels.bounds import assert_store_attention, decode64, reference64
from tests.cache.kernels.gpu.conftest import DEVICE

FORMATS = ["q8_0", "q4_0", "q4_1", "turbo4", "turbo3"]
# The formats added later, each as keys and as values, with themselves and beside the first ones (all pairs of
# ten formats would be 100 interpreter runs).
LATER_PAIRS = [("q5_1", "q5_1"), ("q5_0", "q5_0"), ("iq4_nl", "iq4_nl"), ("turbo6", "turbo6"), ("turbo5", "turbo5"),
               ("q8_0", "q5_0"), ("q5_1", "turbo4"), ("turbo6", "iq4_nl"), ("iq4_nl", "turbo5"), ("turbo3", "q5_1")]


def _stores(key: str, value: str, k: torch.Tensor, v: torch.Tensor) -> tuple[FieldStore, FieldStore]:
    stores = []
    for name, x in ((key, k), (value, v)):
        store = FieldStore(get_format(name))
        store.append(x)
        stores.append(store)
    return stores[0], stores[1]


def _case(key: str, value: str, tokens: int, batch: int = 1, kv_heads: int = 2, group: int = 2, dim: int = 64,
          q_len: int = 1, seed: int = 0, dtype: torch.dtype = torch.float32):
    g = torch.Generator().manual_seed(seed)
    k = (torch.randn(batch, kv_heads, tokens, dim, generator=g) * 2).to(DEVICE)
    v = torch.randn(batch, kv_heads, tokens, dim, generator=g).to(DEVICE)
    q = torch.randn(batch, kv_heads * group, q_len, dim, generator=g).to(DEVICE, dtype)
    return q, _stores(key, value, k, v)


def _reference(q, stores, mask=None, prefix=None, sinks=None):
    """Both sides decoded in float64 in their formats' basis, attended in float64 (prefix tokens first, learned
    sinks as one more logit without a value), as [B, Lq, Hq, D] in the model's basis."""
    (k, kb), (v, vb) = decode64(stores[0]), decode64(stores[1])
    return reference64(q.float(), k, v, kb, vb, mask, sinks, prefix)


def _check(got, q, stores, mask=None, prefix=None, sinks=None, splits=None):
    """The Triton output within the float32 bound of the float64 reference (each split is a merged partial)."""
    tiles = -(-stores[0].fields()["codes"].shape[-2] // 64)
    assert_store_attention(got, q, stores, mask, sinks, prefix, partials=splits or tiles)


def _triton(q, stores, mask=None, causal=False, splits=None, prefix=None, sinks=None):
    ks, vs = stores
    d = q.shape[-1]
    kb = ks.fmt.basis(d, q.device, q.dtype)
    qq = q @ kb if kb is not None else q
    out, why = packed_attention(qq, PackedSide(ks.fields(), ks.code_layout), PackedSide(vs.fields(), vs.code_layout),
                                mask, d**-0.5, causal=causal, splits=splits, prefix=prefix, sinks=sinks)
    assert why is None, why
    assert out.dtype == q.dtype and out.shape == (q.shape[0], q.shape[2], q.shape[1], d)
    vb = vs.fmt.basis(d, q.device, q.dtype)
    return out @ vb.T if vb is not None else out


@pytest.mark.parametrize("value", FORMATS)
@pytest.mark.parametrize("key", FORMATS)
def test_every_format_pair_matches_decode_then_sdpa(key: str, value: str):
    q, stores = _case(key, value, 80)  # a full tile of 64 tokens and a partial one
    _check(_triton(q, stores), q, stores)


@pytest.mark.parametrize("key,value", LATER_PAIRS)
def test_5_and_6_bit_and_table_formats_match_decode_then_sdpa(key: str, value: str):
    q, stores = _case(key, value, 80)
    _check(_triton(q, stores), q, stores)


@pytest.mark.parametrize("dim", [64, 128, 256])
@pytest.mark.parametrize("key,value", [("q8_0", "q4_1"), ("turbo3", "q4_0"), ("turbo4", "turbo4")])
def test_head_dims(dim: int, key: str, value: str):
    q, stores = _case(key, value, 40, kv_heads=1, group=3, dim=dim, seed=dim)
    _check(_triton(q, stores), q, stores)


@pytest.mark.parametrize("tokens,splits", [(1, 1), (63, 2), (64, 2), (65, 2), (129, 3), (200, 4)])
def test_token_chunks_merge_across_their_boundaries(tokens: int, splits: int):
    q, stores = _case("q4_0", "q8_0", tokens, seed=tokens)
    _check(_triton(q, stores, splits=splits), q, stores, splits=splits)
    _check(_triton(q, stores, splits=1), q, stores, splits=1)


@pytest.mark.parametrize("splits", [1, 2])
def test_padding_mask(splits: int):
    q, stores = _case("q4_1", "turbo3", 100, batch=2, kv_heads=1, seed=5)
    mask = torch.ones(2, 1, 1, 100, dtype=torch.bool, device=DEVICE)
    mask[0, ..., :40] = False  # left padding of the first sequence
    mask[1, ..., 60:70] = False  # a hole across the first chunk boundary (64)
    got = _triton(q, stores, mask, splits=splits)
    _check(got, q, stores, mask, splits=splits)
    assert not torch.allclose(got[0], _triton(q, stores)[0], atol=1e-3)  # the mask changed the answer


def test_a_chunk_with_every_token_masked_adds_nothing():
    q, stores = _case("q8_0", "q8_0", 192, seed=6)
    mask = torch.ones(1, 1, 1, 192, dtype=torch.bool, device=DEVICE)
    mask[..., 64:128] = False  # the whole middle chunk of three
    _check(_triton(q, stores, mask, splits=3), q, stores, mask, splits=3)


@pytest.mark.parametrize("group", [1, 3, 8])
def test_grouped_query_heads(group: int):
    q, stores = _case("turbo4", "q4_0", 70, kv_heads=2, group=group, seed=group)
    _check(_triton(q, stores), q, stores)


@pytest.mark.parametrize("splits", [1, 2])
def test_a_prefill_chunk_attends_causally_without_a_mask(splits: int):
    q, stores = _case("q4_0", "turbo4", 80, kv_heads=1, q_len=5, group=3, seed=7)
    # query token i sits at position 80 - 5 + i: it sees keys 0 .. 75 + i
    causal = torch.ones(5, 80, dtype=torch.bool, device=DEVICE).tril(diagonal=80 - 5)[None, None]
    _check(_triton(q, stores, causal=True, splits=splits), q, stores, causal, splits=splits)
    _check(_triton(q, stores, causal), q, stores, causal)  # the same as a mask


def test_half_precision_queries_stay_close_to_the_float32_path():
    q, stores = _case("q8_0", "q4_1", 90, group=4, seed=8, dtype=torch.float16)
    # Basis: float16 rounds the query and the output to 11 significant bits (u = 2^-11 ~ 4.9e-4); a few such
    # roundings through a softmax-weighted mean of values of size ~1-3 stay below 3e-3.
    torch.testing.assert_close(_triton(q, stores).double(), _reference(q, stores), atol=3e-3, rtol=3e-3)


@pytest.mark.parametrize("change,reason", [
    (lambda q, m: (q.double(), m), "float32, float16 or bfloat16"),
    (lambda q, m: (q[..., :48].contiguous(), m), "head dimensions"),
    (lambda q, m: (q[:, :3], m), "do not group"),
    (lambda q, m: (q, torch.zeros(1, 1, 1, 80, device=DEVICE)), "boolean [B, 1, 1, 80] mask"),
    (lambda q, m: (q, torch.ones(1, 4, 1, 80, dtype=torch.bool, device=DEVICE)), "does not broadcast"),
])
def test_calls_the_kernel_cannot_serve_get_a_reason(change, reason: str):
    q, (ks, vs) = _case("q8_0", "q8_0", 80)
    q, mask = change(q, None)
    out, why = packed_attention(q, PackedSide(ks.fields(), ks.code_layout), PackedSide(vs.fields(), vs.code_layout),
                                mask, 0.125)
    assert out is None and reason in why


def _prefix(q, stores, n: int, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    """n full-precision tokens per KV head in the stores' bases (as a cache's sink tokens reach the kernel)."""
    g = torch.Generator().manual_seed(seed)
    b, hkv, d = q.shape[0], stores[0].fields()["codes"].shape[1], q.shape[-1]
    k, v = torch.randn(b, hkv, n, d, generator=g) * 2, torch.randn(b, hkv, n, d, generator=g)
    k[..., 0, :] *= 4  # a sink token draws much of the attention
    kb, vb = (s.fmt.basis(d, torch.device("cpu"), torch.float32) for s in stores)
    k, v = (k @ kb if kb is not None else k), (v @ vb if vb is not None else v)
    return k.to(DEVICE, q.dtype), v.to(DEVICE, q.dtype)


@pytest.mark.parametrize("n_pre,splits", [(1, 1), (1, 3), (70, 2)])  # one sink token; more than a tile of them
def test_prefix_tokens_join_the_softmax_first(n_pre: int, splits: int):
    q, stores = _case("turbo4", "turbo3", 150, batch=2, seed=n_pre + splits)
    prefix = _prefix(q, stores, n_pre, seed=n_pre)
    mask = torch.ones(2, 1, 1, n_pre + 150, dtype=torch.bool, device=DEVICE)
    mask[1, ..., :1] = False  # the second sequence may not see the first prefix token
    mask[1, ..., n_pre + 40 : n_pre + 70] = False  # nor packed tokens across the first chunk boundary
    for m in (None, mask):
        got = _triton(q, stores, m, splits=splits, prefix=prefix)
        _check(got, q, stores, m, prefix, splits=splits)
    without = _triton(q, stores, splits=splits)
    assert not torch.allclose(got, without, atol=1e-3)  # the prefix changed the answer


def test_a_prefill_chunk_with_a_prefix_attends_causally():
    q, stores = _case("turbo4", "q8_0", 80, kv_heads=1, q_len=5, group=3, seed=9)
    prefix = _prefix(q, stores, 2, seed=9)
    # 82 tokens in all: query token i sits at position 82 - 5 + i and sees tokens 0 .. 77 + i
    causal = torch.ones(5, 82, dtype=torch.bool, device=DEVICE).tril(diagonal=82 - 5)[None, None]
    for splits in (1, 2):
        _check(_triton(q, stores, causal=True, splits=splits, prefix=prefix), q, stores, causal, prefix, splits=splits)


@pytest.mark.parametrize("splits", [1, 2])
def test_learned_sinks_take_softmax_mass_without_a_value(splits: int):
    q, stores = _case("q8_0", "turbo4", 100, group=3, seed=10)
    sinks = torch.tensor([4.0, -1.0, 0.5, 8.0, 2.0, -3.0], device=DEVICE)  # one per query head (2 x 3)
    got = _triton(q, stores, splits=splits, sinks=sinks)
    _check(got, q, stores, sinks=sinks, splits=splits)
    assert not torch.allclose(got, _triton(q, stores, splits=splits), atol=1e-3)  # the sinks changed the answer
