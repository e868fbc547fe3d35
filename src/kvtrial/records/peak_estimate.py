"""A request's estimated peak memory, written by the worker before it runs and kept with its row."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class PeakEstimate:
    """Bytes of the pre-run estimate (`kvtrial.memory.estimate`): weights + KV cache + activations."""

    weights: int
    kv_cache: int
    activations: int
    total: int
    dtype_bytes: int = 4  # bytes per weight element; runs before it was recorded used float32 weights

    def to_dict(self) -> dict[str, int]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> PeakEstimate | None:
        """None for no estimate (older rows kept an empty dict where the worker made none)."""
        if not data:
            return None
        return cls(**{k: int(v) for k, v in data.items() if k in cls.__dataclass_fields__})
