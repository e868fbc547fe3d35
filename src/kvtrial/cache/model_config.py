"""What the cache needs to know of a model's config, read in one place."""

from __future__ import annotations

from transformers import PretrainedConfig


def text_config(config: PretrainedConfig) -> PretrainedConfig:
    """The decoder's config (multimodal models nest it; for a plain decoder it is `config` itself)."""
    get = getattr(config, "get_text_config", None)
    return get(decoder=True) if get is not None else config


def head_dim(config: PretrainedConfig) -> int:
    """The attention head dimension: the config's `head_dim` when it sets one, else hidden_size / heads."""
    text = text_config(config)
    value = getattr(text, "head_dim", None)
    return int(value) if value else text.hidden_size // text.num_attention_heads
