"""The kvtrial Cache: a transformers Cache whose KV layers are bit-packed, built from a cache setting."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import torch
from transformers import PretrainedConfig
from transformers.cache_utils import DYNAMIC_LAYER_TYPE_MAPPING, Cache, DummyLayer, DynamicCache

from kvtrial.cache.attention import ATTENTION_NAME, DecodeStats
from kvtrial.cache.centering import resolve_refinements
from kvtrial.cache.formats.rotated import RotatedFormat
from kvtrial.cache.formats.turbo import TurboFormat
from kvtrial.cache.layer import QuantizedKVLayer
from kvtrial.cache.layer_types import SLIDING_TYPES, STATE_TYPES, ModelLayer, model_layers
from kvtrial.cache.model_config import text_config
from kvtrial.cache.scratch import ScratchPool
from kvtrial.cache.sliding import QuantizedSlidingLayer
from kvtrial.cache.spec import (
    DEFAULT_GAIN,
    OPTIONS,
    CacheSpec,
    Pair,
    int8_keys_by_default,
    parse_spec,
    plan_from_layers,
)


class KVTrialCache(Cache):
    """A cache whose KV layers store keys and values in the formats of `spec` (each layer its own, under a
    plan); linear-attention state and shared layers are kept exactly as transformers keeps them."""

    def __init__(self, spec: CacheSpec, config: PretrainedConfig) -> None:
        plans = model_layers(config)
        self.layer_types = [p.layer_type for p in plans]
        pairs = spec.layer_formats(self.layer_types)  # checks the plan's rules against this model
        resolved = {pair: resolve_refinements(spec, config, pair) for pair in set(pairs) if pair is not None}
        for plan, pair in zip(plans, pairs, strict=True):
            if pair is not None and plan.stores_kv:
                key_format, value_format, _ = resolved[pair]
                key_format.check_head_dim(plan.head_dim)
                value_format.check_head_dim(plan.head_dim)
        self.scratch = ScratchPool()
        self.decode_stats = DecodeStats()
        self.basis_reads = getattr(config, "_attn_implementation", None) == ATTENTION_NAME
        self.config = config
        layers = [self._layer(p, pair, resolved, spec) for p, pair in zip(plans, pairs, strict=True)]
        super().__init__(layers=layers)
        self.spec = spec

    def kv_layers(self) -> dict[int, QuantizedKVLayer]:
        return {i: layer for i, layer in enumerate(self.layers) if isinstance(layer, QuantizedKVLayer)}

    def effective_spec(self) -> CacheSpec:
        """The setting as read back from the live layers: each layer's key and value formats, the window and
        prefill mode, center / gain / sink where they differ from the formats' defaults on this model, and
        rotate=1 where every side stores Hadamard-rotated rows.
        Per-layer formats that equal what the request gives on this model are spelled as the request spells
        them; any others as index rules. A refinement on which layers disagree otherwise than their formats'
        defaults do is read back as `mixed`, which matches no request."""
        kv = self.kv_layers()
        # A layer replaced by one that stores plain tensors (a library falling back) reads back as that dtype.
        plain: dict[int, str] = {}
        for i, layer in enumerate(self.layers):
            keys = getattr(layer, "keys", None)
            if i not in kv and isinstance(keys, torch.Tensor) and keys.dtype in _PLAIN_FORMATS:
                plain[i] = _PLAIN_FORMATS[keys.dtype]
        if not kv and not plain:
            raise ValueError("the cache has no key/value layers: no setting to read back")
        pairs: list[Pair | None] = [
            (kv[i].key_format.name, kv[i].value_format.name) if i in kv
            else (plain[i], plain[i]) if i in plain else None
            for i in range(len(self.layers))
        ]
        if pairs == self.spec.layer_formats(self.layer_types):
            (key, value), rules = self.spec.pair, self.spec.rules
        else:
            (key, value), rules = plan_from_layers(pairs)
        if not kv:  # every layer plain: no window, prefill mode or refinement to read
            return CacheSpec(key, value, rules=rules).minimal()
        first = next(iter(kv.values()))
        full = {i: layer for i, layer in kv.items() if not isinstance(layer, QuantizedSlidingLayer)}  # no sink
        # What the bare formats get on this model (no options): the read-back names only refinements that differ
        bare = {pair: resolve_refinements(CacheSpec(*pair), self.config)[2] for pair in set(pairs) if pair}
        defaults = {i: bare[pair] for i, pair in enumerate(pairs) if pair is not None}
        mixed: list[str] = []
        center = _option("center", mixed, {i: layer.refiner.center for i, layer in kv.items()},
                         {i: defaults[i].center for i in kv})
        sink = _option("sink", mixed, {i: layer.refiner.sink for i, layer in full.items()},
                       {i: defaults[i].sink for i in full})
        gains = {(i, side): f.gain for i, layer in kv.items()
                 for side, f in (("keys", layer.key_format), ("values", layer.value_format))
                 if isinstance(f, TurboFormat)}
        gain = _option("gain", mixed, gains, dict.fromkeys(gains, DEFAULT_GAIN))
        rotated = {(i, side): isinstance(f, RotatedFormat) for i, layer in kv.items()
                   for side, f in (("keys", layer.key_format), ("values", layer.value_format))}
        rotate = _option("rotate", mixed, rotated, dict.fromkeys(rotated, False))
        window = _option("window", mixed, {i: layer.window for i, layer in kv.items()}, dict.fromkeys(kv, 0))
        qdot = _option("qdot", mixed, {i: layer.qdot for i, layer in kv.items()},
                       {i: int8_keys_by_default(layer.key_format.name) for i, layer in kv.items()})
        vsum = _option("vsum", mixed, {i: layer.vsum for i, layer in kv.items()}, dict.fromkeys(kv, False))
        spec = CacheSpec(key, value, window or 0, "full" if first.full_precision_chunk else "quantized", center, gain,
                         sink, bool(rotate), rules, qdot=None if qdot is None else "int8" if qdot else "float",
                         vsum="int8" if vsum else None)
        return replace(spec.minimal(), mixed=tuple(sorted(mixed, key=OPTIONS.index)))

    def _layer(self, plan: ModelLayer, pair: Pair | None, resolved: dict, spec: CacheSpec):
        if plan.layer_type in STATE_TYPES:
            return DYNAMIC_LAYER_TYPE_MAPPING[plan.layer_type](**plan.kwargs)
        if plan.layer_type == "dummy" or pair is None:
            return DummyLayer()
        key_format, value_format, refinements = resolved[pair]
        # A layer whose returned states later layers reuse (KV sharing) must not hand out views of the
        # scratch buffer, which the next layer overwrites.
        scratch = None if plan.sharing == "store" else self.scratch
        common = (key_format, value_format, spec.window, spec.prefill == "full", scratch, self.basis_reads,
                  self.decode_stats)
        layer: QuantizedKVLayer
        if plan.layer_type in SLIDING_TYPES:
            # a sink token would outlive the window it must leave: sliding layers keep centring only
            layer = QuantizedSlidingLayer(plan.kwargs["sliding_window"], *common, replace(refinements, sink=0))
        else:
            layer = QuantizedKVLayer(*common, refinements)
        layer.qdot = spec.layer_qdot(pair[0])
        layer.vsum = spec.vsum == "int8"
        return layer


_PLAIN_FORMATS = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16"}


def _option(name: str, mixed: list[str], live: dict[Any, Any], defaults: dict[Any, Any]) -> Any:
    """One refinement as a setting spells it: None where every layer has its default, the one value all
    layers share otherwise; layers that disagree otherwise cannot come from one setting: `name` is
    added to `mixed`."""
    if live == defaults:
        return None
    values = set(live.values())
    if len(values) != 1:
        mixed.append(name)
        return None
    return values.pop()


def make_cache(spec: CacheSpec | str, config: PretrainedConfig) -> Cache:
    """A fresh cache for one request: `ordinary` gives transformers' DynamicCache."""
    spec = parse_spec(spec) if isinstance(spec, str) else spec
    if spec.is_ordinary:
        check_model_supported(config)
        return DynamicCache(config=config)
    return KVTrialCache(spec, config)


def check_model_supported(config: PretrainedConfig) -> PretrainedConfig:
    """The decoder config if kvtrial serves every layer type of the model; a clear error otherwise."""
    model_layers(config)
    return text_config(config)
