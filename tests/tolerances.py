"""The tolerance for comparing two float32 computations of the same quantity that differ only in the order
of their sums (SIMD width, thread count, chunked vs one-pass attention, a constant shift of every score).

Basis: each float32 operation rounds by at most u = 2^-24 relative; a tiny test model's logits pass through a
few thousand such operations per token in a handful of layers, and reordering moves a result by at most a
few hundred u of the magnitudes it sums (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed.,
Lemma 3.1), observed ~1e-6 of the logits' scale. The check allows 1e-4 of the compared tensor's largest
magnitude: two orders above what reordering does on any CPU, two orders below what a wrong key, value, mask
or position does (a changed token moves a tiny model's logits by percents of their scale).
Kernels are checked against float64 with a derived bound instead (tests/cache/kernels/bounds.py).
"""

from __future__ import annotations

import torch

REORDERING_REL = 1e-4


def assert_close_to_scale(got: torch.Tensor, want: torch.Tensor, rel: float = REORDERING_REL) -> None:
    """`got` equals `want` up to `rel` of want's largest magnitude (the module docstring's basis)."""
    assert got.shape == want.shape, (got.shape, want.shape)
    scale = want.abs().max().item()
    err = (got - want).abs().max().item()
    assert err <= rel * scale, f"max difference {err:.3g} exceeds {rel:g} of the scale {scale:.3g}"
