"""How each fact kind is labelled in a brief: one rule per kind, each returning
(label, detail, evidence). The rules may mark a value's span consumed, so that a value already
counted as a distortion is not counted again as an unsupported addition."""

from __future__ import annotations

import bisect
import dataclasses
import datetime as dt
import difflib
import functools
import os
import re
import typing
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from decimal import Decimal
from functools import partial
from typing import Any, NamedTuple

from kvtrial.facts.alignment import not_answered, restates, speaker_label_end, user_turns
from kvtrial.facts.approver_titles import given_title, heading_over, pronoun_title
from kvtrial.facts.context import Dated, Evidence, OutputContext, Span, dated_evidence, evidence
from kvtrial.facts.cues import RANGE_ARROW, approver_title, budget_part_told, item_matches, mentions, says_title
from kvtrial.facts.derived import approved_before_start, computed_amount, derived_figures
from kvtrial.facts.fields import Field, split_field
from kvtrial.facts.grades import CORRECT, DISTORTED, OMITTED, Label
from kvtrial.facts.instructions import forbidden_statement, spending_limit
from kvtrial.facts.languages import data_keys, get_language
from kvtrial.facts.languages.model import Cues, Language, Layout
from kvtrial.facts.legend import WAITING_MARK
from kvtrial.facts.material import Fact
from kvtrial.facts.parse import AmountMention, currencies_in, find_dates, multiplier, without_citations
from kvtrial.facts.segments import (
    EMPTY_BOX,
    FIELD_KEY,
    QA_MARKER,
    TICKED_BOX,
    Clause,
    asks,
    header_line,
    label_of,
    line_around,
    recap_lead,
    strip_label,
    without_particle,
)
from kvtrial.facts.speakers import speaker_lines_only, taken_up
from kvtrial.facts.step_signoffs import names_own_party, names_start, own_step_requirement, step_required
from kvtrial.facts.topics import topic_item


class Verdict(NamedTuple):
    """A rule's decision: the label, why, the clauses it rests on, the rule's name, and any conflict the rule
    saw (which makes the label uncertain)."""

    label: Label
    detail: str
    evidence: list[Evidence]
    rule: str
    doubts: tuple[str, ...] = ()


_RANGE_JOIN = re.compile(r"\s*(?:г\.)?\s*(?:[-–—~～]|" + RANGE_ARROW + r"|to|until|till|through|по|до|至|到)\s*", re.IGNORECASE)


def _coarse_in_role(ctx: OutputContext, role: str) -> tuple[Clause, tuple[int, int]] | None:
    """A span coarser than a month ("Q2 2026", "2026年下半年") in the role of a date: after the role's cue in its
    sentence, or as the start of a range whose end is a date ("Q2 2026 to 30 May"), or the end of one whose start
    is."""
    other = "end" if role == "start" else "start"
    for c in ctx.body:
        for m in ctx.cues.coarse_period.finditer(c.sentence):
            s, e = c.sentence_start + m.start(), c.sentence_start + m.end()
            if not c.start <= s < c.end:
                continue
            in_sentence = [d for d in ctx.dates if d.clause is not None and d.clause.sentence_start == c.sentence_start]
            # the other end of a range: a date of the other role, or one joined to the period by a range sign
            paired = [d for d in in_sentence if (d.mention.start > e if role == "start" else d.mention.end < s) and (
                d.role == other or _RANGE_JOIN.fullmatch(
                    ctx.text[e:d.mention.start] if role == "start" else ctx.text[d.mention.end:s]))]
            cue = ctx.cues.roles[role].search(c.sentence[:m.start()]) or _role_key(c.sentence[:m.start()], role) or (
                ctx.cues.roles_after.get(role) is not None and ctx.cues.roles_after[role].match(c.sentence[m.end():]))
            if paired or (cue and not [d for d in in_sentence if d.role == role]):
                return c, (s, e)
    return None


def _role_key(before: str, role: str) -> bool:
    """True when the line before a value opens with a data key naming the role ("end: 2027-W44" in a brief of any
    language): the value is that date, whatever words the language's cues know."""
    key = re.match(r"[\s\"'-]*([A-Za-z][A-Za-z _-]{0,20}?)[\"']?\s*[:=]", before[before.rfind("\n") + 1:])
    return key is not None and data_keys.key_name(key.group(1)) in data_keys.DATE_ROLE_KEYS.get(role, ())


def _leads_restate(ctx: OutputContext, d: Dated, fact: Fact) -> bool:
    """True when the words leading to a date in its sentence, past a label, restate the fact's sentence ("Note: the
    pilot runs until 14 June, per the file" beside "End: 14 July"): the same fact given a second value."""
    if d.clause is None:
        return False
    lead = ctx.text[d.clause.sentence_start:d.mention.start]
    for cue in ctx.cues.roles.values():  # "until", "ends": the role, which the date's role already says
        lead = cue.sub(" ", lead)
    lead = ctx.cues.future.sub(" ", lead)  # "the pilot is expected to end on", "试点预计于": the same fact, foreseen
    # (past a short label, or past a lead of a few words calling the reader's eye to the date: "Key date to keep in
    # mind: the pilot wraps up on 4 August", "Важная дата, которую стоит запомнить: пилот закончится 4 августа")
    return any(restates(ctx, strip_label(label.sub("", lead), ctx.lang.layout), fact.sentence, min_words=1)
               for label in (_SHORT_LABEL, _LEAD_IN))


# a label before a colon: a short one, or a lead-in of a few words and no figure (in Chinese, a run of characters)
_SHORT_LABEL = re.compile(r"^[^:：\n]{1,20}[:：]")
_LEAD_IN = re.compile(r"^(?:[^\W\d]*(?:[\s,，]+[^\W\d]+){1,7}|[\u3400-\u9fff]{1,30})[ \t]*[:：]")


def _paired_with_source(ctx: OutputContext, d: Dated, other: str) -> bool:
    """True when the date's sentence gives the pilot's other date as the source has it, in its role ("runs from
    25 September through 15 February", where 25 September is the source's start): a range restating the pilot's
    run, whose second value is the fact given again."""
    want = ctx.material.fact(f"{other}_date").value["date"]
    return d.clause is not None and any(
        o.role == other and o.clause is not None and o.clause.sentence_start == d.clause.sentence_start
        and o.mention.matches(want) for o in ctx.dates)


def _swapped_pair(ctx: OutputContext, d: Dated, role: str, other: str) -> bool:
    """True when the date's sentence gives the pilot's two dates in swapped roles ("the pilot opens on 25 October and
    closes on 12 September", where the source starts on 12 September and ends on 25 October): the date is the other
    fact's, told in this role, beside this fact's own told in the other role: a second value of each."""
    own, theirs = (ctx.material.fact(f"{r}_date").value["date"] for r in (role, other))
    return d.clause is not None and d.mention.matches(theirs) and not d.mention.matches(own) and any(
        o.role == other and o.clause is not None and o.clause.sentence_start == d.clause.sentence_start
        and o.mention.matches(own) for o in ctx.dates)


def _with_the_scope(ctx: OutputContext, d: Dated) -> bool:
    """True when the date's sentence gives the pilot's scope, its workflow and its site ("Launched on 18 May, it covers
    only container booking at the Gdansk depot"), or names the pilot itself and one of the two ("Larkspur is the pilot
    for purchase order intake, starting on 21 July"): the pilot's own start or end told again, no other event's date."""
    scope = ctx.material.fact("scope").value
    if d.clause is None:
        return False
    named = [mentions(scope[k], d.clause.sentence, ctx.lang) for k in ("process", "site")]
    project = ctx.material.project.lower()
    return all(named) or any(named) and bool(project) and bool(
        re.search(rf"(?<!\w){re.escape(project)}(?!\w)", d.clause.sentence.lower()))


def _team_meeting(ctx: OutputContext, d: Dated, want: str) -> bool:
    """True when the date is the one date of a sentence setting a meeting of the team's own (`Layout.team_meeting`: "a
    kick-off with the returns team on 15 June") on a day before the pilot's start: an event of its own, no second start
    date though its word is "kick-off"."""
    if d.clause is None or d.mention.day is None or not ctx.lang.layout.team_meeting.search(d.clause.sentence):
        return False
    if any(o is not d and o.clause is not None and o.clause.sentence_start == d.clause.sentence_start for o in ctx.dates):
        return False
    year, month, day = (int(x) for x in want.split("-"))
    return (d.mention.year or year, d.mention.month, d.mention.day) < (year, month, day)


def _named_month(ctx: OutputContext, d: Dated, fact: Fact, want: str, hit: list[Dated]) -> bool:
    """Another month told as the fact's own date, its field named right before it, in a sentence of its own
    ("结束日期改为2027年12月中旬"): a second value of that fact, though no day is given."""
    if d.mention.day is not None or d.mention.same_month(want) or d.clause is None:
        return False
    if any(h.clause is not None and h.clause.sentence_start == d.clause.sentence_start for h in hit):
        return False
    name = ctx.cues.source_names.get(fact.fact_id)
    before = ctx.text[max(d.clause.start, d.mention.start - 8):d.mention.start]
    return name is not None and bool(name.search(before))


# Words anchored right before a value or a clause (a change's words and a correction's "not", `Cues.changed_to`,
# `Cues.not_value`; a data object's key) are far shorter than this: each is looked for in this much text before it, not
# in all of its sentence or line (a sentence of thousands of dates was read again for each of them: quadratic).
_CHANGE_REACH = 200


def _change_before(ctx: OutputContext, pattern: re.Pattern[str], sentence_start: int, at: int) -> re.Match[str] | None:
    """The words of `pattern` ending right before position `at` of the brief, in its sentence."""
    return pattern.search(ctx.text, max(sentence_start, at - _CHANGE_REACH), at)


def _changed_from(ctx: OutputContext) -> list[Dated]:
    """The dates a change leaves ("moved from 3 May to 10 May", "перенесено с 15 апреля на 22 апреля"): the earlier
    value inside the change's words, no value of any fact's own."""
    out: list[Dated] = []
    for d in ctx.dates:
        if d.clause is None:
            continue
        m = _change_before(ctx, ctx.cues.changed_to, d.clause.sentence_start, d.mention.start)
        if m is not None:
            out.extend(o for o in ctx.dates_starting(m.start(), m.end()) if o.mention.end <= m.end())
    return out


class _Names(NamedTuple):
    """Where a sentence names a date fact (`Cues.source_names` of the start and the end), read once per sentence: the
    ends of the names naming one role only, in order, and for each end the roles so named there."""

    ends: list[int]
    roles: list[set[str]]


def _date_names(ctx: OutputContext, sentence_start: int, sentence: str) -> _Names:
    named: dict[tuple[int, int], set[str]] = {}  # each name's span -> the roles it names
    for r in ("start", "end"):
        p = ctx.cues.source_names.get(f"{r}_date")
        for n in p.finditer(sentence) if p is not None else ():
            named.setdefault(n.span(), set()).add(r)
    by_end: dict[int, set[str]] = {}
    for (_, e), rs in sorted(named.items(), key=lambda x: x[0][1]):
        if len(rs) == 1:
            by_end.setdefault(sentence_start + e, set()).update(rs)
    return _Names(list(by_end), list(by_end.values()))


def _first_match_end(pattern: re.Pattern[str], text: str, offset: int) -> int | None:
    m = pattern.search(text)
    return None if m is None else offset + m.end()


def _correction_end(ctx: OutputContext, sentence_start: int, sentence: str) -> int | None:
    """Where the words of a correction (`Cues.corrected`) end before the values of a sentence: in the sentence itself
    ("typo, sorry - End is 5 May"), or in the sentence right before it on its line when that one is the correction's
    own words on its slip, no value of their own ("One correction to my previous answer: I mixed up the months. The
    pilot starts on 8 July 2026", "Вы правы, я ошибся. В записи стоит 74 000 евро", "抱歉，我看错了。结束日期是…"): the
    value after them corrects one told before, in the turn or in a turn before it. Read once per sentence."""
    def read() -> int | None:
        own = _first_match_end(ctx.cues.corrected, sentence, sentence_start)
        if own is not None:
            return own
        gap = re.search(r"[ \t]*$", ctx.text[max(0, sentence_start - _CHANGE_REACH):sentence_start])
        before = ctx.clause_at(sentence_start - (len(gap.group(0)) if gap is not None else 0) - 1)
        if before is None or before.sentence_start >= sentence_start or \
                "\n" in ctx.text[before.sentence_start:sentence_start] or re.search(r"\d", before.sentence):
            return None
        return sentence_start if ctx.cues.corrected.search(before.sentence) else None
    return ctx.once("corrected", sentence_start, read)


def _changed_value(ctx: OutputContext, role: str) -> Dated | None:
    """The last date a change gives a date fact as its new value, the fact named before the change's words in the
    same sentence ("Дата закрытия перенесена на 17 июня", "end date moved to 3 May", "结束日期改为7月3日"), nearer
    than the other date's name: a decision log or a changelog changing the fact, whose last value is the one told."""
    found: list[Dated] = []
    for d in ctx.dates:
        if d.clause is None or d.mention.day is None:
            continue
        start, sentence = d.clause.sentence_start, d.clause.sentence
        m = _change_before(ctx, ctx.cues.changed_to, start, d.mention.start)
        # (or a correction before it in the sentence, the fact named before the new value: "typo, sorry - End is 5 May")
        # (the value it corrects, "not 22 April", is none)
        corrected = _correction_end(ctx, start, sentence)
        cut = m.start() if m is not None else d.mention.start if corrected is not None and corrected <= d.mention.start \
            and not _change_before(ctx, ctx.cues.not_value, start, d.mention.start) else None
        if cut is None or m is None and d.role not in (None, role):
            continue  # (a correction's new value with another role of its own, "到七月二十——不对，七月十二号结束")
        # the name naming one role only that ends last before the cut decides
        names = ctx.once("date names", start, partial(_date_names, ctx, start, sentence))
        i = bisect.bisect_right(names.ends, cut)
        if i and role in names.roles[i - 1] or m is None and d.role == role:
            found.append(d)  # (or a correction's new value with the role its own: "不对，四月二十二号结束")
    return found[-1] if found else None


def _bare_role_date(ctx: OutputContext, d: Dated, role: str) -> bool:
    """A sentence saying only that the pilot starts (ends) on a day, its role word right before the date and at most
    one word more ("Reminder: we start on 1 September!", "Напоминаю: стартуем 1 сентября!"): the fact told again,
    with another day; another event's date names that event ("kick-off meeting on 20 March")."""
    if d.clause is None or d.mention.day is None:
        return False
    at = d.mention.start - d.clause.sentence_start
    before, after = d.clause.sentence[:at], d.clause.sentence[at + len(d.mention.text):]
    words = re.findall(r"[^\W\d_]+", before)
    cue = ctx.cues.roles.get(role)
    # (or a field's label or a table row's first cell naming the role: "结束：2026-08-12", "| End | 12 Aug 2026 |")
    last = re.search(r"([^\W\d_]+)(?:[ \t]+(?:(?:on|в|on\s+the)[ \t]+)?|[ \t*_]*[|:：][ \t*_]*)$", before)
    if cue is not None and last is not None and bool(cue.fullmatch(last.group(1))) and len(words) <= 2 and \
            not re.search(r"[^\W\d_]", _CITATION.sub("", after)):
        return True
    # (or, in its clause, the role word alone right after the date and at most the pilot before it: "试点11月4日收尾。")
    at = d.mention.start - d.clause.start
    before, after = d.clause.text[:at], _CITATION.sub("", d.clause.text[at + len(d.mention.text):])
    tail = re.findall(r"[^\W_]+", after)
    return cue is not None and len(tail) == 1 and bool(cue.fullmatch(tail[0])) and \
        len(re.findall(r"[^\W\d_]+", before)) <= 1 and not re.search(r"\d", before)


def _other_account(ctx: OutputContext, d: Dated, hit: list[Dated]) -> bool:
    """A date of the fact's role after the source's one in its sentence, set against it as another account of the
    same fact ("starts on 8 May, although elsewhere in my notes I have it starting on 18 May"): a second value."""
    return d.clause is not None and d.mention.day is not None and any(
        h.clause is not None and h.clause.sentence_start == d.clause.sentence_start and h.mention.end <= d.mention.start
        and ctx.cues.other_value.search(ctx.text, h.mention.end, d.mention.start) for h in hit)


def _role_field(ctx: OutputContext, d: Dated, fact: Fact, role: str, hit: list[Dated]) -> bool:
    """A date whose clause names nothing before it but the fact's own role or name, as a field's label or a table
    row's label cell ("| 结束 | 2026-08-12 |", "End date: 12 Aug"), in a sentence apart from the source's value: the
    fact given again, whatever else the brief says."""
    if d.clause is None or d.mention.day is None or any(
            h.clause is not None and h.clause.sentence_start == d.clause.sentence_start for h in hit):
        return False
    lead = re.sub(r"[\W\d_]+", " ", ctx.text[d.clause.start:d.mention.start]).strip()
    name, cue = ctx.cues.source_names.get(fact.fact_id), ctx.cues.roles.get(role)
    if bool(lead) and any(p is not None and p.fullmatch(lead) for p in (name, cue)):
        return True
    # the name and words saying its value holds ("End date stays at 30 June"): the field given again
    kept = ctx.cues.value_kept.search(lead)
    return kept is not None and name is not None and bool(name.fullmatch(lead[:kept.start()].strip()))


def _said_again(d: Dated, others: list[Dated]) -> list[Dated]:
    """The dates of `others` giving `d`'s day again, its year left out in one of them ("不对吧，是五月十八号" / "那就按
    你的，二零二六年五月十八号开始"): one value said twice, no second one."""
    return [o for o in others if o.mention.readings() == d.mention.readings() or (
        (o.mention.day, o.mention.month) == (d.mention.day, d.mention.month) and None in (o.mention.year, d.mention.year))]


def grade_date(ctx: OutputContext, fact: Fact) -> Verdict:
    want = fact.value["date"]
    role = "start" if fact.fact_id == "start_date" else "end"
    other = "end" if role == "start" else "start"
    changed = _changed_value(ctx, role)
    left = _changed_from(ctx)
    for d in left:
        ctx.consumed.add((d.mention.start, d.mention.end))
    gone = {(d.mention.start, d.mention.end) for d in left}
    dates = [d for d in ctx.dates if (d.mention.start, d.mention.end) not in gone]
    if changed is not None:  # the fact changed later: graded on its last value, the earlier ones leading to it
        ctx.consumed.add((changed.mention.start, changed.mention.end))
        earlier = [d for d in ctx.dates if d.role == role and d is not changed]
        if changed.clause is not None and (fixed := _correction_end(
                ctx, changed.clause.sentence_start, changed.clause.sentence)) is not None and \
                fixed <= changed.mention.start:
            # a correction: the value it corrects, told before it with no role or the fact's own, sharing its day or
            # month ("Mon 2 Feb 2026 → 5 Mar 2026" ... "typo: End is 5 May 2026"), or in the fact's own role whatever
            # it gives ("ends on 3 November" ... "Correction: the end date above is wrong — it is 13 October"), is no
            # date of its own
            dates_of = [f.value["date"] for f in ctx.material.facts if f.fact_id in ("start_date", "end_date")]
            for d in ctx.dates:
                if d.mention.start < changed.mention.start and d.role in (None, role) and d.mention.day is not None and (
                        d.role == role or d.mention.day == changed.mention.day
                        or d.mention.month == changed.mention.month) and not any(
                        d.mention.matches(iso) for iso in dates_of if iso != want):
                    ctx.consumed.add((d.mention.start, d.mention.end))
                # (and the value it corrects told after the new one, by a "not": "End is 12 May 2026, not 12 March")
                elif d.clause is not None and d.clause.sentence_start == changed.clause.sentence_start and \
                        d.mention.start > changed.mention.start and d.role is None and \
                        _change_before(ctx, ctx.cues.not_value, d.clause.sentence_start, d.mention.start):
                    ctx.consumed.add((d.mention.start, d.mention.end))
        if changed.mention.matches(want):
            return Verdict(CORRECT, f"{role} date changed to {want}, the source's", dated_evidence([changed]),
                           "date.changed-later")
        return Verdict(DISTORTED, f"{role} date changed to {changed.mention.text!r} (source: {want})",
                       dated_evidence(earlier + [changed]), "date.changed-later")
    same_role = [d for d in dates if d.role == role]
    hedged = [d for d in same_role if d.hedged] or [d for d in dates if d.role is None and d.hedged
                                                    and d.mention.matches(want)]
    if hedged:
        for d in hedged:
            ctx.consumed.add((d.mention.start, d.mention.end))
        said = " / ".join(repr(d.mention.text) for d in hedged)
        return Verdict(DISTORTED, f"{role} date hedged: given as {said}, not as one firm date (source: {want})", \
            dated_evidence(hedged), "date.hedged")
    hit = [d for d in same_role if d.mention.matches(want)]
    if hit:
        others = tuple(f"rules conflict: another {role} date given too, {d.mention.text!r}" for d in same_role
                       if not d.mention.matches(want))
        # the Sources line restating the fact with another day ("ends 27 December"; Sources: "end 17 December"):
        # one fact, two values, no firm date (another event's date elsewhere, a kick-off, is no second value)
        # a second claim restating the fact's sentence with another day ("the pilot starts on 14 May") likewise
        # disagrees with the first; another event's date ("a kick-off meeting on 20 March") restates nothing of it
        # (a part of another month of the source's year in the role, "试点将于4月底收尾" beside a range ending 11 May, is
        # a second value too: a range's end, read in role, leaves it no longer the only one)
        firm = [d for d in same_role if not d.mention.matches(want) and (d.mention.day is not None or (
                    d.mention.year in (None, int(want[:4])) and not d.mention.same_month(want)))
                and d.clause is not None and (d.clause.in_sources or (
                    (restates(ctx, d.clause.sentence, fact.sentence) or _leads_restate(ctx, d, fact)
                     or _paired_with_source(ctx, d, other) or _swapped_pair(ctx, d, role, other)
                     or _with_the_scope(ctx, d))
                    and all(h.clause is None or h.clause.sentence_start != d.clause.sentence_start for h in hit)))
                or _named_month(ctx, d, fact, want, hit) or not d.mention.matches(want) and _bare_role_date(ctx, d, role)
                or _other_account(ctx, d, hit) or _role_field(ctx, d, fact, role, hit)
                or not d.mention.matches(want) and _taken_up(ctx, d)]
        # (a meeting of the team's own set before the start, a kick-off with its team, is an event: no second start)
        firm = [d for d in firm if not (role == "start" and _team_meeting(ctx, d, want))]
        if firm:
            for d in firm:
                ctx.consumed.add((d.mention.start, d.mention.end))
            return Verdict(DISTORTED, f"two {role} dates given: {hit[0].mention.text!r} and {firm[0].mention.text!r}"
                           f" (source: {want})", dated_evidence(hit + firm), "date.two-values", others)
        return Verdict(CORRECT, f"{role} date {want} stated", dated_evidence(hit), "date.in-role", others)
    if same_role:
        d = same_role[0]
        again = _said_again(d, same_role[1:])
        ctx.consumed.update((o.mention.start, o.mention.end) for o in [d] + again)
        if d.mention.day is None and d.mention.same_month(want):
            return Verdict(DISTORTED, f"{role} date given only as {d.mention.text!r} (source: {want})",
                dated_evidence([d]), "date.month-only")
        also = tuple(f"rules conflict: the source's {role} date is given too, {o.mention.text!r}" for o in ctx.dates
                     if o.role is None and o.mention.matches(want))
        # (the same day said again, "Right — it ends on 9 November 2027" after the user's "ends on 9 November": the
        # value's evidence too, no claim of its own)
        return Verdict(DISTORTED, f"{role} date given as {d.mention.text!r} (source: {want})",
                       dated_evidence([d] + again), "date.other-in-role", also)
    counted = _counted_end(ctx, dates, want) if role == "end" else None
    if counted is not None:
        return counted
    plain = [d for d in dates if d.role is None and d.mention.matches(want)]
    if plain:
        return Verdict(CORRECT, f"{role} date {want} stated", dated_evidence(plain), "date.no-role")
    swapped = [d for d in dates if d.role == other and d.mention.matches(want)]
    if swapped:
        return Verdict(DISTORTED, f"the {role} date {want} is given as the {other} date", dated_evidence(swapped), "date.swapped")
    vague = [d for d in dates if d.role is None and d.mention.day is None and d.mention.same_month(want)]
    if vague:
        return Verdict(DISTORTED, f"{role} date given only as {vague[0].mention.text!r} (source: {want})",
            dated_evidence(vague), "date.month-only")
    coarse = _coarse_in_role(ctx, role)
    if coarse is not None:
        c, span = coarse
        ctx.consumed.add(span)
        return Verdict(DISTORTED, f"{role} date given only as a period, {ctx.text[span[0]:span[1]]!r} (source: {want})",
                       evidence([(c, span)]), "date.coarse-period")
    # "runs for about two months": an end given as a length of time, not as a date; a length followed by the start's
    # word ("在结束日之前大约两个月启动") gives the start the same way
    start_word = ctx.cues.roles.get("start")
    spans = [(c, m) for c in ctx.body for m in ctx.cues.duration.finditer(c.text)
             if start_word is not None and _starts_after(c.text, m, start_word, ctx.cues.roles.get("end")) == (
                 role == "start")]
    if spans:  # (the role is the start or the end, a date's only two)
        for c, m in spans:
            ctx.consumed.add((c.start + m.start(), c.start + m.end()))
        c, m = spans[0]
        return Verdict(DISTORTED, f"{role} date given only as a length of time, {m.group(0)!r} (source: {want})",
                       evidence([(c, (c.start + m.start(), c.start + m.end()))]), "date.duration")
    return Verdict(OMITTED, f"no {role} date stated", [], "date.absent")


# what may stand between an end counted from the start and the date it comes to ("起点后116天，即2026年12月30日",
# "109 days after the start, i.e. 2 September", "через 90 дней после старта, то есть 8 июня")
_COUNT_TO_DATE = re.compile(r"[\s,，、:：(（]*(?:即|也就是|i\.\s?e\.|that\s+is|to\s+wit|то\s+есть|т\.\s?е\.)?"
                            r"[\s,，:：]*(?:on\s+)?", re.IGNORECASE)


def _counted_end(ctx: OutputContext, dates: list[Dated], want: str) -> Verdict | None:
    """The end told as an exact count of days or weeks after the start (`Cues.counted_end`): the date it comes to,
    where the brief writes it right after the count, or else the brief's own start date moved on by the count. Graded
    as a date written out; None when no such count is told, or the brief gives no start date with a day to count from."""
    for c in ctx.body:
        for m in ctx.cues.counted_end.finditer(c.text):
            s, e = c.start + m.start(), c.start + m.end()
            ctx.consumed.add((s, e))
            # (only a date close after the count: a long stretch is not read for each later date of the brief)
            told = [d for d in dates if e <= d.mention.start <= e + 20 and d.mention.day is not None
                    and _COUNT_TO_DATE.fullmatch(ctx.text[e:d.mention.start])]
            if told:
                d = told[0]
                ctx.consumed.add((d.mention.start, d.mention.end))
                label = CORRECT if d.mention.matches(want) else DISTORTED
                return Verdict(label, f"end date given as {m.group(0)!r}, that is {d.mention.text!r} (source: {want})",
                               evidence([(c, (s, d.mention.end))]), "date.counted")
            starts = [d for d in dates if d.role == "start" and d.mention.day is not None and d.mention.year is not None
                      and d.mention.start < s]
            if not starts:
                continue
            first = starts[0].mention
            try:
                begin = dt.date(first.year or 0, first.month, first.day or 0)
            except ValueError:
                continue
            days = int(m.group("n")) * (7 if m.group("week") else 1)
            comes = (begin + dt.timedelta(days=days)).isoformat()
            label = CORRECT if comes == want else DISTORTED
            return Verdict(label, f"end date given as {m.group(0)!r} after {first.text!r}, which is {comes} "
                           f"(source: {want})", evidence([(c, (s, e))]), "date.counted")
    return None


def _starts_after(text: str, length: re.Match[str], start_word: re.Pattern[str],
                  end_word: re.Pattern[str] | None = None) -> bool:
    """A length of time that gives the start: the start's word right after it ("在结束日之前大约两个月启动"), or right
    before it, a hedge between or not ("старт примерно через три недели после утверждения"). A length the end's word
    follows gives the end, whatever stands before it (a timeline row's "<start> 开始 → 开始后约两个月结束")."""
    if start_word.match(text, length.end()):
        return True
    if end_word is not None and end_word.match(text[length.end():]):
        return False
    # a data key naming the start before it, on its line ("start: примерно через две недели после утверждения")
    key = re.match(r"[\s\"'-]*([A-Za-z][A-Za-z _-]{0,20}?)[\"']?\s*[:=]", text[text.rfind("\n", 0, length.start()) + 1:])
    if key and data_keys.key_name(key.group(1)) in data_keys.DATE_ROLE_KEYS.get("start", ()):
        return True
    before = text[max(0, length.start() - 40):length.start()]
    return any(re.fullmatch(r"[^\w\n]*(?:[^\W\d_]+[^\w\n]+)?", before[m.end():]) is not None
               for m in start_word.finditer(before))


def _amount_hedged(ctx: OutputContext, amount: AmountMention) -> bool:
    """An amount told roughly ("约69,500瑞士法郎", "примерно 45 000 долларов", "CHF 81,500 or so"): the language's hedge
    right before it in its clause, or right after it."""
    clause = ctx.clause_at(amount.start)
    start = clause.start if clause is not None else max(0, amount.start - 30)
    return bool(ctx.cues.date_hedge.search(ctx.text[start:amount.start])
                or ctx.cues.date_hedge_after.match(ctx.text[amount.end:amount.end + 20]))


def _budget_restated(ctx: OutputContext, clause: Clause, amount: AmountMention, exact: list[AmountMention]) -> bool:
    """Another amount in the budget's currency (or its sum in another), told as the budget in a sentence of its own
    ("Summary: the pilot's budget is £55,000", beside "55,500英镑" in the table): the budget restated with another
    value. Not a part of the
    budget in the sentence that gives it ("预算57,500欧元，其中20,000欧元用于培训"), nor what is spent of it."""
    # (the budget named by the sentence, or by the column its table cell sits under: "| 预算 |" over "| 53,500美元 |";
    # its own sum in another currency, a recap's "预算为82,000欧元" beside "82,000瑞士法郎", is a second value too)
    if amount.currency != exact[0].currency and amount.value != exact[0].value or not (
            ctx.cues.budget.search(clause.sentence) or (
            clause.column is not None and ctx.cues.budget.search(clause.column))
            or _granted_ask_names(ctx, clause, ctx.cues.budget)):
        return False
    if ctx.cues.spending.search(clause.sentence) or ctx.cues.on_top.search(clause.sentence) \
            or ctx.cues.part_of.match(ctx.text, amount.end, amount.end + 12):
        return False  # (what is spent of it, money asked for on top of it: "a top-up of EUR 12,000 on top of …", or a
        # share set aside from it: "预算中约6,000美元预留给…", "6 000 долларов из бюджета отложено на …")
    if spending_limit(ctx.text, amount.start, amount.end, ctx.cues):
        return False  # (a spending rule's threshold: "any spend above CHF 5,000 needs sign-off")
    if budget_part_told(ctx.cues, clause.sentence):
        return False  # (a part of it put to a use: "About CHF 10,000 of the budget is held back as contingency")
    # (one after the budget in its own sentence, set against it, is _other_amount_account's second value)
    return not any((c := ctx.clause_at(a.start)) is not None and c.sentence_start == clause.sentence_start for a in exact)


def _granted_ask_names(ctx: OutputContext, clause: Clause, words: re.Pattern[str]) -> bool:
    """True when the clause lies in the reply to a chat user's turn that names `words` and the reply opens with a yes
    ("the budget's in euros, right?" / "Yes: 80,000 euros"): the reply's words are told of what the user named."""
    turns = user_turns(ctx)
    n = next((k for k in range(len(turns) - 1, -1, -1) if turns[k][1] <= clause.start), None)
    if n is None or n + 1 < len(turns) and turns[n + 1][0] <= clause.start:
        return False
    s, e = turns[n]
    return bool(words.search(ctx.text, s, e)) and taken_up(ctx.text, s, e, turns, ctx.lang.layout)


def _other_amount_account(ctx: OutputContext, clause: Clause, amount: AmountMention, exact: list[AmountMention]) -> bool:
    """An amount in the budget's currency after the budget in its sentence, set against it as another account of it
    ("18,5k € (а в шапке файла — 15 500 €)", "CHF 61,500, though another draft says CHF 65,000"): a second value."""
    return amount.currency == exact[0].currency and any(
        a.end <= amount.start and (c := ctx.clause_at(a.start)) is not None and c.sentence_start == clause.sentence_start
        and (against := _last_match(ctx.cues.other_value, ctx.text, a.end, amount.start)) is not None
        # (a part's word before the words setting the two apart qualifies the first amount, "45,000美元含税，但另一份
        # 文件写的是50,000美元": only one after them makes the second a part of the budget, "但其中20,000欧元用于培训")
        and not ctx.cues.part_of.search(ctx.text, against.start(), amount.end + 12) for a in exact)


def _last_match(pattern: re.Pattern[str], text: str, start: int, end: int) -> re.Match[str] | None:
    """The last match of `pattern` in `text[start:end]` (None when there is none)."""
    found = list(pattern.finditer(text, start, end))
    return found[-1] if found else None


def _corrected_amounts(ctx: OutputContext) -> list[AmountMention]:
    """The amounts a later correction replaces ("Budget GBP 68,500." ... "correction: the budget is GBP 86,500",
    "Бюджет: 52 500 евро." ... "поправка: бюджет — 52 500 долларов США"): each told before the last amount a
    correction gives (the correction's word before it in its sentence, no "not" right before it) that shares its sum or
    its currency, with another value. The correction's amount is the budget's; the amounts it replaces none at all."""
    last = None
    for a in ctx.amounts:
        c = ctx.clause_at(a.start)
        if c is None:
            continue
        corrected = _correction_end(ctx, c.sentence_start, c.sentence)
        if corrected is not None and corrected <= a.start and \
                not _change_before(ctx, ctx.cues.not_value, c.sentence_start, a.start):
            last = a
    if last is None:
        return []
    return [a for a in ctx.amounts if a.end <= last.start and (a.value, a.currency) != (last.value, last.currency)
            and (a.value == last.value or a.currency == last.currency)]


def grade_budget(ctx: OutputContext, fact: Fact) -> Verdict:
    replaced = _corrected_amounts(ctx)
    for a in replaced:
        ctx.consumed.add((a.start, a.end))
    verdict = _grade_budget(ctx, fact, [a for a in ctx.amounts if a not in replaced])
    if not replaced or verdict.label == OMITTED:
        return verdict
    # the amounts a correction replaced lead to the value graded: their clauses are the fact's, no claim of their own
    return verdict._replace(evidence=evidence([*verdict.evidence, *(ctx.clause_at(a.start) for a in replaced)]))


def line_from(text: str, line_start: int) -> str:
    """The line of `text` that starts at `line_start`, without its newline."""
    line_end = text.find("\n", line_start)
    return text[line_start:len(text) if line_end < 0 else line_end]


def line_units(ctx: OutputContext, line_start: int) -> tuple[bool, bool, bool]:
    """Whether the line from `line_start` says days, weeks, months."""
    line = line_from(ctx.text, line_start)
    cues = ctx.cues
    return bool(cues.day_unit.search(line)), bool(cues.week_unit.search(line)), bool(cues.month_unit.search(line))


def line_share(ctx: OutputContext, line_start: int) -> bool:
    """Whether the line from `line_start` names a share of a whole ("half", "четверть", "一半")."""
    return bool(ctx.cues.share_word.search(line_from(ctx.text, line_start)))


def budget_split(ctx: OutputContext, a: AmountMention) -> bool:
    """Whether an amount in the budget's currency is the budget split over the pilot's days, weeks or months, or a
    simple share of it, as its line says (a unit word, a share word) and the facts give it (`kvtrial.facts.derived`):
    a figure computed from the budget, neither a second value of it nor an addition."""
    budget = next((f for f in ctx.material.facts if f.fact_id == "budget"), None)
    if budget is None or a.currency != budget.value["currency"]:
        return False
    line_start = ctx.text.rfind("\n", 0, a.start) + 1
    figures = ctx.once("figures", 0, partial(derived_figures, ctx.material))
    units = ctx.once("length units", line_start, partial(line_units, ctx, line_start))
    return computed_amount(figures, a.value, any(units), ctx.once("share", line_start, partial(line_share, ctx, line_start)))


def _in_approval_condition(ctx: OutputContext, clause: Clause, amount: AmountMention) -> bool:
    """True when the amount stands inside a condition set on the approval in its sentence ("pending, conditional on
    spend staying below EUR 40k"): the condition's term, counted with it, not a value of the budget."""
    return any(amount.text in told and told in _CITATION.sub("", clause.sentence) for told in approval_conditions(ctx))


