"""A generated brief prepared for grading: cut into clauses, with every date (and its role), amount,
number and citation found once, and the evidence helpers the per-kind rules share."""

from __future__ import annotations

import bisect
import datetime
import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, TypeVar

from kvtrial.facts.cues import RANGE_DASH, item_matches, role_after
from kvtrial.facts.instructions import card_furniture_blanked
from kvtrial.facts.languages import LANGUAGE_CODES, data_keys, get_language
from kvtrial.facts.languages.model import Cues, Forms, Layout
from kvtrial.facts.languages.numbers import numeral_int
from kvtrial.facts.markup import blanked, rendered
from kvtrial.facts.material import Material
from kvtrial.facts.parse import (
    Citation,
    DateMention,
    SpanSet,
    currencies_in,
    find_amounts,
    find_citations,
    find_dates,
    find_numbers,
)
from kvtrial.facts.retracted import corrections_set_aside
from kvtrial.facts.segments import Clause, segment
from kvtrial.facts.turns import answer_roles, turn_corrections

_T = TypeVar("_T")

Span = tuple[int, int]
Evidence = tuple[Clause, Span | None]  # a clause, and the span of the value in it if any


@dataclass
class Dated:
    mention: DateMention
    role: str | None  # start | end | approval | None
    clause: Clause | None
    hedged: bool = False  # "around 5 May", "5 May or 12 May": not a firm date


_JOINER = re.compile(r"(?<=[^\W\d_])_(?=[^\W\d_])")
# a number with underscores grouping its digits, as TOML and code write it ("74_500"): read as "74,500"
_DIGIT_GROUPS = re.compile(r"(?<![\w.])\d{1,3}(?:_\d{3})+(?!\w)")


# a footnote marker: superscript digits after a value or a word ("£68k²", "2027³"), or a Markdown one ("[^2]",
# "[^a]"), and the marker opening a footnote line ("¹ paragraph 5", "[^a]: 第2段"): citations, never values
_FOOTNOTE = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+|(?m:^[ \t]*\[\^[^\]\s]{1,8}\][ \t]*[:：])|\[\^[^\]\s]{1,8}\]")
_FOOTNOTE_MARK = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\[\^([^\]\s]{1,8})\]")
_FOOTNOTE_LINE = re.compile(r"(?m)^[ \t]*(?:[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\[\^[^\]\s]{1,8}\]).*$")


def _footnote_citations(text: str, forms: Forms) -> list[Citation]:
    """Each footnote marker of the text as the citation its footnote line gives it: a line opening with a marker
    maps each marker on it to the paragraphs cited after it ("¹ paragraph 5  ² paragraph 2", "[^a]: 第2段")."""
    cited: dict[str, tuple[int, ...]] = {}
    notes: list[tuple[int, int]] = []
    for line in _FOOTNOTE_LINE.finditer(text):
        marks = list(_FOOTNOTE_MARK.finditer(line.group(0)))
        for k, mark in enumerate(marks):
            told = line.group(0)[mark.end():marks[k + 1].start() if k + 1 < len(marks) else None]
            numbers = tuple(n for c in find_citations(told, forms) for n in c.numbers)
            if numbers:
                cited.setdefault(mark.group(1) or mark.group(0), numbers)
                notes.append((line.start(), line.end()))
    return [Citation(m.start(), m.end(), cited[m.group(1) or m.group(0)]) for m in _FOOTNOTE_MARK.finditer(text)
            if (m.group(1) or m.group(0)) in cited and not any(a <= m.start() < b for a, b in notes)]


# a dashboard field: a short label, then a leader of dots to its value ("START ........ Mar 2026", "APPROVAL ..... ✔ X",
# "开始 ........ 2027.08.27"): the label names the value's fact, read as "START: Mar 2026"
_LEADER_WORD = r"[^\W\d_]+(?:[-'’][^\W\d_]+)*"  # "Budget", "Sign-off", "Won't"
# (a label cut short keeps its dot: "Compl. ........ X" as "Compl.: X")
# (words may be joined by a slash: "Site / workflow ...... X")
_LEADER = re.compile(r"(?m)^([ \t]*" + _LEADER_WORD + r"(?:(?:[ \t]+|[ \t]*/[ \t]*)" + _LEADER_WORD
                     + r"){0,2}(?:\.(?=[ \t]))?)"
                     r"([ \t]*(?:\.{3,}|…+|·{3,})[ \t]*)(?=\S)")


# a CSV brief: a header row of column names ("fact,value,para", "поле;значение;статус;абзац") over rows with as many
# separators (comma, semicolon or tab, outside double quotes); read as a table with bars, one character for one
# (a cell's words may be joined by a slash: "状态/说明"). One data row is enough under a wide header of field names
# with no spaces ("pilot,start_date,end_date,budget_chf,approval,…"): the facts as columns
_CSV_HEADER_CELL = re.compile(r"\s*[^\W\d_][^\W\d_]*(?:[ _/-][^\W\d_]+){0,3}\.?\s*")  # "абз." abbreviates
_CSV_FIELD_NAME = re.compile(r"[^\W\d_]+(?:[_-][^\W\d_]+)*")
_CSV_WIDE = 4  # separators of a header wide enough to stand over a single row


def _csv_separators(line: str, sep: str) -> tuple[list[int], list[int]] | None:
    """Where a CSV line's separators (outside quotes) and its quotes are; None when a quote is left open."""
    if '"' not in line:  # (most lines: no quote to track, each separator counts)
        return [i for i, ch in enumerate(line) if ch == sep], []
    seps: list[int] = []
    quotes: list[int] = []
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
            quotes.append(i)
        elif ch == sep and not quoted:
            seps.append(i)
    return None if quoted else (seps, quotes)


def csv_as_table(text: str) -> str:
    """A CSV block as a table: its separators as bars, its field quotes as spaces (the same length)."""
    lines = text.splitlines(keepends=True)
    out = list(lines)
    i = 0
    while i < len(lines):
        head = lines[i].rstrip("\r\n")
        found = None
        for sep in (",", ";", "\t"):
            split = _csv_separators(head, sep) if "|" not in head else None
            if split is None or len(split[0]) < 2 or split[1]:
                continue
            cells = [head[a + 1:b] for a, b in zip([-1] + split[0], split[0] + [len(head)], strict=True)]
            if not all(_CSV_HEADER_CELL.fullmatch(c) for c in cells):
                continue
            rows = []
            for line in lines[i + 1:]:
                row = line.rstrip("\r\n")
                got = _csv_separators(row, sep) if "|" not in row else None
                if got is None or len(got[0]) != len(split[0]):
                    break
                rows.append(got)
            wide = len(split[0]) >= _CSV_WIDE and all(_CSV_FIELD_NAME.fullmatch(c) for c in cells)
            if len(rows) >= 2 or rows and wide:
                found = [split] + rows
                break
        if found is None:
            i += 1
            continue
        for k, (seps, quotes) in enumerate(found):
            chars = list(out[i + k])
            for p in seps:
                chars[p] = "|"
            for p in quotes:
                chars[p] = " "
            out[i + k] = "".join(chars)
        i += len(found)
    return "".join(out)


# A CSV export of fields, one a row ("поле;значение;абзац" over "budget_amount;49000;3", "budget_currency;EUR;3"): a
# data brief whose first cells are its keys, written as a YAML brief writes them ("budget_amount: 49000 [3]"). Read so
# where every row's first cell is a field name in English (a data key, as a JSON or YAML brief names it) and the rows
# have two cells or three, the third citing paragraphs (a number, or none); its header row names the columns, no
# claim. The block is rewritten in place and padded to its length; one that would not fit is read as a table.
_CSV_KEY = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*")
_CSV_CITE = re.compile(r"\s*\[?\s*(\d{1,3}(?:\s*[,;/ ]\s*\d{1,3})*)?\s*\]?\s*")
_CSV_MIN_KEYS = 3  # rows whose key the data-key table knows


def _csv_field_rows(lines: list[str], sep: str, width: int) -> list[tuple[str, str, str]]:
    """The field rows under a header of `width` separators: (key, value, cited paragraphs), up to the first line that
    is none."""
    rows = []
    for line in lines:
        split = _csv_separators(line, sep)
        if split is None or len(split[0]) != width:
            break
        seps = split[0]
        cells = [line[a + 1:b].strip().strip('"').strip() for a, b in
                 zip([-1, *seps], [*seps, len(line)], strict=True)]
        cite = _CSV_CITE.fullmatch(cells[2]) if len(cells) == 3 else None
        if not _CSV_KEY.fullmatch(cells[0]) or len(cells) == 3 and cite is None:
            break
        rows.append((cells[0], cells[1], ", ".join(re.findall(r"\d+", cells[2])) if len(cells) == 3 else ""))
    return rows


def csv_fields_as_data(text: str) -> str:
    """Each CSV export of one field a row read as a YAML brief (see `_CSV_KEY`); any other text as it is."""
    lines = text.split("\n")
    i = 0
    while i < len(lines) - 1:
        head = lines[i].strip()
        for sep in (",", ";", "\t", "|"):
            split = _csv_separators(head, sep)
            if split is None or len(split[0]) not in (1, 2) or split[1] or not all(
                    _CSV_HEADER_CELL.fullmatch(c) for c in head.split(sep)):
                continue
            rows = _csv_field_rows(lines[i + 1:], sep, len(split[0]))
            if len(rows) < _CSV_MIN_KEYS or sum(
                    data_keys.key_name(k) in data_keys.KNOWN_KEYS or any(
                        data_keys.key_name(k) in keys for keys in data_keys.DATE_ROLE_KEYS.values())
                    for k, _, _ in rows) < _CSV_MIN_KEYS:
                continue
            block = "\n".join(lines[i:i + 1 + len(rows)])
            # (closed up where spaced out it would not fit: "budget_amount:49000[3]")
            read = min(("\n".join(f"{k}:{gap}{v}" + (f"{gap}[{c}]" if c else "") for k, v, c in rows)
                        for gap in (" ", "")), key=lambda r: (len(r) > len(block), -len(r)))
            if len(read) > len(block):
                continue
            lines[i:i + 1 + len(rows)] = (read + " " * (len(block) - len(read))).split("\n")
            i += len(rows)
            break
        i += 1
    return "\n".join(lines)


# an Org-mode entry's state keyword ("** DONE Sandbox set-up", "* TODO Label printers", "** DOING X"): the item under
# that list label (a keyword of work under way, "DOING", "IN-PROGRESS", is a data key's: `data_keys.IN_PROGRESS_KEYS`)
_ORG_STATE = re.compile(r"(?m)^(\*+)[ \t]+(DONE|TODO|DOING|IN-PROGRESS|STARTED|WIP)[ \t]+(?=\S)")
# Org-mode's own syntax: a planning line's keywords ("SCHEDULED:", "DEADLINE:", "CLOSED:"), the brackets and weekday
# of its timestamps ("<2026-07-12 Sun>"), a file keyword ("#+TITLE:") and a drawer's bounds (":PROPERTIES:", ":END:")
_ORG_SYNTAX = re.compile(r"(?m)\b(?:SCHEDULED|DEADLINE|CLOSED):|[<\[](?=\d{4}-\d{2}-\d{2}(?:[ \t]+[A-Za-z]{2,3}\.?)?"
                         r"(?:[ \t]+\d{1,2}:\d{2})?[>\]])|(?<=\d{4}-\d{2}-\d{2})(?:[ \t]+[A-Za-z]{2,3}\.?)?"
                         r"(?:[ \t]+\d{1,2}:\d{2})?[>\]]|^[ \t]*(?:#\+[A-Za-z_]+:|:(?:PROPERTIES|END):[ \t]*$)")
# a Mermaid chart's fence and its syntax lines ("gantt", "dateFormat YYYY-MM-DD", "section Решения", "axisFormat …"):
# no claims; a task line's tags and its length ("Пилот :done, 2026-02-01, 2026-04-29", ":milestone, 2027-02-01, 0d")
# are the bar's form, its dates what it tells
_MERMAID = re.compile(r"(?ms)^[ \t]*(?:```|~~~)[ \t]*mermaid[ \t]*$.*?^[ \t]*(?:```|~~~)[ \t]*$")
_MERMAID_SYNTAX = re.compile(r"(?m)^[ \t]*(?:(?:gantt|timeline|flowchart\b.*|graph\b.*|dateFormat\b.*|axisFormat\b.*|"
                             r"tickInterval\b.*|todayMarker\b.*|excludes\b.*|weekday\b.*|section\b.*)|(?:```|~~~).*)$")
_MERMAID_TASK = re.compile(r"(?m)[ \t]:[ \t]*(?:(?:done|active|crit|milestone|after[ \t]+\w+|[A-Za-z]\w*(?=[ \t]*,))"
                           r"[ \t]*,[ \t]*)*|,[ \t]*\d+[dwhm][ \t]*$")


def _blank(m: re.Match[str]) -> str:
    return blanked(m.group(0))


def _mermaid(m: re.Match[str]) -> str:
    return _MERMAID_TASK.sub(_blank, _MERMAID_SYNTAX.sub(_blank, m.group(0)))


# an ASCII table's border line ("+------+------+")
_ASCII_BORDER = re.compile(r"[ \t]*\+(?:[-=]{2,}\+){2,}[ \t]*")


def _ascii_header_rule(text: str) -> str:
    """An ASCII table's border right under its first row, that row the only one above it ("+---+" / "| BACKLOG | DONE |"
    / "+---+"): the rule line under a header row, as a table drawn with bars writes it ("|---|---|")."""
    lines = text.split("\n")
    for i in range(1, len(lines)):
        if _ASCII_BORDER.fullmatch(lines[i]) and lines[i - 1].lstrip().startswith("|") and (
                i < 2 or not lines[i - 2].lstrip().startswith("|")):
            lines[i] = lines[i].replace("+", "|")
    return "\n".join(lines)



# a unified diff of a brief ("--- a/brief.md" / "+++ b/brief.md" / "@@ -1,13 +1,14 @@"): its file and hunk headers are
# the diff's furniture; a removed line ("-") is no longer the brief's, an added ("+") or a context line (" ") is, without
# its mark (a hunk may be headed by the section it changes instead of its lines: "@@ Timeline @@", "@@ Сроки @@")
_DIFF_START = re.compile(r"(?m)^(?:diff .*\n|index .*\n)*--- .*\n\+\+\+ .*\n@@ (?:-\d+(?:,\d+)? \+\d+(?:,\d+)?|[^\n@]{1,60}) @@")
_DIFF_FURNITURE = re.compile(r"(?:diff |index |--- |\+\+\+ |@@ ).*|\\ No newline.*")


def _diff_read(text: str) -> str:
    """A unified diff read as the brief it leaves: headers and removed lines blanked, the marks of the others as
    spaces (one character for one); any other text as it is."""
    start = _DIFF_START.search(text)
    if start is None:
        return text
    lines = text[start.start():].split("\n")
    for k, line in enumerate(lines):
        if _DIFF_FURNITURE.match(line) or line.startswith("-"):
            lines[k] = " " * len(line)
        elif line.startswith("+"):
            lines[k] = " " + line[1:]
    return text[:start.start()] + "\n".join(lines)


# a commit's header in a git log ("commit 3f9a2c1…", "Author: Name <mail>", "Date:   Tue Mar 2 10:14:03 2027 +0100"): who
# stored the text and when, the log's furniture; the message under it is the brief's
_COMMIT_HEADER = re.compile(r"(?m)^commit [0-9a-f]{7,40}\b[^\n]*(?:\n(?:Author|Date|Merge|AuthorDate|Commit|CommitDate):[^\n]*)*")


def _commit_read(text: str) -> str:
    """A git log read without its commits' headers (each blanked, one space for each character but the line breaks);
    any other text as it is."""
    return _COMMIT_HEADER.sub(_blank, text)


# a status line of fields parted by bars, no table's row ("Pilot @ Leeds | Start: 24 Jun | Approved? No"): no bar
# opens or closes it, no line beside it has one, and two of its parts or more, half of them at least, are fields (a
# label and its value, or a question and its answer); each part reads as a line of its own, its bar as the line's end
_BAR_FIELD = re.compile(r"[^|:：?？\n]{1,60}[:：?？][ \t]*\S")


def _bar_fields(text: str) -> str:
    lines = text.split("\n")
    for k, line in enumerate(lines):
        body = line.strip()
        if body.count("|") < 2 or body.startswith("|") or body.endswith("|") or any(
                0 <= j < len(lines) and "|" in lines[j] for j in (k - 1, k + 1)):
            continue
        parts = line.split("|")
        fields = sum(bool(_BAR_FIELD.match(part.strip())) for part in parts)
        if fields >= 2 and 2 * fields >= len(parts):
            lines[k] = line.replace("|", "\n")
    return "\n".join(lines)


def _broken_rows(text: str) -> str:
    """A table row broken across two lines ("| Budget | EUR" over "70,000 | [2] |"): the row opened by a bar and left
    unclosed, the line under it closing it with one and opening with none; the break reads as a space."""
    lines = text.split("\n")
    breaks = ["\n"] * len(lines)
    for k in range(1, len(lines) - 1):
        row, rest = lines[k].strip(), lines[k + 1].strip()
        if row.startswith("|") and not row.endswith("|") and lines[k - 1].strip().startswith("|") and \
                rest.endswith("|") and not rest.startswith("|") and "|" in rest[:-1]:
            breaks[k] = " "
    return "".join(line + brk for line, brk in zip(lines, breaks, strict=True))[:len(text)]


