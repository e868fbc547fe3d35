"""docs/models.md's family table: one row re-measured, and the JSON and the page agree with it."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("family_table", ROOT / "benchmarks" / "family_table.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_gpt_oss_row_is_what_the_cache_stores():
    measured = _script().measure("gpt_oss")
    stored = next(r for r in json.loads((ROOT / "docs/results/families.json").read_text()) if r["family"] == "gpt_oss")
    page = (ROOT / "docs/models.md").read_text()
    for setting, cell in measured["settings"].items():
        assert cell["confirmed"] or setting == "ordinary"
        assert cell["kv_bytes"] == stored["settings"][setting]["kv_bytes"]
        assert cell["by_type"]["sliding_attention"]["stored_tokens"] == 127  # window 128, what transformers keeps
        shown = f"{cell['bits_per_value']:.4g} / {(cell['kv_bytes'] + cell['state_bytes']) / 2**20:,.1f}"
        assert f"| {shown} |" in page.split("| gpt_oss |")[1].split("\n")[0] + "|"
