"""Deterministic grading of a generated brief (or a one-fact answer) against the SOURCE material,
never against another output (seed 000 section 7).

Each required fact is `correct`, `omitted` or `distorted`; additions the source does not support
(dates, amounts, numbers, progress claims, invented plans) are listed as `unsupported`; each stated
fact's citation is `correct` (cites the paragraph holding it), `incorrect` or `missing`.
Every label carries its evidence: the brief's span it rests on, the rule that decided, and `clear` or `uncertain`
(`confidence`: why a person should look). A brief in a language without rules is `not gradable`.
The rules are phrase-level heuristics, pinned by tests on hand-written outputs. The work is split by
job: `context` (the output prepared once), `brief_rules` / `answer_rules` (one rule per fact kind,
dispatched through `kinds.KINDS`), `citations`, `additions`; this module runs them.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace

from kvtrial.facts.additions import pointer_stage, unsupported_additions
from kvtrial.facts.alignment import (
    align,
    card_owner,
    claim_parts,
    measure_judged,
    place_additions,
    restated_in_form,
    risk_items,
    risk_rows,
    stage_echoed,
    story_frame,
    supposed_consequence,
    user_turns,
)
from kvtrial.facts.boards import board_read
from kvtrial.facts.brief_rules import (
    approval_by_own_title,
    approval_conditions,
    background_approver_named,
    joint_bodies,
    later_reviews,
    other_approvals,
    own_approver_told,
)
from kvtrial.facts.citations import citation_state, source_line_citations
from kvtrial.facts.claims import Claim, answers_run_on, split_claims
from kvtrial.facts.compared import other_side_blanked
from kvtrial.facts.confidence import doubts, label_span
from kvtrial.facts.context import (
    OutputContext,
    borrowed_as_own,
    config_as_data,
    csv_fields_as_data,
    ical_as_data,
    keyed_states_joined,
    log_as_data,
    paired_roles_read,
    refuted_myths_blanked,
    riddles_answered,
    sql_as_data,
    superseded_blanked,
    toml_as_data,
    xml_as_data,
    yes_no_columns_read,
)
from kvtrial.facts.exercises import exercises_read
from kvtrial.facts.fillers import fillers_blanked
from kvtrial.facts.grades import (
    CITATION_STATES,
    CORRECT,
    DISTORTED,
    LABELS,
    NOT_GRADABLE,
    OMITTED,
    AnswerGrade,
    Confidence,
    FactGrade,
    FactGrades,
    Label,
    NotChecked,
    Unsupported,
)
from kvtrial.facts.kinds import rules_for
from kvtrial.facts.language_check import not_gradable_reason
from kvtrial.facts.languages import LANGUAGE_CODES, Language, data_keys, get_language
from kvtrial.facts.legend import legend_read
from kvtrial.facts.log_lines import log_lines_read
from kvtrial.facts.markup import rendered
from kvtrial.facts.material import Material, Question
from kvtrial.facts.misspelt import misspelt_names_read
from kvtrial.facts.parse import without_citations
from kvtrial.facts.quiz import quiz_read
from kvtrial.facts.retracted import corrected_roles
from kvtrial.facts.speakers import bare_reply_only, chat_user_turns, inside_turns, rejects_only, said_only_in, user_values_blanked
from kvtrial.facts.step_days import minutes_meetings, step_days
from kvtrial.facts.template_slots import slot_digits_masked
from kvtrial.facts.thinking import thinking_blanked
from kvtrial.records.fact_grades import ClaimAlignment

__all__ = [
    "CITATION_STATES", "CORRECT", "DISTORTED", "LABELS", "NOT_GRADABLE", "OMITTED", "AnswerGrade", "Confidence",
    "FactGrade", "FactGrades", "Label", "NotChecked", "Unsupported", "grade_answer", "grade_output",
]


def _not_gradable(material: Material, reason: str) -> FactGrades:
    facts = [FactGrade(f.fact_id, NOT_GRADABLE, f.kind, reason, f.paragraph, rule="language",
                       confidence=Confidence.UNCERTAIN, doubts=(reason,), source=f.sentence) for f in material.facts]
    return FactGrades(material.material_id, facts, [], [], material.language, reason)


def _corrected_roles(text: str, language: str) -> dict[tuple[int, int], str]:
    if language not in LANGUAGE_CODES:
        return {}  # a language without rules: not gradable, said later
    lang = get_language(language)
    return corrected_roles(text, lang.cues, lang.forms)


def grade_output(material: Material, text: str) -> FactGrades:
    """Grade one generated brief against the material's source facts. A brief in a language without rules (or not
    in the material's language) is `not gradable`, with the reason, never graded."""
    unblanked = text  # (what the user's turns say, read where a reply rejects it: "No, not euros.")
    text = refuted_myths_blanked(text, material)  # "Myth: … / Fact: …": the rejected claim is none of the brief's
    text = other_side_blanked(text, material)  # "| last year's trial (not this pilot) | …": the other side is none of it
    # a correction's standing date told with no role of its own takes the one of the date it sets aside, read before
    # that date is blanked
    corrected = _corrected_roles(text, material.language)
    text = superseded_blanked(text, material.language)  # "~~EUR 76,000~~ EUR 67,000": the old value is none of its
    text = thinking_blanked(text, material.language)  # "<think>… 4 June? no, 14 June …</think>": the model's working
    text = user_values_blanked(text, material.language)  # "User: I was told CHF 19,500": no value of the brief
    text = fillers_blanked(text, material.language)  # "the Madrid office, uh, is not part of it": reads on across it
    text = slot_digits_masked(text, material.language)  # "20XX年X月": a slot left unfilled, no year or count read
    text = rendered(text)  # an HTML or LaTeX brief is the text it renders: its tags and commands are no words of it
    text = quiz_read(text, material.language)  # a quiz asserts each question with its keyed option, no distractor
    text = xml_as_data(text)  # an XML brief is a data brief: its tags are keys, no words of the brief
    text = config_as_data(text)  # a config's `key=value` lines: data fields, its `;` comments a YAML comment's
    text = toml_as_data(text)  # a TOML field's `=` is a data key's colon
    text = log_lines_read(text, material.language)  # a log line's stamp, level and event name: the log's, no claim
    text = board_read(text, material.language)  # "(exported 2026-07-20 09:12)": the file's stamp, no date of the pilot
    text = log_as_data(text)  # a log line's `key=value` pairs are data fields, each on a line of its own
    text = sql_as_data(text)  # an SQL INSERT's columns are data keys, each row's values theirs
    text = ical_as_data(text, material.language)  # a calendar event's properties are data fields, its structure none
    text = csv_fields_as_data(text)  # a CSV export of one field a row: its first cells are data keys
    reason = not_gradable_reason(text, material.language)
    if reason is not None:
        return _not_gradable(material, reason)
    text = exercises_read(text, material)  # "The survey is under way. → FALSE. It is planned.": what the exercise states
    text = riddles_answered(text)  # "the data-___ checklist (10): PROTECTION": the clue and its answer, one statement
    text = keyed_states_joined(text)  # items in one section, their states keyed to them in another: one list
    text = paired_roles_read(text, material.language)  # "(start / end): 5 May / 9 June": each role with its date
    text = yes_no_columns_read(text, material.language)  # "| Approved? |  | x |" under "| Yes | No |": "Approved? No"
    text = borrowed_as_own(text, material.language)  # "Erledigt: …", "Goedgekeurd? Ja": the language's own words
    text = legend_read(text, material)  # "Legend: ✅ done · ⏳ planned": the key to the marks, no claim
    text = misspelt_names_read(text, material)  # "shipmnt tracking", "格但思克仓储站": the source's names, misspelt
    ctx = OutputContext(material, text, corrected)
    grades: list[FactGrade] = []
    spans: dict[str, list[tuple[int, int]]] = {}  # what each label rests on: the value's span, else its clause
    for fact in material.facts:
        rules = rules_for(fact.kind)
        before = set(ctx.consumed)
        verdict = rules.in_brief(ctx, fact)
        label, evidence = verdict.label, verdict.evidence
        cited: list[int] = []
        if label != OMITTED:
            for clause, span in evidence:
                cited.extend(ctx.cites_for(clause, span))
            cited.extend(source_line_citations(ctx, fact, rules.named_in))
        cited = sorted(set(cited))
        spans[fact.fact_id] = [span or (clause.start, clause.end) for clause, span in evidence]
        why = doubts(ctx, fact, verdict, ctx.consumed - before)
        grades.append(FactGrade(
            fact.fact_id, Label(label), fact.kind, verdict.detail, fact.paragraph, confidence=Confidence.UNCERTAIN
            if why else Confidence.CLEAR, doubts=tuple(why), span=label_span(ctx, verdict), rule=verdict.rule,
            source=fact.sentence, cited=tuple(cited),
            citation=None if label == OMITTED else citation_state(fact, cited),
            evidence=tuple(c.text.strip() for c, _ in evidence)[:5],
        ))
    omitted = {g.fact_id for g in grades if g.label == OMITTED}
    unsupported, not_checked = unsupported_additions(ctx, omitted, {g.fact_id for g in grades if g.label == DISTORTED})
    # a condition set on an approval already given: one addition each, while the approval stays given
    conditions = approval_conditions(ctx)
    # (a date, a count, an amount or a time frame inside such a condition, "前提是6月底前提交报告", is part of it: counted
    # once, with it; so is a clause of its words read as a claim, "投资委员会要求先补交一份成本明细，之后才会进入审批")
    # (read without its citation: "试点结束前完成[5]" is the condition's "…须在试点结束前完成" cited)
    unsupported = [u for u in unsupported if not (u.kind in ("date", "number", "deadline", "amount", "claim") and any(
        u.text in c or without_citations(u.text, ctx.lang.forms).strip() in c for c in conditions))]
    unsupported += [Unsupported("condition", told, "a condition on the approval the source does not report")
                    for told in conditions]
    # a person of the background named as the approver: the approval distorted, and that person given a role in the
    # pilot is one addition, whatever words name them as approving ("X approved it", not only "approved by X")
    stand_in: Unsupported | None = None  # that person's addition; a role key beside it ('"approver_role": …') is part of it
    # (a pending approval told as given, by a person of the background, is distorted as approved: the same person's role)
    # (where the brief also names the source's own approver as giving it, the person is the approval's second value,
    # counted on the fact: a recap's "<them> signed the pilot off" beside "approved by <the approver>")
    if any(g.rule in ("approval.background-approver", "approval.approved-not-pending") for g in grades) and \
            not own_approver_told(ctx):
        named = background_approver_named(ctx)
        if named and not any(u.kind == "person" and (named in u.text or u.text in named) for u in unsupported):
            stand_in = Unsupported("person", named, "a person of the background paragraphs named as the approver")
            unsupported.append(stand_in)
    second = other_approvals(ctx)  # another body's approval beside the pilot's own: one addition, with its date
    unsupported = [u for u in unsupported if not any(u.text in c.text for c in second)] + [
        Unsupported("approval", c.text.strip(), "an approval by another body or person the source does not report")
        for c in second]
    # a further review told after the approval given, once the pilot has ended: one more sign-off, not a condition
    reviews = later_reviews(ctx)
    unsupported = [u for u in unsupported if not any(u.text in t for t in reviews)] + [
        Unsupported("approval", t, "a further review or sign-off the source does not report") for t in reviews
        if not any(t in c.text or c.text.strip() in t for c in second)]
    unsupported += [Unsupported("approval", body, "a further body named beside the one the pending approval waits on")
                    for body in joint_bodies(ctx) if not any(body in u.text for u in unsupported)]
    # a chat's user turns are the context the assistant answers: a request, a follow-up or a premise there is no
    # addition ("You: shorter please", "Вы: 47? у меня в голове было больше"), whatever the assistant's turns say,
    # nor is it where the assistant's reply only rejects it ("不是31号")
    user_said = user_turns(ctx)
    # (nor where a paragraph citation holds its digits: "不是5月——…批准 [5]" after the user's "5月批的？")
    dates = [(d.mention.start, d.mention.end) for d in ctx.dates] + [(c.start, c.end) for c in ctx.citations] \
        if user_said else []
    written = [unblanked[s:e] for s, e in chat_user_turns(unblanked, ctx.lang.layout)] if user_said else []
    users = {w: said_only_in(ctx.text, w, user_said, ctx.cues.not_value, written, dates)
             for w in {u.text for u in unsupported}} if user_said else {}
    unsupported = [u for u in unsupported if not users.get(u.text)]  # (each text looked up once: a run of additions)
    # a month, a date or a figure inside a row of a risk table ("| Portal | if it slips past 9月, … may not finish |"), or
    # inside a risk listed under a bare heading of risks ("风险：" / "- 如果9月前仍未动工，…可能…"), is part of that risk,
    # which the row or the item counts once
    row_spans = risk_rows(ctx)
    risk_spans = row_spans + risk_items(ctx)
    held = [u for u in unsupported if _held_by_row(ctx.text, u, risk_spans)]
    unsupported = [u for u in unsupported if u not in held]
    claims = split_claims(ctx.text, ctx.lang.layout, ctx.lang.forms.month_number)
    # an answer running on past the facts it gives: its further sentences are claims of their own
    claims = answers_run_on(ctx.text, claims, ctx.lang.layout, [s for held in spans.values() for s in held])
    aligned = align(ctx, claims, spans, omitted, place_additions(ctx.text, unsupported),
                    distorted={g.fact_id for g in grades if g.label == DISTORTED})
    # a claim that restates nothing of the source is an addition, whatever its form (no digit, no name needed)
    # (a sentence claiming several things is one addition per claim; the rules may have named fewer of them)
    # (a claim the brief repeats word for word, as a section written twice, is one claim: counted once)
    told = {(u.kind, u.text.strip()) for u in unsupported}
    computed = sorted(s for s, _ in ctx.computed)  # where the figures computed from the facts start
    role_taken = stand_in in unsupported  # still counted (an addition inside another body's approval gave way to it)
    repeated: set[str] = set()  # the claims already read as additions, by their words
    counted: list[tuple[int, int]] = []  # where the claims counted as additions lie
    starts = [c.start for c in claims]  # where each claim begins: the context over an addition
    for n, a in enumerate(aligned.claims):
        if a.status != "addition" or inside_turns(a.start, a.end, user_said) or \
                _reason_of_added(ctx, aligned.claims[n - 1] if n else None, a, told) or \
                n and _who_they_are(ctx, aligned.claims[n - 1], a, unsupported):
            continue  # ("What's the biggest risk? X. Because it hasn't started, …": the added claim's reason, one with it;
            # "Questions go to X. She's the pilot's coordinator.": who the added person is, one addition with them)
        if n + 1 < len(aligned.claims) and (ctx.lang.layout.lead_in.search(a.text.strip(" ,，;；")) or (
                ctx.lang.layout.frame_lead.search(a.text.strip(" ,，;；")) and not _SENTENCE_CLOSED.search(a.text)
                and not _sized_up(ctx, a.text))):
            continue  # "据项目组估计，…", "according to the team, …": who says the claim after it, no claim of its own;
            # "For a pilot of this size, …": the frame the claim after it is said in (a whole sentence, "Для пилота
            # такого масштаба этой суммы должно хватить.", frames nothing after it: a claim of its own)
        at = bisect.bisect_left(computed, a.start)
        if at < len(computed) and computed[at] < a.end and not ctx.lang.layout.meeting_set.search(a.text) and \
                not ctx.lang.layout.own_view.search(a.text) and not _judged_on(ctx, a.text):
            continue  # "10 weeks + 4 days: the same 74 days in weeks": a figure computed from the facts, said with its unit
            # (a meeting set by it, "разбор — через две недели после старта", is still a claim of its own; so is the
            # writer's own view of it, "Main risk | Tight six-week window leaves little room for slippage";
            # and what the writer foresees from it or judges of it, "12 недель — впритык: …, скорее всего, придётся
            # продлевать")
        if a.text.strip() in repeated or _cut_repeat(ctx, a, repeated):
            continue  # the same claim again, word for word (or cut off at the brief's end): its additions were counted at
            # its first telling
        repeated.add(a.text.strip())
        if role_taken and any(k in data_keys.APPROVER_ROLE_KEYS for k, _, _ in data_keys.pairs(a.text)[:1]):
            continue  # '"approver_role": "项目总监"' beside a person of the background as the approver: that person's addition
        for part in _added_parts(ctx, a, row_spans, unsupported):
            part_at = a.start + max(a.text.find(part), 0)
            if story_frame(ctx, part) or restated_in_form(ctx, part) or stage_echoed(ctx, part_at, part) or \
                    pointer_stage(ctx, part_at, part) or approval_by_own_title(ctx, part) or \
                    rejects_only(ctx.text, part_at, part_at + len(part), user_said, ctx.cues.turn_denies,
                                 ctx.cues.not_value, ctx.lang.forms, unblanked) or \
                    bare_reply_only(ctx.text, part_at, part_at + len(part), user_said, ctx.lang.layout) or \
                    inside_turns(part_at, part_at + len(part), user_said):
                continue  # "как летописец взялся за перо" in a sentence telling a fact: the story's furniture;
                # "…, so that box is ticked": a stage item's stage said again, graded by its fact;
                # "Achievement unlocked: X" for a done X, "the only playable quest": a fact in the form's words;
                # "由总经理亲自审批" where the source's approver is the 总经理: the approval told again by its title;
                # "Model: No, not euros." to the user's "EUR 45,000?": the rejection, the right value after it;
                # "right?" / "Assistant: Yes": the user's words and the bare yes taking them up; a part of a
                # question-and-answer claim lying in the user's turn is the user's, as a whole claim there is
            if _told_already(part, told) or supposed_consequence(ctx, part_at, part,
                                                                 _context_at(claims, starts, a.start)):
                # (or what would follow from a scenario's condition, "…，之后才能动用预算": no claim of the pilot)
                continue  # the same words already counted as an addition of another kind (a condition told twice)
            if ("claim", part.strip()) not in told:
                told.add(("claim", part.strip()))
                unsupported.append(Unsupported("claim", part, "a claim that restates no fact and no paragraph of the source"))
                counted.append((a.start, a.end))
    # a risk whose month or figure is all it adds counts once, by that month (the risk itself is no claim of its own)
    unsupported += [u for u in held if not _risk_counted(ctx.text, u, risk_spans, counted, unsupported)]
    # last, where no other addition is counted in its sentence: a step set for a weekday or a task set to recur (not in
    # a chat's user turn); and what a minutes' header adds, one meeting
    unsupported = minutes_meetings(ctx, step_days(ctx, unsupported, user_said))
    for n, g in enumerate(grades):  # an omission the grader may have missed says so in its own detail
        detail, more = g.detail, []
        maybe = [x.text for x in not_checked if x.fact_id == g.fact_id]
        if g.label == OMITTED and maybe:
            detail += f"; not checked: {maybe[0]!r} may state it in words the grader does not read"
            more.append(f"a listed item may state it in words the grader does not read: {maybe[0]!r}")
        if g.kind == "status" and g.label == CORRECT and second:  # claims disagree: which approval is the pilot's?
            more.append(f"another party's approval was counted as an addition: if it names the pilot's approver, "
                        f"the approval is distorted: {second[0].text.strip()[:80]!r}")
        for claim in aligned.weak.get(g.fact_id, [])[:1]:  # a claim close to the fact's sentence may restate it
            more.append(f"a claim of the brief is close to this fact ({claim.score:.0%} of its words): {claim.text!r}")
        if more:
            grades[n] = replace(g, detail=detail, doubts=g.doubts + tuple(more), confidence=Confidence.UNCERTAIN)
    return FactGrades(material.material_id, grades, unsupported, not_checked, material.language,
                      alignment=aligned.claims)