# a chat turn's own parts, which pass a message on and say nothing of the pilot: the speaker and time opening a turn's
# line ("[10:05] Ana:", "10:05 Ana:"), a line giving only the speaker and the time a turn was posted ("Игорь Мельник
# 14:02", "Аня 🐝, 09:41", a reply's "↳ Дима  9:16"), a chat's channel header, a line wholly in brackets naming the
# app or the channel by a middle dot or a hash ("[Teams · канал «Пилоты 2026»]", "[#pilots]"), and a "+1" agreeing
# with the turn above ("Reply from Tomas: +1, matches the file"); what the turn says after its speaker is read as it is
_CHAT_SPEAKER = re.compile(r"(?m)^[ \t]*(?:\[\d{1,2}:\d{2}(?::\d{2})?\]|\d{1,2}:\d{2})[ \t]*[^\W\d_][^\W\d]{0,20}"
                           r"(?:[ \t][^\W\d_][^\W\d]{0,20}){0,2}[ \t]*[:：]")
# (its runs of spaces possessive, one separator checked behind the time: split three ways, a long run of spaces took
# quadratic time)
_CHAT_POSTED = re.compile(r"(?m)^[ \t]*+(?:[↳↪└][ \t]*+)?[^\W\d_][^\W\d_.'-]{0,20}(?:[ \t]++[^\W\d_][^\W\d_.'-]{0,20}){0,2}"
                          r"(?:[ \t]*+[^\w\s,:;.()\[\]]{1,3})?[ \t]*+,?[ \t]*+(?<=[ \t,])\[?\d{1,2}:\d{2}\]?[ \t]*$")
_CHAT_CHANNEL = re.compile(r"(?m)^[ \t]*\[[^\W\d_#][^\]\n]{0,60}[·#][^\]\n]{0,60}\][ \t]*$|^[ \t]*\[#[\w-]{2,40}\][ \t]*$")
# a line of reactions under a turn, each an emoji and its count ("👍 3   👀 1", "✅ 2"): counts of readers, no number
_REACTIONS = re.compile(r"(?m)^[ \t]*(?:[^\w\s\[\](){}<>|.,:;!?*#+=/\\\"'«»“”€£$¥₽₩₹¢%§¶№•·–—~^&@-]\ufe0f?[ \t]*\d{1,3}[ \t]*)+$")
# a chat's speaker and time opening each turn's line before its text ("mia 09:12  ok, summary below"), two such lines
# or more: the message's sender and time, no word of it
_CHAT_LEAD = re.compile(r"(?m)^[ \t]*+[^\W\d_][^\W\d_.'-]{0,20}[ \t]++\d{1,2}:\d{2}(?=[ \t]+\S)")
# a chat's speaker, then the time the turn was posted, then a colon, opening each turn's line ("Лена, 10:02: …",
# "Sam 09:14: …", "王磊 10:02：…"), two such lines or more: the sender and the time, no word of the turn
_CHAT_NAMED = re.compile(r"(?m)^[ \t]*+[^\W\d_][^\W\d_.'-]{0,20}(?:[ \t]++[^\W\d_][^\W\d_.'-]{0,20}){0,2}[ \t]*+,?[ \t]*+"
                         r"(?<=[ \t,])\[?\d{1,2}:\d{2}\]?[ \t]*+[:：]")
_PLUS_ONE = re.compile(r"(?m)(?:^|(?<=[:：]))[ \t]*\+1(?=[ \t]*(?:[,.!;，。！]|$))")


# a transcript's own parts: the time a turn was said, to the second, opening its line ("[00:03:22]"), and a dialogue's
# speakers by letter ("A:" / "B:", "А:" / "Б:"), two or more letters in the alphabet's order from its first, each
# opening two turns or more (never "Q:" / "A:", a question's and its answer's markers)
_TURN_TIME = re.compile(r"(?m)^[ \t]*\[\d{1,2}:\d{2}:\d{2}\]")
_LETTER_TURN = re.compile(r"(?m)^[ \t]*([A-ZА-Я])[ \t]*[:：]")


def _letter_dialogue(text: str) -> bool:
    """A dialogue's speakers by letter (`_LETTER_TURN`): two letters or more in the alphabet's order from its first,
    each opening two turns or more."""
    turns = Counter(m.group(1) for m in _LETTER_TURN.finditer(text))
    letters = sorted(turns)
    return len(letters) >= 2 and min(turns.values()) >= 2 and letters[0] in "AА" and all(
        ord(b) - ord(a) == 1 for a, b in zip(letters, letters[1:], strict=False))


def _transcript_read(text: str, layout: Layout) -> str:
    """A transcript's turn times, its speaker labels (`Layout.speaker`: "Speaker 2:", "SPEAKER_02:", "Спикер А:",
    "说话人1：", "甲：") and a dialogue's letters as spaces, one character for one: what each speaker says is read as it
    is, a question by one answered by the next turn."""
    text = _TURN_TIME.sub(_blank, text)
    text = re.sub(r"(?m)^[ \t]*(?:" + layout.speaker.pattern + r")[ \t]*[:：]", _blank, text,
                  flags=layout.speaker.flags)
    if _letter_dialogue(text):
        text = _LETTER_TURN.sub(_blank, text)
    return text


def _thread_read(text: str, layout: Layout | None = None, corrected: re.Pattern[str] | None = None) -> str:
    """A chat's own parts as spaces, one character for one (`_CHAT_SPEAKER`, `_CHAT_POSTED`, `_CHAT_CHANNEL`,
    `_REACTIONS`, `_PLUS_ONE`, `_CHAT_LEAD`, `_CHAT_NAMED`), and a transcript's (`_transcript_read`); a message's
    header lines, and a transcript's title, are read by the layout's `memo_header`. A turn's label that is a correction's word
    (`Cues.corrected`: "09:14 correction:") is no speaker: it stays, as it tells the value after it replaces one told
    before; only its time goes."""
    if layout is not None:
        text = _transcript_read(text, layout)

    def speaker(m: re.Match[str]) -> str:
        if corrected is None or not corrected.search(m.group(0)):
            return _blank(m)
        time = re.match(r"[ \t]*(?:\[[^\]]*\]|\d{1,2}:\d{2})", m.group(0))
        cut = time.end() if time is not None else 0
        return " " * cut + m.group(0)[cut:]
    text = _CHAT_SPEAKER.sub(speaker, text)
    for form in (_CHAT_POSTED, _CHAT_CHANNEL, _REACTIONS, _PLUS_ONE):
        text = form.sub(_blank, text)
    if len(_CHAT_LEAD.findall(text)) >= 2:
        text = _CHAT_LEAD.sub(_blank, text)
    if len(_CHAT_NAMED.findall(text)) >= 2:
        text = _CHAT_NAMED.sub(speaker, text)
    return text


# a form's box ("[ ]", "[x]", "☐", "☑") and the option written after it, up to the next box, a citation or bracket, or
# the line's end ("[ ] Not started  [x] In progress  [ ] Completed [2]")
_FORM_BOX = r"(?:\[[ xXхХ✓✔]?\]|[☐☑☒])"
_FORM_OPTION = re.compile(r"(" + _FORM_BOX + r")([^\[\]\n☐☑☒(（]*?)(?=[ \t]*(?:\[|[☐☑☒(（]|$))", re.M)
_EMPTY_FORM_BOX = re.compile(r"\[ ?\]|☐")
# a line opened by an empty box whose option is a blank left to fill in ("[ ] approved - by: ______  date: ______")
_UNFILLED_OPTION = re.compile(r"(?m)^[ \t]*(?:[-*+][ \t]+)?(?:\[ ?\]|☐)[^\n]*_{3,}[^\n]*$")


# a grid's header cell: a name parted from the next by two spaces or more ("не начат   в работе   завершён")
_GRID_NAME = re.compile(r"\S+(?: \S+)*")


def _grid_row(line: str) -> list[re.Match[str]] | None:
    """The boxes of a grid's row: an item's name, then two boxes or more with no option written after any
    ("Supervisor interviews [14]    [ ]    [x]    [ ]"); else None."""
    options = list(_FORM_OPTION.finditer(line))
    if len(options) < 2 or any(m.group(2).strip() for m in options) or not line[:options[0].start()].strip():
        return None
    return options


def _name_over(names: list[re.Match[str]], box: re.Match[str]) -> re.Match[str]:
    """The header's name whose middle stands nearest the box's."""
    middle = (box.start() + box.end()) / 2
    return min(names, key=lambda n: abs((n.start() + n.end()) / 2 - middle))


def _grid_read(lines: list[str]) -> None:
    """A grid of boxes under a header row naming the options ("Stage:   not started   in progress   done" over
    "Item A [3]    [ ]    [x]    [ ]"), read in place: the ticked box's column names what the row's item is, so the
    row's boxes are rewritten as that name after a colon ("Item A [3]: in progress", one character for one, when it
    fits), and the names over the boxes are blanked (a column's name is a heading, no statement)."""
    header, names = -1, list[re.Match[str]]()
    for k, line in enumerate(lines):
        boxes = _grid_row(line)
        if boxes is None:
            header, names = (k, list(_GRID_NAME.finditer(line))) if line.strip() else (-1, [])
            continue
        if header < 0:
            continue
        over = [_name_over(names, b) for b in boxes]
        if len({n.start() for n in over}) < len(boxes) or over[0].start() <= 0:
            continue
        ticked = [n for b, n in zip(boxes, over, strict=True) if not _EMPTY_FORM_BOX.fullmatch(b.group(1))]
        region = len(line) - boxes[0].start()
        if len(ticked) != 1 or len(ticked[0].group(0)) + 2 > region:
            continue
        lines[k] = line[:boxes[0].start()].rstrip() + ": " + ticked[0].group(0)
        lines[k] += " " * (len(line) - len(lines[k]))
        head = list(lines[header])
        for n in over:
            head[n.start():n.end()] = " " * (n.end() - n.start())
        lines[header] = "".join(head)


def _offers_options(line: str, options: list[re.Match[str]]) -> bool:
    """True when a line of boxes offers a choice: a label or an item's name before the first box, outside any bracket,
    and no box explained by a dash or an equals sign. A checklist written on one line ("☑ A   ☐ B (planned)") ticks
    off items, each box its own statement; a legend ("(☑ done / ☐ not started)", "([x] — выполнено, [ ] — …)") says
    what the marks mean."""
    before = line[:options[0].start()]
    return bool(re.search(r"[^\W\d_]", before)) and before.count("(") + before.count("（") <= before.count(")") + \
        before.count("）") and not any(re.match(r"\s*[-–—=:：]", m.group(2)) for m in options)


def _choice_read(line: str, options: list[re.Match[str]]) -> str:
    """A line of form options (`_FORM_OPTION` matches) as the choice made, one character for one: each option left
    empty blanked whole, each ticked one only its box."""
    out = list(line)
    for m in options:
        end = m.end() if _EMPTY_FORM_BOX.fullmatch(m.group(1)) else m.end(1)
        out[m.start():end] = " " * (end - m.start())
    return "".join(out)


def _form_read(text: str) -> str:
    """A form's choices read as what was chosen, one character for one: on a line offering options each behind a box
    (two boxes or more), an option whose box is left empty is no statement and is blanked, and a ticked box is
    blanked before the option it chooses ("Stage: [ ] Not started [x] In progress" reads "Stage: In progress",
    "阶段：☐ 未开始 ☑ 进行中" reads "阶段：进行中", "Этап: [ ] не начат [x] в работе" reads "Этап: в работе"). An option
    left empty with a blank to fill in ("[ ] approved - by: ____ date: ____", "☐ 已批准 批准人：____",
    "[ ] утверждено — кем: ____") is a blank on a form, no statement: blanked."""
    text = _UNFILLED_OPTION.sub(_blank, text)
    lines = text.split("\n")
    _grid_read(lines)
    for k, line in enumerate(lines):
        options = list(_FORM_OPTION.finditer(line))
        if len(options) < 2 or not _offers_options(line, options):
            continue
        lines[k] = _choice_read(line, options)
    return "\n".join(lines)


# An issue tracker's own parts of a ticket: its key, a project's letters and the ticket's number ("[PILOT-214]",
# "PILOT-214 · Summary"), which counts nothing; a comment thread's numbers opening each comment's line ("#1 pilot-office:
# …", "#2 автор тикета: …"), which number the comments; and a line of the ticket's own fields only (`Layout.
# tracker_field`: "Type: Task | Labels: pilot", "Тип: Задача · Статус тикета: Открыт", "类型：任务  标签：试点"). All
# blanked, one character for one: the ticket's summary, fields and comments are read as they are.
_TICKET_KEY = re.compile(r"(?m)(?:(?<=\[)|^[ \t]*)[A-Z]{2,10}-\d{1,6}\b")
# (a key after the word for a ticket, "Ticket OPS-77:", "Тикет OPS-77", "工单 OPS-77", is the key too)
_TICKET_NAMED = re.compile(r"(?:\b(?:ticket|issue|тикет|задача|заявка)|工单|任务|问题)[ \t]*[#№]?[ \t]*([A-Z]{2,10}-\d{1,6})\b",
                           re.IGNORECASE)
_COMMENT_NUMBER = re.compile(r"(?m)^[ \t]*#\d{1,3}(?=[ \t]+\S)")
_TRACKER_PART = re.compile(r"[ \t]*(?:[·|•]|[ \t]{2,})[ \t]*")
_TRACKER_VALUE = 40  # the most characters of a tracker field's value


def _tracker_line(line: str, layout: Layout) -> bool:
    """True when a line holds only a ticket's own fields, a label of `Layout.tracker_field` and a short value each."""
    parts = [p for p in _TRACKER_PART.split(line.strip()) if p]
    for part in parts:
        label, colon, value = re.split(r"([:：])", part, maxsplit=1) if re.search(r"[:：]", part) else (part, "", "")
        if not colon or not value.strip() or len(value.strip()) > _TRACKER_VALUE or \
                not layout.tracker_field.fullmatch(label.strip()):
            return False
    return bool(parts)


# a data file's own version, a key naming it and a number ("schema_version: 3", '"format_version": "1.2"',
# "apiVersion: 2", "doc_version: 3"): the file's form, no number of the pilot
_FILE_VERSION = re.compile(r"(?m)^[ \t]*[\"']?(?:(?:schema|format|file|spec|api|config|document|doc|brief|card|data|record)"
                           r"[ _-]?)?[Vv]ersion[\"']?"
                           r"[ \t]*[:=][ \t]*[\"']?v?\d{1,3}(?:\.\d{1,3}){0,2}[\"']?,?[ \t]*$")


# a box ticked before a citation that a list of sources explains ("☑ [2] — start date, budget, training"): the form
# ticks off the sources it used, no work item done
_SOURCE_TICK = re.compile(r"(?m)^([ \t]*(?:[-*+•][ \t]+)?)(" + _FORM_BOX + r")(?=[ \t]*\[\d[\d\s,;–-]*\][ \t]*[—–:：-])")


def state_choices(text: str, cues: Cues) -> str:
    """A line of boxes offering only states to choose from, each a short option that names a state and no item ("☑
    Approved   ☐ Pending" under "Approval:", "☑ 已批准 ☐ 待审批", "☑ Утверждён ☐ Ожидает решения"), read as the state
    chosen, one character for one: the options left empty are no statement and are blanked, and so is the ticked box.
    (`_form_read` reads such a line when a label opens it; a line opened by a box is else a checklist of items.) A box
    ticked before a source's citation (`_SOURCE_TICK`) is blanked too."""
    text = _SOURCE_TICK.sub(lambda m: m.group(1) + " " * len(m.group(2)), text)
    lines = text.split("\n")
    for k, line in enumerate(lines):
        options = list(_FORM_OPTION.finditer(line))
        if len(options) < 2 or line[:options[0].start()].strip():
            continue
        said = [re.sub(r"\[[\d\s,;–-]*\]", "", m.group(2)).strip() for m in options]
        if not all(x and (len(x) <= 6 if re.search(r"[\u3400-\u9fff]", x) else len(x.split()) <= 3) and any(
                c.search(x) for c in (cues.approval_word, cues.pending_word, cues.done, cues.planned, cues.started))
                for x in said):
            continue
        if sum(not _EMPTY_FORM_BOX.fullmatch(m.group(1)) for m in options) != 1:
            continue  # none or several ticked: a checklist, or no choice made
        lines[k] = _choice_read(line, options)
    return "\n".join(lines)


def form_furniture(text: str, layout: Layout) -> str:
    """A form's own furniture as spaces, one character for one: its template's name and version ("template v1.4",
    "表单版本 v3.2", "шаблон ред. 2.1", "шаблон SR-07", `Layout.form_version`), a bracketed instruction to whoever fills
    it in ("(tick what applies)", "（请勾选/填写）", `Layout.form_instruction`), and the brief's first line when it
    only names the form ("PILOT REGISTRATION FORM", `Layout.form_title`, no digit in it): none claims anything."""
    text = layout.form_instruction.sub(_blank, layout.form_version.sub(_blank, text))
    first = re.search(r"\S[^\n]*", text)
    if first and layout.form_title.search(first.group(0)) and not re.search(r"\d|[:：]\s*\S", first.group(0)):
        text = text[:first.start()] + " " * len(first.group(0)) + text[first.end():]
    return text


# a form's field left blank: a short label (after a bullet or a check box) and, for its value, only a word a form puts
# in a field nobody filled in (`Layout.field_blank`: "Remarks: TBD", "[ ] Completed items: —", "备注：待定",
# "Поставщик: н/д"), then its citations at most
_FIELD_LINE = re.compile(r"[ \t]*(?:[-*+•][ \t]+)?(?:" + _FORM_BOX + r"[ \t]*)?[^\W\d_][^:：\n]{0,40}?[ \t]*[:：]"
                         r"[ \t]*(?P<value>[^\n]*?)[ \t]*(?:\[[\d\s,;–-]+\][ \t]*)*")


def blank_fields(text: str, layout: Layout, approval: re.Pattern[str], pending: re.Pattern[str]) -> str:
    """A form's fields left blank as spaces, one character for one: the field states nothing, so neither its label
    (a fact's word: "Planned work items: TBD") nor its value is a claim. A "to be decided" on the approval's own line
    ("Approval: TBD") is kept: there the word says the decision is still open."""
    lines = text.split("\n")
    for k, line in enumerate(lines):
        m = _FIELD_LINE.fullmatch(line) if len(line) <= 200 else None  # (a field's line is short: linear in the brief)
        if m is None or not layout.field_blank.fullmatch(m.group("value")):
            continue
        if approval.search(line) and pending.search(m.group("value")):
            continue
        lines[k] = " " * len(line)
    return "\n".join(lines)


