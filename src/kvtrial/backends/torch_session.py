"""The session of every backend whose engine is a transformers model (native and the transformers
QuantizedCache backends): the backend only makes and reads back the cache; generation, timing and
memory readings are `SessionBase`'s.

Only the last position's logits are computed in a forward the protocol times (`logits_to_keep=1`),
so the output layer over a long prompt does not dominate a prefill figure; a context is filled
through the decoder alone.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

import torch

from kvtrial.backends.base import EffectiveCache, ModelHandle, Setting
from kvtrial.backends.session import SessionBase, scored_starts
from kvtrial.device import model_device


def prefill_spans(length: int, chunk: int | None) -> list[tuple[int, int]]:
    """[start, stop) spans covering `length` prompt tokens, `chunk` at a time (None, or a chunk of at least
    `length`: one span)."""
    if chunk is not None and chunk < 1:
        raise ValueError(f"a prefill chunk must be at least 1 token, got {chunk}")
    if chunk is None or chunk >= length:
        return [(0, length)]
    return [(start, min(start + chunk, length)) for start in range(0, length, chunk)]


def window_hidden_states(
    model: Any, window: torch.Tensor, cache: Any, step: int, prefill_chunk: int | None = None
) -> Iterator[tuple[int, torch.Tensor]]:
    """The window-scoring schedule on a transformers model: prefill the first half into `cache`,
    `prefill_chunk` tokens per forward pass (None: one pass), then yield (position, final hidden states
    [n, hidden]) for positions n_ctx/2 … n_ctx−2, fed `step` tokens at a time. Shared by
    `TorchSession.score_window` and `kvtrial.quality`.

    A chunked prefill allocates one chunk's activations and attention scores instead of the half's. Each
    chunk's queries read the earlier chunks from the cache, as the scored steps do; with a cache that
    stores tokens as written and returns them as stored, both prefills give the same states up to float
    summation order. A setting whose stored values depend on the first write (turbo keys' centring mean,
    prefill=full) sees the first chunk where one pass gives it the whole half."""
    decoder = model.get_decoder()
    n_ctx = window.numel()
    ids = window.view(1, -1).to(model.device)  # the windows are kept on the CPU; the model may not be
    starts = list(scored_starts(n_ctx, step))  # checks step before the prefill runs
    for start, stop in prefill_spans(n_ctx // 2, prefill_chunk):
        decoder(input_ids=ids[:, start:stop], cache=cache, use_cache=True)
    for start, stop in starts:
        yield start, decoder(input_ids=ids[:, start:stop], cache=cache, use_cache=True).last_hidden_state[0]


class TorchSession(SessionBase):
    """A backend's cache setting on a loaded transformers model; a fresh cache per request."""

    # Tokens per forward pass of a scored window's first half (`window_hidden_states`; None: one pass).
    prefill_chunk: int | None = None

    def __init__(self, backend: Any, handle: ModelHandle | Any, setting: Setting) -> None:
        self.backend_obj = backend
        self.backend = backend.name
        self.setting = setting
        # a ModelHandle, or a bare transformers model (tests, the quality command)
        self.model = handle.model if isinstance(handle, ModelHandle) else handle
        if self.model is None:
            raise ValueError(f"{backend.name} needs a loaded transformers model; the handle holds none")
        self.device = model_device(self.model)
        self._cache: Any = None
        self.keeps_fills = hasattr(backend, "copy_cache")

    def _no_grad(self) -> contextlib.AbstractContextManager:
        return torch.inference_mode()

    def _clear(self) -> None:
        self._cache = None  # drop the previous request's cache before allocating the next
        self._cache = self.backend_obj.new_cache(self.setting, self.model)

    def _ids(self, tokens: Sequence[int]) -> torch.Tensor:
        return torch.as_tensor(list(tokens), dtype=torch.long, device=self.model.device).view(1, -1)

    def _prefill(self, ids: Sequence[int]) -> torch.Tensor:
        out = self.model(input_ids=self._ids(ids), cache=self._cache, use_cache=True, logits_to_keep=1)
        return out.logits[:, -1, :].argmax(dim=-1)

    def _step(self, token: torch.Tensor) -> torch.Tensor:
        out = self.model(input_ids=token[:, None], cache=self._cache, use_cache=True, logits_to_keep=1)
        return out.logits[:, -1, :].argmax(dim=-1)

    def _token(self, first: int) -> torch.Tensor:
        return torch.tensor([first], dtype=torch.long, device=self.model.device)

    # Batches: rows of equal length are stacked into [B, T]; a step advances every row.
    max_batch: int | None = None

    def _rows(self, rows: Sequence[Sequence[int]]) -> torch.Tensor:
        return torch.as_tensor([list(r) for r in rows], dtype=torch.long, device=self.model.device)

    def _fill_rows(self, contexts: Sequence[Sequence[int]]) -> None:
        self.model.get_decoder()(input_ids=self._rows(contexts), cache=self._cache, use_cache=True)

    def _prefill_rows(self, prompts: Sequence[Sequence[int]]) -> torch.Tensor:
        out = self.model(input_ids=self._rows(prompts), cache=self._cache, use_cache=True, logits_to_keep=1)
        return out.logits[:, -1, :].argmax(dim=-1)

    def _tokens(self, firsts: Sequence[int]) -> torch.Tensor:
        return torch.tensor(list(firsts), dtype=torch.long, device=self.model.device)

    def _token_id(self, token: torch.Tensor) -> int:
        return int(token.item())

    def _snapshot(self) -> Any:
        return self.backend_obj.copy_cache(self._cache)

    def _restore(self, state: Any) -> None:
        self._cache = None  # drop the current cache before the copy is allocated
        self._cache = self.backend_obj.copy_cache(state)

    def _fill(self, context: Sequence[int]) -> None:
        # The decoder alone: no output layer over the whole context.
        self.model.get_decoder()(input_ids=self._ids(context), cache=self._cache, use_cache=True)

    def effective(self) -> EffectiveCache:
        if self._cache is None:
            raise RuntimeError("no request has run in this session yet")
        return self.backend_obj.effective(self._cache)

    def score_window(self, window: Sequence[int], step: int) -> torch.Tensor:
        return torch.cat(list(self.score_window_chunks(window, step)))

    @torch.inference_mode()
    def score_window_chunks(self, window: Sequence[int], step: int) -> Iterator[torch.Tensor]:
        self._clear()
        head = self.model.get_output_embeddings()
        for _, h in window_hidden_states(self.model, self._ids(window)[0], self._cache, step, self.prefill_chunk):
            yield head(h).float()

    def release(self) -> None:
        self._cache = None

    def close(self) -> None:
        self._cache = None
