"""One decode step's attention over a stack of layers at a model's shape and a depth, per cache setting.

    python benchmarks/attention_stack.py --shape 8b --depth 32768 --layers 4 --threads 2
    python benchmarks/attention_stack.py --shape gemma3-270m --depth 16384 --settings q8_0,turbo4

A stack of `--layers` layers of a model shape (`--shape`, benchmarks/model_shapes.py), every one a full-attention
layer holding `--depth` tokens of random keys and values. Per setting, a kvtrial cache (`make_cache` on a config of
that shape, under the `kvtrial` attention) is filled with them, and one decode step is timed: for each layer, the
new token's key and value written into the cache and the attention of one query token over the layer (the query
rotated into the stored basis, the C kernel over the packed codes, sink tokens and window rows, the output rotated
back), exactly as the model's attention calls them. The cache is cropped back to `--depth` after each step, outside
the timing. Beside them, SDPA over the same keys and values in float32 and in float16 (the ordinary cache of a
float32 / float16 model; its per-step concatenation of the new token is not included).

Each row's "bytes" is what the step must read (the stored codes and scales, sink and window rows; float32 or
float16 keys and values for SDPA), "GB/s" those bytes over its time and "% read bw" that rate as a share of the
machine's read bandwidth measured in the same run (kernel_micro's 1 GiB sum); "limit" is the time the bytes take
at that bandwidth: no step can be faster than its bytes allow. Times are the lower quartile of `--calls` steps.

What it stands for: the attention share of a decode step at depth, the part that grows with context. Not
included: weights, query/key/value and output projections, MLPs, norms, the logits. The data are random: the
cost of reading a cache does not depend on its values. The model line scales the per-layer time to the model's
layers that read the whole context (per-layer time x layers), an extrapolation, not a measurement; a model's
sliding-window layers (Gemma 3's) read at most their window and are left out of it.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass

import psutil
import torch
import torch.nn.functional as F
from kernel_micro import stream_bandwidth
from model_shapes import ModelShape, parse_shape, shape_argument

from kvtrial.cache import make_cache
from kvtrial.cache.attention import ATTENTION_NAME, PackedRead, kvtrial_attention_forward
from kvtrial.cache.kernels import load_kernels
from kvtrial.cache.spec import split_settings

DEFAULT_SETTINGS = "q8_0,q4_0,turbo4,q8_0/turbo4,turbo3"
SDPA_DTYPES = {"sdpa float32": torch.float32, "sdpa float16": torch.float16}


@dataclass(frozen=True)
class StackTiming:
    """One row: a decode step's attention over the whole stack, by one setting (or SDPA over plain keys/values)."""

    name: str
    step_ms: float
    bytes_read: int  # per step, all layers
    layers: int

    @property
    def layer_ms(self) -> float:
        return self.step_ms / self.layers

    def rate(self) -> float:
        """Bytes read per second."""
        return self.bytes_read / (self.step_ms / 1e3)

    def limit_ms(self, read_bw: float) -> float:
        """The time the step's bytes take at the machine's read bandwidth."""
        return self.bytes_read / read_bw * 1e3


def stack_config(shape: ModelShape, layers: int):
    """A Llama config of the shape with `layers` full-attention layers, under the `kvtrial` attention (the cache hands
    attention its packed fields). Only the attention shape matters: the cache never sees weights."""
    from transformers import LlamaConfig

    heads = shape.query_heads
    config = LlamaConfig(num_hidden_layers=layers, num_attention_heads=heads, num_key_value_heads=shape.kv_heads,
                         head_dim=shape.head_dim, hidden_size=heads * shape.head_dim, intermediate_size=64,
                         vocab_size=128)
    config._attn_implementation = ATTENTION_NAME
    return config


def random_stack(shape: ModelShape, layers: int, depth: int, seed: int = 0) -> list[tuple[torch.Tensor, torch.Tensor]]:
    """Per layer, random float32 keys and values [1, kv_heads, depth, head_dim]."""
    gen = torch.Generator().manual_seed(seed)
    size = (1, shape.kv_heads, depth, shape.head_dim)
    return [(torch.randn(size, generator=gen), torch.randn(size, generator=gen)) for _ in range(layers)]


def _read_bytes(read: PackedRead) -> int:
    tensors = [*read.side.fields.values(), *(t for t in (read.prefix, read.suffix) if t is not None)]
    return sum(t.numel() * t.element_size() for t in tensors)


