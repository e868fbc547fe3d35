"""Which cache layer each of a model's layers gets, read the way transformers' DynamicCache reads it.

transformers names a type per layer (`get_layer_types_and_kwargs`); kvtrial quantizes what is
key/value storage and leaves the rest exactly as transformers keeps it:

* full_attention: bit-packed keys and values (`QuantizedKVLayer`);
* sliding_attention, chunked_attention: bit-packed, with DynamicSlidingWindowLayer's window
  semantics (`QuantizedSlidingLayer`);
* linear_attention, conv: the recurrent / convolution state, not quantized (transformers'
  `LinearAttentionLayer`);
* dummy: no storage of its own (a layer that reuses another layer's KV, or has no attention).

Any other type (hybrid, indexed, compressed attention...) is refused with its name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from transformers import PretrainedConfig
from transformers.cache_utils import get_layer_types_and_kwargs

from kvtrial.cache.model_config import head_dim, text_config
from kvtrial.errors import UnsupportedModelError

#: layer type -> what kvtrial stores for it
SERVED_LAYER_TYPES: dict[str, str] = {
    "full_attention": "quantized KV",
    "sliding_attention": "quantized KV of the sliding window",
    "chunked_attention": "quantized KV of the attention chunk",
    "linear_attention": "linear-attention state, kept unquantized",
    "conv": "convolution state, kept unquantized",
    "dummy": "nothing (shared KV or no attention)",
}
KV_TYPES = ("full_attention",)
SLIDING_TYPES = ("sliding_attention", "chunked_attention")
STATE_TYPES = ("linear_attention", "conv")


@dataclass(frozen=True)
class ModelLayer:
    """One model layer: its transformers type, the kwargs transformers gives its cache layer, and
    its KV-sharing role (`store`: later layers read its returned states; `reuse`: it reads another's)."""

    index: int
    layer_type: str
    kwargs: dict[str, Any] = field(default_factory=dict)
    sharing: str | None = None
    head_dim: int = 0  # this layer's (some families widen the heads of their full-attention layers)
    kv_heads: int = 0  # this layer's key/value heads (Gemma 4's full-attention layers may have fewer)

    @property
    def stores_kv(self) -> bool:
        return self.layer_type in KV_TYPES + SLIDING_TYPES


def model_layers(config: PretrainedConfig) -> list[ModelLayer]:
    """Every decoder layer as the cache sees it; UnsupportedModelError naming any type kvtrial does not serve."""
    if getattr(config, "is_encoder_decoder", False):
        raise UnsupportedModelError(
            f"model type {config.model_type!r} is encoder-decoder; kvtrial caches serve decoder-only models"
        )
    text = text_config(config)
    try:
        types, kwargs = get_layer_types_and_kwargs(text)
    except (AttributeError, TypeError) as exc:
        raise UnsupportedModelError(f"model type {config.model_type!r}: cannot read its layer types ({exc})") from exc
    unknown = sorted(set(types) - set(SERVED_LAYER_TYPES))
    if unknown:
        raise UnsupportedModelError(
            f"model type {config.model_type!r} has {', '.join(unknown)} layers, which kvtrial caches do not serve; "
            f"served layer types: {', '.join(SERVED_LAYER_TYPES)}"
        )
    modes = getattr(text, "kv_sharing_modes", None) or [None] * len(types)
    layers = text.per_layer_config
    dims = [head_dim(c) for c in layers]
    heads = [int(getattr(c, "num_key_value_heads", None) or c.num_attention_heads) for c in layers]
    rows = zip(types, kwargs, modes, dims, heads, strict=False)
    return [ModelLayer(i, t, dict(kw), mode, d, h) for i, (t, kw, mode, d, h) in enumerate(rows)]


def check_full_attention_only(config: PretrainedConfig, cache_name: str) -> PretrainedConfig:
    """The decoder config when every layer is full attention (what transformers' QuantizedCache
    accepts); a clear error naming the other types otherwise."""
    plans = model_layers(config)
    other = sorted({p.layer_type for p in plans} - set(KV_TYPES))
    if other:
        raise UnsupportedModelError(
            f"model type {config.model_type!r} has {', '.join(other)} layers; {cache_name} serves only models whose "
            "layers are all full attention"
        )
    return text_config(config)
