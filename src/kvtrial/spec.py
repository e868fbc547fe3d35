"""Cache setting strings: `q8_0` (keys and values), `q8_0/turbo4` (keys/values), with options.

Grammar: KEY[/VALUE][:option=value[,option=value...]]. Options:
  window=N     keep the N most recent tokens in full precision (KIVI-style residual window);
               each token is still quantized exactly once, when it leaves the window
  prefill=quantized|full
               quantized (default, as llama.cpp): every attention read, prefill included, sees
               stored (quantized) keys and values. full: the chunk being written is read at full
               precision in the step that writes it, as transformers' QuantizedCache does
The name `ordinary` means transformers' own DynamicCache in the model's dtype.
"""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.errors import SpecError
from kvtrial.formats import FORMATS

ORDINARY = "ordinary"
PREFILL_MODES = ("quantized", "full")
OPTIONS = ("window", "prefill")


@dataclass(frozen=True)
class CacheSpec:
    """A parsed, validated cache setting."""

    key: str
    value: str
    window: int = 0
    prefill: str = "quantized"

    @property
    def is_ordinary(self) -> bool:
        return self.key == ORDINARY

    def __str__(self) -> str:
        if self.is_ordinary:
            return ORDINARY
        text = self.key if self.key == self.value else f"{self.key}/{self.value}"
        opts = []
        if self.window:
            opts.append(f"window={self.window}")
        if self.prefill != "quantized":
            opts.append(f"prefill={self.prefill}")
        return text + (":" + ",".join(opts) if opts else "")


def parse_spec(text: str) -> CacheSpec:
    """Parse a cache setting string; raise SpecError naming what is wrong and what is allowed."""
    if not isinstance(text, str) or not text.strip():
        raise SpecError(
            "empty cache setting; expected KEY[/VALUE][:window=N,prefill=quantized|full], e.g. 'q8_0/turbo4'"
        )
    raw = text.strip()
    if raw == ORDINARY:
        return CacheSpec(ORDINARY, ORDINARY)
    formats_part, _, options_part = raw.partition(":")
    names = formats_part.split("/")
    if len(names) > 2 or any(not n for n in names):
        raise SpecError(
            f"malformed cache setting {raw!r}: expected KEY or KEY/VALUE format names, e.g. 'q8_0' or 'q8_0/turbo4'"
        )
    for n in names:
        FORMATS.get(n)  # raises with the valid names and a suggestion
    key = names[0]
    value = names[1] if len(names) == 2 else key
    window, prefill = 0, "quantized"
    if options_part or raw.endswith(":"):
        for item in options_part.split(","):
            opt, eq, val = item.partition("=")
            opt = opt.strip()
            if not eq or not val.strip():
                raise SpecError(
                    f"malformed option {item!r} in {raw!r}: expected option=value with option in {', '.join(OPTIONS)}"
                )
            val = val.strip()
            if opt == "window":
                if not val.isdigit():
                    raise SpecError(f"window must be a whole number of tokens >= 0, got {val!r} in {raw!r}")
                window = int(val)
            elif opt == "prefill":
                if val not in PREFILL_MODES:
                    raise SpecError(f"prefill must be one of {', '.join(PREFILL_MODES)}, got {val!r} in {raw!r}")
                prefill = val
            else:
                raise SpecError(f"unknown option {opt!r} in {raw!r}; valid options: {', '.join(OPTIONS)}")
    return CacheSpec(key, value, window, prefill)
