"""Each claim of a brief aligned to what it restates in the source: a fact, a background paragraph, or nothing.

A claim supports a fact when the span a fact's label rests on lies in it (the entities read there: dates with
their roles, amounts, items, states), scored by how much of that span the claim holds. A claim the rules did
not place is compared word by word with the source: with a fact's sentence (a close match to a fact graded
omitted is a *weak* alignment, which makes that label uncertain), and with the background paragraphs. What is
left (a claim restating nothing of the source, whatever its form) is an addition (status `addition` with no
kinds of the rules' own); a greeting, a sign-off or a
title naming the pilot is framing, not a claim about it.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from kvtrial.facts.claims import Claim, ClaimKind, answer_sentences, list_markers
from kvtrial.facts.context import OutputContext, Span, same_day_told, years_alone
from kvtrial.facts.cues import (
    approver_title,
    budget_part_told,
    done_word,
    field_said_empty,
    mentions,
    said_empty,
    says_title,
)
from kvtrial.facts.derived import approved_before_start
from kvtrial.facts.grades import Unsupported
from kvtrial.facts.instructions import names_topic
from kvtrial.facts.language_check import without_glosses
from kvtrial.facts.languages import data_keys, get_language
from kvtrial.facts.languages.model import Layout
from kvtrial.facts.parse import Citation, currencies_in, find_amounts, find_citations, find_dates, without_citations
from kvtrial.facts.segments import (
    QA_MARKER,
    _sentences,
    asks,
    exclusion_title,
    header_line,
    label_of,
    line_around,
    opens_question_heading,
    recap_lead,
    stage_title,
    strip_label,
)
from kvtrial.facts.speakers import chat_user_turns
from kvtrial.facts.step_signoffs import names_own_party, own_step_requirement, required_before
from kvtrial.facts.topics import lists_topics
from kvtrial.records.fact_grades import ClaimAlignment

STRONG = 0.5  # a claim holding at least this share of a fact's span supports it
WEAK = 0.5  # a claim sharing at least this share of its words with a fact's sentence or a paragraph restates it
BACKGROUND = 0.6
BACKGROUND_WORDS = 6  # words a claim must share with the background paragraphs taken together


@dataclass(frozen=True)
class Placed:
    """An addition the rules found, and where it sits in the brief (None: its words were not found again)."""

    addition: Unsupported
    at: Span | None


def _few_new(ctx: OutputContext, unknown: set[str]) -> bool:
    """True when fewer than three words (six pairs of Chinese characters) are new to the source: a few words beside
    what is told again only qualify it; more make a claim of their own."""
    return len(unknown) < (6 if ctx.lang.code == "zh" else 3)


_LETTER_HYPHEN = re.compile(r"(?<![^\W\d_])([^\W\d_])-(?=[^\W\d_]{3})")


def _tokens(text: str, code: str, function_words: frozenset[str]) -> set[str]:
    """Content words: in Chinese the pairs of characters, elsewhere words of three letters or more, cut to
    their first five letters (so inflected forms meet), without the language's function words. A single letter
    hyphened to a word is one word with it ("e-mail" is "email"). A set of the caller's own (callers subtract from it)."""
    return set(_token_set(text, code, function_words))


@functools.lru_cache(maxsize=1 << 14)  # every rule reads a claim's words again, and each claim the source's
def _token_set(text: str, code: str, function_words: frozenset[str]) -> frozenset[str]:
    low = _LETTER_HYPHEN.sub(r"\1", text.lower())
    if code == "zh":
        han = re.findall(r"[\u3400-\u9fff]+", low)
        pairs = {run[i:i + 2] for run in han for i in range(max(1, len(run) - 1))}
        return frozenset({p for p in pairs if not (set(p) <= function_words)} | {
            w[:5] for w in re.findall(r"[a-z]{3,}", low)})
    if code == "ru":  # (a verb's two aspects, "устроить" and "устраивают", are one word; Russian loads only here)
        from kvtrial.facts.languages.ru import aspect_stem
        return frozenset(aspect_stem(w)[:5] for w in re.findall(r"[^\W\d_]{3,}", low) if w not in function_words)
    return frozenset(w[:5] for w in re.findall(r"[^\W\d_]{3,}", low) if w not in function_words)


def _share(claim: set[str], other: set[str]) -> float:
    return len(claim & other) / len(claim) if claim else 0.0


def restates(ctx: OutputContext, text: str, sentence: str, min_words: int = 2) -> bool:
    """True when `text` restates `sentence`: most of its content words (at least `min_words`) are the sentence's."""
    fw = ctx.lang.layout.function_words
    words = _tokens(text, ctx.lang.code, fw)
    return len(words) >= min_words and _share(words, _tokens(sentence, ctx.lang.code, fw)) >= WEAK


def background_words(ctx: OutputContext) -> set[str]:
    """The content words of the background paragraphs (those holding no fact) taken together, read once per grade."""
    if ctx.background_words is None:
        ctx.background_words = set().union(*(words for _, words, _ in _background_paragraphs(ctx)))
    return ctx.background_words


def restates_background(words: set[str], background: set[str]) -> bool:
    """True when a claim retells the background paragraphs taken together ("most of the notes are about other things –
    the grey walls, the summer party, the quiz evening…"): most of its content words (six at least) are theirs."""
    return len(words & background) >= BACKGROUND_WORDS and _share(words, background) >= BACKGROUND


def retells_background(ctx: OutputContext, text: str) -> bool:
    """True when `text` retells the background paragraphs, one or several of them taken together."""
    return restates_background(_tokens(text, ctx.lang.code, ctx.lang.layout.function_words), background_words(ctx))


# words of another script than the source's: in a Chinese or Russian brief the English a writer mixes in
# ("Meetings 很少超过半小时", "в столовой every day есть veggie option"), in an English one the Cyrillic or Chinese
_OTHER_SCRIPT = {"zh": re.compile(r"[A-Za-z][A-Za-z'-]*"), "ru": re.compile(r"[A-Za-z][A-Za-z'-]*"),
                 "en": re.compile(r"[\u0400-\u04ff\u3400-\u9fff]+")}
RETOLD_CHARS = 0.75  # a Chinese claim retelling one background paragraph in its own words: this share of its characters
RETOLD_PAIRS = 3  # … with at least this many pairs of characters of that paragraph
RETOLD_MIN_CHARS = 8  # … and at least this many content characters (a short phrase shares characters by chance)


def _background_paragraphs(ctx: OutputContext) -> list[tuple[int, set[str], set[str]]]:
    """Each background paragraph: its number, its content words and (in Chinese) its characters, read once."""
    def read() -> list[tuple[int, set[str], set[str]]]:
        fw, fact_paragraphs = ctx.lang.layout.function_words, ctx.material.fact_paragraphs
        return [(n, _tokens(p, ctx.lang.code, fw), set(p)) for n, p in enumerate(ctx.material.paragraphs, 1)
                if n not in fact_paragraphs]
    return ctx.once("background paragraphs", 0, read)


def retold_background(ctx: OutputContext, text: str) -> bool:
    """True when `text` retells the background in the brief's own words: its words of the source's script (what
    the writer says in another language beside them is a gloss or a habit of speech, "站着开的 stand-up") restate
    one background paragraph or several taken together, or, in Chinese, where a paraphrase breaks the pairs of
    characters ("小问题常在走廊里几句话就解决了" for "走廊里的交谈是快速解决小问题的常见方式"), most of its characters are one
    background paragraph's and it keeps some of that paragraph's pairs. A claim the rules found an addition in (an
    invented person, a status colour, a spend) is an addition before this is asked."""
    code, fw = ctx.lang.code, ctx.lang.layout.function_words
    other = _OTHER_SCRIPT.get(code)
    own = other.sub(" ", text) if other is not None else text
    words = _tokens(own, code, fw)
    if len(words) < 2:
        return False
    paragraphs = _background_paragraphs(ctx)
    if any(len(words & p) >= 2 and _share(words, p) >= BACKGROUND for _, p, _ in paragraphs):
        return True
    if restates_background(words, background_words(ctx)):
        return True
    if code != "zh":
        return False
    chars = {c for c in re.findall(r"[\u3400-\u9fff]", own) if c not in fw}
    return len(chars) >= RETOLD_MIN_CHARS and any(
        len(words & p) >= RETOLD_PAIRS and len(chars & c) >= RETOLD_CHARS * len(chars) for _, p, c in paragraphs)


def story_frame(ctx: OutputContext, text: str) -> bool:
    """True when `text` is only a narrative's own furniture (`Layout.story_frame`): a diary entry's heading, a letter's
    greeting, lead-in or sign-off, a creative or formal frame's own line (`Layout.creative_frame`), the writer's remark
    on their own writing or the notes, its citations aside. Any word left beside them ("Closing thought: the team is
    worried") is read as a claim as before. Three passes over the text, each linear."""
    frame, creative = ctx.lang.layout.story_frame, ctx.lang.layout.creative_frame
    handover = ctx.lang.layout.handover_frame
    if not frame.search(text) and not creative.search(text) and not handover.search(text):
        return False
    # twice: a heading run in before a remark ("后记：这只是我自己的猜测") is whole once the remark is out; a creative
    # frame's line (`Layout.creative_frame`) or a handover note's (`Layout.handover_frame`) is the same furniture,
    # read whole after the story's
    bare = frame.sub(" ", frame.sub(" ", text).strip()).strip()
    bare = handover.sub(" ", creative.sub(" ", without_citations(bare, ctx.forms).strip()).strip())
    return not re.search(r"[^\W_]", bare)


def restated_in_form(ctx: OutputContext, text: str) -> bool:
    """True when `text` restates a fact in a creative form's own words (`Layout.form_restatement`): "Main quest: X (the
    only playable one)", "Achievement unlocked: X", "Boss: the gate of approval", "Прочие процессы вас не касаются".
    With those words and its citations out, every word left must be the source's but one (three pairs of Chinese
    characters, a verse's filler): a spend, a risk or a status said in the form's words has words of its own and stays
    an addition. One pass over the text, linear."""
    form, part = ctx.lang.layout.form_restatement, ctx.lang.layout.form_part
    named = part.search(text)
    text = part.sub(" ", text)  # "Level 2 · cleared", "Level 1 - save slot 3": the form's own parts named, no value
    if re.search(r"\d", text) or not named and not form.search(text):
        return False  # a value beside the form's words is read by the rules (a date, an amount, a count)
    fw = ctx.lang.layout.function_words
    bare = without_citations(form.sub(lambda m: f" {m.groupdict().get('kept') or ''} ", text), ctx.forms)
    unknown = _tokens(bare, ctx.lang.code, fw) - _tokens(ctx.material.known_text, ctx.lang.code, fw)
    return len(unknown) < (4 if ctx.lang.code == "zh" else 2)


def remarks_on_material(ctx: OutputContext, text: str) -> bool:
    """True when `text` is the writer's remark on the material or on the brief itself ("It is worth saying at the
    outset that this brief draws only on those paragraphs", "因为笔记里试点记录和公司日常的描写交织在一起", "Прежде чем перейти
    к самому пилоту, несколько слов о том, откуда взяты сведения"): it names the notes, their paragraphs or background,
    the brief or its reader (`Layout.material_words`) and nothing of the pilot: no date, amount or digit outside a
    citation, no work item, workflow or site, no person, no approval, done stage, progress, budget, spending or
    condition, no view of the writer's own ("the main risk"). A count in it counts the notes' paragraphs or the
    brief's parts, no number of the pilot."""
    # each text read once (a long sentence is asked about for each of its clauses)
    return ctx.once("remarks on material", text, lambda: _remarks_on_material(ctx, text))


def _remarks_on_material(ctx: OutputContext, text: str) -> bool:
    layout, cues = ctx.lang.layout, ctx.cues
    # a formal text pointing to another of its parts ("The scope is as set out in Recital A.", "审批状态按序言(B)项所述。",
    # "Состояние этапов приведено в Приложении 1."): what the part says is graded there; the sentence may name its topic
    # (the approval, the stages, the work) and use the text's defined terms ("from the Commencement Date")
    pointer = layout.part_ref.search(text) is not None
    if not layout.material_words.search(text) and not layout.material_handled.search(text) and not pointer:
        return False
    text = layout.material_handled.sub(" ", text)  # ("the paragraphs provided", "before it is shared": the document's)
    text = layout.verify_request.sub(" ", text)  # ("so confirm the budget with finance": the brief's figure checked)
    bare = without_citations(text, ctx.forms)
    if re.search(r"\d", layout.part_ref.sub(" ", layout.material_words.sub(" ", bare))) or find_dates(bare, ctx.forms) or \
            find_amounts(bare, ctx.forms):
        return False
    material = ctx.material
    items = [f.value["item"] for f in material.facts if isinstance(f.value.get("item"), dict)] + [
        f.value[k] for f in material.facts if f.fact_id == "scope" for k in ("process", "site")]
    if any(mentions(i, text, ctx.lang) for i in items):
        return False
    if pointer:  # (the part's name is no person: "в Приложении А.")
        text = layout.part_ref.sub(" ", text)
        terms = {m.group(1) for m in _QUOTED_TERM.finditer(ctx.text)}
        for term in sorted(terms, key=len, reverse=True):
            text = text.replace(term, " ")
    # (a bare negation, a "will" or a "to be" is no state here: "a reader need not look there", "I will come back to it")
    return not any(p.search(text) for p in (
        cues.person_name, cues.approved_word, cues.done, cues.budget, cues.spending, cues.condition,
        cues.given_condition, layout.own_view) + (() if pointer else (cues.approval_word, cues.started, cues.progress)))


# a term the text defines in quotes ('(the "Commencement Date")', '"Expiry Date" means', "«Дата начала» —", "“起始日”"):
# its later uses restate the definition, they name no person or thing of their own
_QUOTED_TERM = re.compile(r"[\"“«]([^\"“”«»\n]{2,40})[\"”»]")


_CITED_BEFORE = re.compile(r"[\[【]\s*(?:\d{1,3}\s*[,，、–-]\s*)*$")
_CITED_AFTER = re.compile(r"\s*(?:[,，、–-]\s*\d{1,3}\s*)*[\]】]")


def place_additions(text: str, additions: Sequence[Unsupported]) -> list[Placed]:
    """Where each addition sits: the first occurrence of its words not already taken by another (a number's digits
    never inside a longer number or a date: "20" is not the "20" of "2026", "12" not the month of "2026-12-28", "3"
    not the month of "2026年3月16日")."""
    taken: set[Span] = set()
    resume: dict[str, int] = {}  # where the next search for the same words starts: every occurrence before it is taken
    # or inside a longer number (a run of one addition's words was searched from the start for each: quadratic)
    out = []
    for u in additions:
        at: Span | None = None
        needle = u.text.strip()
        pos = text.find(needle, resume.get(needle, 0)) if needle else -1
        while pos >= 0:
            span = (pos, pos + len(needle))
            inside = needle[0].isdigit() and bool(re.search(r"\d[-/.:]?$", text[max(0, pos - 2):pos])) or \
                needle[-1].isdigit() and bool(re.match(r"[-/.:]?\d", text[span[1]:span[1] + 2]))
            # (nor the month or day of a date written with its units: "3" is not the "3" of "2026年3月16日" or "3月")
            inside = inside or needle.isdigit() and (bool(re.search(r"\d\s*年\s*$", text[max(0, pos - 3):pos])) or bool(
                re.match(r"\s*[月日号]", text[span[1]:span[1] + 3])))
            # (nor a paragraph cited in brackets: "10" is not the "[10]" of "1 сентября [10]", which no rule counts)
            inside = inside or needle.isdigit() and bool(_CITED_BEFORE.search(text, max(0, pos - 12), pos)) and bool(
                _CITED_AFTER.match(text, span[1]))
            if span not in taken and not inside:
                at = span
                break
            pos = text.find(needle, pos + 1)
        if at is not None:
            taken.add(at)
        resume[needle] = len(text) if at is None else at[0] + 1
        out.append(Placed(u, at))
    return out


def _inside(span: Span, claim: Claim) -> float:
    """The share of `span` that lies in the claim."""
    s, e = max(span[0], claim.start), min(span[1], claim.end)
    return max(0, e - s) / max(1, span[1] - span[0])


class _Reach:
    """A fact's spans sorted by start, to find the share of a span that lies in a claim from the spans that touch
    the claim alone (every span of every fact tried for every claim was quadratic in a brief restating a fact
    thousands of times)."""

    def __init__(self, spans: Iterable[Span]):
        self.spans = sorted(spans)
        self.starts = [s for s, _ in self.spans]
        self.reach = list(itertools.accumulate((e for _, e in self.spans), max))  # the furthest end up to each span

    def best(self, claim: Claim) -> float:
        """The largest share of one of the spans inside the claim (as `_inside`), 0 where none touches it."""
        lo = bisect.bisect_left(self.starts, claim.start)
        best = max((_inside(s, claim) for s in self.spans[lo:bisect.bisect_left(self.starts, claim.end)]),
                   default=0.0)
        i = lo - 1  # the spans starting before the claim, back while one as far back may still reach into it
        while i >= 0 and self.reach[i] > claim.start:
            best = max(best, _inside(self.spans[i], claim))
            i -= 1
        return best


@dataclass
class Aligned:
    """The alignment of a brief, and what it means for the labels: the weak alignments per fact."""

    claims: list[ClaimAlignment]
    weak: dict[str, list[ClaimAlignment]]


def align(ctx: OutputContext, claims: Iterable[Claim], fact_spans: dict[str, list[Span]],
          omitted: set[str], placed: Sequence[Placed], distorted: frozenset[str] | set[str] = frozenset()) -> Aligned:
    """Align every claim: `fact_spans` are the spans each stated fact's label rests on, `omitted` the facts graded
    omitted, `distorted` those graded distorted (what their spans say is counted there, not again as an addition),
    `placed` the additions the rules found."""
    material, lang = ctx.material, ctx.lang
    fw = lang.layout.function_words
    facts = {f.fact_id: f for f in material.facts}
    fact_words = {fid: _tokens(f.sentence, lang.code, fw) for fid, f in facts.items()}
    known = _tokens(material.known_text, lang.code, fw)
    background = background_words(ctx)
    items = {fid: f.value["item"] for fid, f in facts.items() if isinstance(f.value.get("item"), dict)}
    out: list[ClaimAlignment] = []
    weak: dict[str, list[ClaimAlignment]] = {}
    reach = {fid: _Reach(spans) for fid, spans in fact_spans.items()}
    found = _placed_spans(placed)  # where the rules found additions (read by `_risk_told` for each claim)
    for claim in claims:
        kinds = tuple(p.addition.kind for p in placed if p.at is not None and p.at[0] < claim.end
                      and claim.start < p.at[1])
        scored = sorted(((reach[fid].best(claim), fid) for fid, spans in fact_spans.items()
                         if fid not in omitted and spans), reverse=True)
        strong = [(score, fid) for score, fid in scored if score >= STRONG]
        if _risk_told(ctx, claim, found, known) is not None:
            # "Риск: пока нет решения…, интеграцию могут не успеть…": the writer's risk, one claim, the facts its topic
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "addition",
                                      tuple(fid for _, fid in strong), score=round(strong[0][0], 2) if strong else 0.0,
                                      additions=kinds))
            continue
        # (a remark on which value a revision changed, "范围中的地点由“X”改为“Y”", names the fact only to give its value)
        # ("формальное одобрение получено ещё до старта": the approval and the order of its dates told again)
        if strong and not _change_remark(ctx, claim.text) and not _approved_before_start(ctx, claim.text) and (
                ctx.cues.advice.search(claim.text) or _restated_elsewhere(
                ctx, claim, [fid for _, fid in strong], fact_spans, fact_words, known, distorted)):
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "addition",
                                      tuple(fid for _, fid in strong), score=round(strong[0][0], 2),
                                      additions=kinds))  # what the rules found in it is that addition
            continue
        if strong:
            fid0 = strong[0][1]
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "fact",
                                      tuple(fid for _, fid in strong), facts[fid0].paragraph,
                                      round(strong[0][0], 2), kinds))
            out += [ClaimAlignment(s, e, ctx.text[s:e], str(claim.kind), "addition", score=0.0)
                    for s, e in _further_clauses(ctx, claim, fact_spans, placed, known, distorted)
                    if not (_recap(ctx, claim) is not None and _recap_restates(ctx, ctx.text[s:e], known))]
            continue
        if kinds:
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "addition",
                                      additions=kinds))
            continue
        words = _tokens(claim.text, lang.code, fw)
        if claim.kind == ClaimKind.LABEL_VALUE:  # the label says what the value is about: it claims nothing
            words -= _tokens(claim.context, lang.code, fw)
        near = [(_share(words, fact_words[fid]), fid) for fid in omitted]
        near += [(1.0, fid) for fid in omitted if fid in items and mentions(items[fid], claim.text, lang)]
        if "scope" in omitted and _scope_part_again(ctx, claim.text, known):
            near.append((1.0, "scope"))  # "覆盖退货处理流程；": the part of the scope the brief gives, told again
        if lang.layout.judgement.search(claim.text) and _status_without_state(
                ctx, claim.text if claim.kind != ClaimKind.SENTENCE else _status_as_label(ctx, claim.text)):
            near = []  # "Status: on track": a judgement of its own, whatever word it shares with a fact ("tracking")
        elif plan := lang.layout.on_plan.search(claim.text):
            # "Идём по плану [9]": going to plan, no approval state; and the phrase's own words restate no fact
            # ("the pilot looks on track" shares only "track" with the scope's "shipment tracking")
            told = claim.text[:plan.start()] + " " + claim.text[plan.end():]
            rest = _tokens(told, lang.code, fw) & words
            # (each share still over all the claim's words: fewer words said outside the phrase restate no more)
            near = [(len(rest & fact_words[fid]) / len(words) if words and (
                fid not in items or not mentions(items[fid], told, lang)) else score, fid)
                    for score, fid in near if fid != "approval"]
        best_fact = max(near, default=(0.0, ""))
        if best_fact[0] >= WEAK:
            fid = best_fact[1]
            a = ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "weak", (fid,),
                               facts[fid].paragraph, round(best_fact[0], 2))
            weak.setdefault(fid, []).append(a)
            out.append(a)
            continue
        if (lang.layout.on_plan.search(claim.text) or _colour_called(ctx, claim.text)) and \
                not (remarks_on_material(ctx, claim.text) or lang.layout.source_silent.search(claim.text)):
            # ("I'd add it is on track, but the notes do not say so")
            # "All in all, X looks on track", "I'd call it green": the writer's verdict on the pilot, which no background
            # paragraph gives, whatever words it shares with one (the pilot's name, "all")
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "addition",
                                      score=round(_share(words, known), 2)))
            continue
        # a restatement shares at least two words with the paragraph: one shared word ("green") restates nothing
        para = max(((_share(words, p), n) for n, p, _ in _background_paragraphs(ctx) if len(words & p) >= 2),
                   default=(0.0, 0))
        if para[0] >= BACKGROUND:
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "background",
                                      paragraph=para[1], score=round(para[0], 2)))
            continue
        if restates_background(words, background):  # several background paragraphs retold in one sentence
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "background",
                                      score=round(_share(words, background), 2)))
            continue
        if retold_background(ctx, claim.text) or _background_with_advice(ctx, claim.text):
            # the background in the brief's own words, or mixed with another language, or told with advice to the reader
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "background", score=0.0))
            continue
        approval = facts.get("approval")
        if approval is not None and (_approver_title_field(ctx, claim.text, approval.value.get("approver"))
                                     or _approved_card(ctx, claim, approval.value.get("approver"))
                                     or _pending_again(ctx, claim.text, approval.value)
                                     or _approval_to_get(ctx, claim, approval.value)
                                     or _approval_told_on(ctx, claim, out[-1] if out else None, approval.value)
                                     or _approver_answered(ctx, claim, approval.value)
                                     or _approved_before_start(ctx, claim.text)
                                     or own_step_requirement(ctx, claim.text)):
            # "роль: CFO (финансовый директор)" under the approval: the approver's own title, part of the approval;
            # a board's card under its APPROVED column naming the approver, a pending approval told again with its
            # body ("Вопрос лежит на рассмотрении у исполнительного комитета"): the approval told again; who approved
            # and when, in the sentence after "The pilot is approved.": the same approval told in two sentences;
            # the approver's own sign-off required for a step with the money: that approver named again
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind),
                                      "weak" if "approval" in omitted else "fact", ("approval",), approval.paragraph,
                                      0.5))
            continue
        budget = facts.get("budget")
        if budget is not None and (budget.value["currency"] in currencies_in(claim.text, ctx.forms)
                                   or _currency_field(ctx, claim.text) or any(
                v == budget.value["amount"] for _, _, v in ctx.forms.word_numbers(claim.text))):
            # "all amounts are in US dollars": the budget's currency, said apart from its amount (or a currency field,
            # right or wrong); "Budget? Forty-five k.": its sum in words, said apart from its currency
            status = "weak" if "budget" in omitted else "fact"
            a = ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), status, ("budget",),
                               budget.paragraph, 0.5)
            if status == "weak":
                weak.setdefault("budget", []).append(a)
            out.append(a)
            continue
        alone = [(a, b) for a, b in ctx.once("years alone", 0, partial(years_alone, ctx))
                 if claim.start <= a and b <= claim.end]
        if alone and all(any(a <= claim.start + d.start() < b for a, b in alone) for d in re.finditer(r"\d", claim.text)):
            # "都是二六年的", "год двадцать шестой": a year of the dates said apart from them, restating it
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "framing", score=0.0))
            continue
        # "Done: nothing reported as completed yet": that list's fact told (wrongly, where the material has an item
        # on it), no claim of its own
        stage = _empty_list_fact(ctx, claim) or _stage_again(ctx, claim, out[-1] if out else None, known)
        if stage is not None:  # "Planned: X. The step is on the plan, but nobody has started on it.": its stage again
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "fact", (stage,),
                                      facts[stage].paragraph, 0.5))
            continue
        again = _distortion_again(ctx, claim, fact_spans, distorted, known)
        if again is not None:  # "陈：不对吧，我这儿写的是五月十八号。" beside "…五月十八号开始": the value said again
            out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), "fact", (again,),
                                      facts[again].paragraph, 0.5, kinds))
            continue
        status = "framing" if _framing(ctx, claim, words, known) or _agenda_line(ctx, claim.text, known) else "addition"
        after = _after_silence(ctx, claim, known) if status == "framing" else None
        if after is not None:  # "The notes don't say who leads it, but X will take it on.": the remark, then a claim
            sub_kinds = tuple(p.addition.kind for p in placed if p.at is not None and p.at[0] < after.end
                              and after.start < p.at[1])
            out.append(ClaimAlignment(claim.start, after.start, ctx.text[claim.start:after.start], str(claim.kind),
                                      "framing", score=0.0))
            out.append(ClaimAlignment(after.start, after.end, after.text, str(claim.kind), "addition",
                                      score=round(_share(_tokens(after.text, lang.code, fw), known), 2),
                                      additions=sub_kinds))
            continue
        out.append(ClaimAlignment(claim.start, claim.end, claim.text, str(claim.kind), status,
                                  score=round(_share(words, known), 2)))
    return Aligned(out, weak)


