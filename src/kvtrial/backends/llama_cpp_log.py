"""Reading llama.cpp's own report of what it allocated: the log lines it prints when it creates a
context ("K (q8_0): … MiB, V (q4_0): … MiB", flash attention, Hadamard rotation)."""

from __future__ import annotations

import re
from typing import Any

_KV_LINE = re.compile(
    r"size\s*=\s*([\d.]+)\s*MiB\s*\(\s*(\d+)\s*cells,\s*(\d+)\s*layers.*?K\s*\((\w+)\):\s*([\d.]+)\s*MiB,\s*"
    r"V\s*\((\w+)\):\s*([\d.]+)\s*MiB"
)
_FA_LINE = re.compile(r"flash_attn\s*=\s*(\S+)")
_ROT_LINE = re.compile(r"attn_rot_([kv])\s*=\s*(\d+)")


def read_context_report(log: str) -> dict[str, Any]:
    """Cache types, sizes and flash attention from llama.cpp's context log."""
    found: dict[str, Any] = {}
    # One line per cache: models with sliding-window layers (Gemma 3) get a second, smaller cache for those.
    groups = [dict(total_mib=float(m.group(1)), cells=int(m.group(2)), layers=int(m.group(3)), type_k=m.group(4),
                   k_mib=float(m.group(5)), type_v=m.group(6), v_mib=float(m.group(7))) for m in _KV_LINE.finditer(log)]
    if groups:
        found.update(groups[0])
        found["groups"] = groups
        found["total_mib"] = sum(g["total_mib"] for g in groups)
        found["layers"] = sum(g["layers"] for g in groups)
    fa = _FA_LINE.findall(log)
    if fa:
        found["flash_attn"] = fa[-1]
    for which, on in _ROT_LINE.findall(log):  # llama.cpp Hadamard-rotates a quantized K/V cache
        found[f"rotation_{which}"] = on == "1"
    found["log_lines"] = [line for line in log.splitlines() if "kv_cache" in line or "flash_attn" in line
                          or "type_k" in line or "type_v" in line]
    return found
