"""Cache backends the protocol and `kvtrial bench` can measure, looked up by name.

Every backend, whatever its engine, gives the same seam (`base.py`): `parse(text) -> Setting`,
`load(...) -> ModelHandle`, `open(handle, setting) -> Session`; the Session generates, times,
reads memory peaks and reads back the effective setting. One module per backend registers itself here:

    native                 kvtrial's own caches (and `ordinary`, transformers' DynamicCache)
    transformers-quanto    transformers' QuantizedCache("quanto", ...)   (needs optimum-quanto)
    transformers-hqq       transformers' QuantizedCache("hqq", ...)      (needs hqq)
    transformers-fp8       transformers' QuantizedCache("fp8", ...)
    llama.cpp              llama-cpp-python on the model's GGUF           (needs llama-cpp-python)

A backend whose optional dependency is missing is still registered: it answers `supports` with
the reason, so the admission table shows a `not-applicable` row instead of crashing.

`KVTRIAL_BACKEND_PLUGINS` (comma-separated module names) imports extra modules that register
backends, in every process (worker subprocesses included), e.g. for a test or a site backend.
"""

from __future__ import annotations

import importlib
import os

from kvtrial.backends.base import Backend, EffectiveCache, Generated, ModelHandle, Session, Setting, Timed
from kvtrial.backends.handles import ModelHandles
from kvtrial.registry import Registry

BACKENDS: Registry[Backend] = Registry("backend")

PLUGINS_ENV = "KVTRIAL_BACKEND_PLUGINS"

# Imported for their side effect of registering themselves; none imports an optional dependency at import time.
from kvtrial.backends import native  # noqa: E402,F401
from kvtrial.backends import transformers_quanto, transformers_hqq, transformers_fp8  # noqa: E402,F401
from kvtrial.backends import llama_cpp  # noqa: E402,F401


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


__all__ = ["BACKENDS", "Backend", "EffectiveCache", "Generated", "ModelHandle", "ModelHandles", "PLUGINS_ENV",
           "Session", "Setting", "Timed", "backend_names", "get_backend"]
