"""llama.cpp branches under the protocol: the worker runs them through one llama.cpp session, the
admission probe passes the model's source (a non-GGUF model is `not-applicable` with the reason),
and on the embedded GGUF a branch is admitted and measured with its cache read back from llama.cpp."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from kvtrial.backends.llama_cpp import MEMORY_SEMANTICS as ENGINE_MEMORY_SEMANTICS
from kvtrial.protocol.admission import probe_all
from kvtrial.protocol.jobs import RequestJob, WorkerSpec
from kvtrial.protocol.ledger import Ledger
from kvtrial.protocol.record import parse_record
from kvtrial.protocol.resolve import resolve_record
from kvtrial.protocol.samples import Sample, build_sample
from kvtrial.protocol.worker import Worker
from kvtrial.records.row import AdmissionStatus, RowStatus
from tests.protocol.conftest import tiny_record

LLAMA = [{"name": "llama-f16", "backend": "llama.cpp", "cache_options": "f16"},
         {"name": "llama-q8_0", "backend": "llama.cpp", "cache_options": "q8_0"}]


def test_llama_cpp_on_a_non_gguf_model_is_not_applicable(tiny_folder: Path, tmp_path: Path):
    data = tiny_record(tiny_folder)
    data["quantized_candidate"] = list(LLAMA)
    resolved = resolve_record(parse_record(data))
    ledger = Ledger.open(tmp_path / "project")
    probes = {p.setting: p for p in probe_all(ledger, resolved, build_sample(resolved.tokenizer, "writing_case_a", 800))}
    assert probes["ordinary"].status == AdmissionStatus.TRIAL_ALLOWED
    for setting in ("f16", "q8_0"):
        probe = probes[setting]
        assert probe.status == AdmissionStatus.NOT_APPLICABLE and probe.backend == "llama.cpp"
        assert "llama.cpp runs GGUF files" in probe.reason and str(tiny_folder) in probe.reason
        assert probe.evidence.engine == "llama.cpp" and probe.evidence.traceback is None
    stored = {e.setting: e for e in ledger.admission_rows() if e.backend == "llama.cpp"}
    assert {s: e.status for s, e in stored.items()} == {"f16": AdmissionStatus.NOT_APPLICABLE,
                                                        "q8_0": AdmissionStatus.NOT_APPLICABLE}


def test_an_engine_result_becomes_a_row_that_says_what_its_memory_fields_hold(tiny_folder: Path):
    from types import SimpleNamespace

    from kvtrial.models.metadata import load_tokenizer
    from kvtrial.protocol.jobs import RequestResult
    from kvtrial.protocol.matrix import ScheduledRequest
    from kvtrial.protocol.runner import _row_from_result

    sample = build_sample(load_tokenizer(str(tiny_folder)), "writing_case_a", 800)
    req = ScheduledRequest("in800-out4|llama-q8_0|r0", "matrix", "in800-out4", 800, 4, "llama-q8_0", "llama.cpp", "q8_0",
                         0, False, 1)
    framework = {"cpu": {"not_applicable": "llama.cpp allocates its own buffers outside torch: no allocator statistics"}}
    result = RequestResult(req.request_key, RowStatus.OK, [5, 6, 7, 8], "text", "length", 0.5, 0.1, "q8_0", "q8_0", True,
                           kv_bytes=1000, cache_allocated_bytes=4000, device="cpu", framework_memory=framework,
                           monitor_memory={"peak_rss_bytes": 123}, memory_semantics=ENGINE_MEMORY_SEMANTICS)
    row = _row_from_result("run-x", SimpleNamespace(config_version="cfg"), req, sample, result)
    assert (row.peak_allocated_bytes, row.peak_reserved_bytes, row.monitor_peak_rss_bytes) == (1000, 4000, 123)
    assert row.memory_semantics == ENGINE_MEMORY_SEMANTICS and "llama.cpp" in row.memory_semantics
    assert row.extra["framework_memory"] == framework and row.generation_s == pytest.approx(0.6)


# ---- the embedded GGUF through llama.cpp (the `llama` extra; runs in CI) ------------------------

# The user's model cache as it was before conftest isolated it: these tests only read the embedded
# model's converted config and tokenizer from it (nothing here converts or writes); without the
# copy every config read parses the whole GGUF again (~4 s each).
_USER_CACHE = os.environ.get("KVTRIAL_CACHE_DIR")


@pytest.fixture(autouse=True)
def _user_model_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    if _USER_CACHE is None:
        monkeypatch.delenv("KVTRIAL_CACHE_DIR", raising=False)
    else:
        monkeypatch.setenv("KVTRIAL_CACHE_DIR", _USER_CACHE)

def _spec(setting: str, n_ctx: int = 256) -> WorkerSpec:
    return WorkerSpec("smollm2-135m", "float32", "sdpa", "cpu", "llama.cpp", setting, setting, 1, n_ctx)


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_worker_runs_a_llama_cpp_branch(tmp_path: Path):
    worker = Worker(_spec("q8_0/q4_0"))
    try:
        assert worker.model is None and worker.context_cells == 256  # no torch weights; llama.cpp holds them
        hello = worker.hello()
        assert hello["engine"] == "llama.cpp" and hello["resident_after_load_bytes"] > 0
        ids = worker.handle.tokenizer("The quick brown fox jumps over the lazy dog. " * 8)["input_ids"][:64]
        assert len(ids) == 64
        results = [worker.execute(RequestJob(worker.spec, "r", f"k{i}", "c", i, False, 0, ids, 8, str(tmp_path)))
                   for i in range(2)]
        for res in results:
            assert res.status == RowStatus.OK, res.error
            assert res.requested_cache == res.effective_cache == "q8_0/q4_0" and res.cache_confirmed
            assert len(res.output_token_ids) == 8 and res.stop_reason == "length"
            assert res.prefill_s > 0 and res.decode_s > 0
            # 64 + 7 tokens held (the last new token is not fed back), 30 layers x 3 kv heads x 64, 8.5 + 4.5 bits
            assert res.kv_bytes == (8.5 + 4.5) / 8 * 30 * 192 * 71
            assert res.cache_allocated_bytes >= 13 / 8 * 30 * 192 * 256 * 0.99  # the whole context's buffer
            assert res.cache_report["flash_attn"] == "enabled" and res.cache_report["cells"] == 256
            assert res.memory_semantics == ENGINE_MEMORY_SEMANTICS
            assert "not_applicable" in res.framework_memory["cpu"]
            assert res.monitor_memory["peak_rss_bytes"] > 0
            assert Path(res.text_path).read_text(encoding="utf-8") == res.text
        # each request starts from a cleared context: the same input gives the same greedy tokens
        assert results[0].output_token_ids == results[1].output_token_ids
        too_long = worker.execute(RequestJob(worker.spec, "r", "long", "c", 0, False, 0, ids * 4, 8, str(tmp_path)))
        assert (too_long.status == RowStatus.NOT_RUN and "256 + output budget 8" in too_long.error
                and "256 cells" in too_long.error)
    finally:
        worker.close()
    assert worker.session is None


@pytest.fixture(scope="module")
def real_base() -> dict:
    """The embedded model's record as `kvtrial init` writes it, without candidates, 1 thread."""
    from kvtrial.protocol.example import example_record

    data = example_record("smollm2-135m", candidates=())
    data["shared"]["threads"] = 1
    data["matrix"] = {"profile": "custom", "input_tokens": [704], "output_budgets": [4], "repeats": 1,
                      "short_sample_tokens": 704, "short_sample_budget": 4}
    return data


