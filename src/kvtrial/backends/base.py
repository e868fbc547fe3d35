"""The engine seam: what the protocol runner, the admission probe, `kvtrial bench` and the quality
scoring know about a cache implementation, whatever engine runs the model.

Every backend gives the same four things:

* `parse(text) -> Setting` — a setting string parsed once, at the edge, into a typed `Setting`
  (canonical spelling, bits per stored value when known, the backend's own parsed payload). From
  there on the Setting travels typed: `supports`, `interface` and `open` take it, nothing re-parses.
* `load(model_ref, dtype, attn_implementation, device) -> ModelHandle` — the model as this engine
  needs it (transformers: the loaded model; llama.cpp: the GGUF path with tokenizer and config).
  Backends of one engine (`engine`, a label) can share a handle; `ModelHandles` does that.
* `open(handle, setting, n_ctx=None, n_threads=None) -> Session` — one setting on one handle. The
  Session owns generation, timing (prefill/decode split, device synchronisation), memory peaks and
  the read-back of the effective setting (`kvtrial.backends.session`).
* `context_cells(tokens_needed, max_context) -> int | None` — how many context cells to ask `open`
  for (an engine that allocates its whole context up front) or None (it grows on demand).

and describes itself: `name` (the registry name stored in every row), `engine` (a label: which
backends share a model handle and an ordinary reference), `ordinary` (its own unquantized setting,
the reference its candidates are compared with), `settings()`, `constraints()`, `versions()`
(a missing optional dependency reads "not installed"), `supports(setting, config, source)` (None
or the reason it cannot serve it; never raises), `interface(setting)` (the library call as a
JSON-able dict whose "setting" key is the canonical spelling).
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import torch

NOT_INSTALLED = "not installed"

BitsFn = Callable[[int], "tuple[float, float] | None"]


@dataclass(frozen=True)
class Setting:
    """A cache setting parsed by its backend: the typed object every later step receives."""

    backend: str  # the registry name of the backend that parsed it
    canonical: str  # the canonical spelling, stored in rows ("q8_0/turbo4", "quanto-int4", "f16", ...)
    payload: Any  # the backend's own parsed form (CacheSpec, PeerSetting, LlamaSetting)
    ordinary: bool = False  # the backend's unquantized reference (stores the model's own dtype)
    # bits per stored key / value for a head dimension; None: the backend cannot say (e.g. a
    # full-precision residual window whose share depends on the length)
    bits_fn: BitsFn | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        return self.canonical

    def kv_bits(self, head_dim: int, dtype_bits: float) -> tuple[float, float] | None:
        """(key bits, value bits) per stored value; the model's dtype for an ordinary setting;
        None when not known."""
        if self.ordinary:
            return dtype_bits, dtype_bits
        return self.bits_fn(head_dim) if self.bits_fn is not None else None


@dataclass
class ModelHandle:
    """A model as an engine runs it, with what the protocol reads about it (no engine-specific fields
    are read outside the backends)."""

    model_id: str
    source: str  # where the weights come from (GGUF path, folder, hub id)
    revision: str
    max_context: int
    tokenizer: Any
    config: Any  # the transformers config (read without weights for an engine that runs its own)
    device: str  # "cpu", "cuda:0"
    dtype: str  # "float32", ...: the weights as the engine holds them ("engine's own" for a GGUF)
    attn_implementation: str
    weight_bytes: int
    generation_config: Any = None
    model: Any = None  # the loaded transformers model, when the engine is transformers
    engine: str = ""

    @property
    def stop_ids(self) -> set[int]:
        """End-of-sequence ids, read as transformers' generate reads them."""
        ids: set[int] = set()
        gen = self.generation_config if self.generation_config is not None else getattr(self.model, "generation_config", None)
        for source in (gen, self.config, self.tokenizer):
            value = getattr(source, "eos_token_id", None) if source is not None else None
            if isinstance(value, int):
                ids.add(value)
            elif isinstance(value, (list, tuple)):
                ids.update(int(v) for v in value)
        return ids


@dataclass
class EffectiveCache:
    """What a live cache really held after a request."""

    setting: str  # effective setting, comparable to the requested canonical one
    confirmed: bool  # the backend could prove it from the stored tensors / the library's own report
    kv_bytes: int  # bytes of the stored keys and values
    allocated_bytes: int  # bytes of the buffers the cache allocated (>= kv_bytes)
    report: dict[str, Any] = field(default_factory=dict)  # the backend's own read-back, for the evidence


