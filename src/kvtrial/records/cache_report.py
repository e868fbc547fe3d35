"""`Row.cache_report`: what the live cache held after the request, as `describe()` (kvtrial's caches,
transformers' own) or another engine's read-back (llama.cpp's context report) recorded it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from kvtrial.records.document import Document, mapping, opt_bool, opt_int, opt_str
from kvtrial.records.migrate import decode_document


@dataclass(frozen=True, eq=False)
class ChunkRecord(Document):
    """How a kvtrial cache's prompt chunks (several query tokens at once) were read (`attention.DecodeStats
    .chunks.to_dict()`): `path` is kernel | torch | mixed | none yet, one chunk per layer."""

    path: str | None = None
    kernel_chunks: int = 0
    torch_chunks: int = 0
    torch_reasons: dict[str, int] = field(default_factory=dict)
    kernel_build: str | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        reasons = mapping(data.get("torch_reasons"))
        return cls(raw=dict(data), path=opt_str(data.get("path")),
                   kernel_chunks=opt_int(data.get("kernel_chunks")) or 0,
                   torch_chunks=opt_int(data.get("torch_chunks")) or 0,
                   torch_reasons={str(k): opt_int(v) or 0 for k, v in reasons.items()},
                   kernel_build=str(data["kernel_build"]) if data.get("kernel_build") else None)


@dataclass(frozen=True, eq=False)
class DecodeRecord(Document):
    """How a kvtrial cache's decode steps were read (`attention.DecodeStats.to_dict()`): `path` is
    kernel | torch | mixed | none yet, one step per layer per token."""

    path: str | None = None
    kernel_steps: int = 0
    torch_steps: int = 0
    torch_reasons: dict[str, int] = field(default_factory=dict)
    kernel_build: str | None = None  # the kernel build(s) that read the kernel steps, e.g. "C avx512+openmp"
    prompt_chunks: ChunkRecord | None = None  # absent from records written before chunks were counted

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        data = decode_document(data)
        reasons = mapping(data.get("torch_reasons"))
        chunks = data.get("prompt_chunks")
        return cls(raw=dict(data), path=opt_str(data.get("path")), kernel_steps=opt_int(data.get("kernel_steps")) or 0,
                   torch_steps=opt_int(data.get("torch_steps")) or 0,
                   torch_reasons={str(k): opt_int(v) or 0 for k, v in reasons.items()},
                   kernel_build=str(data["kernel_build"]) if data.get("kernel_build") else None,
                   prompt_chunks=ChunkRecord.from_dict(chunks) if isinstance(chunks, Mapping) else None)


@dataclass(frozen=True, eq=False)
class LayerTypeRecord(Document):
    """One layer type's share of a cache report (`CacheReport.by_layer_type()`)."""

    layers: int = 0
    kind: str | None = None
    tokens: int = 0
    stored_tokens: int = 0
    kv_bytes: int = 0
    state_bytes: int = 0
    allocated_bytes: int = 0
    sliding_window: int | None = None
    formats: tuple[str, ...] = ()
    confirmed: bool | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        formats = data.get("formats")
        return cls(raw=dict(data), layers=opt_int(data.get("layers")) or 0, kind=opt_str(data.get("kind")),
                   tokens=opt_int(data.get("tokens")) or 0, stored_tokens=opt_int(data.get("stored_tokens")) or 0,
                   kv_bytes=opt_int(data.get("kv_bytes")) or 0, state_bytes=opt_int(data.get("state_bytes")) or 0,
                   allocated_bytes=opt_int(data.get("allocated_bytes")) or 0,
                   sliding_window=opt_int(data.get("sliding_window")) or None,
                   formats=tuple(str(f) for f in formats) if isinstance(formats, list) else (),
                   confirmed=opt_bool(data.get("confirmed")))


@dataclass(frozen=True, eq=False)
class CacheReport(Document):
    """A cache's read-back. kvtrial's and transformers' caches fill every field (`cache.report.CacheReport
    .to_dict()`); another engine's report keeps its own keys in the document and leaves these None/empty."""

    cache_class: str | None = None
    setting: str | None = None
    effective_setting: str | None = None
    confirmed: bool | None = None
    tokens: int | None = None
    total_bytes: int | None = None
    state_bytes: int | None = None
    allocated_bytes: int | None = None
    decode: DecodeRecord | None = None  # kvtrial caches only
    layer_types: dict[str, LayerTypeRecord] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        decode = data.get("decode")
        types = mapping(data.get("layer_types"))
        return cls(raw=dict(data), cache_class=opt_str(data.get("cache_class")), setting=opt_str(data.get("setting")),
                   effective_setting=opt_str(data.get("effective_setting")), confirmed=opt_bool(data.get("confirmed")),
                   tokens=opt_int(data.get("tokens")), total_bytes=opt_int(data.get("total_bytes")),
                   state_bytes=opt_int(data.get("state_bytes")), allocated_bytes=opt_int(data.get("allocated_bytes")),
                   decode=DecodeRecord.from_dict(decode) if isinstance(decode, Mapping) else None,
                   layer_types={str(k): LayerTypeRecord.from_dict(v) for k, v in types.items() if isinstance(v, Mapping)})

    @property
    def layers(self) -> list[dict[str, Any]]:
        """The per-layer rows (`cache.report.LayerReport` as dicts), as stored."""
        layers = self.raw.get("layers")
        return [dict(x) for x in layers if isinstance(x, Mapping)] if isinstance(layers, list) else []
