"""The layout arithmetic of KV bytes agrees byte for byte with what filled caches store (describe()),
on a full-attention model and on a Gemma-3-shaped sliding one, for every native setting."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache.spec import parse_spec
from kvtrial.defaults import DEFAULT_SETTINGS
from kvtrial.errors import KvtrialError
from kvtrial.memory.kv import measure_setting
from kvtrial.memory.layout import layout_kv_bytes, random_kv
from tests.cache.families import SLIDING_WINDOW
from tests.family_folders import family

LENGTHS = [3, SLIDING_WINDOW + 5, 96]  # below the tiny window, just past it, far past it


@pytest.fixture(scope="module")
def gemma3_config():
    return family("gemma3").make_config()


@pytest.mark.parametrize("setting", [*DEFAULT_SETTINGS, "q4_0:window=4", "turbo3:sink=2", "turbo4:center=0",
                                     "turbo4/turbo3:window=4;global=q8_0/turbo4;0=q8_0"])
@pytest.mark.parametrize("which", ["llama", "gemma3"])
def test_layout_bytes_equal_the_filled_caches_bytes(setting, which, tiny_config, gemma3_config):
    config = tiny_config if which == "llama" else gemma3_config
    kv = random_kv(config, max(LENGTHS))
    spec = parse_spec(setting)
    for length, report in zip(LENGTHS, measure_setting(spec, config, kv, LENGTHS), strict=True):
        layout = layout_kv_bytes(parse_spec(setting), config, length)
        # confirmed once some token is quantized (not while all sit in the full-precision window)
        assert report.tokens == length and (report.confirmed or spec.is_ordinary or length <= spec.window)
        assert report.total_bytes == layout.total_bytes, (setting, length)
        assert {t: row.kv_bytes for t, row in report.layer_types.items()} == layout.by_type


def test_sliding_layers_stop_at_their_window(gemma3_config):
    short, long = (layout_kv_bytes(parse_spec("q8_0"), gemma3_config, n) for n in (SLIDING_WINDOW - 1, 10 * SLIDING_WINDOW))
    assert short.by_type["sliding_attention"] == long.by_type["sliding_attention"] > 0
    assert long.by_type["full_attention"] == 10 * SLIDING_WINDOW / (SLIDING_WINDOW - 1) * short.by_type["full_attention"]


def test_random_kv_has_the_models_shapes(gemma3_config):
    kv = random_kv(gemma3_config, 7, dtype=torch.float16)
    text = gemma3_config.get_text_config(decoder=True)
    assert len(kv) == text.num_hidden_layers
    for pair in kv:
        assert pair is not None
        assert pair[0].shape == pair[1].shape == (1, text.num_key_value_heads, 7, text.head_dim)
        assert pair[0].dtype == torch.float16 and not torch.equal(pair[0], pair[1])


def test_bad_sizes_are_refused(tiny_config):
    with pytest.raises(KvtrialError, match="tokens >= 0"):
        layout_kv_bytes(parse_spec("q8_0"), tiny_config, -1)
