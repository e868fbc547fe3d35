"""`RunInfo.environment`: the software and machine a run happened on (`protocol.environment`), and the
memory cap its workers ran under."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from kvtrial.records.document import Document, mapping, opt_bool, opt_int, opt_str
from kvtrial.records.migrate import unshaped_environment_scope


@dataclass(frozen=True, eq=False)
class MachineRecord(Document):
    """Where it ran (not part of the config version). `cpu_model`, `isa_flags` and `kernel_build` are
    absent from ledgers of schema version 1: speed ratios differ between CPUs, so a verdict's scope names
    them where they were recorded."""

    hostname: str | None = None
    platform: str | None = None
    python: str | None = None
    cpu_count: int | None = None
    torch_threads: int | None = None
    cuda: bool | None = None
    cuda_devices: tuple[str, ...] = ()
    cuda_version: str | None = None
    mem_total_kib: int | None = None
    cpu_model: str | None = None  # e.g. "AMD EPYC 9654 96-Core Processor"
    isa_flags: tuple[str, ...] = ()  # the CPU's instruction sets a kernel build may use, e.g. ("avx2", "avx512f")
    kernel_build: str | None = None  # the C kernel variant the run asked for, e.g. "native+openmp", or why none

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        devices, flags = data.get("cuda_devices"), data.get("isa_flags")
        return cls(raw=dict(data), hostname=opt_str(data.get("hostname")), platform=opt_str(data.get("platform")),
                   python=opt_str(data.get("python")), cpu_count=opt_int(data.get("cpu_count")),
                   torch_threads=opt_int(data.get("torch_threads")), cuda=opt_bool(data.get("cuda")),
                   cuda_devices=tuple(str(d) for d in devices) if isinstance(devices, list) else (),
                   cuda_version=opt_str(data.get("cuda_version")), mem_total_kib=opt_int(data.get("mem_total_kib")),
                   cpu_model=opt_str(data.get("cpu_model")),
                   isa_flags=tuple(str(f) for f in flags) if isinstance(flags, list) else (),
                   kernel_build=opt_str(data.get("kernel_build")))


@dataclass(frozen=True, eq=False)
class SoftwareRecord(Document):
    """What decides results: interpreter and package versions (part of the config version)."""

    python: str | None = None
    implementation: str | None = None
    machine: str | None = None
    packages: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data), python=opt_str(data.get("python")), implementation=opt_str(data.get("implementation")),
                   machine=opt_str(data.get("machine")),
                   packages={str(k): str(v) for k, v in mapping(data.get("packages")).items()})


@dataclass(frozen=True, eq=False)
class Environment(Document):
    """A run's environment: `machine`, `software`, and `memory_cap` (`memory.cap.MemoryCap.to_dict()`) when
    its workers ran under one."""

    machine: MachineRecord = field(default_factory=MachineRecord)
    software: SoftwareRecord = field(default_factory=SoftwareRecord)
    memory_cap: Mapping[str, Any] | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        cap = data.get("memory_cap")
        return cls(raw=dict(data), machine=MachineRecord.from_dict(mapping(data.get("machine"))),
                   software=SoftwareRecord.from_dict(mapping(data.get("software"))),
                   memory_cap=cap if isinstance(cap, Mapping) and cap else None)

    def scope(self) -> dict[str, Any]:
        """What scopes a result, flat: package versions, python, platform, CPU and its kernel build, device
        counts. An environment stored in another shape keeps its scalar fields."""
        out: dict[str, Any] = {name: v for name, v in self.software.packages.items() if v != "not installed"}
        if self.software.python:
            out["python"] = self.software.python
        m = self.machine
        for key, value in (("platform", m.platform), ("cpu", m.cpu_model), ("kernel_build", m.kernel_build),
                           ("cpu_count", m.cpu_count), ("torch_threads", m.torch_threads)):
            if value is not None:
                out[key] = value
        if m.cuda_devices:
            out["cuda_devices"] = ", ".join(m.cuda_devices)
        return out or unshaped_environment_scope(self.raw)