def ticket_read(text: str, layout: Layout) -> str:
    """A ticket's key, its comments' numbers and its lines of tracker fields as spaces (see `_TICKET_KEY`), and a
    data file's own version (`_FILE_VERSION`)."""
    text = _FILE_VERSION.sub(_blank, _COMMENT_NUMBER.sub(_blank, _TICKET_KEY.sub(_blank, text)))
    text = _TICKET_NAMED.sub(lambda m: m.group(0)[:m.start(1) - m.start()] + " " * len(m.group(1)), text)
    # (the heading over the ticket's history of state changes is the tracker's, as its fields are)
    return "\n".join(" " * len(line) if _tracker_line(line, layout) or
                     layout.history_heading.fullmatch(line.strip(" \t#*_:：")) else line for line in text.split("\n"))


def invite_read(text: str, layout: Layout) -> str:
    """A calendar invite's line of reply buttons ("Accept / Tentative / Decline", "Принять | Отклонить"), after a
    short question or label of its own ("RSVP:", "是否参加？"), as spaces: the calendar's, no claim; any other line as
    it is."""
    def buttons(line: str) -> bool:
        asked = re.match(r"[ \t]*[^:：?？\n]{1,24}[:：?？][ \t]*", line)
        parts = [p.strip(" \t[]()*_") for p in re.split(r"[|/·•]", line[asked.end():] if asked else line)]
        # (after a question, three replies or more: "Approved? Yes / No" is a form's choice, no invite's)
        return len(parts) >= (3 if asked else 2) and all(layout.invite_reply.fullmatch(p) for p in parts)
    return "\n".join(" " * len(line) if buttons(line) else line for line in text.split("\n"))


def markup_read(text: str, layout: Layout | None = None, corrected: re.Pattern[str] | None = None) -> str:
    """The brief with the syntax of other markup a model writes read as the layout reads a data brief, one character
    for one (every offset still points into the brief as written): an Org-mode entry's TODO or DONE as its list label,
    Org-mode's planning keywords and timestamp brackets as spaces, a Mermaid chart's syntax lines and task tags as
    spaces (their words claim nothing), and an ASCII table's border under its header row as the rule line under a
    header, a chat's speakers, times and channel as spaces (`_thread_read`), a ticket's key, its comments' numbers and
    its tracker fields as spaces (`ticket_read`), an invite's reply buttons as spaces (`invite_read`), a unified diff
    as the brief it leaves (`_diff_read`), a git log without its commits' headers (`_commit_read`), a status line of
    fields parted by bars as a line for each field (`_bar_fields`), a table row broken across two lines as one line
    (`_broken_rows`), a form's boxes as the options ticked (`_form_read`). (XML and TOML briefs are read before the
    language check: `xml_as_data`, `toml_as_data`.)"""
    if layout is not None:
        text = invite_read(ticket_read(text, layout), layout)
    text = _form_read(_broken_rows(_bar_fields(_diff_read(_commit_read(_thread_read(text, layout, corrected))))))
    text = _ORG_STATE.sub(lambda m: " " * (len(m.group(0)) - len(m.group(2)) - 2) + m.group(2) + ": ", text)
    text = _ORG_SYNTAX.sub(_blank, text)
    text = _ascii_header_rule(text)
    return _MERMAID.sub(_mermaid, text)


_JSON_PAIR = re.compile(r"(?m)^[ \t]*[\"“][^\"“”\n:：]{1,40}[\"”][ \t]*[:：][ \t]*[\"“][^\"“”\n]*[\"”]")


# An XML brief ('<?xml …?>', '<pilotBrief name="…">', '<start source="1">2026-09-26</start>'): a data brief. Its element
# and attribute names are its keys (English words, read through the data-key table like a JSON or YAML brief's), their
# text and attribute values its values, and a `source` / `para` attribute cites; the tags, the declaration and a
# comment's markers are no words of the brief. Each tag is rewritten in place, one character for one, as a YAML key
# with its attributes as a one-line object ('<approval state="pending" source="5">尚未获批</approval>' reads
# "approval:{state: pending, [5]} 尚未获批"); a currency attribute of an element holding a number follows that number
# ('<budget currency="CHF">77.5k</budget>' reads "budget: 77.5k CHF"). HTML is no data brief.
_XML_DECL = re.compile(r"<\?xml\b[^>]*\?>")
_XML_COMMENT = re.compile(r"<!--|-->")
_XML_NAME = r"[A-Za-z][\w.:-]*"
_XML_ATTRS = r"(?:\s+" + _XML_NAME + r"\s*=\s*\"[^\"<>]*\")*"
_XML_TAG = re.compile(r"<(?P<close>/?)(?P<name>" + _XML_NAME + r")(?P<attrs>" + _XML_ATTRS + r")\s*/?>")
_XML_ELEMENT = re.compile(r"(?P<open><(?P<name>" + _XML_NAME + r")" + _XML_ATTRS + r"\s*>)(?P<text>[^<\n]*)"
                          r"(?P<close></(?P=name)\s*>)")
_XML_ATTR = re.compile(r"\s+(?P<key>" + _XML_NAME + r")\s*=\s*\"(?P<value>[^\"<>]*)\"")
_XML_ROOT = re.compile(r"(?m)^[ \t]*<(?P<name>" + _XML_NAME + r")" + _XML_ATTRS + r"\s*>")
# an attribute giving the element's state: the approval's state, or an item's stage ('<item stage="done">')
_XML_STATE_KEYS = data_keys.STATE_KEYS | {"stage"}
_HTML_TAGS = frozenset(
    "html head body div span p table tr td th thead tbody tfoot caption ul ol li dl dt dd h1 h2 h3 h4 h5 h6 b i u s "
    "em strong br hr a cite del ins code pre section article header footer nav main small sup sub blockquote details "
    "summary mark abbr img figure figcaption label".split())


def _xml_open(tag: str, name: str, skip: frozenset[str] = frozenset(), text: bool = False) -> str:
    """An opening (or empty) tag as its key and its attributes, padded to the tag's length. An element with `text` of
    its own is that value: its attributes qualify it by their values alone ('<by role="Managing Director">')."""
    if "\n" in tag:
        return re.sub(r"[<>/=\"]", " ", tag)
    items, state, flags = [], "", []
    for a in _XML_ATTR.finditer(tag):
        key = data_keys.key_name(a.group("key"))
        if key in skip:
            continue
        value = a.group("value").strip()
        if key in _XML_STATE_KEYS and not state and re.fullmatch(r"[A-Za-z][A-Za-z _-]*", value):
            state = value  # '<item stage="done">', '<approval state="pending">': the element's state is its value
        elif key in data_keys.SOURCES_KEYS and re.fullmatch(r"\d{1,3}(?:\s*[,;]?\s*\d{1,3})*", value):
            items.append("[" + ", ".join(re.findall(r"\d+", value)) + "]")  # 'src="2 8"': paragraphs 2 and 8
        elif data_keys.YES_VALUE.match(value) or data_keys.NO_VALUE.match(value):
            # 'started="no"': the name says what; 'exclusive="true"' on a value is that word ("site:{exclusive} …")
            yes = text and bool(data_keys.YES_VALUE.match(value))
            items.append(a.group("key") if yes else f"{a.group('key')}: {value}")
            flags.append(items[-1])
        elif value:
            items.append(value if text else f"{a.group('key')}: {value}")
    # a state naming a list ('<item stage="done">X</item>') is that list's key: "done: X"; under a list's key a yes or
    # no ('<planned started="no">') restates the item's stage
    if data_keys.key_label(state or name):
        items = [x for x in items if x not in flags]
    head = f"{state}:" if state and data_keys.key_label(state) else f"{name}: {state}" if state else f"{name}:"
    out = head + ("{" + ", ".join(items) + "}" if items else "")
    return out.ljust(len(tag)) if len(out) <= len(tag) else re.sub(r"[<>/=\"]", " ", tag)


def _xml_element(m: re.Match[str]) -> str:
    """An element on one line: its tags rewritten, a currency attribute moved after the number it is the unit of."""
    cur = next((a.group("value").strip() for a in _XML_ATTR.finditer(m.group("open"))
                if data_keys.key_name(a.group("key")) == "currency"), "")
    close = m.group("close")
    if cur and re.search(r"\d", m.group("text")) and len(cur) + 1 <= len(close):
        return _xml_open(m.group("open"), m.group("name"), frozenset({"currency"}), True) + m.group("text") + (
            " " + cur).ljust(len(close))
    return _xml_open(m.group("open"), m.group("name"), text=bool(m.group("text").strip())) + m.group("text") + (
        " " * len(close))


def xml_as_data(text: str) -> str:
    """An XML brief read as a data brief, one character for one (see `_XML_TAG`); any other text as it is."""
    root = _XML_ROOT.search(text)
    if not _XML_DECL.search(text) and not (root and root.group("name").lower() not in _HTML_TAGS
                                           and f"</{root.group('name')}>" in text):
        return text
    text = _XML_DECL.sub(lambda m: " " * len(m.group(0)), text)
    text = _XML_COMMENT.sub(lambda m: " " * len(m.group(0)), text)
    text = _XML_ELEMENT.sub(_xml_element, text)
    return _XML_TAG.sub(lambda m: " " * len(m.group(0)) if m.group("close") else _xml_open(m.group(0), m.group("name")),
                        text)


# A TOML brief: fields written `key = value` under `[table]` lines ('done = ["测试账户迁移"]  # [8]'): a data brief whose
# `=` is a YAML key's colon ("done: [...]"), one character for one.
_TOML_PAIR = re.compile(r"(?m)^([ \t]*[A-Za-z][\w.-]{0,40}?)([ \t]*=)(?=[ \t]*\S)")
_TOML_TABLE = re.compile(r"(?m)^[ \t]*\[[A-Za-z][\w.-]{0,40}\][ \t]*$")
_TOML_MIN_PAIRS = 3


def toml_as_data(text: str) -> str:
    """A TOML brief (a `[table]` line and three `key = value` lines or more) with each `=` read as a colon; any other
    text as it is."""
    if not _TOML_TABLE.search(text) or len(_TOML_PAIR.findall(text)) < _TOML_MIN_PAIRS:
        return text
    return _TOML_PAIR.sub(lambda m: m.group(1) + ":" + " " * (len(m.group(2)) - 1), text)


# A key=value config without tables ('pilot.budget.amount=56000', 'pilot.scope=X   ; only this one'): a data brief
# whose `=` is a YAML key's colon and whose dotted key reads as a log's does (`_log_key`: "amount"); a comment after
# `;` or `#`, or a line of one, is a YAML comment. Read so where key=value lines, one pair each, make most of its
# lines, five or more.
# One character for one.
_CONFIG_PAIR = re.compile(r"(?m)^([ \t]*)([A-Za-z][\w-]{0,30}(?:\.[A-Za-z][\w-]{0,30}){0,4})([ \t]*=)(?=[ \t]*\S)")
_CONFIG_COMMENT = re.compile(r"(?m)(?:^[ \t]*|(?<=[ \t]));(?=[ \t]|$)")
_CONFIG_MIN_PAIRS = 5


def config_as_data(text: str) -> str:
    """A brief of key=value lines (see `_CONFIG_PAIR`) read as a data brief; any other text as it is."""
    lines = [line for line in text.split("\n") if line.strip()]
    pairs = len(_CONFIG_PAIR.findall(text))
    comments = sum(bool(re.match(r"[ \t]*[;#]", line)) for line in lines)
    if pairs < _CONFIG_MIN_PAIRS or pairs + comments < 0.8 * len(lines) or _TOML_TABLE.search(text) or \
            any(len(_LOG_PAIR.findall(line)) >= 2 for line in lines):
        return text  # (a line of several pairs is a log's: `log_as_data`)

    def pair(m: re.Match[str]) -> str:
        width = len(m.group(2)) + len(m.group(3))
        key = _log_key(m.group(2)) + ":"
        return m.group(1) + (key.ljust(width) if len(key) <= width else m.group(2) + ":" + " " * (len(m.group(3)) - 1))

    return _CONFIG_COMMENT.sub("#", _CONFIG_PAIR.sub(pair, text))


# An iCalendar event ('BEGIN:VCALENDAR' … 'END:VCALENDAR'): a data brief. Its structure (the BEGIN and END lines, the
# VERSION, PRODID, UID, TRANSP, DTSTAMP … properties, any X- one) is the file's, no claim; a text property (SUMMARY,
# DESCRIPTION, LOCATION) is its value, the property's name and parameters blanked, its escapes read ('\,' a comma,
# '\n' a line's end) and its folded lines (a line opened by a space goes on the one above) joined; a date property is
# a date field ('DTSTART;VALUE=DATE:20270507' reads "start: 2027-05-07"). An all-day DTEND is exclusive in iCalendar
# (the event ends the day before it), but a brief's author writes the last day there as often: a careful reader takes
# DTEND as the day before where the event's own words state that day ("ends 14 November", DTEND 20261115), else as the
# date it writes. One character for one within each line.
_ICAL_BLOCK = re.compile(r"(?ms)^BEGIN:V(?:CALENDAR|EVENT|TODO)[ \t]*$.*^END:V(?:CALENDAR|EVENT|TODO)[ \t]*$")
_ICAL_PROPERTY = re.compile(r"(?m)^(?P<name>[A-Z][A-Z0-9-]*)(?P<params>(?:;[^:\n]*)?):(?P<value>.*)$")
_ICAL_STRUCTURE = frozenset({"BEGIN", "END", "VERSION", "PRODID", "UID", "TRANSP", "CALSCALE", "METHOD", "DTSTAMP",
                             "CREATED", "LAST-MODIFIED", "SEQUENCE", "CLASS", "STATUS", "PRIORITY", "CATEGORIES",
                             "URL", "TZID", "TZOFFSETFROM", "TZOFFSETTO", "TZNAME", "RRULE", "ACTION", "TRIGGER"})
_ICAL_DATES = {"DTSTART": "start", "DTEND": "end", "DUE": "end"}
_ICAL_DATE = re.compile(r"(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?")
# one event of the calendar: an all-day event with no DTEND is one day, the pilot's last where its own words say it
# ends ("Kestrel pilot - last day", "The pilot ends today"), and none says it starts; else its first
_ICAL_EVENT = re.compile(r"(?ms)^BEGIN:VEVENT[ \t]*$.*?^END:VEVENT[ \t]*$")
_ICAL_ESCAPE = re.compile(r"\\([,;\\nN])")


def _ical_unescaped(line: str) -> str:
    """A property's line with its escapes read, padded to its length: '\\,' a comma, '\\n' a space and a line's end."""
    read = _ICAL_ESCAPE.sub(lambda m: " \n" if m.group(1) in "nN" else m.group(1), line)
    return read + " " * (len(line) - len(read))


def _ical_date(m: re.Match[str], stated: list[DateMention], role: str | None = None) -> str:
    """A date property as a date field ("end: 2027-07-31"), padded to its length; `role` names an event's one day."""
    found = _ICAL_DATE.fullmatch(m.group("value").strip())
    if found is None:
        return " " * len(m.group(0))
    day = datetime.date(int(found.group(1)), int(found.group(2)), int(found.group(3)))
    if m.group("name") == "DTEND" and not found.group(4):  # an all-day end: exclusive, where the words say so
        before = day - datetime.timedelta(days=1)
        if any(d.matches(before.isoformat()) for d in stated) and not any(d.matches(day.isoformat()) for d in stated):
            day = before
    out = f"{role or _ICAL_DATES[m.group('name')]}: {day.isoformat()}"
    return out.ljust(len(m.group(0))) if len(out) <= len(m.group(0)) else m.group(0)


def _ical_property(m: re.Match[str], stated: list[DateMention], role: str | None = None) -> str:
    name = m.group("name")
    if name in _ICAL_STRUCTURE or name.startswith("X-"):
        return " " * len(m.group(0))
    if name in _ICAL_DATES:
        return _ical_date(m, stated, role if name == "DTSTART" else None)
    return " " * (m.start("value") - m.start()) + m.group("value")


def ical_as_data(text: str, language: str) -> str:
    """An iCalendar brief read as a data brief (see `_ICAL_BLOCK`); any other text as it is."""
    block = _ICAL_BLOCK.search(text)
    if block is None:
        return text
    body = re.sub(r"\n[ \t]", "  ", block.group(0))  # a folded line goes on the one above
    body = "\n".join(_ical_unescaped(line) for line in body.split("\n"))
    words = _ICAL_PROPERTY.sub(lambda m: "" if m.group("name") in _ICAL_DATES else m.group(0), body)
    stated = find_dates(words, get_language(language).forms)
    roles = get_language(language).cues.roles
    out, pos = [], 0
    for event in _ICAL_EVENT.finditer(body):  # each event's own day: the pilot's start, or its end where it says so
        props = list(_ICAL_PROPERTY.finditer(event.group(0)))
        said = " ".join(p.group("value") for p in props if p.group("name") not in _ICAL_DATES)
        one_day = not any(p.group("name") in ("DTEND", "DUE") for p in props)
        role = "end" if one_day and roles["end"].search(said) and not roles["start"].search(said) else None
        read = _ICAL_PROPERTY.sub(functools.partial(_ical_property, stated=stated, role=role), event.group(0))
        out += [_ICAL_PROPERTY.sub(lambda m: _ical_property(m, stated), body[pos:event.start()]), read]
        pos = event.end()
    out.append(_ICAL_PROPERTY.sub(lambda m: _ical_property(m, stated), body[pos:]))
    return text[:block.start()] + "".join(out) + text[block.end():]


