"""The grader across many seeds and phrasings: briefs written in varied styles from each seed's
facts grade correct, and one mutation of one fact turns exactly that fact distorted."""

import datetime as dt
import random

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import build_material

SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF "}


def words(text: str) -> int:
    return len(text.split())


def fmt_date(iso: str, style: int) -> str:
    d = dt.date.fromisoformat(iso)
    return [d.isoformat(), f"{d.day} {d:%B} {d.year}", f"{d:%B} {d.day}, {d.year}", f"{d:%b} {d.day} {d.year}"][style]


def fmt_amount(amount: int, cur: str, style: int) -> str:
    return [f"{cur} {amount:,}", f"{amount:,}".replace(",", " ") + f" {cur}", f"{SYMBOLS[cur]}{amount:,}",
            f"{amount / 1000:g}k {cur}"][style]


def brief(m, rng: random.Random, mutate: str | None = None) -> str:
    f = {x.fact_id: x for x in m.facts}
    v = {k: x.value for k, x in f.items()}
    p = {k: x.paragraph for k, x in f.items()}
    ds, ams = rng.randrange(4), rng.randrange(4)
    start, end = v["start_date"]["date"], v["end_date"]["date"]
    if mutate == "start_date":
        start = (dt.date.fromisoformat(start) + dt.timedelta(days=1)).isoformat()
    if mutate == "dates_swapped":
        start, end = end, start
    amount, cur = v["budget"]["amount"], v["budget"]["currency"]
    if mutate == "amount":
        amount += 1000
    if mutate == "currency":
        cur = {"EUR": "USD", "USD": "GBP", "GBP": "CHF", "CHF": "EUR"}[cur]
    status = v["approval"]["status"]
    if mutate == "status":
        status = "approved" if status == "pending" else "pending"
    done, planned, oos = (v[k]["item"]["phrase"] for k in ("done", "planned", "out_of_scope"))
    if mutate == "swap_stage":
        done, planned = planned, done
    proc, site = v["scope"]["process"]["phrase"], v["scope"]["site"]["phrase"]
    status_line = {"approved": f"The pilot has been approved [{p['approval']}].",
                   "pending": f"Approval is still pending [{p['approval']}]."}[status]
    oos_line = (f"It does not include {oos} [{p['out_of_scope']}]." if mutate != "negation"
                else f"It also includes {oos} [{p['out_of_scope']}].")
    layout = rng.randrange(2)
    if layout == 0:
        return "\n".join([
            "# Timeline", f"The pilot runs from {fmt_date(start, ds)} [{p['start_date']}] to {fmt_date(end, ds)} "
            f"[{p['end_date']}].", "", "# Scope", f"It covers {proc} at the {site} [{p['scope']}]. {oos_line}", "",
            "# Budget", f"{fmt_amount(amount, cur, ams)} [{p['budget']}]", "", "# Status", status_line,
            "Done:", f"- {done} [{p['done']}]", "Planned:", f"- {planned} [{p['planned']}]",
        ])
    return "\n".join([
        f"**Timeline**: start {fmt_date(start, ds)} [{p['start_date']}], end {fmt_date(end, ds)} [{p['end_date']}].",
        f"**Scope**: {proc} at the {site} [{p['scope']}]. {oos_line}",
        f"**Budget**: {fmt_amount(amount, cur, ams)} [{p['budget']}].",
        f"**Status**: {status_line} {done[0].upper() + done[1:]} has been completed [{p['done']}], while "
        f"{planned} is planned [{p['planned']}].",
    ])


SEEDS = range(16)


@pytest.fixture(scope="module")
def materials():
    return {s: build_material(s, 1024, words) for s in SEEDS}


def test_varied_faithful_briefs_grade_all_correct(materials):
    for seed, m in materials.items():
        text = brief(m, random.Random(seed))
        g = grade_output(m, text)
        assert g.errors == 0, (seed, text, g.to_dict())
        assert g.citation_counts["correct"] == 8, (seed, text, g.to_dict())


@pytest.mark.parametrize("mutation,distorted", [
    ("start_date", {"start_date"}), ("dates_swapped", {"start_date", "end_date"}), ("amount", {"budget"}),
    ("currency", {"budget"}), ("status", {"approval"}), ("swap_stage", {"done", "planned"}),
    ("negation", {"out_of_scope"}),
])
def test_one_mutation_distorts_exactly_its_fact(materials, mutation, distorted):
    for seed, m in materials.items():
        text = brief(m, random.Random(seed), mutate=mutation)
        g = grade_output(m, text)
        got = {f.fact_id for f in g.facts if f.label == "distorted"}
        assert got == distorted, (seed, mutation, text, g.to_dict())
        assert {f.label for f in g.facts if f.fact_id not in distorted} == {"correct"}, (seed, text, g.to_dict())
        assert g.unsupported == [], (seed, text, g.unsupported)
