"""Grading a model's answer to a task-file question against the reference, one rule per answer kind.

Dates, amounts and numbers are read by the fact check's own parsers (kvtrial.facts.parse and each language's
forms), so "29 June 2007", "2007-06-29" and "06/29/2007" are one date and "€48.5k" and "48 500 euros" one
amount. Names and options are matched word by word; free text by word overlap (`text_match.overlap`):

* recall (the share of the reference's content words the answer holds) ≥ 0.75: correct;
* 0.5 ≤ recall < 0.75: correct, uncertain (wrong, uncertain when the answer is one end of the reference and
  leaves the rest out); 0.25 ≤ recall < 0.5: wrong, uncertain; below 0.25: wrong;
* at recall ≥ 0.5, another candidate offered, a negation of the reference's words, an opposite word, or the
  future where the question asks what is done: wrong, uncertain.

Offering two candidates ("X or Y") is wrong for every kind: hedging between candidates is not the answer. A
repeated question ("Question: ... Answer: X") is graded on its answer part; refusals are no answer. Every grade
carries the answer's span it rests on and `clear` or `uncertain` with the reasons (`doubts`), so that where
the rules cannot decide a person reviews the grade. Answers in a language other than en, zh or ru are graded
as free text whatever their kind.
"""

from __future__ import annotations

import calendar
import dataclasses
import difflib
import re
from decimal import Decimal

from kvtrial.facts.grader import answer_body
from kvtrial.facts.languages import Language, get_language
from kvtrial.facts.parse import DateMention, find_amounts, find_dates, find_numbers
from kvtrial.records.answer_grades import CORRECT, NO_ANSWER, WRONG_LABEL, AnswerGradeRecord
from kvtrial.tasks.answer_cues import CYRILLIC_LETTERS, LATIN_LETTERS, PICKED, AnswerCues, cues_for
from kvtrial.tasks.model import GRADED_LANGUAGES, AnswerKind, TaskQuestion
from kvtrial.tasks.text_match import contains_phrase, fold, overlap, same_word, stem, words

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
    body = answer_body(_after_echo(answer), lang)
    kind = question.kind
    doubts: list[str]
    if not body or lang.cues.no_answer.match(body) or cues_for(lang.code).refusal.match(body):
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


# "Question: When did it begin?\nAnswer: 5 May": a model that repeats the question before its answer
_ECHO = re.compile(r"^\s*(?:question|q|вопрос|问题|问)\s*[:：].*?(?:(?<!\w)(?:answer|a|ответ)|答案|答)\s*[:：]\s*",
                   re.IGNORECASE | re.DOTALL)


def _after_echo(answer: str) -> str:
    """The answer without a repeated question in front of it (the answer part is what is graded)."""
    m = _ECHO.match(answer)
    return answer[m.end():] if m and answer[m.end():].strip() else answer


def _offers_two(body: str, a: tuple[int, int], b: tuple[int, int], cues: AnswerCues) -> str | None:
    """The word that offers two candidates ("5 May or 6 May", "Either ... or ..."), between or before the two
    values at spans a and b; None when the second value is said as something else (context, a range)."""
    lo, hi = sorted((a, b))
    m = cues.either.search(body, lo[1], hi[0]) if lo[1] <= hi[0] else None
    return m.group(0) if m else None


