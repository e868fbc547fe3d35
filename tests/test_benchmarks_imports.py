"""The benchmarks import the package, never the tests (import-linter checks the package only, so this
reads benchmarks/*.py itself)."""

from __future__ import annotations

import ast
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def _test_imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
        found += [n for n in names if n == "tests" or n.startswith("tests.")]
    return found


def test_benchmarks_import_the_package_not_the_tests() -> None:
    scripts = sorted(BENCHMARKS.glob("*.py"))
    assert scripts
    found = {p.name: imports for p in scripts if (imports := _test_imports(p))}
    assert found == {}, found
