"""How much each layer's keys or values cost in quality when stored in a format, measured alone.

One layer and one side change at a time; every other layer stores the model's own dtype (`f32` for a
float32 model, an identity: KL exactly 0), and the exact KL of `quality.scoring` is taken over a few
calibration windows. Measurements are kept in a JSON file as they come, so a rerun resumes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from transformers import PreTrainedModel

from kvtrial.cache.layer_types import plan_layers
from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_write
from kvtrial.quality.scoring import BaseRun, score_candidate
from kvtrial.spec import CacheSpec, range_rule

SIDES = ("keys", "values")
PLAIN = {"float32": "f32", "float16": "f16", "bfloat16": "bf16"}


@dataclass(frozen=True)
class Item:
    """One layer's keys or values: what the tuner gives a format."""

    layer: int
    side: str
    values_per_token: int  # head dimension x KV heads: this item's share of the cache

    @property
    def name(self) -> str:
        return f"{self.layer}:{self.side}"


def items_of(model: PreTrainedModel) -> list[Item]:
    """Every KV layer's keys and values."""
    return [Item(p.index, side, p.head_dim * p.kv_heads) for p in plan_layers(model.config) if p.stores_kv
            for side in SIDES]


def plain_format(model: PreTrainedModel) -> str:
    dtype = str(model.dtype).removeprefix("torch.")
    if dtype not in PLAIN:
        raise KvtrialError(f"kvtrial tune needs a float32, float16 or bfloat16 model, got {dtype}")
    return PLAIN[dtype]


def probe_setting(plain: str, item: Item, fmt: str) -> CacheSpec:
    """The model's own dtype everywhere except `item`, which stores `fmt`."""
    pair = (fmt, plain) if item.side == "keys" else (plain, fmt)
    return CacheSpec(plain, plain, rules=(range_rule(item.layer, item.layer, pair),))


class Measurements:
    """item name -> format -> mean KL, for one model, calibration text and window schedule (`key`)."""

    def __init__(self, path: Path, key: dict) -> None:
        self.path, self.key = path, key
        self.kld: dict[str, dict[str, float]] = {}
        if path.exists():
            data = json.loads(path.read_text())
            if data.get("key") != key:
                raise KvtrialError(f"{path} holds measurements of another model, text or schedule "
                                   f"({data.get('key')}); remove it or choose another --measurements file")
            self.kld = data["kld"]

    def get(self, item: Item, fmt: str) -> float | None:
        return self.kld.get(item.name, {}).get(fmt)

    def put(self, item: Item, fmt: str, kld: float) -> None:
        self.kld.setdefault(item.name, {})[fmt] = kld
        atomic_write(self.path, json.dumps({"key": self.key, "kld": self.kld}, indent=1, sort_keys=True))


def measure(model: PreTrainedModel, base: BaseRun, items: Sequence[Item], formats: Sequence[str],
            store: Measurements, progress: Callable[[str], None] | None = None) -> dict[tuple[str, str], float]:
    """(item name, format) -> mean KL over the calibration windows; measured where the store has none."""
    plain = plain_format(model)
    out: dict[tuple[str, str], float] = {}
    todo = [(i, f) for i in items for f in formats]
    for n, (item, fmt) in enumerate(todo, 1):
        kld = store.get(item, fmt)
        if kld is None:
            result = score_candidate(model, base, probe_setting(plain, item, fmt))
            if result.stats is None:
                raise KvtrialError(f"layer {item.layer} {item.side} in {fmt}: {result.reason}")
            kld = float(result.stats.kld_mean.value)
            store.put(item, fmt, kld)
            if progress:
                progress(f"sensitivity {n}/{len(todo)}: layer {item.layer} {item.side} {fmt}: KL {kld:.6f}")
        out[(item.name, fmt)] = kld
    return out
