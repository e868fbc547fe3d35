"""The fused decode-attention kernel against decode-then-SDPA, for every format it reads."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from kvtrial.cache.storage import FieldStore
from kvtrial.formats import get_format
from kvtrial.kernels import PackedSide, fused_decode_attention

KERNEL_FORMATS = ["q8_0", "q4_0", "q4_1", "turbo4", "turbo3"]


def _case(key: str, value: str, tokens: int, batch: int = 2, kv_heads: int = 3, group: int = 3, seed: int = 0,
          dim: int = 64):
    g = torch.Generator().manual_seed(seed)
    k = torch.randn(batch, kv_heads, tokens, dim, generator=g) * 2
    v = torch.randn(batch, kv_heads, tokens, dim, generator=g)
    q = torch.randn(batch, kv_heads * group, 1, dim, generator=g)
    stores = []
    for name, x in ((key, k), (value, v)):
        store = FieldStore(get_format(name))
        store.append(x)
        stores.append(store)
    return q, stores


def _reference(q, stores, mask=None, sinks=None):
    """Decode both sides in the formats' own basis and attend in torch: what the torch path computes
    (SDPA, or with sinks the explicit softmax that gives each head's sink logit its share)."""
    (ks, vs) = stores
    k, kb = ks.fmt.decode_in_basis(ks.fields(), torch.float32)
    v, vb = vs.fmt.decode_in_basis(vs.fields(), torch.float32)
    qq = q @ kb if kb is not None else q
    if sinks is None:
        out = F.scaled_dot_product_attention(qq, k, v, attn_mask=mask, enable_gqa=True)
    else:
        group = q.shape[1] // k.shape[1]
        k, v = k.repeat_interleave(group, 1), v.repeat_interleave(group, 1)
        logits = qq @ k.transpose(2, 3) * q.shape[-1] ** -0.5
        if mask is not None:
            logits = logits.masked_fill(~mask, float("-inf"))
        logits = torch.cat([logits, sinks.view(1, -1, 1, 1).expand(q.shape[0], -1, 1, 1)], -1)
        out = torch.softmax(logits, -1)[..., :-1] @ v
    out = out @ vb.T if vb is not None else out
    return out.transpose(1, 2)


def _fused(q, stores, mask=None, sinks=None):
    (ks, vs) = stores
    dim = q.shape[-1]
    kb = ks.fmt.basis(dim, q.device, q.dtype)
    qq = q @ kb if kb is not None else q
    out, why = fused_decode_attention(qq, PackedSide(ks.fields(), ks.fmt.code_layout(dim)),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(dim)), mask, dim**-0.5, sinks)
    assert why is None, why
    vb = vs.fmt.basis(dim, q.device, q.dtype)
    return out @ vb.T if vb is not None else out


@pytest.mark.parametrize("name", KERNEL_FORMATS)
@pytest.mark.parametrize("tokens", [1, 255, 256, 257, 700])  # around the kernel's 256-token chunks
def test_kernel_matches_decode_then_sdpa(name: str, tokens: int):
    q, stores = _case(name, name, tokens)
    torch.testing.assert_close(_fused(q, stores), _reference(q, stores), atol=2e-5, rtol=1e-4)


@pytest.mark.parametrize("key,value", [("q8_0", "turbo4"), ("turbo3", "q4_1"), ("q4_0", "q8_0")])
def test_kernel_reads_keys_and_values_in_different_formats(key: str, value: str):
    q, stores = _case(key, value, 300, seed=3)
    torch.testing.assert_close(_fused(q, stores), _reference(q, stores), atol=2e-5, rtol=1e-4)


@pytest.mark.parametrize("name", KERNEL_FORMATS)
@pytest.mark.parametrize("dim", [32, 64, 96, 128, 256])  # any multiple of 32 the formats block
@pytest.mark.parametrize("group", [1, 2, 4, 8, 16])  # GQA: query heads per key/value head
def test_kernel_serves_every_head_dimension_and_gqa_ratio(name: str, dim: int, group: int):
    q, stores = _case(name, name, 70, batch=1, kv_heads=2, group=group, seed=dim + group, dim=dim)
    torch.testing.assert_close(_fused(q, stores), _reference(q, stores), atol=2e-5, rtol=1e-4)


def test_kernel_refuses_more_query_heads_per_group_than_it_holds():
    q, stores = _case("q8_0", "q8_0", 10, batch=1, kv_heads=1, group=17)
    (ks, vs) = stores
    out, why = fused_decode_attention(q, PackedSide(ks.fields(), ks.fmt.code_layout(64)),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(64)), None, 0.125)
    assert out is None and "17 query heads per group" in why


@pytest.mark.parametrize("name", ["q8_0", "turbo4"])
def test_kernel_adds_attention_sinks_to_the_softmax(name: str):
    """gpt-oss's learned sinks: one logit per query head in the denominator, no value."""
    q, stores = _case(name, name, 300, seed=9)
    sinks = torch.linspace(-2.0, 3.0, q.shape[1])
    mask = torch.ones(2, 1, 1, 300, dtype=torch.bool)
    mask[1, ..., :100] = False
    got = _fused(q, stores, mask, sinks)
    torch.testing.assert_close(got, _reference(q, stores, mask, sinks), atol=2e-5, rtol=1e-4)
    assert not torch.allclose(got, _fused(q, stores, mask), atol=1e-3)  # the sinks took their share


def test_kernel_honours_a_padding_mask():
    q, stores = _case("q4_0", "q4_0", 300, seed=5)
    mask = torch.ones(2, 1, 1, 300, dtype=torch.bool)
    mask[0, ..., :40] = False  # left padding of the first sequence
    mask[1, ..., 260:290] = False  # a hole spanning a chunk boundary
    got, want = _fused(q, stores, mask), _reference(q, stores, mask)
    torch.testing.assert_close(got, want, atol=2e-5, rtol=1e-4)
    unmasked = _fused(q, stores)
    assert not torch.allclose(got[0], unmasked[0], atol=1e-3)  # the mask changed the answer


@pytest.mark.parametrize("change,reason", [
    (lambda q, m: (q.double(), m), "computes in float32"),
    (lambda q, m: (torch.cat([q, q], dim=2), m), "one query token"),
    (lambda q, m: (q, torch.zeros(2, 1, 1, 10)), "boolean [B, 1, 1, 300] mask"),
])
def test_calls_the_kernel_cannot_serve_get_a_reason(change, reason: str):
    q, (ks, vs) = _case("q8_0", "q8_0", 300)
    q, mask = change(q, None)
    out, why = fused_decode_attention(q, PackedSide(ks.fields(), ks.fmt.code_layout(64)),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(64)), mask, 0.125)
    assert out is None and reason in why
