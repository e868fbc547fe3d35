"""Deterministic grading of a generated brief (or a one-fact answer) against the SOURCE material,
never against another output (seed 000 section 7).

Each required fact is `correct`, `omitted` or `distorted`; additions the source does not support
(dates, amounts, numbers, progress claims, invented plans) are listed as `unsupported`; each stated
fact's citation is `correct` (cites the paragraph holding it), `incorrect` or `missing`.
The rules are phrase-level heuristics, written down here and pinned by tests on hand-written outputs.
"""

from __future__ import annotations

import functools
import re
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import Any, Iterable

from kvtrial.facts.material import Fact, Material, Question
from kvtrial.facts.parse import (
    DateMention, currencies_in, find_amounts, find_citations, find_dates, find_numbers,
)
from kvtrial.facts.segments import Clause, segment

CORRECT, OMITTED, DISTORTED = "correct", "omitted", "distorted"
LABELS = (CORRECT, OMITTED, DISTORTED)
CITATION_STATES = ("correct", "incorrect", "missing")


# ------------------------------------------------------------------ cue words

def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# Date roles: the last cue between the previous date (or sentence start) and this date decides.
_ROLE_CUES = {
    "start": _rx(r"\bstart\w*|\bbegin\w*|\bbegan\b|\bcommenc\w*|\bkick\w*[\s-]*off|\blaunch\w*|\bfrom\b|\bopen\w*"),
    "end": _rx(r"\bend\w*|\bfinish\w*|\bconclu\w*|\bclos\w*|\buntil\b|\btill\b|\bthrough\b|\bthru\b|\bto\b|[-–—]\s*$"),
    "approval": _rx(r"\bapprov\w*|\bsign\w*[\s-]+off|\bsigned\b|\bauthori[sz]\w*"),
}
_APPROVAL_WORD = _rx(r"\bapprov\w*|\bsign(?:ed)?[\s-]+off|\bsign-off|\bauthori[sz]\w*|\bgreen[\s-]*l(?:ight|it)\b|\bstatus\b")
_PENDING_WORD = _rx(r"\bpending\b|\bawait\w*|\bnot\b|n't\b|\byet to\b|\bsubject to\b|\bneeds?\b|\brequir\w*|"
                    r"\boutstanding\b|\bunapproved\b|\bno approval\b|\bwithout approval\b")
_APPROVED_WORD = _rx(r"\bapproved\b|\bapproval\s+(?:was\s+|has\s+been\s+)?(?:given|granted|obtained|received)|"
                     r"\bsigned[\s-]+off\b|\bgreen[\s-]*l(?:ight|it)\b|\bauthori[sz]ed\b")
_PLANNED_CUE = _rx(
    r"\bplann\w*|\bplans?\b|\bwill\b|\bscheduled\b|\bupcoming\b|\bfuture\b|\bnext\s+steps?\b|\bto be\b|\byet to\b|"
    r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:started|begun|done|completed|finished)|\b(?:has|have)\s+not\b|n't\b|"
    r"\bnot\s+yet\b|\bpending\b|\bintend\w*|\bforeseen\b|\blater\b|\boutstanding\b|\bremaining\b|\bgoing to\b|"
    r"\bexpected to\b|\bupcoming\b"
)
_DONE_CUE = _rx(
    r"\bcomplet(?:ed|ion)\b|\bfinish(?:ed)?\b|\bdone\b|\bdelivered\b|\bcarried out\b|\bachieved\b|\baccomplished\b|"
    r"\bwrapped up\b|\balready\b|\bin place\b|\b(?:was|were|has been|have been)\s+(?!plann|schedul|expect|intend|"
    r"propos|design)(?:\w+ed|set up|done|held|run|built|made)\b"
)
_NEGATION_BEFORE = _rx(r"(?:\bnot|n't|\bnever|\byet to|\bno)\W+(?:\w+\W+){0,2}$")
_PROGRESS_CUE = _rx(
    r"\b(?:has|have)\s+(?:already\s+)?(?:started|begun|commenced|kicked off|gone live)|"
    r"\b(?:is|are)\s+(?:now\s+|already\s+)?(?:underway|under way|in progress|running|live|ongoing)\b|\bwent live\b|"
    r"\bcomplet(?:ed|ion)\b|\bfinished\b|\bdelivered\b|\blaunched\b|\brolled out\b|\bdeployed\b|\balready\b|\bdone\b"
)
_EXCLUSION = _rx(r"out[\s-]+of[\s-]+(?:the\s+)?scope|\bnot\b|n't\b|\bexclu\w*|\bexcept\w*|\boutside\b|\bno\b|"
                 r"\bwithout\b|\bnor\b|\bneither\b")
