"""transformers' QuantizedCache with the optimum-quanto backend: 2- or 4-bit integer codes,
per-group scale and shift, a full-precision residual window (KIVI-style)."""

from __future__ import annotations

from kvtrial.backends.transformers_quantized import TransformersQuantizedBackend


class QuantoBackend(TransformersQuantizedBackend):
    name = "transformers-quanto"
    family = "quanto"
    module = "optimum.quanto"
    dist = "optimum-quanto"
    bits = (2, 4)
    axes = (0, -1)
    default_settings = ("quanto-int4", "quanto-int2")

    def constraints(self) -> list[str]:
        return [
            "nbits 2 or 4, one width for keys and values (no asymmetric K/V)",
            "axis_key / axis_value 0 or -1; q_group_size (default 64); residual_length (default 128) "
            "full-precision tokens, re-quantized all together each time the window fills",
            "prefill attends to full-precision keys/values; every later step dequantizes the whole cache",
            "full-attention decoder-only models only",
        ]

