"""Which kernel builds read prompt chunks by default.

The prefill kernel saves a float copy of the cache per chunk and layer on every build, but its speed depends on
the build: measured per layer (benchmarks/prefill_micro.py, docs/speed.md), the AVX-512 build is below the cost of
decode + SDPA, the AVX2 build above it: 0.61-0.86x the torch path's speed with its scores in registers (2026-12-03,
`KVTRIAL_KERNEL_ISA=avx2 python benchmarks/prefill_micro.py --depths 4096,16384 --threads 1 --calls 3`, one run on a
shared 2-core Sapphire Rapids whose torch runs AVX-512), and the NEON and portable builds have not been timed. A
chunk therefore goes to the kernel by default only on an AVX-512 build; elsewhere it is decoded for SDPA and the
reason says how to ask for the kernel anyway.
"""

from __future__ import annotations

import os

PREFILL_ENV = "KVTRIAL_PREFILL_KERNEL"  # 1: every build reads prompt chunks in the kernel; 0: none does
FAST_BUILDS = ("avx512",)  # builds whose prefill kernel is measured at or below decode + SDPA


def prefill_refused(build_info: str | None) -> str | None:
    """None when prompt chunks go to the C kernel of this build (e.g. "avx512+openmp"), else why not."""
    choice = os.environ.get(PREFILL_ENV, "").strip().lower()
    if choice in ("1", "yes", "on", "true"):
        return None
    if choice in ("0", "no", "off", "false"):
        return f"prompt chunks kept off the C kernel by {PREFILL_ENV}={choice}"
    if choice:
        return f"{PREFILL_ENV}={choice!r} is neither 1 nor 0: prompt chunks kept off the C kernel"
    isa = (build_info or "").split("+")[0]
    if isa in FAST_BUILDS:
        return None
    return (f"the {isa or 'unknown'} build's prefill kernel is slower than decode + SDPA (docs/speed.md); "
            f"{PREFILL_ENV}=1 uses it")
