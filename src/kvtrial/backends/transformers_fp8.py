"""transformers' QuantizedCache with the fp8 backend: float8_e4m3fn values, one scale per tensor
computed from the first update and frozen (later tokens outside its range saturate)."""

from __future__ import annotations

from kvtrial.backends.transformers_quantized import TransformersQuantizedBackend


class Fp8Backend(TransformersQuantizedBackend):
    name = "transformers-fp8"
    family = "fp8"
    module = None  # torch's float8 dtype; nothing else to install
    dist = None
    bits = (8,)
    default_settings = ("fp8",)

    def constraints(self) -> list[str]:
        return [
            "float8_e4m3fn codes, one per-tensor scale per layer for keys and one for values, frozen after the "
            "first update",
            "no group, residual or axis options (transformers rejects them)",
            "prefill attends to full-precision keys/values; every later step dequantizes the whole cache",
            "full-attention decoder-only models only",
        ]