def _two_values(label: str, detail: str, body: str, good: tuple[int, int], bad: tuple[int, int], bad_text: str,
                first: tuple[int, int], cues: AnswerCues, doubts: list[str]) -> Verdict:
    """A right value beside a wrong one: wrong when the answer offers both as candidates (hedging between them is
    not the answer); else graded by the first, unsure either way."""
    joined = _offers_two(body, good, bad, cues)
    if joined:
        return WRONG_LABEL, f"offers two candidates ({joined!r}): {detail}", first, [
            *doubts, f"the answer offers {bad_text!r} as another candidate"]
    return label, detail, first, [*doubts, f"the answer gives another value too: {bad_text!r}"]


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
    cues = cues_for(lang.code)
    dates = [_place_in_month(d, body, cues) for d in find_dates(body, lang.forms)]
    good = [d for d in dates if _date_match(d, want) == "full"]
    bad = [d for d in dates if _date_match(d, want) != "full"]
    doubts = _hedged(body, lang, [(d.start, d.end) for d in dates])
    if good and want.year is not None and all(d.year is None for d in good):
        doubts.append("the answer leaves out the year")
    if good and all(d.alternatives for d in good):
        doubts.append(f"{good[0].text!r} reads two ways (day/month or month/day)")
    role = _other_role(q.question, body, cues)
    if good and role:
        return WRONG_LABEL, f"{good[0].text!r} is given as the date it {role}s", (good[0].start, good[0].end), [
            *doubts, f"the question asks for another event than the answer's {role!r}: a reader may disagree"]
    if good and not bad:
        return CORRECT, f"{good[0].text!r} is {want.text!r}", (good[0].start, good[0].end), doubts
    if good:
        first = min(good + bad, key=lambda d: d.start)
        label = CORRECT if first in good else WRONG_LABEL
        return _two_values(label, f"gives {good[0].text!r} and {bad[0].text!r}", body, (good[0].start, good[0].end),
                           (bad[0].start, bad[0].end), bad[0].text, (first.start, first.end), cues, doubts)
    if dates:
        d = dates[0]
        if _date_match(d, want) == "month":
            edge = _month_edge(d, body, cues)
            if edge:
                doubts.append(f"{edge!r} of the month: a reader may take it for the reference's day")
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


def _place_in_month(d: DateMention, body: str, cues: AnswerCues) -> DateMention:
    """A month named with the day's place in it ("the last day of June 2020", "2020年6月最后一天") as that day."""
    if d.day is not None or d.year is None:
        return d
    if cues.day_after_month:
        after = body[d.end:]
        for rx, day in ((cues.first_day, 1), (cues.last_day, calendar.monthrange(d.year, d.month)[1])):
            m = rx.match(after)
            if m:
                return dataclasses.replace(d, end=d.end + m.end(), text=d.text + m.group(0), day=day)
        return d
    before = body[:d.start]
    for rx, day in ((cues.first_day, 1), (cues.last_day, calendar.monthrange(d.year, d.month)[1])):
        m = rx.search(before)
        if m:
            return dataclasses.replace(d, start=m.start(), text=body[m.start():d.end], day=day)
    return d


def _month_edge(d: DateMention, body: str, cues: AnswerCues) -> str | None:
    """'The end of June 2020', 'в конце июня', '6月底': a month's start or end, not a day."""
    m = cues.month_edge.match(body[d.end:]) if cues.day_after_month else cues.month_edge.search(body[:d.start])
    return m.group(0).strip() if m else None


def _other_role(question: str, body: str, cues: AnswerCues) -> str | None:
    """'end' when the question asks when something starts and the answer says only when it ends (or the
    reverse): the date may be right for the wrong event."""
    for asked, other, name in ((cues.start_role, cues.end_role, "end"), (cues.end_role, cues.start_role, "start")):
        if asked.search(question) and not other.search(question) and other.search(body) and not asked.search(body):
            return name
    return None


# ---------------------------------------------------------------- amounts and numbers


def _numbers(text: str, lang: Language) -> list[tuple[int, int, Decimal]]:
    """Every number of `text`, in digits (with multiplier words) or in words, in text order, without overlaps."""
    found = [(n.start, n.end, n.value) for n in find_numbers(text, lang.forms)]
    spoken = list(lang.forms.word_numbers(text, keep_single=True))
    for m in cues_for(lang.code).dozen.finditer(text):  # "a dozen", "two dozen", "полдюжины", "半打"
        times = next(((s, v) for s, e, v in spoken if e <= m.start() and not text[e:m.start()].strip()), None)
        value = Decimal(6) if m.group("half") else Decimal(12) * (times[1] if times else 1)
        found.append((times[0] if times else m.start(), m.end(), value))
    for s, e, v in spoken:
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
        return _two_values(CORRECT if first in good else WRONG_LABEL, f"gives {good[0].text!r} and {bad[0].text!r}",
                           body, (good[0].start, good[0].end), (bad[0].start, bad[0].end), bad[0].text,
                           (first.start, first.end), cues_for(lang.code), doubts)
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
        return _two_values(CORRECT if first[2] == want else WRONG_LABEL, f"gives {want:f} and {bad[0][2]:f}", body,
                           good[0][:2], bad[0][:2], body[bad[0][0]:bad[0][1]], first[:2], cues_for(lang.code), doubts)
    if bad:
        s, e, v = bad[0]
        return WRONG_LABEL, f"gives {body[s:e]!r} (reference {want:f})", (s, e), doubts
    return NO_ANSWER, "no number in the answer", None, []


