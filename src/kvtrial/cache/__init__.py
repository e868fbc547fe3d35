"""kvtrial's cache library: bit-packed KV caches for transformers, and their introspection.

    from kvtrial.cache import describe, make_cache

The library stands on its own (it imports nothing of the experiment tool); its layers, from the bottom:
`kvtrial.cache.formats` (pure format math), `kvtrial.cache.kernels` (the C kernels over the formats' packed rows;
Triton on CUDA), `kvtrial.cache.attention` (the `kvtrial` attention implementation, which calls the kernels), and
the transformers cache layers here (`cache`, `layer`, `storage`), which hand attention their packed fields;
`kvtrial.cache.spec` parses settings against the formats.

The names below load on first use, so that a part of the library (the setting grammar, one format) is imported
without transformers.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kvtrial.cache.cache import KVTrialCache, make_cache
    from kvtrial.cache.layer import QuantizedKVLayer
    from kvtrial.cache.model_config import head_dim
    from kvtrial.cache.read_back import describe
    from kvtrial.records.cache_report import CacheReport, LayerReport

_EXPORTS = {"KVTrialCache": "cache", "make_cache": "cache", "describe": "read_back", "QuantizedKVLayer": "layer",
            "head_dim": "model_config", "CacheReport": "records", "LayerReport": "records"}

__all__ = ["CacheReport", "KVTrialCache", "LayerReport", "QuantizedKVLayer", "describe", "head_dim", "make_cache"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'kvtrial.cache' has no attribute {name!r}")
    if module == "records":  # the report is a stored document: one definition, in kvtrial.records
        return getattr(importlib.import_module("kvtrial.records.cache_report"), name)
    return getattr(importlib.import_module(f"kvtrial.cache.{module}"), name)
