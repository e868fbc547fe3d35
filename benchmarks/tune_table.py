"""The rows of a `kvtrial tune` result as a markdown table, and the plans checked against the uniform rows.

    python benchmarks/tune_table.py docs/results/tune-smollm2-135m-pydoc.json

Checks, each on the held-out windows of the same file, a plan counting as within its budget by the bits
per value read back from its live cache: the plan for ≤ 3.5 bits/value against uniform q4_0 (4.5 bits); the plan for ≤ 4.5 against half of uniform turbo4; the plan for ≤ 6.5 against half of uniform
q8_0/turbo4; and for every plan, its KL on the second text against 1.3 × its held-out KL and against the
uniform setting of the nearest bits per value on that text.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

CHECKS = (("bits<=3.5", "q4_0", 1.0), ("bits<=4.5", "turbo4", 0.5), ("bits<=6.5", "q8_0/turbo4", 0.5))
TRANSFER_FACTOR = 1.3


def _fmt(x: float | None, digits: int = 5) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def table(rows: list[dict]) -> list[str]:
    out = ["| kind | target | setting | bits/value | held-out KL | transfer KL | predicted KL | calibration KL |",
           "|---|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: r["bits_per_value"] or 0):
        out.append(f"| {r['kind']} | {r.get('target') or '–'} | `{r['setting']}` | {_fmt(r['bits_per_value'], 3)} | "
                   f"{_fmt(r['heldout_kld_mean'])} | {_fmt(r['transfer_kld_mean'])} | {_fmt(r.get('predicted_kld'))} | "
                   f"{_fmt(r.get('calib_kld_mean'))} |")
    return out


def checks(rows: list[dict]) -> list[str]:
    plans = {r["target"]: r for r in rows if r["kind"] == "plan"}
    uniform = {r["setting"]: r for r in rows if r["kind"] == "uniform"}
    out = []
    for target, name, factor in CHECKS:
        plan, ref = plans.get(target), uniform.get(name)
        if plan is None or ref is None:
            out.append(f"* {target} vs {factor:g} × {name}: not in this file")
            continue
        limit = factor * ref["heldout_kld_mean"]
        budget = float(target.removeprefix("bits<="))
        fits = plan["bits_per_value"] <= budget
        met = plan["heldout_kld_mean"] <= limit and fits
        out.append(f"* {target}: {plan['bits_per_value']:.3f} bits read back ({'within' if fits else 'over'} the "
                   f"budget; {plan['layout_bits']:.3f} by the formats' layouts), held-out KL "
                   f"{plan['heldout_kld_mean']:.5f} vs {factor:g} × {name} {ref['heldout_kld_mean']:.5f} = {limit:.5f}: "
                   f"**{'met' if met else 'missed'}** ({plan['heldout_kld_mean'] / ref['heldout_kld_mean']:.3f}× {name})")
    for target, plan in sorted(plans.items()):
        if plan["transfer_kld_mean"] is None:
            continue
        ratio = plan["transfer_kld_mean"] / plan["heldout_kld_mean"]
        near = min(uniform.values(), key=lambda u: abs(u["bits_per_value"] - plan["bits_per_value"]))
        ahead = plan["transfer_kld_mean"] <= near["transfer_kld_mean"]
        out.append(f"* transfer, {target}: second-text KL {plan['transfer_kld_mean']:.5f} = {ratio:.2f}× its held-out "
                   f"KL (≤ {TRANSFER_FACTOR}: **{'met' if ratio <= TRANSFER_FACTOR else 'missed'}**); "
                   f"{'ahead of' if ahead else 'behind'} uniform {near['setting']} ({near['bits_per_value']:.3f} bits) "
                   f"on that text, {near['transfer_kld_mean']:.5f}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("result", type=Path, help="a kvtrial tune result JSON")
    data = json.loads(parser.parse_args().result.read_text())
    print("\n".join(table(data["rows"])))
    print()
    print("\n".join(checks(data["rows"])))
    est = data.get("estimator") or {}
    if est.get("checked"):
        print(f"\n* estimator ({est['method']}, anchor {est['anchor']}, checked on layers {est['check_layers']}): "
              f"{est['checked']} exact scorings, estimated/exact median {est['median_ratio']:.2f}, worst "
              f"{est['worst_ratio']:.2f}, {est['within_2x']:.0%} within 2×")


if __name__ == "__main__":
    main()