def short_sample(tokenizer) -> Sample:
    """A short formatted input (~40 tokens, instead of the ~640 of the fact material) to keep the probes quick."""
    from kvtrial.models.metadata import encode, format_prompt

    material = build_sample(tokenizer, "writing_case_a", 704).material
    formatted = format_prompt(tokenizer, "In two sentences: what does a key-value cache store, and why does it grow?")
    return Sample("short-llama", 64, material, formatted, encode(tokenizer, formatted))


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_llama_cpp_branch_is_admitted_on_the_embedded_gguf(real_base: dict, tmp_path: Path):
    data = dict(real_base, quantized_candidate=list(LLAMA))
    resolved = resolve_record(parse_record(data))
    # probe only the llama.cpp rows (the native ordinary one is covered by the tiny-model tests)
    resolved = replace(resolved, branches=[b for b in resolved.branches if b.backend == "llama.cpp"])
    sample = short_sample(resolved.tokenizer)
    probes = probe_all(Ledger.open(tmp_path / "project"), resolved, sample)
    assert [p.status for p in probes] == [AdmissionStatus.TRIAL_ALLOWED, AdmissionStatus.TRIAL_ALLOWED], \
        [p.reason for p in probes]
    for probe, setting in zip(probes, ("f16", "q8_0"), strict=True):
        ev = probe.evidence
        assert ev.effective_cache == setting and ev.cache_confirmed is True
        assert ev.cache_report is not None  # llama.cpp's own context report, kept as its document
        engine_report = ev.cache_report.raw
        assert engine_report["type_k"] == setting and engine_report["flash_attn"] == "enabled"
        assert ev.context_cells == 256 and ev.output_tokens and ev.output_tokens >= 1  # input + 4 rounded up to 256 cells
        assert engine_report["cells"] == 256 and ev.input_tokens == len(sample.input_ids) < 64
        assert ev.dependency_versions["llama-cpp-python"] != "not installed"


