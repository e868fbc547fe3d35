"""The family table: every family in `families.FAMILIES` passes the same checks.

Each model is built with random weights, saved as a local Hugging Face folder and loaded back
from it. Per family: the f32 format gives logits bit-identical to the model's own default cache
(prompt longer than the sliding window, then 32 greedy steps; default and `kvtrial` attention);
every native format generates and `describe` confirms it per layer type; the C kernel and the
torch path agree on decode logits; beam search, padded batches, crop and reset behave as with
the default cache.
"""

from __future__ import annotations

import pytest
import torch
import transformers
from transformers.cache_utils import DynamicCache

from kvtrial.cache import attention, describe, make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.formats import FORMATS
from kvtrial.cache.layer_types import model_layers
from kvtrial.cache.spec import with_float_key_scores
from tests.cache.families import FAMILIES, SLIDING_WINDOW, Family
from tests.cache.kernel_calls import checked_kernel_attention

PROMPT = 12  # longer than SLIDING_WINDOW
STEPS = 32
IDS = [f.name for f in FAMILIES]


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    """family name -> local folder of its tiny random model, written once per module."""
    out = {}
    for family in FAMILIES:
        torch.manual_seed(7)
        model = getattr(transformers, family.model_class)(family.make_config())
        # Random init gives near-uniform attention; sharpen it so cache differences show in the logits.
        with torch.no_grad():
            for name, p in model.named_parameters():
                if name.endswith(("q_proj.weight", "k_proj.weight")):
                    p.mul_(4.0)
        folder = tmp_path_factory.mktemp(family.name)
        model.save_pretrained(folder)
        out[family.name] = folder
    return out


def load(folders, family: Family, attention: str | None = None):
    model_class = getattr(transformers, family.model_class)
    model = model_class.from_pretrained(folders[family.name], attn_implementation=family.attention,
                                        dtype=torch.float32).eval()
    if attention == "kvtrial":
        use_kvtrial_attention(model)
    return model


def prompt_ids(batch: int = 1, length: int = PROMPT, seed: int = 0) -> torch.Tensor:
    return torch.randint(3, 128, (batch, length), generator=torch.Generator().manual_seed(seed))


def greedy_logits(model, cache, prompt: torch.Tensor, steps: int = STEPS) -> list[torch.Tensor]:
    """Logits of the prompt's last position and of each greedy decode step."""
    out = []
    with torch.inference_mode():
        logits = model(prompt, cache=cache).logits[:, -1]
        out.append(logits)
        for _ in range(steps):
            logits = model(logits.argmax(-1, keepdim=True), cache=cache).logits[:, -1]
            out.append(logits)
    return out


@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_the_cache_follows_the_layer_types(folders, family):
    model = load(folders, family)
    assert [p.layer_type for p in model_layers(model.config)] == list(family.layer_types)
    cache = make_cache("q8_0", model.config)
    greedy_logits(model, cache, prompt_ids(), steps=2)
    report = describe(cache)
    assert report.confirmed and report.effective_setting == "q8_0"
    for r, layer_type in zip(report.layers, family.layer_types, strict=True):
        assert r.layer_type == layer_type
        if layer_type == "full_attention":
            assert r.kind == "kvtrial" and r.stored_tokens == PROMPT + 2
        elif layer_type == "sliding_attention":
            # what DynamicSlidingWindowLayer keeps: the newest window - 1 tokens
            assert r.kind == "kvtrial" and r.sliding_window == SLIDING_WINDOW
            assert r.stored_tokens == SLIDING_WINDOW - 1 and r.tokens == PROMPT + 2
        elif layer_type == "linear_attention":
            assert r.kind == "state" and r.state_bytes > 0 and r.key_bytes == r.value_bytes == 0
        else:
            assert r.kind == "shared" and r.allocated_bytes == 0
    by_type = report.to_dict()["layer_types"]
    assert set(by_type) == set(family.layer_types)
    assert all(row["formats"] == ["q8_0"] for t, row in by_type.items() if t in ("full_attention", "sliding_attention"))


@pytest.mark.parametrize("attention", ["default", "kvtrial"])
@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_f32_is_bit_identical_to_the_default_cache(folders, family, attention):
    model = load(folders, family, attention)
    prompt = prompt_ids()
    reference = greedy_logits(model, DynamicCache(config=model.config), prompt)
    got = greedy_logits(model, make_cache("f32", model.config), prompt)
    for step, (r, g) in enumerate(zip(reference, got, strict=True)):
        assert torch.equal(r, g), f"{family.name}: logits differ at step {step}"


