"""The kvtrial Cache: a transformers Cache whose KV layers are bit-packed, built from a cache setting."""

from __future__ import annotations

from dataclasses import replace

from transformers import PretrainedConfig
from transformers.cache_utils import DYNAMIC_LAYER_TYPE_MAPPING, Cache, DummyLayer, DynamicCache

from kvtrial.attention import ATTENTION_NAME, DecodeStats
from kvtrial.cache.centering import resolve_refinements
from kvtrial.cache.layer import QuantizedKVLayer
from kvtrial.cache.layer_types import SLIDING_TYPES, STATE_TYPES, LayerPlan, plan_layers
from kvtrial.cache.model_config import text_config
from kvtrial.cache.scratch import ScratchPool
from kvtrial.cache.sliding import QuantizedSlidingLayer
from kvtrial.formats import KVFormat
from kvtrial.spec import DEFAULT_GAIN, CacheSpec, parse_spec


class KVTrialCache(Cache):
    """A cache whose KV layers store keys and values in the formats of `spec`; linear-attention state
    and shared layers are kept exactly as transformers keeps them."""

    def __init__(self, spec: CacheSpec, config: PretrainedConfig) -> None:
        plans = plan_layers(config)
        key_format, value_format, refinements = resolve_refinements(spec, config)
        for dim in sorted({p.head_dim for p in plans if p.stores_kv}):
            key_format.check_head_dim(dim)
            value_format.check_head_dim(dim)
        self.scratch = ScratchPool()
        self.decode_stats = DecodeStats()
        self.basis_reads = getattr(config, "_attn_implementation", None) == ATTENTION_NAME
        self.layer_types = [p.layer_type for p in plans]
        self.refinements = refinements
        # What the bare formats get on this model (no options): the effective setting names only the
        # refinements whose live values differ from these (`refinement_options`).
        self.default_refinements = resolve_refinements(CacheSpec(spec.key, spec.value), config)[2]
        layers = [self._layer(p, key_format, value_format, spec) for p in plans]
        super().__init__(layers=layers)
        self.spec = spec

    def refinement_options(self) -> list[str]:
        """center / gain / sink as read back from the live layers, in the setting's spelling, where they
        differ from this model's defaults for the formats (values that differ between layers that should
        agree are named `mixed`, which no request matches)."""
        kv = [layer for layer in self.layers if isinstance(layer, QuantizedKVLayer)]
        full = [layer for layer in kv if not isinstance(layer, QuantizedSlidingLayer)]  # sliding: no sink
        centers = {layer.refiner.center for layer in kv}
        gains = {f.gain for layer in kv for f in (layer.key_format, layer.value_format) if hasattr(f, "gain")}
        sinks = {layer.refiner.sink for layer in full}
        opts = []
        if centers and centers != {self.default_refinements.center}:
            opts.append(f"center={int(centers.pop())}" if len(centers) == 1 else "center=mixed")
        if gains and gains != {DEFAULT_GAIN}:
            opts.append(f"gain={gains.pop()}" if len(gains) == 1 else "gain=mixed")
        if sinks and sinks != {self.default_refinements.sink}:
            opts.append(f"sink={sinks.pop()}" if len(sinks) == 1 else "sink=mixed")
        return opts

    def _layer(self, plan: LayerPlan, key_format: KVFormat, value_format: KVFormat, spec: CacheSpec):
        if plan.layer_type in STATE_TYPES:
            return DYNAMIC_LAYER_TYPE_MAPPING[plan.layer_type](**plan.kwargs)
        if plan.layer_type == "dummy":
            return DummyLayer()
        # A layer whose returned states later layers reuse (KV sharing) must not hand out views of the
        # scratch buffer, which the next layer overwrites.
        scratch = None if plan.sharing == "store" else self.scratch
        common = (key_format, value_format, spec.window, spec.prefill == "full", scratch, self.basis_reads,
                  self.decode_stats)
        if plan.layer_type in SLIDING_TYPES:
            # a sink token would outlive the window it must leave: sliding layers keep centring only
            refinements = replace(self.refinements, sink=0)
            return QuantizedSlidingLayer(plan.kwargs["sliding_window"], *common, refinements)
        return QuantizedKVLayer(*common, self.refinements)


def make_cache(spec: CacheSpec | str, config: PretrainedConfig) -> Cache:
    """A fresh cache for one request: `ordinary` gives transformers' DynamicCache."""
    spec = parse_spec(spec) if isinstance(spec, str) else spec
    if spec.is_ordinary:
        check_model_supported(config)
        return DynamicCache(config=config)
    return KVTrialCache(spec, config)


def check_model_supported(config: PretrainedConfig) -> PretrainedConfig:
    """The decoder config if kvtrial serves every layer type of the model; a clear error otherwise."""
    plan_layers(config)
    return text_config(config)
