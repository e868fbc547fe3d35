"""The one activation model: its per-token and fixed terms from the model's shape."""

from __future__ import annotations

from kvtrial.memory.activations import estimate_activations


def test_activation_estimate(tiny_config):
    act = estimate_activations(tiny_config, 4, chunk_tokens=256)
    # 4 heads x 256 chunk tokens of scores + keys and values of 4 heads x head_dim 64, 4 bytes each
    assert act.per_token_bytes == 4 * 256 * 4 + 2 * 4 * 64 * 4
    text = tiny_config
    assert act.fixed_bytes == 256 * (8 * text.hidden_size + 3 * text.intermediate_size) * 4 + text.vocab_size * 4
    assert "not measured" in act.note
    assert act.bytes_at(100) == act.fixed_bytes + 100 * act.per_token_bytes
