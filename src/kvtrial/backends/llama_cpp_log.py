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
    kv = _KV_LINE.search(log)
    if kv:
        found.update(total_mib=float(kv.group(1)), cells=int(kv.group(2)), layers=int(kv.group(3)),
                     type_k=kv.group(4), k_mib=float(kv.group(5)), type_v=kv.group(6), v_mib=float(kv.group(7)))
    fa = _FA_LINE.findall(log)
    if fa:
        found["flash_attn"] = fa[-1]
    for which, on in _ROT_LINE.findall(log):  # llama.cpp Hadamard-rotates a quantized K/V cache
        found[f"rotation_{which}"] = on == "1"
    found["log_lines"] = [line for line in log.splitlines() if "kv_cache" in line or "flash_attn" in line
                          or "type_k" in line or "type_v" in line]
    return found
