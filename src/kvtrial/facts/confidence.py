"""How sure a machine label is. A label is `uncertain` when its rule saw a conflict (two dates in one role, a
status both approved and pending, an item both done and planned), when a date or amount the source does not
hold sits in the sentence the label rests on, or when a negation or a condition in that span may turn its
meaning ("approved once the board signs", "the budget is not EUR 48,500"). Everything else is `clear`."""

from __future__ import annotations

from decimal import Decimal

from kvtrial.facts.brief_rules import Verdict
from kvtrial.facts.context import OutputContext, Span
from kvtrial.facts.grades import CORRECT, BriefSpan
from kvtrial.facts.material import Fact

# kinds whose reading never rests on a negation: a negation in their span may turn the meaning
_NEGATION_FREE = ("date", "amount", "scope", "done")


def source_dates(ctx: OutputContext) -> list[str]:
    out = []
    for f in ctx.material.facts:
        for key in ("date", "approval_date"):
            if isinstance(f.value.get(key), str):
                out.append(f.value[key])
    return out


def label_span(ctx: OutputContext, verdict: Verdict) -> BriefSpan | None:
    """The first clause the label rests on, as a span of the brief."""
    for clause, _ in verdict.evidence:
        return BriefSpan(clause.start, clause.end, ctx.text[clause.start:clause.end].strip())
    return None


def doubts(ctx: OutputContext, fact: Fact, verdict: Verdict, consumed: set[Span]) -> list[str]:
    """Why the label may be wrong (empty: clear). `consumed`: the value spans this fact's rule took."""
    out = list(verdict.doubts)
    if not verdict.evidence:
        return out
    known = source_dates(ctx)
    amount = next((Decimal(f.value["amount"]) for f in ctx.material.facts if f.kind == "amount"), None)
    own = {span for _, span in verdict.evidence if span is not None} | consumed
    sentences = {(c.sentence_start, c.sentence_start + len(c.sentence)) for c, _ in verdict.evidence}
    for d in ctx.dates:
        span = (d.mention.start, d.mention.end)
        if span in own or not any(s <= span[0] < e for s, e in sentences):
            continue
        if not any(d.mention.matches(iso) for iso in known):
            out.append(f"a date the source does not hold sits near it: {d.mention.text!r}")
    for a in ctx.amounts:
        if (a.start, a.end) in own or not any(s <= a.start < e for s, e in sentences):
            continue
        if a.value != amount:
            out.append(f"an amount the source does not hold sits near it: {a.text!r}")
    for clause, _ in verdict.evidence[:3]:
        m = ctx.cues.condition.search(clause.text)
        if m:
            out.append(f"a condition in the span: {m.group(0)!r}")
        if verdict.label == CORRECT and (fact.kind in _NEGATION_FREE
                                         or (fact.kind == "status" and fact.value["status"] == "approved")):
            m = ctx.cues.negated.search(clause.text)
            if m:
                out.append(f"a negation in the span: {m.group(0)!r}")
    return list(dict.fromkeys(out))