def _grade_budget(ctx: OutputContext, fact: Fact, amounts: list[AmountMention]) -> Verdict:
    want, cur = Decimal(fact.value["amount"]), fact.value["currency"]
    exact = [a for a in amounts if a.value == want and a.currency == cur]
    if exact:
        # the Sources line restating the budget with another amount ("Sources: budget (CHF 95,000) [2]", beside
        # "CHF 93,500" in the brief): one fact, two values, as a date restated there with another day
        second = [a for a in amounts if (a.value, a.currency) != (want, cur) and not budget_split(ctx, a)
                  and (c := ctx.clause_at(a.start)) is not None and (c.in_sources or _budget_restated(ctx, c, a, exact)
                                                                      or _other_amount_account(ctx, c, a, exact))
                  and not _in_approval_condition(ctx, c, a)]
        if second:
            for a in second:
                ctx.consumed.add((a.start, a.end))
            # a conflict, as two dates in one role: the second amount may be one the brief sets aside in words not read
            return Verdict(DISTORTED, f"two budget amounts given: {exact[0].text!r} and {second[0].text!r} (source: "
                           f"{cur} {want})", evidence(ctx.clause_at(a.start) for a in exact + second), "budget.two-values",
                           (f"rules conflict: the source's amount is given and another, {second[0].text!r}",))
        hedged = [a for a in exact if _amount_hedged(ctx, a)]
        if hedged and len(hedged) == len(exact):
            return Verdict(DISTORTED, f"budget hedged: given as {hedged[0].text!r}, not as the firm amount (source: "
                           f"{cur} {want})", evidence(ctx.clause_at(a.start) for a in hedged), "budget.hedged")
        return Verdict(CORRECT, f"budget {cur} {want} stated",
            evidence(ctx.clause_at(a.start) for a in exact), "budget.amount-and-currency")
    same_value = [a for a in amounts if a.value == want]
    if same_value:
        a = same_value[0]
        ctx.consumed.add((a.start, a.end))
        return Verdict(DISTORTED, f"budget amount with currency {a.currency} instead of {cur}",
            evidence([ctx.clause_at(a.start)]), "budget.other-currency")
    # (whether a sentence names the budget, read once per sentence, not once per clause of it)
    names_budget = {start: bool(ctx.cues.budget.search(c.sentence)) or data_keys.names_key(c.sentence, data_keys.BUDGET_KEYS)
                    for start, c in {c.sentence_start: c for c in ctx.clauses}.items()}
    budget_clauses = [c for c in ctx.clauses if names_budget[c.sentence_start] or _budget_section(ctx, c)]
    for c in budget_clauses:
        for s, e, value in ctx.bare_numbers(c):
            unit, word = _field_unit(ctx, s)
            if value * unit == want and unit > 1:
                # "Budget (GBP, thousands): 84": the field's name gives the value's unit; the value and the unit's
                # word ("тыс.", which reads as a number in words too) are the budget
                ctx.consumed.update([(s, e), word])
            if value == want or value * unit == want:
                # the currency may be named in the sentence, or further off: a budget line's heading, a note after it
                found = currencies_in(c.sentence, ctx.forms) or currencies_in(
                    ctx.text[max(0, c.start - 200):c.end + 200], ctx.forms)
                # a data key giving the currency on a line of its own ("currency: EUR" under "amount: 80000") is part
                # of the budget the label rests on
                # (so is a form's field naming the budget's currency: "预算币种：欧元" under "预算金额：64,000")
                keyed = [k for k in ctx.clauses if k is not c and abs(k.line_no - c.line_no) <= 2 and currencies_in(
                    k.text, ctx.forms) and (data_keys.names_key(k.text, data_keys.BUDGET_KEYS)
                                            or ctx.cues.budget.search(k.text) and not ctx.bare_numbers(k))]
                if cur in found:
                    return Verdict(CORRECT, f"budget {want} with {cur} stated nearby", evidence([c, *keyed]),
                                   "budget.currency-nearby")
                ctx.consumed.add((s, e))
                if found:
                    return Verdict(DISTORTED, f"budget amount with currency {sorted(found)[0]} instead of {cur}",
                        evidence([c, *keyed]), "budget.other-currency")
                return Verdict(DISTORTED, f"budget amount {want} given without its currency {cur}",
                    evidence([c]), "budget.no-currency")
    if amounts:
        in_budget = [a for a in amounts if any(c.start <= a.start < c.end for c in budget_clauses)]
        a = (in_budget or amounts)[0]
        ctx.consumed.add((a.start, a.end))
        return Verdict(DISTORTED, f"budget given as {a.text!r} (source: {cur} {want})",
            evidence([ctx.clause_at(a.start)]), "budget.other-amount")
    for c in budget_clauses:
        nums = ctx.bare_numbers(c)
        if nums:
            s, e, value = nums[0]
            ctx.consumed.add((s, e))
            return Verdict(DISTORTED, f"budget given as {value} (source: {cur} {want})", evidence([c]), "budget.other-amount")
    return Verdict(OMITTED, "no budget amount stated", [], "budget.absent")


# a form's field name before its value: the line up to a colon or a leader of dots, then spaces only
_FIELD_NAME = re.compile(r"([^\n:：]{1,60}?)(?:[:：]|\.{2,}|…+)[ \t]*$")


def _field_unit(ctx: OutputContext, start: int) -> tuple[int, tuple[int, int]]:
    """The multiplier a form's field name gives the number at `start`, its value ("Budget (GBP, thousands): 84",
    "预算（欧元，千）：27.5", "Бюджет (EUR, тыс.) ..... 62,5"), and where its word stands; 1 where it gives none."""
    line_start = ctx.text.rfind("\n", 0, start) + 1
    name = _FIELD_NAME.fullmatch(ctx.text[line_start:start])
    word = ctx.forms.label_multiplier.search(name.group(1)) if name and not re.search(r"\d", name.group(1)) else None
    if word is None:
        return 1, (start, start)
    return multiplier(word.group(0), ctx.forms), (line_start + word.start(), line_start + word.end())


def _budget_section(ctx: OutputContext, clause: Clause) -> bool:
    """A clause under the Budget heading (the language's own word for it)."""
    heading = ctx.lang.templates.required_sections[2]
    # or under a data brief's budget key ("budget:", with "amount:" and "currency:" nested under it)
    return bool(clause.section) and ((clause.section or "").startswith(heading.lower()[:4])
                                     or data_keys.key_name(clause.section or "") in data_keys.BUDGET_KEYS)


# what may lie between a length of time and the approval it counts from: one word at most
_LENGTH_GAP = re.compile(r"\W*(?:[^\W\d_]+\W+)?")


def _after_length(text: str, lengths: list[int], start: int) -> bool:
    """True when a length of time ends (at one of `lengths`, ascending) right before `start`, one word between them at
    most. Only the nearest end before it can: a nearer length would lie in the gap, and a length has a digit or two
    words (so a clause of many lengths and approval words is read in linear time)."""
    i = bisect.bisect_right(lengths, start)
    return i > 0 and _LENGTH_GAP.fullmatch(text, lengths[i - 1], start) is not None


def approval_state(clause: Clause, cues: Cues, ctx: OutputContext | None = None) -> str | None:
    """'pending', 'approved' or None for a clause, looking at words near an approval word. Given the brief's context
    `ctx` (whose cues `cues` are), what the clause's sentence says is read once per sentence."""
    text = clause.text
    # "старт через три недели после утверждения", "three weeks after approval": the approval is a length of time's
    # point of reference, one word between them at most; it states no state of the approval
    lengths = [m.end() for m in cues.duration.finditer(text)]
    words = [m for m in cues.approval_word.finditer(text) if not _after_length(text, lengths, m.start())
             and not (ctx is not None and topic_item(ctx, text, m))]
    if ctx is not None and words:
        # "获批前不得动用预算", "until sign-off, no spending": the approval is the time a hold lasts to, no state given
        # (the hold itself is a condition, `_held_until_approval`)
        at = clause.start - clause.sentence_start
        held = ctx.once("held until approval", clause.sentence_start,
                        lambda: [m.span() for m in cues.held_until_approval.finditer(clause.sentence)])
        words = [m for m in words if not any(a <= at + m.start() < b for a, b in held)]
    if not words or _QUESTION.search(_WHETHER_CLAUSE.sub(" ", text)) or asks(text):
        return None  # "Approved?", "是否已获批？", "Утверждено?", a chat's "批了没": a question states no status
    # "no longer pending", "不再待审批", "больше не ожидается": a pending state taken back is no pending word (same length,
    # so that the offsets below stay the clause's)
    text = state_kept(text, cues)
    if ctx is not None:  # "идём по плану", "on schedule", "按计划推进": the pilot said to go to plan, no approval state
        text = ctx.lang.layout.on_plan.sub(lambda m: " " * len(m.group(0)), text)
        # nor is a tally of the work items by stage ("…, one work item is finished and one is still to come")
        text = cues.item_tally.sub(lambda m: " " * len(m.group(0)), text)
        # a recap's lead-in ("If you need a one-liner:", "Если вам нужна одна фраза:") says how the sentence is told:
        # the reader's "need" is no pending word
        lead = recap_lead(text, ctx.lang.layout)
        if lead is not None:
            end = text.find(lead) + len(lead)
            text = " " * end + text[end:]
        text = _values_denied(ctx, text)  # "不是5月——…已于4月28日…批准": the premise's month denied, not the approval
    # "неверно, будто пилот не одобрен", "并非未获批准": the two negations cancel, where the denied statement (up to
    # its first colon or semicolon) is a negated approval
    told = re.split(r"[:：;；—]", denied_words(clause, cues) or "")[0]
    if cues.negated.search(told) and cues.approved_word.search(cues.negated.sub(" ", told)):
        return "approved"
    settled = _settled_approval(text, cues)
    if settled is not None:
        # "approved on 5 May, subject to a review": a condition set on an approval already given, dated, does not
        # take it back (the condition is a claim of its own); the words before it say the state
        text, words = text[:settled], [m for m in words if m.start() < settled]
    pending = [p.start() for p in cues.pending_word.finditer(text)]  # read in the whole text: a hedge after the
    # window's edge ("если я ничего не | путаю") still says what its "не" is
    for m in words:
        if any(max(0, m.start() - 40) <= p < m.end() + 60 for p in pending):
            return "pending"
    # an approval under a condition ("once the board signs", "…后才算获批", "после решения совета") or still to
    # come ("will be approved", "будет утверждён") is not given yet
    if settled is None and _sentence_conditional(clause, cues, ctx):
        return "pending"
    given = cues.approved_word.search(text)
    if given is None and ctx is not None and not ctx.lang.layout.scenario.search(
            ctx.text[ctx.text.rfind("\n", 0, clause.start) + 1:clause.start] + text):
        given = cues.approves_now.search(text)  # "3 May — X approves the pilot": a timeline's dated entry
    if given:
        # the denied statement ends at its first colon or semicolon, as above: what follows ("It is not the case
        # that approval is pending: X approved it") is the writer's own correction, not denied
        told = re.split(r"[:：;；—]", denied_words(clause, cues) or "")[0] or None
        if told is not None and cues.approved_word.search(told) and not cues.negated.search(told):
            return "pending"  # "it is not true that the pilot is approved", "говорить, будто пилот уже одобрен, …"
        return "pending" if cues.future.search(text[max(0, given.start() - 30):given.start()]) else "approved"
    # an approval word with a future or an expectation and no approval given: "approval expected in May",
    # "the board should approve it", "утверждение ожидается"
    return "pending" if cues.future.search(text) or cues.planned.search(text) else None


def state_kept(text: str, cues: Cues) -> str:
    """The text with each pending or planned state taken back by a negation ("no longer pending", "not outstanding",
    "已不是计划中的事", "больше не в очереди") blanked, character for character: those words say the state is over, not that it
    holds."""
    return cues.state_denied.sub(lambda m: " " * len(m.group(0)), text)


def _sentence_conditional(clause: Clause, cues: Cues, ctx: OutputContext | None) -> bool:
    """True when the clause's sentence sets a condition on its approval that is not one set on an approval already
    given; read once per sentence where the brief's context is given (each clause of a long sentence read it again)."""
    def read() -> bool:
        # (a recap's lead-in, "If you need a one-liner:", "如果你需要一句话版本：", sets no condition: it says how the
        # sentence is told)
        lead = None if ctx is None else recap_lead(clause.sentence, ctx.lang.layout)
        start = 0 if lead is None else clause.sentence.find(lead) + len(lead)
        return bool(cues.condition.search(past_sequence_blanked(clause.sentence, cues), start)) and \
            _settled_approval(clause.sentence, cues) is None
    if ctx is None or cues is not ctx.cues:
        return read()
    return ctx.once("conditional approval", clause.sentence_start, read)


def past_sequence_blanked(text: str, cues: Cues) -> str:
    """The text with each sign-off told as following another in the past blanked, character for character ("after
    Novak, the CFO also signed it", `Cues.past_sequence`): its time word sets no condition. A sentence with a future
    is kept whole ("after Novak signed, the CFO will sign too" still waits on one)."""
    if cues.future.search(text):
        return text
    return cues.past_sequence.sub(lambda m: " " * len(m.group(0)), text)


def _settled_approval(text: str, cues: Cues) -> int | None:
    """Where a condition set on an approval already given starts: the approval's words in the past ("approved",
    "утверждён", "已…批准"), a date before the condition, and the condition after the approval's words ("approved by
    the CFO on 5 May, subject to a mid-term review"). None when the text has no such condition: "approved once the
    board signs" has no date before its condition, and is not given yet."""
    given = cues.approved_word.search(text)
    if given is None or cues.future.search(text[max(0, given.start() - 30):given.start()]):
        return None
    cond = cues.condition.search(past_sequence_blanked(text, cues), given.end())
    if cond is not None and re.search(r"\d", _CITATION.sub("", text[:cond.start()])):
        return cond.start()
    # "approved, subject to a later review", "утверждён при условии пересмотра", "已获批准，但须接受复核": a condition
    # set on the approval told as given claims the approval, whether or not a date comes before it
    kept = cues.given_condition.search(text, given.end())
    if kept is not None and not cues.pending_word.search(text[given.end():kept.start()]):
        return kept.start()
    return None


def approval_conditions(ctx: OutputContext) -> list[str]:
    """The conditions a brief sets on the approval that the source does not set: those on an approval told as given
    (`given_conditions`) and those tying a pending approval to the pilot's own work (`pending_conditions`). Each is a
    claim the source does not make, one addition; each condition once."""
    out = list(given_conditions(ctx))
    for _, _, told in pending_conditions(ctx):
        # (one told inside a condition on the approval given, "approved, but the approval depends on X", is that one)
        if not any(told in known for known in out):
            out.append(told)
    return out


def given_conditions(ctx: OutputContext) -> list[str]:
    """The conditions set on an approval told as given ("approved on 5 May, subject to a mid-term review", "已获批准，
    但须接受复核"), to the end of their clause, each once. The source sets none: where it gives the approval, the
    approval told under a condition is distorted; where it says pending, the approval told as given is; either way
    the condition is one addition besides. Read once per grade (the approval's rule and the additions ask)."""
    return ctx.once("given conditions", 0, lambda: _read_given_conditions(ctx))[0]


def later_reviews(ctx: OutputContext) -> list[str]:
    """The further reviews or sign-offs told after an approval given, set after the pilot has ended (`_later_review`):
    one addition each, the approval keeping its label."""
    return ctx.once("given conditions", 0, lambda: _read_given_conditions(ctx))[1]


def _read_given_conditions(ctx: OutputContext) -> tuple[list[str], list[str]]:
    out: list[str] = []
    later: list[str] = []
    for c, state in approval_states(ctx):
        if state != "approved" or c.in_sources:
            continue
        # (read once per sentence: a line of thousands of approval fields is one sentence)
        at = ctx.once("settled approval", c.sentence_start, partial(_settled_approval, c.sentence, ctx.cues))
        sentence = c.sentence
        if at is None:
            # a condition in the clause after the approval's, in its sentence ("看起来已经批了，不过可能还要投资委员会再复核
            # 一下？"), whatever word told the approval given
            rest = c.start + len(c.text) - c.sentence_start
            kept = ctx.cues.given_condition.search(sentence, rest) if 0 < rest < len(sentence) else None
            # an answer with no approval word of its own, told given by the question it answers ("Who approved it?" /
            # "X, on 30 April - on condition that …"): its condition is set on that approval
            if kept is None and not ctx.cues.approval_word.search(sentence):
                kept = ctx.cues.given_condition.search(sentence)
            at = kept.start() if kept else None
        if at is None:
            # one more review after the pilot told in the approval's sentence with no condition's word ("approved
            # on 5 May; after the pilot it also has to go to the board for a review")
            rest = c.start + len(c.text) - c.sentence_start
            for part in re.split(r"[;；,，]", _CITATION.sub("", c.sentence[rest:])):
                if _later_review(ctx, part.strip(" .。")) and part.strip(" .。") not in later:
                    later.append(part.strip(" .。"))
            sentence, at = _condition_after(ctx, c)
            if at is None:
                continue
        end = min([m.start() for m in re.finditer(r"[;；。|]", sentence[at:])] + [len(sentence) - at])  # a cell ends it
        told = _CITATION.sub("", sentence[at:at + end]).strip(" ,，.。")
        # (read with its clause's words before the cue: "试点结束后还需…" sets the review after the pilot)
        lead = max([m.end() for m in re.finditer(r"[,，;；:：]|[\]】]", sentence[:at])] + [0])
        whole = _CITATION.sub("", sentence[lead:at + end]).strip(" ,，.。")
        if _later_review(ctx, whole):
            if whole not in later:
                later.append(whole)
            continue
        _add_condition(out, told, ctx.lang.code)
    # a condition key under an approval given ("approval:" / "  status: approved" / "  condition: subject to ...",
    # an XML <condition> inside <approval status="approved">): a nested key of its own, which no approval state reads;
    # a key naming a condition holds one whatever its value's words
    if any(s == "approved" for _, s in approval_states(ctx)):
        for c in ctx.body:
            m = _STATE_KEY.match(c.text)
            if m is None or not (_under_approval_key(ctx, c) and ctx.cues.condition.search(c.text[m.end() - 1:])
                                 or data_keys.key_name(m.group(1)) in data_keys.CONDITION_KEYS
                                 and _under_approval_line(ctx, c)):
                continue
            _add_condition(out, _CITATION.sub("", re.sub(r"\s#.*$", "", c.text[m.end() - 1:])).strip(" ,，.。\"'"),
                           ctx.lang.code)
    return out, later


# a point after the pilot has ended: "after the pilot", "试点结束后", "после пилота", "по итогам пилота"
_AFTER_PILOT = {"en": re.compile(r"\b(?:after|following|at\s+the\s+end\s+of|once)\s+(?:the\s+)?(?:pilot|trial)\b"
                                 r"(?!\s+(?:starts|begins|is\s+approved))", re.IGNORECASE),
                "zh": re.compile(r"试点(?:期)?(?:结束|完成|收尾|期满)(?:之|以)?后"),
                "ru": re.compile(r"\b(?:после|по\s+(?:итогам|окончании|завершении))\s+(?:окончания\s+|завершения\s+)?пилота\b",
                                 re.IGNORECASE)}


def _later_review(ctx: OutputContext, told: str) -> bool:
    """True when what reads as a condition after an approval given is one more review or sign-off still to come,
    set after the pilot has ended or said to come on top ("试点结束后还需提交董事会复核", "после пилота его дополнительно
    рассмотрит совет директоров"): a further approval of the results, an addition of its own; the approval given is
    not made to depend on it. A condition in so many words ("provided that", "前提是", "при условии") still is one."""
    if ctx.cues.firm_condition.search(told):
        return False
    return bool(_AFTER_PILOT[ctx.lang.code].search(told)) and bool(
        _FURTHER[ctx.lang.code].search(told) or ctx.cues.approval_word.search(told)
        or re.search(r"复核|复审|评审|审[查核]|review|рассмотр|провер", told, re.IGNORECASE))


def _add_condition(out: list[str], told: str, lang: str) -> None:
    """Add a condition to those found, unless it is one of them told again in fewer words ("subject to a final
    review by the executive committee" in the summary, "subject to executive committee review" below it): one
    condition, one addition. The longer telling is kept."""
    if not told:
        return
    words = content_words(told, lang)
    for n, known in enumerate(out):
        kept = content_words(known, lang)
        if words <= kept:
            return
        if kept <= words:
            out[n] = told
            return
    out.append(told)


