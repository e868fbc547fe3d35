"""The shared table every KV format must pass, then format-specific checks."""

import math

import pytest
import torch

from kvtrial.cache.formats import FORMATS, get_format
from kvtrial.cache.formats.lloyd_max import gaussian_codebook
from kvtrial.cache.formats.rotation import rotation
from kvtrial.errors import UnknownNameError, UnsupportedModelError

ALL = list(FORMATS)
# Relative MSE bound (error energy / signal energy) on Gaussian data, per format, each derived from the format:
# * f16 / bf16 round to 11 / 8 significant bits: relative error <= 2^-11 / 2^-8, MSE <= that squared
#   (4e-7 / 1.5e-5), bounded here by 1e-6 / 3e-5;
# * q8_0 / q4_0 / q4_1 are uniform grids over a block of 32: step = max|x| / 127, max|x| / 8 or
#   (max - min) / 15; a uniform quantizer's MSE is step^2 / 12, and for 32 standard normal values
#   max|x| <= 3 sigma except with probability < 1 %, so the relative MSE is <= 4.7e-5, 1.2e-2 and 1.1e-2
#   (bounded by 1e-4, 0.014, 0.012, which also cover the fp16 rounding of scale and minimum);
# * q5_0 / q5_1 are the same grids with twice the levels: step max|x| / 16 or (max - min) / 31, so a quarter
#   of q4_0's / q4_1's MSE: 2.9e-3 and 2.7e-3 (bounded by 0.0035 and 0.003);
# * iq4_nl codes on a table whose gaps are at most 24 steps of d0 = max|x| / 127 (between -127 and -104, and
#   89 and 113; the weighted least-squares scale moves d by a little from d0): at most (24 * 3 / 127)^2 / 12
#   = 0.027 when every value falls in the widest gap, far less in practice (most values sit where the gaps
#   are 11..16); bounded by 0.014, q4_0's, which it must not do worse than (a uniform grid of 16 levels);
# * turbo: after the rotation each coordinate is close to Gaussian, and the Lloyd-Max codebook at b bits has
#   MSE 0.000644 / 0.002505 / 0.009497 / 0.03454 / 0.1175 per unit variance at 6 / 5 / 4 / 3 / 2 bits (tests
#   below); coding at the norm's
#   scale reaches about that, and the searched gain keeps the best of trial scales that include the norm's,
#   so it can only do better: the optimum is the bound.
REL_MSE_BOUND = {
    "f32": 0.0, "f16": 1e-6, "bf16": 3e-5, "q8_0": 1e-4, "q4_1": 0.012, "q4_0": 0.014,
    "q5_0": 0.0035, "q5_1": 0.003, "iq4_nl": 0.014,
    "turbo6": 0.000645, "turbo5": 0.002505, "turbo4": 0.009497, "turbo3": 0.03454, "turbo2": 0.1175,
}
NOMINAL = {"f32": 32, "f16": 16, "bf16": 16, "q8_0": 8.5, "q5_1": 6.0, "q5_0": 5.5, "q4_0": 4.5, "q4_1": 5.0,
           "iq4_nl": 4.5}
CEILING = {"turbo6": 6.25, "turbo5": 5.25, "turbo4": 4.25, "turbo3": 3.25, "turbo2": 2.25}


