"""What a live cache was found to hold, as a row records it (`Row.effective_cache`, `CacheReport.effective_setting`).

Three outcomes: the setting found and confirmed by the stored bytes; a setting found that the stored bytes do not
confirm; layers holding key/value formats that no one setting gives (the pairs, each `KEY/VALUE`). The ledger
stores the text form — `q8_0/turbo4`, `unconfirmed:q8_0/turbo4`, `mixed:q4_0/q4_0;q8_0/q8_0` — which is spelled
and read here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class ReadBackKind(StrEnum):
    CONFIRMED = "confirmed"
    UNCONFIRMED = "unconfirmed"
    MIXED = "mixed"


_PREFIX = {ReadBackKind.UNCONFIRMED: "unconfirmed:", ReadBackKind.MIXED: "mixed:"}


@dataclass(frozen=True)
class ReadBack:
    setting: str  # the setting found; for MIXED the layers' `KEY/VALUE` pairs, sorted, joined by ';'
    kind: ReadBackKind = ReadBackKind.CONFIRMED

    @classmethod
    def found(cls, setting: str, confirmed: bool) -> ReadBack:
        return cls(setting, ReadBackKind.CONFIRMED if confirmed else ReadBackKind.UNCONFIRMED)

    @classmethod
    def mixed(cls, pairs: set[tuple[str, str]]) -> ReadBack:
        return cls(";".join(sorted(f"{k}/{v}" for k, v in pairs)), ReadBackKind.MIXED)

    @property
    def confirmed(self) -> bool:
        return self.kind is ReadBackKind.CONFIRMED

    def text(self) -> str:
        """The form the ledger stores."""
        return _PREFIX.get(self.kind, "") + self.setting

    @classmethod
    def parse(cls, text: str) -> ReadBack:
        """A stored read-back (any release's: the text form has not changed)."""
        raw = text.strip()
        for kind, prefix in _PREFIX.items():
            if raw.startswith(prefix):
                return cls(raw.removeprefix(prefix), kind)
        return cls(raw)
