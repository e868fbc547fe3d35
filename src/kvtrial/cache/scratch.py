"""Reusable decode buffers shared by the layers of one cache.

Layers run one after another and attention consumes a layer's decoded keys and values before
the next layer is updated, so one keys buffer and one values buffer serve every layer: decoding
then allocates nothing of the cache's size per step. The buffers grow in chunks, like storage.
"""

from __future__ import annotations

import torch

from kvtrial.cache.storage import GROW_TOKENS


class ScratchPool:
    def __init__(self) -> None:
        self._flat: dict[str, torch.Tensor] = {}

    def view(self, role: str, shape: tuple[int, ...], dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        """A contiguous [B, H, T, D] tensor backed by the `role` buffer (contents undefined)."""
        need = 1
        for d in shape:
            need *= d
        buf = self._flat.get(role)
        if buf is None or buf.numel() < need or buf.dtype != dtype or buf.device != device:
            per_token = max(1, need // max(1, shape[-2]))
            tokens = -(-(shape[-2] + GROW_TOKENS) // GROW_TOKENS) * GROW_TOKENS
            buf = torch.empty(per_token * tokens, dtype=dtype, device=device)
            self._flat[role] = buf
        return buf[:need].view(shape)

    def nbytes(self) -> int:
        return sum(b.numel() * b.element_size() for b in self._flat.values())
