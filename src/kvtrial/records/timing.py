"""`Row.timing`: every timed piece of one request, in nanoseconds: each prefill chunk (a forward pass over
up to `prefill_chunk_size` prompt tokens) and each decode step, in order.

Each piece runs between two device-synchronized clock readings (`time.perf_counter_ns`), back to back, so
the pieces add up exactly to the request's stage times: `prefill_s` and `decode_s` are their sums. Speed
verdicts pair pieces by position (the cache grows along the steps, so step i of one branch is compared
with step i of the other) and draw their intervals from them (`kvtrial.speed`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Self

from kvtrial.records.document import Document

NS = 1e-9  # seconds per stored unit


def _ns_list(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value):
        return ()
    return tuple(value)


@dataclass(frozen=True, eq=False)
class RequestTiming(Document):
    """The request's prefill chunks and decode steps, nanoseconds each, in the order they ran."""

    prefill_chunks_ns: tuple[int, ...] = ()
    decode_steps_ns: tuple[int, ...] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data), prefill_chunks_ns=_ns_list(data.get("prefill_chunks_ns")),
                   decode_steps_ns=_ns_list(data.get("decode_steps_ns")))

    @classmethod
    def of(cls, prefill_chunks_ns: Sequence[int], decode_steps_ns: Sequence[int]) -> Self:
        """A record of measured pieces (as the session's clock gave them)."""
        return cls.from_dict({"prefill_chunks_ns": [int(v) for v in prefill_chunks_ns],
                              "decode_steps_ns": [int(v) for v in decode_steps_ns]})

    @property
    def prefill_s(self) -> float:
        return sum(self.prefill_chunks_ns) * NS

    @property
    def decode_s(self) -> float:
        return sum(self.decode_steps_ns) * NS

    def pieces(self, stage: str) -> tuple[int, ...]:
        """The pieces of one timed stage: `prefill`, `decode`, or `generation` (the prefill's chunks, then the
        decode's steps)."""
        if stage == "prefill":
            return self.prefill_chunks_ns
        if stage == "decode":
            return self.decode_steps_ns
        if stage == "generation":
            return self.prefill_chunks_ns + self.decode_steps_ns
        raise ValueError(f"no timed stage {stage!r}; the stages are prefill, decode and generation")
