"""Prefill and decode at long depths on Gemma 3 270M, as one `kvtrial bench` run: pp512 and tg32 at
depths 8192, 16384 and 32000 (32000 plus the 512-token prompt stays within the model's 32,768) for the
ordinary cache, kvtrial's float32 store (`f32`), every native setting and transformers' quanto / HQQ
int4 caches, with ratios to the ordinary cache measured in the same process. Each setting fills each
depth once and every run there starts from a copy of that fill (`--keep-fill`), so the whole matrix
costs one 32K fill per setting.

    python benchmarks/bench_long_context.py               # writes docs/results/bench-gemma3-270m-long.jsonl
    python benchmarks/bench_long_context.py -r 3 -t 2     # extra options are passed on to kvtrial bench
"""

from __future__ import annotations

import sys

from kvtrial.cli import main

SETTINGS = ("f32", "q8_0", "q4_0", "q4_1", "q8_0/turbo4", "turbo4", "turbo3", "quanto-int4", "hqq-int4")
BACKENDS = ("native", "transformers-quanto", "transformers-hqq")


def arguments(extra: list[str]) -> list[str]:
    args = ["bench", "--model", "gemma3-270m", "--keep-fill"]
    for backend in BACKENDS:
        args += ["--backend", backend]
    for setting in SETTINGS:
        args += ["--cache", setting]
    args += ["--depths", "8192,16384,32000", "-p", "512", "-n", "32", "--repeats", "2",
             "--output", "docs/results/bench-gemma3-270m-long.jsonl",
             "--markdown", "docs/results/bench-gemma3-270m-long.md"]
    return args + extra  # later options win for single-valued options


if __name__ == "__main__":
    sys.argv = ["kvtrial", *arguments(sys.argv[1:])]
    main()
