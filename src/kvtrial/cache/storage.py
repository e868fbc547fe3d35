"""Token-growable storage for one format's fields: appended in place, grown in chunks.

Each field is one preallocated tensor [B, H, capacity, width]; appending writes into the free
tail, and only when it is full is a larger buffer allocated (capacity grows by at least
GROW_TOKENS and a quarter of itself), so a decode step never concatenates the whole cache.

A sliding-window layer drops its oldest tokens: that only moves the start of the live rows
(`drop_front`), and the live rows move back to the front of the buffer when the tail is full,
so a sliding layer's buffer stays within its window plus one growth step.
"""

from __future__ import annotations

from collections import Counter

import torch

from kvtrial.cache.formats import CodeLayout, Fields, KVFormat
from kvtrial.cache.kernels.quantize_rows import quantize_into

GROW_TOKENS = 256


def _round_up(n: int, step: int) -> int:
    return -(-n // step) * step


class FieldStore:
    """The stored tokens of one format (keys or values) for one layer."""

    def __init__(self, fmt: KVFormat) -> None:
        self.fmt = fmt
        self.length = 0  # live tokens, stored at rows [_offset, _offset + length) of the buffers
        self._offset = 0
        self.head_dim = 0
        self._buffers: Fields = {}
        self.writes: Counter = Counter()
        # Derived from fmt at the head dimension, once (not per decode step): the row layout compiled
        # kernels read (None: no kernel reads this format) and the fields the layout stores.
        self.code_layout: CodeLayout | None = None
        self._layout_fields: dict[str, tuple[torch.dtype, int]] = {}

    @property
    def capacity(self) -> int:
        return next(iter(self._buffers.values())).shape[-2] if self._buffers else 0

    def append(self, x: torch.Tensor) -> None:
        """Quantize x [B, H, T, D] once and append it after the stored tokens.

        The C quantizer writes straight into the buffers when it serves the format; otherwise (and
        when it declines) the format's torch quantizer runs. `writes` counts which path stored tokens."""
        if x.shape[-2] == 0:
            return
        self._set_head_dim(x.shape[-1])
        n = x.shape[-2]
        why: str | None = "no C quantizer reads this format"
        if self.code_layout is not None:
            self._reserve(self._layout_fields, x, n)
            why = quantize_into(self.code_layout, self.fmt.code_input(x), self._buffers, self._offset + self.length)
        if why is None:
            self.writes["c"] += 1
        else:
            self.writes[f"torch: {why}"] += 1
            # Stored as the quantizer returns them (not as the layout claims), so describe() sees the truth.
            fields = self.fmt.quantize(x)
            self._reserve({name: (t.dtype, t.shape[-1]) for name, t in fields.items()}, x, n)
            end = self._offset + self.length
            for name, t in fields.items():
                self._buffers[name][..., end : end + n, :] = t
        self.length += n

    def _set_head_dim(self, head_dim: int) -> None:
        if head_dim != self.head_dim:
            self.head_dim = head_dim
            self.code_layout = self.fmt.code_layout(self.head_dim)
            self._layout_fields = {f.name: (f.dtype, f.width) for f in self.fmt.layout(self.head_dim)}

    def prepare(self, like: torch.Tensor) -> None:
        """Lay out the buffers for rows like `like` [B, H, T, D] before any is stored, so that a kernel can read
        the (empty) store beside full-precision tokens; nothing to do once rows are stored or with no kernel layout."""
        self._set_head_dim(like.shape[-1])
        if self.length == 0 and self.code_layout is not None:
            self._reserve(self._layout_fields, like, 0)

    def _reserve(self, kinds: dict[str, tuple[torch.dtype, int]], like: torch.Tensor, extra: int) -> None:
        """Buffers named in `kinds` (dtype, width) with room for `extra` more tokens after the live ones."""
        if self._offset + self.length + extra <= self.capacity and all(name in self._buffers for name in kinds):
            return
        need = self.length + extra
        if need <= self.capacity and all(name in self._buffers for name in kinds):
            self._compact()  # the dropped rows at the front make the room
            return
        cap = _round_up(max(need, self.capacity + max(GROW_TOKENS, self.capacity // 4)), GROW_TOKENS)
        live = slice(self._offset, self._offset + self.length)
        for name, (dtype, width) in kinds.items():
            buf = torch.empty(*like.shape[:-2], cap, width, dtype=dtype, device=like.device)
            if name in self._buffers:
                buf[..., : self.length, :] = self._buffers[name][..., live, :]
            self._buffers[name] = buf
        self._offset = 0

    def _compact(self) -> None:
        """Move the live rows to the front of the buffers (the regions may overlap: copy through a clone)."""
        if self._offset:
            for buf in self._buffers.values():
                buf[..., : self.length, :] = buf[..., self._offset : self._offset + self.length, :].clone()
            self._offset = 0

    def drop_front(self, tokens: int) -> None:
        """Forget the `tokens` oldest tokens (a sliding window moving on); their rows are reused later."""
        tokens = max(0, min(tokens, self.length))
        self._offset += tokens
        self.length -= tokens
        if self.length == 0:
            self._offset = 0

    def fields(self, start: int = 0, stop: int | None = None) -> Fields:
        """Views of the live tokens [start, stop) (token indices counted from the oldest live token)."""
        stop = self.length if stop is None else stop
        o = self._offset
        return {name: b[..., o + start : o + stop, :] for name, b in self._buffers.items()}

    def read(self, dtype: torch.dtype) -> torch.Tensor:
        return self.fmt.dequantize(self.fields(), dtype)

    def truncate(self, length: int) -> None:
        self.length = max(0, min(self.length, length))

    def select_batch(self, index: torch.Tensor) -> None:
        """Keep / reorder / repeat batch rows (beam search, batch selection)."""
        self._buffers = {n: b.index_select(0, index.to(b.device)) for n, b in self._buffers.items()}

    def used_bytes(self) -> int:
        return sum(t.numel() * t.element_size() for t in self.fields().values())

    def allocated_bytes(self) -> int:
        return sum(b.numel() * b.element_size() for b in self._buffers.values())

    def values_stored(self) -> int:
        """Number of stored values (B * H * T * D)."""
        if self.length == 0:
            return 0
        b = next(iter(self._buffers.values()))
        return b.shape[0] * b.shape[1] * self.length * self.head_dim
