"""Release thresholds, fixed before a run: read from a TOML file whose sha256 the run stores.

The gate refuses when the file's hash differs from the one stored with the run, so limits cannot
be loosened after the results are known.
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.inputs import InputKind, decode_text, read_input
from kvtrial.speed import DEFAULT_RULE, SpeedRule, rule_of_section
from kvtrial.verdicts.sizes import parse_size


class ThresholdsError(KvtrialError, ValueError):
    """A thresholds file that cannot be read or holds unknown keys."""


class ThresholdsChangedError(KvtrialError):
    """A thresholds file that is not the one fixed before the run."""


_SECTIONS: dict[str, tuple[str, ...]] = {
    "scope": ("model", "candidates"),
    "performance": ("target_cells", "min_repeats", "memory_budget", "peak_headroom", "max_generation_s",
                    "speed_margin", "max_contention"),
    "quality": ("max_kld_mean", "min_same_top1", "max_fact_errors", "require_review"),
}


@dataclass(frozen=True)
class Thresholds:
    """Limits for the release checklist; None = not set (its check is then not evaluated)."""

    path: str
    sha256: str
    model: str | None = None
    candidates: tuple[str, ...] | None = None  # None: every candidate in the run
    target_cells: tuple[str, ...] = ()
    min_repeats: int = 1
    memory_budget_bytes: int | None = None
    peak_headroom: float | None = None  # fraction of the budget that must stay free at peak
    max_generation_s: float | None = None
    max_kld_mean: float | None = None
    min_same_top1: float | None = None  # fraction (0.95 = 95 %)
    max_fact_errors: int | None = None
    require_review: bool = False  # every uncertain fact label reviewed by a person before "releasable"
    speed: SpeedRule = DEFAULT_RULE  # how speed is decided: the margin and the contention allowed (kvtrial.speed)

    def to_dict(self) -> dict[str, Any]:
        out = dict(vars(self))
        out["speed"] = dict(vars(self.speed))
        return out


def read_thresholds_file(path: str | Path) -> tuple[str, str]:
    """The thresholds file's sha256 (of its bytes: what `kvtrial run --thresholds` stores with the run) and
    its text, from one read, so the text checked is the text hashed."""
    data = read_input(path, "thresholds file", InputKind.SETTING, ThresholdsError)
    return hashlib.sha256(data).hexdigest(), decode_text(data, str(path), "thresholds file", ThresholdsError)


def thresholds_hash(path: str | Path) -> str:
    """sha256 of the thresholds file's bytes: what `kvtrial run --thresholds` stores with the run."""
    return read_thresholds_file(path)[0]


def load_thresholds(path: str | Path) -> Thresholds:
    """Read and validate a thresholds TOML file (sections: scope, performance, quality)."""
    digest, text = read_thresholds_file(path)
    return parse_thresholds(text, str(path), digest)


def parse_thresholds(text: str, path: str, digest: str) -> Thresholds:
    """Validate the text of a thresholds file (`path` names it in errors; `digest` is its bytes' sha256)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ThresholdsError(f"thresholds file {str(path)!r} is not valid TOML: {exc}") from exc
    unknown = set(data) - set(_SECTIONS)
    if unknown:
        raise ThresholdsError(
            f"thresholds file {str(path)!r}: unknown section(s) {sorted(unknown)}; allowed: {sorted(_SECTIONS)}"
        )
    values: dict[str, Any] = {}
    for section, keys in _SECTIONS.items():
        body = data.get(section, {})
        if not isinstance(body, dict):
            raise ThresholdsError(f"thresholds file {str(path)!r}: [{section}] must be a table")
        bad = set(body) - set(keys)
        if bad:
            raise ThresholdsError(
                f"thresholds file {str(path)!r}: unknown key(s) {sorted(bad)} in [{section}]; allowed: {list(keys)}"
            )
        values.update(body)
    try:
        return Thresholds(
            path=str(path), sha256=digest,
            model=_opt(values, "model", str),
            candidates=tuple(_str_list(values, "candidates")) if "candidates" in values else None,
            target_cells=tuple(_str_list(values, "target_cells")),
            min_repeats=int(values.get("min_repeats", 1)),
            memory_budget_bytes=parse_size(values["memory_budget"]) if "memory_budget" in values else None,
            peak_headroom=_fraction(values, "peak_headroom"),
            max_generation_s=_opt(values, "max_generation_s", float),
            max_kld_mean=_opt(values, "max_kld_mean", float),
            min_same_top1=_fraction(values, "min_same_top1"),
            max_fact_errors=_opt(values, "max_fact_errors", int),
            require_review=_flag(values, "require_review"),
            speed=rule_of_section(values),
        )
    except (TypeError, ValueError) as exc:
        if isinstance(exc, KvtrialError):
            raise
        raise ThresholdsError(f"thresholds file {str(path)!r}: {exc}") from exc


def check_fixed_before_run(stored_sha256: str | None, thresholds: Thresholds, run_id: str) -> None:
    """Refuse unless the thresholds file is byte-identical to the one the run was started with."""
    if not stored_sha256:
        raise ThresholdsChangedError(
            f"run {run_id!r} stored no thresholds hash: its thresholds were not fixed before the run. "
            f"Start a new run with `kvtrial run RECORD --thresholds {thresholds.path}` and gate that run."
        )
    if stored_sha256 != thresholds.sha256:
        raise ThresholdsChangedError(
            f"thresholds file {thresholds.path!r} (sha256 {thresholds.sha256[:12]}…) is not the one fixed before run "
            f"{run_id!r} (sha256 {stored_sha256[:12]}…): it was edited after the run or is another file. "
            "Restore the original file, or fix new thresholds and start a new run."
        )


def _opt(values: dict, key: str, kind: type) -> Any:
    if key not in values:
        return None
    v = values[key]
    if isinstance(v, bool) or not isinstance(v, (int, float, str)):
        raise ThresholdsError(f"{key} must be a {kind.__name__}, got {v!r}")
    try:
        return kind(v)
    except ValueError as exc:
        raise ThresholdsError(f"{key} must be a {kind.__name__}, got {v!r}") from exc


def _flag(values: dict, key: str) -> bool:
    v = values.get(key, False)
    if not isinstance(v, bool):
        raise ThresholdsError(f"{key} must be true or false, got {v!r}")
    return v


def _fraction(values: dict, key: str) -> float | None:
    v = _opt(values, key, float)
    if v is not None and not 0.0 <= v <= 1.0:
        raise ThresholdsError(f"{key} is a fraction between 0 and 1 (0.2 = 20 %), got {v!r}")
    return v


def _str_list(values: dict, key: str) -> list[str]:
    v = values.get(key, [])
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ThresholdsError(f"{key} must be a list of strings, got {v!r}")
    return v
