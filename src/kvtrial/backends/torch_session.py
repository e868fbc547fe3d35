"""The session shared by every backend whose engine is a transformers model (native and the
transformers QuantizedCache backends): the backend only makes and reads back the cache.

Timing rules (as the protocol runner's, seed 000 section 9): model load and tokenization are
outside the clock, every request gets a fresh cache, the context at a depth is filled before the
clock starts, the device is synchronized at each boundary, all under torch.inference_mode.
Only the last position's logits are computed when timing (as llama.cpp does), so the output layer
over a long prompt does not dominate a prefill figure.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import torch
from transformers import PreTrainedModel

from kvtrial.backends.base import EffectiveCache, Generated, Timed


def synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


class TorchSession:
    """A backend's cache setting on a loaded transformers model."""

    def __init__(self, backend: Any, loaded: Any, setting: str) -> None:
        self.backend_obj = backend
        self.backend = backend.name
        self.setting = setting
        # a LoadedModel (kvtrial.models) or the transformers model itself
        self.model = loaded if isinstance(loaded, PreTrainedModel) else loaded.model
        self.device = self.model.device
        self._cache: Any = None

    def _fresh(self) -> Any:
        self._cache = None  # drop the previous request's cache before allocating the next
        self._cache = self.backend_obj.new_cache(self.setting, self.model)
        return self._cache

    def _ids(self, tokens: Sequence[int]) -> torch.Tensor:
        return torch.as_tensor(list(tokens), dtype=torch.long, device=self.device).view(1, -1)

    def _fill(self, cache: Any, context: Sequence[int]) -> EffectiveCache | None:
        if not len(context):
            return None
        # The decoder alone: no output layer over the whole context.
        self.model.get_decoder()(input_ids=self._ids(context), cache=cache, use_cache=True)
        return self.backend_obj.effective(cache)

    def effective(self) -> EffectiveCache:
        if self._cache is None:
            raise RuntimeError("no request has run in this session yet")
        return self.backend_obj.effective(self._cache)

    @torch.inference_mode()
    def generate(self, input_ids: Sequence[int], max_new_tokens: int, stop_ids: set[int]) -> Generated:
        cache = self._fresh()
        ids = self._ids(input_ids)
        new: list[int] = []
        stop = "length"
        synchronize(self.device)
        t0 = time.perf_counter()
        out = self.model(input_ids=ids, cache=cache, use_cache=True, logits_to_keep=1)
        token = out.logits[:, -1, :].argmax(dim=-1)
        synchronize(self.device)
        t1 = time.perf_counter()
        new.append(int(token.item()))
        if new[-1] in stop_ids:
            stop = "eos"
        while stop != "eos" and len(new) < max_new_tokens:
            out = self.model(input_ids=token[:, None], cache=cache, use_cache=True, logits_to_keep=1)
            token = out.logits[:, -1, :].argmax(dim=-1)
            new.append(int(token.item()))
            if new[-1] in stop_ids:
                stop = "eos"
        synchronize(self.device)
        t2 = time.perf_counter()
        return Generated(new, stop, t1 - t0, t2 - t1, self.backend_obj.effective(cache))

    @torch.inference_mode()
    def score_window(self, window: Sequence[int], step: int) -> torch.Tensor:
        if step < 1:
            raise ValueError(f"step must be at least 1 token, got {step}")
        ids = self._ids(window)
        n_ctx = ids.shape[1]
        first = n_ctx // 2
        cache = self._fresh()
        self.model.get_decoder()(input_ids=ids[:, :first], cache=cache, use_cache=True)
        parts = []
        for start in range(first, n_ctx - 1, step):
            stop = min(start + step, n_ctx - 1)
            parts.append(self.model(input_ids=ids[:, start:stop], cache=cache, use_cache=True).logits[0].float())
        return torch.cat(parts)

    @torch.inference_mode()
    def time_prefill(self, context: Sequence[int], prompt: Sequence[int]) -> Timed:
        cache = self._fresh()
        filled = self._fill(cache, context)
        ids = self._ids(prompt)
        synchronize(self.device)
        t0 = time.perf_counter()
        self.model(input_ids=ids, cache=cache, use_cache=True, logits_to_keep=1)
        synchronize(self.device)
        seconds = time.perf_counter() - t0
        return Timed(seconds, ids.shape[1], filled, self.backend_obj.effective(cache))

    @torch.inference_mode()
    def time_decode(self, context: Sequence[int], first: int, n: int) -> Timed:
        cache = self._fresh()
        filled = self._fill(cache, context)
        token = torch.tensor([first], dtype=torch.long, device=self.device)
        synchronize(self.device)
        t0 = time.perf_counter()
        for _ in range(n):
            out = self.model(input_ids=token[:, None], cache=cache, use_cache=True, logits_to_keep=1)
            token = out.logits[:, -1, :].argmax(dim=-1)
        synchronize(self.device)
        seconds = time.perf_counter() - t0
        return Timed(seconds, n, filled, self.backend_obj.effective(cache))

    def close(self) -> None:
        self._cache = None
