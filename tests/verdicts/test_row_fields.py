"""The verdicts read what a row holds through its typed fields, never through the open `extra` dict
(rows from older ledgers load that evidence into those fields: tests/protocol/test_rows.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import kvtrial.verdicts

VERDICTS = Path(kvtrial.verdicts.__file__).parent


def test_no_verdicts_module_reads_a_rows_extra():
    readers = [f"{path.name}:{node.lineno}" for path in sorted(VERDICTS.glob("*.py"))
               for node in ast.walk(ast.parse(path.read_text(), str(path)))
               if isinstance(node, ast.Attribute) and node.attr == "extra"]
    assert readers == []
