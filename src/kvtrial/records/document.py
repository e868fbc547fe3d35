"""The base of every stored record: typed fields read from a JSON document, the document kept as stored."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Self


@dataclass(frozen=True, eq=False)
class Document(Mapping[str, Any]):
    """A JSON object the ledger stores, with the typed fields a subclass reads from it (`from_dict`).

    `raw` is the document as stored; `to_dict()` returns a copy of it, so a record read and written again
    is the same JSON. Equality is the document's (a record equals the dict it was read from). The mapping
    interface is read-only and exists for code written before the typed fields."""

    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data))

    @classmethod
    def coerce(cls, data: Mapping[str, Any] | None) -> Self | None:
        """`data` as this record (None stays None; a record of this type is returned as it is)."""
        if data is None or isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            raise TypeError(f"{cls.__name__}: expected a JSON object, got {type(data).__name__}")
        return cls.from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        return copy.deepcopy(self.raw)

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.raw)

    def __len__(self) -> int:
        return len(self.raw)


def opt_int(value: Any) -> int | None:
    """An integer field of a stored document (None when absent or not a number)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(value)


def opt_str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def opt_bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def mapping(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}
