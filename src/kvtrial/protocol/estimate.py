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
from kvtrial.memory.activations import estimate_activations


def estimate_peak_bytes(config: Any, weight_bytes: int, setting: Setting, input_tokens: int, output_budget: int,
                        dtype_bytes: int) -> dict[str, int]:
    text = config.get_text_config(decoder=True)
    head_dim = int(getattr(text, "head_dim", None) or text.hidden_size // text.num_attention_heads)
    kv_heads = int(getattr(text, "num_key_value_heads", None) or text.num_attention_heads)
    tokens = input_tokens + output_budget
    kb, vb = setting.kv_bits(head_dim, dtype_bytes * 8.0) or (dtype_bytes * 8.0, dtype_bytes * 8.0)
    kv = int(tokens * text.num_hidden_layers * kv_heads * head_dim * (kb + vb) / 8)
    activations = int(estimate_activations(config, dtype_bytes, input_tokens).bytes_at(input_tokens))
    return {"weights": weight_bytes, "kv_cache": kv, "activations": activations,
            "total": weight_bytes + kv + activations, "dtype_bytes": dtype_bytes}
