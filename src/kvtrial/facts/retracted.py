"""A date or an amount a correction sets aside by name, beside the one that stands on its line ("Correction /
Paragraph [8] says the pilot ends on 15 June 2026, not 15 July 2026.", "Поправка: … заканчивается 15 июня 2026 г., а
не 15 июля", "更正：……2026年6月15日结束，不是2026年7月15日", "The budget is CHF 60,500, not CHF 65,500.", or the
value given in error first: "更正：上文误写为9月4日，应为2026年9月14日"): the same day or sum told earlier in the brief
is taken back there too, no value of the brief. The line is a correction when it, its paragraph before it, or the
heading over that paragraph holds the language's correction words (`Cues.corrected`), or when it cites the source's
paragraph for the value that stands. A dialogue's turns doing the same are `turns._set_aside_before`'s; a value told
again with no such line stands, and is graded."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Sequence
from typing import NamedTuple, TypeVar

from kvtrial.facts.cues import role_after
from kvtrial.facts.languages.model import Cues, Forms
from kvtrial.facts.parse import AmountMention, DateMention, find_amounts, find_citations, find_dates

__all__ = ["corrected_roles", "corrections_set_aside", "negated", "role_of", "same_day", "same_sum", "within"]

Span = tuple[int, int]
# a value a line tells: a date or an amount
_V = TypeVar("_V", DateMention, AmountMention)

# a line: a date's own abbreviation ("2026 г.") ends no sentence, so the correction is read on its line
_LINE = re.compile(r"[^\n]+")
# a paragraph's start: a blank line before it
_BLANK = re.compile(r"\n[ \t]*\n")
# a heading over a paragraph: one short line of words alone, no value ("Correction", "Поправка", "更正")
_HEADING_WORDS = 6


def corrections_set_aside(text: str, cues: Cues, forms: Forms) -> list[Span]:
    """The earlier dates and amounts a correction's line sets aside (see the module's note), each beside one of its
    own that stands: told before the line, the same day and month (and year, where both give one), or the same sum."""
    told = sorted(find_dates(text, forms), key=lambda d: d.start)
    sums = sorted(find_amounts(text, forms), key=lambda a: a.start)
    out: list[Span] = []
    for line in _correction_lines(text, told, sums, cues, forms):
        for d in line.aside:
            out += [(x.start, x.end) for x in told if x.end <= line.start and same_day(x, d)]
        for a in line.aside_sums:
            same = [(x.start, x.end) for x in sums if x.end <= line.start and same_sum(x, a)]
            out += same + [(a.start, a.end)] * bool(same)  # (the sum named to be set aside is none either)
    return out


def corrected_roles(text: str, cues: Cues, forms: Forms) -> dict[Span, str]:
    """The role of the pilot's start or end a correction's standing date takes from the earlier date it sets aside,
    where the line names no role before it ("The pilot ends on 3 November 2026." ... "Update: it is 13 October 2026,
    not 3 November.", "Поправка: правильно — 13 октября 2026 г., а не 3 октября", "更正：应为2026年10月13日，不是10月3日"):
    the value that stands is the fact's new value, right or wrong, no date of its own. By the standing date's span."""
    told = sorted(find_dates(text, forms), key=lambda d: d.start)
    out: dict[Span, str] = {}
    for line in _correction_lines(text, told, [], cues, forms):
        roles = {r for d in line.aside for x in told if x.end <= line.start and same_day(x, d)
                 for r in [role_of(text, x, told, cues)] if r is not None}
        if len(roles) != 1:
            continue  # (none told, or both: which fact it corrects is not said)
        standing = [d for d in line.dates if d not in line.aside and d.day is not None]
        if len(standing) == 1 and not any(cues.roles[r].search(text, line.start, standing[0].start)
                                          for r in ("start", "end") if r in cues.roles):
            out[(standing[0].start, standing[0].end)] = roles.pop()
    return out


class _Correction(NamedTuple):
    """A line that corrects: where it starts, its dates, and the dates (with a day) and amounts it sets aside."""
    start: int
    dates: list[DateMention]
    aside: list[DateMention]
    aside_sums: list[AmountMention]


def _correction_lines(text: str, told: Sequence[DateMention], sums: Sequence[AmountMention], cues: Cues,
                      forms: Forms) -> Iterator[_Correction]:
    """The brief's lines that set a date or an amount aside (`_aside`) and correct (`_is_correction`); `told` and
    `sums` are the brief's dates and amounts in text order (each line's found by bisection: a long brief read once)."""
    date_starts, sum_starts = [d.start for d in told], [a.start for a in sums]
    for m in _LINE.finditer(text):
        own = within(told, date_starts, m.start(), m.end())
        aside = [d for d in _aside(text, own, m.start(), m.end(), cues) if d.day is not None]
        aside_sums = _aside(text, within(sums, sum_starts, m.start(), m.end()), m.start(), m.end(), cues)
        if (aside or aside_sums) and _is_correction(text, m.start(), m.group(0), cues, forms):
            yield _Correction(m.start(), own, aside, aside_sums)


def within(values: Sequence[_V], starts: list[int], start: int, end: int) -> list[_V]:
    """The values (in text order, `starts` theirs) lying wholly between `start` and `end`."""
    return [v for v in values[bisect.bisect_left(starts, start):bisect.bisect_left(starts, end)] if v.end <= end]


def role_of(text: str, x: DateMention, told: Sequence[DateMention], cues: Cues,
            among: tuple[str, ...] = ("start", "end")) -> str | None:
    """The start's or the end's role (or another of `among`) a date is told in: the cue right after it, else the last
    one before it since the date before it on its line ("ends on 3 November", "по 3 ноября", "2026年11月3日结束")."""
    line_start = text.rfind("\n", 0, x.start) + 1
    prev = max([d.end for d in told if line_start <= d.end <= x.start] + [line_start])
    nxt = min([d.start for d in told if d.start >= x.end] + [len(text)])
    roles = [r for r in among if r in cues.roles]
    # (read on its line: the next line's label, "- Start: 9 June\n- End: …", is the next date's)
    line_end = text.find("\n", x.end)
    line_end = len(text) if line_end < 0 else line_end
    after = role_after(cues, text[x.end:min(nxt, line_end)], nxt < line_end)
    if after in roles:
        return after
    best, role = -1, None
    for r in roles:
        for c in cues.roles[r].finditer(text[prev:x.start]):
            if c.end() > best:
                best, role = c.end(), r
    return role


def _aside(text: str, own: Sequence[_V], start: int, end: int, cues: Cues) -> list[_V]:
    """The values of a line (two or more, one standing) that it sets aside: by a negation right before one after
    another ("…, not 4 September", "…, а не 4 сентября", "…，不是9月4日"), or as the first one after words saying it
    was given in error (`Cues.draft_said`'s group `error`: "the end date above was wrongly given as 4 September; it is
    14 September", "выше ошибочно указано 4 сентября", "上文误写为9月4日，应为9月14日")."""
    if len(own) < 2:
        return []
    out = negated(text, own, cues)
    for e in cues.draft_said.finditer(text, start, end):
        if e.groupdict().get("error") is None:
            continue
        after = [v for v in own if v.start >= e.end()]
        if after and after[0] is not own[-1] and after[0] not in out:
            out.append(after[0])
    return out


def negated(text: str, own: Sequence[_V], cues: Cues) -> list[_V]:
    """The values of a run (a line's, a turn's; in text order) after its first that a negation right before sets
    aside (`Cues.not_value`: "…, not 4 September", "…, а не 4 сентября", "…，不是9月4日")."""
    return [v for n, v in enumerate(own) if n and cues.not_value.search(text, max(own[n - 1].end, v.start - 12), v.start)]


def same_sum(x: AmountMention, a: AmountMention) -> bool:
    return x.value == a.value and x.currency == a.currency


def same_day(x: DateMention, d: DateMention) -> bool:
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
