"""What every Session does the same way, whatever engine runs the model: the one greedy loop, the
prefill/decode timing, device synchronisation and the memory readings. An engine supplies only
its forward steps (`TorchSession`, `LlamaCppSession`).

Timing rules (docs/protocol.md, "4. The matrix run"): model load and tokenization are outside the clock; every
request gets a fresh cache; prefill is the forward passes over the whole prompt (`prefill_chunk`
tokens per pass when one is set; it yields the first new token), decode every later step until
end-of-sequence or the budget; a context at a depth is filled before the clock starts (or, with
`kvtrial bench --keep-fill`, copied before the clock from one fill kept per depth); the device is
synchronized at each boundary. Only the last position's logits are computed when timing (as
llama.cpp does).

Memory readings are of two kinds kept apart: framework statistics (CUDA allocator peaks; an
engine with its own allocator says they do not apply) and monitor readings (`kvtrial.memory`'s
RSS reader during the request; device-wide use on CUDA). One measured block (`_measured`) takes
them for a generation and for each timed stage of `kvtrial bench` alike: peaks reset, fresh
samplers, readings at its end; a generation's RSS reading also keeps each phase's own peak (prefill,
decode: `PhasePeak`), marked between the two clocks. A reset does not give back what the CUDA caching
allocator keeps from earlier requests: the allocated peak is the request's own, the reserved and NVML peaks
include those kept blocks unless `empty_pool` hands them back first. Decode loops run with the C heap as a
user's long-running process has it (`kvtrial.memory.heap.settled_heap`), also where the rest is pinned.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from kvtrial.backends.base import EffectiveCache, Generated, Setting, Timed
from kvtrial.contention import ContentionMonitor
from kvtrial.errors import KvtrialError
from kvtrial.memory.heap import settled_heap
from kvtrial.memory.nvml import NvmlMonitor, memory_gap
from kvtrial.memory.peaks import RssMonitor


def synchronize(device: str | torch.device) -> None:
    """Wait for the device's queued work, so a clock boundary measures finished work."""
    device = torch.device(device)
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    elif device.type == "mps":
        torch.mps.synchronize()


class Laps:
    """A clock that keeps the span of each timed piece (a prefill chunk, a decode step) in nanoseconds.

    It starts when made; `lap()` closes the running piece after synchronizing the device, and the next piece
    begins at that same reading, so the pieces are back to back and add up exactly to the stage's time."""

    def __init__(self, device: str | torch.device) -> None:
        self.device = device
        self.pieces: list[int] = []
        self._last = time.perf_counter_ns()

    def lap(self, sync: bool = True) -> None:
        if sync:
            synchronize(self.device)
        now = time.perf_counter_ns()
        self.pieces.append(now - self._last)
        self._last = now

    def restart(self) -> None:
        """Begin the next piece now (what ran since the last lap is outside every piece)."""
        self._last = time.perf_counter_ns()

    def extend_last(self) -> None:
        """Close the stage: what ran since the last lap (the final synchronisation) joins the last piece."""
        synchronize(self.device)
        now = time.perf_counter_ns()
        if self.pieces:
            self.pieces[-1] += now - self._last
        self._last = now

    @property
    def seconds(self) -> float:
        return sum(self.pieces) * 1e-9


# Tokens per forward pass when filling a kept context: bounds one pass's attention scores at depth
# (4,096 queries over 32K keys and 4 heads is 2 GiB in float32 where attention materializes them).
KEPT_FILL_CHUNK = 4096


@dataclass(frozen=True)
class FilledContext:
    """A context filled once, untimed, and kept: timed stages at its depth start from a copy of it
    instead of filling again (`kvtrial bench --keep-fill`), and a deeper context extends it."""

    length: int  # tokens per row
    rows: int
    state: Any  # the engine's own copy of its cache
    effective: EffectiveCache  # read back after the fill


@dataclass
class MemoryReadings:
    """What a measured block read: the framework's statistics per device and the monitors' readings."""

    framework: dict[str, Any] = field(default_factory=dict)
    monitor: dict[str, Any] = field(default_factory=dict)
    contention: dict[str, Any] = field(default_factory=dict)  # `kvtrial.contention.ContentionMonitor.reading()`
    rss: RssMonitor | None = None  # the block's sampler while it runs: `mark` closes a phase

    def mark(self, phase: str) -> None:
        if self.rss is not None:
            self.rss.mark(phase)


