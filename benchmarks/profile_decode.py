"""Where decode time goes at depth, and decode/prefill time per cache setting as ratios to the ordinary cache.

    python benchmarks/profile_decode.py --depth 4096 --steps 4 --repeats 2            # decode ms/token, ratios
    python benchmarks/profile_decode.py --depth 4096 --profile q8_0,turbo4            # torch.profiler top ops
    python benchmarks/profile_decode.py --prefill 512 --repeats 2                     # prefill at depth 0
    python benchmarks/profile_decode.py --depths 0,4096,7679 --threads 1 --clock cpu  # each setting vs its depth 0
    python benchmarks/profile_decode.py --depths 0,7679 --phases --threads 1 --clock cpu  # where a step's time goes

Decode caches are filled to `--depth` by writing random keys and values through `cache.update`
(what a prefill writes, without paying for a long prefill; the cost of reading a cache does not
depend on its values). Settings and attention implementations are interleaved and repeated in one
process; the ratio is ordinary (sdpa) time / setting time, best of the repeats. This is a
diagnostic for docs/speed.md; `kvtrial bench` (benchmarks/bench_speed.py) is the benchmark of record.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import statistics
import time

import torch

# wall: time.perf_counter; cpu: time.process_time, the CPU time of this process (with --threads 1 far less
# sensitive than wall time to other processes on a shared machine; it still includes memory stalls).
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
# The phases' clocks in ns: cpu is the main thread's CPU time (a kernel's other threads are not counted; use it
# with --threads 1).
PHASE_CLOCKS = {"wall": time.perf_counter_ns, "cpu": time.thread_time_ns}
DEFAULT_SETTINGS = "ordinary,q8_0,q4_0,q4_1,q8_0/turbo4,turbo4,turbo3"


def filled_cache(model, setting: str, kv: list[tuple[torch.Tensor, torch.Tensor]]):
    from kvtrial.cache import make_cache

    cache = make_cache(setting, model.config)
    for i, (k, v) in enumerate(kv):
        if k.shape[-2]:  # depth 0: an empty cache
            cache.update(k.clone(), v.clone(), i)
    return cache


def random_kv(config, depth: int) -> list[tuple[torch.Tensor, torch.Tensor]]:
    """Per layer, random keys and values [1, kv_heads, depth, head_dim]."""
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    gen = torch.Generator().manual_seed(0)
    shape = (1, config.num_key_value_heads, depth, head_dim)
    return [(torch.randn(shape, generator=gen), torch.randn(shape, generator=gen)) for _ in range(config.num_hidden_layers)]


def set_attention(model, attn: str) -> None:
    from kvtrial.cache.attention import use_kvtrial_attention

    if attn == "kvtrial":
        use_kvtrial_attention(model)
    else:
        model.set_attn_implementation(attn)


def step_time(model, setting: str, kv, steps: int, clock) -> float:
    """Seconds per decode step of `setting` over a cache filled with `kv`: one warm-up step (at depth 0 it writes the
    first token), then `steps` timed ones."""
    token = torch.tensor([[1234]])
    cache = filled_cache(model, setting, kv)
    with torch.no_grad():
        model(token, cache=cache)
        start = clock()
        for _ in range(steps):
            model(token, cache=cache)
        return (clock() - start) / steps


def decode_times(model, settings, attns, depth, steps, repeats, clock=time.perf_counter) -> dict[tuple[str, str], list[float]]:
    kv = random_kv(model.config, depth)
    times: dict[tuple[str, str], list[float]] = {}
    for r in range(repeats):
        for attn in attns:
            set_attention(model, attn)
            for s in settings if r % 2 == 0 else settings[::-1]:  # alternate the order: no setting always first
                dt = step_time(model, s, kv, steps, clock)
                times.setdefault((attn, s), []).append(dt)
                print(f"repeat {r} {attn:8s} {s:14s} {dt * 1000:8.1f} ms/token", flush=True)
    return times


def depth_times(model, settings, attn, depths, steps, repeats, clock=time.perf_counter) -> dict[tuple[str, int], list[float]]:
    """Per setting, decode time per token at each depth, depths and settings interleaved in each repeat."""
    kvs = {d: random_kv(model.config, d) for d in depths}
    set_attention(model, attn)
    times: dict[tuple[str, int], list[float]] = {}
    for r in range(repeats):
        for s in settings if r % 2 == 0 else settings[::-1]:
            for d in depths if r % 2 == 0 else depths[::-1]:
                dt = step_time(model, s, kvs[d], steps, clock)
                times.setdefault((s, d), []).append(dt)
                print(f"repeat {r} {s:14s} depth {d:6d} {dt * 1000:8.1f} ms/token", flush=True)
    return times


# Phases of a decode step under the `kvtrial` attention, timed by wrapping the functions that run them (nested
# phases indented): (label, module, owner attribute path, function name).
PHASES = (
    ("cache write (centring, sink, quantize)", "kvtrial.cache.layer", "QuantizedKVLayer", "_store"),
    ("  C quantizer", None, None, "kvt_quantize_rows"),
    ("cache read (views for the kernel)", "kvtrial.cache.layer", "QuantizedKVLayer", "_read"),
    ("attention (rotations, kernel call)", "kvtrial.cache.attention", "", "_kernel_attention"),
    ("  kernel wrapper (checks, pointers)", "kvtrial.cache.attention", "", "fused_decode_attention"),
    ("    C kernel", None, None, "kvt_decode_attention"),
)
TOP_PHASES = ("cache write (centring, sink, quantize)", "cache read (views for the kernel)",
              "attention (rotations, kernel call)")


@contextlib.contextmanager
def timed_phases(acc: dict[str, int], clock=time.thread_time_ns):
    """Add each phase's time (ns of `clock`) to `acc` while inside; the wrapped functions are restored after."""
    import importlib

    from kvtrial.cache.kernels.build import load_kernels

    restore = []
    for label, module, owner_name, name in PHASES:
        owner = load_kernels().lib if module is None else importlib.import_module(module)
        if owner_name:
            owner = getattr(owner, owner_name)
        original = getattr(owner, name)

        def timed(*args, _f=original, _label=label, **kwargs):
            start = clock()
            try:
                return _f(*args, **kwargs)
            finally:
                acc[_label] = acc.get(_label, 0) + clock() - start

        setattr(owner, name, functools.wraps(original)(timed) if module is not None else timed)
        restore.append((owner, name, original))
    try:
        yield
    finally:
        for owner, name, original in reversed(restore):
            setattr(owner, name, original)


