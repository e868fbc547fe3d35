"""A brief written in markup, read as the text it renders, before any claim is cut from it.

Formats read:

* HTML (a document of two HTML tags or more and no other tags, `<!DOCTYPE html>`, `<meta …>` and comments
  included): every tag is furniture, blanked, but for what it marks: a heading (`<h2>` as "## "), a list item (`<li>`
  as "- "), a table row on one line (`<tr><th>Q</th><td>A</td></tr>` as "| Q | A |"), a term of a definition list
  (`<dt>Term</dt>` as "Term:"). What the text inside an element says is the brief's own words.
* LaTeX (a document with `\\documentclass`, `\\begin{…}` or `\\section`): the preamble, environments' bounds and their
  options (`\\usepackage{…}`, `\\begin{tabular}{@{}lp{7.5cm}c@{}}`, `\\begin{table}[h]`, `\\end{…}`), rules
  (`\\toprule`, `\\hline`) and layout commands (`\\centering`, `\\medskip`) are blanked; a command wrapping text
  (`\\textbf{X}`, `\\emph{X}`, `\\caption{X}`) is its text, a sectioning command a heading ("# X"); a table row's `&`
  separators are bars, its closing `\\\\` blank (a table row as a CSV row reads); a comment's `%` is blank, its words
  the writer's remark; symbols are their characters (`\\pounds` £, `\\euro` €, `\\checkmark` ✓, `---` —).
* Character entities and escapes, in any brief: an HTML entity is the character it names (`&#24180;` 年, `&euro;` €,
  `&nbsp;` a space), LaTeX's `~`, `\\,`, `\\%`, `\\$`, `\\&` theirs; a thin space between digit groups (`19\\,000`)
  is no space, so an amount split by markup reads whole ("CHF~19\\,000" is CHF 19000, "86&nbsp;000&nbsp;&euro;" is
  86 000 €).

One character for one: the text keeps its length and every line its offsets. A tag or command shorter in what it
renders is padded with spaces in place; an entity or escape inside a word or a number is written closed up, the
characters it saves added as spaces at the next blank of the brief, so a value's span is right to within its word.
XML data briefs (no HTML) are read as data by `context.xml_as_data`; machine formats (CSV, JSON, YAML, key=value,
Org-mode, a diff) by the layout's data readers.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

__all__ = ["rendered"]


@dataclass(frozen=True)
class _Edit:
    start: int
    end: int
    text: str  # at most end - start characters
    glue: bool = False  # a decoded space inside a word or a number: no place for the padding before it


def _apply(text: str, edits: list[_Edit]) -> str:
    """The text with its edits made, one character for one: what an edit saves is written as spaces before the next
    blank that is not glue (or the line's end)."""
    out: list[str] = []
    pending = 0
    pos = 0

    def emit(chunk: str, glue: bool) -> None:
        nonlocal pending
        for ch in chunk:
            if pending and ch.isspace() and not glue:
                out.append(" " * pending)
                pending = 0
            out.append(ch)

    for e in sorted(edits, key=lambda e: e.start):
        if e.start < pos:
            continue  # overlapping: the first edit wins
        emit(text[pos:e.start], False)
        emit(e.text, e.glue)
        pending += (e.end - e.start) - len(e.text)
        pos = e.end
    emit(text[pos:], False)
    out.append(" " * pending)
    joined = "".join(out)
    return joined if len(joined) == len(text) else text


def blanked(text: str) -> str:
    """`text` with every character but its line ends a space: what a reader sets aside, its offsets kept."""
    return re.sub(r"[^\n]", " ", text)


def _blank(start: int, end: int, text: str = "") -> _Edit:
    return _Edit(start, end, text.ljust(end - start)[: end - start])


# --- character entities and escapes -------------------------------------------------------------------------------

_HTML_ENTITY = re.compile(r"&(?:[A-Za-z][A-Za-z0-9]{1,8}|#[0-9]{1,6}|#[xX][0-9A-Fa-f]{1,6});")
_SPACES = "\u00a0\u2002\u2003\u2009\u202f"  # no-break, en, em, thin, narrow no-break: a space in the brief


def _entities(text: str) -> list[_Edit]:
    edits = []
    for m in _HTML_ENTITY.finditer(text):
        told = html.unescape(m.group(0))
        if told == m.group(0) or len(told) != 1:
            continue
        if told in _SPACES:
            told = " "
        edits.append(_Edit(m.start(), m.end(), told, glue=told == " "))
    return edits


# --- HTML ---------------------------------------------------------------------------------------------------------

_HTML_NAMES = ("html|head|body|title|meta|link|style|h[1-6]|p|div|span|section|article|header|footer|main|nav|aside|"
               "table|thead|tbody|tfoot|caption|colgroup|col|tr|th|td|ul|ol|li|dl|dt|dd|br|hr|wbr|strong|em|b|i|u|s|"
               "strike|del|ins|mark|small|big|sup|sub|cite|code|pre|blockquote|q|a|abbr|time|img|figure|figcaption|"
               "details|summary|label|font|center")
_HTML_TAG = re.compile(r"</?(?P<name>" + _HTML_NAMES + r")\b[^<>\n]*>|<!(?:DOCTYPE|doctype)\b[^<>\n]*>",
                       re.IGNORECASE)
_ANY_TAG = re.compile(r"</?[A-Za-z][\w:.-]*(?:\s[^<>\n]*)?/?>")
_HTML_COMMENT = re.compile(r"<!--|-->")
_STYLE = re.compile(r"(?is)<style\b[^>]*>.*?</style>")


def _html(text: str) -> list[_Edit]:
    """An HTML document's tags (see the module's docstring); nothing for a text with tags of other names."""
    if len(_HTML_TAG.findall(text)) < 2 or "<?xml" in text or any(
            not _HTML_TAG.fullmatch(m.group(0)) for m in _ANY_TAG.finditer(text)):
        return []
    edits = [_Edit(m.start(), m.end(), blanked(m.group(0))) for m in _STYLE.finditer(text)]
    edits += [_blank(m.start(), m.end()) for m in _HTML_COMMENT.finditer(text)]
    start = 0
    for line in text.splitlines(keepends=True):
        row = bool(re.search(r"<tr\b", line, re.IGNORECASE) and re.search(r"</tr>", line, re.IGNORECASE))
        for m in _HTML_TAG.finditer(line):
            name = (m.group("name") or "").lower()
            closing, size = m.group(0).startswith("</"), len(m.group(0))
            if name in ("th", "td") and row and not closing or name == "tr" and row and closing:
                mark = "|"
            elif name[:1] == "h" and name[1:].isdigit() and not closing:
                mark = "#" * min(int(name[1:]), size - 1) + " "
            elif name == "li" and not closing:
                mark = "- "
            elif name == "dt" and closing:
                mark = ":"
            else:
                mark = ""
            edits.append(_blank(start + m.start(), start + m.end(), mark))
        start += len(line)
    return edits


# --- line breaks -------------------------------------------------------------------------------------------------

_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_HAN = re.compile(r"[\u3400-\u9fff]")


def _breaks(text: str) -> list[_Edit]:
    """Every `<br>` (`<br/>`, `<br />`), in an HTML document or in any brief: a line break. In a table row, where a
    line break would end the row, it parts the cell's parts as a semicolon does ("；" beside Chinese), so that a label
    after it ("已完成：X") opens its part as at a line's start; at a line's start or end it is only blank."""
    edits = []
    for m in _BREAK.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        line = text[start:end if end >= 0 else len(text)]
        size = m.end() - m.start()
        if not text[start:m.start()].strip() or not text[m.end():start + len(line)].strip():
            edits.append(_blank(m.start(), m.end()))
        elif line.lstrip().startswith("|") or re.search(r"<t[dr]\b", line, re.IGNORECASE):
            wide = _HAN.search(text[max(start, m.start() - 1):m.end() + 1])
            edits.append(_blank(m.start(), m.end(), "；" if wide else "; "))
        else:  # the break's spaces end the line before it, so the next part opens its own line unindented
            edits.append(_Edit(m.start(), m.end(), " " * (size - 1) + "\n"))
    return edits


# --- LaTeX --------------------------------------------------------------------------------------------------------

_LATEX_DOC = re.compile(r"\\(?:documentclass|begin\s*\{|section\*?\s*\{|subsection\*?\s*\{)")
_COMMAND = re.compile(r"\\(?P<name>[A-Za-z]+\*?|[,;:! ]|[$%&#_{}])")
# a command and its arguments that render nothing: the preamble, an environment's bounds and options, labels
_FURNITURE = frozenset({"documentclass", "usepackage", "begin", "end", "label", "ref", "setlength", "vspace",
                        "hspace", "vspace*", "hspace*", "cmidrule", "multicolumn", "newcommand", "renewcommand",
                        "pagestyle", "thispagestyle", "geometry", "title", "author", "date"})
_HEADING = {"part": 1, "chapter": 1, "section": 1, "subsection": 2, "subsubsection": 3, "paragraph": 4}
_SYMBOLS = {"pounds": "£", "textsterling": "£", "euro": "€", "texteuro": "€", "EUR": "€", "textdollar": "$",
            "yen": "¥", "textyen": "¥", "checkmark": "✓", "cmark": "✓", "xmark": "✗", "ding": "", "ldots": "…",
            "dots": "…", "textendash": "–", "textemdash": "—", "S": "§", "times": "×", "textbullet": "•",
            "item": "- ", "quad": " ", "qquad": " ", "newline": " ", "linebreak": " ", "par": " "}
_ESCAPED = {"$": "$", "%": "%", "&": "&", "#": "#", "_": "_", "{": "{", "}": "}"}


def _group_end(text: str, start: int) -> int:
    """The end of the brace group opening at `start` (past its `}`), or -1 when it is not closed on its line."""
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == "\\":
            continue
        if ch == "{" and (i == 0 or text[i - 1] != "\\"):
            depth += 1
        elif ch == "}" and text[i - 1] != "\\":
            depth -= 1
            if depth == 0:
                return i + 1
        elif ch == "\n":
            return -1
    return -1


def _arguments_end(text: str, pos: int) -> int:
    """Past a command's optional `[…]` and `{…}` arguments (spaces between them allowed)."""
    while True:
        m = re.compile(r"[ \t]*(?=[\[{])").match(text, pos)
        if not m:
            return pos
        at = m.end()
        if text[at] == "[":
            close = text.find("]", at)
            if close < 0 or "\n" in text[at:close]:
                return pos
            pos = close + 1
        else:
            end = _group_end(text, at)
            if end < 0:
                return pos
            pos = end


def _latex(text: str) -> list[_Edit]:
    """A LaTeX document's commands and syntax (see the module's docstring); nothing for a text that is no LaTeX."""
    if not _LATEX_DOC.search(text):
        return []
    edits: list[_Edit] = []
    closers: list[int] = []  # the `}` of a group whose command renders its text
    for m in _COMMAND.finditer(text):
        if edits and m.start() < edits[-1].end:
            continue
        name = m.group("name")
        if name in _ESCAPED:
            edits.append(_Edit(m.start(), m.end(), _ESCAPED[name], glue=True))
        elif name == ",":
            digits = m.start() > 0 and text[m.start() - 1].isdigit() and text[m.end():m.end() + 1].isdigit()
            edits.append(_Edit(m.start(), m.end(), "" if digits else " ", glue=True))
        elif name in (";", ":", "!", " "):
            edits.append(_Edit(m.start(), m.end(), " ", glue=True))
        elif name.rstrip("*") in _FURNITURE:
            edits.append(_blank(m.start(), _arguments_end(text, m.end())))
        elif name in _SYMBOLS:
            end = m.end() + 2 if text[m.end():m.end() + 2] == "{}" else m.end()
            edits.append(_Edit(m.start(), end, _SYMBOLS[name], glue=name not in ("item", "par", "newline")))
        elif text[m.end():m.end() + 1] == "{" and (end := _group_end(text, m.end())) > 0:
            level = _HEADING.get(name.rstrip("*"))
            edits.append(_blank(m.start(), m.end() + 1, "#" * level + " " if level else ""))
            closers.append(end - 1)
        else:
            edits.append(_blank(m.start(), m.end()))  # \toprule, \centering, \noindent: layout, no words
    taken = [(e.start, e.end) for e in edits]

    def free(i: int) -> bool:
        return not any(a <= i < b for a, b in taken)

    edits += [_blank(i, i + 1) for i in closers]
    for m in re.finditer(r"(?<!\\)%", text):  # a comment's marker; its words are the writer's remark
        if free(m.start()):
            edits.append(_blank(m.start(), m.end()))
    for m in re.finditer(r"(?m)^.*\\\\[ \t]*$", text):  # a table row: `&` between its cells, `\\` ending it
        for c in re.finditer(r"(?<!\\)&|\\\\", m.group(0)):
            at = m.start() + c.start()
            if free(at):
                edits.append(_blank(at, at + len(c.group(0)), "|" if c.group(0) == "&" else ""))
    for m in re.finditer(r"---?|(?<![\\])~", text):
        if free(m.start()):
            told = {"---": "—", "--": "–", "~": " "}[m.group(0)]
            edits.append(_Edit(m.start(), m.end(), told, glue=True))
    return edits


def rendered(text: str) -> str:
    """The brief as the text its markup renders (see the module's docstring), one character for one; a brief
    without markup as it is."""
    edits = _breaks(text) + _html(text) + _latex(text) + _entities(text)  # (a break's reading before the tag's blank)
    if not edits:
        return text
    edits.sort(key=lambda e: (e.start, -e.end))
    kept: list[_Edit] = []
    for e in edits:
        if kept and e.start < kept[-1].end:
            continue
        kept.append(e)
    return _apply(text, kept)
