"""A pilot set beside something the brief marks as not this pilot (last year's trial, another team's project, an
option kept only for discussion): that side's dates, amounts, scopes and people are none of the brief's claims.

`other_side_blanked` blanks that side before the brief is read, each line keeping its length and offsets (as
`context.superseded_blanked` does): a table's column whose heading marks it so, a line whose label does, a bracketed
aside doing so after another's name, and a clause saying that something is not this pilot. The pilot's own side,
and a comparison with nothing marked, are read as they are."""

from __future__ import annotations

import re

from kvtrial.facts.cues import mentions
from kvtrial.facts.languages import get_language
from kvtrial.facts.languages.model import Layout
from kvtrial.facts.material import Material

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
# a line's label, before its colon, short enough to name what the line is about ("方案乙（假设，非本试点）：")
_LABEL = re.compile(r"^[^\S\n]*(?P<label>[^:：\n|]{2,60}?)\s*[:：]")
# a bracketed aside right after a quoted or capitalised name ("«Альбатрос» (2025, другая команда)")
_ASIDE = re.compile(r"(?:[»”\"]|\b[A-ZА-ЯЁ][\w-]+)\s*(?P<aside>\([^()\n]{1,120}\)|（[^（）\n]{1,120}）)")
# where a clause ends: a sentence's end or a semicolon, in any of the three languages
_CLAUSE = re.compile(r"[^.;!?。；！？\n]+[.;!?。；！？]?")


def _blank(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if chars[i] not in "\n|":
            chars[i] = " "


def _markers(layout: Layout, project: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The strong marker (anywhere in a clause) and the marker a heading, a label or an aside may carry."""
    name = re.escape(project) if project else r"(?!)"
    named = rf"{layout.not_named}[«“\"']?{name}(?![\w'’])" if project else r"(?!)"
    strong = re.compile(rf"(?:{layout.other_side.pattern})|(?:{named})", layout.other_side.flags | re.IGNORECASE)
    weak = re.compile(rf"(?:{strong.pattern})|(?:{layout.other_party.pattern})", re.IGNORECASE)
    return strong, weak


def _table_columns(lines: list[str], offsets: list[int], weak: re.Pattern[str], chars: list[str]) -> set[int]:
    """Blank the columns of each Markdown table whose heading marks them as another's, where another column stays
    for the pilot; the line numbers of the tables' rows are returned."""
    rows: set[int] = set()
    for n in range(len(lines) - 1):
        head = lines[n]
        if "|" not in head or not _SEPARATOR.match(lines[n + 1]) or "-" not in lines[n + 1]:
            continue
        cells = _cells(head)
        marked = {i for i, (_, _, text) in enumerate(cells) if weak.search(text)}
        kept = [i for i, (_, _, text) in enumerate(cells) if i not in marked and i > 0 and text.strip()]
        if not marked or not kept or 0 in marked:  # the pilot's own column stays beside the row names, or none goes
            continue
        for k in [n, *range(n + 2, len(lines))]:
            if k > n and "|" not in lines[k]:
                break
            rows.add(k)
            for i, (s, e, _) in enumerate(_cells(lines[k])):
                if i in marked:
                    _blank(chars, offsets[k] + s, offsets[k] + e)
    return rows


def _cells(line: str) -> list[tuple[int, int, str]]:
    """A table row's cells with their offsets in the line, the outer bars aside."""
    bars = [i for i, c in enumerate(line) if c == "|"]
    if not line.strip().startswith("|"):
        bars = [-1] + bars
    if not line.rstrip().endswith("|"):
        bars.append(len(line))
    return [(a + 1, b, line[a + 1:b]) for a, b in zip(bars, bars[1:], strict=False)]


def other_side_blanked(text: str, material: Material) -> str:
    """The brief without the other side of a comparison the brief itself marks as not this pilot."""
    layout = get_language(material.language).layout
    if layout.other_side.pattern == "(?!)" and layout.other_party.pattern == "(?!)":
        return text
    strong, weak = _markers(layout, material.project)
    if not weak.search(text):
        return text
    chars = list(text)
    lines = text.split("\n")
    offsets = [0]
    for line in lines[:-1]:
        offsets.append(offsets[-1] + len(line) + 1)
    rows = _table_columns(lines, offsets, weak, chars)
    lang = get_language(material.language)
    items = [f.value["item"] for f in material.facts if isinstance(f.value.get("item"), dict)] + [
        f.value[k] for f in material.facts if f.fact_id == "scope" for k in ("process", "site")]
    for n, line in enumerate(lines):
        if n in rows:
            continue
        at = offsets[n]
        label = _LABEL.match(line)
        if label and weak.search(label.group("label")):
            _blank(chars, at, at + len(line))  # "Option B (hypothetical, not this pilot): …": the whole line is B's
            continue
        for m in _ASIDE.finditer(line):
            if weak.search(m.group("aside")):  # "«Альбатрос» (2025, другая команда)": what the other one is
                _blank(chars, at + m.start("aside"), at + m.end("aside"))
        for m in _CLAUSE.finditer(line):
            clause = "".join(chars[at + m.start():at + m.end()])
            # (a clause naming the pilot's own item, "Warranty claims: not this pilot", excludes it: it stays)
            if strong.search(clause) and not any(mentions(i, clause, lang) for i in items):
                _blank(chars, at + m.start(), at + m.end())  # "方案乙只是为了讨论而设的假设，不是本试点。"
    return "".join(chars)
