"""KV bytes a cache setting's layout implies for a model at a length: arithmetic from the config and
the formats' layouts, no tensors — the one place it is done. `kv_layers` reads which layers store keys
and values and how many tokens each holds; `layout_kv_bytes` (a kvtrial setting, exact: the check of a
filled cache's read-back, `describe()`, and of the per-token costs `kvtrial plan` draws from one) and
`kv_cost_groups` (any engine's setting by its bits per value: the pre-run peak estimate,
`kvtrial.memory.estimate`) count on them.

Per KV layer, with H key/value heads of dimension D:

* tokens held: every token in a full-attention layer; at most window - 1 in a sliding-window one
  (what transformers' DynamicSlidingWindowLayer, and kvtrial's sliding layer, keep between steps);
* ordinary: tokens held x H x D x 2 (keys and values) x bytes of the model's dtype;
* a kvtrial format: tokens held at full precision (the setting's recent-token window, the sink tokens
  of full-attention layers) x H x D x 2 x dtype bytes, the rest x H x D x (key bits + value bits) / 8
  at the formats' layout bits per value, plus one mean key (H x D x dtype bytes) per layer where keys
  are centred. Under a per-layer plan each layer counts its own formats and their refinements (a layer
  with q8_0 keys keeps no sink token and no mean key beside turbo-key layers that do).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import torch
from transformers import PretrainedConfig

from kvtrial.cache.centering import resolve_refinements
from kvtrial.cache.layer_types import KV_TYPES, SLIDING_TYPES, ModelLayer, model_layers
from kvtrial.cache.model_config import head_dim
from kvtrial.cache.spec import CacheSpec
from kvtrial.errors import KvtrialError, UnsupportedModelError
from kvtrial.memory.costs import CostGroup, window_cap
from kvtrial.memory.kv import KV


@dataclass(frozen=True)
class KvLayer:
    """A layer that stores keys and values: its type, key/value heads and head dimension (its own: some
    families widen some layers' heads), and the tokens it holds at most (a sliding window's; None: every one)."""

    index: int
    layer_type: str
    kv_heads: int
    head_dim: int
    cap_tokens: int | None

    def held(self, tokens: int) -> int:
        return tokens if self.cap_tokens is None else min(tokens, self.cap_tokens)


def kv_layers(layers: Sequence[ModelLayer]) -> list[KvLayer]:
    """The layers of `layers` (`model_layers(config)`) that store keys and values: full-attention and sliding
    layers, not one that reads another layer's (kv sharing), nor a state or shared layer."""
    return [KvLayer(p.index, p.layer_type, p.kv_heads, p.head_dim,
                    window_cap(p.kwargs.get("sliding_window")) if p.layer_type in SLIDING_TYPES else None)
            for p in layers if p.stores_kv and p.sharing != "reuse"]


class KvBits(Protocol):
    """What the estimate needs of an engine's setting (`kvtrial.backends.base.Setting`): bits per key and per
    value at a head dimension, or None where the engine cannot say."""

    def kv_bits(self, head_dim: int, dtype_bits: float) -> tuple[float, float] | None: ...


def kv_cost_groups(config: Any, setting: KvBits, dtype_bits: float) -> list[CostGroup]:
    """Per layer type (and window), the KV bytes per token of `setting` on this model and the
    tokens its layers hold at most. A model whose layer types cannot be read is counted as every
    layer full attention (an upper bound)."""
    try:
        layers = kv_layers(model_layers(config))
    except UnsupportedModelError:
        text = config.get_text_config(decoder=True)
        heads = int(getattr(text, "num_key_value_heads", None) or text.num_attention_heads)
        layers = [KvLayer(i, "full_attention", heads, head_dim(config), None) for i in range(int(text.num_hidden_layers))]
    groups: dict[tuple[str, int | None], tuple[int, float]] = {}
    for layer in layers:
        kb, vb = setting.kv_bits(layer.head_dim, dtype_bits) or (dtype_bits, dtype_bits)
        count, per_token = groups.get((layer.layer_type, layer.cap_tokens), (0, 0.0))
        groups[(layer.layer_type, layer.cap_tokens)] = (count + 1, per_token + layer.kv_heads * layer.head_dim * (kb + vb) / 8)
    return [CostGroup(t, n, per_token, 0.0, cap) for (t, cap), (n, per_token) in groups.items()]


