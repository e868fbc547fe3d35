"""A brief cut into atomic claims: what it asserts, one claim at a time, with offsets.

A claim is a sentence, a list item, a table row, a question with its answer, or a label with its value.
Headings, a question left unanswered, a label line with nothing after it and a table's header row are
*context*: they say what the claims under them are about, and claim nothing themselves. The same cut is
used in every language; what differs (sentence ends, list markers) is read from the text's own marks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from kvtrial.facts.languages.model import Layout
from kvtrial.facts.legend import is_mark
from kvtrial.facts.segments import (
    EMOJI,
    NESTED_MARKER,
    _cells,
    _sentences,
    board_columns,
    label_of,
    named_question_heading,
    nested_markers,
    question_heading,
    slide_title,
)
from kvtrial.integrity import heading_of, inline_label


class ClaimKind(StrEnum):
    SENTENCE = "sentence"
    LIST_ITEM = "list item"
    TABLE_ROW = "table row"
    QA_PAIR = "question and answer"
    LABEL_VALUE = "label and value"


@dataclass(frozen=True)
class Claim:
    """One claim of a brief: `text` is `brief[start:end]` (without a list marker); `context` is the heading,
    label or column names in force, which the claim is read under but which is not part of it."""

    start: int
    end: int
    text: str
    kind: ClaimKind
    context: str = ""


# list markers: "-", "*", "•", "1.", "1)", "1）" (a digit may follow it: "4）57,500欧元"), "(1)", "（1）", "①", "a)",
# a section's or an article's number written onto its sign ("§2", "Art. 4"), a sub-item's number with its letter
# ("4a.", "4b)", "2б）"): a marker is never a value
_MARKER = re.compile(r"^[ \t]*(?:\*(?!\*)|[-•+·▪◦‣]|\d{1,2}[.)](?!\d)|\d{1,2}）|[(（]\d{1,2}[a-zа-я]?[)）]|[①-⑳]|[a-zа-я][)）]"
                     r"|\d{1,2}[a-zа-я](?:\.(?=\s)|[)）](?![\d.,]))"
                     r"|§\d{1,2}\.?(?![\d.,])|Art\.[ \t]?\d{1,2}\.?(?![\d.,]))[ \t]*")
# a quoted line's marks ("> ", ">> "): a reply quoting the text it answers
_QUOTE_MARK = re.compile(r"^[ \t]*(?:>[ \t]*)+")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
# a label: a few words before a colon (or a full-width one), not a time of day ("10:30") nor a link
_LABEL = re.compile(r"^[*_]*([^\W\d_][^:：\n]{0,40}?)[*_]*\s*(?<!\d)[:：](?!//)[ \t]*")
_QUESTION = re.compile(r"[?？]")
# a text box's border: a rule of dashes or box-drawing strokes between corners, a title drawn in it or not
# ("+---- Key facts ----+", "┌──── Ключевые факты ────┐", "╔══════╗", "└──────┘"): frame, no claim
_BOX_CORNER = "+┌┐└┘╔╗╚╝╭╮╰╯├┤╠╣┏┓┗┛|│║"
_BOX_STROKE = r"[-─━═=~]{3,}"
_BOX_BORDER = re.compile(r"^([" + _BOX_CORNER + r"]?)\s*" + _BOX_STROKE + r"(?:\s*([^\W\d_][^\n]{0,40}?)\s*"
                         + _BOX_STROKE + r")?\s*([" + _BOX_CORNER + r"]?)$")
_AXIS_CELL = re.compile(r"[\s|│┃¦:·.]+")


def _is_month(word: str, month_number: Callable[[str], int | None]) -> bool:
    try:
        return month_number(word) is not None
    except (KeyError, ValueError):  # a word that is no month
        return False


# a line wholly in brackets, no digit inside: "[photo of the whiteboard, copied out]", "（墙上便签，按贴的位置抄录）"
_BRACKETED = re.compile(r"[\[(（【][^\[\]()（）【】\d]+[\])）】]")
# a version tag without words, in any language ("v0.3", "(v1.2)")
_VERSION_TAG = re.compile(r"(?<![\w.])[vV]\d{1,2}(?:\.\d{1,2}){0,2}(?![\w]|\.\d)")


def medium_note(line: str, layout: Layout) -> bool:
    """A transcriber's remark on the layout, in brackets and with no digit ("[photo of the whiteboard, copied out]",
    "[Фото доски, переписано]", "（墙上便签，按位置抄录）"), or a deck's title with its version tag and no other number
    ("Cue cards for the stand-up (v0.3)"): each names the brief's medium (`Layout.medium_word`), a slide deck, cards, a
    board or sticky notes, and says nothing of the pilot."""
    line = line.strip()
    if _BRACKETED.fullmatch(line):
        return bool(layout.medium_word.search(line))
    rest = layout.version_label.sub(" ", _VERSION_TAG.sub(" ", line))
    return rest != line and not re.search(r"\d", rest) and bool(layout.medium_word.search(rest))


def _is_frame(line: str, month_number: Callable[[str], int | None]) -> bool:
    """A line that draws, not states: a text box's border (with a corner or a box-drawing stroke, or a title
    between two rules), or a text timeline's axis - years and month names spaced in columns ("2027   May   June")."""
    border = _BOX_BORDER.match(line)
    if border:
        return bool(border.group(1) or border.group(2) or border.group(3) or re.search("[─━═]", line))
    cells = [c for c in _AXIS_CELL.split(line) if c]
    if len(cells) < 2 or not re.search(r"\S\s{2,}\S", line):
        return False
    months = [c for c in cells if _is_month(c, month_number) or re.fullmatch(r"\d{1,2}月", c)]
    years = [c for c in cells if re.fullmatch(r"(?:19|20)\d\d(?:年|\s*г\.?)?", c)]
    return bool(months) and len(months) + len(years) == len(cells)
