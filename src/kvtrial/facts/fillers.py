"""A hesitation said between two commas ("the Madrid office, uh, is not part of it", "马德里销售办事处，呃，明确不算在
里面"): blanked with the comma after it, so the sentence reads on across it as it was meant. Only a filler standing alone
between commas is blanked; one inside words ("um" in "umbrella") or opening a sentence is left to the talk's frame."""

from __future__ import annotations

import re

from kvtrial.facts.languages import LANGUAGE_CODES, get_language


def fillers_blanked(text: str, language: str) -> str:
    """The text with each comma-enclosed filler of the language and the comma after it turned to spaces, each line
    keeping its length (offsets into the brief stay true)."""
    if language not in LANGUAGE_CODES:
        return text
    filler = get_language(language).layout.filler
    between = re.compile(r"(?<=[,，、])[ \t\u3000]*(?:" + filler.pattern + r")[ \t\u3000]*[,，、]",
                         filler.flags | re.IGNORECASE)
    return between.sub(lambda m: " " * len(m.group()), text)
