"""How sure a machine label is. A label is `uncertain` when its rule saw a conflict (two dates in one role, two
amounts for the budget, a status both approved and pending, an item both done and planned), when a date or amount
the source does not hold sits in the sentence the label rests on, or when a negation or a condition in that span may turn its
meaning ("approved once the board signs", "the budget is not EUR 48,500"), or when a fact was read only in part
or omitted while the brief says something of its kind (a possible false alarm), or when an approval graded correct
sits beside another party's approval counted as an addition (the grader adds that doubt once the additions are
known), or when a budget graded distorted was read short of the source's amount with its leading digits (a scale word
or digit separator not read), or when a chat's user turn puts a value of the fact the source does not hold (the
label then rests on whether the reply took it up or set it aside, the reading most often wrong in chats). Everything else is
`clear`."""

from __future__ import annotations

import re
from decimal import Decimal

from kvtrial.facts.alignment import user_turns
from kvtrial.facts.brief_rules import Verdict, past_sequence_blanked
from kvtrial.facts.context import OutputContext, Span
from kvtrial.facts.cues import mentions
from kvtrial.facts.grades import CORRECT, DISTORTED
from kvtrial.facts.material import Fact
from kvtrial.facts.parse import currencies_in
from kvtrial.facts.segments import Clause, recap_lead
from kvtrial.records.fact_grades import SpanRecord

# kinds whose reading never rests on a negation: a negation in their span may turn the meaning
_NEGATION_FREE = ("date", "amount", "scope", "done")


def source_dates(ctx: OutputContext) -> list[str]:
    out = []
    for f in ctx.material.facts:
        for key in ("date", "approval_date"):
            if isinstance(f.value.get(key), str):
                out.append(f.value[key])
    return out


def label_span(ctx: OutputContext, verdict: Verdict) -> SpanRecord | None:
    """The first clause the label rests on, as a span of the brief."""
    for clause, _ in verdict.evidence:
        return SpanRecord(clause.start, clause.end, ctx.text[clause.start:clause.end].strip())
    return None


_IN_PART = {
    "stage.no-stage": "the item is named, but no stage was read: it may be said in words the grader does not read",
    "scope.partial": "only part of the scope was read: the rest may be named in words the grader does not read",
    "budget.no-currency": "no currency was read with the amount: it may be named in words the grader does not read",
    # a distortion read from the absence of an exclusion word: the exclusion may be worded in a way not read
    "negation.in-scope": "read as in scope only because no exclusion word was found: the item may be excluded "
                         "in words the grader does not read",
    "scope.excluded": "the workflow was read as excluded from a negation near it: the negation may belong to "
                      "something else",
}
_ROLE_WORDS = {"start_date": "start", "end_date": "end"}
_LABEL_OF = {"done": "done", "planned": "planned", "negation.absent": "out_of_scope"}


