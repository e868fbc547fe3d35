"""The one activation model: memory beyond weights and KV cache while a chunk of the prompt is
prefilled, as fixed bytes plus bytes per context token. An estimate from the model's shape, never
a measurement; rows report measured peaks.

Source of the terms: the per-layer activation accounting of Korthikanti et al., "Reducing
Activation Recomputation in Large Transformer Models" (2022), section 4.1 — hidden states and
their norms/residuals, the MLP intermediate, and the attention scores (heads × query tokens ×
key tokens) — taken for inference, where only one layer's activations are live at a time (no
stored activations for a backward pass). Added for the cache: one layer's keys and values read
back at full precision and expanded to the query heads, and one float32 row of logits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ActivationEstimate:
    """Memory beyond weights and cache while prefilling a chunk: fixed + per context token."""

    chunk_tokens: int
    fixed_bytes: float
    per_token_bytes: float
    note: str

    def bytes_at(self, tokens: int) -> float:
        return self.fixed_bytes + self.per_token_bytes * tokens


def estimate_activations(config: Any, dtype_bytes: int, chunk_tokens: int = 512) -> ActivationEstimate:
    """Activations of one prefill chunk of `chunk_tokens` tokens, from the model's shape. A request
    prefilled in one pass is one chunk as long as its prompt."""
    text = config.get_text_config(decoder=True) if hasattr(config, "get_text_config") else config
    hidden, inter = text.hidden_size, getattr(text, "intermediate_size", None) or 4 * text.hidden_size
    heads = text.num_attention_heads
    # Per layer: a model whose layers differ (Gemma 4's wider full-attention heads) refuses to give one
    # global head_dim; the widest layer bounds the one layer live at a time.
    layers = getattr(text, "per_layer_config", None) or [text]
    head_dim = max(int(getattr(c, "head_dim", None) or hidden // heads) for c in layers)
    # hidden states, norms and residuals (~8 h) and the gated MLP's three intermediates (3 i) per
    # chunk token, and the last position's float32 logits
    fixed = chunk_tokens * (8 * hidden + 3 * inter) * dtype_bytes + text.vocab_size * 4
    # per context token: one layer's scores for every chunk token (an upper bound for kernels that
    # materialize them), and that layer's keys and values expanded to the query heads
    per_token = heads * chunk_tokens * dtype_bytes + 2 * heads * head_dim * dtype_bytes
    return ActivationEstimate(
        chunk_tokens, fixed, per_token,
        f"estimated from the model's shape for prefill chunks of {chunk_tokens} tokens (not measured)",
    )
