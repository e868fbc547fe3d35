"""The kvtrial Cache: a transformers Cache of QuantizedKVLayer, built from a cache setting."""

from __future__ import annotations

from transformers import PretrainedConfig
from transformers.cache_utils import Cache, DynamicCache, get_layer_types_and_kwargs

from kvtrial.attention import ATTENTION_NAME, DecodeStats
from kvtrial.cache.centering import resolve_refinements
from kvtrial.cache.layer import QuantizedKVLayer
from kvtrial.cache.scratch import ScratchPool
from kvtrial.errors import UnsupportedModelError
from kvtrial.spec import CacheSpec, parse_spec


class KVTrialCache(Cache):
    """A cache whose layers store keys and values in the formats of `spec`."""

    def __init__(self, spec: CacheSpec, config: PretrainedConfig) -> None:
        text_config = check_model_supported(config)
        key_format, value_format, refinements = resolve_refinements(spec, config)
        head_dim = model_head_dim(text_config)
        key_format.check_head_dim(head_dim)
        value_format.check_head_dim(head_dim)
        self.scratch = ScratchPool()
        self.decode_stats = DecodeStats()
        self.basis_reads = getattr(config, "_attn_implementation", None) == ATTENTION_NAME
        layers = [
            QuantizedKVLayer(
                key_format, value_format, spec.window, spec.prefill == "full", self.scratch, self.basis_reads,
                self.decode_stats, refinements,
            )
            for _ in range(text_config.num_hidden_layers)
        ]
        super().__init__(layers=layers)
        self.spec = spec
        self.refinements = refinements


def make_cache(spec: CacheSpec | str, config: PretrainedConfig) -> Cache:
    """A fresh cache for one request: `ordinary` gives transformers' DynamicCache."""
    spec = parse_spec(spec) if isinstance(spec, str) else spec
    if spec.is_ordinary:
        check_model_supported(config)
        return DynamicCache(config=config)
    return KVTrialCache(spec, config)


def model_head_dim(config: PretrainedConfig) -> int:
    head_dim = getattr(config, "head_dim", None)
    return int(head_dim) if head_dim else config.hidden_size // config.num_attention_heads


def check_model_supported(config: PretrainedConfig) -> PretrainedConfig:
    """The decoder config if every layer is full attention; a clear error otherwise."""
    if getattr(config, "is_encoder_decoder", False):
        raise UnsupportedModelError(
            f"model type {config.model_type!r} is encoder-decoder; kvtrial caches serve decoder-only models "
            "whose layers are all full attention"
        )
    text_config = config.get_text_config(decoder=True)
    try:
        layer_types, _ = get_layer_types_and_kwargs(text_config)
    except (AttributeError, TypeError) as exc:
        raise UnsupportedModelError(f"model type {config.model_type!r}: cannot read its layer types ({exc})") from exc
    other = sorted(set(layer_types) - {"full_attention"})
    if other:
        raise UnsupportedModelError(
            f"model type {config.model_type!r} has {', '.join(other)} layers; kvtrial caches support only models "
            "whose layers are all full attention (sliding-window or hybrid layers would be silently mixed)"
        )
    return text_config
