"""Cache backends the protocol can measure, looked up by name.

A backend turns a cache setting string into a fresh cache object for a loaded transformers model
and reads back what that object really does. The runner, the admission probe and the baseline
use only the `Backend` protocol (kvtrial.backends.base), so a peer backend (transformers'
QuantizedCache, llama.cpp, ...) plugs in by adding one module that registers itself here:

    from kvtrial.backends import BACKENDS
    BACKENDS.add("my-backend", MyBackend())

`KVTRIAL_BACKEND_PLUGINS` (comma-separated module names) imports extra modules that register
backends, in every process (worker subprocesses included), e.g. for a test or a site backend.
"""

from __future__ import annotations

import importlib
import os

from kvtrial.backends.base import Backend, EffectiveCache
from kvtrial.registry import Registry

BACKENDS: Registry[Backend] = Registry("backend")

PLUGINS_ENV = "KVTRIAL_BACKEND_PLUGINS"

from kvtrial.backends import native  # noqa: E402,F401  (registers "native")


def _load_plugins() -> None:
    for name in filter(None, (part.strip() for part in os.environ.get(PLUGINS_ENV, "").split(","))):
        importlib.import_module(name)


def get_backend(name: str) -> Backend:
    """The backend registered under `name`; an error naming the valid backends otherwise."""
    _load_plugins()
    return BACKENDS.get(name)


def backend_names() -> list[str]:
    _load_plugins()
    return BACKENDS.names()


__all__ = ["BACKENDS", "Backend", "EffectiveCache", "PLUGINS_ENV", "backend_names", "get_backend"]
