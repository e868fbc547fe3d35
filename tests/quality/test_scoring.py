"""The scorer on the tiny model: identity gives KL exactly 0, a coarse format KL > 0, a lying cache is caught."""

from __future__ import annotations

from dataclasses import replace

import pytest
import torch

from kvtrial.backends.torch_session import prefill_spans
from kvtrial.cache import describe, make_cache
from kvtrial.cache.formats.base import Fields
from kvtrial.cache.formats.plain import PlainFormat
from kvtrial.cache.formats.q4_0 import Q4_0
from kvtrial.cache.spec import parse_spec
from kvtrial.errors import CorpusError, UnknownNameError
from kvtrial.quality.scoring import (
    QualitySettingError,
    compute_base,
    make_windows,
    score_candidate,
    scored_per_window,
    window_hidden_states,
)
from kvtrial.records.row import RowStatus
from tests.tolerances import REORDERING_REL, assert_close_to_scale

N_CTX, STEP = 64, 8


@pytest.fixture(scope="module")
def windows() -> torch.Tensor:
    g = torch.Generator().manual_seed(7)
    return make_windows(torch.randint(3, 256, (2 * N_CTX + 5,), generator=g), N_CTX, 2)


@pytest.fixture(scope="module")
def base(tiny_model, windows):
    return compute_base(tiny_model, windows, step=STEP)


def test_identity_format_gives_exactly_zero_kl(tiny_model, base):
    r = score_candidate(tiny_model, base, parse_spec("f32"), keep_scores=True)
    assert r.status == RowStatus.OK, r.reason
    assert r.tokens == 2 * scored_per_window(N_CTX) == 2 * 31
    assert (r.scores.kld == 0.0).all()
    assert r.stats.kld_mean.value == 0.0
    assert r.stats.same_top1.value == 1.0
    assert r.stats.ppl_ratio.value == 1.0
    assert r.windows[-1].cache["effective_setting"] == "f32" and r.windows[-1].cache["confirmed"]
    assert r.bits_per_value == 32.0


def test_ordinary_candidate_matches_the_base_too(tiny_model, base):
    r = score_candidate(tiny_model, base, parse_spec("ordinary"))
    assert r.status == RowStatus.OK and r.stats.kld_mean.value == 0.0


@pytest.mark.parametrize("setting", ["q4_0", "turbo2"])
def test_coarse_format_gives_positive_kl(tiny_model, base, setting):
    r = score_candidate(tiny_model, base, parse_spec(setting), keep_scores=True)
    assert r.status == RowStatus.OK, r.reason
    assert r.stats.kld_mean.value > 1e-4
    assert (r.scores.kld > 0).mean() > 0.9
    assert r.windows[0].cache["effective_setting"] == setting and r.windows[0].cache["confirmed"]
    assert r.bits_per_value < 5


def test_scored_tokens_read_the_stored_keys_whatever_the_step(tiny_model, base, windows):
    # Tokens are quantized once, per token, on write; with the default prefill=quantized every read,
    # the step's own tokens included, sees the stored values, so a pure decode (step 1) and steps of 8
    # give the same divergence up to float reordering. prefill=full lets a step read its own tokens
    # at full precision, which lowers the divergence: the schedule is what makes reads quantized.
    base_1 = compute_base(tiny_model, windows, step=1)
    kl_1 = score_candidate(tiny_model, base_1, parse_spec("q4_0")).stats.kld_mean.value
    kl_8 = score_candidate(tiny_model, base, parse_spec("q4_0")).stats.kld_mean.value
    kl_8_full = score_candidate(tiny_model, base, parse_spec("q4_0:prefill=full")).stats.kld_mean.value
    assert kl_1 == pytest.approx(kl_8, rel=1e-3)
    assert kl_8_full < 0.9 * kl_8