@dataclass(frozen=True)
class LayoutBytes:
    """KV bytes the layout gives at `tokens`, in total and per layer type (layer type -> bytes)."""

    setting: str
    tokens: int
    total_bytes: int
    by_type: dict[str, int]
    key_bits: float | None  # the formats' layout bits per value; None for ordinary and for a per-layer plan
    value_bits: float | None


def layout_kv_bytes(spec: CacheSpec, config: PretrainedConfig, tokens: int, dtype_bytes: int = 4,
                    batch: int = 1) -> LayoutBytes:
    """The KV bytes of `spec` for `config` holding `tokens` tokens (batch rows of them), from the
    layouts alone. `dtype_bytes`: the model's dtype (the ordinary cache and every full-precision token)."""
    if tokens < 0 or batch < 1 or dtype_bytes < 1:
        raise KvtrialError(f"layout bytes need tokens >= 0, batch >= 1 and dtype bytes >= 1; got {tokens}, {batch}, "
                           f"{dtype_bytes}")
    layers = model_layers(config)
    for model_layer in layers:
        if model_layer.layer_type not in KV_TYPES + SLIDING_TYPES:
            raise KvtrialError(f"layer {model_layer.index} is {model_layer.layer_type}: the layout arithmetic covers "
                               "key/value layers only (full attention, sliding window)")
    # each layer's key/value formats (a per-layer plan gives layers different ones); None: the ordinary cache
    pairs = dict(zip((m.index for m in layers), [None] * len(layers) if spec.is_ordinary
                     else spec.layer_formats([m.layer_type for m in layers]), strict=True))
    by_type = {m.layer_type: 0 for m in layers}  # a layer that reuses another's keys and values stores none
    key_bits = value_bits = None
    for layer in kv_layers(layers):
        held = layer.held(tokens)
        per_token_full = layer.kv_heads * layer.head_dim * 2 * dtype_bytes * batch
        pair = pairs[layer.index]
        if pair is None:
            nbytes = held * per_token_full
        else:
            key_format, value_format, refinements = resolve_refinements(spec, config, pair)
            center, sink = refinements.center, refinements.sink
            key_bits, value_bits = key_format.bits_per_value(layer.head_dim), value_format.bits_per_value(layer.head_dim)
            sliding = layer.layer_type in SLIDING_TYPES
            exact = min(held, (0 if sliding else sink) + spec.window)  # sliding layers keep no sink token
            packed_per_token = layer.kv_heads * layer.head_dim * (key_bits + value_bits) / 8 * batch
            mean = layer.kv_heads * layer.head_dim * dtype_bytes * batch if center and held else 0
            nbytes = round(exact * per_token_full + (held - exact) * packed_per_token) + mean
        by_type[layer.layer_type] += nbytes
    if spec.is_plan:  # layers differ: no one figure
        key_bits = value_bits = None
    return LayoutBytes(str(spec), tokens, sum(by_type.values()), by_type, key_bits, value_bits)


def random_kv(config: PretrainedConfig, tokens: int, dtype: torch.dtype = torch.float32, seed: int = 0) -> KV:
    """Per layer, random keys and values [1, H, tokens, D] of the model's shapes (None for a layer that
    stores none), to fill a cache through its own `update()` without running the model: stored bytes
    depend on shapes and formats only. Layers of one shape share one pair of tensors (read, never written)."""
    generator = torch.Generator().manual_seed(seed)
    shared: dict[tuple[int, int], tuple[torch.Tensor, torch.Tensor]] = {}
    out: KV = []
    for plan in model_layers(config):
        if plan.layer_type not in KV_TYPES + SLIDING_TYPES or plan.sharing == "reuse":
            out.append(None)
            continue
        shape = (plan.kv_heads, plan.head_dim)
        if shape not in shared:
            keys, values = (torch.randn(1, shape[0], tokens, shape[1], generator=generator).to(dtype) for _ in range(2))
            shared[shape] = (keys, values)
        out.append(shared[shape])
    return out
