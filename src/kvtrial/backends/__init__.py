"""Cache backends the protocol and `kvtrial bench` can measure, looked up by name.

Every backend, whatever its engine, gives the same seam (`base.py`): `parse(text) -> Setting`,
`load(...) -> ModelHandle`, `open(handle, setting) -> Session`; the Session generates, times,
reads memory peaks and reads back the effective setting. One module per backend defines it, and this package registers it:

    native                 kvtrial's own caches (and `ordinary`, transformers' DynamicCache)
    transformers-quanto    transformers' QuantizedCache("quanto", ...)   (needs optimum-quanto)
    transformers-hqq       transformers' QuantizedCache("hqq", ...)      (needs hqq)
    transformers-fp8       transformers' QuantizedCache("fp8", ...)
    llama.cpp              llama-cpp-python on the model's GGUF           (needs llama-cpp-python)
    tiny-turboquant        tiny_turboquant.TinyKVCache at its presets      (needs tiny-turboquant)
    kvpress                kvpress's presses evicting from a DynamicCache  (needs kvpress)

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
from kvtrial.backends.kvpress_presses import KvpressBackend
from kvtrial.backends.llama_cpp import LlamaCppBackend
from kvtrial.backends.native import NativeBackend
from kvtrial.backends.tiny_turboquant import TinyTurboQuantBackend
from kvtrial.backends.transformers_fp8 import Fp8Backend
from kvtrial.backends.transformers_hqq import HQQBackend
from kvtrial.backends.transformers_quanto import QuantoBackend
from kvtrial.registry import Registry

BACKENDS: Registry[Backend] = Registry("backend")

# Registered here rather than by each module, so no backend module imports this package back (no import
# cycle); none of them imports an optional dependency at import time.
_BUILT_IN: tuple[Backend, ...] = (NativeBackend(), QuantoBackend(), HQQBackend(), Fp8Backend(), LlamaCppBackend(),
                                  TinyTurboQuantBackend(), KvpressBackend())
for _backend in _BUILT_IN:
    BACKENDS.add(_backend.name, _backend)

PLUGINS_ENV = "KVTRIAL_BACKEND_PLUGINS"


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
