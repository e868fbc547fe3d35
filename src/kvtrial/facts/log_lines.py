"""A log's own parts on its lines, blanked before a brief written as log lines is read.

A brief may be written as log lines ("2026-12-02T09:14:07Z INFO  fact  budget=36000 currency=CHF",
"[09:00:03] INFO  [Пилот] бюджет: 77 000 USD"). Each line's time stamp says when the record was written, not when
anything of the pilot happens, and its level ("INFO", "WARN") and event name ("fact", "extract", "skip") say how the
log files it: none is a claim, a date or a number of the pilot. A tally of the log's own records ("facts=8") and a
line saying only that its run ended ("done", "import finished", "импорт завершён", "导入完成": the language's
`Layout.log_run_end`) are the log's too. Blanked one character for one, so offsets keep; what each line says after
them is read as it is (`context.log_as_data` reads its `key=value` pairs).
"""

from __future__ import annotations

import re

from kvtrial.facts.languages import get_language
from kvtrial.facts.markup import blanked

# a line's stamp: an ISO date with or without its time ("2026-12-02T09:14:07Z", "2027-03-02 09:12:05,120"), or a
# time alone, bare or in brackets ("09:00:03", "[09:00:03]"), then the level, bare or in brackets ("INFO", "[WARN]")
_STAMP = (r"\[?(?:\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?|"
          r"\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,6})?)\]?")
_LEVEL = r"\[?(?:INFO|DEBUG|WARN|WARNING|ERROR|TRACE|NOTICE|FATAL|CRITICAL)\]?"
_LOG_HEAD = re.compile(r"^[ \t]*" + _STAMP + r"[ \t]+" + _LEVEL + r"(?=[ \t]|$)")
# the event's name after the level, one lower-case word before the line's first `key=value` pair ("fact", "skip")
_EVENT = re.compile(r"[ \t]+[a-z][a-z_.-]{1,20}(?=[ \t]+[A-Za-z][\w.-]*=)")
# a tally of the log's own records, a bare count ("facts=8", "records=12", "rows=3"): how much the run wrote
_TALLY = re.compile(r"(?<![^\s])(?:facts|records|rows|lines|entries|fields|count|total)=\d{1,4}(?=\s|$)")
# the event name that closes the run ("done", "finished", "end"), alone or before its tally
_RUN_DONE = re.compile(r"[ \t]*(?:done|finished|complete|completed|end|ok)[ \t]*$")
# a record's tag in brackets before its message ("[Kestrel]", "[红隼/哈尔登配送]")
_TAG = re.compile(r"^\[[^\]\n]{1,40}\][ \t]*")
_MIN_LINES = 3  # lines of stamp and level that make the brief a log


def _line(line: str, run_end: re.Pattern[str]) -> str:
    head = _LOG_HEAD.match(line)
    if head is None:
        return line
    rest = line[head.end():]
    event = _EVENT.match(rest)
    if event:
        rest = blanked(event.group(0)) + rest[event.end():]
    rest = _TALLY.sub(lambda m: blanked(m.group(0)), rest)
    said = _TAG.sub("", rest.strip())  # "[Пилот] импорт завершён": the record's tag is the log's too
    if _RUN_DONE.fullmatch(rest) or said and run_end.fullmatch(said):
        rest = blanked(rest)  # "done facts=8", "импорт завершён": the run ended, nothing of the pilot
    return blanked(line[:head.end()]) + rest


def log_lines_read(text: str, language: str) -> str:
    """A brief of log lines (three lines or more opened by a stamp and a level) with each line's stamp, level, event
    name and tallies blanked, and a line saying only that the run ended; any other text as it is."""
    if sum(bool(_LOG_HEAD.match(line)) for line in text.split("\n")) < _MIN_LINES:
        return text
    run_end = get_language(language).layout.log_run_end
    return "\n".join(_line(line, run_end) for line in text.split("\n"))
