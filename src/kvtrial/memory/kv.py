"""KV memory per cache setting, measured from the tensors a filled cache really stores.

Two uses: the table of `kvtrial memory` (every setting at every length, below) and the per-token
cost of `kvtrial plan` (`measure_cache_cost`: a fresh cache filled by the model at two lengths).

The model runs once over the longest length with the ordinary cache (chunked prefill, so
activation memory stays bounded); the keys and values it produced are then written into a
fresh cache of every setting through the cache's own `update()`, and `describe()` reads the
bytes back from the stored tensors at each length. Bytes depend only on shapes and
formats, so writing the ordinary run's values (rather than re-running the model with each
quantized cache, whose later layers would see slightly different values) changes no byte count.

Models whose layers are not all full attention are measured per layer type (`MemoryCell.by_type`,
`CacheCost.groups`): a sliding-window layer's bytes stop growing at its window, a linear-attention
or convolution state is constant, a shared-KV layer stores nothing. The capture records every key
and value a sliding layer was given (its ordinary cache keeps only the window), and the state
layers of the ordinary run are placed as they are into each setting's cache (they are never
quantized, so their bytes are the same in every setting).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, cast

import torch
from transformers import PretrainedConfig
from transformers.cache_utils import (
    CacheLayerMixin,
    DummyLayer,
    DynamicCache,
    DynamicSlidingWindowLayer,
    LinearAttentionCacheLayerMixin,
)

from kvtrial.cache import CacheReport, describe, make_cache
from kvtrial.cache.layer_types import SERVED_LAYER_TYPES
from kvtrial.cache.spec import CacheSpec, parse_spec, split_settings
from kvtrial.defaults import DEFAULT_MEMORY_CHUNK, DEFAULT_MEMORY_LENGTHS
from kvtrial.errors import KvtrialError
from kvtrial.memory.costs import FILLED, CacheCost, CostGroup, groups_matter, line_past_windows, window_cap

DEFAULT_LENGTHS = DEFAULT_MEMORY_LENGTHS
DEFAULT_CHUNK = DEFAULT_MEMORY_CHUNK
FILL_STEP = 256  # tokens between the two fill lengths of a per-token cost

# Per layer, the keys and values [B, H, T, D] written to it; None for a layer that stores none.
KV = list[tuple[torch.Tensor, torch.Tensor] | None]


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
    state_bytes: int = 0  # linear-attention / convolution state (constant; in total_bytes)
    # layer type -> layers, what it stores, tokens held, KV bytes, state bytes, sliding window
    by_type: dict[str, dict] = field(default_factory=dict)


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
    """Cache settings from 'ordinary,q8_0,q8_0/turbo4:window=64,prefill=full' (`split_settings`: a comma inside
    a setting's options stays with it) or one setting per item; the ordinary reference is always first."""
    items = split_settings(text, "--settings") if isinstance(text, str) else [s.strip() for s in text if s.strip()]
    specs = [parse_spec(s) for s in items]
    ordinary = parse_spec("ordinary")
    rest = [s for s in dict.fromkeys(specs) if not s.is_ordinary]
    return [ordinary, *rest]


@torch.no_grad()
def capture(model: torch.nn.Module, input_ids: torch.Tensor, chunk: int = DEFAULT_CHUNK) -> tuple[KV, dict[int, Any]]:
    """Per layer, the keys and values [B, H, T, D] the model writes to an ordinary cache over
    input_ids (None for layers without KV), and the state layers (linear attention, convolution)
    by index as the run left them."""
    cache = DynamicCache(config=cast(PretrainedConfig, model.config))  # a transformers model's config
    recorded: dict[int, list[tuple[torch.Tensor, torch.Tensor]]] = {}
    for i, layer in enumerate(cache.layers):
        if isinstance(layer, DynamicSlidingWindowLayer):
            recorded[i] = []
            # the layer itself keeps only its window; an instance attribute shadows the method (as `layer.update =`)
            vars(layer)["update"] = _recording(layer.update, recorded[i])
    for start in range(0, input_ids.shape[-1], chunk):
        # Only the cache matters here; keep one logit row instead of chunk x vocab.
        model(input_ids[:, start : start + chunk], cache=cache, use_cache=True, logits_to_keep=1)
    kv: KV = []
    states: dict[int, Any] = {}
    for i, layer in enumerate(cache.layers):
        if i in recorded:
            parts = recorded[i]
            kv.append((torch.cat([k for k, _ in parts], -2), torch.cat([v for _, v in parts], -2)))
        elif isinstance(layer, LinearAttentionCacheLayerMixin) and not isinstance(layer, CacheLayerMixin):
            kv.append(None)
            states[i] = layer
        elif isinstance(layer, DummyLayer) or getattr(layer, "keys", None) is None:
            kv.append(None)
        else:
            keys, values = layer.keys, layer.values
            assert keys is not None and values is not None  # checked above: the layer holds KV
            kv.append((keys, values))
    return kv, states


def _recording(update, parts: list):
    def record(key_states, value_states, *args, **kwargs):
        parts.append((key_states.detach().clone(), value_states.detach().clone()))
        return update(key_states, value_states, *args, **kwargs)

    return record


def capture_kv(model: torch.nn.Module, input_ids: torch.Tensor, chunk: int = DEFAULT_CHUNK) -> KV:
    """Per layer, the keys and values [B, H, T, D] the model writes to an ordinary cache over input_ids."""
    return capture(model, input_ids, chunk)[0]


def _captured_tokens(kv: KV) -> int:
    stored = [pair[0].shape[-2] for pair in kv if pair is not None]
    if not stored:
        raise KvtrialError("the model stored no keys or values in any layer; there is no KV cache to measure")
    return min(stored)


def measure_setting(spec: CacheSpec, config: PretrainedConfig, kv: KV, lengths: Sequence[int],
                    states: dict[int, Any] | None = None) -> list:
    """Fill a fresh cache of `spec` with kv up to each length in turn; describe() it at each length.
    State layers are taken from `states` as they are (their size does not depend on the length).

    Writing in one update per length (not per prefill chunk) leaves the used bytes unchanged and
    avoids reading the whole cache back after every chunk; only the spare capacity of the growable
    buffers (`allocated_bytes`) depends on the write pattern.
    """
    cache = make_cache(spec, config)
    total = _captured_tokens(kv)
    if max(lengths) > total:
        raise KvtrialError(f"asked for {max(lengths)} tokens but only {total} were captured")
    for i, layer in (states or {}).items():
        cache.layers[i] = layer
    reports, done = [], 0
    with torch.no_grad():
        for stop in sorted(lengths):
            for i, pair in enumerate(kv):
                if pair is None:
                    continue
                k, v = pair
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
    kv, states = capture(model, input_ids[:, : lengths[-1]], chunk)
    table = MemoryTable(
        model_id=meta.get("model_id", ""), revision=meta.get("revision", ""), corpus=meta.get("corpus", ""),
        corpus_sha256=meta.get("corpus_sha256", ""), dtype=str(model.dtype).removeprefix("torch."),
        lengths=list(lengths), settings=[str(s) for s in settings],
    )
    ordinary_bytes: dict[int, int] = {}
    config = cast(PretrainedConfig, model.config)  # a transformers model's config
    for spec in settings:
        for length, report in zip(lengths, measure_setting(spec, config, kv, lengths, states), strict=False):
            if report.tokens != length:
                raise RuntimeError(f"{spec}: cache holds {report.tokens} tokens after writing {length}")
            total = report.total_bytes + report.state_bytes
            if spec.is_ordinary:
                ordinary_bytes[length] = total
            layers = report.kv_layers
            table.cells.append(
                MemoryCell(
                    setting=str(spec), effective_setting=report.effective_setting, confirmed=report.confirmed,
                    tokens=length, key_bytes=sum(r.key_bytes for r in layers),
                    value_bytes=sum(r.value_bytes for r in layers), total_bytes=total,
                    allocated_bytes=report.allocated_bytes,
                    key_bits=_mean_bits([r.key_bits for r in layers]),
                    value_bits=_mean_bits([r.value_bits for r in layers]),
                    ratio_to_ordinary=total / ordinary_bytes[length], state_bytes=report.state_bytes,
                    by_type=layer_type_rows(report),
                )
            )
    return table


def layer_type_rows(report: CacheReport) -> dict[str, dict]:
    """Per layer type of a described cache: layers, what kvtrial stores, tokens held, KV and state bytes,
    window (JSON-ready; the figures of `CacheReport.layer_types`)."""
    out = {}
    for layer_type, row in report.layer_types.items():
        out[layer_type] = {
            "layers": row.layers, "stores": SERVED_LAYER_TYPES.get(layer_type, layer_type),
            "stored_tokens": row.stored_tokens, "kv_bytes": row.kv_bytes, "state_bytes": row.state_bytes,
            "sliding_window": row.sliding_window, "formats": list(row.formats),
        }
    return out


def _mean_bits(bits: list[float | None]) -> float | None:
    # The mean over KV layers (state and shared layers hold no values); None if any is unknown. Layers of
    # one head dimension agree; a model that widens some layers' heads gets the mean of its layers.
    known = [b for b in bits if b is not None]
    if not bits or len(known) != len(bits):
        return None
    return sum(known) / len(known)


def fill_lengths(setting: str, step: int = FILL_STEP) -> tuple[int, int]:
    """Two lengths past any full-precision window, so the slope is the quantized store's."""
    spec = parse_spec(setting)
    start = (spec.window if not spec.is_ordinary else 0) + 128
    return start, start + step


@torch.no_grad()
def measure_cache_cost(model: torch.nn.Module, setting: str, input_ids: torch.Tensor,
                       lengths: tuple[int, int] | None = None) -> CacheCost:
    """Fill a fresh cache with the model's keys and values for the first n tokens of input_ids at
    each of two lengths and read the stored bytes back.

    Per layer type the bytes are read as their own line (`CostGroup`): tokens held by a sliding
    layer stop at its window, so its line is drawn over the tokens it holds; when both fills are
    past the window, one more fill below the window gives the slope there. A state layer's bytes
    are its constant intercept."""
    n1, n2 = lengths or fill_lengths(setting)
    if input_ids.shape[-1] < n2:
        raise ValueError(f"need {n2} tokens to measure {setting!r}, got {input_ids.shape[-1]}")
    reports = {n: _fill(model, setting, input_ids, n) for n in (n1, n2)}
    measured = [reports[n].total_bytes + reports[n].state_bytes for n in (n1, n2)]
    slope = (measured[1] - measured[0]) / (n2 - n1)
    report = reports[n2]
    groups = []
    for layer_type, row in report.layer_types.items():
        first = reports[n1].layer_types[layer_type]
        cap = window_cap(row.sliding_window)
        points = [(first.stored_tokens, first.kv_bytes), (row.stored_tokens, row.kv_bytes)]
        if cap is not None and points[0][0] == cap and cap > 1:
            below = cap // 2  # both fills held the whole window: read the slope below it
            points[0] = _type_point(_fill(model, setting, input_ids, below), layer_type)
        (x1, b1), (x2, b2) = points
        per_token = (b2 - b1) / (x2 - x1) if x2 != x1 else 0.0
        groups.append(CostGroup(layer_type, row.layers, per_token, b2 - per_token * x2 + row.state_bytes, cap))
    fixed = measured[0] - slope * n1
    if not groups_matter(groups):
        groups = []
    elif any(g.cap_tokens is not None for g in groups):
        slope, fixed = line_past_windows(groups)
    return CacheCost(
        setting=setting, effective_setting=report.effective_setting, confirmed=report.confirmed,
        bytes_per_token=slope, fixed_bytes=fixed, lengths=(n1, n2),
        measured_bytes=(measured[0], measured[1]), allocated_bytes=report.allocated_bytes, groups=tuple(groups),
        method=FILLED,
    )


def _fill(model: torch.nn.Module, setting: str, input_ids: torch.Tensor, n: int) -> CacheReport:
    cache = make_cache(setting, cast(PretrainedConfig, model.config))
    model(input_ids[:, :n], cache=cache, use_cache=True, logits_to_keep=1)
    return describe(cache)


def _type_point(report: CacheReport, layer_type: str) -> tuple[int, int]:
    row = report.layer_types[layer_type]
    return row.stored_tokens, row.kv_bytes


def weights_bytes(model: torch.nn.Module) -> int:
    """Bytes of a loaded model's parameters and buffers."""
    return sum(t.numel() * t.element_size() for t in list(model.parameters()) + list(model.buffers()))
