"""The languages of the fact check: one `Language` (kvtrial.facts.languages.model) per module."""

from __future__ import annotations

import functools

from kvtrial.errors import MaterialError
from kvtrial.facts.cues import add_synonyms
from kvtrial.facts.languages.model import Language

LANGUAGE_CODES = ("en", "zh", "ru")


@functools.cache
def get_language(code: str) -> Language:
    """The language for a code: en (English), zh (Chinese, Simplified), ru (Russian). Loading one makes the
    grader read its synonyms of the pool items (kvtrial.facts.cues.mentions)."""
    lang = _load(code)
    add_synonyms(lang.cues.synonyms)
    return lang


def _load(code: str) -> Language:
    if code == "en":
        from kvtrial.facts.languages.en import ENGLISH
        return ENGLISH
    if code == "zh":
        from kvtrial.facts.languages.zh import CHINESE
        return CHINESE
    if code == "ru":
        from kvtrial.facts.languages.ru import RUSSIAN
        return RUSSIAN
    raise MaterialError(f"unknown language {code!r}; the fact check speaks {', '.join(LANGUAGE_CODES)} "
                        "(en: English, zh: Chinese, Simplified; ru: Russian)")


__all__ = ["LANGUAGE_CODES", "Language", "get_language"]
