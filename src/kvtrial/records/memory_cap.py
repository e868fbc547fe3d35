"""The memory limit a worker process ran under (`Placement.memory_cap`), as the ledger stores it; choosing and
enforcing it is `kvtrial.memory.cap`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class CapMechanism(StrEnum):
    CGROUP_V1 = "cgroup-v1"
    CGROUP_V2 = "cgroup-v2"
    # RLIMIT_AS counts virtual memory (every mapping: thread stacks, allocator arenas, mapped
    # libraries), not what is resident: a stricter and less faithful cap than a cgroup's.
    RLIMIT_AS = "rlimit-as"


@dataclass(frozen=True)
class MemoryCap:
    """The memory limit each worker process runs under, and how it is enforced."""

    limit_bytes: int
    mechanism: CapMechanism

    def describe(self) -> str:
        return f"{size_text(self.limit_bytes)} via {self.mechanism}"

    def to_dict(self) -> dict[str, Any]:
        return {"limit_bytes": self.limit_bytes, "mechanism": str(self.mechanism)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MemoryCap:
        return cls(int(data["limit_bytes"]), CapMechanism(data["mechanism"]))


def size_text(n: int) -> str:
    unit, scale = ("GiB", 2**30) if n >= 2**30 else ("MiB", 2**20)
    return f"{n / scale:.4g} {unit} ({n} bytes)"