_BUDGET_CUE = _rx(r"\bbudget\w*|\bcost\w*|\bfund\w*|\bamount\b|\bspend\w*|\bfinanc\w*")
_EMPTY_ITEM = _rx(r"^\W*(?:none|nothing|n/?a|no\s+\w+)\b")
_LABEL_PREFIX = _rx(r"^\W*(?:done|completed?|already (?:done|completed)|finished|progress|planned|next steps?|"
                    r"upcoming|to ?do)\W*:\s*")

# How a Sources line names a fact when it gives no value.
_SOURCE_NAMES = {
    "start_date": _rx(r"\bstart\w*|\bbegin\w*|\bcommenc\w*|\btimeline\b|\bperiod\b|\bduration\b"),
    "end_date": _rx(r"\bend\b|\bends\b|\bend date\b|\bfinish\w*|\bconclu\w*|\btimeline\b|\bperiod\b|\bduration\b"),
    "scope": _rx(r"(?<!of )(?<!of the )\bscope\b|\bcover\w*|\bworkflow\b"),
    "budget": _rx(r"\bbudget\w*|\bcost\w*|\bamount\b|\bfund\w*"),
    "approval": _rx(r"\bapprov\w*|\bstatus\b|\bsign\w*"),
    "done": _rx(r"\bdone\b|\bcomplet\w*|\bfinished\b"),
    "planned": _rx(r"\bplann\w*|\bnext steps?\b|\bupcoming\b"),
    "out_of_scope": _rx(r"out[\s-]+of[\s-]+scope|\bexclu\w*|not in scope|not included"),
}


@functools.lru_cache(maxsize=256)
def _item_rx(patterns: tuple[str, ...]) -> re.Pattern[str]:
    parts = [r"[\s-]+".join(re.escape(w) for w in p.split()) for p in patterns]
    return _rx(r"\b(?:" + "|".join(parts) + r")")


def _mentions(item: dict[str, Any], text: str) -> bool:
    return bool(_item_rx(tuple(item["patterns"])).search(text))


# ------------------------------------------------------------------ results


@dataclass
class FactGrade:
    fact_id: str
    kind: str
    label: str  # correct | omitted | distorted
    detail: str
    paragraph: int  # where the source states it
    cited: list[int] = field(default_factory=list)
    citation: str | None = None  # correct | incorrect | missing; None when the fact is omitted
    evidence: list[str] = field(default_factory=list)  # the output clauses the label rests on


@dataclass
class Unsupported:
    kind: str  # date | amount | number | progress | plan
    text: str
    detail: str


@dataclass
class FactGrades:
    material_id: str
    facts: list[FactGrade]
    unsupported: list[Unsupported]

    @property
    def counts(self) -> dict[str, int]:
        c = {label: sum(1 for f in self.facts if f.label == label) for label in LABELS}
        c["unsupported"] = len(self.unsupported)
        return c

    @property
    def citation_counts(self) -> dict[str, int]:
        return {s: sum(1 for f in self.facts if f.citation == s) for s in CITATION_STATES}

    @property
    def errors(self) -> int:
        """Fact errors of the row schema: omitted + distorted + unsupported additions."""
        c = self.counts
        return c[OMITTED] + c[DISTORTED] + c["unsupported"]

    def by_id(self, fact_id: str) -> FactGrade:
        return next(f for f in self.facts if f.fact_id == fact_id)

    def to_dict(self) -> dict[str, Any]:
        return {
            "material_id": self.material_id, "counts": self.counts, "citation_counts": self.citation_counts,
            "errors": self.errors, "facts": [asdict(f) for f in self.facts],
            "unsupported": [asdict(u) for u in self.unsupported],
        }


# ------------------------------------------------------------------ the grading context


@dataclass
class _Dated:
    mention: DateMention
    role: str | None
    clause: Clause | None


