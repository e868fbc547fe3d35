"""The library's public face (`from kvtrial.cache import ...`, what the README shows): each name is what it says
(a function or class, never a submodule of the same name), and parts of the library load without transformers."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys

import kvtrial.cache


def test_every_public_name_is_its_object_even_after_every_submodule_is_imported() -> None:
    for info in pkgutil.walk_packages(kvtrial.cache.__path__, "kvtrial.cache."):
        if ".gpu" not in info.name:  # the Triton kernels import triton, absent on CPU machines
            importlib.import_module(info.name)
    for name in kvtrial.cache.__all__:
        obj = getattr(kvtrial.cache, name)
        assert callable(obj) and not isinstance(obj, type(kvtrial)), name
        # the cache report is a stored document: its one definition lives with the other records
        assert obj.__module__.startswith(("kvtrial.cache.", "kvtrial.records.cache_report")), name


def test_the_setting_grammar_loads_without_transformers() -> None:
    code = "import sys, kvtrial.cache.spec; print('transformers' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "False"
