"""Int8 key scores in the decode kernel (`PackedSide.qdot`) against a float64 computation of the same integer
arithmetic (tests/cache/kernels/int8_reference.py states it and its float32 bound), for every format they serve,
in every kernel build this machine can execute (native, avx2, scalar, no OpenMP)."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from kvtrial.cache.formats import FORMATS, get_format
from kvtrial.cache.kernels import PackedSide, fused_decode_attention
from kvtrial.cache.kernels.decode_attention import qdot_refused
from kvtrial.cache.spec import QDOT_FORMATS
from tests.cache.kernels.bounds import assert_store_attention, assert_within
from tests.cache.kernels.cases import HighBitsSwapped, NibblesSwapped, full_precision_rows
from tests.cache.kernels.cases import packed_case as _case
from tests.cache.kernels.int8_reference import int8_attention64

pytestmark = pytest.mark.usefixtures("kernel_variant")

CHUNK = 256


def _fused(q, stores, mask=None, sinks=None, prefix=None, suffix=None, qdot=True):
    """The kernel's answer in the model's basis (query taken into the key basis in float32, output taken back)."""
    ks, vs = stores
    dim = q.shape[-1]
    kb, vb = ks.fmt.basis(dim, q.device, torch.float32), vs.fmt.basis(dim, q.device, torch.float32)
    out, why = fused_decode_attention(q @ kb if kb is not None else q,
                                      PackedSide(ks.fields(), ks.fmt.code_layout(dim), qdot=qdot),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(dim)), mask, dim**-0.5, sinks,
                                      prefix=prefix, suffix=suffix)
    assert why is None, why
    return out @ vb.T if vb is not None else out


def _check(q, stores, mask=None, sinks=None, prefix=None, suffix=None, kernel_stores=None):
    got = _fused(q, kernel_stores or stores, mask, sinks, prefix, suffix)
    partials = -(-stores[0].fields()["codes"].shape[-2] // CHUNK) + (0 if suffix is None else -(-suffix[0].shape[-2] // CHUNK))
    want, bound = int8_attention64(q, stores, mask, sinks, prefix, suffix, partials)
    assert_within(got, want, bound)
    return got


@pytest.mark.parametrize("name", QDOT_FORMATS)
@pytest.mark.parametrize("tokens,dim,group,value", [(1, 64, 3, "q8_0"), (255, 64, 3, "q4_0"), (257, 128, 4, "q8_0"),
                                                    (70, 32, 16, "q4_1"), (300, 96, 1, "q5_0"), (700, 256, 6, "iq4_nl")])
def test_int8_key_scores_match_the_same_integer_arithmetic_in_float64(name, tokens, dim, group, value):
    q, stores = _case(name, value, tokens, batch=2, kv_heads=2, group=group, seed=tokens + dim, dim=dim)
    _check(q, stores)


@pytest.mark.parametrize("name", QDOT_FORMATS)
def test_int8_key_scores_with_mask_sinks_prefix_and_window(name):
    """Partial rows: a padding mask across a chunk boundary, learned sinks, full-precision sink tokens before the
    packed keys and a window after them (both scored in float)."""
    q, stores = _case(name, "q8_0", 300, seed=31)
    prefix = full_precision_rows(q, stores, 2, seed=32, scale=2.0)
    suffix = full_precision_rows(q, stores, 7, seed=33, scale=2.0)
    mask = torch.ones(2, 1, 1, 309, dtype=torch.bool)
    mask[0, ..., 1:41] = False
    mask[1, ..., 250:270] = False
    mask[1, ..., -1] = False
    sinks = torch.linspace(-2.0, 3.0, q.shape[1])
    got = _check(q, stores, mask, sinks, prefix, suffix)
    assert not torch.allclose(got, _check(q, stores, mask, None, prefix, suffix), atol=1e-3)  # sinks took mass


@pytest.mark.parametrize("name", QDOT_FORMATS)
def test_int8_key_scores_change_the_answer(name):
    """The option takes effect: the int8 query's answer is not the float scores' (which keep their own bound)."""
    q, stores = _case(name, name, 300, seed=41)
    int8, float_ = _fused(q, stores), _fused(q, stores, qdot=False)
    assert not torch.equal(int8, float_)
    assert_store_attention(float_, q, stores, partials=2)


@pytest.mark.parametrize("name", ["q4_0", "iq4_nl", "q5_1", "turbo4"])
def test_a_wrong_nibble_order_in_int8_scores_is_caught(name):
    q, stores = _case(name, "q8_0", 300, seed=7)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check(q, stores, kernel_stores=[NibblesSwapped(stores[0]), stores[1]])


@pytest.mark.parametrize("name", ["q5_0", "q5_1"])
def test_a_wrong_high_bit_order_in_int8_scores_is_caught(name):
    """5-bit keys: each value's fifth bit taken from its neighbour's place in the plane exceeds the bound."""
    q, stores = _case(name, "q8_0", 300, seed=9)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check(q, stores, kernel_stores=[HighBitsSwapped(stores[0]), stores[1]])


def test_int8_key_scores_serve_exactly_the_settings_formats():
    """The formats the setting option admits (spec.QDOT_FORMATS) are those whose code layouts the kernel serves."""
    served = {n for n in FORMATS.names() if (layout := get_format(n).code_layout(64)) is not None
              and qdot_refused(layout) is None}
    assert served == set(QDOT_FORMATS)


@pytest.mark.parametrize("name", ["turbo3", "turbo6", "q5_0"])
def test_int8_key_scores_refuse_other_layouts_with_a_reason(name):
    """3- and 6-bit codes (turbo3, turbo6), and 5-bit codes in blocks that are not a multiple of 32, are refused."""
    q, (ks, vs) = _case(name, "q8_0", 30)
    layout = ks.fmt.code_layout(64)
    if name == "q5_0":
        layout = dataclasses.replace(layout, block=48)
    out, why = fused_decode_attention(q, PackedSide(ks.fields(), layout, qdot=True),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(64)), None, 0.125)
    assert out is None and "int8 key scores" in why and all(f in why for f in QDOT_FORMATS)
