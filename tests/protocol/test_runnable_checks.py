"""Fault injection, class "checks": what a check accepts must run, and a command that only reads never
writes. A record naming a question twice, a setting giving an option twice, a bench depth past the
model's context or a batch past the device's memory are refused up front; the JSON Schema and the
record check accept the same records; an empty ledger and a linked journal file are named as what
they are, and left as found."""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace

import pytest

from kvtrial.cache.spec import OPTIONS, parse_spec
from kvtrial.errors import KvtrialError, SpecError
from kvtrial.protocol.ledger import LEDGER_FILE, Ledger, RunStatus
from kvtrial.protocol.record import RecordError, parse_record
from kvtrial.protocol.record_schema import json_schema
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


@pytest.mark.parametrize("text", ["0,0", "0,1024,0", "512, 512"])
def test_a_bench_depth_listed_twice_is_refused(text) -> None:
    from kvtrial.bench import parse_depths

    with pytest.raises(KvtrialError, match="distinct depths"):
        parse_depths(text)
    assert parse_depths("0,1024") == [0, 1024]


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


# --------------------------------------------------------------------------- kvtrial tune: every argument before any scoring

def _measurements(path: Path, data: object) -> Path:
    import json

    path.write_text(json.dumps(data))
    return path


def _tune_cases(tmp: Path) -> list[tuple[list[str], str]]:
    good_key = {"model": "m", "corpus": "c", "calib_n_ctx": 16, "calib_windows": 1, "step": 16}
    (tmp / "folder").mkdir()
    (tmp / "project").mkdir()
    _project_with_a_run(tmp / "project")
    ledger = tmp / "project" / "project" / LEDGER_FILE
    measured = _measurements(tmp / "m.json", {"key": good_key, "kld": {"0:keys": {"q8_0": 0.001}}})
    (tmp / "garbage.json").write_text("this is not JSON")
    return [
        (["--bits", "nan"], "--bits nan is not a budget"),
        (["--bits", "-1"], "--bits -1 is not a budget"),
        (["--bits", "0"], "--bits 0 is not a budget"),
        (["--bits", "inf"], "--bits inf is not a budget"),
        (["--bits", ",,,"], "--bits must be bit budgets separated by commas"),
        (["--bits", "3.5,,4.5"], "(an empty item)"),
        (["--bits", "four"], "--bits must be bit budgets separated by commas"),
        (["--max-kld", "-1"], "--max-kld must be a mean KL above 0"),
        (["--max-kld", "nan"], "--max-kld must be a mean KL above 0"),
        (["--max-kld", "0"], "--max-kld must be a mean KL above 0"),
        (["--formats", ""], "--formats names no format"),
        (["--formats", " , "], "--formats names no format"),
        (["--out", str(ledger)], "one of the records of the project"),
        (["--out", str(tmp / "folder")], "it is a folder"),
        (["--out", "/dev/null"], "it is a device"),
        (["--measurements", str(ledger)], "one of the records of the project"),
        (["--measurements", str(tmp / "folder")], "it is a folder"),
        (["--measurements", str(tmp / "garbage.json")], "is not JSON"),
        (["--measurements", str(_measurements(tmp / "list.json", [1, 2]))], "is not one `kvtrial tune` wrote"),
        (["--measurements", str(_measurements(tmp / "keyless.json", {"kld": {}}))], "is not one `kvtrial tune` wrote"),
        (["--measurements", str(_measurements(tmp / "nan.json", {"key": good_key, "kld": {"0:keys": {"q8_0": float("nan")}}}))],
         "is nan; a mean KL is a finite number >= 0"),
        (["--measurements", str(_measurements(tmp / "neg.json", {"key": good_key, "kld": {"0:keys": {"q8_0": -0.5}}}))],
         "is -0.5; a mean KL is a finite number >= 0"),
        (["--measurements", str(_measurements(tmp / "str.json", {"key": good_key, "kld": {"0:keys": {"q8_0": "0.1"}}}))],
         "is '0.1'; a mean KL"),
        (["--measurements", str(_measurements(tmp / "flat.json", {"key": good_key, "kld": {"0:keys": 0.1}}))],
         "must map formats to mean KL"),
        (["--measurements", str(measured), "--out", str(measured)], "which is the --measurements file"),
        (["--measurements", str(tmp / "new.json"), "--out", str(tmp / "new.json")], "which is the --measurements file"),
        (["--measurements", str(tmp / "m.png"), "--out", str(tmp / "m.json")], "which is the --measurements file"),
    ]


