"""An item of the fact-check material's word pools. The pools themselves are each language's data
(`Pools` in kvtrial.facts.languages: English in en.py; part of MATERIAL_VERSION: any edit to them changes
generated material and must bump the version in material.py).

Every item has match patterns (lower-case word stems joined by spaces/hyphens) that the grader
uses to find it in an output. Patterns are disjoint across pools, and none of them (nor any
date, amount, approval or progress word) can appear in a background paragraph; a test checks it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    phrase: str  # as written in the source, e.g. "the training of the front-line clerks"
    patterns: tuple[str, ...]  # any one of them found in an output means the item is mentioned
    short: str = ""  # a few words for answers, e.g. "front-line clerk training"
    plural: bool = False  # takes "have"/"are" in the fact sentence
    # a place, as a site is ("the Madrid sales office"): an excluded place may be told as the workflow's site
    place: bool = False
