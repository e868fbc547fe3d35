"""Fixtures the fact grader's class tests share."""

from __future__ import annotations

import pytest

from kvtrial.facts.material import approximate_tokens, build_material
from tests.facts.test_grader_classes_all_languages import LANGS


@pytest.fixture(scope="session")
def mats():
    """The material of seeds 1, 5 and 8 in every language, built once: {(language, seed): Material}."""
    return {(lang, seed): build_material(seed, 1024, approximate_tokens, language=lang)
            for lang in LANGS for seed in (1, 5, 8)}
