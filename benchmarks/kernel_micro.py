"""Per-layer costs of the C kernels against the torch path, at the default model's shapes.

One layer of SmolLM2-135M (3 KV heads x 3 query heads each, head dim 64) at a depth of T tokens:

* attention of one decode step: SDPA over float32 keys/values (what the ordinary cache costs),
  the torch path (decode the packed cache into a float buffer, then SDPA) and the fused C kernel;
* writing one decode token into a store that holds T tokens, and quantizing a T-token prefill:
  the formats' torch quantizers against the C quantizers.

    python benchmarks/kernel_micro.py --depth 4096 --threads 2
    KVTRIAL_KERNEL_ISA=avx2 python benchmarks/kernel_micro.py ...   # another kernel build (docs/speed.md)

Times are the lower quartile of repeated calls (robust to other processes on a shared machine).
"""

from __future__ import annotations

import argparse
import time

import torch
import torch.nn.functional as F

from kvtrial.cache.storage import FieldStore
from kvtrial.formats import get_format
from kvtrial.kernels import PackedSide, fused_decode_attention, load_kernels

FORMATS = ("q8_0", "q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl", "turbo6", "turbo5", "turbo4", "turbo3")


def quartile_ms(fn, n: int) -> float:
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return sorted(times)[len(times) // 4] * 1e3


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=4096)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--calls", type=int, default=40)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    lib = load_kernels()
    if not lib.available:
        raise SystemExit(f"kernels unavailable: {lib.reason}")
    b, hkv, group, t, d = 1, 3, 3, args.depth, 64
    g = torch.Generator().manual_seed(0)
    k, v = torch.randn(b, hkv, t, d, generator=g), torch.randn(b, hkv, t, d, generator=g)
    q = torch.randn(b, hkv * group, 1, d, generator=g)
    one = torch.randn(b, hkv, 1, d, generator=g)
    from kvtrial.kernels.build import cpu_name, executable_variants

    print(f"{cpu_name()} (builds it executes: {', '.join(executable_variants())}); kernel build {lib.build_info}")
    print(f"depth {t}, {args.threads} thread(s), lower-quartile ms per call")
    print(f"sdpa over float32 keys/values (ordinary cache): {quartile_ms(lambda: F.scaled_dot_product_attention(q, k, v, enable_gqa=True), args.calls):.3f}")
    print("| format | attention: torch path | attention: C kernel | write 1 token: torch | write 1 token: C | "
          f"quantize {t} tokens: torch | quantize {t} tokens: C |")
    print("|---|---|---|---|---|---|---|")
    for name in FORMATS:
        fmt = get_format(name)
        ks, vs = FieldStore(fmt), FieldStore(fmt)
        ks.append(k)
        vs.append(v)
        layout = fmt.code_layout(d)
        kbuf, vbuf = torch.empty(b, hkv, t, d), torch.empty(b, hkv, t, d)
        basis = fmt.basis(d, q.device, q.dtype)
        qq = q @ basis if basis is not None else q

        def torch_path():
            keys, _ = fmt.decode_in_basis(ks.fields(), torch.float32, kbuf)
            values, _ = fmt.decode_in_basis(vs.fields(), torch.float32, vbuf)
            return F.scaled_dot_product_attention(qq, keys, values, enable_gqa=True)

        def kernel():
            return fused_decode_attention(qq, PackedSide(ks.fields(), layout), PackedSide(vs.fields(), layout),
                                          None, d**-0.5)

        def write(store: FieldStore, quantize) -> None:
            fields = quantize(one)
            for field, tensor in fields.items():
                store._buffers[field][..., t : t + 1, :] = tensor

        store = FieldStore(fmt)
        store.append(torch.cat([k, one], dim=-2))  # room for one more token after the depth
        torch_write = quartile_ms(lambda: write(store, fmt.quantize), args.calls * 5)

        def c_write():
            store.truncate(t)
            store.append(one)

        c_write_ms = quartile_ms(c_write, args.calls * 5)
        torch_q = quartile_ms(lambda: fmt.quantize(k), max(3, args.calls // 8))
        c_q = quartile_ms(lambda: FieldStore(fmt).append(k), max(3, args.calls // 8))
        print(f"| {name} | {quartile_ms(torch_path, args.calls):.3f} | {quartile_ms(kernel, args.calls):.3f} | "
              f"{torch_write * 1e3:.0f} µs | {c_write_ms * 1e3:.0f} µs | {torch_q:.2f} | {c_q:.2f} |")


if __name__ == "__main__":
    main()
