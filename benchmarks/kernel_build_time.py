"""How long a user's first run waits for the C kernel library: one build of each instruction-set variant, timed
(the library's sources, compiled with the flags kvtrial uses, into a temporary folder; nothing is cached).

    python benchmarks/kernel_build_time.py [--variants native,avx2,scalar] [--repeats 1] [--source OLD.c]

`--source` builds another version of decode_attention.c beside the current one, alternating with it, so a change is
judged in one run. Run it on a quiet machine: a build uses one core, and anything else running slows it.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from kvtrial.cache.kernels import build


def build_seconds(variant: str, source: Path | None = None, openmp: bool = True) -> float:
    """Wall seconds of one build of the library (every source, then the link), as `build._compile` makes it."""
    cc = build._compiler()
    if cc is None:
        raise SystemExit("no C compiler found (cc, gcc or $CC)")
    sources: dict[str, tuple[str, ...]] = dict(build.SOURCES)
    with tempfile.TemporaryDirectory() as tmp:
        if source is not None:  # the other version, under its own name, with the same extra flags
            other = Path(tmp) / "decode_attention.c"
            other.write_text(source.read_text())
            sources = {str(other): sources.pop("decode_attention.c"), **sources}
        flags = (*build.COMMON, *build.variant_flags(variant), *build._threading_flags(openmp))
        began = time.perf_counter()
        build._compile_sources(cc, Path(tmp) / "lib.so", flags, sources)
        return time.perf_counter() - began


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variants", default=",".join(build.executable_variants()))
    ap.add_argument("--repeats", type=int, default=1)
    ap.add_argument("--source", type=Path, help="another decode_attention.c to time beside the current one")
    args = ap.parse_args()
    version = build._compiler_version(build._compiler() or "cc").splitlines()
    print(f"compiler: {version[0] if version else '?'}; CPU: {build.cpu_name()}; {time.strftime('%Y-%m-%d')}")
    print("| variant | build (s), current | " + ("other source (s) |" if args.source else ""))
    print("|---|---|" + ("---|" if args.source else ""))
    for variant in args.variants.split(","):
        now, other = [], []
        for _ in range(args.repeats):
            now.append(build_seconds(variant))
            if args.source:
                other.append(build_seconds(variant, args.source))
        row = f"| {variant} | {statistics.median(now):.1f} |"
        if args.source:
            row += f" {statistics.median(other):.1f} |"
        print(row, flush=True)


if __name__ == "__main__":
    main()