@pytest.mark.llama_cpp
@pytest.mark.real_model
def test_a_llama_cpp_ordinary_entry_is_archived_and_rolled_back(real_base: dict, tmp_path: Path):
    from kvtrial.protocol.baseline import archive_baseline, rollback

    data = dict(real_base, ordinary={"entry": "ordinary", "backend": "llama.cpp", "cache_options": "ordinary"},
                quantized_candidate=[LLAMA[1]])
    resolved = resolve_record(parse_record(data))
    assert [(b.name, b.setting, b.reference) for b in resolved.branches] == \
        [("ordinary", "f16", None), ("llama-q8_0", "q8_0", None)]  # the llama.cpp ordinary entry is the reference
    _, path, archive = archive_baseline(resolved, Ledger.open(tmp_path / "project"), short_sample(resolved.tokenizer))
    assert archive["output"]["effective_cache"] == "f16" and archive["output"]["cache_confirmed"] is True
    assert archive["configuration"]["device_map"] == {"": "cpu"} and len(archive["output"]["token_ids"]) == 4
    back = rollback(path)
    assert back.evidence["tokens_match"] and back.evidence["effective_cache"] == "f16", back.differences


def test_a_missing_optional_dependency_is_a_not_applicable_row_not_a_refused_record(tiny_folder: Path, tmp_path: Path,
                                                                                     monkeypatch: pytest.MonkeyPatch):
    from kvtrial.backends.llama_cpp import LlamaCppBackend
    from kvtrial.protocol.admission import unadmitted

    monkeypatch.setattr(LlamaCppBackend, "missing", lambda self: "llama.cpp needs 'llama-cpp-python' (simulated absent)")
    data = tiny_record(tiny_folder)
    data["quantized_candidate"] = list(LLAMA)
    resolved = resolve_record(parse_record(data))  # the record stands; the branches carry the reason
    assert {b.name: b.not_applicable for b in resolved.branches}["llama-q8_0"].endswith("(simulated absent)")
    ledger = Ledger.open(tmp_path / "project")
    probes = {p.setting: p for p in probe_all(ledger, resolved, build_sample(resolved.tokenizer, "writing_case_a", 800))}
    assert probes["q8_0"].status == AdmissionStatus.NOT_APPLICABLE and "simulated absent" in probes["q8_0"].reason
    assert any("llama-q8_0" in m and "not-applicable" in m for m in unadmitted(ledger, resolved))  # run refuses it


def test_a_malformed_setting_is_still_refused_when_the_record_is_resolved(tiny_folder: Path):
    from kvtrial.protocol.record import RecordError

    data = tiny_record(tiny_folder)
    data["quantized_candidate"] = [{"name": "bad", "backend": "llama.cpp", "cache_options": "q9_9"}]
    with pytest.raises(RecordError, match="unknown llama.cpp cache type 'q9_9'"):
        resolve_record(parse_record(data))
