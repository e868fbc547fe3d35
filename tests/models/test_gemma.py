"""The second embedded model, Gemma 3 270M: loaded by name, its sliding layers capped at their window,
decode steps read by the C kernel. Short on purpose (one load of ~4 s and three ~2 s generations on a quiet machine)."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache import describe, make_cache
from kvtrial.corpora import corpus_tokens, load_corpus
from kvtrial.defaults import GEMMA_MODEL

# Longer than the sliding window (512), so the 15 sliding layers must drop their oldest tokens.
PROMPT, STEPS, WINDOW = 600, 4, 512


@pytest.fixture(scope="module")
def gemma():
    from kvtrial.models import load_model

    return load_model(GEMMA_MODEL)


@pytest.fixture(scope="module")
def prompt(gemma) -> torch.Tensor:
    return corpus_tokens(load_corpus("pydoc"), gemma.tokenizer, PROMPT).unsqueeze(0)


def greedy(loaded, setting: str, ids: torch.Tensor) -> tuple[list[int], object]:
    """STEPS greedy tokens after one prefill; every token but the last is fed back through the cache."""
    cache = make_cache(setting, loaded.model.config)
    tokens = []
    with torch.no_grad():
        logits = loaded.model(ids, cache=cache, use_cache=True, logits_to_keep=1).logits
        for step in range(STEPS):
            token = logits[:, -1].argmax(-1, keepdim=True)
            tokens.append(int(token))
            if step < STEPS - 1:
                logits = loaded.model(token, cache=cache, use_cache=True).logits
    return tokens, cache


@pytest.mark.real_model
def test_gemma_loads_by_name_with_its_layer_layout(gemma):
    text = gemma.config.get_text_config(decoder=True)
    assert gemma.model_id == GEMMA_MODEL and gemma.max_context == 32768
    assert text.layer_types.count("sliding_attention") == 15 and text.layer_types.count("full_attention") == 3
    assert (text.sliding_window, text.num_key_value_heads, text.head_dim) == (WINDOW, 1, 256)


@pytest.mark.real_model
@pytest.mark.parametrize("setting", ["q8_0", "turbo4"])
def test_gemma_generates_with_sliding_layers_capped_on_the_c_kernel(gemma, prompt, setting):
    tokens, cache = greedy(gemma, setting, prompt)
    report = describe(cache)
    assert report.confirmed and report.effective_setting == setting
    assert report.tokens == PROMPT + STEPS - 1
    sliding, full = report.layer_types["sliding_attention"], report.layer_types["full_attention"]
    # transformers' sliding layer keeps window - 1 tokens between steps; kvtrial's keeps the same
    assert (sliding.layers, sliding.stored_tokens, sliding.sliding_window) == (15, WINDOW - 1, WINDOW)
    assert (full.layers, full.stored_tokens) == (3, PROMPT + STEPS - 1)
    assert report.decode is not None and report.decode.path == "kernel", report.decode
    assert report.decode.kernel_steps == (STEPS - 1) * 18  # every decode step of every layer
    if setting == "q8_0":
        # q8_0's mean KL to the ordinary cache on Gemma is about 0.001 nat (docs/models.md): on this
        # fixed text its four greedy tokens are the ordinary cache's
        assert tokens == greedy(gemma, "ordinary", prompt)[0]
