"""A cache's read-back: what a live cache holds, per layer, and how its steps were read — `describe()` of kvtrial's
and transformers' caches writes it (`CacheReport.build`), a row keeps it (`Row.cache_report`), the verdicts read
it. Another engine's read-back (llama.cpp's context report) is kept as its own document, with these fields None."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Self

from kvtrial.records.document import Document, mapping, opt_bool, opt_int, opt_str
from kvtrial.records.migrate import decode_document
from kvtrial.records.read_back import ReadBack

# LayerReport.kind of layers that hold no keys or values of their own.
NON_KV_KINDS = ("state", "shared")


@dataclass
class LayerReport:
    """One layer of a cache: what it stores, measured from its tensors (`kvtrial.cache.read_back`)."""

    layer: int = 0
    kind: str = ""
    key_format: str = ""
    value_format: str = ""
    tokens: int = 0
    window_tokens: int = 0
    key_bytes: int = 0
    value_bytes: int = 0
    key_bits: float | None = None
    value_bits: float | None = None
    key_nominal_bits: float | None = None
    value_nominal_bits: float | None = None
    allocated_bytes: int = 0
    confirmed: bool = False
    note: str = ""
    # What the layer is: its transformers layer type, the tokens it holds now (a sliding layer holds at
    # most its window), its window, and the bytes of a linear-attention / convolution state.
    layer_type: str = "full_attention"
    stored_tokens: int = 0
    sliding_window: int = 0
    state_bytes: int = 0
    # kvtrial caches: keys stored minus a fixed mean key, and full-precision sink tokens (cache/centering.py)
    key_centered: bool = False
    sink_tokens: int = 0
    # kvtrial caches: the Hadamard block keys / values are stored rotated in (formats/rotated.py); 0: none
    key_rotation: int = 0
    value_rotation: int = 0

    @property
    def stores_kv(self) -> bool:
        """False for state-only layers (linear attention, convolution) and layers without storage."""
        return self.kind not in NON_KV_KINDS

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LayerReport:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


@dataclass(frozen=True, eq=False)
class ChunkRecord(Document):
    """How a kvtrial cache's prompt chunks (several query tokens at once) were read (`attention.DecodeStats
    .chunks.to_dict()`): `path` is kernel | torch | mixed | none yet, one chunk per layer."""

    path: str | None = None
    kernel_chunks: int = 0
    torch_chunks: int = 0
    torch_reasons: dict[str, int] = field(default_factory=dict)
    kernel_build: str | None = None
    # a cache asked for int8 key scores (qdot=int8): as DecodeRecord's (prompt chunks score keys in float: 0, None)
    int8_key_chunks: int = 0
    int8_key_path: str | None = None
    float_key_reasons: dict[str, int] = field(default_factory=dict)
    # a cache asked for int8 value sums (vsum=int8): as DecodeRecord's (prompt chunks sum values in float: 0, None)
    int8_value_chunks: int = 0
    int8_value_path: str | None = None
    float_value_reasons: dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        reasons = mapping(data.get("torch_reasons"))
        return cls(raw=dict(data), path=opt_str(data.get("path")),
                   kernel_chunks=opt_int(data.get("kernel_chunks")) or 0,
                   torch_chunks=opt_int(data.get("torch_chunks")) or 0,
                   torch_reasons={str(k): opt_int(v) or 0 for k, v in reasons.items()},
                   kernel_build=str(data["kernel_build"]) if data.get("kernel_build") else None,
                   int8_key_chunks=opt_int(data.get("int8_key_chunks")) or 0,
                   int8_key_path=opt_str(data.get("int8_key_path")),
                   float_key_reasons=_counts(data.get("float_key_reasons")),
                   int8_value_chunks=opt_int(data.get("int8_value_chunks")) or 0,
                   int8_value_path=opt_str(data.get("int8_value_path")),
                   float_value_reasons=_counts(data.get("float_value_reasons")))


def _counts(data: Any) -> dict[str, int]:
    return {str(k): opt_int(v) or 0 for k, v in mapping(data).items()}


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
    # a cache asked for int8 key scores (qdot=int8): the steps that took them, the kernel's instruction path
    # (e.g. "C avx512vnni"), and the steps that scored keys in float, by reason (0, None, {} for other caches)
    int8_key_steps: int = 0
    int8_key_path: str | None = None
    float_key_reasons: dict[str, int] = field(default_factory=dict)
    # a cache asked for int8 value sums (vsum=int8): the same for its values
    int8_value_steps: int = 0
    int8_value_path: str | None = None
    float_value_reasons: dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        data = decode_document(data)
        reasons = mapping(data.get("torch_reasons"))
        chunks = data.get("prompt_chunks")
        return cls(raw=dict(data), path=opt_str(data.get("path")), kernel_steps=opt_int(data.get("kernel_steps")) or 0,
                   torch_steps=opt_int(data.get("torch_steps")) or 0,
                   torch_reasons={str(k): opt_int(v) or 0 for k, v in reasons.items()},
                   kernel_build=str(data["kernel_build"]) if data.get("kernel_build") else None,
                   prompt_chunks=ChunkRecord.from_dict(chunks) if isinstance(chunks, Mapping) else None,
                   int8_key_steps=opt_int(data.get("int8_key_steps")) or 0,
                   int8_key_path=opt_str(data.get("int8_key_path")),
                   float_key_reasons=_counts(data.get("float_key_reasons")),
                   int8_value_steps=opt_int(data.get("int8_value_steps")) or 0,
                   int8_value_path=opt_str(data.get("int8_value_path")),
                   float_value_reasons=_counts(data.get("float_value_reasons")))


@dataclass(frozen=True, eq=False)
class LayerTypeRecord(Document):
    """One layer type's share of a cache report (`CacheReport.layer_types`)."""

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
    """A cache's read-back. kvtrial's and transformers' caches fill every field (`build`); another engine's report
    keeps its own keys in the document and leaves these None/empty."""

    cache_class: str | None = None
    setting: str | None = None
    # another engine's document has none of the figures below: they read as empty / unconfirmed / 0
    effective_setting: str = ""  # `ReadBack` text: the formats found, `unconfirmed:` or `mixed:` before them
    confirmed: bool = False
    tokens: int = 0
    total_bytes: int = 0  # bytes of stored keys and values (state layers hold none)
    state_bytes: int = 0  # linear-attention / convolution state: constant in the number of tokens
    allocated_bytes: int = 0
    decode: DecodeRecord | None = None  # kvtrial caches only: how decode steps and prompt chunks were read
    layer_types: dict[str, LayerTypeRecord] = field(default_factory=dict)
    layers: tuple[LayerReport, ...] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        decode = data.get("decode")
        types = mapping(data.get("layer_types"))
        layers = data.get("layers")
        return cls(raw=dict(data), cache_class=opt_str(data.get("cache_class")), setting=opt_str(data.get("setting")),
                   effective_setting=opt_str(data.get("effective_setting")) or "",
                   confirmed=opt_bool(data.get("confirmed")) or False, tokens=opt_int(data.get("tokens")) or 0,
                   total_bytes=opt_int(data.get("total_bytes")) or 0, state_bytes=opt_int(data.get("state_bytes")) or 0,
                   allocated_bytes=opt_int(data.get("allocated_bytes")) or 0,
                   decode=DecodeRecord.from_dict(decode) if isinstance(decode, Mapping) else None,
                   layer_types={str(k): LayerTypeRecord.from_dict(v) for k, v in types.items() if isinstance(v, Mapping)},
                   layers=tuple(LayerReport.from_dict(x) for x in layers if isinstance(x, Mapping))
                   if isinstance(layers, list) else ())

    @classmethod
    def build(cls, cache_class: str, setting: str, layers: list[LayerReport], decode: Mapping[str, Any] | None = None,
              read_back_formats: str | None = None) -> CacheReport:
        """The report of a live cache from its layers (`kvtrial.cache.read_back.describe`). `read_back_formats`:
        kvtrial caches' formats read back from the live layers, in the setting grammar (`q8_0/turbo4;0-3=q8_0`
        when layers differ); None: spelled from the layers' format names alone."""
        kv = [r for r in layers if r.stores_kv]
        confirmed = bool(kv) and all(r.confirmed for r in kv)
        return cls.from_dict({
            "cache_class": cache_class,
            "setting": setting,
            "effective_setting": _effective_setting(kv, confirmed, read_back_formats),
            "confirmed": confirmed,
            "tokens": max((r.tokens for r in kv), default=0),
            "total_bytes": sum(r.key_bytes + r.value_bytes for r in layers),
            "state_bytes": sum(r.state_bytes for r in layers),
            "allocated_bytes": sum(r.allocated_bytes for r in layers),
            "decode": dict(decode) if decode is not None else None,
            "layer_types": _by_layer_type(layers),
            "layers": [r.to_dict() for r in layers],
        })

    @property
    def kv_layers(self) -> list[LayerReport]:
        return [r for r in self.layers if r.stores_kv]


def _effective_setting(kv: list[LayerReport], confirmed: bool, read_back_formats: str | None) -> str:
    """The key/value formats actually found in the KV layers (a per-layer plan where they differ, for kvtrial
    caches), or `mixed`/`unconfirmed` (`ReadBack`)."""
    pairs = {(r.key_format, r.value_format) for r in kv}
    if not pairs:
        return "empty"
    if read_back_formats is not None:
        return ReadBack.found(read_back_formats, confirmed).text()
    if len(pairs) > 1:
        return ReadBack.mixed(pairs).text()
    k, v = pairs.pop()
    return ReadBack.found(k if k == v else f"{k}/{v}", confirmed).text()


def _by_layer_type(layers: list[LayerReport]) -> dict[str, dict[str, Any]]:
    """Per layer type: how many layers, what they store, tokens seen and held, bytes (KV, state, allocated), the
    window of sliding layers and the effective formats of KV layers (`LayerTypeRecord`)."""
    out: dict[str, dict[str, Any]] = {}
    for r in layers:
        row = out.setdefault(r.layer_type, {
            "layers": 0, "kind": r.kind, "tokens": 0, "stored_tokens": 0, "kv_bytes": 0, "state_bytes": 0,
            "allocated_bytes": 0, "sliding_window": r.sliding_window or None, "formats": set(), "confirmed": True,
        })
        row["layers"] += 1
        row["tokens"] = max(row["tokens"], r.tokens)
        row["stored_tokens"] = max(row["stored_tokens"], r.stored_tokens)
        row["kv_bytes"] += r.key_bytes + r.value_bytes
        row["state_bytes"] += r.state_bytes
        row["allocated_bytes"] += r.allocated_bytes
        if r.stores_kv:
            same = r.key_format == r.value_format
            row["formats"].add(r.key_format if same else f"{r.key_format}/{r.value_format}")
            row["confirmed"] = row["confirmed"] and r.confirmed
    for row in out.values():
        row["formats"] = sorted(row["formats"])
    return out
