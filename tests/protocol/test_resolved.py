"""The resolution document the ledger stores: derived from the placed record and what was found here."""

from __future__ import annotations

from pathlib import Path

from kvtrial.protocol.record import parse_record
from kvtrial.protocol.resolve import resolve_record
from kvtrial.protocol.resolved import config_version_of
from tests.protocol.conftest import tiny_record


def test_the_document_keeps_its_shape_and_names_the_placed_record(tiny_folder: Path):
    data = tiny_record(tiny_folder, input_tokens=[950, 850, 950])
    del data["shared"]["weight_precision"], data["matrix"]["repeats"]  # placement and the profile settle them
    resolved = resolve_record(parse_record(data))
    doc = resolved.document
    assert list(doc) == ["record_type", "model", "shared", "branches", "fallback_entry", "matrix", "software"]
    assert doc["model"]["id"] == str(tiny_folder) and doc["model"]["max_context"] == resolved.max_context
    assert (doc["shared"]["device"], doc["shared"]["weight_precision"], doc["shared"]["decoding"]) == (
        "cpu", "float32", "greedy")
    # the cells as they run: each length once, in order, and the repeats the profile gives
    assert (doc["matrix"]["input_tokens"], doc["matrix"]["output_budgets"], doc["matrix"]["repeats"]) == ([850, 950],
                                                                                                          [6], 2)
    assert [b["name"] for b in doc["branches"]] == ["ordinary", "q8_0"]
    assert resolved.config_version == config_version_of(doc)
    assert [b.name for b in resolved.runnable] == ["ordinary", "q8_0"]


def test_a_prefill_chunk_is_a_shared_setting_that_changes_the_config_version_only_when_set(tiny_folder: Path):
    # A record written before chunked prefill (no field) keeps the document, and so the config version, it had.
    data = tiny_record(tiny_folder)
    plain = resolve_record(parse_record(data))
    assert "prefill_chunk_size" not in plain.document["shared"]
    data["shared"]["generation_settings"]["prefill_chunk_size"] = 512
    chunked = resolve_record(parse_record(data))
    assert chunked.document["shared"]["prefill_chunk_size"] == 512
    assert chunked.config_version != plain.config_version
    assert chunked.record.shared.generation_settings.prefill_chunk_size == 512
