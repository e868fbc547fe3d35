"""One basis rotation of a decode step (query rows into turbo's basis, or output rows back), by torch's product
across its threads and by the C library on one thread, interleaved in one process.

    python benchmarks/rotation_threads.py --rows 9 --dim 64 --threads 2 --count 3000

On a machine other processes also use, torch's product waits for whichever of its threads is descheduled; the
tail of the times shows that wait. Diagnostic for docs/speed.md ("Where decode time goes at depth").
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import torch

from kvtrial.cache.formats import get_format
from kvtrial.cache.kernels.rotate import rotate_rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=9, help="query heads of one token (SmolLM2: 9)")
    parser.add_argument("--dim", type=int, default=64, help="head dimension")
    parser.add_argument("--threads", type=int, default=2, help="torch threads")
    parser.add_argument("--count", type=int, default=3000, help="products of each kind")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    basis = get_format("turbo4").basis(args.dim, torch.device("cpu"), torch.float32)
    assert basis is not None
    x = torch.randn(1, args.rows, 1, args.dim)
    if rotate_rows(x, basis, transpose=True) is None:
        raise SystemExit("the C library is not loaded (KVTRIAL_NO_KERNELS set, or no compiler): nothing to compare")
    times: dict[str, list[float]] = {"C, one thread": [], f"torch, {args.threads} threads": []}
    for _ in range(args.count):
        for name, product in zip(times, (lambda: rotate_rows(x, basis, transpose=True), lambda: x @ basis.T), strict=True):
            start = time.perf_counter()
            product()
            times[name].append(time.perf_counter() - start)
    print(f"{args.rows} x {args.dim} rows by the {args.dim} x {args.dim} turbo4 basis transposed, {args.count} of each "
          f"interleaved; load average {tuple(round(v, 2) for v in os.getloadavg())}")
    for name, values in times.items():
        values.sort()
        median, p99 = values[len(values) // 2] * 1e6, values[int(0.99 * len(values))] * 1e6
        print(f"{name:20s} median {median:8.1f} us  p99 {p99:9.1f} us  mean {statistics.mean(values) * 1e6:8.1f} us")


if __name__ == "__main__":
    main()