# An SQL INSERT ('INSERT INTO pilots (name, start_date, …) VALUES ('Kestrel', '2027-09-21', …);'): a data brief whose
# column names are its keys and each row's values theirs, read as a YAML brief writes them under the table's name as
# a key. A statement of one row reads as a `key: value` line per column; one of several rows, or one in a table named
# for a list ("pilot_exclusions"), as a flow mapping per row ("- {pilot: X, item: Y, state: done}", the form a list of
# entries takes); a NULL says nothing and is left out; a comment after a value ("-- [2]") follows the value it stands
# beside (or comes on the line above its row), as a YAML comment. Rewritten in place, the statement padded to its
# length, so the text after it keeps its offsets; a statement that would not fit is left as it is.
_SQL_INSERT = re.compile(r"(?i)\bINSERT[ \t]+INTO[ \t]+[\"`\[]?(?P<table>[A-Za-z][\w.]*)[\"`\]]?[ \t\n]*\(")
_SQL_TOKEN = re.compile(r"'(?:[^']|'')*'|--[^\n]*|[-+]?\d+(?:\.\d+)?|[A-Za-z_]\w*|[(),;]|\n|[ \t\r]+|.")
_SQL_VALUES = re.compile(r"(?i)[ \t\n]*VALUES\b")


def _sql_rows(text: str, pos: int) -> tuple[list[list[tuple[str, str]]], int] | None:
    """The rows of values after VALUES at `pos`, each value with the comment on its line after it, and where the
    statement ends; None when the text is no list of rows."""
    rows: list[list[tuple[str, str]]] = []
    row: list[tuple[str, str]] | None = None
    line: list[tuple[int, int]] = []  # the values (as row, index) written on the current line, for a comment after them
    for m in _SQL_TOKEN.finditer(text, pos):
        tok = m.group(0)
        if tok == "\n":
            line = []
        elif tok.startswith("--"):
            if line:
                r, k = line[-1]
                value, note = rows[r][k]
                rows[r][k] = (value, (note + " " + tok[2:].strip()).strip())
        elif tok.isspace() or tok == "," and row is None:
            continue
        elif tok == "(" and row is None:
            row = []
            rows.append(row)
        elif tok == ")" and row is not None:
            row = None
        elif tok == ";" and row is None:
            rest = re.match(r"[ \t]*--([^\n]*)", text[m.end():])  # a comment closing the statement's line
            if rest and rows[-1]:
                value, note = rows[-1][-1]
                rows[-1][-1] = (value, (note + " " + rest.group(1).strip()).strip())
            return rows, m.end() + (rest.end() if rest else 0)
        elif tok == "," or row is None:
            if row is None and rows:
                return rows, m.start()  # the statement ends without a semicolon
            if tok != ",":
                return None
        else:
            value = tok[1:-1].replace("''", "'") if tok.startswith("'") else tok
            row.append((value, ""))
            line.append((len(rows) - 1, len(row) - 1))
    return (rows, len(text)) if rows and row is None else None


# a column naming the party of the state in the column before it ('status', 'body'): one clause with that state
_SQL_PARTIES = frozenset({"body", "party", "by", "approving body", "approval body", "decision body"})


def _sql_pair(column: str, value: str) -> str:
    return f"{column}: {value}"


def _sql_qualifies(before: str, column: str) -> bool:
    """True when a column states the state of the one before it, a field of the same name ("planned_item",
    "planned_status"): its value is said of that field's value, on its line, as a log line's qualifier is."""
    head, _, last = data_keys.key_name(column).rpartition(" ")
    return bool(head) and last in _LOG_QUALIFIERS and data_keys.key_name(before).split(" ")[0] == head.split(" ")[0]


def _sql_insert(text: str, m: re.Match[str]) -> tuple[int, str] | None:
    """The INSERT statement starting at `m` as YAML and where it ends; None when it cannot be read."""
    close = text.find(")", m.end())
    values = _SQL_VALUES.match(text, close + 1) if close >= 0 else None
    if values is None:
        return None
    columns = [c.strip().strip("\"`[]") for c in text[m.end():close].split(",")]
    found = _sql_rows(text, values.end())
    if found is None or not all(re.fullmatch(r"[A-Za-z][\w ]*", c) for c in columns):
        return None
    rows, end = found
    if not rows or any(len(row) != len(columns) for row in rows):
        return None
    table = m.group("table").split(".")[-1]
    # a table named for a list ("pilot_exclusions", "done_items") holds that list's entries, each row one of them
    listed = len(rows) > 1 or bool(data_keys.key_label(table.rsplit("_", 1)[-1]) or data_keys.key_label(table))
    # (a list's table named for the pilot too, "pilot_exclusions", is keyed by the list: "exclusions:")
    last = table.rsplit("_", 1)[-1]
    key = last if listed and data_keys.key_label(last) and not data_keys.key_label(table) else table
    lines = [f"{key}:"]  # (a key of its own: the fields under it are no Sources section a comment above opened)
    for row in rows:
        cells = [(c, v, note) for c, (v, note) in zip(columns, row, strict=True) if v.upper() != "NULL"]
        if not listed:
            for k, (c, v, note) in enumerate(cells):
                joined = k and not cells[k - 1][2]  # the column before left its line open (no comment after it)
                if joined and data_keys.YES_VALUE.fullmatch(v) and data_keys.key_name(c) in data_keys.ONLY_FLAG_KEYS:
                    lines[-1] += f"  # {note}" if note else ""  # 'site_only' TRUE: the source's "only", bound to its column
                elif joined and data_keys.key_name(c) in _SQL_PARTIES and \
                        data_keys.key_name(cells[k - 1][0]) in data_keys.STATE_KEYS:
                    lines[-1] += f" {v}" + (f"  # {note}" if note else "")  # 'status', 'body': pending with that body
                elif joined and _sql_qualifies(cells[k - 1][0], c):
                    lines[-1] += f", {v}" + (f"  # {note}" if note else "")  # 'planned_status' after 'planned_item'
                else:
                    lines.append(_sql_pair(c, v) + (f"  # {note}" if note else ""))
        else:
            # a row's comment on the line above it (the table's line, above its first row): after a row, its words
            # would be read as a value of the mapping's last key
            notes = " ".join(note for _, _, note in cells if note)
            if notes and len(lines) == 1:
                lines[0] += f"  # {notes}"
            elif notes:
                lines.append(f"# {notes}")
            lines.append("- {" + ", ".join(_sql_pair(c, v) for c, v, _ in cells) + "}")
    out = "\n".join(lines)
    if len(out) > end - m.start():
        return None
    # (the padding on a line of its own: a long run of spaces after the last value would part it as a table's cell)
    return end, (out + "\n" if len(out) < end - m.start() else out).ljust(end - m.start())


def sql_as_data(text: str) -> str:
    """Each SQL INSERT of the brief read as a YAML brief (see `_SQL_INSERT`); any other text as it is."""
    out, pos = [], 0
    for m in _SQL_INSERT.finditer(text):
        if m.start() < pos:
            continue
        read = _sql_insert(text, m)
        if read is None:
            continue
        out += [text[pos:m.start()], read[1]]
        pos = read[0]
    return "".join(out) + text[pos:]


# A brief written as log lines of `key=value` pairs ('INFO pilot="X" field=start value=2027-05-19 src=[3]',
# 'scope.site=里昂仓库 scope.workflow=集装箱订舱 src=[8]'): a data brief, each pair a field on a line of its own
# ("start: 2027-05-19 [3]"), one character for one. A line's level ("INFO") is blanked; a `field=K value=V` pair is the
# field K with the value V; a dotted key is read by its whole name where the data-key table knows it
# ("approval.status"), else by its last part ("stage.done" is "done"); a key qualifying the pair before it (its
# state, its party, its flag: 'state=not_started', 'body="…"', 'planned.started=false') stays on that pair's line, after
# a comma; a sources key's numbers cite the line ('src=[3]' reads "[3]").
_LOG_PAIR = re.compile(r"(?<![^\s])([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)*)=(?=[^\s=])")
_LOG_LEVEL = re.compile(r"^([ \t]*)(?:INFO|DEBUG|WARN|WARNING|ERROR|TRACE|NOTICE)\b")
_LOG_MIN_LINES = 3
_LOG_QUALIFIERS = frozenset({"state", "status", "body", "by", "party", "started", "flag", "note", "severity",
                             "priority"})
# a log's own fields, no claim: its level given as a pair ('level=info', 'level=WARN') and its record's type
# ('event=timeline', 'record=exclusion'): the pair is blanked
_LOG_LEVEL_VALUE = re.compile(r"(?:info|debug|warn|warning|error|trace|notice|fatal|critical)", re.IGNORECASE)
_LOG_RECORD_KEYS = frozenset({"event", "record", "record type", "event type", "msg type"})
# a flag saying an item is in the pilot or has started, set false ('included=false', 'started=no'): the item is
# out of scope, or not started (a key that names the flag, "started", would otherwise read as work under way)
# (its words in turn, the first that fits where the pair was: "started=no" is shorter than "not started")
_LOG_NO_FLAGS = {"in pilot": ("excluded",), "in scope": ("excluded",), "included": ("excluded",),
                 "started": ("not started", "unstarted"), "has started": ("not started", "unstarted")}
_LOG_CITED = re.compile(r"[\"']?(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)[\"']?")


def _log_key(key: str) -> str:
    """A dotted log key as the table reads it: its whole name where known (its dots as a key's hyphens),
    else its last part where that is known."""
    known = data_keys.KNOWN_KEYS
    last = key.rsplit(".", 1)[-1]
    if data_keys.key_name(key) not in known and data_keys.key_name(last) in known:
        return last
    return key.replace(".", "-")  # "approval.status" is the key "approval-status"


def _log_line(line: str) -> str:
    pairs = list(_LOG_PAIR.finditer(line))
    out = list(line)
    level = _LOG_LEVEL.match(line)
    if level:
        out[level.end(1):level.end()] = " " * (level.end() - level.end(1))
    first, previous = True, None
    for n, m in enumerate(pairs):
        key = m.group(1)
        name = data_keys.key_name(key)
        if name == "value" and previous == "field":
            out[m.start() - 1:m.end()] = " " * (m.end() - m.start() + 1)  # 'field=K value=V': K's value
            key_end = len("".join(out[:m.start() - 1]).rstrip())
            out[key_end] = ":"
            previous = name
            continue
        if name == "field" and n + 1 < len(pairs) and data_keys.key_name(pairs[n + 1].group(1)) == "value":
            if not first and m.start() > 0:
                out[m.start() - 1] = "\n"
            field = line[m.end():pairs[n + 1].start()].rstrip()
            out[m.start():m.end() + len(field)] = list(_log_key(field).ljust(m.end() - m.start() + len(field)))
            first, previous = False, name
            continue
        value_end = pairs[n + 1].start() if n + 1 < len(pairs) else len(line)
        value = line[m.end():value_end].rstrip()
        if name in _LOG_RECORD_KEYS and data_keys.key_name(value) in data_keys.KNOWN_KEYS:
            # a record type the data-key table knows ("event=approval") names the fact its line gives: its key
            if not first and m.start() > 0:
                out[m.start() - 1] = "\n"
            out[m.start():m.end() + len(value)] = list((value + ":").rjust(m.end() - m.start() + len(value)))
            first, previous = False, data_keys.key_name(value)
            continue
        if (name == "level" and _LOG_LEVEL_VALUE.fullmatch(value.strip("\"'"))) or name in _LOG_RECORD_KEYS:
            out[m.start():m.end() + len(value)] = " " * (m.end() - m.start() + len(value))  # the log's, no claim
            continue
        if name in data_keys.SOURCES_KEYS:
            cited = _LOG_CITED.fullmatch(value)
            if cited:  # 'src=14', 'src="2,9"': paragraph numbers, written as the citation they are ("[2,9]")
                mark = f"[{cited.group(1)}]"
                out[m.start():m.end() + len(value)] = list(mark.rjust(m.end() - m.start() + len(value)))
            else:
                out[m.start():m.end()] = " " * (m.end() - m.start())  # 'src=[3]': the numbers cite
            previous = name
            continue
        words = _LOG_NO_FLAGS.get(name, ()) if not first and data_keys.NO_VALUE.fullmatch(value.strip("\"'")) else ()
        if not first and data_keys.YES_VALUE.fullmatch(value.strip("\"'")) and \
                data_keys.key_name(key.rsplit(".", 1)[-1]) in data_keys.ONLY_FLAG_KEYS:
            # 'scope.exclusive=true': the source's "only" of the value before, bound to its key, no claim of its own
            out[m.start():m.end() + len(value)] = " " * (m.end() - m.start() + len(value))
            continue
        width = m.end() - m.start() + len(value) + 1  # the pair and the space before it
        said = next((w for word in words for w in (f", {word}", f" {word}") if len(w) <= width), None)
        if said is not None:  # 'included=false': ", excluded" on the item's line (one character for one)
            out[m.start() - 1:m.end() + len(value)] = list(said.ljust(width))
            continue
        parent = previous.split(" ")[0] if previous else None
        # a qualifier ('state=not_started', 'approval.body=…') says more of the pair before it, in its clause; another
        # field of the same parent ('budget.spent=…' after 'budget.amount=…') is a clause of its own on that line
        qualifies = not first and key.rsplit(".", 1)[-1].lower() in _LOG_QUALIFIERS
        if not first and m.start() > 0:
            out[m.start() - 1] = " " if qualifies else "," if name.split(" ")[0] == parent else "\n"
        out[m.start():m.end()] = list((_log_key(key) + ":").ljust(m.end() - m.start()))
        first, previous = False, name
    return "".join(out)


def log_as_data(text: str) -> str:
    """A brief of `key=value` log lines (three lines of two pairs or more) read as a data brief; any other text as it
    is."""
    lines = text.split("\n")
    logged = [len(_LOG_PAIR.findall(line)) >= 2 and not line.lstrip().startswith(("|", "#", "<")) for line in lines]
    if sum(logged) < _LOG_MIN_LINES:
        return text
    return "\n".join(_log_line(line) if is_log else line for line, is_log in zip(lines, logged, strict=True))


# struck-through or deleted text: Markdown `~~old~~`, HTML `<del>`/`<s>`/`<strike>`, wdiff `[-old-]` (`[−old−]`),
# CriticMarkup `{--old--}` and the old side of `{~~old~>new~~}`
_STRUCK = re.compile(r"~~(?!\s)[^~\n]+?~~(?!>)|<(del|s|strike)\b[^>]*>.*?</\1\s*>|\[[-−][^\n]*?[-−]\]|\{--[^\n]*?--\}|"
                     r"\{~~[^\n]*?~>", re.I)
# the close of `{~~old~>new~~}`, blank (the marks of inserted text, `{+new+}`, stay: they set the insertion apart)
_INSERT_MARK = re.compile(r"~~\}")
_REPLACED = re.compile(r"[ \t]*(?:[^\W_]|[$€£¥₽]|<ins\b|\{\+)")  # a new value right after a struck one
_DIFF_HEAD = re.compile(r"(?m)^(?:diff\s+--git\b|@@.*@@|\+\+\+\s)")
_DIFF_MINUS = re.compile(r"(?m)^-(?!--).*$")
# (from a run of blanks' first blank only: tried from each blank of a long run, it was quadratic)
_ARROW = re.compile(r"(?<!\s)\s*(?:->|-->|→|⟶|=>|⇒|—>)\s*")
_ASIDE = re.compile(r"\(([^()\n]*)\)|（([^（）\n]*)）|【([^【】\n]*)】")
_TRAILING_CITES = re.compile(r"(?:\s*\[\d+(?:[,\s]*\d+)*\])+\s*$")


def _diff_label(line: str) -> str:
    """A diff line's field label: its words before the colon, without the mark."""
    head, colon, _ = line[1:].replace("：", ":").partition(":")
    return head.strip().lower() if colon else ""


def _headerless_diff(text: str) -> bool:
    """True when the text is a diff without headers ("- End: X" / "+ End: Y"): each run of minus lines is followed
    right away by as many plus lines or more, and one plus line at least gives again the label of the minus line it
    follows (a list of "- " bullets with a "+" line after it replaces nothing)."""
    lines = text.split("\n")
    runs, k, relabelled = 0, 0, False
    while k < len(lines):
        if not re.match(r"-(?!-)", lines[k]):
            k += 1
            continue
        start = k
        while k < len(lines) and re.match(r"-(?!-)", lines[k]):
            k += 1
        plus = k
        while k < len(lines) and re.match(r"\+(?!\+)", lines[k]):
            k += 1
        if k - plus < plus - start:
            return False
        labels = {_diff_label(line) for line in lines[start:plus]} - {""}
        relabelled = relabelled or any(_diff_label(line) in labels for line in lines[plus:k])
        runs += 1
    return runs > 0 and relabelled


def _struck(text: str) -> list[tuple[int, int]]:
    """Spans a revision marks as deleted: struck through, a deletion of tracked changes, the minus line of a diff
    (a text with a diff's header or hunk lines): "~~EUR 76,000~~ EUR 67,000", "~~6 июня~~ 16 июня", "[-东区-]{+西区+}"."""
    # (a legend's "[-...-]" strikes nothing: no word in it; a struck item with no new value after it, "<s>the night
    # shift</s> — excluded", is crossed out as excluded, not replaced: only a tracked change's deletion stands alone,
    # and a struck value, a date or an amount, whatever follows it: "End: ~~30 July~~ [7]" states no end, and
    # "~~CHF 19,500~~ → CHF 91,500" the second amount only)
    spans = [m.span() for m in _STRUCK.finditer(text) if re.search(r"[^\W_]", re.sub(r"</?\w+[^>]*>", "", m.group(0)))
             and (m.group(0)[0] in "[{" or _REPLACED.match(text, m.end()) or re.search(r"\d", m.group(0)))]
    spans += [m.span() for m in _INSERT_MARK.finditer(text)]
    if (_DIFF_HEAD.search(text) or _headerless_diff(text)) and re.search(r"(?m)^\+(?!\+\+)", text):
        spans += [m.span() for m in _DIFF_MINUS.finditer(text)]
    return spans


