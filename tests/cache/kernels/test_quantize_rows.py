"""The C quantizers write the same codes as the formats' torch quantizers, in every kernel build this machine
can execute (the quantizers are compiled without fast-math or FMA contraction, so the instruction set must not
change a code)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from kvtrial.cache.formats import get_format, packing, split
from kvtrial.cache.formats.lloyd_max import codebook_tensors
from kvtrial.cache.formats.rotation import rotation
from kvtrial.cache.storage import FieldStore

pytestmark = pytest.mark.usefixtures("kernel_variant")


def _rows(seed: int = 0, dim: int = 64, equal_run: int = 32) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(2, 3, 97, dim, generator=g) * 3
    x[0, 0, 3] = 0.0  # an all-zero row: scale 0, codes of zero
    x[0, 1, 4, :equal_run] = 2.5  # a block of equal values (ties in the argmax)
    x[1, 2, 5, 7] = -x[1, 2, 5].abs().max() - 1  # a negative extreme
    return x


def _store(name: str, x: torch.Tensor, steps: list[int]) -> FieldStore:
    store = FieldStore(get_format(name))
    start = 0
    for n in steps:
        store.append(x[..., start : start + n, :])
        start += n
    return store


@pytest.mark.parametrize("dim", [64, 128, 256, 96])
@pytest.mark.parametrize("name", ["q8_0", "q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl"])
def test_block_formats_are_bit_identical_to_torch(name: str, dim: int):
    x = _rows(dim=dim)
    store = _store(name, x, [60, 1, 1, 35])  # a prefill chunk, then single decode tokens
    assert store.writes == {"c": 4}
    expected = get_format(name).quantize(x)
    for field, tensor in expected.items():
        assert torch.equal(store.fields()[field], tensor), field


# turbo5 and turbo6 share turbo4's C path but for the codebook size and the split packing: two head dimensions
# (blocks of 64 and of 32) keep them fast.
@pytest.mark.parametrize("name,dim", [(n, d) for n in ("turbo4", "turbo3") for d in (64, 128, 256, 96)]
                         + [(n, d) for n in ("turbo6", "turbo5") for d in (64, 96)])
def test_turbo_codes_match_torch_up_to_rounding_of_the_rotation(name: str, dim: int):
    # At 96 the rotation blocks are 32 wide: 32 equal values would fill one, and its rotation is exactly
    # zero but for one coordinate, every zero on the codebook's middle boundary (a sign left to rounding).
    x = _rows(1, dim=dim, equal_run=16 if dim == 96 else 32)
    store = _store(name, x, [90, 1, 1, 5])
    assert store.writes == {"c": 4}
    fmt = get_format(name)
    expected, got = fmt.quantize(x), store.fields()
    # The rotation's sums run in another order than torch's matmul: a code may flip only when a value
    # sits on a codebook boundary, and where two trial gains fit a block almost equally well the two
    # writers may keep different ones. Either way the block they keep must fit as well as torch's.
    for field in ("codes", "high") if "high" in expected else ("codes",):  # 5- and 6-bit codes: both halves
        assert (got[field] != expected[field]).float().mean() < 0.01
    block = fmt.code_layout(dim).block
    err_c, err_torch = (
        (fmt.dequantize(fields, torch.float32) - x).unflatten(-1, (dim // block, block)).pow(2).sum(-1)
        for fields in (got, expected)
    )
    # Basis: the two rotations differ by float32 rounding, relative gamma_n ~ n * 2^-24 <= 1e-5 for n <= 128
    # terms, so a block's squared error may differ by a few times that; 1.001 leaves 100x room and still fails
    # a writer that keeps a worse trial (one trial step changes a block's error by percents). 1e-4 absolute
    # covers blocks whose error is itself ~0 (the all-zero row). The fit that picks the trial is the block's
    # energy minus its error, rounded relative to the energy (gamma_128 < 1e-5): at 5 and 6 bits the error is
    # only 0.25 / 0.06 % of the energy, so near-tied trials may swap by up to 1e-5 of the block's energy.
    energy = x.unflatten(-1, (dim // block, block)).pow(2).sum(-1)
    assert (err_c <= err_torch * 1.001 + 1e-5 * energy + 1e-4).all(), (err_c - err_torch).max()
    # fp16 gains are spaced 2^-10 ~ 1e-3 apart relative: 2e-3 is two steps, less than the trial scales' spacing.
    gain_ulps = (got["scale"].float() - expected["scale"].float()).abs() / expected["scale"].float().abs().clamp_min(1e-3)
    assert (gain_ulps > 2e-3).float().mean() < 0.01  # another trial kept in under 1% of the blocks


def _turbo_row_reference(name: str, row: np.ndarray) -> tuple[list[int], list[np.float16]]:
    """One row through turbo's writer as a scalar, trial-by-trial loop in float32, one rounding per operation in
    the order the C quantizer documents (rotation summed input by input, then each trial's codes, dot and energy
    summed value by value): the codes and fp16 gains the C writer must keep exactly, whatever its vectorization."""
    f32 = np.float32
    layout = get_format(name).code_layout(row.shape[-1])
    n = layout.block
    centroids, bounds = (t.numpy() for t in codebook_tensors(layout.bits))
    rot_matrix = rotation(n, layout.rotation_seed).float().numpy()
    codes, gains = [], []
    for b in range(row.shape[-1] // n):
        xb = row[b * n : (b + 1) * n]
        rot = np.zeros(n, dtype=f32)
        for i in range(n):
            rot = rot + xb[i] * rot_matrix[i]  # float32 arrays: each product and sum rounded once
        sq = f32(0)
        for j in range(n):
            sq = f32(sq + rot[j] * rot[j])
        norm = np.sqrt(sq, dtype=f32)
        gain_to_unit = f32(np.sqrt(f32(n), dtype=f32) / (f32(1) if norm == 0 else norm))
        best = None
        for factor in layout.gain_factors:
            unit = rot * f32(gain_to_unit / f32(factor))
            trial = np.searchsorted(bounds, unit, side="left")  # boundaries strictly below each value
            w = centroids[trial]
            dot = ww = f32(0)
            for j in range(n):
                dot, ww = f32(dot + rot[j] * w[j]), f32(ww + w[j] * w[j])
            gain = f32(dot / ww)
            fit = f32(dot * gain)
            if best is None or fit > best[0]:
                best = (fit, gain, trial)
        assert best is not None
        codes += [int(c) for c in best[2]]
        gains.append(np.float16(best[1]))
    return codes, gains


@pytest.mark.parametrize("name,dim", [("turbo4", 64), ("turbo3", 64), ("turbo4", 96), ("turbo5", 64)])
def test_turbo_search_keeps_the_codes_and_gain_of_a_trial_by_trial_search(name: str, dim: int):
    # The C writer codes a block's trials side by side (one SIMD lane per trial, a branch-free codebook search):
    # each trial must still do the scalar arithmetic, so the kept codes and gains are bit-identical to the loop's.
    x = _rows(2, dim=dim, equal_run=16)[:, :, :6]  # 36 rows: the zero row and the equal run among them
    store = _store(name, x, [6])
    assert store.writes == {"c": 1}
    fields, bits = store.fields(), get_format(name).code_layout(dim).bits
    got_codes = split.join(fields, bits) if "high" in fields else packing.unpack(fields["codes"], bits, dim)
    for index in np.ndindex(*x.shape[:-1]):
        codes, gains = _turbo_row_reference(name, x[index].numpy())
        assert got_codes[index].tolist() == codes, index
        assert fields["scale"][index].numpy().tolist() == gains, index


def test_formats_without_a_c_quantizer_say_which_path_wrote(kernels_off):
    store = _store("q8_0", _rows(), [10])
    assert list(store.writes) == ["torch: disabled by KVTRIAL_NO_KERNELS"]
    turbo2 = _store("turbo2", _rows(), [10])
    assert list(turbo2.writes) == ["torch: no C quantizer reads this format"]
