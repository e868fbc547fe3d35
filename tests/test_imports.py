"""The package's import graph: no cycles, and the cache library importable without the experiment tool."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import kvtrial

PACKAGE_DIR = Path(kvtrial.__file__).parent

# The experiment tool; the cache library must not pull in any of it.
TOOL_PACKAGES = ("kvtrial.protocol", "kvtrial.verdicts", "kvtrial.commands", "kvtrial.facts", "kvtrial.quality",
                 "kvtrial.backends", "kvtrial.models", "kvtrial.cli", "kvtrial.bench", "kvtrial.memory")
CACHE_LIBRARY = ("kvtrial.cache",)  # formats, kernels, attention and spec are its subpackages


def _module_names() -> dict[str, Path]:
    names = {}
    for path in PACKAGE_DIR.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _imports(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    """kvtrial modules `module` imports anywhere in its source (top level, functions, TYPE_CHECKING):
    a deferred import is still a dependency, and hiding a cycle in a function does not remove it."""
    is_package = path.name == "__init__.py"
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".")[: len(module.split(".")) - node.level + (1 if is_package else 0)]
                base = ".".join(anchor + ([base] if base else []))
            # `from pkg import sub` depends on the submodule when `sub` is one, else on `pkg`.
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:  # `import a.b.c` of a non-module attribute path
                target = target.rpartition(".")[0]
            if target.startswith("kvtrial") and target != module:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    known = _module_names()
    return {name: _imports(name, path, known) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_a_cycle_and_only_it():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_package_has_no_import_cycles():
    graph = import_graph()
    assert "kvtrial.cache.read_back" in graph and "kvtrial.cache.kernels.build" in graph  # the walk saw the package
    found = cycles(graph)
    assert not found, "import cycles: " + "; ".join(" <-> ".join(c) for c in found)


def test_the_cache_library_imports_without_the_experiment_tool():
    code = (
        "import json, sys\n"
        f"for name in {list(CACHE_LIBRARY)!r}:\n"
        "    __import__(name)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('kvtrial'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**__import__("os").environ, "PYTHONPATH": str(PACKAGE_DIR.parent)})
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(CACHE_LIBRARY) <= set(loaded)
    tool = [m for m in loaded if any(m == p or m.startswith(p + ".") for p in TOOL_PACKAGES)]
    assert not tool, f"the cache library imported experiment-tool modules: {tool}"


def test_the_cache_library_does_not_depend_on_the_tool_statically():
    """Deferred imports too: a function-level import of the tool would only show when that function runs."""
    graph = import_graph()
    library = {m for m in graph if any(m == p or m.startswith(p + ".") for p in CACHE_LIBRARY)}
    reached, todo = set(), list(library)
    while todo:
        m = todo.pop()
        if m not in reached:
            reached.add(m)
            todo.extend(graph.get(m, ()))
    tool = sorted(m for m in reached if any(m == p or m.startswith(p + ".") for p in TOOL_PACKAGES))
    assert not tool, f"the cache library reaches experiment-tool modules: {tool}"
