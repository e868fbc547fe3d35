"""The `kvtrial` attention implementation: SDPA that reads keys and values in a format's own basis.

Registered through transformers' public AttentionInterface (no model file is forked). With it,
a turbo-format cache hands attention its rotated codes' values and the rotation B instead of
un-rotating every stored token on every step: scores use q @ B (B orthogonal, so
(qB)(kB)^T = qk^T) and the output of rotated values is un-rotated once, out @ B^T.
With any other attention implementation the cache un-rotates on read, and results agree.
"""

from __future__ import annotations

from typing import NamedTuple

import torch

ATTENTION_NAME = "kvtrial"


class BasisStates(NamedTuple):
    """Decoded keys or values expressed in `basis` (stored = x @ basis); basis None = identity."""

    states: torch.Tensor
    basis: torch.Tensor | None


def kvtrial_attention_forward(module, query, key, value, attention_mask, **kwargs):
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    value_basis = None
    if isinstance(key, BasisStates):
        if key.basis is not None:
            query = query @ key.basis.to(query.dtype)
        key = key.states
    if isinstance(value, BasisStates):
        value_basis = value.basis
        value = value.states
    out, weights = sdpa_attention_forward(module, query, key, value, attention_mask, **kwargs)
    if value_basis is not None:
        out = out @ value_basis.to(out.dtype).T  # out is [B, q_len, H, D]
    return out, weights


def register_kvtrial_attention() -> str:
    """Make `kvtrial` a valid attn_implementation (idempotent); returns its name."""
    from transformers import AttentionInterface
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, sdpa_mask

    AttentionInterface.register(ATTENTION_NAME, kvtrial_attention_forward)
    ALL_MASK_ATTENTION_FUNCTIONS.register(ATTENTION_NAME, sdpa_mask)
    return ATTENTION_NAME


def use_kvtrial_attention(model: torch.nn.Module) -> None:
    """Switch a loaded model to the `kvtrial` attention implementation (caches made after this read in basis)."""
    register_kvtrial_attention()
    model.set_attn_implementation(ATTENTION_NAME)
