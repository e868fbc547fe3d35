"""Ordinary floating-point storage (f32, f16, bf16): no blocks, no codes."""

from __future__ import annotations

import torch

from kvtrial.cache.formats.base import FieldLayout, Fields, KVFormat


class PlainFormat(KVFormat):
    def __init__(self, name: str, dtype: torch.dtype) -> None:
        self.name = name
        self.dtype = dtype
        self.nominal_bits = float(torch.finfo(dtype).bits)
        self.summary = f"ordinary {dtype} storage"

    def layout(self, head_dim: int) -> list[FieldLayout]:
        return [FieldLayout("data", self.dtype, head_dim)]

    def quantize(self, x: torch.Tensor) -> Fields:
        return {"data": x.to(self.dtype)}

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        if out is None:
            return fields["data"].to(dtype)
        return out.copy_(fields["data"])

    def is_plain_storage_of(self, dtype: torch.dtype) -> bool:
        return self.dtype == dtype


F32 = PlainFormat("f32", torch.float32)
F16 = PlainFormat("f16", torch.float16)
BF16 = PlainFormat("bf16", torch.bfloat16)
