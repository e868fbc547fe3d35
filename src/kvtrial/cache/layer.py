"""One model layer's quantized KV storage, as a transformers cache layer.

The layer subclasses transformers' DynamicLayer so the Cache bookkeeping (mask sizes, beam
search, batch selection) works as for the ordinary cache; it replaces only where tokens live
(bit-packed stores, quantized once on write) and how they are read back (dequantized).
"""

from __future__ import annotations

import torch
from transformers.cache_utils import DynamicLayer

from kvtrial.cache.attention import BasisStates, DecodeStats, PackedRead
from kvtrial.cache.centering import KeyRefiner, Refinements
from kvtrial.cache.formats import Fields, KVFormat
from kvtrial.cache.kernels import PackedSide
from kvtrial.cache.scratch import ScratchPool
from kvtrial.cache.storage import FieldStore


class QuantizedKVLayer(DynamicLayer):
    """Keys and values in separate formats, an optional full-precision window of recent tokens."""

    is_croppable = True
    # Decode steps score keys with the query quantized to int8 (the setting's qdot=int8; set by the cache)
    qdot = False
    # Decode steps sum values with the weights quantized to 8 bits (the setting's vsum=int8; set by the cache)
    vsum = False

    def __init__(
        self,
        key_format: KVFormat,
        value_format: KVFormat,
        window: int = 0,
        full_precision_chunk: bool = False,
        scratch: ScratchPool | None = None,
        basis_reads: bool = False,
        stats: DecodeStats | None = None,
        refinements: Refinements = Refinements(),
    ) -> None:
        super().__init__()
        self.key_format = key_format
        self.value_format = value_format
        self.window = window
        self.full_precision_chunk = full_precision_chunk
        # Shared with the other layers of the cache; None allocates fresh tensors per read.
        self.scratch = scratch
        # True under the `kvtrial` attention implementation: hand attention values in the format's basis.
        self.basis_reads = basis_reads
        # Shared with the other layers: how decode steps and prompt chunks were read (kernel or torch, and why)
        self.stats = stats if stats is not None else DecodeStats()
        # Key centring and full-precision sink tokens (cache/centering.py): applied on write, read first
        self.refiner = KeyRefiner(refinements)
        self._clear()

    def _clear(self) -> None:
        self.key_store = FieldStore(self.key_format)
        self.value_store = FieldStore(self.value_format)
        # The window holds tokens not yet quantized; bounded by `window`, so concatenating it is cheap. Under the
        # `kvtrial` attention on float32 rows it holds them in each format's basis (`window_in_basis`), as the kernels
        # read them: each token is rotated once on entry and back once when it leaves to be quantized (a float32
        # round trip, far below any format's error); other dtypes keep raw rows (a round trip would round them).
        self.recent_keys: torch.Tensor | None = None
        self.recent_values: torch.Tensor | None = None
        self.window_in_basis = False
        self.refiner.reset()

    @property
    def recent_length(self) -> int:
        return 0 if self.recent_keys is None else self.recent_keys.shape[-2]

    def update(
        self, key_states: torch.Tensor, value_states: torch.Tensor, *args, **kwargs
    ) -> tuple[torch.Tensor, torch.Tensor]:
        if not self.is_initialized:
            self.lazy_initialization(key_states, value_states)
        key_states, value_states = self._store(key_states, value_states)
        return self._read(key_states, value_states, skip=0)

    def _store(self, key_states: torch.Tensor, value_states: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Quantize the new tokens once (or keep them in the full-precision window); sink tokens and the key
        mean go to the refiner first. Returns the states as stored (keys centred, sink tokens taken)."""
        key_states, value_states = self.refiner.write(key_states, value_states, self.get_seq_length())
        if self.window:
            if self.recent_keys is None:
                self.window_in_basis = self.basis_reads and key_states.dtype == torch.float32
            self._update_window(key_states, value_states)
        else:
            self.key_store.append(key_states)
            self.value_store.append(value_states)
        return key_states, value_states

    def _read(self, key_states: torch.Tensor, value_states: torch.Tensor, skip: int):
        """The stored tokens after the `skip` oldest, as this step's attention reads them: packed for the
        kernel on a decode step, and on CPU for a prompt chunk, when it can; else decoded. The packed read and
        its fallback capture the fields now, so a layer may drop old tokens from storage before attention runs."""
        from_store = min(skip, self.key_store.length)
        recent_k = recent_v = None
        if self.recent_keys is not None:
            assert self.recent_values is not None  # window keys and values are set together
            recent_k = self.recent_keys[..., skip - from_store :, :]
            recent_v = self.recent_values[..., skip - from_store :, :]
        key_fields, value_fields = self.key_store.fields(from_store), self.value_store.fields(from_store)
        q_len = key_states.shape[-2]
        why = self._packed_reads_refused()
        if why is None and q_len > 1 and key_states.device.type != "cpu":
            why = f"prompt chunks on {key_states.device.type} are decoded for SDPA (the C prefill kernel reads CPU ones)"
        if why is None:
            return (self._packed("keys", self.key_store, key_fields, recent_k, key_states),
                    self._packed("values", self.value_store, value_fields, recent_v, value_states))
        self.stats.torch_read(q_len, why)
        if self.qdot:
            self.stats.key_scores(q_len, None, f"decoded for SDPA: {why}")
        if self.vsum:
            self.stats.value_sums(q_len, None, f"decoded for SDPA: {why}")
        keys = self._decode("keys", self.key_store.fmt, key_fields, recent_k, key_states)
        values = self._decode("values", self.value_store.fmt, value_fields, recent_v, value_states)
        return keys, values

    def _packed_reads_refused(self) -> str | None:
        """None when a decode step or prompt chunk can be read packed by the kernel; else why not."""
        if not self.basis_reads:
            return "the model's attention implementation is not `kvtrial`"
        if self.full_precision_chunk:
            return "full-precision prompt chunks (prefill=full) are read by the torch path"
        if self.recent_length and not self.window_in_basis:
            return "the window holds raw rows (kept in the formats' basis for float32 models only)"
        for store in (self.key_store, self.value_store):
            if store.code_layout is None:
                return f"no kernel reads format {store.fmt.name}"
        if self.key_store.length == 0 and not self.recent_length:
            return "every token read is a full-precision sink token"
        return None

    def _packed(self, role: str, store: FieldStore, fields: Fields, recent: torch.Tensor | None,
                new: torch.Tensor) -> PackedRead:
        fmt = store.fmt
        basis = fmt.basis(new.shape[-1], new.device, new.dtype)
        prefix = self.refiner.prefix_in(role, basis)
        layout = store.code_layout
        assert layout is not None  # checked by _packed_reads_refused

        def decode() -> BasisStates:
            states = self._decode(role, fmt, fields, recent, new)
            assert isinstance(states, BasisStates)  # packed reads imply basis_reads
            return states

        return PackedRead(
            side=PackedSide(fields, layout, qdot=self.qdot if role == "keys" else self.vsum),
            basis=basis,
            decode=decode,
            stats=self.stats,
            prefix=prefix,
            suffix=recent if recent is not None and recent.shape[-2] else None,
        )

    def _decode(
        self, role: str, fmt: KVFormat, fields: Fields, recent: torch.Tensor | None, new: torch.Tensor
    ) -> torch.Tensor | BasisStates:
        """Stored tokens (`fields`, then the full-precision `recent` ones), decoded for this step's
        attention (into the shared scratch buffer)."""
        dtype = new.dtype
        stored = next(iter(fields.values())).shape[-2] if fields else 0
        basis = fmt.basis(new.shape[-1], new.device, dtype) if self.basis_reads else None
        prefix = self.refiner.prefix(role)  # sink tokens, read first
        start = 0 if prefix is None else prefix.shape[-2]
        plain_view = (
            basis is None and recent is None and not self.full_precision_chunk and fmt.is_plain_storage_of(dtype)
            and stored > 0 and prefix is None
        )
        if plain_view:
            out = fields["data"]  # ordinary storage in the model's dtype: read in place
        else:
            total = start + stored + (0 if recent is None else recent.shape[-2])
            shape = (*new.shape[:-2], total, new.shape[-1])
            out = self.scratch.view(role, shape, dtype, new.device) if self.scratch else new.new_empty(shape)
            if prefix is not None:
                out[..., :start, :] = prefix if basis is None else prefix @ basis
            if stored:
                head = out[..., start : start + stored, :]
                if basis is None:
                    fmt.dequantize(fields, dtype, out=head)
                else:
                    fmt.decode_in_basis(fields, dtype, out=head)
            if recent is not None:
                out[..., start + stored :, :] = recent if basis is None or self.window_in_basis else recent @ basis
            if self.full_precision_chunk and new.shape[-2]:
                n = new.shape[-2]
                out[..., -n:, :] = new if basis is None else new @ basis
        return BasisStates(out, basis) if self.basis_reads else out

    def _window_basis(self, store: FieldStore, like: torch.Tensor) -> torch.Tensor | None:
        """The basis the window holds `store`'s side in (None: the model's own)."""
        return store.fmt.basis(like.shape[-1], like.device, like.dtype) if self.window_in_basis else None

    def _update_window(self, key_states: torch.Tensor, value_states: torch.Tensor) -> None:
        held, n = self.recent_length, key_states.shape[-2]
        overflow = max(0, held + n - self.window)
        from_held, from_new = min(overflow, held), max(0, overflow - held)
        recent = []
        for store, old, new in ((self.key_store, self.recent_keys, key_states),
                                (self.value_store, self.recent_values, value_states)):
            basis = self._window_basis(store, new)
            if overflow:
                # Tokens leaving the window are quantized now, once (from the model's basis, as any write is).
                leaving = [] if old is None or not from_held else [old[..., :from_held, :]]
                if leaving and basis is not None:
                    leaving[0] = leaving[0] @ basis.T
                if from_new:
                    leaving.append(new[..., :from_new, :])
                store.append(torch.cat(leaving, dim=-2) if len(leaving) > 1 else leaving[0])
            entering = new[..., from_new:, :] if from_new else new
            entering = entering @ basis if basis is not None else entering
            if old is None:
                recent.append(entering.contiguous())
            else:
                recent.append(torch.cat([old[..., from_held:, :], entering], dim=-2))  # a new, contiguous tensor
        self.recent_keys, self.recent_values = recent
        if self.key_store.length == 0:
            # Kernels read the store's (still empty) buffers beside the window: lay them out now.
            self.key_store.prepare(key_states)
            self.value_store.prepare(value_states)

    def _stored_tokens(self) -> int:
        return self.key_store.length + self.recent_length

    def _keep_last(self, tokens: int) -> None:
        """Drop the oldest stored tokens (quantized first, then full-precision ones) down to `tokens`."""
        drop = self._stored_tokens() - tokens
        if drop <= 0:
            return
        from_store = min(drop, self.key_store.length)
        self.key_store.drop_front(from_store)
        self.value_store.drop_front(from_store)
        rest = drop - from_store
        if rest:
            # the rest of the tokens to drop are in the full-precision window
            assert self.recent_keys is not None and self.recent_values is not None
            self.recent_keys = self.recent_keys[..., rest:, :]
            self.recent_values = self.recent_values[..., rest:, :]

    # --- bookkeeping the Cache relies on -------------------------------------------------------
    def get_seq_length(self) -> int:
        return self.refiner.length + self._stored_tokens()

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
            assert self.recent_keys is not None and self.recent_values is not None  # recent_length > 0
            self.recent_keys = self.recent_keys[..., :keep, :]
            self.recent_values = self.recent_values[..., :keep, :]
        rest = remove - from_recent
        from_sinks = max(0, rest - self.key_store.length)  # sink tokens come first: cropped last
        self.key_store.truncate(self.key_store.length - rest)
        self.value_store.truncate(self.value_store.length - rest)
        self.refiner.keep(self.refiner.length - from_sinks)

    def _select(self, index: torch.Tensor) -> None:
        if not self.is_initialized:
            return
        self.key_store.select_batch(index)
        self.value_store.select_batch(index)
        self.refiner.select(index)
        if self.recent_keys is not None:
            assert self.recent_values is not None  # window keys and values are set together
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
