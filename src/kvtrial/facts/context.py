"""A generated brief prepared for grading: cut into clauses, with every date (and its role), amount,
number and citation found once, and the evidence helpers the per-kind rules share."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from kvtrial.facts.languages import data_keys, get_language
from kvtrial.facts.languages.model import Forms
from kvtrial.facts.material import Material
from kvtrial.facts.parse import (
    Citation,
    DateMention,
    SpanSet,
    find_amounts,
    find_citations,
    find_dates,
    find_numbers,
)
from kvtrial.facts.segments import Clause, segment

Span = tuple[int, int]
Evidence = tuple[Clause, Span | None]  # a clause, and the span of the value in it if any


@dataclass
class Dated:
    mention: DateMention
    role: str | None  # start | end | approval | None
    clause: Clause | None
    hedged: bool = False  # "around 5 May", "5 May or 12 May": not a firm date


_JOINER = re.compile(r"(?<=[^\W\d_])_(?=[^\W\d_])")


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
_LEADER_WORD = r"[^\W\d_][^\W\d_'’-]*"
_LEADER = re.compile(r"(?m)^([ \t]*" + _LEADER_WORD + r"(?:[ \t]+" + _LEADER_WORD + r"){0,2})"
                     r"([ \t]*(?:\.{3,}|…+|·{3,})[ \t]*)(?=\S)")


# a TOML field ('done    = ["A"]', "approved = false"): its key and its "=" read as a data key and its colon ("done:")
_TOML_PAIR = re.compile(r"(?m)^([ \t]*[A-Za-z][\w-]{0,40})([ \t]*)=(?!=)")
# an Org-mode entry's state keyword ("** DONE Sandbox set-up", "* TODO Label printers"): the item under that list label
_ORG_STATE = re.compile(r"(?m)^(\*+)[ \t]+(DONE|TODO)[ \t]+(?=\S)")
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
    return re.sub(r"[^\n]", " ", m.group(0))


def _mermaid(m: re.Match[str]) -> str:
    return _MERMAID_TASK.sub(_blank, _MERMAID_SYNTAX.sub(_blank, m.group(0)))


def _delimited(text: str) -> str:
    """A delimited table (CSV with semicolons, as a spreadsheet exports it: "этап;настройка песочницы;заверш.;17") read
    as a table drawn with bars: three lines or more in a row with the same number of semicolons (two at least), none
    followed by a space (a sentence's semicolons are)."""
    lines = text.split("\n")
    n = 0
    while n < len(lines):
        width = lines[n].count(";")
        k = n + 1
        while width >= 2 and k < len(lines) and lines[k].count(";") == width:
            k += 1
        if k - n >= 3 and not any(re.search(r";[ \t]", line) for line in lines[n:k]):
            lines[n:k] = [line.replace(";", "|") for line in lines[n:k]]
        n = max(k, n + 1)
    return "\n".join(lines)


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


# an XML element on one line with its attributes ('<stage name="X" state="done" source="17"/>'), and one attribute
# an XML element's opening tag at a line's start, with its attributes or none ('<stage name="X" state="done"/>',
# '<item stage="done" source="15">', '<workflow>'), what follows it on its line, and one attribute
_XML_ELEMENT = re.compile(r"(?m)^([ \t]*)<([A-Za-z][\w-]*)((?:[ \t]+[A-Za-z][\w:-]*=\"[^\"<>\n]*\")*)([ \t]*/?>)(.*)$")
_XML_ATTRIBUTE = re.compile(r"([A-Za-z][\w:-]*)=\"([^\"<>\n]*)\"")
_XML_CLOSING = re.compile(r"</[A-Za-z][\w-]*>")
_XML_DECLARATION = re.compile(r"(?m)^[ \t]*<\?xml\b[^\n]*?\?>[ \t]*$")
# the attributes that name an element's item ('<stage name="X" …/>') or give its state ('state="done"'): the data keys'
_XML_ITEM = data_keys.ITEM_KEYS
_XML_STATE = data_keys.ENTRY_STATE_KEYS
_XML_YES_NO = re.compile(r"true|false|yes|no", re.IGNORECASE)


# HTML's own elements: an HTML brief (a table, a definition list) is read as the layout reads it, not as XML data
_HTML_TAGS = frozenset("""html head body title meta link script style h1 h2 h3 h4 h5 h6 p div span a b i u s em strong
small big br hr ul ol li dl dt dd table thead tbody tfoot tr th td caption col colgroup section article header footer
nav aside main details summary blockquote pre code mark sup sub img figure figcaption label font center""".split())


def _xml_element(m: re.Match[str]) -> str:
    """An element read as a data brief's field, one character for one. Its text after the tag ('<item stage="done"
    source="15">X</item>') is the value of its key, the list it names by its state or its tag ('done: [15] X'), its
    other attributes beside ('<included site="S">W</included>' -> 'included: site: S, W'). An element of attributes
    only is an object under its tag's key ('<excluded topic="X" source="9"/>' -> 'excluded:{topic: X, source: 9,}'),
    under the list's label where it names its item first and gives a state ('<stage name="X" state="done"/>' ->
    'done:{       X, …}'). The state the label gives, and a yes or no beside it ('started="false"'), are blank."""
    indent, tag, body, end, after = m.groups()
    if tag.lower() in _HTML_TAGS:
        return m.group(0)
    found = list(_XML_ATTRIBUTE.finditer(body))
    state = next((a for a in found if a.group(1).lower() in _XML_STATE and data_keys.key_label(a.group(2))), None)
    label = data_keys.key_label(state.group(2)) if state else data_keys.key_label(tag)
    key = state.group(2).strip() if state else tag  # the list's key as the brief writes it ("done", "excluded")
    said = [a for a in found if not (label and (a.group(1).lower() in _XML_STATE or _XML_YES_NO.fullmatch(a.group(2))))]
    opening = m.group(0)[len(indent):len(m.group(0)) - len(after)]
    if end == ">" and after.strip():
        cites = [a.group(2) for a in said if data_keys.key_name(a.group(1)) in data_keys.SOURCES_KEYS]
        fields = "".join(f"{a.group(1)}: {a.group(2)}, " for a in said if a.group(2) not in cites)
        head = f"{key}: {fields}" + "".join(f"[{c}] " for c in cites)
        if len(head) <= len(opening):
            return indent + head.ljust(len(opening)) + after
    if not found:
        return m.group(0)
    close = "}" + " " * (len(end) - 1) + after

    def field(a: re.Match[str]) -> str:
        return f"{a.group(1)}: {a.group(2)}," if a in said else " " * len(a.group(0))

    first = 1 + len(tag) + found[0].start(2)  # '<stage name="': where the first value begins
    if label is not None and found[0].group(1).lower() in _XML_ITEM and len(key) + 2 <= first:
        rest = _XML_ATTRIBUTE.sub(lambda a: field(next(f for f in found if f.start() == a.start() + found[0].end())),
                                  body[found[0].end():])
        return f"{indent}{(key + ':{').ljust(first)}{found[0].group(2)},{rest}{close}"
    attributes = _XML_ATTRIBUTE.sub(lambda a: f"{a.group(1)}: {a.group(2)},", body[1:])
    return f"{indent}{tag}:{{{attributes}{close}"


def markup_read(text: str) -> str:
    """The brief with the syntax of other markup a model writes read as the layout reads a data brief, one character
    for one (every offset still points into the brief as written): a TOML field as a key and its colon, an Org-mode
    entry's TODO or DONE as its list label, Org-mode's planning keywords and timestamp brackets as spaces, a
    Mermaid chart's syntax lines and task tags as spaces (their words claim nothing), a CSV's semicolons as a
    table's bars, and an ASCII table's border under its header row as the rule line under a header."""
    text = _TOML_PAIR.sub(lambda m: m.group(1) + ":" + m.group(2), text)
    text = _ORG_STATE.sub(lambda m: " " * (len(m.group(0)) - len(m.group(2)) - 2) + m.group(2) + ": ", text)
    text = _ORG_SYNTAX.sub(_blank, text)
    text = _XML_ELEMENT.sub(_xml_element, _XML_DECLARATION.sub(_blank, text))
    text = _XML_CLOSING.sub(lambda m: m.group(0) if m.group(0)[2:-1].lower() in _HTML_TAGS else _blank(m), text)
    text = _ascii_header_rule(text)
    return _delimited(_MERMAID.sub(_mermaid, text))


_JSON_PAIR = re.compile(r"(?m)^[ \t]*[\"“][^\"“”\n:：]{1,40}[\"”][ \t]*[:：][ \t]*[\"“][^\"“”\n]*[\"”]")


class OutputContext:
    """The output cut into clauses, with every date, amount and number found once."""

    def __init__(self, material: Material, text: str):
        self.material = material
        self.lang = get_language(material.language)
        self.cues = self.lang.cues
        self.forms = self.lang.forms
        # a key or identifier ("historical_order_data_exported: yes") reads as its words; one character for one,
        # so every offset still points into the brief as written
        text = _JOINER.sub(" ", markup_read(text))
        footnotes = _footnote_citations(text, self.forms)
        text = _FOOTNOTE.sub(lambda m: " " * len(m.group(0)), text)
        text = _LEADER.sub(lambda m: m.group(1) + ":" + " " * (len(m.group(2)) - 1), text)
        # a JSON key and its value ('"status_colour": "green",') read as a label and its value
        text = _JSON_PAIR.sub(lambda m: re.sub(r"[\"“”]", " ", m.group(0)), text)
        self.text = text
        self.clauses = segment(text, self.lang.layout, self.forms)
        self.body = [c for c in self.clauses if not c.in_sources]
        self.dates = self._dated()
        self.amounts = find_amounts(text, self.forms)
        self.consumed: set[Span] = set()  # spans already counted as a distortion
        self.citations = sorted(find_citations(text, self.forms) + footnotes, key=lambda c: c.start)

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
            nxt = min([d.mention.start for d in self.dates if span[1] <= d.mention.start < sent_end] + [sent_end])
            near = [n for c in self.citations if span[1] <= c.start < nxt for n in c.numbers]
            if near:
                return near
        own = [n for c in self.citations if clause.start <= c.start < end for n in c.numbers]
        return own or list(clause.citations)

    def clause_at(self, pos: int) -> Clause | None:
        for c in self.clauses:
            if c.start <= pos < c.end:
                return c
        return None

    def value_spans(self) -> list[Span]:
        """Spans of every date and amount: digits inside them are not bare numbers."""
        return [(d.mention.start, d.mention.end) for d in self.dates] + [(a.start, a.end) for a in self.amounts]

    def bare_numbers(self, clause: Clause) -> list[tuple[int, int, Decimal]]:
        """Digit numbers in a clause that are not part of a date, an amount or a citation."""
        skip = self.value_spans() + [(clause.start + c.start, clause.start + c.end)
                                     for c in find_citations(clause.text, self.forms)] + [
            (c.start, c.end) for c in self.citations]  # also those only the whole text shows (a table column)
        taken = SpanSet(skip)
        out = []
        for n in find_numbers(clause.text, self.forms):
            span = (clause.start + n.start, clause.start + n.end)
            if not taken.overlaps(span):
                out.append((span[0], span[1], n.value))
        for a, b, _ in out:
            taken.add((a, b))
        # numbers in words ("sixty-five thousand"): the budget rule reads them, and an invented one is an addition
        for s, e, value in self.forms.word_numbers(clause.text):
            span = (clause.start + s, clause.start + e)
            if re.match(r"-[^\W\d_]", clause.text[e:e + 2]):
                continue  # part of a longer word: an ordinal ("twenty-first of August") is no count
            if not taken.overlaps(span):
                out.append((span[0], span[1], value))
                taken.add(span)
        return sorted(out)

    def _dated(self) -> list[Dated]:
        out = []
        all_dates = find_dates(self.text, self.forms)
        # sorted once, so each date finds its neighbours by bisection (a long text holds thousands of dates)
        ends, starts = sorted(o.end for o in all_dates), sorted(o.start for o in all_dates)
        for d in all_dates:
            clause = self.clause_at(d.start)
            if clause is None:
                out.append(Dated(d, None, None))
                continue
            # the role cue sits between the previous date of the same sentence (or its start) and this date
            i = bisect.bisect_right(ends, d.start)
            prev_end = max(ends[i - 1], clause.sentence_start) if i else clause.sentence_start
            window = self.text[prev_end:d.start]
            # a cue right after the date, before the next one ("2026年7月3日结束"), decides first
            j = bisect.bisect_left(starts, d.end)
            nxt = min(starts[j:j + 1] + [clause.sentence_start + len(clause.sentence)])
            after = self.text[d.end:nxt]
            role = next((name for name, p in self.cues.roles_after.items() if p.match(after)), None)
            best, before = -1, window if role is None else ""
            for name, pattern in self.cues.roles.items():
                for m in pattern.finditer(before):
                    if m.end() > best:
                        role, best = name, m.end()
            if role == "end" and prev_end == clause.sentence_start and not _bare(window).strip("-–—~～•*"):
                role = None  # a list dash before a line's first date ("- 01.08.2026 - 09.11.2026") starts no range
            if role is None and clause.column is not None:  # a wide table's cell: its column names the role
                role = next((name for name, p in self.cues.roles.items() if p.search(clause.column)), None)
            hedged = bool(self.cues.date_hedge.search(window) or self.cues.date_hedge_after.match(after))
            prev = out[-1] if out and out[-1].clause is not None and out[-1].mention.end == prev_end else None
            if prev is not None and prev.role in ("start", "end") and role is None and _AFTERTHOUGHT.match(window) \
                    and d.readings() != prev.mention.readings():
                # "End: 19 August (elsewhere: 19 September)": a second date for the fact in brackets after it, with no
                # role of its own, is another value for the same fact; neither is then a firm date
                prev.hedged, hedged, role = True, True, prev.role
            elif prev is not None and self.cues.date_alternative.search(window):
                # the second of two alternatives takes the first one's role, and both are hedged
                prev.hedged, hedged = True, True
                role = role or prev.role
            elif prev is not None and prev.role is None and role == "end" and len(_bare(window)) <= 6:
                prev.role = "start"  # a range "X – Y", "X至Y", "с X по Y": its first date is the start
            out.append(Dated(d, role, clause, hedged))
        return out


# what lies between a date and a second one inside brackets after it: citations, then an opening bracket and a few
# words, no closing one ("[5] (elsewhere in the notes — ", "（另有记录为")
_AFTERTHOUGHT = re.compile(r"^(?:\s*(?:\[[^\]\n]{1,20}\]|【[^】\n]{1,20}】))*\s*[(（][^()（）\[\]\n]{0,60}$")


def _bare(window: str) -> str:
    """The words between two dates, without citations and spaces."""
    return re.sub(r"\[[^\]]*\]|【[^】]*】|\([^)]*\)|（[^）]*）|\s", "", window)


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