def _struck_explained(text: str, struck: list[tuple[int, int]], forms: Forms) -> list[tuple[int, int]]:
    """An editor's aside on the line of a struck value, after the value that replaced it, that names the struck date
    again to say what it is ("Start: ~~12 July~~ 25 July (12 July is the approval date, not the start)"): a note on
    the value set aside, no value of the fact told again. All of it, brackets included."""
    out: list[tuple[int, int]] = []
    for start, end in struck:
        old = {(d.day, d.month) for d in find_dates(text[start:end], forms) if d.day is not None}
        if not old:
            continue
        stop = text.find("\n", end)
        stop = len(text) if stop < 0 else stop
        # (the aside right after the new value only, its bracket opening within a short reach: each struck value
        # looks at one aside, never at all of a long line's)
        opening = re.compile(r"[(（]").search(text, end, min(stop, end + 80))
        m = _ASIDE.match(text, opening.start(), stop) if opening is not None else None
        if m is not None and any((d.day, d.month) in old for d in find_dates(m.group(0), forms)):
            out.append(m.span())
    return out


# where a note's clause ends: a semicolon, a full stop or a line's end (a bracketed aside, "(см. [17])", is inside it)
_NOTE_END = re.compile(r"\([^()\n]*\)|（[^（）\n]*）|[;；。!！?？\n]|\.(?=\s|$)|$")
# where the sentence holding a note opens: after a full stop or a semicolon, or at its line's start
_NOTE_OPEN = re.compile(r"(?:[;；。!！?？]|\.(?=\s))[ \t]*")


def _struck_notes(text: str, struck: list[tuple[int, int]], cues: Cues) -> list[tuple[int, int]]:
    """A note on the brief's own strikes ("Notes: struck-out values are superseded.", "¹ The struck value is a typo;",
    "Зачёркнутый этап уже завершён (см. [17]);", "注：划掉的数值作废。"): from its sentence's start, a label or a footnote
    mark included, to its clause's end. It speaks of the text, no claim of the pilot; only where the brief strikes
    something, and never a clause giving a value of its own (a digit outside a citation)."""
    if not any(text[s:s + 1] in "~<" for s, _ in struck):
        return []  # (a diff's minus line or a tracked change has no note of this kind)
    out: list[tuple[int, int]] = []
    for m in cues.struck_note.finditer(text):
        if any(s <= m.start() < e for s, e in struck):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        opens = [o.end() for o in _NOTE_OPEN.finditer(text, line_start, m.start())]
        start = opens[-1] if opens else line_start
        end = next(e.end() for e in _NOTE_END.finditer(text, m.end()) if not e.group(0).startswith(("(", "（")))
        if re.search(r"\d", re.sub(r"\[[^\]\n]*\]|【[^】\n]*】|[¹²³⁴-⁹]", "", text[start:end])):
            continue
        out.append((start, end - (text[end - 1:end] == "\n")))
    return out


def _arrow_sides(text: str, cues: Cues) -> list[tuple[int, int]]:
    """The old side of `old → new` in a field ("End date: was 25 March -> now 25 May", "Бюджет: 20 000 долларов →
    20 000 евро" under a legend "(было → стало)", "预算：48,000欧元 → 48,000英镑" under "（原 → 现）"): from the field's
    label (or the line's start) to the arrow, and the arrow. An arrow is a change only where the text says so, by `was`
    or `now` on its sides or by such a legend; elsewhere it is a span ("Timeline: 7 May -> 26 July")."""
    legend = any(cues.was_value.match(a.strip(" (（")) and cues.now_value.match(b.strip()) and
                 len(a.strip(" (（")) <= 12 and len(b.strip(" )）")) <= 12
                 for line in text.split("\n") for a, b in _arrow_pairs(line))
    out: list[tuple[int, int]] = []
    pos = 0
    for line in text.split("\n"):
        for m in _ARROW.finditer(line):
            head = line[:m.start()]
            label = max(head.rfind(":"), head.rfind("："))
            start = label + 1 if label >= 0 else len(head) - len(re.sub(r"^\s*(?:[-*•]\s+|\d+[.)]\s+)?", "", head))
            old, new = head[start:].strip(), line[m.end():].strip()
            if not old or _ARROW.search(head[start:]):
                continue
            if legend or cues.was_value.match(old) or cues.now_value.match(new):
                out.append((pos + start, pos + m.end()))
        pos += len(line) + 1
    return out


def _arrow_pairs(line: str) -> list[tuple[str, str]]:
    """Each arrow's two sides on a line, each up to a bracket, a colon or another arrow ("(было → стало)")."""
    parts = _ARROW.split(line)
    return [(re.split(r"[(（:：]", a)[-1], re.split(r"[)）:：]", b)[0]) for a, b in itertools.pairwise(parts)]


def _asides(text: str, cues: Cues, forms: Forms) -> list[tuple[int, int]]:
    """An aside holding the value a revision replaced ("(was 2 April 2027)", "(в 1.1 ошибочно стояло 24 августа)",
    "【批注：原稿误作7月1日，已按[5]改正】"), or setting a value aside right after the one that stands ("2 November 2027
    (not 2 October, as my first draft had it)", "2 ноября (не 2 октября, как ошибочно стояло…)", "11月2日（不是10月2日…）"):
    all of it, brackets included."""
    out = []
    for m in _ASIDE.finditer(text):
        inner = next(g for g in m.groups() if g is not None)
        if cues.was_value.match(inner.strip()) or _set_aside(text, m.start(), inner, cues, forms):
            out.append(m.span())
    return out


def _set_aside(text: str, at: int, inner: str, cues: Cues, forms: Forms) -> bool:
    """The aside at `at` opens with a negation and a value (`Cues.not_value`: "not 2 October", "не 2 октября", "不是10月2
    日") and follows a value of the same kind (a date after a date, an amount after an amount), at most its role's word
    between: the value it negates is the one set aside."""
    digit = re.search(r"\d", inner[:_SET_ASIDE_REACH])
    if digit is None:
        return False
    neg = cues.not_value.search(inner, 0, digit.start())
    if neg is None or inner[:neg.start()].strip():
        return False
    before = text[max(text.rfind("\n", 0, at) + 1, at - _SET_ASIDE_REACH):at].rstrip()
    for find in (find_dates, find_amounts):
        negated = [v for v in find(inner, forms) if v.start == digit.start()]
        stands = find(before, forms) if negated else []
        # (the value right before the aside, or its role word between: "2026年10月3日结束（不是9月3日…）")
        if stands and _ROLE_GAP.fullmatch(before[stands[-1].end:]):
            return True
    return False


# the reach of a value and the words around it, before an aside and at its opening
_SET_ASIDE_REACH = 60
# what may stand between a value and the aside after it: a citation, or a word or two of its role with no clause end
_ROLE_GAP = re.compile(r"\s*(?:\[[^\]\n]{1,20}\]\s*)?(?:[^\W\d_]{1,4}\s*)?")


def _said_before(text: str, cues: Cues, forms: Forms) -> list[tuple[int, int]]:
    """What the earlier text said, to the clause's end ("the update said EUR 25,800.", "там стояло 25 000 евро.",
    "昨日误写为“35,600欧元”，"), and a value set aside by a negation for the one that stands ("not 8 May but 18 May",
    "не 8 мая, а 18 мая", "应为7月8日，不是7月18日") or left by a change ("budget corrected from CHF 18,500 to …",
    "预算由66,000瑞士法郎更正为…"): a citation closing it belongs to the value that stands."""
    out: list[tuple[int, int]] = []
    end = -1  # the clause end found last: the next words before it share it (a run of "you wrote" is read once)
    found = list(cues.draft_said.finditer(text))
    # a chat export's speaker mark opening its lines, twice or more ("You said:" over each user turn): no draft
    marks = {m.start() for m in found if _SPEAKER_MARK_AFTER.match(text, m.end()) and _opens_line(text, m.start())}
    for m in found:
        if len(marks) >= 2 and m.start() in marks:
            continue
        if m.end() + 1 > end:
            stop = _CLAUSE_END.search(text, m.end() + 1)
            end = stop.start() if stop is not None else len(text)
        if m.groupdict().get("error") is not None:
            out.append(_error_span(text, m.start(), end))
            continue
        out.append((m.start(), end))
    # (a citation's number is no value set aside: "Not according to the file — paragraph [2] says it is planned but
    # hasn't started" denies a premise, it sets no value aside)
    read = list(text)
    for c in find_citations(text, forms) if cues.not_but.search(text) else []:
        read[c.start:c.end] = " " * (c.end - c.start)
    for m in cues.not_but.finditer("".join(read)):
        group = next(g for g in ("old", "old2", "after", "changed") if m.groupdict().get(g) is not None)
        start, end = m.span(group)
        if group == "changed":  # "corrected from CHF 18,500 to", "由18,500瑞士法郎改为": the old value alone (a date
            # changed so is `brief_rules._changed_from`'s, read with the change's words around it)
            if not find_dates(m.group(group), forms):
                out.append((start, end))
            continue
        kept = _TRAILING_CITES.search(text[start:end])
        out.append((m.start(), start + kept.start() if kept is not None else end))
    return out


# a speaker's mark: alone at its line's opening (bold or quoted at most), its colon right after it
_MARKUP_BEFORE = frozenset(" \t>*_#")


def _opens_line(text: str, at: int) -> bool:
    """Nothing but blanks and markup (a quote mark, emphasis, a heading's hashes) between the line's start and `at`.
    Read back from `at` over those marks alone: a search from the line's start, once for each word of a long line,
    took the square of its length."""
    i = at
    while i > 0 and text[i - 1] in _MARKUP_BEFORE:
        i -= 1
    return i == 0 or text[i - 1] == "\n"


_SPEAKER_MARK_AFTER = re.compile(r"[ \t*_]*[:：]")


def _error_span(text: str, at: int, end: int) -> tuple[int, int]:
    """What a value said given in error takes with it, from its words at `at` to its clause's end `end`: its clause
    from where it opens ("Correction: the first draft wrongly gave…", "Поправка: в прошлой рассылке датой начала по
    ошибке указали…", "更正：上一稿把开始日期误写为…"), the draft and the field it names no claim left standing alone;
    and the rest of its sentence where no value follows, the error explained ("…误写为5月15日，那是批准日期。"). A
    value before the words in the clause, or after it in the sentence, is no part of it (the one that stands). Each
    side is looked for within `_ERROR_REACH` characters: a line of thousands of such words is read once, not again
    from each of them."""
    line = max(text.rfind("\n", max(0, at - _ERROR_REACH), at) + 1, at - _ERROR_REACH)
    lead = max((m.end() for m in _CLAUSE_END.finditer(text, line, at)), default=line)
    stop = _SENTENCE_END.search(text, end, end + _ERROR_REACH)
    tail = stop.start() if stop is not None else end
    return (at if re.search(r"\d", text[lead:at]) else lead, end if re.search(r"\d", text[end:tail]) else tail)


# far more than a correction's lead-in ("Correction: the first version of this summary") or its explanation ("— that
# is the approval date") takes
_ERROR_REACH = 200


def _currency_corrected(text: str, cues: Cues, forms: Forms) -> list[tuple[int, int]]:
    """In a line that corrects a value (`Cues.corrected`: "поправка: бюджет — 52 500 не евро, а долларов США",
    "correction: the budget is 40,000 not euros but US dollars"), the currency set aside for the one after it, with its
    "not … but" (`Cues.not_but_word`): the amount reads in the currency that stands."""
    out: list[tuple[int, int]] = []
    for line, at in lines_at(text):
        said = cues.corrected.search(line)
        if said is None:
            continue
        for m in cues.not_but_word.finditer(line, said.end()):
            if forms.currency_rx.fullmatch(m.group("old").strip()) and currencies_in(line[m.end():], forms):
                out.append((at + m.start(), at + m.end()))
    return out


def _quoted_replies(text: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """A reply quoting the earlier text point by point (two quoted lines `> …` or more, each answered by the lines
    after it): each quoted line's span and its answer's span."""
    lines = lines_at(text)
    out: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for n, (line, at) in enumerate(lines):
        if not line.lstrip().startswith(">"):
            continue
        answer = list(itertools.takewhile(lambda x: x[0].strip() and not x[0].lstrip().startswith(">"), lines[n + 1:]))
        if answer:
            out.append(((at, at + len(line)), (answer[0][1], answer[-1][1] + len(answer[-1][0]))))
    return out if len(out) >= 2 else []


def _quoted_corrected(text: str, cues: Cues, forms: Forms) -> list[tuple[int, int]]:
    """A quoted line its answer opens by denying ("> Ends 5 June" answered "No - it ends in July", "> Старт — 26 июня"
    answered "Нет: пилот начинается 26 июля"), and a value of a quoted line that the answer below it gives otherwise,
    keeping its day or month, its sum or its currency ("> 预算20,500欧元。" answered "应为20,500英镑"): the draft's,
    superseded; a line the answer confirms, or a value it repeats, stands ("Верно [10]", "Yes, planned")."""
    out: list[tuple[int, int]] = []
    for (qs, qe), (a_s, a_e) in _quoted_replies(text):
        if cues.answer_denies.match(text[a_s:a_e]):
            out.append((qs, qe))
            continue
        answer_dates, answer_sums = find_dates(text[a_s:a_e], forms), find_amounts(text[a_s:a_e], forms)
        for d in find_dates(text[qs:qe], forms):
            if d.day is not None and any((r.day, r.month) != (d.day, d.month) and r.day is not None and (
                    r.day == d.day or r.month == d.month) for r in answer_dates):
                out.append((qs + d.start, qs + d.end))
        for a in find_amounts(text[qs:qe], forms):
            if any((r.value, r.currency) != (a.value, a.currency) and (r.value == a.value or r.currency == a.currency)
                   for r in answer_sums):
                out.append((qs + a.start, qs + a.end))
    return out


def _spoken_redo(text: str, cues: Cues, forms: Forms) -> list[tuple[int, int]]:
    """A value a speaker breaks off to say again or takes back (`Cues.redo`: "sixty-two... sorry, sixty-two and a half
    thousand", "сорок... ой, сорок пять тысяч", "the thirteenth of March, no, sorry, April", "5月14号——打错了，是5月24号"):
    the date or amount ending right at the break, whole, else the number in words or digits ending there."""
    out: list[tuple[int, int]] = []
    for m in cues.redo.finditer(text):
        start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 60)
        window = text[start:m.start()].rstrip()
        # (a date or an amount, whole: its month or its currency goes with its number, "восьмого февраля", "GBP 14k")
        whole = [(v.start, v.end) for v in find_dates(window, forms) if v.end == len(window)] + \
            [(v.start, v.end) for v in find_amounts(window, forms) if v.end == len(window)]
        said = [(a, b) for a, b, _ in forms.word_numbers(window, True) if b == len(window)]
        digits = re.search(r"\d[\d.,\s]*$", window)
        if whole:  # (with the words taking it back and their comma: the clause goes on with the correction)
            after = re.match(r"[ \t]*[,，、—-]*", text[m.end():])
            out.append((start + min(a for a, _ in whole), m.end() + (after.end() if after else 0)))
        elif said:
            out.append((start + said[-1][0], start + said[-1][1]))
        elif digits is not None:
            out.append((start + digits.start(), start + digits.end()))
    return out


# where a clause ends (a digit group's comma or point is none: "CHF 16,000"), and where a sentence ends (the point
# after a one-letter abbreviation is none: "2027 г.")
_CLAUSE_END = re.compile(r"[;；:：，。！？!?\n]|,(?!\d)|\.(?!\d)")
_SENTENCE_END = re.compile(r"[。！？!?\n]|(?<!(?<![^\W_])[^\W\d_])\.(?!\d)")


def _reports_rejected(text: str, cues: Cues) -> list[tuple[int, int]]:
    """A report the writer does not vouch for (`Cues.hearsay`: a rumour, a claim someone made, two versions of a value)
    that the writer then rejects or settles (`Cues.report_rejected`), in the same sentence or at the next one: the
    report, from its clause's start, is superseded ("A figure of CHF 16,000 went around, but that was a slip: …",
    "Кто-то уверял, что пилот утверждён. Это не так: …", "群里传的是34,000美元，后来核对，实为43,000美元"). Said in the
    same sentence, the rejecting words go with it; said later in the next sentence, only the report's sentence goes,
    and the words opening that next sentence when they are the rejection. A report left standing stays, and is graded."""
    out: list[tuple[int, int]] = []
    reach = 0  # one report read once: a sentence with two hearsay words is one report
    for m in cues.hearsay.finditer(text):
        if m.start() < reach:
            continue
        start = max((e.end() for e in _CLAUSE_END.finditer(text, max(0, m.start() - 200), m.start())),
                    default=max(0, m.start() - 200))
        # (within 400 characters: a report is rejected near it, and each hearsay word reads a bounded stretch)
        ends = [e.end() for e in itertools.islice(_SENTENCE_END.finditer(text, m.end(), m.end() + 400), 2)]
        if not ends:
            continue
        said = cues.report_rejected.search(text, m.end(), ends[-1])
        if said is None:
            continue
        if said.start() < ends[0]:  # rejected in its own sentence: the report and the rejecting words
            out.append((start, said.end()))
        elif not re.search(r"[^\W_]", text[ends[0]:said.start()]):  # the next sentence opens by rejecting it
            out.append((start, said.end()))
        else:
            out.append((start, ends[0]))
        reach = out[-1][1]
    return out


