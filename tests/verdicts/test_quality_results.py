from __future__ import annotations

import json

import pytest

from kvtrial.records.row import RowStatus
from kvtrial.verdicts.quality_results import QualityResultsError, load_quality_results, parse_quality_results


def test_reads_the_quality_command_shape(tmp_path):
    data = {
        "kind": "kvtrial-quality", "model": {"model_id": "smollm2-135m", "revision": "abc"},
        "corpus": {"name": "pydoc", "sha256": "f00"}, "n_ctx": 512,
        "candidates": [
            {"setting": "q8_0", "status": "ok", "tokens_scored": 512, "bits_per_value": 8.5,
             "stats": {"kld_mean": {"value": 0.0012, "error": 0.0001}, "same_top1": {"value": 0.987, "error": 0.004},
                       "ppl_cand": {"value": 11.2, "error": 0.3}, "ppl_ratio": {"value": 1.001, "error": 0.001},
                       "kld_percentiles": {"99.0%": 0.01}}},
            {"setting": "turbo3", "status": "invalid comparison", "reason": "fell back", "stats": None},
        ],
    }
    p = tmp_path / "q.json"
    p.write_text(json.dumps(data))
    q = load_quality_results(p)
    assert (q.model, q.revision, q.corpus, q.n_ctx) == ("smollm2-135m", "abc", "pydoc", 512)
    e = q.entry("q8_0")
    assert (e.kld_mean, e.kld_mean_error, e.same_top1, e.ppl, e.ppl_ratio, e.kld_p99, e.bits_per_value, e.tokens) == (
        0.0012, 0.0001, 0.987, 11.2, 1.001, 0.01, 8.5, 512)
    t = q.entry("turbo3")
    assert t.status is RowStatus.INVALID_COMPARISON and t.kld_mean is None and t.reason == "fell back"
    assert e.status is RowStatus.OK


def test_an_unknown_status_is_refused_with_the_known_ones():
    with pytest.raises(QualityResultsError, match=r"entry 'q8_0': unknown status 'done'; one of 'ok', "):
        parse_quality_results({"candidates": [{"setting": "q8_0", "status": "done"}]})


def test_percent_top1_and_keyed_entries():
    q = parse_quality_results({"results": {"q4_0": {"kld": 0.02, "same_top1_pct": 96.5,
                                                    "bits_per_value": {"key": 4.5, "value": 4.5}}}})
    e = q.entry("q4_0")
    assert e.same_top1 == pytest.approx(0.965) and e.kld_mean == 0.02 and e.bits_per_value == 4.5


def test_bad_files(tmp_path):
    p = tmp_path / "q.json"
    p.write_text("{not json")
    with pytest.raises(QualityResultsError, match="not JSON"):
        load_quality_results(p)
    with pytest.raises(QualityResultsError, match="no list of candidates"):
        parse_quality_results({"x": 1})
    with pytest.raises(QualityResultsError, match="cannot read"):
        load_quality_results(tmp_path / "missing.json")
