"""Each candidate is paired with its own engine's ordinary branch: llama.cpp candidates with llama.cpp's
f16 branch, never with transformers' DynamicCache; a record without that branch is refused by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from kvtrial.protocol.record import RecordError, parse_record
from kvtrial.protocol.reference import BranchRef, pair_branches
from kvtrial.protocol.resolve import resolve_record
from tests.protocol.conftest import tiny_record

LLAMA = [{"name": "llama-f16", "backend": "llama.cpp", "cache_options": "f16"},
         {"name": "llama-q8_0", "backend": "llama.cpp", "cache_options": "q8_0"}]


def test_candidates_pair_with_their_own_engines_ordinary():
    pairing = pair_branches([BranchRef("ordinary", "native", "ordinary"), BranchRef("q8_0", "native", "q8_0"),
                             BranchRef("quanto", "transformers-quanto", "quanto-int4"),
                             BranchRef("llama-q8_0", "llama.cpp", "q8_0"), BranchRef("llama-f16", "llama.cpp", "f16"),
                             BranchRef("llama-q4", "llama.cpp", "q8_0/q4_0")])
    assert pairing.problems == ()
    assert pairing.references == {"q8_0": "ordinary", "quanto": "ordinary", "llama-q8_0": "llama-f16",
                                  "llama-f16": "ordinary", "llama-q4": "llama-f16"}
    assert pairing.engine_references == {"llama-f16"}
    assert pairing.engines["llama-q4"] == "llama.cpp" and pairing.engines["quanto"] == "transformers"


def test_a_llama_cpp_ordinary_entry_is_the_reference_of_llama_cpp_candidates():
    pairing = pair_branches([BranchRef("ordinary", "llama.cpp", "f16"), BranchRef("q8_0", "llama.cpp", "q8_0"),
                             BranchRef("native-q8_0", "native", "q8_0"), BranchRef("hf", "native", "ordinary")])
    assert pairing.problems == ()
    assert pairing.references == {"q8_0": "ordinary", "native-q8_0": "hf", "hf": "ordinary"}


def test_missing_engine_reference_is_one_problem_naming_the_fix():
    pairing = pair_branches([BranchRef("ordinary", "native", "ordinary"), BranchRef("a", "llama.cpp", "q8_0"),
                             BranchRef("b", "llama.cpp", "q4_0")])
    assert len(pairing.problems) == 1
    text = pairing.problems[0]
    assert "(a, b)" in text and "'f16'" in text and '"cache_options": "f16"' in text and "never compared" in text


def test_resolve_refuses_llama_cpp_candidates_without_its_f16_branch(tiny_folder: Path):
    data = tiny_record(tiny_folder)
    data["quantized_candidate"] = [LLAMA[1]]
    with pytest.raises(RecordError, match=r"no llama\.cpp branch with its ordinary cache 'f16'.*llama\.cpp-f16"):
        resolve_record(parse_record(data))
    data["quantized_candidate"] = list(LLAMA)
    resolved = resolve_record(parse_record(data))
    refs = {b.name: b.reference for b in resolved.branches}
    assert refs == {"ordinary": None, "llama-f16": None, "llama-q8_0": "llama-f16"}


def test_records_without_other_engines_resolve_as_before(tiny_folder: Path):
    resolved = resolve_record(parse_record(tiny_record(tiny_folder)))
    assert all(b.reference is None for b in resolved.branches)
    assert all("reference" not in b for b in resolved.document["branches"])  # stored as before pairing existed
