"""`kvtrial facts build|grade` end to end with the whitespace counter (no model)."""

import json
import sys
import types

import pytest
from typer.testing import CliRunner

from kvtrial.cli import app
from kvtrial.errors import KvtrialError, MaterialError
from kvtrial.facts.material import Material

runner = CliRunner()


def test_build_then_grade(tmp_path):
    mat = tmp_path / "m.json"
    r = runner.invoke(app, ["facts", "build", "--seed", "0", "--tokens", "1024", "--out", str(mat), "--whitespace-tokens"])
    assert r.exit_code == 0, r.output
    data = json.loads(mat.read_text())
    assert data["tokenizer"] == {"kind": "whitespace"} and data["target_tokens"] == 1024
    material = Material.from_dict(data)
    out = tmp_path / "brief.txt"
    out.write_text("## Timeline\nThe pilot starts on 5 May 2026 [2] and ends on 4 July 2026 [7].\n")
    grades = tmp_path / "g.json"
    r = runner.invoke(app, ["facts", "grade", str(mat), str(out), "--json", str(grades)])
    assert r.exit_code == 0, r.output
    g = json.loads(grades.read_text())
    assert g["grades"]["material_id"] == material.material_id
    assert g["grades"]["counts"]["correct"] == 2 and g["grades"]["counts"]["omitted"] == 6
    assert g["integrity"]["passed"] is False and "Scope" in g["integrity"]["sections"]["evidence"]["missing"]


def test_build_counts_with_the_model_tokenizer(tmp_path, monkeypatch):
    """The default path measures length with kvtrial.models' tokenizer and records its revision."""
    class Tok:
        def __call__(self, text, add_special_tokens=False):
            return {"input_ids": list(text)}  # one token per character

    fake = types.ModuleType("kvtrial.models")
    fake.load_model = lambda model_id: types.SimpleNamespace(tokenizer=Tok(), model_id=model_id, revision="abc123")
    monkeypatch.setitem(sys.modules, "kvtrial.models", fake)
    mat = tmp_path / "m.json"
    r = runner.invoke(app, ["facts", "build", "--tokens", "6000", "--out", str(mat)])
    assert r.exit_code == 0, r.output
    data = json.loads(mat.read_text())
    assert data["tokenizer"] == {"kind": "model", "model_id": "smollm2-135m", "revision": "abc123"}
    assert 5000 < data["prompt_tokens"] == len(data["prompt"]) <= 6000


@pytest.mark.parametrize("args,error", [
    (["facts", "build", "--tokens", "100", "--whitespace-tokens"], MaterialError),
    (["facts", "build", "--positions", "0.1,x", "--whitespace-tokens"], MaterialError),
])
def test_bad_build_requests_fail_cleanly_and_write_nothing(tmp_path, args, error):
    out = tmp_path / "m.json"
    r = runner.invoke(app, args + ["--out", str(out)])
    assert isinstance(r.exception, error)
    assert not out.exists() and list(tmp_path.iterdir()) == []


def test_grade_refuses_a_file_that_is_not_material(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text('{"hello": 1}')
    out = tmp_path / "o.txt"
    out.write_text("text")
    r = runner.invoke(app, ["facts", "grade", str(bad), str(out)])
    assert isinstance(r.exception, MaterialError) and "not a kvtrial facts material" in str(r.exception)
    r = runner.invoke(app, ["facts", "grade", str(bad), str(out), "--stop", "maybe"])
    assert isinstance(r.exception, KvtrialError) and "--stop" in str(r.exception)


@pytest.mark.parametrize("language,brief", [
    ("zh", "## 时间线\n试点于2026年5月5日开始[1]，2026年7月4日结束[4]。\n"),
    ("ru", "## Сроки\nПилот начинается 5 мая 2026 г. [2] и завершается 4 июля 2026 г. [10].\n"),
])
def test_build_and_grade_in_another_language(tmp_path, language, brief):
    mat = tmp_path / "m.json"
    r = runner.invoke(app, ["facts", "build", "--seed", "0", "--tokens", "1024", "--out", str(mat),
                            "--whitespace-tokens", "--language", language])
    assert r.exit_code == 0, r.output
    material = Material.from_dict(json.loads(mat.read_text()))
    assert material.language == language
    out = tmp_path / "brief.txt"
    out.write_text(brief)
    grades = tmp_path / "g.json"
    r = runner.invoke(app, ["facts", "grade", str(mat), str(out), "--json", str(grades), "--language", language])
    assert r.exit_code == 0, r.output
    g = json.loads(grades.read_text())
    assert g["grades"]["counts"]["correct"] == 2 and g["grades"]["counts"]["omitted"] == 6


def test_an_unknown_language_or_a_mismatch_is_refused(tmp_path):
    mat = tmp_path / "m.json"
    r = runner.invoke(app, ["facts", "build", "--out", str(mat), "--whitespace-tokens", "--language", "de"])
    assert isinstance(r.exception, MaterialError) and "en, zh, ru" in str(r.exception)
    runner.invoke(app, ["facts", "build", "--out", str(mat), "--whitespace-tokens", "--language", "ru"])
    out = tmp_path / "brief.txt"
    out.write_text("Сроки: 5 мая 2026 г.\n")
    r = runner.invoke(app, ["facts", "grade", str(mat), str(out), "--language", "zh"])
    assert isinstance(r.exception, MaterialError) and "'ru'" in str(r.exception)