class _Context:
    """The output cut into clauses, with every date, amount and number found once."""

    def __init__(self, material: Material, text: str):
        self.material = material
        self.text = text
        self.clauses = segment(text)
        self.body = [c for c in self.clauses if not c.in_sources]
        self.dates = self._dated()
        self.amounts = find_amounts(text)
        self.consumed: set[tuple[int, int]] = set()  # spans already counted as a distortion
        self.citations = find_citations(text)

    def cites_for(self, clause: Clause, span: tuple[int, int] | None) -> list[int]:
        """Citations for a value: those after it and before the next date of its sentence, else those
        of its clause, else those of its sentence."""
        sent_end = clause.sentence_start + len(clause.sentence)
        if span is not None:
            nxt = min([d.mention.start for d in self.dates if span[1] <= d.mention.start < sent_end] + [sent_end])
            near = [n for c in self.citations if span[1] <= c.start < nxt for n in c.numbers]
            if near:
                return near
        own = [n for c in self.citations if clause.start <= c.start < clause.end for n in c.numbers]
        return own or list(clause.citations)

    def clause_at(self, pos: int) -> Clause | None:
        for c in self.clauses:
            if c.start <= pos < c.end:
                return c
        return None

    def _dated(self) -> list[_Dated]:
        out = []
        all_dates = find_dates(self.text)
        for d in all_dates:
            clause = self.clause_at(d.start)
            if clause is None:
                out.append(_Dated(d, None, None))
                continue
            # the role cue sits between the previous date of the same sentence (or its start) and this date
            prev_end = max([o.end for o in all_dates if clause.sentence_start <= o.end <= d.start]
                           + [clause.sentence_start])
            window = self.text[prev_end:d.start]
            role, best = None, -1
            for name, rx in _ROLE_CUES.items():
                for m in rx.finditer(window):
                    if m.end() > best:
                        role, best = name, m.end()
            out.append(_Dated(d, role, clause))
        return out


_Ev = tuple[Clause, "tuple[int, int] | None"]  # a clause, and the span of the value in it if any


def _evidence(items: Iterable[Clause | _Ev | None]) -> list[_Ev]:
    seen, out = set(), []
    for it in items:
        if it is None:
            continue
        clause, span = it if isinstance(it, tuple) else (it, None)
        if clause is None or (clause.start, clause.end, span) in seen:
            continue
        seen.add((clause.start, clause.end, span))
        out.append((clause, span))
    return out


def _dated_ev(dated: Iterable["_Dated"]) -> list[_Ev]:
    return _evidence((d.clause, (d.mention.start, d.mention.end)) for d in dated if d.clause is not None)


# ------------------------------------------------------------------ one handler per fact kind


def _grade_date(ctx: _Context, fact: Fact) -> tuple[str, str, list[_Ev]]:
    want = fact.value["date"]
    role = "start" if fact.fact_id == "start_date" else "end"
    other = "end" if role == "start" else "start"
    same_role = [d for d in ctx.dates if d.role == role]
    hit = [d for d in same_role if d.mention.matches(want)]
    if hit:
        return CORRECT, f"{role} date {want} stated", _dated_ev(hit)
    if same_role:
        d = same_role[0]
        ctx.consumed.add((d.mention.start, d.mention.end))
        if d.mention.day is None and d.mention.same_month(want):
            return DISTORTED, f"{role} date given only as {d.mention.text!r} (source: {want})", _dated_ev([d])
        return DISTORTED, f"{role} date given as {d.mention.text!r} (source: {want})", _dated_ev([d])
    plain = [d for d in ctx.dates if d.role is None and d.mention.matches(want)]
    if plain:
        return CORRECT, f"{role} date {want} stated", _dated_ev(plain)
    swapped = [d for d in ctx.dates if d.role == other and d.mention.matches(want)]
    if swapped:
        return DISTORTED, f"the {role} date {want} is given as the {other} date", _dated_ev(swapped)
    vague = [d for d in ctx.dates if d.role is None and d.mention.day is None and d.mention.same_month(want)]
    if vague:
        return DISTORTED, f"{role} date given only as {vague[0].mention.text!r} (source: {want})", _dated_ev(vague)
    return OMITTED, f"no {role} date stated", []


