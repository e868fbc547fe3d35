"""The Triton quantizers write what the torch quantizers (kvtrial.cache.formats) and the C quantizers return, into the
store's buffers."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.formats import KVFormat, get_format
from kvtrial.cache.kernels import load_kernels
from kvtrial.cache.kernels import quantize_rows as c_quantizer
from kvtrial.cache.kernels.gpu.quantize import quantize_into
from tests.cache.kernels.gpu.conftest import DEVICE

START, SPARE = 3, 4  # tokens before and after the written ones in the buffers


def _rows(tokens: int, dim: int, seed: int, batch: int = 1, heads: int = 2) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(batch, heads, tokens, dim, generator=g) * 3
    x[0, 0, 0, :32] = 0  # an all-zero block: scale 0, codes of nothing
    return x.to(DEVICE)


def _quantize(name: str | KVFormat, x: torch.Tensor) -> dict[str, torch.Tensor]:
    """x quantized by the Triton kernel at token START of fresh buffers; the written tokens' fields."""
    fmt = get_format(name) if isinstance(name, str) else name
    layout = {f.name: f for f in fmt.layout(x.shape[-1])}
    buffers = {n: torch.full((*x.shape[:2], START + x.shape[-2] + SPARE, f.width), 7, dtype=f.dtype, device=DEVICE)
               for n, f in layout.items()}
    why = quantize_into(fmt.code_layout(x.shape[-1]), x, buffers, START)
    assert why is None, why
    stop = START + x.shape[-2]
    for buf in buffers.values():  # tokens outside [START, stop) untouched
        assert (buf[..., :START, :].float() == 7).all() and (buf[..., stop:, :].float() == 7).all()
    return {n: b[..., START:stop, :] for n, b in buffers.items()}


def _same_bits(a: torch.Tensor, b: torch.Tensor) -> bool:
    return torch.equal(a.contiguous().view(torch.uint8), b.contiguous().view(torch.uint8))


@pytest.mark.parametrize("dim", [64, 128, 256])
@pytest.mark.parametrize("name", ["q8_0", "q4_0", "q4_1"])
@pytest.mark.parametrize("tokens", [1, 9])  # a decode token; a prefill chunk spanning two programs of rows
def test_llama_formats_are_bit_identical_to_torch(name: str, dim: int, tokens: int):
    x = _rows(tokens, dim, seed=dim + tokens)
    got, want = _quantize(name, x), get_format(name).quantize(x)
    assert got.keys() == want.keys()
    for field in want:
        assert _same_bits(got[field], want[field]), field


@pytest.mark.parametrize("name", ["q8_0", "q4_1"])
def test_halfway_values_round_to_even_as_torch_does(name: str):
    # Scale exactly 1 (q8_0: amax 127; q4_1: min 0, max 15), so x / d lands on the given halves.
    halves = torch.tensor([0.5, 1.5, 2.5, 3.5, 10.5, 11.5, 12.5, 13.5])
    block = torch.zeros(32)
    block[:8] = halves
    block[8] = 127.0 if name == "q8_0" else 15.0
    x = block.repeat(2).view(1, 1, 1, 64).to(DEVICE)
    got, want = _quantize(name, x), get_format(name).quantize(x)
    for field in want:
        assert _same_bits(got[field], want[field]), field


def test_q4_0_takes_the_first_value_of_largest_magnitude():
    x = torch.zeros(1, 1, 1, 64)
    x[..., 3], x[..., 9] = 2.0, -2.0  # equal magnitudes, opposite signs: the first (positive) one sets d
    x[..., 40], x[..., 41] = -1.0, 1.0
    got, want = _quantize("q4_0", x.to(DEVICE)), get_format("q4_0").quantize(x.to(DEVICE))
    assert _same_bits(got["scale"], want["scale"]) and _same_bits(got["codes"], want["codes"])
    assert got["scale"][0, 0, 0, 0].item() == -0.25


def _c_quantize(fmt: KVFormat, x: torch.Tensor) -> dict[str, torch.Tensor]:
    """x quantized by the C quantizer (on CPU), every field of every token."""
    assert load_kernels().lib is not None, load_kernels().reason
    layout = fmt.code_layout(x.shape[-1])
    buffers = {f.name: torch.zeros(*x.shape[:-1], f.width, dtype=f.dtype) for f in fmt.layout(x.shape[-1])}
    assert c_quantizer.quantize_into(layout, x.cpu(), buffers, 0) is None
    return buffers