@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_every_native_format_generates_and_is_confirmed(folders, family):
    model = load(folders, family)
    prompt = prompt_ids()
    for name in FORMATS.names():
        cache = make_cache(name, model.config)
        with torch.inference_mode():
            out = model.generate(prompt, attention_mask=torch.ones_like(prompt), cache=cache, max_new_tokens=4,
                                 do_sample=False, pad_token_id=0)
        assert out.shape == (1, PROMPT + 4)
        report = describe(cache)
        assert report.effective_setting == name and report.confirmed, (name, report.to_dict()["layer_types"])



@pytest.mark.parametrize("setting", ["q8_0/turbo4", "q4_1/turbo3", "turbo4"])  # turbo4: sink tokens, rotated keys
@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_kernel_decodes_every_step_within_float32_rounding_of_float64(folders, family, setting, monkeypatch):
    """Every decode step and prompt chunk of every layer on the kernel, each call within its float32 rounding
    bound of float64 attention over the same stored codes (the same check as the kernel tables, here through the
    real model: sliding windows, sink tokens, masks, scaling and learned sinks as each family passes them)."""
    model = load(folders, family, "kvtrial")
    ratios: list[float] = []
    monkeypatch.setattr(attention, "_kernel_attention", checked_kernel_attention(ratios))
    cache = make_cache(with_float_key_scores(setting), model.config)  # the float path's bound (int8: test_attention_int8)
    greedy_logits(model, cache, prompt_ids(), steps=8)
    stats = describe(cache).decode
    chunks = stats.prompt_chunks
    assert stats.kernel_steps > 0 and stats.torch_steps == 0, stats
    assert chunks.kernel_chunks > 0 and chunks.torch_chunks == 0, chunks
    assert len(ratios) == stats.kernel_steps + chunks.kernel_chunks and max(ratios) <= 1.0, max(ratios)


def test_a_kernel_call_that_loses_the_sink_tokens_is_caught(folders, monkeypatch):
    """The per-call check has power: hand the kernel no sink token and every call errs beyond its bound."""
    model = load(folders, next(f for f in FAMILIES if f.name == "llama"), "kvtrial")
    ratios: list[float] = []
    monkeypatch.setattr(attention, "_kernel_attention", checked_kernel_attention(ratios, drop_prefix=True))
    greedy_logits(model, make_cache("turbo4", model.config), prompt_ids(), steps=4)
    assert ratios and min(ratios) > 1.0, ratios


@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_beam_search_and_padded_batches_match_the_default_cache(folders, family):
    model = load(folders, family)
    prompt = prompt_ids(batch=2, seed=1)
    mask = torch.ones_like(prompt)
    prompt[1, :3], mask[1, :3] = 0, 0  # left padding on the second row
    common = dict(attention_mask=mask, max_new_tokens=6, do_sample=False, pad_token_id=0)
    with torch.inference_mode():
        for extra in (dict(), dict(num_beams=2)):
            reference = model.generate(prompt, **common, **extra)
            got = model.generate(prompt, cache=make_cache("f32", model.config), **common, **extra)
            assert torch.equal(got, reference), (family.name, extra)


def _record_past(cache):
    """Past recording on, as assisted generation turns it on, so sliding layers can roll back; transformers 5.25
    also records the recurrent states of the last N steps (and fails on a crop without a number), earlier releases
    take no argument. Returns the cache."""
    try:
        cache.activate_past_recording(recurrent_states_to_keep=4)
    except TypeError:
        cache.activate_past_recording()
    return cache


def _crop_then_continue(model, cache, prompt):
    _record_past(cache)
    greedy_logits(model, cache, prompt, steps=3)
    cache.crop(-2)
    return greedy_logits(model, cache, prompt_ids(length=1, seed=5), steps=3)


@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_crop_and_reset_behave_as_the_default_cache(folders, family):
    model = load(folders, family)
    prompt = prompt_ids(seed=2)
    reference, got = DynamicCache(config=model.config), make_cache("f32", model.config)
    try:
        expected = _crop_then_continue(model, reference, prompt)
    except (RuntimeError, ValueError) as exc:
        # transformers before 5.25 cannot roll back recurrent state; attention-only families must crop
        assert "linear_attention" in family.layer_types, exc
        with pytest.raises(type(exc)):
            _crop_then_continue(model, got, prompt)
    else:
        for r, g in zip(expected, _crop_then_continue(model, got, prompt), strict=True):
            assert torch.equal(r, g)
    with torch.inference_mode():  # linear-attention state is zeroed in place, and was made in inference mode
        got.reset()
    # a reset keeps past recording on (as transformers' own caches do), which computes recurrent layers on another
    # path: compared with a fresh cache recording the same way
    fresh = greedy_logits(model, _record_past(make_cache("f32", model.config)), prompt, steps=2)
    for r, g in zip(fresh, greedy_logits(model, got, prompt, steps=2), strict=True):
        assert torch.equal(r, g)