def _names_budget(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause's sentence names the budget, read once per sentence (not again for each of its clauses)."""
    return ctx.once("names the budget", clause.sentence_start, lambda: bool(ctx.cues.budget.search(clause.sentence)))


def _read_in_part(ctx: OutputContext, fact: Fact, verdict: Verdict) -> list[str]:
    """A fact graded omitted or distorted where the brief says something of its kind the rule could not place:
    the label may be a false alarm."""
    if verdict.rule in _IN_PART:
        return [_IN_PART[verdict.rule]]
    if verdict.rule == "negation.listed-as-work" and "planned work" in verdict.detail:
        return ["read as planned work, not as excluded: a deferral (\"for a later phase\") may be the exclusion"]
    body = ctx.body
    if verdict.rule == "approval.absent":
        said = next((c for c in body if ctx.cues.approval_word.search(c.text)), None)
        if said is not None:
            return [f"an approval word is in the brief, but no status was read: {said.text.strip()[:80]!r}"]
        # the approver or a board is named, or a date has the approval's role: the status may be in words not read
        people = [fact.value.get(k) for k in ("approver", "body")] + [
            i for key in ("approvers", "bodies") for i in ctx.material.distractors.get(key, [])]
        named = next((c for c in body for p in people if p and mentions(p, c.text, ctx.lang)), None)
        if named is not None:
            return [f"the brief names who approves, but no status was read: {named.text.strip()[:80]!r}"]
    if verdict.rule == "budget.absent":
        said = next((c for c in body if _names_budget(ctx, c) and (
            re.search(r"\d", c.text) or ctx.forms.word_numbers(c.text))), None)
        if said is not None:
            return [f"the brief names the budget with a figure the grader could not read: {said.text.strip()[:80]!r}"]
    if verdict.rule == "date.absent":
        loose = [d for d in ctx.dates if d.role is None and d.clause is not None and not d.clause.in_sources]
        if loose:
            return [f"a date with no role the grader could read: {loose[0].mention.text!r}"]
        # the role's own word with no date read in its clause ("ends mid-autumn", "结束时间另定"): a date in a form
        # the grader does not read may follow it
        role = ctx.cues.roles.get(_ROLE_WORDS.get(fact.fact_id, ""))
        worded = next((c for c in body if role is not None and _role_word(role, _after_dates(ctx, c))), None)
        if worded is not None:
            return [f"the brief gives the {_ROLE_WORDS[fact.fact_id]} with no date the grader could read: "
                    f"{worded.text.strip()[:80]!r}"]
    if verdict.rule == "budget.absent":
        cur = next((c for c in body if currencies_in(c.text, ctx.forms)), None)
        if cur is not None:
            return [f"a currency is named, but no budget amount was read: {cur.text.strip()[:80]!r}"]
    if verdict.rule in ("stage.absent", "negation.absent"):
        want = _LABEL_OF.get(verdict.rule, fact.fact_id)
        listed = next((c for c in body if c.label == want), None)
        if listed is not None:
            return [f"a line is listed as {want}, but names no item the grader knows: {listed.text.strip()[:80]!r}"]
    return []


def _leading_digits(read: Decimal, source: Decimal) -> bool:
    """Whether an amount read differs from the source's only by where it stops: its digits open the source amount's
    (68 of 68000, 74 of 74500, 81.5 of 81500), it is smaller, and it keeps two digits or more."""
    a, b = (f"{x.normalize():f}".replace(".", "") for x in (read, source))
    return 0 < read < source and len(a) >= 2 and b.startswith(a)


def _after_dates(ctx: OutputContext, clause: Clause) -> str:
    """The clause's words after its last date (all of them when it has none)."""
    ends = [d.mention.end for d in ctx.dates if clause.start <= d.mention.start < clause.end]
    return ctx.text[max(ends):clause.end] if ends else clause.text


def _role_word(role: re.Pattern[str], text: str) -> bool:
    """A role word that is a word of its own (not "to" or a dash, which join dates far more often than not)."""
    return any(len(m.group(0).strip()) > 2 for m in role.finditer(text))


def _user_disputes(ctx: OutputContext, fact: Fact) -> str | None:
    """The first user turn of a chat brief that puts a value of the fact the source does not hold — a date the source
    lacks for a date, another amount or currency for the budget, approved where it is pending (or pending where it
    is approved) — or None: the assistant's reply then decides the label, by taking the user's value up or setting it
    aside, the reading most often wrong in chats."""
    cues, v = ctx.cues, fact.value
    role = _ROLE_WORDS.get(fact.fact_id)
    for s, e in user_turns(ctx):
        said = ctx.text[s:e]
        if fact.kind == "date":
            # (a user's date told in another role, "And it wraps up on 2 July, right?", is no value of the start: a
            # reply agreeing takes it up for its own fact only)
            hit = any(s <= d.mention.start < e and not d.mention.matches(v["date"]) and d.role in (None, role)
                      for d in ctx.dates)
        elif fact.kind == "amount":
            hit = any(s <= a.start < e and a.value != Decimal(v["amount"]) for a in ctx.amounts) or any(
                c != v["currency"] for c in currencies_in(said, ctx.forms))
        elif fact.kind == "status":
            hit = bool((cues.approved_word if v.get("status") == "pending" else cues.pending_word).search(said))
        else:
            hit = False
        if hit:
            return said.strip()[:80]
    return None


def doubts(ctx: OutputContext, fact: Fact, verdict: Verdict, consumed: set[Span]) -> list[str]:
    """Why the label may be wrong (empty: clear). `consumed`: the value spans this fact's rule took."""
    out = list(verdict.doubts) + _read_in_part(ctx, fact, verdict)
    asked = _user_disputes(ctx, fact)
    if asked is not None:
        out.append(f"a user's turn puts another value ({asked!r}): whether the reply took it up or set it aside decides")
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
        if verdict.label == DISTORTED and (a.start, a.end) in own and amount is not None \
                and _leading_digits(a.value, amount):
            # "£68k²" read as 68, "74_500" as 74: the source's amount with a scale or separator not read
            out.append(f"the amount read ({a.text!r}) begins with the source amount's digits: a scale word or digit "
                       "separator may not have been read")
        if (a.start, a.end) in own or not any(s <= a.start < e for s, e in sentences):
            continue
        if a.value != amount:
            out.append(f"an amount the source does not hold sits near it: {a.text!r}")
    for clause, _ in verdict.evidence[:3]:
        lead = recap_lead(clause.text, ctx.lang.layout)  # "If you need a one-liner:": how it is told, no condition
        # (a sign-off told as following another in the past, "after X, the CFO also signed it", sets none)
        m = ctx.cues.condition.search(past_sequence_blanked(clause.text, ctx.cues),
                                      0 if lead is None else clause.text.find(lead) + len(lead))
        if m:
            out.append(f"a condition in the span: {m.group(0)!r}")
        if verdict.label == CORRECT and (fact.kind in _NEGATION_FREE
                                         or (fact.kind == "status" and fact.value["status"] == "approved")):
            m = ctx.cues.negated.search(clause.text)
            if m:
                out.append(f"a negation in the span: {m.group(0)!r}")
    return list(dict.fromkeys(out))