@dataclass
class Generated:
    """One greedy generation, prefill and decode timed apart (load and tokenization excluded), with
    the memory readings taken during it."""

    new_token_ids: list[int]
    stop_reason: str  # "eos" | "length"
    prefill_s: float
    decode_s: float
    effective: EffectiveCache
    framework: dict[str, Any] = field(default_factory=dict)  # allocator statistics per device
    monitor: dict[str, Any] = field(default_factory=dict)  # /proc (and device-wide) readings
    # every prefill chunk's and decode step's nanoseconds, back to back: prefill_s and decode_s are their sums
    prefill_chunks_ns: list[int] = field(default_factory=list)
    decode_steps_ns: list[int] = field(default_factory=list)
    contention: dict[str, Any] = field(default_factory=dict)  # CPU competition during it (kvtrial.contention)

    @property
    def generation_s(self) -> float:
        return self.prefill_s + self.decode_s


@dataclass
class Timed:
    """Seconds of a timed stage, the cache read back after the untimed fill and at the end, and the
    memory readings over the fill and the stage together (the same readers as `Generated`'s)."""

    seconds: float
    tokens: int  # tokens processed in the timed stage
    filled: EffectiveCache | None  # after the context fill, before the clock started (None: no context)
    after: EffectiveCache  # after the timed stage
    framework: dict[str, Any] = field(default_factory=dict)  # allocator statistics per device
    monitor: dict[str, Any] = field(default_factory=dict)  # /proc (and device-wide) readings
    pieces_ns: list[int] = field(default_factory=list)  # each prefill chunk's or decode step's ns; `seconds` is their sum
    contention: dict[str, Any] = field(default_factory=dict)  # CPU competition during it (kvtrial.contention)


@runtime_checkable
class Session(Protocol):
    """One backend and setting on one model handle. Every request starts from a fresh cache."""

    backend: str
    setting: Setting
    device: str
    context_cells: int | None  # cells allocated up front (None: the cache grows on demand)
    memory_semantics: str | None  # what peak_allocated / peak_reserved mean when not the allocator's
    empty_pool: bool  # CUDA: give the allocator's unused blocks back before each measured request
    prefill_chunk: int | None  # prompt tokens per forward pass (None: the whole prompt in one)

    def generate(self, input_ids: Sequence[int], max_new_tokens: int, stop_ids: set[int]) -> Generated: ...

    def score_window(self, window: Sequence[int], step: int) -> torch.Tensor:
        """Float32 logits [n_ctx - 1 - n_ctx//2, vocab] at positions n_ctx//2 … n_ctx-2: the first
        half prefilled into a fresh cache, the second half fed `step` tokens at a time (the
        schedule of kvtrial.quality), so the scored tokens read what the cache stored."""
        ...

    def score_window_chunks(self, window: Sequence[int], step: int) -> Iterator[torch.Tensor]:
        """`score_window`'s rows in order, in consecutive chunks (llama.cpp, torch: one fed step each),
        so that a consumer scoring chunk by chunk holds O(step × vocab) logits."""
        ...

    def time_prefill(self, context: Sequence[int], prompt: Sequence[int]) -> Timed: ...

    def time_decode(self, context: Sequence[int], first: int, n: int) -> Timed: ...

    # B sequences of one depth advanced together (kvtrial bench --batch); `max_batch` None: any B
    max_batch: int | None

    def time_prefill_batch(self, contexts: Sequence[Sequence[int]], prompts: Sequence[Sequence[int]]) -> Timed: ...

    def time_decode_batch(self, contexts: Sequence[Sequence[int]], firsts: Sequence[int], n: int) -> Timed: ...

    def effective(self) -> EffectiveCache: ...

    def release(self) -> None:
        """Drop the last request's cache (the next request makes a fresh one)."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class Backend(Protocol):
    name: str
    engine: str
    ordinary: str

    def parse(self, text: str) -> Setting: ...

    def settings(self) -> tuple[str, ...]: ...

    def constraints(self) -> list[str]: ...

    def versions(self) -> dict[str, str]: ...

    def supports(self, setting: Setting, config: Any, source: str | None = None) -> str | None: ...

    def interface(self, setting: Setting) -> dict[str, Any]: ...

    def load(self, model_ref: str, dtype: str = "float32", attn_implementation: str | None = None,
             device: str = "cpu") -> ModelHandle: ...

    def open(self, handle: ModelHandle, setting: Setting, n_ctx: int | None = None,
             n_threads: int | None = None) -> Session: ...

    def context_cells(self, tokens_needed: int, max_context: int) -> int | None: ...


def package_version(dist: str) -> str:
    """The installed version of a distribution, or "not installed"."""
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return NOT_INSTALLED
