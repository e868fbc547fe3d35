"""Per-layer costs of the C kernels against the torch path, at a model's attention shape.

One layer of a model shape (`--shape`, benchmarks/model_shapes.py; default SmolLM2-135M: 3 KV heads x 3 query
heads each, head dim 64) at a depth of T tokens:

* attention of one decode step: SDPA over float32 keys/values (what the ordinary cache costs),
  the torch path (decode the packed cache into a float buffer, then SDPA) and the fused C kernel;
* writing one decode token into a store that holds T tokens, and quantizing a T-token prefill:
  the formats' torch quantizers against the C quantizers.

    python benchmarks/kernel_micro.py --depths 4096,16384,65536 --threads 2
    python benchmarks/kernel_micro.py --depths 16384,65536 --threads 2 --shape 8b   # 8 KV heads x 128, group 4
    KVTRIAL_KERNEL_ISA=avx2 python benchmarks/kernel_micro.py ...   # another kernel build (docs/speed.md)
    python benchmarks/kernel_micro.py --depths 65536 --shape 8b --kernel-only   # SDPA and the C kernel only

`--kernel-only` leaves out the torch path, the writes and the quantizers (at an 8B shape and 64K tokens the
torch quantizers of the turbo formats take minutes per call).

Times are the lower quartile of repeated calls (robust to other processes on a shared machine).

The bandwidth anchor: in the same run, the machine's own read bandwidth (a sum over a 1 GiB float32
array, far beyond every cache level, on the same threads) and its copy bandwidth (bytes read plus bytes
written). Each attention column's "GB/s" is the bytes its call must read (the stored keys and values:
float32 for SDPA, the packed fields for the kernel) over its time, and "% read bw" that figure as a share
of the read bandwidth: a kernel bound by memory reaches a large share, one bound by work per stored row
a small one.
"""

from __future__ import annotations

import argparse
import time

import torch
import torch.nn.functional as F
from model_shapes import DEFAULT_SHAPE, ModelShape, parse_shape, shape_argument

from kvtrial.cache.formats import get_format
from kvtrial.cache.kernels import PackedSide, fused_decode_attention, load_kernels
from kvtrial.cache.spec import QDOT_FORMATS, VSUM_FORMATS
from kvtrial.cache.storage import FieldStore

FORMATS = ("q8_0", "q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl", "turbo6", "turbo5", "turbo4", "turbo3")


