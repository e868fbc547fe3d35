"""KV memory per cache setting, measured from the tensors a filled cache really stores.

Two uses: the table of `kvtrial memory` (every setting at every length, below) and the per-token
cost of `kvtrial plan` (`measure_cache_cost`: a fresh cache filled by the model at two lengths).

The model runs once over the longest length with the ordinary cache (chunked prefill, so
activation memory stays bounded); the keys and values it produced are then written into a
fresh cache of every setting through the cache's own `update()`, and `describe()` reads the
bytes back from the stored tensors at each length. Bytes depend only on shapes and
formats, so writing the ordinary run's values (rather than re-running the model with each
quantized cache, whose later layers would see slightly different values) changes no byte count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

import torch
from transformers import PretrainedConfig
from transformers.cache_utils import DynamicCache

from kvtrial.cache import describe, make_cache
from kvtrial.errors import KvtrialError
from kvtrial.memory.costs import CacheCost
from kvtrial.spec import CacheSpec, parse_spec

DEFAULT_LENGTHS = (1024, 4096, 8192)
DEFAULT_CHUNK = 512
FILL_STEP = 256  # tokens between the two fill lengths of a per-token cost

KV = list[tuple[torch.Tensor, torch.Tensor]]


@dataclass(frozen=True)
class MemoryCell:
    """One setting at one length, as describe() read it from the filled cache."""

    setting: str
    effective_setting: str
    confirmed: bool
    tokens: int
    key_bytes: int
    value_bytes: int
    total_bytes: int
    allocated_bytes: int
    key_bits: float | None
    value_bits: float | None
    ratio_to_ordinary: float


@dataclass
class MemoryTable:
    model_id: str
    revision: str
    corpus: str
    corpus_sha256: str
    dtype: str
    lengths: list[int]
    settings: list[str]
    cells: list[MemoryCell] = field(default_factory=list)

    def cell(self, setting: str, length: int) -> MemoryCell:
        for c in self.cells:
            if c.setting == setting and c.tokens == length:
                return c
        raise KeyError((setting, length))

    def to_dict(self) -> dict:
        return {**{k: v for k, v in asdict(self).items() if k != "cells"}, "cells": [asdict(c) for c in self.cells]}


def parse_lengths(text: str | Sequence[int], max_context: int | None = None) -> list[int]:
    """Sorted distinct positive token counts from '1024,4096'; an error naming the bad one."""
    items = text.split(",") if isinstance(text, str) else list(text)
    lengths = set()
    for item in items:
        try:
            n = int(str(item).strip())
        except ValueError:
            raise KvtrialError(f"lengths must be whole numbers of tokens separated by commas, got {item!r}") from None
        if n <= 0:
            raise KvtrialError(f"lengths must be positive token counts, got {n}")
        if max_context is not None and n > max_context:
            raise KvtrialError(f"length {n} exceeds the model's context of {max_context} tokens")
        lengths.add(n)
    if not lengths:
        raise KvtrialError("no lengths given")
    return sorted(lengths)


def parse_settings(text: str | Sequence[str]) -> list[CacheSpec]:
    """Cache settings from 'ordinary,q8_0,q8_0/turbo4'; the ordinary reference is always first."""
    items = [s.strip() for s in (text.split(",") if isinstance(text, str) else text) if s.strip()]
    specs = [parse_spec(s) for s in items]
    ordinary = parse_spec("ordinary")
    rest = [s for s in dict.fromkeys(specs) if not s.is_ordinary]
    return [ordinary, *rest]


@torch.no_grad()
def capture_kv(model: torch.nn.Module, input_ids: torch.Tensor, chunk: int = DEFAULT_CHUNK) -> KV:
    """Per layer, the keys and values [B, H, T, D] the model writes to an ordinary cache over input_ids."""
    cache = DynamicCache(config=model.config)
    for start in range(0, input_ids.shape[-1], chunk):
        # Only the cache matters here; keep one logit row instead of chunk x vocab.
        model(input_ids[:, start : start + chunk], cache=cache, use_cache=True, logits_to_keep=1)
    return [(layer.keys, layer.values) for layer in cache.layers]


def measure_setting(spec: CacheSpec, config: PretrainedConfig, kv: KV, lengths: Sequence[int]) -> list:
    """Fill a fresh cache of `spec` with kv up to each length in turn; describe() it at each length.

    Writing in one update per length (not per prefill chunk) leaves the used bytes unchanged and
    avoids reading the whole cache back after every chunk; only the spare capacity of the growable
    buffers (`allocated_bytes`) depends on the write pattern.
    """
    cache = make_cache(spec, config)
    total = kv[0][0].shape[-2]
    if max(lengths) > total:
        raise KvtrialError(f"asked for {max(lengths)} tokens but only {total} were captured")
    reports, done = [], 0
    with torch.no_grad():
        for stop in sorted(lengths):
            for i, (k, v) in enumerate(kv):
                cache.update(k[..., done:stop, :], v[..., done:stop, :], i)
            done = stop
            reports.append(describe(cache))
    return reports


def measure_memory(
    model: torch.nn.Module,
    input_ids: torch.Tensor,
    settings: Sequence[CacheSpec],
    lengths: Sequence[int],
    chunk: int = DEFAULT_CHUNK,
    **meta: str,
) -> MemoryTable:
    """Measured KV bytes of every setting at every length; `settings[0]` must be the ordinary reference."""
    if not settings or not settings[0].is_ordinary:
        raise ValueError("the first setting must be 'ordinary', the reference of the ratios")
    lengths = sorted(lengths)
    if input_ids.shape[-1] < lengths[-1]:
        raise KvtrialError(f"{input_ids.shape[-1]} input tokens given, {lengths[-1]} needed")
    kv = capture_kv(model, input_ids[:, : lengths[-1]], chunk)
    table = MemoryTable(
        model_id=meta.get("model_id", ""), revision=meta.get("revision", ""), corpus=meta.get("corpus", ""),
        corpus_sha256=meta.get("corpus_sha256", ""), dtype=str(model.dtype).removeprefix("torch."),
        lengths=list(lengths), settings=[str(s) for s in settings],
    )
    ordinary_bytes: dict[int, int] = {}
    for spec in settings:
        for length, report in zip(lengths, measure_setting(spec, model.config, kv, lengths)):
            if report.tokens != length:
                raise RuntimeError(f"{spec}: cache holds {report.tokens} tokens after writing {length}")
            if spec.is_ordinary:
                ordinary_bytes[length] = report.total_bytes
            layers = report.layers
            table.cells.append(
                MemoryCell(
                    setting=str(spec), effective_setting=report.effective_setting, confirmed=report.confirmed,
                    tokens=length, key_bytes=sum(r.key_bytes for r in layers),
                    value_bytes=sum(r.value_bytes for r in layers), total_bytes=report.total_bytes,
                    allocated_bytes=report.allocated_bytes,
                    key_bits=_mean_bits([r.key_bits for r in layers]),
                    value_bits=_mean_bits([r.value_bits for r in layers]),
                    ratio_to_ordinary=report.total_bytes / ordinary_bytes[length],
                )
            )
    return table


def _mean_bits(bits: list[float | None]) -> float | None:
    # Every layer stores the same shapes, so the per-layer figures agree; report None if any is unknown.
    if not bits or any(b is None for b in bits):
        return None
    return sum(bits) / len(bits)


def fill_lengths(setting: str, step: int = FILL_STEP) -> tuple[int, int]:
    """Two lengths past any full-precision window, so the slope is the quantized store's."""
    spec = parse_spec(setting)
    start = (spec.window if not spec.is_ordinary else 0) + 128
    return start, start + step


