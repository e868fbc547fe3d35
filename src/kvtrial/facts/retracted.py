"""A date a correction sets aside by name, after the one that stands on its line ("Correction / Paragraph [8] says the pilot ends
on 15 June 2026, not 15 July 2026.", "Поправка: … заканчивается 15 июня 2026 г., а не 15 июля", "更正：……2026年6月15日
结束，不是2026年7月15日"): the same day told earlier in the brief is taken back there too, no value of the brief. The
line is a correction when it, its paragraph before it, or the heading over that paragraph holds the language's
correction words (`Cues.corrected`), or when it cites the source's paragraph for the value that stands. A dialogue's
turns doing the same are `turns._set_aside_before`'s; a date told again with no such line stands, and is graded."""

from __future__ import annotations

import re

from kvtrial.facts.languages.model import Cues, Forms
from kvtrial.facts.parse import DateMention, find_citations, find_dates

__all__ = ["corrections_set_aside"]

Span = tuple[int, int]

# a line: a date's own abbreviation ("2026 г.") ends no sentence, so the correction is read on its line
_LINE = re.compile(r"[^\n]+")
# a paragraph's start: a blank line before it
_BLANK = re.compile(r"\n[ \t]*\n")
# a heading over a paragraph: one short line of words alone, no value ("Correction", "Поправка", "更正")
_HEADING_WORDS = 6


def corrections_set_aside(text: str, cues: Cues, forms: Forms) -> list[Span]:
    """The earlier dates a correction's line sets aside by a negation right before a date (`Cues.not_value`),
    after a date of its own on the line (see the module's note): each told before the line, with the same day
    and month (and year, where both give one)."""
    told = sorted(find_dates(text, forms), key=lambda d: d.start)
    out: list[Span] = []
    for m in _LINE.finditer(text):
        own = [d for d in told if m.start() <= d.start and d.end <= m.end()]
        if len(own) < 2:
            continue
        aside = [d for n, d in enumerate(own) if n and d.day is not None and
                 cues.not_value.search(text, max(own[n - 1].end, d.start - 12), d.start)]
        if not aside or not _is_correction(text, m.start(), m.group(0), cues, forms):
            continue
        for d in aside:
            out += [(x.start, x.end) for x in told if x.end <= m.start() and _same_day(x, d)]
    return out


def _same_day(x: DateMention, d: DateMention) -> bool:
    return (x.day, x.month) == (d.day, d.month) and (None in (x.year, d.year) or x.year == d.year)


def _is_correction(text: str, start: int, line: str, cues: Cues, forms: Forms) -> bool:
    """True when the line at `start` corrects: its own words, its paragraph before it or the heading right over
    that paragraph say so (`Cues.corrected`), or it cites the source's paragraph (`find_citations`)."""
    if cues.corrected.search(line) or find_citations(line, forms):
        return True
    blanks = list(_BLANK.finditer(text, 0, start))
    para = blanks[-1].end() if blanks else 0
    if cues.corrected.search(text, para, start):
        return True
    if not blanks:
        return False
    # the heading alone on its paragraph right before ("Correction\n\nThe pilot ends on …, not …")
    before = text[:blanks[-1].start()].rstrip("\n")
    heading = before[before.rfind("\n") + 1:]
    return len(heading.split()) <= _HEADING_WORDS and not re.search(r"\d", heading) and \
        bool(cues.corrected.search(heading))