def _date_or_amount_spans(ctx: _Context) -> list[tuple[int, int]]:
    return [(d.mention.start, d.mention.end) for d in ctx.dates] + [(a.start, a.end) for a in ctx.amounts]


def _overlaps(span: tuple[int, int], spans: Iterable[tuple[int, int]]) -> bool:
    return any(span[0] < e and s < span[1] for s, e in spans)


def _bare_numbers(ctx: _Context, clause: Clause) -> list[tuple[int, int, Decimal]]:
    """Digit numbers in a clause that are not part of a date, an amount or a citation."""
    skip = _date_or_amount_spans(ctx) + [(clause.start + c.start, clause.start + c.end)
                                         for c in find_citations(clause.text)]
    out = []
    for n in find_numbers(clause.text):
        span = (clause.start + n.start, clause.start + n.end)
        if not _overlaps(span, skip):
            out.append((span[0], span[1], n.value))
    return out


def _grade_budget(ctx: _Context, fact: Fact) -> tuple[str, str, list[_Ev]]:
    want, cur = Decimal(fact.value["amount"]), fact.value["currency"]
    exact = [a for a in ctx.amounts if a.value == want and a.currency == cur]
    if exact:
        return CORRECT, f"budget {cur} {want} stated", _evidence(ctx.clause_at(a.start) for a in exact)
    same_value = [a for a in ctx.amounts if a.value == want]
    if same_value:
        a = same_value[0]
        ctx.consumed.add((a.start, a.end))
        return DISTORTED, f"budget amount with currency {a.currency} instead of {cur}", _evidence([ctx.clause_at(a.start)])
    budget_clauses = [c for c in ctx.clauses if _BUDGET_CUE.search(c.sentence) or (c.section or "").startswith("budget")]
    for c in budget_clauses:
        for s, e, value in _bare_numbers(ctx, c):
            if value == want:
                found = currencies_in(c.sentence) or currencies_in(ctx.text[c.start - 200 if c.start > 200 else 0:c.end])
                if cur in found:
                    return CORRECT, f"budget {want} with {cur} stated nearby", _evidence([c])
                ctx.consumed.add((s, e))
                if found:
                    return DISTORTED, f"budget amount with currency {sorted(found)[0]} instead of {cur}", _evidence([c])
                return DISTORTED, f"budget amount {want} given without its currency {cur}", _evidence([c])
    if ctx.amounts:
        in_budget = [a for a in ctx.amounts if any(c.start <= a.start < c.end for c in budget_clauses)]
        a = (in_budget or ctx.amounts)[0]
        ctx.consumed.add((a.start, a.end))
        return DISTORTED, f"budget given as {a.text!r} (source: {cur} {want})", _evidence([ctx.clause_at(a.start)])
    for c in budget_clauses:
        nums = _bare_numbers(ctx, c)
        if nums:
            s, e, value = nums[0]
            ctx.consumed.add((s, e))
            return DISTORTED, f"budget given as {value} (source: {cur} {want})", _evidence([c])
    return OMITTED, "no budget amount stated", []


def _approval_state(clause: Clause) -> str | None:
    """'pending', 'approved' or None for a clause, looking at words near an approval word."""
    text = clause.text
    words = list(_APPROVAL_WORD.finditer(text))
    if not words:
        return None
    for m in words:
        window = text[max(0, m.start() - 40): m.end() + 60]
        if _PENDING_WORD.search(window):
            return "pending"
    if _APPROVED_WORD.search(text):
        return "approved"
    return None


