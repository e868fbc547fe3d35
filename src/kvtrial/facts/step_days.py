"""A next step set for a weekday or a task set to recur, and a minutes' header: additions read once the claims are
counted, each one thing, whatever words or lines tell it."""

from __future__ import annotations

import re

from kvtrial.facts.alignment import retells_background, retold_background
from kvtrial.facts.context import OutputContext
from kvtrial.facts.grades import Unsupported
from kvtrial.facts.segments import header_line
from kvtrial.facts.speakers import inside_turns


def _by_date(ctx: OutputContext, s: int, e: int) -> bool:
    """True when the weekday at s..e is part of a date ("Thu 9 Apr 2026", "во вторник, 16.02.2027", "4月20日（星期二）"):
    the date's, no time of a step."""
    return any(d.mention.start - 4 <= e and s <= d.mention.end + 3 or
               d.mention.end <= s and _AFTER_DATE.fullmatch(ctx.text, d.mention.end, s) for d in ctx.dates)


# what may stand between a date and its weekday: brackets, commas and the date's week number ("2026-03-02（第10周，周一）")
_AFTER_DATE = re.compile(r"[\s,，、()（）\[\]]*(?:(?:第\s*\d{1,2}\s*周|(?:week|KW|неделя)\s*\d{1,2}|W\d{1,2})[\s,，、()（）]*)?",
                         re.IGNORECASE)


def _title(ctx: OutputContext, at: int) -> bool:
    """True when `at` lies on the brief's title line (its first line, with no sentence's end) or a markdown heading:
    the brief naming itself ("Heron – weekly update", "高管周报"), no task of the pilot."""
    start = ctx.text.rfind("\n", 0, at) + 1
    end = ctx.text.find("\n", at)
    line = ctx.text[start:len(ctx.text) if end < 0 else end].strip()
    return line.startswith("#") or not ctx.text[:start].strip() and not re.search(r"[.!?。！？]\W*$", line)


def _told_in(sentence: str, unsupported: list[Unsupported]) -> bool:
    said = sentence.strip()
    return any(u.text.strip() and (u.text.strip() in said or said in u.text) for u in unsupported)


def step_days(ctx: OutputContext, unsupported: list[Unsupported], turns: list[tuple[int, int]]) -> list[Unsupported]:
    """A step set for a weekday or a task set to recur (`Cues.step_day`: "I'll chase the committee on Friday",
    "еженедельный отчёт комитету — каждую пятницу", "每周五向委员会汇报"): one addition, its sentence, where nothing
    else in that sentence is counted already. A weekday of a date, a day or cadence the source itself names, a
    question, a sentence said to the reader or retelling the background, a remark on the notes, the brief's title or
    a chat user's turn (`turns`) sets nothing."""
    layout, known = ctx.lang.layout, ctx.material.known_text.lower()
    found: list[Unsupported] = []
    seen: set[int] = set()
    for c in ctx.body:
        if c.asks or c.sentence_start in seen:
            continue
        seen.add(c.sentence_start)
        if inside_turns(c.sentence_start, c.sentence_start + len(c.sentence), turns) or ctx.addressed(c) or \
                layout.source_silent.search(c.sentence) or header_line(ctx.text, c.sentence_start, layout) or \
                _title(ctx, c.sentence_start) or ctx.cues.agenda_label.match(c.sentence.strip()):
            continue  # (said to the reader: "if you want this as a weekly report, say so"; an agenda's line names the
            # meeting it heads: "Agenda: weekly meeting, …")
        for m in ctx.cues.step_day.finditer(c.sentence):
            s, e = c.sentence_start + m.start(), c.sentence_start + m.end()
            if m.group(0).lower() in known or _by_date(ctx, s, e):
                continue
            if retells_background(ctx, c.sentence) or retold_background(ctx, c.sentence):
                break  # the background's own routine in other words ("еженедельно обсуждают" for "каждую неделю обсуждает")
            if not _told_in(c.sentence, unsupported + found):
                found.append(Unsupported("plan", c.sentence.strip(),
                                         "a step set for a weekday or a recurring task the source does not give"))
            break
    return unsupported + found


def _minutes_headers(ctx: OutputContext) -> list[tuple[int, int]]:
    """Where a minutes' header lies: its title line (`Layout.minutes_title`) and the field lines right under it
    (`Layout.minutes_field`: date, attendees, chair, note-taker), blank lines between allowed."""
    layout = ctx.lang.layout
    spans: list[tuple[int, int]] = []
    lines = [(m.start(), m.group(0)) for m in re.finditer(r"[^\n]*", ctx.text)]
    for n, (at, line) in enumerate(lines):
        if not line.strip() or not layout.minutes_title.match(line) or layout.minutes_field.match(line):
            continue
        end = None
        for at2, line2 in lines[n + 1:]:
            if not line2.strip():
                continue
            if not layout.minutes_field.match(line2):
                break
            end = at2 + len(line2)
        if end is not None:
            spans.append((at, end))
    return spans


def minutes_meetings(ctx: OutputContext, unsupported: list[Unsupported]) -> list[Unsupported]:
    """A minutes' header tells one meeting: its date, its attendees and the like, whatever is added there, are that
    one addition (a person named in it and not in the source stays an addition of their own; a template slot adds
    nothing)."""
    for s, e in _minutes_headers(ctx):
        header = ctx.text[s:e]
        inside = [u for u in unsupported if u.kind != "person" and u.text.strip() and u.text.strip() in header]
        if len(inside) > 1:
            unsupported = [u for u in unsupported if u not in inside] + [
                Unsupported("meeting", header.strip(), "a meeting the source does not report, told by its minutes' header")]
    return unsupported
