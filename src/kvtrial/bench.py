"""Prefill and decode throughput at a depth, per backend and cache setting (in the spirit of llama-bench).

Tests: `ppN` times the prefill of N prompt tokens, `tgN` times N single-token greedy decode steps;
both at a depth D = tokens already in the cache, filled before the clock starts. Every test run
gets a fresh cache (a fresh DynamicCache / QuantizedCache / kvtrial cache, or a cleared llama.cpp
context), model load and tokenization are outside the clock, each setting gets one warm-up run
(recorded apart, `warmup: true`), and the settings' order rotates from one repeat to the next.
The tokens are real corpus text: the context is its first D tokens, the prompt the next N.

Every run row carries the memory peaks of its fill and timed stage, taken by the session's one
measured block (`kvtrial.backends.session`, the same readers as the protocol's rows): on the CPU
the process's RSS peak (sampled and VmHWM); on CUDA the allocator's allocated / reserved peaks and
the NVML sampler's device and process peaks, with their gap; `memory_sources` names each one's
source. Peaks are reset at the start of every row. The sampling threads run during the timed stage
(one /proc or NVML read every 5-10 ms), as they do during the protocol's requests.

Ratios are to the ordinary cache of the same engine measured in the same run: transformers'
DynamicCache for native and the transformers QuantizedCache backends (measured once, shared by
them), llama.cpp's own f16 cache (flash attention on) for llama.cpp. A setting whose read-back
does not confirm it is an invalid comparison and gets no ratio.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any

from kvtrial.backends import ModelHandles, Setting, get_backend
from kvtrial.backends.session import FilledContext
from kvtrial.decode_path import decode_path
from kvtrial.errors import KvtrialError
from kvtrial.memory.readings import allocator_peaks, memory_sources, monitor_peaks
from kvtrial.records.cache_report import CacheReport
from kvtrial.records.row import AdmissionStatus, RowStatus
from kvtrial.speed import Interval, speed_interval


@dataclass(frozen=True)
class BenchCase:
    backend: str
    setting: str  # canonical spelling (backend.parse(setting).canonical)


class BenchStatus(StrEnum):
    """How a bench run or summary ended; the words are the run's and the setting's own (`RowStatus`,
    `AdmissionStatus`), so the JSONL reads as the ledger does."""

    OK = RowStatus.OK.value
    INVALID_COMPARISON = RowStatus.INVALID_COMPARISON.value  # the live cache did not hold the requested setting
    NOT_APPLICABLE = AdmissionStatus.NOT_APPLICABLE.value  # the backend cannot serve the setting here


@dataclass
class BenchRow:
    """One timed test run (one JSONL line)."""

    backend: str
    engine: str
    setting: str
    test: str  # "pp512" | "tg128"
    depth: int
    repeat: int  # -1 for the warm-up
    warmup: bool
    status: BenchStatus
    tokens: int = 0
    seconds: float | None = None
    tokens_per_s: float | None = None
    effective_setting: str | None = None
    confirmed: bool | None = None
    kv_bytes_at_depth: int | None = None  # read back after the fill, before the clock
    fill_kept: bool = False  # started from a copy of the depth's one kept fill (--keep-fill), not a fill of its own
    # How the row's decode steps read a kvtrial cache, from its own record (kvtrial.decode_path): kernel,
    # torch (the fallback that dequantizes every stored token per step), mixed; None where the cache keeps
    # no such record (transformers' caches, llama.cpp).
    decode_path: str | None = None
    kernel_build: str | None = None
    # The same for its prompt chunks over a stored cache (the path of the pp tests at depth), and the fallback's
    # most frequent reason ("" when none fell back).
    chunk_path: str | None = None
    chunk_reason: str = ""
    # A cache asked for int8 key scores (qdot=int8): the steps that took them and the kernel's instruction path
    # (e.g. "C avx512vnni"), read back from its decode record (0 and None for other caches)
    int8_key_steps: int = 0
    int8_key_path: str | None = None
    # A cache asked for int8 value sums (vsum=int8): the same for its values
    int8_value_steps: int = 0
    int8_value_path: str | None = None
    kv_bytes_after: int | None = None
    tokens_after: int | None = None
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    batch: int = 1  # sequences advanced together; tokens and tokens_per_s count all of them
    device: str = ""  # where the model's weights are, read back from its parameters
    # Memory over the row's fill (or copy of the kept fill) and timed stage (None: not measured, or no such figure here).
    # framework: the CUDA caching allocator's peaks (none on the CPU, none for an engine outside torch)
    peak_allocated_bytes: int | None = None
    peak_reserved_bytes: int | None = None
    # monitors: the process's RSS peak; on CUDA NVML's peak for the whole device and for this process
    monitor_peak_rss_bytes: int | None = None
    monitor_peak_device_bytes: int | None = None
    monitor_peak_process_bytes: int | None = None
    memory_gap: dict[str, int] | None = None  # NVML beyond the allocator (kvtrial.memory.nvml.memory_gap)
    memory_sources: dict[str, str] = field(default_factory=dict)  # where each figure above came from
    # every prompt chunk's (pp) or decode step's (tg) nanoseconds, back to back: `seconds` is their sum
    pieces_ns: list[int] = field(default_factory=list)
    contention: dict[str, Any] = field(default_factory=dict)  # CPU competition during the row (kvtrial.contention)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# The memory figures a summary carries: the largest of its runs' (a peak is a worst case).
SUMMARY_PEAKS = ("peak_allocated_bytes", "peak_reserved_bytes", "monitor_peak_rss_bytes", "monitor_peak_device_bytes",
                 "monitor_peak_process_bytes")


@dataclass
class BenchSummary:
    backend: str
    engine: str
    setting: str
    test: str
    depth: int
    runs: int
    mean_tps: float | None
    std_tps: float | None
    ratio: float | None  # mean t/s over the ordinary cache's mean t/s (same engine, test, depth and batch)
    status: BenchStatus
    reason: str = ""
    batch: int = 1
    # memory: the largest peak over the timed runs (SUMMARY_PEAKS), and the largest NVML device peak
    # beyond the allocator's reserved peak of one run (CUDA)
    peak_allocated_bytes: int | None = None
    peak_reserved_bytes: int | None = None
    monitor_peak_rss_bytes: int | None = None
    monitor_peak_device_bytes: int | None = None
    monitor_peak_process_bytes: int | None = None
    device_beyond_reserved_bytes: int | None = None
    # the speed ratio to ordinary from every timed piece, paired by repeat and position, with its bootstrap
    # interval (kvtrial.speed); None where the runs kept no pieces or ordinary has none to pair
    interval: Interval | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def ratio_text(self) -> str:
        """The ratio to ordinary (two decimals, as the column of ratios reads), with its interval where there is one."""
        if self.interval is not None:
            return f"{self.interval.estimate:.2f} [{self.interval.low:.2f}–{self.interval.high:.2f}]"
        return f"{self.ratio:.2f}" if self.ratio is not None else "—"


def parse_depths(text: str) -> list[int]:
    try:
        depths = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise KvtrialError(f"--depths must be whole numbers separated by commas, e.g. 0,1024,4096; got {text!r}") from None
    if not depths or any(d < 0 for d in depths) or len(set(depths)) < len(depths):  # a depth twice: one row
        raise KvtrialError(f"--depths must list distinct depths >= 0, got {text!r}")
    return depths


def check_fits(handle: Any, depths: Sequence[int], n_prompt: int, n_gen: int, batch: int,
               memory_bytes: int) -> None:
    """Refuse, before any run, a test the model cannot hold: a depth plus its prompt or decode steps past
    the model's context, or a batch whose full-precision cache alone exceeds the device's memory."""
    need = max(depths) + max(n_prompt, n_gen) + 1
    if need > handle.max_context:
        raise KvtrialError(f"--depths {max(depths)} with {max(n_prompt, n_gen)} prompt/decode tokens needs {need} "
                           f"tokens of context; {handle.model_id} holds {handle.max_context}: give depths up to "
                           f"{max(handle.max_context - max(n_prompt, n_gen) - 1, 0)}")
    config = handle.config.get_text_config() if hasattr(handle.config, "get_text_config") else handle.config
    layers, heads = getattr(config, "num_hidden_layers", None), getattr(config, "num_attention_heads", None)
    if not isinstance(layers, int) or not isinstance(heads, int) or heads < 1:
        return  # a config without these counts: the engine's own check is the only one
    kv_heads = getattr(config, "num_key_value_heads", None) or heads
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // heads
    element = 4 if handle.dtype == "float32" else 2
    cache = batch * need * 2 * layers * kv_heads * head_dim * element
    if cache > memory_bytes:
        raise KvtrialError(f"--batch {batch} at {need} tokens needs {cache / 2**30:.1f} GiB for the ordinary cache "
                           f"alone; the device has {memory_bytes / 2**30:.1f} GiB: give a smaller --batch or depth")


def resolve_cases(backends: Sequence[str], settings: Sequence[str]) -> list[BenchCase]:
    """Each backend's ordinary cache first, then every requested setting it accepts.

    With no settings, each backend's own list. A setting no listed backend accepts is an error
    naming the backends and why each refused it (e.g. `quanto-int4` without transformers-quanto)."""
    cases: list[BenchCase] = []
    chosen = [get_backend(name) for name in backends]
    for backend in chosen:
        cases.append(BenchCase(backend.name, backend.ordinary))
    for setting in settings:
        takers, refusals = [], []
        for backend in chosen:
            try:
                canonical = backend.parse(setting).canonical
            except KvtrialError as exc:
                refusals.append(f"{backend.name}: {exc}")
                continue
            takers.append(BenchCase(backend.name, canonical))
        if not takers:
            raise KvtrialError(f"no selected backend takes cache setting {setting!r}: " + "; ".join(refusals))
        cases.extend(takers)
    if settings:
        # A backend asked for must run something of its own: its ordinary cache alone is the same cache as
        # another engine's (deduplicated below), so a backend that takes none of the settings would yield
        # no rows without a word.
        idle = [b for b in chosen if not any(c.backend == b.name and c.setting != b.ordinary for c in cases)]
        if idle and len(chosen) > 1:
            raise KvtrialError(
                "; ".join(f"--backend {b.name} takes none of the cache settings asked for "
                          f"({', '.join(settings)}); its settings: {', '.join(b.settings())}" for b in idle)
                + ". Add a --cache it takes, or drop the backend.")
    else:
        for backend in chosen:
            cases.extend(BenchCase(backend.name, backend.parse(s).canonical) for s in backend.settings())
    # One ordinary per engine for the transformers backends (the same DynamicCache), no duplicates.
    seen: set[tuple[str, str]] = set()
    unique = []
    for case in cases:
        backend = get_backend(case.backend)
        key = (backend.engine, case.setting) if case.setting == backend.ordinary else (case.backend, case.setting)
        if key not in seen:
            seen.add(key)
            unique.append(case)
    return unique


def bench(
    handles: ModelHandles,
    cases: Sequence[BenchCase],
    tokens: Sequence[int],
    depths: Sequence[int],
    n_prompt: int,
    n_gen: int,
    repeats: int,
    warmup: bool = True,
    on_row: Callable[[BenchRow], None] | None = None,
    batch: int = 1,
    empty_pool: bool = False,
    keep_fill: bool = False,
    prefill_chunk: int | None = None,
) -> list[BenchRow]:
    """Run ppN and tgN at every depth for every case; rows in the order they ran.

    With `batch` B > 1, B sequences of the same depth run together, each cut from its own slice of
    `tokens` (`slice_starts`): a prefill test feeds B × N prompt tokens, every decode step advances
    all B; tokens/s counts them all. `empty_pool` (CUDA) hands the allocator's unused blocks back
    before every row, so its reserved and NVML peaks are the row's own (`SessionBase.empty_pool`).

    `keep_fill`: each case fills each depth's context once (untimed, extending its fill of the
    previous depth when the depths ascend) and every run at that depth starts from a copy of it; a
    deep context then costs one fill per setting instead of one per run. An engine that cannot copy
    its cache (llama.cpp) is filled for every run as without it; `fill_kept` says which a row had.

    `prefill_chunk`: tokens per forward pass of every fill and prompt (`SessionBase.prefill_chunk`)."""
    if repeats < 1 or n_prompt < 0 or n_gen < 0 or (n_prompt == 0 and n_gen == 0):
        raise KvtrialError("bench needs repeats >= 1 and at least one of -p / -n above 0")
    if batch < 1:
        raise KvtrialError(f"--batch must be at least 1, got {batch}")
    span = max(depths) + max(n_prompt, 1)
    slices = [list(tokens[s : s + span]) for s in slice_starts(len(tokens), span, batch, max(depths), n_prompt)]
    rows: list[BenchRow] = []

    def emit(row: BenchRow) -> None:
        rows.append(row)
        if on_row:
            on_row(row)

    sessions: dict[BenchCase, Any] = {}
    try:
        for case in cases:
            backend = get_backend(case.backend)
            setting = backend.parse(case.setting)
            handle = handles.for_backend(backend)
            reason = backend.supports(setting, handle.config, source=handle.source or None)
            if reason is None:
                try:
                    sessions[case] = _open(backend, handle, setting, max(depths) + max(n_prompt, n_gen) + 1)
                    sessions[case].empty_pool = empty_pool
                    sessions[case].prefill_chunk = prefill_chunk
                except KvtrialError as exc:
                    reason = str(exc)
            if reason is None and (most := getattr(sessions[case], "max_batch", 1)) is not None and batch > most:
                reason = f"{case.backend} decodes at most {most} sequence(s) at a time; --batch {batch} asked for more"
                sessions.pop(case).close()
            if reason is not None:
                for test in _tests(n_prompt, n_gen):
                    for depth in depths:
                        emit(BenchRow(case.backend, backend.engine, case.setting, test, depth, 0, False,
                                      BenchStatus.NOT_APPLICABLE, reason=reason, batch=batch, device=handle.device))
        live = [c for c in cases if c in sessions]
        if warmup:
            for case in live:
                for row in _run_tests(sessions[case], case, slices, 0, n_prompt, n_gen, -1):
                    emit(row)
        kept: dict[BenchCase, FilledContext] = {}
        for depth in depths:
            if keep_fill and depth:
                _keep_fills(sessions, live, [s[:depth] for s in slices], kept)
            for rep in range(repeats):
                shift = rep % len(live) if live else 0
                for case in live[shift:] + live[:shift]:  # alternate the order between repeats
                    for row in _run_tests(sessions[case], case, slices, depth, n_prompt, n_gen, rep,
                                          kept.get(case) if depth else None):
                        emit(row)
    finally:
        for session in sessions.values():
            session.close()
    return rows


def _keep_fills(sessions: dict[BenchCase, Any], live: Sequence[BenchCase], contexts: list[list[int]],
                kept: dict[BenchCase, FilledContext]) -> None:
    """Each copying case's one fill of `contexts`, extending its kept shallower fill (which it replaces)."""
    for case in live:
        if sessions[case].keeps_fills:
            start = kept.pop(case, None)
            start = start if start is not None and start.length <= len(contexts[0]) else None
            kept[case] = sessions[case].fill_once(contexts, start)


