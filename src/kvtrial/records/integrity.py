"""`Row.integrity`: the integrity checks of one generated text (`integrity.IntegrityReport.to_dict()`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from kvtrial.records.document import Document, mapping, opt_bool, opt_str
from kvtrial.records.migrate import integrity_problems

CHECKS = ("repetition", "characters", "ending", "sections", "stop")


@dataclass(frozen=True, eq=False)
class CheckRecord(Document):
    """One check: its name, whether it passed, and what it found."""

    name: str = ""
    passed: bool = True
    detail: str = ""
    evidence: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data), name=str(data.get("name") or ""), passed=data.get("passed") is not False,
                   detail=str(data.get("detail") or ""), evidence=mapping(data.get("evidence")))


@dataclass(frozen=True, eq=False)
class IntegrityRecord(Document):
    """The checks of one text. `problems` is what the verdicts read: one entry per failed check,
    `name: detail`, or the problems an older or hand-written document names (`migrate`)."""

    stop_reason: str | None = None
    truncated: bool | None = None
    passed: bool | None = None
    checks: tuple[CheckRecord, ...] = ()
    problems: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        checks = tuple(CheckRecord.from_dict({"name": name, **data[name]}) for name in CHECKS
                       if isinstance(data.get(name), Mapping))
        return cls(raw=dict(data), stop_reason=opt_str(data.get("stop_reason")), truncated=opt_bool(data.get("truncated")),
                   passed=opt_bool(data.get("passed")), checks=checks, problems=tuple(integrity_problems(data)))