def gaussian(*shape, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


def measured_bits(fields, n_values):
    return sum(t.numel() * t.element_size() for t in fields.values()) * 8 / n_values


@pytest.mark.parametrize("name", ALL)
@pytest.mark.parametrize("head_dim", [64, 128])
def test_fields_match_layout_and_bits_are_measured(name, head_dim):
    fmt = get_format(name)
    x = gaussian(2, 3, 17, head_dim)
    fields = fmt.quantize(x)
    layout = {f.name: f for f in fmt.layout(head_dim)}
    assert set(fields) == set(layout)
    for fname, t in fields.items():
        assert t.shape == (2, 3, 17, layout[fname].width)
        assert t.dtype == layout[fname].dtype
    bits = measured_bits(fields, x.numel())
    assert bits == fmt.bits_per_value(head_dim)
    if name in NOMINAL:
        assert bits == NOMINAL[name]
    else:
        assert bits <= CEILING[name]


@pytest.mark.parametrize("name", ALL)
def test_reconstruction_error_within_format_bound(name):
    fmt = get_format(name)
    x = gaussian(4, 2, 256, 64, seed=1)
    y = fmt.dequantize(fmt.quantize(x), torch.float32)
    assert y.shape == x.shape and y.dtype == torch.float32
    rel = ((y - x) ** 2).sum() / (x**2).sum()
    assert rel <= REL_MSE_BOUND[name]
    if name != "f32":
        assert rel > 0  # a lossy format that reconstructs exactly is not storing what it claims


@pytest.mark.parametrize("name", ALL)
def test_tokens_are_quantized_independently(name):
    # A token's stored form depends only on that token: quantizing once on write is then exact.
    fmt = get_format(name)
    x = gaussian(1, 2, 10, 64, seed=2)
    whole = fmt.quantize(x)
    parts = [fmt.quantize(x[..., i : i + 1, :]) for i in range(10)]
    for fname, t in whole.items():
        assert torch.equal(t, torch.cat([p[fname] for p in parts], dim=-2))


@pytest.mark.parametrize("name", ALL)
def test_zeros_and_output_dtype(name):
    fmt = get_format(name)
    z = fmt.dequantize(fmt.quantize(torch.zeros(1, 1, 3, 64)), torch.bfloat16)
    assert z.dtype == torch.bfloat16
    assert torch.count_nonzero(z) == 0


@pytest.mark.parametrize("name", ["q8_0", "q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl", "turbo6", "turbo5", "turbo4",
                                  "turbo3"])
def test_head_dim_that_cannot_be_blocked_is_refused(name):
    with pytest.raises(UnsupportedModelError, match="head dimension 48 .*multiple of 32"):
        get_format(name).check_head_dim(48)


def test_unknown_format_lists_valid_names():
    with pytest.raises(UnknownNameError) as info:
        get_format("q8")
    msg = str(info.value)
    assert "'q8'" in msg and "q8_0" in msg and "turbo4" in msg and "Did you mean" in msg


def test_q8_0_matches_llama_cpp_definition():
    # d = amax / 127 (stored fp16), q = round(x / d)
    x = torch.linspace(-1.0, 0.5, 32).reshape(1, 1, 1, 32).repeat(1, 1, 1, 2)
    fields = get_format("q8_0").quantize(x)
    d = torch.tensor(1.0 / 127, dtype=torch.float16)
    assert torch.equal(fields["scale"], d.repeat(1, 1, 1, 2))
    expected = torch.round(x / d.float()).to(torch.int8)
    assert torch.equal(fields["codes"], expected)


def test_q4_0_puts_the_largest_magnitude_on_the_grid():
    x = gaussian(1, 1, 50, 32, seed=3)
    y = get_format("q4_0").dequantize(get_format("q4_0").quantize(x), torch.float32)
    idx = x.abs().argmax(-1, keepdim=True)
    # the extreme value lands on code 0 of d = m / -8: exact up to the fp16 rounding of d
    torch.testing.assert_close(y.gather(-1, idx), x.gather(-1, idx), rtol=2e-3, atol=0)


def test_q4_1_reconstructs_min_and_max_closely():
    x = gaussian(1, 1, 50, 32, seed=4)
    y = get_format("q4_1").dequantize(get_format("q4_1").quantize(x), torch.float32)
    torch.testing.assert_close(y.amin(-1), x.amin(-1), rtol=0, atol=2e-3)
    step = (x.amax(-1) - x.amin(-1)) / 15
    assert ((y - x).abs() <= step.unsqueeze(-1) / 2 + 2e-3).all()


# 1..4 bits: Max (1960); 5 and 6 bits: the iteration run to convergence (20,000 steps), which Panter and Dite's
# high-resolution figure sqrt(3) pi / 2 * 4^-b (0.00266, 0.000664) approaches from above.
@pytest.mark.parametrize("bits, known", [(1, 0.3634), (2, 0.1175), (3, 0.03454), (4, 0.009497), (5, 0.0025047),
                                         (6, 0.00064424)])
def test_lloyd_max_codebook_reaches_the_known_gaussian_optimum(bits, known):
    centroids, bounds, mse = gaussian_codebook(bits)
    assert len(centroids) == 2**bits and len(bounds) == 2**bits - 1
    assert mse == pytest.approx(known, rel=1e-3)
    assert list(centroids) == sorted(centroids)
    assert sum(centroids) == pytest.approx(0.0, abs=1e-9)  # symmetric


@pytest.mark.parametrize("bits", [2, 3, 4, 5, 6])
def test_turbo_mse_on_unit_vectors_is_within_5_percent_of_lloyd_max(bits):
    # TurboQuant reports 0.117, 0.034, 0.0094 per unit vector at 2, 3, 4 bits (arXiv 2504.19874).
    fmt = get_format(f"turbo{bits}")
    x = gaussian(40000 if bits <= 4 else 2000, 64, seed=5)  # 2,000 vectors (128,000 values) keep 5 and 6 bits fast
    x = x / x.norm(dim=-1, keepdim=True)
    mse = ((fmt.dequantize(fmt.quantize(x), torch.float32) - x) ** 2).sum(-1).mean().item()
    optimum = gaussian_codebook(bits)[2]
    assert abs(mse - optimum) / optimum <= 0.05 or mse < optimum
    # never better than the information-theoretic 4^-b bound: it really stores b bits
    assert mse > 4.0**-bits


def test_rotation_is_orthogonal_and_seeded():
    r = rotation(64, 7)
    torch.testing.assert_close(r @ r.T, torch.eye(64), atol=1e-6, rtol=0)
    assert torch.equal(r, rotation(64, 7))
    assert not torch.equal(r, rotation(64, 8))


@pytest.mark.parametrize("bits", [2, 3, 4])
def test_searched_gain_never_loses_to_the_norm_gain_per_block(bits):
    # The search includes the norm's own scale, so each block's error can only go down (up to the fp16
    # rounding of the stored gain); same bytes, same decoder.
    x = gaussian(1, 1, 3000, 64, seed=7)
    errors = {}
    for gain in ("norm", "search"):
        fmt = get_format(f"turbo{bits}").with_gain(gain)
        fields = fmt.quantize(x)
        assert [(f.name, f.dtype, f.width) for f in fmt.layout(64)] == [
            (n, t.dtype, t.shape[-1]) for n, t in fields.items()]
        errors[gain] = ((fmt.dequantize(fields, torch.float32) - x) ** 2).sum(-1)
    assert (errors["search"] <= errors["norm"] * (1 + 2e-3)).all()
    assert errors["search"].sum() < errors["norm"].sum() * {2: 0.99, 3: 0.93, 4: 0.85}[bits]


def test_turbo_handles_outlier_channels_better_than_q4_0():
    # Keys have a few large channels; the rotation spreads them before coding.
    x = gaussian(1, 1, 2000, 64, seed=6)
    x[..., 3] *= 20
    x[..., 40] *= 12

    def rel(name):
        f = get_format(name)
        return (((f.dequantize(f.quantize(x), torch.float32) - x) ** 2).sum() / (x**2).sum()).item()

    assert rel("turbo4") < rel("q4_0")
    assert math.isfinite(rel("turbo3"))
