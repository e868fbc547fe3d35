"""The kvtrial Cache: a transformers Cache whose KV layers are bit-packed, built from a cache setting."""

from __future__ import annotations

from transformers import PretrainedConfig
from transformers.cache_utils import DYNAMIC_LAYER_TYPE_MAPPING, Cache, DummyLayer, DynamicCache

from kvtrial.attention import ATTENTION_NAME, DecodeStats
from kvtrial.cache.layer import QuantizedKVLayer
from kvtrial.cache.layer_types import SLIDING_TYPES, STATE_TYPES, LayerPlan, plan_layers
from kvtrial.cache.model_config import head_dim, text_config
from kvtrial.cache.scratch import ScratchPool
from kvtrial.cache.sliding import QuantizedSlidingLayer
from kvtrial.formats import KVFormat, get_format
from kvtrial.spec import CacheSpec, parse_spec


class KVTrialCache(Cache):
    """A cache whose KV layers store keys and values in the formats of `spec`; linear-attention state
    and shared layers are kept exactly as transformers keeps them."""

    def __init__(self, spec: CacheSpec, config: PretrainedConfig) -> None:
        plans = plan_layers(config)
        key_format, value_format = get_format(spec.key), get_format(spec.value)
        for dim in sorted({p.head_dim for p in plans if p.stores_kv}):
            key_format.check_head_dim(dim)
            value_format.check_head_dim(dim)
        self.scratch = ScratchPool()
        self.decode_stats = DecodeStats()
        self.basis_reads = getattr(config, "_attn_implementation", None) == ATTENTION_NAME
        self.layer_types = [p.layer_type for p in plans]
        layers = [self._layer(p, key_format, value_format, spec) for p in plans]
        super().__init__(layers=layers)
        self.spec = spec

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
            return QuantizedSlidingLayer(plan.kwargs["sliding_window"], *common)
        return QuantizedKVLayer(*common)


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


# The old name, kept for callers outside the cache library until they import `head_dim`.
model_head_dim = head_dim
