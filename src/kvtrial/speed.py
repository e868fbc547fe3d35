"""Speed verdicts from every timed piece: a paired ratio with a bootstrap confidence interval, decided against a
practical-equivalence margin fixed before the run (docs/verdicts.md, "Speed: intervals from every step").
Shared by the comparison rules, the runner's adaptive repeats and `kvtrial bench`.

Each request keeps the time of every prefill chunk and decode step (`records.RequestTiming`). A cell's speed
ratio is ordinary's total time over the candidate's, over all repeat pairs. Its interval is a two-stage
percentile bootstrap (Davison & Hinkley, Bootstrap Methods and their Application, 1997, §3.8 for resampling
at two levels): repeat pairs are drawn with replacement (what differs between requests: the process, the
machine's state), then, within each, blocks of consecutive pieces are drawn with replacement (what differs
between steps, which come in bursts: the moving-block idea of Künsch 1989). Both branches take the same draws
at the same positions, because a step's cost grows with the cache along the request: step i of one branch is
only compared with step i of the other. Blocks are about n^(1/3) pieces long, the order of the block length
that is optimal for variance estimation (Hall, Horowitz & Jing, Biometrika 82, 1995).

The outcome (criterion.rs and pyperf decide the same way, with a noise threshold around "no change"):

* faster / slower: the interval lies wholly above 1 + margin / below 1 / (1 + margin);
* no measurable difference: the interval lies wholly inside [1 / (1 + margin), 1 + margin];
* undecided: the interval straddles a margin's edge; more repeat pairs may decide it.

What it assumes: pieces at the same position of two requests measure the same work; repeat pairs are
exchangeable (alternating order, as the matrix runs them). With few pairs the between-request spread is
estimated from few values: the interval then leans on the steps, and rows measured while other work ran are
excluded first (`max_contention`).
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

# Outcomes (the words the rules share with memory metrics, and one of their own).
FASTER = "faster"
SLOWER = "slower"
NO_DIFFERENCE = "no measurable difference"
UNDECIDED = "undecided"


@dataclass(frozen=True)
class SpeedRule:
    """How speed is decided, fixed before the run (thresholds' [performance] section, or these defaults)."""

    margin: float = 0.03  # ratios within ±3 % are practically equal
    confidence: float = 0.95
    max_contention: float = 0.10  # a row is excluded when competing work took more than this share of its CPUs
    resamples: int = 2000
    seed: int = 0  # fixed: the same rows always give the same interval

    def text(self) -> str:
        return (f"{self.confidence:.0%} bootstrap interval over repeat pairs and blocks of steps, margin "
                f"±{self.margin:.0%}, rows with more than {self.max_contention:.0%} competing CPU excluded")


DEFAULT_RULE = SpeedRule()


def _fraction(section: Mapping[str, Any], key: str, default: float, what: str) -> float:
    value = section.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < 1:
        raise ValueError(f"{key} is a fraction above 0 and below 1 ({what}), got {value!r}")
    return float(value)


def rule_of_section(performance: Mapping[str, Any]) -> SpeedRule:
    """The speed rule a thresholds file's [performance] section fixes (`speed_margin`, `max_contention`; the
    defaults for what it leaves out). A value out of range raises ValueError naming it."""
    return SpeedRule(margin=_fraction(performance, "speed_margin", DEFAULT_RULE.margin, "0.03 = ±3 %"),
                     max_contention=_fraction(performance, "max_contention", DEFAULT_RULE.max_contention,
                                              "0.1 = 10 % of the CPUs"))


def rule_of_thresholds(text: str | None) -> SpeedRule:
    """The speed rule of a run's stored thresholds text (the defaults where the run stored none). Text that is
    not TOML raises ValueError: a rule that cannot be read is never replaced by the defaults."""
    if not text:
        return DEFAULT_RULE
    try:
        performance = tomllib.loads(text).get("performance", {})
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"the thresholds are not valid TOML: {exc}") from exc
    return rule_of_section(performance if isinstance(performance, Mapping) else {})


@dataclass(frozen=True)
class Interval:
    """A speed ratio (ordinary's time over the candidate's: above 1 the candidate is faster) and its interval."""

    estimate: float
    low: float
    high: float
    confidence: float
    pairs: int  # repeat pairs
    pieces: int  # pieces per request paired by position
    block: int  # pieces per resampled block

    def text(self) -> str:
        return f"{self.estimate:.3g}× [{self.low:.3g}–{self.high:.3g}]"

    def to_dict(self) -> dict[str, float | int]:
        return dict(vars(self))


def contended(share: float | None, rule: SpeedRule = DEFAULT_RULE) -> bool:
    """Whether competing work (other processes, steal; `records.ContentionRecord.share`) took more of a request's
    CPUs than the rule allows; a share that was not read is not contention."""
    return share is not None and share > rule.max_contention


def block_length(n: int) -> int:
    """Pieces per block for n pieces: about n^(1/3), at least 1."""
    return max(1, round(n ** (1 / 3)))


def _blocks(pieces: Sequence[int], n: int, b: int) -> np.ndarray:
    """The first n pieces summed in blocks of b (the last block may be shorter)."""
    a = np.asarray(pieces[:n], dtype=np.float64)
    k = math.ceil(n / b)
    return np.add.reduceat(a, np.arange(0, k * b, b)[:k])


def speed_interval(pairs: Sequence[tuple[Sequence[int], Sequence[int]]], rule: SpeedRule = DEFAULT_RULE) -> Interval | None:
    """The paired speed ratio of (ordinary pieces, candidate pieces) per repeat pair, with its bootstrap interval;
    None when no pair has a piece on both sides."""
    n = min((min(len(o), len(c)) for o, c in pairs), default=0)
    if n == 0:
        return None
    b = block_length(n)
    ordinary = np.stack([_blocks(o, n, b) for o, _ in pairs])  # [pairs, blocks]
    candidate = np.stack([_blocks(c, n, b) for _, c in pairs])
    if candidate.sum() <= 0 or ordinary.sum() <= 0:
        return None
    estimate = float(ordinary.sum() / candidate.sum())
    r, k = ordinary.shape
    rng = np.random.default_rng(rule.seed)
    drawn_pairs = rng.integers(0, r, size=(rule.resamples, r, 1))
    drawn_blocks = rng.integers(0, k, size=(rule.resamples, r, k))
    o_total = ordinary[drawn_pairs, drawn_blocks].sum(axis=(1, 2))
    c_total = candidate[drawn_pairs, drawn_blocks].sum(axis=(1, 2))
    ratios = o_total / np.maximum(c_total, 1e-300)
    tail = (1 - rule.confidence) / 2
    low, high = np.quantile(ratios, [tail, 1 - tail])
    return Interval(estimate, float(low), float(high), rule.confidence, r, n, b)


def speed_outcome(interval: Interval, margin: float) -> str:
    """faster / slower / no measurable difference / undecided, from where the interval lies against the margin."""
    upper, lower = 1 + margin, 1 / (1 + margin)
    if interval.low > upper:
        return FASTER
    if interval.high < lower:
        return SLOWER
    if interval.low >= lower and interval.high <= upper:
        return NO_DIFFERENCE
    return UNDECIDED
