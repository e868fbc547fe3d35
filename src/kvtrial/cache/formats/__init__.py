"""KV storage formats by name. Each format lives in its own module; this registry names them."""

from __future__ import annotations

from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat
from kvtrial.cache.formats.iq4_nl import IQ4_NL
from kvtrial.cache.formats.plain import BF16, F16, F32
from kvtrial.cache.formats.q4_0 import Q4_0
from kvtrial.cache.formats.q4_1 import Q4_1
from kvtrial.cache.formats.q5_0 import Q5_0
from kvtrial.cache.formats.q5_1 import Q5_1
from kvtrial.cache.formats.q8_0 import Q8_0
from kvtrial.cache.formats.turbo import TURBO2, TURBO3, TURBO4, TURBO5, TURBO6
from kvtrial.registry import Registry

FORMATS: Registry[KVFormat] = Registry("KV format")
for _fmt in (F32, F16, BF16, Q8_0(), Q5_1(), Q5_0(), Q4_1(), Q4_0(), IQ4_NL(), TURBO6, TURBO5, TURBO4, TURBO3, TURBO2):
    FORMATS.add(_fmt.name, _fmt)


def get_format(name: str) -> KVFormat:
    """The format called `name`; unknown names raise with the valid ones listed."""
    return FORMATS.get(name)


__all__ = ["FORMATS", "CodeLayout", "Fields", "FieldLayout", "KVFormat", "get_format"]