def user_turns(ctx: OutputContext) -> list[Span]:
    """The user's turns of a chat brief (`speakers.chat_user_turns`), read once per brief."""
    return ctx.once("chat user turns", 0, lambda: chat_user_turns(ctx.text, ctx.lang.layout))


def _distortion_again(ctx: OutputContext, claim: Claim, fact_spans: dict[str, list[Span]],
                      distorted: frozenset[str] | set[str], known: set[str]) -> str | None:
    """The fact whose date a claim names again, with its year or without ("我这儿写的是五月十八号" beside "二零二六年五月
    十八号开始", "Double-checking: 18 March → …" after "starts on 18 March 2026"), or None: that claim says the value
    again, counted on its fact, no claim of its own. A distorted fact's date said again is its distortion whatever
    else the claim holds; a fact told right is said again only where the claim, its dates aside, holds few words new
    to the source ("Lena: Really? / Bot: Yes, the file gives 30 July 2027 as the end.")."""
    here = [d.mention for d in ctx.dates if claim.start <= d.mention.start < claim.end
            and (d.mention.start, d.mention.end) not in ctx.consumed]
    if not here:
        return None
    told = set(distorted)
    # what the claim says besides its dates, each line less its speaker's label, a user's turns left out
    user = user_turns(ctx)
    rest = "".join(" " if any(a <= i < b for a, b in user) or any(m.start <= i < m.end for m in here) else ch
                   for i, ch in enumerate(claim.text, claim.start))
    rest = "\n".join(line[speaker_label_end(ctx, line):] for line in rest.split("\n"))
    if _few_new(ctx, _tokens(rest, ctx.lang.code, ctx.lang.layout.function_words) - known):
        told |= {fid for fid, spans in fact_spans.items() if spans}
    for fid in sorted(told):
        # (a distorted fact's own date is one its rule read; a date told right is any in its fact's spans)
        days = {(m.day, m.month, m.year) for m in (d.mention for d in ctx.dates)
                if ((m.start, m.end) in ctx.consumed or fid not in distorted) and m.day is not None
                and not claim.start <= m.start < claim.end and any(a <= m.start < b for a, b in fact_spans.get(fid, []))}
        if any(same_day_told(m, days) for m in here):
            return fid
    return None


# a list item's short title, one or two words and a full stop, before the sentence it heads ("4. Workload. In peak
# weeks …", "4. Нагрузка. В пиковые недели …", "4. 负荷。高峰周…"): labels the item as a label and a colon does
_ITEM_TITLE = re.compile(r"\s*([^\W\d_][^\W\d_-]{0,15}(?:[ -][^\W\d_]{1,15})?)\s*[.。]\s*[^\W\d_]")


def _restated_elsewhere(ctx: OutputContext, claim: Claim, fids: list[str], fact_spans: dict[str, list[Span]],
                        fact_words: dict[str, set[str]], known: set[str], distorted: frozenset[str] | set[str]) -> bool:
    """True when a sentence or a remark names again what a fact stated before it, only to claim something else of
    it ("Note: the tracking system's vendor was replaced", after the scope was given): every fact it holds begins in
    an earlier claim and none is distorted, it holds no date, amount, count, stage or negation, and without the label
    and those facts' own words, most of its words (two at least, four pairs of Chinese characters) are new to the
    source."""
    own = re.match(r"\s*([^\W\d_][^:：\n]{0,20}?)\s*[:：]\s*\S", claim.text) or _ITEM_TITLE.match(claim.text)
    labelled_item = claim.kind == ClaimKind.LIST_ITEM and own is not None and label_of(
        own.group(1), ctx.lang.layout) is None and data_keys.key_name(own.group(1)) not in data_keys.KNOWN_KEYS \
        and not _fact_named(ctx, own.group(1), fids)
    # "- Risk: delays to the scanners' delivery": a remark of its own; a field's English key a mixed brief keeps
    # ("• Approval: 尚未批准", "• Done: X") names its fact as the language's own label does
    listed = _listed_again(ctx, claim)
    # (a heading numbered in the language's words, "四、下一步", is its title: the numeral names no list)
    heading = ctx.lang.layout.section_numeral.sub("", claim.context, count=1)
    if listed is None and claim.kind == ClaimKind.LIST_ITEM and label_of(heading, ctx.lang.layout) == "planned":
        listed = claim.text  # an item under a Next steps or Recommendations heading: a step of its own, or the item again
    if _step_on_scope(ctx, claim, fids, fact_words, known):
        return True  # "Next step: brief the Valencia team leads on the new returns process"
    # an item of a recap ("Key takeaways: - The main risk is that X slips") is a sentence of its own
    recap = claim.kind == ClaimKind.LIST_ITEM and bool(ctx.lang.layout.recap.match(claim.context))
    # so is a sentence a recap's words lead in ("To restate the essentials: X is a pilot limited to one plant")
    lead = recap_lead(claim.text, ctx.lang.layout) if claim.kind == ClaimKind.SENTENCE else None
    recap = recap or lead is not None
    # an item under an assessment's weak side (a SWOT's Threats, a list of cons) is a remark of its own: naming the site
    # in it ("the holidays may leave the Lyon desk short of staff") restates no scope
    weak_side = bool(claim.context) and bool(ctx.lang.layout.weak_side.match(claim.context))
    if _task_set(ctx, claim, fids, fact_words, known):
        return True  # "Подготовить и разослать участникам план миграции …": a task set in the minutes, naming the item
        # (its stage right or wrong) only as its topic
    if _meeting_set(ctx, claim, fids, fact_spans):
        return True  # "The next step is a kick-off with the Gdansk depot team in the first week of March": a meeting
        # set for a time, naming the site or the item only as who meets or its topic
    # (a forecast naming a distorted fact told before it, "the pilot is expected to cut return handling by a third",
    # says no value of the fact: the forecast is read below as the writer's own)
    if claim.kind not in (ClaimKind.SENTENCE, ClaimKind.LABEL_VALUE, ClaimKind.QA_PAIR) and not labelled_item and \
            listed is None and not recap and not weak_side or any(fid in distorted for fid in fids) and \
            not ctx.lang.layout.forecast.search(claim.text):
        return False  # a row or an answer restates its fields; a distorted fact counts what its claims say
    if claim.kind == ClaimKind.LABEL_VALUE and label_of(claim.context, ctx.lang.layout) is not None and listed is None:
        return False  # "Out of scope: X", given twice, states X twice
    if any(not any(_begins_before(ctx, s, claim) for s, _ in fact_spans[fid]) for fid in fids):
        return False  # a fact first told in this claim (its span may hold the claim's bullet: "• утв.? → нет пока")
    cues = ctx.cues
    # a negation restates an exclusion or a pending approval; of a done or planned item only a negated stage ("not
    # started") says its stage again, and another negation ("may not leave time for X") claims something new of it
    # (in a brief mixing English into another language, English's negation too: "Approval: NOT yet approved — awaiting
    # X"; its stage and exclusion words are already the language's own cues, `with_english_words`)
    negated = (cues.negated,) if ctx.lang.code == "en" else (cues.negated, get_language("en").cues.negated)
    negation: tuple[re.Pattern[str], ...] = negated if not set(fids) <= {"done", "planned"} else ()
    if "out_of_scope" in fids:  # "customs declarations - out of scope", after the exclusion: said again
        negation += (cues.exclusion,)
    # a list's label, or a leading list label ("Next step — agree the survey's estimate with procurement"), is no
    # stage of the item
    said = listed if listed is not None else strip_label(claim.text, ctx.lang.layout)
    # a plan's words say a stage or a state again only of an item or the approval ("the team will hold a kick-off with
    # the booking staff" claims new work beside the scope it names)
    stages = () if set(fids) <= {"scope", "budget", "start_date", "end_date"} else (cues.planned, cues.stage_negation)
    fw = ctx.lang.layout.function_words
    if ctx.lang.layout.follow_up.search(said) and not re.search(r"\d", said) and len(
            _tokens(said, ctx.lang.code, fw) - set().union(*(fact_words[f] for f in fids)) - known) >= (
            2 if ctx.lang.code == "zh" else 1):
        return True  # "I'll set up a check-in with Dana to walk through the printer integration", "…约好下周四碰一次，会上过一遍X
        #的安排": the writer's own follow-up, naming the item only as its topic (whatever stage word it holds); the item
        # told again in a follow-up's words and nothing new ("we'll hold the survey next") is its stage
    if ctx.lang.layout.forecast.search(said) and not re.search(r"\d", said) and not (
            ctx.lang.layout.source_silent.search(claim.text) or remarks_on_material(ctx, claim.text)):
        return True  # "The pilot will speed up invoice matching in Leeds": the writer's forecast, naming the scope told
        # before only as its topic, however few its own words (not what the notes leave unsaid: "не сказано, как будет
        # измеряться успех")
    if _new_party(ctx, said, claim.start, claim.text, known) and not cues.negated.search(said):
        return True  # "The survey will be run together with an outside contractor", "调查将与外部承包商一起开展": the item
        # named again only to give it a party the notes never name (whatever stage word it holds)
    if "approval" in fids and _pending_again(ctx, said, ctx.material.fact("approval").value, named=False):
        return False  # "Until the works council signs off, the pilot has no approval": the pending state again
    if any(p.search(said) for p in (*stages, *negation, cues.number_words)) or \
            re.search(r"\d", said) or ctx.lang.layout.source_silent.search(claim.text):
        return False  # a stage, an exclusion or a count said again (the facts' rules read it); the notes are silent
    if any(claim.start <= d.mention.start < claim.end for d in ctx.dates) or any(
            claim.start <= a.start < claim.end for a in ctx.amounts) or find_citations(claim.text, ctx.forms):
        return False
    if ctx.lang.layout.scope_shape.search(claim.text):
        return False  # "approved, and narrow: one workflow at one site": the scope said again by its shape (`_framing`)
    # an English gloss beside the material's words ("测试账户迁移 (test account migration)") translates them: no new words
    # (and a chat's user turn and its speakers' labels are no words of what is said: "User: Has it been approved? /
    # Assistant: Yes, it's approved." tells the approval again)
    said_here = claim.text
    for a, b in user_turns(ctx):  # (blanked a turn at a time, not a character at a time)
        s, e = max(a, claim.start) - claim.start, min(b, claim.end) - claim.start
        if s < e:
            said_here = said_here[:s] + " " * (e - s) + said_here[e:]
    glossed = without_glosses("\n".join(line[speaker_label_end(ctx, line):] for line in said_here.split("\n")),
                              ctx.lang.code)
    words = _tokens(glossed, ctx.lang.code, fw) - _tokens(claim.context, ctx.lang.code, fw)
    if listed is not None and claim.kind != ClaimKind.TABLE_ROW and claim.text.endswith(listed):
        # the list's own label ("Next step:", "Planned:") says which list, not what the line claims
        words -= _tokens(claim.text[:len(claim.text) - len(listed)], ctx.lang.code, fw)
    if lead is not None:
        words -= _tokens(lead, ctx.lang.code, fw)  # the lead-in says how, not what
    for fid in fids:
        words -= fact_words[fid]
    # (none read across the seam of a fact's name and the words beside it)
    # (nor across the seam of an item's stage word: "扫描器已经安装好了" tells the done item's stage, no new pairs)
    unknown = (words & _tokens(_values_blanked(ctx, _stages_blanked(ctx, glossed, fids), fids), ctx.lang.code, fw)) - known
    # a recap's item needs three words of its own (six pairs): fewer only qualify what it sums up ("the pilot is
    # approved, its limits clear"), as a scope told by its shape may be ("deliberately small")
    least = (6 if ctx.lang.code == "zh" else 3) if recap else (4 if ctx.lang.code == "zh" else 2)
    if weak_side and len(unknown) >= (6 if ctx.lang.code == "zh" else 3):
        return True  # a risk or a weakness in three words of its own, however many of its words the notes use elsewhere
    return len(unknown) >= least and len(unknown) > len(words) / 2


def _fact_named(ctx: OutputContext, label: str, fids: list[str]) -> bool:
    """True when a line's label is the very name of a fact the line restates ("范围：仅限X，业务只有Y这一项", "Рамки: …"
    for the scope): the fact's field, as a data key names it, no remark of its own on it."""
    label = label.strip(" *_")
    return bool(fids) and all((p := ctx.cues.source_names.get(fid)) is not None and p.fullmatch(label) is not None
                              for fid in fids)


def _background_with_advice(ctx: OutputContext, text: str) -> bool:
    """True when `text` retells the background with a word of advice to the reader beside it ("documents are named
    department - topic - author; just follow that rule", "если понадобится образец, посмотри записи X — он славится
    короткими протоколами"): without its clauses of advice (`Cues.reader_advice`), what is left retells the background
    on its own. Background the material does not have, or a fact the advice invents outside those clauses, still
    reads as an addition."""
    advice = ctx.cues.reader_advice
    if not advice.search(text) or re.search(r"\d", text):
        return False
    clauses = [c for c in re.split(r"\s*(?:[,;，；:：]|\s[—–-]\s|——)\s*", text) if c.strip()]
    rest = [c for c in clauses if not advice.search(c)]
    return bool(rest) and len(rest) < len(clauses) and retold_background(ctx, " ".join(rest))


def _agenda_line(ctx: OutputContext, text: str, known: set[str]) -> bool:
    """True when `text` is a minutes' agenda line naming only the meeting's purpose ("Повестка: сверка фактов по
    пилоту перед решением совета", "Agenda: review of the pilot's facts"): besides the purpose's own words
    (`Cues.agenda_purpose`), every word is the source's. An agenda setting a new decision or naming something the
    notes do not have keeps words of its own, and a number or a date is the rules'."""
    label = ctx.cues.agenda_label.match(text)
    if label is None or re.search(r"\d", text):
        return False
    rest = ctx.cues.agenda_purpose.sub(" ", text[label.end():])
    fw = ctx.lang.layout.function_words
    return bool(re.search(r"[^\W_]", text[label.end():])) and not (_tokens(rest, ctx.lang.code, fw) - known)


def _step_on_scope(ctx: OutputContext, claim: Claim, fids: list[str], fact_words: dict[str, set[str]],
                   known: set[str]) -> bool:
    """True when a label's value under a next step's label ("Next step:", "Следующий шаг:", "下一步：") names the scope
    only, no work item of the notes, and two words of its own beside the scope's, the label's and the source's (four
    pairs of Chinese characters): a step the notes never set ("Next step: brief the Valencia team leads on the new
    returns process"). No date or amount: those are the rules'."""
    if claim.kind != ClaimKind.LABEL_VALUE or not fids or not set(fids) <= {"scope"} or \
            label_of(claim.context, ctx.lang.layout) != "planned" or re.search(r"\d", claim.text):
        return False
    fw = ctx.lang.layout.function_words
    words = _tokens(claim.text, ctx.lang.code, fw) - _tokens(claim.context, ctx.lang.code, fw) - fact_words["scope"]
    return len(words - known) >= (4 if ctx.lang.code == "zh" else 2)


def _meeting_set(ctx: OutputContext, claim: Claim, fids: list[str], fact_spans: dict[str, list[Span]]) -> bool:
    """True when a claim sets a meeting for a time (`Layout.meeting_set`: "a kick-off with the depot team in the first
    week of March", "Schedule a follow-up meeting with the plant team before the end of June", "so the pending approval
    can be settled at the board's next meeting") and names the scope, a work item or the approval only again, told in
    an earlier claim: who meets or what about. A meeting dated by a fact's own date
    ("the kick-off at the depot is on 12 March", the start) or naming an amount states that fact."""
    # (a pending approval may be what the meeting is to settle; an approval given, with its condition, is no meeting's)
    topics = {"scope", "done", "planned"} | ({"approval"} if ctx.material.fact("approval").value["status"] == "pending"
                                             else set())
    if not set(fids) <= topics or not ctx.lang.layout.meeting_set.search(strip_label(claim.text, ctx.lang.layout)):
        return False
    if not all(any(_begins_before(ctx, s, claim) for s, _ in fact_spans[fid]) for fid in fids):
        return False
    return not any(claim.start <= d.mention.start < claim.end and (d.mention.start, d.mention.end) in ctx.consumed
                   for d in ctx.dates) and not any(claim.start <= a.start < claim.end for a in ctx.amounts)


def _stages_blanked(ctx: OutputContext, text: str, fids: list[str]) -> str:
    """`text` with the stage words of the done or planned item it restates blanked (`Cues.done`, `Cues.planned`): an
    item told again with its stage ("团队已经完成了扫描器的安装") makes no new words where the stage word meets the words
    beside it (a Chinese pair read across that seam); the stage itself is the fact's rules' to read."""
    for fid, cue in (("done", ctx.cues.done), ("planned", ctx.cues.planned)):
        if fid in fids:
            text = cue.sub(lambda m: " " * len(m.group(0)), text)
    return text


def _values_blanked(ctx: OutputContext, text: str, fids: list[str]) -> str:
    """`text` with a party the facts name by name and title blanked, each part on its own: a fact told again with the
    title before the name ("试点由财务主管普丽娅·拉曼批准" for "由普丽娅·拉曼（财务主管）批准") makes no new words where
    the two meet or meet the words beside them (a Chinese pair read across that seam). An item or a site, one name,
    is kept: the words beside it are the claim's own."""
    for fid in fids:
        for value in ctx.material.fact(fid).value.values():
            if not isinstance(value, dict) or "phrase" not in value:
                continue
            names = [p.strip() for p in re.split(r"[()（）]", value["phrase"]) if len(p.strip()) >= 2]
            if len(names) < 2:
                continue
            for a, b in [m.span() for n in names for m in re.finditer(re.escape(n), text, re.IGNORECASE)]:
                text = text[:a] + " " * (b - a) + text[b:]
    return text


def _task_set(ctx: OutputContext, claim: Claim, fids: list[str], fact_words: dict[str, set[str]], known: set[str]) -> bool:
    """True when a sentence or a list item is a task opening on its verb (`Layout.action_item`: "Prepare and circulate
    …", "Подготовить и разослать …", "整理并发送…") with two words of its own beside the facts' words and the source's
    (four pairs of Chinese characters): new work set for someone, whatever work item it names; "Start the survey"
    names the planned item's next step in the notes' own words. A task giving the pilot's own dates, scope or budget
    ("Провести пилот в период с …", an order written in infinitives) states those facts; one naming the scope's site
    for its new work ("Circulate a go-live checklist for the Porto service centre") sets work there all the same."""
    if claim.kind not in (ClaimKind.SENTENCE, ClaimKind.LIST_ITEM) or not set(fids) <= {"done", "planned", "scope"} or \
            not ctx.lang.layout.action_item.search(claim.text):
        return False
    fw = ctx.lang.layout.function_words
    words = _tokens(claim.text, ctx.lang.code, fw) - _tokens(claim.context, ctx.lang.code, fw) - known
    words -= set().union(*(fact_words[f] for f in fids))
    return len(words) >= (4 if ctx.lang.code == "zh" else 2)


def _begins_before(ctx: OutputContext, start: int, claim: Claim) -> bool:
    """True when a fact's span starting at `start` begins in an earlier claim: before this claim, with more than its
    own line's bullet and indent between ("  • план (не нач.): …" is this claim's)."""
    return start < claim.start and bool(ctx.text[start:claim.start].strip(" \t•◦▪‣·*+-"))


def _listed_again(ctx: OutputContext, claim: Claim) -> str | None:
    """What a row or a line lists under a Done or Planned label ("| Next step | user tests before the app release |",
    "Planned: ...") without that label, or None for any other claim: an item of that list named again inside new
    work of its own is an extra item of the list, as `_restated_elsewhere` reads it."""
    layout = ctx.lang.layout
    if claim.kind == ClaimKind.TABLE_ROW:
        cells = claim.text.split("|")
        head, rest = cells[0], " ".join(cells[1:])
    else:
        m = re.match(r"\s*([^\W\d_][^:：\n]{0,20}?)\s*[:：]\s*(\S.*)$", claim.text, re.DOTALL)
        if m is None or claim.kind not in (ClaimKind.LIST_ITEM, ClaimKind.LABEL_VALUE):
            return None
        head, rest = m.group(1), m.group(2)
    return rest if label_of(head.strip(" *_"), layout) in ("done", "planned") else None


# where a claim's clauses part: a comma or a semicolon, or a citation with words after it ("[6] on condition that ...";
# a check box, "[ ]" or "[x]", opening a line is no citation)
# (or a dash: "[3] — only once …"), or a sentence end after a citation inside a list item ("USD 9,000 [3]. Spending
# is on plan.")
# (a comma inside brackets, "[3, 7]", is none: `_inside_brackets`)
_PART_BREAK = re.compile(r"[,;，；、]\s*|"
                         r"(?<=[\]】])(?<!\[[^\]\d]\])[ \t]+(?:[—–][ \t]+)?(?=[(（]?[^\W\d_])"
                         r"|(?<=[\]】)）][.。])[ \t]*(?=[^\W\d_])")


def _inside_brackets(text: str) -> list[bool]:
    """For each position of `text` (and its end), whether a closing bracket comes before any opening one from there
    on: a comma there lies inside brackets. One pass from the end, so a long claim with many commas is read in
    linear time (a look ahead from each comma took quadratic time)."""
    out = [False] * (len(text) + 1)
    for i in range(len(text) - 1, -1, -1):
        ch = text[i]
        out[i] = False if ch in "[【(（" else True if ch in "]】)）" else out[i + 1]
    return out


def _supposed_with_remark(ctx: OutputContext, start: int, told: str, context: str) -> bool:
    """True when the clause `told` (at `start`) is what would follow from a supposition (`supposed_consequence`),
    a remark on the notes after a dash aside ("范围会大得多——但档案写得很明确")."""
    supposed, remark = (re.split(r"\s*(?:——|—|–|--)\s*", told, maxsplit=1) + [""])[:2]
    return supposed_consequence(ctx, start, supposed, context) and (not remark or remarks_on_material(ctx, remark))


def _approval_state_on(ctx: OutputContext, bare: str, known: set[str]) -> bool:
    """True when a clause after the approval only tells its state on: what it is expected to come to with nothing
    more of its own ("submitted to the board for approval, expected to go through"), or the same state in other
    words ("the works council has not approved it; the pilot therefore remains unapproved for now")."""
    outlook = ctx.lang.layout.approval_outlook
    if outlook.search(bare) and _few_new(ctx, _tokens(outlook.sub(" ", bare), ctx.lang.code,
                                                      ctx.lang.layout.function_words) - known):
        return True
    # ("…; until then nothing is formally signed off": the pending state in its own frame; a clause outside that frame,
    # "此外还需采购部会签", is another party's step, read by the rules)
    approval = ctx.material.fact("approval").value
    layout = ctx.lang.layout
    if _restates_approval(ctx, bare) or (layout.pending_frame.search(bare) or layout.pending_back.search(bare)) and \
            _pending_again(ctx, bare, approval, named=False):
        return True
    # a concession beside the pending state that names only the source's facts as set ("…, even though the dates and
    # the budget are already set out"): the frame's words and the source's, nothing new
    frame = ctx.lang.layout.pending_frame
    return approval.get("status") == "pending" and frame.search(bare) is not None and not re.search(r"\d", bare) and \
        not _tokens(frame.sub(" ", bare), ctx.lang.code, ctx.lang.layout.function_words) - known


def _part_cuts(ctx: OutputContext, claim: Claim) -> list[int]:
    """Where a claim's parts begin (`_further_clauses`): after a comma or a semicolon outside brackets, a citation
    before more words, a table's bar, an answer's sentence end, and a sentence end inside a list item or a table's
    cell."""
    bracketed = _inside_brackets(claim.text)
    cuts = {claim.start + m.end() for m in _PART_BREAK.finditer(claim.text)
            if not (m.group(0)[:1] in (",", ";", "，", "；", "、") and bracketed[m.start() + 1])}
    if claim.kind == ClaimKind.TABLE_ROW:  # a wide table's cells part too: each is its column's value
        cuts |= {claim.start + m.end() for m in re.finditer(r"\|\s*", claim.text)}
    # an answer line's sentences part too ("A: Porto only. It was picked because … . X is excluded.")
    # (its first sentence stays with the question: the question's words are no part of their own)
    cuts |= {s for s, _ in answer_sentences(ctx.text, claim, ctx.lang.layout)[1:]}
    if claim.kind in (ClaimKind.LIST_ITEM, ClaimKind.TABLE_ROW):
        # so do the sentences of a list item or a table's cell ("Approved on 16 May. Overall status: GREEN |", "… only
        # [15], chosen because … . Out of scope: …"): a later sentence is no part of the fact before it
        cuts |= {s for s, _ in _sentences(claim.text, claim.start, ctx.lang.layout)[1:]}
    return sorted(cuts)


def _latin_share(text: str) -> float:
    letters = [c for c in text if c.isalpha()]
    return sum(c.isascii() for c in letters) / len(letters) if letters else 0.0


def _glossed_item(ctx: OutputContext, told: str, bare: str, items: Sequence[dict]) -> bool:
    """A work item or scope part told in two languages: a bracket naming it in the source's words, the words outside
    in another script (a translation of it, not a claim of more), with no number of their own."""
    if re.search(r"\d", bare):
        return False
    inside = [m.group(0)[1:-1] for m in re.finditer(r"\([^)]*\)|（[^）]*）", told)]
    outside = _latin_share(bare)
    return any(abs(_latin_share(g) - outside) > 0.5 and any(mentions(i, g, ctx.lang) for i in items) for g in inside)