def _held_by_row(text: str, u: Unsupported, row_spans: list[tuple[int, int]]) -> bool:
    """True when addition `u` is a month, a date or a figure inside a row of a risk table (`risk_rows`: "| Portal | if it
    slips past 9月, … may not finish |"): part of that row's risk, which the row counts once."""
    words = u.text.strip()
    return u.kind in _ROW_HELD and bool(words) and any(words in text[a:b] for a, b in row_spans)


def _risk_counted(text: str, u: Unsupported, risk_spans: list[tuple[int, int]], counted: list[tuple[int, int]],
                  unsupported: list[Unsupported]) -> bool:
    """True when a risk holding addition `u` (a row or an item of `risk_spans`) is counted already: as a claim (`counted`)
    or by another addition in it."""
    words = u.text.strip()
    for a, b in risk_spans:
        if words in text[a:b] and (any(s < b and a < e for s, e in counted) or any(
                w.text.strip() and w.text.strip() in text[a:b] for w in unsupported)):
            return True
    return False


def _added_parts(ctx: OutputContext, a: ClaimAlignment, row_spans: list[tuple[int, int]],
                 unsupported: list[Unsupported]) -> list[str]:
    """The parts of added claim `a` each counted as an addition, past those the rules counted in it; a risk table's row
    is one risk, its condition and its effect together (one part). Where the rules counted only people in it and each
    is the item's owner in a field of its own ("| <risk> | Karl Vogel |", "<next step> (owner: X)"), the item is an
    addition beside its owner."""
    parts = claim_parts(ctx, a)[len(a.additions):]
    people = [u.text.strip() for u in unsupported if u.kind == "person" and u.text.strip() and u.text.strip() in a.text]
    if not parts and a.additions and set(a.additions) == {"person"} and len(people) == len(a.additions) \
            and all(card_owner(ctx, a.text, p, True) for p in people):
        return [a.text]
    return [a.text] if parts and any(s <= a.start < e for s, e in row_spans) else parts


