"""One decode step of the C kernel with keys scored in float and with the query quantized to int8 (`qdot=int8`),
per format it serves, at a depth and a model shape: the time of each and their ratio, measured in one run.

Shapes (KV heads x head dim, query heads per KV head): SmolLM2-135M's (3 x 64, 9 query heads) and an 8B-class
model's (8 x 128, 4 per KV head), one layer with random keys, values and query (the attention share of a step, not a
model). Keys and values are stored in the same format; only the keys' scoring differs between the two columns.

    python benchmarks/int8_keys_micro.py --depths 4096,16384 --threads 2

Times are the lower quartile of repeated calls (robust to other processes on a shared machine); compare the ratio,
which both columns share the machine's state for.
"""

from __future__ import annotations

import argparse

import torch
from kernel_micro import StoredLayer, quartile_ms  # the layer set-up and timing the decode benchmark uses
from model_shapes import shape_argument

from kvtrial.cache.kernels import fused_decode_attention, load_kernels
from kvtrial.cache.kernels.decode_attention import qdot_path
from kvtrial.cache.spec import QDOT_FORMATS


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depths", default="4096,16384")
    ap.add_argument("--shapes", default="smollm2,8b", help="comma-separated model shapes (benchmarks/model_shapes.py)")
    ap.add_argument("--formats", default=",".join(QDOT_FORMATS))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--calls", type=int, default=40)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    lib = load_kernels()
    if not lib.available:
        raise SystemExit(f"no C kernel: {lib.reason}")
    print(f"kernel {lib.build_info}, int8 key path {qdot_path()}, {args.threads} threads")
    print(f"{'shape':8s} {'depth':>6s} {'format':8s} {'float ms':>9s} {'int8 ms':>9s} {'int8/float':>10s}")
    g = torch.Generator().manual_seed(0)
    for shape in (shape_argument(s) for s in args.shapes.split(",")):
        hkv, d, group = shape.kv_heads, shape.head_dim, shape.group
        for depth in (int(x) for x in args.depths.split(",")):
            k = torch.randn(1, hkv, depth, d, generator=g) * 2
            v = torch.randn(1, hkv, depth, d, generator=g)
            q = torch.randn(1, hkv * group, 1, d, generator=g)
            for name in args.formats.split(","):
                layer = StoredLayer(name, q, k, v)
                times = {}
                for qdot in (False, True):
                    sides = layer.sides(qdot)

                    def call(sides=sides, q=layer.query, d=d) -> None:
                        out, why = fused_decode_attention(q, *sides, None, d**-0.5)
                        assert out is not None, why

                    call()
                    times[qdot] = quartile_ms(call, args.calls)
                print(f"{shape.name:8s} {depth:6d} {name:8s} {times[False]:9.3f} {times[True]:9.3f} "
                      f"{times[True] / times[False]:10.2f}")


if __name__ == "__main__":
    main()
