"""A template's slot left unfilled with digits among its marks ("XX.XX.2027", "20XX年X月X日", "ХХ.ХХ.2026"): a small
model's leftover that gives no value of a fact, though a digit in it would read as a year or a count. Its digits are
masked as the slot's own marks, so the slot stays a slot (`Cues.template_slot`) and no number, date or amount is read
from it."""

from __future__ import annotations

import re

from kvtrial.facts.languages import LANGUAGE_CODES, get_language


def slot_digits_masked(text: str, language: str) -> str:
    """The text with each digit inside a template's slot turned to "X", each line keeping its length (offsets into the
    brief stay true)."""
    if language not in LANGUAGE_CODES:
        return text
    slot = get_language(language).cues.template_slot
    return slot.sub(lambda m: re.sub(r"\d", "X", m.group()), text)
