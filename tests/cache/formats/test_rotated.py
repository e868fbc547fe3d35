"""Formats stored after llama.cpp's Hadamard rotation (`rotate=1`): the rotation, its blocks, the bytes."""

import pytest
import torch

from kvtrial.cache.formats import get_format
from kvtrial.cache.formats.rotated import RotatedFormat, hadamard_basis, rotation_block
from kvtrial.errors import UnsupportedModelError


def _sylvester_entry(n: int) -> torch.Tensor:
    """H[i, j] = (-1)^popcount(i & j) / sqrt(n): the closed form of llama.cpp's `ggml_gen_hadamard` recursion
    (each doubling copies the block right and down and negates it bottom-right), computed independently."""
    i = torch.arange(n).unsqueeze(1)
    j = torch.arange(n).unsqueeze(0)
    bits = i & j
    parity = torch.zeros_like(bits)
    while bool(bits.any()):
        parity ^= bits & 1
        bits = bits >> 1
    return (1 - 2 * parity).float() / n**0.5


@pytest.mark.parametrize("head_dim, key_block, value_block", [(64, 64, 64), (128, 128, 64), (256, 256, 64),
                                                              (192, 64, 64), (320, 64, 64)])
def test_blocks_follow_llama_cpp(head_dim, key_block, value_block):
    # keys: the largest power of two dividing the head dimension; values: 64 (llama-kv-cache.cpp build_input_*_rot)
    assert rotation_block(head_dim, "keys") == key_block
    assert rotation_block(head_dim, "values") == value_block


@pytest.mark.parametrize("head_dim", [32, 96, 100])
def test_head_dims_llama_cpp_does_not_rotate_are_refused(head_dim):
    with pytest.raises(UnsupportedModelError, match=f"multiple of 64.*this model's is {head_dim}: use rotate=0"):
        rotation_block(head_dim, "keys")


def test_the_rotation_is_llama_cpps_orthonormal_hadamard_block_diagonal():
    r = hadamard_basis(256, "values")
    assert torch.equal(r[:64, :64], _sylvester_entry(64))
    assert torch.equal(r[64:128, 64:128], _sylvester_entry(64)) and not r[:64, 64:].any()
    assert torch.equal(hadamard_basis(256, "keys"), _sylvester_entry(256))
    # symmetric and its own inverse: entries are +-2^-k exactly, products sum exactly in float32
    assert torch.equal(r, r.T) and torch.equal(r @ r, torch.eye(256))


@pytest.mark.parametrize("name", ["q8_0", "q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl", "f16"])
def test_stored_codes_are_the_inner_formats_codes_of_the_rotated_rows(name):
    inner = get_format(name)
    fmt = RotatedFormat(inner, "keys")
    x = torch.randn(2, 3, 5, 128, generator=torch.Generator().manual_seed(0))
    got, want = fmt.quantize(x), inner.quantize(x @ hadamard_basis(128, "keys"))
    assert got.keys() == want.keys() and all(torch.equal(got[k], want[k]) for k in got)
    assert fmt.code_layout(128) == inner.code_layout(128) and fmt.layout(128) == inner.layout(128)
    # read back in the rotated basis (what attention reads) and in the model's basis
    rotated, basis = fmt.decode_in_basis(got, torch.float32)
    assert torch.equal(rotated, inner.dequantize(want, torch.float32))
    assert basis is not None and torch.allclose(fmt.dequantize(got, torch.float32), rotated @ basis.T)


def test_full_precision_storage_reads_back_the_input():
    fmt = RotatedFormat(get_format("f32"), "values")
    x = torch.randn(1, 2, 7, 64, generator=torch.Generator().manual_seed(1))
    # two float32 products of 64 terms with entries +-1/8: error below 64 * 2^-24 of the row's scale (Higham's
    # dot-product bound, first order), here asserted at 1e-5 of the largest magnitude
    assert (fmt.dequantize(fmt.quantize(x), torch.float32) - x).abs().max() <= 1e-5 * x.abs().max()


def test_turbo_formats_take_no_second_rotation():
    with pytest.raises(ValueError, match="rotates its blocks itself"):
        RotatedFormat(get_format("turbo4"), "keys")
