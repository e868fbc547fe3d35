"""Terminal output of the verdict commands: tables of one line per row that fit the console's width.

The full details and evidence lists belong in the report (and the commands' JSON); the terminal
shows a one-line summary per row, cut with an ellipsis where the width runs out, so a piped or
80-column run stays readable.
"""

from __future__ import annotations

from datetime import datetime

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text

_GAP = 2  # spaces between columns


def one_line_table(title: str, headers: list[str], rows: list[list[str]], flexible: str, width: int) -> Table:
    """A table of one line per row, at most `width` columns wide: column `flexible` (plain text) takes
    the width the others leave and is cut with "…"; the others (which may hold rich markup) keep
    their short contents whole."""
    cut = headers.index(flexible)
    # markup in the fixed columns (status colours); the flexible column is plain text (details quote lists)
    plain = [[c if i == cut else Text.from_markup(c).plain for i, c in enumerate(row)] for row in rows]
    widths = [max([len(h)] + [cell_len(r[i]) for r in plain]) for i, h in enumerate(headers)]
    room = max(width - sum(w for i, w in enumerate(widths) if i != cut) - _GAP * (len(headers) - 1), 12)
    table = Table(title=title, title_justify="left", box=None, padding=(0, _GAP, 0, 0), pad_edge=False,
                  show_edge=False, collapse_padding=True)
    for i, h in enumerate(headers):
        w = min(widths[i], room) if i == cut else widths[i]
        table.add_column(h, no_wrap=True, min_width=w, max_width=w)
    for row in rows:
        cells = [Text(_cut(c, room)) if i == cut else Text.from_markup(c) for i, c in enumerate(row)]
        table.add_row(*cells)
    return table


def _cut(text: str, room: int) -> str:
    return text if cell_len(text) <= room else text[: max(room - 1, 0)] + "…"


def summary(details: str | list[str], limit: int = 1) -> str:
    """The first `limit` parts of a detail ("; "-separated text or a list) and how many more follow."""
    parts = [p for p in (details.rstrip(".").split("; ") if isinstance(details, str) else details) if p]
    head = "; ".join(parts[:limit])
    return head + (f" (+{len(parts) - limit} more)" if len(parts) > limit else "")


def short_time(iso: str | None) -> str:
    """An ISO timestamp as `MM-DD HH:MM` (the full one stays in the ledger and the report)."""
    if not iso:
        return ""
    try:
        return datetime.fromisoformat(iso).strftime("%m-%d %H:%M")
    except ValueError:
        return iso


def duration(start_iso: str | None, end_iso: str | None) -> str:
    """How long from one ISO timestamp to another, short (`42 s`, `3 min`, `2.5 h`); empty if unknown."""
    try:
        start = datetime.fromisoformat(start_iso or "")
        end = datetime.fromisoformat(end_iso or "")
    except ValueError:
        return ""
    s = (end - start).total_seconds()
    return f"{s:.0f} s" if s < 120 else f"{s / 60:.0f} min" if s < 7200 else f"{s / 3600:.1f} h"
