"""Shared helpers for formats that split the head dimension into fixed-size blocks."""

from __future__ import annotations

import torch


def to_blocks(x: torch.Tensor, block: int) -> torch.Tensor:
    """[..., D] -> [..., D // block, block] as float32 (the math is done in float32)."""
    return x.float().reshape(*x.shape[:-1], x.shape[-1] // block, block)


def from_blocks(xb: torch.Tensor) -> torch.Tensor:
    return xb.reshape(*xb.shape[:-2], xb.shape[-2] * xb.shape[-1])


def safe_inverse(scale: torch.Tensor) -> torch.Tensor:
    """1 / scale, with 0 for all-zero blocks (their codes then carry no information)."""
    return torch.where(scale == 0, torch.zeros_like(scale), 1.0 / scale)