def slice_starts(n_tokens: int, span: int, batch: int, depth: int = 0, n_prompt: int = 0) -> list[int]:
    """Where each of `batch` sequences of `span` tokens starts in a text of `n_tokens`: end to end
    when the text holds them all, else spread evenly over it (overlapping, every start different,
    so no two rows hold the same tokens at the same positions)."""
    if n_tokens >= batch * span:
        return [i * span for i in range(batch)]
    if n_tokens < span + batch - 1:
        what = f"depth {depth} + prompt {n_prompt} needs" if batch == 1 else \
            f"{batch} sequences of depth {depth} + prompt {n_prompt} need at least"
        raise KvtrialError(f"the text has {n_tokens} tokens; {what} {span + batch - 1}")
    room = n_tokens - span
    return [i * room // (batch - 1) for i in range(batch)]


def _open(backend: Any, handle: Any, setting: Setting, need: int) -> Any:
    # An engine that allocates every cell up front gets a context sized to the longest test.
    return backend.open(handle, setting, n_ctx=backend.context_cells(need, max(need, handle.max_context)))


def _tests(n_prompt: int, n_gen: int) -> list[str]:
    return ([f"pp{n_prompt}"] if n_prompt else []) + ([f"tg{n_gen}"] if n_gen else [])


def _run_tests(session: Any, case: BenchCase, slices: Sequence[Sequence[int]], depth: int, n_prompt: int,
               n_gen: int, rep: int, kept: FilledContext | None = None) -> list[BenchRow]:
    backend = get_backend(case.backend)
    contexts = [list(s[:depth]) for s in slices]
    out = []
    for test in _tests(n_prompt, n_gen):
        if len(slices) == 1 and kept is None:  # one sequence: the single-sequence calls every engine serves
            timed = (session.time_prefill(contexts[0], list(slices[0][depth : depth + n_prompt]))
                     if test.startswith("pp") else session.time_decode(contexts[0], int(slices[0][depth]), n_gen))
        elif test.startswith("pp"):
            timed = session.time_prefill_batch(contexts, [list(s[depth : depth + n_prompt]) for s in slices], kept)
        else:
            timed = session.time_decode_batch(contexts, [int(s[depth]) for s in slices], n_gen, kept)
        eff = timed.after
        confirmed = eff.confirmed and (timed.filled is None or timed.filled.confirmed)
        ok = confirmed and eff.setting == case.setting
        reason = "" if ok else (f"requested {case.setting!r}, the live cache holds {eff.setting!r} "
                                f"(confirmed={eff.confirmed})")
        report = CacheReport.from_dict(eff.report)
        path = decode_path(report, getattr(session, "device", None))
        out.append(BenchRow(
            backend=case.backend, engine=backend.engine, setting=case.setting, test=test, depth=depth, repeat=rep,
            warmup=rep < 0, status=BenchStatus.OK if ok else BenchStatus.INVALID_COMPARISON, tokens=timed.tokens,
            seconds=timed.seconds,
            tokens_per_s=timed.tokens / timed.seconds if timed.seconds > 0 else None,
            effective_setting=eff.setting, confirmed=confirmed,
            kv_bytes_at_depth=timed.filled.kv_bytes if timed.filled else 0, kv_bytes_after=eff.kv_bytes,
            fill_kept=kept is not None,
            decode_path=path.path if path else None, kernel_build=path.build if path else None,
            chunk_path=path.chunk_path if path else None, chunk_reason=path.chunk_reason if path else "",
            int8_key_steps=report.decode.int8_key_steps if report.decode else 0,
            int8_key_path=report.decode.int8_key_path if report.decode else None,
            int8_value_steps=report.decode.int8_value_steps if report.decode else 0,
            int8_value_path=report.decode.int8_value_path if report.decode else None,
            tokens_after=eff.report.get("tokens"), reason=reason, batch=len(slices),
            device=str(getattr(session, "device", "")), **_memory_fields(timed.framework, timed.monitor),
            pieces_ns=list(timed.pieces_ns), contention=dict(timed.contention),
        ))
    return out


def _memory_fields(framework: dict[str, Any], monitor: dict[str, Any]) -> dict[str, Any]:
    """A timed stage's readings as a row's memory fields (kvtrial.memory.readings, as the protocol's rows)."""
    allocated, reserved = allocator_peaks(framework)
    monitored = monitor_peaks(monitor)
    return {"peak_allocated_bytes": allocated, "peak_reserved_bytes": reserved,
            "monitor_peak_rss_bytes": monitored.rss, "monitor_peak_device_bytes": monitored.device,
            "monitor_peak_process_bytes": monitored.process, "memory_gap": monitor.get("nvml_gap"),
            "memory_sources": memory_sources(framework, monitor),
            "extra": {"framework_memory": framework, "monitor_memory": monitor}}


def summarize(rows: Sequence[BenchRow]) -> list[BenchSummary]:
    """Mean ± sample stddev of tokens/s per (backend, setting, test, depth, batch), ratio to the engine's
    ordinary at the same batch (a batch of 16 is never divided by a batch of 1)."""
    groups: dict[tuple[str, str, str, int, int], list[BenchRow]] = {}
    for row in rows:
        if not row.warmup:
            groups.setdefault((row.backend, row.setting, row.test, row.depth, row.batch), []).append(row)
    out: list[tuple[BenchSummary, list[BenchRow]]] = []
    reference: dict[tuple[str, str, int, int], tuple[float, list[BenchRow]]] = {}
    for (name, setting, test, depth, batch), group in groups.items():
        backend = get_backend(name)
        summary = _summary(name, backend.engine, setting, test, depth, group)
        summary.batch = batch
        _summarize_memory(summary, group)
        out.append((summary, group))
        if setting == backend.ordinary and summary.mean_tps:
            reference[(backend.engine, test, depth, batch)] = (summary.mean_tps, group)
    for summary, group in out:
        ref = reference.get((summary.engine, summary.test, summary.depth, summary.batch))
        if ref and summary.mean_tps is not None:
            summary.ratio = summary.mean_tps / ref[0]
            summary.interval = None if group is ref[1] else _paired_interval(ref[1], group)
    return [summary for summary, _ in out]


def _paired_interval(ordinary: Sequence[BenchRow], candidate: Sequence[BenchRow]) -> Interval | None:
    """The candidate's speed ratio to ordinary from every timed piece, repeats paired by index (the order
    alternates between repeats), with its bootstrap interval; None with fewer than two pairs that kept pieces."""
    by_repeat = {r.repeat: r for r in ordinary if r.pieces_ns and r.status == BenchStatus.OK}
    pairs = [(by_repeat[r.repeat].pieces_ns, r.pieces_ns) for r in candidate
             if r.repeat in by_repeat and r.pieces_ns and r.status == BenchStatus.OK]
    return speed_interval(pairs) if len(pairs) >= 2 else None


def _summary(name: str, engine: str, setting: str, test: str, depth: int, group: list[BenchRow]) -> BenchSummary:
    bad = [r for r in group if r.status != BenchStatus.OK]
    if bad:
        return BenchSummary(name, engine, setting, test, depth, len(group), None, None, None, bad[0].status,
                            bad[0].reason)
    tps = [r.tokens_per_s for r in group if r.tokens_per_s is not None]
    mean = statistics.fmean(tps) if tps else None
    std = statistics.stdev(tps) if len(tps) > 1 else (0.0 if tps else None)
    return BenchSummary(name, engine, setting, test, depth, len(group), mean, std, None, BenchStatus.OK)


def _summarize_memory(summary: BenchSummary, group: Sequence[BenchRow]) -> None:
    for name in SUMMARY_PEAKS:
        values = [v for r in group if (v := getattr(r, name)) is not None]
        setattr(summary, name, max(values) if values else None)
    gaps = [r.memory_gap["device_beyond_reserved_bytes"] for r in group if r.memory_gap]
    summary.device_beyond_reserved_bytes = max(gaps) if gaps else None


def format_tps(mean: float | None, std: float | None) -> str:
    if mean is None:
        return "—"
    return f"{mean:.2f} ± {std:.2f}" if std is not None and not math.isnan(std) else f"{mean:.2f}"