def _under_approval_line(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause's line is indented under a line keyed by an approval word, whatever its value
    ("approval: approved{date: …}", an XML <approval status="approved"> read as data)."""
    line_start = ctx.text.rfind("\n", 0, clause.start) + 1
    indent = len(ctx.text[line_start:clause.start]) - len(ctx.text[line_start:clause.start].lstrip())
    line = next((line for lead, line in reversed(_indent_stack(ctx, line_start)) if lead < indent), None)
    key = None if line is None else _LINE_KEY.match(line)
    return bool(key and _only_approval_word(ctx, key.group(1)))




def _condition_after(ctx: OutputContext, clause: Clause) -> tuple[str, int | None]:
    """A condition set on the approval in the next sentence of its line, after a semicolon ("已批准，2027-02-01；前提是
    …"): the sentence it opens, and where it starts (None when the next sentence opens with no such condition)."""
    end = clause.sentence_start + len(clause.sentence)
    if not re.search(r"[;；]\s*$", clause.sentence):
        return "", None
    for c in ctx.clauses:
        if c.sentence_start >= end:
            if "\n" in ctx.text[end:c.sentence_start]:
                break
            kept = ctx.cues.given_condition.match(c.sentence.lstrip(" ,，"))
            return (c.sentence.lstrip(" ,，"), 0) if kept else ("", None)
    return "", None


def pending_conditions(ctx: OutputContext) -> list[tuple[int, int, str]]:
    """The conditions a brief sets on an approval still pending that tie it to the pilot's own work ("the board will
    only approve it once the scanners are in", "须先完成培训才会批准", "совет рассмотрит пилот только после выпуска
    приложения"): the source sets none, so each is an addition. The condition's clause (cut at a semicolon, a full
    stop or a citation) names the approval (its word or a word of the approving body) and an item of another fact; a
    condition naming only the approver's own decision ("approved once the board has met") is the pending state."""
    cues = ctx.cues
    items, body = _condition_items(ctx)
    body_words = {w[:5] for w in re.findall(r"[^\W\d_]{4,}", body["phrase"].lower())} if body else set()
    out: list[tuple[int, int, str]] = []
    for c, state in approval_states(ctx):
        if state != "pending" or c.in_sources:
            continue
        lead = recap_lead(c.sentence, ctx.lang.layout)  # "Если свести всё вместе:": no condition, a recap's words
        for cond in cues.condition.finditer(c.sentence):
            if lead is not None and cond.start() < c.sentence.find(lead) + len(lead):
                continue
            cuts = [m.end() for m in re.finditer(r"[;；。]|[\]】]", c.sentence[:cond.start()])]
            start = max(cuts, default=0)
            stop = re.search(r"[;；。]|[\[【]", c.sentence[cond.end():])
            piece = c.sentence[start:cond.end() + stop.start() if stop else len(c.sentence)]
            if not any(mentions(i, piece, ctx.lang) for i in items):
                continue
            words = {w[:5] for w in re.findall(r"[^\W\d_]+", piece.lower())}
            if not (cues.approval_word.search(piece) or words & body_words or body and mentions(body, piece, ctx.lang)):
                continue
            told = _CITATION.sub("", piece).strip(" ,，.。")
            if told and told not in [t for _, _, t in out]:
                out.append((c.sentence_start + start, c.sentence_start + start + len(piece), told))
    for found in _firm_pending_conditions(ctx, items, body):
        if not any(a < found[1] and found[0] < b for a, b, _ in out):
            out.append(found)
    return out


def _inside_given_condition(ctx: OutputContext, clause: Clause, item: dict[str, Any]) -> bool:
    """True when the clause names the item only inside a condition set on an approval told as given in its sentence
    (`given_conditions`): the clause lies in the condition, or the item is not named outside it."""
    text = _CITATION.sub("", clause.text).strip(" ,，.。")
    for told in given_conditions(ctx):
        if not text or told not in _CITATION.sub("", clause.sentence):
            continue
        if text in told or told in text and not mentions(item, text.replace(told, " "), ctx.lang):
            return True
    return False


def _condition_items(ctx: OutputContext) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """The source's work items and workflow, which a condition on the approval may name, and its approving body."""
    facts = {f.fact_id: f for f in ctx.material.facts}
    items = [facts[k].value["item"] for k in ("done", "planned", "out_of_scope") if k in facts] + (
        [facts["scope"].value["process"]] if "scope" in facts else [])
    return items, facts["approval"].value.get("body") if "approval" in facts else None


def _firm_pending_conditions(ctx: OutputContext, items: list[dict[str, Any]],
                             body: dict[str, Any] | None) -> list[tuple[int, int, str]]:
    """The conditions set in so many words on a pending approval or decision, after its words in its sentence
    ("pending with the board, and conditional on spend staying below …", "决定须在法务部出具意见之后才能作出", "решение за
    комитетом, и принять его он сможет только после заключения юристов"): a term the source does not set, whatever it
    names, as on an approval given. Not one naming an approval (the pending state itself, "subject to approval by the
    board", or a further sign-off, which other rules read) or the approving body (its own meeting or review, which
    is the pending state), nor one naming the pilot's own work (the approval tied to it, `pending_conditions`: an
    addition, the approval's state kept), nor one whose clause is about a start or end ("the pilot starts
    only after …", "试点须在…之后才开始"): that is a condition on the work, not on the approval."""
    cues, out = ctx.cues, []
    for c, state in approval_states(ctx):
        if state != "pending" or c.in_sources:
            continue
        at = c.start - c.sentence_start
        for cond in cues.firm_condition.finditer(c.sentence):
            inside = re.search(r"(?:之后|以后|后|才|为(?:前提|条件))$", cond.group(0))
            if cond.start() < at and not (inside and not re.search(r"[;；。.!?！？]\s*", c.sentence[cond.end():at])):
                continue  # (before the approval's words, only a cue holding its condition, in the same sentence)
            if re.search(r"[;；。.!?！？]\s", c.sentence[at:cond.start()]):
                break  # (a sentence of its own after the approval's, in a line read as one)
            start = max([m.end() for m in re.finditer(r"[,，、;；:：]|[\]】]", c.sentence[:cond.start()])] +
                        [at if at <= cond.start() else 0])
            piece = c.sentence[start:_clause_end(c.sentence, cond.end())]
            rest, lead = piece[cond.end() - start:], piece[:cond.start() - start]
            # the clause the condition is set on: the words before it, and those after it where the cue holds the
            # condition itself ("须在X之后才开始", "以X为条件批准")
            main = lead + (rest if inside else "")
            # (the condition's own words: the cue's where it holds them, "以X为条件，才会批准", else those after it)
            said = cond.group(0) if inside else rest
            # (the pilot's own work named under a condition set on the decision in so many words, "утвердит только
            # при условии, что ему представят итоги интервью", is a term on the approval; ordered after that work,
            # "only after the app is released", it is a plan for the work)
            # (nor one naming the body by its head noun, "approval depends on the committee": the pending state)
            if cues.approval_word.search(said) or \
                    body and mentions(body, said, ctx.lang) or _body_by_head(ctx, said) or \
                    cues.timed_condition.search(cond.group(0)) and any(mentions(i, piece, ctx.lang) for i in items) or \
                    any(cues.roles[k].search(main) for k in ("start", "end") if k in cues.roles):
                continue
            told = _CITATION.sub("", piece).strip(" ,，.。")
            if told:
                out.append((c.sentence_start + start, c.sentence_start + start + len(piece), told))
    for found in _held_until_approval(ctx) + _party_step_first(ctx):
        if not any(a < found[1] and found[0] < b for a, b, _ in out):
            out.append(found)
    return out


# where a term's clause ends: a stop, a citation's bracket, or a sentence's closing mark
_CLAUSE_STOP = re.compile(r"[;；。]|[\[【]|[.!?](?:\s|$)")


def _clause_end(text: str, at: int) -> int:
    """Where the clause running on from `at` ends (`_CLAUSE_STOP`), else the text's end."""
    stop = _CLAUSE_STOP.search(text, at)
    return stop.start() if stop else len(text)


def _party_step_first(ctx: OutputContext) -> list[tuple[int, int, str]]:
    """A pending decision told as waiting on another party's step first ("the steering committee will decide once
    finance has confirmed the budget", "待财务部确认预算后，指导委员会再审批", "комитет примет решение после того, как
    финансовый отдел подтвердит бюджет"), where the brief tells the approval pending: a term on the approval the source
    does not set, as a firm condition is. The
    step's party is a function of the company, or a body of the pools, not the source's approver or body (its own
    meeting is the pending state); a step that is an approval (another party's sign-off first) and a clause about the
    start or the end are read by other rules."""
    cues, body = ctx.cues, ctx.material.fact("approval").value.get("body")
    bodies = ctx.material.distractors.get("bodies", [])
    if not any(s == "pending" for _, s in approval_states(ctx)):
        return []
    out: list[tuple[int, int, str]] = []
    for at, text in _body_sentences(ctx):
        steps = [(m, False) for m in cues.step_first.finditer(text)] + \
            [(m, True) for m in _EVENT_FIRST[ctx.lang.code].finditer(text)]
        for m, event in steps:
            step = m.group("step")
            party = bool(ctx.lang.layout.other_body.search(step) or cues.bare_party.match(step.strip())
                         or any(mentions(b, step, ctx.lang) for b in bodies))
            if cues.approval_word.search(step) or names_own_party(ctx, step) or (
                    not _event_step(ctx, step) if event else not party) or event and party:
                continue
            if any(a < at + m.end() and at + m.start() < b for a, b, _ in out):
                continue
            cut = max([n.end() for n in re.finditer(r"[;；。:：]|[\]】]", text[:m.start()])] + [0])
            end = _clause_end(text, m.end())
            piece, main = text[cut:end], text[cut:m.start()] + text[m.end():end]
            if not (cues.approval_word.search(main) or cues.decides.search(main)
                    or body and mentions(body, main, ctx.lang)) or \
                    any(cues.roles[k].search(main) for k in ("start", "end") if k in cues.roles):
                continue
            told = _CITATION.sub("", piece).strip(" ,，.。")
            if told:
                out.append((at + cut, at + cut + len(piece), told))
    return out


# a decision told as coming once an event is over ("will sign off once the final budget review is complete",
# "将在预算复核完成后批准", "утвердит, как только завершится проверка бюджета"): the event is group `step`
_EVENT_FIRST = {"en": re.compile(r"\b(?:once(?!\s+(?:more|again)\b)|as\s+soon\s+as|after)\s+"
                                 r"(?P<step>[^,;.:!?\n\[]{2,70})", re.IGNORECASE),
                "zh": re.compile(r"(?:在|待|等到?|一旦)(?P<step>[^在待等，,。；;：:\n【\[]{2,24}?)(?:(?:之|以)?后|就)"),
                "ru": re.compile(r"\b(?:как\s+только|после\s+того\s*,?\s+как|после)\s+(?P<step>[^,;.:!?\n\[]{2,70})",
                                 re.IGNORECASE)}
# the approving body's own sitting, which is the pending state itself ("once it has met", "开会后", "после заседания")
_OWN_SITTING = {"en": re.compile(r"\b(?:meets?|met|meeting|sits|session|convenes?|convened)\b", re.IGNORECASE),
                "zh": re.compile(r"开会|会议|例会|上会|碰头"),
                "ru": re.compile(r"заседан|собер|собран|встреч", re.IGNORECASE)}


def _event_step(ctx: OutputContext, step: str) -> bool:
    """True when a step the pending decision is told to wait for is an event of its own, no party's: not a date or a
    time, not the body's own sitting, not the pilot's own work (`pending_conditions` reads that) nor the pilot itself
    ("once the pilot has started", "как только завершится пилот": its dates, which other rules read)."""
    items, _ = _condition_items(ctx)
    return not (re.search(r"\d", step) or _OWN_SITTING[ctx.lang.code].search(step)
                # ("after the committee, the CFO will also need to approve": the body's own decision, which a further
                # sign-off follows)
                or _body_by_head(ctx, step)
                # ("after that, …", "после этого …": the decision itself, which a further sign-off follows)
                or re.match(r"\s*(?:that|this|which|it|then|него|неё|нее|этого|чего|того|此|这|那)(?!\w)", step,
                            re.IGNORECASE)
                or any(mentions(i, step, ctx.lang) for i in items) or names_start(ctx, step)
                or re.search(r"pilot|trial|试点|пилот", step, re.IGNORECASE))


def _body_by_head(ctx: OutputContext, step: str) -> bool:
    """True when `step` names the source's body by its head noun alone ("the committee" for the executive committee,
    "комитета", "委员会")."""
    body = ctx.material.fact("approval").value.get("body")
    if not isinstance(body, dict):
        return False
    if ctx.lang.code == "zh":
        head = body["phrase"][-3:]
        return 0 < len(step.strip()) <= len(head) + 2 and head in step
    head = body["phrase"].split()[-1].lower()[:5]
    words = [w.lower() for w in re.findall(r"[^\W\d_]+", step) if w.lower() not in ("the", "this", "that")]
    return 0 < len(words) <= 1 and words[0][:5] == head


def _body_sentences(ctx: OutputContext) -> Iterator[tuple[int, str]]:
    """Each sentence of the brief outside its Sources, once, with where it starts: a term is read in the whole sentence
    ("待财务部确认预算后，委员会再审批", "审批通过之前，不能…" are two clauses each)."""
    seen: set[int] = set()
    for c in ctx.body:
        if not c.in_sources and c.sentence_start not in seen:
            seen.add(c.sentence_start)
            yield c.sentence_start, c.sentence


def _held_until_approval(ctx: OutputContext) -> list[tuple[int, int, str]]:
    """A prohibition until the approval comes ("no spending before approval", "до утверждения средства не тратим",
    "获批前不得动用预算"), where the brief tells the approval pending: a term the source does not set, as a firm
    condition is. Not one on the start or the end ("the pilot will not start before approval"): that is when the
    work runs, which the dates tell."""
    if not any(s == "pending" for _, s in approval_states(ctx)):
        return []
    cues = ctx.cues
    out: list[tuple[int, int, str]] = []
    for at, text in _body_sentences(ctx):
        for m in cues.held_until_approval.finditer(text):
            cut = max([n.end() for n in re.finditer(r"[;；:：]", text[:m.start()])] + [0])
            piece = text[cut:_clause_end(text, m.end())]
            if names_start(ctx, piece):
                continue
            told = _CITATION.sub("", piece).strip(" ,，.。")
            start = at + cut
            if told and not any(a < start + len(piece) and start < b for a, b, _ in out):
                out.append((start, start + len(piece), told))
    return out


def other_approvals(ctx: OutputContext) -> list[Clause]:
    """Approvals by another body or person than the source's, told besides the pilot's own approval state ("also
    approved by the steering committee", "职工委员会已经表示同意，但…", "Руководящий комитет: одобрил"): a second
    approval the source does not report, an addition, never the pilot's own state. Told alone, an approval by the
    wrong body is the pilot's state given wrongly, which the approval rule labels. A data brief's key naming a
    further sign-off ('"also_endorsed_by": "…"', "co_signed_by: …") with a party as its value is one too. Read once
    per grade: several rules ask for it."""
    return ctx.once("other approvals", 0, lambda: _read_other_approvals(ctx))


def _read_other_approvals(ctx: OutputContext) -> list[Clause]:
    told = _stated_other_approvals(ctx)
    return told + [c for c in _keyed_other_approvals(ctx) if not any(c.start < t.end and t.start < c.end for t in told)]


def _keyed_other_approvals(ctx: OutputContext) -> list[Clause]:
    out = []
    for c in ctx.body:
        label = ctx.lang.layout.second_signoff.match(c.text)  # "会签：财务部 ✔": the language's own label for one
        told = _CITATION.sub("", c.text[label.end():]).strip(" \t✔✓☑*_") if label else ""
        if told and not (data_keys.NO_VALUE.match(told) or ctx.lang.layout.no.match(told) or ctx.cues.empty_item.match(told)):
            out.append(c)
            continue
        if _listed_signoff(ctx, c, ctx.lang.layout.listed_signoff):  # "[ ] 法务部会签" beside the pending decision
            out.append(c)
            continue
        found = data_keys.pairs(c.text)
        for n, (key, _, at) in enumerate(found):
            end = found[n + 1][1] if n + 1 < len(found) else len(c.text)
            value = _CITATION.sub("", c.text[at:end]).strip(" \"“”'«»,，}{[]")
            if data_keys.SECOND_APPROVAL_KEY.match(key) and value and not data_keys.NO_VALUE.match(value) and \
                    not data_keys.EMPTY_VALUE.fullmatch(value):
                out.append(c)
                break
    return out


def _stated_other_approvals(ctx: OutputContext) -> list[Clause]:
    fact = ctx.material.fact("approval")
    own = [fact.value[k] for k in ("body", "approver") if k in fact.value]
    others = [i for key in ("bodies", "approvers") for i in ctx.material.distractors.get(key, [])]
    # (a question's premise the next turn confirms or corrects, "I thought it was still with the board", is the
    # asker's, no approval told besides the pilot's own)
    premises = {(ctx.clauses[n].start, ctx.clauses[n].end) for n in _premises(ctx)}
    states = {(c.start, c.end): state for c, state in _own_states(ctx)
              if not c.in_sources and (c.start, c.end) not in premises}
    # (a table's header row names its columns, "| Item | Approved by |": no approval of anyone)
    stated = [c for c in ctx.body if states.get((c.start, c.end)) is not None and not _table_header(ctx, c)]
    own_row = _own_rows(ctx, own)
    signed = _row_signoffs(ctx, own, own_row)
    if len(stated) < 2:
        return [part for c in stated for part in _also_approved(ctx, c, own)] + signed
    known = content_words(ctx.material.known_text, ctx.lang.code)
    # where the source's approval is pending, a pending state naming another body ("not approved yet, waiting for
    # the works council") is the pilot's own state with the wrong body, which the approval rule labels
    own_pending = fact.value["status"] == "pending"
    own_named = any(mentions(o, c.text, ctx.lang) for c in stated for o in own)
    # a field of the object that names the source's approver ('approval: {state: approved, by: <own approver>}') is
    # part of that one approval
    own_object = {c.line_no for c in stated if _in_approval_object(ctx, c) and any(mentions(o, c.text, ctx.lang)
                                                                                   for o in own)}
    # a row of a table (an owner or RACI table) that names the source's approver or body in a cell of its own ("| 立项审批
    # | 已批准，<date> | — | <approver> |"): its state cell is that one approval, told across the row's cells
    # (a state cell before that one, naming no party: "…; agreed with the union" after it is a sign-off of its own)
    # (a further sign-off by another party said to follow the source's own, pending or given ("once the executive
    # committee has signed off, the works council will also need to give its approval"), names the source's body or
    # approver only as the one before it)
    by_other = [c for c in stated if not (any(mentions(o, c.text, ctx.lang) for o in own) and not (
        states.get((c.start, c.end)) == "pending" and _further_signoff(ctx, c)
        and _names_other_party(ctx, c.text, others))) and not (
        _names_own_approver_title(ctx, c.text) and not (
        # (the approver's title in one more sign-off still to come after the given one, "его также должен утвердить
        # финансовый директор", is a further sign-off of that office: the given approval is not told again)
        not own_pending and states.get((c.start, c.end)) == "pending" and _further_signoff(ctx, c))) and not (
        own_pending and states.get((c.start, c.end)) == "pending" and not _further_signoff(ctx, c)) and \
        not _WHO_APPROVED.match(c.text) and not _giver_told_after(ctx, c, stated, own) and not (
        c.line_no in own_object and _in_approval_object(ctx, c)) and not _approval_again(ctx, c, stated) and not \
        _answered_yes(ctx, c) and _party_set_aside(ctx, c) is None and not _asks_unnamed(ctx, c) and \
        not _answers_who(ctx, c) and not (
        _on_own_date(ctx, c) and not any(mentions(o, c.text, ctx.lang) for o in others)
        and _own_approval_retold(ctx, c, own)) and not (
        c.start < own_row.get(c.line_no, -1) and _in_table_row(ctx, c)
        and not any(mentions(o, c.text, ctx.lang) for o in others)) and (
        any(mentions(o, c.text, ctx.lang) for o in others)  # a body or person of the pools, not the source's
        # a further sign-off still to come, after the pending one ("would still have to give its own sign-off",
        # "还需要采购部再审批一次", "следом … вторая подпись"): another party's approval, in a scenario or not
        or own_pending and states.get((c.start, c.end)) == "pending" and _further_signoff(ctx, c)
        # a further sign-off still to come where the pilot's own is given ("after the pilot, obtain a separate approval
        # of the legal department", a next step): said of another party or as one more, no pending state of the pilot
        or not own_pending and states.get((c.start, c.end)) == "pending" and (
            _further_signoff(ctx, c) or _body_signoff(ctx, c.text))
        # or a sign-off by a party, of an object, the source never names ("the vendor contract was signed off by
        # the DPO"); a pending state naming no one is the pilot's own
        # (an item under a recap's heading, "Key takeaways: the pilot is approved and narrowly scoped", sums up the
        # approval told above, in words of its own)
        or (states.get((c.start, c.end)) == "approved" and not _answered_by_own(ctx, c, own)
            and not ctx.lang.layout.recap.match(c.section or "")
            and recap_lead(c.sentence, ctx.lang.layout) is None  # "**Summary of the summary:** dated, approved"
            # (a person of the background told as approving where the source's approver goes unnamed, "approved
            # on 3 May; <they> approved it", or named as the approver after the pilot's own approval in its sentence,
            # "已于…获批，批准人为<X>", is the approval given wrongly)
            and (says_new(_approval_field(ctx, c.text), known, ctx.lang.code) and not _names_own_approver(ctx, c, stated)
                 and (own_named or _background_approver(ctx, [c]) is None)
                 or bool(_ALSO[ctx.lang.code].search(c.text))  # "the board also signed off"
                 or _after_concession(ctx, c))))]  # "…; however, the board signed off"
    if len(by_other) >= len(stated):
        return []
    return by_other + [part for c in stated if c not in by_other for part in _also_approved(ctx, c, own)] + signed


def _names_other_party(ctx: OutputContext, text: str, others: list) -> bool:
    """True when the text names a party other than the source's own: a body or person of the pools, a department, or
    a function of the company named bare as the subject of a clause part ("After the works council, finance will also
    have to sign off the budget", "委员会之后，财务还要签批预算")."""
    return any(mentions(o, text, ctx.lang) for o in others) or bool(ctx.lang.layout.other_body.search(text)) or any(
        ctx.cues.bare_party.match(part.strip()) for part in re.split(r"[,，:：]", text))


def _own_approval_retold(ctx: OutputContext, c: Clause, own: list) -> bool:
    """True when an approval told on the source's approval date is the pilot's own told again: naming no person other
    than its approver, or naming a person of the background as the one who gave it, with no "also" ("<a colleague of
    the background> signed the pilot off on <that date>", a recap's second approver for the one approval: the
    approval's second value, which the approval rule labels)."""
    if _background_approver(ctx, [c]) is not None:
        return not _ALSO[ctx.lang.code].search(c.text)
    return not _other_person(ctx, c.sentence, own)


# a question on the approval ("whether it has approval", "是否已批准", "утверждён ли"), and its answer after a colon or dash
_ASKS = re.compile(r"[?？]|是否|吗|\bли\b|\bwhether\b", re.IGNORECASE)
_ANSWER = re.compile(r"[:：—–]\s*(?=\S)")


# a party set aside for another ("не финансовый директор, а …", "不是财务总监，而是…", "not the CFO but …"): the negation is
# the party's, and the approval stands; the party set aside is group `x`
_SET_ASIDE = {"ru": re.compile(r"(?<!\w)не\s+(?P<x>[^,;:—\n]{2,60}?),\s*а(?!\w)", re.IGNORECASE),
              "zh": re.compile(r"(?:不是|并非)(?P<x>[^，,；;。：:\n]{1,30}?)[，,]?\s*而是"),
              "en": re.compile(r"\bnot\s+(?P<x>(?:by\s+)?(?:the\s+)?[^\W\d_][^,;:\n]{1,60}?),?\s+but(?!\w)", re.IGNORECASE)}


def _party_set_aside(ctx: OutputContext, clause: Clause) -> tuple[int, int] | None:
    """Where, in the clause's text, a party is set aside for the one named after it ("Утвердил пилот не финансовый
    директор, а <approver>"): the span of the negation and that party (no approval word in it), else None."""
    rx = _SET_ASIDE.get(ctx.lang.code)
    if rx is None or not ctx.cues.approval_word.search(clause.text):
        return None
    at = clause.start - clause.sentence_start
    for m in rx.finditer(clause.sentence, max(0, at), at + len(clause.text) + 8):
        if at <= m.start() < at + len(clause.text) and not ctx.cues.approval_word.search(m.group("x")):
            return m.start() - at, min(m.end("x"), at + len(clause.text)) - at
    return None


def _aside_blanked(ctx: OutputContext, clause: Clause) -> Clause:
    """The clause with a party set aside for the approver blanked (`_party_set_aside`), each offset kept."""
    aside = _party_set_aside(ctx, clause)
    if aside is None:
        return clause
    a, b = aside
    return dataclasses.replace(clause, text=clause.text[:a] + " " * (b - a) + clause.text[b:])


def _answered_yes(ctx: OutputContext, clause: Clause) -> bool:
    """A yes/no question on the approval answered yes in its clause, a form's field or the reader's question ("是否已批准：
    是", "If you ask whether it has approval: yes", "Утверждён ли пилот — да"): it states the approval, names no party."""
    colons = list(_ANSWER.finditer(clause.text))  # the last colon or dash: the answer after it
    if not colons:
        return False
    answer = colons[-1]
    asked, told = clause.text[:answer.start()], _CITATION.sub("", clause.text[answer.end():])
    # the answer a yes word, or short words that grant it again ("…: it is."), naming no one
    return bool(_ASKS.search(asked) and ctx.cues.approval_word.search(asked) and (
        ctx.lang.layout.yes.match(told) or ctx.lang.code != "zh" and not re.search(r"[^\W\d_]{4,}", told)))


def _approval_again(ctx: OutputContext, clause: Clause, stated: list[Clause]) -> bool:
    """The pilot's approval told again in passing, after a clause stating it, with a pronoun for its party in a phrase
    naming the pilot ("…approved the pilot, and the pilot she signed off covered …", "…批准之后，他签批的这个试点只涵盖…",
    "…утвердил пилот; утверждённый им пилот охватывал …"): the pronoun points back at the approver told, no other party."""
    return bool(ctx.lang.layout.approver_pronoun.search(clause.text)) and any(
        o.end <= clause.start for o in stated if o is not clause)


def _before_own_start(ctx: OutputContext, text: str) -> bool:
    """True when `text` dates the approval before the pilot's start ("формальное утверждение получено ещё до старта",
    "the sign-off came before the start") and the source's dates bear it out: the order of two of its dates told
    again, the pilot's own approval ("ещё" there is no second one)."""
    return bool(ctx.lang.layout.before_start.search(text)) and approved_before_start(ctx.material)


def _on_own_date(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause dates the approval it states on the source's approval date (a text timeline's "◆ 3月16日
    获批", a deck's "Approved .... 24 Jun 2027"): told naming no other party, and no person in its sentence (whom a
    "he approved it on …" points back to), it is the pilot's own approval told again."""
    when = ctx.material.fact("approval").value.get("approval_date")
    if not isinstance(when, str):
        return False
    # (or dates it before the pilot's start, which the source's dates bear out: "утверждение получено ещё до старта";
    # a sign-off required before the start, "до запуска требуется согласование …", is one still to get, not that one)
    return _before_own_start(ctx, clause.text) and not step_required(ctx, clause.text) or any(
        clause.start <= d.mention.start < clause.end and d.mention.matches(when) for d in ctx.dates)


def _other_person(ctx: OutputContext, sentence: str, own: list) -> bool:
    """True when the sentence names a person other than the source's own approver ("Утверждён <date>; утвердила <own
    approver>" names only the one who approved: the approval told again, in two clauses)."""
    return any(not any(mentions(o, m.group(0), ctx.lang) for o in own) for m in ctx.cues.person_name.finditer(sentence))


_FIELD_GAP = re.compile(r"[ \t\u3000]{3,}|\t")
_TITLE = re.compile(r"[（(]([^（()）]{2,60})[)）]\s*$")


def _in_table_row(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause's line is a row of a pipe table ("| item | state | owner |")."""
    line_start = ctx.text.rfind("\n", 0, clause.start) + 1
    return ctx.text[line_start:clause.start + 1].lstrip().startswith("|")


_RULE_ROW = re.compile(r"[ \t]*\|?[ \t]*:?-{3,}")


def _table_header(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause's line is a pipe table's header row: the row right above its rule ("|---|---|")."""
    if not _in_table_row(ctx, clause):
        return False
    end = ctx.text.find("\n", clause.end)
    return end >= 0 and bool(_RULE_ROW.match(ctx.text, end + 1))


def _own_rows(ctx: OutputContext, own: list[dict]) -> dict[int, int]:
    """The table rows naming the source's approver or body: each row's line, with where it first names them."""
    rows: dict[int, int] = {}
    for c in ctx.body:
        if _in_table_row(ctx, c) and any(mentions(o, c.text, ctx.lang) for o in own):
            rows.setdefault(c.line_no, c.start)
    return rows


def _row_signoffs(ctx: OutputContext, own: list[dict], rows: dict[int, int]) -> list[Clause]:
    """The cells of the pilot's own approval row (an owner or RACI table's) after the one naming the source's approver
    or body that tell another party's sign-off ("| <approver> | IT部门已会签 |", "| <approver> | legal signed off |"):
    each is a second approval, a clause of its own."""
    return [cell for c in ctx.body if c.line_no in rows and _in_table_row(ctx, c) for cell in _row_cells_signed(ctx, c, own)]


def _names_party(ctx: OutputContext, cell: str) -> bool:
    """True when a cell says more than an approval state and its date: a word is left for the party that signed."""
    for d in reversed(find_dates(cell, ctx.lang.forms)):
        lead = ctx.cues.date_lead.search(cell[:d.start])  # "approved on <date>", "已于<date>批准": the date's, no party
        cell = cell[:lead.start() if lead else d.start] + " " + cell[d.end:]
    for words in (ctx.lang.layout.countersigned, ctx.cues.approved_word, ctx.cues.approval_word,
                  ctx.cues.approved_thing):
        cell = words.sub(" ", cell)
    if ctx.material.project:  # "approved Osprey": the pilot by its name, no party either
        cell = re.sub(re.escape(ctx.material.project), " ", cell, flags=re.IGNORECASE)
    return bool(re.search(r"[^\W\d_]{2,}", _CITATION.sub(" ", cell)))


def _row_cells_signed(ctx: OutputContext, clause: Clause, own: list[dict]) -> list[Clause]:
    # (a cell that only states the approval after the approver's, "| <approver> | 已批准 |", names no party: no sign-off)
    out = []
    pos = 0
    named = False
    for cell in re.split(r"(\|)", clause.text):
        start = pos
        pos += len(cell)
        if any(mentions(o, cell, ctx.lang) for o in own):
            named = True
            continue
        if not named or not cell.strip() or cell == "|":
            continue
        sub = dataclasses.replace(clause, text=cell, start=clause.start + start, end=clause.start + start + len(cell))
        if (approval_state(sub, ctx.cues, ctx) == "approved" or ctx.lang.layout.countersigned.search(cell)) and \
                _names_party(ctx, cell):
            out.append(sub)
    return out


def _names_own_approver_title(ctx: OutputContext, text: str) -> bool:
    """True when the text names the source's approver by the title the source gives beside the name ("已获得运营主管批准"
    where the source has "达娜·惠特菲尔德（运营主管）"): the pilot's own approver, no other party."""
    approver = ctx.material.fact("approval").value.get("approver")
    title = _TITLE.search(approver["phrase"]) if isinstance(approver, dict) else None
    return title is not None and title.group(1).strip().lower() in text.lower()


def approval_by_own_title(ctx: OutputContext, text: str) -> bool:
    """True when the text tells the approval again by the title the source gives its approver, with no number and no
    other new word ("由总经理亲自审批", "approved personally by the Managing Director", "утверждал лично генеральный
    директор"): the approval fact restated, no claim of its own. Another title is no restatement (its fact grades it)."""
    approver = ctx.material.fact("approval").value.get("approver")
    own = approver_title(approver["phrase"]) if isinstance(approver, dict) else ""
    body = without_citations(text, ctx.lang.forms)
    if not own or ctx.cues.approval_word.search(body) is None or re.search(r"\d", body):
        return False
    code = ctx.lang.code
    initials = "".join(w[0] for w in re.findall(r"[^\W\d_]{4,}", own)).upper()
    if not (own in body if code == "zh" else says_title(own, body, ctx.lang)
            or len(initials) >= 2 and re.search(rf"\b{initials}\b", body) is not None):
        return False
    # (the title, the approval's word and the manner cut out, what is left read apart: "这次审批由总经理亲自拍板")
    said = ctx.cues.approval_word.sub("|", body.replace(own, "|") if code == "zh" else body)
    said = ctx.cues.in_person.sub("|", said)
    known = content_words(ctx.material.known_text, code) | content_words(own, code)
    return not says_new(said, known, code)


def _approval_field(ctx: OutputContext, text: str) -> str:
    """The field of a form's line that holds the approval word, its fields set apart by wide gaps ("类型：项目简报    状态：
    已批准", a ticket's header): the other fields say nothing of who approved."""
    found = data_keys.pairs(text)
    if len(found) == 1 and found[0][0] in data_keys.STATE_KEYS | data_keys.APPROVED_KEYS and data_keys.APPROVED_VALUE.match(
            _CITATION.sub("", text[found[0][2]:]).split("#")[0].strip(" \"“”'«»,")):
        return ""  # a data key with its English state ("status: approved", in any language's brief): it names no one
    word = ctx.cues.approval_word.search(text)
    if word is None:
        return text
    # a condition set on the approval told as given ("approval was given subject to a monthly report to …") is an
    # addition of its own (`approval_conditions`), no word of who approved
    text = text[:_settled_approval(text, ctx.cues) or len(text)]
    gaps = [g.end() for g in _FIELD_GAP.finditer(text, 0, word.start())]
    return text[gaps[-1]:] if gaps and text[:gaps[-1]].strip() else text


# a field whose label asks who approved ("Who（谁批准）：X", "Who approved: X", "Кто утвердил: X"): its value is the
# pilot's approver, given rightly or wrongly (which the approval rule labels), no second approval
_WHO_APPROVED = re.compile(r"^[\W_]*(?:who\b|谁|кто\b)[^:：\n]{0,20}[:：]", re.IGNORECASE)


def _giver_told_after(ctx: OutputContext, clause: Clause, stated: list[Clause], own: list[dict]) -> bool:
    """True when a later clause of the sentence names the source's approver as the one who gave the approval, by the
    label of that detail ("Пилот утверждён 3 июня; утверждающее лицо — <approver>", "approved 5 May; approver:
    <approver>"): the one approval told in two parts, no other party's."""
    return any(o.sentence_start == clause.sentence_start and o.start >= clause.end
               and ctx.cues.approval_detail.search(o.text) and any(mentions(x, o.text, ctx.lang) for x in own)
               for o in stated)


def _names_own_approver(ctx: OutputContext, clause: Clause, stated: list[Clause]) -> bool:
    """A clause after the pilot's own approval in its sentence that names who gave it, a person of the source's
    background ("已于…获批，批准人为<X>", "approved on 5 May, the approver being <X>"), with no word of a further
    sign-off: the pilot's approver told wrongly, which the approval rule labels (and that person's role is one
    addition), not a second approval."""
    return any(o.sentence_start == clause.sentence_start and o.end <= clause.start for o in stated) and not (
        _ALSO[ctx.lang.code].search(clause.text) or _after_concession(ctx, clause)) and \
        _background_approver(ctx, [clause]) is not None


def _answered_by_own(ctx: OutputContext, clause: Clause, own: list[dict]) -> bool:
    """A question about the approval ("问：试点批准了吗？") whose answer, on its line or the next, names the source's
    own approver or body: it takes that answer's state and names no other party."""
    return clause.asks and any(mentions(o, n.text, ctx.lang) for n in ctx.clauses
                               if n.start >= clause.end and n.line_no - clause.line_no <= 1 for o in own)


_ALSO = {"en": re.compile(r"\b(?:also|too|as well|additionally|in addition|co-?sign\w*)\b", re.IGNORECASE),
         "zh": re.compile(r"也|亦|另外|此外|同时"), "ru": re.compile(r"\bтакже\b|\bтоже\b|\bдополнительно\b|\bещ[её]\b",
                                                                re.IGNORECASE)}


# a sign-off said to come after another one: "still has to", "its own sign-off", "还需…再审批", "следом", "вторая подпись"
# (or one that will also be needed once the first is given: "once X has signed off, the works council will also need
# to give its approval", "после этого своё согласие должен будет дать также …")
_FURTHER = {"en": re.compile(r"\bstill\s+(?:have|has|need|needs|requires?)\s+to\b|"
                             r"\bstill\s+(?:needs?|requires?)\s+(?:a|an|the)\s+(?:final\s+)?(?:sign-?off|approval|go-ahead|"
                             r"signature)\s+(?:from|by)\b|\b(?:its|their)\s+own\s+(?:sign-?off|"
                             r"approval|go-ahead)|\b(?:second|further|separate|additional)\s+(?:sign-?off|approval|"
                             r"signature)|\b(?:will|would|must|shall)\s+(?:also|then|in\s+turn)\s+(?:need\s+to|have\s+to|"
                             r"be\s+required\s+to|be\s+asked\s+to)?\s*(?:give|grant|approve|sign|endorse)|"
                             # one more sign-off still missing beside the pending one ("the IT security sign-off has
                             # not been obtained either", "…is also still outstanding")
                             r"\b(?:sign-?off|approval)\b[^.;]{0,50}?\b(?:is|has|was)\s+(?:not\s+(?:yet\s+)?(?:been\s+)?"
                             r"(?:given|obtained|received|granted)\s+either|also\s+(?:still\s+)?(?:pending|outstanding|missing))\b|"
                             # one more party to sign off once the first has ("once it has signed off, the pilot still
                             # needs approval from the legal department")
                             r"\b(?:after\s+(?:that|this|which)|once\s+(?:it|that|they|the\s+\w+(?:\s+\w+)?)\s+(?:has|have)\s+"
                             r"(?:signed\s+off|approved|decided))\b[^.;]{0,40}?\b(?:still\s+)?(?:needs?|requires?|must|has\s+to|"
                             r"have\s+to)\b[^.;]{0,30}?\b(?:sign-?off|approv\w*|sign\w*|endorse\w*)|"
                             # one more needed after it ("after that, the finance team's sign-off is also required")
                             r"\b(?:sign-?off|approval|signature)\b[^.;]{0,40}?\b(?:is|will\s+be)\s+(?:also|then)\s+"
                             r"(?:needed|required)\b|"
                             # one more party named beside the first ("the CFO also has to approve", "it also needs the
                             # CFO's sign-off", "the legal team has to sign off too"); a bare "it also needs approval"
                             # names no one
                             r"\b(?!it\b|pilot\b)\w+\s+(?:also|too)\s+(?:still\s+)?(?:has|have|needs?)\s+to\s+"
                             r"(?:approve|sign|endorse)\b|\balso\s+(?:still\s+)?(?:needs?|requires?)\s+(?:the\s+|a\s+|an\s+)?"
                             r"(?:(?:\w+\s+){0,3}?\w+(?:'s|’s)\s+(?:sign-?off|approval|signature|go-ahead)|(?:\w+\s+)?(?:sign-?off|approval|"
                             r"signature|go-ahead)\s+(?:from|by)\b)|\b(?:has|have|needs?)\s+to\s+(?:sign(?:\s+off)?|approve|"
                             r"endorse)\b(?:\s+(?:it|the\s+pilot))?\s+(?:too|as\s+well)\b|"
                             # one more review or sign-off "additionally" or "also" still to come ("after the pilot it
                             # also has to go to the board for a review", "the CFO must additionally sign it off")
                             r"\b(?:must|has\s+to|have\s+to|will|needs?\s+to)\s+(?:also|additionally)\s+(?:\w+\s+){0,2}?"
                             r"(?:go\s+(?:to|before)|be\s+(?:reviewed|approved|signed)|review|sign|approve|endorse)\b|"
                             r"\balso\s+(?:has|have|needs?)\s+to\s+(?:go\s+(?:to|before)|be\s+(?:reviewed|approved|signed))\b|"
                             r"\badditionally\b[^.;]{0,30}?\b(?:sign|approv|endors|review)\w*",
                             re.IGNORECASE),
            "zh": re.compile(r"还(?:需|要|得)|也(?:还|仍)?(?:需|要|得)|再(?:审批|批准|签|审核|批)|第二(?:次|道)|二次审批|"
                             r"另行[^，。；\n]{0,10}?(?:审批|批准|签批)|(?:单独|额外|追加)(?:的)?(?:审批|批准|签批)|"
                             # one more sign-off still missing beside the pending one ("…的会签也还没有拿到")
                             r"(?:审批|批准|签批|会签|同意)(?:意见)?也(?:还|仍)?(?:没有|没|未|尚未)"),
            "ru": re.compile(r"\bследом\b|"
                             # one more party's sign-off "additionally" ("перед выпуском его дополнительно должен
                             # согласовать ИТ-директор", "дополнительно его рассмотрит совет директоров")
                             r"\bдополнительно\b[^.;]{0,30}?\b(?:утверд|одобр|подпис|согласов|согласу|завизир|рассмотр)|"
                             # one more party beside the first ("его также должен утвердить финансовый директор",
                             # "также нужна подпись финансового директора")
                             r"\b(?:также|тоже)\s+(?:ещё\s+|еще\s+)?(?:долж\w+|нужн\w+|требуется|необходим\w*)\s+"
                             r"(?:\w+\s+){0,2}?(?:утверд|одобр|подпис|согласова|завизир)|\b(?:кроме\s+того|помимо\s+этого)\s*,?\s+(?:ещё\s+|еще\s+)?(?:требуется|нужн[оа]|"
                             r"необходимо|понадобится|потребуется)\b|\bвтор(?:ая|ой|ую)\b[^.;]{0,20}подпис|"
                             r"\b(?:отдельн|дополнительн)\w+\s+(?:утвержд|одобрен|подпис|согласова)|"
                             # one more sign-off still missing beside the pending one ("Отдельно не получено и
                             # согласование службы …")
                             r"\bотдельно\b[^.;]{0,30}?\b(?:и|также|тоже)\s+(?:утвержд|одобрен|подпис|согласова)|"
                             r"\b(?:также|тоже|ещё\s+и|еще\s+и)\s+(?:долж\w+\s+будет|понадобится|потребуется|нужн\w+\s+будет)|"
                             # one more needed after it ("после него потребуется ещё согласование финансового отдела")
                             r"\bпосле\s+(?:него|неё|нее|этого)\s*,?\s+(?:ещё\s+|еще\s+)?(?:потребуется|понадобится|"
                             r"требуется|необходимо|нужн\w+(?:\s+будет)?)\s+(?:ещё\s+|еще\s+)?(?:и\s+)?(?:утвержд|одобрен|"
                             r"подпис|согласова)|"
                             # one more party to sign off after it ("после него пилот ещё должен согласовать финансовый
                             # отдел", "затем его ещё должен одобрить …")
                             r"\b(?:после\s+(?:него|неё|нее|этого|чего|(?:его\s+|её\s+|их\s+)?(?:решени|утверждени|одобрени|"
                             r"согласовани|подписи)\w*)|затем|потом|следом)\b[^.;]{0,40}?\b(?:ещё|еще)\s+"
                             r"(?:\w+\s+){0,2}?(?:долж\w+|нужн\w+|предстоит|надо)\s+(?:будет\s+)?(?:\w+\s+)?(?:утверд|одобр|"
                             r"подпис|согласов)|"
                             # ("когда совет примет решение, пилот ещё должен согласовать юридический отдел")
                             r"\bкогда\b[^.;]{0,60}?\b(?:ещё|еще)\s+(?:\w+\s+){0,2}?(?:долж\w+|нужн\w+|предстоит|надо)\s+"
                             r"(?:будет\s+)?(?:\w+\s+)?(?:утверд|одобр|подпис|согласов)|"
                             # a party to sign off as well ("пилот должен согласовать ещё и финансовый директор")
                             r"\b(?:утвердить|одобрить|подписать|согласовать)\s+(?:ещё|еще)\s+и\b|"
                             r"\b(?:ещё|еще)\s+и\s+(?:утверд|одобр|подпис|согласов)\w*",
                             re.IGNORECASE)}


# what may stand between an approval's word and the body giving it ("approval from the legal department", "согласование
# юридического отдела", "法务部的审批"): a few words, no punctuation
_NEAR = re.compile(r"[^,，;；.。:：()（）\n]{0,25}")


def _body_signoff(ctx: OutputContext, text: str, words: re.Pattern | None = None) -> bool:
    """True when the text names an approval by a body no pool holds, its word (of `words`, else the language's
    approval words) right beside the body's name (a department's, a board's): a sign-off of that body ("obtain
    approval from the legal department"); a body named apart from it ("…, provided results go to the finance
    department") gives none."""
    bodies = [m.span() for m in ctx.lang.layout.other_body.finditer(text)]
    return any(a.end() <= b[0] and _NEAR.fullmatch(text[a.end():b[0]]) or b[1] <= a.start() and _NEAR.fullmatch(
        text[b[1]:a.start()]) for a in (words or ctx.cues.approval_word).finditer(text) for b in bodies)


# a conjunction joining a second party to the first ("the steering committee and the finance department",
# "指导委员会和采购部", "руководящего комитета и финансового отдела")
_JOINED = {"en": r"(?:,\s*)?(?:and|as\s+well\s+as|plus|together\s+with|&)", "zh": r"(?:和|及|以及|与|同|跟|加上|、)",
           "ru": r"(?:,\s*)?(?:и|а\s+также|вместе\s+с)"}


def joint_bodies(ctx: OutputContext) -> list[str]:
    """A body no pool holds joined to the source's own pending body in the clause of its pending approval ("pending
    with the steering committee and the finance department", "正在等待指导委员会和采购部审批"): one more party to sign
    off beside the one the source names, an addition; the pilot's own state stays pending with its body."""
    fact = ctx.material.fact("approval")
    if fact.value["status"] != "pending":
        return []
    word = _JOINED[ctx.lang.code]
    space = r"\s*" if ctx.lang.code == "zh" else r"\s+"
    before = re.compile(rf"\s*{word}{space}(?:(?:the|its)\s+)?$", re.IGNORECASE)
    after = re.compile(rf"\s*{word}{space}", re.IGNORECASE)
    return [m.group(0) for c, state in approval_states(ctx) if state == "pending" and not c.in_sources
            and mentions(fact.value["body"], c.text, ctx.lang)
            for m in ctx.lang.layout.other_body.finditer(c.text)
            if before.search(c.text[:m.start()]) or after.match(c.text[m.end():])]


def _further_signoff(ctx: OutputContext, clause: Clause) -> bool:
    """A pending sign-off said to follow another one, not the pilot's own pending approval told again, or required of
    another party for a step with the pilot's money (`_step_signoff`)."""
    return bool(_FURTHER[ctx.lang.code].search(clause.text)) or _listed_signoff(ctx, clause) or _step_signoff(ctx, clause)


def _step_signoff(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause requires a party's sign-off for a step with the pilot's money, the party not the source's
    own approver or body (a body, a post, a party of the pools): one more sign-off, not the pilot's approval."""
    text = clause.text
    # (the step may be told in the sentence's clause before it: "Before the launch, the legal department must sign off")
    if not (step_required(ctx, text) or step_required(ctx, clause.sentence)) or names_own_party(ctx, clause.sentence):
        return False
    bodies = ctx.material.distractors.get("bodies", [])
    return bool(ctx.lang.layout.other_body.search(text)) or _names_officer(ctx, text) or \
        any(mentions(b, text, ctx.lang) for b in bodies)


# a list's or a checklist's item mark opening a line ("[ ] ", "- ", "• ")
_ITEM_MARK = re.compile(r"^\s*(?:[-*•·]\s*)?\[[ xX✓✔]?\]\s*|^\s*[-*•·]\s+")


def _listed_signoff(ctx: OutputContext, clause: Clause, words: re.Pattern | None = None) -> bool:
    """A list's item of its own that is a department's sign-off ("[ ] Sign-off from the legal department", "[ ]
    Согласование с юридическим отделом"; with `words`, a word of sign-off only such an item reads, "[ ] 法务部会签"),
    where another item of the list tells the pilot's own approval pending with the source's body: one more sign-off
    beside it, not the body the pilot's approval waits on."""
    fact = ctx.material.fact("approval")
    line = line_from(ctx.text, ctx.text.rfind("\n", 0, clause.start) + 1)
    if fact.value["status"] != "pending" or not _ITEM_MARK.match(line) or \
            mentions(fact.value["body"], clause.text, ctx.lang) or not _body_signoff(ctx, clause.text, words):
        return False
    return any(c.line_no != clause.line_no and _ITEM_MARK.match(line_from(ctx.text, ctx.text.rfind("\n", 0, c.start) + 1))
               and mentions(fact.value["body"], c.text, ctx.lang) and approval_state(c, ctx.cues, ctx) == "pending"
               for c in ctx.body)


def _also_approved(ctx: OutputContext, clause: Clause, own: list[dict]) -> list[Clause]:
    """The part of the pilot's own approval clause that adds a second approval after a comma ("approved by X on
    5 May, and the board also signed off", "…，его также одобрил совет"): that part, as a clause of its own."""
    out = []
    pos = 0
    conceded = False
    # (or after a citation, by "and": "approved by X on 5 May [8] and also signed off by the board")
    for i, part in enumerate(re.split(r"([,;，；]\s*|(?<=[\]】])\s+(?:и|and|并且?)\s+)", clause.text)):
        start = pos
        pos += len(part)
        if i % 2:
            continue
        # after a concession ("…, however, the legal team agreed", "…，不过…已同意") the part is read without the
        # concession word, whose 不 is no negation
        told = _CONCESSION[ctx.lang.code].sub("", part)
        after_concession = conceded or told != part
        conceded = i > 0 and not told.strip()
        if i == 0 or not (after_concession or _ALSO[ctx.lang.code].search(part)) or any(
                mentions(o, part, ctx.lang) for o in own) or _before_own_start(ctx, part):
            continue
        sub = dataclasses.replace(clause, text=part, start=clause.start + start, end=clause.start + start + len(part))
        if approval_state(dataclasses.replace(sub, text=told), ctx.cues, ctx) == "approved":
            out.append(sub)
    return out


def _after_concession(ctx: OutputContext, clause: Clause) -> bool:
    """The clause opens with a concession word, or follows one its splitter left out ("…, однако | совет одобрил")."""
    before = ctx.text[max(0, clause.start - 12):clause.start]
    return bool(_CONCESSION[ctx.lang.code].match(clause.text) or _CONCESSION_BEFORE[ctx.lang.code].search(before))


_CONCESSION_BEFORE = {"en": re.compile(r"\bhowever\W*$", re.IGNORECASE), "zh": re.compile(r"(?:不过|然而|但是)\W*$"),
                      "ru": re.compile(r"\bоднако\W*$", re.IGNORECASE)}
_CONCESSION = {"en": re.compile(r"^\s*however\b\s*", re.IGNORECASE), "zh": re.compile(r"^\s*(?:不过|然而|但是)\s*"),
               "ru": re.compile(r"^\s*однако\b\s*", re.IGNORECASE)}


@functools.lru_cache(maxsize=1 << 12)  # (a source's words are asked of by several rules for every brief of it)
def content_words(text: str, code: str) -> frozenset[str]:
    """Content words, compared by their first five letters; in Chinese, pairs of characters."""
    low = text.lower()
    if code == "zh":
        return frozenset(run[i:i + 2] for run in re.findall(r"[\u3400-\u9fff]+", low)
                         for i in range(max(1, len(run) - 1)))
    return frozenset(w[:5] for w in re.findall(r"[^\W\d_]{4,}", low))


def says_new(text: str, known: AbstractSet[str], code: str) -> bool:
    """True when `text` has two content words (four pairs of Chinese characters) that `known` does not hold."""
    return len(content_words(text, code) - known) >= (4 if code == "zh" else 2)


def _left_out_blanked(ctx: OutputContext, clause: Clause, told: str) -> str:
    """`told` with the words of a writer's remark that it left a fact out, and of the remark's reason that the reader
    has no use for it, blanked, where the clause's sentence holds such a remark (`Layout.left_out`)."""
    layout = ctx.lang.layout
    if not ctx.once("left out", clause.sentence_start, lambda: bool(layout.left_out.search(clause.sentence))):
        return told
    return layout.not_needed.sub(" ", layout.left_out.sub(" ", told))


# a Sources line's label and the value it gives ("- Approval: approved by the board [8]", "审批——已批准")
_SOURCES_VALUE = re.compile(r"\W*+([^:：|\n—–-]{1,20}?)\s*(?:[:：]|—+|–|\s-\s)\s*(.*\S)")


def _sources_state(ctx: OutputContext, c: Clause) -> str | None:
    """The approval's state a Sources line restates as its value ("Approval: approved by the investment board [8]",
    "Утверждение: утверждён …", "审批——已批准"): the brief says it there, beside what its body says. A line naming the
    fact alone ("Approval [8]", "[8] approval, budget") gives no value, and no state."""
    m = _SOURCES_VALUE.match(c.text)
    if m is None or not _only_approval_word(ctx, m.group(1)):
        return None
    value = _CITATION.sub("", m.group(2)).strip()
    if not (ctx.cues.approval_word.search(value) or ctx.cues.pending_word.search(value)):
        return None
    return approval_state(dataclasses.replace(c, text=f"{m.group(1)}: {value}"), ctx.cues, ctx)


def approval_states(ctx: OutputContext) -> list[tuple[Clause, str | None]]:
    """Each clause with its approval state. A question about the approval takes its answer's state when the answer
    is a negation right after it ("Approved? Not yet", "Утверждено? Пока нет", "是否获批？尚未"). Another body's
    approval beside the pilot's own state is no state of the pilot (`other_approvals`)."""
    return ctx.once("approval states", 0, lambda: _read_approval_states(ctx))


def _read_approval_states(ctx: OutputContext) -> list[tuple[Clause, str | None]]:
    skip = {(c.start, c.end) for c in other_approvals(ctx)}
    states = _own_states(ctx)
    # the own approver's sign-off required for a step with the money, beside the approval told as given, restates it
    given = any(state == "approved" for _, state in states)
    return [(c, None if (c.start, c.end) in skip or given and state == "pending" and own_step_requirement(ctx, c.text)
             else state) for c, state in states]


def _asked_state(ctx: OutputContext, i: int) -> str | None:
    """The approval state clause `i` takes as a question on the approval with its answer: a question as a field label
    ("是否已批准：否（…）", "Approved?: yes"), a question and its answer in one sentence ("Утверждён ли пилот? Нет,
    решение комитета ещё не принято."), or a question answered by the clauses after it."""
    c = ctx.clauses[i]
    field = re.match(r"([^:：\n]{1,30}?)\s*[:：]\s*(\S.*)", c.text)
    if field and _QUESTION.search(field.group(1)) and ctx.cues.approval_word.search(field.group(1)):
        return _answered(ctx, dataclasses.replace(c, text=field.group(1)), field.group(2), True)
    inline = _INLINE_ANSWER.match(c.text)
    if inline and re.search(r"[^\W\d_]", inline.group("a")) and ctx.cues.approval_word.search(inline.group("q")):
        return _answered(ctx, dataclasses.replace(c, text=inline.group("q")), inline.group("a"), True)
    if (_QUESTION.search(c.text) or asks(c.text)) and ctx.cues.approval_word.search(c.text) and \
            i + 1 < len(ctx.clauses):
        return _question_state(ctx, i)
    return None


def _own_states(ctx: OutputContext) -> list[tuple[Clause, str | None]]:
    """Each clause with the approval state its own words, or its question's answer, give (read once: several rules
    ask for it)."""
    return ctx.once("own approval states", 0, lambda: [
        (c, _premises(ctx).get(n, state)) for n, (c, state) in enumerate(_said_states(ctx))])


def _said_states(ctx: OutputContext) -> list[tuple[Clause, str | None]]:
    """Each clause with the approval state its own words, or its question's answer, give, a question's premise as
    it is said (`_premises`)."""
    return ctx.once("said approval states", 0, lambda: _read_own_states(ctx))


def _read_own_states(ctx: OutputContext) -> list[tuple[Clause, str | None]]:
    out: list[tuple[Clause, str | None]] = []
    granted = _granted(ctx)  # (filled by `_question_state`)
    for i, c in enumerate(ctx.clauses):
        if ctx.addressed(c) or _work_row(ctx, c) or _form_item_state(ctx, i):
            # an offer to the reader ("If needed, I can rewrite it with Timeline, Scope, Status sections", "Если
            # нужно, могу переложить в разделы «Сроки», «Статус»") names a section, states no approval; nor does a
            # work item's row under a Status section ("| Status | Planned | survey, under way |")
            out.append((c, None))
            continue
        # a Sources line names facts, states none; a leading concession word ("不过…已同意") is no negation
        told = _CONCESSION[ctx.lang.code].sub("", c.text)
        # a turn's yes or no to the question before it ("— 21 June, that's the start? / — No, 21 June is the
        # approval date", "финдиректор вроде? / Нет, утвердила Дана Уитфилд"): its polarity is the question's
        # (which takes it, `_answered`), no negation of what the turn goes on to say
        told = _polarity_blanked(ctx, i, told)
        # a remark that the notes are silent, or that a party is not the approver ("笔记里并没有第二个批准人"), said
        # beside a restated approval denies nothing of it
        told = ctx.lang.layout.approver_denied.sub(" ", ctx.lang.layout.source_silent.sub(" ", told))
        # the writer's remark that it left the approval out, for the reader has no use for it ("审批相关的内容现场用不上，
        # 我就没放进去", "Approval isn't relevant on site, so I left it out"): no negation of the approval
        told = _left_out_blanked(ctx, c, told)
        # "утвердил не X, а Y": the negation sets X aside, and denies no approval
        told = _aside_blanked(ctx, c).text if told == c.text else told
        # a data brief's English key with its value ('"approved": false', "awaiting: X") says the state first
        data = None if c.in_sources else _data_key_state(ctx, c)
        state = data or (_sources_state(ctx, c) if c.in_sources else None if _user_asks(ctx, i) or _user_rejected(ctx, i) else
                         approval_state(dataclasses.replace(c, text=told), ctx.cues, ctx))
        english = _english_label(told) if state is None and not c.in_sources and ctx.lang.code != "en" else None
        if english and get_language("en").cues.approval_word.search(english):
            # an English field naming the approval, with English state words, mixed into another language's brief
            # ("Status: approved by <name> on <date>"): read with English's cues
            state = approval_state(dataclasses.replace(c, text=told), get_language("en").cues, ctx)
        if not c.in_sources and data is None and _field_denied(ctx, c.text):
            state = "pending"  # "Approved: n", "Утверждено: нет": the field's value denies it
        if state is None:
            state = _asked_state(ctx, i)
        if state is None and not c.in_sources and c.column is not None and _only_approval_word(ctx, c.column):
            # a cell under a wide table's Approval column reads as that label's value ("| pending (board) |")
            state = approval_state(dataclasses.replace(c, text=f"{c.column}: {told}"), ctx.cues, ctx) or _value_state(
                ctx, c.text, c.start)
        if state is None and not c.in_sources:
            # a table row's first cell is its label too ("| Approval | P. Raman, 14 July |"), glossed in another
            # language or not ("| Approval (Утверждение) | pending — … |")
            # (the leading marks taken whole: a clause of thousands of blanks was tried at every split of them)
            label = re.match(r"\W*+([^:：|\n]{1,20}?(?:\s*[(（][^()（）:：|\n]{1,20}[)）])?)\s*[:：|]\s*\S|\W*+(\w+\.)\s",
                             c.text)
            if label and _only_approval_word(ctx, label.group(1) or label.group(2)):
                state = _who_or_when(ctx, c.start + label.end() - 1)  # "Approval: P. Raman, 14 July", "appr. P. Raman"
            elif label and _under_approval_key(ctx, c) and not _names_body(ctx, c.text):
                # a nested key under a bare "approval:" ("by: O. Brandt", "on: 18/06/2027"); a body named there
                # ("body: investment board") may be the one still deciding, and gives no state
                state = _who_or_when(ctx, c.start + label.end() - 1)
            elif label and _in_approval_object(ctx, c) and not _names_body(ctx, c.text):
                # a field of an approval object written on one line ('"approval": {"status": "ожидается", …}')
                state = _value_state(ctx, c.text[label.end() - 1:], c.start + label.end() - 1)
        if state is None and not c.in_sources and _listed_pending(ctx, c, told):
            state = "pending"
        if state is None and not c.in_sources:
            state = _approval_in_column(ctx, c) or _ticked_approver(ctx, c)
        if state is None and not c.in_sources and ctx.cues.approval_word.search(c.text):
            # a checklist's line naming the approval ("[x] Approval by the steering committee", "[ ] 执行委员会审批"):
            # its box ticked tells it given, left empty not yet
            line = ctx.text[ctx.text.rfind("\n", 0, c.start) + 1:c.start]
            if not line.strip() and TICKED_BOX.match(c.text):
                state = "approved"
            elif not line.strip() and EMPTY_BOX.match(c.text):
                state = "pending"
            elif _ticked_approval(ctx, c.text):
                state = "approved"  # "утв. — исп. ком-т ✓", "appr. — CFO ✓": a note's check mark after its approval
        if state is None and not c.in_sources and ctx.cues.approval_detail.search(told) and \
                _value_state(ctx, told, c.start) == "approved":
            # the approval's date or its giver named as what a value is ("24 February 2027 – date of approval, by X",
            # "Утверждающее лицо: X"): a value given for it tells the approval given
            state = "approved"
        if state is None and i in granted:
            state = "approved"
        if state == "approved" and not c.in_sources and _topic_denied(ctx, c, i):
            state = "pending"  # "对于本试点之批准，尚未给予": the approval named as the topic, denied right after
        if state == "approved" and _user_overruled(ctx, i):
            state = None  # "用户：已经批了。" / "助手：据[5]，还没有获得批准": the user's claim, set aside by the reply
        if state is not None and (_under_work_key(ctx, c) or _item_status(ctx, c) or _quote_judged_false(ctx, i)):
            state = None  # the stage of a work item ("planned: - item: X / status: pending"), no approval's state;
            # or a statement quoted to be judged false ("«Пилот не утверждён». — Неверно."), no state of the brief's
        out.append((c, state))
    return out


def _question_state(ctx: OutputContext, i: int) -> str | None:
    """The approval state the question at clause `i` takes from its answer, the clause after it."""
    c, at = ctx.clauses[i], i + 1
    adjacent = next_turn(ctx.text, c, ctx.clauses[at])
    if _speaker_line(ctx, at) and at + 1 < len(ctx.clauses):
        # a chat's next speaker named alone on a line ("USER" / "is it signed off?" / "ASSISTANT" / "Not yet."): the
        # answer is the turn under that name, not the name
        adjacent = adjacent and next_turn(ctx.text, ctx.clauses[at], ctx.clauses[at + 1])
        at += 1
    turn = next(((s, e) for s, e in user_turns(ctx) if s <= c.start and c.end <= e), None)
    if turn is not None and ctx.clauses[at].start < turn[1]:
        # a chat user's question followed by more of the user's own words ("…уже одобрил? И бюджет там в евро"): the
        # answer is the reply's turn, which grants the question only by a yes
        reply = _reply_clauses(ctx, i)
        if not reply or ctx.clauses[reply[0]].start < turn[1]:
            return None
        at, adjacent = reply[0], False
    answer = ctx.clauses[at]
    state = _answered(ctx, c, answer.text, adjacent, answer)
    names = state == "approved" and _names_approver(ctx, answer.text)
    if state == "approved" and not names and _answer_turn_states(ctx, at):
        # "钱呢？批了没有？", "сроки, бюджет, кто утвердил?" answered "预算是…。审批还没有下来", "Сроки — …. Пилот
        # утвердила …": a turn asking several things is answered in order; the answer's own approval clause states
        # the state, not its first clause, which answers another of the questions
        state = None
    elif state == "pending" and (_answer_turn_states(ctx, at) or turn is not None) and _turn_denies_detail(ctx, answer):
        # "И утвердили его 22 июля?" / "Нет, 22 июля — это дата старта. Утверждён пилот 5 июля …": the "no" sets
        # aside a detail the question named (a date, a person), and the turn states the approval in its own words; a
        # chat user's question so answered ("А утверждал финансовый директор?" / "Нет, Дана Уитфилд — …") is the
        # user's guess set aside, no state of the brief's, whether the reply goes on to state the approval or not
        state = None
    elif state == "approved" and approval_state(answer, ctx.cues, ctx) is None and (
            names or _value_state(ctx, answer.text, answer.start) == "approved"):
        _granted(ctx).add(at)  # the answer names who approved or when: the approval's, its values checked there
    if state is None and _only_approval_word(ctx, _QUESTION.sub("", c.text)) and answer.line_no == c.line_no:
        state = _who_or_when(ctx, answer.start)  # "Approval? Dana Whitfield, 23 February"
    return state


def _turn_denies_detail(ctx: OutputContext, answer: Clause) -> bool:
    """True when an answer opening with a "no" goes on, in its sentence, to give a detail in its place and no word of
    a wait: a date ("No, 22 July is the start date.", "不是，7月22日是开始日期。"), or a title or a person ("No, he is
    the CFO; he approved it on 3 May", "Нет, он финансовый директор", "不是，他是首席财务官"). The "no" is that detail's,
    and the approval the turn goes on to tell is its own."""
    told = ctx.text[answer.start:max(answer.end, answer.sentence_start + len(answer.sentence))]  # ("不是，" a clause)
    said = told[speaker_label_end(ctx, told):].strip(" -—–:：,，|*_")
    no = ctx.cues.turn_denies.match(said)
    if no is None:
        return False
    rest = said[no.end():]
    # (a value the "no" goes on to deny, "No, not in June — …", is no word of a wait)
    if ctx.cues.pending_word.search(_values_denied(ctx, rest)) or \
            approval_state(dataclasses.replace(answer, text=rest), ctx.cues, ctx) == "pending":
        return False
    return bool(find_dates(rest, ctx.lang.forms)) or _names_officer(ctx, rest)


# a chief officer's title in its initials ("CFO", "COO"): a title the language's title words do not spell out
_CHIEF_INITIALS = re.compile(r"\bC[A-Z]{1,2}O\b")


def _names_officer(ctx: OutputContext, text: str) -> bool:
    """True when the text names a person's title (`Cues.person_title`, a chief officer's initials) or one of the
    material's approvers."""
    fact = ctx.material.fact("approval")
    people = [fact.value["approver"]] if "approver" in fact.value else []
    people += ctx.material.distractors.get("approvers", [])
    return bool(ctx.cues.person_title.search(text) or _CHIEF_INITIALS.search(text)) or \
        any(mentions(p, text, ctx.lang) for p in people)


def _speaker_line(ctx: OutputContext, i: int) -> bool:
    """True when clause `i` is a chat's speaker named alone on its line, with no colon ("ASSISTANT", "**User**",
    "Ассистент", "助手"): the label of the turn under it, which says nothing itself."""
    c = ctx.clauses[i]
    if any(o.line_no == c.line_no for o in ctx.clauses[i - 1:i] + ctx.clauses[i + 1:i + 2] if o is not c):
        return False
    who = c.text.strip(" \t*_#:：")
    layout = ctx.lang.layout
    return bool(who) and bool(layout.chat_user.fullmatch(who) or layout.chat_assistant.fullmatch(who))


def _granted(ctx: OutputContext) -> set[int]:
    """The clauses (by index) that answer a question about the approval by naming who gave it or when ("кто
    утвердил?" / "Прия Раман, …"): a date there is the approval's (`grade_status`). Filled once, by `_question_state`
    as `_read_own_states` reads the clauses."""
    return ctx.once("granted approval answers", 0, set)


def _premises(ctx: OutputContext) -> dict[int, str | None]:
    """By clause index, the state each premise of a question's turn takes from its answer (`_read_premises`)."""
    return ctx.once("approval premises", 0, lambda: _read_premises(ctx, _said_states(ctx)))


def _read_premises(ctx: OutputContext, states: list[tuple[Clause, str | None]]) -> dict[int, str | None]:
    """The state a clause of a question's turn, said beside its question, takes from the next turn where that turn
    states the approval itself ("Kim: are you sure it's approved? I thought it was still with the board" / "AI: Yes.
    The notes say it was approved …"): the asker's premise is what the answer confirms or corrects, no state of the
    brief's own; the answer tells it."""
    out: dict[int, str | None] = {}
    for n, (c, state) in enumerate(states):
        if state is None or c.asks or asks(c.text):
            continue
        turn = answer_turn(ctx, n)
        answered = next((states[k][1] for k in turn if states[k][1] is not None), None)
        if answered is None:
            continue
        # (a premise naming a party the answer does not, "I thought the steering committee still had it", is the
        # asker's guess set aside, no approval by that party)
        parties = [p for p in _parties(ctx) if mentions(p, c.text, ctx.lang)]
        said = " ".join(ctx.clauses[k].text for k in turn)
        out[n] = None if any(not mentions(p, said, ctx.lang) for p in parties) else answered
    return out


# a statement quoted whole from the clause's start (a list's number before it), then a verdict after it on its line
_QUOTED_VERDICT = re.compile(r"[\W\d_]{0,6}?[«“\"「『][^«»“”\"「」『』\n]+[»”\"」』][ \t.。]*[—–-]*[ \t]*")


def _quote_judged_false(ctx: OutputContext, i: int) -> bool:
    """True when clause `i` opens a statement quoted whole whose verdict after it, on its line, is false ("«Пилот не
    утверждён». — Неверно.", "“The pilot is not approved.” — False.", "“试点尚未获批。”——错误。"): the quote is no claim
    of the writer's."""
    c = ctx.clauses[i]
    line_end = ctx.text.find("\n", c.start)
    m = _QUOTED_VERDICT.match(ctx.text, c.start, len(ctx.text) if line_end < 0 else line_end)
    if m is None:
        return False
    verdict = ctx.text[m.end():len(ctx.text) if line_end < 0 else line_end]
    said = ctx.cues.answer_denies.match(verdict) or ctx.cues.judged_false.match(verdict)
    # (a clause that goes on after the verdict, "…” False: that approval is still pending", holds the writer's own
    # state, and is read as it is)
    return said is not None and not re.search(r"[^\W_]", ctx.text[m.end() + said.end():c.end])


_TICK = re.compile(r"[✓✔☑✅]\ufe0f?")
# an item that is the approval itself, named first ("Approval - O. Brandt, 17 Apr", "审批（指导委员会）", "Утверждение — …")
_APPROVAL_ITEM = re.compile(r"^[\W_]*([^\W\d_][^-–—:：(（,，\n]{0,24}?)\s*(?:[-–—:：(（,，]|$)")
# the approval's state by the column or list it sits in: a stage's column or heading over it
_COLUMN_APPROVAL = {"done": "approved", "started": "pending", "planned": "pending"}


def _approval_in_column(ctx: OutputContext, clause: Clause) -> str | None:
    """The approval's state when the item is the approval itself and sits in a board's column or under a stage's
    heading: in Done it is given, in To do or Doing it is not yet ("| Done |" over "| Approval - O. Brandt, 17 Apr |",
    "已完成" over "审批（投资委员会）", "== Готово ==" over "• Утверждение — Д. Уитфилд"); else None."""
    item = _APPROVAL_ITEM.match(clause.text)
    if clause.label not in _COLUMN_APPROVAL or item is None or not _only_approval_word(ctx, item.group(1)):
        return None
    return _COLUMN_APPROVAL[clause.label]


def _ticked_approver(ctx: OutputContext, clause: Clause) -> str | None:
    """"approved" when a line opens with a check mark and names who approved, with no approval word and no work item
    ("✔ 31.03.2026 — O. Brandt (CEO)", a status card's line under a legend "✔ approved"): the mark ticks the approval
    off as given, as an approval label would ("Approval: O. Brandt, 31.03.2026"); else None."""
    tick = _TICK.match(clause.text)
    if tick is None or ctx.text[ctx.text.rfind("\n", 0, clause.start) + 1:clause.start].strip():
        return None
    rest = clause.text[tick.end():]
    if ctx.cues.approval_word.search(rest) or any(
            mentions(ctx.material.fact(k).value["item"], rest, ctx.lang) for k in ("done", "planned", "out_of_scope")):
        return None
    fact = ctx.material.fact("approval")
    people = [fact.value["approver"]] if "approver" in fact.value else []
    people += ctx.material.distractors.get("approvers", [])
    return "approved" if any(mentions(p, rest, ctx.lang) for p in people) else None


def _ticked_approval(ctx: OutputContext, text: str) -> bool:
    """True when a terse note's line names the approval (no status word alone) and ends on a check mark after it, with
    no work item named ("утв. — исп. ком-т ✓", "sign-off: CFO ✓"): the mark ticks the approval off as given."""
    words = [m for m in ctx.cues.approval_word.finditer(text) if not _STATUS_WORD.fullmatch(m.group(0))]
    tick = _TICK.search(text)
    if not words or tick is None or tick.start() < words[0].end():
        return False
    # a chat's or a board's mark right after the approval's word opening the line, its approver and date after it
    # ("Approval ✅ O. Brandt, 15 Mar", "Утверждение ✅ …"): the mark is the approval's state, what follows tells who
    # and when (not another party's sign-off named before the word: "Procurement sign-off: ✓ received")
    if re.search(r"[^\W\d_]", _CITATION.sub("", text[tick.end():])) and (
            re.search(r"\w", text[words[0].end():tick.start()]) or re.search(r"[^\W\d_]", text[:words[0].start()])):
        return False
    facts = {f.fact_id: f for f in ctx.material.facts}
    return not any(k in facts and mentions(facts[k].value["item"], text, ctx.lang) for k in ("done", "planned",
                                                                                              "out_of_scope"))


def _english_label(text: str) -> str | None:
    """A field label written in English at a line's start ("Status:", "- Approval:"), unquoted (a data key is read by
    the data-key table)."""
    field = split_field(text, separators=":：", min_label=2, max_label=25, lead="\\s*_>#•·\\-", close="*_\\s")
    return field.label if field and _ENGLISH_WORDS.fullmatch(field.label) else None


_ENGLISH_WORDS = re.compile(r"[A-Za-z][A-Za-z /-]*")


def _topic_denied(ctx: OutputContext, clause: Clause, i: int) -> bool:
    """True when the clause ends on its approval word, a noun naming the topic ("对于本试点之批准", "The approval"), and
    the next clause of its sentence is a short denial of it with no approval word of its own ("尚未被给予", "not yet
    given"): the approval is pending. A review still to come after it ("…批准，待复核") is no denial."""
    words = list(ctx.cues.approval_word.finditer(clause.text))
    if not words or re.search(r"\w", _CITATION.sub("", clause.text[words[-1].end():])):
        return False
    # an approval told as given before its word ("已获委员会批准，待复核") is no topic: what follows is its condition
    if i + 1 >= len(ctx.clauses) or ctx.cues.done.search(clause.text[:words[-1].start()]):
        return False
    after = ctx.clauses[i + 1]
    told = after.text.strip()
    # (a thing set aside for the approval named, "это дата утверждения, а не начала", "是批准日期，而不是开始日期",
    # "…дата утверждения, не старт": the negation is that thing's, and denies no approval)
    return after.sentence_start == clause.sentence_start and len(told) <= 12 and \
        bool(ctx.cues.pending_word.match(told) and ctx.cues.negated.search(told)) and \
        not ctx.cues.approval_word.search(told) and not ctx.cues.instead.match(
            ctx.text[clause.end:after.end].lstrip(" \t,，、")) and not _negated_role(ctx, told)


# the status word of each language: a word that names the approval only where no work item is its subject
_STATUS_WORD = re.compile(r"status|статус|状态", re.IGNORECASE)


def _item_status(ctx: OutputContext, clause: Clause) -> bool:
    """A clause whose only approval word is a status word, naming the done or planned item ("a check on the status
    lines: the portal connection is planned"): the status is that item's stage."""
    words = list(ctx.cues.approval_word.finditer(clause.text))
    if not words or not all(_STATUS_WORD.match(m.group(0)) for m in words):
        return False
    facts = {f.fact_id: f for f in ctx.material.facts}
    return any(k in facts and mentions(facts[k].value["item"], clause.text, ctx.lang) for k in ("done", "planned"))


# a line's data key in any language's letters, quoted or not, after a list's dash ("- item: X", "  状态: 已完成")
_LINE_KEY = re.compile(r"[ \t]*[-*]?[ \t]*[\"“'«]?([^\W\d_][^:：=\n\"”'»]{0,40}?)[\"”'»]?[ \t]*[:：][ \t]*")


def _line_key(text: str) -> tuple[str, int] | None:
    """A line's data key as the table lists it (`data_keys.key_name`) and where its value starts, or None: its first
    English key (`data_keys.pairs`), else a key in the language's own letters opening it."""
    found = data_keys.pairs(text)
    if found:
        return found[0][0], found[0][2]
    m = _LINE_KEY.match(text)
    return (data_keys.key_name(m.group(1)), m.end()) if m else None


def _under_work_key(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause's line is a state key nested under a work item's entry or a work list's key ("planned:" /
    "  - item: X" / "    status: pending"): the state is that item's stage. An approval key above it first (an
    "approval:" whose nested "status:" gives its value) says it is the approval's."""
    own = _line_key(clause.text)
    if own is None or own[0] not in data_keys.STATE_KEYS | ctx.lang.layout.state_keys:
        return False
    item_keys = data_keys.ITEM_KEYS | ctx.lang.layout.item_keys
    line_start = ctx.text.rfind("\n", 0, clause.start) + 1
    line = ctx.text[line_start:ctx.text.find("\n", clause.start) % (len(ctx.text) + 1)]
    indent = len(line) - len(line.lstrip(" -"))
    for above in reversed(ctx.text[:line_start].splitlines()):
        if not above.strip():
            continue
        depth = len(above) - len(above.lstrip(" -"))
        if depth >= indent and not (depth == indent and above.lstrip().startswith("-") and not line.lstrip().startswith("-")):
            continue
        found = _line_key(above.strip())
        if found is None:
            return False
        key = found[0]
        if key in data_keys.APPROVAL_KEYS or _only_approval_word(ctx, key):
            return False
        # (an entry's name key with no value of its own, an invite's "Description:", heads fields, no work item)
        named = key not in item_keys or bool(above.strip()[found[1]:].strip())
        if data_keys.key_label(key) in ("done", "planned") or label_of(key, ctx.lang.layout) in ("done", "planned") \
                or (key in item_keys and named) or key in data_keys.IN_PROGRESS_KEYS:
            return True
        indent = depth
        if depth == 0:
            return False
    return False


def _work_row(ctx: OutputContext, clause: Clause) -> bool:
    """A table row whose leading cells label it as a work item's ("| Status | Planned | X — under way |", "| Статус |
    Сделано | X |"), the approval or status word only in the cells up to that list label: the row tells the item's
    stage, no approval's state."""
    cells = [x.strip(" *_") for x in clause.text.strip().strip("|").split("|")]
    if len(cells) < 3:
        return False
    for i, cell in enumerate(cells[:-1]):
        if label_of(cell, ctx.lang.layout) in ("done", "planned", "started", "out_of_scope", "in_scope"):
            return not any(ctx.cues.approval_word.search(x) for x in cells[i + 1:])
    return False


def _data_key_state(ctx: OutputContext, clause: Clause) -> str | None:
    """The approval state a data brief's English key gives with its value (the shared table, whatever the brief's
    language): a yes or no under an "approved" key ('"approved": false', "approved: yes"); an English state under a
    status key ('"status": "pending"'); a party under a key the approval waits on ("awaiting: 执行委员会",
    '"pending_with": "executive committee"') is pending; one under a key naming who approved ('"approved_by": "…"'),
    approved."""
    found = data_keys.pairs(clause.text)
    for n, (key, _, at) in enumerate(found):
        end = found[n + 1][1] if n + 1 < len(found) else len(clause.text)
        # the value without its citations, a trailing comment ("# [4]") or a bracketed note
        value = _CITATION.sub("", re.sub(r"\s#.*$", "", clause.text[at:end])).strip(" \"“”'«»,，}{]")
        # another key written close to its value after it on its line ends it ('status: pending body:"…"', a log
        # line's fields read as data)
        value = re.split(r"\s+[a-z][\w-]*[:：](?=\S)", value, maxsplit=1)[0].strip(" \"“”'«»,，}{]")
        if not value:
            continue
        layout = ctx.lang.layout
        said_no = bool(data_keys.NO_VALUE.match(value) or layout.no.match(value))
        if key in data_keys.APPROVED_KEYS:
            if said_no:
                return "pending"
            if data_keys.YES_VALUE.match(value):
                return "approved"
        elif key in data_keys.STATE_KEYS and data_keys.PENDING_VALUE.match(value):
            return "pending"
        elif key in data_keys.STATE_KEYS and data_keys.APPROVED_VALUE.match(value):
            return "approved"
        elif key in data_keys.AWAITING_KEYS and not said_no and not data_keys.EMPTY_VALUE.fullmatch(value):
            return "pending"
        elif key in data_keys.APPROVER_KEYS and not said_no and not data_keys.EMPTY_VALUE.fullmatch(value) \
                and not ctx.cues.pending_word.search(value):
            return "approved"  # '"approved_by": "肖恩·加拉格尔"': the party who approved
    return None


_OBJECT_KEY = re.compile(FIELD_KEY + r"\s*\{[^{}\n]*$")


def _in_approval_object(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause is a field of an object written on one line under an approval key
    ('"approval": {"status": "pending", "by": "…"}', "approval: {by: X, date: Y}")."""
    line_start = ctx.text.rfind("\n", 0, clause.start) + 1
    brace = ctx.text.rfind("{", line_start, clause.start)
    if brace < 0 or ctx.text.rfind("}", brace, clause.start) >= 0:
        return False  # no object open on the line before the clause
    # its key ends right before the brace: looked for there, not from the line's start (a line of thousands of clauses)
    m = _OBJECT_KEY.search(ctx.text, max(line_start, brace - _CHANGE_REACH), clause.start)
    return bool(m and _only_approval_word(ctx, m.group(1)))


def _names_body(ctx: OutputContext, text: str) -> bool:
    fact = ctx.material.fact("approval")
    bodies = [fact.value["body"]] if "body" in fact.value else []
    return any(mentions(b, text, ctx.lang) for b in bodies + list(ctx.material.distractors.get("bodies", [])))


def _under_approval_key(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause's line is indented under a line that is only an approval word and a colon (a YAML-style
    "approval:" whose nested keys, "by:" and "on:", give its value)."""
    return _approval_key(ctx, clause) is not None


def _approval_key(ctx: OutputContext, clause: Clause) -> str | None:
    """The approval word of the line only it and a colon that the clause's line is indented under ("Approval:",
    "审批：", "Утверждение:"), or None."""
    line_start = ctx.text.rfind("\n", 0, clause.start) + 1
    indent = len(ctx.text[line_start:clause.start]) - len(ctx.text[line_start:clause.start].lstrip())
    # the nearest line above indented less: the last such on the stack of the lines above (each line looked for
    # upwards through the whole brief was quadratic in a brief of many lines)
    line = next((line for lead, line in reversed(_indent_stack(ctx, line_start)) if lead < indent), None)
    if line is None:
        return None
    key = re.fullmatch(r"\s*[-*]?\s*[\"“'«]?([^:：\n\"“”'«»]{1,20}?)[\"”'»]?\s*[:：]\s*\{?\s*", line)
    return key.group(1) if key and _only_approval_word(ctx, key.group(1)) else None


def _listed_pending(ctx: OutputContext, clause: Clause, told: str) -> bool:
    """True when the clause is a line under a bare approval field or heading whose words say the decision is awaited:
    a form's line under its Approval field, the option ticked there ("Approval:" over "[x] awaiting a decision - body:
    investment board"; a ticked line naming a sign-off is read as a checklist's), or a list line under a heading that
    is only the approval's word ("Approval" over "- Still pending with the board"): that field's or heading's value."""
    key = None if EMPTY_BOX.match(clause.text) else _approval_key(ctx, clause)
    head = _approval_heading(ctx, clause)
    return any(label is not None and approval_state(dataclasses.replace(clause, text=f"{label}: {told}"), ctx.cues,
                                                    ctx) == "pending" for label in (key, head))


def _approval_heading(ctx: OutputContext, clause: Clause) -> str | None:
    """The approval word of the heading line, with no colon, over the list the clause's line sits in ("Approval",
    "## 审批", "**Утверждение**"), or None: the heading names what the list's lines are about."""
    lines = ctx.once("lines of the brief", 0, lambda: _lines_and_starts(ctx.text))[0]
    if clause.line_no >= len(lines) or not _LIST_LINE.match(lines[clause.line_no]):
        return None
    n = _heading_line_over(lines, clause.line_no)
    if n is None:
        return None
    head = re.sub(r"^[#>*_\s]+|[*_\s]+$", "", lines[n])
    return head if head and _only_approval_word(ctx, head) else None


def _indent_stack(ctx: OutputContext, line_start: int) -> tuple[tuple[int, str], ...]:
    """The lines above the one starting at `line_start` that no later line above it is indented as little as or less
    than (each with its indent, the least indented first; blank lines skipped): the nearest line above it indented
    less than some width is the last of them that is. Built once for every line of the brief."""
    def build() -> dict[int, tuple[tuple[int, str], ...]]:
        stacks: dict[int, tuple[tuple[int, str], ...]] = {0: ()}
        stack: list[tuple[int, str]] = []
        at = 0
        for line in ctx.text.splitlines(keepends=True):
            at += len(line)
            bare = line.splitlines()[0]  # (the line without its break, as `str.splitlines` parts them)
            if bare.strip():
                lead = len(bare) - len(bare.lstrip())
                while stack and stack[-1][0] >= lead:
                    stack.pop()
                stack.append((lead, bare))
            stacks[at] = tuple(stack)
        return stacks
    return ctx.once("indent stacks", 0, build).get(line_start, ())


def _only_approval_word(ctx: OutputContext, label: str) -> bool:
    """A label that is an approval word and nothing more ("Approval", "Appr.", "审批", "Утверждение"); a status
    label is not one (its value may be a colour). A label glossed in another language ("Approval (Статус)") is
    one when either of its names is."""
    gloss = re.fullmatch(r"\s*([^()（）]+?)\s*[(（]\s*([^()（）]+?)\s*[)）]\s*", label)
    if gloss:
        return any(_only_approval_word(ctx, name) for name in gloss.groups())
    m = ctx.cues.approval_word.search(label)
    bare = label.strip(" *_#-—–.?？:：")
    if data_keys.key_name(bare) in data_keys.APPROVAL_KEYS:
        return True  # a data brief's English key: "approval:", '"approval_status":'
    if m is None or bare.lower() in ("status", "状态", "статус"):
        return False
    return m.group(0).strip(" .") == bare.strip(" .")


def _who_or_when(ctx: OutputContext, start: int) -> str | None:
    """The state an approval label's value, from `start` to the end of its line, gives: pending when it denies or
    awaits; approved when it names who gave the approval (the source's approver or any of the pools') or a date."""
    end = ctx.text.find("\n", start)
    return _value_state(ctx, ctx.text[start:end if end >= 0 else len(ctx.text)], start)


def _value_state(ctx: OutputContext, value: str, start: int) -> str | None:
    """The state an approval label's value, found at `start`, gives (see `_who_or_when`). A value opening with the
    shared table's English state word ("pending — решение за советом") gives that state."""
    head = re.split(r"\s*[—–:：(（,，;；]\s*|\s+-\s+", value.strip(" |*_"), maxsplit=1)[0]
    if data_keys.PENDING_VALUE.match(head):
        return "pending"
    value = state_kept(value, ctx.cues)  # "不再待审批——已批准", "no longer pending": the pending state is over
    # a remark that the notes are silent ("Approval: not stated in the notes") states nothing; its "not" denies no approval
    value = ctx.lang.layout.source_silent.sub(lambda m: " " * len(m.group(0)), value)
    if ctx.cues.pending_word.search(value) or ctx.cues.negated.search(value) or ctx.lang.layout.no.match(
            value.strip(" -—–:：,，|*_")):
        return "pending"
    fact = ctx.material.fact("approval")
    people = [fact.value[k] for k in ("approver", "body") if k in fact.value] + [
        i for key in ("approvers", "bodies") for i in ctx.material.distractors.get(key, [])]
    if any(mentions(p, value, ctx.lang) for p in people) or ctx.dates_starting(start, start + len(value)):
        return "approved"
    # a person of the source's background given as the one who approved ('"by": "<a colleague from the canteen
    # story>"'): an approval given, by the wrong party (`_background_approver` then tells it)
    if _background_person(ctx, value, start) is not None:
        return "approved"
    return None


# a turn's speaker label opening its line: a word or two and a colon ("User:", "Ассистент:", "小王：")
_TURN_OPENER = re.compile(r"\s*[^\W\d_][^\W\d_.'-]{0,20}(?:[ \t][^\W\d_][^\W\d_.'-]{0,20})?[ \t]*[:：][ \t]*")


def _asks_unnamed(ctx: OutputContext, clause: Clause) -> bool:
    """A question naming no party whose answer names who approved or when ("谁批准的？" / "总经理…"): its state is its
    answer's, which tells whose."""
    if not (clause.asks or asks(clause.text)) or _names_approver(ctx, clause.text):
        return False
    return any(ctx.clauses[n - 1].start == clause.start for n in _granted(ctx))


def _answers_who(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause is in the reply to a question on the approval naming no party ("Who approved it?" /
    "Priya Raman signed it.", "谁批准的？" / "签字的是…"): the party it names is told as the pilot's own approver, right
    or wrong (which the approval rule labels), no second approval."""
    n = next((k for k, c in enumerate(ctx.clauses) if c is clause), None)
    if n is None:
        return False
    q = next((k for k in range(n - 1, -1, -1) if ctx.clauses[k].asks or asks(ctx.clauses[k].text)), None)
    if q is None:
        return False
    asked = ctx.clauses[q].text
    return bool(_ASKS_WHO.search(asked) and ctx.cues.approval_word.search(asked)) and not _names_approver(ctx, asked) \
        and not _ALSO[ctx.lang.code].search(clause.text) and _in_first_sentence(ctx, n, _reply_clauses(ctx, q))


def _in_first_sentence(ctx: OutputContext, n: int, reply: list[int]) -> bool:
    """True when clause `n` is in the first sentence of the reply (its clauses by index): the answer itself, not a
    further party the reply goes on to name ("…; the budget was also agreed by the CFO")."""
    return n in reply and ctx.clauses[n].sentence_start == ctx.clauses[reply[0]].sentence_start


# a question asking who ("Who approved it?", "谁批准的？", "Кто его утвердил?"): its answer names the approver
_ASKS_WHO = re.compile(r"\bwho(?:m|se)?\b|谁|\bкто\b|\bкем\b", re.IGNORECASE)


def _names_approver(ctx: OutputContext, text: str) -> bool:
    """True when `text` names the source's approver or body, or one of the pools' (who gave an approval)."""
    return any(mentions(p, text, ctx.lang) for p in _parties(ctx))


def _parties(ctx: OutputContext) -> list[dict]:
    """The source's approver or body and the pools' approvers and bodies."""
    fact = ctx.material.fact("approval")
    return [fact.value[k] for k in ("approver", "body") if k in fact.value] + [
        i for key in ("approvers", "bodies") for i in ctx.material.distractors.get(key, [])]


def _field_denied(ctx: OutputContext, text: str) -> bool:
    """An approval word used as a field label whose value is a bare no ("Approved: n", "Signed off: no"); a pending
    state taken back ("审批：不再待审批") is no such no."""
    text = state_kept(text, ctx.cues)
    for m in ctx.cues.approval_word.finditer(text):
        rest = re.match(r"[*_ ]*[:：][ *_]*(.*)", text[m.end():])
        if rest and ctx.lang.layout.no.match(rest.group(1)):
            return True
    return False


def _answered(ctx: OutputContext, question: Clause, answer_text: str, adjacent: bool,
              answer: Clause | None = None) -> str | None:
    """The approval state a question about the approval takes from its answer."""
    answer_text = answer_text.strip(" -—–:：,，|*_")
    marker = QA_MARKER.match(answer_text)  # "A: Not yet", "О. Пока нет": the answer's marker is no part of it
    if marker and marker.end() < len(answer_text):
        answer_text = answer_text[marker.end():]
    # a chat's next turn, its speaker named before a colon ("Maya: is it signed off?" / "Dev: not yet, …"): the
    # speaker's name is no part of the answer
    answer_text = answer_text[speaker_label_end(ctx, answer_text):]
    if asks(answer_text):
        return None  # another question after it ("…是不是已经批下来了？马德里…是不是也要纳入？") answers nothing
    layout = ctx.lang.layout
    if not_answered(ctx, answer_text):
        return None  # "Who approved it?" / "The notes don't say.": the question is the reader's, no claim of the brief
    own = approval_state(dataclasses.replace(question, text=without_particle(_QUESTION.sub("", question.text))),
                         ctx.cues, ctx)
    denial = ctx.cues.pending_word.match(answer_text) or ctx.cues.negated.match(answer_text) or layout.no.match(
        answer_text)
    if denial:
        # a question whose own words say the approval is not given ("правда, что пилот до сих пор не согласовали?",
        # "is it true it is still pending?") denied by its answer: the premise is rejected, and the answer says
        # pending only in words of its own after the denial ("No, not yet"); else the clauses after it tell the state
        rest = answer_text[denial.end():] + ("" if answer is None else
                                             ctx.text[answer.end:answer.sentence_start + len(answer.sentence)])
        if own == "pending" and not ctx.cues.pending_word.search(rest):
            return None
        return "pending"
    if layout.yes.match(answer_text) or adjacent:
        # "Approved? Yes", "Who approved it? Ines Carvalho": an answer that does not deny the question
        # grants what it asks, unless the answer states a status of its own
        if own == "approved" and (answer is None or approval_state(answer, ctx.cues, ctx) is None):
            return "approved"
    return None


def _values_denied(ctx: OutputContext, text: str) -> str:
    """`text` with each denial of a value blanked, character for character, where a break closes it ("不是5月——已于4月28日
    批准", "No, not in May — approved on 28 April", "Нет, не в мае — утверждён 28 апреля"): a reply setting the
    premise's date aside denies that value, not the approval the words after the break tell."""
    for n in ctx.cues.negated.finditer(text):
        m = _DENIED_VALUE.match(text, n.end())
        if m is None or not (m.group("day") or _a_month(ctx, m.group("month"))):
            continue
        cut = _VALUE_BREAK.search(text, m.end(), m.end() + 12)
        if cut is not None:
            text = text[:n.start()] + " " * (cut.start() - n.start()) + text[cut.start():]
    return text


def _a_month(ctx: OutputContext, word: str) -> bool:
    try:
        return ctx.lang.forms.month_number(word) is not None
    except (KeyError, ValueError):  # a word that is no month
        return False


# a date's month or day after a denial, its "not" and its preposition aside ("是5月", ", not in May", ", не в мае",
# ", not the 3rd")
_DENIED_VALUE = re.compile(r"[\s,，、:：]*(?:not\b|не\b|是)?\s*(?:in\b|on\b|the\b|в\b|во\b)?\s*(?:(?P<day>\d{1,2}\s*[月日号]|"
                           r"\d{1,2}(?:st|nd|rd|th|-?(?:го|е))\b)|(?:\d{1,2}\s+)?(?P<month>[^\W\d_]+))", re.IGNORECASE)
# the break that closes the denied value's piece
_VALUE_BREAK = re.compile(r"\s*(?:——|[—–]|[,，;；:：])")


def next_turn(text: str, question: Clause, answer: Clause) -> bool:
    """True when `answer` follows `question` on its line or on the next line of text, blank lines aside (a chat's
    turns parted by an empty line): it is the question's answer."""
    if answer.line_no - question.line_no <= 1:
        return True
    return not text[question.end:answer.start].strip(" \t\r\n?？")


def answer_turn(ctx: OutputContext, i: int) -> list[int]:
    """The clauses (by index) of the turn answering clause `i`'s, when clause `i` lies in a question's turn (its line
    opens or closes with a question, "Q: are you sure? I thought it was the Madrid office") and the next line of text,
    blank lines aside, follows it; else none."""
    lines = _clause_lines(ctx)
    at = ctx.once("clause line places", 0, lambda: {line: n for n, (line, _) in enumerate(lines)})[ctx.clauses[i].line_no]
    if at + 1 >= len(lines):
        return []
    here, there = lines[at][1], lines[at + 1][1]
    first, last = ctx.clauses[here[0]], ctx.clauses[here[-1]]
    if not (first.asks or asks(first.text) or last.asks or asks(last.text)):
        return []
    # (or a chat's speaker named alone on the line between: "### Пользователь" / "…?" / "### Ассистент" / "Да, …")
    return list(there) if next_turn(ctx.text, last, ctx.clauses[there[0]]) or \
        speaker_lines_only(ctx.text[last.end:ctx.clauses[there[0]].start], ctx.lang.layout) else []


def _clause_lines(ctx: OutputContext) -> list[tuple[int, tuple[int, ...]]]:
    """Each line's number with the indices of its clauses, in order (read once)."""
    def read() -> list[tuple[int, tuple[int, ...]]]:
        lines: dict[int, list[int]] = {}
        for n, c in enumerate(ctx.clauses):
            lines.setdefault(c.line_no, []).append(n)
        return [(k, tuple(v)) for k, v in sorted(lines.items())]
    return ctx.once("clause lines", 0, read)


def _answer_turn_states(ctx: OutputContext, i: int) -> bool:
    """True when a clause of the answer turn opening at clause `i` (its clauses up to the next question or the next
    line that opens another turn) states an approval of its own."""
    line = ctx.clauses[i].line_no
    for c in ctx.clauses[i:]:
        if c.line_no != line or asks(c.text):
            return False
        if approval_state(c, ctx.cues, ctx) is not None:
            return True
    return False


def _polarity_blanked(ctx: OutputContext, i: int, told: str) -> str:
    """`told` with its opening yes or no blanked (its speaker's or answer's marker too) when clause `i` answers a
    question right before it and goes on after that word: the word answers the question; the rest is the turn's
    own statement."""
    if i == 0 or not ctx.clauses[i - 1].asks and not asks(ctx.clauses[i - 1].text) or \
            not next_turn(ctx.text, ctx.clauses[i - 1], ctx.clauses[i]):
        return told
    lead = speaker_label_end(ctx, told)
    question_line = ctx.text[ctx.text.rfind("\n", 0, ctx.clauses[i - 1].start) + 1:ctx.clauses[i - 1].end]
    if lead == 0 and _TURN_OPENER.match(question_line) and (opener := _TURN_OPENER.match(told)):
        lead = opener.end()  # a two-turn chat's labels, each said once ("Пользователь: …?" / "Ассистент: Нет, …")
    marker = QA_MARKER.match(told[lead:])
    lead += marker.end() if marker and lead + marker.end() < len(told) else 0
    cues = ctx.cues
    said = cues.turn_denies.match(told[lead:]) or cues.verdict_yes.match(told[lead:])
    if said is None:
        return told
    rest = re.match(r"\s*[,，、;；:：—–.!！。]\s*(?=\S)", told[lead + said.end():])
    if rest is None:
        return told
    end = lead + said.end() + rest.end()
    return " " * end + told[end:]


def _negated_role(ctx: OutputContext, told: str) -> bool:
    """True when `told` is only a negated date role ("не старт", "not the start date", "不是开始日期"): said after a
    date named as the approval's ("…дата утверждения, не старт"), it sets that role aside and denies no approval."""
    no = ctx.cues.negated.match(told.strip())
    if no is None:
        return False
    after = re.sub(r"^[\s是]*(?:[^\W\d_]{1,3}\s+)?", "", told.strip()[no.end():])  # "not the start", "不是开始"
    return any(ctx.cues.roles[key].match(after) for key in ("start", "end") if key in ctx.cues.roles)


# a clause that asks: "Approved?", "是否已获批？", "获批了吗", "Утверждено ли?"
_QUESTION = re.compile(r"[?？]\W*(?:\[[^\]]*\]|【[^】]*】)?\W*$|是否|吗\W*$|\bли\b")
# a whether-clause that what is told depends on ("зависит от того, будет ли …", "取决于是否…"), or that a decision
# still to come settles ("将…决定是否批准", "решит, утверждать ли пилот"): no question asked
_WHETHER_CLAUSE = re.compile(r"\bот\s+того\s*,?\s*(?:[\w-]+\s+){0,2}?ли\b|取决于是否|(?:决定|定夺|再定)是否|"
                             r"\bреш(?:ит|ат|ать|ение)\s*,?\s*(?:[\w-]+\s+){0,2}?ли\b", re.IGNORECASE)


def grade_status(ctx: OutputContext, fact: Fact) -> Verdict:
    states = approval_states(ctx)
    approved = [c for c, s in states if s == "approved"]
    pending = [c for c, s in states if s == "pending"]
    if fact.value["status"] == "pending":
        pending = [c for c in pending if not _listed_signoff(ctx, c)]  # one more sign-off listed beside it: an addition
        if approved:
            return Verdict(DISTORTED, "reported as approved; the source says approval is pending",
                evidence(approved), "approval.approved-not-pending")
        if not pending:
            return Verdict(OMITTED, "approval status not stated", [], "approval.absent")
        others = [b["short"] for b in ctx.material.distractors.get("bodies", [])
                  if any(mentions(b, c.text, ctx.lang) for c in pending + _pending_with(ctx, pending))]
        if others:
            return Verdict(DISTORTED, f"pending with {others[0]}; the source names the {fact.value['body']['short']}", \
                evidence(pending), "approval.other-body")
        unnamed = [c for c in pending + _pending_with(ctx, pending) if not mentions(fact.value["body"], c.text, ctx.lang)]
        outside = next((m.group(0) for c in unnamed if (m := ctx.lang.layout.other_body.search(c.text))), None)
        if outside:  # "ждём решения совета директоров": a body no pool holds, instead of the source's
            return Verdict(DISTORTED, f"pending with {outside}; the source names the {fact.value['body']['short']}",
                           evidence(pending), "approval.other-body")
        stand_in = _background_approver(ctx, [c for c in pending if not mentions(fact.value["body"], c.text, ctx.lang)])
        if stand_in:  # "awaiting sign-off from <a colleague of the background>": pending with another party
            return Verdict(DISTORTED, f"pending with {stand_in}, a person of the background; the source names the "
                           f"{fact.value['body']['short']}", evidence(pending), "approval.background-approver")
        # "pending with the board, conditional on …", "it will only approve the pilot once X is done": the source sets
        # no condition on the approval, whether the brief tells it given or pending (one tying it to the work is set in
        # so many words; "if approval slips, the training is at risk" is a risk told, not a term on the approval)
        firm = _firm_pending_conditions(ctx, *_condition_items(ctx)) + [
            t for t in pending_conditions(ctx) if ctx.cues.firm_condition.search(t[2])]
        if firm:
            return Verdict(DISTORTED, f"pending under a condition the source does not set: {firm[0][2]!r}",
                           evidence(pending), "approval.conditional-pending")
        return Verdict(CORRECT, "approval pending", evidence(pending), "approval.pending")
    if pending and not approved:
        return Verdict(DISTORTED, "reported as pending; the source says it was approved",
            evidence(pending), "approval.pending-not-approved")
    if not approved:
        return Verdict(OMITTED, "approval status not stated", [], "approval.absent")
    if pending:
        return Verdict(DISTORTED, "reported both as approved and as pending", evidence(approved + pending), "approval.both",
                       ("rules conflict: one clause reads as approved, another as pending",))
    second = other_approvals(ctx)
    _own_states(ctx)  # (read first: it fills the answers granted)
    fields = _approval_fields(ctx, approved) + [ctx.clauses[n] for n in sorted(_granted(ctx))]
    # (a party set aside for the approver, "approved not by X but by <approver>", names no approver: read without it)
    named = [_aside_blanked(ctx, c) for c in approved]
    for d in ctx.dates:
        if d.clause in second:
            continue  # the date of another body's approval is part of that addition
        settled = None if d.clause is None else _settled_approval(d.clause.sentence, ctx.cues)
        if d.clause is not None and settled is not None and d.mention.start >= d.clause.sentence_start + settled:
            continue  # "…已于<date>批准，前提是6月底前提交报告": the condition's own date, part of that addition
        if (d.role == "approval" or d.role is None and d.clause in fields) and \
                not d.mention.matches(fact.value["approval_date"]):
            ctx.consumed.add((d.mention.start, d.mention.end))
            return Verdict(DISTORTED, f"approval date given as {d.mention.text!r} (source: {fact.value['approval_date']})", \
                dated_evidence([d]) + (evidence(approved) if d.role is None else []), "approval.other-date")
    # another approver, or a body of the pools where the source names a person ("Who approved: the executive committee")
    others = [a["short"] for key in ("approvers", "bodies") for a in ctx.material.distractors.get(key, [])
              if any(mentions(a, c.text, ctx.lang) and not mentions(fact.value["approver"], c.text, ctx.lang)
                     for c in named)]
    if others:
        return Verdict(DISTORTED, f"approved by {others[0]}; the source names {fact.value['approver']['short']}", \
            evidence(approved), "approval.other-approver")
    # a body no pool holds told as giving it, with no word of the approver ("the finance department approved the pilot",
    # "财务部批准了该试点"): the approval given by another party; one said to sign off as well is counted apart (`second`)
    bodies = [m.group(0) for c, told in zip(approved, named, strict=True)
              if not any(c.start < o.end and o.start < c.end for o in second)
              and not mentions(fact.value["approver"], told.text, ctx.lang) and _body_signoff(ctx, told.text)
              and (m := ctx.lang.layout.other_body.search(told.text))]
    if bodies:
        return Verdict(DISTORTED, f"approved by {bodies[0]}; the source names {fact.value['approver']['short']}",
                       evidence(approved), "approval.other-body")
    titled = _other_title(ctx, fact, [c for c in named if not mentions(fact.value["approver"], c.text, ctx.lang)])
    titled = titled or _miscalled(ctx, fact, named)
    if titled:  # (the answer that gave the title in place of the user's is part of it: `_premises_corrected`)
        return Verdict(DISTORTED, f"approved by the {titled}; the source names {fact.value['approver']['phrase']}",
            evidence(approved + _premises_corrected(ctx, named, fact.value["approver"])), "approval.other-title")
    stand_in = _background_approver(ctx, [c for c in named if not mentions(fact.value["approver"], c.text, ctx.lang)])
    if stand_in:
        return Verdict(DISTORTED, f"approved by {stand_in}, a person of the background; the source names "
                       f"{fact.value['approver']['short']}", evidence(approved), "approval.background-approver")
    invented = _invented_approver(ctx, fact, [c for c in named if not mentions(fact.value["approver"], c.text, ctx.lang)])
    if invented:
        return Verdict(DISTORTED, f"approved by {invented}, whom the source does not name; the source names "
                       f"{fact.value['approver']['short']}", evidence(approved), "approval.unknown-approver")
    conditions = given_conditions(ctx)
    if conditions:  # "approved on 5 May, subject to a review": the source's approval has no condition
        return Verdict(DISTORTED, f"approved under a condition the source does not set: {conditions[0]!r}",
                       evidence(approved), "approval.conditional")
    return Verdict(CORRECT, "approved", evidence(approved), "approval.approved")


def _field(text: str) -> Field | None:
    """A label and its value, or a question and its answer on the same line ("Survey started? No, planned"); the
    value's line end is text[value_start:], a table's bars kept."""
    return split_field(text, separators=":：?？", min_label=2, max_label=80, letter_first=False, lead="\\W", close="\\s")


def _pending_with(ctx: OutputContext, pending: list[Clause]) -> list[Clause]:
    """The clauses after a pending approval in its sentence that say, with no approval word of their own, who it is
    still waiting on ("Approval: not yet granted; still pending with the works council"), and the field line right
    under a pending approval field that does so ("Approved: no" / "Decision awaited from: the works council"): the
    body named there is the one the approval is told to wait for. One more sign-off said to be needed as well ("…，
    另外还需财务部会签") names a further party, not the one the pilot's own approval waits on."""
    starts = {(c.sentence_start, c.end) for c in pending}
    fields = {c.line_no for c in pending if _field(c.text)}
    return [c for c in ctx.clauses if not c.in_sources and (
        any(c.sentence_start == s and c.start >= e for s, e in starts) or c.line_no - 1 in fields and _field(c.text))
            and approval_state(c, ctx.cues, ctx) is None and ctx.cues.pending_word.search(c.text)
            and not _further_signoff(ctx, c)]


def _approval_fields(ctx: OutputContext, approved: list[Clause]) -> list[Clause]:
    """The field lines right under an approval field that give its details ("Approved: yes / By: P. Raman / On: 16
    June"): each next line, with no blank line between, that is a short label (two words at most, no list label)
    with its value. A date there with no role of its own is the approval's date."""
    out: list[Clause] = []
    lines = {c.line_no: c for c in ctx.clauses}
    for c in approved:
        if not _field(c.text) or _dated_entry(ctx, c):
            continue  # (a timeline's entry, "2027-08-04: approved by X": the lines under it are its next entries)
        n = c.line_no + 1
        while (nxt := lines.get(n)) is not None and (m := _field(nxt.text)) and len(m.label.split()) <= 2 \
                and label_of(m.label, ctx.lang.layout) is None and nxt.label is None and not nxt.in_sources \
                and not _dated_entry(ctx, nxt):
            out.append(nxt)
            n += 1
    return out


def _dated_entry(ctx: OutputContext, clause: Clause) -> bool:
    """True when a field line's label is a date and nothing more ("2027年10月1日：中期评审", "2027-10-01: review"): an
    entry of a timeline, what happened on that day, and no detail of the entry above it."""
    m = _field(clause.text)
    if m is None:
        return False
    start, end = clause.start + m.label_start, clause.start + m.label_end
    rest = ctx.text[start:end]
    for d in ctx.dates_starting(start, end):
        rest = rest.replace(d.mention.text, " ")
    return rest != ctx.text[start:end] and not re.search(r"[^\W\d_]", rest)


def _other_title(ctx: OutputContext, fact: Fact, approved: list[Clause]) -> str | None:
    """The title of another of the material's officers named as the approver without a name ("approved by the
    Managing Director" where the source's approver is the Head of Finance); the source approver's own title is
    no other approver."""
    own = approver_title(fact.value["approver"]["phrase"])
    for c in approved:
        if says_title(own, c.text, ctx.lang):
            continue
        for a in ctx.material.distractors.get("approvers", []):
            title = approver_title(a["phrase"])
            if says_title(title, c.text, ctx.lang):
                return title
    return None


def _miscalled(ctx: OutputContext, fact: Fact, approved: list[Clause]) -> str | None:
    """Another title given to the source's approver by name ("Approved: Priya Raman, Head of Operations" where the
    source has her as Head of Finance): the title of a pool officer the clause does not name, or a title beside the
    name, before it or in a heading over the approval's line ("Ines Carvalho (Head of Operations)" over "- Approved
    the pilot on 13 August"), that is not the approver's own."""
    approver = fact.value["approver"]
    own = approver_title(approver["phrase"])
    # (read line by line: the stems of a title split over two turns, "руководитель финансового отдела?" / "Нет, он
    # операционный директор", are no right title given)
    if any(says_title(own, line, ctx.lang) for line in ctx.text.split("\n")):
        return None  # the brief gives the right title too ("> …, финансовый директор" answered "должность другая — …")
    others = ctx.material.distractors.get("approvers", [])
    told = [c.text for c in approved if mentions(approver, c.text, ctx.lang)] + _premises_granted(ctx, approved, approver)
    told += _approver_listed_after(ctx, approved, approver)
    corrected = [c.text for c in _premises_corrected(ctx, approved, approver)]
    told += corrected
    # an approval line naming no one, under a heading naming the approver (a per-person view): the heading's title
    told += [head for c in approved if not any(mentions(a, c.text, ctx.lang) for a in [approver, *others])
             and (head := heading_over(ctx, c, approver)) is not None]
    for text in told:
        for a in others:
            title = approver_title(a["phrase"])
            if title != own and not mentions(a, text, ctx.lang) and says_title(title, text, ctx.lang):
                return title
        beside = given_title(ctx, approver, text) or (pronoun_title(ctx, approver, text) if text in corrected else None)
        if beside is not None:
            return beside
    return None


def _approver_listed_after(ctx: OutputContext, approved: list[Clause], approver: dict) -> list[str]:
    """The clauses after an approval, in its sentence, that name the approver ("已批，2026年9月2日，达娜·惠特菲尔德（运营
    总监）"): the approval's details listed behind it, its approver with the title beside the name among them. (A
    language that parts such a list into clauses at its commas would leave the title unread.)"""
    out: list[str] = []
    for c in approved:
        out += [x.text for x in ctx.clauses if x.sentence_start == c.sentence_start and x.start >= c.end
                and x not in approved and mentions(approver, x.text, ctx.lang)]
    return out


def _premises_granted(ctx: OutputContext, approved: list[Clause], approver: dict) -> list[str]:
    """The question lines naming the approver whose answer opens with a yes and states the approval ("Marek Novak, the
    CEO, signed it off, right?" / "Yes, he approved it on …"): the asker's words the answer takes as its own, the
    title beside the name among them (`_granting_reply`)."""
    out = []
    for i, c in enumerate(ctx.clauses):
        if c in approved or not mentions(approver, c.text, ctx.lang):
            continue
        answer = _granting_reply(ctx, i)
        if any(ctx.clauses[k] in approved for k in answer):
            start = ctx.text.rfind("\n", 0, c.start) + 1
            end = ctx.text.find("\n", c.end)
            out.append(ctx.text[start:end if end >= 0 else len(ctx.text)])
    return out


def _premises_corrected(ctx: OutputContext, approved: list[Clause], approver: dict) -> list[Clause]:
    """The answers that set aside a detail of a question naming the approver and state the approval ("Approved by
    Marek Novak, the Managing Director?" / "No, he is the Head of Operations; he approved it on …",
    `_turn_denies_detail`): what they put in its place is told of that approver, their clauses from the "no" to its
    sentence's end."""
    out: list[Clause] = []
    for i, c in enumerate(ctx.clauses):
        if not (c.asks or asks(c.text)) or not mentions(approver, c.text, ctx.lang):
            continue
        answer = _reply_clauses(ctx, i)
        # (a reply that only puts a title in place of the asker's, "No, he's the COO.", tells it of the approver too,
        # where the brief tells the approval elsewhere)
        first = ctx.clauses[answer[0]] if answer else c
        said = ctx.text[first.start:max(first.end, first.sentence_start + len(first.sentence))]
        if answer and (any(ctx.clauses[k] in approved for k in answer) or approved and pronoun_title(
                ctx, approver, said) is not None) and _turn_denies_detail(ctx, first):
            end = first.sentence_start + len(first.sentence)
            out += [x for x in ctx.clauses[answer[0]:] if x.start < max(end, first.end)]
    return out


def _invented_approver(ctx: OutputContext, fact: Fact, approved: list[Clause]) -> str | None:
    """A person the source never names, named in an approval that does not name the source's approver ("approved by
    Tomas Berg (Head of Finance)" where the source's approver is another): the approval given to the wrong person, a
    distortion of it and no person added (the name's span is consumed). A name sharing a word with the source's
    approver ("Marek Nowak" for Marek Novak) is that approver misspelt."""
    source = ctx.material.known_text.lower()
    own = fact.value["approver"]["phrase"].lower()
    own_words = {w[:4] for w in re.findall(r"[^\W\d_]{3,}", own)}
    # (in Chinese a name runs on into the words after it, "林德格伦已于…": known when it opens on a family name the
    # source's people have, whole)
    families = [re.split(r"[·•・]", p)[-1] for p in (*ctx.lang.background.people, *(a.short for a in ctx.lang.pools.approvers))
                if p in ctx.material.known_text]
    for c in approved:
        for at, name, family, parts in _names(ctx, c.text):
            known = any(family.startswith(f) for f in families) if ctx.lang.code == "zh" else family.lower() in source
            if known or any(p in own or p in own_words for p in parts):
                continue  # a name the source holds, or the source's approver misspelt
            ctx.consumed.add((c.start + at[0], c.start + at[1]))
            return name
    return None


# a Chinese name with its dot ("索菲娅·林德格伦"): the given name's last two characters and what follows the dot
_ZH_NAME = re.compile(r"([\u3400-\u9fff]{2})[·•・]([\u3400-\u9fff]{2,6})")


def _names(ctx: OutputContext, text: str) -> list[tuple[Span, str, str, list[str]]]:
    """The people's names in a text: each name's span, its words, its family name and the parts a misspelling of
    another name would keep (elsewhere each word's first four letters; in Chinese the two characters on each side of
    the dot)."""
    if ctx.lang.code == "zh":
        return [(m.span(2), m.group(0), m.group(2), [m.group(1), m.group(2)[:2]]) for m in _ZH_NAME.finditer(text)]
    out = []
    for m in ctx.cues.person_name.finditer(text):
        words = re.findall(r"[^\W\d_]{3,}", m.group(0))
        if words:
            out.append((m.span(), m.group(0), words[-1][:5], [w.lower()[:4] for w in words]))
    return out


def _background_approver(ctx: OutputContext, approved: list[Clause]) -> str | None:
    """A person of the source's background paragraphs named in an approval that does not name the source's
    approver ("approved by <a colleague from the canteen story>"): another party's sign-off taken as the approval."""
    for c in approved:
        person = _background_person(ctx, c.text, c.start)
        if person is not None:
            return person
    return None


def _background_person(ctx: OutputContext, text: str, start: int) -> str | None:
    """The person of the source's background paragraphs the text (found at `start` in the brief) names, by the
    family name in any inflection (each part of the name in Chinese), or None."""
    source = ctx.material.source_text
    for person in (p for p in ctx.lang.background.people if p in source):
        if ctx.lang.code == "zh":
            parts = [w for w in re.split(r"[·•・\s]", person) if len(w) >= 2]
            if any(w in text for w in parts):
                return person
            continue
        words = re.findall(r"[^\W\d_]{4,}", person)
        # (a month of the approval's date is no name: "13 March 2027" names no "Marchetti")
        have = re.findall(r"[^\W\d_]{4,}", _without_dates(ctx, text, start))
        if words and any(_family_word(w, words[-1]) for w in have):  # the family name, in any inflection
            return person
    return None


def _family_word(word: str, family: str) -> bool:
    """True when the word is the family name, bare or with an inflection's ending ("Хаддадом", "Танаки"): all of the
    name but its last letter, then at most three letters. A word sharing only the name's first letters is another word
    ("the March start" names no "Marchetti", "отдел маркетинга" no "Маркетти")."""
    word, family = word.lower(), family.lower()
    same = len(os.path.commonprefix([word, family]))
    return same >= max(4, len(family) - 1) and len(word) - same <= 3


def _without_dates(ctx: OutputContext, text: str, start: int) -> str:
    """The text (found at `start` in the brief) with its dates blanked out: a month word is no name."""
    # only the dates inside it (found by bisection), the text joined once: each date of a long line rebuilt the line
    parts, at = [], 0  # the text up to `at` is in `parts`
    for d in ctx.dates_starting(start, start + len(text)):
        s, e = max(d.mention.start - start, at), d.mention.end - start
        if s < e <= len(text):  # (a date overlapping the one before is blanked from where that one ended)
            parts += [text[at:s], " " * (e - s)]
            at = e
    return "".join(parts) + text[at:]


def own_approver_told(ctx: OutputContext) -> bool:
    """True when an approval the brief tells as given names the source's own approver: a person of the background
    named as approving beside it is that approval's second value, not a role of their own."""
    approver = ctx.material.fact("approval").value.get("approver")
    return approver is not None and any(s == "approved" and mentions(approver, c.text, ctx.lang)
                                        for c, s in approval_states(ctx))


def background_approver_named(ctx: OutputContext) -> str | None:
    """How the brief writes the person of the background it gives as the approver ("Ruth Adeyemi", "R. Adeyemi",
    the family name alone at least): the person given a role in the pilot, one addition beside the distorted
    approval. None when no such person approves. Where the source's approval is pending, the person the brief says
    it waits for ("awaiting sign-off from <them>")."""
    fact = ctx.material.fact("approval")
    own = fact.value.get("approver") or fact.value.get("body")
    if own is None:
        return None
    state = "approved" if "approver" in fact.value else "pending"
    states = approval_states(ctx)
    approved = [c for c, s in states if s == state and not mentions(own, c.text, ctx.lang)]
    person = _background_approver(ctx, approved)
    if person is None and state == "pending":
        # a pending approval told as given by a person of the background ("已由IT主管<them>批准"): that person
        # given the approver's role, as where the source's approval is given
        approved = [c for c, s in states if s == "approved" and not mentions(own, c.text, ctx.lang)
                    and ctx.cues.person_title.search(c.text)]
        person = _background_approver(ctx, approved)
    if person is None:
        return None
    if ctx.lang.code == "zh":
        parts = [w for w in re.split(r"[·•・\s]", person) if len(w) >= 2]
        return next((w for c in approved for w in parts if w in c.text), person)
    family = re.findall(r"[^\W\d_]{4,}", person)[-1]
    for c in approved:
        for m in ctx.cues.person_name.finditer(c.text):
            if any(_family_word(w, family) for w in re.findall(r"[^\W\d_]+", m.group(0))):
                return m.group(0)
        for m in re.finditer(r"[^\W\d_]+", _without_dates(ctx, c.text, c.start)):
            if _family_word(m.group(0), family):
                return m.group(0)
    return person


def started_hits(text: str, cues: Cues) -> list[str]:
    """Words saying work is under way, unless negated ("has not begun") or future ("will be under way")."""
    return [m.group(0) for m in cues.started.finditer(text)
            if not cues.negation_before.search(text[:m.start()]) and not cues.future.search(text[:m.start()])]


_ALREADY = ("already", "уже", "已", "已经")


def _forbidden_stage(clause: Clause, forbidden: tuple[str, str], cues: Cues, layout: Layout | None) -> str | None:
    """"Don't tell colleagues X has started — it is planned": what the instruction forbids is not so; the writer's own
    words after it say the stage, else the opposite of work under way is work not yet started."""
    said, rest = forbidden
    own = stage(dataclasses.replace(clause, text=rest), cues, layout) if rest.strip() else None
    if own is not None:
        return own
    told = stage(dataclasses.replace(clause, text=said, label=None), cues, layout)
    return "planned" if told == "started" else None


def stage(clause: Clause, cues: Cues, layout: Layout | None = None) -> str | None:
    """'done', 'started', 'planned' or None: the clause's own words first, then the list label it sits under.
    With a layout, the words of a leading label are not the clause's own ("Done: X is still being built" says
    X is under way)."""
    if clause.asks:  # a question's own words state nothing until its answer says yes or no
        if clause.label in ("done", "planned") or not clause.answer or layout is None:
            return clause.label if clause.label in ("done", "planned") else None
        plain = dataclasses.replace(clause, asks=False, answer="", label=None)
        if layout.yes.match(clause.answer):  # "Checklist review complete? Yes": the question's words, affirmed
            said = _affirmed(plain, _QUESTION.sub("", clause.text), cues, layout)
            if said is not None:
                return said
            # a chat's "X呢" answered "已列入计划，还没开始": a yes-word opening an answer that is itself a stage, the
            # question asking none; the answer's words tell it (below)
        no = layout.no.match(clause.answer)
        if no:  # "Portal connection started? No, only planned": the answer's words
            # (where they say nothing with it, after its "No", which denies the question, not the words after it:
            # "Still to do? No, it is completed")
            return stage(dataclasses.replace(plain, text=clause.answer), cues, layout) or stage(
                dataclasses.replace(plain, text=clause.answer[no.end():]), cues, layout)
        # "How is the checklist review going? — Ongoing": an answer that is only a stage gives the item's stage
        bare = _CITATION.sub("", clause.answer).strip(" -—–:：.。!！,，")
        if len(re.findall(r"[^\W\d_]+", bare)) <= 3 and len(bare) <= 24:
            return stage(dataclasses.replace(plain, text=bare), cues, layout)
        return None
    forbidden = forbidden_statement(clause.text, cues)
    if forbidden is not None:
        return _forbidden_stage(clause, forbidden, cues, layout)
    asked = _INLINE_ANSWER.match(clause.text) if layout is not None else None
    if asked and layout is not None and (layout.no.match(asked.group("a")) or layout.yes.match(asked.group("a"))):
        # "Is X still to do? No, it has been completed.": a question and its answer in one clause, read as asked
        return stage(dataclasses.replace(clause, text=asked.group("q"), asks=True, answer=asked.group("a")), cues,
                     layout)
    field = _yes_no_field(clause, layout) if layout is not None else None
    if field is not None:  # "X exported: yes", "X started: no (planned)": a statement as a label, answered
        question, answer = field
        if layout is not None and layout.no.match(answer):
            # a no to its start under a Planned label or key ('"planned": [{"item": X, "started": false}]') keeps
            # the item planned: it is not under way
            said = stage(dataclasses.replace(clause, text=answer, label=None), cues, layout)
            return said or ("planned" if clause.label == "planned" and started_hits(question, cues) else None)
        own = _affirmed(dataclasses.replace(clause, label=None), question, cues, layout)
        if own is not None:
            return own
    text = strip_label(clause.text, layout) if layout is not None else clause.text
    row = re.match(r"\s*\|([^|\n]*)\|", text)  # "| Planned | X (under way) |": the row's label cell is no word of X's
    if row and layout is not None and text == clause.text and label_of(row.group(1).strip(" *_"), layout) is not None:
        text = text[row.end():]
    # "once the scanners are installed, the team moves on to …": a done word in a condition still to come tells the
    # item is not done yet
    if _done_still_to_come(text, cues):
        return "planned"
    text = _real_part(text, cues)
    # the stripped label still says the stage when nothing else does ("6. Planned, not started: X")
    label = clause.label or (label_of(re.sub(r"[:：—–.…·-]+\s*$", "", clause.text[:len(clause.text) - len(text)]).strip(),
                                      layout) if layout is not None and text != clause.text else None)
    # "not outstanding", "больше не в очереди, а сделано", "已不是计划中的事，它做完了": a plan taken back plans nothing, and its
    # words are no negation or future of the done word after it
    kept = state_kept(text, cues)
    planned = bool(cues.planned.search(kept))
    # a done word under a negation ("not completed") or a future ("to be delivered", "will be completed") is no completion
    # (read within the done word's own table cell: a remark in the cell before it, "| owners not named | done |",
    # negates nothing of the stage cell)
    done_hits = [m for m in cues.done.finditer(text)
                 if not cues.negation_before.search(kept[(cell := _cell_start(kept, m.start())):m.start()])
                 and not cues.future.search(kept[max(0, m.start() - 25, cell):m.start()])]
    strong_done = [m for m in done_hits if m.group(0).lower() not in _ALREADY]
    # a start named as the value not chosen ("planned rather than started") is no start: read on the kept text
    if started_hits(kept, cues) and not strong_done:
        return "started"
    if planned and not strong_done:
        return "planned"
    if done_hits and not planned:
        return "done"
    if label in ("done", "planned"):
        return label
    if label == "started" and not planned:  # an item in a board's column of work under way ("进行中 Doing")
        return "started"
    # a wide table's column that names work under way ("In progress", "Ongoing") says it of the item in its cell
    if clause.column and len(clause.column.split()) <= 3 and started_hits(clause.column, cues) and not planned:
        return "started"
    waiting = WAITING_MARK.search(text)
    if _CHECK.search(text) and not planned and not waiting:
        return "done"  # "sandbox env ✓": a check mark after an item ticks it off
    if waiting and not _CHECK.search(text):
        return "planned"  # "⏳ X", "| X | ⏳ |": an hourglass or a clock beside an item, waiting: planned, not started
    return None


def _cell_start(text: str, pos: int) -> int:
    """Where the table cell holding `pos` starts: after the last cell bar before it on its line (0 where there is
    none: the text is no table row)."""
    line = text.rfind("\n", 0, pos) + 1
    bar = max(text.rfind("|", line, pos), text.rfind("｜", line, pos))
    return 0 if bar < 0 else bar + 1


def _real_part(text: str, cues: Cues) -> str:
    """The text blanked from a conditional or an unmet condition on ("staff would begin with translated guides", "hold
    the start until the guides are translated"): there the clause supposes a stage and states none."""
    unreal = cues.unreal.search(text)
    return text if unreal is None else text[:unreal.start()] + " " * (len(text) - unreal.start())


def _done_still_to_come(text: str, cues: Cues) -> bool:
    """True when a done word sits in a condition still to come (`Cues.still_to_come`), not negated."""
    return any(m.start() <= d.start() < m.end() and not cues.negation_before.search(text[m.start():d.start()])
               for m in cues.still_to_come.finditer(text) for d in cues.done.finditer(text))


# a question, then its answer, in one clause of prose (a table row's cells are read as its columns)
_INLINE_ANSWER = re.compile(r"(?P<q>[^?？|｜\n]+[?？])[ \t]*(?P<a>[^?？|｜\n]*\S)[ \t]*$")
_CHECK = re.compile(r"[✓✔☑✅]|^\s*(?:[-*+]\s+)?\[[xXхХ]\]\s")  # a mark, or a ticked box "[x] item"


def _affirmed(clause: Clause, question: str, cues: Cues, layout: Layout | None) -> str | None:
    """The stage a question or a statement-label states once its answer says yes: its own words' stage, or done
    when it ends in a bare participle ("Sandbox set up? Yes", "data exported: yes")."""
    own = stage(dataclasses.replace(clause, text=question), cues, layout)
    words = re.findall(r"[^\W\d_]+", question.lower())
    if own is None and any(cues.bare_done.match(" ".join(words[-n:])) for n in (1, 2) if len(words) >= n):
        return "done"
    return own


def _yes_no_field(clause: Clause, layout: Layout) -> tuple[str, str] | None:
    """(label, value) of a field whose label is a statement, not a list label, and whose value is a bare yes or
    no: "data exported: yes", "integration started: no (planned)", "Утверждено: нет", also under a list label or key
    ('"planned": [{"item": X, "started": false}]'), or a question answered on its own line ("Survey started? No")."""
    if clause.asks:
        return None
    text = clause.text.strip()
    m = _field(text)
    if not m or label_of(m.label.strip(" *_-"), layout) is not None:
        return None
    answer = text[m.value_start:].strip()
    # its words, without what it cites or adds in brackets or a trailing "# para 2" comment
    bare = re.findall(r"[^\W\d_]+", re.sub(r"\[[^\]]*\]|【[^】]*】|\([^)]*\)|（[^）]*）|\s#.*$", " ", answer))
    if not (layout.yes.match(answer) or layout.no.match(answer)) or len(bare) > 3:
        return None  # a value with words of its own ("已完成", "not started yet") says its stage itself
    return m.label, answer


_STAGE_FACTS = ("done", "planned", "out_of_scope")
# (a run-in status line's middle dot or bullet parts its fields as a bar does: "· готово: X настроена · запланировано,
# не начато: Y")
_SEPARATOR = re.compile(r"[,，;；、]|\s(?:and|и|а)\s|\s[|｜·•]\s")


@typing.overload
def own_part(ctx: OutputContext, clause: Clause, fact: Fact) -> Clause: ...


@typing.overload
def own_part(ctx: OutputContext, clause: Clause, fact: Fact, once: bool) -> Clause | None: ...


def own_part(ctx: OutputContext, clause: Clause, fact: Fact, once: bool = False) -> Clause | None:
    """The part of a clause that speaks of this fact's item when the clause names other items too: cut at the
    last separator between neighbouring item names ("A завершена, B запланирован": "B запланирован"). `once`: only
    that part with a stage said once for all the items (`_stage_said_once`), else None."""
    mine = [m.span() for m in item_matches(fact.value["item"], clause.text, ctx.lang)]
    others = sorted(m.span() for f in _STAGE_FACTS if f != fact.fact_id
                    for m in item_matches(ctx.material.fact(f).value["item"], clause.text, ctx.lang))
    if not mine or not others:
        return None if once else clause
    s, e = mine[0]
    lo, hi = 0, len(clause.text)

    def separators(a: int, b: int) -> list[re.Match[str]]:
        # (a language's unspaced "and" too: "A完成的日期和B的启动日期", where A's completion is A's alone)
        found = [*_SEPARATOR.finditer(clause.text, a, b), *ctx.cues.item_and.finditer(clause.text, a, b)]
        return sorted(found, key=lambda m: m.start())

    shared = None
    for os_, oe in others:
        if oe <= s:  # another item before: start after the last separator between it and ours
            cut = [m.end() for m in separators(oe, s)]
            lo = max(lo, cut[-1] if cut else oe)
        elif os_ >= e:  # another item after: end at the first separator between ours and it
            cut = [m.start() for m in separators(e, os_)]
            hi = min(hi, cut[0] if cut else os_)
            # (unless the words after that item give one stage to both: "A and B — neither has started")
            shared = oe if ctx.cues.items_shared.match(clause.text[oe:]) else shared
    told = _stage_said_once(ctx, clause, fact, (lo, hi))
    if told is not None or once:
        return told
    if shared is not None and hi < shared:
        # ours and the shared words, the other item blanked in place (every offset stays)
        text = clause.text[lo:hi] + " " * (shared - hi) + clause.text[shared:]
        return dataclasses.replace(clause, text=text, start=clause.start + lo)
    return dataclasses.replace(clause, text=clause.text[lo:hi], start=clause.start + lo, end=clause.start + hi)


def _joined(ctx: OutputContext, text: str, phrases: list[str]) -> bool:
    """True when the words between two items only join them as one list or subject ("and", ", then", "和", "и"): the
    items' own words (their heads, "the release of the", and the ends of words matched in part) set aside."""
    return bool(ctx.cues.items_joined.match(_items_words_out(text, phrases)))


def _items_words_out(text: str, phrases: list[str]) -> str:
    """The text, its citations and the words of the items' names blanked."""
    words = {w.lower() for p in phrases for w in re.findall(r"[^\W\d_]+", p)}

    def own(m: re.Match[str]) -> str:
        w = m.group(0).lower()
        if _CJK.search(w):  # (written unspaced: each character of the items' names is theirs)
            return "".join(ch for ch in w if ch not in "".join(phrases))
        return " " if w in words or any(len(w) >= 4 and x[:4] == w[:4] for x in words) else m.group(0)

    return re.sub(r"[^\W\d_]+", own, _CITATION.sub(" ", text))


def _whole_sentence(clause: Clause) -> Clause:
    return dataclasses.replace(clause, text=clause.sentence, start=clause.sentence_start,
                               end=clause.sentence_start + len(clause.sentence))


def _list_stage(ctx: OutputContext, clause: Clause, fact: Fact) -> Clause | None:
    """The stage said once for the items named in the clause's sentence, where the sentence is cut into clauses
    ("计划中的工作：A，然后是B"): read on the whole sentence (`_stage_said_once`)."""
    if clause.in_sources or clause.asks or clause.text == clause.sentence:
        return None
    return own_part(ctx, _whole_sentence(clause), fact, once=True)


def _closing_stage(ctx: OutputContext, clause: Clause) -> Clause | None:
    """The next sentence on the clause's line or paragraph, where the clause's sentence names two items or more and
    that sentence names none and opens with a word for all of them ("Neither has started yet.", "两项都还没开始。",
    "Ни к одному пока не приступали."): the stage it says is each item's."""
    if clause.in_sources or clause.asks:
        return None
    whole = _whole_sentence(clause)
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    if sum(mentions(i, whole.text, ctx.lang) for i in items) < 2:
        return None
    after = [c for c in ctx.clauses if c.start >= whole.end and c.sentence_start != whole.sentence_start]
    if not after or after[0].in_sources or "\n\n" in ctx.text[whole.end:after[0].start] or any(
            mentions(i, after[0].sentence, ctx.lang) for i in items):
        return None
    closing = after[0]
    if not ctx.cues.items_shared.match(strip_label(closing.sentence, ctx.lang.layout).lstrip(" -—–*")):
        return None
    said = _whole_sentence(closing)
    return said if stage(said, ctx.cues, ctx.lang.layout) is not None else None


def closes_items(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause's sentence closes the sentence before it over the items that one names ("Neither has
    started yet."): the items' stage, which their facts grade (`_closing_stage`)."""
    if not ctx.cues.items_shared.match(strip_label(clause.sentence, ctx.lang.layout).lstrip(" -—–*")):
        return False
    before = [c for c in ctx.clauses if c.end <= clause.sentence_start]
    said = _closing_stage(ctx, before[-1]) if before else None
    return said is not None and said.start == clause.sentence_start


def _item_extent(ctx: OutputContext, fact_id: str, text: str) -> tuple[int, int] | None:
    """From the first to the end of the word of the last match of an item's name in a text."""
    found = [m.span() for m in item_matches(ctx.material.fact(fact_id).value["item"], text, ctx.lang)]
    if not found:
        return None
    end = max(b for _, b in found)
    if not _CJK.search(text[end - 1:end + 1]):
        end += len(re.match(r"[^\W\d_]*", text[end:]).group(0))  # type: ignore[union-attr]
    return min(a for a, _ in found), end


# an auxiliary verb: the words before a colon make a sentence of their own, not a list's label
_FINITE_AUX = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had)\b", re.IGNORECASE)


def _stage_said_once(ctx: OutputContext, clause: Clause, fact: Fact, part: tuple[int, int]) -> Clause | None:
    """The item's part with the stage said once for a list or a joined subject it stands in, where its own part says
    none: "A and B are still planned" (the words after the last item), "Scheduled work: A, then B" (the lead before the
    first). Only the joining words between the items; the other items blanked in place. None where that does not hold."""
    lo, hi = part
    if fact.fact_id not in ("done", "planned"):
        return None
    spans = sorted(x for f in _STAGE_FACTS if (x := _item_extent(ctx, f, clause.text)) is not None)
    gaps = [(b, a) for (_, b), (a, _) in zip(spans, spans[1:], strict=False)]  # (where one item ends, the next starts)
    if len(spans) < 2 or any(b > a for b, a in gaps) or _item_stage(
            ctx, dataclasses.replace(clause, text=clause.text[lo:hi]), fact.value["item"]):
        return None
    phrases = [ctx.material.fact(f).value["item"]["phrase"] for f in _STAGE_FACTS]
    if not all(_joined(ctx, clause.text[b:a], phrases) for b, a in gaps):
        return None
    first, last = spans[0][0], spans[-1][1]
    lead = re.match(r"[^:：]*[:：]", clause.text[:first])
    if lead and (len(lead.group(0).split()) > 4 or _FINITE_AUX.search(lead.group(0))):
        lead = None  # a sentence before the colon ("Two stages are named:"), no stage label over the list
    # the stage after the last item ("… are still planned"); a note in brackets after it ("B (planned, not started)")
    # is that item's own
    if last > hi and not re.match(r"\s*[(（]", _items_words_out(clause.text[last:], phrases)):
        text = " " * lo + clause.text[lo:hi] + " " * (last - hi) + clause.text[last:]
    elif lead and _joined(ctx, clause.text[lead.end():first], phrases):  # the lead before the first ("Scheduled: A, then B")
        text = lead.group(0) + " " * (lo - lead.end()) + clause.text[lo:hi]
    else:
        return None
    said = dataclasses.replace(clause, text=text, end=clause.start + len(text))
    return said if stage(said, ctx.cues, ctx.lang.layout) is not None else None


def _with_bare_state(ctx: OutputContext, clause: Clause) -> Clause:
    """A clause naming the item with no state of its own, followed in its sentence by a clause that is only a state
    ("值班主管访谈，完成", "interviews, done"): the two are one statement. So are an item whose only stage is its list
    label and a state clause after it ("Planned: X, already under way"): the state is said of the item."""
    layout = ctx.lang.layout
    own = dataclasses.replace(clause, text=strip_label(clause.text, layout), label=None)
    if clause.asks or stage(own, ctx.cues, layout) is not None:
        return clause
    after = [c for c in ctx.clauses if c.sentence_start == clause.sentence_start and c.start >= clause.end]
    if not after:
        return clause
    nxt = after[0]
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    if any(mentions(i, nxt.text, ctx.lang) for i in items) or len(_CITATION.sub("", nxt.text).strip()) > 24:
        return clause
    if _yes_no_field(nxt, layout) is not None:  # '"item": X, "started": false': the field answers for the item
        return dataclasses.replace(nxt, label=clause.label or nxt.label)
    return dataclasses.replace(clause, text=ctx.text[clause.start:nxt.end], end=nxt.end)


def corrects_denied_stage(ctx: OutputContext, clause: Clause) -> bool:
    """True when a clause names no item and comes right after a clause of its sentence that names one and ends by
    denying a stage ("X — уже не планы, | а сделанная работа", "X is no longer a plan, | but done work"): the clause is
    the correction, the item's stage, which its fact grades."""
    if clause.in_sources:
        return False
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    before = [c for c in ctx.clauses if c.sentence_start == clause.sentence_start and c.end <= clause.start]
    return bool(before) and not any(mentions(i, clause.text, ctx.lang) for i in items) and any(
        mentions(i, before[-1].text, ctx.lang) for i in items) and bool(
        ctx.cues.stage_denied_end.search(_CITATION.sub("", before[-1].text).rstrip(" .;,，。"))) and \
        stage(clause, ctx.cues, ctx.lang.layout) is not None


def _denied_then_corrected(ctx: OutputContext, clause: Clause) -> Clause:
    """The clause naming the item with its denied stage dropped and the correction after it joined on ("X — уже не
    в планах, а уже завершена" reads "X — уже завершена"): the stage denied is none of the item's."""
    at = clause.end
    nxt = next((c for c in ctx.clauses if c.sentence_start == clause.sentence_start and c.start >= at), None)
    if nxt is None or not corrects_denied_stage(ctx, nxt):
        return clause
    m = ctx.cues.stage_denied_end.search(_CITATION.sub("", clause.text).rstrip(" .;,，。"))
    if m is None:
        return clause
    return dataclasses.replace(clause, text=clause.text[:m.start()] + " " + nxt.text, end=nxt.end)


def remark_after_item(ctx: OutputContext, clause: Clause, most: int = 24) -> bool:
    """True when a clause is a short remark (`most` characters, its citation apart) right after a stage item's clause
    in its sentence, naming no item itself ("Planned: X, now under way [2]", "计划：X，目前正在进行中"): it says that
    item's stage, which its fact grades."""
    if clause.in_sources:
        return False
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    before = [c for c in ctx.clauses if c.sentence_start == clause.sentence_start and c.end <= clause.start]
    return bool(before) and any(mentions(i, before[-1].text, ctx.lang) for i in items) and not any(
        mentions(i, clause.text, ctx.lang) for i in items) and len(_CITATION.sub("", clause.text).strip()) <= most


def _progress_after(ctx: OutputContext, clause: Clause) -> Clause | None:
    """The remark after an item's clause that reports it under way, whatever the item's label says."""
    after = [c for c in ctx.clauses if c.sentence_start == clause.sentence_start and c.start >= clause.end]
    if after and remark_after_item(ctx, after[0]) and stage(after[0], ctx.cues, ctx.lang.layout) == "started":
        return after[0]
    return None


_STATE_KEY = re.compile(r"\s*[-*]?\s*[\"'“]?([^\W\d_][^:：\n\"'”]{0,20}?)[\"'”]?\s*[:：]\s*\S")


def _item_state_keys(ctx: OutputContext) -> frozenset[str]:
    """The keys stating a work item's state: the shared table's (no approval's) and the language's own."""
    return data_keys.STATE_KEYS - data_keys.APPROVAL_KEYS | ctx.lang.layout.state_keys


def state_key_of_item(ctx: OutputContext, clause: Clause) -> bool:
    """True when a clause is a data entry's state key and value ("state: in progress"; a state key of the shared
    table, not an approval's) on the line right under a line naming a done, planned or excluded item ("- item: X"),
    naming no item itself: it says that item's stage, which its fact grades."""
    m = _STATE_KEY.match(clause.text)
    if clause.in_sources or not m or m.group(1).strip().lower() not in _item_state_keys(ctx):
        return False
    # the line above is the entry's own key ("- item: X", no list label such as "Planned:"), its key in the column
    # the state key stands in
    line_start = ctx.text.rfind("\n", 0, clause.start) + 1
    above_start = ctx.text.rfind("\n", 0, max(line_start - 1, 0)) + 1
    above_line = ctx.text[above_start:max(line_start - 1, above_start)]
    key = re.match(r"(\s*(?:[-*]\s+)?)[\"'“]?([^\W\d_][^:：\n\"'”]{0,20}?)[\"'”]?\s*[:：]\s*\S", above_line)
    state_line = ctx.text[line_start:clause.end]
    if line_start == 0 or key is None or label_of(key.group(2), ctx.lang.layout) is not None or \
            len(state_line) - len(state_line.lstrip(" \t")) != len(key.group(1)):
        return False
    # (a state key in the language's own words only under an entry's name key: "Статус: зелёный" under a field line
    # "Мобильное приложение: выпуск запланирован" is the pilot's status colour, no state of that item)
    if m.group(1).strip().lower() not in data_keys.STATE_KEYS and not (
            "-" in key.group(1) or "*" in key.group(1) or data_keys.key_name(key.group(2)) in ctx.lang.layout.item_keys):
        return False
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    above = [c for c in ctx.clauses if c.line_no == clause.line_no - 1]
    return not any(mentions(i, clause.text, ctx.lang) for i in items) and any(
        mentions(i, c.text, ctx.lang) for c in above for i in items)


def _state_key_under(ctx: OutputContext, clause: Clause) -> Clause | None:
    """The state key line under a data entry naming the item ("- item: X" / "  state: in progress"): it says the
    item's stage."""
    return next((c for c in ctx.clauses if c.line_no == clause.line_no + 1 and state_key_of_item(ctx, c)), None)


def _bare_done(ctx: OutputContext, clause: Clause, item: dict) -> str | None:
    """'done' when all the clause says after the item is a bare participle ("Barcode scanners installed [14]",
    "Sandbox environment: set up", "Сканеры установлены"), else None."""
    if clause.asks:
        return None
    spans = [m.span() for m in item_matches(item, clause.text, ctx.lang)]
    if not spans:
        return None
    end = max(e for _, e in spans)
    unreal = ctx.cues.unreal.search(clause.text)
    if unreal and unreal.start() < end:
        return None  # "hold the start until the guides are translated": a condition not yet met, no completion
    if _done_before(ctx, clause, min(s for s, _ in spans), end):
        return "done"
    word = re.findall(r"^\w*", clause.text[end:])[0]
    if word and not _CITATION.sub("", clause.text[end + len(word):]).strip(" .;,"):
        # the item's own word bent into a participle ends the clause ("front-line clerks trained [2]", item "training")
        start = end - len(re.findall(r"\w*$", clause.text[:end])[0])
        return "done" if ctx.cues.bare_done.match(clause.text[start:end + len(word)].lower()) else None
    rest = _CITATION.sub("", clause.text[end:])
    rest = re.sub(r"^[^\w]*(?:\w+(?=[\s:：—–-]))?[\s:：—–-]+|[\W_]+$", "", rest).strip().lower()
    return "done" if rest and ctx.cues.bare_done.match(rest) else None


def _item_stage(ctx: OutputContext, clause: Clause, item: dict) -> str | None:
    """The stage a clause naming the item tells: its stage words, else a bare participle, else its work verb's tense,
    else a time told ahead from now."""
    return (stage(clause, ctx.cues, ctx.lang.layout) or _bare_done(ctx, clause, item) or _verb_stage(ctx, clause, item)
            or _timed_ahead(ctx, clause) or _dated_entry_stage(ctx, clause, item))


def _entry_line(ctx: OutputContext, clause: Clause) -> tuple[int, int]:
    """Where the brief's line holding the clause starts and ends."""
    start = ctx.text.rfind("\n", 0, clause.start) + 1
    end = ctx.text.find("\n", clause.start)
    return start, len(ctx.text) if end < 0 else end


def _item_words_only(ctx: OutputContext, text: str, item: dict, beside: tuple[dict, ...] = ()) -> bool:
    """True when `text` (a line with its dates blanked) names the item and nothing else: its words outside the item's
    matches are the item's own ("installation" of "the installation of the barcode scanners", "安装" of "条码扫描器安装")
    or the language's function words, its other marks bullets, cells, dashes, colons and citations. With `beside`,
    the words of those phrases (the pilot's own site, "на заводе") are no other thing named either."""
    spans = [m.span() for m in item_matches(item, text, ctx.lang)]
    if not spans:
        return False
    text = _CITATION.sub(lambda m: " " * len(m.group(0)), text)
    own = " ".join(f"{x['phrase']} {x['short']}" for x in (item, *beside)).lower()
    if ctx.lang.code == "zh":
        return len([ch for i, ch in enumerate(text) if re.match(r"[^\W\d_A-Za-z]", ch) and ch not in own
                    and not any(s <= i < e for s, e in spans)]) <= 1
    # (a word the item's pattern matches in part, "translation" by "translat", is the item's)
    stems = {w[:5] for w in re.findall(r"[^\W\d_]+", own)}
    # (and the short words before a word of `beside`, "на заводе", "at the Leeds office", are that phrase's)
    near = {w[:5] for x in beside for w in re.findall(r"[^\W\d_]{4,}", f"{x['phrase']} {x['short']}".lower())}
    words = list(re.finditer(r"[^\W\d_]+", text.lower()))
    led: set[int] = set()
    for k in range(len(words) - 2, -1, -1):  # ("at the Tampere plant": a run of short words before it)
        if len(words[k].group(0)) <= 3 and (words[k + 1].group(0)[:5] in near or k + 1 in led):
            led.add(k)
    return not [w for k, w in enumerate(words) if not any(s < w.end() and w.start() < e for s, e in spans)
                and w.group(0)[:5] not in stems and w.group(0) not in ctx.lang.layout.function_words and k not in led]


def _bare_entry(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """True when the clause's line, its dates blanked, names the item and nothing else (`_item_words_only`)."""
    if clause.asks or clause.in_sources:
        return False
    lo, hi = _entry_line(ctx, clause)
    line = ctx.text[lo:hi]
    for d in ctx.dates_starting(lo, hi):
        line = line[:d.mention.start - lo] + " " * (d.mention.end - d.mention.start) + line[d.mention.end - lo:]
    return _item_words_only(ctx, line, item)


def _dated_entry_stage(ctx: OutputContext, clause: Clause, item: dict) -> str | None:
    """The stage an entry of a timeline or a dated table tells by its date alone, its line holding the date, the item
    and nothing else but the pilot's own site ("- May 2026 — barcode scanner installation", "| 2026年8月 | 用户指南翻译 |",
    "февраль–март 2027 г. — установка сканеров на заводе"): the notes tell the pilot's start as still ahead, so an entry
    dated before the start is past, the item done, and one dated on or after it is still to come, planned. A date
    whose span holds the start (its month) tells neither; a range of months running on past the start's month
    ("February–March 2027", "2027年2月–3月") tells work still to come, planned."""
    if clause.asks or clause.in_sources:
        return None
    start = dt.date.fromisoformat(ctx.material.fact("start_date").value["date"])
    lo, hi = _entry_line(ctx, clause)
    dates = ctx.dates_starting(lo, hi)
    if not dates:
        return None
    line = ctx.text[lo:hi]
    spans: list[tuple[dt.date, dt.date, int, int]] = []
    for d in dates:
        m = d.mention
        line = line[:m.start - lo] + " " * (m.end - m.start) + line[m.end - lo:]
        year = m.year or start.year
        first = dt.date(year, m.month, m.day or 1)
        last = first if m.day else (dt.date(year + m.month // 12, m.month % 12 + 1, 1) - dt.timedelta(days=1))
        # (a range's first month in a word alone before the dash, "февраль–март 2027 г.": the range's start)
        lead = range_lead(ctx, lo, m.start) if m.day is None else None
        month = _month_of(ctx, lead.group("w")) if lead is not None else None
        if lead is not None and month is not None and month <= m.month:
            first = dt.date(year, month, 1)
            line = line[:lead.start() - lo] + " " * (lead.end() - lead.start()) + line[lead.end() - lo:]
        if spans and _MONTHS_JOIN.fullmatch(ctx.text, spans[-1][3], m.start):
            first, spans = spans[-1][0], spans[:-1]  # "2027年2月–2027年3月": two dates of one range
        tail = range_end(ctx, m.end) if m.day is None else None
        if tail is not None and m.month <= tail[2]:  # "2027年2月–3月": its last month after the dash, in numbers
            line = line[:tail[0] - lo] + " " * (tail[1] - tail[0]) + line[tail[1] - lo:]
            last = dt.date(year + tail[2] // 12, tail[2] % 12 + 1, 1) - dt.timedelta(days=1)
        spans.append((first, last, m.start, m.end))
    said = set()
    for first, last, _, _ in spans:
        ranged = (last.year, last.month) != (first.year, first.month)
        said.add("done" if last < start else "planned" if first >= start or ranged and last.replace(day=1) > start
                 else None)
    site = ctx.material.fact("scope").value["site"]
    if len(said) != 1 or not _item_words_only(ctx, line, item, (site,)):
        return None
    return said.pop()


def range_lead(ctx: OutputContext, lo: int, at: int) -> re.Match[str] | None:
    """A month's word alone right before a range's dash, ending at `at` ("February–" of "February–March 2027",
    "февраль–" of "февраль–март 2027 г."): the range's first month, read from no date of its own."""
    lead = next((x for x in _MONTH_BEFORE_DASH.finditer(ctx.text, max(lo, at - 16), at) if x.end() == at), None)
    return lead if lead is not None and _month_of(ctx, lead.group("w")) is not None else None


def _month_of(ctx: OutputContext, word: str) -> int | None:
    """A month's number for its word, None for any other word (a language's reader may raise on one)."""
    try:
        return ctx.forms.month_number(word)
    except (KeyError, ValueError):
        return None


def range_end(ctx: OutputContext, at: int) -> tuple[int, int, int] | None:
    """A month told by its number alone right after a range's dash from `at`, a date's end ("–4月" of "2027年3月–4月",
    `Layout.axis_month`): where it lies and the range's last month, read from no date of its own."""
    join = _MONTHS_JOIN.match(ctx.text, at)
    month = ctx.lang.layout.axis_month.match(ctx.text, join.end()) if join is not None and join.end() > at else None
    number = re.search(r"(\d{1,2})\D*$", month.group(0)) if month is not None else None
    return (month.start(), month.end(), int(number.group(1))) if month is not None and number is not None else None


# a month's word alone right before a range's dash ("February–", "февраль –"), and what joins two dates of one range
_MONTH_BEFORE_DASH = re.compile(r"(?<![^\W\d_])(?P<w>[^\W\d_]{3,})\.?[ \t]*[–—-][ \t]*")
_MONTHS_JOIN = re.compile(r"[ \t]*(?:[–—~-]|至|到)[ \t]*")


def _timed_ahead(ctx: OutputContext, clause: Clause) -> str | None:
    """A time told ahead from now with no stage word ("the translation starts in two weeks", "培训下个月开始",
    "опрос проведут через две недели"; `Cues.relative_time`): the item is still to come, planned."""
    return "planned" if not clause.asks and ctx.cues.relative_time.search(clause.text) else None


def _verb_stage(ctx: OutputContext, clause: Clause, item: dict) -> str | None:
    """The stage the item's own work verb tells by its tense alone ("the team translated the guides" done,
    "руководства переведут" planned; `Cues.work_verb_done`, `Cues.work_verb_planned`): a verb negated, under a future
    or in a condition not met tells no stage."""
    if clause.asks:
        return None
    text, cues = clause.text.lower(), ctx.cues
    words = re.findall(r"[^\W\d_]+", item["phrase"].lower())
    if ctx.lang.code == "zh":
        verb = item["phrase"][-2:]
        found = [m.start() for m in re.finditer(re.escape(verb), text)]
    else:
        # the work noun: the phrase's first word long enough to carry a verb's stem ("installation", "перевод")
        noun = next((w for w in words if len(w) >= 5), "")
        stem = cues.work_noun_end.sub("", noun)[:7 if ctx.lang.code == "en" else 5]
        found = [m.start() for m in re.finditer(r"(?<![^\W\d_])" + re.escape(stem), text)] if len(stem) >= 4 else []
    unreal = cues.unreal.search(text)
    said = set()
    for at in found:
        if cues.negation_before.search(text[:at]) or unreal and unreal.start() < at:
            continue
        if cues.work_verb_done.match(text, at) and not cues.future.search(text[max(0, at - 25):at]):
            said.add("done")
        elif cues.work_verb_planned.match(text, at):
            said.add("planned")
    return said.pop() if len(said) == 1 else None


def _done_before(ctx: OutputContext, clause: Clause, start: int, end: int) -> bool:
    """A bare participle before the item, all the clause says of it, as a changelog's or a log's line is written
    ("- Installed barcode scanners (14 units), note 14", "- Установлены сканеры"): the item done. A remark in brackets
    and the citations after the item are no word of its stage."""
    before = re.sub(r"^[\s*•+#>|-]*(?:\d{1,2}[.)]\s+)?", "", clause.text[:start]).strip().lower()
    after = without_citations(clause.text[end:], ctx.forms)
    after = re.sub(r"\([^()]*\)|（[^（）]*）|^\w*", "", after).strip(" .;,，。|")
    return bool(before) and not after and bool(ctx.cues.bare_done.match(before))


def _only_already(ctx: OutputContext, clause: Clause) -> bool:
    """A clause read as done on an "already" word alone ("已", "уже", "already"), under no Done label and with no word
    of completion: it says something has changed, not what."""
    if clause.label == "done" or clause.asks or stage(clause, ctx.cues, ctx.lang.layout) != "done":
        return False
    text = strip_label(clause.text, ctx.lang.layout)
    hits = [m.group(0).lower() for m in ctx.cues.done.finditer(text)]
    return bool(hits) and all(h in _ALREADY for h in hits) and not _CHECK.search(text)


def _own_label(text: str) -> str | None:
    """A line's own field label, a few words ("Vendor:", "供应商：", "Подрядчик:"), after its bullet."""
    field = split_field(text, separators=":：", max_label=len(text) + 1, lead="\\W_", close="*_ \\t")
    return field.label if field and _FEW_WORDS.fullmatch(field.label) else None


_FEW_WORDS = re.compile(r"[^\W\d_]+(?:[ \t][^\W\d_]+){0,2}")


def _own_field(ctx: OutputContext, clause: Clause, item: dict) -> Clause:
    """A line under a Done or Planned heading that opens with a field label of its own, naming neither a stage nor
    the item ("Vendor: the app is built by an outside contractor", "供应商：移动应用由外部承包商负责开发"): the label says
    what the line is about, and the heading's stage is not the item's."""
    if clause.label not in ("done", "planned", "started"):
        return clause
    own = _own_label(clause.text)
    if own is None or label_of(own, ctx.lang.layout) is not None or mentions(item, own, ctx.lang) or \
            data_keys.key_name(own) in data_keys.ITEM_KEYS | data_keys.IN_PROGRESS_KEYS or \
            _counts_the_items(ctx, clause, own):
        return clause  # "- name: X" under a "done:" key: the entry's item, in its list; "in_progress: X", its stage
    return dataclasses.replace(clause, label=None)


def _counts_the_items(ctx: OutputContext, clause: Clause, label: str) -> bool:
    """A label that counts the work items its sentence then lists ("Two items: A and B", "三项：A和B"): the list's own
    lead, no field of its own."""
    first = label.split()[0] if " " in label.strip() else label.strip()
    if first.isdigit():
        value: int | None = int(first)
    else:
        found = ctx.forms.word_numbers(first, True)
        value = int(found[0][2]) if found and found[0][0] == 0 else None
    at = clause.sentence.find(label)
    rest = clause.sentence[at + len(label):] if at >= 0 else ""
    return value is not None and value >= 2 and value == sum(
        1 for f in _STAGE_FACTS if mentions(ctx.material.fact(f).value["item"], rest, ctx.lang))


def _results_of(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """The clause names the item as what has results to pass on ("share the results of the X", `Cues.results_before`,
    `Cues.results_after`), or as finished ("demo the finished X", `Cues.finished_before`): whatever it plans is the
    sharing or the new step, and the item is done."""
    return any(ctx.cues.results_before.search(clause.text[:m.start()]) or
               ctx.cues.finished_before.search(clause.text[:m.start()]) or
               ctx.cues.results_after.match(clause.text[m.end():]) for m in item_matches(item, clause.text, ctx.lang))


def _finished_step(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """The clause names the item as finished, the object of a step it plans ("Next step: demo the finished X",
    `Cues.finished_before`)."""
    # (its own words may read as done, "Next step — show the finished X": the step is still the clause's plan)
    planned = clause.label == "planned" or bool(ctx.cues.planned.search(clause.text))
    return planned and any(
        ctx.cues.finished_before.search(clause.text[:m.start()]) for m in item_matches(item, clause.text, ctx.lang))


def _only_reference(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """The clause names the item (from its first word to its last) as the time of another step ("after the
    interviews", "после установки сканеров", "扫描器安装之后")."""
    found = item_matches(item, clause.text, ctx.lang)
    return bool(found) and bool(ctx.cues.reference_before.search(clause.text[:found[0].start()]) or
                                ctx.cues.reference_after.match(clause.text[found[-1].end():]))


def _answer_clause(ctx: OutputContext, question: Clause) -> Clause | None:
    """The answer to a question naming one work item, as a clause of its own (its speaker's marker aside) where it says
    a stage and names no other item: an answer longer than a bare stage word still tells the asked item's stage."""
    if not question.asks or not question.answer:
        return None
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    named = [i for i in items if mentions(i, question.text, ctx.lang)]
    if len(named) != 1 or any(mentions(i, question.answer, ctx.lang) for i in items if i is not named[0]):
        return None
    answer = dataclasses.replace(question, text=question.answer, asks=False, answer="", label=None)
    return answer if stage(answer, ctx.cues, ctx.lang.layout) is not None else None


# a list line's mark: a bullet, a middle dot, a number
# (a dash, star or plus with its space: "**Done**" is emphasis, no bullet)
_LIST_LINE = re.compile(r"^\s*(?:[-*+]\s+|[•·・▪◦‣]\s*|\d{1,2}[.)]\s+|\d{1,2}、\s*|[（(]\d{1,2}[)）]\s*)(?=\S)")
# what ends a sentence: a line holding one says something of its own, it heads no list
_SENTENCE_END = re.compile(r"[.!?。！？;；]")


def _lines_and_starts(text: str) -> tuple[list[str], list[int]]:
    """The text's lines, as `segment` numbers them, and where each starts."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for x in lines[:-1]:
        starts.append(starts[-1] + len(x))
    return lines, starts


# a lead-in bullet over a deeper list ("  • next, not started yet:"): its words after the mark, before the colon
_LEAD_IN_BULLET = re.compile(r"^(\s*)(?:[-*+]\s+|[•·・▪◦‣]\s*)(\S.*?)\s*[:：]\s*$")
# the parts of a lead-in line: a sequence word and a stage ("далее, пока не начато", "then, left to do")
_LEAD_IN_PARTS = re.compile(r"\s*[,，、]\s*|\s+[—–-]\s+")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _heading_line_over(lines: list[str], item_no: int) -> int | None:
    """The line heading the list the item's line sits in: the nearest line above that is no list line, or a lead-in
    bullet less indented than the item; None where the item is indented less than the list opened under that line
    (it is back at the outer level, after a sub-list the line heads, and the line is not its heading)."""
    indent = _indent(lines[item_no])
    n, first = item_no - 1, item_no
    while n >= 0 and (not lines[n].strip() or _LIST_LINE.match(lines[n])):
        if _LEAD_IN_BULLET.match(lines[n]) and _indent(lines[n]) < indent:
            break
        if lines[n].strip():
            first = n
        n -= 1
    if n < 0 or indent < _indent(lines[first]):
        return None
    return n


def _lead_in_stage(said: Clause, ctx: OutputContext) -> str | None:
    """The stage a heading's or lead-in's words say: its words, read whole, or as a list label; else the one stage
    the parts after its lead word say, each read alone ("далее, пока не начато", "then, left to do", "接下来，还要做的"):
    a line with no verb of its own sets no condition, so a part's "пока не" is "not yet" and no "until". The lead word
    only frames what follows ("далее, рабочие пункты" says no stage)."""
    layout = ctx.lang.layout
    whole = stage(said, ctx.cues, layout) or label_of(said.text, layout)
    if whole is not None:
        return whole
    parts = {stage(dataclasses.replace(said, text=t), ctx.cues, layout) or label_of(t, layout)
             for t in _LEAD_IN_PARTS.split(said.text)[1:] if t.strip()}
    told = parts & {"done", "planned", "started"}
    return told.pop() if len(told) == 1 else None


def _stage_heading_over(ctx: OutputContext, clause: Clause) -> Clause | None:
    """The heading line over the list line naming the item, where its words state a stage and it names no item and
    ends no sentence ("之前 —— 已经做完的", "After — planned, nothing started yet", "Что уже сделано", an indented
    lead-in "далее, пока не начато:" over a sub-list): the items listed under it take its stage, as they take a list
    label's. The heading as a clause (its stage as its label), or None."""
    if clause.in_sources or clause.asks:
        return None
    # (as `segment` numbers them; cut once, not again for each item named on a list line)
    lines, starts = ctx.once("lines of the brief", 0, lambda: _lines_and_starts(ctx.text))
    if clause.line_no >= len(lines) or not _LIST_LINE.match(lines[clause.line_no]):
        return None
    n = _heading_line_over(lines, clause.line_no)
    if n is None:
        return None
    line = lines[n].strip()
    bullet = _LEAD_IN_BULLET.match(lines[n])
    head = bullet.group(2) if bullet else re.sub(r"^[#>*_\s]+|[*_\s]+$", "", line).rstrip(":：").strip("*_ ")
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    scope = ctx.material.fact("scope").value
    if not head or len(head) > 60 or line.startswith("|") or _SENTENCE_END.search(_CITATION.sub("", head)) or any(
            mentions(i, head, ctx.lang) for i in [*items, scope["process"], scope["site"]]):
        return None
    start = starts[n] + lines[n].find(line)
    said = dataclasses.replace(clause, text=head, start=start, end=start + len(line), sentence=line,
                               sentence_start=start, line_no=n, label=None, column=None, answer="")
    if stage(said, ctx.cues, ctx.lang.layout) in ("done", "planned", "started"):
        return said
    # (said as a list label, or by one of its parts: carried as the heading's label, which `stage` reads)
    told = _lead_in_stage(said, ctx)
    return dataclasses.replace(said, label=told) if told in ("done", "planned") else None


def grade_stage(ctx: OutputContext, fact: Fact) -> Verdict:
    want = fact.fact_id  # "done" | "planned"
    other = "planned" if want == "done" else "done"
    item = fact.value["item"]
    named = [_before_reference(ctx, own_part(ctx, c, fact)) for c in ctx.clauses if mentions(item, c.text, ctx.lang)]
    if not named:
        return Verdict(OMITTED, f"{item['short']} not mentioned", [], "stage.absent")
    named += referred(ctx, fact.fact_id)  # "A and B are named; the first is complete": the first's stage is A's
    # a chat user's premise on the item ("I thought the satisfaction survey had gone out"), the assistant's reply naming
    # the item again: the reply's words tell its stage, the premise is the asker's (`_user_premise`)
    premised = [c for c in named if _user_premise(ctx, c, item)]
    if premised and len(premised) < len(named):
        named = [c for c in named if c not in premised]
    stated = [_with_bare_state(ctx, _denied_then_corrected(ctx, c)) for c in named]
    named = [_own_field(ctx, c, item) for c in stated]
    # a field of its own under a stage's heading ("计划：X；风险：X 到货可能延误") that says no stage in its words: no
    # report of the item's stage where another clause gives one (and its claim is left to the alignment)
    fields = {(c.start, c.end) for c, o in zip(stated, named, strict=True) if o is not c
              and stage(o, ctx.cues, ctx.lang.layout) is None}
    # an item named inside a condition set on the approval ("the board approves only once X is finished") is that
    # condition's (an addition), not a report of the item's stage, where another clause gives the stage
    tied = pending_conditions(ctx)
    # (so is one named inside a condition set on an approval told as given, "approved, provided X is finished before
    # the pilot ends": the condition asks for the work, it tells no stage of it)
    free = [c for c in named if not any(a < c.end and c.start < b for a, b, _ in tied)
            and not _inside_given_condition(ctx, c, item)]
    if free and len(free) < len(named):
        named = free
    # an item named only as the time of another step ("Planned: a workshop after the interviews", "после опроса
    # — семинар") tells nothing of its own stage where another clause does; a time set by its completion still to come
    # ("once X is installed, the team moves on to …") tells it is not done
    ref = [c for c in named if _only_reference(ctx, c, item) and not _done_still_to_come(c.text, ctx.cues)]
    if ref and len(ref) < len(named):
        named = [c for c in named if c not in ref]
    # a new step on the item named as finished ("Next step: demo the finished X") is work of its own where another
    # clause tells the item's stage (its claim is left to the alignment); alone, it tells the item done (`_results_of`)
    steps = [c for c in named if _finished_step(ctx, c, item)]
    if steps and len(steps) < len(named):
        named = [c for c in named if c not in steps]
    # a clause whose only sign of completion is an "already" ("the app's outsourced build has already moved to
    # another team") tells of some change around the item, not that it is finished: where another clause states
    # the item's stage outright, that one decides
    # so does a clause setting the item's completion as a condition ("the board approves only once X is completed"):
    # it asks for the work, it does not report it
    firm = [c for c in named if not _only_already(ctx, c) and (c.start, c.end) not in fields
            and not (c.label is None and ctx.cues.condition.search(strip_label(c.text, ctx.lang.layout))
                     and not _done_still_to_come(c.text, ctx.cues))]
    if any(_item_stage(ctx, c, item) for c in firm):
        named = firm
    # "Planned: X, now under way [2]": the remark after the item says its stage, over the label's
    named += [r for c in named if (r := _progress_after(ctx, c)) is not None and r not in named]
    if not any(_item_stage(ctx, c, item) for c in named):
        # "whereas X, although planned, had not been started", "а X, хотя и запланирован, пока не начат": a narrating
        # sentence tells the item's stage in the clauses after the one naming it, which name no other item
        named += [r for c in named if not c.in_sources for r in _item_free_rest(ctx, c)
                  if stage(r, ctx.cues, ctx.lang.layout) is not None and r not in named]
    if not any(_item_stage(ctx, c, item) for c in named):
        # a sentence of hard-wrapped prose cut at a line's end between the item and its stage word
        named += [r for c in named if not c.in_sources for r in _wrapped_parts(ctx, c)
                  if stage(r, ctx.cues, ctx.lang.layout) is not None and r not in named]
    if not any(_item_stage(ctx, c, item) for c in named):
        # "— And the shift-lead interviews? — We're doing them now, not finished yet": a call's question naming the
        # item, answered in a turn of its own that names no other item, takes its stage from the answer's words
        named += [a for c in named if (a := _answer_clause(ctx, c)) is not None and a not in named]
    # "- item: X" / "  state: in progress": a data entry's state key on the line under its item says the item's stage
    named += [k for c in named if (k := _state_key_under(ctx, c)) is not None and k not in named]
    # "Side quest (locked): X. Status: planned, not started.": a form's label names the item, the next sentence on its
    # line its stage
    named += [r for c in named if (r := _state_after_form_label(ctx, c)) is not None and r not in named
              and stage(r, ctx.cues, ctx.lang.layout) is not None]
    if not any(_item_stage(ctx, c, item) for c in named):
        # "- Portal connection. Planned, not started yet.": an item named as the run-in title of its line, the
        # sentences after it on that line telling its stage
        named += [r for c in named for r in _after_run_in_title(ctx, c) if r not in named]
    if not any(_item_stage(ctx, c, item) for c in named):
        # "计划中的工作：A，然后是B": a stage said once for the items listed or joined in a sentence cut into clauses (by
        # its lead, or after its last item) is each item's
        named += [r for c in named if (r := _list_stage(ctx, c, fact)) is not None and r not in named]
    # "A and B [2]. Neither has started yet.": a closing sentence over the items just named tells each one's stage
    # (where the item's own words already tell one, only the same one: the closing words then repeat it)
    told = {t for c in named if (t := _item_stage(ctx, c, item)) is not None}
    named += [r for c in named if (r := _closing_stage(ctx, c)) is not None and r not in named
              and (not told or {stage(r, ctx.cues, ctx.lang.layout)} == told)]
    if not any(_item_stage(ctx, c, item) for c in named):
        # "之前 —— 已经做完的" over "· X": a heading line that states a stage gives it to the list items under it
        named += [h for c in named if (h := _stage_heading_over(ctx, c)) is not None and h not in named]
    # "X to share the results of the checklist review": the item has results, it is done, whatever the sharing's stage
    stages = {"done" if _results_of(ctx, c, item) else _item_stage(ctx, c, item)
              for c in named}
    if "started" in stages:
        what = ("invented progress: planned item reported as under way" if want == "planned"
                else "done item reported as still under way")
        return Verdict(DISTORTED, f"{what} ({item['short']})",
            evidence(c for c in named if stage(c, ctx.cues, ctx.lang.layout) == "started" or (
                k := _state_key_under(ctx, c)) is not None and stage(k, ctx.cues, ctx.lang.layout) == "started"),
            "stage.under-way")
    if want in stages and other not in stages:
        return Verdict(CORRECT, f"{item['short']} reported as {want}", evidence(named), "stage.own-stage")
    if want in stages:
        return Verdict(DISTORTED, f"{item['short']} reported both as done and as planned", evidence(named), "stage.both",
                       ("rules conflict: one clause reads as done, another as planned",))
    if other in stages:
        what = "invented progress: planned item reported as done" if want == "planned" else "done item reported as planned"
        return Verdict(DISTORTED, f"{what} ({item['short']})", evidence(named), "stage.swapped")
    # an entry of a list, table or timeline that is the item alone ("- barcode scanner installation", "| June 2026 |
    # X |"): the item is stated, its stage left to a layout the grader does not read, so the omission is uncertain
    bare = [c for c in named if _bare_entry(ctx, c, item)]
    return Verdict(OMITTED, f"{item['short']} mentioned without saying whether it is done or planned",
        evidence(named), "stage.no-stage", ("a noun-only entry names the item; its stage may lie in the layout",)
                   if bare else ())


_CELL_BORDER = re.compile(r"\s[|｜]\s")


def excluded(clause: Clause, lang: Language) -> bool:
    """An "Out of scope:" label, or an exclusion word in the clause's own words: not in a list label
    ("Not yet started:") and not in a negated stage ("has not begun"), which report work, not exclude it; said after
    the writer's denial (`_denied`), read as the denial leaves it."""
    if clause.label == "out_of_scope":
        return True
    if clause.asks:  # "Legacy fax gateway in scope?" excludes nothing until its answer says no
        # "Warranty claims included? No": a question about the item, denied, leaves it out ("保修索赔算不算在内？不算":
        # the negation of a question choosing between a word and its negation asks, it excludes nothing)
        asked = lang.cues.either_or.sub(lambda m: m.group("w"), _QUESTION.sub("", clause.text))
        if clause.answer and not lang.layout.no.match(clause.answer) and not lang.layout.yes.match(clause.answer):
            # "What about the fax gateway? — Left out of the pilot": an answer that is itself an exclusion leaves the
            # item the question names out
            return _excluded_in_words(dataclasses.replace(clause, text=clause.answer, asks=False, answer="",
                                                          label=None), lang)
        return bool(clause.answer and lang.layout.no.match(clause.answer)
                    and not lang.cues.exclusion.search(asked))
    denied = _denied(clause, lang)
    if denied is not None:
        return denied
    return _excluded_in_words(clause, lang)


def _denied(clause: Clause, lang: Language) -> bool | None:
    """Whether the clause excludes its item when the writer denies what it says, the denial opening it or the
    sentence right before it ("It is not true that X is out of scope", "Неверно, что X исключён", "X并非不在范围之内":
    denied, the exclusion leaves the item in scope; "It is not that X is not excluded", "Нельзя сказать, что X не
    исключён": the two negations cancel, the item is excluded); None without a denial."""
    told = denied_words(clause, lang.cues)
    if told is None:
        return None
    # what the denied words say, read without their negation and then with it ("not excluded", "不在范围", "не входит":
    # the negation turns the word under it), so that the two negations of a double one cancel
    plain = _excluded_in_words(dataclasses.replace(clause, text=lang.cues.negated.sub(" ", told)), lang)
    return plain == bool(lang.cues.negated.search(told))


_DENIAL_REACH = 120  # characters: longer than any language's denial phrase ("было бы неправдой сказать, что")


def denied_words(clause: Clause, cues: Cues) -> str | None:
    """The clause's words under the writer's denial, when one opens them in the clause or ends right before it in its
    sentence ("It is not true that | X is out of scope", "Нельзя сказать, что | X не исключён", "и говорить, | будто
    пилот уже одобрен", "X并非不在范围之内"); None without one."""
    offset = max(0, clause.start - clause.sentence_start)
    # a denial ends at most a run of spaces and commas before the clause: the sentence is read from a little before
    # that run only (read whole for each clause of a long sentence, it took the square of the sentence's length)
    gap = offset
    while gap > 0 and clause.sentence[gap - 1] in " ,，":
        gap -= 1
    begin = max(0, gap - _DENIAL_REACH)
    said = clause.sentence[begin:offset] + clause.text
    offset -= begin
    denial = next(reversed(list(cues.denial.finditer(said))), None)
    if denial is None or said[denial.end():offset].strip(" ,，"):
        return None
    return said[max(denial.end(), offset):]


def _excluded_in_words(clause: Clause, lang: Language) -> bool:
    """An exclusion in the clause's own words, its label's or a remark's in brackets (`excluded`)."""
    text = clause.text.strip()
    field = _field(text)
    # the question mark may close the label before its colon ("Legacy fax gateway in scope?: N")
    if field and _QUESTION.search(text[:field.value_start]) and lang.layout.no.match(text[field.value_start:].strip()):
        # "传真网关是否包括在内：否", "Входит ли X: нет": a question as a field label, denied, leaves the item out
        return not lang.cues.exclusion.search(_QUESTION.sub("", field.label))
    own = strip_label(clause.text, lang.layout)
    label = re.sub(r"\s*(?:[:：]|[—–-])\s*$", "", clause.text[:len(clause.text) - len(own)]).strip(" *#>-")
    if own != clause.text and label_of(label, lang.layout) == "out_of_scope":
        return True  # a label in the middle of a line: "... Not included: X", "不包括：X"
    # a label opening a cell after a border in a run-in line ("Scope: X · site | Out: warranty claims")
    if any(label_of(re.sub(r"\s*(?:[:：]|[—–-])\s*$", "", cell[:len(cell) - len(strip_label(cell, lang.layout))])
                    .strip(" *#>-"), lang.layout) == "out_of_scope"
           for cell in _CELL_BORDER.split(clause.text)[1:]):
        return True
    # a citation is no word of the clause: "X is out [8]." ends at "out" as much as "X is out.", and so does a
    # footnote's superscript mark ("X is left out²")
    # a remark in brackets that holds a citation as well as words ("X (исключён явно, абз. 10)", "X (explicitly
    # excluded, para 8)"): its words are the clause's, only its reference is none
    remarks = " ".join(re.sub(r"\d", " ", m.group(0)[1:-1]) for m in _CITATION.finditer(own))
    own = _SUPERSCRIPT.sub(" ", _CITATION.sub("", own))
    # a remark that the notes are silent ("| not named in the notes |" in an owner's cell) negates no item; nor does
    # an "only" told by denying every other place ("X at the Leeds office and at no other site", "и больше нигде")
    own = lang.cues.none_other.sub(" ", lang.layout.source_silent.sub(" ", own))
    remarks = lang.layout.source_silent.sub(" ", remarks)
    return any(lang.cues.exclusion.search(lang.cues.stage_negation.sub(" ", said)) for said in (own, remarks))


def _item_free_rest(ctx: OutputContext, clause: Clause, timed: bool = False) -> list[Clause]:
    """The clauses after this one in its sentence, up to the first that names an item or the scope: what they say
    (through a pronoun) is said of this clause's item. `timed`: a place or work named only to say when a later phase
    comes ("it is pencilled in for a second phase once Leeds is up and running") does not end them."""
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    scope = [ctx.material.fact("scope").value[k] for k in ("process", "site")]
    rest = []
    for c in ctx.clauses:
        if c.sentence_start != clause.sentence_start or c.start < clause.end or c.in_sources:
            continue
        said = ctx.cues.phase_condition.sub(" ", c.text) if timed and ctx.cues.deferred.search(c.text) else c.text
        if any(mentions(i, said, ctx.lang) for i in items + scope):
            break
        rest.append(c)
    return rest


def _state_after_form_label(ctx: OutputContext, clause: Clause) -> Clause | None:
    """The sentence after an item's clause on its line, where a creative form's label names the item ("Side quest
    (locked): X. Status: planned, not started.", "Forbidden zone: X. Out of scope."; `Layout.form_restatement`) and
    that sentence names no item or the scope: it says that item's stage or exclusion. None otherwise."""
    head = clause.text.split(":", 1)[0] if ":" in clause.text else clause.text.split("：", 1)[0]
    if clause.in_sources or not ctx.lang.layout.form_restatement.search(head) or head == clause.text:
        return None
    line_end = ctx.text.find("\n", clause.end)
    line_end = len(ctx.text) if line_end < 0 else line_end
    # the clause after it, found by bisection (each clause of a long brief may ask)
    starts = ctx.once("clause starts", 0, lambda: [c.start for c in ctx.clauses])
    at = bisect.bisect_left(starts, clause.end)
    nxt = ctx.clauses[at] if at < len(starts) and starts[at] < line_end else None
    if nxt is None or nxt.in_sources or nxt.sentence_start == clause.sentence_start:
        return None  # the same sentence goes on: its own rules read it (`_item_free_rest`, `_exclusion_next`)
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    scope = [ctx.material.fact("scope").value[k] for k in ("process", "site")]
    return None if any(mentions(i, nxt.text, ctx.lang) for i in items + scope) else nxt


# a run-in title's most: a line's first sentence naming an item and nothing else is a short one
_TITLE_CHARS = 48


def _after_run_in_title(ctx: OutputContext, clause: Clause) -> list[Clause]:
    """The clauses of the sentence after a run-in title on its line, where the title is the line's first sentence,
    short, naming the item and stating no stage ("- Подключение к клиентскому порталу. Этап запланирован, но работа по
    нему ещё не начата.", "- Portal connection. Planned, not started."), and that sentence names no item or the scope:
    they tell the titled item's stage. Empty otherwise."""
    if clause.in_sources or clause.asks:
        return []
    line_start, line_end = line_around(ctx.text, clause.start, clause.end)
    title = _CITATION.sub("", clause.text).strip()
    if clause.sentence.strip() != clause.text.strip() or ctx.text[line_start:clause.start].strip(" \t-*•·+>#") or \
            len(title) > _TITLE_CHARS or not re.search(r"[.。]$", title) or \
            stage(clause, ctx.cues, ctx.lang.layout) is not None:
        return []
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    scope = [ctx.material.fact("scope").value[k] for k in ("process", "site")]
    starts = ctx.once("clause starts", 0, lambda: [c.start for c in ctx.clauses])
    at = bisect.bisect_left(starts, clause.end)
    nxt = ctx.clauses[at] if at < len(starts) and starts[at] < line_end else None
    opening = nxt.text.lstrip(" \t*_")[:1] if nxt is not None else ""
    if nxt is None or nxt.in_sources or not opening.isalpha() or opening.islower():
        return []  # (a sentence opens on a word: a clipped word's dot goes on in lower case or in a chart's bar, no title)
    rest = [c for c in ctx.clauses[at:at + 8] if c.sentence_start == nxt.sentence_start and c.start < line_end]
    return [] if any(mentions(i, c.text, ctx.lang) for c in rest for i in items + scope) else rest


def _form_item_state(ctx: OutputContext, at: int) -> bool:
    """True when the clause at index `at` is the sentence giving a work item's stage or exclusion after a creative
    form's label names the item on its line (`_state_after_form_label`): "Status: planned, not started" after "Side
    quest (locked): X." is X's stage, no approval state."""
    if at == 0:
        return False
    before = ctx.clauses[at - 1]
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    return any(mentions(i, before.text, ctx.lang) for i in items) and \
        _state_after_form_label(ctx, before) is ctx.clauses[at]


def _excluded_after_form_label(ctx: OutputContext, clause: Clause) -> bool:
    """"Forbidden zone: X. Explicitly out of scope.": the sentence after a form's label naming the item excludes it."""
    after = _state_after_form_label(ctx, clause)
    return after is not None and excluded(after, ctx.lang)


def _excluded_next(ctx: OutputContext, clause: Clause) -> bool:
    """The item named in one clause and excluded in the next of its sentence, which names no item ("the night
    shift - that one is not part of it", "至于X，这一项不包括在内"): the negation belongs to the item."""
    return _exclusion_next(ctx, clause) is not None


# where a clause's sentence is unfinished at its line's end: no sentence end, colon or semicolon (a citation may follow
# one: "… out of scope [9]." is finished)
_FINISHED = re.compile(r"[.!?。！？:：;；]\W*$|[.!?。！？]\s*(?:\[[^\]\n]{0,20}\]|（[^）\n]{0,20}）|\([^)\n]{0,20}\))\W*$")
# what opens a new entry of its own on a line, not the rest of a sentence wrapped onto it: a bullet, a list number,
# a table's bar, a heading's mark, an emoji or other sign marking an entry (a wrapped sentence goes on in a word)
_ENTRY_OPENER = re.compile(r"\s*(?:[^\w\s(\[（“\"'«‘]|\d+[.)、]|[（(]?\d+[)）])")
_COLUMN_GAP = re.compile(r"\S {3,}\S")
_CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]")
# a hard-wrapped line of prose is a long one (a title or a list label above a line is short)
_WRAPPED_LINE = 30


def _goes_on(ctx: OutputContext, c: Clause, n: Clause) -> bool:
    """Clause c ends its line of hard-wrapped prose in the middle of its sentence and n, opening the very next line,
    goes on with it: c's line is a long one and ends unfinished; n opens no entry of its own (a bullet, a number, a
    bar, a sign); neither is a row of columns lined up with runs of spaces; both sit under the same label and section,
    outside the Sources."""
    text = ctx.text
    gap = text[c.end:n.start]
    line_start = text.rfind("\n", 0, c.start) + 1
    return (gap.count("\n") == 1 and not gap.replace("\n", "").strip() and n.line_no == c.line_no + 1
            and c.end - line_start >= _WRAPPED_LINE and _FINISHED.search(c.text.rstrip()) is None
            and _ENTRY_OPENER.match(n.text) is None
            and not _COLUMN_GAP.search(c.text.strip()) and not _COLUMN_GAP.search(n.text.strip())
            and n.label == c.label and n.section == c.section and not n.in_sources and not c.in_sources)


def _line_neighbours(ctx: OutputContext, clause: Clause) -> tuple[int, Clause | None, Clause | None]:
    """(i, next, previous) for a clause of hard-wrapped prose: its index among the brief's clauses, the clause that
    goes on with its sentence on the next line (where it ends its line) and the one it goes on from on the line above
    (where it opens its line); None where the line break ends the sentence or an entry."""
    i = bisect.bisect_right(ctx.clauses, clause.start, key=lambda c: c.start) - 1  # (no list of starts per call)
    if i < 0:
        return i, None, None
    own = ctx.clauses[i]
    nxt = ctx.clauses[i + 1] if clause.end >= own.end - 1 and i + 1 < len(ctx.clauses) and \
        _goes_on(ctx, own, ctx.clauses[i + 1]) else None
    prev = ctx.clauses[i - 1] if clause.start <= own.start + 1 and i > 0 and \
        _goes_on(ctx, ctx.clauses[i - 1], own) else None
    return i, nxt, prev


def _wrapped_parts(ctx: OutputContext, clause: Clause) -> list[Clause]:
    """Hard-wrapped prose ("the migration of the test accounts has" / "already been completed"): the clauses its
    sentence goes on in across a line break (_line_neighbours), each cut short of another item it names, whose stage
    it tells."""
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    _, nxt, prev = _line_neighbours(ctx, clause)
    parts = []
    if nxt is not None and nxt.label is None:
        cut = min((m.start() for i in items for m in item_matches(i, nxt.text, ctx.lang)), default=len(nxt.text))
        parts.append(dataclasses.replace(nxt, text=nxt.text[:cut]))
    if prev is not None:
        cut = max((m.end() for i in items for m in item_matches(i, prev.text, ctx.lang)), default=0)
        parts.append(dataclasses.replace(prev, text=prev.text[cut:]))
    return parts


def _wrapped_neighbours(ctx: OutputContext, clause: Clause) -> list[Clause]:
    """The clauses that continue this one's sentence across a line break of hard-wrapped prose ("… is explicitly" /
    "out of scope [9]."): from the next line, the clauses of the sentence up to one naming an item or the scope ("it"
    / "not part of the pilot"); from the line above, its last clause if it names none."""
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    scope = [ctx.material.fact("scope").value[k] for k in ("process", "site")]
    i, nxt, prev = _line_neighbours(ctx, clause)
    out = []
    if nxt is not None:
        for n in ctx.clauses[i + 1:i + 5]:
            if n.sentence_start != nxt.sentence_start or any(mentions(x, n.text, ctx.lang) for x in items + scope):
                break
            out.append(n)
    if prev is not None and not any(mentions(x, prev.text, ctx.lang) for x in items + scope):
        out.append(prev)
    return out


def _excluded_wrapped(ctx: OutputContext, clause: Clause) -> bool:
    """The item's exclusion runs on across a line break of hard-wrapped prose ("… customs declarations are explicitly
    out of" / "scope."): read with its wrapped neighbours as one line, the clause excludes the item."""
    around = _wrapped_neighbours(ctx, clause)
    if not around:
        return False
    a, b = min(clause.start, *(n.start for n in around)), max(clause.end, *(n.end for n in around))
    return excluded(dataclasses.replace(clause, text=_unwrap(ctx.text[a:b]), start=a, end=b), ctx.lang)


def _unwrap(text: str) -> str:
    """Hard-wrapped text read as one line: each line break the space it stands for (none between two Chinese
    characters)."""
    return re.sub(r"\s*\n\s*", lambda m: "" if _CJK.search(text[m.start() - 1:m.start()] or " ")
                  and _CJK.match(text, m.end()) else " ", text)


def _supposed(ctx: OutputContext, clause: Clause) -> bool:
    """The clause is a supposition's condition opening its sentence ("If X were included", "假如当初把X也纳进来"): what
    it names is supposed, not told; the sentence says what follows from it."""
    own = strip_label(clause.text, ctx.lang.layout).lstrip(" *_>-")
    return not ctx.text[clause.sentence_start:clause.start].strip(" *_>-") and \
        ctx.cues.condition.match(own) is not None and stage(clause, ctx.cues, ctx.lang.layout) is None


# the end of a supposition's condition: a comma, colon, semicolon or dash after it; a comma before "что", "that", "чтобы"
# opens what the condition supposes, and ends nothing
_SUPPOSED_THAT = re.compile(r"[,，]\s*(?=(?:что|чтобы|будто|that)\b)", re.IGNORECASE)
_SUPPOSITION_END = re.compile(r"[,，:：;；]|\s[—–-]+\s|——")


def _supposed_plan(ctx: OutputContext, clause: Clause, told: str, at: int) -> bool:
    """A plan for the item said inside a supposition opening the clause, which the rest of it answers with the
    exclusion ("If you were hoping X would be included, it is not: it is out of scope"): supposed, not told."""
    lead = len(told) - len(told.lstrip(" *_>-"))
    # (a timeline's entry dated after the pilot, "После пилота — X", opens with the deferral itself: a time, no
    # supposition)
    if ctx.cues.condition.match(told, lead) is None or at <= lead:
        return False
    # the plan lies in the condition itself: nothing ends it before the plan but a comma opening what is supposed
    # ("Если вы ждали, что X добавят на следующем этапе"); "If the pilot goes well, X will be added later" plans X
    if _SUPPOSITION_END.search(_SUPPOSED_THAT.sub(" ", told[lead:at])):
        return False
    end = _SUPPOSITION_END.search(told, at)
    # the answer may be the clauses after this one in its sentence ("如果您以为X会在下一阶段纳入，那就错了：X不在范围内")
    rest = told[end.end():] if end is not None else clause.sentence[clause.end - clause.sentence_start:]
    return bool(rest.strip()) and _excluded_in_words(dataclasses.replace(clause, text=rest, label=None), ctx.lang)


def _exclusion_next(ctx: OutputContext, clause: Clause) -> Clause | None:
    """The clause after this one in its sentence that excludes its item (`_excluded_next`), or None. After a condition
    naming the item, said to the reader ("If your papers go through the fax gateway, note: the fax gateway is out of
    scope", "如果您的单据经由旧传真网关发送，请留意：旧传真网关不在范围之内", "Если ваши документы идут через факс-шлюз, учтите:
    факс-шлюз исключён"), the next clause may name the item again: the condition says nothing of its scope."""
    after = [c for c in ctx.clauses if c.sentence_start == clause.sentence_start and c.start >= clause.end]
    if not after or stage(clause, ctx.cues, ctx.lang.layout) is not None or _denied(clause, ctx.lang) is not None:
        return None  # (a clause denying what it says tells the item's scope itself: "X并非不在范围之内，这一点…")
    nxt = after[0]
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    if ctx.cues.condition.match(clause.text.lstrip()):
        items = [i for i in items if not mentions(i, clause.text, ctx.lang)]
    scope = [ctx.material.fact("scope").value[k] for k in ("process", "site")]
    return nxt if not any(mentions(i, nxt.text, ctx.lang) for i in items + scope) and excluded(nxt, ctx.lang) else None


_ORDINAL_PLACE = {"first": 0, "second": 1, "third": 2, "last": -1}
# where a clause holding two references parts: a comma or a semicolon, or before a joining word ("the first is
# complete and the second is planned", "первый завершён, а второй запланирован", "前者已完成而后者…"), which each
# language's item_ordinal lets open a reference
# where a list of the items gives way, in the same clause, to a reference back at them: a dash or a colon
_LIST_THEN_REFERENCE = re.compile(r"\s*[—–]+\s*|\s-\s*|[:：]\s*")
_REFERENCE_JOIN = re.compile(r"[,，;；]\s*|\s(?=(?:and|while|whereas|but|а|и|но)\s)|(?=而)", re.IGNORECASE)


def item_references(ctx: OutputContext) -> dict[int, tuple[str, tuple[tuple[int, int], ...], Clause]]:
    """The clauses that name no work item but point back at one: an ordinal after a sentence listing the items ("A
    and B are named. The first is complete, the second is planned", "前者已经完成，后者已列入计划", "Первый уже завершён")
    stands for the item in that place of the list; a pronoun opening the sentence after one that names a single item
    and says nothing of it ("The payroll system comes up as well. It stays outside the pilot.", "它不在试点范围内")
    stands for that item, where it says a stage or an exclusion. Each such clause's start -> the item's fact, the
    spans of the clauses that named it (a list, or a bare mention, whose stage is told by the reference) and the clause
    (its part, where one clause holds two references)."""
    if ctx.item_refs is not None:
        return ctx.item_refs
    cues, layout = ctx.cues, ctx.lang.layout
    items = {f: ctx.material.fact(f).value["item"] for f in _STAGE_FACTS}
    scope = [ctx.material.fact("scope").value[k] for k in ("process", "site")]
    body = ctx.body
    named = [[f for f, i in items.items() if mentions(i, c.text, ctx.lang)] for c in body]
    in_scope = [any(mentions(i, c.text, ctx.lang) for i in scope) for c in body]
    refs: dict[int, tuple[str, tuple[tuple[int, int], ...], Clause]] = {}
    for n, c in enumerate(body):
        if named[n] and not c.asks:
            # "«A» и «B» — первый уже завершён", "A and B: the former is done": a list and, after its dash or colon,
            # a reference back at it in the same clause; the part from the reference on is the reference's
            cut = next((x.end() for x in _LIST_THEN_REFERENCE.finditer(c.text)
                        if cues.item_ordinal.match(c.text[x.end():])), None)
            if cut is not None:
                listed = [(body[k], f) for k in range(n) if body[k].sentence_start == c.sentence_start
                          for f in named[k]] + [(c, f) for f in named[n]
                                                if any(x.start() < cut for x in item_matches(items[f], c.text, ctx.lang))]
                order: list[str] = []
                for _, f in sorted(listed, key=lambda bf: (bf[0].start, min(
                        x.start() for x in item_matches(items[bf[1]], bf[0].text, ctx.lang)))):
                    if f not in order:
                        order.append(f)
                spans = tuple((b.start, b.start + (cut if b is c else len(b.text))) for b, _ in listed)
                _ordinal_parts(c, cut, order, spans, cues, refs)
        if named[n] or in_scope[n] or c.asks:
            continue
        own = strip_label(c.text, layout)
        if cues.item_ordinal.match(own) is not None:
            # back over the clauses naming nothing (the other references, a stage said after a comma) to the list
            j = n - 1
            while j >= 0 and not named[j] and not in_scope[j] and n - j <= 8:
                j -= 1
            if j < 0 or not named[j]:
                continue
            listed = [(body[k], f) for k in range(n) if body[k].sentence_start == body[j].sentence_start
                      for f in named[k]]
            order = []
            for _, f in sorted(listed, key=lambda bf: (bf[0].start, min(
                    x.start() for x in item_matches(items[bf[1]], bf[0].text, ctx.lang)))):
                if f not in order:
                    order.append(f)
            _ordinal_parts(c, len(c.text) - len(own), order, tuple((b.start, b.end) for b, _ in listed), cues, refs)
            continue
        first = n == 0 or body[n - 1].sentence_start != c.sentence_start
        if first and n and cues.item_pronoun.match(own) and (
                stage(c, cues, layout) is not None or excluded(c, ctx.lang)):
            before = [k for k in range(n) if body[k].sentence_start == body[n - 1].sentence_start]
            told = {f for k in before for f in named[k]}
            asked = not told and bool(before) and _answers_question(body, before[0])
            if asked:
                # "问：X开始了吗？答：没有。它已列入计划": the pronoun after a bare answer stands for the item its question asks
                # about, neither stating a stage (their "no" denies what is asked, no exclusion: the pronoun's words tell)
                before = [before[0] - 1, *before]
                told = set(named[before[0]])
            if len(told) == 1 and not any(in_scope[k] for k in before) and not any(
                    stage(body[k], cues, layout) is not None or not asked and excluded(body[k], ctx.lang) for k in before):
                refs[c.start] = (told.pop(), tuple((body[k].start, body[k].end) for k in before if named[k]), c)
    ctx.item_refs = refs
    return refs


def _answers_question(body: list[Clause], k: int) -> bool:
    """Clause k is the whole answer the question right before it is given ("Q: Started? A: No."), no other words."""
    q = body[k - 1] if k else None
    return q is not None and q.asks and bool(q.answer.strip()) and body[k].text.strip() in q.answer


def _ordinal_parts(c: Clause, lead: int, order: list[str], spans: tuple[tuple[int, int], ...], cues: Cues,
                   refs: dict[int, tuple[str, tuple[tuple[int, int], ...], Clause]]) -> None:
    """The references of a clause from `lead` on to the items listed in `order`: "Первый уже завершён, второй
    запланирован": each ordinal after a comma opens a part of its own."""
    own = c.text[lead:]
    cuts = [lead] + [lead + x.end() for x in _REFERENCE_JOIN.finditer(own) if cues.item_ordinal.match(own[x.end():])]
    for a, b in zip(cuts, [*cuts[1:], len(c.text)], strict=False):
        part = dataclasses.replace(c, text=c.text[a:b], start=c.start + a, end=c.start + b)
        if (p := cues.item_ordinal.match(part.text)) is None:
            continue
        place = _ORDINAL_PLACE[p.lastgroup or "first"]
        if len(order) >= 2 and place < len(order):
            refs[part.start] = (order[place], spans, part)


def _before_reference(ctx: OutputContext, clause: Clause) -> Clause:
    """The clause up to a reference back at the items that opens inside it ("«A» и «B» — первый уже завершён"): what
    follows is the reference's item's, not every item's the clause names."""
    cut = min((r for r in item_references(ctx) if clause.start < r < clause.end), default=None)
    return clause if cut is None else dataclasses.replace(clause, text=clause.text[:cut - clause.start], end=cut)


def referred(ctx: OutputContext, fact_id: str) -> list[Clause]:
    """The clauses pointing back at this fact's item (`item_references`)."""
    return [part for fid, _, part in item_references(ctx).values() if fid == fact_id]


def refers_back(ctx: OutputContext, clause: Clause) -> bool:
    """The clause points back at a work item (`item_references`): its stage or exclusion is that item's, its ordinal no
    count."""
    return any(clause.start <= r < clause.end for r in item_references(ctx))


def _answer_grants(ctx: OutputContext, answer: str) -> bool:
    """True when a question's answer opens with a yes (its speaker's label aside): the question's premise stands."""
    said = answer[speaker_label_end(ctx, answer):]
    return bool(said and ctx.lang.layout.yes.match(said))


def _taken_up(ctx: OutputContext, d: Dated) -> bool:
    """True when the date lies in a chat user's turn the reply takes up with a bare yes ("It ends on 2 July, right?" /
    "Yes.", `speakers.taken_up`): the brief's own value, a second one beside the right date as an accepted amount is."""
    return taken_up(ctx.text, d.mention.start, d.mention.end, user_turns(ctx), ctx.lang.layout)


def _user_asks(ctx: OutputContext, i: int) -> bool:
    """True when clause `i` lies in a chat user's turn, in a sentence that asks ("签批的是总经理X，对吗？", "X signed it
    off, right?"), and the reply does not open with a yes: the user's guess, no state of the brief's."""
    c = ctx.clauses[i]
    if not c.asks or not any(s <= c.start and c.end <= e for s, e in user_turns(ctx)):
        return False
    return not _granting_reply(ctx, i)


def _user_rejected(ctx: OutputContext, i: int) -> bool:
    """True when clause `i` lies in a chat user's turn and the reply opens with a no ("the committee already approved
    it" / "No, that is still pending"): the user's claim, set aside, is no state of the brief's."""
    first = _user_reply_opening(ctx, i)
    if first is None:
        return False
    told = _said(ctx, first)
    no = ctx.lang.layout.no.match(told)  # a bare "No," opening the reply ("不，…"), no "没问题"
    # (a correction giving its own value first reads on past its clause: "It's Leeds, actually: …")
    line_end = ctx.text.find("\n", ctx.clauses[first].start)
    line = ctx.text[ctx.clauses[first].start:len(ctx.text) if line_end < 0 else line_end]
    if ctx.cues.turn_corrects.match(line[speaker_label_end(ctx, line):].lstrip(" \t*_>")):
        return True
    return ctx.cues.turn_denies.match(told) is not None or (
        no is not None and re.match(r"\s*(?:[,，、;；:：—–.!！。]|$)", told[no.end():]) is not None)


def _said(ctx: OutputContext, k: int) -> str:
    """Clause `k`'s words past its speaker's label and the marks before them."""
    told = ctx.clauses[k].text
    return told[speaker_label_end(ctx, told):].lstrip(" \t*_>")


def _user_reply_opening(ctx: OutputContext, i: int) -> int | None:
    """Where clause `i` lies in a chat user's turn: the reply's opening clause, past one that only names the place in
    the notes it reads ("助手：据[5]，…", "According to [5], …", "По абзацу [10], …"); None where the clause is no user's
    or no reply follows it (the user's own next line is no reply)."""
    c = ctx.clauses[i]
    turns = user_turns(ctx)
    if not any(s <= c.start and c.end <= e for s, e in turns):
        return None
    answer = _reply_clauses(ctx, i) or _next_turn_clauses(ctx, i)
    if not answer or any(s <= ctx.clauses[answer[0]].start < e for s, e in turns):
        return None
    lead = without_citations(_said(ctx, answer[0]), ctx.lang.forms)
    return answer[1] if len(answer) > 1 and ctx.cues.source_lead.match(lead) else answer[0]


def _user_overruled(ctx: OutputContext, i: int) -> bool:
    """True when clause `i` lies in a chat user's turn and the reply opens by stating the approval pending ("the
    committee already signed it off" / "According to [5], it is still awaiting the committee"): the user's approval,
    set aside by the reply's own words, is no state of the brief's."""
    first = _user_reply_opening(ctx, i)
    if first is None:
        return False
    said = dataclasses.replace(ctx.clauses[first], text=_said(ctx, first))
    return approval_state(said, ctx.cues, ctx) == "pending"


def _next_turn_clauses(ctx: OutputContext, i: int) -> list[int]:
    """The clauses of the line after clause `i`'s (a statement's reply: `answer_turn` takes only a question's)."""
    line = ctx.clauses[i].line_no
    after = [k for k in range(i + 1, len(ctx.clauses)) if ctx.clauses[k].line_no != line]
    return [k for k in after if ctx.clauses[k].line_no == ctx.clauses[after[0]].line_no] if after else []


def _reply_clauses(ctx: OutputContext, i: int) -> list[int]:
    """The clauses of the turn answering clause `i`'s (`answer_turn`); a chat's speaker named alone on the line between
    is no part of it."""
    answer = answer_turn(ctx, i)
    if answer and _speaker_line(ctx, answer[0]) and answer[0] + 1 < len(ctx.clauses):
        below = ctx.clauses[answer[0] + 1].line_no
        answer = [k for k in range(answer[0] + 1, len(ctx.clauses)) if ctx.clauses[k].line_no == below]
    return answer


def _granting_reply(ctx: OutputContext, i: int) -> list[int]:
    """The clauses of the turn answering clause `i`'s (`_reply_clauses`) when it opens with a yes; else none."""
    answer = _reply_clauses(ctx, i)
    return answer if answer and _answer_grants(ctx, ctx.clauses[answer[0]].text) else []


def _user_premise(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """True when the clause lies in a chat user's turn (`alignment.user_turns`) and the assistant's reply after it, up
    to the user's next turn, names the item again: the user's premise, which the reply confirms or corrects."""
    turns = user_turns(ctx)
    n = next((k for k, (s, e) in enumerate(turns) if s <= clause.start and clause.end <= e), None)
    if n is None:
        return False
    reply = ctx.text[turns[n][1]:turns[n + 1][0] if n + 1 < len(turns) else len(ctx.text)]
    return mentions(item, reply, ctx.lang)


def _user_left_aside(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """True when the clause lies in a chat user's turn whose reply, up to the user's next turn, neither takes it up (an
    opening yes or agreement, `speakers.taken_up`, `Cues.agrees_correction`) nor names the item again: it answers
    another part of the turn, or moves on, and what the user put forward there is no claim of the brief."""
    turns = user_turns(ctx)
    n = next((k for k, (s, e) in enumerate(turns) if s <= clause.start and clause.end <= e), None)
    if n is None:
        return False
    reply = ctx.text[turns[n][1]:turns[n + 1][0] if n + 1 < len(turns) else len(ctx.text)]
    return bool(reply.strip()) and not mentions(item, reply, ctx.lang) \
        and not taken_up(ctx.text, clause.start, clause.end, turns, ctx.lang.layout, ctx.cues.agrees_correction)


def _premise_answered(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """True when the clause lies in a question's turn, beside its question, and the next turn names the item again
    (`answer_turn`): the asker's premise, which the answer's own words confirm or correct."""
    n = next((k for k, c in enumerate(ctx.clauses) if c.start == clause.start), None)
    if n is None or clause.asks or asks(clause.text):
        return False
    return any(mentions(item, ctx.clauses[k].text, ctx.lang) for k in answer_turn(ctx, n))


def _listed_before(ctx: OutputContext, clause: Clause) -> bool:
    """The clause (or its part) lies in a list of the items, or a bare mention, whose stages a later reference tells."""
    return any(a <= clause.start < b for _, spans, _ in item_references(ctx).values() for a, b in spans)


_SUPERSCRIPT = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+")
# (no bracket opens inside it: "（夜班不在范围内 [4]）" is a remark holding a citation, not one)
# (spaces before it taken from the first of their run only: tried from every space of a long run, "\s*" is quadratic)
_CITATION = re.compile(r"(?<!\s)\s*[\[【〔(（][^\[【〔(（\]】〕)）\n]{0,30}\d[^\[【〔(（\]】〕)）\n]{0,30}[\]】〕)）]")


def grade_negation(ctx: OutputContext, fact: Fact) -> Verdict:
    item = fact.value["item"]
    named = [own_part(ctx, c, fact) for c in ctx.clauses if mentions(item, c.text, ctx.lang)]
    # a chat user's question or claim on the item that the reply leaves aside ("И офис в Мадриде подключаем, да? И что
    # по этапам?" / "По этапам: …"): the user's words, never the brief's; the item is not named by the brief there
    named = [c for c in named if not _user_left_aside(ctx, c, item)]
    if not named:
        other = _other_excluded(ctx, item) or _kin_excluded(ctx)
        if other is not None:
            return Verdict(DISTORTED, f"the exclusion names {other[1]}, not the source's {item['short']}",
                           evidence([other[0]]), "negation.other-item")
        return Verdict(OMITTED, f"{item['short']} (out of scope) not mentioned", [], "negation.absent")
    as_site = _item_as_site(ctx, named)
    # (a question putting the item as the site, which the answer grants and tells again: "That's the Madrid office,
    # isn't it?" / "Yes, that's right. It covers … at the Madrid sales office only": the site's premise, as the answer)
    asked = [c for c in named if c not in as_site and _site_granted(ctx, c, as_site)]
    if as_site and len(as_site) + len(asked) == len(named):
        # the item named only as the workflow's site, in the source's site's stead ("仅限马德里销售办事处的备件订购"): the
        # scope's distortion (`scope.excluded-item-as-site`); of the exclusion the brief says nothing, or tells it of
        # another thing
        other = _other_excluded(ctx, item) or _kin_excluded(ctx)
        if other is not None:
            return Verdict(DISTORTED, f"the exclusion names {other[1]}, not the source's {item['short']}",
                           evidence([other[0]]), "negation.other-item")
        return Verdict(OMITTED, f"{item['short']} named only as the workflow's site, not as out of scope",
                       evidence(as_site), "negation.as-site")
    named += referred(ctx, fact.fact_id)  # "X comes up too. It stays outside the pilot.": the exclusion is X's
    in_scope = [c for c in named if _item_in_scope(ctx, c)]
    if len(in_scope) < len(named):
        # a supposition naming the item ("If X were included, …", "假如把X也纳进来", "Если бы X включили, …") states
        # nothing of its scope when another clause of the brief excludes it
        in_scope = [c for c in in_scope if not _supposed(ctx, c)]
        # a message's header line naming the item ("To: night-shift colleagues", "Кому: сотрудникам ночной смены"):
        # whom the notice is addressed to, nothing of the item's scope
        in_scope = [c for c in in_scope if not header_line(ctx.text, c.start, ctx.lang.layout)]
    if any(not c.asks for c in named):
        # a question left unanswered on its line ("> … and is Madrid included?", the reader's, quoted before the
        # answer), or answered with no yes ("why Gdansk and not Madrid?" / "Gdansk was picked because …"), asks
        # about the item's scope and says nothing of it; the brief's other clauses tell it
        in_scope = [c for c in in_scope if not (c.asks and not _answer_grants(ctx, c.answer))]
        # the asker's premise beside its question ("Q: are you sure? I thought it was the Madrid office"), the item
        # named again in the answer: what the answer says of it stands
        in_scope = [c for c in in_scope if not _premise_answered(ctx, c, item)]
        # a chat user's question or claim on the item ("马德里那边也在里面吗？", "and the night shift is part of it too"),
        # the reply naming the item again ("马德里…明确不在试点范围内", "No — … out of scope"): the reply's words tell its
        # scope, whatever yes it opens with for another question (a reply taking the item in names it in scope itself)
        in_scope = [c for c in in_scope if not _user_premise(ctx, c, item)]
    if len(in_scope) < len(named):
        # a list of the items whose stages and exclusion are told after it ("three pieces of work: A, B and C. The
        # first …"), or a bare mention a pronoun then excludes: the list says nothing of the item's scope
        in_scope = [c for c in in_scope if not _listed_before(ctx, c)]
    as_work = [c for c in in_scope if stage(c, ctx.cues, ctx.lang.layout) is not None]
    if as_work:
        said = stage(as_work[0], ctx.cues, ctx.lang.layout)
        return Verdict(DISTORTED, f"negation lost: {item['short']} reported as {said} work, " \
            "not as out of scope", \
            evidence(as_work), "negation.listed-as-work")
    if in_scope:
        return Verdict(DISTORTED, f"negation lost: {item['short']} described as in scope",
            evidence(in_scope), "negation.in-scope")
    # the item's scope told as not settled yet ("Night shift: whether it is included has not been decided"), where no
    # other clause excludes it outright: a wrong state of an item the source excludes
    undecided = [c for c in named if _told_undecided(ctx, c)]
    if undecided and all(c in undecided or c.in_sources for c in named):
        return Verdict(DISTORTED, f"{item['short']} told as undecided, where the source excludes it",
                       evidence(undecided + [r for c in undecided for r in _item_free_rest(ctx, c)]), "negation.undecided")
    # excluded now, but said to come in later ("to be added in a later phase", "перенесён на следующий этап"): an
    # invented plan for the item
    # (the plan may follow in the next clause of its sentence, which names no other item: "X is not part of the
    # pilot; it is expected to be picked up in a later phase")
    # (and a question about the item, in its answer: "What about X? - Out for now; it comes in at phase two")
    # (a chat user's "later" the reply does not take up with a yes is the user's, never the brief's: "and the gateway
    # comes later?" / "No, it is out of scope"; the reply's own words are read as theirs)
    later = [(c, said) for c in named if not c.in_sources
             for said in [*([] if _user_premise_denied(ctx, c, item) else [c, *_item_free_rest(ctx, c, timed=True)]),
                          *_answer_of(c)] if any(
        # "not to be added later" plans nothing; a negation in an earlier part of the clause is the exclusion's ("не
        # включены — их подключат позже": excluded now, brought in later)
        not ctx.cues.negation_before.search(_PART_BREAK.split(told[:m.start()])[-1])
        and not _supposed_plan(ctx, said, told, m.start()) and not _silent_on_plan(ctx, told, m)
        for told in [_CITATION.sub("", said.text)] for m in ctx.cues.deferred.finditer(told))]
    # (an exclusion said outright as firm, "X明确不在本次试点范围内，计划在第二阶段再纳入", tells the source's exclusion:
    # the plan after it is the brief's own, an addition; a plan told beside a plain exclusion elsewhere in the brief
    # still puts the item off)
    if later and all(ctx.cues.firm_exclusion.search(c.text) and excluded(c, ctx.lang) for c, _ in later):
        ctx.own_plans += [span for span in dict.fromkeys(_plan_span(ctx, said) for _, said in later) if span is not None]
    elif later:
        return Verdict(DISTORTED, f"{item['short']} excluded, but reported as put off to a later phase",
            evidence([c for c, _ in later] + [said for _, said in later]), "negation.deferred")
    # the clause excluding the item after it names it ("至于X，它被排除在外") is part of what the label rests on
    told = [x for c in named if (x := _exclusion_next(ctx, c)) is not None and x not in named]
    # and so are the lines its wrapped exclusion runs on to, when it needs them
    told += [n for c in named if not c.in_sources and not excluded(c, ctx.lang) and not _excluded_next(ctx, c)
             and _excluded_wrapped(ctx, c) for n in _wrapped_neighbours(ctx, c) if n not in told]
    return Verdict(CORRECT, f"{item['short']} stated as out of scope", evidence(named + told), "negation.excluded")


def _user_premise_denied(ctx: OutputContext, clause: Clause, item: dict) -> bool:
    """True when the clause is a chat user's premise on the item (`_user_premise`) and the reply does not open with a
    yes: the reply, naming the item again, tells its scope in its own words."""
    if not _user_premise(ctx, clause, item):
        return False
    turns = user_turns(ctx)
    end = next(e for s, e in turns if s <= clause.start and clause.end <= e)
    return not _answer_grants(ctx, ctx.text[end:].strip())


def _silent_on_plan(ctx: OutputContext, told: str, m: re.Match[str]) -> bool:
    """True when the deferral `m` lies in a remark that the notes say nothing of it ("the notes say nothing about adding
    it later", "о том, чтобы их потом включить, в абзацах ничего нет", "笔记里没有提到以后纳入"): what the notes lack,
    no plan. A contrast or a sentence's end between the two parts them ("…, but it will be added later")."""
    layout = ctx.lang.layout
    for s in layout.source_silent.finditer(told):
        between = told[s.end():m.start()] if s.end() <= m.start() else told[m.end():s.start()]
        if not layout.silence_turn.search(between) and not _SENTENCE_END.search(between):
            return True
    return False


def _plan_span(ctx: OutputContext, said: Clause) -> Span | None:
    """Where the plan to bring an item in later lies in a clause: from the part holding the deferral ("…，计划在第二阶段
    再纳入", "…; they will be added in a later phase") to the clause's end."""
    m = ctx.cues.deferred.search(said.text)
    if m is None:
        return None
    breaks = [b.end() for b in _PART_BREAK.finditer(said.text, 0, m.start())]
    # (a clause of its own is the plan whole: "计划在第二阶段再纳入"; one that also excludes the item, from the deferral on)
    start = said.start + (breaks[-1] if breaks else m.start() if excluded(said, ctx.lang) else 0)
    return (start + len(ctx.text[start:said.end]) - len(ctx.text[start:said.end].lstrip()), said.end)


def _told_undecided(ctx: OutputContext, clause: Clause) -> bool:
    """True when the clause naming the item, or the clauses after it in its sentence that name no other item, tell
    its scope as not settled ("X: whether it is included has not been decided", "X是否纳入试点，目前还没有定论") and,
    read without those words, exclude it nowhere ("X is out of scope; whether that changes is still open" excludes)."""
    if clause.in_sources:
        return False
    told = [clause, *_item_free_rest(ctx, clause)]
    if not any(ctx.cues.undecided.search(c.text) for c in told):
        return False
    # (a question choosing between a word and its negation, "要不要纳入", asks; its negation excludes nothing)
    plain = [ctx.cues.either_or.sub(lambda m: m.group("w"), ctx.cues.undecided.sub(" ", c.text)) for c in told]
    return not any(excluded(dataclasses.replace(c, text=t), ctx.lang) for c, t in zip(told, plain, strict=True))


def _item_in_scope(ctx: OutputContext, clause: Clause) -> bool:
    """The clause names the out-of-scope item with no exclusion of it: in its words, the next clause's, its wrapped
    line's or after a form's label."""
    return not clause.in_sources and not excluded(clause, ctx.lang) and not _excluded_next(ctx, clause) \
        and not _excluded_wrapped(ctx, clause) and not _excluded_after_form_label(ctx, clause)


def _item_as_site(ctx: OutputContext, named: list[Clause]) -> list[Clause]:
    """The clauses naming the out-of-scope item, a place, not excluded, in a sentence that names the workflow, where no
    clause of the brief names the source's site but as excluded ("仅限马德里销售办事处的备件订购", "Spare parts ordering, Madrid
    sales office only"): the excluded item told as the workflow's site, in the site's stead."""
    scope = ctx.material.fact("scope")
    process, site = scope.value["process"], scope.value["site"]
    oos = ctx.material.fact("out_of_scope").value["item"]
    if not any(i.place and list(i.patterns) == list(oos["patterns"]) for i in ctx.lang.pools.out_of_scope_items):
        return []  # (a system or a shift named beside the workflow is no site of it)
    if any(mentions(site, c.text, ctx.lang) and not _site_excluded(ctx, c, scope, oos)
           for c in ctx.body if not c.in_sources):
        return []
    said = {c.sentence_start for c in ctx.body if not c.in_sources and mentions(process, c.text, ctx.lang)}
    # (or in the sentence right beside the workflow's on its line, the place told apart: "At the Madrid sales office.
    # It covers container booking there only.")
    return [c for c in named if (c.sentence_start in said or any(_next_sentence(ctx, a, b) for s in said
            for a, b in ((c.sentence_start, s), (s, c.sentence_start)))) and _item_in_scope(ctx, c)]


def _site_granted(ctx: OutputContext, clause: Clause, as_site: list[Clause]) -> bool:
    """True when the clause lies in a question's turn whose answer opens with a yes and names the item as the
    workflow's site (`_item_as_site`)."""
    n = next((k for k, c in enumerate(ctx.clauses) if c.start == clause.start), None)
    answer = answer_turn(ctx, n) if n is not None else []
    return bool(answer) and _answer_grants(ctx, ctx.clauses[answer[0]].text) and \
        any(ctx.clauses[k] in as_site for k in answer)


def _next_sentence(ctx: OutputContext, first: int, second: int) -> bool:
    """True when the sentence starting at `second` follows the one starting at `first` on the same line."""
    between = ctx.text[first:second]
    return first < second and "\n" not in between and len(_SENTENCE_END.findall(between)) == 1 and \
        bool(_SENTENCE_END.search(between.rstrip(" \t")[-1:]))


def _other_excluded(ctx: OutputContext, item: dict) -> tuple[Clause, str] | None:
    """A clause excluding, in the source's item's stead, another excluded item of the pools or the source's own site
    ("Customs declarations are not part of the pilot", where the notes exclude the Madrid sales office): the
    exclusion told of the wrong item, the fact's distortion (no claim of its own). The clause and the item's name."""
    scope = ctx.material.fact("scope").value
    pool = [{"patterns": list(i.patterns), "short": i.short} for i in ctx.lang.pools.out_of_scope_items
            if list(i.patterns) != list(item["patterns"])] + [scope["site"]]
    for c in ctx.body:
        if c.in_sources or mentions(scope["process"], c.text, ctx.lang) or not _body_excluded(ctx, c):
            continue
        said = next((i["short"] for i in pool if mentions(i, c.text, ctx.lang)), None)
        if said is not None:
            return c, said
    return None


def _body_excluded(ctx: OutputContext, clause: Clause) -> bool:
    """`excluded`, read once for each of the brief's clauses: the rules looking for an exclusion told of another thing
    read every clause, and on a long one the read is slow."""
    return ctx.once("clause excluded", f"{clause.start}-{clause.end}", lambda: excluded(clause, ctx.lang))


def _kin_excluded(ctx: OutputContext) -> tuple[Clause, str] | None:
    """A clause excluding a thing of the kind the pools exclude that is none of their items ("the weekend shift is
    explicitly out of scope", where the notes exclude the night shift; "the Oslo sales office is not part of it"): the
    exclusion told of an invented or near thing in the source item's stead, the fact's distortion (no claim of its
    own). A clause naming a fact's item, the approval or the budget, or excluding only "the others" or "anything else",
    names no such thing. The clause and the thing's words."""
    scope = ctx.material.fact("scope").value
    known = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS] + [scope["process"], scope["site"]] + [
        d for key in ("processes", "sites") for d in ctx.material.distractors.get(key, [])]
    kinds = [i.short for i in ctx.lang.pools.out_of_scope_items]
    own = ctx.material.fact("out_of_scope").value["item"]
    for c in ctx.body:
        if c.in_sources or (c.asks and not c.answer):
            continue
        said = c.answer if c.asks else c.text
        if any(mentions(i, said, ctx.lang) for i in known) or ctx.cues.approval_word.search(said) \
                or ctx.cues.budget.search(said) or not _body_excluded(ctx, c) or not _own_exclusion(ctx, c):
            continue
        # the thing's words: no label, citation or exclusion word, nor the "yes" answering whether anything is left out
        thing = ctx.cues.exclusion.sub(" ", _CITATION.sub(" ", strip_label(said, ctx.lang.layout))).strip(_MARKS)
        answer = ctx.lang.layout.yes.match(thing) or ctx.lang.layout.no.match(thing)
        thing = thing[answer.end():].strip(_MARKS) if answer else thing
        if re.search(r"\d", thing) or ctx.cues.unnamed_other.search(thing) or ctx.cues.none_other.search(thing) or \
                ctx.cues.empty_item.match(thing) or ctx.lang.layout.unnamed_item.search(thing) or \
                ctx.lang.layout.source_silent.search(thing):
            continue
        kin = next((k for k in kinds if _kin(thing, k, ctx.lang.code)), None)
        if kin is not None and not _spelt_like(thing, own["short"], ctx.lang.code):
            return c, f"'{thing}'"
    return None


_MARKS = " -—–:：*_.。,，;；!！"


def _own_exclusion(ctx: OutputContext, clause: Clause) -> bool:
    """The clause excludes in its own words, its answer's or its line's label, or as a list line under an exclusion's
    heading: a list label carried on to a line of another field ("Out of scope: ███" / "Pilot sponsor: — X") is
    none of its own."""
    if clause.label != "out_of_scope" or clause.asks:
        return True
    line = ctx.text[ctx.text.rfind("\n", 0, clause.start) + 1:clause.end]
    return _LIST_LINE.match(line) is not None or excluded(dataclasses.replace(clause, label=None), ctx.lang)


def _spelt_like(text: str, name: str, code: str) -> bool:
    """Every word of the item's name has a word of the text spelt nearly so ("Warenty claims" for warranty claims):
    the source's item misspelt, not another thing of its kind (a misspelling the grader does not read stays
    unknown). Read in spaced scripts only."""
    if code == "zh":
        return False
    words = [w.lower() for w in re.findall(r"[^\W\d_]{4,}", text)]
    return all(any(difflib.SequenceMatcher(None, a, b).ratio() >= 0.75 for b in words)
               for a in (w.lower() for w in re.findall(r"[^\W\d_]{4,}", name)))


def _kin(text: str, name: str, code: str) -> bool:
    """The text names a thing of the named item's kind: a word of it sharing its stem (four letters or more, all but
    the last of the shorter word: "shift"/"shifts", "смена"/"смены"); in Chinese, two characters of it in a row
    or the last character of a short name, its head ("周末班" beside "夜班")."""
    if code == "zh":
        return any(name[i:i + 2] in text for i in range(len(name) - 1)) or len(name) <= 3 and name[-1] in text
    words = [w.lower() for w in re.findall(r"[^\W\d_]{4,}", text)]
    for a in (w.lower() for w in re.findall(r"[^\W\d_]{4,}", name)):
        for b in words:
            shared = len(os.path.commonprefix([a, b]))
            if shared >= 4 and shared >= min(len(a), len(b)) - 1:
                return True
    return False


_COORDINATOR = re.compile(r"(?:^|\s)(?:and|or|nor|и|или)(?:\s|$)|\sas well as\s|\sа также\s|[、和与及跟同]", re.IGNORECASE)
_ONLY = re.compile(r"\bonly\b|\bтолько\b|仅|只", re.IGNORECASE)


def _answer_of(clause: Clause) -> list[Clause]:
    """A question's answer as a clause of its own words (none for a clause that asks nothing or is unanswered)."""
    if not clause.asks or not clause.answer:
        return []
    return [dataclasses.replace(clause, text=clause.answer, asks=False, answer="", label=None)]


def _excluded_together(ctx: OutputContext, clause: Clause, process: dict, oos: dict) -> bool:
    """The workflow and the out-of-scope item joined as one subject of an exclusion after both ("A and B are both
    left out", "A和B都不在范围内", "A и B не входят"): the exclusion is said of the workflow too."""
    text = clause.text
    a = [m.span() for m in item_matches(process, text, ctx.lang)]
    b = [m.span() for m in item_matches(oos, text, ctx.lang)]
    if not a or not b:
        return False
    (_, e1), (s2, e2) = sorted([a[0], b[0]])
    # what joins them: the rest of the first item's words, a joining word, the first words of the second item; no
    # comma (a comma ends one statement: "X only, Y excluded") and no word of its own
    between = text[e1:s2]
    if len(between) > 30 or re.search(r"[,，;；]", between) or _ONLY.search(between) \
            or not _COORDINATOR.search(between) or ctx.cues.exclusion.search(between):
        return False
    return excluded(dataclasses.replace(clause, text=text[e2:], label=None), ctx.lang)


def _set_aside(ctx: OutputContext, clause: Clause) -> bool:
    """True when what the clause names is no claim of the pilot's: a chat user's turn whose reply rejects or corrects
    it (`_user_rejected`: "that's the Lyon office pilot, isn't it?" / "It's Leeds, actually"), or a remark that the
    notes do not name the thing (`Layout.source_silent`: "没有提到波尔图", "the notes don't mention Porto")."""
    n = next((k for k, c in enumerate(ctx.clauses) if c.start == clause.start), None)
    if n is None:
        return False
    if any(s <= clause.start and clause.end <= e for s, e in user_turns(ctx)):
        return _user_rejected(ctx, n)
    # (not the notes naming only it: "笔记里只提到波尔图" gives the site)
    return bool(ctx.lang.layout.source_silent.search(clause.text)) and bool(
        ctx.cues.negated.search(clause.text) or not _ONLY.search(clause.text))


def grade_scope(ctx: OutputContext, fact: Fact) -> Verdict:
    process, site = fact.value["process"], fact.value["site"]
    oos = ctx.material.fact("out_of_scope").value["item"]
    proc = [c for c in ctx.clauses if mentions(process, c.text, ctx.lang)]
    sites = [c for c in ctx.clauses if mentions(site, c.text, ctx.lang)]
    others = [d for key in ("processes", "sites") for d in ctx.material.distractors.get(key, [])]
    kept = [c for c in ctx.body if not _set_aside(ctx, c)]
    wrong = [d["short"] for d in others if any(mentions(d, c.text, ctx.lang) for c in kept)]
    if wrong:
        # the clause naming the other workflow or site is the distortion's too ('"workflow": "<another>"'): no claim of
        # its own beside it
        named = [c for c in kept if any(mentions(d, c.text, ctx.lang) for d in others) and c not in proc + sites]
        return Verdict(DISTORTED, f"scope names {wrong[0]}, which the source does not",
            evidence(proc + sites + named), "scope.other-item")
    # an exclusion word belongs to the out-of-scope item when both share a clause
    covered = [c for c in proc if c.in_sources or not excluded(_past_answer_no(ctx, c), ctx.lang)
               or _kept_in(ctx, c, process) or (
        mentions(oos, c.text, ctx.lang) and not _excluded_together(ctx, c, process, oos))]
    if proc and not covered:
        return Verdict(DISTORTED, f"{process['short']} described as excluded", evidence(proc), "scope.excluded")
    told = [c for c in sites if not c.in_sources]
    out = [c for c in told if _site_excluded(ctx, c, fact, oos)]
    if out and len(out) == len(told):
        # the source's site named only as excluded ("X at the Madrid sales office only; the Gdansk depot is out of
        # scope": the site and the excluded item swapped): the scope told without its site, and against it
        return Verdict(DISTORTED, f"the {site['short']} described as excluded, where the source has "
                       f"{process['short']} there", evidence(covered + out), "scope.site-excluded")
    kind = _other_kind(ctx, sites, site) if covered else None
    if kind is not None:
        clause, said = kind
        return Verdict(DISTORTED, f"{process['short']} at {said}, another kind of site than the source's (source: the "
                       f"{site['short']})", evidence(covered + [clause]), "scope.other-kind")
    widened = _widened(ctx, sites, process, site) if covered else None
    if widened is not None:
        clause, said = widened
        return Verdict(DISTORTED, f"{process['short']} told beyond the {site['short']} ({said}), where the source "
                       "has it at that site only", evidence(covered + [clause]), "scope.widened")
    if covered and sites:
        return Verdict(CORRECT, f"{process['short']} at the {site['short']}",
            evidence(covered + sites), "scope.workflow-and-site")
    as_site = _item_as_site(ctx, [c for c in ctx.body if mentions(oos, c.text, ctx.lang)]) if covered else []
    if as_site:
        # the excluded item told as the workflow's site, the source's site unnamed: the scope at the wrong place
        return Verdict(DISTORTED, f"{process['short']} at the {oos['short']}, which the source excludes (source: the "
                       f"{site['short']})", evidence(covered + as_site), "scope.excluded-item-as-site")
    placed = _other_place(ctx, covered)
    if placed is not None:
        clause, place = placed
        return Verdict(DISTORTED, f"{process['short']} at {place}, a site the source does not name (source: the "
                       f"{site['short']})", evidence(covered + [clause]), "scope.other-site")
    if covered:
        return Verdict(OMITTED, f"partly stated: {process['short']} without the site ({site['short']})",
            evidence(covered), "scope.partial")
    slot = _work_item_as_workflow(ctx, told)
    if slot is not None:
        # another work item of the notes told as what the pilot covers at the site ("仅涵盖利兹办公室的测试账户迁移"): the
        # scope stated wrong, not partly
        clause, said = slot
        return Verdict(DISTORTED, f"{said} at the {site['short']} given as the workflow (source: {process['short']})",
                       evidence([clause]), "scope.work-item-as-workflow")
    if sites:
        return Verdict(OMITTED, f"partly stated: the {site['short']} without the workflow ({process['short']})",
            evidence(sites), "scope.partial")
    return Verdict(OMITTED, "scope not stated", [], "scope.absent")


def _work_item_as_workflow(ctx: OutputContext, told: list[Clause]) -> tuple[Clause, str] | None:
    """A clause naming the source's site, not as excluded, beside a work item of the notes (the done or the planned
    one) whose stage it does not tell, where the workflow is named nowhere: that item in the workflow's slot. The
    clause and the item's name."""
    items = [ctx.material.fact(f).value["item"] for f in _STAGE_FACTS]
    for c in told:
        if excluded(c, ctx.lang) or stage(c, ctx.cues, ctx.lang.layout) is not None:
            continue
        said = next((i["short"] for i in items if mentions(i, c.text, ctx.lang)), None)
        if said is not None:
            return c, said
    return None


def _site_excluded(ctx: OutputContext, clause: Clause, fact: Fact, oos: dict) -> bool:
    """The clause names the source's site as excluded, alone: neither the workflow nor the excluded item beside it
    (whose exclusion the word would be), no "only" ("only the Gdansk depot, no other site") and not as the one thing
    a negation over the rest spares ("no site other than the Gdansk depot")."""
    process, site = fact.value["process"], fact.value["site"]
    # ('<site exclusive="true">': a data field's English "exclusive" is the "only", whatever the brief's language)
    own = dataclasses.replace(clause, text=_EXCLUSIVE.sub(" ", clause.text))
    return not mentions(process, clause.text, ctx.lang) and not mentions(oos, clause.text, ctx.lang) \
        and not _ONLY.search(clause.text) and excluded(own, ctx.lang) and not _kept_in(ctx, clause, site)


_EXCLUSIVE = re.compile(r"(?<![A-Za-z])exclusive(?:ly)?(?![A-Za-z])", re.IGNORECASE)


# where one statement of a clause ends and the next begins: "Not every site takes part: only X at Y is in"
_STATEMENT_BREAK = re.compile(r"[:：;；]|\s[—–]\s|——")


def _past_answer_no(ctx: OutputContext, clause: Clause) -> Clause:
    """An answer's words after the "no" opening it, where the clause answers a question ("Can it go to other sites?
    — No, it covers only X at Y"): the "no" denies the question, and the words after it state the scope; any other
    clause as it is."""
    # (a chat's reply opening with its speaker's mark, "Assistant: No, only X at Y", right after the user's turn)
    lead = speaker_label_end(ctx, clause.text)
    lead += len(clause.text[lead:]) - len(clause.text[lead:].lstrip(" \t*_>"))
    no = ctx.lang.layout.no.match(clause.text[lead:])
    asked = any(q.asks and q.answer and q.end <= clause.start and clause.text.strip(" |*_") in q.answer
                and q.answer.startswith(clause.text.strip(" |*_")[:8]) for q in ctx.clauses) or (
        lead > 0 and any(e <= clause.start and not ctx.text[e:clause.start].strip() for _, e in user_turns(ctx)))
    if no is None or not asked or not re.search(r"[^\W\d_]", clause.text[lead + no.end():]):
        return clause
    return dataclasses.replace(clause, text=clause.text[lead + no.end():], label=None)


def _kept_in(ctx: OutputContext, clause: Clause, process: dict) -> bool:
    """True when the workflow is the one thing a contrast keeps in, though the clause holds an exclusion word: named as
    what a negation over everything else spares ("no workflow other than X", "ни один процесс, помимо X, не включён",
    "除了X以外，其他都不…"; read in the clause's sentence, as such a sentence is cut into clauses at its commas), or
    named with "only" in a statement of its own after the one the negation is in ("Not every site takes part: only X
    at Y is in")."""
    offset = clause.start - clause.sentence_start
    spans = [(offset + m.start(), offset + m.end()) for m in item_matches(process, clause.text, ctx.lang)]
    for m in ctx.cues.all_but.finditer(clause.sentence):
        if any(m.start("kept") <= a < m.end("kept") for a, _ in spans):
            return True
    for m in item_matches(process, clause.text, ctx.lang):
        breaks = [b.end() for b in _STATEMENT_BREAK.finditer(clause.text, 0, m.start())]
        if not breaks:
            continue
        own = clause.text[breaks[-1]:]  # the item's own statement, up to the clause's end
        cut = _STATEMENT_BREAK.search(own)
        own = own[:cut.start()] if cut else own
        at = m.start() - breaks[-1]
        if _ONLY.search(own[:at]) and not _excluded_in_words(dataclasses.replace(clause, text=own, label=None),
                                                             ctx.lang):
            return True
    return False


# where a statement ends inside a sentence, for the words around a widening ("X at Y only, other sites later")
_PART_BREAK = re.compile(r"[,，、;；:：]|\s[—–]\s|——")


def _widened(ctx: OutputContext, sites: list[Clause], process: dict, site: dict) -> tuple[Clause, str] | None:
    """The scope told beyond the source's one site, in a sentence naming the workflow and the site: over every site
    ("at every depot, starting with Y", "на всех площадках …, начиная с Y", "在所有站点推行，先从Y开始"), the site as
    where it begins ("starting with Y", "Y first"), or the other sites beside it ("Y and the other sites", "Y only,
    other sites later"). A widening denied in its own part of the sentence ("not at every site", "других площадок
    нет", "而不是所有站点") tells the "only" again. The clause and the words, or None. A roll-out in a sentence of its
    own that does not name the site ("after the pilot it goes to every site") is a claim of its own, no scope."""
    cues = ctx.cues
    for c in sites:
        if c.in_sources or (c.asks and not c.answer) or not mentions(process, c.sentence, ctx.lang):
            continue
        sentence = c.sentence
        for m in cues.widened.finditer(sentence):
            cuts = [b.end() for b in _PART_BREAK.finditer(sentence, 0, m.start())]
            end = _PART_BREAK.search(sentence, m.end())
            part = sentence[cuts[-1] if cuts else 0:end.start() if end else len(sentence)]
            # (a ranking in its part, "…在全公司最大", compares the site with the rest: the rest is not covered)
            if not (cues.exclusion.search(part) or cues.negated.search(part) or cues.none_other.search(part)
                    or cues.instead.search(part) or ctx.lang.layout.no.search(part) or cues.ranked.search(part)):
                # the clause the widening is told in is the label's too ("…，其他站点以后再说"): no claim of its own
                at = c.sentence_start + m.start()
                return next((x for x in ctx.clauses if x.start <= at < x.end), c), m.group().strip()
        for m in item_matches(site, sentence, ctx.lang):
            before, after = sentence[max(0, m.start() - 40):m.start()], sentence[m.end():m.end() + 30]
            said = cues.first_site.search(before) or cues.site_first.match(after)
            if said is not None:
                return c, said.group().strip()
            joined = _joined_site(ctx, sentence, _site_words_end(ctx, sentence, m.end(), site))
            if joined is not None:
                return c, joined
    return None


def _site_words_end(ctx: OutputContext, sentence: str, at: int, site: dict) -> int:
    """Where the site's own words end, its place named up to `at`: past the rest of the place's word and the words of
    the site's phrase after it ("Porto| service centre", "Лидс|е", "格但斯克|仓储站")."""
    phrase = site["phrase"].lower()
    if ctx.lang.code == "zh":
        rest = sentence[at:at + len(phrase)].lower()
        return at + next((k for k in range(len(rest), 0, -1) if rest[:k] in phrase), 0)
    own = {w[:4] for w in re.findall(r"[^\W\d_]+", phrase)}
    tail = re.match(r"[^\W\d_]*", sentence[at:])
    at += len(tail.group()) if tail else 0
    while (word := re.match(r"\s+([^\W\d_]+)", sentence[at:])) is not None and word.group(1).lower()[:4] in own:
        at += word.end()
    return at


def _joined_site(ctx: OutputContext, sentence: str, at: int) -> str | None:
    """The words joining another place or unit to the site that ends at `at` ("Y and its satellite offices", "Y和各办公室",
    "Y, а также его филиалы"), unless their part of the sentence denies or excludes it ("Y and no other office", "Y
    and the Madrid office is out of scope"), keeps the one site ("Y, and that site only") or names the item the source
    excludes (that item told as in scope is the exclusion's distortion); None without such words."""
    cues = ctx.cues
    said = cues.joined_site.match(sentence[at:])
    if said is None:
        return None
    end = _PART_BREAK.search(sentence, at + said.end())
    part = sentence[at:end.start() if end else len(sentence)]
    if cues.exclusion.search(part) or cues.negated.search(part) or cues.none_other.search(part) \
            or cues.instead.search(part) or _ONLY.search(part) \
            or mentions(ctx.material.fact("out_of_scope").value["item"], part, ctx.lang):
        return None
    return said.group().strip(" ,，")


def _site_kind(m: re.Match[str]) -> str:
    return re.sub(r"\s+", " ", m.group("kind").lower())[:3]


def _other_kind(ctx: OutputContext, sites: list[Clause], site: dict) -> tuple[Clause, str] | None:
    """The source's place named with another of the pools' kinds of site ("purchase order intake, Leeds warehouse"
    for the Leeds office, "склад в Порту" for the service centre there): the scope given at another site. The
    clause and the site's words, or None. A place and kind the source itself writes is no other site."""
    own = ctx.cues.site_place.search(site["phrase"])
    if own is None:
        return None
    source = re.sub(r"\s+", " ", ctx.material.known_text.lower())
    for c in sites:
        if c.in_sources:
            continue
        # (and read from the place on: "坦佩雷仓库的…" has no label or 在 before it)
        found = list(ctx.cues.site_place.finditer(c.text)) + [
            m for p in item_matches(site, c.text, ctx.lang) if (m := ctx.cues.site_place.match(c.text[p.start():]))]
        for m in found:
            if _site_kind(m) == _site_kind(own) or not mentions(site, m.group("place"), ctx.lang):
                continue
            said = m.string[min(m.start("place"), m.start("kind")):max(m.end("place"), m.end("kind"))].strip()
            if re.sub(r"\s+", " ", said.lower()) in source:
                continue
            return c, said
    return None


def _other_place(ctx: OutputContext, covered: list[Clause]) -> tuple[Clause, str] | None:
    """A site of the pools' kinds at a place the source never names ("invoice matching at the Oulu plant", "Site:
    Lisbon service centre" on the line after the workflow's), said of the workflow where the source's site is not
    named: the scope given at another site. The clause and the site's words, or None. A pool item's own words
    ("Madrid sales office") and a place the source or the prompt names are no other site."""
    lines = {c.line_no for c in covered if not c.in_sources}
    near = [c for c in ctx.body if c in covered or any(abs(c.line_no - n) <= 1 for n in lines)]
    pools = ctx.lang.pools
    items = [{"patterns": list(i.patterns)} for pool in (pools.processes, pools.sites, pools.done_items,
                                                          pools.planned_items, pools.out_of_scope_items) for i in pool]
    source = ctx.material.known_text.lower()
    known = {w[:5] for w in re.findall(r"[^\W\d_]+", source)}
    for c in near:
        taken = [m.span() for i in items for m in item_matches(i, c.text, ctx.lang)]
        for m in ctx.cues.site_place.finditer(c.text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            place = m.group("place").lower()
            if place in source if ctx.lang.code == "zh" else place[:5] in known:
                continue
            # the site's words: from its place's name on, or the whole match where the name ends it ("заводе в Оулу")
            return c, c.text[m.start() if m.end("place") == m.end() else m.start("place"):m.end()].strip()
    return None
