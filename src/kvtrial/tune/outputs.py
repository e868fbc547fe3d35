"""What `kvtrial tune` is asked and where it writes: bit budgets, the KL target, its output files (the result
JSON, its plot, one plan file per target beside it), all checked before the model loads."""

from __future__ import annotations

import math
import os
from pathlib import Path

from kvtrial.errors import KvtrialError
from kvtrial.fsio import check_target, file_name_part

MAX_BITS = 32.0  # float32, the widest a stored value gets


def bit_budgets(text: str) -> list[float]:
    """`--bits` as budgets in bits per value, each a finite number above 0 and at most MAX_BITS."""
    items = [x.strip() for x in text.split(",")]
    shape = f"--bits must be bit budgets separated by commas, like 3.5,4.5,6.5; got {text!r}"
    if not all(items):
        raise KvtrialError(shape + (" (an empty item)" if any(items) else ""))
    budgets = []
    for item in items:
        try:
            value = float(item)
        except ValueError:
            raise KvtrialError(shape) from None
        if not (math.isfinite(value) and 0 < value <= MAX_BITS):
            raise KvtrialError(f"--bits {item} is not a budget: a budget is a number of bits per value above 0 and "
                               f"at most {MAX_BITS:g}")
        budgets.append(value)
    return budgets


def recent_windows(text: str) -> tuple[int, ...]:
    """`--recent-windows` as token counts, each a whole number >= 0 (0: no window), once each, in order."""
    items = [x.strip() for x in text.split(",")]
    if not all(items) or not all(x.isdigit() for x in items):
        raise KvtrialError(f"--recent-windows must be whole numbers of tokens >= 0 separated by commas, like 0,64,128 "
                           f"(0: no window); got {text!r}")
    return tuple(dict.fromkeys(int(x) for x in items))


def check_max_kld(max_kld: float | None) -> None:
    if max_kld is not None and not (math.isfinite(max_kld) and max_kld > 0):
        raise KvtrialError(f"--max-kld must be a mean KL above 0 (like 0.05), got {max_kld}")


def check_outputs(out: Path | None, measurements: Path | None, targets: list[str]) -> None:
    """Every file the run writes checked as a place to write before anything is measured (never the
    ledger, a folder, a device or a link), and none of them the measurements file: the result written
    over the measurements would lose them."""
    if measurements is not None:
        check_target(measurements)
    if out is None:
        return
    outputs = [out, out.with_suffix(".png"), *(plan_path(out, t) for t in targets)]
    for path in outputs:
        check_target(path)
        if measurements is not None and _same_file(path, measurements):
            raise KvtrialError(f"--out {out} would write {path}, which is the --measurements file: the result would "
                               "replace the measurements it is computed from; give --out another file")


def _same_file(a: Path, b: Path) -> bool:
    if a.exists() and b.exists():
        return os.path.samefile(a, b)
    return a.resolve() == b.resolve()


def plan_path(result: Path, target: str) -> Path:
    """Where the plan chosen for `target` ("bits<=4.5") is written beside the result file."""
    slug = file_name_part(target, keep=".", fill="")
    return result.with_name(f"{result.stem}.plan-{slug}.json")
