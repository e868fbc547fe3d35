"""Where decode time goes at depth, and decode/prefill time per cache setting as ratios to the ordinary cache.

    python benchmarks/profile_decode.py --depth 4096 --steps 4 --repeats 2            # decode ms/token, ratios
    python benchmarks/profile_decode.py --depth 4096 --profile q8_0,turbo4            # torch.profiler top ops
    python benchmarks/profile_decode.py --prefill 512 --repeats 2                     # prefill at depth 0

Decode caches are filled to `--depth` by writing random keys and values through `cache.update`
(what a prefill writes, without paying for a long prefill; the cost of reading a cache does not
depend on its values). Settings and attention implementations are interleaved and repeated in one
process; the ratio is ordinary (sdpa) time / setting time, best of the repeats. This is a
diagnostic for docs/speed.md; `kvtrial bench` (benchmarks/bench_speed.py) is the benchmark of record.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import torch

# wall: time.perf_counter; cpu: time.process_time, the CPU time of this process (with --threads 1 far less
# sensitive than wall time to other processes on a shared machine; it still includes memory stalls).
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
DEFAULT_SETTINGS = "ordinary,q8_0,q4_0,q4_1,q8_0/turbo4,turbo4,turbo3"


def filled_cache(model, setting: str, kv: list[tuple[torch.Tensor, torch.Tensor]]):
    from kvtrial.cache import make_cache

    cache = make_cache(setting, model.config)
    for i, (k, v) in enumerate(kv):
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


def decode_times(model, settings, attns, depth, steps, repeats, clock=time.perf_counter) -> dict[tuple[str, str], list[float]]:
    kv = random_kv(model.config, depth)
    token = torch.tensor([[1234]])
    times: dict[tuple[str, str], list[float]] = {}
    for r in range(repeats):
        for attn in attns:
            set_attention(model, attn)
            for s in settings if r % 2 == 0 else settings[::-1]:  # alternate the order: no setting always first
                cache = filled_cache(model, s, kv)
                with torch.no_grad():
                    model(token, cache=cache)  # warm-up step
                    start = clock()
                    for _ in range(steps):
                        model(token, cache=cache)
                    dt = (clock() - start) / steps
                times.setdefault((attn, s), []).append(dt)
                print(f"repeat {r} {attn:8s} {s:14s} {dt * 1000:8.1f} ms/token", flush=True)
    return times


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
        pairs = sorted(b / t for b, t in zip(base, v))
        median = statistics.median(pairs)
        print(f"  {attn:8s} {s:14s} {min(v) * scale:9.1f} {unit}  ratio {median:.3f}  (pairs {', '.join(f'{p:.2f}' for p in pairs)})")


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
    parser.add_argument("--prefill", type=int, default=0, help="time a prefill of this many tokens instead")
    parser.add_argument("--profile", default="", help="settings to run under torch.profiler instead")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall")
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    from kvtrial.models import load_model

    model = load_model(args.model).model
    settings, attns = args.settings.split(","), args.attn.split(",")
    print(f"clock {args.clock}, torch threads {torch.get_num_threads()}, load average at start {os.getloadavg()}")
    if args.profile:
        profile(model, args.profile.split(","), attns[-1], args.depth)
    elif args.prefill:
        summary(prefill_times(model, settings, attns, args.prefill, args.repeats, CLOCKS[args.clock]), "s", 1.0)
    else:
        summary(decode_times(model, settings, attns, args.depth, args.steps, args.repeats, CLOCKS[args.clock]), "ms/token", 1000.0)
    print(f"load average at end {os.getloadavg()}")


if __name__ == "__main__":
    main()