# a claim closing its sentence with its stop
_SENTENCE_CLOSED = re.compile(r"[.!?。！？…]\s*$")


def _context_at(claims: list[Claim], starts: list[int], at: int) -> str:
    """The context (the heading or the label over it) of the claim holding offset `at` (`starts`: the claims' starts,
    in order)."""
    n = bisect.bisect_right(starts, at) - 1
    return claims[n].context if n >= 0 and at < claims[n].end else ""


def _reason_of_added(ctx: OutputContext, last: ClaimAlignment | None, a: ClaimAlignment,
                     told: set[tuple[str, str]]) -> bool:
    """True when claim `a` opens on its cause (`Layout.because_opening`) right after a claim counted as an addition, in
    the same paragraph: it gives that claim's reason ("What's the biggest risk? X. Because it hasn't started, …"), one
    addition with it. After a fact, or a blank line, a reason is a claim of its own."""
    if last is None or not ctx.lang.layout.because_opening.match(a.text):
        return False
    added = last.status == "addition" and (bool(last.additions) or any(
        kind == "claim" and t and t in last.text for kind, t in told))
    return added and last.end <= a.start and "\n\n" not in ctx.text[last.end:a.start]


def _who_they_are(ctx: OutputContext, last: ClaimAlignment, a: ClaimAlignment, unsupported: list[Unsupported]) -> bool:
    """True when claim `a` only says, by a pronoun, who the person named in the claim right before it is (`Cues.
    person_pronoun_role`) or sends the reader to them (`Cues.person_pronoun_ask`), in the same paragraph, and that
    claim is an addition or holds the person counted as one:
    the person and their role, one addition. Of a person the brief names as the source does (the approver), it is
    read as any claim."""
    said = a.text.strip()
    if not (ctx.cues.person_pronoun_role.match(said) or ctx.cues.person_pronoun_ask.match(said)
            and not ctx.cues.person_name.search(said)) or "\n\n" in ctx.text[last.end:a.start]:
        return False  # (or only sends the reader to them: "Check with her before announcing it.")
    named = ctx.cues.person_name.search(last.text)
    return named is not None and (last.status == "addition" or any(
        u.kind == "person" and u.text.strip() and u.text.strip() in last.text for u in unsupported))


