"""The one greedy loop of every session: what transformers' own greedy generate() produces, stopping
where it should, with the memory readings taken during the request."""

from __future__ import annotations

import pytest
import torch

from kvtrial.backends import get_backend
from kvtrial.backends.session import scored_starts
from kvtrial.cache import make_cache


def _session(model, setting, backend_name="native"):
    backend = get_backend(backend_name)
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


def test_a_timed_decode_keeps_each_step(tiny_model) -> None:
    session = _session(tiny_model, "q8_0")
    timed = session.time_decode(list(range(3, 40)), 5, 6)
    assert len(timed.pieces_ns) == 6 and timed.seconds == sum(timed.pieces_ns) * 1e-9
    chunked = _session(tiny_model, "q8_0")
    chunked.prefill_chunk = 8
    prefill = chunked.time_prefill(list(range(3, 20)), list(range(20, 40)))
    assert len(prefill.pieces_ns) == 3 and prefill.seconds == sum(prefill.pieces_ns) * 1e-9  # 20 tokens: 8, 8, 4


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


@pytest.mark.parametrize("backend,setting", [("native", "ordinary"), ("native", "q8_0"), ("native", "turbo4"),
                                             ("transformers-quanto", "quanto-int4"), ("transformers-hqq", "hqq-int4")])
def test_a_kept_fill_starts_each_stage_where_a_fresh_fill_would(tiny_model, backend, setting) -> None:
    context = [3 + i % 150 for i in range(200)]  # past the quantized caches' 128-token residual window
    session = _session(tiny_model, setting, backend)
    kept = session.fill_once([context])
    assert kept.length == 200 and kept.effective.report["tokens"] == 200 and kept.effective.setting == setting

    def decode(steps: int) -> list[int]:
        token, out = torch.tensor([7]), []
        for _ in range(steps):
            token = session._step(token)
            out.append(int(token))
        return out

    with torch.inference_mode():
        session._clear()
        session._fill(context)
        fresh = decode(4)
        for _ in range(2):  # a stage decodes into its copy; the kept fill stays as it was
            session._restore(kept.state)
            assert decode(4) == fresh
    timed = session.time_decode_batch([context], [7], 3, kept)
    assert timed.filled == kept.effective and timed.after.report["tokens"] == 203


def test_a_kept_fill_extends_to_a_deeper_context(tiny_model) -> None:
    context = list(range(3, 103))
    session = _session(tiny_model, "q4_0")
    shallow = session.fill_once([context[:40]])
    deep = session.fill_once([context], start=shallow)
    whole = session.fill_once([context])
    assert deep.length == 100 and deep.effective.kv_bytes == whole.effective.kv_bytes
    assert deep.effective.report["tokens"] == 100 and shallow.effective.report["tokens"] == 40
    with pytest.raises(ValueError, match="kept fill holds 1 row"):
        session.time_decode_batch([context[:60]], [7], 2, deep)
    with pytest.raises(ValueError, match="cannot start"):
        session.fill_once([context[:20]], start=shallow)


def test_a_kept_fill_feeds_a_long_context_in_bounded_passes(tiny_model, monkeypatch) -> None:
    from kvtrial.backends import session as session_module

    monkeypatch.setattr(session_module, "KEPT_FILL_CHUNK", 16)
    session = _session(tiny_model, "q8_0")
    fed = []
    original = session._fill_rows
    session._fill_rows = lambda rows: (fed.append(len(rows[0])), original(rows))  # type: ignore[method-assign]
    kept = session.fill_once([list(range(3, 53))])
    assert fed == [16, 16, 16, 2] and kept.effective.report["tokens"] == 50


@pytest.mark.parametrize("setting", ["ordinary", "q8_0"])
def test_a_chunked_prefill_gives_the_same_tokens_in_bounded_passes_with_phase_readings(tiny_model, setting) -> None:
    prompt = list(range(3, 203))
    whole = _session(tiny_model, setting).generate(prompt, 5, stop_ids=set())
    session = _session(tiny_model, setting)
    session.prefill_chunk = 64
    fed = []
    fill, prefill = session._fill_rows, session._prefill_rows
    session._fill_rows = lambda rows: (fed.append(len(rows[0])), fill(rows))[1]  # type: ignore[method-assign]
    session._prefill_rows = lambda rows: (fed.append(-len(rows[0])), prefill(rows))[1]  # type: ignore[method-assign]
    chunked = session.generate(prompt, 5, stop_ids=set())
    assert fed == [64, 64, 64, -8]  # three fills without logits, the last chunk yields the first token
    assert chunked.new_token_ids == whole.new_token_ids
    phases = [p["phase"] for p in chunked.monitor["phases"]]
    assert phases == ["prefill", "decode"] and chunked.monitor["start_rss_bytes"] > 0
    # every chunk and every decode step timed, back to back: the stage times are their sums
    assert len(chunked.prefill_chunks_ns) == 4 and len(chunked.decode_steps_ns) == 4  # 5 tokens: 4 steps
    assert all(ns > 0 for ns in chunked.prefill_chunks_ns + chunked.decode_steps_ns)
    assert chunked.prefill_s == sum(chunked.prefill_chunks_ns) * 1e-9
    assert chunked.decode_s == sum(chunked.decode_steps_ns) * 1e-9
    assert chunked.contention["cpus"] >= 1 and chunked.contention["other_cpus"] >= 0


def _prefill_added_bytes(model, setting: str, n: int, chunk: int | None) -> int:
    session = _session(model, setting)
    session.prefill_chunk = chunk
    gen = session.generate(list(torch.randint(3, 250, (n,)).tolist()), 1, stop_ids=set())
    (prefill,) = [p for p in gen.monitor["phases"] if p["phase"] == "prefill"]
    return prefill["peak_rss_bytes"] - prefill["start_rss_bytes"]


def test_a_chunked_prefill_allocates_far_less_than_the_prompts_score_matrix() -> None:
    """A 2048-token prefill must not allocate O(n^2): with 8 heads one float32 score matrix over the prompt is
    8 x 2048^2 x 4 B = 128 MiB. Chunks of 256 hold at most 16 MiB of scores even where attention writes them
    out (8 x 256 x 2048 x 4 B), beside the cache (4 MiB) and one chunk's activations: 16-23 MiB measured on an
    AVX-512 EPYC. The bound, 48 MiB, leaves room for another CPU's library buffers and stays far below the
    matrix; the eager attention over the whole prompt in one pass shows that the reading sees such a matrix."""
    from transformers import LlamaForCausalLM

    from kvtrial.cache.attention import use_kvtrial_attention
    from kvtrial.memory.heap import pin_heap
    from tests.conftest import tiny_llama_config

    pin_heap()  # freed blocks go back to the system, so each reading is the request's own
    torch.manual_seed(0)
    model = LlamaForCausalLM(tiny_llama_config(num_attention_heads=8, max_position_embeddings=8192)).eval()
    use_kvtrial_attention(model)
    n, score_matrix = 2048, 8 * 2048**2 * 4
    for setting in ("ordinary", "q8_0"):
        assert _prefill_added_bytes(model, setting, n, 256) < 48 * 2**20, setting
    model.set_attn_implementation("eager")
    assert _prefill_added_bytes(model, "ordinary", n, None) > score_matrix