def _further_clauses(ctx: OutputContext, claim: Claim, fact_spans: dict[str, list[Span]], placed: Sequence[Placed],
                     known: set[str], distorted: frozenset[str] | set[str]) -> list[Span]:
    """The clauses of a claim supporting a fact that claim something more ("approved on 3 May [5], subject to a
    review", "the scanners are installed [9], and every desk now uses them"): a clause after the first that holds
    no fact's span start, no number, date, amount or addition the rules read, lies in no span of a fact graded
    distorted (there it is counted as the distortion), and whose words are mostly new to the source (three at least,
    or four pairs of Chinese characters; as `claim_parts`)."""
    fw = ctx.lang.layout.function_words
    need = 4 if ctx.lang.code == "zh" else 3
    # where each fact begins in this claim (a later clause naming the same item again may still claim more of it)
    starts = [min(inside) for spans in fact_spans.values()
              if (inside := [s for s, e in spans if claim.start <= s < claim.end or s < claim.start < e])]
    cuts = _part_cuts(ctx, claim)
    # (a part never runs across the claim's line break: a question's line and its answer's, a chat's two turns, are
    # two speakers' words; the answer's part opens past its speaker's label)
    # (read after the reasons are cut: a reason's part is read from the question's line, "why Gdansk? / Gdansk was
    # picked because …")
    lines = _line_starts(ctx, claim)
    explained = set(_exclusion_explained(ctx, claim, cuts))  # the part after an exclusion told in full and its colon
    cuts = sorted(set(cuts) | set(_reason_cuts(ctx, claim, cuts, starts)) | explained | set(lines))
    cuts = _frames_kept(ctx, claim, _outside_amounts(ctx, cuts))
    material = ctx.material
    items = [f.value["item"] for f in material.facts if isinstance(f.value.get("item"), dict)] + [
        f.value[k] for f in material.facts if f.fact_id == "scope" for k in ("process", "site")]
    cues = ctx.cues
    # (a table row's budget span starts at the row's bar, before the claim: "| bud. | £58.5k，尚未动用 |")
    # (and a list item's: its span may take in the item's bullet, "- USD 710,000 [2], of which …")
    budget_here = any(claim.start <= s < claim.end or s < claim.start < e and (
        claim.kind == ClaimKind.TABLE_ROW or not ctx.text[s:claim.start].strip(" \t•◦▪‣·*+-"))
                      for s, e in fact_spans.get("budget", []))
    approval_here = any(claim.start <= s < claim.end for s, _ in fact_spans.get("approval", []))
    # "the budget, CHF 56,000, is more than enough", "бюджет 56 000 франков — с запасом": a claim beside the budget;
    # "… to 3 October, a tight window": a judgement beside any fact
    judged = _budget_judged(ctx, claim, cuts, budget_here)
    out: list[Span] = [judged] if judged else []
    # "**Status: Amber** (waiting on approval)": the colour is a status of its own, whatever its bracket restates (the
    # approval's span may take in the label: the state is read in the bracket)
    # (the dates, amounts and additions found in the claim's reach: every part and span read below lies in it)
    reach = min([claim.start, *cuts])
    values = _values_within(ctx, reach, claim.end) + [
        p.at for p in placed if p.at is not None and p.at[0] < claim.end and reach < p.at[1]]
    coloured = _coloured_status(ctx, claim, values)
    out += [coloured] if coloured else []
    leads = _on_plan_lead(ctx, claim) + _owner_parts(ctx, claim, found := _placed_spans(placed))
    out += leads
    # "installed [14], but Porto holds few spare units if one fails": the writer's risk after the fact, one addition
    # however many of the facts' words it names (its parts are read no further)
    turn = _risk_turn(ctx, claim, found, known, fact_spans, distorted) or (-1, -1)
    out += [turn] if turn[0] >= 0 else []
    judged_end = -1  # where the last judgement added ends: the parts after it say what it is sure of
    # (where the rules found an addition: "a third already spent", read as progress, is that addition: `found`)
    out += _first_part_remark(ctx, claim, cuts, budget_here, found, known)
    for s, e, end in _line_parts(ctx.text, cuts, claim.end):
        if out and out[-1][1] >= s - 2 and (ctx.lang.layout.consequence.search(ctx.text[s:e].strip()) or
                                            ctx.lang.layout.reason.search(ctx.text[s:e].strip()) or
                                            out[-1][1] == judged_end):
            continue  # "…可能会拖一阵，进而影响后面的进度": what the added clause before may lead to, one claim with it;
            # so is its reason or its purpose ("…, so that …"), and what a judgement is sure of ("команда уверена, что …")
        end = _trimmed_end(ctx.text, s, end)
        part = ctx.text[s:end]
        # (a motive beside a fact is a claim of its own; what an addition found before it leads to is told with it)
        # (so is a meeting or a next step of its own, though it names the fact's body or site: `_new_event`)
        beside = _beside_found(ctx, s, end, found, known, coloured, budget_here)
        out += beside or []
        asked = _asked_from(claim, lines, s)
        if beside is not None or any(asked <= x < end for x in starts) or any(a < end and s < b for a, b in values) or \
                judged and s < judged[1] and judged[0] < e or coloured and s < coloured[1] or \
                any(s <= a < e for a, _ in leads) or turn[0] <= s < turn[1] or s < turn[0] < e:
            continue  # (the part holding the budget's judgement, or the pilot said to go to plan, is counted above)
        # (how much of the budget is spent is no part of a distorted budget: "CHF 74,000 [2], of which roughly a third
        # has already gone into the sandbox setup ✔" still adds that, whatever else the budget's spans say)
        spent = (budget_here or cues.budget.search(part)) and cues.spending.search(part) and not re.search(r"\d", part)
        # (nor is what the pilot was set up for: "Invoice matching at the Gdansk depot only, introduced to reduce manual
        # matching errors" adds that goal to a distorted scope)
        motive = _motive_told(ctx, part, known)
        # (nor the status colour the brief gives the pilot on the strength of it: "approved by the works council, so
        # you can mark it green in the status report" adds the colour to a distorted approval)
        in_distorted = any(a <= s and end <= b for fid in distorted for a, b in fact_spans.get(fid, []))
        if in_distorted and _colour_named(ctx, part) and not (
                cues.approved_word.search(part) or cues.pending_word.search(part)):
            out.append((s, end))  # (a status of its own, however few its new words; "the board has given it the green
            continue  # light" is the approval itself, in other words)
        # (nor a reason given for what the claim told before it, naming the workflow only as its topic: "Их решили не
        # трогать, чтобы не смешивать сверку счетов с …" after an exclusion, beside a distorted scope)
        if in_distorted and not spent and not motive:
            out += _reason_part(ctx, ctx.text[claim.start:s], s, end, items, known)
            continue
        # a remark in brackets after a citation ("[17] (the scanners came from «ScanTech»)") is read as the
        # words it brackets; other brackets gloss or cite
        told = part.strip()
        # (so is a bracket its citation follows: "(picked for its … team) [15].")
        closed = re.sub(r"(?:\s*(?:\[[^\]]*\]|【[^】]*】))+[\s.。;；,，]*$", "", told) if told[:1] in "(（" else told
        told = closed[1:-1] if told[:1] in "(（" and closed[-1:] in ")）" and s > claim.start else told
        bare = re.sub(r"\[[^\]]*\]|【[^】]*】|\([^)]*\)|（[^）]*）", " ", told)
        if _glossed_item(ctx, told, bare, items) or \
                _condition_of_distorted_approval(ctx, claim, bare, fact_spans, distorted, placed) or \
                re.search(r"\d", bare) or cues.number_words.search(bare) or revision_note(ctx, bare) or \
                _supposed_with_remark(ctx, s, told, claim.context):
            continue  # a count or a date in the clause: the rules read it; "…，我刚才说错了", "…, my mistake": a turn
            # owning its slip beside what it says; "假如当初把X也纳进来，范围会大得多": what would follow from a
            # counterfactual; no claim of the pilot; "data protection checklist (проверка чек-листа …) ✔": an item in
            # the source's words in its bracket, translated outside it
        if any(s <= a and b <= end for a, b in ctx.once("years alone", 0, partial(years_alone, ctx))):
            continue  # "都是二六年的": a year of the dates said apart from them, which it restates
        # "CHF 47,500, most of it still unspent", "目前大部分尚未动用": how much is spent, which the source never says;
        # read before the negation below, which a spending remark may carry ("not yet touched")
        # (a clause naming the budget itself says so after another fact too: "not approved yet, and the budget is barely
        # spent")
        if (budget_here or cues.budget.search(bare)) and cues.spending.search(bare) and \
                not ctx.lang.layout.source_silent.search(bare):
            out.append((s, end))
            continue
        if _new_planned_work(ctx, bare, items, known, placed) or ctx.lang.layout.on_plan.search(bare) or \
                ctx.lang.layout.judgement.search(bare) and not cues.negated.search(bare) or \
                ctx.lang.layout.follow_up.search(bare) or _new_party(ctx, bare, s, claim.text, known) or \
                ctx.lang.layout.meeting_set.search(bare):
            out.append((s, end))  # "…, and a go-live review with the board is planned after that": new work of its own;
            # ("2 May — start; the same day — team kick-off": a meeting set after a timeline entry, another)
            judged_end = end if ctx.lang.layout.judgement.search(bare) else -1
            continue  # "…, and we are on schedule", "…, and the team is confident it will make month-end calmer": how
            # the pilot goes or the team's confidence, which the source never says (read before a stage: "по плану",
            # "will make" claim none);
            # "…, and no vendor has been picked for it yet": a party the notes never name, and its state (read before the
            # negation below, which such a state may carry)
        head = ctx.text[claim.start:s]
        if ctx.lang.layout.reason.match(bare.strip()) and _reason_given(ctx, bare, head, items, known):
            out.append((s, end))  # "…исключена [10], чтобы не перегружать …": a purpose of its own, read before the
            continue  # negation below, which such a purpose may carry ("so as not to", "чтобы не", "以免")
        if cues.planned.search(bare) or cues.stage_negation.search(bare) or cues.negated.search(bare) or \
                done_word(bare, ctx.lang) or (cues.done.search(bare) or cues.started.search(bare)) and \
                cues.stage_denied_end.search(ctx.text[claim.start:s].rstrip(" \t,;，；、—–-")):
            continue  # "but not started yet", "the night shift is not touched", "看起来已经做完了": a stage (hedged or
            # not) or an exclusion, read by the rules
            # (or the correction of a stage the clause before denies: "X已不是计划，而是已经做完的工作", the item's stage)
        if approval_here and _approval_state_on(ctx, bare, known):
            continue  # the approval's own state told on or said again, whose label reads it
        if cues.exclusion.search(bare) and any(a <= s and end <= b for a, b in fact_spans.get("out_of_scope", [])):
            continue  # "至于X，它被明确排除在外": the exclusion the item's label rests on
        if _reason_given(ctx, bare, head, items, known):
            out.append((s, end))  # "Gdansk was picked because returns had been piling up there": its reason, an addition
            continue  # (read before the item it names again: "returns" is no item named first here)
        if any(mentions(i, bare, ctx.lang) and not mentions(i, head, ctx.lang) for i in items):
            continue  # an item named first here ("including the night shift"): its fact's rule reads it
        # ("Larkspur is a tightly bounded trial: one workflow (X) at one site (Y)": the scope told again by its shape)
        if _remark(ctx, bare) or _other_places_denied(ctx, bare) or _shape_again(ctx, bare, known) or \
                ctx.lang.layout.talk_frame.match(bare.strip()):
            continue  # "…, so I have left those out rather than guess", "…; Может, кто-то из вас в курсе?": the notes'
            # silence, or a word said to the reader; "| X only | 其余站点一概排除 |": the scope's "only" told again;
            # "…，另外还有一项", "…, and there's one more thing": the talk's own frame, whole (no digit: read above)
        if _status_without_state(ctx, _status_as_label(ctx, bare.strip())) and not ctx.cues.person_name.search(bare):
            out.append((s, end))  # "...; overall status — amber": a status of its own, as "Status: green" is
            continue
        if ctx.lang.layout.option_name.search(bare):
            continue  # "…，所以杜松试点只能按方案甲理解": which of the brief's own options the pilot is, no claim of it
        if _new_quoted_name(ctx, bare):
            out.append((s, end))  # "the rollout is run by the integrator «StockSoft»": a party the source never names
            continue
        said_again = ctx.lang.layout.restatement.match(bare.strip())
        if said_again and len(_tokens(bare.strip()[said_again.end():], ctx.lang.code, fw) - known) < need:
            continue  # "…2026年2月6日，也就是试点开始当天，…": the value before it said again, as the day the pilot starts
        words = _tokens(bare, ctx.lang.code, fw)
        unknown = words - known
        if _new_enough(ctx, claim, s, bare, words, unknown, explained):
            out.append((s, end))
    # "About a third of the EUR 37,500 has been used": what is spent, in a part naming the budget's amount (which the
    # budget's rule reads), is a claim of its own
    return sorted(out + _spend_parts(ctx, claim, cuts, budget_here, found) + _release_parts(ctx, claim, cuts, budget_here, found))


def _new_event(ctx: OutputContext, part: str, known: set[str], found: list[Span], span: Span) -> bool:
    """True when a part of a claim sets a meeting or tells a next step (`Layout.meeting_set`, `Layout.next_step`, in
    any mood: "The next step would be a kick-off with the Lyon team", "совет собирается в эту пятницу") naming no work
    item of the source, with two words at least new to the source (four pairs of Chinese characters), and no addition
    the rules found in it: an event beyond the fact the claim restates, whatever party or site of the fact it names.
    The body's pending approval told in its own words, or "next: <the planned item>", is none."""
    layout = ctx.lang.layout
    if not (layout.meeting_set.search(part) or layout.next_step.search(part)) or \
            any(a < span[1] and span[0] < b for a, b in found):
        return False
    if any(mentions(f.value["item"], part, ctx.lang) for f in ctx.material.facts if isinstance(f.value.get("item"), dict)):
        return False
    bare = re.sub(r"\[[^\]]*\]|【[^】]*】", " ", part)
    unknown = _tokens(bare, ctx.lang.code, ctx.lang.layout.function_words) - known
    return len(unknown) >= (4 if ctx.lang.code == "zh" else 2)


# a card's last field after a spaced dash or a bar: a few words, then the person ("— owner: J. Doe", "| 负责人：李娜")
_CARD_FIELD = re.compile(r"(?:\s[—–-]|[|｜])\s*(?P<field>[^—–|｜]{1,40})$")


def card_owner(ctx: OutputContext, text: str, person: str, labelled: bool = False) -> bool:
    """True when the person is named in the card's own last field after a dash or a bar, the field a few words and
    the name only ("Rewiring of the chargers — owner: J. Doe", "Закупка планшетов — отв. О. Смирнова", a table row's
    last cell under "Owner"), or in the owner's own field closing the item (`Cues.owner_field`: "(owner: J. Doe)",
    "，由李娜负责"): the item's owner, told apart from its work, an addition of its own beside it. `labelled`: the
    dash's or the bar's field the name alone or after an owner's label (`Cues.person_cue`), not a referral ("Budget
    questions — to X", where the person is all the clause claims), and before it an item, not a role's label."""
    closing = ctx.cues.owner_field.search(text)
    if closing is not None and person in closing.group(0):
        return True
    m = _CARD_FIELD.search(text.rstrip(" .。"))
    if m is None or person not in m.group("field"):
        return False
    rest = m.group("field").replace(person, " ")
    if labelled and rest.strip(" *_:：") and not ctx.cues.person_cue.search(rest.rstrip()):
        return False
    head = text[:m.start()].rsplit("\n", 1)[-1].strip(" *_|")
    if labelled and (not head or ctx.cues.person_cue.search(head)):
        return False  # "Руководитель пилота — X", "| 项目负责人 | X |": the role's label, no item the person owns
    return len(re.findall(r"[^\W\d_]+", rest)) <= 2 and len(rest.strip()) <= 16


def _risk_told(ctx: OutputContext, claim: Claim, found: list[Span], known: set[str]) -> Span | None:
    """The span of a claim that is the writer's own risk: a claim opening on a risk's lead (`Layout.aim_or_risk`, "Риск:
    …", "The main risk is …") or told under a bare line heading risks (`Layout.weak_side`: "Risk", "Риски", "风险"), with two
    words new to the source (four pairs of Chinese characters) once its lead, dates, amounts and citations are left
    out ("If the works council decision slips, the 7 June start date is at risk"). It names the facts only as its topic
    (the pending approval, a planned item, the start date), which their rules grade where they are told; the risk is
    one claim of its own, its condition and its consequence together. None where the rules found an addition in it, or
    where it remarks on the notes or restates a stage in the facts' own words, or where it only says the field of
    risks empty ("Risks: none reported so far")."""
    layout = ctx.lang.layout
    if field_said_empty(claim.text, ctx.lang):
        return None
    said = next(iter(answer_sentences(ctx.text, claim, layout)), (claim.start, claim.end))[0]
    told = ctx.text[said:claim.end]
    told = told[speaker_label_end(ctx, told):]
    lead = layout.aim_or_risk.match(re.sub(r"^[\s*_#>•+-]*(?:\d{1,2}[.)、]\s*)?(?:\*\*|__)?", "", told))
    # (a section of risks its reader labels, a SWOT's Threats, is read as one by `_restated_elsewhere`)
    under = _risk_heading_above(ctx, claim.start) or any(a <= claim.start < b for a, b in risk_rows(ctx))
    # (an owner named in a field of its own, "| <risk> | Karl Vogel |", is an addition beside the risk: the risk stays one)
    if lead is None and not under or _remark(ctx, told) or any(
            a < claim.end and claim.start < b and not card_owner(ctx, claim.text, ctx.text[a:b], True) for a, b in found):
        return None
    bare = told
    for d in reversed(find_dates(bare, ctx.forms)):
        bare = bare[:d.start] + " " + bare[d.end:]
    bare = re.sub(r"\[[^\]]*\]|【[^】]*】|\d[\d.,\s]*", " ", bare)
    if lead is not None:
        bare = bare.replace(lead.group(0).strip(), " ", 1)
    unknown = _tokens(bare, ctx.lang.code, layout.function_words) - known
    # a risk under its own label ("Risk: the exported data may be incomplete") names what may go wrong with a fact's
    # item in the item's words: one word of its own says the risk; under a heading, or as a goal, it needs two
    labelled = lead is not None and bool(layout.weak_side.match(lead.group(0)))
    if len(unknown) < (4 if ctx.lang.code == "zh" else 2) - (labelled and 1 + (ctx.lang.code == "zh")):
        return None
    end = claim.end
    end = _trimmed_end(ctx.text, said, end, " \t\n,;，；、.。|")
    return (said, end)


def _reason_part(ctx: OutputContext, head: str, s: int, end: int, items: list[dict], known: set[str]) -> list[Span]:
    """The part `s`..`end` where it gives a reason the notes never give for what its claim told before it (`head`,
    `_reason_given`), with no digit: a claim of its own though it lies in a distorted fact's span, naming the workflow
    only as its topic ("Их решили не трогать, чтобы не смешивать сверку счетов с …"); nothing otherwise."""
    part = ctx.text[s:end]
    bare = re.sub(r"\[[^\]]*\]|【[^】]*】", " ", part)
    return [(s, end)] if not re.search(r"\d", part) and _reason_given(ctx, bare, head, items, known) else []


_TURN_END = re.compile(r"[.!?;](?=\s|$)|[。！？；\n]")


def _risk_turn(ctx: OutputContext, claim: Claim, found: list[Span], known: set[str], fact_spans: dict[str, list[Span]],
               distorted: frozenset[str] | set[str]) -> Span | None:
    """The contrast after a fact that says what may go wrong with it (`Layout.silence_turn`, then `Layout.risk_effect`
    or `Layout.failure_if`: "installed [14], but Porto holds few spare units if one fails", "…，但备用机很少，一旦出故障…",
    "…, но запасных сканеров мало, если один сломается"), from the contrast to its sentence's end: the writer's risk, one
    claim whatever site, item or number of the facts it names; the fact before it keeps its label. None where the rules
    found an addition in it, where it only guesses that a gap of the notes may be filled or remarks on the notes, where
    it lies in a distorted fact's span (counted there), or where its words are not new to the source (two at least, four
    pairs of Chinese characters, past dates, figures and citations: a risk the notes state themselves)."""
    layout = ctx.lang.layout
    for turn in _risk_leads(ctx, claim):
        lead = turn.group(0)
        s = claim.start + turn.start() + len(lead) - len(lead.lstrip(" \t,，"))
        if not claim.text[:turn.start()].strip(" \t*_-•") or re.search(r"\w$", ctx.text[:s]):
            continue  # (a claim opening on its contrast turns from nothing before it; "格但斯克" holds no "但")
        stop = _TURN_END.search(claim.text, turn.end())
        end = claim.start + (stop.start() if stop else len(claim.text))
        rest = ctx.text[claim.start + turn.end():end]
        blanked = _dates_blanked(ctx, rest)
        if not (layout.risk_effect.search(blanked) or layout.failure_if.search(blanked)) or \
                layout.gap_guess.match(rest) or _remark(ctx, rest):
            continue
        if any(a < end and s < b for a, b in found) or \
                any(a <= s and end <= b for fid in distorted for a, b in fact_spans.get(fid, [])):
            return None
        bare = re.sub(r"\[[^\]]*\]|【[^】]*】|\d[\d.,\s]*", " ", blanked)
        if len(_tokens(bare, ctx.lang.code, layout.function_words) - known) >= (4 if ctx.lang.code == "zh" else 2):
            return (s, _trimmed_end(ctx.text, s, end))
    return None


_CAUSE_END = re.compile(r"\s*[,，]\s*")


def _risk_leads(ctx: OutputContext, claim: Claim) -> list[re.Match[str]]:
    """Where a risk after a fact may begin in the claim: each contrast (`Layout.silence_turn`), and the comma closing a
    cause the claim opens on (`Layout.because_opening`: "Since the board hasn't signed off, I'd treat the start as at
    risk", "由于还没批，开工可能推迟", "Поскольку решения нет, старт под угрозой"), the fact told as the risk's cause."""
    leads = list(ctx.lang.layout.silence_turn.finditer(claim.text))
    cause = ctx.lang.layout.because_opening.match(claim.text)
    comma = _CAUSE_END.search(claim.text, cause.end()) if cause else None
    return leads + [comma] if comma is not None else leads


def _risk_heading_above(ctx: OutputContext, start: int) -> bool:
    """True when the line over the claim at `start`, past the list items before it, is a bare heading of risks
    (`Layout.weak_side`: a line "Risk" or "**Риски**" alone, which the claims' reader may not take for a section's
    label)."""
    lines = ctx.text[:ctx.text.rfind("\n", 0, start) + 1].rstrip().split("\n")
    while lines and _LIST_LINE.match(lines[-1]) and lines[-1].strip():
        lines.pop()
    head = lines[-1].strip(" \t*_#") if lines else ""
    bare = ctx.lang.layout.weak_side.match(head)  # the heading alone: "Риск: возможна задержка" is an item, no heading
    return bare is not None and not head[bare.end():].strip(" \t*_#:：")


_LIST_LINE = re.compile(r"^\s*(?:[-*•+▸◦]|\d{1,2}[.)、])\s")


def risk_rows(ctx: OutputContext) -> list[Span]:
    """The rows of a table of risks that say what may go wrong (`Layout.risk_effect`), each from its line's start to its
    end: a table whose header names a column of risks or concerns (`Layout.risk_column`: "| # | Concern | Detail |").
    Such a row is the writer's risk told under a heading, read by `_risk_told` as one claim; a month or a figure in it
    ("if it slips past September") belongs to that risk, no addition of its own (`grader`). A row restating a fact
    ("planned, not started") says no effect and is read as any row is."""
    return ctx.once("risk rows", 0, partial(_read_risk_rows, ctx))  # asked for each claim: read once


def risk_items(ctx: OutputContext) -> list[Span]:
    """The lines under a bare heading of risks (`_risk_heading_above`: "Risks:", "**Риски**", "风险：" over list items or a
    line) that say what may go wrong (`Layout.risk_effect`), each from its line's start to its end: the writer's risk, read
    by `_risk_told` as one claim, so a month or a figure in it ("如果9月前仍未动工，…可能…") belongs to that risk as in a
    risk table's row (`risk_rows`). A line naming no effect ("the sandbox must be ready by 3 May") is read as any line."""
    return ctx.once("risk items", 0, partial(_read_risk_items, ctx))  # asked for each addition: read once


def _read_risk_items(ctx: OutputContext) -> list[Span]:
    text, layout = ctx.text, ctx.lang.layout
    if not any(layout.weak_side.match(line.strip(" \t*_#")) for line in text.split("\n")):
        return []  # (no heading of risks: no line is looked over)
    out: list[Span] = []
    pos = 0
    for line in text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        if line.strip() and layout.risk_effect.search(_dates_blanked(ctx, line)) and _risk_heading_above(ctx, start):
            out.append((start, start + len(line)))
    return out


def _dates_blanked(ctx: OutputContext, line: str) -> str:
    """`line` with its dates blanked: "by 3 May" says no "may" of a risk."""
    for d in reversed(find_dates(line, ctx.forms)):
        line = line[:d.start] + " " + line[d.end:]
    return line


def _read_risk_rows(ctx: OutputContext) -> list[Span]:
    layout, text = ctx.lang.layout, ctx.text
    if "|" not in text:
        return []
    out: list[Span] = []
    header: list[str] | None = None
    pos = 0
    for line in text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        row = line.strip()
        if not row.startswith("|"):
            header = None
            continue
        cells = [c.strip(" *_`") for c in row.strip("|").split("|")]
        if header is None:
            header = cells
        elif not all(re.fullmatch(r":?-{2,}:?", c) for c in cells) and \
                any(layout.risk_column.fullmatch(c) for c in header) and layout.risk_effect.search(row):
            out.append((start, start + len(line)))
    return out


def _beside_found(ctx: OutputContext, s: int, end: int, found: list[Span], known: set[str],
                  coloured: Span | None = None, budget_here: bool = False) -> list[Span] | None:
    """The part `s`..`end` itself where it says what the pilot was set up for ("…, with the aim of cutting …", "枪鱼试点旨在
    减少…，范围仅限…"), or puts a part of the budget to a use ("其中大约一半会用于一线文员培训", `_budget_part_put`): a
    claim of its own though its words name the workflow or a work item, a fact's span the rules read there too.
    Nothing where it tells on the addition the rules found right before it ("…，还需报请X签批，之后方可正式推进":
    what that leads to, one claim with it). None for any other part."""
    part = ctx.text[s:end]
    if any(s - 3 <= b <= s for _, b in found) and ctx.lang.layout.consequence.search(part.strip()):
        return []
    if _motive_told(ctx, part, known) and not any(a < end and s < b for a, b in found) or \
            _budget_part_put(ctx, part, budget_here) or \
            _new_event(ctx, part, known, [*found, *filter(None, [coloured])], (s, end)):
        return [(s, end)]  # ("ждём совет — он собирается в эту пятницу": the body's meeting, an event of its own)
    return None


def _new_enough(ctx: OutputContext, claim: Claim, s: int, bare: str, words: set[str], unknown: set[str],
                explained: set[int]) -> bool:
    """True when the part at `s` (`bare`, its `words`, those new to the source `unknown`) says enough the source does
    not: most of its words new, three at least (four pairs of Chinese characters; one in a cell under a column naming
    no fact), or two for a reason, a goal or what explains an exclusion after its colon."""
    need = 4 if ctx.lang.code == "zh" else 3
    clause = ctx.clause_at(s)
    # a cell under a column that names no fact ("| Vendor |"): one new word is a value of its own, as under a label
    cell = claim.kind == ClaimKind.TABLE_ROW and clause is not None and clause.column is not None and \
        label_of(clause.column, ctx.lang.layout) is None and not ctx.cues.approval_word.search(clause.column)
    # a reason or a goal the notes never give needs two new words, whatever the share ("1 July – end date; the
    # window was chosen so that it covers the booking peak", "…: цель пилота — сократить ручную работу"; its cue's
    # own word counts: "цель" is a goal the notes never set); so does what explains an exclusion after its colon
    return len(unknown) >= (1 if cell else need) and len(unknown) > len(words) / 2 or \
        _gives_reason(ctx, s, bare, explained) and len(unknown) >= (4 if ctx.lang.code == "zh" else 2)


def _frames_kept(ctx: OutputContext, claim: Claim, cuts: list[int]) -> list[int]:
    """The cuts less those closing a frame the clause after it is said in (`Layout.frame_lead`: "…, for a pilot of this
    size, the time is tight", "…，对这样短的周期来说，时间明显偏紧"): the frame is part of that clause, no part of its own."""
    out: list[int] = []
    for c in cuts:
        lead = ctx.text[out[-1] if out else claim.start:c]
        if "\n" not in lead and ctx.lang.layout.frame_lead.search(lead.strip(" \t,;，；、.。!！")):
            continue
        out.append(c)
    return out