_MARKUP = re.compile(r"^[\s>#*_]+|(?<![\s*_])[\s*_]+$")


def _label_words(label: str) -> int:
    han = len(re.findall(r"[\u3400-\u9fff]", label))
    return len(re.findall(r"[^\W\d_]+", re.sub(r"[\u3400-\u9fff]", "", label))) + (han + 1) // 2


def _is_label(label: str) -> bool:
    """A field label: at most four words (about eight Chinese characters), no sentence inside it."""
    return 0 < _label_words(label) <= 4 and not re.search(r"[.!?。！？]", label)


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and (text[start].isspace() or text[start] in "*_>"):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in "*_|"):
        end -= 1
    return start, end


def list_markers(text: str) -> list[tuple[int, int]]:
    """Where a text's list markers are (`1.`, `2)`, `3）`, `（4）`, `①`, a nested `2.1`): numbers that count items,
    never values."""
    out, offset = [], 0
    lines = text.splitlines(keepends=True)
    nested = nested_markers(lines)
    numbered = False  # in a table or log whose first column numbers its rows ("№ | Тема | …", "| # | Topic |")
    for i, line in enumerate(lines):
        quote = _QUOTE_MARK.match(line)  # "> 1. Starts 17 April": a reply quoting the points it answers, by their numbers
        skip = quote.end() if quote else 0
        m = _MARKER.match(line[skip:])
        if i in nested:
            out.append((offset, offset + nested[i]))
        elif m and m.group(0).strip():
            out.append((offset + skip, offset + skip + m.end()))
        if line.count("|") < 1 or not line.strip():
            numbered = False
        elif _NUMBER_COLUMN.match(line):
            numbered = True
        elif numbered and (row := _ROW_NUMBER.match(line)):
            out.append((offset + row.start(1), offset + row.end(1)))
        offset += len(line)
    return out + _counted_rows(lines)




