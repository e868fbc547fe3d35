"""How much each layer's keys or values cost in quality when stored in a format, measured alone.

One layer changes at a time; every other layer stores the model's own dtype (`f32` for a float32 model,
an identity: KL exactly 0), and the exact KL of `quality.scoring` is taken over a few calibration
windows. `measure` does this for every layer, side and format (exact, one scoring each); `estimate`
scores each layer's keys and values in one anchor format and scales that KL to the other formats by the
attention-output errors of `proxy.py`, checking the scaling against exact scorings on a sample of
layers. Exact measurements are kept in a JSON file as they come, so a rerun resumes.

A recent-token window (`window=N`: the last N tokens kept at full precision) changes what each format
costs; an item's cost with a window is measured the same way, with the window in the probe setting, and
stored under the format spelled with it (`turbo4:window=128`, `variant`).
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from transformers import PreTrainedModel

from kvtrial.cache.layer_types import model_layers
from kvtrial.cache.spec import LAYER_KINDS, CacheSpec, range_rule
from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_write
from kvtrial.jsonfile import read_json
from kvtrial.memory.costs import window_cap
from kvtrial.quality.scoring import BaseRun, score_candidate

SIDES = ("keys", "values")
PLAIN = {"float32": "f32", "float16": "f16", "bfloat16": "bf16"}


@dataclass(frozen=True)
class Item:
    """One layer's keys or values: what the tuner gives a format."""

    layer: int
    side: str
    values_per_token: int  # head dimension x KV heads: this item's share of the cache per token held
    kind: str = "global"  # the layer's kind as a setting's rules name it: "global" | "sliding"
    held: int | None = None  # tokens the layer holds at most (a sliding layer: window - 1); None: every token

    @property
    def name(self) -> str:
        return f"{self.layer}:{self.side}"

    def stored_values(self, tokens: int | None) -> int:
        """Values this item stores with `tokens` tokens in the cache (per token held when None): a sliding
        layer stops growing at its window, so at long context its share of the cache is small."""
        if tokens is None:
            return self.values_per_token
        return self.values_per_token * (tokens if self.held is None else min(tokens, self.held))


def layer_kind(layer_type: str) -> str:
    """The setting grammar's kind (`global`, `sliding`) of a transformers layer type."""
    return next(kind for kind, types in LAYER_KINDS.items() if layer_type in types)


def items_of(model: PreTrainedModel) -> list[Item]:
    """Every KV layer's keys and values, with the layer's kind and the tokens it holds at most."""
    return [Item(p.index, side, p.head_dim * p.kv_heads, layer_kind(p.layer_type),
                 window_cap(p.kwargs.get("sliding_window")) if layer_kind(p.layer_type) == "sliding" else None)
            for p in model_layers(model.config) if p.stores_kv for side in SIDES]


def plain_format(model: PreTrainedModel) -> str:
    dtype = str(model.dtype).removeprefix("torch.")
    if dtype not in PLAIN:
        raise KvtrialError(f"kvtrial tune needs a float32, float16 or bfloat16 model, got {dtype}")
    return PLAIN[dtype]


def probe_setting(plain: str, item: Item, fmt: str, window: int = 0) -> CacheSpec:
    """The model's own dtype everywhere except `item`, which stores `fmt`; with `window`, every layer keeps
    its last `window` tokens at full precision (in the other layers that changes nothing: they are exact)."""
    pair = (fmt, plain) if item.side == "keys" else (plain, fmt)
    return CacheSpec(plain, plain, window=window, rules=(range_rule(item.layer, item.layer, pair),))


def variant(fmt: str, window: int = 0) -> str:
    """A format with a recent-token window as a setting spells it (`turbo4:window=128`; `turbo4` without one):
    the name its measurements and attention-output errors are kept under."""
    return fmt if not window else f"{fmt}:window={window}"