def _assert_same_turbo_blocks(fmt: KVFormat, x: torch.Tensor, got: dict[str, torch.Tensor],
                              want: dict[str, torch.Tensor]) -> None:
    """The bounds of tests/cache/kernels/test_quantize_rows.py: the writers' rotations and sums run in different orders,
    so a value on a codebook boundary may take the neighbouring code (under 1% of codes), and where two trial
    scales fit a block almost equally well the writers may keep different ones (under 1% of blocks, gains apart
    by more than 2e-3, a few fp16 ulps); every block kept must fit x as well as the reference's, up to float32
    rounding of the squared error (relative 1e-3, or 1e-4 absolute for an all-zero block)."""
    got = {n: t.cpu() for n, t in got.items()}
    x = x.cpu()
    assert (got["codes"] != want["codes"]).float().mean() < 0.01
    dim = x.shape[-1]
    block = fmt.code_layout(dim).block
    err_got, err_want = (
        (fmt.dequantize(fields, torch.float32) - x).unflatten(-1, (dim // block, block)).pow(2).sum(-1)
        for fields in (got, want)
    )
    assert (err_got <= err_want * 1.001 + 1e-4).all(), (err_got - err_want).max()
    apart = (got["scale"].float() - want["scale"].float()).abs() / want["scale"].float().abs().clamp_min(1e-3)
    assert (apart > 2e-3).float().mean() < 0.01, apart.max()


@pytest.mark.parametrize("dim", [64, 128, 256])
@pytest.mark.parametrize("name", ["turbo4", "turbo3"])
def test_turbo_searched_gain_writes_the_torch_and_c_codes(name: str, dim: int):
    x = _rows(40, dim, seed=dim)
    fmt = get_format(name)
    assert fmt.code_layout(dim).gain_factors == fmt.gain_factors and len(fmt.gain_factors) > 1  # gain=search
    got, want = _quantize(name, x), fmt.quantize(x.cpu())
    # The search matters on these rows: the norm's scale alone keeps other gains in most blocks, so a writer
    # that skipped the search (or searched other scales) would fail the bounds below.
    norm_only = fmt.with_gain("norm").quantize(x.cpu())
    assert (norm_only["scale"] != want["scale"]).float().mean() > 0.5
    _assert_same_turbo_blocks(fmt, x, got, want)
    _assert_same_turbo_blocks(fmt, x, got, _c_quantize(fmt, x))


@pytest.mark.parametrize("name", ["turbo4", "turbo3"])
def test_turbo_norm_gain_writes_the_torch_codes(name: str):
    x = _rows(9, 128, seed=5)
    fmt = get_format(name).with_gain("norm")
    assert fmt.code_layout(128).gain_factors == (1.0,)
    _assert_same_turbo_blocks(fmt, x, _quantize(fmt, x), fmt.quantize(x.cpu()))


def test_more_tokens_than_the_buffers_hold_is_an_error():
    fmt = get_format("q8_0")
    buffers = {f.name: torch.zeros(1, 2, 4, f.width, dtype=f.dtype, device=DEVICE) for f in fmt.layout(64)}
    with pytest.raises(ValueError, match="exceed the buffer capacity 4"):
        quantize_into(fmt.code_layout(64), _rows(3, 64, seed=1), buffers, 2)


def test_buffers_the_kernel_cannot_write_get_a_reason():
    fmt = get_format("q8_0")
    buffers = {f.name: torch.zeros(1, 2, 8, f.width, dtype=f.dtype, device=DEVICE) for f in fmt.layout(64)}
    buffers["codes"] = torch.zeros(1, 2, 8, 128, dtype=torch.int8, device=DEVICE)[..., :64]  # rows 128 apart
    assert quantize_into(fmt.code_layout(64), _rows(3, 64, seed=1), buffers, 0) == "the store's buffers are not contiguous"


@pytest.mark.parametrize("name,reason", [("q5_0", "no Triton quantizer for scheme 'q5_0'"),
                                         ("iq4_nl", "no Triton quantizer for scheme 'iq4_nl'"),
                                         ("turbo5", "writes 8-, 4- and 3-bit codes, not 5-bit ones")])
def test_formats_the_triton_quantizer_does_not_write_get_a_reason(name: str, reason: str):
    # The torch quantizer then writes them (the store counts the reason); the Triton attention reads them.
    fmt = get_format(name)
    x = _rows(4, 64, seed=1)
    buffers = {f.name: torch.zeros((*x.shape[:2], 8, f.width), dtype=f.dtype, device=DEVICE) for f in fmt.layout(64)}
    assert reason in quantize_into(fmt.code_layout(64), x, buffers, 0)