class SettingStack:
    """A setting's cache over the stack, filled to the depth, and its decode step."""

    def __init__(self, setting: str, shape: ModelShape, kv: list[tuple[torch.Tensor, torch.Tensor]]) -> None:
        self.setting, self.depth = setting, kv[0][0].shape[-2]
        self.cache = make_cache(setting, stack_config(shape, len(kv)))
        for i, (k, v) in enumerate(kv):
            self.cache.update(k, v, i)
        gen = torch.Generator().manual_seed(1)
        one = (1, shape.kv_heads, 1, shape.head_dim)
        self.new_kv = [(torch.randn(one, generator=gen), torch.randn(one, generator=gen)) for _ in kv]
        # What the attention interface reads of its caller (transformers' SDPA path, where a read falls back to it,
        # reads the query heads per KV head)
        self.module = torch.nn.Module().eval()
        self.module.num_key_value_groups = shape.group
        self.module.is_causal = True
        self.bytes_read = 0

    def step(self, query: torch.Tensor, count: bool = False) -> list[torch.Tensor]:
        """One decode step: per layer, write the new token, then attend over the layer [B, 1, Hq, D]. `count`: also
        set `bytes_read` to what the step's reads hold (outside the timed steps)."""
        outs, nbytes = [], 0
        for i, (k, v) in enumerate(self.new_kv):
            keys, values = self.cache.update(k, v, i)
            if count:
                if not isinstance(keys, PackedRead) or not isinstance(values, PackedRead):
                    raise SystemExit(f"{self.setting}: the cache did not hand attention its packed fields")
                nbytes += _read_bytes(keys) + _read_bytes(values)
            outs.append(kvtrial_attention_forward(self.module, query, keys, values, None)[0])
        if count:
            self.bytes_read = nbytes
        return outs

    def reset(self) -> None:
        """Back to the depth: drop the token the step wrote in every layer."""
        self.cache.crop(-1)
        if self.cache.get_seq_length() != self.depth:
            raise SystemExit(f"{self.setting}: the cache holds {self.cache.get_seq_length()} tokens after the step, "
                             f"not the depth {self.depth}")

    def check_kernel_reads(self) -> None:
        """Every decode step so far read by the kernel; else stop, naming why (a slow path is never timed silently)."""
        steps = self.cache.decode_stats.steps
        if steps.torch or not steps.kernel:
            raise SystemExit(f"{self.setting}: {steps.torch} of {steps.kernel + steps.torch} layer reads were decoded "
                             f"for SDPA instead of the C kernel: {dict(steps.reasons)}")


