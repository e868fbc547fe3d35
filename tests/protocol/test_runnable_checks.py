"""Fault injection, class "checks": what a check accepts must run, and a command that only reads never
writes. A record naming a question twice, a setting giving an option twice, a bench depth past the
model's context or a batch past the device's memory are refused up front; the JSON Schema and the
record check accept the same records; an empty ledger and a linked journal file are named as what
they are, and left as found."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from kvtrial.errors import KvtrialError, SpecError
from kvtrial.protocol.ledger import LEDGER_FILE
from kvtrial.protocol.record import RecordError, parse_record
from kvtrial.protocol.record_schema import json_schema
from kvtrial.spec import OPTIONS, parse_spec
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.test_project_faults import _project_with_a_run


def _record(**shared) -> dict:
    return {
        "record_type": "experiment_design_not_library_config",
        "shared": {"model": "m", "model_revision": "r", "tokenizer_revision": "t", "sample_id": "writing_case_a",
                   **shared},
        "quantized_candidate": [{"cache_options": "q8_0"}],
        "fallback_entry": "ordinary",
    }


def test_a_question_listed_twice_is_refused_naming_it() -> None:
    with pytest.raises(RecordError, match="q_scope listed more than once"):
        parse_record(_record(task="questions", questions=["q_scope", "q_budget", "q_scope"]))
    assert parse_record(_record(task="questions", questions=["q_scope", "q_budget"])).shared.questions == [
        "q_scope", "q_budget"]


@pytest.mark.parametrize("option,a,b", [("window", "4", "8"), ("prefill", "full", "quantized"), ("center", "0", "1"),
                                        ("gain", "search", "norm"), ("sink", "1", "2")])
def test_an_option_given_twice_is_refused(option, a, b) -> None:
    assert option in OPTIONS
    with pytest.raises(SpecError, match=f"option '{option}' is given twice"):
        parse_spec(f"turbo4:{option}={a},{option}={b}")
    with pytest.raises(SpecError, match="given twice"):
        parse_spec(f"turbo4:{option}={a},{option}={a}")  # even when both agree: one value per option


def test_the_schema_and_the_record_check_agree_on_a_single_candidate_mapping() -> None:
    one = _record()
    one["quantized_candidate"] = {"cache_options": "q8_0"}
    assert [b.setting for b in parse_record(one).candidates] == ["q8_0"]
    field = json_schema()["properties"]["quantized_candidate"]
    assert {"$ref": "#/$defs/Candidate"} in field["anyOf"]
    assert any(alt.get("type") == "array" for alt in field["anyOf"])


def test_the_schema_and_the_record_check_agree_on_whole_numbers_written_as_floats() -> None:
    # JSON Schema counts 1.0 as an integer, so the record check must too; 1.5 is refused by both
    assert json_schema()["$defs"]["Shared"]["properties"]["threads"]["anyOf"][0]["type"] == "integer"
    assert parse_record(_record(threads=1.0)).shared.threads == 1
    with pytest.raises(RecordError, match="threads"):
        parse_record(_record(threads=1.5))
    with pytest.raises(RecordError, match="threads"):
        parse_record(_record(threads="1"))
    assert json_schema()["$defs"]["Shared"]["properties"]["questions"]["anyOf"][0]["uniqueItems"] is True


def _handle(max_context: int = 8192) -> SimpleNamespace:
    config = SimpleNamespace(num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, head_dim=64,
                             hidden_size=256)
    return SimpleNamespace(model_id="tiny", max_context=max_context, config=config, dtype="float32")


def test_a_bench_depth_past_the_models_context_is_refused() -> None:
    from kvtrial.bench import check_fits

    with pytest.raises(KvtrialError, match="tiny holds 8192"):
        check_fits(_handle(), [0, 100000], 512, 128, 1, 1 << 40)
    check_fits(_handle(), [0, 7000], 512, 128, 1, 1 << 40)  # fits: no error


def test_a_bench_batch_past_the_devices_memory_is_refused() -> None:
    from kvtrial.bench import check_fits

    # 2 layers x 2 kv heads x 64 dims x 2 (K and V) x 4 bytes = 2 KiB per token and sequence
    with pytest.raises(KvtrialError, match="--batch 100000"):
        check_fits(_handle(), [0], 512, 128, 100000, 1 << 30)
    check_fits(_handle(), [0], 512, 128, 100, 1 << 30)


@pytest.mark.parametrize("args", [["status"], ["export-csv", "out.csv"], ["report", "run-1"]])
def test_a_read_only_command_never_gives_an_empty_ledger_a_schema(tmp_path, capsys, monkeypatch, args) -> None:
    monkeypatch.chdir(tmp_path)
    project = tmp_path / "project"
    project.mkdir()
    (project / LEDGER_FILE).write_bytes(b"")  # just now: younger than any creation race window
    code, _, err = kvtrial(capsys, *args, "--project", project)
    assert code == 2 and "Traceback" not in err and "is empty (0 bytes)" in err, err
    assert (project / LEDGER_FILE).stat().st_size == 0
    assert sorted(p.name for p in project.iterdir()) == [LEDGER_FILE]
    assert not (tmp_path / "out.csv").exists()


@pytest.mark.parametrize("suffix", ["-wal", "-shm", "-journal"])
def test_a_linked_journal_file_is_named_as_a_link(tmp_path, capsys, suffix) -> None:
    project = _project_with_a_run(tmp_path)
    outside = tmp_path / "elsewhere"
    outside.write_bytes(b"")
    side = project / (LEDGER_FILE + suffix)
    side.unlink(missing_ok=True)
    side.symlink_to(outside)
    code, _, err = kvtrial(capsys, "status", "--project", project)
    assert code == 2 and "Traceback" not in err, err
    assert "is a symbolic link" in err and "read-only" not in err, err
    assert side.is_symlink() and outside.read_bytes() == b""
    assert os.readlink(side) == str(outside) and Path(outside).stat().st_size == 0
