"""A pre-run estimate of a request's peak memory, to skip cells that cannot fit the budget.

peak ≈ weights + KV cache at (input + output) tokens + the largest prefill activations
(attention scores of one layer, heads × L², and the MLP's intermediate, L × intermediate, twice).
Only an estimate: the measured peaks are what rows report.
"""

from __future__ import annotations

from typing import Any

from kvtrial.formats import get_format
from kvtrial.spec import parse_spec


def kv_bits_per_value(setting: str, head_dim: int, dtype_bytes: int) -> tuple[float, float]:
    """(key bits, value bits) per stored value; plain dtype bits for `ordinary` or unknown settings."""
    try:
        spec = parse_spec(setting)
    except Exception:  # another backend's vocabulary: assume the unquantized size (conservative)
        return dtype_bytes * 8.0, dtype_bytes * 8.0
    if spec.is_ordinary:
        return dtype_bytes * 8.0, dtype_bytes * 8.0
    return get_format(spec.key).bits_per_value(head_dim), get_format(spec.value).bits_per_value(head_dim)


def estimate_peak_bytes(config: Any, weight_bytes: int, setting: str, input_tokens: int, output_budget: int,
                        dtype_bytes: int) -> dict[str, int]:
    text = config.get_text_config(decoder=True)
    head_dim = int(getattr(text, "head_dim", None) or text.hidden_size // text.num_attention_heads)
    kv_heads = int(getattr(text, "num_key_value_heads", None) or text.num_attention_heads)
    tokens = input_tokens + output_budget
    kb, vb = kv_bits_per_value(setting, head_dim, dtype_bytes)
    kv = int(tokens * text.num_hidden_layers * kv_heads * head_dim * (kb + vb) / 8)
    scores = text.num_attention_heads * input_tokens * input_tokens * dtype_bytes
    mlp = 2 * input_tokens * int(getattr(text, "intermediate_size", 4 * text.hidden_size)) * dtype_bytes
    activations = max(scores, mlp) + 4 * input_tokens * text.hidden_size * dtype_bytes
    return {"weights": weight_bytes, "kv_cache": kv, "activations": activations,
            "total": weight_bytes + kv + activations}
