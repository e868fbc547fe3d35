"""The prefill kernel (a prompt chunk of several query tokens over packed keys and values) against a float64
computation over the same codes, for every format it reads, in every kernel build this machine can execute
(native, avx2, scalar, no OpenMP).

Tolerances are the float32 rounding bound of tests/cache/kernels/bounds.py, not one CPU's rounding; query rows
that may see no token at all are zeros (checked exactly), as in the decode kernel."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.kernels import PackedSide, fused_prefill_attention
from tests.cache.kernels.bounds import assert_store_attention
from tests.cache.kernels.cases import NibblesSwapped, full_precision_rows
from tests.cache.kernels.cases import packed_case as _case

pytestmark = pytest.mark.usefixtures("kernel_variant")

FORMATS = ["q8_0", "q4_0", "q4_1", "turbo4", "turbo3", "q5_1", "q5_0", "iq4_nl", "turbo6", "turbo5"]
TILE = 32  # the kernel's token tile (PF_TILE): each tile may rescale a row's running sum once
ROWS = 64  # query rows a unit holds (PF_ROWS): a unit takes 64 // G query tokens


def causal_mask(batch: int, q_len: int, width: int) -> torch.Tensor:
    """[batch, 1, q_len, width]: query i sees the columns up to its own position, the chunk being the last q_len."""
    cols = torch.arange(width)
    rows = torch.arange(q_len) + width - q_len
    return (cols[None, :] <= rows[:, None]).expand(batch, 1, q_len, width)


def _fused(q, stores, mask=None, sinks=None, prefix=None, causal=True, suffix=None):
    """The kernel's answer [B, L, Hq, D] in the model's basis (query rotated into the key basis, output taken back)."""
    (ks, vs) = stores
    dim = q.shape[-1]
    kb = ks.fmt.basis(dim, q.device, q.dtype)
    qq = q @ kb if kb is not None else q
    out, why = fused_prefill_attention(qq, PackedSide(ks.fields(), ks.fmt.code_layout(dim)),
                                       PackedSide(vs.fields(), vs.fmt.code_layout(dim)), mask, dim**-0.5, sinks,
                                       prefix=prefix, causal=causal, suffix=suffix)
    assert why is None, why
    assert out is not None and out.shape == (q.shape[0], q.shape[2], q.shape[1], dim)
    vb = vs.fmt.basis(dim, q.device, q.dtype)
    return out @ vb.T if vb is not None else out


def _check(q, stores, mask=None, sinks=None, prefix=None, causal=True, fields_for_kernel=None, ref_mask=None,
           suffix=None):
    """The kernel within the float32 bound of the float64 reference (rows that see a token), zeros elsewhere.
    `ref_mask`: the mask the reference applies (default `mask`, or the causal one when the kernel gets None)."""
    got = _fused(q, fields_for_kernel or stores, mask, sinks, prefix, causal, suffix)
    b, _, q_len, _ = q.shape
    n_pre = 0 if prefix is None else prefix[0].shape[-2]
    n_post = 0 if suffix is None else suffix[0].shape[-2]
    tokens = stores[0].fields()["codes"].shape[-2]
    width = n_pre + tokens + n_post
    if ref_mask is None:
        ref_mask = mask if mask is not None else causal_mask(b, q_len, width) if causal else None
    if ref_mask is not None:
        ref_mask = ref_mask.expand(b, 1, q_len, width)
    seen = ref_mask.any(-1)[:, 0, :] if ref_mask is not None else torch.ones(b, q_len, dtype=torch.bool)  # [B, L]
    if sinks is None:  # a row that sees nothing has no weight anywhere: zeros, exactly
        assert torch.equal(got[~seen], torch.zeros_like(got[~seen]))
    tiles = -(-tokens // TILE) + -(-n_pre // TILE) + -(-n_post // TILE)
    rows = seen if sinks is None else torch.ones_like(seen)
    for i in range(b):  # batch rows apart: each with the query rows that see a token
        keep = rows[i].nonzero().squeeze(-1)
        if keep.numel() == 0:
            continue
        sub = [_Rows(s, i) for s in stores]
        sub_prefix = None if prefix is None else (prefix[0][i : i + 1], prefix[1][i : i + 1])
        sub_suffix = None if suffix is None else (suffix[0][i : i + 1], suffix[1][i : i + 1])
        sub_mask = None if ref_mask is None else ref_mask[i : i + 1][:, :, keep]
        assert_store_attention(got[i : i + 1, keep], q[i : i + 1][:, :, keep], sub, sub_mask, sinks, sub_prefix,
                               partials=2 * tiles, suffix=sub_suffix)
    return got


class _Rows:
    """One batch row of a store (the reference's view)."""

    def __init__(self, store, i: int):
        self.fmt, self.head_dim = store.fmt, store.head_dim
        self._fields = {name: t[i : i + 1] for name, t in store.fields().items()}

    def fields(self) -> dict[str, torch.Tensor]:
        return self._fields


@pytest.mark.parametrize("name", FORMATS)
@pytest.mark.parametrize("q_len,tokens", [(3, 70), (30, 300), (100, 140)])  # inside a unit, units across tiles
def test_prefill_kernel_matches_float64_attention_over_the_codes(name: str, q_len: int, tokens: int):
    """A causal chunk at depth (transformers passes no mask when the chunk is the whole sequence, as for 100 of
    140 here only in shape; the kernel aligns the chunk at the end either way)."""
    q, stores = _case(name, name, tokens, q_len=q_len, seed=q_len + tokens)
    _check(q, stores)


@pytest.mark.parametrize("name", ["q8_0", "turbo4", "q5_0"])
def test_a_first_chunk_is_the_whole_causal_sequence(name: str):
    q, stores = _case(name, name, 130, q_len=130, seed=5)
    _check(q, stores)


@pytest.mark.parametrize("group", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("dim", [64, 96, 256])
def test_prefill_kernel_serves_gqa_ratios_and_head_dimensions(group: int, dim: int):
    q, stores = _case("q4_0", "turbo4", 150, batch=1, kv_heads=2, group=group, seed=group * dim, dim=dim, q_len=40)
    _check(q, stores)


@pytest.mark.parametrize("name", ["q8_0", "q4_1", "turbo3"])
def test_an_explicit_causal_mask_at_depth_is_read_in_place(name: str):
    """transformers' boolean [B, 1, L, T] mask for a chunk at depth, per batch row or one for all (stride 0 across
    the batch): the same attention as the kernel's own causal limit (within the bound of the same reference)."""
    q, stores = _case(name, name, 333, q_len=45, seed=17)
    _check(q, stores, causal_mask(2, 45, 333).contiguous())
    _check(q, stores, causal_mask(1, 45, 333))
    _check(q, stores, causal_mask(2, 45, 333).transpose(-1, -2).contiguous().transpose(-1, -2))  # a copy is made


def test_a_sliding_window_mask_is_honoured():
    """A sliding layer hands its window's tokens; its mask bands each query to the last `window` positions."""
    q, stores = _case("q4_0", "q8_0", 200, q_len=50, seed=19)
    cols, rows = torch.arange(200), torch.arange(50) + 150
    window = 70
    band = ((cols[None, :] <= rows[:, None]) & (cols[None, :] > rows[:, None] - window)).expand(2, 1, 50, 200)
    got = _check(q, stores, band)
    assert not torch.allclose(got, _fused(q, stores), atol=1e-3)  # the band changed the answer


def test_padding_rows_and_holes_in_the_mask():
    """Left padding of one sequence: its padded query rows see nothing (zeros) and its keys are masked for all;
    a hole across a tile boundary in the other."""
    q, stores = _case("q5_1", "iq4_nl", 160, q_len=60, seed=23)
    mask = causal_mask(2, 60, 160).clone()
    mask[0, ..., :110] = False  # the first 110 positions are padding: query rows 0..9 see nothing
    mask[1, ..., 60:70] = False
    got = _check(q, stores, mask)
    assert torch.equal(got[0, :10], torch.zeros_like(got[0, :10]))


def test_a_non_causal_chunk_attends_everywhere():
    q, stores = _case("turbo4", "turbo4", 90, q_len=20, seed=29)
    _check(q, stores, causal=False)


@pytest.mark.parametrize("name", ["q8_0", "turbo3"])
def test_prefill_kernel_merges_prefix_tokens_and_sinks(name: str):
    """A cache's exact sink tokens (full precision, read first, under the mask) and gpt-oss's learned sinks."""
    q, stores = _case(name, name, 300, q_len=33, seed=31)
    g = torch.Generator().manual_seed(32)
    dim = q.shape[-1]
    kb, vb = stores[0].fmt.basis(dim, q.device, q.dtype), stores[1].fmt.basis(dim, q.device, q.dtype)
    pk, pv = torch.randn(2, 3, 2, dim, generator=g) * 2, torch.randn(2, 3, 2, dim, generator=g)
    prefix = (pk @ kb if kb is not None else pk, pv @ vb if vb is not None else pv)
    got = _check(q, stores, prefix=prefix)  # causal over prefix + packed columns
    mask = causal_mask(2, 33, 302).clone()
    mask[1, ..., 1] = False  # one prefix column masked
    with_mask = _check(q, stores, mask, prefix=prefix)
    assert not torch.allclose(got[1], with_mask[1], atol=1e-3)
    sinks = torch.linspace(-2.0, 3.0, q.shape[1])
    with_sinks = _check(q, stores, mask, sinks, prefix)
    assert not torch.allclose(with_sinks, with_mask, atol=1e-3)  # the sinks took their share


@pytest.mark.parametrize("name", ["q8_0", "turbo4", "q5_0"])
@pytest.mark.parametrize("tokens,n_post,q_len", [(300, 40, 33), (90, 70, 70), (0, 50, 50)])
def test_prefill_kernel_merges_a_window_of_full_precision_suffix_tokens(name: str, tokens: int, n_post: int,
                                                                        q_len: int):
    """A cache's window of recent tokens read after the packed ones: the chunk within the window (its last q_len
    columns, causal), a chunk that reaches back before it, a chunk whose tokens are all still in it."""
    q, stores = _case(name, name, max(tokens, 1), q_len=q_len, seed=35 + tokens)
    for store in stores:
        store.truncate(tokens)
    prefix = full_precision_rows(q, stores, 1, seed=36, scale=2.0)
    suffix = full_precision_rows(q, stores, n_post, seed=37, scale=2.0)
    got = _check(q, stores, prefix=prefix, suffix=suffix)  # causal over prefix + packed + suffix columns
    mask = causal_mask(2, q_len, 1 + tokens + n_post).clone()
    mask[0, ..., -n_post:-n_post + 3] = False  # a hole in the window for one sequence
    with_mask = _check(q, stores, mask, prefix=prefix, suffix=suffix)
    assert not torch.allclose(got[0], with_mask[0], atol=1e-3)


def test_one_query_token_through_the_prefill_entry():
    q, stores = _case("q4_0", "q4_0", 300, seed=5)
    _check(q, stores)


@pytest.mark.parametrize("name", ["q4_0", "iq4_nl", "turbo4"])
def test_a_prefill_kernel_reading_nibbles_in_the_wrong_order_is_caught(name: str):
    q, stores = _case(name, name, 200, q_len=30, seed=37)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check(q, stores, fields_for_kernel=[NibblesSwapped(store) for store in stores])


def test_a_prefill_kernel_ignoring_the_mask_is_caught():
    """The padding mask applied to the reference only: what a kernel that skips the mask computes fails the bound."""
    q, stores = _case("q8_0", "q8_0", 200, q_len=30, seed=41)
    mask = causal_mask(2, 30, 200).clone()
    mask[:, ..., 20:120] = False
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check(q, stores, None, ref_mask=mask)


@pytest.mark.parametrize("change,reason", [
    (lambda q, m: (q.double(), m), "computes in float32"),
    (lambda q, m: (q, torch.zeros(2, 1, 4, 300)), "boolean [B, 1, 4, 300] mask"),
    (lambda q, m: (q, torch.ones(2, 1, 3, 300, dtype=torch.bool)), "boolean [B, 1, 4, 300] mask"),
])
def test_chunks_the_kernel_cannot_serve_get_a_reason(change, reason: str):
    q, (ks, vs) = _case("q8_0", "q8_0", 300, q_len=4)
    q, mask = change(q, None)
    out, why = fused_prefill_attention(q, PackedSide(ks.fields(), ks.fmt.code_layout(64)),
                                       PackedSide(vs.fields(), vs.fmt.code_layout(64)), mask, 0.125)
    assert out is None and reason in why