def test_tune_refuses_every_bad_argument_before_it_loads_a_model(tmp_path, capsys, monkeypatch) -> None:
    from kvtrial import models

    def no_model(*args, **kwargs):
        raise AssertionError("the model was loaded before the arguments were checked")

    monkeypatch.setattr(models, "load_model", no_model)
    monkeypatch.chdir(tmp_path)
    cases = _tune_cases(tmp_path)
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file() and not p.name.endswith(("-wal", "-shm"))}
    for args, fragment in cases:
        code, _, err = kvtrial(capsys, "tune", "--model", "nowhere", "--transfer", "pydoc", *args)
        assert code == 2 and "Traceback" not in err and err.startswith("kvtrial: error:"), (args, err)
        assert fragment in err, (args, err)
    after = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file() and not p.name.endswith(("-wal", "-shm"))}
    assert after == before and not (tmp_path / "new.json").exists()


def test_measurements_of_another_run_are_refused_before_the_first_scoring(tmp_path, monkeypatch) -> None:
    import torch

    import kvtrial.tune.run as run
    from kvtrial.tune.sensitivity import Item, Measurements

    path = tmp_path / "m.json"
    Measurements(path, {"model": "a"}).put(Item(0, "keys", 64), "q8_0", 0.1)
    kept = path.read_bytes()

    def no_scoring(*args, **kwargs):
        raise AssertionError("scored before the measurements file was checked")

    monkeypatch.setattr(run, "compute_base", no_scoring)
    tokens = torch.arange(3, 200)
    with pytest.raises(KvtrialError, match="another model, text or schedule"):
        run.tune(object(), tokens, tokens, run.Schedule(16, 1, 16, 1, 8, "exact"), ["q8_0"], [6.0], None, [], path,
                 ("b", "c", "d"))
    assert path.read_bytes() == kept


def test_a_measured_kl_that_is_not_a_number_is_not_stored(tmp_path) -> None:
    from kvtrial.tune.sensitivity import Item, Measurements, read_measurements

    store = Measurements(tmp_path / "m.json", {"model": "a"})
    store.put(Item(0, "keys", 64), "q8_0", -1e-8)  # float rounding of an exact 0: kept, and read back
    with pytest.raises(KvtrialError, match="nothing was stored"):
        store.put(Item(0, "keys", 64), "turbo3", float("nan"))
    assert read_measurements(tmp_path / "m.json").kld == {"0:keys": {"q8_0": -1e-8}}


# --------------------------------------------------------------------------- bidi and zero-width marks

MARKS = ["\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
         "\u2066", "\u2067", "\u2068", "\u2069",
         # invisible format characters beyond the marks: soft hyphen, Arabic letter mark, word joiner, byte-order
         # mark, a variation selector, a tag character
         "\u00ad", "\u061c", "\u2060", "\ufeff", "\ufe0f", "\U000e0041"]


@pytest.mark.parametrize("mark", MARKS, ids=[f"U+{ord(m):04X}" for m in MARKS])
def test_a_candidate_name_with_a_bidi_or_zero_width_mark_is_refused(mark) -> None:
    import re

    record = _record()
    record["quantized_candidate"] = [{"name": f"q8{mark}_0", "cache_options": "q8_0"}]
    with pytest.raises(RecordError, match="bidi / zero-width marks"):
        parse_record(record)
    # the JSON Schema an editor checks with refuses it too (but for the characters beyond the BMP, which a JSON
    # Schema pattern cannot name: the record check refuses those)
    pattern = json_schema()["$defs"]["Candidate"]["properties"]["name"]["anyOf"][0]["pattern"]
    assert (re.search(pattern, f"q8{mark}_0") is None or ord(mark) > 0xFFFF) and re.search(pattern, "q8_0 fast")
    assert parse_record(_record()).candidates[0].setting == "q8_0"


@pytest.mark.parametrize("mark", MARKS, ids=[f"U+{ord(m):04X}" for m in MARKS])
def test_a_bidi_or_zero_width_mark_inside_a_number_fails_the_integrity_check(mark) -> None:
    from kvtrial.integrity import check_characters

    for text in (f"The fee is 1{mark}000 EUR.", f"Rate: 3.{mark}5 %.", f"Total 12{mark},345."):
        result = check_characters(text)
        assert not result.passed and result.evidence["first"][0]["codepoint"] == f"U+{ord(mark):04X}", text
        assert result.evidence["first"][0]["offset"] == text.index(mark)
    # in words and beside a number (an emoji's joiner, a mark before a figure) it is not flagged
    assert check_characters(f"a{mark}b 2024{mark} {mark}12").passed