class StoredLayer:
    """One layer's keys and values stored in a format, the query in its basis, and the torch path's read of them
    (decode every stored token into a float32 buffer, then SDPA): what both kernels are timed against."""

    def __init__(self, name: str, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        self.fmt = get_format(name)
        self.key_store, self.value_store = FieldStore(self.fmt), FieldStore(self.fmt)
        self.key_store.append(k)
        self.value_store.append(v)
        self.layout = self.fmt.code_layout(k.shape[-1])
        self._buffers = torch.empty_like(k), torch.empty_like(v)
        basis = self.fmt.basis(k.shape[-1], q.device, q.dtype)
        self.query = q @ basis if basis is not None else q

    def sides(self, qdot: bool = False, vsum: bool = False) -> tuple[PackedSide, PackedSide]:
        """Keys and values as the kernel reads them (`qdot`: keys scored with the query quantized to int8; `vsum`:
        values summed with 8-bit weights)."""
        return (PackedSide(self.key_store.fields(), self.layout, qdot=qdot),
                PackedSide(self.value_store.fields(), self.layout, qdot=vsum))

    def packed_bytes(self) -> int:
        fields = (*self.key_store.fields().values(), *self.value_store.fields().values())
        return sum(f.numel() * f.element_size() for f in fields)

    def torch_path(self, mask: torch.Tensor | None = None) -> torch.Tensor:
        keys, _ = self.fmt.decode_in_basis(self.key_store.fields(), torch.float32, self._buffers[0])
        values, _ = self.fmt.decode_in_basis(self.value_store.fields(), torch.float32, self._buffers[1])
        return F.scaled_dot_product_attention(self.query, keys, values, attn_mask=mask, enable_gqa=True)


def quartile_ms(fn, n: int) -> float:
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return sorted(times)[len(times) // 4] * 1e3


def stream_bandwidth(calls: int = 8) -> tuple[float, float]:
    """(read, copy) bandwidth in bytes/s over a 1 GiB float32 array: a sum reads it once; a copy reads and
    writes it (both counted, as STREAM's copy does)."""
    src = torch.ones(2**28)  # 1 GiB: far beyond the last-level cache
    dst = torch.empty_like(src)
    nbytes = src.numel() * src.element_size()
    read = quartile_ms(lambda: src.sum(), calls)
    copy = quartile_ms(lambda: dst.copy_(src), calls)
    return nbytes / (read / 1e3), 2 * nbytes / (copy / 1e3)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depths", default="4096", help="comma-separated depths (tokens in the cache)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--calls", type=int, default=40)
    ap.add_argument("--shape", type=shape_argument, default=parse_shape(DEFAULT_SHAPE),
                    help="smollm2, gemma3-270m, 8b or KVxDxG (KV heads x head dim x query heads per KV head); "
                         "see benchmarks/model_shapes.py")
    ap.add_argument("--kernel-only", action="store_true",
                    help="time only SDPA and the C kernel (no torch path, writes or quantizers)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    lib = load_kernels()
    if not lib.available:
        raise SystemExit(f"kernels unavailable: {lib.reason}")
    from kvtrial.cache.kernels.build import cpu_name, executable_variants

    print(f"{cpu_name()} (builds it executes: {', '.join(executable_variants())}); kernel build {lib.build_info}")
    read_bw, copy_bw = stream_bandwidth()
    print(f"{args.threads} thread(s), lower-quartile ms per call; stream bandwidth: read {read_bw / 1e9:.1f} GB/s, "
          f"copy {copy_bw / 1e9:.1f} GB/s (1 GiB float32)")
    print(f"one layer of {args.shape.describe()}")
    for depth in (int(x) for x in args.depths.split(",")):
        layer_table(depth, args.calls, read_bw, args.shape, args.kernel_only)


def _share(nbytes: int, ms: float, read_bw: float) -> str:
    rate = nbytes / (ms / 1e3)
    return f"{ms:.3f} ({rate / 1e9:.1f} GB/s, {rate / read_bw:.0%})"


def layer_table(depth: int, calls: int, read_bw: float, shape: ModelShape, kernel_only: bool = False) -> None:
    """One layer's attention, write and quantize times at `depth`, each attention with its bytes/s (`kernel_only`:
    SDPA and the C kernel alone)."""
    b, hkv, group, t, d = 1, shape.kv_heads, shape.group, depth, shape.head_dim
    g = torch.Generator().manual_seed(0)
    k, v = torch.randn(b, hkv, t, d, generator=g), torch.randn(b, hkv, t, d, generator=g)
    q = torch.randn(b, hkv * group, 1, d, generator=g)
    one = torch.randn(b, hkv, 1, d, generator=g)
    sdpa_ms = quartile_ms(lambda: F.scaled_dot_product_attention(q, k, v, enable_gqa=True), calls)
    print(f"\ndepth {t}: sdpa over float32 keys/values (ordinary cache): "
          f"{_share(2 * k.numel() * k.element_size(), sdpa_ms, read_bw)}")
    if kernel_only:
        kernel_table(q, k, v, calls, read_bw, sdpa_ms)
        return
    print("| format | attention: torch path | attention: C kernel (GB/s, % read bw) | × sdpa | write 1 token: torch | "
          f"write 1 token: C | quantize {t} tokens: torch | quantize {t} tokens: C |")
    print("|---|---|---|---|---|---|---|---|")
    for name in FORMATS:
        layer = StoredLayer(name, q, k, v)
        fmt = layer.fmt

        def kernel(layer: StoredLayer = layer):
            return fused_decode_attention(layer.query, *layer.sides(), None, d**-0.5)

        def write(store: FieldStore, quantize) -> None:
            fields = quantize(one)
            for field, tensor in fields.items():
                store._buffers[field][..., t : t + 1, :] = tensor

        store = FieldStore(fmt)
        store.append(torch.cat([k, one], dim=-2))  # room for one more token after the depth
        torch_write = quartile_ms(lambda store=store, fmt=fmt: write(store, fmt.quantize), calls * 5)

        def c_write(store: FieldStore = store):
            store.truncate(t)
            store.append(one)

        c_write_ms = quartile_ms(c_write, calls * 5)
        torch_q = quartile_ms(lambda fmt=fmt: fmt.quantize(k), max(3, calls // 8))
        c_q = quartile_ms(lambda fmt=fmt: FieldStore(fmt).append(k), max(3, calls // 8))
        kernel_ms = quartile_ms(kernel, calls)
        share = _share(layer.packed_bytes(), kernel_ms, read_bw)
        print(f"| {name} | {quartile_ms(layer.torch_path, calls):.3f} | {share} | "
              f"{kernel_ms / sdpa_ms:.2f} | {torch_write * 1e3:.0f} µs | {c_write_ms * 1e3:.0f} µs | {torch_q:.2f} | "
              f"{c_q:.2f} |")


def kernel_table(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, calls: int, read_bw: float, sdpa_ms: float) -> None:
    """The C kernel's attention per format, with its bytes/s and its time over SDPA's; the formats `qdot=int8`
    serves once more with keys scored that way, and the formats `vsum=int8` serves once more with values summed that
    way too (keys as the format's own default: int8 where qdot serves them but for q8_0)."""
    print("| format | attention: C kernel (GB/s, % read bw) | × sdpa |")
    print("|---|---|---|")
    scaling = q.shape[-1] ** -0.5
    for name in FORMATS:
        layer = StoredLayer(name, q, k, v)
        runs = [(False, False, name)] + ([(True, False, f"{name}:qdot=int8")] if name in QDOT_FORMATS else [])
        if name in VSUM_FORMATS:
            qdot = name != "q8_0"
            runs.append((qdot, True, f"{name}:{'qdot=int8,' if qdot else ''}vsum=int8"))
        for qdot, vsum, label in runs:
            kernel_ms = quartile_ms(
                lambda layer=layer, qdot=qdot, vsum=vsum: fused_decode_attention(
                    layer.query, *layer.sides(qdot, vsum), None, scaling),
                calls)
            print(f"| {label} | {_share(layer.packed_bytes(), kernel_ms, read_bw)} | {kernel_ms / sdpa_ms:.2f} |")


if __name__ == "__main__":
    main()
