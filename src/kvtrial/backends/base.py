"""The `Backend` protocol: what the protocol runner, the admission probe and `kvtrial bench` know
about a cache implementation.

Members every backend has:

* `name` — the registry name, stored in every row (`Row.backend`).
* `engine` — what runs the model: "transformers" (the backend hands a cache object to the
  loaded transformers model) or "llama.cpp" (the backend runs the GGUF itself).
* `ordinary` — this backend's own unquantized setting, the reference its candidates are compared
  with ("ordinary" = transformers' DynamicCache; "f16" for llama.cpp).
* `settings()` — the named settings it offers (what the admission table probes).
* `constraints()` — its real limits, in words, for the admission evidence and the docs.
* `versions()` — installed versions of what it depends on ({"torch": "2.13.0", ...}); a missing
  optional dependency reads "not installed".
* `supports(setting, config, source=None)` — None when it can serve `setting` for a model with
  this transformers config (and, when given, weights read from `source`: llama.cpp needs a GGUF
  file), else the reason it cannot (a `not-applicable` admission row). Never raises for an
  unsupported setting or a missing optional dependency. Every backend takes `source`, so callers
  never special-case an engine.
* `interface(setting)` — how the setting maps onto the installed library's real interface (the
  call and its arguments) as a JSON-able dict whose "setting" key is the canonical spelling.
* `new_cache(setting, model)` — a fresh cache object for one request (transformers engines).
* `effective(cache)` — read back from the live cache after a request: an `EffectiveCache` whose
  `setting` is in the same vocabulary as the requested one; `confirmed` is False when the backend
  cannot prove the setting took effect (the run is then an invalid comparison).
* `open(loaded, setting)` — a `Session`: one setting on one loaded model, which can generate,
  score windows for the quality statistics, and time prefill and decode at a depth, every request
  with a fresh cache. Transformers engines share one implementation (`torch_session.py`). A
  backend of another engine also takes `n_ctx=` (context cells to allocate; None: the model's
  context) and `n_threads=`: the protocol worker opens one such session per branch and reuses it.
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import torch

NOT_INSTALLED = "not installed"


@dataclass
class EffectiveCache:
    """What a live cache object really held after a request."""

    setting: str  # effective setting, comparable to the requested one ("ordinary", "q8_0/turbo4", ...)
    confirmed: bool  # the backend could prove it from the stored tensors / the library's own report
    kv_bytes: int  # bytes of the stored keys and values
    allocated_bytes: int  # bytes of the buffers the cache allocated (>= kv_bytes)
    report: dict[str, Any] = field(default_factory=dict)  # the backend's own read-back, for the evidence


@dataclass
class Generated:
    """One greedy generation, prefill and decode timed apart (load and tokenization excluded)."""

    new_token_ids: list[int]
    stop_reason: str  # "eos" | "length"
    prefill_s: float
    decode_s: float
    effective: EffectiveCache


@dataclass
class Timed:
    """Seconds of a timed stage, and the cache read back after the untimed fill and at the end."""

    seconds: float
    tokens: int  # tokens processed in the timed stage
    filled: EffectiveCache | None  # after the context fill, before the clock started (None: no context)
    after: EffectiveCache  # after the timed stage


@runtime_checkable
class Session(Protocol):
    """One backend and setting on one loaded model. Every request starts from a fresh cache."""

    backend: str
    setting: str

    def generate(self, input_ids: Sequence[int], max_new_tokens: int, stop_ids: set[int]) -> Generated: ...

    def score_window(self, window: Sequence[int], step: int) -> torch.Tensor:
        """Float32 logits [n_ctx - 1 - n_ctx//2, vocab] at positions n_ctx//2 … n_ctx-2: the first
        half prefilled into a fresh cache, the second half fed `step` tokens at a time (the
        schedule of kvtrial.quality), so the scored tokens read what the cache stored."""
        ...

    def time_prefill(self, context: Sequence[int], prompt: Sequence[int]) -> Timed:
        """Seconds to prefill `prompt` on top of `context` (filled first, untimed) in a fresh cache."""
        ...

    def time_decode(self, context: Sequence[int], first: int, n: int) -> Timed:
        """Seconds for `n` single-token greedy decode steps after `context` (filled first, untimed),
        the first step fed `first`, in a fresh cache."""
        ...

    def effective(self) -> EffectiveCache:
        """The read-back of the cache used by the last request."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class Backend(Protocol):
    name: str
    engine: str
    ordinary: str

    def settings(self) -> tuple[str, ...]: ...

    def constraints(self) -> list[str]: ...

    def versions(self) -> dict[str, str]: ...

    def supports(self, setting: str, config: Any, source: str | None = None) -> str | None: ...

    def interface(self, setting: str) -> dict[str, Any]: ...

    def new_cache(self, setting: str, model: Any) -> Any: ...

    def effective(self, cache: Any) -> EffectiveCache: ...

    def open(self, loaded: Any, setting: str) -> Session: ...


def package_version(dist: str) -> str:
    """The installed version of a distribution, or "not installed"."""
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return NOT_INSTALLED