@contextmanager
def _full_disk():
    """A full disk, simulated without a mount: RLIMIT_FSIZE 0 makes every write to any file fail (EFBIG, as
    ENOSPC would), including SQLite making or growing the ledger's -shm and -wal files; files can still be
    created empty and read. SIGXFSZ is ignored so the failed write is an error, not the end of pytest."""
    import resource
    import signal

    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    old_limit = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, old_limit[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, old_limit)
        signal.signal(signal.SIGXFSZ, old_handler)


_THRESHOLDS = Path(__file__).parents[2] / "src" / "kvtrial" / "data" / "thresholds-example.toml"


@pytest.mark.parametrize("args,said", [(["status"], "run-1"), (["status", "--run", "run-1"], "run-1"),
                                       (["doctor", "run-1"], "no symptom found in 1 rows"),
                                       (["gate", "run-1", "--thresholds", _THRESHOLDS], "stored no thresholds hash")])
def test_a_read_only_command_reads_the_ledger_on_a_full_disk(tmp_path, capsys, args, said) -> None:
    project = _project_with_a_run(tmp_path)
    before = {p.name: p.read_bytes() for p in project.iterdir()}
    with _full_disk():
        code, out, err = kvtrial(capsys, *args, "--project", project)
    assert said in out + err and "disk I/O error" not in err, err  # gate: the run read, its own refusal
    assert code == (2 if args[0] == "gate" else 0), err
    assert {p.name: p.read_bytes() for p in project.iterdir() if p.name in before} == before


def test_a_read_only_open_on_a_full_disk_reads_a_pending_journal_or_says_why_it_cannot(tmp_path) -> None:
    import shutil

    project = _project_with_a_run(tmp_path)
    writer = Ledger.open(project)  # a run holding the ledger open: its -wal holds writes not yet checkpointed
    writer.set_run_status("run-1", RunStatus.FAILED, "stopped")
    with _full_disk():
        reader = Ledger.open(project, create=False, read_only=True)  # through the -shm the writer made
        assert reader.read_only and reader.run("run-1").reason == "stopped"
    with pytest.raises(KvtrialError, match="read-only here"):
        reader.set_run_status("run-1", RunStatus.COMPLETE)
    reader.close()
    crashed = tmp_path / "crashed"  # what a killed run leaves: the ledger and its -wal, no -shm
    crashed.mkdir()
    for name in (LEDGER_FILE, LEDGER_FILE + "-wal"):
        shutil.copyfile(project / name, crashed / name)
    writer.close()
    with _full_disk(), pytest.raises(KvtrialError, match="holds [0-9]+ bytes of recent writes"):
        Ledger.open(crashed, create=False, read_only=True)  # immutable would silently miss the writes
    assert Ledger.open(crashed, create=False, read_only=True).run("run-1").reason == "stopped"


@pytest.mark.parametrize("question", [None, "q_start_date"])
@pytest.mark.parametrize("language", ["en", "ru", "zh"])
def test_the_advised_input_length_builds_in_every_language(tiny_folder, language, question) -> None:
    import re

    from transformers import AutoTokenizer

    from kvtrial.protocol.samples import build_sample

    tokenizer = AutoTokenizer.from_pretrained(tiny_folder)
    with pytest.raises(KvtrialError, match="use at least") as caught:
        build_sample(tokenizer, "s", 300, question, language)
    advised = int(re.search(r"use at least (\d+)", str(caught.value)).group(1))
    sample = build_sample(tokenizer, "s", advised, question, language)  # following the advice passes ...
    assert len(sample.input_ids) <= advised
    with pytest.raises(KvtrialError, match=f"use at least {advised}$"):  # ... and it asks for no more than needed
        build_sample(tokenizer, "s", advised - 1, question, language)


_REPEATED_LINE = {"en": "The pilot starts on 5 May 2026 at the Valencia hub.",
                  "ru": "Пилот начинается 5 мая 2026 года в узле Валенсии.",
                  "zh": "试点于2026年5月5日在巴伦西亚枢纽开始。"}