def _counted_rows(lines: list[str]) -> list[tuple[int, int]]:
    """The numbers that count a table's rows with no number column named (a first column "1", "2", "3" ... down a run
    of table lines): where each is. They number rows, never values (a thread's post numbers: `nested_markers`)."""
    out: list[tuple[int, int]] = []
    run: list[tuple[int, re.Match[str]]] = []
    offset = 0
    for line in lines + [""]:
        if line.count("|") >= 2:
            m = _ROW_NUMBER.match(line)
            if m:
                run.append((offset, m))
        else:
            if len(run) >= 2 and [m.group(1) for _, m in run] == [str(n) for n in range(1, len(run) + 1)]:
                out.extend((base + m.start(1), base + m.end(1)) for base, m in run)
            run = []
        offset += len(line)
    return out


# a table's or log's number column: its header cell ("№", "#", "No.", "Nr.", "序号", "编号", "№ п/п") and the row number
# under it, each the first cell of its line; a row number counts rows, never a value
_NUMBER_COLUMN = re.compile(r"^[ \t]*\|?[ \t*_]*(?:№(?:[ \t]*п/п)?|#|No\.?|Nr\.?|N°|序号|编号)[ \t*_]*\|")
_ROW_NUMBER = re.compile(r"^[ \t]*\|?[ \t]*(\d{1,3}(?:\.\d{1,2})*)\.?[ \t]*\|")  # ("| 2.1 |": a clause's row)


_NUMBERED_TITLE = re.compile(r"[^\W\d_]+\s+\d{1,2}\s*[-–—:.]\s+")


def _heads_list(body: str, raw: str, rest: list[str], opens_block: bool = False) -> bool:
    """A short line with no value (three words at most, no digit, no sentence mark) followed by list items
    indented deeper than it heads them. A numbered slide or section title ("Slide 3 - Next steps") heads its list
    the same way: its number counts slides, and its title may run to six words. So does a section's title opening a
    block of its own (after a blank line, or the brief's first line) over list items at its own indent ("Items
    discussed" over "1. Dates: …", "Key figures" over "- Budget: …", as minutes and reports write them)."""
    numbered = _NUMBERED_TITLE.match(body)
    if numbered:
        body = body[numbered.end():]
    right = rest[0].rstrip("\r\n") if rest else ""  # the line right under it, no blank line between
    # a block's own title over the list right under it may run to six words too ("The pilot itself, for reference",
    # "不随时间变化的信息" over "- Budget: …"): it names the part of the brief the items make up
    titled = opens_block and not _MARKER.match(raw) and bool(_MARKER.match(right) or NESTED_MARKER.match(right))
    if _label_words(body) > (6 if numbered or titled else 3) or re.search(r"[\d.!?。！？:：]", body):
        return False
    nxt = next((x for x in rest if x.strip()), "")
    indent = len(raw) - len(raw.lstrip())
    if opens_block and right.strip() and not re.search(r"[,，;；、]", body) and (right.strip().startswith("|") or (
            # a status card's lines under it, each opened by its status mark ("Work items" over "✅ X" and "⏳ Y")
            len(right) - len(right.lstrip()) <= indent and is_mark(right.lstrip()[0]) and not is_mark(body[:1])) or (
            len(right) - len(right.lstrip()) <= indent and (own := _MARKER.match(raw)) is not None
            and re.search(r"\d", own.group(0)) and not ((under := _MARKER.match(right)) and re.search(r"\d", under.group(0))))):
        # a section's title opening its block over a table, at any indent ("决议与行动项" over "| 编号 | 内容 |"), or a numbered
        # section's title over its own lines at its indent, unnumbered ("6. 决定" over a sentence, "7. AOB" over "无。",
        # "5. Follow-up" over "- …"): a heading
        return True
    # a numbered title line with no marker of its own heads the list items right under it at its own indent too
    # ("Slide 3 - Money & sign-off" over "• Budget: …")
    deeper = len(nxt) - len(nxt.lstrip()) > indent or bool((numbered or opens_block) and not _MARKER.match(raw)
                                                            and len(nxt) - len(nxt.lstrip()) >= indent)
    # (a card's title over its fields indented under it, "Card header" over "  Funding: €73.5k", heads them too)
    return bool(_MARKER.match(nxt) or NESTED_MARKER.match(nxt) or inline_label(nxt.strip())) and deeper