class FullPrecisionPretendingQ4(PlainFormat):
    """A test double: claims q4_0's name and layout but stores float32."""

    def __init__(self) -> None:
        super().__init__("q4_0", torch.float32)
        self.nominal_bits = 4.5

    def layout(self, head_dim: int):
        return Q4_0().layout(head_dim)

    def quantize(self, x: torch.Tensor) -> Fields:
        return {"data": x.to(torch.float32)}


def lying_cache(spec, config):
    cache = make_cache("q4_0", config)
    for layer in cache.layers:
        layer.key_format = layer.value_format = FullPrecisionPretendingQ4()
        layer._clear()
    return cache


def test_cache_that_silently_stores_full_precision_is_caught(tiny_model, base):
    probe = lying_cache(None, tiny_model.config)
    with torch.inference_mode():
        tiny_model(torch.tensor([[5, 6, 7, 8]]), cache=probe)
    report = describe(probe)
    assert not report.confirmed
    assert report.effective_setting == "unconfirmed:q4_0"

    r = score_candidate(tiny_model, base, parse_spec("q4_0"), cache_factory=lying_cache)
    assert r.status == RowStatus.INVALID_COMPARISON
    assert r.stats is None
    assert "not confirmed" in r.reason and "32.0" in r.reason


def test_cache_storing_another_format_than_asked_is_caught(tiny_model, base):
    r = score_candidate(tiny_model, base, parse_spec("q4_0"), cache_factory=lambda spec, config: make_cache("q8_0", config))
    assert r.status == RowStatus.INVALID_COMPARISON
    assert "asked for 'q4_0'" in r.reason and "'q8_0'" in r.reason


def test_cache_that_drops_the_rotation_asked_for_is_caught(tiny_model, base):
    r = score_candidate(tiny_model, base, parse_spec("q4_0:rotate=1"),
                        cache_factory=lambda spec, config: make_cache(replace(spec, rotate=False), config))
    assert r.status == RowStatus.INVALID_COMPARISON
    assert "asked for rotate=1 but no layer" in r.reason
    assert score_candidate(tiny_model, base, parse_spec("q4_0:rotate=1")).status == RowStatus.OK


def test_unknown_cache_setting_is_refused(tiny_model, base):
    with pytest.raises(UnknownNameError, match="unknown KV format 'q4_9'"):
        parse_spec("q4_9")  # the setting grammar refuses it: no scorer ever sees it


def test_windows_take_whole_windows_and_replace_the_first_token_with_bos():
    w = make_windows(list(range(10, 10 + 3 * 16 + 7)), 16, None, bos_token_id=1)
    assert w.shape == (3, 16)
    assert w[:, 0].tolist() == [1, 1, 1]
    assert w[1, 1:].tolist() == list(range(10 + 17, 10 + 32))


def test_bad_window_requests_get_one_clear_error():
    with pytest.raises(CorpusError, match="shorter than one window of n_ctx=64"):
        make_windows(list(range(50)), 64, None, corpus="pydoc")
    with pytest.raises(QualitySettingError, match="longer than the model allows \\(1024 tokens\\)"):
        make_windows(list(range(5000)), 2048, 1, max_context=1024)
    with pytest.raises(CorpusError, match="1 whole window\\(s\\).*use --windows 1"):
        make_windows(list(range(100)), 64, 3)
    with pytest.raises(QualitySettingError, match="at least 8"):
        make_windows(list(range(100)), 4, 1)


# ---- the first half prefilled in chunks ------------------------------------------------------------------
# A 128-token window: its 64-token first half goes in passes of 20, 20, 20 and 4 tokens (an uneven last chunk).
CHUNKED_N_CTX, CHUNK = 128, 20

# Quantized caches: what a chunk writes equals what the one pass writes up to float32 summation order (the
# ordinary cache's check below), and both schedules read stored values only (prefill=quantized), so the
# quantizer sees the same inputs up to that rounding. It maps them to the same codes except a value lying
# within that rounding of a rounding boundary, which lands one code step away: on this model one such flip
# moves the scored states by 1.2e-4 of their scale (q8_0; most windows have none and agree exactly). The
# check allows 5e-4, four flips' worth; a schedule fault moves them by more: a chunk reading its own keys
# at full precision (prefill=full) by 2.4e-3 to 4.9e-3, a key mean taken over another span (centred turbo4,
# below) by 4.7e-2 or more.
FLIPPED_CODES_REL = 5e-4


