"""Cache setting strings: `q8_0` (keys and values), `q8_0/turbo4` (keys/values), with options.

Grammar: KEY[/VALUE][:option=value[,option=value...]]. Options:
  window=N     keep the N most recent tokens in full precision (KIVI-style residual window);
               each token is still quantized exactly once, when it leaves the window
  prefill=quantized|full
               quantized (default, as llama.cpp): every attention read, prefill included, sees
               stored (quantized) keys and values. full: the chunk being written is read at full
               precision in the step that writes it, as transformers' QuantizedCache does
  center=0|1   store keys minus a fixed per-head mean key (exact for attention; cache/centering.py)
  gain=search|norm
               how turbo formats choose each block's gain (formats/turbo.py); turbo formats only
  sink=N       keep the first N tokens' keys and values at full precision
               center, gain and sink default to on (1, search, 1) when the keys are turbo, else off
               (0, -, 0): q8_0 / q4_0 / q4_1 keep llama.cpp's definitions unless asked
The name `ordinary` means transformers' own DynamicCache in the model's dtype.
"""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.errors import SpecError
from kvtrial.formats import FORMATS

ORDINARY = "ordinary"
PREFILL_MODES = ("quantized", "full")
OPTIONS = ("window", "prefill", "center", "gain", "sink")
GAIN_MODES = ("search", "norm")
DEFAULT_GAIN = "search"  # turbo sides, where a setting names no gain


@dataclass(frozen=True)
class CacheSpec:
    """A parsed, validated cache setting."""

    key: str
    value: str
    window: int = 0
    prefill: str = "quantized"
    # None: the formats' default (see cache.centering.resolve_refinements)
    center: bool | None = None
    gain: str | None = None
    sink: int | None = None

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
        if self.center is not None:
            opts.append(f"center={int(self.center)}")
        if self.gain is not None:
            opts.append(f"gain={self.gain}")
        if self.sink is not None:
            opts.append(f"sink={self.sink}")
        return text + (":" + ",".join(opts) if opts else "")

    def default_center(self) -> bool:
        """Centring where the setting names none: on for kvtrial's own turbo keys (a model that soft-caps
        its scores turns it off: cache.centering), off for llama.cpp's formats."""
        return hasattr(FORMATS.get(self.key), "with_gain")  # only turbo formats define with_gain

    def default_sink(self) -> int:
        """Exact sink tokens where the setting names none: one for turbo keys, none otherwise."""
        return 1 if self.default_center() else 0

    def minimal(self) -> CacheSpec:
        """The same setting without the center / gain / sink options that equal the formats' defaults
        (`turbo4:sink=1` is `turbo4`), so a request and the live cache's read-back spell it alike. A model
        whose scores are soft-capped leaves centring off by default, so there `turbo4:center=0` reads back
        as `turbo4` and the comparison says so."""
        if self.is_ordinary:
            return self
        center = None if self.center == self.default_center() else self.center
        gain = None if self.gain == DEFAULT_GAIN else self.gain
        sink = None if self.sink == self.default_sink() else self.sink
        return CacheSpec(self.key, self.value, self.window, self.prefill, center, gain, sink)


def parse_spec(text: str) -> CacheSpec:
    """Parse a cache setting string; raise SpecError naming what is wrong and what is allowed."""
    if not isinstance(text, str) or not text.strip():
        raise SpecError(
            "empty cache setting; expected KEY[/VALUE][:window=N,prefill=quantized|full,center=0|1,gain=search|norm,"
            "sink=N], e.g. 'q8_0/turbo4'"
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
    formats = [FORMATS.get(n) for n in names]  # raises with the valid names and a suggestion
    key = names[0]
    value = names[1] if len(names) == 2 else key
    window, prefill = 0, "quantized"
    center: bool | None = None
    gain: str | None = None
    sink: int | None = None
    if options_part or raw.endswith(":"):
        seen: set[str] = set()
        for item in options_part.split(","):
            opt, eq, val = item.partition("=")
            opt = opt.strip()
            if not eq or not val.strip():
                raise SpecError(
                    f"malformed option {item!r} in {raw!r}: expected option=value with option in {', '.join(OPTIONS)}"
                )
            if opt in seen:  # one value per option: a later one silently winning would hide a typo
                raise SpecError(f"option {opt!r} is given twice in {raw!r}; give each option once")
            seen.add(opt)
            val = val.strip()
            if opt == "window":
                if not val.isdigit():
                    raise SpecError(f"window must be a whole number of tokens >= 0, got {val!r} in {raw!r}")
                window = int(val)
            elif opt == "prefill":
                if val not in PREFILL_MODES:
                    raise SpecError(f"prefill must be one of {', '.join(PREFILL_MODES)}, got {val!r} in {raw!r}")
                prefill = val
            elif opt == "center":
                if val not in ("0", "1"):
                    raise SpecError(f"center must be 0 or 1, got {val!r} in {raw!r}")
                center = val == "1"
            elif opt == "gain":
                if val not in GAIN_MODES:
                    raise SpecError(f"gain must be one of {', '.join(GAIN_MODES)}, got {val!r} in {raw!r}")
                if not any(hasattr(f, "with_gain") for f in formats):
                    raise SpecError(f"gain applies to turbo formats only; {formats_part!r} has none, in {raw!r}")
                gain = val
            elif opt == "sink":
                if not val.isdigit():
                    raise SpecError(f"sink must be a whole number of tokens >= 0, got {val!r} in {raw!r}")
                sink = int(val)
            else:
                raise SpecError(f"unknown option {opt!r} in {raw!r}; valid options: {', '.join(OPTIONS)}")
    return CacheSpec(key, value, window, prefill, center, gain, sink)