# An exact KL is >= 0, but a format as precise as the model's own dtype measures at float rounding of 0,
# either sign (~1e-7): a stored value below this is damage, not rounding.
ROUNDING = 1e-6
SHAPE = ('{"key": {...}, "kld": {"LAYER:keys": {"FORMAT": mean KL, ...}, ...}, '
         '"scored": {"WINDOWS": {"SETTING": {"kld": ..., "bits_per_value": ...}}}}')


@dataclass(frozen=True)
class Scored:
    """A whole setting scored on some windows: its mean KL and the bits per value read back."""

    kld: float
    bits_per_value: float | None


@dataclass(frozen=True)
class MeasurementFile:
    """What a measurements file holds: the run it belongs to (`key`), item name -> format -> mean KL, and the
    verification scorings: windows (`Measurements.windows_name`) -> setting -> Scored."""

    key: dict[str, Any]
    kld: dict[str, dict[str, float]]
    scored: dict[str, dict[str, Scored]]


def _is_kld(value: object) -> bool:
    return (not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value)
            and value >= -ROUNDING)


def read_measurements(path: Path) -> MeasurementFile | None:
    """The measurements file at `path` checked field by field, or None when there is none yet; one
    KvtrialError naming the file and what is wrong (not JSON, not this shape, a KL that is not a number >= 0)."""
    if not os.path.lexists(path):
        return None
    data = read_json(path, "measurements file")
    where = f"measurements file {str(path)!r}"
    if not isinstance(data, dict) or not isinstance(data.get("key"), dict) or not isinstance(data.get("kld"), dict):
        raise KvtrialError(f"{where} is not one `kvtrial tune` wrote: expected {SHAPE}; remove it or choose "
                           "another --measurements file")
    kld: dict[str, dict[str, float]] = {}
    for item, per_format in data["kld"].items():
        if not isinstance(per_format, dict):
            raise KvtrialError(f"{where}: kld[{item!r}] must map formats to mean KL, got {per_format!r}")
        for fmt, value in per_format.items():
            if not _is_kld(value):
                raise KvtrialError(f"{where}: kld[{item!r}][{fmt!r}] is {value!r}; a mean KL is a finite number "
                                   ">= 0; remove the file (or that entry) to measure it again")
        kld[item] = {fmt: float(v) for fmt, v in per_format.items()}
    scored: dict[str, dict[str, Scored]] = {}
    for windows, per_setting in (data.get("scored") or {}).items():
        for setting, entry in (per_setting.items() if isinstance(per_setting, dict) else [(None, per_setting)]):
            bits = entry.get("bits_per_value") if isinstance(entry, dict) else None
            if not (isinstance(entry, dict) and _is_kld(entry.get("kld"))
                    and (bits is None or (_is_kld(bits) and bits > 0))):
                raise KvtrialError(f"{where}: scored[{windows!r}][{setting!r}] is {entry!r}; expected "
                                   '{"kld": mean KL >= 0, "bits_per_value": bits > 0 or null}; remove the file (or '
                                   "that entry) to score it again")
            scored.setdefault(windows, {})[str(setting)] = Scored(float(entry["kld"]), bits)
    return MeasurementFile(data["key"], kld, scored)


