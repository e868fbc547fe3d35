"""The admission table in the terminal: one line per row at 80 columns, short times, the model once."""

from __future__ import annotations

from rich.console import Console

from kvtrial.commands import admit
from kvtrial.protocol.ledger import Ledger


def test_admission_table_fits_80_columns_one_line_per_row(tmp_path, monkeypatch) -> None:
    ledger = Ledger.open(tmp_path / "p")
    long_reason = "head dimension 80 is not a multiple of the turbo3 block of 128 values; " * 3
    for setting, status, reason in (("ordinary", "trial-allowed", None), ("q8_0", "trial-allowed", None),
                                    ("turbo3", "not-applicable", long_reason)):
        ledger.add_admission("smollm2-135m", "ab" * 32, "native", setting, status, reason,
                             {"effective_cache": setting if reason is None else ""})
    console = Console(width=80, record=True, force_terminal=False)
    monkeypatch.setattr(admit, "Console", lambda: console)
    admit.print_admission(ledger)
    lines = [ln.rstrip() for ln in console.export_text().splitlines() if ln.strip()]
    assert lines[0] == f"admission table: smollm2-135m @ {'ab' * 6}"
    assert len(lines) == 2 + 3 and all(len(ln) <= 80 for ln in lines)  # title, header, one line per row
    turbo3 = next(ln for ln in lines if "turbo3" in ln)
    assert "not-applicable" in turbo3 and turbo3.rstrip().endswith("…")  # the reason cut, not wrapped
    assert "T" not in turbo3.split("not-applicable")[1].split("head")[0]  # no ISO timestamp: MM-DD HH:MM
