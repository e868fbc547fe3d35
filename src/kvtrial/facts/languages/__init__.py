"""The languages of the fact check: one `Language` (kvtrial.facts.languages.model) per module."""

from __future__ import annotations

import functools

from kvtrial.errors import MaterialError
from kvtrial.facts.languages.model import Language, with_english_words

LANGUAGE_CODES = ("en", "zh", "ru")


@functools.cache
def get_language(code: str) -> Language:
    """The language for a code: en (English), zh (Chinese, Simplified), ru (Russian). Loading one changes no
    other state: what the grader reads of a language (its synonyms of the pool items among it) comes from the
    `Language` it is handed, so a grade never depends on which languages were loaded before."""
    return _load(code)


def _load(code: str) -> Language:
    from kvtrial.facts.languages.en import ENGLISH
    if code == "en":
        return ENGLISH
    if code == "zh":
        from kvtrial.facts.languages.zh import CHINESE
        return with_english_words(CHINESE, ENGLISH)
    if code == "ru":
        from kvtrial.facts.languages.ru import RUSSIAN
        return with_english_words(RUSSIAN, ENGLISH)
    raise MaterialError(f"unknown language {code!r}; the fact check speaks {', '.join(LANGUAGE_CODES)} "
                        "(en: English, zh: Chinese, Simplified; ru: Russian)")


__all__ = ["LANGUAGE_CODES", "Language", "get_language"]
