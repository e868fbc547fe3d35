"""A pre-run estimate of a request's peak memory, to skip cells that cannot fit the budget.

peak ≈ weights + KV cache at (input + output) tokens + the activations of prefilling the whole
input in one pass (`kvtrial.memory.activations`, one chunk as long as the prompt). The KV bits
come from the typed Setting; where the backend cannot say (a full-precision residual window), the
model's dtype is assumed, which overestimates a quantized cache. Only an estimate: the measured
peaks are what rows report.
"""

from __future__ import annotations

from typing import Any

from kvtrial.backends.base import Setting
from kvtrial.cache import head_dim
from kvtrial.cache.layer_types import plan_layers
from kvtrial.errors import UnsupportedModelError
from kvtrial.memory.activations import estimate_activations


def estimate_peak_bytes(config: Any, weight_bytes: int, setting: Setting, input_tokens: int, output_budget: int,
                        dtype_bytes: int) -> dict[str, int]:
    text = config.get_text_config(decoder=True)
    dim = head_dim(config)
    kv_heads = int(getattr(text, "num_key_value_heads", None) or text.num_attention_heads)
    tokens = input_tokens + output_budget
    kb, vb = setting.kv_bits(dim, dtype_bytes * 8.0) or (dtype_bytes * 8.0, dtype_bytes * 8.0)
    kv = int(tokens * _kv_layers(config, text) * kv_heads * dim * (kb + vb) / 8)
    activations = int(estimate_activations(config, dtype_bytes, input_tokens).bytes_at(input_tokens))
    return {"weights": weight_bytes, "kv_cache": kv, "activations": activations,
            "total": weight_bytes + kv + activations, "dtype_bytes": dtype_bytes}


def _kv_layers(config: Any, text: Any) -> int:
    """Layers that store keys and values (a hybrid model's state and shared layers store none); an
    upper bound, since sliding layers are counted at every token. Every layer when the types cannot be read."""
    try:
        return sum(p.stores_kv for p in plan_layers(config))
    except UnsupportedModelError:
        return int(text.num_hidden_layers)
