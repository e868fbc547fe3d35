"""Defaults: the tuned recent-token-window candidate belongs to its model only, and is a setting it takes."""

from kvtrial.cache.spec import parse_spec
from kvtrial.defaults import DEFAULT_CANDIDATES, DEFAULT_MODEL, GEMMA_MODEL, TUNED_WINDOW_CANDIDATES, default_candidates


def test_the_embedded_models_tuned_window_plan_is_among_its_default_candidates_only():
    tuned = TUNED_WINDOW_CANDIDATES[DEFAULT_MODEL]
    assert default_candidates(DEFAULT_MODEL) == (*DEFAULT_CANDIDATES, tuned)
    assert default_candidates(GEMMA_MODEL) == DEFAULT_CANDIDATES  # its layer rules are SmolLM2's
    assert default_candidates(DEFAULT_MODEL, (tuned,)) == (tuned,)  # never twice


def test_the_tuned_plan_is_canonical_and_fits_smollm2s_thirty_layers():
    spec = parse_spec(TUNED_WINDOW_CANDIDATES[DEFAULT_MODEL])
    assert str(spec) == TUNED_WINDOW_CANDIDATES[DEFAULT_MODEL] and spec.window == 128
    pairs = spec.layer_formats(["full_attention"] * 30)  # SmolLM2-135M: 30 full-attention layers
    assert len(set(pairs)) > 1 and all(p is not None for p in pairs)