def phase_times(model, settings, depths, steps, repeats, clock=time.thread_time_ns
                ) -> dict[tuple[str, int], list[dict[str, float]]]:
    """Per setting and depth, per repeat: ms per decode step in each phase (ns of `clock`), and the whole step."""
    kvs = {d: random_kv(model.config, d) for d in depths}
    token = torch.tensor([[1234]])
    set_attention(model, "kvtrial")
    out: dict[tuple[str, int], list[dict[str, float]]] = {}
    for r in range(repeats):
        for s in settings if r % 2 == 0 else settings[::-1]:
            for d in depths if r % 2 == 0 else depths[::-1]:
                cache = filled_cache(model, s, kvs[d])
                acc: dict[str, int] = {}
                with torch.no_grad():
                    for _ in range(2):  # warm-up: first writes, one-time tables
                        model(token, cache=cache)
                    with timed_phases(acc, clock):
                        start = clock()
                        for _ in range(steps):
                            model(token, cache=cache)
                        acc["whole step"] = clock() - start
                paths = cache.decode_stats.to_dict()
                if paths["torch_steps"]:
                    raise SystemExit(f"{s} at depth {d}: steps read by the torch path ({paths['torch_reasons']})")
                ms = {k: v / steps / 1e6 for k, v in acc.items()}
                ms["rest of the model"] = ms["whole step"] - sum(ms.get(p, 0.0) for p in TOP_PHASES)
                out.setdefault((s, d), []).append(ms)
                print(f"repeat {r} {s:14s} depth {d:6d} {ms['whole step']:8.1f} ms/step", flush=True)
    return out


def phase_summary(times: dict[tuple[str, int], list[dict[str, float]]], settings, depths, layers: int) -> None:
    print(f"ms per decode step, fastest of the repeats per phase; growth = last depth - first; "
          f"per layer = growth / {layers} layers")
    labels = [p[0] for p in PHASES] + ["rest of the model", "whole step"]
    for s in settings:
        print(f"== {s}")
        print(f"  {'phase':40s}" + "".join(f"{d:>10d}" for d in depths) + f"{'growth':>10s}{'per layer':>11s}")
        for label in labels:
            best = [min(r.get(label, 0.0) for r in times[(s, d)]) for d in depths]
            growth = best[-1] - best[0]
            print(f"  {label:40s}" + "".join(f"{b:10.2f}" for b in best) + f"{growth:10.2f}{growth * 1000 / layers:9.0f}us")


def depth_summary(times: dict[tuple[str, int], list[float]], settings: list[str], depths: list[int]) -> None:
    """Per setting, its speed at each depth as a fraction of its speed at the first depth, pair by pair."""
    print(f"speed at depth / speed at depth {depths[0]}: x median over repeats of (time at {depths[0]} / time at depth) "
          f"in the same repeat, (best) best time at {depths[0]} / best time at depth; ms/token: best")
    for s in settings:
        base = times[(s, depths[0])]
        cells = []
        for d in depths:
            v = times[(s, d)]
            ratio = statistics.median(b / t for b, t in zip(base, v, strict=True))
            cells.append(f"{d}: {min(v) * 1000:6.1f} ms x{ratio:.3f} ({min(base) / min(v):.3f})")
        print(f"  {s:14s} " + "  ".join(cells))


