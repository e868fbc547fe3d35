"""The one greedy loop of every session: what transformers' own greedy generate() produces, stopping
where it should, with the memory readings taken during the request."""

from __future__ import annotations

import torch

from kvtrial.backends import get_backend
from kvtrial.backends.session import scored_starts
from kvtrial.cache import make_cache


def _session(model, setting):
    backend = get_backend("native")
    return backend.open(model, backend.parse(setting))


def test_same_tokens_as_generate(tiny_model) -> None:
    prompt = list(range(3, 60))
    ours = _session(tiny_model, "ordinary").generate(prompt, 12, stop_ids=set())
    ref = tiny_model.generate(torch.tensor([prompt]), max_new_tokens=12, do_sample=False, eos_token_id=None,
                              pad_token_id=0, cache=make_cache("ordinary", tiny_model.config))
    assert ours.new_token_ids == ref[0, len(prompt):].tolist()
    assert ours.stop_reason == "length" and ours.prefill_s > 0 and ours.decode_s > 0
    assert ours.monitor["samples"] >= 1 and ours.monitor["peak_rss_bytes"] >= ours.monitor["sampled_peak_rss_bytes"] > 0
    assert ours.framework == {}  # no allocator statistics on the CPU
    assert ours.effective.setting == "ordinary" and ours.effective.report["tokens"] == len(prompt) + 11


def test_stops_at_end_of_sequence(tiny_model) -> None:
    prompt = list(range(3, 40))
    session = _session(tiny_model, "q8_0")
    free = session.generate(prompt, 6, stop_ids=set())
    stop_at = free.new_token_ids[2]
    first = free.new_token_ids.index(stop_at)
    stopped = session.generate(prompt, 6, stop_ids={stop_at})
    assert stopped.stop_reason == "eos" and stopped.new_token_ids == free.new_token_ids[: first + 1]


def test_release_drops_the_cache_and_the_next_request_starts_fresh(tiny_model) -> None:
    session = _session(tiny_model, "q4_0")
    first = session.generate(list(range(3, 30)), 3, stop_ids=set())
    session.release()
    again = session.generate(list(range(3, 30)), 3, stop_ids=set())
    assert again.new_token_ids == first.new_token_ids and again.effective.report["tokens"] == 27 + 2


def test_scoring_schedule() -> None:
    assert list(scored_starts(10, 2)) == [(5, 7), (7, 9)]
    assert list(scored_starts(11, 4)) == [(5, 9), (9, 10)]
