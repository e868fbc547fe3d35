"""The base of every stored record: typed fields read from a JSON document, the document kept as stored."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self


@dataclass(frozen=True, eq=False)
class Document:
    """A JSON object the ledger stores, with the typed fields a subclass reads from it (`from_dict`).

    `raw` is the document as stored; `to_dict()` returns a copy of it, so a record read and written again
    is the same JSON. Two records are equal when they are of one type and hold the same document. Code reads
    the typed fields; `raw` is for writing the document back, never for reading fields by key."""

    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data))

    def to_dict(self) -> dict[str, Any]:
        return copy.deepcopy(self.raw)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Document) and type(other) is type(self) and other.raw == self.raw

    __hash__ = None  # type: ignore[assignment]  # a document is mutable JSON: not hashable


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
