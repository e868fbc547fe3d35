"""A reasoning model's visible thinking, read as its working and not as the brief.

Many local models print their thinking before their answer, and front-ends show it in their own marks: `<think>` …
`</think>` (or a tag named in the language's words: "<размышления>", "<思考>"), "Thinking..." … "...done thinking.",
"**Reasoning:**" … "**Answer:**", "思考过程：" … "最终答案：", "Рассуждение:" … "Итоговый ответ:", or a note of a thinking
shown under it ("▸ Thought for 12 seconds", "已深度思考（用时 8 秒）") followed by the thinking as a quoted block or a
paragraph. What the thinking tries, misreads, guesses or drafts is no claim of the brief: only the answer after it is
graded. The thinking is blanked in place (every offset stays), its marks with it; the words of English marks are read in
every language (front-ends print them in English). A heading of the thinking's words with no line closing it after
("Reasoning: the site was chosen …") is an ordinary label, read as it is.
"""

from __future__ import annotations

import bisect
import re

from kvtrial.facts.context import lines_at
from kvtrial.facts.languages import LANGUAGE_CODES, get_language
from kvtrial.facts.languages.model import Layout

__all__ = ["thinking_blanked"]

# the markup of a tag on the text (a thinking part's "<think>", "</размышления>", "<思考>" where its name is the
# language's `Layout.thinking_tag`): a tag on a line of its own or opening one
_TAG = re.compile(r"<(/?)[ \t]*([^\W\d_][^<>/\n]{0,30}?)[ \t]*>")


def _marked_parts(text: str, layouts: list[Layout]) -> list[tuple[int, int]]:
    """The spans of the thinking parts that words mark (an opening line closed by a later line; a note with the block
    under it), each with its marks, up to where the answer's own words begin."""
    lines = [(at, at + len(line)) for line, at in lines_at(text)]
    # each closing line and where its mark ends, read once (not once per opening line before it)
    closes = {}
    for n, (s, e) in enumerate(lines):
        close = next((m for lay in layouts if (m := lay.thinking_close.match(text[s:e])) is not None), None)
        if close is not None:
            closes[n] = close.end()
    close_at = sorted(closes)
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        s, e = lines[i]
        line = text[s:e]
        if any(lay.thinking_note.match(line) for lay in layouts):
            j = i + 1
            while j < len(lines) and not text[lines[j][0]:lines[j][1]].strip():
                j += 1  # (blank lines between the note and what it shows)
            quoted = j < len(lines) and text[lines[j][0]:lines[j][1]].lstrip().startswith(">")
            k = j
            while k < len(lines) and text[lines[k][0]:lines[k][1]].strip() and (
                    not quoted or text[lines[k][0]:lines[k][1]].lstrip().startswith(">")):
                k += 1  # the quoted block under it, or the paragraph under it
            out.append((s, lines[k - 1][1] if k > j else e))
            i = k
            continue
        if any(lay.thinking_open.match(line) for lay in layouts):
            k = bisect.bisect_right(close_at, i)
            if k < len(close_at):  # up to the answer's first word ("Answer: The pilot …")
                out.append((s, lines[close_at[k]][0] + closes[close_at[k]]))
                i = close_at[k] + 1
            else:
                i += 1  # no line closes it: an ordinary label ("Reasoning: the site was chosen …"), read as it is
            continue
        i += 1
    return out


def _tagged_parts(text: str, layouts: list[Layout]) -> list[tuple[int, int]]:
    """The spans from each "<think>" to its "</think>" (to the end where the answer never came)."""
    tags = [(m.start(), m.end(), bool(m.group(1))) for m in _TAG.finditer(text)
            if any(lay.thinking_tag.fullmatch(m.group(2)) for lay in layouts)]
    out = []
    for n, (s, _, closing) in enumerate(tags):
        if not closing:
            close = next((t for t in tags[n + 1:] if t[2]), None)
            out.append((s, close[1] if close else len(text)))
    # a closing tag with no opening one: the front-end cut the opening tag, the thinking runs from the start
    first = next((t for t in tags if t[2]), None)
    if first is not None and not any(s <= first[0] < e for s, e in out):
        out.append((0, first[1]))
    return out


def thinking_blanked(text: str, language: str) -> str:
    """The text with a reasoning model's visible thinking blanked in place (see the module's note); unchanged where
    it marks none."""
    if language not in LANGUAGE_CODES:
        return text
    layouts = [get_language(language).layout] + ([get_language("en").layout] if language != "en" else [])
    spans = _tagged_parts(text, layouts) + _marked_parts(text, layouts)
    if not spans:
        return text
    chars = list(text)
    for s, e in spans:
        chars[s:e] = [c if c == "\n" else " " for c in chars[s:e]]
    return "".join(chars)