def _line_parts(text: str, cuts: list[int], claim_end: int) -> list[tuple[int, int, int]]:
    """Each part from a cut to the next (or the claim's end), and where it ends: at its line's break where one comes
    first (the next line's part opens past its label). The rest of a question's line is no part: the question claims
    nothing, its answer does."""
    out = []
    for s, e in zip(cuts, [*cuts[1:], claim_end], strict=False):
        line_end = text.find("\n", s, e)
        if line_end < 0:
            out.append((s, e, e))
        elif not text[s:line_end].rstrip(" *_").endswith(("?", "？")):
            out.append((s, e, line_end))
    return out


def _asked_from(claim: Claim, lines: list[int], s: int) -> int:
    """Where the words a part says go with begin: for an answer's first part, its question's line ("A: And the
    interviews? / B: Doing them now" says what the question names); the part's own start otherwise."""
    return max([x for x in [claim.start, *lines] if x < s], default=s) if s in lines else s


def _line_starts(ctx: OutputContext, claim: Claim) -> list[int]:
    """Where each later line of a claim (the answer's line after its question's) says its words: past its line break
    and its speaker's label ("Assistant: No — …")."""
    out = []
    for m in re.finditer(r"\n", claim.text):
        line = claim.text[m.end():]
        out.append(claim.start + m.end() + speaker_label_end(ctx, line.split("\n", 1)[0]))
    return out


def _trimmed_end(text: str, start: int, end: int, marks: str = " \t,;，；、.。|") -> int:
    """`end` moved back past the blanks and the closing marks of a part (`marks`), no further than `start`."""
    while end > start and text[end - 1] in marks:
        end -= 1
    return end


def _motive_told(ctx: OutputContext, text: str, known: set[str]) -> bool:
    """What the pilot was set up for (`_motive`), told with no digit (a count or a date there is the rules')."""
    return _motive(ctx, text, known) and not re.search(r"\d", text)


def _values_within(ctx: OutputContext, start: int, end: int) -> list[Span]:
    """The spans of the brief's dates and amounts that overlap `start`..`end`, by bisection (a scan of every value for
    each claim took the square of a long table's length)."""
    spans = ctx.once("value spans", 0, lambda: sorted(
        [(d.mention.start, d.mention.end) for d in ctx.dates] + [(a.start, a.end) for a in ctx.amounts]))
    longest = ctx.once("longest value", 0, lambda: max((e - s for s, e in spans), default=0))
    starts = ctx.once("value starts", 0, lambda: [s for s, _ in spans])
    return [v for v in spans[bisect.bisect_left(starts, start - longest):bisect.bisect_left(starts, end)]
            if v[1] > start]


def _placed_spans(placed: Sequence[Placed]) -> list[Span]:
    """Where the additions the rules found sit, those found again in the brief."""
    return [p.at for p in placed if p.at is not None]


def _outside_amounts(ctx: OutputContext, cuts: list[int]) -> list[int]:
    """The cuts that fall inside no amount: "86,000欧元" is one value, its thousands' comma no break."""
    return [c for c in cuts if not any(a.start < c < a.end for a in ctx.amounts)]


def _spend_parts(ctx: OutputContext, claim: Claim, cuts: list[int], budget_here: bool, found: list[Span]) -> list[Span]:
    """The parts of a claim stating the budget after its first that say what is spent of it, its amount in the part
    (`_spent_of_budget`), where the rules found no addition."""
    out = []
    for s, end in zip(cuts, [*cuts[1:], claim.end], strict=False):
        end = _trimmed_end(ctx.text, s, end)
        if budget_here and _spent_of_budget(ctx, s, end) and not any(a < end and s < b for a, b in found):
            out.append((s, end))
    return out


def _release_parts(ctx: OutputContext, claim: Claim, cuts: list[int], budget_here: bool, found: list[Span]) -> list[Span]:
    """The parts of a claim stating the budget (its first too) that have a party release or pay out the money
    (`Cues.funds_release` beside a department or board, `Layout.other_body`: "Finance still has to release the
    CHF 83,000", "财务部还需放款", "финансовый отдел ещё должен выделить средства"): a step on the budget by someone
    the notes never give one, where the rules found no addition. The source's own approver or body named there is
    that party restated."""
    out = []
    for s, end in zip([claim.start, *cuts], [*cuts, claim.end], strict=False):
        end = _trimmed_end(ctx.text, s, end)
        part = ctx.text[s:end]
        if budget_here and ctx.cues.funds_release.search(part) and ctx.lang.layout.other_body.search(part) and \
                not names_own_party(ctx, part) and not any(a < end and s < b for a, b in found):
            out.append((s, end))
    return out


def _shape_again(ctx: OutputContext, bare: str, known: set[str]) -> bool:
    """True when a clause tells the scope again by its shape (`Layout.scope_shape`: "one workflow at one site", its
    bracketed names out), with a few words of its own beside it qualifying it ("a tightly bounded trial"; as many as a
    recap's, `_recap_restates`)."""
    shape = ctx.lang.layout.scope_shape.search(bare)
    if shape is None:
        return False
    fw = ctx.lang.layout.function_words
    beside = _tokens(bare[:shape.start()] + " " + bare[shape.end():], ctx.lang.code, fw) - known
    return len(beside) < (8 if ctx.lang.code == "zh" else 5)


def _gives_reason(ctx: OutputContext, s: int, bare: str, explained: set[int]) -> bool:
    """True when the part at `s` gives a reason or a goal (`Layout.reason`), or follows an exclusion's colon
    (`_exclusion_explained`) and does not tell the exclusion again ("…: они явно вне его рамок")."""
    return bool(ctx.lang.layout.reason.search(bare)) or s in explained and not ctx.cues.exclusion.search(bare)


def _first_part_remark(ctx: OutputContext, claim: Claim, cuts: list[int], budget_here: bool, found: list[Span],
                       known: set[str]) -> list[Span]:
    """The claim's first part, from its answer on (a question's words claim nothing), where it says what is spent of
    the budget it names, opens on a goal or a risk naming a fact only as its topic, or, a further part after it, says
    what the pilot was set up for (`_motive`), and the rules found no addition
    there; none otherwise."""
    said = next(iter(answer_sentences(ctx.text, claim, ctx.lang.layout)), (claim.start, claim.end))[0]
    end = next((c for c in cuts if c > said), claim.end)
    end = _trimmed_end(ctx.text, said, end, " \t\n,;，；、.。|")
    if any(a < end and said < b for a, b in found):
        return []
    first = ctx.text[said:end]
    # (or says what the pilot was set up for: "枪鱼试点旨在减少…，范围仅限…", whatever fact its words name)
    remark = budget_here and _spent_of_budget(ctx, said, end) or _budget_part_put(ctx, first, budget_here) or \
        _opens_own_remark(ctx, first, known) or \
        end < claim.end and _motive_told(ctx, first, known)
    return [(said, end)] if remark else []


def _budget_part_put(ctx: OutputContext, part: str, budget_here: bool) -> bool:
    """True when a part of a claim puts a share of the budget to a use in words, with no digit ("About half of the
    budget is set aside for the translation of the user guides"): an addition, though it names a work item as the use
    (the item's stage is read where the brief tells it). A part in digits is its amount's addition."""
    bare = without_citations(part, ctx.forms)
    return (budget_here or bool(ctx.cues.budget.search(bare))) and budget_part_told(ctx.cues, bare) and \
        not re.search(r"\d", bare) and not ctx.lang.layout.source_silent.search(bare)


def _opens_own_remark(ctx: OutputContext, part: str, known: set[str]) -> bool:
    """True when a claim's first part opens on the pilot's goal or a risk (`Layout.aim_or_risk`: "Цель пилота — сократить
    ручной ввод заказов на закупку", "The main risk is that the app release may slip") and says it in words of its own
    after that lead, two at least new to the source (four pairs of Chinese characters): the writer's goal or risk,
    which the notes never give, naming a fact only as its topic. The writer's own purpose ("Чтобы не возникло
    путаницы, …") leads no claim of the pilot; a remark on the notes' silence ("the notes give no goal") claims none."""
    layout = ctx.lang.layout
    told = re.sub(r"^[\s*_#>•+-]*(?:\d{1,2}[.)、]\s*)?(?:\*\*|__)?", "", part[speaker_label_end(ctx, part):])
    lead = layout.aim_or_risk.match(told)
    if lead is None or _remark(ctx, told):
        return False
    # (the words after its lead: a risk told in the facts' own words, "The main risk: X has not started", restates them)
    bare = re.sub(r"\[[^\]]*\]|【[^】]*】", " ", told[lead.end():])
    return len(_tokens(bare, ctx.lang.code, layout.function_words) - known) >= (4 if ctx.lang.code == "zh" else 2)


def _spent_of_budget(ctx: OutputContext, s: int, e: int) -> bool:
    """True when the part `s`..`e` of a claim stating the budget says how much of it is spent or left, naming the
    budget's amount in the same clause ("About a third of the EUR 37,500 has been used so far", "86,000欧元的预算中约三分之一
    已经用在前期准备上"): a claim the source never makes. Its amounts blanked, the part holds no other digit (a share in
    digits is a number the rules read) and is no remark that the notes are silent on spending."""
    bare = ctx.text[s:e]
    for a in ctx.amounts:
        if s <= a.start and a.end <= e:
            bare = bare[:a.start - s] + " " * (a.end - a.start) + bare[a.end - s:]
    bare = without_citations(bare, ctx.forms)
    return bool(ctx.cues.spending.search(bare)) and not re.search(r"\d", bare) and \
        not ctx.lang.layout.source_silent.search(bare)


def _reason_given(ctx: OutputContext, bare: str, head: str, items: list[dict], known: set[str]) -> bool:
    """True when a clause gives a reason the notes never give (`Layout.reason`, two words new to the source, four pairs of
    Chinese characters) for what its claim names before it (`head` names an item, the site or the workflow): "Gdansk was
    picked because returns had been piling up there", whatever item it names again ("returns"). A remark on the notes
    or to the reader ("because it is the point most easily misread") gives none. A reason for the choice of what it
    names (`Layout.chosen_reason`: "(chosen because it has the most orders)") is the writer's own whatever its words,
    unless the notes give one for a choice too."""
    layout = ctx.lang.layout
    chosen = _chosen_reason(ctx, head, bare)
    if not (chosen or layout.reason.search(bare)) or _remark(ctx, bare):
        return False
    words = _tokens(bare, ctx.lang.code, layout.function_words)
    enough = len(words) >= 2 if chosen else len(words - known) >= (4 if ctx.lang.code == "zh" else 2)
    return enough and any(mentions(i, head, ctx.lang) for i in items)


def _chosen_reason(ctx: OutputContext, head: str, bare: str) -> bool:
    """True when a clause gives the cause of a choice (`Layout.chosen_reason`), its choice word in the clause or closing
    the words before it ("…at the Leeds office (chosen because …"), or opens on a cause (`Layout.because_opening`) right
    after the scope's site or workflow ("only invoice matching at Leeds, because …"), and no fact of the notes gives a
    reason of its own."""
    layout = ctx.lang.layout
    near = head[-30:]  # (only the words closing the head: a long claim's head is read once per part)
    if not (layout.chosen_reason.search(near + " " + bare) or layout.because_opening.match(bare)) or \
            ctx.once("notes give a reason", 0, lambda: any(
                layout.chosen_reason.search(f.sentence) or layout.reason.search(f.sentence) for f in ctx.material.facts)):
        return False
    if layout.chosen_reason.search(near + " " + bare):
        return True
    scope = ctx.material.fact("scope").value
    last = [p for p in re.split(r"[,;，；、(（]", head[-80:]) if p.strip()][-1:]
    return bool(last) and any(
        isinstance(scope.get(k), dict) and mentions(scope[k], last[0], ctx.lang) for k in ("process", "site"))


# a label and its value told after a fact in its claim ("… — owner: the Valencia hub lead", "…, ответственный: …")
_TOLD_FIELD = re.compile(r"[—–,;，；(（]\s*(?P<label>[^\W\d_][^:：\n—–]{0,20}?)\s*[:：]\s*(?P<value>[^\n)）]*[^\W\d_][^\n)）]*)")


def _owner_parts(ctx: OutputContext, claim: Claim, found: list[Span]) -> list[Span]:
    """The parts of a claim stating a fact that give its item an owner by a role's label (`Cues.pilot_role`:
    "Translation of the user guides — owner: the Valencia hub lead", "… — ответственный: руководитель хаба"): an owner
    the notes never name, whoever the value is, unless it names the source's approver or is left empty, or the rules
    found a person there already."""
    approval = next((f.value for f in ctx.material.facts if f.fact_id == "approval"), {})
    parties = [p for p in (approval.get("approver"), approval.get("body")) if isinstance(p, dict)]
    out = []
    for m in _TOLD_FIELD.finditer(claim.text):
        label, value = m.group("label").strip(" *_"), m.group("value").strip()
        s, e = claim.start + m.start("label"), claim.start + m.end("value")
        if not ctx.cues.pilot_role.match(f"{label}:") or ctx.cues.empty_item.match(value) or \
                ctx.cues.placeholder.fullmatch(value.strip(" .。*_")) or slots_only(ctx, value) or \
                any(mentions(p, value, ctx.lang) for p in parties) or any(a < e and s < b for a, b in found):
            continue
        out.append((s, e))
    return out + _owner_cells(ctx, claim, found, parties)


def column_name(text: str, at: int) -> str | None:
    """The name of the table column the text at `at` sits in: the cell above it in the table's first row (the row
    over the rule line "|---|"), or None outside a table or in its first row."""
    start = text.rfind("\n", 0, at) + 1
    names = _table_heads(text).get(start)
    if names is None:
        return None
    cell = text[start:at].count("|")
    return names[cell] if cell < len(names) else None


@functools.lru_cache(maxsize=8)
def _table_heads(text: str) -> dict[int, list[str]]:
    """For each line of a table under its first row and rule line, by the line's start: the first row's cells. Read
    once for a text (asked of each row of a long table, a walk up to its first row took the square of its length)."""
    out: dict[int, list[str]] = {}
    table: list[str] = []  # the lines of the table the walk is in, so far
    pos = 0
    for line in text.split("\n"):
        if not line.lstrip().startswith("|"):
            table = []
        else:
            if len(table) >= 2 and re.fullmatch(r"\s*\|?[\s:|-]+\|?\s*", table[1]):
                out[pos] = table[0].split("|")
            if len(table) < 2:
                table.append(line)
        pos += len(line) + 1
    return out


# the names a column's header may join ("负责人或相关方", "Owner / stakeholder", "Ответственный или участник")
_COLUMN_NAMES = re.compile(r"\s*(?:[/／、,，&+]|\s(?:or|and|или|и)\s|或者?|及|和|与)\s*", re.IGNORECASE)


def _owner_cells(ctx: OutputContext, claim: Claim, found: list[Span], parties: list[dict]) -> list[Span]:
    """The cells of a table row under a column naming an owner (`Cues.person_cue`, `Cues.pilot_role`,
    `Cues.owner_column`: "| Owner |", "| 负责人或相关方 |", "| Кто |") whose value is a role the notes never give
    ("| 一线文员培训 | 已列入计划 | 坦佩雷工厂班组长 |"): an owner of its own, with no name. A cell left empty, a
    placeholder, the notes' silence ("笔记未写明", "not stated"), the approver or the approving body, or a value all in
    the words of the pilot's paragraphs names no one new."""
    if claim.kind != ClaimKind.TABLE_ROW:
        return []
    fw = ctx.lang.layout.function_words
    # (the words of the pilot's own paragraphs: a unit the background names is given no work in the pilot there)
    material = ctx.material
    known = ctx.once("pilot words", 0, lambda: _tokens(
        " ".join(material.paragraphs[n - 1] for n in material.fact_paragraphs), ctx.lang.code, fw))
    out = []
    # (the row's first cell too, where the claim opens past its bar: "| IT support team | completed X |", a party
    # told as the one doing a fact's work in a "Who | What" table)
    for m in re.finditer(r"(?:(?<=\|)|^)[^|\n]+", claim.text):
        value = m.group(0).strip(" *_")
        column = column_name(ctx.text, claim.start + m.start()) or ""
        names = [name.strip(" *_") for name in _COLUMN_NAMES.split(column) if name.strip(" *_")]
        if not value or not column or not any(
                ctx.cues.person_cue.search(name) or ctx.cues.pilot_role.match(f"{name}:") or ctx.cues.owner_column.fullmatch(name)
                for name in names):
            continue
        s, e = claim.start + m.start(), claim.start + m.end()
        # (a cell's bracket around the notes' silence marks it as a remark: "(not named)", "（未指定）")
        unbracketed = value.strip(" .。()（）")
        if ctx.cues.empty_item.match(unbracketed) or ctx.cues.placeholder.fullmatch(unbracketed) or \
                slots_only(ctx, value) or ctx.lang.layout.source_silent.search(value) or _remark(ctx, value) or \
                re.search(r"\d", value) or any(mentions(p, value, ctx.lang) for p in parties) or \
                any(a < e and s < b for a, b in found) or not (_tokens(value, ctx.lang.code, fw) - known):
            continue
        out.append((s + len(m.group(0)) - len(m.group(0).lstrip()), _trimmed_end(ctx.text, s, e)))
    return out


def _on_plan_lead(ctx: OutputContext, claim: Claim) -> list[Span]:
    """The pilot said to go to plan before a colon that leads into the facts ("It's on track: the export is done, …",
    "Идём по плану: …", "按计划推进：…"): a status of its own (`Layout.on_plan`), however the facts after it are read;
    the words from the cue to the colon."""
    out = []
    for m in ctx.lang.layout.on_plan.finditer(claim.text):
        colon = re.match(r"[^:：\n.。!?！？]{0,12}?[:：]", claim.text[m.end():])
        if colon:
            out.append((claim.start + m.start(), claim.start + m.end()))
    return out


def _remark(ctx: OutputContext, text: str) -> bool:
    """True when a clause remarks on the notes or speaks to the reader ("…, so I have left those out rather than guess",
    "because it is the point most easily misread", "чтобы понимать: …"): no claim of the pilot."""
    layout = ctx.lang.layout
    return bool(layout.source_silent.search(text) or layout.addressed.search(text)) or remarks_on_material(ctx, text)


def _new_party(ctx: OutputContext, bare: str, start: int, sentence: str, known: set[str]) -> bool:
    """True when a clause (at `start`, in its claim's `sentence`) names an outside party by its word (`Cues.party_cue`:
    a vendor, a contractor) that the source never uses and the brief names here for the first time: whatever state it
    gives that party ("no vendor has been picked yet", "подрядчик пока не выбран"), it claims something of a party the
    notes do not have. A remark that the notes name none ("笔记没有提到供应商", "Записи не называют ни … поставщика") or
    a question left open ("будет ли привлекаться подрядчик") claims nothing."""
    m = ctx.cues.party_cue.search(bare)
    if m is None or ctx.cues.party_cue.search(ctx.text[:start]):
        return False
    layout = ctx.lang.layout
    if any(p.search(sentence) for p in (layout.source_silent, layout.addressed)) or layout.silent_topic.search(bare) \
            or remarks_on_material(ctx, sentence):
        return False
    # (a party word the source uses only inside the company's name is still new: "supplier" beside "Brightwater Supply")
    apart = ctx.once("known apart from the company", 0, partial(_known_apart_from_company, ctx))
    return bool(_tokens(m.group(0), ctx.lang.code, ctx.lang.layout.function_words) - (known & apart))


def _known_apart_from_company(ctx: OutputContext) -> set[str]:
    """The words the source uses once the company's name is blanked from it (its name's own words only name it)."""
    material = ctx.material
    text = material.known_text.replace(material.company, " ") if material.company else material.known_text
    return _tokens(text, ctx.lang.code, ctx.lang.layout.function_words)


def _exclusion_explained(ctx: OutputContext, claim: Claim, cuts: list[int]) -> list[int]:
    """Where the words after a colon explain an exclusion told in full before it, its item and its exclusion word in
    the same part ("Таможенные декларации явно исключены из рамок: ими и так занимается отдельная
    команда", "Customs declarations are excluded: a separate team handles them"): a part of its own, read as the
    others are (a reason the notes never give). A label before its item ("Excluded: X") names no item before the colon;
    a dash leads on to a word to the reader as often ("… исключены — если к тебе придут с ними, …")."""
    item = ctx.material.fact("out_of_scope").value["item"]
    out = []
    for m in re.finditer(r"[:：]\s*|\s[—–]\s+|——", claim.text):
        # (after a dash, only what leads on to a consequence explains: "X не берём — ими занимается другая команда,
        # поэтому в пилот их не тащим"; a dash alone leads on to a word to the reader as often)
        if not m.group(0).strip(" —–") and not ctx.lang.layout.hence.search(claim.text, m.end()):
            continue
        before = max((c for c in cuts if c <= claim.start + m.start()), default=claim.start)
        head = ctx.text[before:claim.start + m.start()]
        # (an answer may name the item by a pronoun, the question naming it: "— А X? — Нет, они исключены: …")
        asked = ctx.text[claim.start:said] if (said := _answer_start(ctx, claim)) <= before else ""
        if ctx.cues.exclusion.search(head) and (mentions(item, head, ctx.lang) or mentions(item, asked, ctx.lang)) \
                and claim.start + m.end() < claim.end:
            out.append(claim.start + m.end())
    return out


def _answer_start(ctx: OutputContext, claim: Claim) -> int:
    """Where a question line's answer begins in its claim (`answer_sentences`); the claim's end for any other claim."""
    if claim.kind != ClaimKind.QA_PAIR:
        return claim.end
    return next(iter(answer_sentences(ctx.text, claim, ctx.lang.layout)), (claim.end, claim.end))[0]


def _reason_cuts(ctx: OutputContext, claim: Claim, cuts: list[int], starts: list[int]) -> list[int]:
    """Where a reason or a goal told inside a claim's part begins (`Layout.reason`): after a colon or a dash before its
    cue ("…в Тампере: цель пилота — …"), else at the cue itself where the words before it in its part begin a fact
    ("limited to Porto because …"); none where the part, from its start, is the reason ("the window was chosen so
    that …")."""
    out = []
    layout = ctx.lang.layout
    for m in [*layout.reason.finditer(claim.text), *layout.chosen_reason.finditer(claim.text)]:
        at = claim.start + m.start()
        before = max((c for c in cuts if c <= at), default=claim.start)
        if at <= before:
            continue
        # (on the answer's own line, past its speaker's label: "Assistant: Gdansk was picked because …" has no colon
        # before its reason)
        said = max(before, ctx.text.rfind("\n", before, at) + 1)
        said += speaker_label_end(ctx, ctx.text[said:at])
        # (a bracket still open at the cue, or the cue's own bracket, opens the reason: "Valencia hub only (Valencia was
        # picked because …)", "（选那边是因为…）"; a dash run together with its words marks it as a spaced one does:
        # "不在范围内——主要是考虑到…")
        bracket = at if m.group(0)[:1] in "(（" else _open_bracket(ctx.text, said, at)
        mark = list(re.finditer(r"[:：]\s*|\s[—–]\s+|——\s*", ctx.text[said:at]))
        if bracket is not None and (not mark or said + mark[-1].end() <= bracket):
            out.append(bracket)
        elif mark:
            out.append(said + mark[-1].end())
        elif any(before <= x < at for x in starts):
            out.append(at)
    return out


def _open_bracket(text: str, start: int, end: int) -> int | None:
    """Where the last round bracket opened in `text[start:end]` and not closed before `end` begins; None without one."""
    depth = 0
    for i in range(end - 1, start - 1, -1):
        ch = text[i]
        if ch in ")）":
            depth += 1
        elif ch in "(（":
            if not depth:
                return i
            depth -= 1
    return None


def _budget_judged(ctx: OutputContext, claim: Claim, cuts: list[int], budget_here: bool) -> Span | None:
    """Where a claim stating the budget judges whether it is enough (`Layout.sufficiency`, "more than enough", "с
    запасом", "绰绰有余"), or a claim stating any fact judges one (`Layout.measure_view`, "a tight window", "сроки
    сжатые", "时间有点紧"): from that word to the end of its part, a claim of its own beside the fact; None without one,
    or where the part only remarks that the notes do not say so ("the notes do not say whether that is adequate")."""
    layout = ctx.lang.layout
    found = [m for p in ((layout.sufficiency,) if budget_here else ()) + (layout.measure_view,)
             if (m := p.search(claim.text)) is not None]
    if not found:
        return None
    m = min(found, key=lambda x: x.start())
    at = claim.start + m.start()
    cuts = [c for c in cuts if not re.match(r"\d[,，]\d", ctx.text[c - 2:c + 1])]  # not inside an amount's digits
    # the part it opens ("…, which is more than enough"), or from the word on where it shares the amount's part
    start = max((c for c in cuts if c <= at), default=at)
    start -= ctx.text[start - 1:start] in ("(", "（")
    end = min((c for c in cuts if c > at), default=claim.end)
    end = _trimmed_end(ctx.text, start, end)
    part = ctx.text[start:end]
    # (with the belief's holder in the part before: "…; команда уверена, что уложится в эту сумму", one claim)
    holder = max((c for c in cuts if c < start), default=claim.start)
    start = holder if _holds_belief(ctx, ctx.text[holder:start], part) else start
    # (or the part after it says so: "достаточно ли этого, в заметках не сказано" asks, the notes' silence answers)
    silent = layout.source_silent.search(ctx.text, end, claim.end)
    if remarks_on_material(ctx, part) or layout.source_silent.search(part) or \
            silent is not None and silent.start() - end <= 16:  # (room for "…, в заметках" before the silence)
        return None
    return start, end


def _restates_approval(ctx: OutputContext, bare: str) -> bool:
    """True when a clause only says the approval's own state again, in the source's state (pending: an approval word
    with a word of waiting, none of approval given; approved: the reverse), naming nobody and setting no condition."""
    cues = ctx.cues
    if not cues.approval_word.search(bare) or cues.person_name.search(bare) or cues.condition.search(bare) or \
            _new_quoted_name(ctx, bare):
        return False
    pending, given = cues.pending_word.search(bare), cues.approved_word.search(bare)
    if ctx.material.fact("approval").value.get("status") == "pending":
        return bool(pending) and not given
    return bool(given) and not pending


def _new_planned_work(ctx: OutputContext, bare: str, items: list[dict], known: set[str], placed: Sequence[Placed]) -> bool:
    """A clause saying new work is planned, naming no item, approval or condition the source gives, with a subject
    of two words or more new to the source ("…, and a go-live review with the works council is planned after that")."""
    cues = ctx.cues
    plan = cues.planned.search(bare)
    if plan is None or cues.stage_negation.search(bare) or cues.negated.search(bare) or any(
            p.search(bare) for p in (cues.approval_word, cues.condition, cues.given_condition)):
        return False
    if ctx.lang.layout.approval_outlook.search(bare):
        return False  # "目前还在等待结果": the decision still awaited, the approval's state told on, no work
    if ctx.lang.layout.source_silent.search(bare):
        return False  # "the notes say nothing about adding them later": what the notes lack, no plan
    if any(mentions(i, bare, ctx.lang) for i in items) or any(bare.strip() in p.addition.text for p in placed):
        return False
    return len(_tokens(bare[:plan.start()], ctx.lang.code, ctx.lang.layout.function_words) - known) >= 2


