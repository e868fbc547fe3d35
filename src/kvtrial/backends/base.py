"""The `Backend` protocol: the only thing the protocol runner knows about a cache implementation.

Five members, all required:

* `name` — the registry name, stored in every row (`Row.backend`).
* `versions()` — installed versions of what the backend depends on ({"torch": "2.13.0", ...});
  stored with the resolved record and the admission evidence.
* `supports(setting, config)` — None when the backend can serve `setting` for a model with this
  transformers config, else the reason it cannot (becomes a `not-applicable` admission row or a
  registration error). Must not raise for an unsupported setting.
* `interface(setting)` — how the setting maps onto the backend's real, installed interface
  (the call and its arguments), as a JSON-able dict whose "setting" key is the canonical spelling
  of the setting (what `effective` reports when it took effect); the resolved record stores it.
* `new_cache(setting, model)` — a fresh cache object for one request (never reused).
* `effective(cache)` — read back from the live cache object after a request: an
  `EffectiveCache(setting, confirmed, kv_bytes, allocated_bytes, report)`. `setting` is in the same
  vocabulary as the requested setting so the runner can compare them; `confirmed` is False when
  the backend cannot prove the setting took effect (the runner then marks the row an
  `invalid comparison`).

Generation itself (prefill + greedy decode with the cache) is done by the protocol's measurement
code through the transformers model, so every backend is timed by the same code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable


@dataclass
class EffectiveCache:
    """What a live cache object really held after a request."""

    setting: str  # effective setting, comparable to the requested one ("ordinary", "q8_0/turbo4", ...)
    confirmed: bool  # the backend could prove it from the stored tensors
    kv_bytes: int  # bytes of the stored keys and values
    allocated_bytes: int  # bytes of the buffers the cache allocated (>= kv_bytes)
    report: dict[str, Any] = field(default_factory=dict)  # the backend's own read-back, for the evidence


@runtime_checkable
class Backend(Protocol):
    name: str

    def versions(self) -> dict[str, str]: ...

    def supports(self, setting: str, config: Any) -> str | None: ...

    def interface(self, setting: str) -> dict[str, Any]: ...

    def new_cache(self, setting: str, model: Any) -> Any: ...

    def effective(self, cache: Any) -> EffectiveCache: ...
