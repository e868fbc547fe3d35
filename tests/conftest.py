"""Shared fixtures: a tiny random Llama (fast, for most tests)."""

from __future__ import annotations

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM


def tiny_llama_config(**overrides) -> LlamaConfig:
    params = dict(
        vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, head_dim=64, max_position_embeddings=1024, pad_token_id=0, bos_token_id=1,
        eos_token_id=2,
    )
    params.update(overrides)
    return LlamaConfig(**params)


@pytest.fixture(scope="session")
def tiny_config() -> LlamaConfig:
    return tiny_llama_config()


@pytest.fixture(scope="session")
def tiny_model(tiny_config: LlamaConfig) -> LlamaForCausalLM:
    torch.manual_seed(1234)
    model = LlamaForCausalLM(tiny_config).eval()
    # Random init gives near-uniform attention; sharpen it so cache errors show up in the logits.
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.q_proj.weight.mul_(4.0)
            layer.self_attn.k_proj.weight.mul_(4.0)
    return model
