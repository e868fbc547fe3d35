"""The kvpress backend: its grammar, eviction after every forward pass with positions and the mask kept
right, the read-back of what each layer holds, and no global change to transformers' attention."""

from __future__ import annotations

import pytest
import torch
from transformers.cache_utils import DynamicCache
from transformers.modeling_utils import ALL_ATTENTION_FUNCTIONS

from kvtrial.backends import get_backend
from kvtrial.backends.kvpress_presses import PressSetting, install_hooks, press_class
from kvtrial.errors import KvtrialError
from tests.tolerances import assert_close_to_scale

BACKEND = get_backend("kvpress")
PROMPT = [3 + (7 * i) % 250 for i in range(40)]


@pytest.mark.parametrize(("text", "canonical"), [
    ("tova:ratio=0.5", "tova:ratio=0.5"), ("knorm:ratio=.8670", "knorm:ratio=0.867"),
    ("streaming:ratio=0.25", "streaming:ratio=0.25"), ("ordinary", "ordinary")])
def test_settings_parse_to_one_spelling(text, canonical):
    assert BACKEND.parse(text).canonical == canonical


@pytest.mark.parametrize(("text", "reason"), [
    ("tova", "serves 'ordinary' and knorm:ratio=R"), ("snapkv:ratio=0.5", "serves 'ordinary'"),
    ("tova:ratio=1", "0 < R < 1"), ("tova:ratio=0", "0 < R < 1"), ("tova:ratio=x", "needs a number"),
    ("tova:keep=0.5", "serves 'ordinary'")])
def test_bad_settings_name_what_is_allowed(text, reason):
    with pytest.raises(KvtrialError, match=reason):
        BACKEND.parse(text)


def test_kept_pairs_follow_kvpress_rounding():
    assert PressSetting("tova", 0.5).kept(855) == 427 and PressSetting("tova", 0.9).kept(5) == 1


def test_press_classes_come_without_the_global_attention_wrapper(tiny_config):
    before = dict(ALL_ATTENTION_FUNCTIONS._global_mapping)
    assert press_class("tova").__name__ == "TOVAPress" and press_class("knorm").__name__ == "KnormPress"
    assert dict(ALL_ATTENTION_FUNCTIONS._global_mapping) == before
    assert BACKEND.supports(BACKEND.parse("tova:ratio=0.5"), tiny_config) is None
    assert BACKEND.versions()["kvpress"] == "0.5.5"


def test_streaming_eviction_matches_attention_masked_to_the_kept_positions(tiny_model):
    """StreamingLLM keeps the first 4 and the latest tokens: the next token's logits equal a full forward whose
    last query sees only the kept positions and itself (the positions of kept keys unchanged by the eviction)."""
    session = BACKEND.open(tiny_model, BACKEND.parse("streaming:ratio=0.5"))
    session._clear()
    with torch.inference_mode():
        tiny_model(input_ids=torch.tensor([PROMPT]), cache=session._cache, use_cache=True)
        held = {layer.held() for layer in session._cache.layers}
        assert held == {20} and session._cache.get_seq_length() == 40
        nxt = torch.tensor([[17]])
        pressed = tiny_model(input_ids=nxt, cache=session._cache, use_cache=True).logits[0, -1]
        n = len(PROMPT) + 1
        mask = torch.ones(n, n, dtype=torch.bool).tril()
        mask[-1, 4:24] = False  # tokens 4..23 were evicted; 0-3 (sinks) and 24-39 kept
        full = tiny_model(input_ids=torch.tensor([PROMPT + [17]]), attention_mask=mask[None, None]).logits[0, -1]
    assert_close_to_scale(pressed, full)
    assert (pressed - tiny_model(input_ids=torch.tensor([PROMPT + [17]])).logits[0, -1]).abs().max() > 1e-4


def test_the_hook_leaves_other_caches_alone(tiny_model):
    ids = torch.tensor([PROMPT])
    with torch.inference_mode():
        before = tiny_model(input_ids=ids, cache=DynamicCache(config=tiny_model.config), use_cache=True).logits
        install_hooks(tiny_model)
        after = tiny_model(input_ids=ids, cache=DynamicCache(config=tiny_model.config), use_cache=True).logits
    assert torch.equal(before, after)


@pytest.mark.parametrize("setting", ["knorm:ratio=0.75", "tova:ratio=0.867", "streaming:ratio=0.5"])
def test_every_layer_holds_what_the_ratio_keeps_through_decode(setting, tiny_model):
    session = BACKEND.open(tiny_model, BACKEND.parse(setting))
    gen = session.generate(PROMPT * 3, 6, stop_ids=set())
    eff = gen.effective
    assert eff.setting == setting and eff.confirmed
    seen = len(PROMPT) * 3 + 5
    kept = session.setting.payload.kept(seen)
    assert eff.report["seen_and_held"] == [[seen, kept], [seen, kept]]
    assert eff.kv_bytes == 2 * 2 * 2 * kept * 64 * 4  # layers x (keys, values) x heads x tokens x dim x float32
    assert eff.report["forward_passes"] == {"steps": 5, "chunks": 1}
    session.prefill_chunk = 32  # a chunked prefill presses after every chunk: the same share is held
    ordinary = BACKEND.open(tiny_model, BACKEND.parse("ordinary"))
    base, cand = ordinary.score_window(PROMPT * 3, 16), session.score_window(PROMPT * 3, 16)
    assert base.shape == cand.shape and session.effective().confirmed


def test_a_layer_holding_more_than_its_share_is_not_confirmed(tiny_model):
    session = BACKEND.open(tiny_model, BACKEND.parse("knorm:ratio=0.5"))
    session.generate(PROMPT, 2, stop_ids=set())
    layer = session._cache.layers[1]
    layer.keys, layer.values = torch.cat([layer.keys, layer.keys], -2), torch.cat([layer.values, layer.values], -2)
    assert not session.effective().confirmed
