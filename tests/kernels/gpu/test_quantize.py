"""The Triton quantizers write what the torch quantizers (kvtrial.formats) return, into the store's buffers."""

from __future__ import annotations

import pytest
import torch

from kvtrial.formats import get_format
from kvtrial.kernels.gpu.quantize import quantize_into
from tests.kernels.gpu.conftest import DEVICE

START, CAPACITY = 3, 16


def _rows(tokens: int, dim: int, seed: int, batch: int = 1, heads: int = 2) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(batch, heads, tokens, dim, generator=g) * 3
    x[0, 0, 0, :32] = 0  # an all-zero block: scale 0, codes of nothing
    return x.to(DEVICE)


def _quantize(name: str, x: torch.Tensor) -> dict[str, torch.Tensor]:
    """x quantized by the Triton kernel at token START of fresh buffers; the written tokens' fields."""
    fmt = get_format(name)
    layout = {f.name: f for f in fmt.layout(x.shape[-1])}
    buffers = {n: torch.full((*x.shape[:2], CAPACITY, f.width), 7, dtype=f.dtype, device=DEVICE)
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


@pytest.mark.parametrize("dim", [64, 128, 256])
@pytest.mark.parametrize("name", ["turbo4", "turbo3"])
def test_turbo_codes_match_torch_but_at_rounding_ties(name: str, dim: int):
    x = _rows(9, dim, seed=dim)
    fmt = get_format(name).with_gain("norm")  # the Triton writer codes at the norm's scale (no gain search)
    got, want = _quantize(name, x), fmt.quantize(x)
    # The rotation sums in another order than torch's matrix product: a value within a rounding error of
    # a codebook boundary may take the neighbouring code. Nearly all codes agree and the decoded rows are close.
    same = (got["codes"] == want["codes"]).float().mean().item()
    assert same > 0.99, same
    torch.testing.assert_close(got["scale"].float(), want["scale"].float(), rtol=2e-3, atol=1e-6)
    torch.testing.assert_close(fmt.dequantize(got, torch.float32), fmt.dequantize(want, torch.float32),
                               atol=0.05, rtol=0.0)


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


def test_a_searched_gain_is_refused_by_the_gpu_writer_with_its_reason():
    from kvtrial.kernels.gpu import gpu_quantize_into

    fmt = get_format("turbo4")  # gain=search by default
    buffers = {f.name: torch.zeros(1, 2, 8, f.width, dtype=f.dtype, device=DEVICE) for f in fmt.layout(64)}
    why = gpu_quantize_into(fmt.code_layout(64), _rows(3, 64, seed=1), buffers, 0)
    assert why is not None and "no searched gain" in why