def _colon_heading(body: str, raw: str, rest: list[str]) -> bool:
    """A line ending on a colon right over list items, too long for a label (five to ten words, about twenty Chinese
    characters) but with no digit, no other colon and no sentence mark inside ("Что не меняется на всём отрезке:",
    "What stays the same throughout:", "整个试点期间保持不变的内容如下："): it heads the items, which make the claims. An item
    of a list heads only the items indented under it."""
    bare = _MARKUP.sub("", body).rstrip()
    if not bare.endswith((":", "：")) or re.search(r"[\d:：.!?。！？;；]", bare[:-1]) or not 4 < _label_words(bare) <= 10:
        return False
    right = rest[0].rstrip("\r\n") if rest else ""
    if not (_MARKER.match(right) or NESTED_MARKER.match(right)):
        return False
    return not _MARKER.match(raw) or len(right) - len(right.lstrip()) > len(raw) - len(raw.lstrip())


class _Builder:
    def __init__(self, text: str, layout: Layout):
        self.text, self.layout = text, layout
        self.claims: list[Claim] = []

    def add(self, start: int, end: int, kind: ClaimKind, context: str) -> None:
        start, end = _trim(self.text, start, end)
        body = self.text[start:end]
        if start < end and re.search(r"[^\W_]", body):
            self.claims.append(Claim(start, end, body, kind, context))

    def label_value(self, start: int, end: int, kind: ClaimKind, context: str) -> None:
        """A label's value is cut at its sentence ends: "Status: approved [6]. Overall: on track." claims two
        things, the second read under its own label when it opens with one. A value holding a question stays one
        claim (its answer is in it)."""
        spans = _sentences(self.text[start:end], start, self.layout)
        if len(spans) < 2 or _QUESTION.search(self.text[start:end]):
            self.add(start, end, kind, context)
            return
        self.add(start, spans[0][1], kind, context)
        for s, e in spans[1:]:
            body = self.text[s:e]
            label = _LABEL.match(body)
            if label and _is_label(label.group(1)) and body[label.end():].strip():
                self.add(s, e, ClaimKind.LABEL_VALUE, label.group(1).strip())
            else:
                self.add(s, e, ClaimKind.SENTENCE, context)

    def sentences(self, start: int, end: int, kind: ClaimKind, context: str) -> None:
        """A list item is one claim (a question with its answer inside it makes it a Q&A pair); a line of running
        text is cut into sentences, a question and the sentence answering it being one claim, and a question
        left unanswered being context, not a claim."""
        spans = _sentences(self.text[start:end], start, self.layout)
        if not spans:
            return  # a marker with nothing after it ("- " where a list was cut off): no claim
        # (an emoji after the question mark is no part of it: "so we're all green then? 🟢")
        asks = [_without_trailing_emoji(self.text[s:e]).rstrip(" *_").endswith(("?", "？")) for s, e in spans]
        if kind == ClaimKind.LIST_ITEM:
            if asks[-1]:
                return  # a bare question in a list: context
            self.add(start, end, ClaimKind.QA_PAIR if any(asks) else kind, context)
            return
        i = 0
        while i < len(spans):
            s, e = spans[i]
            if asks[i]:
                # (an emoji closing the question, "…then? 🟢", is no answer: the question is left unanswered)
                if i + 1 < len(spans) and not re.search(r"\w", self.text[spans[i + 1][0]:spans[i + 1][1]]):
                    i += 2
                    continue
                if i + 1 < len(spans):
                    self.add(s, spans[i + 1][1], ClaimKind.QA_PAIR, context)
                i += 2
                continue
            # "Approved? Not yet." is kept one sentence by the sentence cut: a question answered inside it
            inner = re.search(r"[?？]\s*\S", self.text[s:e])
            label = _LABEL.match(self.text[s:e]) if i and not inner else None
            if label and _is_label(label.group(1)) and self.text[s + label.end():e].strip():
                # "... [20]. Overall status: amber.": a later sentence opening with a label is that label's value
                self.add(s, e, ClaimKind.LABEL_VALUE, label.group(1).strip())
            else:
                self.add(s, e, ClaimKind.QA_PAIR if inner else ClaimKind.SENTENCE, context)
            i += 1


