"""The tiny family configs the tests run (kept in the package, beside the benchmarks that read them too)."""

from kvtrial.models.families import COMMON, FAMILIES, SLIDING_WINDOW, Family

__all__ = ["COMMON", "FAMILIES", "SLIDING_WINDOW", "Family"]
