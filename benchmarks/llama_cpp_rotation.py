"""Whether the bundled llama.cpp Hadamard-rotates its K and V cache, per GGUF and cache type, as its own
context log reports it (`attn_rot_k`, `attn_rot_v`; `LLAMA_ATTN_ROT_DISABLE=1` turns the rotation off).

    python benchmarks/llama_cpp_rotation.py GGUF [GGUF ...] [--types f16,q5_0,iq4_nl]
    LLAMA_ATTN_ROT_DISABLE=1 python benchmarks/llama_cpp_rotation.py GGUF

One line per GGUF and type: kvtrial's read-back of the log (`rotation_k`, `rotation_v`) and the log lines.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from kvtrial.backends.llama_cpp_binding import LlamaContext


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gguf", nargs="+", type=Path)
    ap.add_argument("--types", default="f16,q5_0,iq4_nl", help="cache types, each used for K and V")
    args = ap.parse_args()
    env = os.environ.get("LLAMA_ATTN_ROT_DISABLE", "unset")
    for path in args.gguf:
        for cache_type in args.types.split(","):
            ctx = LlamaContext(str(path), cache_type, cache_type, 512, n_threads=1)
            try:
                lines = [line.strip() for line in ctx.log.splitlines() if "attn_rot" in line or "rotation" in line]
                read = {k: ctx.report.get(k) for k in ("rotation_k", "rotation_v")}
                print(f"{path.name} {cache_type} LLAMA_ATTN_ROT_DISABLE={env} {read} {lines}")
            finally:
                ctx.close()


if __name__ == "__main__":
    main()