def lower_quartile_ms(step: Callable[[], object], calls: int, between: Callable[[], None] = lambda: None) -> float:
    """The lower quartile of `calls` timed calls of `step`, `between` run untimed after each."""
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        step()
        times.append(time.perf_counter() - start)
        between()
    return sorted(times)[len(times) // 4] * 1e3


def time_sdpa(name: str, query: torch.Tensor, kv: list[tuple[torch.Tensor, torch.Tensor]], calls: int) -> StackTiming:
    dtype = SDPA_DTYPES[name]
    plain = [(k.to(dtype), v.to(dtype)) for k, v in kv]
    q = query.to(dtype)

    def step() -> None:
        for k, v in plain:
            F.scaled_dot_product_attention(q, k, v, enable_gqa=True)

    step()  # warm-up
    nbytes = sum(k.numel() * k.element_size() + v.numel() * v.element_size() for k, v in plain)
    return StackTiming(name, lower_quartile_ms(step, calls), nbytes, len(kv))


def time_setting(setting: str, shape: ModelShape, query: torch.Tensor, kv: list[tuple[torch.Tensor, torch.Tensor]],
                 calls: int) -> StackTiming:
    stack = SettingStack(setting, shape, kv)
    stack.step(query, count=True)  # warm-up
    stack.reset()
    ms = lower_quartile_ms(lambda: stack.step(query), calls, stack.reset)
    stack.check_kernel_reads()
    return StackTiming(setting, ms, stack.bytes_read, len(kv))


def stack_query(shape: ModelShape, seed: int = 2) -> torch.Tensor:
    """One decode token's query [1, query heads, 1, head dim] (the projection that makes it is not timed)."""
    return torch.randn(1, shape.query_heads, 1, shape.head_dim, generator=torch.Generator().manual_seed(seed))


def run(shape: ModelShape, depth: int, layers: int, settings: list[str], calls: int) -> list[StackTiming]:
    """SDPA over float32 and float16, then each setting (one cache alive at a time)."""
    kv = random_stack(shape, layers, depth)
    query = stack_query(shape)
    rows = [time_sdpa(name, query, kv, calls) for name in SDPA_DTYPES]
    for setting in settings:
        rows.append(time_setting(setting, shape, query, kv, calls))
        print(f"  {setting}: {rows[-1].step_ms:.2f} ms per step", flush=True)
    return rows


def table(rows: list[StackTiming], read_bw: float) -> list[str]:
    base = next(r for r in rows if r.name == "sdpa float32")
    lines = ["| setting | ms per step | ms per layer | bytes per step | GB/s | % read bw | × sdpa f32 | limit ms |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r.name} | {r.step_ms:.2f} | {r.layer_ms:.3f} | {r.bytes_read / 1e6:.1f} MB | "
                     f"{r.rate() / 1e9:.1f} | {r.rate() / read_bw:.0%} | {r.step_ms / base.step_ms:.2f} | "
                     f"{r.limit_ms(read_bw):.2f} |")
    return lines


def model_lines(rows: list[StackTiming], shape: ModelShape, read_bw: float) -> list[str]:
    """The per-layer times scaled to the model's layers that read the whole context (an extrapolation)."""
    n = shape.depth_layers
    if n is None:
        return [f"(shape {shape.name} names no layer count: no model-scale extrapolation)"]
    rest = "" if n == shape.layers else \
        f"; its {shape.layers - n} sliding layers (window {shape.window}) are not included"
    lines = [f"extrapolated to the model's {n} layers reading the whole context (ms per layer x {n}{rest}):"]
    lines += [f"  {r.name}: {r.layer_ms * n:.1f} ms per token (bytes-bound limit {r.limit_ms(read_bw) / r.layers * n:.1f})"
              for r in rows]
    return lines


def check_memory(shape: ModelShape, depth: int, layers: int) -> None:
    """Stop before allocating more than the machine has free: float32 keys/values (kept for SDPA), their float16
    copy, and the largest cache (no more than float32 per value, with room to grow) alive at once."""
    f32 = layers * 2 * shape.kv_heads * depth * shape.head_dim * 4
    need = f32 * (1 + 0.5 + 1.3)
    free = psutil.virtual_memory().available
    if need > 0.8 * free:
        raise SystemExit(f"--depth {depth} x --layers {layers} at shape {shape.name} needs about {need / 2**30:.1f} GiB "
                         f"and {free / 2**30:.1f} GiB is free: use fewer --layers or a smaller --depth")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shape", type=shape_argument, default=parse_shape("8b"),
                    help="smollm2, gemma3-270m, 8b or KVxDxG[xL] (benchmarks/model_shapes.py)")
    ap.add_argument("--depth", type=int, default=32768, help="tokens in each layer's cache")
    ap.add_argument("--layers", type=int, default=4, help="layers in the stack (each holds its own keys and values)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--calls", type=int, default=20, help="timed decode steps per row")
    ap.add_argument("--settings", default=DEFAULT_SETTINGS, help="comma-separated cache settings")
    args = ap.parse_args()
    if args.depth < 1 or args.layers < 1 or args.calls < 1:
        ap.error("--depth, --layers and --calls must be positive")
    torch.set_num_threads(args.threads)
    lib = load_kernels()
    if not lib.available:
        raise SystemExit(f"kernels unavailable: {lib.reason}")
    check_memory(args.shape, args.depth, args.layers)
    from kvtrial.cache.kernels.build import cpu_name

    read_bw, _ = stream_bandwidth()
    print(f"{cpu_name()}; kernel build {lib.build_info}; {args.threads} thread(s); read bandwidth "
          f"{read_bw / 1e9:.1f} GB/s (1 GiB float32 sum)")
    print(f"{args.layers} layers of {args.shape.describe()}; depth {args.depth}; attention only (no projections, "
          f"weights or MLP); lower quartile of {args.calls} decode steps")
    with torch.inference_mode():
        rows = run(args.shape, args.depth, args.layers, split_settings(args.settings), args.calls)
    print("\n".join(["", *table(rows, read_bw), "", *model_lines(rows, args.shape, read_bw)]))


if __name__ == "__main__":
    main()
