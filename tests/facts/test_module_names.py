"""Each module-level name of the grader is bound once. A pattern defined again further down a module replaces the first
for every function that reads it at grading time, whatever the line above those functions says; two rules that need
two patterns need two names. (Overloads of one function, `typing.overload`, are one function.)"""

import ast
from pathlib import Path

import pytest

FACTS = Path(__file__).resolve().parents[2] / "src" / "kvtrial" / "facts"


def _bound_twice(path: Path) -> list[str]:
    seen: dict[str, int] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            if any(isinstance(d, ast.Name) and d.id == "overload" or isinstance(d, ast.Attribute) and d.attr == "overload"
                   for d in getattr(node, "decorator_list", [])):
                continue
            names = [node.name]
        elif isinstance(node, ast.Assign):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names = [node.target.id]
        else:
            continue
        for name in names:
            seen[name] = seen.get(name, 0) + 1
    return sorted(name for name, count in seen.items() if count > 1)


@pytest.mark.parametrize("path", sorted(FACTS.rglob("*.py")), ids=lambda p: str(p.relative_to(FACTS)))
def test_no_module_level_name_is_bound_twice(path):
    assert _bound_twice(path) == []


def test_a_second_binding_is_found():
    """The check itself finds a name bound twice (a pattern redefined below), and lets overloads through."""
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        module = Path(tmp) / "m.py"
        module.write_text("import re\nfrom typing import overload\n_A = re.compile('a')\n\n@overload\ndef f(x: int) -> int: ...\n"
                          "@overload\ndef f(x: str) -> str: ...\ndef f(x): return x\n_A = re.compile('b')\n")
        assert _bound_twice(module) == ["_A"]