# a list label's value on its own line: a data key's list ('"planned": ["A", "B"]'), not a bracketed note
_LISTED_VALUE = re.compile(r"[:：]\s*\[[^\]]*[^\W\d_]")
# a comment closing a data line ("# Сроки", "# [3]"): a note on the key, no value of it
_YAML_COMMENT = re.compile(r"^#(?:\s.*)?$")
# a data key whose value only opens a list or an object ('"work_items": [', "scope: {"), quoted or not
_OPENS_BLOCK = re.compile(r"^[\"“'«]?([^\W\d_][^\"”'»:：\n]{0,40}?)[\"”'»]?[ \t]*[:：=][ \t]*[\[{][ \t]*$")
_NEXT_LABEL = re.compile(r"[;；](?=\s*([^\W\d_][^:：;；\n]{0,20}?)\s*[:：])")



_EMOJI = re.compile(f"[{EMOJI}]")


def _emoji(ch: str) -> bool:
    return _EMOJI.fullmatch(ch) is not None


def _without_trailing_emoji(text: str) -> str:
    """`text` without the emoji (each with its variation selector, if any) and spaces it ends in. Read from the end,
    once: a pattern anchored at the end was tried from every emoji of a long run of them."""
    end = len(text)
    found = False
    while True:
        k = end
        while k > 0 and text[k - 1].isspace():
            k -= 1
        if k > 1 and text[k - 1] == "\ufe0f" and _emoji(text[k - 2]):
            k -= 2
        elif k > 0 and _emoji(text[k - 1]):
            k -= 1
        else:
            return text[:k] if found else text
        found, end = True, k


def _marked_heading(stripped: str, unmarked: str, layout: Layout) -> str | None:
    """A known heading alone on its line, with its marker ("Timeline") or without it ("§1 Timeline", "2.2 Scope")."""
    head = heading_of(stripped, layout.known_headings)
    if head is None and unmarked and unmarked != stripped:
        head = heading_of(unmarked, layout.known_headings)
    return None if head is not None and _coloured_line(head, layout) else head  # "**Overall RAG: Green**": a status in
    # bold, a label with its value, no heading


def _coloured_line(head: str, layout: Layout) -> bool:
    """True when a line read as a heading is a label whose value opens on a status colour (`Layout.status_colour`):
    "**Overall RAG: Green**", "**总体状态：绿灯**" state a status, in bold as a status report writes it."""
    label = _LABEL.match(head)
    return label is not None and layout.status_colour.match(head[label.end():].lstrip(" *_")) is not None


def _unfilled_row(names: list[str]) -> bool:
    """True for a table row naming only its field, every cell after it empty ("| Status | |"): a table left
    half-finished, its value never written, claims nothing (a first cell of more words may still name a thing)."""
    return len(names) > 1 and not any(names[1:]) and len(re.findall(r"\w+", names[0])) <= 2


