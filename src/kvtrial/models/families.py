"""Tiny random-weight configs of the model families the kvtrial cache serves (the family table of
docs/models.md, `benchmarks/family_table.py`, and the tests that run every family).

Each is a few layers with a small hidden size, so a row of the table runs in seconds on CPU;
the layer types, head dimension and attention options are the family's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

SLIDING_WINDOW = 8  # shorter than the test prompts, so sliding layers drop tokens
COMMON = dict(vocab_size=128, hidden_size=64, intermediate_size=96, max_position_embeddings=256, pad_token_id=0,
              bos_token_id=1, eos_token_id=2, tie_word_embeddings=False)


@dataclass(frozen=True)
class Family:
    name: str
    config_class: str  # transformers config class
    model_class: str  # transformers causal-LM class
    params: dict[str, Any]
    layer_types: tuple[str, ...]  # what the config must give, checked by the table
    head_dim: int
    attention: str = "sdpa"  # the model's default attention implementation for the reference runs

    def make_config(self):
        import transformers

        return getattr(transformers, self.config_class)(**{**COMMON, **self.params})


FAMILIES = [
    Family("llama", "LlamaConfig", "LlamaForCausalLM",
           dict(num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, head_dim=64),
           ("full_attention",) * 2, 64),
    Family("qwen3", "Qwen3Config", "Qwen3ForCausalLM",
           dict(num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=1, head_dim=128),
           ("full_attention",) * 2, 128),
    Family("qwen3_5_moe", "Qwen3_5MoeTextConfig", "Qwen3_5MoeForCausalLM",
           dict(num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=2, head_dim=256,
                linear_key_head_dim=16, linear_value_head_dim=16, linear_num_key_heads=2, linear_num_value_heads=4,
                num_experts=4, num_experts_per_tok=2, moe_intermediate_size=32, shared_expert_intermediate_size=32),
           ("linear_attention",) * 3 + ("full_attention",), 256),
    Family("gemma3", "Gemma3TextConfig", "Gemma3ForCausalLM",
           dict(num_hidden_layers=3, num_attention_heads=4, num_key_value_heads=2, head_dim=64,
                sliding_window=SLIDING_WINDOW,
                layer_types=["sliding_attention", "sliding_attention", "full_attention"]),
           ("sliding_attention", "sliding_attention", "full_attention"), 64),
    Family("gpt_oss", "GptOssConfig", "GptOssForCausalLM",
           dict(num_hidden_layers=2, num_attention_heads=8, num_key_value_heads=2, head_dim=64,
                sliding_window=SLIDING_WINDOW, num_local_experts=4, num_experts_per_tok=2,
                max_position_embeddings=4096),
           ("sliding_attention", "full_attention"), 64, attention="eager"),
    Family("mistral", "MistralConfig", "MistralForCausalLM",
           dict(num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=1, head_dim=64,
                sliding_window=SLIDING_WINDOW),
           ("sliding_attention",) * 2, 64),
    Family("phi3", "Phi3Config", "Phi3ForCausalLM",
           dict(num_hidden_layers=2, num_attention_heads=2, num_key_value_heads=2),
           ("full_attention",) * 2, 32),
    # KV sharing: the last layers reuse the keys and values of the last layer of the same type before them.
    Family("gemma4", "Gemma4TextConfig", "Gemma4ForCausalLM",
           dict(num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=2, head_dim=64, global_head_dim=64,
                sliding_window=SLIDING_WINDOW, num_kv_shared_layers=2, hidden_size_per_layer_input=16,
                vocab_size_per_layer_input=128,
                layer_types=["sliding_attention", "full_attention", "sliding_attention", "full_attention"]),
           ("sliding_attention", "full_attention", "dummy", "dummy"), 64),
]
