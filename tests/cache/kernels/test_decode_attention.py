"""The fused decode-attention kernel against a float64 computation over the same codes, for every format it
reads, in every kernel build this machine can execute (native, avx2, scalar, no OpenMP).

Tolerances are the float32 rounding bound of tests/cache/kernels/bounds.py, not one CPU's rounding."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.kernels import PackedSide, fused_decode_attention
from tests.cache.kernels.bounds import assert_store_attention
from tests.cache.kernels.cases import NibblesSwapped, full_precision_rows
from tests.cache.kernels.cases import packed_case as _case

pytestmark = pytest.mark.usefixtures("kernel_variant")

KERNEL_FORMATS = ["q8_0", "q4_0", "q4_1", "turbo4", "turbo3"]
# The formats added later read through the same row loop as those above: each gets the shapes that cross a
# chunk boundary, every SIMD group split and both odd head dimensions, not the whole grid (kept fast).
LATER_FORMATS = ["q5_1", "q5_0", "iq4_nl", "turbo6", "turbo5"]
CHUNK = 256  # the kernel's token chunk: partial softmaxes merged per head


def _fused(q, stores, mask=None, sinks=None, prefix=None, suffix=None):
    """The kernel's answer in the model's basis (query rotated into the key basis, output taken back, float32)."""
    (ks, vs) = stores
    dim = q.shape[-1]
    kb = ks.fmt.basis(dim, q.device, q.dtype)
    qq = q @ kb if kb is not None else q
    out, why = fused_decode_attention(qq, PackedSide(ks.fields(), ks.fmt.code_layout(dim)),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(dim)), mask, dim**-0.5, sinks,
                                      prefix=prefix, suffix=suffix)
    assert why is None, why
    vb = vs.fmt.basis(dim, q.device, q.dtype)
    return out @ vb.T if vb is not None else out


def _check(q, stores, mask=None, sinks=None, prefix=None, fields_for_kernel=None, suffix=None):
    """The kernel within the float32 bound of the float64 reference; returns the kernel's output."""
    got = _fused(q, fields_for_kernel or stores, mask, sinks, prefix, suffix)
    partials = -(-stores[0].fields()["codes"].shape[-2] // CHUNK) + (0 if suffix is None else -(-suffix[0].shape[-2] // CHUNK))
    assert_store_attention(got, q, stores, mask, sinks, prefix, partials=partials, suffix=suffix)
    return got


@pytest.mark.parametrize("name", KERNEL_FORMATS)
@pytest.mark.parametrize("tokens", [1, 255, 256, 257, 700])  # around the kernel's 256-token chunks
def test_kernel_matches_float64_attention_over_the_codes(name: str, tokens: int):
    q, stores = _case(name, name, tokens)
    _check(q, stores)


@pytest.mark.parametrize("name", LATER_FORMATS)
@pytest.mark.parametrize("tokens,dim,group", [(1, 64, 3), (257, 64, 3), (70, 32, 16), (70, 96, 1), (300, 128, 4)])
def test_kernel_matches_float64_attention_in_the_later_formats(name: str, tokens: int, dim: int, group: int):
    q, stores = _case(name, name, tokens, batch=1 if tokens < 257 else 2, kv_heads=2, group=group, seed=tokens + dim,
                      dim=dim)
    _check(q, stores)


@pytest.mark.parametrize("key,value", [("q8_0", "turbo4"), ("turbo3", "q4_1"), ("q4_0", "q8_0"), ("q5_1", "q5_0"),
                                       ("iq4_nl", "q5_1"), ("turbo6", "turbo5")])
def test_kernel_reads_keys_and_values_in_different_formats(key: str, value: str):
    q, stores = _case(key, value, 300, seed=3)
    _check(q, stores)


@pytest.mark.parametrize("name", KERNEL_FORMATS)
@pytest.mark.parametrize("dim", [32, 64, 96, 128, 256])  # any multiple of 32 the formats block
@pytest.mark.parametrize("group", [1, 4, 6, 16])  # GQA: query heads per key/value head (6: passes of 4 and 2)
def test_kernel_serves_every_head_dimension_and_gqa_ratio(name: str, dim: int, group: int):
    q, stores = _case(name, name, 70, batch=1, kv_heads=2, group=group, seed=dim + group, dim=dim)
    _check(q, stores)


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
    got = _check(q, stores, mask, sinks)
    assert not torch.allclose(got, _fused(q, stores, mask), atol=1e-3)  # the sinks took their share


def test_kernel_honours_a_padding_mask():
    q, stores = _case("q4_0", "q4_0", 300, seed=5)
    mask = torch.ones(2, 1, 1, 300, dtype=torch.bool)
    mask[0, ..., :40] = False  # left padding of the first sequence
    mask[1, ..., 260:290] = False  # a hole spanning a chunk boundary
    got = _check(q, stores, mask)
    assert not torch.allclose(got[0], _fused(q, stores)[0], atol=1e-3)  # the mask changed the answer


@pytest.mark.parametrize("name", ["q8_0", "turbo3"])
def test_kernel_merges_full_precision_prefix_tokens(name: str):
    """A cache's exact sink tokens: full-precision keys/values read before the packed ones, under the mask."""
    q, stores = _case(name, name, 300, seed=11)
    g = torch.Generator().manual_seed(12)
    dim = q.shape[-1]
    kb, vb = stores[0].fmt.basis(dim, q.device, q.dtype), stores[1].fmt.basis(dim, q.device, q.dtype)
    pk, pv = torch.randn(2, 3, 2, dim, generator=g) * 2, torch.randn(2, 3, 2, dim, generator=g)
    prefix = (pk @ kb if kb is not None else pk, pv @ vb if vb is not None else pv)
    mask = torch.ones(2, 1, 1, 302, dtype=torch.bool)
    mask[1, ..., 1] = False  # one prefix column masked
    got = _check(q, stores, mask, prefix=prefix)
    assert not torch.allclose(got, _fused(q, stores, mask[..., 2:]), atol=1e-3)  # the prefix took its share


@pytest.mark.parametrize("name", ["q8_0", "turbo3", "q5_1"])
@pytest.mark.parametrize("tokens,n_post", [(300, 7), (255, 300), (0, 40)])  # a window beside the codes, one longer
def test_kernel_merges_full_precision_suffix_tokens(name: str, tokens: int, n_post: int):  # than a chunk, no code yet
    """A cache's window of recent tokens: full-precision keys/values read after the packed ones, in the same softmax,
    under the mask (its columns last), with sink tokens before the packed ones."""
    q, stores = _case(name, name, max(tokens, 1), seed=15 + tokens)
    for store in stores:
        store.truncate(tokens)  # a store whose every token is still in the window: laid out, empty
    prefix = full_precision_rows(q, stores, 2, seed=16, scale=2.0)
    suffix = full_precision_rows(q, stores, n_post, seed=17, scale=2.0)
    width = 2 + tokens + n_post
    mask = torch.ones(2, 1, 1, width, dtype=torch.bool)
    mask[1, ..., -1] = False  # the newest window column masked for one sequence
    mask[0, ..., 1] = False
    got = _check(q, stores, mask, prefix=prefix, suffix=suffix)
    if tokens:
        without = _fused(q, stores, mask[..., :-n_post], prefix=prefix)
        assert not torch.allclose(got, without, atol=1e-3)  # the window took its share
    sinks = torch.linspace(-2.0, 3.0, q.shape[1])
    _check(q, stores, None, sinks, prefix=None, suffix=suffix)


def test_a_kernel_losing_the_window_is_caught():
    """The bound has power over the window: the suffix rows' values planted wrong (shifted by one row) err beyond it."""
    q, stores = _case("turbo4", "turbo4", 300, seed=18)
    k, v = full_precision_rows(q, stores, 9, seed=19, scale=2.0)
    got = _fused(q, stores, suffix=(k, v.roll(1, dims=-2)))
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        assert_store_attention(got, q, stores, partials=3, suffix=(k, v))


@pytest.mark.parametrize("name", ["q4_0", "q4_1", "q5_0", "iq4_nl", "turbo4"])
def test_a_kernel_reading_nibbles_in_the_wrong_order_is_caught(name: str):
    """The tolerance has power: a kernel that reads each byte's two codes swapped (handed the swapped bytes
    here, which is what such a kernel computes) errs far beyond the rounding bound, on every build."""
    q, stores = _case(name, name, 300, seed=7)
    swapped = [NibblesSwapped(store) for store in stores]
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check(q, stores, fields_for_kernel=swapped)


class HighBitsCleared:
    """A 5- or 6-bit store's fields with every high bit cleared: what a kernel that ignores the plane sees."""

    def __init__(self, store):
        self.fmt = store.fmt
        self._fields = {name: t.clone() for name, t in store.fields().items()}
        self._fields["high"].zero_()

    def fields(self) -> dict[str, torch.Tensor]:
        return self._fields


@pytest.mark.parametrize("name", ["q5_0", "q5_1", "turbo5", "turbo6"])
def test_a_kernel_ignoring_the_high_bits_is_caught(name: str):
    q, stores = _case(name, name, 300, seed=13)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check(q, stores, fields_for_kernel=[HighBitsCleared(store) for store in stores])


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