_DONE_MARK = re.compile(r"[✓✔☑✅]")


def _new_work(ctx: OutputContext, text: str, known: set[str]) -> bool:
    """A claim reporting work of its own, done (a done word or a check mark) or planned, naming no work item, scope,
    approval or condition the source gives, with two words or more new to the source beside its stage words: an
    extra done or planned item."""
    cues = ctx.cues
    material = ctx.material
    items = [f.value["item"] for f in material.facts if isinstance(f.value.get("item"), dict)] + [
        f.value[k] for f in material.facts if f.fact_id == "scope" for k in ("process", "site")]
    done = cues.done.search(text) or _DONE_MARK.search(text)
    if done is not None and cues.planned.search(text):
        return False  # "done and planned are listed apart": words about the lists, no work
    if _new_planned_work(ctx, text, items, known, ()):
        return True
    if done is None or cues.planned.search(text) or cues.negated.search(text) or cues.future.search(text) or any(
            p.search(text) for p in (cues.approval_word, cues.condition, cues.given_condition)):
        return False
    if any(mentions(i, text, ctx.lang) for i in items):
        return False
    # its new words, without the stage's own ("updated" after the item) and words naming a document ("update")
    rest = cues.done.sub(" ", _DONE_MARK.sub(" ", text))
    rest = " ".join(w for w in rest.split() if not cues.bare_done.fullmatch(w.lower().strip(".,;:!")))
    document = ctx.lang.layout.document_words
    new = {w for w in _tokens(rest, ctx.lang.code, ctx.lang.layout.function_words) - known if w[:5] not in document}
    return len(new) >= (1 if _DONE_MARK.search(text) else 2)


def _condition_of_distorted_approval(ctx: OutputContext, claim: Claim, bare: str, fact_spans: dict[str, list[Span]],
                                     distorted: frozenset[str] | set[str], placed: Sequence[Placed]) -> bool:
    """A clause opening with a condition ("但须在上线前完成复核", "subject to a review") after an approval told as given in
    the same claim, where the approval is graded distorted (told under a condition the source does not set, or given
    where the source says pending): the condition is counted once, as the approval's condition
    (an addition of kind `condition` the rules placed), not again as a claim."""
    told = bare.strip(" ,，;；")
    return "approval" in distorted and any(claim.start <= a < claim.end for a, _ in fact_spans.get("approval", [])) \
        and bool(ctx.cues.given_condition.match(told) or ctx.cues.condition.match(told)) \
        and any(p.addition.kind == "condition" and (told in p.addition.text or p.addition.text in told) for p in placed)


# a name in typographic quotes ("«StockSoft»", "“Apex”"), not a data value's plain quotes ('"currency": "EUR"')
_QUOTED_NAME = re.compile(r"[«“]([^\W\d_][^«»“”\"\n]{1,40}?)[»”]")


def _new_quoted_name(ctx: OutputContext, text: str) -> bool:
    """True when a clause quotes a capitalised name the source and the prompt never hold (an invented vendor or team
    "«StockSoft»"); a quoted item, site or the pilot's own name is the source's."""
    low = ctx.material.known_text.lower()
    for m in _QUOTED_NAME.finditer(text):
        name = m.group(1).strip()
        if name[:1].isupper() and not name.isupper() and name.lower() not in low:
            return True
    return False


def _item_cut_off(ctx: OutputContext, claim: Claim) -> bool:
    """True when a claim at the brief's very end is a list label with a value cut off inside its first word, that
    word the start of a work item's own words ("Planned: rel" for "release of the mobile app"): it names nothing."""
    if ctx.text[claim.end:].strip() or claim.kind not in (ClaimKind.LABEL_VALUE, ClaimKind.LIST_ITEM):
        return False
    value = strip_label(claim.text, ctx.lang.layout).strip(" \t*_-•")
    if value == claim.text.strip(" \t*_-•") or not re.fullmatch(r"[^\W\d_]{1,6}", value):
        return False
    low = value.lower()
    return any(re.search(rf"(?<!\w){re.escape(low)}", f.sentence.lower()) and not re.search(
        rf"(?<!\w){re.escape(low)}(?!\w)", f.sentence.lower()) for f in ctx.material.facts
        if f.fact_id in ("done", "planned", "out_of_scope"))


# a record's field and its value on one line ('"валюта": "EUR"', "site_only: TRUE", "币种,USD"): group `value`
_FIELD = re.compile(r"^[\s\"“'«-]*[^\W\d][^:：=,，|\n]{0,40}?[\"”'»]?\s*[:：=,，|]\s*(?P<value>.*)$", re.DOTALL)
_FIELD_VALUE_ENDS = " \t\"“”'«»,，}]"


def _field_value(text: str) -> str | None:
    """The value of a record's field written alone on its line, its quotes and closing comma aside; None for a text
    that is no such field."""
    m = _FIELD.match(text.strip())
    return m.group("value").strip(_FIELD_VALUE_ENDS) if m else None


def _currency_field(ctx: OutputContext, text: str) -> bool:
    """True when `text` is a record's currency field alone ('"currency": "EUR"', "валюта: CHF", "币种：美元"): the
    budget's currency, told apart from its amount. A wrong one is the budget's (graded there), no claim of its own."""
    value = _field_value(text)
    if not value or re.search(r"\d", value):
        return False
    m = ctx.forms.currency_rx.search(value)
    return m is not None and not re.search(r"[^\W_]", value[:m.start()] + value[m.end():].strip(" ()（）"))


def _approver_title_field(ctx: OutputContext, text: str, approver: object) -> bool:
    """True when `text` is a record's role field alone ("роль: CFO (финансовый директор)", "title: Head of Finance",
    "职务：财务总监") whose value gives the source approver's own title: part of the approval, no claim of its own.
    Another title in it still claims that title."""
    value = _field_value(text)
    if not value or not isinstance(approver, dict):
        return False
    key = data_keys.key_name(re.split(r"[:：=,，|]", text.strip(), maxsplit=1)[0])
    return key in data_keys.APPROVER_ROLE_KEYS | ctx.lang.layout.role_keys and says_title(
        approver_title(approver["phrase"]), value, ctx.lang)


def _approved_card(ctx: OutputContext, claim: Claim, approver: object) -> bool:
    """True when the claim is a card of a board's column whose heading says approved ("[APPROVED]", "[Утверждено]",
    "【已批准】"), naming the source's approver ("Priya Raman, Head of Finance, 06 Jul 2026"): the approval, which the
    approval's rule grades (its title and date included), no claim of its own."""
    if claim.kind != ClaimKind.LIST_ITEM or not claim.context or not isinstance(approver, dict):
        return False
    heading = claim.context.strip(" \t[]【】()（）*_#:：")
    return bool(ctx.cues.approved_word.search(heading)) and not ctx.cues.pending_word.search(heading) and len(
        re.findall(r"\w+", heading)) <= 3 and mentions(approver, claim.text, ctx.lang)


def _approved_before_start(ctx: OutputContext, text: str) -> bool:
    """An approval said to come before the pilot's start ("the formal sign-off came well before the start", "формальное
    утверждение получено ещё до старта"), where the source's dates bear it out: the approval and the order of its
    dates told again, however few of its words the source uses."""
    return bool(ctx.cues.approval_word.search(text) and ctx.lang.layout.before_start.search(text)) and \
        approved_before_start(ctx.material)


def _pending_again(ctx: OutputContext, text: str, approval: dict, named: bool = True) -> bool:
    """True when `text` tells a pending approval again ("Вопрос лежит на рассмотрении у исполнительного комитета, и
    его решение ещё не принято", "Until the works council signs off, the pilot has no approval"): a pending word, the
    source's body or approver named (unless `named` is False: a claim already aligned to the approval), no approval
    given, no value, and with those words out, at most two words new to the source (five Chinese characters' pairs):
    a status, a meeting or a condition of its own ("Amber — defined on paper, but still waiting") has more, and stays
    a claim. Told in the pending state's own frame (`Layout.pending_frame`: "until", "formally", "remains", a
    concession that other facts are set), with no word of its own beside it, it is the approval again however many
    frame words it holds; so is a clause pointing back to the approval just told ("until then …",
    `Layout.pending_back`), which need not name the body."""
    cues, fw = ctx.cues, ctx.lang.layout.function_words
    who = [w for w in (approval.get("body"), approval.get("approver")) if isinstance(w, dict)]
    # (a clause pointing back to the approval just told, "until then …", need not name its body again)
    back = named and ctx.lang.layout.pending_back.search(text) is not None and \
        not any(mentions(w, text, ctx.lang) for w in who)
    if approval.get("status") != "pending" or named and not back and not any(mentions(w, text, ctx.lang) for w in who) or \
            not cues.pending_word.search(text) or re.search(r"\d", text) or \
            find_dates(text, ctx.forms) or find_amounts(text, ctx.forms):
        return False
    # (an approval word after a requirement's, "仍需投资委员会批准", is the approval still to get, none given; so is one
    # inside a pending word's own words, "nothing is formally signed off")
    denied = [m.span() for m in cues.pending_word.finditer(text)]
    if any(not required_before(ctx, text, m.start()) and not any(a <= m.start() < b for a, b in denied)
           for m in cues.approved_word.finditer(text)):
        return False
    said = cues.pending_word.sub(" ", cues.approval_word.sub(" ", text))
    for w in who:  # (the body's words out first: Chinese pairs across its edges are no words of the claim)
        said = re.sub(re.escape(w["phrase"]), " ", said, flags=re.IGNORECASE)
    own = set().union(*(_tokens(w["phrase"], ctx.lang.code, fw) for w in who))
    known = _tokens(ctx.material.known_text, ctx.lang.code, fw)
    unknown = _tokens(said, ctx.lang.code, fw) - own - known
    if not back and _few_new(ctx, unknown):
        return True
    # told again in the pending state's own frame ("until then nothing is formally signed off", "the pilot remains
    # formally unapproved, even though the dates are already set out"): no word of its own at all beside the frame
    frame = ctx.lang.layout.pending_frame
    return frame.search(said) is not None and not _tokens(frame.sub(" ", said), ctx.lang.code, fw) - own - known


def _approval_to_get(ctx: OutputContext, claim: Claim, approval: dict) -> bool:
    """True when a next step (an item under a label of planned work or next steps) is only the pending approval to get
    ("Obtain the works council's approval.", "Получить одобрение совета трудового коллектива", "取得职工委员会的批准"):
    the source's body or approver and the approval's word, no value, and with those out at most two words new to the
    source (`_few_new`): the pending state told as a step. A step of the team's own around it ("chase the board with a
    one-page summary of the pilot's aims") has more, and stays a claim."""
    cues, fw = ctx.cues, ctx.lang.layout.function_words
    who = [w for w in (approval.get("body"), approval.get("approver")) if isinstance(w, dict)]
    if approval.get("status") != "pending" or label_of(claim.context, ctx.lang.layout) != "planned" or \
            not cues.approval_word.search(claim.text) or not any(mentions(w, claim.text, ctx.lang) for w in who) or \
            re.search(r"\d", claim.text):
        return False
    said = cues.approval_word.sub(" ", claim.text)
    for w in who:
        said = re.sub(re.escape(w["phrase"]), " ", said, flags=re.IGNORECASE)
    own = set().union(*(_tokens(w["phrase"], ctx.lang.code, fw) for w in who))
    unknown = _tokens(said, ctx.lang.code, fw) - own - _tokens(ctx.material.known_text, ctx.lang.code, fw)
    return _few_new(ctx, unknown)


def _approval_told_on(ctx: OutputContext, claim: Claim, before: ClaimAlignment | None, approval: dict) -> bool:
    """True when the claim right after one read as the approval names the source's approver, with the approval's own
    date if any and nothing else new ("The pilot is approved. The decision was Priya Raman's, on 6 July 2026."): the
    approval told on in a second sentence, no claim of its own. A wrong date, another person, an amount or more new
    words than a verb's keep it a claim."""
    approver, cues = approval.get("approver"), ctx.cues
    if before is None or before.status != "fact" or before.facts != ("approval",) or \
            approval.get("status") != "approved" or not isinstance(approver, dict) or \
            not mentions(approver, claim.text, ctx.lang) or cues.pending_word.search(claim.text) or \
            cues.condition.search(claim.text) or find_amounts(claim.text, ctx.forms):
        return False
    if any(not mentions(approver, m.group(0), ctx.lang) for m in cues.person_name.finditer(claim.text)):
        return False  # another person beside the approver
    day = str(approval.get("approval_date") or "")
    dates = find_dates(claim.text, ctx.forms)
    if any(f"{d.year:04d}-{d.month:02d}-{d.day:02d}" != day for d in dates if d.year and d.day) or \
            any(not (d.year and d.day) for d in dates):
        return False
    said = claim.text
    for d in sorted(dates, key=lambda d: -d.start):
        said = said[:d.start] + " " + said[d.end:]
    return _only_approver(ctx, cues.approval_word.sub(" ", said), approver)


def _only_approver(ctx: OutputContext, said: str, approver: dict) -> bool:
    """True when, with the approver's name, short name and title out one by one (a brief may write the title first,
    "首席财务官马雷克·诺瓦克"), at most two words of `said` are new to the source (`_few_new`)."""
    for part in (approver["phrase"], approver.get("short") or "", approver_title(approver["phrase"])):
        if part:
            said = re.sub(re.escape(part), " ", said, flags=re.IGNORECASE)
    fw = ctx.lang.layout.function_words
    unknown = _tokens(said, ctx.lang.code, fw) - _tokens(approver["phrase"], ctx.lang.code, fw) - \
        _tokens(ctx.material.known_text, ctx.lang.code, fw)
    return _few_new(ctx, unknown)


def _approver_answered(ctx: OutputContext, claim: Claim, approval: dict) -> bool:
    """True when a chat claim runs from a user's turn into the reply, and the reply names the source's approver with no
    value and nothing else new ("Пользователь: А утверждал финансовый директор? / Ассистент: Нет, Дана Уитфилд —
    руководитель операционного отдела."): the approver told again; the user's question is no claim of the brief's."""
    approver, user = approval.get("approver"), user_turns(ctx)
    if not isinstance(approver, dict) or not any(a < claim.end and claim.start < b for a, b in user):
        return False
    said = claim.text
    for a, b in user:  # (the user's words blanked: only the reply's are the brief's)
        s, e = max(a, claim.start) - claim.start, min(b, claim.end) - claim.start
        if s < e:
            said = said[:s] + " " * (e - s) + said[e:]
    said = "\n".join(line[speaker_label_end(ctx, line):] for line in said.split("\n"))
    if not mentions(approver, said, ctx.lang) or find_dates(said, ctx.forms) or find_amounts(said, ctx.forms) or \
            any(not mentions(approver, m.group(0), ctx.lang) for m in ctx.cues.person_name.finditer(said)):
        return False
    return _only_approver(ctx, said, approver)


def _empty_list_fact(ctx: OutputContext, claim: Claim) -> str | None:
    """The work or exclusion fact a list said empty speaks of (`cues.list_said_empty`: "Done: nothing reported as
    completed yet", "已完成：目前尚无已完成事项", "Сделано: пока ничего", "目前还没有完成的工作。"), or None: by the
    list's label, the claim's own or the heading over it, else by the stage its words name (a done word first, then a
    plan's, then an exclusion's). A field of another kind said empty ("Risks: none yet") names no such list."""
    layout = ctx.lang.layout
    empty = said_empty(claim.text, ctx.lang)
    if empty is None:
        return None
    own, said = empty
    label = label_of(own, layout) if own is not None else None
    if label is None and claim.context:
        label = label_of(claim.context, layout)
    if label is None:
        cues = ctx.cues
        label = "done" if cues.done.search(said) else "planned" if cues.planned.search(said) else \
            "out_of_scope" if cues.exclusion.search(said) else None
    return label if label in ("done", "planned", "out_of_scope") and \
        any(f.fact_id == label for f in ctx.material.facts) else None


def _stage_again(ctx: OutputContext, claim: Claim, before: ClaimAlignment | None, known: set[str]) -> str | None:
    """The work fact whose stage a sentence tells again right after the claim giving it, on that claim's line, naming
    no item ("Planned: X. The step is on the plan, but nobody has started on it.", "Запланировано: X. Этап стоит в
    плане, но к нему ещё не приступали.", "计划中：X。这一步已排进计划，但还没有开始。"), or None. The sentence says the
    same stage in each of its parts (planned, or a denied start, for the planned item; a done word for the done one),
    holds no value, and with its stage words out has at most two words new to the source (five pairs of Chinese
    characters): work said to be under way, or anything more, stays what the rules and the alignment make of it."""
    if before is None or before.status != "fact" or claim.kind != ClaimKind.SENTENCE or \
            "\n" in ctx.text[before.end:claim.start] or re.search(r"\d", claim.text):
        return None
    fid = next((f for f in before.facts if f in ("done", "planned")), None)
    if fid is None or len(before.facts) > 1:
        return None
    cues, text = ctx.cues, claim.text
    items = [f.value["item"] for f in ctx.material.facts if isinstance(f.value.get("item"), dict)]
    if any(mentions(i, text, ctx.lang) for i in items) or cues.started.search(text) and not cues.stage_negation.search(
            text) or ctx.lang.layout.on_plan.search(text) or ctx.lang.layout.judgement.search(text) or \
            ctx.lang.layout.meeting_set.search(text) or ctx.lang.layout.next_step.search(text):
        return None  # (the pilot going to plan, "试点按计划推进", is a status of its own, no stage of the item; a meeting
        # set, "A review is scheduled for the end of July", is an event of its own)
    # (the denied start out before the plan's words: "ещё не" alone is a plan word, "приступали" left after it)
    stage_words = (cues.stage_negation, cues.planned) if fid == "planned" else (cues.done,)
    other_words = (cues.done,) if fid == "planned" else (cues.planned, cues.stage_negation)
    parts = [p for p in _CLAUSE_BREAK.split(text) if p.strip(" .。!！")]
    if not all(any(p.search(part) for p in stage_words) for part in parts):
        return None  # each of its parts says the stage: "…, but the vendor may pull out" claims more
    said = text
    for p in stage_words:
        said = p.sub(" ", said)
    if any(p.search(said) for p in other_words):
        return None  # the other stage beside it ("已经排进计划" holds no done word once the plan's words are out)
    unknown = _tokens(said, ctx.lang.code, ctx.lang.layout.function_words) - known
    return fid if _few_new(ctx, unknown) else None


def _scope_part_again(ctx: OutputContext, text: str, known: set[str]) -> bool:
    """True when a claim names the scope's process or site (the scope graded omitted, the brief giving only part of
    it) and says nothing else the source does not know ("覆盖退货处理流程；", "Covers invoice matching."): the part of
    the scope the brief gives, graded with the scope, no claim of its own. A new word beside it ("returns handling
    moved to the night shift") still claims something."""
    scope = ctx.material.fact("scope").value
    parts = [scope.get(k) for k in ("process", "site")]
    if re.search(r"\d", text) or not any(isinstance(p, dict) and mentions(p, text, ctx.lang) for p in parts):
        return False
    fw = ctx.lang.layout.function_words
    for p in parts:  # (the part's words out first: Chinese pairs across its edges are no words of the claim)
        if isinstance(p, dict):
            text = re.sub(re.escape(p["phrase"]), " ", text, flags=re.IGNORECASE)
    named = ctx.cues.source_names.get("scope")
    if named is not None:
        text = named.sub(" ", text)  # "覆盖", "流程", "охват": the words naming the scope, no claim of their own
    own = set().union(*(_tokens(p["phrase"], ctx.lang.code, fw) for p in parts if isinstance(p, dict)))
    return not (_tokens(text, ctx.lang.code, fw) - own - known)


def _scope_flag(ctx: OutputContext, text: str) -> bool:
    """True when `text` is a yes-or-no field whose key names the scope ('"site_only": true', "only site: TRUE"): the
    scope's "only", part of that fact, no claim of its own. A flag under another key ('"budget_overrun": true',
    '"at_risk": true') still claims what it says."""
    value = _field_value(text)
    scope = ctx.cues.source_names.get("scope")
    if value is None or scope is None or not (data_keys.YES_VALUE.fullmatch(value) or data_keys.NO_VALUE.fullmatch(
            value)):
        return False
    return bool(scope.search(data_keys.key_name(re.split(r"[:：=,，|]", text.strip(), maxsplit=1)[0])))


def _placeholder_field(ctx: OutputContext, text: str) -> bool:
    """True for a field whose value is only a placeholder (`Cues.placeholder`): a table row's label over cells each a
    dash, a redaction, "TBD" or "n/a" (or a citation), or a label and such a value ("Куратор | —", "Site: [REDACTED]",
    "供应商：███"). A sentence redacting a name inside a claim ("Vendor contract with ███ signed") is no field."""
    label, sep, rest = text.strip(" |*_").partition("|")
    cells = rest.split("|") if sep else []
    if not sep:
        m = re.match(r"([^:：\n]{1,40})[:：]", text)
        label, cells = (m.group(1), [text[m.end():]]) if m else ("", [])
    said = [without_citations(c, ctx.forms).strip(" \t*_") for c in cells]
    return bool(re.search(r"[^\W\d_]", label)) and any(said) and \
        all(ctx.cues.placeholder.fullmatch(c) for c in said if c)


def slots_only(ctx: OutputContext, text: str) -> bool:
    """True when `text` holds a template's slot left unfilled (`Cues.template_slot`: "[Your Name]", "[插入金额]") and,
    but for its slots and citations, no letter or digit."""
    rest, n = ctx.cues.template_slot.subn(" ", text)
    return n > 0 and not re.search(r"[^\W_]", without_citations(rest, ctx.forms))


def _template_frame(ctx: OutputContext, text: str, known: set[str]) -> bool:
    """True for a line a template's slot stands in, with no digit and at most two words new to the source beside it
    (three pairs of Chinese characters): a greeting or a sign-off to fill ("Уважаемый [Имя получателя],", "Dear
    [Recipient],"), a field's label over a slot ("Prepared by: [Your Name]", "日期：[插入日期]", "Budget: [Insert
    amount]"), the slot alone ("[插入金额]" under "预算："). It states nothing; a line whose own words claim something
    ("Review with the vendor Northwind: [Insert date]", "与供应商北风系统公司的评审会：[插入日期]") is read as ever."""
    rest, n = ctx.cues.template_slot.subn(" ", text)
    # (fields named where their values belong, two or more, stand as slots too: "from start date to end date")
    named, fields = ctx.cues.field_slot.subn(" ", rest)
    rest = named if fields >= 2 else rest
    rest = without_citations(rest, ctx.forms)
    new = _tokens(rest, ctx.lang.code, ctx.lang.layout.function_words) - known
    # (fields alone leave at most one new word beside them, three pairs of Chinese characters)
    most = 4 if ctx.lang.code == "zh" else 3 if n else 2
    return (n > 0 or fields >= 2) and not re.search(r"\d", rest) and len(new) < most


def _after_silence(ctx: OutputContext, claim: Claim, known: set[str]) -> Claim | None:
    """The part after the contrast (`Layout.silence_turn`) that follows a remark on the notes' silence, when that part
    claims something of its own: a sentence does not hide a claim by opening on what the notes leave unsaid. A part
    that is itself a remark on the notes, or says nothing new, leaves the whole sentence the remark it was."""
    layout = ctx.lang.layout
    silent = layout.source_silent.search(claim.text)
    if silent is None:
        return None
    turn = layout.silence_turn.search(claim.text, silent.end())
    if turn is None:
        return None
    at = turn.end() + len(claim.text[turn.end():]) - len(claim.text[turn.end():].lstrip(" ,，"))
    text = claim.text[at:]
    if not text.strip(" .。!！") or layout.source_silent.search(text) or layout.gap_guess.search(text) \
            or remarks_on_material(ctx, text):
        return None
    sub = dataclasses.replace(claim, start=claim.start + at, text=text)
    words = _tokens(text, ctx.lang.code, layout.function_words)
    return None if _framing(ctx, sub, words, known) else sub


def _left_out_remark(ctx: OutputContext, text: str) -> bool:
    """True when a sentence is the writer's remark that it left a fact out of the answer (`Layout.left_out`), each of
    its parts that remark, its reason that the reader has no use for the fact (`Layout.not_needed`), the notes'
    silence or a word to the reader ("Approval isn't relevant on site, so I left it out"): no claim of the pilot. A
    value in it, or a part saying something else, is read as ever."""
    layout = ctx.lang.layout
    if not layout.left_out.search(text) or re.search(r"\d", text):
        return False
    parts = [p for p in _CLAUSE_BREAK.split(text.strip()) if p.strip(" .。!！")]
    return all(any(x.search(p) for x in (layout.left_out, layout.not_needed, layout.source_silent, layout.addressed))
               for p in parts)


