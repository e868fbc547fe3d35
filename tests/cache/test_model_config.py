"""The cache library's one head-dimension rule."""

from __future__ import annotations

from transformers import Gemma3Config, LlamaConfig

from kvtrial.cache import head_dim


def test_head_dim_is_the_configured_one_when_set():
    assert head_dim(LlamaConfig(hidden_size=128, num_attention_heads=4, head_dim=64)) == 64


def test_head_dim_falls_back_to_hidden_size_over_heads():
    config = LlamaConfig(hidden_size=96, num_attention_heads=3)
    config.head_dim = None
    assert head_dim(config) == 32


def test_head_dim_reads_the_text_config_of_a_multimodal_model():
    config = Gemma3Config(text_config={"hidden_size": 64, "num_attention_heads": 2, "head_dim": 256,
                                       "num_hidden_layers": 1, "num_key_value_heads": 1})
    assert head_dim(config) == 256
