"""The C rotation (x @ B or x @ B^T on one thread) against float64 within the float32 rounding bound of a D-term
dot product, in every kernel build this machine executes, and where it falls back to torch's product.

Basis of the bound: each output value is a sum of D products rounded in float32, in whatever order, so its error is
at most gamma_D times the same sum over magnitudes (bounds.py, Higham Lemma 3.1 and eq. 3.5): gamma_D * (|x| @ |R|).
A wrong element of the basis (a transposed one, a row skipped) errs by a sizeable fraction of |x| @ |R|, far above."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.formats import get_format
from kvtrial.cache.kernels.rotate import rotate_rows
from tests.cache.kernels.bounds import gamma


def _basis(kind: str, dim: int) -> torch.Tensor:
    if kind == "turbo4":  # the Walsh-Hadamard blocks turbo stores in (block-diagonal at 96)
        basis = get_format("turbo4").basis(dim, torch.device("cpu"), torch.float32)
        assert basis is not None
        return basis
    g = torch.Generator().manual_seed(dim)  # a dense orthogonal basis, and one that is not orthogonal at all
    return torch.linalg.qr(torch.randn(dim, dim, generator=g))[0].contiguous() if kind == "orthogonal" else \
        torch.randn(dim, dim, generator=g)


def _within(got: torch.Tensor, want: torch.Tensor, bound: torch.Tensor) -> None:
    """Every value within its bound (elementwise, so a row of zeros, bound 0, must come out exactly 0)."""
    err = (got.double() - want).abs()
    assert (err <= bound).all(), f"error {err.max().item():.3g} exceeds the float32 bound {bound.max().item():.3g}"


def _check(x: torch.Tensor, basis: torch.Tensor, transpose: bool) -> None:
    got = rotate_rows(x, basis, transpose)
    assert got is not None  # the C product ran
    r = basis.double().T if transpose else basis.double()
    _within(got, x.double() @ r, gamma(x.shape[-1]) * (x.double().abs() @ r.abs()))


@pytest.mark.usefixtures("kernel_variant")
@pytest.mark.parametrize("dim", [64, 128, 96, 256])
@pytest.mark.parametrize("kind", ["turbo4", "orthogonal", "dense"])
@pytest.mark.parametrize("transpose", [False, True])
def test_c_rotation_is_within_the_float32_bound_of_float64(dim: int, kind: str, transpose: bool):
    x = torch.randn(2, 9, 1, dim, generator=torch.Generator().manual_seed(dim + 1)) * 3
    x[0, 0, 0] = 0.0  # a row of zeros rotates to zeros
    _check(x, _basis(kind, dim), transpose)


@pytest.mark.usefixtures("kernel_variant")
def test_a_transposed_basis_is_caught():
    """The check fails for the wrong direction: x @ R where x @ R^T was asked (R not symmetric)."""
    x, basis = torch.randn(3, 64), _basis("orthogonal", 64)
    got = rotate_rows(x, basis, transpose=False)
    assert got is not None
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _within(got, x.double() @ basis.double().T, gamma(64) * (x.double().abs() @ basis.double().abs().T))


def test_other_tensors_are_left_to_torch():
    x, basis = torch.randn(2, 3, 64), _basis("turbo4", 64)
    assert rotate_rows(x, basis) is not None
    assert rotate_rows(x.bfloat16(), basis.bfloat16()) is None
    assert rotate_rows(x.double(), basis.double()) is None
    assert rotate_rows(x.transpose(0, 1), basis) is None  # not contiguous
    assert rotate_rows(x, basis.T) is None  # a transposed view: the caller passes the basis and transpose=True
    assert rotate_rows(x, basis[:32, :32]) is None  # not D x D
    assert rotate_rows(x.requires_grad_(), basis) is None  # autograd needs torch's product


def test_without_the_kernels_torch_multiplies(kernels_off):
    assert rotate_rows(torch.randn(2, 64), _basis("turbo4", 64)) is None
