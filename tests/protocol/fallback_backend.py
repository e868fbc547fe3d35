"""A simulated backend that silently ignores its setting on long prompts, as libraries do when they
fall back: it hands out a kvtrial cache, but once a prompt longer than KVTRIAL_TEST_FALLBACK_ABOVE
tokens arrives, every layer stores plain full-precision tensors instead. Registered as
`test-fallback` when KVTRIAL_BACKEND_PLUGINS names this module."""

from __future__ import annotations

import os
from typing import Any

from transformers.cache_utils import DynamicLayer

from kvtrial.backends import BACKENDS, Setting
from kvtrial.backends.native import NativeBackend
from kvtrial.cache.cache import KVTrialCache

FALLBACK_ENV = "KVTRIAL_TEST_FALLBACK_ABOVE"


class FallingBackCache(KVTrialCache):
    def update(self, key_states, value_states, layer_idx, *args, **kwargs):
        if key_states.shape[-2] > int(os.environ.get(FALLBACK_ENV, "0")) and type(self.layers[layer_idx]) is not DynamicLayer:
            self.layers[layer_idx] = DynamicLayer()
        return super().update(key_states, value_states, layer_idx, *args, **kwargs)


class FallbackBackend(NativeBackend):
    name = "test-fallback"

    def new_cache(self, setting: Setting, model: Any) -> Any:
        return FallingBackCache(setting.payload, model.config)


if "test-fallback" not in BACKENDS:
    BACKENDS.add("test-fallback", FallbackBackend())


class OutOfMemoryCache(KVTrialCache):
    """Raises the allocator's out-of-memory error on prompts longer than KVTRIAL_TEST_FALLBACK_ABOVE."""

    def update(self, key_states, value_states, layer_idx, *args, **kwargs):
        import torch

        if key_states.shape[-2] > int(os.environ.get(FALLBACK_ENV, "0")):
            raise torch.OutOfMemoryError("simulated: CUDA out of memory. Tried to allocate 2.00 GiB")
        return super().update(key_states, value_states, layer_idx, *args, **kwargs)


class OutOfMemoryBackend(NativeBackend):
    name = "test-oom"

    def new_cache(self, setting: Setting, model: Any) -> Any:
        return OutOfMemoryCache(setting.payload, model.config)


if "test-oom" not in BACKENDS:
    BACKENDS.add("test-oom", OutOfMemoryBackend())
