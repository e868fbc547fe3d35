"""Where a request ran, written by the executor that ran it and read by the comparison rules."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any

from kvtrial.records.memory_cap import MemoryCap


class PlacementMode(StrEnum):
    SERIAL = "serial"  # alone on its device: the runner waited for each request before the next
    CONCURRENT = "concurrent"  # other work shared its device while it ran: no speed ratio may use it


@dataclass(frozen=True)
class Placement:
    executor: str
    mode: PlacementMode = PlacementMode.SERIAL
    device: str | None = None
    hostname: str | None = None
    node_id: str | None = None  # Ray only, as are the fields below
    node_ip: str | None = None
    gpu_ids: list[str] = field(default_factory=list)
    ray_version: str | None = None
    threads: int | None = None
    memory_cap: MemoryCap | None = None  # the hard memory limit the worker process ran under (None: none)

    @property
    def concurrent(self) -> bool:
        return self.mode is PlacementMode.CONCURRENT

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Placement:
        data = dict(data)
        mode = data.pop("mode", "serial")
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        known.setdefault("executor", "unknown")
        if isinstance(known.get("memory_cap"), dict):
            known["memory_cap"] = MemoryCap.from_dict(known["memory_cap"])
        return cls(mode=PlacementMode(mode), **known)
