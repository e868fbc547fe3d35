"""`kvtrial bench` output as a markdown table: one line per summary (batch, backend, setting, test,
depth), tokens/s, ratio to the ordinary cache and the memory peaks.

Memory columns: the RSS peak always; on CUDA (any summary with allocator or NVML figures) also the
allocator's allocated and reserved peaks, NVML's device and process peaks and the device peak beyond
the reserved one. Each is the largest over the summary's timed runs. The sources named in the run
rows (`memory_sources`) are listed under the table.

    python -m kvtrial.bench_markdown bench-batch1.jsonl bench-batch16.jsonl > bench.md
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.inputs import read_input_text
from kvtrial.verdicts.sizes import format_size

_CUDA_PEAKS = ("peak_allocated_bytes", "peak_reserved_bytes", "monitor_peak_device_bytes")


def _tps(summary: dict[str, Any]) -> str:
    mean, std = summary.get("mean_tps"), summary.get("std_tps")
    if mean is None:
        return "—"
    return f"{mean:.1f} ± {std:.1f}" if std is not None else f"{mean:.1f}"


def _gap(summary: dict[str, Any]) -> str:
    gap = summary.get("device_beyond_reserved_bytes")
    return "—" if gap is None else ("+" if gap >= 0 else "−") + format_size(abs(gap))


def on_cuda(summaries: Iterable[dict[str, Any]]) -> bool:
    """Whether any summary has CUDA figures (allocator or NVML peaks)."""
    return any(s.get(name) is not None for s in summaries for name in _CUDA_PEAKS)


def memory_header(cuda: bool) -> str:
    """The console table's one memory column: the RSS peak, or on CUDA the framework's and the monitor's."""
    return "peak reserved / NVML" if cuda else "peak RSS"


def memory_cell(summary: dict[str, Any], cuda: bool) -> str:
    """One summary's cell under `memory_header(cuda)`."""
    if not cuda:
        return format_size(summary.get("monitor_peak_rss_bytes"))
    return f"{format_size(summary.get('peak_reserved_bytes'))} / {format_size(summary.get('monitor_peak_device_bytes'))}"


def _ratio(summary: dict) -> str:
    """The ratio to ordinary as stored in a summary line, with its interval where the line has one."""
    iv = summary.get("interval")
    if isinstance(iv, dict) and all(isinstance(iv.get(k), (int, float)) for k in ("estimate", "low", "high")):
        return f"{iv['estimate']:.2f} [{iv['low']:.2f}–{iv['high']:.2f}]"
    return f"{summary['ratio']:.2f}" if summary.get("ratio") is not None else "—"


def markdown_table(lines: Sequence[dict[str, Any]]) -> str:
    """The table of the summaries among `lines` (parsed JSONL of one or more `kvtrial bench` runs),
    after a line per run (its meta) and followed by the memory sources its run rows name."""
    metas = [x for x in lines if x.get("kind") == "meta"]
    summaries = [x for x in lines if x.get("kind") == "summary"]
    cuda = on_cuda(summaries)
    out = []
    for meta in metas:
        where = meta.get("device_name") or meta.get("device", "")
        out.append(f"- {meta.get('model')} on {where} ({meta.get('dtype')}), batch {meta.get('batch')}, "
                   f"{meta.get('corpus')}, {meta.get('repeats')} repeats"
                   + (f", C heap: {meta['heap']}" if meta.get("heap") else ""))
    if out:
        out.append("")
    head = ["batch", "backend", "setting", "test", "depth", "t/s", "× ordinary", "RSS peak"]
    if cuda:
        head += ["allocated peak", "reserved peak", "NVML device peak", "NVML process peak", "NVML − reserved"]
    head.append("status")
    out += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for s in summaries:
        ratio = _ratio(s)
        cells = [str(s.get("batch", 1)), s["backend"], s["setting"], s["test"], str(s["depth"]), _tps(s), ratio,
                 format_size(s.get("monitor_peak_rss_bytes"))]
        if cuda:
            cells += [format_size(s.get(name)) for name in ("peak_allocated_bytes", "peak_reserved_bytes",
                                                              "monitor_peak_device_bytes", "monitor_peak_process_bytes")]
            cells.append(_gap(s))
        status = s["status"] if not s.get("reason") else f"{s['status']}: {s['reason']}"
        out.append("| " + " | ".join([*cells, status.replace("|", "/")]) + " |")
    sources: dict[str, set[str]] = {}
    for run in (x for x in lines if x.get("kind") == "run"):
        for what, source in (run.get("memory_sources") or {}).items():
            sources.setdefault(what, set()).add(source)
    if sources:
        out.append("")
        out.append("Peaks: the largest over each line's timed runs, reset at the start of every run. Sources:")
        out += [f"- {what}: {' / '.join(sorted(found))}" for what, found in sources.items()]
    return "\n".join(out) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    paths = [Path(a) for a in (sys.argv[1:] if argv is None else argv)]
    if not paths:
        print("usage: python -m kvtrial.bench_markdown BENCH.jsonl [...]", file=sys.stderr)
        return 2
    try:
        lines = [json.loads(text) for path in paths
                 for text in read_input_text(path, "bench results file").splitlines() if text.strip()]
    except KvtrialError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except json.JSONDecodeError as exc:
        print(f"error: a line of the bench results is not JSON: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(markdown_table(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

