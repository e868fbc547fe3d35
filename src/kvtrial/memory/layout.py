"""KV bytes a cache setting's layout implies for a model at a length: arithmetic from the config and
the formats' layouts, no tensors. The check of a filled cache's read-back (`describe()`), and of the
per-token costs `kvtrial plan` draws from one.

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

from dataclasses import dataclass

import torch
from transformers import PretrainedConfig

from kvtrial.cache.centering import resolve_refinements
from kvtrial.cache.layer_types import KV_TYPES, SLIDING_TYPES, plan_layers
from kvtrial.cache.spec import CacheSpec, parse_spec
from kvtrial.errors import KvtrialError
from kvtrial.memory.costs import window_cap
from kvtrial.memory.kv import KV


@dataclass(frozen=True)
class LayoutBytes:
    """KV bytes the layout gives at `tokens`, in total and per layer type (layer type -> bytes)."""

    setting: str
    tokens: int
    total_bytes: int
    by_type: dict[str, int]
    key_bits: float | None  # the formats' layout bits per value; None for ordinary and for a per-layer plan
    value_bits: float | None


def layout_kv_bytes(setting: CacheSpec | str, config: PretrainedConfig, tokens: int, dtype_bytes: int = 4,
                    batch: int = 1) -> LayoutBytes:
    """The KV bytes of `setting` for `config` holding `tokens` tokens (batch rows of them), from the
    layouts alone. `dtype_bytes`: the model's dtype (the ordinary cache and every full-precision token)."""
    spec = parse_spec(setting) if isinstance(setting, str) else setting
    if tokens < 0 or batch < 1 or dtype_bytes < 1:
        raise KvtrialError(f"layout bytes need tokens >= 0, batch >= 1 and dtype bytes >= 1; got {tokens}, {batch}, "
                           f"{dtype_bytes}")
    plans = plan_layers(config)
    pairs = [None] * len(plans) if spec.is_ordinary else spec.layer_formats([p.layer_type for p in plans])
    by_type: dict[str, int] = {}
    key_bits = value_bits = None
    for plan, pair in zip(plans, pairs, strict=True):
        if plan.layer_type not in KV_TYPES + SLIDING_TYPES:
            raise KvtrialError(f"layer {plan.index} is {plan.layer_type}: the layout arithmetic covers key/value "
                               "layers only (full attention, sliding window)")
        if plan.sharing == "reuse":  # reads another layer's keys and values, stores none
            by_type.setdefault(plan.layer_type, 0)
            continue
        sliding = plan.layer_type in SLIDING_TYPES
        cap = window_cap(plan.kwargs.get("sliding_window")) if sliding else None
        held = tokens if cap is None else min(tokens, cap)
        per_token_full = plan.kv_heads * plan.head_dim * 2 * dtype_bytes * batch
        if pair is None:
            nbytes = held * per_token_full
        else:
            key_format, value_format, refinements = resolve_refinements(spec, config, pair)
            center, sink = refinements.center, refinements.sink
            key_bits, value_bits = key_format.bits_per_value(plan.head_dim), value_format.bits_per_value(plan.head_dim)
            exact = min(held, (0 if sliding else sink) + spec.window)  # sliding layers keep no sink token
            packed_per_token = plan.kv_heads * plan.head_dim * (key_bits + value_bits) / 8 * batch
            mean = plan.kv_heads * plan.head_dim * dtype_bytes * batch if center and held else 0
            nbytes = round(exact * per_token_full + (held - exact) * packed_per_token) + mean
        by_type[plan.layer_type] = by_type.get(plan.layer_type, 0) + nbytes
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
    for plan in plan_layers(config):
        if plan.layer_type not in KV_TYPES + SLIDING_TYPES or plan.sharing == "reuse":
            out.append(None)
            continue
        shape = (plan.kv_heads, plan.head_dim)
        if shape not in shared:
            keys, values = (torch.randn(1, shape[0], tokens, shape[1], generator=generator).to(dtype) for _ in range(2))
            shared[shape] = (keys, values)
        out.append(shared[shape])
    return out
