"""Memory sizes written by people: `24GiB`, `512MiB`, `2GB`, or a plain number of bytes."""

from __future__ import annotations

import math
import re

from kvtrial.errors import KvtrialError

_UNITS = {
    "": 1, "b": 1,
    "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
    "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40,
}


class SizeError(KvtrialError, ValueError):
    """A memory size that cannot be read."""


def parse_size(text: str | int | float) -> int:
    """Bytes in a size such as `24GiB` (binary) or `24GB` (decimal)."""
    if isinstance(text, bool):
        raise SizeError(f"memory size must be a number or text like '24GiB', got {text!r}")
    if isinstance(text, (int, float)):
        if text <= 0:
            raise SizeError(f"memory size must be positive, got {text!r}")
        return int(text)
    m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*([a-zA-Z]*)\s*", str(text))
    unit = m.group(2).lower() if m else None
    if not m or unit not in _UNITS:
        raise SizeError(
            f"cannot read memory size {text!r}; write a number with a unit such as 24GiB, 512MiB, 2GB or 1000000 (bytes)"
        )
    number = m.group(1)
    # whole numbers exactly (a float would round 2**64-1 up to 2**64); a fraction through float, never infinite
    value = int(number) * _UNITS[unit] if number.isdigit() else float(number) * _UNITS[unit]
    if isinstance(value, float) and not math.isfinite(value):
        raise SizeError(f"memory size {text!r} is too large to read")
    if value <= 0:
        raise SizeError(f"memory size must be positive, got {text!r}")
    return int(value)


def format_size(n: float | int | None) -> str:
    """Binary units, three significant figures: 1.5 GiB."""
    if n is None:
        return "—"
    n = float(n)
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if abs(n) >= scale:
            return f"{n / scale:.3g} {unit}"
    return f"{n:.0f} B"
