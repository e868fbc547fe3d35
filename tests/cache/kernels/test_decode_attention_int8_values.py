"""Values summed with 8-bit weights in the decode kernel (the value side's `PackedSide.qdot`) against float64
attention over the same stored values, within the float path's rounding bound plus the weights' own
(tests/cache/kernels/int8_values_reference.py states it), for every format they serve, in every kernel build this
machine can execute (native, avx2, scalar, no OpenMP). A build without the path (AVX-512 VNNI) sums values in float
whatever the side asks: there the answer is the float path's, bit for bit."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.formats import FORMATS, get_format
from kvtrial.cache.kernels import PackedSide, fused_decode_attention
from kvtrial.cache.kernels.decode_attention import pdot_path, pdot_refused
from kvtrial.cache.spec import VSUM_FORMATS
from tests.cache.kernels.bounds import attention_bound, decode64, reference64
from tests.cache.kernels.cases import NibblesSwapped
from tests.cache.kernels.cases import packed_case as _case
from tests.cache.kernels.int8_values_reference import CHUNK, value_weight_bound

pytestmark = pytest.mark.usefixtures("kernel_variant")


def _fused(q, stores, mask=None, vsum=True):
    ks, vs = stores
    dim = q.shape[-1]
    out, why = fused_decode_attention(q, PackedSide(ks.fields(), ks.fmt.code_layout(dim)),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(dim), qdot=vsum), mask, dim**-0.5)
    assert why is None, why
    return out


def _errors(q, stores, mask=None, kernel_stores=None) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(|kernel - float64 attention|, the float path's bound, the weights' bound), each [B, 1, Hq, D]; in a build
    without the path, the answer is first checked to be the float path's."""
    got = _fused(q, kernel_stores or stores, mask)
    if pdot_path() is None:
        assert torch.equal(got, _fused(q, kernel_stores or stores, mask, vsum=False))
    (k, kb), (v, _) = decode64(stores[0]), decode64(stores[1])
    want = reference64(q.float(), k, v, kb, None, mask)  # in the values' basis, as the kernel answers
    partials = -(-stores[0].fields()["codes"].shape[-2] // CHUNK)
    return (got.double() - want).abs(), attention_bound(q.float(), k, v, kb, None, mask, None, partials), \
        value_weight_bound(q, stores, mask)


@pytest.mark.parametrize("name", VSUM_FORMATS)
@pytest.mark.parametrize("tokens,dim,group", [(1, 64, 3), (257, 128, 4), (70, 32, 16), (300, 96, 1), (40, 256, 6)])
def test_int8_value_sums_stay_within_the_weights_rounding(name, tokens, dim, group):
    q, stores = _case("q8_0", name, tokens, batch=2, kv_heads=2, group=group, seed=tokens + dim, dim=dim)
    err, float_bound, weight_bound = _errors(q, stores)
    assert bool((err <= float_bound + weight_bound).all()), f"{(err / (float_bound + weight_bound)).max():.3g}x"


@pytest.mark.parametrize("name", VSUM_FORMATS)
def test_int8_value_sums_with_a_mask_across_chunks(name):
    q, stores = _case("q8_0", name, 600, seed=31)
    mask = torch.ones(2, 1, 1, 600, dtype=torch.bool)
    mask[0, ..., 1:41] = False
    mask[1, ..., 250:270] = False
    mask[1, ..., 512:] = False  # a whole chunk masked but for nothing: no weight from it
    err, float_bound, weight_bound = _errors(q, stores, mask)
    assert bool((err <= float_bound + weight_bound).all())


@pytest.mark.parametrize("name", VSUM_FORMATS)
def test_int8_value_sums_change_the_answer_by_about_their_bound(name):
    """The option takes effect, and its error is of the order its bound says (not far below: the bound is tight
    enough to catch a misread value)."""
    q, stores = _case("q8_0", name, 300, seed=41)
    if pdot_path() is None:  # the float path's answer, bit for bit (checked by _errors)
        _errors(q, stores)
        return
    assert not torch.equal(_fused(q, stores), _fused(q, stores, vsum=False))
    err, float_bound, weight_bound = _errors(q, stores)
    assert err.max() > 0.01 * weight_bound.max()


@pytest.mark.parametrize("name", ["q4_0", "iq4_nl", "turbo4"])
def test_a_wrong_nibble_order_in_int8_value_sums_is_caught(name):
    q, stores = _case("q8_0", name, 300, seed=7)
    err, float_bound, weight_bound = _errors(q, stores, kernel_stores=[stores[0], NibblesSwapped(stores[1])])
    assert not bool((err <= float_bound + weight_bound).all())


def test_int8_value_sums_serve_exactly_the_settings_formats():
    """The formats the setting option admits (spec.VSUM_FORMATS) are those whose code layouts the kernel serves."""
    served = {n for n in FORMATS.names() if (layout := get_format(n).code_layout(64)) is not None
              and pdot_refused(layout) is None}
    assert served == set(VSUM_FORMATS)


@pytest.mark.parametrize("name", ["turbo3", "turbo5", "q5_0"])
def test_int8_value_sums_refuse_other_formats_with_a_reason(name):
    q, (ks, vs) = _case("q8_0", name, 30)
    out, why = fused_decode_attention(q, PackedSide(ks.fields(), ks.fmt.code_layout(64)),
                                      PackedSide(vs.fields(), vs.fmt.code_layout(64), qdot=True), None, 0.125)
    assert out is None and "int8 value sums" in why and all(f in why for f in VSUM_FORMATS)
