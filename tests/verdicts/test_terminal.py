from __future__ import annotations

from rich.console import Console

from kvtrial.verdicts.terminal import duration, one_line_table, short_time, summary


def test_one_line_table_cuts_only_the_flexible_column():
    console = Console(width=60, record=True)
    rows = [["5", "[red]fail[/]", "x" * 200], ["6", "inconclusive", "short"]]
    console.print(one_line_table("gate", ["#", "status", "summary"], rows, "summary", console.width))
    lines = console.export_text().splitlines()
    assert max(len(line.rstrip()) for line in lines) <= 60 and len(lines) == 4
    assert lines[2].startswith("5  fail") and lines[2].rstrip().endswith("x…")
    assert lines[3].split() == ["6", "inconclusive", "short"]


def test_summary_names_how_many_parts_follow():
    assert summary("a; b; c.") == "a (+2 more)"
    assert summary(["a", "b"], limit=2) == "a; b" and summary("only.") == "only"


def test_short_times():
    assert short_time("2026-11-29T08:03:59.123456+00:00") == "11-29 08:03" and short_time(None) == ""
    assert duration("2026-11-29T08:00:00Z", "2026-11-29T08:00:42Z") == "42 s"
    assert duration("2026-11-29T08:00:00Z", "2026-11-29T08:30:00Z") == "30 min"
    assert duration("2026-11-29T08:00:00Z", None) == ""