def _grade_status(ctx: _Context, fact: Fact) -> tuple[str, str, list[_Ev]]:
    states = [(c, _approval_state(c)) for c in ctx.clauses]
    approved = [c for c, s in states if s == "approved"]
    pending = [c for c, s in states if s == "pending"]
    if fact.value["status"] == "pending":
        if approved:
            return DISTORTED, "reported as approved; the source says approval is pending", _evidence(approved)
        if not pending:
            return OMITTED, "approval status not stated", []
        others = [b["short"] for b in ctx.material.distractors.get("bodies", []) if _mentions(b, ctx.text)]
        if others:
            return DISTORTED, f"pending with {others[0]}; the source names the {fact.value['body']['short']}", _evidence(pending)
        return CORRECT, "approval pending", _evidence(pending)
    if pending and not approved:
        return DISTORTED, "reported as pending; the source says it was approved", _evidence(pending)
    if not approved:
        return OMITTED, "approval status not stated", []
    if pending:
        return DISTORTED, "reported both as approved and as pending", _evidence(approved + pending)
    for d in ctx.dates:
        if d.role == "approval" and not d.mention.matches(fact.value["approval_date"]):
            ctx.consumed.add((d.mention.start, d.mention.end))
            return DISTORTED, f"approval date given as {d.mention.text!r} (source: {fact.value['approval_date']})", \
                _dated_ev([d])
    others = [a["short"] for a in ctx.material.distractors.get("approvers", []) if _mentions(a, ctx.text)]
    if others:
        return DISTORTED, f"approved by {others[0]}; the source names {fact.value['approver']['short']}", _evidence(approved)
    return CORRECT, "approved", _evidence(approved)


def _stage(clause: Clause) -> str | None:
    """'done', 'planned' or None: the clause's own words first, then the list label it sits under."""
    text = clause.text
    planned = bool(_PLANNED_CUE.search(text))
    done_hits = [m for m in _DONE_CUE.finditer(text) if not _NEGATION_BEFORE.search(text[:m.start()])]
    strong_done = [m for m in done_hits if m.group(0).lower() != "already"]
    if planned and not strong_done:
        return "planned"
    if done_hits and not planned:
        return "done"
    if clause.label in ("done", "planned"):
        return clause.label
    return None


def _grade_stage(ctx: _Context, fact: Fact) -> tuple[str, str, list[_Ev]]:
    want = fact.fact_id  # "done" | "planned"
    other = "planned" if want == "done" else "done"
    item = fact.value["item"]
    mentions = [c for c in ctx.clauses if _mentions(item, c.text)]
    if not mentions:
        return OMITTED, f"{item['short']} not mentioned", []
    stages = {_stage(c) for c in mentions}
    if want in stages and other not in stages:
        return CORRECT, f"{item['short']} reported as {want}", _evidence(mentions)
    if want in stages:
        return DISTORTED, f"{item['short']} reported both as done and as planned", _evidence(mentions)
    if other in stages:
        what = "invented progress: planned item reported as done" if want == "planned" else "done item reported as planned"
        return DISTORTED, f"{what} ({item['short']})", _evidence(mentions)
    return OMITTED, f"{item['short']} mentioned without saying whether it is done or planned", _evidence(mentions)


def _excluded(clause: Clause) -> bool:
    return clause.label == "out_of_scope" or bool(_EXCLUSION.search(clause.text))


def _grade_negation(ctx: _Context, fact: Fact) -> tuple[str, str, list[_Ev]]:
    item = fact.value["item"]
    mentions = [c for c in ctx.clauses if _mentions(item, c.text)]
    if not mentions:
        return OMITTED, f"{item['short']} (out of scope) not mentioned", []
    in_scope = [c for c in mentions if not c.in_sources and not _excluded(c)]
    if in_scope:
        return DISTORTED, f"negation lost: {item['short']} described as in scope", _evidence(in_scope)
    return CORRECT, f"{item['short']} stated as out of scope", _evidence(mentions)


def _grade_scope(ctx: _Context, fact: Fact) -> tuple[str, str, list[_Ev]]:
    process, site = fact.value["process"], fact.value["site"]
    oos = ctx.material.fact("out_of_scope").value["item"]
    proc = [c for c in ctx.clauses if _mentions(process, c.text)]
    sites = [c for c in ctx.clauses if _mentions(site, c.text)]
    wrong = [d["short"] for key in ("processes", "sites") for d in ctx.material.distractors.get(key, [])
             if any(_mentions(d, c.text) for c in ctx.body)]
    if wrong:
        return DISTORTED, f"scope names {wrong[0]}, which the source does not", _evidence(proc + sites)
    # an exclusion word belongs to the out-of-scope item when both share a clause
    covered = [c for c in proc if c.in_sources or not _excluded(c) or _mentions(oos, c.text)]
    if proc and not covered:
        return DISTORTED, f"{process['short']} described as excluded", _evidence(proc)
    if covered and sites:
        return CORRECT, f"{process['short']} at the {site['short']}", _evidence(covered + sites)
    if covered:
        return OMITTED, f"partly stated: {process['short']} without the site ({site['short']})", _evidence(covered)
    if sites:
        return OMITTED, f"partly stated: the {site['short']} without the workflow ({process['short']})", _evidence(sites)
    return OMITTED, "scope not stated", []


