"""The native backend: kvtrial's own bit-packed caches (`kvtrial.cache.make_cache`); `ordinary`
is transformers' DynamicCache in the model's dtype."""

from __future__ import annotations

from typing import Any

import torch
import transformers
from transformers.cache_utils import DynamicCache

from kvtrial.backends.base import EffectiveCache, Setting, package_version
from kvtrial.backends.transformers_engine import TransformersEngine, ordinary_interface
from kvtrial.cache import CacheReport, describe, make_cache
from kvtrial.cache.cache import KVTrialCache
from kvtrial.cache.formats import FORMATS, get_format
from kvtrial.cache.spec import ORDINARY, CacheSpec, parse_spec
from kvtrial.defaults import DEFAULT_SETTINGS
from kvtrial.errors import KvtrialError

# The settings the admission table probes and `kvtrial bench` measures by default.
NATIVE_SETTINGS = DEFAULT_SETTINGS


def ordinary_setting(report: CacheReport) -> str:
    """`ordinary` when a DynamicCache holds plain tensors (the model's dtype) in every KV layer (state and
    shared layers hold no keys or values)."""
    plain = {(r.key_format, r.value_format) for r in report.kv_layers}
    ordinary = report.confirmed and all(k in ("f32", "f16", "bf16") and k == v for k, v in plain)
    return ORDINARY if ordinary else report.effective_setting


def spec_setting(backend: str, spec: CacheSpec) -> Setting:
    """A parsed kvtrial cache spec as the seam's Setting (bits from the formats' layouts)."""
    if spec.is_ordinary:
        return Setting(backend, ORDINARY, spec, ordinary=True)
    key, value = get_format(spec.key), get_format(spec.value)
    # A full-precision window makes the bits depend on the length, a plan on the model's layers: no
    # per-value figure from the setting alone.
    bits = None if spec.window or spec.is_plan else (
        lambda head_dim: (key.bits_per_value(head_dim), value.bits_per_value(head_dim)))
    return Setting(backend, str(spec.minimal()), spec, bits_fn=bits)


class NativeBackend(TransformersEngine):
    name = "native"
    ordinary: str = ORDINARY

    def parse(self, text: str) -> Setting:
        return spec_setting(self.name, parse_spec(text))

    def settings(self) -> tuple[str, ...]:
        return NATIVE_SETTINGS

    def constraints(self) -> list[str]:
        return [
            f"formats {', '.join(FORMATS.names())}, separately for keys and values (KEY/VALUE), per layer or "
            "layer kind after ';' (q8_0/turbo4;0-3=q8_0;sliding=turbo3)",
            "options window=N (full-precision recent tokens), prefill=quantized|full",
            "decoder-only models whose layers are all full attention; turbo formats need a head dimension they support",
        ]

    def versions(self) -> dict[str, str]:
        return {"kvtrial": package_version("kvtrial"), "torch": str(torch.__version__),
                "transformers": str(transformers.__version__)}

    def supports(self, setting: Setting, config: Any, source: str | None = None) -> str | None:
        # `source` (where the weights come from) does not matter: the cache goes into any transformers model.
        try:
            make_cache(setting.payload, config)  # checks the architecture and head dimension, allocates nothing big
        except KvtrialError as exc:
            return str(exc)
        return None

    def interface(self, setting: Setting) -> dict[str, Any]:
        spec = setting.payload
        if spec.is_ordinary:
            return ordinary_interface()
        return {
            "call": "kvtrial.cache.make_cache(setting, model.config)",
            "setting": str(spec),
            "key_format": spec.key,
            "value_format": spec.value,
            "layer_rules": [str(r) for r in spec.rules],
            "window": spec.window,
            "prefill": spec.prefill,
            # how decode steps score keys (the setting's qdot, or its keys' default): part of the config version, so
            # runs of one setting string scored otherwise (before int8 became some formats' default) never pool
            "key_scores": spec.key_scores,
            # named only where values are summed in int8, so every float setting keeps its config version
            **({"value_sums": spec.value_sums} if spec.value_sums != "float" else {}),
        }

    def new_cache(self, setting: Setting, model: Any) -> Any:
        """A fresh cache for one request (called by the session, never by the protocol)."""
        return make_cache(setting.payload, model.config)

    def effective(self, cache: Any) -> EffectiveCache:
        report = describe(cache)
        summary = report.to_dict()
        summary.pop("layers")
        if type(cache) is DynamicCache:
            setting, confirmed = ordinary_setting(report), report.confirmed
        elif isinstance(cache, KVTrialCache):
            setting, confirmed = str(cache.effective_spec()), report.confirmed
        else:
            setting, confirmed = report.effective_setting, False
        return EffectiveCache(setting, confirmed, report.total_bytes, report.allocated_bytes, summary)