@pytest.fixture(scope="module")
def long_window() -> torch.Tensor:
    g = torch.Generator().manual_seed(3)
    return make_windows(torch.randint(3, 256, (CHUNKED_N_CTX,), generator=g), CHUNKED_N_CTX, 1)[0]


def scored_states(model, window, setting, prefill_chunk):
    with torch.inference_mode():
        cache = make_cache(setting, model.config)
        return torch.cat([h for _, h in window_hidden_states(model, window, cache, STEP, prefill_chunk)])


def test_prefill_spans_cover_the_first_half_in_order():
    assert prefill_spans(64, CHUNK) == [(0, 20), (20, 40), (40, 60), (60, 64)]
    assert prefill_spans(64, None) == prefill_spans(64, 64) == prefill_spans(64, 1024) == [(0, 64)]
    with pytest.raises(ValueError, match="at least 1 token"):
        prefill_spans(64, 0)


@pytest.mark.parametrize(("setting", "rel"), [
    ("ordinary", REORDERING_REL),
    ("q8_0", FLIPPED_CODES_REL),
    ("turbo4:center=0", FLIPPED_CODES_REL),  # turbo4 with its key mean off: see the centred case below
    ("q8_0/turbo4:center=0", FLIPPED_CODES_REL),
])
def test_a_chunked_prefill_scores_as_one_pass_does(tiny_model, long_window, setting, rel):
    one_pass = scored_states(tiny_model, long_window, setting, None)
    chunked = scored_states(tiny_model, long_window, setting, CHUNK)
    assert chunked.shape == one_pass.shape == (CHUNKED_N_CTX - 1 - CHUNKED_N_CTX // 2, tiny_model.config.hidden_size)
    assert_close_to_scale(chunked, one_pass, rel)


def test_a_centred_cache_takes_its_key_mean_from_the_first_chunk(tiny_model, long_window):
    """turbo keys are centred on the mean key of the first write (cache/centering.py): with a chunked prefill
    that is the first chunk, as in a generation prefilled in chunks, so scores differ from one pass by more
    than rounding: the chunk is part of the schedule a figure is computed with."""
    chunked = make_cache("turbo4", tiny_model.config)
    first_only = make_cache("turbo4", tiny_model.config)
    with torch.inference_mode():
        list(window_hidden_states(tiny_model, long_window, chunked, STEP, CHUNK))
        tiny_model.get_decoder()(input_ids=long_window[:CHUNK].view(1, -1), cache=first_only, use_cache=True)
    for layer, alone in zip(chunked.layers, first_only.layers, strict=True):
        assert torch.equal(layer.refiner.mean, alone.refiner.mean)


def test_the_base_carries_its_prefill_chunk_and_candidates_are_scored_on_it(tiny_model, long_window):
    windows = long_window.view(1, -1)
    base = compute_base(tiny_model, windows, step=STEP, prefill_chunk=CHUNK)
    assert base.prefill_chunk == CHUNK
    # The identity format on the base's own schedule: KL exactly 0 (another schedule would differ by rounding).
    r = score_candidate(tiny_model, base, parse_spec("f32"), keep_scores=True)
    assert r.status == RowStatus.OK and (r.scores.kld == 0.0).all()
    # A chunk covering the first half is a one-pass prefill, and is recorded as one.
    assert compute_base(tiny_model, windows, step=STEP, prefill_chunk=CHUNKED_N_CTX // 2).prefill_chunk is None
    with pytest.raises(QualitySettingError, match="at least 16 tokens"):
        compute_base(tiny_model, windows, step=STEP, prefill_chunk=8)
