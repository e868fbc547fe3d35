"""The rows of `kvtrial tune` results as markdown tables, and the plans checked against the targets.

    python benchmarks/tune_table.py docs/results/tune-smollm2-135m-pydoc-f5.json docs/results/tune-gemma3-270m-pydoc.json

Every check reads the result file alone, on its held-out windows; a plan counts as within its budget by
the bits per value read back from its live cache:

* the plan for <= 3.5 bits/value: held-out KL <= 0.65 x uniform q4_0's (4.5 bits);
* the plan for <= 4.5: <= 0.5 x uniform turbo4's; the plan for <= 6.5: <= 0.5 x uniform q8_0/turbo4's;
* every plan on the second text: ahead of (at most the KL of) every uniform setting at or above its bits
  per value; and, apart, every one at or below them (not dominated by a uniform setting);
* the estimator: every exact check within 2x of what the proxy predicted for it, except checks at the
  noise floor (exact and predicted KL both within 2x the run's measured rounding floor, the KL of
  `f32:rotate=1` on the calibration windows), which are counted apart, as neither within nor outside.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass, fields
from pathlib import Path

from kvtrial.tune.run import TuneRow
from kvtrial.tune.sensitivity import CHECK_FACTOR, CheckVerdict, check_verdict

# (plan target, uniform setting, factor): the plan's held-out KL must be at most factor x the setting's
TARGETS = (("bits<=3.5", "q4_0", 0.65), ("bits<=4.5", "turbo4", 0.5), ("bits<=6.5", "q8_0/turbo4", 0.5))
ESTIMATOR_FACTOR = CHECK_FACTOR


@dataclass(frozen=True)
class Check:
    """One target checked on one result file."""

    name: str
    met: bool | None  # None: the file lacks a row the check needs
    detail: str

    def line(self) -> str:
        verdict = "not in this file" if self.met is None else "met" if self.met else "missed"
        return f"* {self.name}: **{verdict}**{': ' + self.detail if self.detail else ''}"


def rows_of(data: dict) -> list[TuneRow]:
    known = {f.name for f in fields(TuneRow)}
    return [TuneRow(**{k: v for k, v in r.items() if k in known}) for r in data["rows"]]


def _fmt(x: float | None, digits: int = 5) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def table(rows: list[TuneRow]) -> list[str]:
    out = ["| kind | target | setting | bits/value | held-out KL | transfer KL | predicted KL | calibration KL |",
           "|---|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: r.bits_per_value or 0):
        out.append(f"| {r.kind} | {r.target or '–'} | `{r.setting}` | {_fmt(r.bits_per_value, 3)} | "
                   f"{_fmt(r.heldout_kld_mean)} | {_fmt(r.transfer_kld_mean)} | {_fmt(r.predicted_kld)} | "
                   f"{_fmt(r.calib_kld_mean)} |")
    return out


def target_checks(rows: list[TuneRow]) -> list[Check]:
    plans = {r.target: r for r in rows if r.kind == "plan"}
    uniform = {r.setting: r for r in rows if r.kind == "uniform"}
    out = []
    for target, name, factor in TARGETS:
        plan, ref = plans.get(target), uniform.get(name)
        label = f"{target}, held-out KL <= {factor:g} x uniform {name}"
        if plan is None or ref is None or plan.heldout_kld_mean is None or ref.heldout_kld_mean is None \
                or plan.bits_per_value is None:
            out.append(Check(label, None, ""))
            continue
        budget = float(target.removeprefix("bits<="))
        fits = plan.bits_per_value <= budget
        ratio = plan.heldout_kld_mean / ref.heldout_kld_mean
        out.append(Check(label, fits and ratio <= factor,
                         f"{plan.bits_per_value:.3f} bits read back ({'within' if fits else 'over'} the budget), "
                         f"{plan.heldout_kld_mean:.5f} = {ratio:.3f}x {name} ({ref.heldout_kld_mean:.5f}, "
                         f"{_fmt(ref.bits_per_value, 3)} bits)"))
    return out


def transfer_checks(rows: list[TuneRow]) -> list[Check]:
    """Each plan on the second text against the uniform settings at or above its bits (the target as set:
    a plan ahead of all of them beats every uniform setting that costs as much or more) and, apart, at or
    below them (a plan behind one of those is dominated: a uniform setting is as small and better)."""
    # (setting, bits read back, second-text KL) of each uniform row that has both
    uniform = [(r.setting, r.bits_per_value, r.transfer_kld_mean) for r in rows if r.kind == "uniform"
               and r.transfer_kld_mean is not None and r.bits_per_value is not None]
    out = []
    for plan in sorted((r for r in rows if r.kind == "plan"), key=lambda r: r.bits_per_value or 0):
        bits, moved, held = plan.bits_per_value, plan.transfer_kld_mean, plan.heldout_kld_mean
        for side in ("above", "below"):
            name = f"transfer, {plan.target}, ahead of every uniform at or {side} its bits"
            if bits is None or moved is None or held is None:
                out.append(Check(name, None, ""))
                continue
            those = [u for u in uniform if (u[1] >= bits if side == "above" else u[1] <= bits)]
            if not those:
                out.append(Check(name, None, f"no uniform setting at or {side} {bits:.3f} bits"))
                continue
            behind = [u for u in those if moved > u[2]]
            closest = min(those, key=lambda u: u[2] if side == "above" else abs(u[1] - bits))
            ahead = (f"ahead of all {len(those)} (closest: {closest[0]}, {closest[1]:.3f} bits, {closest[2]:.5f})"
                     if not behind else f"behind {len(behind)} of {len(those)}: "
                     + ", ".join(f"{u[0]} ({u[1]:.3f} bits, {u[2]:.5f})" for u in behind))
            ratio = moved / held
            out.append(Check(name, not behind, f"{bits:.3f} bits, second-text KL {moved:.5f} ({ratio:.2f}x its "
                             f"held-out KL), {ahead}"))
    return out


def estimator_check(estimator: dict) -> Check:
    floor = estimator.get("floor")
    checks = [c for c in estimator.get("checks", [])
              if c["exact"] > 0 or check_verdict(c["exact"], c["estimated"], floor) is CheckVerdict.AT_FLOOR]
    name = f"estimator, every exact check within {ESTIMATOR_FACTOR:g}x of the proxy"
    if not checks:
        return Check(name, None, "")
    verdicts = [check_verdict(c["exact"], c["estimated"], floor) for c in checks]
    at_floor = [c for c, v in zip(checks, verdicts, strict=True) if v is CheckVerdict.AT_FLOOR]
    judged = [(c, c["estimated"] / c["exact"], v) for c, v in zip(checks, verdicts, strict=True)
              if v is not CheckVerdict.AT_FLOOR]
    outside = [c for c, _, v in judged if v is CheckVerdict.OUTSIDE]
    floor_text = (f"no measured rounding floor in this file ({estimator.get('floor_note') or 'a run before floors'})"
                  if floor is None else
                  f"{len(at_floor)} {CheckVerdict.AT_FLOOR.value} (exact and estimated <= {ESTIMATOR_FACTOR:g}x the "
                  f"measured floor {floor:.3g}, the KL of {estimator.get('floor_setting', 'the rounding-only setting')})")
    if not judged:
        return Check(name, None, f"all {len(checks)} exact scorings {CheckVerdict.AT_FLOOR.value}; {floor_text}")
    ratios = sorted(r for _, r, _ in judged)
    above = "" if floor is None else " above the floor"
    worst = max(judged, key=lambda cr: abs(math.log(cr[1])))
    return Check(name, not outside,
                 f"{len(judged)} exact scorings{above} on layers {estimator.get('check_layers')} (anchor "
                 f"{estimator.get('anchor')}), estimated/exact median {ratios[len(ratios) // 2]:.2f}, worst "
                 f"{worst[1]:.2f} (layer {worst[0]['item']} in {worst[0]['format']}), {len(outside)} "
                 f"{CheckVerdict.OUTSIDE.value}; {floor_text}")


def checks(data: dict) -> list[Check]:
    rows = rows_of(data)
    return [*target_checks(rows), *transfer_checks(rows), estimator_check(data.get("estimator") or {})]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", type=Path, nargs="+", help="kvtrial tune result JSON files")
    for path in parser.parse_args().results:
        data = json.loads(path.read_text())
        print(f"### {data['model_id']} on {data['corpus']}, held-out n_ctx {data['schedule']['n_ctx']} ({path.name})\n")
        print("\n".join(table(rows_of(data))))
        print()
        print("\n".join(c.line() for c in checks(data)))
        print()


if __name__ == "__main__":
    main()
