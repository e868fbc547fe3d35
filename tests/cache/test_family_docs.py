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
    stored = next(r for r in json.loads((ROOT / "docs/results/families.json").read_text()) if r["family"] == "gpt_oss")
    measured = _script().measure("gpt_oss", settings=tuple(stored["settings"]))  # the settings the JSON holds
    page = (ROOT / "docs/models.md").read_text()
    for setting, cell in measured["settings"].items():
        assert cell["confirmed"] or setting == "ordinary"
        assert cell["kv_bytes"] == stored["settings"][setting]["kv_bytes"]
        assert cell["by_type"]["sliding_attention"]["stored_tokens"] == 127  # window 128, what transformers keeps
        shown = f"{cell['bits_per_value']:.4g} / {(cell['kv_bytes'] + cell['state_bytes']) / 2**20:,.1f}"
        assert f"| {shown} |" in page.split("| gpt_oss |")[1].split("\n")[0] + "|"


def test_every_row_of_the_page_is_the_scripts_row_of_the_json():
    script = _script()
    page = (ROOT / "docs/models.md").read_text()
    rows = json.loads((ROOT / "docs/results/families.json").read_text())
    assert [r["family"] for r in rows] == list(script.REAL) == list(script.SHAPES_CHECKED)
    for r in rows:
        assert r["shapes_of"] == script.REAL[r["family"]][0]
        assert script.table_row(r) in page.splitlines(), r["family"]