def _first_readings(text: str, cues: Cues, forms: Forms) -> list[tuple[int, int]]:
    """A value the writer read first and turns from in the same sentence (`Cues.first_reading` up to
    `Cues.reading_turn`: "For the end date I first jotted down 20 March, but [8] says 20 May", "一开始我把结束日期看成了
    2027年10月7日，但……写的是2027年10月27日", "сначала мне показалось, что пилот начинается 7 апреля, но … 7 мая"): each
    date and amount of the first reading is superseded; the words around them stay, so a role they name ("the end
    date", "开始日期") still governs the value after the turn, which is the brief's, right or wrong. A first reading
    with no turn in its sentence stays, and is graded."""
    out: list[tuple[int, int]] = []
    for m in cues.first_reading.finditer(text):
        end = _SENTENCE_END.search(text, m.end())
        turn = cues.reading_turn.search(text, m.end(), end.start() if end is not None else len(text))
        if turn is not None:
            read = text[m.end():turn.start()]
            out += [(m.end() + d.start, m.end() + d.end) for d in find_dates(read, forms)]
            out += [(m.end() + a.start, m.end() + a.end) for a in find_amounts(read, forms)]
    return out


def superseded_blanked(text: str, language: str) -> str:
    """The brief without the values a revision supersedes, each line keeping its length: struck-through and deleted
    text, a diff's minus lines, an editor's aside naming a struck date again, a note on the strikes, the old side of a
    `was → now` change, an aside giving the earlier value, what the earlier text said, a value set aside by `not X but
    Y`, a currency a correction sets aside, a quoted draft's value its answer gives otherwise, a value a speaker breaks
    off to say again, a rumour or dispute the writer rejects or settles, a first reading the writer turns from, and an
    earlier date a correction sets aside by name (`_struck`, `_struck_explained`, `_struck_notes`, `_arrow_sides`,
    `_asides`, `_said_before`, `_currency_corrected`, `_quoted_corrected`, `_spoken_redo`, `_reports_rejected`,
    `_first_readings`, `retracted.corrections_set_aside`).
    The value that stands is the brief's; the old one is no value of any fact and no addition. An old value left
    unmarked elsewhere (a repeated section still saying it) stays, and is graded. (`brief_rules._changed_from` reads
    the same for a change told in a sentence: "moved from 3 May to 10 May".)"""
    if language not in LANGUAGE_CODES:
        return text  # a language without rules: not gradable, said later
    lang = get_language(language)
    cues = lang.cues
    struck = _struck(text)
    spans = struck + _struck_explained(text, struck, lang.forms) + _struck_notes(text, struck, cues) + \
        _arrow_sides(text, cues) + _asides(text, cues, lang.forms) + \
        _said_before(text, cues, lang.forms) + _currency_corrected(text, cues, lang.forms) + \
        _quoted_corrected(text, cues, lang.forms) + _spoken_redo(text, cues, lang.forms) + _reports_rejected(text, cues) + \
        _first_readings(text, cues, lang.forms) + turn_corrections(text, cues, lang.layout, lang.forms) + \
        corrections_set_aside(text, cues, lang.forms)
    if not spans:
        return text
    gone = [False] * len(text)
    reach = 0  # each character marked once, however many spans hold it (a run of "you wrote" gives spans to one end)
    for start, end in sorted(spans):
        for i in range(max(start, reach), end):
            gone[i] = text[i] != "\n"
        reach = max(reach, end)
    return "\n".join(_closed_up(line, gone[at:at + len(line)]) for line, at in lines_at(text))


_MYTH_ITEM_FACTS = ("done", "planned", "out_of_scope")


def refuted_myths_blanked(text: str, material: Material) -> str:
    """A myths-and-facts list ("Myth: the survey is already running. / Fact: it is planned, not started.", "说法：…
    事实：…", "Миф: … Факт: …"; two such pairs or more) without its myths: a myth is a claim the writer rejects, no
    value of a fact and no addition. The items a myth names stay, and the fact after it is read on the myth's line
    (the line break between them a space, the fact's label blank), as the fact's words point back at them ("Myth:
    Customs declarations are part of the trial. / Fact: They are out of scope."). One character for one."""
    if material.language not in LANGUAGE_CODES:
        return text
    lang = get_language(material.language)
    cues = lang.cues
    lines = lines_at(text)
    pairs: list[tuple[int, int, int, int]] = []  # myth's start, its end, the fact label's start and end
    unlabelled: list[tuple[int, int, int, int]] = []  # the same for a myth answered without a fact label
    answered: set[int] = set()  # the starts of the unlabelled myths read as such
    for n, (line, at) in enumerate(lines):
        m = cues.myth_label.match(line)
        if m is None:
            continue
        # the fact on the myth's line: its label after a space ("Myth: EUR 45,000. Fact: USD 45,000"; no "000." list mark)
        # (tried once for a run of spaces, at its last: a long run is not read again from each of its spaces)
        same = next((f for k in range(m.end(), len(line)) if line[k].isspace() and not line[k + 1:k + 2].isspace()
                     and (f := cues.fact_label.match(line, k + 1)) is not None), None)
        if same is not None:
            pairs.append((at + m.start(), at + same.start(), at + same.start(), at + same.end()))
            continue
        after = next(((ln, a) for ln, a in lines[n + 1:n + 3] if ln.strip()), None)
        fact = cues.fact_label.match(after[0]) if after is not None else None
        if after is not None and fact is not None:
            pairs.append((at + m.start(), at + len(line), after[1] + fact.start(), after[1] + fact.end()))
            continue
        # no fact label: the rumour is the label's quote or first sentence, and what follows it on the line (or on the
        # next line) is the writer's answer ("Heard: it runs into August. It doesn't: …", "Слух 1: «…». Неверно. …")
        end = _myth_end(line, m.end())
        if after is not None and not line[end:].strip():  # the answer on the next line: read on the myth's line
            unlabelled.append((at + m.start(), at + len(line), at + len(line), after[1]))
        else:
            unlabelled.append((at + m.start(), at + end, at + end, at + end))
    if len(pairs) + len(unlabelled) >= 2 and unlabelled:
        pairs += unlabelled  # a list of rumours each rejected in the writer's own words
        answered = {p[0] for p in unlabelled}
    if len(pairs) < 2:
        return text
    items = [material.fact(f).value["item"] for f in _MYTH_ITEM_FACTS] + \
        [material.fact("scope").value[k] for k in ("process", "site")]
    chars = list(text)
    for start, end, _, label_end in pairs:
        kept = []  # each item's words, from its first match to its last, a word of letters whole ("warrant" -> "warranty")
        for item in items:
            found = item_matches(item, text[start:end], lang)
            if found:
                tail = re.match(r"(?i)[a-zа-яё]*", text[start + found[-1].end():end])
                kept.append((found[0].start(), found[-1].end() + (len(tail.group(0)) if tail else 0)))
        if start in answered:  # (and the topic a rumour answered in words is about: "Rumour: the budget is in euros. No,
            # in pounds: 58,000": the budget word goes with the answer, as a label's fact names it again)
            kept += [b.span() for b in cues.budget.finditer(text[start:end])]
        for k in range(start, end):
            if not any(a <= k - start < b for a, b in kept):
                chars[k] = " "
        for k in range(end, label_end):
            chars[k] = " "  # the break before the fact and its label (a blank line between them too)
    return "".join(chars)


_OPEN_QUOTE = {"«": "»", "“": "”", '"': '"', "„": "“", "「": "」", "『": "』"}


def _myth_end(line: str, at: int) -> int:
    """Where a myth's claim ends on its line, from `at` (after its label): after its quote when it opens with one, else
    after its first sentence (or at the line's end)."""
    lead = len(line[at:]) - len(line[at:].lstrip())
    first = line[at + lead:at + lead + 1]
    if first in _OPEN_QUOTE:
        close = line.find(_OPEN_QUOTE[first], at + lead + 1)
        if close >= 0:
            stop = _SENTENCE_END.match(line, close + 1)
            return stop.end() if stop else close + 1
    stop = _SENTENCE_END.search(line, at)
    return stop.end() if stop else len(line)


def lines_at(text: str) -> list[tuple[str, int]]:
    """Each line of the text with its offset."""
    out, at = [], 0
    for line in text.split("\n"):
        out.append((line, at))
        at += len(line) + 1
    return out


def _closed_up(line: str, gone: list[bool]) -> str:
    """The line without its removed characters, one space left where a removal stood between two words or inside one
    ("Lead: ~~Ann Lee~~ Bo Li" as "Lead: Bo Li"), padded with spaces at its end: every line keeps its length and offset."""
    kept: list[str] = []
    i = 0
    while i < len(line):
        if not gone[i]:
            kept.append(line[i])
            i += 1
            continue
        while i < len(line) and gone[i]:
            i += 1
        if (not kept or kept[-1].isspace()) and i < len(line) and line[i].isspace():
            i += 1  # the space after a removal, where one stands before it
        elif kept and not kept[-1].isspace() and i < len(line) and not line[i].isspace():
            kept.append(" ")  # between two characters, a space: no new word of them ("于2027年3月12日批准" as "于 批准")
    return "".join(kept).ljust(len(line))


def borrowed_as_own(text: str, language: str) -> str:
    """A brief's field labels, stages and approval states written in another European language around its own item
    names ("Erledigt: …", "Goedgekeurd? Ja") read as the language's own words (`Layout.borrowed`), one character for
    one: each is replaced by its word and padded with spaces, never across a line's end; any other text as it is."""
    for pattern, word in get_language(language).layout.borrowed:
        def own(m: re.Match[str], word: str = word) -> str:
            found = m.group(0)
            if len(word) > len(found) or "\n" in found:
                return found
            told = word.capitalize() if found[:1].isupper() else word
            return told + " " * (len(found) - len(told))
        text = pattern.sub(own, text)
    return text


def _thread_label_read(line: str, label: re.Pattern[str]) -> str:
    """A line opening with a thread's update or correction label (`Cues.thread_label`) without the label's number, and
    without an update's word: "upd 2: the rest is unchanged" reads "the rest is unchanged", "поправка 2: бюджет …"
    reads "поправка: бюджет …". One character for one."""
    m = label.match(line)
    if m is None:
        return line
    chars = list(line)
    for group in ("update", "n"):
        if m.group(group) is not None:
            chars[m.start(group):m.end(group)] = " " * (m.end(group) - m.start(group))
    if m.group("update") is not None:
        colon = m.end()
        chars[colon] = " "  # (the update's colon too: the line reads as what it says)
    return "".join(chars)


# from a date to the end of its question: no sentence's end between, then the question mark and what closes it
_TO_QUESTION_END = re.compile(r"[^.!?。！？\n]{0,80}[?？][*_”\"»」）)\s]*")


def asked_and_denied(text: str, end: int, layout: Layout) -> int:
    """Where the answer starts when the date ending at `end` sits in a question its own line answers with a no right
    after it ("*Is the end date 1 July?* No. The notes give 1 June", "Конец — 1 июля? Нет, 1 июня.", "是7月1日结束吗？
    不是，是6月1日。"): a value asked about and denied, no claim of the brief's; -1 where it is not."""
    m = _TO_QUESTION_END.match(text, end)
    return m.end() if m is not None and layout.no.match(text[m.end():m.end() + 40]) else -1


