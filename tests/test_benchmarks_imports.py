"""The benchmarks import the package, never the tests (import-linter checks the package only, so this
reads benchmarks/*.py itself)."""

from __future__ import annotations

import ast
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
# Still reading the kernel tests' case writer and C driver: they move with the kernel ABI's shared C header
# (issue 38). Remove an entry once its script imports only the package; the test fails while one is stale.
PENDING = {"kernel_instructions.py"}


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
    assert set(found) - PENDING == set(), found
    assert PENDING <= set(found), f"no longer importing tests, drop from PENDING: {sorted(PENDING - set(found))}"