@torch.no_grad()
def measure_cache_cost(model: torch.nn.Module, setting: str, input_ids: torch.Tensor,
                       lengths: tuple[int, int] | None = None) -> CacheCost:
    """Fill a fresh cache with the model's keys and values for the first n tokens of input_ids at
    each of two lengths and read the stored bytes back."""
    n1, n2 = lengths or fill_lengths(setting)
    if input_ids.shape[-1] < n2:
        raise ValueError(f"need {n2} tokens to measure {setting!r}, got {input_ids.shape[-1]}")
    measured, report = [], None
    for n in (n1, n2):
        cache = make_cache(setting, model.config)
        model(input_ids[:, :n], cache=cache, use_cache=True, logits_to_keep=1)
        report = describe(cache)
        measured.append(report.total_bytes)
    slope = (measured[1] - measured[0]) / (n2 - n1)
    return CacheCost(
        setting=setting, effective_setting=report.effective_setting, confirmed=report.confirmed,
        bytes_per_token=slope, fixed_bytes=measured[0] - slope * n1, lengths=(n1, n2),
        measured_bytes=(measured[0], measured[1]), allocated_bytes=report.allocated_bytes,
    )


def weights_bytes(model: torch.nn.Module) -> int:
    """Bytes of a loaded model's parameters and buffers."""
    return sum(t.numel() * t.element_size() for t in list(model.parameters()) + list(model.buffers()))
