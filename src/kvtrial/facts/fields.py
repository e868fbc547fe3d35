"""A brief's "label: value" line read once: "Done: nothing yet", "已完成：暂无", "| Budget | 80k |", "- **Vendor**: X".

The grammar is one: markup or a bullet, a short label, its closing markup, a separator, the value. Its callers differ
only in how long a label may be, what may part it from its value and what a label may not hold; those are the
parameters, each caller keeping the limits tuned on its own lines."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

# what may stand before a label: blanks, table bars, bullets, a heading's or emphasis's markup
LEAD = "\\s|*_#>•·\\-"
# a label's emphasis closing it before the separator ("**Done**:")
CLOSE = "\\s*"


@dataclass(frozen=True)
class Field:
    """A field's label and value, and where each stands in the text read."""

    label: str
    value: str
    label_start: int
    label_end: int
    value_start: int
    value_end: int


@functools.cache
def _pattern(lead: str, close: str, separators: str, stops: str, min_label: int, max_label: int,
             letter_first: bool, lines: bool) -> re.Pattern[str]:
    seps = re.escape(separators)
    if not lines:
        stops += "\\n"
    first = "[^\\W\\d_]" if letter_first else f"[^{seps}{stops}]"
    body = f"[^{seps}{stops}]{{{max(min_label - 1, 0)},{max_label - 1}}}?"
    # the value runs to the text's end; trailing blanks and a table's closing bar are no part of it
    return re.compile(f"^[{lead}]*(?P<label>{first}{body})[{close}]*[{seps}]\\s*(?P<value>\\S.*?)[\\s|]*$",
                      re.DOTALL if lines else 0)


def split_field(text: str, *, separators: str = ":：|", max_label: int = 31, min_label: int = 1, stops: str = "",
                letter_first: bool = True, lead: str = LEAD, close: str = CLOSE, lines: bool = False) -> Field | None:
    """The field `text` opens with, or None (no separator, a label too long, an empty value). Its label holds
    `min_label` to `max_label` characters, none of `stops`, opens with a letter unless `letter_first` is off and runs
    to the first of `separators`; `lead` and `close` are the characters (a regex class's) allowed before it and
    between it and the separator. The field is one line unless `lines` lets its label and value run over several."""
    m = _pattern(lead, close, separators, re.escape(stops), min_label, max_label, letter_first, lines).match(text)
    if m is None:
        return None
    return Field(m.group("label"), m.group("value"), m.start("label"), m.end("label"), m.start("value"), m.end("value"))
