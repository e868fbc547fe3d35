"""A whole quality run on the tiny model: base computed then reused, JSON and tables, bad input refused."""

from __future__ import annotations

import json
import sys

import pytest
import torch
from rich.console import Console

from kvtrial.cache.spec import CacheSpec, parse_spec
from kvtrial.errors import CorpusError, UnknownNameError
from kvtrial.quality.base_file import BaseFileError
from kvtrial.quality.report import print_report, to_markdown, write_json
from kvtrial.quality.run import CorpusInfo, ModelInfo, run_quality
from kvtrial.quality.scoring import QualitySettingError


def _specs(settings: list[str]) -> list[CacheSpec]:
    return [parse_spec(s) for s in settings]  # as the command parses them, before any compute

INFO = ModelInfo("tiny", "rev-a", 1024, "float32", "sdpa")
CORPUS = CorpusInfo("synthetic", "ab" * 32)


@pytest.fixture(scope="module")
def tokens() -> list[int]:
    g = torch.Generator().manual_seed(3)
    return torch.randint(3, 256, (200,), generator=g).tolist()


def test_run_computes_then_reuses_the_base_and_reports(tiny_model, tokens, tmp_path):
    path = tmp_path / "base.npz"
    first = run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q8_0", "q4_0"]), n_ctx=64, windows=3, step=8, base_path=path)
    assert path.exists() and not first.base_reused
    again = run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q4_0"]), n_ctx=64, windows=3, step=8, base_path=path)
    assert again.base_reused
    assert again.candidates[0].stats == first.candidates[1].stats

    out = tmp_path / "r.json"
    write_json(out, first)
    data = json.loads(out.read_text())
    assert set(data["versions"]) >= {"kvtrial", "torch", "transformers", "python"}
    assert data["model"]["revision"] == "rev-a" and data["corpus"]["sha256"] == CORPUS.sha256
    assert (data["n_ctx"], data["windows"], data["tokens_scored"]) == (64, 3, 3 * 31)
    q8, q4 = data["candidates"]
    assert q8["per_window"][0]["cache"]["effective_setting"] == "q8_0" and q8["per_window"][0]["cache"]["confirmed"]
    assert q8["bits_per_value"] == pytest.approx(8.5)
    assert 0 < q8["stats"]["kld_mean"]["value"] < q4["stats"]["kld_mean"]["value"]

    md = to_markdown(data)
    assert "| q4_0 | 4.50 |" in md and "mean KLD" in md and "ordinary PPL(base)" in md
    assert "target" not in md.lower()  # measurements only: no project targets in a user's report
    # A pipe or an 80-column terminal gets the key columns within its width; a wide one every column.
    narrow, wide = Console(width=80, record=True), Console(width=200, record=True)
    print_report(first, narrow)
    print_report(first, wide)
    narrow_text, wide_text = narrow.export_text(), wide.export_text()
    assert max(len(line) for line in narrow_text.splitlines()) <= 80
    kl_q4 = f"{q4['stats']['kld_mean']['value']:.6f}"
    assert kl_q4 in narrow_text and "--markdown FILE" in narrow_text and "RMS Δp" not in narrow_text
    # one line per setting: its name and its mean KL together, no cell wrapped onto a second line
    for cand in (q8, q4):
        kl = f"{cand['stats']['kld_mean']['value']:.6f} ± {cand['stats']['kld_mean']['error']:.6f}"
        assert any(cand["setting"] in line and kl in line for line in narrow_text.splitlines()), cand["setting"]
    assert kl_q4 in wide_text and "RMS Δp" in wide_text and "ln(PPL(Q)/PPL(base))" in wide_text


def test_a_base_from_other_inputs_is_refused(tiny_model, tokens, tmp_path):
    path = tmp_path / "base.npz"
    run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["f32"]), n_ctx=64, windows=2, step=8, base_path=path)
    other = CorpusInfo("synthetic", "cd" * 32)
    with pytest.raises(BaseFileError, match="corpus_sha256: file has 'abab"):
        run_quality(tiny_model, INFO, tokens, other, _specs(["f32"]), n_ctx=64, windows=2, step=8, base_path=path)
    with pytest.raises(BaseFileError, match="step: file has 8, this run has 4"):
        run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["f32"]), n_ctx=64, windows=2, step=4, base_path=path)


def test_bad_input_is_refused_before_any_compute(tiny_model, tokens):
    with pytest.raises(UnknownNameError, match="unknown KV format 'turbo7'"):
        _specs(["q8_0", "turbo7"])
    with pytest.raises(QualitySettingError, match="longer than the model allows"):
        run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q8_0"]), n_ctx=2048, windows=1)
    with pytest.raises(CorpusError, match="shorter than one window"):
        run_quality(tiny_model, INFO, tokens[:50], CORPUS, _specs(["q8_0"]), n_ctx=64)
    with pytest.raises(QualitySettingError, match="step must be at least 1"):
        run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q8_0"]), n_ctx=64, step=0)


def test_cli_refuses_an_unknown_setting_with_one_line(monkeypatch, capsys):
    from kvtrial import cli

    monkeypatch.setattr(sys, "argv", ["kvtrial", "quality", "--cache", "q8_0", "--cache", "q4_9"])
    with pytest.raises(SystemExit) as exc:
        cli.main()
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "kvtrial: error: unknown KV format 'q4_9'" in err and "Traceback" not in err


def test_the_prefill_chunk_is_recorded_and_a_base_made_with_another_is_refused(tiny_model, tokens, tmp_path):
    path = tmp_path / "base.npz"
    report = run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q8_0"]), n_ctx=64, windows=2, step=8, base_path=path,
                         prefill_chunk=16)
    data = report.to_dict()
    assert data["prefill_chunk"] == 16 and "step 8, prefill chunk 16;" in to_markdown(data)
    assert run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q8_0"]), n_ctx=64, windows=2, step=8, base_path=path,
                       prefill_chunk=16).base_reused
    # The default chunk (1024) covers this 32-token first half: a one-pass prefill, which the file was not.
    with pytest.raises(BaseFileError, match="prefill_chunk: file has 16, this run has None"):
        run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q8_0"]), n_ctx=64, windows=2, step=8, base_path=path)
    with pytest.raises(QualitySettingError, match="prefill chunk must be at least 16 tokens"):
        run_quality(tiny_model, INFO, tokens, CORPUS, _specs(["q8_0"]), n_ctx=64, windows=2, prefill_chunk=5)
    # A result file written before the chunk was recorded still reads: its first halves went in one pass.
    del data["prefill_chunk"]
    assert "step 8, one-pass prefill;" in to_markdown(data)
