"""Each record reads every key its writer puts in the document: a key added to `describe()`, the RSS
monitor's reading, the integrity report, the decode statistics or the machine description fails here
until its record types it (so whoever changes a writer learns which record, and which verdicts, read it)."""

from __future__ import annotations

from dataclasses import fields

from kvtrial.cache.attention import DecodeStats
from kvtrial.cache.report import CacheReport as LiveCacheReport
from kvtrial.cache.report import LayerReport
from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material
from kvtrial.integrity import check_integrity
from kvtrial.memory.peaks import RssMonitor
from kvtrial.protocol.environment import machine
from kvtrial.protocol.samples import Sample, grade
from kvtrial.records import (
    CacheReport,
    ChunkRecord,
    DecodeRecord,
    FactGrade,
    FactGradesRecord,
    IntegrityRecord,
    LayerTypeRecord,
    MachineRecord,
    MonitorMemory,
)
from kvtrial.records.integrity import CHECKS


def _typed(record: type) -> set[str]:
    return {f.name for f in fields(record)} - {"raw"}


def test_the_cache_report_record_reads_describe() -> None:
    stats = DecodeStats()
    stats.kernel_read(1, "C avx2+openmp")
    stats.torch_read(1, "attention implementation is not `kvtrial`")
    stats.kernel_read(16, "C avx2+openmp")
    live = LiveCacheReport("KVTrialCache", "q8_0", [
        LayerReport(0, "kvtrial", "q8_0", "q8_0", 10, 0, 340, 340, 8.5, 8.5, 8.5, 8.5, 1024, True,
                    layer_type="sliding_attention", stored_tokens=8, sliding_window=8),
        LayerReport(1, "state", "-", "-", 0, 0, 0, 0, None, None, None, None, 64, True, layer_type="linear_attention",
                    state_bytes=64)], decode=stats.to_dict(), read_back_formats="q8_0")
    document = live.to_dict()
    assert set(document) - {"layers"} == _typed(CacheReport)  # `layers` stays as stored (CacheReport.layers)
    record = CacheReport.from_dict(document)
    assert (record.total_bytes, record.state_bytes, record.allocated_bytes, record.tokens) == (
        live.total_bytes, live.state_bytes, live.allocated_bytes, live.tokens)
    assert record.effective_setting == live.effective_setting and record.confirmed is live.confirmed
    assert len(record.layers) == 2 and record.layers[0]["key_format"] == "q8_0"
    assert set(stats.to_dict()) == _typed(DecodeRecord)
    assert set(stats.to_dict()["prompt_chunks"]) == _typed(ChunkRecord)
    assert record.decode is not None and record.decode.prompt_chunks is not None
    assert (record.decode.prompt_chunks.path, record.decode.prompt_chunks.kernel_chunks) == ("kernel", 1)
    assert record.decode is not None and (record.decode.path, record.decode.kernel_build) == ("mixed", "C avx2+openmp")
    for name, share in live.by_layer_type().items():
        assert set(share) == _typed(LayerTypeRecord)
        typed = record.layer_types[name]
        assert (typed.kv_bytes, typed.state_bytes, typed.stored_tokens, typed.layers) == (
            share["kv_bytes"], share["state_bytes"], share["stored_tokens"], share["layers"])


def test_the_monitor_memory_record_reads_the_rss_monitor() -> None:
    with RssMonitor() as monitor:
        monitor.mark("prefill")
    document = monitor.reading()
    assert set(document) <= _typed(MonitorMemory)
    record = MonitorMemory.from_dict(document)
    assert record.start_rss_bytes == document["start_rss_bytes"] and len(record.phases) == 1


def test_the_integrity_record_reads_the_integrity_report() -> None:
    report = check_integrity("A short answer, cut", "length", output_tokens=4, budget=4)
    document = report.to_dict()
    assert set(document) - set(CHECKS) - {"failures"} == _typed(IntegrityRecord) - {"checks", "problems"}
    record = IntegrityRecord.from_dict(document)
    assert record.problems == tuple(report.failures) and [c.name for c in record.checks] == list(CHECKS)
    assert record.passed is report.passed and record.truncated is True


def test_the_machine_record_reads_the_machine_description() -> None:
    document = machine()
    assert set(document) <= _typed(MachineRecord)
    assert MachineRecord.from_dict(document).cpu_model == document["cpu_model"]


# Keys of the grader's documents that are derived from the facts (their counts), so no record field keeps them.
_DERIVED_GRADE_KEYS = {"counts", "citation_counts", "errors", "uncertain"}


def test_the_fact_grades_record_reads_the_graders_documents() -> None:
    material = build_material(1, 1024, approximate_tokens)
    brief = "Budget: CHF 81,500 [2]\nStatus: approved by the board on 1 January 2099 [9]\n"
    document = grade_output(material, brief).to_dict()
    assert set(document) - _DERIVED_GRADE_KEYS == _typed(FactGradesRecord) - {"task"}
    assert {k for f in document["facts"] for k in f} - {"span"} <= _typed(FactGrade) - {"position", "answer",
                                                                                           "question_id"}
    record = FactGradesRecord.from_dict(document)
    assert [f.fact_id for f in record.facts] == [f["fact_id"] for f in document["facts"]]
    assert [f.label for f in record.facts] == [f["label"] for f in document["facts"]]
    assert len(record.unsupported) == document["counts"]["unsupported"] and record.uncertain == document["uncertain"]
    budget = next(f for f in record.facts if f.fact_id == "budget")
    stored = next(f for f in document["facts"] if f["fact_id"] == "budget")
    assert budget.span is not None and budget.span.text == stored["span"]["text"] and budget.rule == stored["rule"]

    # one graded answer (the questions task)
    question = material.questions[0]
    sample = Sample("s", 1024, material, material.prompt, [1, 2, 3], question=question.question_id)
    _, answer_document, _ = grade(sample, "I do not know.", "eos", 5, 32)
    answer = FactGradesRecord.from_dict(answer_document)
    assert answer.task == "questions" and len(answer.facts) == 1
    fact = answer.facts[0]
    assert set(answer_document["facts"][0]) - {"depth"} <= _typed(FactGrade)
    assert fact.question_id == question.question_id and fact.answer == "I do not know."
    assert fact.position == answer_document["facts"][0]["depth"] and fact.shown_span == "I do not know."