class OutputContext:
    """The output cut into clauses, with every date, amount and number found once."""

    def __init__(self, material: Material, text: str, corrected: dict[Span, str] | None = None):
        self.material = material
        # a correction's standing date with no role of its own: the role of the date it sets aside
        # (`retracted.corrected_roles`, read on the brief before that date was blanked), by its span
        self._corrected = corrected or {}
        self.lang = get_language(material.language)
        self.cues = self.lang.cues
        self.forms = self.lang.forms
        # a dialogue's turn answering another speaker's, which named a role and no date: its first date takes that role
        self._turn_roles = answer_roles(text, self.cues, self.lang.layout, self.forms)
        # a key or identifier ("historical_order_data_exported: yes") reads as its words; one character for one,
        # so every offset still points into the brief as written
        text = _JOINER.sub(" ", markup_read(csv_as_table(rendered(text)), self.lang.layout, self.cues.corrected))
        text = _DIGIT_GROUPS.sub(lambda m: m.group(0).replace("_", ","), text)
        text = "\n".join(_thread_label_read(line, self.cues.thread_label) for line in text.split("\n"))
        footnotes = _footnote_citations(text, self.forms)
        text = _FOOTNOTE.sub(lambda m: " " * len(m.group(0)), text)
        text = _LEADER.sub(lambda m: m.group(1) + ":" + " " * (len(m.group(2)) - 1), text)
        text = blank_fields(form_furniture(card_furniture_blanked(text, self.lang.layout), self.lang.layout),
                            self.lang.layout, self.cues.approval_word, self.cues.pending_word)
        text = state_choices(text, self.cues)
        # a JSON key and its value ('"status_colour": "green",') read as a label and its value
        text = _JSON_PAIR.sub(lambda m: re.sub(r"[\"“”]", " ", m.group(0)), text)
        self.text = text
        self.clauses = segment(text, self.lang.layout, self.forms, self.cues.roles)
        self._starts: list[int] | None = None  # the clauses' starts, in order (`clause_at`)
        self._once: dict[tuple[str, int | str], Any] = {}  # what `once` read, by what and where
        self.body = [c for c in self.clauses if not c.in_sources]
        self.dates = self._dated()
        self.amounts = find_amounts(text, self.forms)
        self.consumed: set[Span] = set()  # spans already counted as a distortion
        # plans the brief adds for an item it excludes outright ("…明确不在范围内，计划在第二阶段再纳入"): additions
        self.own_plans: list[Span] = []
        self.computed: list[Span] = []  # figures computed from the facts (a length, a split of the budget): no claim of their own
        # clauses pointing back at a work item ("the first is done", "它不在范围内"), by their start: the item's fact, the spans
        # of the clauses that named it and the clause (brief_rules.item_references, read once)
        self.item_refs: dict[int, tuple[str, tuple[Span, ...], Clause]] | None = None
        # the background paragraphs' content words taken together (alignment.background_words, read once)
        self.background_words: set[str] | None = None
        self.citations = sorted(find_citations(text, self.forms) + footnotes, key=lambda c: c.start)

    def addressed(self, clause: Clause) -> bool:
        """True when the clause's sentence is said to the reader (`Layout.addressed`: "I can split this into 3
        slides"), read once per sentence: a sentence of many clauses was read again for each of them."""
        return self.once("addressed", clause.sentence_start,
                         lambda: bool(self.lang.layout.addressed.search(clause.sentence)))

    def once(self, what: str, at: int | str, read: Callable[[], _T]) -> _T:
        """What a rule reads from a whole line, clause or sentence around a value (`what`, at its start `at`, or of a
        text `at`), read once for each: read again for each of a line's thousands of numbers or dates, or for each
        clause of a long sentence, it made the grader quadratic."""
        key = (what, at)
        if key not in self._once:
            self._once[key] = read()
        value: _T = self._once[key]
        return value

    def dates_starting(self, start: int, end: int) -> list[Dated]:
        """The dates starting in [start, end), in order, found by bisection (asked of each date or clause of a text of
        thousands of dates, a scan of every date was quadratic)."""
        ordered = self.once("dates by start", 0, lambda: sorted(self.dates, key=lambda d: d.mention.start))
        starts = self.once("date starts", 0, lambda: [d.mention.start for d in ordered])
        return ordered[bisect.bisect_left(starts, start):bisect.bisect_left(starts, end)]

    def cites_for(self, clause: Clause, span: Span | None) -> list[int]:
        """Citations for a value: those after it and before the next date of its sentence, else those
        of its clause, else those of its sentence."""
        sent_end = clause.sentence_start + len(clause.sentence)
        # a footnote marker right after the clause (blanked to spaces, see `_FOOTNOTE`) is still its own
        tail = self.text[clause.end:clause.end + 40]
        end = clause.end + len(tail) - len(tail.lstrip(" \t"))
        if clause.end <= sent_end < end:
            sent_end = end
        if span is not None:
            nxt = min([d.mention.start for d in self.dates_starting(span[1], sent_end)[:1]] + [sent_end])
            near = [n for c in self._citations_starting(span[1], nxt) for n in c.numbers]
            if near:
                return near
        own = [n for c in self._citations_starting(clause.start, end) for n in c.numbers]
        return own or list(clause.citations)

    def _citations_starting(self, start: int, end: int) -> list[Citation]:
        """The citations starting in [start, end), in order (`citations` is sorted by start)."""
        starts = self.once("citation starts", 0, lambda: [c.start for c in self.citations])
        return self.citations[bisect.bisect_left(starts, start):bisect.bisect_left(starts, end)]

    def clause_at(self, pos: int) -> Clause | None:
        """The first clause holding `pos`. Clauses come in order and apart, so the one starting last at or before it is
        that clause (found by bisection: a brief of thousands of clauses asked this of each of them)."""
        if self._starts is None:
            ordered = all(a.end <= b.start for a, b in itertools.pairwise(self.clauses))
            self._starts = [c.start for c in self.clauses] if ordered else None
            if self._starts is None:  # (not seen: segment's clauses are in order and apart)
                return next((c for c in self.clauses if c.start <= pos < c.end), None)
        i = bisect.bisect_right(self._starts, pos) - 1
        return self.clauses[i] if i >= 0 and pos < self.clauses[i].end else None

    def value_spans(self) -> list[Span]:
        """Spans of every date and amount: digits inside them are not bare numbers."""
        return [(d.mention.start, d.mention.end) for d in self.dates] + [(a.start, a.end) for a in self.amounts]

    def bare_numbers(self, clause: Clause) -> list[tuple[int, int, Decimal]]:
        """Digit numbers in a clause that are not part of a date, an amount or a citation."""
        # every date, amount and citation of the text (also those only the whole text shows: a table column), read
        # once; the clause's own citations and the numbers found in it
        known = self.once("values and citations", 0, lambda: SpanSet(
            self.value_spans() + [(c.start, c.end) for c in self.citations]))
        taken = SpanSet((clause.start + c.start, clause.start + c.end) for c in find_citations(clause.text, self.forms))
        out = []
        for n in find_numbers(clause.text, self.forms):
            span = (clause.start + n.start, clause.start + n.end)
            if not known.overlaps(span) and not taken.overlaps(span):
                out.append((span[0], span[1], n.value))
        for a, b, _ in out:
            taken.add((a, b))
        # numbers in words ("sixty-five thousand"): the budget rule reads them, and an invented one is an addition
        for s, e, value in self.forms.word_numbers(clause.text):
            span = (clause.start + s, clause.start + e)
            if re.match(r"-[^\W\d_]", clause.text[e:e + 2]):
                continue  # part of a longer word: an ordinal ("twenty-first of August") is no count
            if not known.overlaps(span) and not taken.overlaps(span):
                out.append((span[0], span[1], value))
                taken.add(span)
        return sorted(out)

    def _pilot_named(self, after: str) -> str | None:
        """The text after a date with the pilot's own name opening it (after a dash, a colon or a cell, in quotes or
        not) read as the language's noun for the pilot, or None where no such name opens it."""
        project = self.material.project
        if not project:
            return None
        word_end = "" if self.lang.code == "zh" else r"(?![^\W_])"
        m = re.match(rf"([^\w\n]{{0,8}}?)[«\"“']?{re.escape(project)}[»\"”']?{word_end}", after, re.IGNORECASE)
        return None if m is None else m.group(1) + self.cues.pilot_word + after[m.end():]

    def _dated(self) -> list[Dated]:
        out = []
        all_dates = find_dates(self.text, self.forms)
        # sorted once, so each date finds its neighbours by bisection (a long text holds thousands of dates)
        ends, starts = sorted(o.end for o in all_dates), sorted(o.start for o in all_dates)
        denied: tuple[int, str] | None = None  # where a question whose date its answer denies ends, and that date's role
        prev_both = False  # the date before was read under a label naming both ends
        for d in all_dates:
            clause = self.clause_at(d.start)
            if clause is None:
                out.append(Dated(d, None, None))
                prev_both = False
                continue
            # the role cue sits between the previous date of the same sentence (or its start) and this date
            i = bisect.bisect_right(ends, d.start)
            prev_end = max(ends[i - 1], clause.sentence_start) if i else clause.sentence_start
            window = self.text[prev_end:d.start]
            # a cue right after the date, before the next one ("2026年7月3日结束"), decides first
            j = bisect.bisect_left(starts, d.end)
            nxt = min(starts[j:j + 1] + [clause.sentence_start + len(clause.sentence)])
            after = self.text[d.end:nxt]
            role = role_after(self.cues, after, nxt in starts[j:j + 1])
            named = self._pilot_named(after) if role is None else None
            if named is not None:  # "3 March 2027 — Osprey starts.": the pilot's name is the entry's subject
                role = next((name for name, p in self.cues.roles_after.items() if p.match(named)), None)
            named_after = role is not None
            best, before = -1, window if role is None else ""
            cue_at: dict[str, tuple[int, int]] = {}  # each role's last cue in the window
            # a cue that opens a part of the date's month ("Начало августа 2026 г. — встреча"): a period, no role
            periods = [p.span() for p in self.cues.coarse_period.finditer(self.text, prev_end, d.end)
                       if p.end() > d.start] if before else []
            for name, pattern in self.cues.roles.items():
                for m in pattern.finditer(before):
                    if any(a <= prev_end + m.start() < b for a, b in periods):
                        continue
                    cue_at[name] = m.span()
                    if m.end() > best:
                        role, best = name, m.end()
            # a label naming both ends, the start's cue then the end's ("Start → end | X → Y", "Старт / финиш:"):
            # its range's dates take them in order
            gap = (cue_at["start"][1], cue_at["end"][0]) if role == "end" and "start" in cue_at else (0, -1)
            both = 0 <= gap[1] - gap[0] <= 5 and len(before[gap[0]:gap[1]].strip()) <= 3
            if role == "approval" and best >= 0 and prev_end + best <= clause.start and \
                    re.search(r"[;；]", self.text[prev_end + best:clause.start]):
                role = None  # "X is approved; the work runs 2 Sep – 24 Oct": the approval's clause ends before the date's
            if role == "end" and not named_after and prev_end == clause.sentence_start and \
                    not _bare(window).strip("-–—~～•*"):
                role = None  # a list dash before a line's first date ("- 01.08.2026 - 09.11.2026") starts no range
                # (a timeline line naming its date's role after it keeps it: "- 31 October 2026 — pilot ends")
            if role is None and _timeline_approval(self.text, d, self.cues):
                role = "approval"  # "• 30 April 2027 — Priya Raman approves the pilot": the event the date opens
            # "До 14 мая подготовить расписание": the date a task is due by, no date of the pilot's
            role = _unless_deadline(role, clause, d, self.lang.layout)
            if role is None and clause.column is not None:  # a wide table's cell: its column names the role
                role = next((name for name, p in self.cues.roles.items() if p.search(clause.column)), None)
            if role is None:  # a data key or a row's first cell in English before it ("start_date,2026-04-03")
                key = _ROW_KEY.match(self.text[self.text.rfind("\n", 0, d.start) + 1:d.start])
                name = data_keys.key_name(key.group(1)) if key else ""
                role = next((r for r, keys in data_keys.DATE_ROLE_KEYS.items() if name in keys), None)
            hedged = bool(self.cues.date_hedge.search(window) or self.cues.date_hedge_after.match(after))
            # a tilde or "≈" right before the date ("~26.05.27", "start ≈ 5 May") marks it approximate; a tilde
            # alone between two dates ("5月1日～6月30日") is a range's dash
            if _APPROX_MARK.search(window) and (prev_end == clause.sentence_start or window[:-1].strip()
                                                or window.rstrip()[-1:] == "≈"):
                hedged = True
            prev = out[-1] if out and out[-1].clause is not None and out[-1].mention.end == prev_end else None
            role = self._range_between(prev, role, window, after, clause)
            if prev is not None and prev.role in ("start", "end") and role is None and _AFTERTHOUGHT.match(window) \
                    and d.readings() != prev.mention.readings():
                # "End: 19 August (elsewhere: 19 September)": a second date for the fact in brackets after it, with no
                # role of its own, is another value for the same fact; neither is then a firm date
                prev.hedged, hedged, role = True, True, prev.role
            elif prev is not None and self.cues.date_alternative.search(_CITES_LEAD.sub("", window)):
                # the second of two alternatives takes the first one's role, and both are hedged (the first's
                # citation between them, "29.08 [9] — или 30.08", leaves them alternatives)
                prev.hedged, hedged = True, True
                role = role or prev.role
            elif prev is not None and role == "end" and (prev.role is None and len(_bare(window)) <= 6
                                                          or prev.role == "approval" and (re.match(RANGE_DASH, window)
                                                                                          or _cue_alone(before, cue_at))):
                prev.role = "start"  # a range "X – Y", "X至Y", "с X по Y": its first date is the start (an approval's
                # word before it, "已获批，2027.7.17–2027.9.4", "a CFO-approved pilot, running 25 Feb – 21 May", dates no
                # approval: a range is the pilot's window)
            elif prev is not None and prev_both and role == "end" and re.match(RANGE_DASH, window):
                prev.role = "start"  # "Старт → финиш | X → Y": the label's first end is the range's first date
            turn = next((t for t in self._turn_roles if t[0] <= d.start < t[1]), None)
            if role is None and turn is not None and not any(o.mention.start >= turn[0] for o in out[-1:]
                                                             if o.clause is not None):
                role = turn[2]  # "A: So it starts on…? / B: No, 12 June": the role the turn it answers named
            role, denied = self._denied_role(d, clause, role, denied)
            role = role or self._corrected.get((d.start, d.end))
            out.append(Dated(d, role, clause, hedged))
            prev_both = both
        return out


    def _denied_role(self, d: DateMention, clause: Clause, role: str | None,
                     denied: tuple[int, str] | None) -> tuple[str | None, tuple[int, str] | None]:
        """The date's role once questions are read, and the denied question's end and role carried to the dates after
        it: a date asked about and denied is no date of the brief; the answer's own date, with no role of its own,
        takes the question's."""
        inline = asked_and_denied(self.text, d.end, self.lang.layout)
        # "Заканчивается 13 сентября? Нет, 13 августа." (one sentence), "А заканчиваем пятого ноября? — Нет-нет, пятого
        # декабря" (a question and its answer)
        if inline >= 0 or clause.asks and clause.answer and self.lang.layout.no.match(clause.answer):
            return None, ((inline if inline >= 0 else clause.end, role) if role is not None else denied)
        if denied is not None and role is None and d.start >= denied[0] and not any(
                denied[0] <= c.start < clause.start for c in self.clauses):
            role = denied[1]
        if denied is not None and clause.start >= denied[0] and not clause.asks:
            denied = None
        return role, denied

    def _range_between(self, prev: Dated | None, role: str | None, window: str, after: str, clause: Clause) -> str | None:
        """The date's role where it closes a range told as lying between two dates ("between 9 July and 7 October",
        "между 9 июля и 7 октября", "在7月9日和10月7日之间"): the end, the date before it (`prev`) then the start; else
        `role` as it was."""
        if prev is None or role is not None or prev.role not in (None, "start") or not (
                self.cues.range_join.match(_CITES_LEAD.sub("", window))
                and self.cues.range_open.search(self.text, clause.sentence_start, prev.mention.start)
                and self.cues.range_close.match(after)):
            return role
        prev.role = "start"
        return "end"


def _unless_deadline(role: str | None, clause: Clause, d: DateMention, layout: Layout) -> str | None:
    """The date's role, or None where a start's or an end's cue is the deadline a task opens with before its verb
    (`Layout.action_item`'s group `due`: "By 14 May, prepare …", "До 14 мая подготовить …", "5月14日前，准备…")."""
    if role not in ("start", "end"):
        return role
    m = layout.action_item.search(clause.text)
    due = m.span("due") if m is not None and m.groupdict().get("due") else None
    return None if due is not None and clause.start + due[0] <= d.start < clause.start + due[1] else role


# a timeline's line: its date first, after a list's mark at most, then a dash, a colon or a column's run of spaces
# and the event, up to the event's first clause end ("• 30 April 2027 — Priya Raman approves the pilot.",
# "2027年4月30日 — 财务主管…批准试点。", "2027-04-30   财务主管…批准试点")
_LINE_LEAD_MARKS = frozenset(" \t>*_#•·+-")
_EVENT = re.compile(r"[*_]*(?:[ \t]*[—–:：-]{1,2}[ \t]*|[ \t]{2,}|\t)"
                    r"(?P<event>[^,;，；。!?！？\n]+?)(?=[,;，；。!?！？\n]|\.(?:\s|$)|$)")


def _timeline_approval(text: str, d: DateMention, cues: Cues) -> bool:
    """True when the date `d` opens a timeline's line and the event after it names the approval as given, in
    whatever order ("30 April 2027 — Priya Raman approved the pilot", "30 апреля 2027 г. — Прия Раман утвердила
    пилот"): that date is the approval's. An event naming the start or the end, or an approval to come or awaited
    ("— approval expected", "— 提交审批，待批"), dates no approval given. The event is read on the date's line, whatever
    the sentences (a capital after "2027 г. —" may open one)."""
    at = d.start  # walked back over the line's lead only (a long line of many dates is read in linear time)
    while at > 0 and text[at - 1] in _LINE_LEAD_MARKS:
        at -= 1
    if at > 0 and text[at - 1] != "\n":
        return False
    m = _EVENT.match(text, d.end)
    if m is None:
        return False
    event = m.group("event")
    return bool(cues.roles["approval"].search(event)) and not any(
        p.search(event) for p in (cues.roles["start"], cues.roles["end"], cues.pending_word, cues.future))


# a tilde or an "about equal" sign right before a date, after a separator or at the start
_APPROX_MARK = re.compile(r"(?:^|[\s|(（:：,，;])[~≈～]$|≈\s*$")

# a line's English key before its value: a data key, a CSV row's first cell or a table row's label ('"start": ',
# "start date|", "| End |")
_ROW_KEY = re.compile(r"^[\s|{,\-*]*[\"“']?([A-Za-z][A-Za-z _-]{0,20}?)[\"”']?\s*[:：=|,]\s*[\"“']?\s*$")


# what lies between a date and a second one inside brackets after it: citations, then an opening bracket and a few
# words, no closing one ("[5] (elsewhere in the notes — ", "（另有记录为")
# the citations right after a date ("[9] ", "【5】"), before the words that follow it
_CITES_LEAD = re.compile(r"^(?:\s*(?:\[[^\]\n]{1,20}\]|【[^】\n]{1,20}】))+")
_AFTERTHOUGHT = re.compile(r"^(?:\s*(?:\[[^\]\n]{1,20}\]|【[^】\n]{1,20}】))*\s*[(（][^()（）\[\]\n]{0,60}$")


def _cue_alone(window: str, cue_at: dict[str, tuple[int, int]]) -> bool:
    """True when the words between two dates are the end's cue alone ("11 May to 13 August", "с 1 мая по 3 июня",
    "5月1日至6月30日"): a range's join, as its dash would be, so the date before it is the range's start."""
    if "end" not in cue_at:
        return False
    a, b = cue_at["end"]
    return not _bare(window[:a] + window[b:]).strip(",，")


def _bare(window: str) -> str:
    """The words between two dates, without citations and spaces."""
    return re.sub(r"\[[^\]]*\]|【[^】]*】|\([^)]*\)|（[^）]*）|\s", "", window)


def years_alone(ctx: OutputContext) -> list[Span]:
    """A year said alone, in short or in words (`Cues.year_alone`: "'26", "也是二六年", "год двадцать шестой"), that is
    a year of the source's dates: the year told again, no number and no claim of its own."""
    years = {int(v[:4]) for f in ctx.material.facts for k, v in f.value.items()
             if k in ("date", "approval_date") and isinstance(v, str)}
    out = []
    for m in ctx.cues.year_alone.finditer(ctx.text):
        said = m.group("y")
        if re.fullmatch(r"[\d〇零○一二三四五六七八九]+", said):
            year: int | None = numeral_int(said)
        else:
            year = ctx.forms.year_word(said) if ctx.forms.year_word is not None else None
        if year is not None and year < 100:
            year += 2000  # "26年", "'26": a two-digit year
        if year in years:
            out.append(m.span("y"))
    # a day and a month with the year's last two digits after them ("sign-off → 2 Mar 27"): the date's own year in short
    for d in ctx.dates:
        if d.mention.year is None and d.mention.day is not None:
            # (no word after it: "on 5 May 26 staff joined" counts staff)
            short = re.match(r"[ \t]{1,2}(\d{2})(?![\d.,:/])(?![ \t]*[^\W\d_])", ctx.text[d.mention.end:d.mention.end + 12])
            if short is not None and 2000 + int(short.group(1)) in years:
                out.append((d.mention.end + short.start(1), d.mention.end + short.end(1)))
    return out


def overlaps(span: Span, spans: Iterable[Span]) -> bool:
    return any(span[0] < e and s < span[1] for s, e in spans)


def evidence(items: Iterable[Clause | Evidence | None]) -> list[Evidence]:
    """Clauses (with an optional value span), deduplicated, in the order given."""
    seen, out = set(), []
    for it in items:
        if it is None:
            continue
        clause, span = it if isinstance(it, tuple) else (it, None)
        if clause is None or (clause.start, clause.end, span) in seen:
            continue
        seen.add((clause.start, clause.end, span))
        out.append((clause, span))
    return out


def dated_evidence(dated: Iterable[Dated]) -> list[Evidence]:
    return evidence((d.clause, (d.mention.start, d.mention.end)) for d in dated if d.clause is not None)



# a line keyed by one letter, as a list of items and a list of their states written apart key them: "(d) Review of
# the checklist [15]", "◦ (А) миграция …", "a) …"; and on the other side "(d) done", "◦ А — завершён [17]"
_KEYED_LINE = re.compile(r"^[ \t]*(?:[-*•◦▪·][ \t]+)?(?:\((?P<paren>[A-Za-zА-ЯЁа-яё])\)|(?P<closed>[A-Za-zА-ЯЁа-яё])\)"
                         r"|(?P<dashed>[A-Za-zА-ЯЁа-яё])[ \t]*[—–:：-])[ \t]*(?P<body>\S.*)$")
# a short title over one of the two lists ("Part B: where each item stands", "Состояние этапов", "表二：状态"):
# the two lists' furniture once they are read as one (no value, no citation in it)
_JOIN_HEADING_MAX = 40


def _keyed(line: str) -> tuple[str, str] | None:
    m = _KEYED_LINE.match(line)
    if m is None:
        return None
    key = m.group("paren") or m.group("closed") or m.group("dashed")
    return key.lower(), m.group("body").rstrip()


def _keyed_blocks(lines: list[str]) -> list[list[tuple[int, str, str]]]:
    """Runs of lines keyed by a letter each (blank lines inside a run kept out of it), a run ending at any other line
    or where its key repeats: (line number, key, body)."""
    blocks: list[list[tuple[int, str, str]]] = []
    run: list[tuple[int, str, str]] = []
    for n, line in enumerate(lines):
        if not line.strip():
            continue
        keyed = _keyed(line)
        if keyed is None or any(k == keyed[0] for _, k, _ in run):
            if run:
                blocks.append(run)
            run = [] if keyed is None else [(n, *keyed)]
            continue
        run.append((n, *keyed))
    if run:
        blocks.append(run)
    return blocks


def _join_heading(lines: list[str], first: int) -> int | None:
    """The line number of the short title right over a list's first line, where it is one (no key, no digit, no
    citation); else None."""
    n = first - 1
    while n >= 0 and not lines[n].strip():
        n -= 1
    if n < 0 or _keyed(lines[n]) is not None:
        return None
    title = lines[n].strip()
    if len(title) > _JOIN_HEADING_MAX or re.search(r"\d|\[", title):
        return None
    return n