def _says_nothing(ctx: OutputContext, claim: Claim, layout: Layout, known: set[str]) -> bool:
    """A claim with no value of its own: an empty data value, an item or label cut off or bare, the notes' silence
    or a memo header, a line of open questions."""
    pair = data_keys.DATA_PAIR.match(claim.text.strip())
    if pair and data_keys.EMPTY_VALUE.fullmatch(claim.text.strip()[pair.end():].strip(" \t\"“”'«»,，}]")):
        return True  # '"vendor": null': a data key whose value says there is nothing claims nothing
    if _scope_flag(ctx, claim.text):
        return True  # '"site_only": true': the scope's "only" as a flag, graded with the scope
    if _placeholder_field(ctx, claim.text) or _template_frame(ctx, claim.text, known):
        return True  # "Pilot lead | —", "Площадка: [REDACTED]": a field left empty or redacted states nothing; nor does
        # a template's slot left unfilled, with its label or its greeting ("Date: [Insert date]", "Dear [Name],")
    if claim.kind == ClaimKind.LIST_ITEM and len(re.findall(r"[^\W\d_]", claim.text)) < 2 \
            and not ctx.text[claim.end:].strip():
        return True  # "- 计" at the brief's very end: an item cut off before it says anything
    if claim.kind in (ClaimKind.LIST_ITEM, ClaimKind.TABLE_ROW) and not ctx.text[claim.end:].strip(" \t\n|") and \
            _cut_label(claim.text, layout):
        return True  # "- вне рам", "- Out of sc", "| Не вход" at the brief's very end: a list label cut off before its items
    if claim.kind == ClaimKind.TABLE_ROW and any(c.in_sources and c.start < claim.end and claim.start < c.end
                                                 for c in ctx.clauses) \
            and not re.search(r"[^\W\d_]", re.sub(r"^[^|]*\|", "", claim.text.strip(" |"), count=1)):
        return True  # "| Sources | 2, 9, 14 |": a row naming the Sources over paragraph numbers cites, it claims nothing
    if _item_cut_off(ctx, claim):
        return True  # "Planned: rel" at the brief's very end: a work item cut off after its first letters
    below = ctx.text[claim.end:].lstrip(" \t").partition("\n")[2].partition("\n")[0]
    if label_of(re.sub(r"[\s|*_#>•·:：.…—–-]+", " ", claim.text).strip(), layout) is not None or \
            stage_title(claim.text.strip(), below, layout) is not None or \
            exclusion_title(claim.text.strip(), below, layout) is not None or \
            layout.cross_reference.match(strip_label(claim.text.strip(" |"), layout).lstrip("-*•+ ")):
        return True  # "| Искл", "Excl", "排除：": a list label, whole or clipped, with no value claims nothing; "之前 ——
        # 已经做完的", "Bucket B (not part of the pilot)": a heading naming the list under it, as "Done:" does; "Planned:
        # see Done.", "计划：见已完成": a pointer to another list, no claim of its own
    # (an agenda line heads minutes as a subject line heads a memo, but what it puts forward is read by `_agenda_line`:
    # "议程：确定试点是否延长" sets a decision the notes never hold)
    agenda = ctx.cues.agenda_label.match(ctx.text[ctx.text.rfind("\n", 0, claim.start) + 1:claim.end])
    if layout.source_silent.search(claim.text) or layout.background_only.search(claim.text) or \
            not agenda and (layout.memo_header.match(claim.text) or header_line(ctx.text, claim.start, layout)) or \
            remarks_on_material(ctx, claim.text) or layout.approver_denied.search(claim.text) or \
            _left_out_remark(ctx, claim.text):
        # "the notes do not name a lead", "To: the project office": about the material or the memo; "Leila Haddad
        # appears only in the background paragraphs": where the notes put her; "this brief draws
        # only on those paragraphs": the writer's remark on the material or the brief; "这些人都不是批准人": a party
        # denied the approver's part claims nothing new; "审批相关的内容现场用不上，我就没放进去": the writer's remark
        # that it left a fact out, and why
        return True
    if _silent_topic(ctx, claim):
        return True  # "What the notes do not say" over "- Who leads the pilot day to day.": a topic the notes leave open
    if layout.section_label.match(without_citations(claim.text, ctx.forms).strip()):
        return True  # "Input data.", "Исходные данные.", "基本信息。": a section's label told as a sentence, a heading
    if _other_places_denied(ctx, claim.text):
        return True  # "IS NOT: returns handling at any other site.": the scope's "only" told again
    if story_frame(ctx, claim.text):
        return True  # "Second entry.", "Твой Миша", "档案里写得清清楚楚": the story's furniture, no claim of the pilot
    if _notation_or_talk(ctx, claim.text) or _talk_turn(ctx, claim.text) or stage_echoed(ctx, claim.start, claim.text):
        return True  # "(dates written day.month.year)", "That's all for today": the brief's key or the talk's own frame
    if revision_note(ctx, claim.text) or _change_remark(ctx, claim.text):
        return True  # "First version.", "Sorry for the confusion.", "谢谢你的初稿。", "Approver's title corrected to X (was
        # Y)": a revision's own line about the text, or about which of its values changed (graded by that fact)
    if _drawn_dates(ctx, claim):
        return True  # "24 Jun ----- 17 Jul ===== 5 Oct": a timeline drawn in text; its dates are graded as dates
    if _furniture(ctx, claim, layout):
        return True  # "Item 3, money.", "Acceptance criteria", "Attendees: not recorded": the document's own parts
    if _signature(ctx, claim, layout):
        return True  # "С уважением, / ассистент проектного офиса": the writer's signature under the closing formula
    *asked_lines, last = claim.text.strip().splitlines() or [""]
    reply = QA_MARKER.sub("", last, count=1) if QA_MARKER.match(last) and all(
        re.search(r"[?？]\W*$", x) for x in asked_lines) else ""
    if reply and (answer := layout.yes.match(reply) or layout.no.match(reply)) and not re.search(
            r"[^\W\d_]", re.sub(r"\[[^\]]*\]|【[^】]*】", "", reply[answer.end():])):
        return True  # "A: Sure.", "答：可以。": a bare yes or no after an answer's marker; its question says what about
    rhetorical = re.fullmatch(r"[^?？\n]+[?？]\s*([^?？\n]+)", claim.text.strip())
    if rhetorical and (answer := layout.yes.match(rhetorical.group(1)) or layout.no.match(rhetorical.group(1))) and \
            not re.search(r"[^\W\d_]", re.sub(r"\[[^\]]*\]|【[^】]*】", "", rhetorical.group(1)[answer.end():])):
        return True  # "Is this a project still looking for a sponsor? Not at all.": a rhetorical question the writer
        # answers with a bare yes or no; the sentences after it say what
    asked = re.sub(r"^[^:：\n?？]{0,60}[:：]", "", claim.text.strip())
    if re.search(r"[?？]", asked) and not re.sub(r"[^?？\n]+[?？]", "", asked).strip(" \t\n.。…!！"):
        return True  # "Open questions: will it be rolled out further? Is a vendor involved?": questions claim nothing
    return False


# a turn's speaker before its colon ("Speaker A:", "甲：", "Спикер 1:"), or in brackets with no colon ("[Ассистент] …",
# "【助手】…"; a name, never a citation's "[3]"): no word of what the turn says
_TURN_LABEL = re.compile(r"^(?:[ \t]*[\[【][^\W\d_][^\]】\n]{0,21}[\]】][ \t]*[:：]?|[^:：\n]{0,24}[:：])(?:\*\*|__)?\s*")


def _speaker(ctx: OutputContext, said: str, turn: re.Match[str]) -> bool:
    """True when a turn's label before its colon is a speaker's: a letter ("A:", "Б:"), or a name opening another line
    of the brief too, and no fact's label ("王：好。" in a call, never a lone field's "进度：好")."""
    name = said[:turn.end()].strip(" \t:：*_[]【】")
    # a chat's label in bold or brackets ("**Assistant:** Yes.", "[Ассистент] …"): its marks around the name
    # (each turn holds the name: a name the brief holds fewer than twice opens no two turns, and needs no pattern)
    # (in a chat, a side's own word, "Ассистент:" over its one reply, is a speaker's however seldom it speaks)
    layout = ctx.lang.layout
    return (len(name) == 1 or ctx.text.count(name) >= 2 and len(_turns_of(name).findall(ctx.text)) >= 2 or bool(
        (layout.chat_assistant.fullmatch(name.lower()) or layout.chat_user.fullmatch(name.lower())) and user_turns(ctx))) \
        and label_of(name, layout) is None


@functools.lru_cache(maxsize=1 << 12)  # (a pattern per name: more names than the `re` module keeps compiled)
def _turns_of(name: str) -> re.Pattern[str]:
    """A line opening with `name` as a turn's speaker, bold or bracketed (`_speaker`)."""
    return re.compile(r"(?m)^[ \t>*_\[【]*" + re.escape(name) + r"(?:[ \t*_\]】]*[:：]|[\]】])")


def not_answered(ctx: OutputContext, reply: str) -> bool:
    """True when a reply answers nothing: the writer does not know ("I do not know.", "Не знаю.", "我不知道。") or says
    the notes are silent ("The notes don't say.", "笔记里没写。", "В заметках не сказано.") and, beside that, gives no
    state, yes or no, person or date of its own ("Not yet; the notes don't say when" answers)."""
    opener = _REPLY_LABEL.match(reply)  # ("Assistant: I do not know.": a speaker's label, however seldom it speaks)
    reply = reply[opener.end():] if opener else reply
    cues, layout = ctx.cues, ctx.lang.layout
    if cues.no_answer.match(reply):
        return True
    silent = layout.source_silent.search(reply)
    if silent is None:
        return False
    rest = (reply[:silent.start()] + " " + reply[silent.end():]).strip(" .。!！,，;；:：-—–")
    return not (cues.pending_word.search(rest) or cues.approved_word.search(rest) or layout.yes.match(rest) or
                layout.no.match(rest) or cues.person_name.search(rest) or find_dates(rest, ctx.forms))


# a reply's speaker label or answer marker opening it: a word or two and a colon ("Assistant:", "A:", "答：", "О:")
_REPLY_LABEL = re.compile(r"\s*[^\W\d_][^\W\d_.'-]{0,20}(?:[ \t][^\W\d_][^\W\d_.'-]{0,20})?[ \t]*[:：][ \t]*")


def _unanswered_question(ctx: OutputContext, text: str) -> bool:
    """True when a claim is a question and a reply to it that answers nothing ("User: Who approved it? / Assistant:
    I do not know."): the question is the reader's, no claim of the brief, and the reply claims nothing either."""
    m = re.search(r"[?？](?=[^?？]*$)", text)
    return m is not None and asks(text[:m.end()]) and bool(text[m.end():].strip()) and not_answered(
        ctx, text[m.end():].strip(" \t\n-—–|*_"))


def speaker_label_end(ctx: OutputContext, said: str) -> int:
    """Where a turn's speaker label ends in `said` ("Dev: not yet, …" in a chat whose turns Dev opens twice or more,
    "A: …"): what the turn says starts there; 0 where `said` opens with no speaker's label (`_speaker`)."""
    turn = _TURN_LABEL.match(said)
    return turn.end() if turn and _speaker(ctx, said, turn) else 0


def _notation_or_talk(ctx: OutputContext, text: str) -> bool:
    """True when `text` has no digit and is a note on how the brief writes dates or amounts (`Layout.notation_note`)
    or a dialogue's opening or closing line about the talk itself (`Layout.talk_frame`), its speaker's label aside."""
    if re.search(r"\d", text):
        return False  # a value beside the note ("dates are day.month.year: 28.V.2027") is graded as that value
    layout = ctx.lang.layout
    said = text.strip().strip("()（）[]")
    turn = _TURN_LABEL.match(said)
    return bool(layout.notation_note.search(said) and len(_CLAUSE_BREAK.split(said)) <= 3
                or layout.talk_frame.match(said)
                or turn and _speaker(ctx, said, turn) and layout.talk_frame.match(said[turn.end():]))


def stage_echoed(ctx: OutputContext, start: int, text: str) -> bool:
    """True when `text` (at `start` in the brief) is a remark after a stage item in its sentence that says the item's
    stage again in the writer's words (`Cues.stage_echo`: "…planned but hasn't started yet – that is the work still
    ahead of us", "测试账户迁移已经完成，这是目前唯一完成的事项"), a short stage word at most besides: the item's fact
    grades the stage. A remark naming an item, one claiming work under way, or one after no item is read as before."""
    cues = ctx.cues
    echo = cues.stage_echo.search(text)
    if echo is None:
        return False
    items = [ctx.material.fact(f).value["item"] for f in ("done", "planned")]
    if any(mentions(i, text, ctx.lang) for i in items):
        return False
    rest = (text[:echo.start()] + " " + text[echo.end():]).strip(" \t\n,，、;；.。!！–—-:：")
    if rest and (len(rest.split()) > 6 or cues.started.search(rest) and not cues.stage_negation.search(rest)
                 or not (cues.planned.search(rest) or cues.stage_negation.search(rest))):
        return False  # "…, so that box is ticked and the pilot is under way": more than the stage said again
    where = next((c for c in ctx.clauses if c.start <= start < max(c.end, c.start + 1)), None)
    if where is None:
        return False
    # (the clauses before it in its sentence, and its own clause's words before it when a claim's part)
    before = [c.text for c in ctx.clauses if c.sentence_start == where.sentence_start and c.end <= start]
    before.append(where.text[:max(start - where.start, 0)])
    return any(mentions(i, b, ctx.lang) for i in items for b in before)


# a spoken turn's parts, parted at its commas and sentence ends ("Okay, | that's it, | call me back")
_TALK_PART = re.compile(r"[^,;，；.!?。！？…\n]+[,;，；.!?。！？…\s]*")


def _talk_turn(ctx: OutputContext, text: str) -> bool:
    """True when `text` is a call's or a message's own turn in parts, each the talk's frame (`Layout.talk_frame`: a
    greeting, a filler, an acknowledgement, a sign-off: "Okay, that's it, call me back if anything's unclear", "就这些哈，
    回头再聊", "ок, спс. а площадка какая?"), a question, or a short echo of words said before it ("April thirteen, got
    it."): the turn says nothing of the pilot; its values are read by the rules. A turn's label before its colon is a
    speaker's only by `_speaker` ("王：好。" in a call, never a lone "进度：好"). One pass over the text, linear."""
    if re.search(r"\d", text):
        return False  # a value beside the frame is read by the rules
    said = text.strip()
    bracketed = _TURN_LABEL.match(said)
    if bracketed and said[:1] in "[【" and _speaker(ctx, said, bracketed):
        said = said[bracketed.end():]  # "[Ассистент] Конечно.": a speaker's label in brackets
    else:
        said = said.strip("()（）[]")
        turn = _TURN_LABEL.match(said)
        if turn:
            if not _speaker(ctx, said, turn):
                return False  # a field's label and its value ("进度：好"): a claim, read as before
            said = said[turn.end():]
    parts = [p.strip() for p in _TALK_PART.findall(said) if re.search(r"[^\W_]", p)]
    frame = ctx.lang.layout.talk_frame
    if not parts or not any(frame.match(p) for p in parts):
        return False
    code, fw = ctx.lang.code, ctx.lang.layout.function_words
    before = ctx.text[:ctx.text.find(text)] if text in ctx.text else ""
    # told in a statement before: a question's words claim nothing, so an answer saying them back ("so we're all
    # green then?" / "yep, all green") claims them
    told = _tokens(re.sub(r"[^.!?。！？\n]*[?？]", " ", before), code, fw)

    def echo(part: str) -> bool:  # a value said back ("April thirteen"): two words at most, each told before
        words = _tokens(part, code, fw)
        return bool(words) and len(re.findall(r"[^\W\d_]+", part)) <= 2 and words <= told and \
            not _STATUS_COLOUR.search(part) and not ctx.lang.layout.judgement.search(part)
    return all(frame.match(p) or re.search(r"[?？]\W*$", p) or echo(p) for p in parts)


def revision_note(ctx: OutputContext, text: str) -> bool:
    """True when each clause of `text` is a revision's own line about the text, not the pilot (`Layout.revision_note`):
    its first version ("First version.", "初稿。", "Первая версия."), an apology or thanks for the earlier text ("Sorry for
    the confusion.", "谢谢你的初稿。", "Приносим извинения за путаницу."), a remark that the rest stands or is repeated
    ("Остальные пункты сводки верны; для удобства повторяем её целиком"), a count of the earlier text's mistakes, or a
    heading naming the current text by its version ("Current text (version 1.2)", "现行文本（第3版）"). Each text is read
    once (a long sentence is asked about for each of its clauses), its clauses until one is no such line."""
    def read() -> bool:
        note = ctx.lang.layout.revision_note
        said = text.strip()
        said = said[speaker_label_end(ctx, said):]  # "AI: Good catch, I added a zero.": the turn's words
        cues = ctx.cues
        if (no := cues.turn_denies.match(said) or cues.verdict_yes.match(said)) is not None and \
                re.match(r"\s*[,，、;；.!！。—–-]", said[no.end():]):
            said = said[no.end():]  # "No, I got that wrong there.": a chat's reply answering a question first
        return _clauses_each(said, note)
    return ctx.once("revision note", text, read)


def _clauses_each(said: str, note: re.Pattern[str]) -> bool:
    """True when `said`, parted at its commas, is a run of clauses each of which, or with the clauses after it,
    `note` reads whole ("I was wrong, thanks for checking": its thanks one note across a comma)."""
    cuts = [0] + [m.end() for m in _NOTE_BREAK.finditer(said)] + [len(said)]
    at, found = 0, False
    while at < len(cuts) - 1:
        if not re.search(r"[^\W_]", said[cuts[at]:cuts[at + 1]]):
            at += 1
            continue
        # (the longest run first; a brief's sentence has few clauses)
        end = next((k for k in range(len(cuts) - 1, at, -1) if note.search(said[cuts[at]:cuts[k]].strip())), None)
        if end is None:
            return False
        at, found = end, True
    return found


def _change_remark(ctx: OutputContext, text: str) -> bool:
    """True when `text` remarks on what a revision changed in a value of the text, its old form beside the new
    (`Layout.change_remark`: "Site name corrected to X (was Y)", "地点由“X”改为“Y”", "Площадка: X (в 1.1 ошибочно стояло
    Y)"), and names the fact whose value changed: that value is graded by the fact. A status or a view of the writer's
    own told so ("Status: green (was amber)", "Risk corrected to high") still claims it."""
    cues, layout = ctx.cues, ctx.lang.layout
    if not layout.change_remark.search(text) or not any(p.search(text) for p in cues.source_names.values()):
        return False
    return not (_STATUS_COLOUR.search(text) or layout.own_view.search(text) or _status_without_state(ctx, text)
                or _status_without_state(ctx, _status_as_label(ctx, text)))


def _drawn_dates(ctx: OutputContext, claim: Claim) -> bool:
    """A line of dates and the strokes between them only (a timeline drawn in text, "24 Jun ---- 17 Jul ==== 5 Oct",
    "4月13日 ●━━━● 7月8日"): each date is read and graded as a date, the line claims nothing besides."""
    dates = [d.mention for d in ctx.dates if claim.start <= d.mention.start and d.mention.end <= claim.end]
    if len(dates) < 2:
        return False
    rest = ctx.text[claim.start:claim.end]
    for m in sorted(dates, key=lambda m: -m.start):
        rest = rest[:m.start - claim.start] + " " + rest[m.end - claim.start:]
    return not re.search(r"[^\W_]", rest)


# a numbered part of the document and its short title ("Item 3, money.", "Section 2 - scope", "Пункт 2. Сроки")
# (a slide's number alone, or its title in brackets: "SLIDE 1", "SLIDE 4 (scope)")
# (an appendix's letter, "Appendix A: Traceability")
_PART_TITLE = re.compile(r"^[\W_]*([^\W\d_]+)(?:\s*\d{1,2}|\s+[A-ZА-ЯЁ](?![^\W\d_]))"
                         r"(?:\s*[-–—:.),，：、(（\[【]\s*([^\d\n]{0,40}?))?[\W_]*$")


# a line opened by a list item's marker
_ITEM_LINE = re.compile(r"^[ \t]*(?:[-*•+·▪◦‣]|\d{1,2}[.)）]|[(（]\d{1,2}[)）]|[①-⑳])[ \t]*\S")


def _silent_topic(ctx: OutputContext, claim: Claim) -> bool:
    """True when the claim is a list item told as an indirect question (`Layout.silent_topic`: "Who leads the pilot
    day to day.", "Whether anything follows") under a line remarking that the notes are silent ("What the notes do not
    say", "Чего в записях нет:", "笔记未说明："): a topic the notes leave open, no claim of the pilot."""
    layout = ctx.lang.layout
    if claim.kind != ClaimKind.LIST_ITEM or not layout.silent_topic.match(claim.text):
        return False
    end = ctx.text.rfind("\n", 0, claim.start)
    while end > 0:  # up over the list's other items to the line leading into them
        start = ctx.text.rfind("\n", 0, end) + 1
        line = ctx.text[start:end]
        if line.strip() and not _ITEM_LINE.match(line):
            return bool(layout.source_silent.search(line)) and not re.search(r"[.。!！]\W*$", line.strip())
        end = start - 1
    return False


# a status mark opening a checklist's or timeline's entry: a tick, a box, a circle, an ellipsis, an hourglass
_ENTRY_MARK = re.compile(r"[✓✔☑✅☐□○●◯◌…⏳⌛✗✘]")


# a Chinese word, counted as about two characters (a Latin word or a number one)
_ZH_WORD = re.compile(r"[\u3400-\u9fff]{1,2}|[A-Za-z0-9]+")


def stage_heading(ctx: OutputContext, start: int, end: int, content: str) -> bool:
    """True when the clause is a short line of its own saying only a stage ("Already behind us", "Уже позади", "已完成的")
    over list items: it heads the items, which name the work; a heading naming work of its own ("Vendor contract
    signed") still claims it."""
    line_start = ctx.text.rfind("\n", 0, start) + 1
    line_end = ctx.text.find("\n", end)
    line_end = len(ctx.text) if line_end < 0 else line_end
    if ctx.text[line_start:line_end].strip(" \t#*_") != content.strip(" \t#*_") or re.search(r"[\d.!?:;。！？：；]", content):
        return False
    nxt = re.compile(r"\n[ \t]*(?=\S)").search(ctx.text, line_end)
    starts = ctx.once("marker starts", 0, lambda: {s for s, _ in list_markers(ctx.text)})
    if nxt is None:
        return False
    # the entries under it: list items, lines opening with a status mark ("✔ X", "○ Y", "… Z"), or lines set in
    # further than the heading (a timeline's or checklist's entries under its section headings)
    indent = len(ctx.text[line_start:line_end]) - len(ctx.text[line_start:line_end].lstrip(" \t"))
    if not ({nxt.start() + 1, nxt.end()} & starts or _ENTRY_MARK.match(ctx.text, nxt.end())
            or nxt.end() - nxt.start() - 1 > indent):
        return False
    rest = ctx.cues.done.sub(" ", ctx.cues.progress.sub(" ", content))  # "已经过去的": the stage's words, out
    if ctx.lang.code == "zh":
        return len(_ZH_WORD.findall(content)) <= 5 and len(_ZH_WORD.findall(rest)) <= 2
    return len(content.split()) <= 4 and len(re.findall(r"[^\W\d_]{3,}", rest)) <= 1


def _furniture(ctx: OutputContext, claim: Claim, layout: Layout) -> bool:
    """The document's own furniture, no claim of the pilot: a numbered part's short title ("Item 3, money."), a field
    said empty ("Attendees: not recorded"), or a short heading on a line of its own over the list, checklist or table
    under it ("Acceptance criteria"). A heading that itself says a state ("Approved by X") still claims."""
    text = claim.text.strip()
    cues = ctx.cues
    if section_title(ctx, claim.start, claim.end):
        return True  # "5. Work completed", "四、已落实的控制": a numbered section's title over the lines saying it
    if opens_question_heading(ctx.text, claim.start, text, layout):
        return True  # "Что уже сделано.", "Что тебе нужно будет сделать." run in before the line's text: a FAQ's heading
    if stage_heading(ctx, claim.start, claim.end, text):
        return True  # "Finished by now" over indented entries: a timeline's section heading, the entries say the work
    if any(c.search(text) for c in (cues.done, cues.planned, cues.started, cues.progress)):
        return False
    part = _PART_TITLE.match(text)  # its title may name the topic, the approval too ("Item 4, sign-off.")
    if part and part.group(1).lower()[:5] in layout.part_words and len((part.group(2) or "").split()) <= 3:
        return True
    if cues.approval_word.search(text):
        return False
    if layout.field_empty.match(text):
        return True
    line_start = ctx.text.rfind("\n", 0, claim.start) + 1
    line_end = ctx.text.find("\n", claim.end)
    line_end = len(ctx.text) if line_end < 0 else line_end
    line = ctx.text[line_start:line_end]
    number = _SECTION_NUMBER.match(line)  # "5. Статус этапов", "6. 决定": a numbered section's heading
    # (a bullet before it, "• Работы" over its indented items; a remark in brackets after it, "3. Сроки и деньги
    # (копия для раздаточного материала)": the document's own note on the section)
    bare = _unwrapped(_BRACKETED_TAIL.sub("", line[number.end() if number else 0:]).strip(" \t#*_•◦▪‣"))
    text = _unwrapped(_BRACKETED_TAIL.sub("", text).strip())
    if number is not None and text.startswith(line[number.start(1):number.end()].strip()):
        text = text[number.end() - number.start(1):].strip()  # "二、试点基本信息": the claim holds the number too
    zh = ctx.lang.code == "zh"
    # a numbered or bulleted heading closed by a period or a colon ("5. Работы.", "3. Budget:", "二、进展。") is still
    # a heading where items are set under it: the mark closes the title, it makes no sentence
    closed = _CLOSED_HEADING.search(bare) if number is not None or _ITEM_LINE.match(line) else None
    if closed:
        bare, text = bare[:closed.start()], text.strip(" \t#*_")[:-1] if text.strip(" \t#*_")[-1:] in ".:。：" else text
    if bare != text.strip(" \t#*_") or re.search(r"[\d.!?;:,。；：，！？]", bare) or bare[:1].islower() \
            or not re.match(r"[^\W\d_]", bare) \
            or not (len(bare) <= 8 if zh and re.search(r"[\u3400-\u9fff]", bare) else 1 <= len(bare.split()) <= 4) \
            or layout.heading_state.search(bare) or layout.own_view.search(bare):
        return False  # "Vendor contract signed": a heading saying what happened claims it; "Risks": the writer's own view
    if number is not None and _numbered_sections(ctx.text, not number.group(1).isdigit()):
        return True  # one of the document's numbered sections, each a short heading over its own lines
    below = next((x for x in ctx.text[line_end:].splitlines() if x.strip()), "")
    indent = len(line) - len(line.lstrip())
    if closed:  # (closed by a mark, only items set under it make it a heading)
        return len(below) - len(below.lstrip()) > indent or bool(re.match(r"\s*[-*•+—–]\s", below))
    return bool(re.match(r"\s*(?:[-*•+|｜✔✓☑☐]|\[[ xX✓]\]|\d{1,2}[.)]|[a-z][.)]\s)", below)) or \
        len(below) - len(below.lstrip()) > indent or \
        line_start in ctx.once("prose headings", 0, lambda: _prose_headings(ctx.text, zh))


# the period or colon closing a heading's short title ("Работы.", "Budget:", "进展。")
_CLOSED_HEADING = re.compile(r"(?<=[^\W\d_])[.:。：]$")


# a title wrapped whole in brackets ("【仍然悬而未决的】", "[Open points]"): the brackets are its marks, no words
_WRAPPED = re.compile(r"^[【\[]\s*([^【】\[\]\n]+?)\s*[】\]]$")


def _unwrapped(text: str) -> str:
    m = _WRAPPED.match(text)
    return m.group(1) if m else text


# a short line with no mark of a sentence, alone after a blank line (or the brief's start) and over a paragraph
_PROSE_HEADING = re.compile(r"(?m)(?:\A|\n[ \t]*\n)[ \t#*_]*([^\W\d_][^\n.!?;:,。；：，！？\d]{0,40}?)[ \t*_]*\n(?=[ \t]*\S)")


def _prose_headings(text: str, zh: bool) -> set[int]:
    """Where the lines of a brief set out under short headings start, each heading a line of its own over its
    paragraph ("How things work here", "People worth knowing", "Practicalities"): three such headings or more make them
    the document's own furniture, each no claim (a heading saying a state is still read as one, by `_furniture`)."""
    found = set()
    for m in _PROSE_HEADING.finditer(text):
        words = m.group(1).strip()
        if len(words) <= 8 if zh and re.search(r"[\u3400-\u9fff]", words) else 1 <= len(words.split()) <= 4:
            found.add(text.rfind("\n", 0, m.start(1)) + 1)
    return found if len(found) >= 3 else set()


# a section's number opening its heading line ("5. ", "2) ", "四、"; not a subsection's "2.1 ")
_SECTION_NUMBER = re.compile(r"\s*(?:#+\s*)?(\d{1,2}|[一二三四五六七八九十]{1,3})[.)）、](?!\d)\s*(?=\S)")
# a remark in brackets closing a heading ("(копия для раздаточного материала)", "（草稿）")
# (no spaces before the bracket in the pattern: tried from every space of a long run, they took quadratic time; the
# callers strip them)
_BRACKETED_TAIL = re.compile(r"[(（][^()（）\n]{1,60}[)）]\s*$")
_CJK_NUMERALS = "一二三四五六七八九十"