class Measurements:
    """item name -> format -> mean KL, for one model, calibration text and window schedule (`key`)."""

    def __init__(self, path: Path, key: dict) -> None:
        self.path, self.key = path, key
        self.kld: dict[str, dict[str, float]] = {}
        self.scored: dict[str, dict[str, Scored]] = {}
        found = read_measurements(path)
        if found is not None:
            if found.key != key:
                raise KvtrialError(f"{path} holds measurements of another model, text or schedule "
                                   f"({found.key}); remove it or choose another --measurements file")
            self.kld, self.scored = found.kld, found.scored

    @staticmethod
    def windows_name(kind: str, corpus: str, n_ctx: int, windows: int, step: int, prefill_chunk: int | None) -> str:
        """Names the windows a verification scoring ran on: what they are (calibration, held-out, transfer),
        their text, length, count and schedule; the calibration windows' start is the file's key."""
        return f"{kind} {corpus} n_ctx={n_ctx} windows={windows} step={step} prefill={prefill_chunk or 0}"

    def get(self, item: Item, fmt: str) -> float | None:
        return self.kld.get(item.name, {}).get(fmt)

    def put(self, item: Item, fmt: str, kld: float) -> None:
        if not math.isfinite(kld) or kld < -ROUNDING:  # stored, it would make the file unreadable on resume
            raise KvtrialError(f"layer {item.layer} {item.side} in {fmt} measured a mean KL of {kld}; "
                               "nothing was stored for it")
        self.kld.setdefault(item.name, {})[fmt] = kld
        self._write()

    def get_scored(self, windows: str, setting: str) -> Scored | None:
        return self.scored.get(windows, {}).get(setting)

    def put_scored(self, windows: str, setting: str, scored: Scored) -> None:
        if not _is_kld(scored.kld):
            raise KvtrialError(f"{setting} on {windows} measured a mean KL of {scored.kld}; nothing was stored for it")
        self.scored.setdefault(windows, {})[setting] = scored
        self._write()

    def _write(self) -> None:
        scored = {w: {s: asdict(v) for s, v in per.items()} for w, per in self.scored.items()}
        atomic_write(self.path, json.dumps({"key": self.key, "kld": self.kld, "scored": scored}, indent=1,
                                           sort_keys=True))


def _exact(model: PreTrainedModel, base: BaseRun, item: Item, fmt: str, store: Measurements,
           window: int = 0) -> tuple[float, bool]:
    """Mean KL with `item` alone in `fmt` (with the recent-token `window`); True when it was measured now (not
    read from the store)."""
    name = variant(fmt, window)
    kld = store.get(item, name)
    if kld is not None:
        return kld, False
    result = score_candidate(model, base, probe_setting(plain_format(model), item, fmt, window))
    if result.stats is None:
        raise KvtrialError(f"layer {item.layer} {item.side} in {name}: {result.reason}")
    kld = float(result.stats.kld_mean.value)
    store.put(item, name, kld)
    return kld, True


def measure(model: PreTrainedModel, base: BaseRun, items: Sequence[Item], formats: Sequence[str],
            store: Measurements, progress: Callable[[str], None] | None = None,
            window: int = 0) -> dict[tuple[str, str], float]:
    """(item name, format) -> mean KL over the calibration windows with the recent-token `window`; measured
    where the store has none."""
    out: dict[tuple[str, str], float] = {}
    todo = [(i, f) for i in items for f in formats]
    for n, (item, fmt) in enumerate(todo, 1):
        kld, fresh = _exact(model, base, item, fmt, store, window)
        if fresh and progress:
            progress(f"sensitivity {n}/{len(todo)}: layer {item.layer} {item.side} {variant(fmt, window)}: "
                     f"KL {kld:.6f}")
        out[(item.name, fmt)] = kld
    return out


@dataclass(frozen=True)
class Check:
    """One exact scoring beside what `estimate` predicted for it."""

    item: str
    format: str
    exact: float
    estimated: float
    window: int = 0  # the recent-token window both were taken with


class CheckVerdict(StrEnum):
    """How one estimator check came out against the `CHECK_FACTOR` band."""

    WITHIN = "within 2x"
    OUTSIDE = "outside 2x"
    # both figures within CHECK_FACTOR x the item's rounding floor: a ratio of two roundings says nothing
    # about the estimator, so the check is neither within nor outside
    AT_FLOOR = "at the noise floor"


CHECK_FACTOR = 2.0  # an estimate within 2x of its exact scoring counts as within


def check_verdict(exact: float, estimated: float, floor: float | None, factor: float = CHECK_FACTOR) -> CheckVerdict:
    """The verdict of one check: at the floor when both figures are within `factor` x the measured floor
    (a floor that was not measured decides nothing), else within or outside `factor` x."""
    if floor is not None and max(exact, estimated) <= factor * max(floor, 0.0):
        return CheckVerdict.AT_FLOOR
    if exact > 0 and estimated > 0 and 1 / factor <= estimated / exact <= factor:
        return CheckVerdict.WITHIN
    return CheckVerdict.OUTSIDE


