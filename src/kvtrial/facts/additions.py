"""Unsupported additions: dates, amounts, numbers, progress claims and plans that an output states
and the source does not."""

from __future__ import annotations

import re
from decimal import Decimal

from kvtrial.facts.context import OutputContext
from kvtrial.facts.cues import APPROVAL_WORD, EMPTY_ITEM, LABEL_PREFIX, PLANNED_CUE, PROGRESS_CUE, mentions
from kvtrial.facts.grades import Unsupported
from kvtrial.facts.material import Material
from kvtrial.facts.parse import DateMention, find_amounts, find_dates, find_numbers


def _source_values(material: Material) -> tuple[list[DateMention], set[tuple[Decimal, str]], set[Decimal]]:
    src = material.source_text
    return (find_dates(src), {(a.value, a.currency) for a in find_amounts(src)},
            {n.value for n in find_numbers(src)})


def unsupported_additions(ctx: OutputContext) -> list[Unsupported]:
    material = ctx.material
    src_dates, src_amounts, src_numbers = _source_values(material)
    out: list[Unsupported] = []
    for d in ctx.dates:
        span = (d.mention.start, d.mention.end)
        if span in ctx.consumed:
            continue
        full = [f"{x.year:04d}-{x.month:02d}-{x.day:02d}" for x in src_dates if x.day and x.year]
        known = any(d.mention.matches(iso) for iso in full) or (
            d.mention.day is None and any(d.mention.same_month(iso) for iso in full))
        if not known:
            out.append(Unsupported("date", d.mention.text, "date not in the source"))
    for a in ctx.amounts:
        if (a.start, a.end) not in ctx.consumed and (a.value, a.currency) not in src_amounts:
            out.append(Unsupported("amount", a.text, "amount not in the source"))
    n_par = len(material.paragraphs)
    for c in ctx.clauses:
        for s, e, value in ctx.bare_numbers(c):
            if (s, e) in ctx.consumed or value in src_numbers:
                continue
            line_start = ctx.text.rfind("\n", 0, s) + 1
            if re.fullmatch(r"\s*(?:#+\s*)?", ctx.text[line_start:s]) and re.match(r"[.)]\s", ctx.text[e:e + 2]):
                continue  # a list or heading number: "1. Timeline"
            if c.in_sources and value == int(value) and 1 <= value <= n_par:
                continue  # a paragraph number in the Sources section
            out.append(Unsupported("number", ctx.text[s:e], "number not in the source"))
    facts = {f.fact_id: f for f in material.facts}
    items = [facts[k].value["item"] for k in ("done", "planned", "out_of_scope")]
    scope_items = [facts["scope"].value["process"], facts["scope"].value["site"]]
    for c in ctx.body:
        content = LABEL_PREFIX.sub("", c.text)  # "Done: X" - the label is not itself a claim
        if any(mentions(i, c.text) for i in items) or APPROVAL_WORD.search(c.text) or EMPTY_ITEM.match(content):
            continue
        if PROGRESS_CUE.search(content) and not PLANNED_CUE.search(content) and not re.search(
                r"\bnot\b|n't\b|\bnever\b", content, re.IGNORECASE):
            out.append(Unsupported("progress", c.text.strip(), "progress the source does not report"))
            continue
        if c.label in ("done", "planned") and len(content.split()) >= 2:
            states_fact = (any(mentions(i, c.text) for i in scope_items) or
                           any(d.clause == c for d in ctx.dates) or any(c.start <= a.start < c.end for a in ctx.amounts))
            if not states_fact:
                kind = "progress" if c.label == "done" else "plan"
                out.append(Unsupported(kind, c.text.strip(), f"listed as {c.label} but not in the source"))
    return out
