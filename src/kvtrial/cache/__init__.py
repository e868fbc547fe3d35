"""Quantized KV caches for transformers, and their introspection."""

from kvtrial.cache.cache import KVTrialCache, make_cache
from kvtrial.cache.describe import CacheReport, LayerReport, describe
from kvtrial.cache.layer import QuantizedKVLayer

__all__ = ["CacheReport", "KVTrialCache", "LayerReport", "QuantizedKVLayer", "describe", "make_cache"]
