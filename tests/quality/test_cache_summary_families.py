"""Bits per value of the quality summary count only the values a hybrid or sliding cache holds."""

from __future__ import annotations

import pytest
import torch
import transformers

from kvtrial.cache import describe, make_cache
from kvtrial.quality.scoring import cache_summary
from tests.family_folders import family


@pytest.mark.parametrize("name", ["qwen3_5_moe", "gemma3", "gemma4"])
@pytest.mark.parametrize("setting, bits", [("q8_0", 8.5), ("q4_0", 4.5), ("ordinary", 32.0)])
def test_bits_per_value_of_a_mixed_cache(name, setting, bits):
    fam = family(name)
    torch.manual_seed(0)
    model = getattr(transformers, fam.model_class)(fam.make_config()).eval()
    cache = make_cache(setting, model.config)
    with torch.no_grad():
        model(torch.randint(3, 128, (1, 20)), cache=cache, use_cache=True)  # past the window of 8
    summary = cache_summary(describe(cache), model.config)
    assert summary["bits_per_value"] == bits and summary["confirmed"]
