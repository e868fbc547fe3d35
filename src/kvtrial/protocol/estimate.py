"""A pre-run estimate of a request's peak memory, to skip cells that cannot fit the budget.

peak ≈ weights + KV cache at (input + output) tokens + the activations of prefilling the whole
input in one pass (`kvtrial.memory.activations`, one chunk as long as the prompt). The KV bits
come from the typed Setting; where the backend cannot say (a full-precision residual window), the
model's dtype is assumed, which overestimates a quantized cache. Only an estimate: the measured
peaks are what rows report.

The KV term follows the model's layer types (`kvtrial.cache.layer_types.plan_layers`) as per-type
lines (`kvtrial.memory.costs.CostGroup`, the same lines `kvtrial plan` solves): a sliding-window
layer stops growing at its window, layers that reuse another's KV or hold a linear-attention /
convolution state store no KV. Not counted: that state (constant, its shape is the model's own
code's) and the few full-precision values of key refinements (a mean key and sink tokens per head
on turbo keys, `kvtrial.cache.centering`).
"""

from __future__ import annotations

from typing import Any

from kvtrial.backends.base import Setting
from kvtrial.cache import head_dim
from kvtrial.cache.layer_types import SLIDING_TYPES, plan_layers
from kvtrial.errors import UnsupportedModelError
from kvtrial.memory.activations import estimate_activations
from kvtrial.memory.costs import CostGroup, window_cap
from kvtrial.records.peak_estimate import PeakEstimate


def estimate_peak_bytes(config: Any, weight_bytes: int, setting: Setting, input_tokens: int, output_budget: int,
                        dtype_bytes: int) -> PeakEstimate:
    tokens = input_tokens + output_budget
    kv = int(sum(g.bytes_at(tokens) for g in kv_cost_groups(config, setting, dtype_bytes * 8.0)))
    activations = int(estimate_activations(config, dtype_bytes, input_tokens).bytes_at(input_tokens))
    return PeakEstimate(weights=weight_bytes, kv_cache=kv, activations=activations,
                        total=weight_bytes + kv + activations, dtype_bytes=dtype_bytes)


def kv_cost_groups(config: Any, setting: Setting, dtype_bits: float) -> list[CostGroup]:
    """Per layer type (and window), the KV bytes per token of `setting` on this model and the
    tokens its layers hold at most. A model whose layer types cannot be read is counted as every
    layer full attention (an upper bound)."""
    try:
        plans = [(p.layer_type, p.kv_heads, p.head_dim, p.kwargs.get("sliding_window"))
                 for p in plan_layers(config) if p.stores_kv]
    except UnsupportedModelError:
        text = config.get_text_config(decoder=True)
        heads = int(getattr(text, "num_key_value_heads", None) or text.num_attention_heads)
        plans = [("full_attention", heads, head_dim(config), None)] * int(text.num_hidden_layers)
    groups: dict[tuple[str, int | None], tuple[int, float]] = {}
    for layer_type, heads, dim, window in plans:
        kb, vb = setting.kv_bits(dim, dtype_bits) or (dtype_bits, dtype_bits)
        cap = window_cap(window) if layer_type in SLIDING_TYPES else None
        layers, per_token = groups.get((layer_type, cap), (0, 0.0))
        groups[(layer_type, cap)] = (layers + 1, per_token + heads * dim * (kb + vb) / 8)
    return [CostGroup(t, n, per_token, 0.0, cap) for (t, cap), (n, per_token) in groups.items()]
