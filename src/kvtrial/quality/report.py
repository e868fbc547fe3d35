"""The quality results as a terminal table (rich), markdown, and a JSON file written atomically."""

from __future__ import annotations

import json
from pathlib import Path

from rich.console import Console
from rich.table import Table

from kvtrial.fsio import atomic_write
from kvtrial.quality.run import QualityReport
from kvtrial.quality.stats import KLD_PERCENTILES

SUMMARY_COLUMNS = (
    "setting", "bits/value", "PPL(Q)", "ln(PPL(Q)/PPL(base))", "PPL(Q)/PPL(base)", "mean KLD",
    "mean Δp", "RMS Δp", "same top-1", "windows", "tokens",
)
KLD_COLUMNS = ("setting", "max", *(f"{f * 100:.1f}%" for f in KLD_PERCENTILES[:4]), "median",
               *(f"{f * 100:.1f}%" for f in KLD_PERCENTILES[4:]), "min")


def _pm(est: dict, digits: int, scale: float = 1.0, suffix: str = "") -> str:
    return f"{est['value'] * scale:.{digits}f} ± {est['error'] * scale:.{digits}f}{suffix}"


def summary_rows(report: dict) -> list[list[str]]:
    rows = []
    for c in report["candidates"]:
        bits = f"{c['bits_per_value']:.2f}" if c["bits_per_value"] else "-"
        s = c["stats"]
        if s is None:
            rows.append([c["setting"], bits, f"INVALID COMPARISON: {c['reason']}", *[""] * 6,
                         str(c["windows"]), str(c["tokens_scored"])])
            continue
        rows.append([
            c["setting"], bits, _pm(s["ppl_cand"], 4), _pm(s["ln_ppl_ratio"], 5), _pm(s["ppl_ratio"], 5),
            _pm(s["kld_mean"], 6), _pm(s["dp_mean"], 3, 100, " %"), _pm(s["rms_dp"], 3, 100, " %"),
            _pm(s["same_top1"], 2, 100, " %"), str(c["windows"]), str(c["tokens_scored"]),
        ])
    return rows


def kld_rows(report: dict) -> list[list[str]]:
    rows = []
    for c in report["candidates"]:
        s = c["stats"]
        if s is None:
            continue
        p = s["kld_percentiles"]
        rows.append([c["setting"], f"{s['kld_max']:.6f}", *(f"{p[k]:.6f}" for k in KLD_COLUMNS[2:6]),
                     f"{s['kld_median']:.6f}", *(f"{p[k]:.6f}" for k in KLD_COLUMNS[7:11]), f"{s['kld_min']:.6f}"])
    return rows


def base_line(report: dict) -> str:
    ok = [c for c in report["candidates"] if c["stats"]]
    ppl = f"PPL(base) = {_pm(ok[0]['stats']['ppl_base'], 4)}" if ok else "PPL(base) not computed"
    return (f"{report['model']['model_id']} ({report['model']['revision'][:12]}), corpus {report['corpus']['name']} "
            f"({report['corpus']['sha256'][:12]}), n_ctx {report['n_ctx']}, {report['windows']} windows, "
            f"{report['tokens_scored']} tokens scored, step {report['step']}, {prefill_text(report)}; ordinary {ppl}")


def prefill_text(report: dict) -> str:
    """How the first halves were prefilled; a report without the field (older files) was made in one pass."""
    chunk = report.get("prefill_chunk")
    return f"prefill chunk {chunk}" if chunk else "one-pass prefill"


def _rich_table(title: str, columns, rows) -> Table:
    """A terminal table: the setting column left-aligned, figures right-aligned."""
    table = Table(title=title)
    for col in columns:
        table.add_column(col, justify="left" if col == "setting" else "right")
    for row in rows:
        table.add_row(*row)
    return table


# The full summary table needs about 190 columns; below this width the terminal gets the key columns.
FULL_TABLE_WIDTH = 190
COMPACT_SUMMARY = ("setting", "bits/value", "mean KLD", "same top-1")
COMPACT_KLD = ("setting", "median", "99.0%", "max")


def _pick(columns: tuple[str, ...], rows: list[list[str]], keep: tuple[str, ...]) -> list[list[str]]:
    index = [columns.index(c) for c in keep]
    return [[row[i] for i in index] for row in rows]


def print_report(report: QualityReport, console: Console | None = None) -> None:
    """Both tables at full width, or their key columns where the console is narrower (a pipe, an
    80-column terminal): every figure stays in the JSON (--out) and the markdown (--markdown)."""
    console = console or Console()
    data = report.to_dict()
    title = "Quality against the ordinary cache (second half of each window, read through the cache)"
    summary, klds = summary_rows(data), kld_rows(data)
    if console.width >= FULL_TABLE_WIDTH:
        console.print(_rich_table(title, SUMMARY_COLUMNS, summary))
        console.print(_rich_table("KL divergence distribution (nats per token)", KLD_COLUMNS, klds))
    else:
        invalid = [r for r in summary if r[2].startswith("INVALID")]
        valid = [r for r in summary if r not in invalid]
        console.print(_rich_table("Quality against the ordinary cache", COMPACT_SUMMARY,
                                  _pick(SUMMARY_COLUMNS, valid, COMPACT_SUMMARY)))
        for row in invalid:
            console.print(f"{row[0]}: {row[2]}", markup=False, highlight=False)
        console.print(_rich_table("KL divergence per token (nats)", COMPACT_KLD, _pick(KLD_COLUMNS, klds, COMPACT_KLD)))
        console.print("[dim]Every statistic and percentile: --out FILE (JSON) or --markdown FILE.[/dim]")
    console.print(base_line(data), markup=False, highlight=False)


def _md_table(columns, rows) -> str:
    lines = ["| " + " | ".join(columns) + " |", "|" + "|".join("---" for _ in columns) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def to_markdown(report: dict) -> str:
    parts = [base_line(report), "", _md_table(SUMMARY_COLUMNS, summary_rows(report)), "",
             "KL divergence distribution (nats per token):", "", _md_table(KLD_COLUMNS, kld_rows(report))]
    return "\n".join(parts) + "\n"


def write_json(path: Path | str, report: QualityReport) -> None:
    atomic_write(path, json.dumps(report.to_dict(), indent=2, sort_keys=False) + "\n")
