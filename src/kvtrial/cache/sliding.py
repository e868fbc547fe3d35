"""A sliding-window (or chunked) attention layer's quantized KV, with transformers' window semantics.

It keeps exactly what `DynamicSlidingWindowLayer` keeps: after each step the newest
`sliding_window - 1` tokens (all of them while past recording is on, until `crop`), reports the
same mask sizes and sequence length, and crops the same way. Tokens are quantized once, when
written; tokens that leave the window are dropped from storage, never re-quantized.
"""

from __future__ import annotations

import torch

from kvtrial.cache.layer import QuantizedKVLayer


class QuantizedSlidingLayer(QuantizedKVLayer):
    is_sliding = True

    def __init__(self, sliding_window: int, *args, **kwargs) -> None:
        self.sliding_window = int(sliding_window)
        self.cumulative_length = 0  # every token seen, as transformers counts it (positions, masks)
        self.record_past = False
        super().__init__(*args, **kwargs)

    def activate_past_recording(self) -> None:
        """Keep tokens past the window until `crop` (assisted generation may roll back)."""
        self.record_past = True

    def update(
        self, key_states: torch.Tensor, value_states: torch.Tensor, *args, **kwargs
    ) -> tuple[torch.Tensor, torch.Tensor]:
        if not self.is_initialized:
            self.lazy_initialization(key_states, value_states)
        n = key_states.shape[-2]
        self.cumulative_length += n
        self._store(key_states, value_states)
        stored = self._stored_tokens()
        # Without past recording at most window - 1 tokens were kept, so every stored one is visible.
        visible = stored if not self.record_past else min(stored, self.sliding_window - 1 + n)
        out = self._read(key_states, value_states, skip=stored - visible)
        if not self.record_past:
            self._keep_last(self.sliding_window - 1)
        return out

    def get_mask_sizes(self, query_length: int) -> tuple[int, int]:
        kv_offset = max(self.cumulative_length - self.sliding_window + 1, 0)
        if self.cumulative_length >= self.sliding_window:
            return self.sliding_window - 1 + query_length, kv_offset
        return self.cumulative_length + query_length, kv_offset

    def get_seq_length(self) -> int:
        return self.cumulative_length

    def get_max_length(self) -> int:
        return self.sliding_window

    def crop(self, tokens_to_remove: int) -> None:
        if self.cumulative_length >= self.sliding_window:
            if not self.record_past:
                raise RuntimeError(
                    "crop was called on a sliding-window layer that has passed its window without recording past "
                    "states; call activate_past_recording before generating to be able to roll back"
                )
            if tokens_to_remove > 0:
                raise RuntimeError(
                    "a sliding-window layer past its window can only be cropped by a negative number of tokens "
                    "to remove"
                )
            if tokens_to_remove < 0:
                super().crop(tokens_to_remove)
                self.cumulative_length += tokens_to_remove
            self._keep_last(self.sliding_window - 1)
        else:
            super().crop(tokens_to_remove)
            self.cumulative_length = self._stored_tokens()

    def reset(self) -> None:
        super().reset()
        self.cumulative_length = 0
