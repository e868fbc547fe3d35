"""Adaptive repeats: whether a cell whose planned repeat pairs are done needs another pair, under the record's
`RepeatRule` (fixed before the run) and the run's speed rule (its thresholds).

A cell gets another repeat pair, up to the rule's maximum, while for some candidate in it

* fewer than two repeat pairs ran without competing work (`kvtrial.speed.contended`): the contended ones are
  kept, never used for speed, and a quiet pair takes their place; or
* its decode speed is undecided: the interval reaches across the margin and is wider than `stop_width`
  (narrower, another pair would hardly move it, so the cell stays undecided with its interval).

Only decode is read: it is what a deep cell's cache decides, and one rule keeps a run's length predictable.
Cells where a candidate stopped early or failed get no more pairs: more of the same cannot make them comparable.
"""

from __future__ import annotations

from collections.abc import Sequence

from kvtrial.protocol.record_schema import RepeatRule
from kvtrial.protocol.reference import pairing_from_rows
from kvtrial.records.row import ORDINARY_BRANCH, Row, RowStatus
from kvtrial.speed import UNDECIDED, SpeedRule, contended, speed_interval, speed_outcome


def row_contended(r: Row, speed: SpeedRule) -> bool:
    """Whether competing work (other processes, steal) took more of the row's CPUs than the speed rule allows."""
    return contended(r.contention.share if r.contention is not None else None, speed)


def _why_more(candidate: str, ordinary: dict[int, Row], rows: dict[int, Row], rule: RepeatRule,
              speed: SpeedRule) -> str | None:
    pairs = [(ordinary[i], rows[i]) for i in sorted(set(ordinary) & set(rows))]
    if not pairs or any(o.status != RowStatus.OK or c.status != RowStatus.OK or o.output_tokens != c.output_tokens
                        or o.stop_reason != c.stop_reason for o, c in pairs):
        return None  # failed, stopped early or not comparable: more pairs do not change that
    if any(o.timing is None or c.timing is None for o, c in pairs):
        return None  # rows without per-step times (another engine's, or an older kvtrial's)
    quiet = [(o, c) for o, c in pairs if not row_contended(o, speed) and not row_contended(c, speed)]
    if len(quiet) < 2:
        return f"{candidate}: {len(quiet)} repeat pair(s) ran without competing work, 2 are needed"
    interval = speed_interval([(o.timing.pieces("decode"), c.timing.pieces("decode"))  # type: ignore[union-attr]
                               for o, c in quiet], speed)
    if interval is None or speed_outcome(interval, speed.margin) != UNDECIDED:
        return None
    if interval.high / interval.low - 1 <= rule.stop_width:
        return None
    return f"{candidate}: decode {interval.text()} is undecided (±{speed.margin:.0%} margin)"


def needs_more(cell_rows: Sequence[Row], rule: RepeatRule, speed: SpeedRule) -> str | None:
    """Why the cell of `cell_rows` (every row of one cell; warm-ups are ignored) needs another repeat pair, or None
    when it does not, or when it already has the rule's maximum."""
    measured = [r for r in cell_rows if not r.warmup]
    if len({r.repeat for r in measured}) >= rule.max:
        return None
    by_branch: dict[str, dict[int, Row]] = {}
    for r in measured:
        by_branch.setdefault(r.branch, {})[r.repeat] = r
    pairing = pairing_from_rows(measured)
    reasons = []
    for branch, rows in sorted(by_branch.items()):
        if branch == ORDINARY_BRANCH or branch in pairing.engine_references:
            continue
        reference = by_branch.get(pairing.references.get(branch, ORDINARY_BRANCH), {})
        why = _why_more(branch, reference, rows, rule, speed)
        if why is not None:
            reasons.append(why)
    return "; ".join(reasons) or None
