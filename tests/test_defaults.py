"""Defaults: the one rule of a prefill chunk (and the record schema's bounds against it); the tuned recent-token-window
candidate belongs to its model only, and is a setting it takes."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from kvtrial.cache.spec import parse_spec
from kvtrial.defaults import (
    DEFAULT_CANDIDATES,
    DEFAULT_MODEL,
    GEMMA_MODEL,
    MAX_PREFILL_CHUNK,
    MIN_PREFILL_CHUNK,
    TUNED_WINDOW_CANDIDATES,
    check_prefill_chunk,
    default_candidates,
    prefill_chunk_option,
)
from kvtrial.protocol.record_schema import GenerationSettings

EDGES = (None, 0, 1, MIN_PREFILL_CHUNK - 1, MIN_PREFILL_CHUNK, 1024, MAX_PREFILL_CHUNK, MAX_PREFILL_CHUNK + 1, -16)


def _allowed(value: int | None) -> bool:
    try:
        check_prefill_chunk(value)
    except ValueError:
        return False
    return True


def test_the_rule_allows_one_pass_and_the_bounds_only():
    assert [v for v in EDGES if _allowed(v)] == [None, MIN_PREFILL_CHUNK, 1024, MAX_PREFILL_CHUNK]
    for bad in (True, 16.0, "16"):
        assert not _allowed(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"--x must be at least 16 tokens \(at most 1048576\); got None"):
        check_prefill_chunk(None, "--x", one_pass=None)


def test_a_command_line_reads_0_as_one_pass_and_names_the_flag():
    assert prefill_chunk_option(0) is None and prefill_chunk_option(MIN_PREFILL_CHUNK) == MIN_PREFILL_CHUNK
    with pytest.raises(ValueError, match=r"--prefill-chunk must be at least 16 tokens, or 0 for one pass .*got 5"):
        prefill_chunk_option(5)
    with pytest.raises(ValueError, match="got 1048577"):
        prefill_chunk_option(MAX_PREFILL_CHUNK + 1)


def test_the_record_schema_accepts_what_the_rule_accepts():
    for value in EDGES:
        try:
            GenerationSettings.model_validate({"prefill_chunk_size": value})
            accepted = True
        except ValidationError:
            accepted = False
        assert accepted == _allowed(value), value


def test_the_embedded_models_tuned_window_plan_is_among_its_default_candidates_only():
    tuned = TUNED_WINDOW_CANDIDATES[DEFAULT_MODEL]
    assert default_candidates(DEFAULT_MODEL) == (*DEFAULT_CANDIDATES, tuned)
    assert default_candidates(GEMMA_MODEL) == DEFAULT_CANDIDATES  # its layer rules are SmolLM2's
    assert default_candidates(DEFAULT_MODEL, (tuned,)) == (tuned,)  # never twice


def test_the_tuned_plan_is_canonical_and_fits_smollm2s_thirty_layers():
    spec = parse_spec(TUNED_WINDOW_CANDIDATES[DEFAULT_MODEL])
    assert str(spec) == TUNED_WINDOW_CANDIDATES[DEFAULT_MODEL] and spec.window == 128
    assert spec.key_scores == "float"  # as it was tuned and measured, though turbo4 and turbo5 keys now default to int8
    pairs = spec.layer_formats(["full_attention"] * 30)  # SmolLM2-135M: 30 full-attention layers
    assert len(set(pairs)) > 1 and all(p is not None for p in pairs)
