"""The Triton attention kernel against decode-then-SDPA (the torch path), on the store's packed buffers."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from kvtrial.cache.storage import FieldStore
from kvtrial.formats import get_format
from kvtrial.kernels import PackedSide
from kvtrial.kernels.gpu.attention import packed_attention
from tests.kernels.gpu.conftest import DEVICE

FORMATS = ["q8_0", "q4_0", "q4_1", "turbo4", "turbo3"]


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


def _reference(q, stores, mask=None):
    """Both sides decoded in their formats' basis, then SDPA in float32: what the torch path computes."""
    ks, vs = stores
    k, kb = ks.fmt.decode_in_basis(ks.fields(), torch.float32)
    v, vb = vs.fmt.decode_in_basis(vs.fields(), torch.float32)
    qq = q.float() @ kb if kb is not None else q.float()
    out = F.scaled_dot_product_attention(qq, k, v, attn_mask=mask, enable_gqa=True)
    out = out @ vb.T if vb is not None else out
    return out.transpose(1, 2)


def _triton(q, stores, mask=None, causal=False, splits=None):
    ks, vs = stores
    d = q.shape[-1]
    kb = ks.fmt.basis(d, q.device, q.dtype)
    qq = q @ kb if kb is not None else q
    out, why = packed_attention(qq, PackedSide(ks.fields(), ks.code_layout), PackedSide(vs.fields(), vs.code_layout),
                                mask, d**-0.5, causal=causal, splits=splits)
    assert why is None, why
    assert out.dtype == q.dtype and out.shape == (q.shape[0], q.shape[2], q.shape[1], d)
    vb = vs.fmt.basis(d, q.device, q.dtype)
    return out @ vb.T if vb is not None else out


@pytest.mark.parametrize("value", FORMATS)
@pytest.mark.parametrize("key", FORMATS)
def test_every_format_pair_matches_decode_then_sdpa(key: str, value: str):
    q, stores = _case(key, value, 80)  # a full tile of 64 tokens and a partial one
    torch.testing.assert_close(_triton(q, stores), _reference(q, stores), atol=2e-5, rtol=1e-4)


@pytest.mark.parametrize("dim", [64, 128, 256])
@pytest.mark.parametrize("key,value", [("q8_0", "q4_1"), ("turbo3", "q4_0"), ("turbo4", "turbo4")])
def test_head_dims(dim: int, key: str, value: str):
    q, stores = _case(key, value, 40, kv_heads=1, group=3, dim=dim, seed=dim)
    torch.testing.assert_close(_triton(q, stores), _reference(q, stores), atol=2e-5, rtol=1e-4)


@pytest.mark.parametrize("tokens,splits", [(1, 1), (63, 2), (64, 2), (65, 2), (129, 3), (200, 4)])
def test_token_chunks_merge_across_their_boundaries(tokens: int, splits: int):
    q, stores = _case("q4_0", "q8_0", tokens, seed=tokens)
    want = _reference(q, stores)
    torch.testing.assert_close(_triton(q, stores, splits=splits), want, atol=2e-5, rtol=1e-4)
    torch.testing.assert_close(_triton(q, stores, splits=1), want, atol=2e-5, rtol=1e-4)


@pytest.mark.parametrize("splits", [1, 2])
def test_padding_mask(splits: int):
    q, stores = _case("q4_1", "turbo3", 100, batch=2, kv_heads=1, seed=5)
    mask = torch.ones(2, 1, 1, 100, dtype=torch.bool, device=DEVICE)
    mask[0, ..., :40] = False  # left padding of the first sequence
    mask[1, ..., 60:70] = False  # a hole across the first chunk boundary (64)
    got, want = _triton(q, stores, mask, splits=splits), _reference(q, stores, mask)
    torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-4)
    assert not torch.allclose(got[0], _triton(q, stores)[0], atol=1e-3)  # the mask changed the answer


def test_a_chunk_with_every_token_masked_adds_nothing():
    q, stores = _case("q8_0", "q8_0", 192, seed=6)
    mask = torch.ones(1, 1, 1, 192, dtype=torch.bool, device=DEVICE)
    mask[..., 64:128] = False  # the whole middle chunk of three
    torch.testing.assert_close(_triton(q, stores, mask, splits=3), _reference(q, stores, mask), atol=2e-5, rtol=1e-4)


@pytest.mark.parametrize("group", [1, 3, 8])
def test_grouped_query_heads(group: int):
    q, stores = _case("turbo4", "q4_0", 70, kv_heads=2, group=group, seed=group)
    torch.testing.assert_close(_triton(q, stores), _reference(q, stores), atol=2e-5, rtol=1e-4)


@pytest.mark.parametrize("splits", [1, 2])
def test_a_prefill_chunk_attends_causally_without_a_mask(splits: int):
    q, stores = _case("q4_0", "turbo4", 80, kv_heads=1, q_len=5, group=3, seed=7)
    # query token i sits at position 80 - 5 + i: it sees keys 0 .. 75 + i
    causal = torch.ones(5, 80, dtype=torch.bool, device=DEVICE).tril(diagonal=80 - 5)[None, None]
    want = _reference(q, stores, causal)
    torch.testing.assert_close(_triton(q, stores, causal=True, splits=splits), want, atol=2e-5, rtol=1e-4)
    torch.testing.assert_close(_triton(q, stores, causal), want, atol=2e-5, rtol=1e-4)  # the same as a mask


def test_half_precision_queries_stay_close_to_the_float32_path():
    q, stores = _case("q8_0", "q4_1", 90, group=4, seed=8, dtype=torch.float16)
    torch.testing.assert_close(_triton(q, stores).float(), _reference(q, stores), atol=3e-3, rtol=3e-3)


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
