"""Instructions the C decode kernel executes per call, counted by valgrind's callgrind (repeatable whatever
else the machine runs), per format and build, at a model shape (SmolLM2's by default: 3 KV heads x 64 dims, 3 query heads each;
`--shape 8b`: 8 x 128, 4 each) and a depth of T tokens, one thread.

    python benchmarks/kernel_instructions.py --depth 4096 [--source OLD.c] [--variants native,avx2,scalar] [--formats q4_0,q5_0]
    python benchmarks/kernel_instructions.py --depth 1024 --prefill 64   # the prefill kernel: a 64-token chunk
    python benchmarks/kernel_instructions.py --shape 8b --qdot --formats q8_0,q4_0   # keys scored with an int8 query

`--source` counts another version of decode_attention.c beside the current one (e.g. the previous commit's:
`git show HEAD~1:src/kvtrial/cache/kernels/decode_attention.c > /tmp/old.c`), so a change is judged in one run.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import tempfile
from pathlib import Path

import torch
from model_shapes import shape_argument

from kvtrial.cache.kernels.build import HERE, INCLUDE, SOURCES, variant_flags
from kvtrial.cache.kernels.case_file import DRIVER, random_case, write_case
from kvtrial.cache.kernels.decode_attention import PackedSide

FORMATS = ("q8_0", "q4_0", "q4_1", "iq4_nl", "turbo4", "turbo3", "q5_0", "q5_1", "turbo5", "turbo6")


def build(source: Path, variant: str, out: Path) -> Path:
    exe = out / f"driver-{source.stem}-{variant}"
    subprocess.run(["gcc", "-O3", "-std=gnu11", *variant_flags(variant), *SOURCES["decode_attention.c"], "-fopenmp",
                    *INCLUDE, "-g", str(source), str(DRIVER), "-o", str(exe), "-lm"], check=True)
    return exe


def instructions(exe: Path, case: Path, out: Path, calls: int, entry: str = "kvt_decode_attention") -> int:
    log = out / "callgrind.out"
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={log}",
                    f"--toggle-collect={entry}", str(exe), str(case), str(out / "o.bin"), str(calls)],
                   check=True, capture_output=True, env={"OMP_NUM_THREADS": "1"})
    text = log.read_text()
    return int(re.search(r"^summary: (\d+)", text, re.M).group(1)) // calls


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=4096)
    ap.add_argument("--calls", type=int, default=3)
    ap.add_argument("--source", type=Path, action="append", default=[])
    ap.add_argument("--variants", default="avx2,scalar")  # valgrind 3.19 cannot execute AVX-512 code
    ap.add_argument("--prefill", type=int, default=0, help="count the prefill kernel on a causal chunk of this many "
                    "query tokens (the last of the depth) instead of a decode step")
    ap.add_argument("--formats", default=",".join(FORMATS))
    ap.add_argument("--shape", type=shape_argument, default="smollm2",
                    help="smollm2, gemma3-270m, 8b or KVxDxG (benchmarks/model_shapes.py)")
    ap.add_argument("--qdot", action="store_true", help="keys scored with the query quantized to int8 (qdot=int8)")
    args = ap.parse_args()
    sources = [HERE / "decode_attention.c", *args.source]
    variants = args.variants.split(",")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        exes = {(s, v): build(s, v, out) for s in sources for v in variants}
        cols = [f"{s.name if s != sources[0] else 'current'} {v}" for s in sources for v in variants]
        what = f"a causal chunk of {args.prefill} query tokens" if args.prefill else "a decode step"
        hkv, dim, group = args.shape.kv_heads, args.shape.head_dim, args.shape.group
        keys_how = ", int8 key scores" if args.qdot else ""
        print(f"depth {args.depth}, {what}, shape {args.shape.name}{keys_how}, 1 thread, instructions per call (millions)")
        print("| format | " + " | ".join(cols) + " |")
        print("|---|" + "---|" * len(cols))
        for name in args.formats.split(","):
            q, keys, values = random_case(name, name, args.depth, kv_heads=hkv, group=group, dim=dim,
                                          q_len=max(1, args.prefill))
            if args.qdot:
                keys = PackedSide(keys.fields, keys.layout, qdot=True)
            case = out / f"{name}.bin"
            write_case(case, q, keys, values, threads=1, prefill=args.prefill > 0)
            entry = "kvt_prefill_attention" if args.prefill else "kvt_decode_attention"
            counts = [instructions(exes[(s, v)], case, out, args.calls, entry) for s in sources for v in variants]
            print(f"| {name} | " + " | ".join(f"{c / 1e6:.2f}" for c in counts) + " |")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