def _judged_on(ctx: OutputContext, text: str) -> bool:
    """True when a claim judges or foresees something the notes never say (`Layout.judgement`, `Layout.forecast`,
    `Layout.sufficiency`, `Layout.reasoned_view`, `Layout.measure_view`): a claim of its own though it holds a figure
    computed from the facts."""
    layout = ctx.lang.layout
    return any(p.search(text) for p in (layout.judgement, layout.forecast, layout.sufficiency, layout.reasoned_view)) \
        or measure_judged(ctx, text)


def _sized_up(ctx: OutputContext, text: str) -> bool:
    """True when a part opening on a frame judges a fact within it ("для двухмесячного пилота это выглядит вполне
    достаточным бюджетом", `Layout.sufficiency`, `Layout.measure_view`): the frame and its judgement, a claim of its own
    and no lead into the claim after it."""
    return bool(ctx.lang.layout.sufficiency.search(text)) or measure_judged(ctx, text)


def _cut_repeat(ctx: OutputContext, a: ClaimAlignment, repeated: set[str]) -> bool:
    """True when claim `a` ends the brief cut off and is the start of a claim already read (a weak model's repeated
    sentence stopped mid-word: "X will be a great success for Bright"): the same claim again."""
    said = a.text.strip()
    return len(said) >= 12 and not ctx.text[a.end:].strip() and any(r.startswith(said) for r in repeated)