_LAST_LINE = {"en": "Sources: [1].", "ru": "Источники: [1].", "zh": "来源：第1段。"}


@pytest.mark.parametrize("language", ["en", "ru", "zh"])
@pytest.mark.parametrize("joiner", ["\n", ""])
def test_a_line_repeated_seven_times_is_a_loop_in_every_language(language, joiner) -> None:
    from kvtrial.integrity import check_repetition

    # followed by another line, so it is the repetition inside the text that is caught, not a loop at its end
    text = joiner.join([_REPEATED_LINE[language]] * 7) + "\n" + _LAST_LINE[language]
    result = check_repetition(text)
    assert not result.passed and result.evidence["repeats"] >= 3, result
    ending = check_repetition(joiner.join([_REPEATED_LINE[language]] * 7))  # and at its end, however long the unit
    assert not ending.passed, ending


@pytest.mark.parametrize("name", ["eval_set.txt", "eval_set_ru.txt", "eval_set_zh.txt"])
def test_hand_written_briefs_in_every_language_are_not_loops(name) -> None:
    from kvtrial.integrity import check_repetition

    text = (Path(__file__).parents[1] / "facts" / "briefs" / name).read_text(encoding="utf-8")
    briefs = [part.split("\n---\n", 1)[1] for part in text.split("\n=== ")[1:]]
    assert len(briefs) >= 40
    flagged = [(brief[:40], r.detail) for brief in briefs if not (r := check_repetition(brief)).passed]
    assert flagged == []


def test_the_loop_check_is_linear_in_the_length_of_a_text_without_spaces() -> None:
    import random
    import time

    from kvtrial.integrity import check_repetition

    rng = random.Random(0)
    text = "".join(chr(rng.randrange(0x4E00, 0x9FFF)) for _ in range(300_000))  # 300K characters, no loop
    start = time.perf_counter()
    assert check_repetition(text).passed
    assert time.perf_counter() - start < 5.0


_PLAN = {"setting": "q8_0/turbo4;2-3=q8_0;0-1=q8_0/q8_0", "bits_per_value": 6.1}
_PLAN_SETTING = "q8_0/turbo4;0-3=q8_0"  # the plan's setting, spelled canonically


@pytest.mark.parametrize("named", ["tuned.json", "./plans/../tuned.json"])
def test_a_plan_file_in_a_record_is_read_relative_to_the_record_not_the_working_folder(tmp_path, monkeypatch,
                                                                                       named) -> None:
    import json

    from kvtrial.protocol.record import load_record

    folder = tmp_path / "study"
    (folder / "plans").mkdir(parents=True)
    (folder / "tuned.json").write_text(json.dumps(_PLAN))
    data = _record()
    data["quantized_candidate"] = [{"cache_options": f"plan:{named}"}]
    (folder / "record.json").write_text(json.dumps(data))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "tuned.json").write_text(json.dumps({"setting": "q4_0"}))  # the file a cwd-relative read finds
    monkeypatch.chdir(elsewhere)
    record = load_record(folder / "record.json")
    assert [(c.name, c.setting) for c in record.candidates] == [(f"plan:{named}", _PLAN_SETTING)]
    (folder / "tuned.json").unlink()
    with pytest.raises(RecordError, match=r"quantized_candidate\[0\].cache_options .*record's folder.*does not exist"):
        load_record(folder / "record.json")


def test_init_stores_the_setting_a_plan_file_holds_not_its_path(tiny_folder, tmp_path, capsys, monkeypatch) -> None:
    import json

    from kvtrial.protocol.record import load_record

    monkeypatch.chdir(tmp_path)
    (tmp_path / "tuned.json").write_text(json.dumps(_PLAN))
    code, _, err = kvtrial(capsys, "init", "out/record.json", "--model", tiny_folder, "--candidate", "plan:tuned.json",
                           "--candidate", "q8_0")
    assert code == 0, err
    stored = json.loads((tmp_path / "out" / "record.json").read_text())
    assert [c["cache_options"] for c in stored["quantized_candidate"]] == [_PLAN_SETTING, "q8_0"]
    (tmp_path / "tuned.json").write_text(json.dumps({"setting": "q4_0"}))  # edited (or moved) after init ...
    record = load_record(tmp_path / "out" / "record.json")
    assert [c.setting for c in record.candidates] == [_PLAN_SETTING, "q8_0"]  # ... changes nothing