_HANDLERS = {
    "date": _grade_date, "amount": _grade_budget, "status": _grade_status, "done": _grade_stage,
    "planned": _grade_stage, "negation": _grade_negation, "scope": _grade_scope,
}


# ------------------------------------------------------------------ citations and additions


def _source_line_citations(ctx: _Context, fact: Fact) -> list[int]:
    """Paragraph numbers that the Sources section gives for this fact (by name or value). A line
    listing several facts ("Start date [2], budget [4]") is cut after each citation."""
    out: list[int] = []
    n_par = len(ctx.material.paragraphs)
    for c in ctx.clauses:
        if not c.in_sources:
            continue
        pos = 0
        for piece in re.split(r"(?<=\])(\s*[,;.]\s*)", c.text) + [""]:
            frag_start = c.start + pos
            pos += len(piece)
            if not piece.strip() or re.fullmatch(r"\s*[,;.]\s*", piece):
                continue
            if not _fragment_names(ctx, fact, piece, frag_start):
                continue
            cites = [n for cite in find_citations(piece) for n in cite.numbers]
            if not cites:  # "Start date: 2" - a bare number in a Sources line is a paragraph number
                cites = [int(n.value) for n in find_numbers(piece)
                         if n.value == int(n.value) and 1 <= n.value <= n_par
                         and not _overlaps((frag_start + n.start, frag_start + n.end), _date_or_amount_spans(ctx))]
            out.extend(cites)
    return out


def _fragment_names(ctx: _Context, fact: Fact, piece: str, start: int) -> bool:
    if _SOURCE_NAMES[fact.fact_id].search(piece):
        return True
    if fact.kind in ("done", "planned", "negation"):
        return _mentions(fact.value["item"], piece)
    if fact.kind == "scope":
        return _mentions(fact.value["process"], piece)
    if fact.kind == "date":
        return any(start <= d.mention.start < start + len(piece) and d.mention.matches(fact.value["date"])
                   for d in ctx.dates)
    return False


def _citation_state(fact: Fact, cited: list[int]) -> str:
    if not cited:
        return "missing"
    return "correct" if fact.paragraph in cited else "incorrect"


def _source_values(material: Material) -> tuple[list[DateMention], set[tuple[Decimal, str]], set[Decimal]]:
    src = material.source_text
    return (find_dates(src), {(a.value, a.currency) for a in find_amounts(src)},
            {n.value for n in find_numbers(src)})


def _unsupported(ctx: _Context) -> list[Unsupported]:
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
        for s, e, value in _bare_numbers(ctx, c):
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
        content = _LABEL_PREFIX.sub("", c.text)  # "Done: X" - the label is not itself a claim
        if any(_mentions(i, c.text) for i in items) or _APPROVAL_WORD.search(c.text) or _EMPTY_ITEM.match(content):
            continue
        if _PROGRESS_CUE.search(content) and not _PLANNED_CUE.search(content) and not re.search(
                r"\bnot\b|n't\b|\bnever\b", content, re.IGNORECASE):
            out.append(Unsupported("progress", c.text.strip(), "progress the source does not report"))
            continue
        if c.label in ("done", "planned") and len(content.split()) >= 2:
            states_fact = (any(_mentions(i, c.text) for i in scope_items) or
                           any(d.clause == c for d in ctx.dates) or any(c.start <= a.start < c.end for a in ctx.amounts))
            if not states_fact:
                kind = "progress" if c.label == "done" else "plan"
                out.append(Unsupported(kind, c.text.strip(), f"listed as {c.label} but not in the source"))
    return out


