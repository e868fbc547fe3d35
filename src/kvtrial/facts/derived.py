"""Figures a brief computes from the material's facts: the pilot's length between its dates (in days, counted with or
without the end day, in weeks, in months), the days between the approval and the start, the budget split per day, per
week or per month of the pilot, a simple share of the budget or of the work items, and counts of the facts' own
items. A figure computed right, within the rounding a writer would use, restates the facts: no number of its own."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from kvtrial.facts.material import Material

# the shares of the budget a writer states without a basis of their own ("half the budget", "a quarter")
_SHARES = (Fraction(1, 2), Fraction(1, 3), Fraction(2, 3), Fraction(1, 4), Fraction(3, 4))
# days in the units a budget is split over: a day, a week, a 30-day month, an average calendar month
_PER = (Fraction(1), Fraction(7), Fraction(30), Fraction(36525, 1200))


@dataclass(frozen=True)
class Figures:
    """What the facts support: lengths of time in days, weeks and months, amounts the budget splits into, the counts
    of the facts' items, and shares (in per cent) of the work items."""
    days: frozenset[int]
    weeks: tuple[Fraction, ...]
    months: frozenset[int]
    splits: tuple[Fraction, ...]
    shares: tuple[Fraction, ...]
    counts: frozenset[int]
    percents: frozenset[int]


def _date(iso: str | None) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(iso) if iso else None
    except ValueError:
        return None


def _fact_dates(material: Material) -> tuple[datetime.date | None, datetime.date | None, datetime.date | None]:
    """The source's approval, start and end dates (None where it gives none)."""
    facts = {f.fact_id: f for f in material.facts}
    approval = facts.get("approval")
    return (_date(approval.value.get("approval_date")) if approval is not None else None,
            _date(facts["start_date"].value.get("date")) if "start_date" in facts else None,
            _date(facts["end_date"].value.get("date")) if "end_date" in facts else None)


def _months_touched(a: datetime.date, b: datetime.date) -> int:
    return (b.year - a.year) * 12 + b.month - a.month + 1


def _whole_months(a: datetime.date, b: datetime.date) -> int:
    return (b.year - a.year) * 12 + b.month - a.month - (1 if b.day < a.day else 0)


def derived_figures(material: Material) -> Figures:
    """The figures the material's facts support (see the module's docstring), read once per material."""
    facts = {f.fact_id: f for f in material.facts}
    approved, start, end = _fact_dates(material)
    dates = sorted({d for d in (approved, start, end) if d is not None})
    # the end of each date's year: "after the pilot ends, 16 days remain until the end of the year"
    year_ends = {datetime.date(d.year, 12, 31) for d in dates}
    days: set[int] = set()
    for a in dates:
        for b in [*dates, *year_ends]:
            if b > a:
                days |= {(b - a).days, (b - a).days + 1}  # counted without or with the end day
    weeks = tuple(Fraction(n, 7) for n in sorted(days))
    months: set[int] = set()
    amounts: list[Fraction] = []
    shares: list[Fraction] = []
    budget = facts.get("budget")
    total = Fraction(str(budget.value["amount"])) if budget is not None else None
    if start is not None and end is not None and end > start:
        gap = (end - start).days
        months |= {_months_touched(start, end), _whole_months(start, end), round(gap / Decimal("30.44"))}
        if total is not None:
            for n in (gap, gap + 1):
                amounts += [total * per / n for per in _PER]
            amounts += [total / m for m in months if m > 0]
    if total is not None:
        shares += [total * s for s in _SHARES]
    items = [k for k in ("done", "planned") if k in facts]
    counts = {0, 1, len(items)}  # one site, one workflow, one exclusion, one item per stage, no approval yet
    percents = {round(100 * k / len(items)) for k in range(len(items) + 1)} if items else set()
    return Figures(frozenset(days), weeks, frozenset(months), tuple(amounts), tuple(shares), frozenset(counts),
                   frozenset(percents))


def near(claimed: Decimal, exact: Fraction) -> bool:
    """True when `claimed` is `exact` rounded as a writer rounds: to the claim's own last digit ("about GBP 373" for
    373.33, "8 700" for 8 701.4, "13.3" for 13.29), never more than 0.5 % off."""
    exponent = claimed.normalize().as_tuple().exponent
    place = Fraction(10) ** exponent if isinstance(exponent, int) else Fraction(1)
    diff = abs(Fraction(claimed) - exact)
    return diff <= max(place / 2, Fraction(1, 2)) and (diff <= exact / 200 or diff <= Fraction(1, 2))


def computed_amount(figures: Figures, value: Decimal, per: bool, share: bool) -> bool:
    """True when an amount is the budget split over the pilot's days, weeks or months (`per`: its line says the unit),
    or a simple share of it (`share`: its line names the share)."""
    return per and any(near(value, a) for a in figures.splits) or share and any(near(value, a) for a in figures.shares)


def computed_length(figures: Figures, value: Decimal, months: bool = False, weeks: bool = False,
                    days: bool = False) -> bool:
    """True when a number is a length of time between the facts' dates in the unit its claim says (`days`, `weeks`,
    `months`): days (two or more), weeks, months."""
    if value == int(value) and int(value) >= 2 and (days and int(value) in figures.days or
                                                    months and int(value) in figures.months):
        return True
    return weeks and value >= 1 and any(near(value, w) for w in figures.weeks)


# days in the units a length told roughly is said in ("about a month", "полтора месяца"): an average calendar month
_UNIT_DAYS = {"months": Fraction(36525, 1200), "weeks": Fraction(7)}
# how far a rough length may lie from the days it tells, at least: a week for a month, three days for a week
_UNIT_SLACK = {"months": Fraction(7), "weeks": Fraction(3)}


def date_gaps(material: Material) -> frozenset[int]:
    """The days between two of the facts' dates (the approval, the start, the end), counted without the end day."""
    approved, start, end = _fact_dates(material)
    dates = sorted({d for d in (approved, start, end) if d is not None})
    return frozenset((b - a).days for a in dates for b in dates if b > a)


def rough_length_agrees(gaps: frozenset[int], value: Fraction, unit: str, at_least: Fraction | None = None) -> bool:
    """True when a length told roughly (`value` in `unit`, "months" or "weeks": "about a month", "一个半月") is one of
    the gaps between the facts' dates, within a fifth of it or the unit's slack, as a writer rounds; `at_least`: a
    count said to be exceeded ("more than fifteen weeks", "两周多"), which the gap must reach, within the unit's slack."""
    told = value * _UNIT_DAYS[unit]
    slack = max(told / 5, _UNIT_SLACK[unit])
    floor = at_least * _UNIT_DAYS[unit] - _UNIT_SLACK[unit] if at_least is not None else None
    return any(abs(d - told) <= slack and (floor is None or d >= floor) for d in gaps)


def approved_before_start(material: Material) -> bool:
    """True when the source dates its approval before the pilot's start: an approval said to come "before the start"
    ("ещё до старта", "在试点开始之前") tells the order of two of its dates again."""
    when, start, _ = _fact_dates(material)
    return when is not None and start is not None and when < start