# ---------------------------------------------------------------- names, options, free text


def _name(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    cues = cues_for(lang.code)
    whole = contains_phrase(q.reference, body, loose=False)
    if whole is not None:
        joined = cues.either.search(body)
        rest = [w for w, s, _ in words(body) if not whole[0] <= s < whole[1] and not cues.either.fullmatch(w)]
        if joined and rest:
            return WRONG_LABEL, f"offers two candidates ({joined.group(0)!r})", whole, [
                "the answer offers another name beside the reference"]
        return CORRECT, "names the reference", whole, []
    ref, ans = words(q.reference), words(body)
    close = [max(((_likeness(r, a), s, e) for a, s, e in ans), default=(0.0, 0, 0)) for r, _, _ in ref]
    if ans and all(c[0] >= _SPELLING for c in close):
        how = "in another order" if all(c[0] == 1.0 for c in close) else "spelled differently"
        return CORRECT, f"names the reference, {how}", (min(c[1] for c in close), max(c[2] for c in close)), [
            f"the reference's words {how}"]
    if lang.code != "zh" and len(ref) >= 2 and close[0][0] == 1.0 and close[-1][0] < _SPELLING:
        after = [w for w in ans if w[1] >= close[0][2]]
        # a capitalised word right after the first name: a surname, not the reference's
        if after and not body[close[0][2]:after[0][1]].strip() and body[after[0][1]:after[0][2]][:1].isupper():
            return WRONG_LABEL, f"the same first name with another surname, {body[close[0][1]:after[0][2]]!r}", (
                close[0][1], after[0][2]), []
    recall, _, span = overlap(q.reference, body)
    if recall >= TEXT_UNSURE_CORRECT:
        return CORRECT, f"names part of the reference ({recall:.0%} of its words)", span, [
            "names only part of the reference"]
    if recall > 0:
        return WRONG_LABEL, f"shares {recall:.0%} of the reference's words", span, [
            "shares some words with the reference"]
    return WRONG_LABEL, "names something else", None, []


# Two spellings of one name ("Tchaikovsky", "Chaikovsky"; "Jon", "John"): a character likeness at least this
# (difflib's ratio; "Park" and "Clark" score 0.67, one letter in a five-letter name 0.8)
_SPELLING = 0.8


def _likeness(a: str, b: str) -> float:
    if a == b:
        return 1.0
    if min(len(a), len(b)) < 3:
        return 0.0
    return difflib.SequenceMatcher(None, a, b).ratio()


def _negated_at(body: str, start: int, lang: Language) -> bool:
    """A negation right before the word at `start` ("not approved", "не утверждён", "未批准")."""
    return lang.cues.negated.search(body[max(0, start - 8):start]) is not None


def _picked(q: TaskQuestion, body: str, lang: Language) -> tuple[str, list[str]] | None:
    """The option an answer picks by its place in the list ("B", "Option 2", "Б", "the second", "第二个")."""
    cues = cues_for(lang.code)
    for i, rx in enumerate(cues.ordinals):
        if rx.match(body) and i < len(q.options):
            return q.options[i], []
    m = PICKED.match(body)
    if m is None or not (m.group("delim") or not re.sub(r"\W", "", m.group("rest"))):
        return None
    pick = m.group("pick").lower()
    index = int(pick) - 1 if pick.isdigit() else LATIN_LETTERS.find(pick) if pick in LATIN_LETTERS else (
        CYRILLIC_LETTERS.find(pick))
    if not 0 <= index < len(q.options):
        return None
    doubts = ["'В' may be the Latin B (the second option) or the Cyrillic third letter"] if pick == "в" else []
    if pick.isdigit() and any(re.search(r"\d", o) for o in q.options):
        doubts.append(f"{pick!r} may be a value, not the option's place: the options hold numbers")
    return q.options[index], doubts


def _choice(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    found: list[tuple[int, int, str]] = []
    for option in q.options:
        span = contains_phrase(option, body)
        if span is not None:
            found.append((span[0], span[1], option))
    # an option named inside a longer one ("version 3" in "version 3 or later") is that longer one
    named = [f for f in found if not any(o is not f and o[0] <= f[0] and f[1] <= o[1] and o[1] - o[0] > f[1] - f[0]
                                         for o in found)]
    ruled_out = [f for f in named if _negated_at(body, f[0], lang) and fold(f[2]) not in _NO]
    named = [f for f in named if f not in ruled_out]
    ref = fold(q.reference)
    chosen = {fold(o) for _, _, o in named}
    if len(chosen) == 1:
        s, e, option = named[0]
        if fold(option) == ref:
            return CORRECT, f"chooses {option!r}", (s, e), []
        return WRONG_LABEL, f"chooses {option!r} (reference {q.reference!r})", (s, e), []
    if named:
        first, second = sorted(named)[:2]
        joined = _offers_two(body, first[:2], second[:2], cues_for(lang.code))
        if joined:
            return WRONG_LABEL, f"offers {len(chosen)} options ({joined!r}), first {first[2]!r}", first[:2], [
                "the answer offers more than one option"]
        label = CORRECT if fold(first[2]) == ref else WRONG_LABEL
        return label, f"names {len(chosen)} options, first {first[2]!r}", first[:2], [
            "the answer names more than one option"]
    picked = _picked(q, body, lang)
    if picked is not None:
        option, doubts = picked
        label = CORRECT if fold(option) == ref else WRONG_LABEL
        return label, f"picks {option!r} by its place in the list", (0, len(body)), doubts
    negative = _yes_no_by_negation(q.options, body, lang)
    if negative is not None:
        label = CORRECT if fold(negative) == ref else WRONG_LABEL
        return label, f"a negation, read as {negative!r}", None, ["no option named; a negation read as the 'no' option"]
    left = [o for o in q.options if o not in {f[2] for f in ruled_out}]
    scored = sorted(((overlap(o, body)[0], o) for o in left), reverse=True)
    best, option = scored[0] if scored else (0.0, "")
    runner_up = scored[1][0] if len(scored) > 1 else 0.0
    # a paraphrase: most of one option's words, or half of them and at least twice any other option's share
    if (best >= TEXT_CORRECT and runner_up < best) or (best >= TEXT_UNSURE_CORRECT and runner_up * 2 <= best):
        label = CORRECT if fold(option) == ref else WRONG_LABEL
        return label, f"closest to option {option!r} ({best:.0%} of its words)", overlap(option, body)[2], [
            "no option named in full"]
    if ruled_out:
        return WRONG_LABEL, f"rules out {ruled_out[0][2]!r}, names no other option", ruled_out[0][:2], [
            f"the answer rules out {ruled_out[0][2]!r}; which other option it means is for a reader to say"]
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


def _text(reference: str, body: str, lang: Language, question: str = "") -> Verdict:
    recall, precision, span = overlap(reference, body)
    cues = cues_for(lang.code)
    doubts: list[str] = []
    neg = lang.cues.negated.search(body)
    ref_neg = lang.cues.negated.search(reference)
    # the answer's negation counts when it negates a word of the reference ("does not leak"), not another
    # ("late, not on time")
    flip = bool(ref_neg) != bool(neg) and (ref_neg is not None or neg is None or _negates_reference(
        body[neg.end():], reference))
    opposite = _opposite(reference, body, cues)
    later = cues.future.search(body)
    to_come = bool(later) and not cues.future.search(reference) and not cues.future.search(question)
    if to_come:
        said = later.group(0) if later else ""
        doubts.append(f"the answer speaks of what is still to come ({said!r}); the reference does not")
    if neg and _restates(question, body[neg.end():], lang):
        flip = False  # "X is not in scope" to "What is not in scope?": the answer restates the question's negation
    detail = f"{recall:.0%} of the reference's words"
    if recall >= TEXT_UNSURE_CORRECT and to_come and cues.done.search(question):
        return WRONG_LABEL, f"{detail}, but as still to come where the question asks what is done", span, doubts
    other = _other_candidate(reference, body, cues)
    if recall >= TEXT_UNSURE_CORRECT and other:
        return WRONG_LABEL, f"{detail}, but offers another candidate: {other!r}", span, [
            *doubts, "the answer offers the reference and something else as candidates"]
    if recall >= TEXT_UNSURE_CORRECT and (flip or opposite):
        why = (f"says the opposite: {opposite!r}" if opposite else
               f"a negation in the answer only: {neg.group(0)!r}" if neg else "a negation in the reference only")
        return WRONG_LABEL, f"{detail}, but {why}", span, [*doubts, "the answer may say the opposite of the reference"]
    if recall >= TEXT_CORRECT:
        if precision < 0.25:
            doubts.append(f"most of the answer ({1 - precision:.0%} of its words) is not in the reference")
        return CORRECT, detail, span, doubts
    if recall >= TEXT_UNSURE_CORRECT:
        if _one_part(reference, body) and precision >= 0.5:
            return WRONG_LABEL, f"{detail}: only one part of the reference", span, [
                *doubts, "the answer gives one part of the reference and leaves the rest out"]
        return CORRECT, detail, span, [*doubts, "between 50 % and 75 % of the reference's words"]
    if recall >= TEXT_UNSURE_WRONG:
        return WRONG_LABEL, detail, span, [*doubts, "between 25 % and 50 % of the reference's words"]
    return WRONG_LABEL, detail, span, doubts


def _other_candidate(reference: str, body: str, cues: AnswerCues) -> str | None:
    """'rail or road' for 'rail': one side of an 'or' the reference does not have holds only words foreign to it."""
    if cues.either.search(reference):
        return None
    ref = {stem(w) for w, _, _ in words(reference)}
    for part in cues.either.split(body):
        have = [w for w, _, _ in words(part)]
        if have and not any(same_word(stem(w), r) for w in have for r in ref) and len(cues.either.split(body)) > 1:
            return part.strip(" ,.;:，。")
    return None


def _negates_reference(after_negation: str, reference: str) -> bool:
    following = words(after_negation)
    return bool(following) and any(same_word(stem(following[0][0]), stem(w)) for w, _, _ in words(reference))


def _restates(question: str, after_negation: str, lang: Language) -> bool:
    """The question is negated too and names the word the answer negates ("not in scope", "不在范围内")."""
    negated = lang.cues.negated.search(question)
    following = words(after_negation)
    if negated is None or not following:
        return False
    return any(same_word(stem(following[0][0]), stem(w)) for w, _, _ in words(question[negated.end():]))


def _one_part(reference: str, body: str) -> bool:
    """The words the answer shares with the reference are one run at the reference's start or end, and the rest
    is missing ("invoice matching" for "invoice matching at the Leeds office"): a half answer, not a paraphrase."""
    have = {stem(w) for w, _, _ in words(body)}
    hits = "".join("1" if any(same_word(stem(w), a) for a in have) else "0" for w, _, _ in words(reference))
    return re.fullmatch(r"1+00+|00+1+", hits) is not None  # two or more words left out: a whole part, not a head noun


def _opposite(reference: str, body: str, cues: AnswerCues) -> str | None:
    """A word of the answer whose opposite the reference says instead ("higher" for "lower", "增" for "减")."""
    def has(ws: list[str], x: str) -> bool:
        return any(w == x or (len(x) >= 4 and w.startswith(x)) for w in ws)
    ref, ans = [w for w, _, _ in words(reference)], [w for w, _, _ in words(body)]
    for a, b in cues.opposites:
        for x, y in ((a, b), (b, a)):
            if has(ans, x) and not has(ref, x) and has(ref, y) and not has(ans, y):
                return x
    return None


def _text_rule(q: TaskQuestion, body: str, lang: Language) -> Verdict:
    return _text(q.reference, body, lang, q.question)


_RULES = {AnswerKind.DATE: _date, AnswerKind.AMOUNT: _amount, AnswerKind.NUMBER: _number, AnswerKind.NAME: _name,
          AnswerKind.CHOICE: _choice, AnswerKind.TEXT: _text_rule}