def split_claims(text: str, layout: Layout, month_number: Callable[[str], int | None] = lambda _: None) -> list[Claim]:
    """The claims of a brief in order, each with its span and the context it is read under (`month_number` reads
    the language's month words, for a timeline's axis line)."""
    b = _Builder(text, layout)
    context = ""
    header: list[str] = []  # the column names of the current table
    pending_question: tuple[int, str] | None = None  # a question line waiting for its answer line
    offset = 0
    lines = text.splitlines(keepends=True)
    nested = nested_markers(lines)
    board = board_columns([x.rstrip("\r\n") for x in lines], layout)
    for n, line in enumerate(lines):
        base, offset = offset, offset + len(line)
        raw = line.rstrip("\r\n")
        stripped = raw.strip()
        if not stripped:
            header, pending_question = [], None
            continue
        if n in board:  # a board's column heading ("【进行中 Doing】"): the context of the items under it
            context, header, pending_question = stripped, [], None
            continue
        if _is_frame(stripped, month_number) or medium_note(stripped, layout):
            continue
        if stripped.startswith("|") or stripped.count("|") >= 2:
            if _TABLE_RULE.match(stripped):
                continue
            cells = [(base + s, base + e) for s, e in _cells(raw)]
            names = [text[s:e].strip(" *_") for s, e in cells]
            if not header:  # the first row names the columns
                header = names
                continue
            if cells and not _unfilled_row(names):
                b.add(cells[0][0], cells[-1][1], ClaimKind.TABLE_ROW, " | ".join(header))
            continue
        header = []
        # (a nested number is a marker too: "2.2 Out of scope" heads as "Out of scope" does, and "§5 Sources" as
        # "Sources")
        unmarked = raw[nested[n]:].strip() if n in nested else _MARKER.sub("", stripped, count=1)
        head = _marked_heading(stripped, unmarked, layout)
        bare = _MARKUP.sub("", unmarked).rstrip(" :：")
        if head is None and bare and label_of(bare, layout) is not None and not _LISTED_VALUE.search(bare):
            head = bare  # "Next steps", "下一步", "Следующие шаги" alone on a line: a list label heading what follows
        if head is None:
            head = slide_title(stripped, layout)  # "【幻灯片2】资金与审批": a slide's title, the context of its lines
        if head is None:
            # "What is already done", "Сколько стоит": a FAQ's heading; "How much? (Budget)": the section its brackets name
            head = question_heading(stripped, layout) or named_question_heading(stripped, layout)
        if pending_question is not None:  # the line answering a question line (a heading or a label does not)
            q_start, q_context = pending_question
            pending_question = None
            if head is None:
                b.add(q_start, base + len(raw), ClaimKind.QA_PAIR, q_context)
                continue
        if head is not None:
            context = head
            continue
        plain = _MARKER.match(raw)
        marker = nested[n] if n in nested else plain.end() if plain else None
        body_start = base + (marker if marker is not None else len(raw) - len(raw.lstrip()))
        body = text[body_start:base + len(raw)]
        if _heads_list(body, raw, lines[n + 1:], opens_block=not n or not lines[n - 1].strip()) or _colon_heading(
                body, raw, lines[n + 1:]):
            # "5. Progress" over indented items, "What stays the same throughout:" over "- …": their heading
            context = _MARKUP.sub("", body).rstrip(" :：")
            continue
        kind = ClaimKind.LIST_ITEM if marker is not None else ClaimKind.SENTENCE
        opens = _OPENS_BLOCK.match(body)
        if opens:  # '"work_items": [', "timeline: {": a data key opening its list or object heads the lines under it
            context = opens.group(1).strip()
            continue
        label = _LABEL.match(body)
        if label and _is_label(label.group(1)):
            if not _YAML_COMMENT.sub("", body[label.end():]).strip():
                # "Done:" alone, or a data key whose value is only a comment ("timeline:  # Сроки"): a label for the
                # lines under it
                context = label.group(1).strip()
                continue
            if _MARKUP.sub("", body[label.end():]).rstrip().endswith(("?", "？")):
                pending_question = (body_start, context)  # "Q: Is it approved?": a question, answered by the next line
                continue
            # "状态：尚未批准；状态：黄色", "Budget: X; Status: green": each label opens a claim of its own
            cuts = [body_start + m.start() for m in _NEXT_LABEL.finditer(body) if _is_label(m.group(1))]
            ends = [*cuts, base + len(raw)]
            starts = [body_start] + [c + 1 for c in cuts]
            for s_, e_ in zip(starts, ends, strict=True):
                b.label_value(s_, e_, kind if marker is not None else ClaimKind.LABEL_VALUE,
                              context if marker is not None else label.group(1).strip())
            continue
        if _MARKUP.sub("", body).rstrip().endswith(("?", "？")) and len(_sentences(body, 0, layout)) == 1:
            pending_question = (body_start, context)  # "Approved?" on its own line: the next line answers it
            continue
        b.sentences(body_start, base + len(raw), kind, context)
    return b.claims