def floor_setting(plain: str) -> str:
    """The rounding-only setting: every layer in the model's own dtype, stored through llama.cpp's Hadamard
    rotation (attention unchanged but for float rounding). Its KL over the calibration windows is the
    measured floor of the estimator's checks: above the rounding of any one layer, so a check under it is
    noise whatever the layer."""
    return f"{plain}:rotate=1"


@dataclass
class Estimates:
    kld: dict[tuple[str, str], float]  # (item name, format) -> estimated mean KL
    checks: list[Check]  # exact scorings of the sampled layers, each side and format
    floor: float | None = None  # measured rounding floor (floor_setting's KL, >= 0); None: not measured
    floor_note: str = ""  # why there is no floor, where there is none

    def check_summary(self) -> dict[str, float | int | str | None]:
        """The estimator's error on the checked items: median and worst estimated/exact ratio, in log terms, over
        the checks not at their noise floor; how many are at it."""
        verdicts = [check_verdict(c.exact, c.estimated, self.floor) for c in self.checks]
        at_floor = sum(v is CheckVerdict.AT_FLOOR for v in verdicts)
        ratios = sorted(c.estimated / c.exact for c, v in zip(self.checks, verdicts, strict=True)
                        if c.exact > 0 and v is not CheckVerdict.AT_FLOOR)
        floors: dict[str, float | int | str | None] = {"floor": self.floor, "at_floor": at_floor}
        if self.floor_note:
            floors["floor_note"] = self.floor_note
        if not ratios:
            return {"checked": 0, **floors}
        worst = max(ratios, key=lambda r: abs(math.log(r)))
        return {"checked": len(ratios), "median_ratio": ratios[len(ratios) // 2], "worst_ratio": worst,
                "within_2x": sum(v is CheckVerdict.WITHIN for v in verdicts) / len(ratios), **floors}


def estimate(model: PreTrainedModel, base: BaseRun, items: Sequence[Item], formats: Sequence[str], anchor: str,
             errors: Mapping[tuple[int, str, str], float], store: Measurements, check_layers: Sequence[int],
             progress: Callable[[str], None] | None = None, window: int = 0) -> Estimates:
    """Estimated KL of every (item, format) with the recent-token `window`: each item scored exactly in `anchor`
    without a window, and that KL scaled to the formats by the ratio of their attention-output `errors`
    (layer, side, `variant(format, window)`) to the anchor's without one; the items of `check_layers` are also
    scored exactly in the formats with the window, and those scorings used as measured. With a window the
    anchor's own KL is an estimate too: the anchor scorings are shared by every window."""
    say = progress or (lambda _msg: None)
    kld: dict[tuple[str, str], float] = {}
    for n, item in enumerate(items, 1):
        exact, fresh = _exact(model, base, item, anchor, store)
        if fresh:
            say(f"sensitivity {n}/{len(items)}: layer {item.layer} {item.side} {anchor}: KL {exact:.6f}")
        energy = errors[(item.layer, item.side, anchor)]
        for fmt in formats:
            moved = errors[(item.layer, item.side, variant(fmt, window))]
            kld[(item.name, fmt)] = exact * moved / energy if energy > 0 else 0.0
        if not window:
            kld[(item.name, anchor)] = exact
    checks: list[Check] = []
    todo = [(i, f) for i in items if i.layer in check_layers for f in formats if window or f != anchor]
    for n, (item, fmt) in enumerate(todo, 1):
        exact, fresh = _exact(model, base, item, fmt, store, window)
        if fresh:
            say(f"estimator check {n}/{len(todo)}: layer {item.layer} {item.side} {variant(fmt, window)}: "
                f"KL {exact:.6f} (estimated {kld[(item.name, fmt)]:.6f})")
        checks.append(Check(item.name, fmt, exact, kld[(item.name, fmt)], window))
        kld[(item.name, fmt)] = exact
    return Estimates(kld, checks)
