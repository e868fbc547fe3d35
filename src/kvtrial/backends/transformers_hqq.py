"""transformers' QuantizedCache with the HQQ backend: 1/2/3/4/8-bit codes, per-group scale and
zero point (half-quadratic optimised), a full-precision residual window."""

from __future__ import annotations

from typing import Any

from kvtrial.backends.base import Setting
from kvtrial.backends.transformers_quantized import PeerSetting, TransformersQuantizedBackend
from kvtrial.cache.hqq_deferred import bind


class HQQBackend(TransformersQuantizedBackend):
    name = "transformers-hqq"
    family = "hqq"
    module = "hqq"
    dist = "hqq"
    bits = (1, 2, 3, 4, 8)
    axes = (0, 1)
    default_settings = ("hqq-int4", "hqq-int8")

    def constraints(self) -> list[str]:
        return [
            "nbits 1, 2, 3, 4 or 8, one width for keys and values (no asymmetric K/V); 3-bit codes pack 10 "
            "to an int32",
            "axis_key / axis_value 0 or 1; q_group_size (default 64); residual_length (default 128) "
            "full-precision tokens, re-quantized all together each time the window fills",
            "prefill attends to full-precision keys/values; every later step dequantizes the whole cache",
            "full-attention decoder-only models only",
        ]

    def _probe(self, peer: PeerSetting, config: Any) -> str | None:
        bind()  # (a worker imports transformers' cache module without hqq until an HQQ cache is built)
        return super()._probe(peer, config)

    def new_cache(self, setting: Setting, model: Any) -> Any:
        bind()
        return super().new_cache(setting, model)
