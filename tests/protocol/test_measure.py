"""The timed greedy loop generates what transformers' own greedy generate() does, and stops where it should."""

from __future__ import annotations

import torch

from kvtrial.cache import make_cache
from kvtrial.protocol.measure import RssMonitor, rss_bytes, timed_greedy


def test_same_tokens_as_generate(tiny_model) -> None:
    prompt = list(range(3, 60))
    ours = timed_greedy(tiny_model, prompt, make_cache("ordinary", tiny_model.config), 12, stop_ids=set())
    ref = tiny_model.generate(torch.tensor([prompt]), max_new_tokens=12, do_sample=False, eos_token_id=None,
                              pad_token_id=0, cache=make_cache("ordinary", tiny_model.config))
    assert ours.new_token_ids == ref[0, len(prompt):].tolist()
    assert ours.stop_reason == "length" and ours.prefill_s > 0 and ours.decode_s > 0
    assert ours.monitor["samples"] >= 1 and ours.monitor["peak_rss_bytes"] >= ours.monitor["sampled_peak_rss_bytes"] > 0


def test_stops_at_end_of_sequence(tiny_model) -> None:
    prompt = list(range(3, 40))
    free = timed_greedy(tiny_model, prompt, make_cache("q8_0", tiny_model.config), 6, stop_ids=set())
    stop_at = free.new_token_ids[2]
    first = free.new_token_ids.index(stop_at)
    stopped = timed_greedy(tiny_model, prompt, make_cache("q8_0", tiny_model.config), 6, stop_ids={stop_at})
    assert stopped.stop_reason == "eos" and stopped.new_token_ids == free.new_token_ids[: first + 1]


def test_monitor_sees_an_allocation() -> None:
    before = rss_bytes()
    with RssMonitor() as mon:
        block = torch.ones(64 * 1024 * 1024 // 4)  # 64 MiB, touched
        block += 1
    assert mon.reading()["peak_rss_bytes"] >= before + 48 * 1024 * 1024
