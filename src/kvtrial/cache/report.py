"""The report `describe` gives of a live cache: per layer what it stores and in how many bytes."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from kvtrial.records.read_back import ReadBack

# LayerReport.kind of layers that hold no keys or values of their own.
NON_KV_KINDS = ("state", "shared")


@dataclass
class LayerReport:
    layer: int
    kind: str
    key_format: str
    value_format: str
    tokens: int
    window_tokens: int
    key_bytes: int
    value_bytes: int
    key_bits: float | None
    value_bits: float | None
    key_nominal_bits: float | None
    value_nominal_bits: float | None
    allocated_bytes: int
    confirmed: bool
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


@dataclass
class CacheReport:
    cache_class: str
    setting: str
    layers: list[LayerReport] = field(default_factory=list)
    decode: dict | None = None  # kvtrial caches: how decode steps were read (C kernel or torch, and why)
    # kvtrial caches: the key/value formats read back from the live layers, in the setting grammar
    # (`q8_0/turbo4;0-3=q8_0` when layers differ); None: spelled from the layers' format names alone
    read_back_formats: str | None = None

    @property
    def kv_layers(self) -> list[LayerReport]:
        return [r for r in self.layers if r.stores_kv]

    @property
    def total_bytes(self) -> int:
        """Bytes of stored keys and values (state layers hold none)."""
        return sum(r.key_bytes + r.value_bytes for r in self.layers)

    @property
    def state_bytes(self) -> int:
        """Bytes of linear-attention / convolution state: constant in the number of tokens."""
        return sum(r.state_bytes for r in self.layers)

    @property
    def allocated_bytes(self) -> int:
        return sum(r.allocated_bytes for r in self.layers)

    @property
    def tokens(self) -> int:
        return max((r.tokens for r in self.kv_layers), default=0)

    @property
    def confirmed(self) -> bool:
        kv = self.kv_layers
        return bool(kv) and all(r.confirmed for r in kv)

    @property
    def effective_setting(self) -> str:
        """The key/value formats actually found in the KV layers (a per-layer plan where they differ, for
        kvtrial caches), or `mixed`/`unconfirmed`."""
        pairs = {(r.key_format, r.value_format) for r in self.kv_layers}
        if not pairs:
            return "empty"
        if self.read_back_formats is not None:
            return ReadBack.found(self.read_back_formats, self.confirmed).text()
        if len(pairs) > 1:
            return ReadBack.mixed(pairs).text()
        k, v = pairs.pop()
        return ReadBack.found(k if k == v else f"{k}/{v}", self.confirmed).text()

    def by_layer_type(self) -> dict[str, dict]:
        """Per layer type: how many layers, what they store, tokens seen and held, bytes (KV, state,
        allocated), the window of sliding layers and the effective formats of KV layers."""
        out: dict[str, dict] = {}
        for r in self.layers:
            row = out.setdefault(r.layer_type, {
                "layers": 0, "kind": r.kind, "tokens": 0, "stored_tokens": 0, "kv_bytes": 0, "state_bytes": 0,
                "allocated_bytes": 0, "sliding_window": r.sliding_window or None, "formats": set(),
                "confirmed": True,
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

    def to_dict(self) -> dict:
        return {
            "cache_class": self.cache_class,
            "setting": self.setting,
            "effective_setting": self.effective_setting,
            "confirmed": self.confirmed,
            "tokens": self.tokens,
            "total_bytes": self.total_bytes,
            "state_bytes": self.state_bytes,
            "allocated_bytes": self.allocated_bytes,
            "decode": self.decode,
            "layer_types": self.by_layer_type(),
            "layers": [asdict(r) for r in self.layers],
        }
