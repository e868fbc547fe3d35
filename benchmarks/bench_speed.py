"""The speed benchmark, as one `kvtrial bench` run: pp512 and tg128 at depths 0, 1024 and
4096 for the ordinary cache, every native setting and transformers' quanto / HQQ / fp8 caches, with
ratios to the ordinary cache measured in the same process.

    python benchmarks/bench_speed.py                      # writes docs/results/bench-speed.jsonl
    python benchmarks/bench_speed.py --threads 1 -r 2     # extra options are passed on to kvtrial bench
"""

from __future__ import annotations

import sys

from kvtrial.cli import main

SETTINGS = ("q8_0", "q4_0", "q4_1", "q8_0/turbo4", "turbo4", "turbo3", "quanto-int4", "hqq-int4", "hqq-int8", "fp8")
BACKENDS = ("native", "transformers-quanto", "transformers-hqq", "transformers-fp8")


def arguments(extra: list[str]) -> list[str]:
    args = ["bench"]
    for backend in BACKENDS:
        args += ["--backend", backend]
    for setting in SETTINGS:
        args += ["--cache", setting]
    args += ["--depths", "0,1024,4096", "-p", "512", "-n", "128", "--repeats", "3",
             "--output", "docs/results/bench-speed.jsonl"]
    return args + extra  # later options win for single-valued options


if __name__ == "__main__":
    sys.argv = ["kvtrial", *arguments(sys.argv[1:])]
    main()
