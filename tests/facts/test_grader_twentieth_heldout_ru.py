"""Classes of misreading that the twentieth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: 10 March - 22 April 2027, pending with the investment board, the fax gateway out of scope)."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade


# --- remarks on what the brief takes in, how it is written, and what to do where the notes are silent frame the
# brief: no claim of the pilot ------------------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [
    "Почти все абзацы посвящены фону компании, так что в справку включены только данные о самом пилоте.",
    "О каких-либо иных процессах в заметках речи не шло.",
    "Если такие данные нужны, их лучше уточнить у руководства отдельно.",
    "Ниже — сводка основных сведений о пилоте в виде списка пунктов, как вы и просили:",
    "Даты записаны в формате ДД.ММ.ГГГГ, а суммы цифрами.",
])
def test_framing_remarks_claim_nothing(mats, extra):
    g = grade(mats, "ru", 1, extra=extra)
    assert not g.unsupported, g.unsupported