def prefill_times(model, settings, attns, n, repeats, clock=time.perf_counter) -> dict[tuple[str, str], list[float]]:
    from kvtrial.cache import make_cache

    ids = torch.randint(100, 40000, (1, n), generator=torch.Generator().manual_seed(0))
    times: dict[tuple[str, str], list[float]] = {}
    for r in range(repeats):
        for attn in attns:
            set_attention(model, attn)
            for s in settings if r % 2 == 0 else settings[::-1]:
                with torch.no_grad():
                    cache = make_cache(s, model.config)
                    start = clock()
                    model(ids, cache=cache)
                    dt = clock() - start
                times.setdefault((attn, s), []).append(dt)
                print(f"repeat {r} {attn:8s} {s:14s} {dt:8.2f} s", flush=True)
    return times


def summary(times: dict[tuple[str, str], list[float]], unit: str, scale: float) -> None:
    """Per attention implementation, each setting against the ordinary cache under the same attention.

    The ratio is the median over repeats of (ordinary time / setting time) within one repeat, so that
    drifts of a shared machine's load cancel in each pair."""
    print(f"ratio = median over repeats of ordinary time / setting time in the same repeat (higher is faster); {unit}: best")
    for (attn, s), v in times.items():
        base = times[(attn, "ordinary")]
        pairs = sorted(b / t for b, t in zip(base, v, strict=True))
        median = statistics.median(pairs)
        listed = ", ".join(f"{p:.2f}" for p in pairs)
        print(f"  {attn:8s} {s:14s} {min(v) * scale:9.1f} {unit}  ratio {median:.3f}  (pairs {listed})")


def profile(model, settings, attn, depth) -> None:
    from torch.profiler import ProfilerActivity
    from torch.profiler import profile as torch_profile

    set_attention(model, attn)
    for s in settings:
        cache = filled_cache(model, s, random_kv(model.config, depth))
        token = torch.tensor([[1234]])
        with torch.no_grad():
            model(token, cache=cache)
            with torch_profile(activities=[ProfilerActivity.CPU]) as prof:
                for _ in range(4):
                    model(token, cache=cache)
        print(f"===== {s} ({attn} attention), 4 decode steps at depth {depth}")
        print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=12))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2-135m")
    parser.add_argument("--settings", default=DEFAULT_SETTINGS)
    parser.add_argument("--attn", default="sdpa,kvtrial", help="attention implementations to interleave")
    parser.add_argument("--depth", type=int, default=4096)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--depths", default="", help="instead: each setting's decode at these depths (e.g. 0,4096,7679) "
                        "as ratios to the first, under the last --attn")
    parser.add_argument("--phases", action="store_true", help="with --depths: time each phase of a decode step "
                        "(kvtrial attention; --clock cpu: the main thread's CPU time)")
    parser.add_argument("--prefill", type=int, default=0, help="time a prefill of this many tokens instead")
    parser.add_argument("--profile", default="", help="settings to run under torch.profiler instead")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall")
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    args = parser.parse_args()
    settings, attns = args.settings.split(","), args.attn.split(",")
    if not (args.profile or args.depths) and "ordinary" not in settings:
        parser.error(f"--settings {args.settings}: decode and prefill times are ratios to the ordinary cache; "
                     "add ordinary to the list (or give --depths for ratios to depth 0)")
    if args.threads:
        torch.set_num_threads(args.threads)
    from kvtrial.models import load_model

    model = load_model(args.model).model
    clock = "thread CPU time" if args.phases and args.clock == "cpu" else args.clock
    print(f"clock {clock}, torch threads {torch.get_num_threads()}, load average at start {os.getloadavg()}")
    if args.profile:
        profile(model, args.profile.split(","), attns[-1], args.depth)
    elif args.depths and args.phases:
        depths = [int(d) for d in args.depths.split(",")]
        times = phase_times(model, settings, depths, args.steps, args.repeats, PHASE_CLOCKS[args.clock])
        phase_summary(times, settings, depths, model.config.num_hidden_layers)
    elif args.depths:
        depths = [int(d) for d in args.depths.split(",")]
        times = depth_times(model, settings, attns[-1], depths, args.steps, args.repeats, CLOCKS[args.clock])
        depth_summary(times, settings, depths)
    elif args.prefill:
        summary(prefill_times(model, settings, attns, args.prefill, args.repeats, CLOCKS[args.clock]), "s", 1.0)
    else:
        times = decode_times(model, settings, attns, args.depth, args.steps, args.repeats, CLOCKS[args.clock])
        summary(times, "ms/token", 1000.0)
    print(f"load average at end {os.getloadavg()}")


if __name__ == "__main__":
    main()
