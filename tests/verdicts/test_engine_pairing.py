"""The comparison rules pair a llama.cpp candidate with llama.cpp's own f16 rows, not with ordinary's."""

from __future__ import annotations

from kvtrial.records.row import ORDINARY_BRANCH
from kvtrial.verdicts.rules import COMPARED, compare_run
from tests.verdicts.conftest import make_row


def _rows():
    rows = []
    # one warm-up per branch (warmup=True at repeat 0), then three repeats, as the runner plans a cell
    for i, warm in ((0, True), (0, False), (1, False), (2, False)):
        rows.append(make_row(branch=ORDINARY_BRANCH, repeat=i, warmup=warm, decode_s=10.0 + 0.1 * i))
        rows.append(make_row(branch="llama-f16", repeat=i, warmup=warm, backend="llama.cpp", requested_cache="f16",
                             effective_cache="f16", decode_s=2.0 + 0.01 * i, kv_bytes=1000))
        rows.append(make_row(branch="llama-q8_0", repeat=i, warmup=warm, backend="llama.cpp",
                             requested_cache="q8_0", effective_cache="q8_0", decode_s=4.0 + 0.01 * i, kv_bytes=531))
    return rows


def test_llama_cpp_candidate_is_compared_with_llama_cpp_f16():
    verdicts = {v.candidate: v for v in compare_run(_rows())}
    v = verdicts["llama-q8_0"]
    assert v.reference == "llama-f16" and v.verdict == COMPARED
    # 2 s against llama.cpp's f16 (0.5x speed), not 10 s against transformers' ordinary (2.5x)
    decode = v.metric("decode")
    assert abs(decode.ratio.median - 0.5) < 0.01 and decode.outcome == "slower"
    assert abs(v.metric("kv_bytes").ratio.median - 0.531) < 1e-9
    assert "llama-f16" in decode.claim() and "ordinary" not in decode.claim()
    assert any("own engine (llama.cpp)" in n for n in v.notes)
    assert v.evidence and all("llama" in e for e in v.evidence)


def test_the_engine_reference_itself_is_an_engine_comparison():
    v = {v.candidate: v for v in compare_run(_rows())}["llama-f16"]
    assert v.reference == ORDINARY_BRANCH and v.engine_comparison
    assert any("engine comparison" in n and "not a cache setting's verdict" in n for n in v.notes)


def test_transformers_candidates_keep_ordinary():
    rows = _rows() + [make_row(branch="q8_0", repeat=i) for i in range(3)]
    v = {v.candidate: v for v in compare_run(rows)}["q8_0"]
    assert v.reference == ORDINARY_BRANCH and not v.engine_comparison and not any("engine" in n for n in v.notes)


def test_an_engine_reference_is_never_recommended():
    from kvtrial.verdicts.assessment import assess
    from kvtrial.verdicts.recommend import _disqualified
    from kvtrial.verdicts.run_data import RunData

    a = assess(RunData("run-test", _rows(), admission=[]))
    why = _disqualified(a, a.verdict("in1024-out256", "llama-f16"))
    assert why is not None and "engine comparison" in why
    assert "engine comparison" not in (_disqualified(a, a.verdict("in1024-out256", "llama-q8_0")) or "")