def _section_value(number: str) -> int:
    """A section's number, in digits or in Chinese numerals up to 99 ("七" 7, "十二" 12)."""
    if number.isdigit():
        return int(number)
    tens, _, ones = number.rpartition("十")
    if "十" not in number:
        return _CJK_NUMERALS.index(number[0]) + 1 if len(number) == 1 else -1
    return (_CJK_NUMERALS.index(tens) + 1 if tens else 1) * 10 + (_CJK_NUMERALS.index(ones) + 1 if ones else 0)


def section_title(ctx: OutputContext, start: int, end: int) -> bool:
    """True when text[start:end] is the whole title of a section of a document laid out in numbered sections ("5. Work
    completed", "四、已落实的控制", "7. Risks"): the document's furniture over its own lines, which say what the section
    holds. A title that names a stage, the approval or the writer's view heads the lines giving them ("3. Money and
    sign-off"); one that says the approval given ("4. Approved by the board") still claims it."""
    text = ctx.text
    line_start, line_end = line_around(text, start, end)
    line = text[line_start:line_end]
    number = _SECTION_NUMBER.match(line)
    if number is None or text[start:end].strip(" \t#*_") not in (line[number.end():].strip(" \t#*_"), line.strip(" \t#*_")) \
            or ctx.cues.approved_word.search(text[start:end]):
        return False
    return _numbered_sections(text, not number.group(1).isdigit())


def _numbered_sections(text: str, cjk: bool = False) -> bool:
    """True when the document is laid out in numbered sections: three or more lines opening with a number, numbered
    1, 2, 3 … (or 0, 1, 2 …) in turn, each a short heading (six words, eight Chinese characters) with lines of its own
    under it. `cjk`: the sections numbered in Chinese numerals ("一、背景"), a list in digits under them aside."""
    lines = text.splitlines()
    heads = [(n, _section_value(m.group(1))) for n, x in enumerate(lines)
             if (m := _SECTION_NUMBER.match(x)) and m.group(1).isdigit() != cjk]
    first = heads[0][1] if heads else 1  # (a memo may open with "0. Context")
    if len(heads) < 3 or first not in (0, 1) or [v for _, v in heads] != list(range(first, first + len(heads))):
        return False
    for k, (n, _) in enumerate(heads):
        title = lines[n][_SECTION_NUMBER.match(lines[n]).end():].strip(" \t#*_")  # type: ignore[union-attr]
        short = len(title) <= 8 if re.search(r"[\u3400-\u9fff]", title) else len(title.split()) <= 6
        end = heads[k + 1][0] if k + 1 < len(heads) else len(lines)
        if not short or re.search(r"[.!?;:。；：！？]$", title) or not any(x.strip() for x in lines[n + 1:end]):
            return False
    return True


def _other_places_denied(ctx: OutputContext, text: str) -> bool:
    """True when `text` denies every other place (`Cues.other_place` under a negation, its label's or its own: "IS NOT:
    returns handling at any other site", "НЕ: обработка возвратов на любом другом складе") and names nothing else but
    the source's words: the scope's "only" told again, graded with the scope. No digit, no new word."""
    cues = ctx.cues
    place = cues.other_place.search(text)
    # (or denied in a statement of their own, `Cues.none_other`: "| X only | 其余站点一概排除 |", "other sites are excluded";
    # or the place just named pointed at, `Cues.only_here`: "…的备件订购，只在这一处进行")
    if not (place is not None and (cues.negated.search(text[:place.start()]) or cues.none_other.search(text))
            or cues.only_here.search(text)) or re.search(r"\d", without_citations(text, ctx.forms)):
        return False
    said = cues.negated.sub(" ", cues.other_place.sub(" ", cues.none_other.sub(" ", without_citations(text, ctx.forms))))
    said = cues.only_here.sub(" ", said)
    said = re.sub(r"^[^:：\n]{1,20}[:：]", " ", said.strip())  # the sheet's own label ("IS NOT:") is no word of it
    fw = ctx.lang.layout.function_words
    unknown = _tokens(said, ctx.lang.code, fw) - _tokens(ctx.material.known_text, ctx.lang.code, fw)
    return not unknown


def _signature(ctx: OutputContext, claim: Claim, layout: Layout) -> bool:
    """A claim among the short lines (three at most, no digit: a name, a title, a department or company) right under a
    line that is only a letter's closing formula ("Best regards,", "С уважением,", "祝好！"): the writer's name or role
    signing it. The signature ends at a blank line; after it the brief ends, or a quoted or forwarded message begins
    (a line marked '>', a header line, a rule), or a short reply or two ("+1, matches the file") closes the thread."""
    above = [x for x in ctx.text[:claim.start].splitlines() if x.strip()]
    closing = next((k for k in range(1, min(3, len(above)) + 1) if layout.closing.match(above[-k])), None)
    if closing is None:
        return False
    rest = ctx.text[claim.start:]
    gap = re.search(r"\n[ \t]*\n", rest)
    own = [x for x in (rest[:gap.start()] if gap else rest).splitlines() if x.strip()]
    tail = [x for x in rest[gap.end():].splitlines() if x.strip()] if gap else []
    lines = above[len(above) - closing + 1:] + own
    if not own or len(lines) > 3 or tail and not (
            len(tail) <= 2 or re.match(r"\s*(?:>|[-_=*]{3,})", tail[0]) or layout.memo_header.match(tail[0])):
        return False
    return all(len(x.split()) <= 6 and len(x.strip()) <= 40 and not re.search(r"\d", x) for x in lines)


# a line opening with the text's own section sign and number ("§1. The pilot …", "§ 2 …")
_OWN_SECTION = re.compile(r"(?m)^[ \t]*§[ \t]?\d{1,2}\.?[ \t]")


def _paragraph_citations(ctx: OutputContext, text: str) -> list[Citation]:
    """The citations of the notes' paragraphs in `text`. Where the brief numbers its own sections with "§" at the
    heads of its lines ("§1.", "§2."), its "under §3" points to its own section, no paragraph of the notes."""
    found = find_citations(text, ctx.forms)
    if ctx.once("own sections", 0, lambda: len(_OWN_SECTION.findall(ctx.text)) >= 2):
        return [c for c in found if not text.startswith("§", c.start)]
    return found


# where a self-check's points part: its ticks, and the dots, bars, commas and wide spaces between them
_CHECK_POINTS = re.compile(r"[✔✓☑✅·•|;；，、\u3000]+|,(?!\d)")


def _self_checked(ctx: OutputContext, claim: Claim, known: set[str]) -> bool:
    """True when a claim is a model's check of its own answer (a line opening with `Layout.self_check`, or a point
    listed under such a line) whose every ticked point has fewer than three words new to the source (six pairs of
    Chinese characters): what it checks ("the timeline", "预算与币种", "计划与已完成分开列出"), no claim of the pilot. A
    point saying more ("a third of it already spent") is a claim of its own, and what the rules find in a check is
    read as anywhere else."""
    layout, code = ctx.lang.layout, ctx.lang.code
    head = layout.self_check.match(claim.text)
    if head is None and not (claim.context and layout.self_check.match(claim.context.strip(" *_#") + ":")):
        return False
    said = claim.text[head.end():] if head is not None else claim.text
    most = 6 if code == "zh" else 3
    points = [p for p in _CHECK_POINTS.split(said) if p.strip()]
    return all(len(_tokens(p, code, layout.function_words) - known) < most for p in points)


def _message_remark(ctx: OutputContext, text: str) -> bool:
    """True when `text` is the writer's remark on its own message (`Layout.message_remark`: its sending, the house habit
    it follows) whose other words retell a background paragraph, with no digit: no claim of the pilot."""
    remark = ctx.lang.layout.message_remark
    return bool(remark.search(text)) and not re.search(r"\d", text) and retold_background(ctx, remark.sub(" ", text))


def _framing(ctx: OutputContext, claim: Claim, words: set[str], known: set[str]) -> bool:
    """What frames the brief rather than claims something of the pilot: a title or a greeting naming the pilot or
    its company, a map of paragraph citations, words naming the brief itself, or a claim whose words are all the
    source's or the prompt's. A sentence needs two words the source does not know (four pairs of Chinese characters),
    and more new words than known ones, or three new words (six pairs) whatever the share, to be a claim of its own;
    a label's value, a list item, a table row or an answer needs one ("Status: green")."""
    material = ctx.material
    layout = ctx.lang.layout
    # "Идём по плану [9].": how the pilot goes, said with a citation, is a claim and no map of citations
    judged = bool(layout.on_plan.search(claim.text))
    if _paragraph_citations(ctx, claim.text) and not _entry_with_state(claim.text) and not judged or any(
            c.in_citation_map and c.start <= claim.start < c.end for c in ctx.clauses):
        return True  # a citation map ('"sources": {"budget": 3}') names fields and paragraphs, whatever its keys
    if _says_nothing(ctx, claim, layout, known) or supposed_consequence(ctx, claim.start, claim.text, claim.context) or \
            lists_topics(ctx, claim.text) or _unanswered_question(ctx, claim.text) or field_said_empty(claim.text, ctx.lang):
        return True  # (or what would follow from a scenario's condition, in the file's words; or the brief's own
        # topics named for the reader: "…抓住上面这几点就够了：日期、范围、预算、审批、…"; or a field named and said
        # empty, "Risks: none reported so far": it claims nothing in it)
    head, _, rest = claim.text.strip(" |").partition("|")
    if rest and ctx.forms.citation_column.match(head.strip()) and not re.search(r"[^\W\d_]", rest):
        return True  # "| Абзац | 3 | 10 | 17 |": a row of a table with the facts as columns, citing their paragraphs
    parts = [p for p in _CLAUSE_BREAK.split(claim.text.strip()) if p.strip()]
    # "周四的例会上我再当面跟您过一遍细节，有问题随时找我": the writer's own follow-up beside a word to the reader is a claim
    # ("…, just reply and I'll correct it": a promise to set the message right, no follow-up)
    followed_up = not layout.call_back.search(claim.text.strip()) and \
        any(layout.follow_up.search(p) and not layout.addressed.search(p) for p in parts)
    # (an offer to say more on a call, "Если нужно, расскажу подробнее на созвоне.", sets no meeting: no follow-up)
    if (layout.addressed.search(claim.text) and not followed_up) or layout.meeting_offer.search(claim.text.strip()) or \
            names_topic(claim.text, layout) or _self_checked(ctx, claim, known):
        return True  # "If needed, I can put this in a table.", "希望对你有帮助！": said to the reader, around the brief (of
        # the brief itself, whatever count it gives: "I can split it into 3 slides"; an offer that also sets up the
        # writer's own follow-up, "Happy to forward them; I'll set up a call with …", is that follow-up); a topic set
        # for the reader to learn ("☐ remember what is done", "☐ 记住这两个日期"), no claim of the pilot; "自检：日期 ✔
        # 预算与币种 ✔": the answer's check of itself, ticking what it stated (its values are read where they are stated)
    if len(parts) >= 2 and all(layout.addressed.search(p) for p in parts) or _message_remark(ctx, claim.text):
        return True  # "按你的要求，我把上次那版改成了JSON，顺便修正了结束日期：": an answer's lead-in in parts, each said
        # to the reader; "Присылаю письменной сводкой, а не цепочкой писем — у нас так принято.": the writer's remark
        # on its own message
    if _colour_called(ctx, claim.text) or _new_work_entry(
            ctx, claim.text, known) or layout.follow_up.search(claim.text) or layout.meeting_set.search(claim.text) or \
            layout.forecast.search(claim.text):
        return False  # "Overall status: 🟠 on course", "总体：🔴": a status sign the notes never give, however few its
        # words; '{pilot: X, item: <work the notes never name>, state: done}': a record's entry claims that work,
        # though it names the pilot; "I'll set up a short check-in with …", "我这边已经约好下周二碰一次": the writer's own
        # follow-up, a claim however few its words, whatever document word it holds ("向您汇报"); "A review meeting
        # with the steering committee is scheduled for the end of the pilot": a meeting set for a time, in the
        # notes' words, aligned to no fact; "X will be a great success for Y": the writer's forecast, in known words
    low = claim.text.lower()
    # (a judgement the notes never give, "everyone feels confident Osprey lands on time", is a claim of its own
    # though it names the pilot)
    if (any(name and name.lower() in low for name in (material.project, material.company)) or
            _names_inflected(material.project, low, ctx.lang.code)) and not layout.judgement.search(claim.text) and \
            not _motive(ctx, claim.text, known):
        return True  # "Апдейт по «Пустельге»": the pilot's name in another case names it too
    document = ctx.lang.layout.document_words
    label = _FIELD_LABEL.match(low)
    # a one-word remark label ("备注：供应商已更换", "Remarks: ...") is no word of the claim; "notes from the call: ..."
    # names the document
    one_word = label is not None and (len(label.group(1).strip()) <= 3 if ctx.lang.code == "zh"
                                      else len(label.group(1).split()) == 1)
    said = low[label.end():] if label and one_word and label.end() < len(low) else low
    # under a Done or Planned label ("Next steps: send the summary report to the CFO") a document is the work's object
    listed = label_of(claim.context, layout) in ("done", "planned") if claim.context else False
    def names_document(text: str) -> bool:
        return any(w in text for w in document) if ctx.lang.code == "zh" else any(
            w[:5] in document for w in re.findall(r"[^\W\d_]{3,}", text))

    # a document's word only inside a claim with three words new to the source beside it names no document of the
    # brief ("the main risk is a shortage of staff in the peak reporting weeks"); in Chinese, where pairs of
    # characters are read, any claim with one names it ("以下为会议纪要的简要整理")
    recap = _recap(ctx, claim)
    # "Пилот хорошо подготовлен к старту.": the writer's judgement of the pilot, however few its words (read before a
    # document's word: "подготовлен" is no brief "подготовлено" by someone)
    if _judges_pilot(ctx, claim, recap, known) or _new_work(ctx, claim.text, known):
        return False  # "✅ SOPs updated for the hub team", "Printer driver update: planned": an extra work item
    new_words = {w for w in words - known if w[:5] not in document}
    if not listed and names_document(said) and (ctx.lang.code == "zh" or len(new_words) < 3 or (
            label is not None and names_document(label.group(1)))):
        return True  # "notes from the call", "会议纪要": about the brief, not the pilot
    cells = [x.strip(" *_") for x in re.split(r"[|:：]", claim.text.strip(" |"), maxsplit=1)]
    if len(cells) == 2 and label_of(cells[0], layout) is not None and ctx.cues.empty_item.match(cells[1]) and \
            not re.search(r"[^\W\d_]", ctx.cues.empty_item.sub("", cells[1], count=1)):
        return True  # "| Done | none |", "Сделано: нет": a list said to be empty claims nothing
    if ctx.cues.budget.search(claim.text) and (ctx.cues.spending.search(claim.text) or
                                               layout.sufficiency.search(claim.text)) or measure_judged(ctx, claim.text):
        return False  # "the budget is barely touched so far", "the budget should be plenty": how much is spent, or
        # whether it is enough, which the source never says; "Сроки сжатые.": a fact judged, however few its words
    if judged or _status_without_state(
            ctx, claim.text if claim.kind != ClaimKind.SENTENCE else _status_as_label(ctx, claim.text, whole=True)) or \
            claim.kind == ClaimKind.TABLE_ROW and _status_without_state(ctx, _row_as_label(claim.text)):
        return False  # "Status: green", "状态：黄色", "Общий статус пилота — зелёный": a status the approval fact does not
        # hold; "We are on schedule.", "Пилот в графике.": how the pilot goes, a claim however few its words
    if recap is not None and _recap_restates(ctx, recap, known):
        return True  # "To sum up: an approved, tightly bounded pilot": the facts' states told again, a few words qualifying
    commentary = layout.commentary.match(claim.text)
    if commentary:  # "Comment: a narrow scope, one workflow at one site": a sentence; the words naming a fact
        # ("scope", "workflow", "budget") are no claim of their own
        said_words = claim.text[commentary.end():]
        for name in ctx.cues.source_names.values():
            said_words = name.sub(" ", said_words)
        words = _tokens(said_words, ctx.lang.code, layout.function_words)
    told = said_words if commentary else claim.text
    shape = layout.scope_shape.search(told)
    if shape:  # "the pilot is narrow: one workflow at one site": the scope restated by its shape; its other words decide
        words = _tokens(told[:shape.start()] + " " + told[shape.end():], ctx.lang.code, layout.function_words)
    unknown = words - known
    if shape:  # a few new words beside it ("deliberately small", "范围很窄") only qualify the scope
        return _few_new(ctx, unknown) and not _shape_explained(ctx, told, shape, known)
    if claim.kind == ClaimKind.LIST_ITEM and layout.recap.match(claim.context):
        return len(unknown) < 2  # an item of a recap ("Пилот ещё ждёт решения комитета") with one word of its own
    if claim.kind == ClaimKind.SENTENCE or commentary:
        return _sentence_framing(ctx, claim, words, unknown, None if commentary else known)
    if unknown:
        return False
    # a one-word value known only from a background paragraph ("Status: green", where only a visitor's badge is
    # green) claims something of the pilot; one the facts' paragraphs hold restates them
    core = _tokens(" ".join(material.paragraphs[f.paragraph - 1] for f in material.facts),
                   ctx.lang.code, ctx.lang.layout.function_words)
    return len(words) >= 2 or words <= core


def _shape_explained(ctx: OutputContext, told: str, shape: re.Match[str], known: set[str]) -> bool:
    """True when a sentence restating the scope by its shape gives the reason or the purpose of that limit
    (`Layout.reason`, before or after the shape: "limited to one site to keep the operational risk low", "ограничен
    одной площадкой, чтобы снизить риски", "为了降低风险，只放在一个站点"), two words new to the source from its cue on
    (four pairs of Chinese characters): the notes never say why the scope is so narrow, the reason is the writer's. A
    remark on the notes or to the reader gives none."""
    layout = ctx.lang.layout
    for part in (told[shape.end():], told[:shape.start()]):
        m = layout.reason.search(part.strip(" \t,;:，；：、—–-"))
        if m is None or _remark(ctx, part):
            continue
        said = part.strip(" \t,;:，；：、—–-")[m.start():]
        if len(_tokens(said, ctx.lang.code, layout.function_words) - known) >= (4 if ctx.lang.code == "zh" else 2):
            return True
    return False


# an open box opening a checklist's line ("[ ] …", "- [ ] …", "☐ …"): the task after it is still to do
_OPEN_TASK = re.compile(r"\s*(?:[-*+]\s+)?(?:\[ ?\]|[☐□])\s*\S")


def measure_judged(ctx: OutputContext, text: str) -> bool:
    """True when `text` judges a fact of the pilot as realistic, tight, generous, safe or risky (`Layout.measure_view`:
    "the timeline is tight", "бюджет щедрый", "时间有点紧"), not as a remark on the notes or their silence ("the notes
    do not say whether the timeline is realistic")."""
    return bool(ctx.lang.layout.measure_view.search(text)) and not (
        remarks_on_material(ctx, text) or ctx.lang.layout.source_silent.search(text))


def _judges_pilot(ctx: OutputContext, claim: Claim, recap: str | None, known: set[str]) -> bool:
    """True when a claim gives the writer's judgement of the pilot (`Layout.judgement`), naming it ("Пилот хорошо
    подготовлен к старту.") or its team's view ("Overall, the project team is confident about the timeline."): not a
    remark on the notes or their silence, nor a recap telling the facts' states again."""
    layout = ctx.lang.layout
    return bool(layout.judgement.search(claim.text)) and not (
        remarks_on_material(ctx, claim.text) or layout.source_silent.search(claim.text) or
        recap is not None and _recap_restates(ctx, recap, known))


def _dated_entry(ctx: OutputContext, claim: Claim) -> str | None:
    """The event of a timeline's entry: a claim opening on a date, then a dash or a colon, then what happens then
    ("Early December 2026 — go/no-go decision", "2026年12月上旬：决定是否推广", "Начало декабря 2026 — решение о …");
    None for any other claim."""
    lead = claim.start + len(claim.text) - len(claim.text.lstrip(" -*•+#|"))
    for d in ctx.dates_starting(claim.start, claim.end):
        if not _DATE_QUALIFIER.fullmatch(ctx.text, lead, d.mention.start):
            break  # ("Нет, 22 июля — это дата старта": a reply's date after its "no", no entry)
        m = _ENTRY_DASH.match(ctx.text, d.mention.end, claim.end)
        if m is not None:
            return ctx.text[m.end():claim.end]
    return None


# what may stand before an entry's date: one word qualifying it ("Early December", "Начало декабря", "Mid-May")
_DATE_QUALIFIER = re.compile(r"(?:[^\W\d_]{1,12}[ \t-])?")
_ENTRY_DASH = re.compile(r"[^\S\n]*(?:\w{1,4}[^\S\n]*)?(?:[—–:：]|--?\s)[^\S\n]*")


def _motive(ctx: OutputContext, text: str, known: set[str]) -> bool:
    """True when a claim naming the pilot says what the pilot was set up for (`Layout.motive`) in words of its own, two
    at least from the cue on (four pairs of Chinese characters): "Larkspur is X's invoice matching pilot, set up to cut
    the manual effort …", "设立苍鹭试点是为了减少…", "Пилот «Цапля» запущен, чтобы сократить …": a motive the notes never
    give. The writer's own purpose ("собрала главное, чтобы тебе не пришлось …") is no motive of the pilot."""
    m = ctx.lang.layout.motive.search(text)
    if m is None:
        return False
    unknown = _tokens(text[m.start():], ctx.lang.code, ctx.lang.layout.function_words) - known
    return len(unknown) >= (4 if ctx.lang.code == "zh" else 2)


def supposed_consequence(ctx: OutputContext, start: int, text: str, context: str = "") -> bool:
    """True when `text` (at `start`) is what would follow from a supposition, in the file's own words: its line is
    told under one (`Layout.scenario`: a scenario's label, a condition or a counterfactual leading it), it holds no
    digit, and few words the source does not know once a counterfactual's state ("had the file said …") is left out
    ("Scenario 1: the board approves. The pilot goes ahead as filed.", "如果…批准：试点按上述范围继续"). An invented
    figure, party or benefit has more new words, or is counted by its own rule. Under a heading of risks (`context`,
    `Layout.weak_side`) a supposition is a risk the writer foresees ("Риски: Если перевод затянется, …"), a claim."""
    if context and ctx.lang.layout.weak_side.match(context) or _risk_heading_above(ctx, start):
        return False  # (a bare line "Risk" over it heads risks as a section's label does)
    line = ctx.text[ctx.text.rfind("\n", 0, start) + 1:start] + text
    scenario = ctx.lang.layout.scenario.search(line)
    if not scenario:
        return False
    # the label's own number ("Option 1:", "Сценарий 2:") and a date, which the date rules grade ("go ahead on 8 March
    # as filed"), are no figure of the supposition's own
    rest = re.sub(r"^\s*\d{1,2}\b", " ", text[max(0, scenario.end() - len(line) + len(text)):])
    for d in reversed(find_dates(rest, ctx.forms)):
        rest = rest[:d.start] + " " + rest[d.end:]
    if re.search(r"\d", rest):
        return False
    said = ctx.cues.state_denied.sub(" ", text)
    fw = ctx.lang.layout.function_words
    unknown = _tokens(said, ctx.lang.code, fw) - _tokens(ctx.material.known_text, ctx.lang.code, fw)
    return len(unknown) < (8 if ctx.lang.code == "zh" else 4)


def _sentence_framing(ctx: OutputContext, claim: Claim, words: set[str], unknown: set[str],
                      known: set[str] | None = None) -> bool:
    """A sentence frames the brief unless most of its words are new to the source ("run for the period above" is
    not), or three are among known ones ("the process is to be rolled out to every site afterwards"): a sentence
    restating a paragraph was aligned to it before this, so known words alone do not make one framing. Under an
    assessment's weak side one new word claims something, as in a list item. A timeline's entry (`known` given: the
    source's words) is read as a label and its value."""
    event = _dated_entry(ctx, claim) if known is not None else None
    if event is not None and known is not None:  # "Early December 2026 — go/no-go decision on a wider rollout": the
        # date labels the event after it; the event's own words decide, as a label's value (one new word is a claim)
        return not (_tokens(event, ctx.lang.code, ctx.lang.layout.function_words) - known)
    if claim.context and ctx.lang.layout.weak_side.match(claim.context):
        return not unknown  # "Weaknesses: — no dedicated lead at the depot": a listed remark of its own
    if _OPEN_TASK.match(claim.text):
        return not unknown  # "[ ] Agree the spend with procurement": an open task on a checklist is work to do, as an item
    if _new_predicate(ctx, claim.text, words, unknown):
        return False  # "The supplier was paid last week.": an event the source never tells, however few its new words
    few = _few_new(ctx, unknown)
    return len(unknown) < (4 if ctx.lang.code == "zh" else 2) or len(unknown) <= len(words) / 2 and few


def _new_predicate(ctx: OutputContext, text: str, words: set[str], unknown: set[str]) -> bool:
    """True when what a sentence asserts happened to its subject (`Layout.event_predicate`) is a verb the source never
    uses, said of a thing the source knows (the subject before it, where the language marks one; else another word of
    the sentence): the claim is that event, whatever its subject shares with the source (a stem of the company's
    name). A sentence about the brief itself ("It is repeated here as given", "the summary is shared") or to the reader
    is no event of the pilot."""
    layout, code = ctx.lang.layout, ctx.lang.code
    found = list(layout.event_predicate.finditer(text))
    if not found or layout.addressed.search(text):
        return False
    low = text.lower()
    if any(w in low for w in layout.document_words) if code == "zh" else any(
            w[:5] in layout.document_words for w in re.findall(r"[^\W\d_]{3,}", low)):
        return False
    # (a subject the source does not know, a pronoun or a count, "those three are used below", says no event of a thing;
    # a bare past tense with its object, "the vendor shipped the printers", tells one whoever did it, but a word
    # pointing back, "which covered the scope", names no doer)
    verbs = [m.group("verb").lower() for m in found if not (m.groupdict().get("subject") and (
        (_POINTER.fullmatch(m.group("subject")) if _bare_past(m) else
         _tokens(m.group("subject"), code, layout.function_words) <= unknown)
        or ctx.forms.word_numbers(m.group("subject"))))]
    if not verbs or not (words - unknown) - _tokens(" ".join(verbs), code, layout.function_words):
        return False
    if code == "zh":
        return any(v in unknown for v in verbs)
    # (a verb is compared on up to six letters of its stem, its ending cut: five let "заплатили" pass for the source's
    # "запланирован"; a source word opening on the stem holds it)
    source = ctx.once("source stems", 0, lambda: {
        stem[:n] for w in re.findall(r"[^\W\d_]{3,}", ctx.material.known_text.lower())
        for stem in (_verb_stem(w, code),) for n in range(3, 7)})
    return any(v not in layout.function_words and _verb_stem(v, code)[:6] not in source for v in verbs)


