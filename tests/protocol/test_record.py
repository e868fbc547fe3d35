"""Registration record: shape checks, placeholders named by path, the three file formats."""

from __future__ import annotations

import copy

import pytest

from kvtrial.protocol.example import write_record
from kvtrial.protocol.record import RecordError, find_placeholders, load_record, parse_record

SEED_RECORD = {  # the seed's design record, verbatim
    "record_type": "experiment_design_not_library_config",
    "shared": {"model_revision": "FIXED_LOCAL_REVISION", "tokenizer_revision": "FIXED_LOCAL_REVISION",
               "sample_id": "writing_case_a", "batch_size": 1, "generation_settings": "FIXED_EXISTING_SETTINGS",
               "weight_precision": "UNCHANGED"},
    "ordinary": {"entry": "EXISTING_WORKING_ENTRY", "cache_options": "ARCHIVED_BASELINE_OPTIONS"},
    "quantized_candidate": {"enabled": False, "backend": "VERIFY_BEFORE_USE", "dependency_versions": "VERIFY_BEFORE_USE",
                            "cache_options": "MAP_FROM_VERSIONED_DOCS"},
    "fallback_entry": "ordinary",
}

GOOD = {
    "record_type": "experiment_design_not_library_config",
    "shared": {"model": "m", "model_revision": "abc123", "tokenizer_revision": "def456", "sample_id": "writing_case_a"},
    "ordinary": {"entry": "ordinary", "backend": "native", "cache_options": "ordinary"},
    "quantized_candidate": [{"backend": "native", "cache_options": "q8_0"},
                            {"name": "kv-asym", "backend": "native",
                             "cache_options": {"key": "q8_0", "value": "turbo4", "window": 32}},
                            {"backend": "native", "cache_options": "turbo3", "enabled": False}],
    "fallback_entry": "ordinary",
}


def test_seed_record_is_refused_naming_every_placeholder_path() -> None:
    with pytest.raises(RecordError) as err:
        parse_record(SEED_RECORD, "seed.json")
    msg = str(err.value)
    for path in ("shared.model_revision = FIXED_LOCAL_REVISION", "shared.generation_settings = FIXED_EXISTING_SETTINGS",
                 "shared.weight_precision = UNCHANGED", "ordinary.entry = EXISTING_WORKING_ENTRY",
                 "quantized_candidate.backend = VERIFY_BEFORE_USE",
                 "quantized_candidate.cache_options = MAP_FROM_VERSIONED_DOCS"):
        assert path in msg
    assert len(find_placeholders(SEED_RECORD)) == 9


def test_placeholder_in_a_list_candidate_names_its_index() -> None:
    data = copy.deepcopy(GOOD)
    data["quantized_candidate"][1]["backend"] = "VERIFY_BEFORE_USE"
    with pytest.raises(RecordError, match=r"quantized_candidate\[1\]\.backend = VERIFY_BEFORE_USE"):
        parse_record(data)


def test_good_record_parses_with_several_candidates() -> None:
    rec = parse_record(GOOD)
    assert [b.name for b in rec.branches] == ["ordinary", "q8_0", "kv-asym"]  # the disabled one does not run
    assert rec.candidates[1].setting == "q8_0/turbo4:window=32"
    assert rec.matrix.profile == "quick" and rec.matrix.cell_inputs and rec.matrix.repeat_count == 2
    assert parse_record(rec.to_dict()).to_dict() == rec.to_dict()  # round trip
    threaded = copy.deepcopy(GOOD)
    threaded["shared"]["threads"] = 1
    assert parse_record(threaded).shared.threads == 1 and parse_record(threaded).to_dict()["shared"]["threads"] == 1


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(record_type="library_config"),
     "record_type: Input should be 'experiment_design_not_library_config'"),
    (lambda d: d.update(fallback_entry="q8_0"), "fallback_entry must name the ordinary entry"),
    (lambda d: d["shared"].update(batch_size=4), r"shared.batch_size: Input should be 1 \(got 4\)"),
    (lambda d: d["shared"].update(generation_settings={"decoding": "sample"}),
     "shared.generation_settings.decoding: Input should be 'greedy'"),
    (lambda d: d["ordinary"].update(cache_options="q8_0"), "ordinary.cache_options: Input should be 'ordinary'"),
    (lambda d: d.update(extra_field=1), "extra_field: unknown field"),
    (lambda d: d.update(matrix={"profile": "custom", "input_tokens": [0]}),
     r"matrix.input_tokens\[0\]: Input should be greater than or equal to 1"),
    (lambda d: d["shared"].pop("model"), "shared.model: Field required"),
    (lambda d: d["shared"].update(threads=0), "shared.threads: Input should be greater than or equal to 1"),
])
def test_shape_errors_name_the_field(mutate, message) -> None:
    data = copy.deepcopy(GOOD)
    mutate(data)
    with pytest.raises(RecordError, match=message):
        parse_record(data)


@pytest.mark.parametrize("suffix", [".json", ".yaml", ".toml"])
def test_three_file_formats_load_the_same_record(tmp_path, suffix) -> None:
    path = write_record(GOOD, tmp_path / f"rec{suffix}")
    assert load_record(path).to_dict() == parse_record(GOOD).to_dict()


@pytest.mark.parametrize("suffix, text, message", [
    (".json", '{"record_type": ', "not valid JSON"),
    (".yaml", "shared: [unclosed", "not valid YAML"),
    (".toml", "shared = = 1", "not valid TOML"),
    (".json", "[1, 2]", "must be a mapping at the top level"),
    (".ini", "x=1", "unknown file type"),
])
def test_malformed_files(tmp_path, suffix, text, message) -> None:
    path = tmp_path / f"rec{suffix}"
    path.write_text(text)
    with pytest.raises(RecordError, match=message):
        load_record(path)


def test_missing_file(tmp_path) -> None:
    with pytest.raises(RecordError, match="does not exist"):
        load_record(tmp_path / "nope.json")


def test_the_fact_language_defaults_to_english_and_round_trips():
    rec = parse_record(copy.deepcopy(GOOD), "good")
    assert rec.shared.language == "en" and "language" not in rec.to_dict()["shared"]
    data = copy.deepcopy(GOOD)
    data["shared"]["language"] = "zh"
    rec = parse_record(data, "zh")
    assert rec.shared.language == "zh" and parse_record(rec.to_dict(), "again").shared.language == "zh"


def test_an_unknown_fact_language_is_refused_with_the_allowed_ones():
    data = copy.deepcopy(GOOD)
    data["shared"]["language"] = "de"
    with pytest.raises(RecordError, match=r"shared\.language.*'en', 'zh' or 'ru'|shared\.language.*en.*zh.*ru"):
        parse_record(data, "bad")


def test_a_question_id_in_capitals_is_a_wrong_spelling_not_a_placeholder() -> None:
    data = copy.deepcopy(GOOD)
    data["shared"]["task"] = "questions"
    data["shared"]["questions"] = ["Q_BUDGET"]
    with pytest.raises(RecordError) as err:
        parse_record(data)
    assert "placeholder" not in str(err.value) and "shared.questions[0]" in str(err.value)
    assert "q_budget" in str(err.value)  # the allowed ids are named