def grade_output(material: Material, text: str) -> FactGrades:
    """Grade one generated brief against the material's source facts."""
    ctx = _Context(material, text)
    grades: list[FactGrade] = []
    for fact in material.facts:
        label, detail, evidence = _HANDLERS[fact.kind](ctx, fact)
        cited: list[int] = []
        if label != OMITTED:
            for clause, span in evidence:
                cited.extend(ctx.cites_for(clause, span))
            cited.extend(_source_line_citations(ctx, fact))
        cited = sorted(set(cited))
        grades.append(FactGrade(
            fact.fact_id, fact.kind, label, detail, fact.paragraph, cited,
            None if label == OMITTED else _citation_state(fact, cited),
            [c.text.strip() for c, _ in evidence][:5],
        ))
    return FactGrades(material.material_id, grades, _unsupported(ctx))


# ------------------------------------------------------------------ one-fact answers


@dataclass
class AnswerGrade:
    question_id: str
    fact_id: str
    label: str
    detail: str
    answer: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


_NO_ANSWER = _rx(r"^\W*(?:i\s+(?:do not|don't)\s+know|unknown|not\s+(?:stated|given|mentioned)|n/?a|none)?\W*$")


def _answer_label(question: Question, answer: str) -> tuple[str, str]:
    fact = question.fact
    if _NO_ANSWER.match(answer):
        return OMITTED, "no answer"
    if fact.kind == "date":
        dates = find_dates(answer)
        good = [d for d in dates if d.matches(fact.value["date"])]
        bad = [d for d in dates if not d.matches(fact.value["date"])]
        if good and not bad:
            return CORRECT, f"{fact.value['date']}"
        if dates:
            return DISTORTED, f"gives {(bad or dates)[0].text!r} (source: {fact.value['date']})"
        return OMITTED, "no date in the answer"
    if fact.kind == "amount":
        want, cur = Decimal(fact.value["amount"]), fact.value["currency"]
        amounts = find_amounts(answer)
        if any(a.value == want and a.currency == cur for a in amounts):
            return CORRECT, f"{cur} {want}"
        if amounts:
            return DISTORTED, f"gives {amounts[0].text!r} (source: {cur} {want})"
        numbers = find_numbers(answer)
        if any(n.value == want for n in numbers):
            return (CORRECT, f"{cur} {want}") if cur in currencies_in(answer) else (
                DISTORTED, f"amount without its currency {cur}")
        if numbers:
            return DISTORTED, f"gives {numbers[0].text!r} (source: {cur} {want})"
        return OMITTED, "no amount in the answer"
    if fact.kind == "status":
        low = answer.lower()
        positive = [m for m in re.finditer(r"\bapproved\b|\byes\b", low) if not _NEGATION_BEFORE.search(low[:m.start()])]
        pending = bool(re.search(r"\bpending\b|\bawait\w*|\byet to\b|^\W*no\b|\bnot\b|n't\b", low))
        if positive and pending:
            return DISTORTED, "says both approved and pending"
        said = "pending" if pending else "approved" if positive else None
        if said is None:
            return OMITTED, "no approval status in the answer"
        if said == fact.value["status"]:
            return CORRECT, said
        return DISTORTED, f"says {said}; the source says {fact.value['status']}"
    # item facts: scope, done, planned, negation
    if fact.kind == "scope":
        proc, site = _mentions(fact.value["process"], answer), _mentions(fact.value["site"], answer)
        hit = proc and site
        partial = proc or site
    else:
        hit = _mentions(fact.value["item"], answer)
        partial = False
    confused = []
    for other in question.confusions:
        if other.kind == "scope":
            if _mentions(other.value["process"], answer):
                confused.append(other.value["process"]["short"])
        elif _mentions(other.value["item"], answer):
            confused.append(other.value["item"]["short"])
    if confused:
        return DISTORTED, f"names {confused[0]} ({'also ' if hit else ''}confused with another fact)"
    if hit:
        return CORRECT, "stated"
    if partial:
        return OMITTED, "partly stated"
    return OMITTED, "the answer does not name it"


def grade_answer(question: Question, answer: str) -> AnswerGrade:
    """Grade a short extraction answer against its one source fact."""
    # list markers ("1) 5 May 2026") are not part of the answer
    body = re.sub(r"(?m)^\s*(?:\d{1,2}[.)]|[-*•])\s+", "", answer).strip()
    label, detail = _answer_label(question, body)
    return AnswerGrade(question.question_id, question.fact.fact_id, label, detail, answer)