def _told_already(part: str, told: set[tuple[str, str]]) -> bool:
    """True when a claim's words are an addition already counted, of any kind, or lie inside one: one span is graded
    once (a condition on the approval, told again in a section written twice, is not also a claim of its own)."""
    # (a sentence's end mark aside: "已支出约四成。" counted as a spend is the clause "已支出约四成" read as a claim)
    words = part.strip().rstrip(_END_MARKS)
    return any(kind != "claim" and (words == t.rstrip(_END_MARKS) or len(words) >= 8 and words in t) for kind, t in told)


_END_MARKS = " .。!！;；,，:："
# the kinds of addition a risk table's row holds as part of its risk (`alignment.risk_rows`)
_ROW_HELD = frozenset({"number", "date", "deadline", "amount"})


def answer_part(answer: str, lang: Language) -> str:
    """The answer itself, without what a model writes after it: a base model continuing the text runs on past its
    answer into a new paragraph of the notes (`[11] ...`), a new question (`Question: ...`) or a blank line.
    The answer ends at the first blank line, or before a later line opening a numbered paragraph, the
    question label or the answer cue; an answer that is only such a line is no answer."""
    templates = lang.templates
    labels = tuple(x for x in (templates.question_label, templates.answer_cue) if x)
    kept: list[str] = []
    for line in answer.strip().split("\n"):
        stripped = line.strip()
        if not stripped:
            break
        if stripped.startswith(labels) or (kept and re.match(r"\[\d+\]", stripped)):
            break
        kept.append(line)
    return "\n".join(kept)


def answer_body(answer: str, lang: Language) -> str:
    """What a short answer says: its `answer_part`, without list markers ("1) 5 May 2026")."""
    return re.sub(r"(?m)^\s*(?:\d{1,2}[.)]|[-*•])\s+", "", answer_part(answer, lang)).strip()


def grade_answer(question: Question, answer: str, language: str | Language = "en") -> AnswerGrade:
    """Grade a short extraction answer against its one source fact (in the material's language)."""
    lang = get_language(language) if isinstance(language, str) else language
    body = answer_body(answer, lang)
    if lang.cues.no_answer.match(body):
        label, detail = str(OMITTED), "no answer"
    else:
        label, detail = rules_for(question.fact.kind).in_answer(question, body, lang)
    return AnswerGrade(question.question_id, question.fact.fact_id, label, detail, answer)
