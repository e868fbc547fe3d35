"""Quantized KV caches for transformers, and their introspection.

The cache library stands on its own (no experiment-tool module is imported): its layers, from
the bottom, are `kvtrial.formats` (pure format math), `kvtrial.kernels` (the C kernels over the
formats' packed rows), `kvtrial.attention` (the `kvtrial` attention implementation, which calls
the kernels), and this package (the transformers cache layers, which hand attention their
packed fields); `kvtrial.spec` parses settings against the formats.
"""

from kvtrial.cache.cache import KVTrialCache, make_cache
from kvtrial.cache.describe import describe
from kvtrial.cache.layer import QuantizedKVLayer
from kvtrial.cache.model_config import head_dim
from kvtrial.cache.report import CacheReport, LayerReport

__all__ = [
    "CacheReport", "KVTrialCache", "LayerReport", "QuantizedKVLayer", "describe", "head_dim", "make_cache",
]