def keyed_states_joined(text: str) -> str:
    """A brief that lists its items in one section and their states in another, keyed by the same letters ("(d) Review
    of the checklist [15]" … "Part B: where each item stands / (d) done"), read as one list: each state is told on its
    item's line ("(d) Review of the checklist [15]: done") and its own line left blank, as a reader joins them; the
    two lists' short titles are furniture then, no claims. The states' list must key two of the items or more, in the
    items' order, each once: two numbered lists are never joined (their numbers count anything), nor one list with
    another that merely reuses a letter. Linear: each list is set beside the one before it only."""
    if _letter_dialogue(text) and re.search(r"[?？]", text):
        return text  # a chat's turns by letter, asking and answering ("A: approved?" / "B: yes"): speakers, no keys
    lines = text.split("\n")
    blocks = _keyed_blocks(lines)
    joined = False
    for items, states in itertools.pairwise(blocks):
        order = {k: i for i, (_, k, _) in enumerate(items)}
        keys = [k for _, k, _ in states]
        if len(states) < 2 or not all(k in order for k in keys) or keys != sorted(keys, key=order.__getitem__):
            continue
        if len(items) <= len(states) and keys == [k for _, k, _ in items] and _join_heading(lines, states[0][0]) is None:
            continue  # the same letters again with no title between: a list told twice, not items and their states
        for n, key, body in states:
            at = items[order[key]][0]
            sep = "：" if re.search(r"[\u4e00-\u9fff]", lines[at]) else ": "
            lines[at] = lines[at].rstrip() + sep + body
            lines[n] = ""
        for first in (items[0][0], states[0][0]):
            heading = _join_heading(lines, first)
            if heading is not None:
                lines[heading] = ""
        joined = True
    return "\n".join(lines) if joined else text


_TABLE_RULE = re.compile(r"^[\s|:+-]+$")  # a Markdown table's rule under its header row ("|----|:--:|")
_YES_NO_HEADER_MAX = 5  # a yes or no column's header is the bare word ("Yes", "Нет", "否", "Y")


def _row_cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


_ANSWER_MARK = re.compile(r"[xXхХ✓✔☑●•+*]?")  # the mark in an answer column, or nothing


def _whole(pattern: re.Pattern[str], cell: str) -> bool:
    m = pattern.match(cell)
    return m is not None and m.end() == len(cell)


def _yes_no_header(cells: list[str], lines: list[str], n: int, lang: Layout) -> dict[int, str]:
    """The yes and the no column of a table whose header row is line n, each with its header word, where the header
    names them by the bare words ("Yes", "Нет", "否") and every row below marks them only (a cross, a tick, nothing):
    a column of states ("完成", "未开始") holding the items' words is none. Else empty."""
    short = [i for i, c in enumerate(cells) if 0 < i and 0 < len(c) <= _YES_NO_HEADER_MAX]
    yes = [i for i in short if _whole(lang.yes, cells[i]) and not lang.no.match(cells[i])]
    no = [i for i in short if _whole(lang.no, cells[i]) and not lang.yes.match(cells[i])]
    if len(yes) != 1 or len(no) != 1:
        return {}
    rows = 0
    for line in itertools.takewhile(lambda x: x.lstrip().startswith("|"), lines[n + 1:]):
        if _TABLE_RULE.match(line):
            continue
        row = _row_cells(line)
        if len(row) <= max(yes[0], no[0]) or not all(_ANSWER_MARK.fullmatch(row[i]) for i in (yes[0], no[0])):
            return {}
        rows += 1
    return {yes[0]: cells[yes[0]], no[0]: cells[no[0]]} if rows else {}


def yes_no_columns_read(text: str, language: str) -> str:
    """A table of questions with a yes column and a no column, the answer marked in one of them ("| Approved? |  | x |
    [9] |" under "| Question | Yes | No | Source |"), read as the questions answered: each row is one line, its
    question, the marked column's header word and its other cells ("Approved? — No [9]"), as a question answered in
    words reads; the header and its rule are blank. A row marked in both columns or in none is left as it is. One
    pass over the lines."""
    lang = get_language(language).layout
    lines = text.split("\n")
    header: dict[int, str] = {}  # the yes and the no column of the table being read, each with its header's word
    seen = False  # the table's header row was read (one look at its rows per table: linear)
    changed = False
    for n, line in enumerate(lines):
        if not line.lstrip().startswith("|"):
            header, seen = {}, False
            continue
        cells = _row_cells(line)
        if not seen:
            seen = True
            header = _yes_no_header(cells, lines, n, lang)
            if header:
                lines[n] = ""  # the header names the columns: no claim
                changed = True
            continue
        if not header:
            continue
        if _TABLE_RULE.match(line):
            lines[n] = ""
            continue
        marked = [i for i in header if i < len(cells) and cells[i]]
        if len(marked) != 1 or len(cells) <= max(header):
            continue
        rest = " ".join(c for i, c in enumerate(cells) if i != 0 and i not in header and c)
        # the dash keeps the answer in the question's sentence, as a question answered on its line reads
        lines[n] = " ".join(x for x in (cells[0], "—", header[marked[0]], rest) if x)
    return "\n".join(lines) if changed else text


# a field whose label names two roles in its brackets and whose value gives two values in the same order, each pair cut
# by a slash: "Pilot window (start / end): 25.06.2027 / 25.09.2027", "Сроки (начало / окончание): … / …", "周期（开始/结束）：…/…"
_ROLE_PAIR = re.compile(r"^(?P<label>[^\n(（/／]*)[(（][ \t]*(?P<r1>[^/／()（）\n]{1,24}?)[ \t]*[/／][ \t]*"
                        r"(?P<r2>[^/／()（）\n]{1,24}?)[ \t]*[)）](?P<colon>[ \t]*[:：][ \t]*)(?P<v1>[^/／\n]*?\d[^/／\n]*?)"
                        r"[ \t]*[/／][ \t]*(?P<v2>[^/／\n]*?\d[^/／\n]*?)[ \t]*$")
_ROLE_PAIR_LINE_MAX = 200  # a field's line; a longer one is prose, and is never read so (and costs no time)


def paired_roles_read(text: str, language: str) -> str:
    """A field naming a start and an end in its label and giving their two dates in the same order, each pair cut by a
    slash ("Pilot window (start / end): 25.06.2027 / 25.09.2027"), read as each role told before its own date
    ("Pilot window: start 25.06.2027; end 25.09.2027"): the slash pairs the values with the roles, it offers no
    alternative, and the label's last role word is no cue of the first date. Any other line as it is."""
    roles = get_language(language).cues.roles
    start, end = roles.get("start"), roles.get("end")
    if start is None or end is None:
        return text

    def told(m: re.Match[str]) -> str:
        r1, r2 = m.group("r1"), m.group("r2")
        if not ((start.search(r1) and end.search(r2) and not end.search(r1) and not start.search(r2))
                or (end.search(r1) and start.search(r2) and not start.search(r1) and not end.search(r2))):
            return m.group(0)
        wide = bool(re.search(r"[\u4e00-\u9fff]", r1 + r2))  # Chinese: no spaces between words
        gap, cut = ("", "；") if wide else (" ", "; ")
        return f"{m.group('label').rstrip()}{m.group('colon')}{r1}{gap}{m.group('v1')}{cut}{r2}{gap}{m.group('v2')}"

    return "\n".join(_ROLE_PAIR.sub(told, line) if len(line) <= _ROLE_PAIR_LINE_MAX and re.search(r"[/／]", line)
                     else line for line in text.split("\n"))


# A riddle's or a crossword's apparatus: the heading of its answers, a clue's number, its letter count and the kind of
# thing it asks for. The clue and its answer together state a fact; the apparatus states nothing.
_ANSWERS_HEADING = re.compile(r"^\W*(?:answers?|solutions?|ответы|отгадки|разгадки|谜底|答案)(?:[^\w\n]{0,20}附后)?"
                              r"\s*[:：]?\s*(?P<rest>.*)$", re.IGNORECASE)
_CLUE_NUMBER = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"
_CLUE_LINE = re.compile(r"^(?P<lead>\s*(?:[-*•]\s*)?)(?P<n>" + _CLUE_NUMBER + r")\s*[.、)）]\s*(?P<clue>\S.*?)\s*$")
_ANSWER_ITEM = re.compile(r"(?:^|(?<=\s))(?P<n>" + _CLUE_NUMBER + r")\s*[.、)）]\s*(?P<a>.+?)(?=\s+" + _CLUE_NUMBER +
                          r"\s*[.、)）]\s|$)")
# "(8 букв)", "(5)", "(8,5,6)", "(4 letters)": a letter count; "——打一排除项。": a Chinese riddle's kind of answer
_LETTER_COUNT = re.compile(r"\s*[(（]\s*\d{1,2}(?:\s*[,\s-]\s*\d{1,2})*\s*(?:букв\w*|letters?|个?字)?\s*[)）]",
                           re.IGNORECASE)
_RIDDLE_KIND = re.compile(r"\s*[—–-]{1,2}\s*打一(?P<kind>[^。\n]*?)[。.]?\s*$")
_BLANK = re.compile(r"_{2,}|…+|\.{3,}")
# a clue, an answer or a heading is a short line: longer ones are prose, and are not searched (each search of a line
# may look at it again from every position, so the bound keeps the whole linear in the brief's length)
_RIDDLE_LINE_MAX = 400
# a crossword clue answered on its own line: "Already done before kick-off: the ___ (9): MIGRATION"
_SAME_LINE_ANSWER = re.compile(r"^(?P<clue>.*?\S)" + _LETTER_COUNT.pattern +
                               r"\s*[:：]\s*(?P<a>[^\W\d_][^\[\]【】\n]*?)(?P<cite>\s*(?:\[[^\]]*\]|【[^】]*】)\s*)*$",
                               re.IGNORECASE)


# A clue asking for a month whose day and year it gives ("Month the pilot starts, on the 3rd, 2026", "Месяц, в
# котором пилот завершается, — 1-е число, 2026 г.", "试点开始的月份（2026年，3日）"), its answer a month's name: the two
# together are one date. The year may be the clue's own or one given before ("also on the 3rd, same year").
_MONTH_CLUE = re.compile(r"\bmonth\b|\bмесяц\w*|月份|哪个?月|几月", re.IGNORECASE)
_CLUE_DAY = re.compile(r"(?:\bthe\s+)?(?<!\d)(?P<d>[0-3]?\d)(?:st|nd|rd|th)\b|(?<!\d)(?P<r>[0-3]?\d)-?(?:е|го)\s+числ\w*|"
                       r"(?<!\d)(?P<z>[0-3]?\d)\s*[日号]", re.IGNORECASE)
_CLUE_YEAR = re.compile(r"(?<!\d)(?P<y>(?:19|20)\d{2})(?!\d)(?:\s*г\.|\s*年)?")
_ANSWER_MONTH = {k: n for n, ks in enumerate((
    ("jan", "янв"), ("feb", "фев"), ("mar", "мар"), ("apr", "апр"), ("may", "май", "мая"), ("jun", "июн"),
    ("jul", "июл"), ("aug", "авг"), ("sep", "сен"), ("oct", "окт"), ("nov", "ноя"), ("dec", "дек")), 1) for k in ks}
_ZH_MONTH = re.compile(r"^(?:(?P<d>1[0-2]|[1-9])|(?P<w>十[一二]?|[一二三四五六七八九]))月(?:份)?$")


def _answer_month(answer: str) -> int | None:
    """The month a crossword's answer names ("MARCH", "Май", "三月"), or None."""
    a = answer.strip().rstrip(".。").strip().lower()
    zh = _ZH_MONTH.match(a)
    if zh:
        w = zh.group("w")
        return int(zh.group("d")) if zh.group("d") else ("一二三四五六七八九".index(w) + 1 if len(w) == 1 and w != "十"
                                                        else 10 + ("一二".index(w[1]) + 1 if len(w) == 2 else 0))
    word = re.fullmatch(r"[^\W\d_]{3,9}", a)
    return _ANSWER_MONTH.get(a[:3]) if word else None


def _month_clue_dated(clue: str, answer: str, year: str | None) -> str | None:
    """A clue asking for a month, with its day and its year (or the year given before), filled with the answer's
    month: the clue with that date in place of its day and year, or None when it is no such clue."""
    month = _answer_month(answer)
    day = _CLUE_DAY.search(clue) if month is not None and _MONTH_CLUE.search(clue) else None
    if day is None or month is None:
        return None
    own = _CLUE_YEAR.search(clue)
    y = own.group("y") if own else year
    n = int(day.group("d") or day.group("r") or day.group("z"))
    if y is None or not 1 <= n <= 31:
        return None
    out = clue[:day.start()] + f"{y}-{month:02d}-{n:02d}" + clue[day.end():]
    if own:  # the year, now part of the date, is dropped where it stood
        shift = len(out) - len(clue)
        a, b = (own.start(), own.end()) if own.start() < day.start() else (own.start() + shift, own.end() + shift)
        out = out[:a] + out[b:]
    return re.sub(r"[\s,，、]+$", "", out)


def _answered_clue(clue: str, answer: str, year: str | None = None) -> str:
    """One clue with its answer: the answer in the clue's blank, or after the clue; the letter count dropped, and a
    Chinese riddle's clue told as the kind of thing it asks for with its answer ("已完成事项：<answer>"). A clue
    asking for a month whose day and year it gives is read as that date (`year`: the last one the puzzle gave)."""
    kind = _RIDDLE_KIND.search(clue)
    if kind:
        # the riddle's own words are a puzzle, not a claim; the kind it asks for and its answer tell the fact
        return f"{kind.group('kind').strip()}：{answer.strip()}"
    clue = re.sub(_LETTER_COUNT.pattern + r"[.。]?", "", clue, flags=re.IGNORECASE).rstrip(" :：")
    dated = _month_clue_dated(clue, answer, year)
    if dated is not None:
        return dated
    if _BLANK.search(clue):
        return _BLANK.sub(lambda _: answer.strip(), clue, count=1)
    wide = bool(re.search(r"[\u4e00-\u9fff]", clue))
    return f"{clue}{'：' if wide else ': '}{answer.strip()}"


def riddles_answered(text: str) -> str:
    """A riddle or crossword brief read as what its clues and answers say together: each clue with its answer put
    in its blank (or after it), its number, letter count and the answers' block dropped. A clue answered on its own
    line ("the data-___ checklist (10): PROTECTION") is read the same way. Any other text as it is. Linear in the
    text's length: each line is read a bounded number of times."""
    lines = text.split("\n")
    # the year each line may lean on: the last one given on a short line before it ("same year" in a later clue)
    years: list[str | None] = []
    last: str | None = None
    for line in lines:
        years.append(last)
        if len(line) <= _RIDDLE_LINE_MAX:
            found = [m.group("y") for m in _CLUE_YEAR.finditer(line)]
            last = found[-1] if found else last
    lines = [_same_line(line, years[i]) for i, line in enumerate(lines)]
    heading = next((i for i, line in enumerate(lines) if len(line) <= _RIDDLE_LINE_MAX and _ANSWERS_HEADING.match(line)),
                   None)
    if heading is None:
        return "\n".join(lines)
    answers: dict[str, str] = {}
    block = [heading]
    rest = _ANSWERS_HEADING.match(lines[heading])
    pieces = [rest.group("rest")] if rest and rest.group("rest").strip() else []
    for j in range(heading + 1, len(lines)):
        if not lines[j].strip():
            if pieces:
                break
            continue
        if len(lines[j]) > _RIDDLE_LINE_MAX or not re.match(r"\s*" + _CLUE_NUMBER + r"\s*[.、)）]", lines[j]):
            break
        pieces.append(lines[j])
        block.append(j)
    for piece in pieces:
        for item in _ANSWER_ITEM.finditer(piece.strip()):
            answers.setdefault(item.group("n"), item.group("a").strip().rstrip("."))
    clues = [(i, m) for i, line in enumerate(lines[:heading]) if len(line) <= _RIDDLE_LINE_MAX
             and (m := _CLUE_LINE.match(line)) and m.group("n") in answers]
    # a puzzle's clues have a blank, a letter count or a riddle's kind; numbered questions answered further down
    # ("1. Has it been approved?" … "Answers / 1. No. …") are a Q&A brief's, read as they are
    puzzles = [(i, m) for i, m in clues if _BLANK.search(m.group("clue")) or _LETTER_COUNT.search(m.group("clue"))
               or _RIDDLE_KIND.search(m.group("clue"))]
    if len(answers) < 2 or len(puzzles) < 2:
        return "\n".join(lines)  # no riddle: a list that happens to follow a heading of that name
    for i, m in clues:
        lines[i] = m.group("lead") + _answered_clue(m.group("clue"), answers[m.group("n")], years[i])
    for j in block:
        lines[j] = ""
    return "\n".join(lines)


def _same_line(line: str, year: str | None = None) -> str:
    """A crossword clue with its letter count and its answer on one line, read as the clue with the answer filled in
    (`year`: the last one given before it, for a clue asking for a month in "the same year")."""
    if len(line) > _RIDDLE_LINE_MAX or ":" not in line and "：" not in line:
        return line
    m = _SAME_LINE_ANSWER.match(line)
    if m is None:
        return line
    cite = line[m.end("a"):]
    return _answered_clue(m.group("clue"), m.group("a"), year) + cite


def distorted_days(ctx: OutputContext) -> set[tuple[int, int, int | None]]:
    """The days (day, month, year) of the dates a distorted fact was read from."""
    return {(m.day, m.month, m.year) for m in (d.mention for d in ctx.dates)
            if (m.start, m.end) in ctx.consumed and m.day is not None}


def same_day_told(mention: DateMention, days: set[tuple[int, int, int | None]]) -> bool:
    """True when a date names one of `days` again, with its year or without it; a day first told without its year
    ("signed on 23 August?" / "Yes, on 23 August 2027") is the same day given its year."""
    return mention.day is not None and any((day, month) == (mention.day, mention.month) and (
        mention.year is None or year is None or mention.year == year) for day, month, year in days)
