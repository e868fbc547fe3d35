"""One model layer's quantized KV storage, as a transformers cache layer.

The layer subclasses transformers' DynamicLayer so the Cache bookkeeping (mask sizes, beam
search, batch selection) works as for the ordinary cache; it replaces only where tokens live
(bit-packed stores, quantized once on write) and how they are read back (dequantized).
"""

from __future__ import annotations

import torch
from transformers.cache_utils import DynamicLayer

from kvtrial.cache.storage import FieldStore
from kvtrial.formats import KVFormat


class QuantizedKVLayer(DynamicLayer):
    """Keys and values in separate formats, an optional full-precision window of recent tokens."""

    is_croppable = True

    def __init__(
        self, key_format: KVFormat, value_format: KVFormat, window: int = 0, full_precision_chunk: bool = False
    ) -> None:
        super().__init__()
        self.key_format = key_format
        self.value_format = value_format
        self.window = window
        self.full_precision_chunk = full_precision_chunk
        self._clear()

    def _clear(self) -> None:
        self.key_store = FieldStore(self.key_format)
        self.value_store = FieldStore(self.value_format)
        # The window holds raw tokens not yet quantized; bounded by `window`, so concatenating it is cheap.
        self.recent_keys: torch.Tensor | None = None
        self.recent_values: torch.Tensor | None = None

    @property
    def recent_length(self) -> int:
        return 0 if self.recent_keys is None else self.recent_keys.shape[-2]

    def update(
        self, key_states: torch.Tensor, value_states: torch.Tensor, *args, **kwargs
    ) -> tuple[torch.Tensor, torch.Tensor]:
        if not self.is_initialized:
            self.lazy_initialization(key_states, value_states)
        if self.window:
            self._update_window(key_states, value_states)
        else:
            self.key_store.append(key_states)
            self.value_store.append(value_states)
        keys = self._read(self.key_store, self.recent_keys, key_states.dtype)
        values = self._read(self.value_store, self.recent_values, value_states.dtype)
        if self.full_precision_chunk:
            n = key_states.shape[-2]
            # A plain format may hand back a view of its own buffer; never write into the store.
            keys = keys.clone() if keys._is_view() else keys
            values = values.clone() if values._is_view() else values
            keys[..., -n:, :] = key_states
            values[..., -n:, :] = value_states
        return keys, values

    def _update_window(self, key_states: torch.Tensor, value_states: torch.Tensor) -> None:
        keys = key_states if self.recent_keys is None else torch.cat([self.recent_keys, key_states], dim=-2)
        values = value_states if self.recent_values is None else torch.cat([self.recent_values, value_states], dim=-2)
        overflow = keys.shape[-2] - self.window
        if overflow > 0:
            # Tokens leaving the window are quantized now, once.
            self.key_store.append(keys[..., :overflow, :])
            self.value_store.append(values[..., :overflow, :])
            keys, values = keys[..., overflow:, :], values[..., overflow:, :]
        self.recent_keys, self.recent_values = keys.contiguous(), values.contiguous()

    @staticmethod
    def _read(store: FieldStore, recent: torch.Tensor | None, dtype: torch.dtype) -> torch.Tensor:
        if store.length == 0:
            return recent.clone()
        stored = store.read(dtype)
        return stored if recent is None else torch.cat([stored, recent.to(dtype)], dim=-2)

    # --- bookkeeping the Cache relies on -------------------------------------------------------
    def get_seq_length(self) -> int:
        return self.key_store.length + self.recent_length

    def reset(self) -> None:
        super().reset()
        self._clear()

    def crop(self, tokens_to_remove: int) -> None:
        if tokens_to_remove > 0:
            raise ValueError(f"crop takes a negative number of tokens to remove, got {tokens_to_remove}")
        remove = -tokens_to_remove
        if remove == 0 or not self.is_initialized:
            return
        from_recent = min(remove, self.recent_length)
        if from_recent:
            keep = self.recent_length - from_recent
            self.recent_keys = self.recent_keys[..., :keep, :]
            self.recent_values = self.recent_values[..., :keep, :]
        rest = remove - from_recent
        self.key_store.truncate(self.key_store.length - rest)
        self.value_store.truncate(self.value_store.length - rest)

    def _select(self, index: torch.Tensor) -> None:
        if not self.is_initialized:
            return
        self.key_store.select_batch(index)
        self.value_store.select_batch(index)
        if self.recent_keys is not None:
            self.recent_keys = self.recent_keys.index_select(0, index.to(self.recent_keys.device))
            self.recent_values = self.recent_values.index_select(0, index.to(self.recent_values.device))

    def reorder_cache(self, beam_idx: torch.LongTensor) -> None:
        self._select(beam_idx)

    def batch_select_indices(self, indices: torch.Tensor) -> None:
        if indices.dtype == torch.bool:
            indices = indices.nonzero().squeeze(-1)
        self._select(indices)

    def batch_repeat_interleave(self, repeats: int) -> None:
        if not self.is_initialized:
            return
        batch = self._batch_size()
        self._select(torch.arange(batch, device=self.device).repeat_interleave(repeats))

    def _batch_size(self) -> int:
        for t in (self.recent_keys, *self.key_store.fields().values()):
            if t is not None:
                return t.shape[0]
        return 0

    def offload(self):
        raise NotImplementedError("kvtrial caches do not support offloading")

    def prefetch(self):
        raise NotImplementedError("kvtrial caches do not support offloading")
