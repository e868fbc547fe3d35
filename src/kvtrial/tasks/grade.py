"""Grading a model's answer to a task-file question against the reference, one rule per answer kind.

Dates, amounts and numbers are read by the fact check's own parsers (kvtrial.facts.parse and each language's
forms), so "29 June 2007", "2007-06-29" and "06/29/2007" are one date and "€48.5k" and "48 500 euros" one
amount. Names and options are matched word by word; free text by word overlap (`text_match.overlap`):

* recall (the share of the reference's content words the answer holds) ≥ 0.75: correct;
* 0.5 ≤ recall < 0.75: correct, uncertain; 0.25 ≤ recall < 0.5: wrong, uncertain; below 0.25: wrong.

Every grade carries the answer's span it rests on and `clear` or `uncertain` with the reasons (`doubts`):
hedged dates, a right value beside a wrong one, an amount without its currency, a negation the reference
does not have. Answers in a language other than en, zh or ru are graded as free text whatever their kind.
"""

from __future__ import annotations

import re
from decimal import Decimal

from kvtrial.facts.grader import answer_body
from kvtrial.facts.languages import Language, get_language
from kvtrial.facts.parse import DateMention, find_amounts, find_dates, find_numbers
from kvtrial.records.answer_grades import CORRECT, NO_ANSWER, WRONG_LABEL, AnswerGradeRecord
from kvtrial.tasks.model import GRADED_LANGUAGES, AnswerKind, TaskQuestion
from kvtrial.tasks.text_match import contains_phrase, fold, overlap

Span = tuple[int, int] | None
Verdict = tuple[str, str, Span, list[str]]  # label, detail, span in the answer body, doubts

# Free text: the recall bands of the word-overlap rule.
TEXT_CORRECT, TEXT_UNSURE_CORRECT, TEXT_UNSURE_WRONG = 0.75, 0.5, 0.25
# A date said relative to another ("two weeks later", "next year", "через месяц", "下个月"): not a date to compare.
_RELATIVE = re.compile(
    r"\b(?:later|earlier|before|after|ago|next|last|previous|following|yesterday|today|tomorrow)\b"
    r"|(?:спустя|через|назад|позже|раньше|следующ\w*|прошл\w*|вчера|сегодня|завтра)"
    r"|(?:之后|以后|之前|以前|下个|上个|明年|去年|今年|下周|上周|明天|昨天|今天)", re.IGNORECASE)


def grade_task_answer(question: TaskQuestion, answer: str, language: str) -> AnswerGradeRecord:
    """The grade of `answer` (as generated) to `question`, in the document's `language`."""
    graded = language if language in GRADED_LANGUAGES else None
    lang = get_language(graded or "en")
    body = answer_body(answer, lang)
    kind = question.kind
    doubts: list[str]
    if not body or lang.cues.no_answer.match(body):
        label, detail, span, doubts, rule = NO_ANSWER, "no answer", None, [], "no-answer"
    elif graded is None and kind not in (AnswerKind.CHOICE, AnswerKind.NAME, AnswerKind.TEXT):
        label, detail, span, doubts = _text(question.reference, body, lang)
        doubts.append(f"language {language!r}: graded as free text (word overlap), not by the rules for a {kind}")
        rule = "text-overlap"
    else:
        label, detail, span, doubts = _RULES[kind](question, body, lang)
        rule = kind.value if kind != AnswerKind.TEXT else "text-overlap"
    located = _locate(answer, body, span)
    return AnswerGradeRecord.of(question.question_id, kind.value, label, detail, rule, question.reference, answer,
                                located, doubts, language, question.evidence)


def _locate(answer: str, body: str, span: Span) -> Span:
    """The body's span as offsets into the answer as generated."""
    if span is None:
        return None
    at = answer.find(body[span[0]:span[1]])
    return (at, at + span[1] - span[0]) if at >= 0 else None


def _hedged(body: str, lang: Language, spans: list[tuple[int, int]]) -> list[str]:
    """A hedge right before or after a value ("around 5 May", "5 May or so"), as the fact check reads it."""
    for s, e in spans:
        before = lang.cues.date_hedge.search(body[max(0, s - 40):s])
        after = lang.cues.date_hedge_after.match(body[e:])
        if before or after:
            return [f"hedged: {(before or after).group(0).strip()!r}"]  # type: ignore[union-attr]
    return []


# ---------------------------------------------------------------- dates


def _date_match(mention: DateMention, want: DateMention) -> str | None:
    """'full' when some reading of the mention is the wanted date, 'month' when only its month and year agree
    (the answer leaves out the day), else None. A year left out on either side agrees with any year."""
    best = None
    for y, m, d in mention.readings():
        for wy, wm, wd in want.readings():
            if m != wm or (y is not None and wy is not None and y != wy):
                continue
            if d == wd or wd is None:
                return "full"
            if d is None:
                best = "month"
    return best


