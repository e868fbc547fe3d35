"""A fixed, seeded orthogonal rotation: randomized Walsh-Hadamard, R = H diag(s) / sqrt(n).

The seed fixes the random signs s, so the same vectors always rotate the same way and a
stored cache can be decoded by any process that knows the format.
"""

from __future__ import annotations

import functools

import torch


def hadamard(n: int) -> torch.Tensor:
    """Sylvester Hadamard matrix of order n (a power of two), entries +-1."""
    if n < 1 or n & (n - 1):
        raise ValueError(f"Hadamard order must be a power of two, got {n}")
    h = torch.ones(1, 1)
    while h.shape[0] < n:
        h = torch.cat([torch.cat([h, h], 1), torch.cat([h, -h], 1)], 0)
    return h


@functools.cache
def _rotation_cpu(n: int, seed: int) -> torch.Tensor:
    gen = torch.Generator().manual_seed(seed)
    signs = torch.randint(0, 2, (n,), generator=gen).float() * 2 - 1
    return (signs.unsqueeze(1) * hadamard(n)) / n**0.5


def rotation(n: int, seed: int, device: torch.device | str = "cpu") -> torch.Tensor:
    """R with rows as the rotated basis: rotate with x @ R, undo with y @ R.T."""
    return _rotation_cpu(n, seed).to(device)
