"""A board's or an exported file's own stamp, blanked before the brief is read.

A kanban board or a file dumped as text names when it was written ("BOARD: Larkspur (exported 2026-07-20 09:12)",
"ДОСКА «Скопа» — выгрузка 02.04.2026 09:12", "看板（导出于 2026-04-02 09:12）"): the date and time after the language's
export word (`Layout.export_stamp`) are the artefact's, no date of the pilot and no claim, where the stamp gives its
time of day or stands in the brief's first line (a sentence's "the data was exported on 2 May" tells of the work). The
word stays; the stamp is blanked one character for one, so offsets keep.
"""

from __future__ import annotations

import re

from kvtrial.facts.languages import get_language
from kvtrial.facts.markup import blanked

# a numeric date as a file's stamp writes it ("2026-07-20", "20.07.2026", "2026/07/20"), then its time, if any
_STAMP = re.compile(r"[ \t]*[:：]?[ \t]*(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{4})"
                    r"(?P<time>[ \tT]+\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*(?:UTC|Z|[+-]\d{2}:?\d{2}))?)?(?![\d.:/-]\d)")


def board_read(text: str, language: str) -> str:
    """The text with each export stamp's date and time blanked (see the module's docstring); a text without one as
    it is."""
    word = get_language(language).layout.export_stamp
    first_line = len(text) - len(text.lstrip())
    first_line = text.find("\n", first_line) % (len(text) + 1)
    out = text
    for m in word.finditer(text):
        stamp = _STAMP.match(text, m.end())
        if stamp is not None and (stamp.group("time") or m.start() < first_line):
            out = out[:stamp.start()] + blanked(stamp.group(0)) + out[stamp.end():]
    return out