_WORDED = re.compile(r"[^\W\d_]")
_ASIDE = re.compile(r"[(（\[【][^)）\]】]*[)）\]】]")


def answer_sentences(text: str, claim: Claim, layout: Layout) -> list[tuple[int, int]]:
    """The sentences of the answer line of a question line and its answer (`text` the brief); none for another claim."""
    line = claim.text.rfind("\n")
    if claim.kind != ClaimKind.QA_PAIR or line < 0:
        return []
    start = claim.start + line + 1
    return _sentences(text[start:claim.end], start, layout)


def _bare_reply(sentence: str, question: str, layout: Layout) -> bool:
    """True when an answer's sentence is a bare reply to its `question`, up to three short words and no digit, a yes
    or a no (`Layout.yes`, `Layout.no`: "Yes, it will.", "Да, будет.") or the question's own verb echoed ("会吗？" /
    "会。"): what it asserts the sentence after it tells. A name ("Lena Holm.") answers a question of its own."""
    sentence = _ANSWER_LABEL.sub("", sentence)  # ("答：会。", "A: Yes.": the answer's label is no word of it)
    words = _WORDED_RUN.findall(_ASIDE.sub("", sentence))
    if not 0 < len(words) <= 3 or sum(map(len, words)) > 12 or re.search(r"\d", sentence):
        return False
    return bool(layout.yes.match(sentence) or layout.no.match(sentence)) or \
        all(w.lower() in question.lower() for w in words)


_WORDED_RUN = re.compile(r"[^\W\d_]+")
_ANSWER_LABEL = re.compile(r"^[\W_]*[^\W\d_]{1,12}[*_]*\s*[:：][*_]*\s*")


def answers_run_on(text: str, claims: list[Claim], layout: Layout, held: Sequence[tuple[int, int]]) -> list[Claim]:
    """The claims again, each question line's answer cut after its last sentence holding a span in `held` (the spans
    the facts' labels rest on): a sentence the answer runs on with past the facts it gives ("Q: How is it going?" / "A:
    X is done, Y is planned. The main risk is …") is a claim of its own, read as a sentence, not part of the answer to
    the question. The sentences up to the last fact stay with the question ("Final. Approved on 22 April."): a short
    answer ("Final.", "Not yet.") means what the question asks; where the answer gives no fact, a bare reply ("Yes.",
    "会。") and the sentence telling it on are one claim."""
    out: list[Claim] = []
    for claim in claims:
        spans = answer_sentences(text, claim, layout)
        # (a later sentence opening on the writer's risk, "The main risk is that this approval slips past the 17 May
        # start", names the facts only as its topic: it holds none of them)
        holding = [n for n, (s, e) in enumerate(spans) if any(a < e and s < b for a, b in held)
                   and not (n and layout.aim_or_risk.match(text[s:e].lstrip()))]
        kept = max(holding, default=0)
        if not holding and len(spans) > 1 and _bare_reply(text[slice(*spans[0])], text[claim.start:spans[0][0]], layout):
            kept = 1  # "问：会推广吗？答：会。如果…，计划…": a bare yes told on by the sentence after it, one claim with it
        while kept + 1 < len(spans) and not _WORDED.search(_ASIDE.sub("", text[slice(*spans[kept + 1])])):
            kept += 1  # (a citation after the answer's full stop, "答：X。[8]", "（第8段）", is no sentence: it stays with it)
        if kept >= len(spans) - 1:
            out.append(claim)
            continue
        b = _Builder(text, layout)
        b.add(claim.start, spans[kept][1], ClaimKind.QA_PAIR, claim.context)
        b.sentences(spans[kept + 1][0], claim.end, ClaimKind.SENTENCE, claim.context)
        out += b.claims
    return out