# a subject that only points back to something said before it
_POINTER = re.compile(r"(?:it|this|that|these|those|which|what|who|they|we|you|he|she|there|here)", re.IGNORECASE)


def _bare_past(m: re.Match[str]) -> bool:
    """True when an event's verb stands without an auxiliary (`Layout.event_predicate`'s "aux" group, where it has one)."""
    return "aux" in m.re.groupindex and m.group("aux") is None


def _verb_stem(word: str, code: str) -> str:
    """A verb's stem without its past or infinitive ending ("used" as "use"; a stem shorter than three letters: the whole
    word)."""
    if code == "ru":
        from kvtrial.facts.languages.ru import aspect_stem
        stem = re.sub(r"(?:л[аои]?|ть)(?:сь|ся)?$", "", aspect_stem(word))
    else:
        stem = re.sub(r"(?<=e)d$", "", word)
    return stem if len(stem) >= 3 else word


def _names_inflected(name: str, low: str, code: str) -> bool:
    """True when a one-word name ending in a vowel stands in the text in another case ("по «Пустельге»", "о
    «Скопе»"): its stem with a case ending of up to three letters, a whole word. Chinese does not inflect."""
    if code == "zh" or not name or " " in name or len(name) < 5 or name[-1].lower() not in "аяоеыиьй":
        return False
    stem = re.escape(name[:-1].lower())
    return bool(re.search(rf"(?<![^\W\d_]){stem}[^\W\d_]{{0,3}}(?![^\W\d_])", low))


def _recap(ctx: OutputContext, claim: Claim) -> str | None:
    """What a recap of the brief says, after its lead-in ("To sum up: …") or under its label ("**Summary of the
    summary:** …"), or None for a claim that is no recap."""
    layout = ctx.lang.layout
    if claim.kind == ClaimKind.LABEL_VALUE and claim.context and layout.recap.match(claim.context.strip(" *_")):
        return re.sub(r"^[^:：]*[:：]", "", claim.text, count=1)  # its value, without the label
    if claim.kind not in (ClaimKind.SENTENCE, ClaimKind.LABEL_VALUE):
        return None
    lead = recap_lead(claim.text, layout)
    return None if lead is None else claim.text[claim.text.find(lead) + len(lead):]


def _recap_restates(ctx: OutputContext, said: str, known: set[str]) -> bool:
    """True when a recap's words tell again the pilot's states (approved, pending, done, planned) or its scope's shape,
    with at most a few words of their own qualifying them (four; seven pairs of Chinese characters) and no digit: a
    recap is graded against the facts it restates; what the rules find in it (a person, a count) still adds."""
    cues, layout = ctx.cues, ctx.lang.layout
    if cues.spending.search(said):
        return False  # "the budget is barely touched": how much is spent, which the source never says
    if re.search(r"\d", said) or not (any(p.search(said) for p in (cues.approved_word, cues.pending_word, cues.done,
                                                                     cues.planned)) or layout.scope_shape.search(said)):
        return False
    unknown = _tokens(_own_counts_out(ctx, said), ctx.lang.code, layout.function_words) - known
    return len(unknown) < (8 if ctx.lang.code == "zh" else 5)


def _own_counts_out(ctx: OutputContext, said: str) -> str:
    """`said` without its counts of the source's own work items ("из двух названных этапов", "the two stages"): the
    count and its noun restate the items, no words of the recap's own (a wrong count is the number rules')."""
    own = len(ctx.material.work_items)
    for m in reversed(list(ctx.cues.number_words.finditer(said))):
        count = ctx.cues.stage_count.match(said[m.end():])
        if count and next((v for _, _, v in ctx.forms.word_numbers(m.group(0), True)), None) == own:
            said = said[:m.start()] + " " + said[m.end() + count.end():]
    return said


def _new_work_entry(ctx: OutputContext, text: str, known: set[str]) -> bool:
    """True when a data entry gives a state to work the source never names (`_new_work`): an extra item."""
    return _entry_with_state(text) and _new_work(ctx, text, known)


def _entry_with_state(text: str) -> bool:
    """True when a data entry gives a state in words beside its citation ('{"item": X, "status": "done", "source":
    12}'): it claims that stage, whatever it cites."""
    keys = data_keys.pairs(text)
    ends = [s for _, s, _ in keys[1:]] + [len(text)] if keys else []
    return any(key in data_keys.STATE_KEYS and re.search(r"[^\W\d_]", text[value:end])
               for (key, _, value), end in zip(keys, ends, strict=True))


_FIELD_LABEL = re.compile(r"^[\W_]*([^\W\d_][^:：\n]{0,30}?)[*_\"”]*\s*[:：][ \t\"“]*")


def _status_without_state(ctx: OutputContext, text: str) -> bool:
    """A label that is only an approval or status word whose value says no approval state, names no one and no
    date ("Status: green", "Статус: по плану"): it claims a status of its own, not the approval's."""
    m = _FIELD_LABEL.match(text)
    cues = ctx.cues
    if not m:
        return False
    label = m.group(1).strip(" .*_").lower()
    word = cues.approval_word.search(m.group(1))
    if not word or word.group(0).strip(" .").lower() != label and not _qualified(label, word.group(0).strip(" .").lower()):
        return False
    value = text[m.end():]
    if not (re.search(r"[^\W\d_]", value) or _STATUS_COLOUR.search(value)) or re.search(r"\d", value) or \
            find_citations(value, ctx.forms) and not re.search(r"[^\W\d_]", re.sub(r"\[[^\]]*\]", "", value)):
        return False
    # "Approval: steering committee" (its state in the next part: ", still pending"): the approval's own body or approver
    approval = ctx.material.fact("approval").value
    if any(isinstance(who := approval.get(k), dict) and mentions(who, value, ctx.lang) for k in ("body", "approver")):
        return False
    return not (cues.approval_word.search(value) or cues.pending_word.search(value) or cues.approved_word.search(value)
                or cues.negated.search(value) or cues.future.search(value) or cues.condition.search(value))


def _row_as_label(row: str) -> str:
    """A table row of two cells read as a label and its value ("| Status | green |" -> "Status: green"); any other row
    as it is: a status colour in a cell is the same status as after a colon."""
    cells = [x.strip() for x in row.strip().strip("|").split("|")]
    return f"{cells[0]}: {cells[1]}" if len(cells) == 2 and cells[0] and cells[1] else row


def _colour_called(ctx: OutputContext, text: str) -> bool:
    """True when the writer gives the pilot a status colour as their own call ("Overall I'd call this one green",
    "Я бы оценил пилот как зелёный", "我个人给它打绿灯"): a judgement (`Layout.judgement`) with a colour in it, a status the
    notes never give, however few its words."""
    layout = ctx.lang.layout
    return bool(layout.judgement.search(text) and (layout.status_colour.search(text) or _STATUS_COLOUR.search(text)))


# a status told as a coloured sign ("整体状态：🟢", "Overall status: 🟠"): a colour, like "green" in words
_STATUS_COLOUR = re.compile("[\U0001F534\U0001F7E0-\U0001F7EB\u26AA\u26AB]")


def _colour_named(ctx: OutputContext, part: str) -> bool:
    """True when `part` names a status colour as a word of its own (`Layout.status_colour`: "green", "зелёным",
    "绿色"), not inside a longer word ("required", "ordered": a cased letter right before it)."""
    for m in ctx.lang.layout.status_colour.finditer(part):
        before = part[m.start() - 1:m.start()]
        if not (before.isalpha() and before.lower() != before.upper()):
            return True
    return False


def _status_label(ctx: OutputContext, label: str) -> bool:
    """True when a field's label is a status word alone or with one qualifier ("Status", "整体状态", "Общий статус")."""
    label = label.strip(" .*_").lower()
    word = ctx.cues.approval_word.search(label)
    return word is not None and (word.group(0).strip(" .") == label or _qualified(label, word.group(0).strip(" .")))


def _coloured_status(ctx: OutputContext, claim: Claim, values: Sequence[Span | None]) -> Span | None:
    """Where a claim opens on a status label whose value is a colour (`Layout.status_colour`, or a coloured sign),
    told or followed by more ("**Status: Amber** (waiting on approval)", "Статус — жёлтый (ждём …)"): the label and the
    colour, a status the notes never give; None where the claim opens on none, or where a value (a date, an amount)
    lies in that span (`values`)."""
    said = _status_as_label(ctx, claim.text)  # "Статус — жёлтый (…)" read as "статус: жёлтый (…)", the value as written
    m = _FIELD_LABEL.match(said)
    # (an overall call's label is a status label too: "Overall: AMBER, pending approval …", "整体：黄灯")
    if m is None or not (_status_label(ctx, m.group(1)) or ctx.lang.layout.judgement.fullmatch(said[:m.end()].rstrip())):
        # a claim opening on a colour alone before a dash or a colon ("Amber — approval is still pending", "Жёлтый:
        # ждём совет", "黄灯——审批未完成"): the colour is the status, what follows its reason
        opening = _COLOUR_LEAD.match(claim.text)
        word = opening.group(1) if opening else ""
        if opening is None or not (ctx.lang.layout.status_colour.fullmatch(word) or _STATUS_COLOUR.fullmatch(word)):
            return None
        span = claim.start + opening.start(1), claim.start + opening.end(1)
        return None if any(v is not None and v[0] < span[1] and span[0] < v[1] for v in values) else span
    rest = said[m.end():]
    lead = len(rest) - len(rest.lstrip(" *_"))
    colour = ctx.lang.layout.status_colour.match(rest, lead) or _STATUS_COLOUR.match(rest, lead)
    if colour is None:
        return None
    span = claim.start, claim.start + len(claim.text) - len(rest) + colour.end()
    return None if any(v is not None and v[0] < span[1] and span[0] < v[1] for v in values) else span


# a colour alone before a dash or a colon, opening a claim (its markup and bullet aside)
_COLOUR_LEAD = re.compile(r"^[\s*_#>•+-]*([^\W\d_]+|[\U0001F534\U0001F7E0-\U0001F7EB\u26AA\u26AB])[\s*_]*(?:[—–:：]|——|\s-\s)")


def _qualified(label: str, word: str) -> bool:
    """A status word with one qualifier before it ("整体状态", "overall status"): the qualifier one word (in Chinese,
    two characters at most)."""
    if not label.endswith(word):
        return False
    head = label[:len(label) - len(word)].strip()
    return bool(head) and (len(head) <= 2 if re.fullmatch(r"[\u3400-\u9fff]+", head) else re.fullmatch(r"[^\W\d_]+", head)
                           is not None)


# where a sentence's clauses part: a comma or a semicolon (not an enumeration comma "、", nor a comma between digits,
# inside one number: its thousands' "9,000美元" or its decimal comma "91,5 млн")
_CLAUSE_BREAK = re.compile(r"(?!(?<=\d),\d)[,;，；]\s*")
# a revision note's clauses, a dash between them too ("Good catch — that was my mistake.", "您说得对——是我的错")
_NOTE_BREAK = re.compile(r"(?!(?<=\d),\d)[,;，；]\s*|\s+[—–]\s+|——\s*")
# where a condition may open after what leads it: a sentence's end, or a topic's colon or dash ("Main risk — if …")
_CONDITION_LEAD = re.compile(r"(?<=[.。!?！？\n:：])\s*|\s+[—–]\s+|\s*——\s*")


# "the overall status is green": a subject, its verb "is", and what it is said to be (read as "status: green")
_COPULA = re.compile(r"^(?:the\s+|overall\s+)*([^\W\d_]+)\s+(?:is|was|remains|stays)\s+", re.IGNORECASE)


# a sentence giving a status with a dash for its verb: a short subject, a dash, the value ("Общий статус пилота — зелёный")
_DASH_SUBJECT = re.compile(r"^[\W_]*((?:[^\W\d_]+\s+){0,3}[^\W\d_]+)\s+[—–]\s+(?=\S)")


# a sentence closing on its subject and a one-word value with no verb between, as Russian says it ("По пилоту в целом
# статус зелёный")
_ZERO_COPULA = re.compile(r"(?:^|\s)([^\W\d_]+)\s+([^\W\d_]+)[\s.!…]*$")


def _status_as_label(ctx: OutputContext, sentence: str, whole: bool = False) -> str:
    """A sentence saying what the status is, read as a status label and its value ("the overall status is green",
    "Общий статус пилота — зелёный" -> "status: green", "статус: зелёный"); any other sentence as it is. A `whole`
    sentence (a claim of its own, not a clause beside a fact) is also read closing on the status word and its value
    with no verb ("По пилоту в целом статус зелёный")."""
    # (a bold label's closing marks left on a line's first words, "Status** — Green.", are no word of it)
    sentence = re.sub(r"^([^\W\d_][^*_\n]{0,30}?)(?:\*\*|__)(?=\s*[—–-])", r"\1", sentence)
    m = _COPULA.match(sentence) or _DASH_SUBJECT.match(sentence)
    word = ctx.cues.approval_word.search(m.group(1)) if m else None
    if m and word:
        return f"{word.group(0)}: {sentence[m.end():]}"
    last = _ZERO_COPULA.search(sentence) if whole else None
    word = ctx.cues.approval_word.fullmatch(last.group(1)) if last else None
    return f"{last.group(1)}: {last.group(2)}" if last and word else sentence


def _cut_label(text: str, layout: Layout) -> bool:
    """True when a text (in a spaced script) is a list label or heading cut short: one to four words, each a word
    of the layout's list labels or headings or the start of one ("вне рам", "Out of sc")."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    if not 1 <= len(words) <= 4 or re.search(r"[\u3400-\u9fff]", text) or re.search(r"\d", text):
        return False
    known = {w for _, p in layout.labels for w in re.findall(r"[^\W\d_]{2,}", p.pattern)}
    known |= {w for h in layout.known_headings for w in re.findall(r"[^\W\d_]{2,}", h.lower())}
    return all(any(k.startswith(w) for k in known) for w in words)


def claim_parts(ctx: OutputContext, alignment: ClaimAlignment) -> list[str]:
    """The separate claims an unaligned sentence makes: "the risk is low, the vendor is chosen" claims two
    things, each an addition. A part is a claim of its own when it has words the source does not know (three, or
    four pairs of Chinese characters); a sentence with fewer than two such parts is one claim."""
    material, lang = ctx.material, ctx.lang
    fw = lang.layout.function_words
    known = _tokens(material.known_text, lang.code, fw)
    need = 4 if lang.code == "zh" else 3  # more than a sentence needs: a name or a role beside it is no claim
    # (a part never runs across the claim's line break, a question's line and its answer's: the answer's lines are
    # read past their speaker's label, and the question's line claims nothing, its answer does; its words are read
    # with the answer's first part, which says what it asks: "问：谁负责？ / 答：项目负责人为X")
    lines = alignment.text.split("\n")
    lines[1:] = [line[speaker_label_end(ctx, line):] for line in lines[1:]]
    asked = " ".join(x for x in lines[:-1] if x.rstrip(" *_").endswith(("?", "？")))
    lines = [x for x in lines[:-1] if not x.rstrip(" *_").endswith(("?", "？"))] + lines[-1:]
    parts = [p.strip(" .。!！") for line in lines for p in _frames_joined(lang.layout, line)]
    named = "party" in alignment.additions or "person" in alignment.additions
    if named and not _owner_led(ctx, alignment.text):
        # "…, ScanTech, and we have a call with them": a part joined by "and" that says more of the party
        # (an action item led by its owner, "— J. Doe: collect X and present it at the next meeting", is that
        # person's one task, whatever pronoun its second verb takes)
        parts = [q for p in parts for q in _joined_parts(ctx, p)]
    parts = _time_told_once(ctx, parts, known)
    own: list[str] = []
    valued: list[str] = []
    again: list[str] = []
    retold = False  # a part retelling the background: no claim of its own, nor a reason to count the whole sentence
    explained = False  # a reason or a follow-up told in a part before: the parts after it tell it on
    for n, part in enumerate(parts):
        if explained and not (lang.layout.own_subject.search(part) and not lang.layout.reason.search(parts[n - 1])) or \
                n and lang.layout.reason.search(part):
            continue  # "之所以只放在格但斯克，是因为那边单量最大，最容易看出效果", "…安排一次中期评审，检查…": the reason or the
            # purpose of the part before, told on; "…约好下周二碰一次，会上再确认进度": the follow-up told on (a part
            # with a subject and a verb of its own, "…例会，采购主管还必须会签…", is a claim of its own)
        explained = bool(lang.layout.reason.search(part) or lang.layout.follow_up.search(part)
                         or lang.layout.meeting_set.search(part))  # (a meeting set, then what it will review: one)
        words = _tokens(part if n or not asked else f"{asked} {part}", lang.code, fw)
        unknown = words - known
        if n and named and ctx.cues.party_again.search(part) and len(unknown) >= (2 if lang.code != "zh" else 3) \
                and len(unknown) > len(words) / 2:
            again.append(part)  # "…«СканТех» вроде, с ними в пятницу созвон": the party and a claim made of it, two
            continue
        if len(unknown) >= need and retold_background(ctx, part):
            retold = True  # "小问题常在走廊里几句话就解决了": the background in other words, beside the sentence's other parts
            continue
        if n and "person" in alignment.additions and _person_title(ctx, parts[n - 1], part):
            continue  # "Owner: Marta Kowalski, Head of Finance Operations": the added person's title, part of that one
        if n and ctx.cues.person_cue_after.match(part) and not ctx.cues.person_name.search(part):
            continue  # "项目经理王磊将作为日常联系人，负责与各部门对接": what the person named before does, one claim with them
        if n and _one_with_named(ctx, parts[:n], part, own, len(unknown) >= need and len(unknown) > len(words) / 2):
            continue  # "…找纳迪娅·拉希米，她是这个试点的协调人": who the person just named is, one addition with them;
            # "…跟进董事会的决定，有事先找她确认": the reader sent to them, one addition with them too
        if n and _item_state(ctx, part):
            continue  # '{"item": X, "status": "done"}': the state of the entry's item, one claim with it
        if remarks_on_material(ctx, part):
            continue  # "因为笔记里试点记录和公司日常的描写交织在一起": a remark on the notes, no claim of the pilot
        if lang.layout.left_out.search(part) or lang.layout.not_needed.search(part) and \
                lang.layout.left_out.search(alignment.text):
            continue  # "审批相关的内容现场用不上，我就没放进去，…": the writer's remark that it left a fact out, and why
        if lang.layout.talk_frame.match(part[speaker_label_end(ctx, part):]) and not re.search(r"\d", part):
            continue  # "两点都不对，而且…", "Yes, the council agreed": an acknowledgement or a reply's yes or no, the
            # talk's own frame (matched alone: the parts of a long run are many), its speaker's label aside
            # ("Ассистент: Прошу прощения, …")
        if n and (lang.layout.source_silent.search(part) or lang.layout.addressed.search(part)):
            continue  # "…，没有记录中期检查点": a remark that the notes are silent, no claim of the pilot; "…, though I'd
            # want someone closer to the project to confirm that", "…? Может, кто-то из вас в курсе?": said to the reader
        if n and _told_on(ctx, parts[n - 1], part) or n and parts[n - 1] in own and _outlook_of(ctx, parts[n - 1], part):
            continue
        if n + 1 < len(parts) and lang.layout.lead_in.search(part):
            continue  # "需要留意的是，…": a lead into the part after, one claim with it
        if n and lang.layout.consequence.search(part):
            continue  # "…较短，收集到的数据可能不足以支撑结论": what the part before may lead to, one claim with it
        if n and lang.layout.condition_part.search(part) or n + 1 < len(parts) and lang.layout.condition_part.search(
                _CONDITION_LEAD.split(part)[-1]):
            continue  # "…依赖客户侧配合，若对方排期紧张，可能…": the condition of the risk told around it, one claim with it
            # (or leading it: "如果效果达到预期，计划在下半年推广…", after the topic it is said of: "The main risk — if
            # the board delays, …", "需要提醒的一点：如果…": a conditional sentence is one claim)
        if len(unknown) >= need and len(unknown) > len(words) / 2 or _status_without_state(
                ctx, _COPULA.sub(r"\1: ", part, count=1)):
            own.append(part)  # "overall status is green": a status of its own, as "Status: green" is
        elif alignment.additions and re.search(r"\d", re.sub(r"\[[^\]]*\]|【[^】]*】", "", part)):
            valued.append(part)  # a part with a value the rules counted: one of those additions, beside a part of its own
    own = [p for p in parts if p in own or own and p in valued]
    if again:  # the rules' additions (the party or person) first, then each further claim made of them
        return (own if len(own) >= 2 else [alignment.text] * len(alignment.additions)) + again
    if retold and not own:  # every part that says something new retells the background: nothing added
        return []
    return own if len(own) >= 2 else [alignment.text] if not alignment.additions else []


def _time_told_once(ctx: OutputContext, parts: list[str], known: set[str]) -> list[str]:
    """A sentence's parts without a date's part and the part right after it placing that date against the pilot in few
    words of its own ("…9月21日，也就是上线前一周，…", "21 сентября, за неделю до старта, …", "on 21 September, that is a
    week before go-live"): the same time told twice, the rules' date, the time of the event the other parts tell; no
    claim beside that event."""
    lang = ctx.lang
    out = list(parts)
    for before, part in zip(parts, parts[1:], strict=False):
        said_again = lang.layout.restatement.match(part)
        rest = part[said_again.end():] if said_again else part
        few = len(_tokens(rest, lang.code, lang.layout.function_words) - known) < (8 if lang.code == "zh" else 3)
        if few and any(d.mention.text in before for d in ctx.dates) and (said_again or ctx.cues.rough_length.search(rest)
                                                 or lang.layout.before_start.search(rest)):
            out = [p for p in out if p not in (before, part)]
    return out


def _told_on(ctx: OutputContext, before: str, part: str) -> bool:
    """True when `part` goes on with what the part before it said, one claim with it: the spending ("花得不多，大部分仍未
    动用"), the budget's sufficiency ("预算比较充裕，足够覆盖培训"), the status in words ("🟢 总体状态：绿灯，各项按计划推进");
    or says what the belief before it holds ("Команда твёрдо уверена, что пилот уложится в отведённую сумму")."""
    layout = ctx.lang.layout
    return any(p.search(part) and p.search(before) for p in (ctx.cues.spending, layout.sufficiency, layout.judgement)) \
        or _holds_belief(ctx, before, part)


def _holds_belief(ctx: OutputContext, before: str, part: str) -> bool:
    """True when `part` opens on the word giving what a belief holds (`Layout.belief_content`) and `before` judges
    (`Layout.judgement`, "команда уверена", "the team is confident"): the belief's holder and its content, one claim."""
    layout = ctx.lang.layout
    return bool(layout.belief_content.match(part) and layout.judgement.search(before))


def _outlook_of(ctx: OutputContext, before: str, part: str) -> bool:
    """True when `part` foresees the pilot's end from the judgement the part before makes ("整体进展顺利，按目前节奏应该能
    按时收尾", "Overall it is on track; at this pace we should finish on time"): one claim with that judgement. A meeting
    or the writer's own follow-up beside it is a claim of its own."""
    layout = ctx.lang.layout
    return bool(layout.judgement.search(before) and layout.judged_outlook.search(part)) \
        and not layout.meeting_set.search(part) and not layout.follow_up.search(part)


def _frames_joined(layout: Layout, line: str) -> list[str]:
    """A line's clauses (`_CLAUSE_BREAK`), a frame the clause after it is said in (`Layout.frame_lead`: "For a pilot of
    this size, the budget is generous", "对这样规模的试点来说，预算比较充裕") kept with that clause: one claim, not two."""
    out: list[str] = []
    at = opened = 0
    for m in [*_CLAUSE_BREAK.finditer(line), None]:
        end = m.start() if m else len(line)
        if m and layout.frame_lead.search(line[at:end].strip(" .。!！")):
            at = m.end()  # (the frame opens the part that ends at a later break)
            continue
        out.append(line[opened:end])
        at = opened = m.end() if m else len(line)
    return out


def _owner_led(ctx: OutputContext, text: str) -> bool:
    """True when a line opens on a person's name and a colon or a dash before what they are to do (an action item:
    "— J. Doe: collect the site's remarks", "王磊：整理…")."""
    m = _OWNER_LEAD.match(text)
    return m is not None and ctx.cues.person_name.fullmatch(m.group(1).strip()) is not None


_OWNER_LEAD = re.compile(r"[\s\-–—•*+·]*([^\s:：\-–—][^:：\n]{1,40}?)\s*(?:[:：]|\s[—–-]\s)")


def _joined_parts(ctx: OutputContext, part: str) -> list[str]:
    """A part cut where a clause joined by the language's "and" (`Cues.clause_and`) says more of the party named
    before it ("ScanTech is the vendor and we have a call with them"); the part whole otherwise."""
    for m in ctx.cues.clause_and.finditer(part):
        if m.start() and ctx.cues.party_again.search(part[m.end():]):
            return [part[:m.start()].strip(), part[m.end():].strip()]
    return [part]


def _item_state(ctx: OutputContext, part: str) -> bool:
    """True when a part is a data entry's state key with a stage as its value ('"status": "done"',
    "state: in progress"): it says the stage of the item the entry names."""
    keys = data_keys.pairs(part)
    if not keys or keys[0][0] not in data_keys.STATE_KEYS:
        return False
    value = part[keys[0][2]:].strip(" \t\"“”'«»{}[]")
    cues = ctx.cues
    return bool(value) and (data_keys.key_label(value) in ("done", "planned") or any(
        c.search(value) for c in (cues.done, cues.planned, cues.started)))


def _one_with_named(ctx: OutputContext, before: list[str], part: str, own: list[str], adds: bool) -> bool:
    """True when `part` only says who the person the part before it names is (`Cues.person_pronoun_role`), or only sends
    the reader to a person named before it (`_sent_to_them`): one claim with the part naming them. Where `part` would
    be a claim of its own (`adds`), the part naming them is kept in `own` in its stead: it carries that claim."""
    if ctx.cues.person_pronoun_role.match(part) and ctx.cues.person_name.search(before[-1]):
        return True
    named = _sent_to_them(ctx, before, part)
    if named is not None and adds and named not in own:
        own.append(named)
    return named is not None


def _sent_to_them(ctx: OutputContext, before: list[str], part: str) -> str | None:
    """The part of its sentence before `part` naming the person `part` only sends the reader to, by a pronoun
    (`Cues.person_pronoun_ask`: "…, so check with her first", "…, уточняйте у неё"), naming no one of its own; None
    where it does more or no part before names anyone."""
    cues = ctx.cues
    if not cues.person_pronoun_ask.match(part) or cues.person_name.search(part):
        return None
    return next((p for p in reversed(before) if cues.person_name.search(p)), None)


def _person_title(ctx: OutputContext, before: str, part: str) -> bool:
    """True when `part` is a title, every word of it capitalised but the language's function words ("Head of Finance
    Operations"), and the part before it names a person: the title goes with the name, as a role beside it does."""
    words = re.findall(r"[^\W\d_]{3,}", part)
    content = [w for w in words if w.lower() not in ctx.lang.layout.function_words]
    return bool(content) and all(w[0].isupper() for w in content) and bool(ctx.cues.person_name.search(before))
