"""The record schema: every field checked once with its allowed range, every problem reported at once
with its path, and the same rules exported as JSON Schema (`kvtrial schema`)."""

from __future__ import annotations

import copy
import json

import pytest

from kvtrial.protocol.record import RecordError, load_record, parse_record
from kvtrial.protocol.record_schema import json_schema
from tests.protocol.cli_helpers import kvtrial

GOOD = {
    "record_type": "experiment_design_not_library_config",
    "shared": {"model": "m", "model_revision": "abc123", "tokenizer_revision": "def456", "sample_id": "writing_case_a"},
    "quantized_candidate": [{"backend": "native", "cache_options": "q8_0"},
                            {"name": "kv-asym", "cache_options": {"key": "q8_0", "value": "turbo4", "window": 32}}],
    "fallback_entry": "ordinary",
}


def _refused(mutate) -> str:
    data = copy.deepcopy(GOOD)
    mutate(data)
    with pytest.raises(RecordError) as err:
        parse_record(data, "r.json")
    return str(err.value)


def test_every_problem_of_a_record_is_reported_at_once_with_its_path() -> None:
    def many(d):
        d["quantized_candidate"][0]["backend"] = 5
        d["shared"]["device"] = "gpu"
        d["matrix"] = {"short_sample_budget": -3, "warmup": "false", "memory_budget_bytes": -1, "repeats": 0}

    msg = _refused(many)
    for expected in ("quantized_candidate[0].backend: Input should be a valid string (got 5)",
                     "shared.device: must be cpu, cuda or cuda:N (got 'gpu')",
                     "matrix.short_sample_budget: Input should be greater than or equal to 1 (got -3)",
                     "matrix.warmup: Input should be a valid boolean (got 'false')",
                     "matrix.memory_budget_bytes: Input should be greater than or equal to 1 (got -1)",
                     "matrix.repeats: Input should be greater than or equal to 1 (got 0)"):
        assert expected in msg
    assert msg.count(";") == 5  # six problems, one error


@pytest.mark.parametrize("field, value", [("short_sample_budget", 0), ("short_sample_tokens", 8),
                                          ("input_tokens", [768, "1024"]), ("repeats", 2.5)])
def test_out_of_range_or_mistyped_matrix_values_are_refused_not_replaced(field, value) -> None:
    assert f"matrix.{field}" in _refused(lambda d: d.update(matrix={field: value}))


def test_an_empty_candidate_list_is_nothing_to_compare() -> None:
    assert "nothing to compare" in _refused(lambda d: d.update(quantized_candidate=[]))
    def all_disabled(d):
        for c in d["quantized_candidate"]:
            c["enabled"] = False

    assert "every candidate is disabled, so there is nothing to compare" in _refused(all_disabled)


def test_a_setting_in_capitals_is_an_unknown_format_with_a_suggestion_not_a_placeholder() -> None:
    msg = _refused(lambda d: d["quantized_candidate"][0].update(cache_options="Q8_0"))
    assert "placeholder" not in msg
    assert "quantized_candidate[0].cache_options: unknown KV format 'Q8_0'. Did you mean 'q8_0'?" in msg
    assert "unknown KV format 'q5_k'" in _refused(lambda d: d["quantized_candidate"][0].update(cache_options="q5_k"))


def test_names_with_terminal_escape_sequences_are_refused() -> None:
    msg = _refused(lambda d: d["quantized_candidate"][1].update(name="kv\x1b]0;owned\x07"))
    assert "quantized_candidate[1].name: must not hold control characters" in msg


def test_a_deeply_nested_file_is_one_clear_error(tmp_path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(RecordError, match="nests deeper than"):
        load_record(deep)
    nested_notes = copy.deepcopy(GOOD)
    notes: dict = {}
    nested_notes["notes"] = notes
    for _ in range(40):
        notes["n"] = {}
        notes = notes["n"]
    path = tmp_path / "notes.json"
    path.write_text(json.dumps(nested_notes))
    with pytest.raises(RecordError, match="nests deeper than 32 levels"):
        load_record(path)


def test_the_json_schema_agrees_with_the_checks() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(GOOD, schema)
    bad = copy.deepcopy(GOOD)
    bad["matrix"] = {"warmup": "false", "short_sample_budget": -3}
    bad["surprise"] = 1
    messages = {e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(bad)}
    assert len(messages) == 3, messages


def test_schema_command_prints_and_writes_the_schema(tmp_path, capsys) -> None:
    code, out, err = kvtrial(capsys, "schema")
    assert code == 0, err
    assert json.loads(out)["title"] == "kvtrial registration record"
    code, out, err = kvtrial(capsys, "schema", "--out", tmp_path / "record.schema.json")
    assert code == 0, err
    assert json.loads((tmp_path / "record.schema.json").read_text()) == json_schema()
