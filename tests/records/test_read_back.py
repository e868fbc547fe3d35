"""The read-back's stored text form: written and read in one place, the same for every outcome."""

from __future__ import annotations

import pytest

from kvtrial.records.read_back import ReadBack, ReadBackKind


@pytest.mark.parametrize("found", [ReadBack.found("q8_0/turbo4", True), ReadBack.found("q8_0/turbo4;0-3=q8_0", False),
                                   ReadBack.mixed({("q4_0", "q4_0"), ("q8_0", "turbo4")}), ReadBack.found("f32", True)])
def test_every_outcome_reads_back_from_its_text(found: ReadBack) -> None:
    assert ReadBack.parse(found.text()) == found


def test_the_stored_forms() -> None:
    assert ReadBack.found("q8_0", False).text() == "unconfirmed:q8_0"
    assert ReadBack.mixed({("q8_0", "q8_0"), ("q4_0", "q4_0")}).text() == "mixed:q4_0/q4_0;q8_0/q8_0"
    assert ReadBack.parse(" q4_0 ").kind is ReadBackKind.CONFIRMED and ReadBack.parse("q4_0").confirmed
    assert not ReadBack.parse("mixed:a/a;b/b").confirmed and not ReadBack.parse("unconfirmed:q4_0").confirmed
