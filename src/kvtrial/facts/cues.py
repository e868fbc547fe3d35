"""How an item of the material is recognised in free text, and the pieces every language's cue words share;
the cue words themselves are each language's data (`Cues` in kvtrial.facts.languages: English in en.py)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kvtrial.facts.languages.model import Language


def rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# A dash between two dates ("5 May - 4 July", "5 May [2] — 4 July"): the second is the end. A dash after a
# word ("Start — 5 May") is a label's punctuation, not a range.
RANGE_DASH = r"^[\s\[\]【】()（）\d,，]*[-–—~～]\s*$"


def _word(w: str) -> str:
    """One pattern word: "учётн*" is a stem (any ending); Cyrillic е and ё are one letter here."""
    stem = w.endswith("*")
    out = re.sub("[её]", "[её]", re.escape(w.rstrip("*")))
    return out + (r"\w*" if stem else "")


@functools.lru_cache(maxsize=512)
def _any_of(patterns: tuple[str, ...]) -> re.Pattern[str]:
    """Any of the patterns; a word boundary before each, except for Chinese (no spaces)."""
    parts = [("" if re.match(r"[\u3400-\u9fff]", p) else r"\b") + r"[\s-]+".join(_word(w) for w in p.split())
             for p in patterns]
    return rx(r"(?:" + "|".join(parts) + r")")


def item_rx(item: dict[str, Any], lang: Language) -> re.Pattern[str]:
    """The item's patterns and the language's other words for them (`Cues.synonyms`): a function of the item
    and the language alone, never of which languages were loaded before."""
    patterns = tuple(item["patterns"])
    synonyms = lang.cues.synonyms
    return _any_of(patterns + tuple(s for p in patterns for s in synonyms.get(p, ())))


def mentions(item: dict[str, Any], text: str, lang: Language) -> bool:
    """True when `text` names the material's item (any of its patterns or the language's synonyms of them,
    hyphen or space between words)."""
    return bool(item_rx(item, lang).search(text))


def item_matches(item: dict[str, Any], text: str, lang: Language) -> list[re.Match[str]]:
    """Where `text` names the item."""
    return list(item_rx(item, lang).finditer(text))
