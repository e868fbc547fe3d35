"""The benchmark scripts loaded as modules (they import one another by file name, as `python benchmarks/x.py` runs them)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_script(name: str, *needs: str) -> ModuleType:
    """benchmarks/<name>.py, after the sibling scripts it imports (`needs`), each registered under its file name."""
    for module in (*needs, name):
        if module in sys.modules:
            continue
        spec = importlib.util.spec_from_file_location(module, BENCHMARKS / f"{module}.py")
        assert spec is not None and spec.loader is not None
        loaded = importlib.util.module_from_spec(spec)
        sys.modules[module] = loaded  # dataclasses look their module up
        spec.loader.exec_module(loaded)
    return sys.modules[name]