class SessionBase:
    """Generation, timing and memory readings over an engine's forward steps.

    Subclasses implement `_clear` (a fresh cache), `_prefill(ids) -> token` (forward over ids, the
    greedy next token), `_step(token) -> token`, `_token(first)` / `_token_id(token)` (the engine's
    token value from / to an int), `_fill(context)` (untimed, no logits), `effective()`, `release()`,
    `score_window` and `close`."""

    backend: str
    setting: Setting
    device: str = "cpu"
    context_cells: int | None = None
    memory_semantics: str | None = None
    # On CUDA, hand the caching allocator's unused blocks back before each measured block, so its
    # reserved peak and the NVML peaks are that block's own; the block then pays for fresh device
    # allocations (inside the clock when nothing untimed runs first). Off: the pool carries over.
    empty_pool: bool = False

    # ---- engine hooks ------------------------------------------------------------------------
    def _clear(self) -> None:
        raise NotImplementedError

    def _prefill(self, ids: Sequence[int]) -> Any:
        raise NotImplementedError

    # Tokens per forward pass of a prompt (None: the whole prompt in one pass). A pass allocates
    # activations for its own tokens only (and attention over what is stored), so a long prompt's
    # prefill holds one chunk's transients, not the prompt's: the record's shared
    # `generation_settings.prefill_chunk_size`, the same for every branch.
    prefill_chunk: int | None = None

    def _fill_chunked(self, contexts: Sequence[Sequence[int]], start: int = 0, step: int | None = None) -> None:
        """Feed the rows' tokens from `start` on, `step` (default `prefill_chunk`) tokens per pass, no logits."""
        step = step or self.prefill_chunk or max(1, len(contexts[0]))
        for at in range(start, len(contexts[0]), step):
            self._fill_rows([list(c[at : at + step]) for c in contexts])

    def _prefill_chunked(self, prompts: Sequence[Sequence[int]], laps: Laps | None = None) -> Any:
        """The greedy next token of each row, fed `prefill_chunk` tokens per pass: every chunk but the
        last through `_fill_rows` (no logits), the last through `_prefill_rows`; `laps` closes a piece after
        each pass."""
        step = self.prefill_chunk or len(prompts[0])
        last = (len(prompts[0]) - 1) // step * step
        for at in range(0, last, step):
            self._fill_rows([list(p[at : at + step]) for p in prompts])
            if laps is not None:
                laps.lap()
        token = self._prefill_rows([list(p[last:]) for p in prompts])
        if laps is not None:
            laps.lap()
        return token

    def _step(self, token: Any) -> Any:
        raise NotImplementedError

    def _token(self, first: int) -> Any:
        return int(first)

    def _token_id(self, token: Any) -> int:
        return int(token)

    def _fill(self, context: Sequence[int]) -> None:
        raise NotImplementedError

    # A copy of the live cache and its restoration (`fill_once`). An engine that cannot copy its
    # cache keeps `keeps_fills = False` and is filled for every stage.
    keeps_fills: bool = False

    def _snapshot(self) -> Any:
        raise NotImplementedError

    def _restore(self, state: Any) -> None:
        raise NotImplementedError

    # Batched forward steps (kvtrial bench --batch): rows of equal length advanced together. An
    # engine that decodes one sequence at a time keeps these defaults, which serve a batch of one.
    max_batch: int | None = 1  # None: any number of rows

    def _check_batch(self, rows: int) -> None:
        if rows < 1 or (self.max_batch is not None and rows > self.max_batch):
            raise KvtrialError(f"{self.backend} decodes at most {self.max_batch} sequence(s) at a time; "
                               f"asked for a batch of {rows}")

    def _fill_rows(self, contexts: Sequence[Sequence[int]]) -> None:
        self._fill(contexts[0])

    def _prefill_rows(self, prompts: Sequence[Sequence[int]]) -> Any:
        return self._prefill(prompts[0])

    def _tokens(self, firsts: Sequence[int]) -> Any:
        return self._token(firsts[0])

    def _no_grad(self) -> contextlib.AbstractContextManager:
        return contextlib.nullcontext()

    def effective(self) -> EffectiveCache:
        raise NotImplementedError

    def score_window(self, window: Sequence[int], step: int) -> torch.Tensor:
        raise NotImplementedError

    def score_window_chunks(self, window: Sequence[int], step: int) -> Iterator[torch.Tensor]:
        """`score_window`'s rows in order, in chunks; engines that can yield one fed step at a time
        override this so a consumer holds one step's logits, not the whole second half."""
        yield self.score_window(window, step)

    def release(self) -> None:
        """Drop what the last request left that the next one does not reuse (its cache object)."""

    # ---- memory --------------------------------------------------------------------------------
    def _reset_peaks(self) -> None:
        device = torch.device(self.device)
        if device.type == "cuda":
            if self.empty_pool:
                torch.cuda.empty_cache()
            torch.cuda.reset_peak_memory_stats(device)

    def _framework_memory(self) -> dict[str, Any]:
        device = torch.device(self.device)
        if device.type == "cuda":
            return {str(device): {"peak_allocated_bytes": torch.cuda.max_memory_allocated(device),
                                  "peak_reserved_bytes": torch.cuda.max_memory_reserved(device)}}
        return {}

    def _monitor_memory(self, monitor: RssMonitor, nvml: NvmlMonitor | None, framework: dict[str, Any]) -> dict[str, Any]:
        device = torch.device(self.device)
        if device.type == "cuda" and nvml is not None:
            free, total = torch.cuda.mem_get_info(device)
            sampled = nvml.reading()
            # "source" stays the RSS reader's (the verdicts read it); the device-wide figure names its own
            return {**monitor.reading(), "device_used_bytes": total - free, "device_total_bytes": total,
                    "device_used_source": "cudaMemGetInfo after the request (device-wide)",
                    "nvml": sampled, "nvml_gap": memory_gap(framework[str(device)], sampled)}
        return monitor.reading()

    def _nvml(self) -> contextlib.AbstractContextManager[NvmlMonitor | None]:
        """The NVML sampler on CUDA (device and process peaks beside the allocator's), nothing elsewhere."""
        device = torch.device(self.device)
        return NvmlMonitor(device) if device.type == "cuda" else contextlib.nullcontext()

    @contextlib.contextmanager
    def _measured(self) -> Iterator[MemoryReadings]:
        """Peaks reset and the monitors sampling over the block; the readings fill the yielded holder
        when it ends (a block that raises gets none)."""
        self._reset_peaks()
        readings = MemoryReadings()
        with RssMonitor() as monitor, self._nvml() as nvml, ContentionMonitor() as contention:
            readings.rss = monitor
            yield readings
        readings.rss = None
        readings.contention = contention.reading()
        readings.framework = self._framework_memory()
        readings.monitor = self._monitor_memory(monitor, nvml, readings.framework)

    # ---- the one greedy loop -------------------------------------------------------------------
    def _greedy(self, input_ids: Sequence[int], max_new_tokens: int, stop_ids: set[int],
                memory: MemoryReadings | None = None) -> tuple[list[int], str, list[int], list[int]]:
        """The greedy loop: (new token ids, stop reason, prefill chunks' ns, decode steps' ns)."""
        synchronize(self.device)
        laps = Laps(self.device)
        token = self._prefill_chunked([input_ids], laps)
        chunks, laps.pieces = laps.pieces, []
        if memory is not None:
            memory.mark("prefill")  # between the clocks: neither stage's time includes it
        laps.restart()
        # The id is read inside the first step's piece: it decides whether to stop.
        new = [self._token_id(token)]
        stop = "eos" if new[-1] in stop_ids else "length"
        with settled_heap():  # decode allocates as in a user's process (kvtrial.memory.heap)
            while stop != "eos" and len(new) < max_new_tokens:
                token = self._step(token)
                new.append(self._token_id(token))  # reading the id waits for the step (on any device)
                laps.lap(sync=False)
                if new[-1] in stop_ids:
                    stop = "eos"
            laps.extend_last()
        if memory is not None:
            memory.mark("decode")
        return new, stop, chunks, laps.pieces

    def generate(self, input_ids: Sequence[int], max_new_tokens: int, stop_ids: set[int]) -> Generated:
        """Greedy generation of up to `max_new_tokens` in a fresh cache, timed and monitored."""
        self._clear()
        with self._no_grad(), self._measured() as memory:
            new, stop, chunks, steps = self._greedy(input_ids, max_new_tokens, stop_ids, memory)
        return Generated(new, stop, sum(chunks) * 1e-9, sum(steps) * 1e-9, self.effective(), memory.framework,
                         memory.monitor, chunks, steps, memory.contention)

    # ---- timed stages at a depth (kvtrial bench) ----------------------------------------------
    # Each stage clears the cache, then measures memory over its untimed fill and its timed part
    # together: the peak of a test at a depth is what holding that depth and running the test took.
    def _filled(self, contexts: Sequence[Sequence[int]]) -> EffectiveCache | None:
        if not len(contexts[0]):
            return None
        self._fill_chunked(contexts)
        return self.effective()

    def fill_once(self, contexts: Sequence[Sequence[int]], start: FilledContext | None = None) -> FilledContext:
        """Fill `contexts` (untimed, outside any measured block, `KEPT_FILL_CHUNK` tokens per pass) and
        keep a copy for timed stages. On top of `start`, a kept fill of the same rows' first tokens,
        only the rest is fed."""
        if not self.keeps_fills:
            raise KvtrialError(f"{self.backend} cannot copy its cache; its contexts are filled for every stage")
        if not contexts or not len(contexts[0]):
            raise ValueError("fill_once needs a context of at least one token")
        done = 0 if start is None else start.length
        if start is not None and (start.rows != len(contexts) or done > len(contexts[0])):
            raise ValueError(f"a kept fill of {start.rows} row(s) x {done} tokens cannot start "
                             f"{len(contexts)} row(s) x {len(contexts[0])} tokens")
        with self._no_grad():
            if start is None:
                self._clear()
            else:
                self._restore(start.state)
            self._fill_chunked(contexts, done, self.prefill_chunk or KEPT_FILL_CHUNK)
            filled = FilledContext(len(contexts[0]), len(contexts), self._snapshot(), self.effective())
        self.release()
        return filled

    def _start(self, contexts: Sequence[Sequence[int]], kept: FilledContext | None) -> EffectiveCache | None:
        """Inside a measured block, before the clock: a fresh cache filled with `contexts`, or a copy
        of the kept fill of exactly those contexts' length."""
        if kept is None:
            return self._filled(contexts)
        if kept.length != len(contexts[0]) or kept.rows != len(contexts):
            raise ValueError(f"the kept fill holds {kept.rows} row(s) x {kept.length} tokens; the stage asks for "
                             f"{len(contexts)} x {len(contexts[0])}")
        self._restore(kept.state)
        return kept.effective

    def time_prefill(self, context: Sequence[int], prompt: Sequence[int]) -> Timed:
        """Seconds to prefill `prompt` on top of `context` (filled first, untimed) in a fresh cache."""
        return self.time_prefill_batch([context], [prompt])

    def time_decode(self, context: Sequence[int], first: int, n: int) -> Timed:
        """Seconds for `n` single-token greedy decode steps after `context` (filled first, untimed),
        the first step fed `first`, in a fresh cache."""
        return self.time_decode_batch([context], [first], n)

    def time_prefill_batch(self, contexts: Sequence[Sequence[int]], prompts: Sequence[Sequence[int]],
                           kept: FilledContext | None = None) -> Timed:
        """`time_prefill` for B sequences prefilled together (contexts of one length, prompts of one
        length); `tokens` counts all B prompts. With `kept`, the stage starts from a copy of that fill
        of `contexts` (the memory readings then cover the copy, not the fill)."""
        _check_rows(contexts, prompts)
        self._check_batch(len(prompts))
        with self._no_grad():
            self._clear()
            with self._measured() as memory:
                filled = self._start(contexts, kept)
                synchronize(self.device)
                laps = Laps(self.device)
                self._prefill_chunked(prompts, laps)  # a prompt longer than the chunk: the same passes as a generation
        return Timed(laps.seconds, sum(len(p) for p in prompts), filled, self.effective(), memory.framework,
                     memory.monitor, laps.pieces, memory.contention)

    def time_decode_batch(self, contexts: Sequence[Sequence[int]], firsts: Sequence[int], n: int,
                          kept: FilledContext | None = None) -> Timed:
        """`time_decode` for B sequences: each of the `n` steps advances all B by one token (row i fed
        `firsts[i]` first); `tokens` counts B × n. `kept` as in `time_prefill_batch`."""
        _check_rows(contexts, [[f] for f in firsts])
        self._check_batch(len(firsts))
        with self._no_grad():
            self._clear()
            with self._measured() as memory:
                filled = self._start(contexts, kept)
                token = self._tokens(firsts)
                with settled_heap():
                    synchronize(self.device)
                    laps = Laps(self.device)
                    for _ in range(n):
                        token = self._step(token)
                        laps.lap()  # a step's own time: on a GPU the step is waited for before the next is queued
        return Timed(laps.seconds, len(firsts) * n, filled, self.effective(), memory.framework, memory.monitor,
                     laps.pieces, memory.contention)


def _check_rows(contexts: Sequence[Sequence[int]], heads: Sequence[Sequence[int]]) -> None:
    """One context per row, every context of one length and every fed row of one length (no padding)."""
    if len(contexts) != len(heads) or not contexts:
        raise ValueError(f"a batch needs one context per row: {len(contexts)} contexts, {len(heads)} rows")
    if len({len(c) for c in contexts}) > 1 or len({len(h) for h in heads}) > 1:
        raise ValueError("the rows of a batch must have equal lengths (the same depth and prompt length)")


def scored_starts(n_ctx: int, step: int) -> Iterator[tuple[int, int]]:
    """The window-scoring schedule after the prefilled first half: (start, stop) of each fed chunk,
    covering positions n_ctx//2 … n_ctx-2."""
    if step < 1:
        raise ValueError(f"step must be at least 1 token, got {step}")
    for start in range(n_ctx // 2, n_ctx - 1, step):
        yield start, min(start + step, n_ctx - 1)
