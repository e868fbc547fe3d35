"""The report `describe` gives of a live cache: per layer what it stores and in how many bytes."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


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


@dataclass
class CacheReport:
    cache_class: str
    setting: str
    layers: list[LayerReport] = field(default_factory=list)
    decode: dict | None = None  # kvtrial caches: how decode steps were read (C kernel or torch, and why)

    @property
    def total_bytes(self) -> int:
        return sum(r.key_bytes + r.value_bytes for r in self.layers)

    @property
    def allocated_bytes(self) -> int:
        return sum(r.allocated_bytes for r in self.layers)

    @property
    def tokens(self) -> int:
        return max((r.tokens for r in self.layers), default=0)

    @property
    def confirmed(self) -> bool:
        return bool(self.layers) and all(r.confirmed for r in self.layers)

    @property
    def effective_setting(self) -> str:
        """The key/value formats actually found in every layer, or `mixed`/`unconfirmed`."""
        pairs = {(r.key_format, r.value_format) for r in self.layers}
        if not pairs:
            return "empty"
        if len(pairs) > 1:
            return "mixed:" + ";".join(sorted(f"{k}/{v}" for k, v in pairs))
        k, v = pairs.pop()
        name = k if k == v else f"{k}/{v}"
        return name if self.confirmed else f"unconfirmed:{name}"

    def to_dict(self) -> dict:
        return {
            "cache_class": self.cache_class,
            "setting": self.setting,
            "effective_setting": self.effective_setting,
            "confirmed": self.confirmed,
            "tokens": self.tokens,
            "total_bytes": self.total_bytes,
            "allocated_bytes": self.allocated_bytes,
            "decode": self.decode,
            "layers": [asdict(r) for r in self.layers],
        }