def _date(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    refs = find_dates(q.reference, lang.forms)
    if not refs:
        label, detail, span, doubts = _text(q.reference, body, lang)
        return label, detail, span, [*doubts, "the reference is not a date the grader reads: compared as text"]
    want = refs[0]
    dates = find_dates(body, lang.forms)
    good = [d for d in dates if _date_match(d, want) == "full"]
    bad = [d for d in dates if _date_match(d, want) != "full"]
    doubts = _hedged(body, lang, [(d.start, d.end) for d in dates])
    if good and want.year is not None and all(d.year is None for d in good):
        doubts.append("the answer leaves out the year")
    if good and all(d.alternatives for d in good):
        doubts.append(f"{good[0].text!r} reads two ways (day/month or month/day)")
    if good and not bad:
        return CORRECT, f"{good[0].text!r} is {want.text!r}", (good[0].start, good[0].end), doubts
    if good:
        first = min(good + bad, key=lambda d: d.start)
        label = CORRECT if first in good else WRONG_LABEL
        return label, f"gives {good[0].text!r} and {bad[0].text!r}", (first.start, first.end), [
            *doubts, f"the answer gives another date too: {bad[0].text!r}"]
    if dates:
        d = dates[0]
        if _date_match(d, want) == "month":
            return WRONG_LABEL, f"gives {d.text!r} without the day (reference {want.text!r})", (d.start, d.end), doubts
        return WRONG_LABEL, f"gives {d.text!r} (reference {want.text!r})", (d.start, d.end), doubts
    rel = _RELATIVE.search(body)
    if rel:
        return WRONG_LABEL, f"a relative date {rel.group(0)!r}, not {want.text!r}", rel.span(), [
            "a relative date: a reader may resolve it to the reference"]
    year = re.search(r"(?<!\d)(?:1[5-9]|2[01])\d{2}(?!\d)", body)
    if year:
        return WRONG_LABEL, f"gives only a year, {year.group(0)!r} (reference {want.text!r})", year.span(), _hedged(
            body, lang, [year.span()])
    words = lang.cues.number_words.search(body)
    return NO_ANSWER, "no date in the answer", None, (
        [f"a date may be written in words: {words.group(0)!r}"] if words else [])


# ---------------------------------------------------------------- amounts and numbers


def _numbers(text: str, lang: Language) -> list[tuple[int, int, Decimal]]:
    """Every number of `text`, in digits (with multiplier words) or in words, in text order, without overlaps."""
    found = [(n.start, n.end, n.value) for n in find_numbers(text, lang.forms)]
    for s, e, v in lang.forms.word_numbers(text, keep_single=True):
        if not any(s < b and a < e for a, b, _ in found):
            found.append((s, e, v.normalize()))
    return sorted(found)


def _amount(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    refs = find_amounts(q.reference, lang.forms)
    if not refs:  # a reference without a currency ("1.5 million") is a number
        label, detail, span, doubts = _number(q, body, lang)
        return label, detail, span, doubts
    want, cur = refs[0].value, refs[0].currency
    amounts = find_amounts(body, lang.forms)
    good = [a for a in amounts if a.value == want and a.currency == cur]
    bad = [a for a in amounts if not (a.value == want and a.currency == cur)]
    doubts = _hedged(body, lang, [(a.start, a.end) for a in amounts])
    if good and not bad:
        return CORRECT, f"{good[0].text!r} is {cur} {want:f}", (good[0].start, good[0].end), doubts
    if good:
        first = min(amounts, key=lambda a: a.start)
        return (CORRECT if first in good else WRONG_LABEL), f"gives {good[0].text!r} and {bad[0].text!r}", (
            first.start, first.end), [*doubts, f"the answer gives another amount too: {bad[0].text!r}"]
    if amounts:
        a = amounts[0]
        why = "another currency" if a.value == want else f"reference {cur} {want:f}"
        return WRONG_LABEL, f"gives {a.text!r} ({why})", (a.start, a.end), doubts
    numbers = _numbers(body, lang)
    same = [n for n in numbers if n[2] == want]
    if same:
        s, e, _ = same[0]
        return CORRECT, f"{body[s:e]!r} without a currency (reference {cur} {want:f})", (s, e), [
            *doubts, f"the amount is given without its currency {cur}"]
    if numbers:
        s, e, _ = numbers[0]
        return WRONG_LABEL, f"gives {body[s:e]!r} (reference {cur} {want:f})", (s, e), doubts
    return NO_ANSWER, "no amount in the answer", None, []


def _number(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    refs = _numbers(q.reference, lang)
    if not refs:
        label, detail, span, doubts = _text(q.reference, body, lang)
        return label, detail, span, [*doubts, "the reference holds no number the grader reads: compared as text"]
    want = refs[0][2]
    asked = {v for _, _, v in _numbers(q.question, lang)} - {want}  # numbers the answer repeats from the question
    numbers = [n for n in _numbers(body, lang) if n[2] not in asked]
    good = [n for n in numbers if n[2] == want]
    bad = [n for n in numbers if n[2] != want]
    doubts = _hedged(body, lang, [(s, e) for s, e, _ in numbers])
    if good and not bad:
        s, e, _ = good[0]
        return CORRECT, f"{body[s:e]!r} is {want:f}", (s, e), doubts
    if good:
        first = numbers[0]
        return (CORRECT if first[2] == want else WRONG_LABEL), f"gives {want:f} and {bad[0][2]:f}", first[:2], [
            *doubts, f"the answer gives another number too: {body[bad[0][0]:bad[0][1]]!r}"]
    if bad:
        s, e, v = bad[0]
        return WRONG_LABEL, f"gives {body[s:e]!r} (reference {want:f})", (s, e), doubts
    return NO_ANSWER, "no number in the answer", None, []


# ---------------------------------------------------------------- names, options, free text


def _name(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    whole = contains_phrase(q.reference, body)
    if whole is not None:
        return CORRECT, "names the reference", whole, []
    recall, _, span = overlap(q.reference, body)
    if recall >= TEXT_UNSURE_CORRECT:
        return CORRECT, f"names part of the reference ({recall:.0%} of its words)", span, [
            "names only part of the reference"]
    if recall > 0:
        return WRONG_LABEL, f"shares {recall:.0%} of the reference's words", span, [
            "shares some words with the reference"]
    return WRONG_LABEL, "names something else", None, []


def _choice(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    found: list[tuple[int, int, str]] = []
    for option in q.options:
        span = contains_phrase(option, body)
        if span is not None:
            found.append((span[0], span[1], option))
    # an option named inside a longer one ("version 3" in "version 3 or later") is that longer one
    named = [f for f in found if not any(o is not f and o[0] <= f[0] and f[1] <= o[1] and o[1] - o[0] > f[1] - f[0]
                                         for o in found)]
    ref = fold(q.reference)
    chosen = {fold(o) for _, _, o in named}
    if len(chosen) == 1:
        s, e, option = named[0]
        if fold(option) == ref:
            return CORRECT, f"chooses {option!r}", (s, e), []
        return WRONG_LABEL, f"chooses {option!r} (reference {q.reference!r})", (s, e), []
    if named:
        first = min(named)
        label = CORRECT if fold(first[2]) == ref else WRONG_LABEL
        return label, f"names {len(chosen)} options, first {first[2]!r}", first[:2], [
            "the answer names more than one option"]
    negative = _yes_no_by_negation(q.options, body, lang)
    if negative is not None:
        label = CORRECT if fold(negative) == ref else WRONG_LABEL
        return label, f"a negation, read as {negative!r}", None, ["no option named; a negation read as the 'no' option"]
    scored = sorted(((overlap(o, body)[0], o) for o in q.options), reverse=True)
    best, option = scored[0]
    if best >= TEXT_UNSURE_CORRECT and (len(scored) == 1 or scored[1][0] < best):
        label = CORRECT if fold(option) == ref else WRONG_LABEL
        return label, f"closest to option {option!r} ({best:.0%} of its words)", overlap(option, body)[2], [
            "no option named in full"]
    return WRONG_LABEL, "names no option", None, ["the answer names no option; it may paraphrase one"]


_NO = frozenset(("no", "否", "不", "нет"))
_YES = frozenset(("yes", "是", "да"))


def _yes_no_by_negation(options: tuple[str, ...], body: str, lang: Language) -> str | None:
    """The 'no' option of a yes/no question whose answer names neither but negates ("It does not."), else None."""
    folded = {fold(o): o for o in options}
    no = next((o for f, o in folded.items() if f in _NO), None)
    if len(options) != 2 or no is None or not any(f in _YES for f in folded):
        return None
    return no if lang.cues.negated.search(body) else None


def _text(reference: str, body: str, lang: Language) -> Verdict:
    recall, precision, span = overlap(reference, body)
    doubts: list[str] = []
    neg = lang.cues.negated.search(body)
    if neg and not lang.cues.negated.search(reference):
        doubts.append(f"the answer holds a negation the reference does not: {neg.group(0)!r}")
    detail = f"{recall:.0%} of the reference's words"
    if recall >= TEXT_CORRECT:
        if precision < 0.25:
            doubts.append(f"most of the answer ({1 - precision:.0%} of its words) is not in the reference")
        return CORRECT, detail, span, doubts
    if recall >= TEXT_UNSURE_CORRECT:
        return CORRECT, detail, span, [*doubts, "between 50 % and 75 % of the reference's words"]
    if recall >= TEXT_UNSURE_WRONG:
        return WRONG_LABEL, detail, span, [*doubts, "between 25 % and 50 % of the reference's words"]
    return WRONG_LABEL, detail, span, doubts


def _text_rule(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    return _text(q.reference, body, lang)


_RULES = {AnswerKind.DATE: _date, AnswerKind.AMOUNT: _amount, AnswerKind.NUMBER: _number, AnswerKind.NAME: _name,
          AnswerKind.CHOICE: _choice, AnswerKind.TEXT: _text_rule}
