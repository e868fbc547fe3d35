"""A value one speaker of a dialogue gives and the next speaker corrects ("A: It starts on 12 June? / B: No, on
10 June.", "王：预算三万七千欧—— / 李：英镑，三万七千英镑", "— Старт двенадцатого? / — Нет, десятого"): the value the
correction gives stands, right or wrong, and the one it corrects is no value of the brief and no addition. A turn
echoing the value ("Yes, 10 June") keeps it. One speaker taking a value back in the same turn is `Cues.redo`'s.
A later turn naming the value it takes back does so across turns too: a date it sets aside by a negation after its
own ("…, it ends on 30 July, not 30 August"), a value of the turn before that it says the notes do not hold ("Дата 17
июня в заметках не встречается"). A chat quoting one speaker's lines by ">" has turns as labelled ones do.
(A correction owning its slip in the sentence before the new value, "Good catch, I added a zero. The notes say …", is
`brief_rules._correction_end`'s.)
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from kvtrial.facts.languages.model import Cues, Forms, Layout
from kvtrial.facts.parse import AmountMention, DateMention, find_amounts, find_citations, find_dates, find_numbers
from kvtrial.facts.retracted import negated, role_of, same_day, same_sum, within
from kvtrial.facts.segments import label_of

__all__ = ["answer_roles", "turn_corrections"]

Span = tuple[int, int]

# a speaker's label before its colon, opening a line or a turn after another's sentence end ("A:", "王：", "Анна:",
# "Speaker 2:", "B: No, …" in "A: 12 June? B: No, …"), in bold too ("**Ассистент:**", "**User**:")
_LABEL = re.compile(r"(?m)(?:^|(?<=[.?!。？！…][ \t]))[ \t]*(?:\*\*|__)?(?P<who>[^\W\d_][^\W\d_.'-]{0,20}(?:[ \t][^\W\d_]"
                    r"[^\W\d_.'-]{0,20})?(?:[ \t_]*\d{1,2})?)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?")
# a dialogue's turn by a dash opening its line ("— Нет, десятого"), and a second turn on that line after a sentence's
# end ("— Бюджет сорок тысяч? — Нет, сорок две")
_DASH_LINE = re.compile(r"(?m)^[ \t]*[—–―][ \t]*")
_DASH_INLINE = re.compile(r"(?<=[.?!。？！…])[ \t]+[—–―][ \t]+")
# a turn's first clause, and its first sentence
_CLAUSE = re.compile(r"[^,;，；、:：.!?。！？…\n]*")
_SENTENCE = re.compile(r"[^.!?。！？\n]*(?:[.!?。！？]|$)")
# a number in digits a turn gives with no month or currency ("the 12th", "14"), the ordinal's ending with it
_ORDINAL_END = re.compile(r"(?:st|nd|rd|th|-?(?:го|е|й|ого))\b", re.IGNORECASE)


# what may follow the value a turn breaks off or asks at: a dash, dots, a question, a particle ("三万七千欧——",
# "EUR 91,500, right?", "сорок тысяч?")
_TAIL = re.compile(r"[\W_]*(?:(?:吧|吗|呢|啊|嘛|对吧|是吧|对吗|是吗|right|correct|yes|да|так|верно)[\W_]*)?", re.IGNORECASE)


# a turn asking or breaking off at its end ("…12 June?", "三万七千欧——", "EUR 91,500 -", "сорок тысяч…")
_TENTATIVE = re.compile(r"(?:[?？]|[—–-]+|…+|\.{3})[\s\W_]*\Z")


@dataclass(frozen=True)
class _Turn:
    speaker: str
    start: int
    end: int
    run: int = 0  # turns in one run answer each other; other text between two dash turns parts them


@dataclass(frozen=True)
class _Values:
    dates: list[DateMention]
    amounts: list[AmountMention]
    numbers: list[Span]  # numbers in words or digits in neither a date nor an amount nor a citation

    def any(self) -> bool:
        return bool(self.dates or self.amounts or self.numbers)


def _labelled_turns(text: str, layout: Layout) -> list[_Turn]:
    """The turns of a dialogue whose speakers are labelled: two speakers or more, each opening two turns or more, none
    a field's label ("Budget:", "进度：")."""
    found = [(m.group("who").strip().lower(), m.start("who"), m.end()) for m in _LABEL.finditer(text)]
    counts = Counter(who for who, _, _ in found)
    speakers = {who for who, n in counts.items() if n >= 2 and label_of(who, layout) is None}
    if len(speakers) < 2:
        return []
    found = [f for f in found if f[0] in speakers]
    turns = []
    for (who, _, start), nxt in zip(found, found[1:] + [None], strict=True):
        line_end = text.find("\n", start)
        end = min(line_end if line_end >= 0 else len(text), nxt[1] if nxt is not None else len(text))
        turns.append(_Turn(who, start, end))
    return turns


def _dash_turns(text: str) -> list[_Turn]:
    """The turns of a dialogue by dashes (two lines or more opening with one): each line's turns, the speakers taken
    in turn, a line of other text between two turns parting them."""
    lines = list(_DASH_LINE.finditer(text))
    if len(lines) < 2:
        return []
    turns: list[_Turn] = []
    run = 0
    for m in lines:
        if turns and text[turns[-1].end:m.start()].strip():
            run += 1
        line_end = text.find("\n", m.end())
        line_end = line_end if line_end >= 0 else len(text)
        inline = list(_DASH_INLINE.finditer(text, m.end(), line_end))
        for start, end in zip([m.end()] + [c.end() for c in inline], [c.start() for c in inline] + [line_end],
                              strict=True):
            turns.append(_Turn(str(len(turns) % 2), start, end, run))
    return turns


# a chat's turn quoted by ">" opening its line ("> 是5月17日结束吗？"), the other speaker's lines under it unquoted
_QUOTED_LINE = re.compile(r"[ \t]*>[ \t]*")


def _quoted_turns(text: str) -> list[_Turn]:
    """The turns of a chat whose one speaker's lines are quoted by ">" (two quoted lines or more), each answered by
    the paragraph under it: each quoted line, and that paragraph (its lines up to a blank or a quoted line, blank
    lines before it skipped), the other speaker's. One pass over the lines."""
    turns: list[_Turn] = []
    quoted = 0
    state = ""  # "quote": a quoted line read, its answer not yet begun; "answer": an answer's paragraph open
    at = 0
    for line in text.split("\n"):
        start, end = at, at + len(line)
        at = end + 1
        q = _QUOTED_LINE.match(line)
        if q is not None:
            turns.append(_Turn(">", start + q.end(), end))
            quoted, state = quoted + 1, "quote"
        elif not line.strip():
            state = "" if state == "answer" else state
        elif state == "quote":
            turns.append(_Turn("", start, end))
            state = "answer"
        elif state == "answer":
            turns[-1] = _Turn("", turns[-1].start, end)
    return turns if quoted >= 2 else []


def _values(text: str, at: int, forms: Forms) -> _Values:
    """The dates, amounts and other numbers a turn gives, their offsets in the whole text."""
    dates, amounts = find_dates(text, forms), find_amounts(text, forms)
    taken = [(d.start, d.end) for d in dates] + [(a.start, a.end) for a in amounts] + \
        [(c.start, c.end) for c in find_citations(text, forms)]
    spans = [(s, e) for s, e, _ in forms.word_numbers(text, True)] + [(n.start, n.end) for n in find_numbers(text, forms)]
    numbers = []
    for s, e in sorted(spans):
        if any(s < b and a < e for a, b in taken):
            continue
        suffix = _ORDINAL_END.match(text, e)
        numbers.append((at + s, at + (suffix.end() if suffix else e)))
        taken.append((s, e))
    moved = [replace(d, start=d.start + at, end=d.end + at) for d in dates]
    money = [AmountMention(a.start + at, a.end + at, a.text, a.value, a.currency) for a in amounts]
    return _Values(moved, money, numbers)


def _corrected(said: _Values, answer: _Values, denied: bool, opened: bool) -> list[Span]:
    """The values of a turn the next turn corrects: a date or an amount it gives otherwise, keeping its day or month,
    its sum or its currency, when it opens with it ("Swiss francs. CHF 91,500") or denies the turn first; after a
    denial, any date or amount it gives otherwise where the turn gave one alone, and the turn's other numbers where
    it gives a value ("四月十七？" / "不是，四月七号")."""
    out: list[Span] = []
    for d in said.dates:
        others = [r for r in answer.dates if (r.day, r.month) != (d.day, d.month) or
                  None not in (r.year, d.year) and r.year != d.year]
        if any(r.day == d.day or r.month == d.month for r in others) and (denied or opened) or \
                denied and others and len(said.dates) == 1:
            out.append((d.start, d.end))
    for a in said.amounts:
        sums = [r for r in answer.amounts if (r.value, r.currency) != (a.value, a.currency)]
        if any(r.value == a.value or r.currency == a.currency for r in sums) and (denied or opened) or \
                denied and sums and len(said.amounts) == 1:
            out.append((a.start, a.end))
    if denied and answer.any() and (out or not said.dates and not said.amounts):
        out += said.numbers
    return out


def _merged(spans: list[Span], text: str) -> list[Span]:
    """Spans a short stretch apart as one ("四月十七": the month's number and the day's), each value whole."""
    out: list[Span] = []
    for s, e in sorted(spans):
        if out and s - out[-1][1] <= 2 and not re.search(r"[\s,;，；]", text[out[-1][1]:s]):
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def _replies(text: str, layout: Layout) -> list[tuple[_Turn, _Turn]]:
    """Each dialogue turn right after another speaker's, in one run: that turn and the reply."""
    turns = _labelled_turns(text, layout) or _dash_turns(text) or _quoted_turns(text)
    return [(t1, t2) for t1, t2 in zip(turns, turns[1:], strict=False) if t1.speaker != t2.speaker and t1.run == t2.run]


def _set_aside_before(text: str, cues: Cues, layout: Layout, forms: Forms) -> list[Span]:
    """A date (or an amount) a dialogue's turn sets aside by a negation right before it (`Cues.not_value`), after
    one of its own that stands ("…, it ends on 30 July 2027, not 30 August", "…, а не 30 августа", "…，不是8月30日"): the same day
    told in an earlier turn is taken back there too, no value of the brief. A day told again with no negation
    stands, and two such values distort their fact."""
    turns = _labelled_turns(text, layout) or _dash_turns(text) or _quoted_turns(text)
    if len(turns) < 2:
        return []
    told = sorted(find_dates(text, forms), key=lambda d: d.start)
    sums = sorted(find_amounts(text, forms), key=lambda a: a.start)
    starts, sum_starts = [d.start for d in told], [a.start for a in sums]
    out: list[Span] = []
    for t in turns[1:]:  # (each turn's values found by bisection: a chat of thousands of turns is read once)
        for d in negated(text, within(told, starts, t.start, t.end), cues):
            if d.day is not None:
                out += [_whole_turn(text, turns, x) for x in told if x.end <= t.start and same_day(x, d)]
        # an amount so set aside ("The budget is CHF 60,500, not CHF 65,500."): the same sum told in an earlier turn
        for a in negated(text, within(sums, sum_starts, t.start, t.end), cues):
            same = [(x.start, x.end) for x in sums if x.end <= t.start and same_sum(x, a)]
            out += same + [(a.start, a.end)] * bool(same)  # (the sum named to be set aside is none either)
    return out


def _whole_turn(text: str, turns: list[_Turn], value: DateMention) -> Span:
    """A value's span, or its turn's where the turn says nothing but the value ("Bot: On 30 August 2027.", "2027年8月
    30日。"): a word at most beside it."""
    turn = next((u for u in turns if u.start <= value.start and value.end <= u.end), None)
    if turn is not None and len(re.findall(r"[^\W\d_]+", text[turn.start:value.start] + text[value.end:turn.end])) <= 1:
        return (turn.start, turn.end)
    return (value.start, value.end)


def _not_in_notes(text: str, layout: Layout, forms: Forms) -> list[Span]:
    """A value of a turn that the next speaker's reply says the notes do not hold, naming it again in a sentence saying
    so (`Layout.source_silent`: "Ирина: … я думала, до 17 июня. / Бот: … Дата 17 июня в заметках не встречается.",
    "17 June does not appear in the notes", "笔记里没有出现6月17日"): the value is no value of the brief, in the turn
    and in the reply; a value the turn gave that the reply does not name so stands."""
    out: list[Span] = []
    for t1, t2 in _replies(text, layout):
        said: _Values | None = None
        for m in _SENTENCE.finditer(text, t2.start, t2.end):
            if not m.group(0).strip() or not layout.source_silent.search(m.group(0)):
                continue
            said = said or _values(text[t1.start:t1.end], t1.start, forms)
            named = _values(m.group(0), m.start(), forms)
            for d in named.dates:
                same = [x for x in said.dates if (x.day, x.month) == (d.day, d.month) and x.day is not None and (
                    None in (x.year, d.year) or x.year == d.year)]
                out += [(x.start, x.end) for x in same] + [(d.start, d.end)] * bool(same)
            for a in named.amounts:
                same_sum = [x for x in said.amounts if x.value == a.value and a.currency in (x.currency, None)]
                out += [(x.start, x.end) for x in same_sum] + [(a.start, a.end)] * bool(same_sum)
    return out


def _answering(text: str, cues: Cues, layout: Layout, forms: Forms) -> list[tuple[_Turn, _Turn, bool, bool]]:
    """Each dialogue turn that answers another speaker's turn right before it by denying it first (`Cues.turn_denies`:
    "No,", "不是，", "Нет,") or, after a turn that asks or breaks off, by opening with a date, an amount or a currency,
    in a statement: the two turns, whether it denies, whether it opens with the value."""
    out = []
    for t1, t2 in _replies(text, layout):
        answer = text[t2.start:t2.end]
        # (or by giving its own value as a correction first: "It's 12 June, actually", "Вообще-то, двенадцатого")
        denied = cues.turn_denies.match(answer) is not None or cues.turn_corrects.match(answer) is not None
        lead = _CLAUSE.match(answer.lstrip(" \t-—–"))
        said = lead.group(0).strip() if lead is not None else ""
        first = _SENTENCE.match(answer)
        opened = bool(said) and bool(find_dates(said, forms) or find_amounts(said, forms) or
                                     forms.currency_rx.fullmatch(said)) and \
            first is not None and not first.group(0).rstrip().endswith(("?", "？"))
        # (a value opening the turn corrects only one asked or broken off: a statement's read back otherwise, "开始是
        # 五月四号。" / "五月十四号开始，好。", is a second value, both standing)
        opened = opened and bool(_TENTATIVE.search(text, t1.start, t1.end))
        if denied or opened:
            out.append((t1, t2, denied, opened))
    return out


def turn_corrections(text: str, cues: Cues, layout: Layout, forms: Forms) -> list[Span]:
    """The values of a dialogue's turns that the next speaker's turn corrects (see the module's note): the turn
    corrects by denying first or by opening with the value otherwise given (`_answering`); an echo of the same
    value, or a value of another kind, corrects nothing. And the values a later turn takes back by naming them
    (`_not_in_notes`, `_set_aside_before`)."""
    out: list[Span] = []
    for t1, t2, denied, opened in _answering(text, cues, layout, forms):
        said = _values(text[t1.start:t1.end], t1.start, forms)
        answer = _values(text[t2.start:t2.end], t2.start, forms)
        gone = _merged(_corrected(said, answer, denied, opened), text)
        if gone and _only_value(text, t1, said, gone, cues):
            gone = [(t1.start, t1.end)]  # "预算我这儿写的三万七千欧——": the turn gave that value, and nothing else
        out += gone
    return out + _not_in_notes(text, layout, forms) + _set_aside_before(text, cues, layout, forms) + \
        _accepted_restated(text, cues, layout, forms)


def _accepted_restated(text: str, cues: Cues, layout: Layout, forms: Forms) -> list[Span]:
    """The values a reply taking up a correction supersedes (`Cues.accepts_correction`: "OK, corrected: the pilot
    covers … at the Lisbon service centre", "好的，已更正：…", "Про валюту вы правы, поправляю: бюджет — …"): what it
    restates after those words is the brief's value, right or wrong, and the one of the same kind the same speaker gave
    in an earlier turn is none (`_restated_site`, `_restated_date`, `_restated_sum`). A reply without those words, one
    rejecting the user's value, leaves the earlier value standing."""
    turns = _labelled_turns(text, layout) or _dash_turns(text)
    if len(turns) < 3:
        return []
    # (each turn with the lines under it up to the next one's: "Assistant: Sure." over a brief's lines is one turn)
    whole = [_Turn(t.speaker, t.start, max(t.end, text.rfind("\n", 0, n.start) if n is not None else len(text)))
             for t, n in zip(turns, [*turns[1:], None], strict=True)]
    out: list[Span] = []
    for t1, t2 in _replies(text, layout):
        took = cues.accepts_correction.search(text, t2.start, t2.end)
        reply = text[t2.start:t2.end].lstrip(" \t*_")
        agreed = cues.agrees_correction.match(reply)  # (its "^" anchored at the reply's start, read on its own)
        before = [t for t in whole if t.speaker == t2.speaker and t.end <= t1.start]
        if not before:
            continue
        if agreed is not None:
            # "Да, верно, 69 000 евро — прошу прощения" after "там же 69 тысяч евро, нет?": an agreement alone says
            # which value it takes up only by restating the one the user gave; after a turn giving no amount ("Is
            # that figure right?" / "Sorry, my slip — the budget is …") a budget it names is its own last word
            said = _values(text[t1.start:t1.end], t1.start, forms)
            at = t2.end - len(reply) + agreed.end()
            out += _restated_date(text, cues, forms, at, t2.end, before, said.dates)
            # (a user's figure with no currency, "budget's 35,500 isn't it?", is the sum the reply restates too)
            bare = [AmountMention(n.start, n.end, n.text, n.value, "") for n in find_numbers(text[t1.start:t1.end], forms)
                    if n.value >= 100 and not any(x.start <= t1.start + n.start < x.end for x in said.amounts + said.dates)]
            out += _restated_sum(text, cues, forms, at, t2.end, before, (said.amounts + bare) or None)
        if took is None:
            continue
        out += _restated_site(text, cues, took.end(), t2.end, before)
        out += _restated_date(text, cues, forms, took.end(), t2.end, before)
        out += _restated_sum(text, cues, forms, took.end(), t2.end, before)
    return out


def _part_of_text(text: str, at: int, stops: str) -> str:
    """The stretch of `text` around `at` between two of the characters `stops` (a sentence's, or a clause's)."""
    start = max(text.rfind(c, 0, at) for c in stops) + 1
    ends = [e for c in stops if (e := text.find(c, at)) >= 0]
    return text[start:min(ends, default=len(text))]


_SENTENCE_STOPS = ".!?。！？\n"
_CLAUSE_STOPS = ".!?。！？\n,;，；"


def _restated_site(text: str, cues: Cues, start: int, end: int, before: list[_Turn]) -> list[Span]:
    """A site of the same kind at another place in the speaker's earlier turns, set aside by the site restated (not one
    told as excluded: the out-of-scope item may be a site of that kind)."""
    def kind(m: re.Match[str]) -> str:
        return re.sub(r"\s+", " ", m.group("kind").lower())[:3]

    new = list(cues.site_place.finditer(text, start, end))
    out: list[Span] = []
    for t in before:
        for m in cues.site_place.finditer(text, t.start, t.end):
            if any(kind(m) == kind(n) and m.group("place").lower()[:4] != n.group("place").lower()[:4] for n in new) \
                    and not cues.exclusion.search(_part_of_text(text, m.start(), _CLAUSE_STOPS)):
                out.append((min(m.start("place"), m.start("kind")), max(m.end("place"), m.end("kind"))))
    return out


def _restated_date(text: str, cues: Cues, forms: Forms, start: int, end: int, before: list[_Turn],
                   only: list[DateMention] | None = None) -> list[Span]:
    """The one earlier date a restated date gives otherwise, keeping its day or its month ("ends 13 November" restated
    "13 December"); where two earlier dates could be it, neither is set aside. With `only`, a restated date is one of
    those (the user's, that an agreement takes up). A restated date supersedes a date of its own fact only: an earlier
    date told in another role (start, end, approval) stays, whatever day or month it shares, and one told in its
    role is it, whatever it shares (`_same_fact`)."""
    out: list[Span] = []
    told = sorted(find_dates(text, forms), key=lambda d: d.start)
    earlier = [replace(d, start=d.start + t.start, end=d.end + t.start)
               for t in before for d in find_dates(text[t.start:t.end], forms)]
    for d in find_dates(text[start:end], forms):
        if d.day is None or any((x.day, x.month) == (d.day, d.month) for x in earlier):
            continue
        if only is not None and not any((x.day, x.month) == (d.day, d.month) for x in only):
            continue
        role = _restated_role(text, cues, replace(d, start=d.start + start, end=d.end + start), told, only or [])
        hit = [x for x in earlier if x.day is not None and _same_fact(x, d, role, role_of(text, x, told, cues, _DATE_ROLES))]
        if len({(x.year, x.month, x.day) for x in hit}) == 1:
            out += [(x.start, x.end) for x in hit]
    return out


# the roles a date of the brief may be told in: which fact a restated date takes up
_DATE_ROLES = ("start", "end", "approval")


def _restated_role(text: str, cues: Cues, d: DateMention, told: list[DateMention], said: list[DateMention]) -> str | None:
    """The role a restated date is told in: by the reply's own words ("the pilot closes on 24 July"), else by the
    user's around the same day it takes up ("And it wraps up on 24 July, yes?")."""
    role = role_of(text, d, told, cues, _DATE_ROLES)
    for x in said:
        if role is None and (x.day, x.month) == (d.day, d.month):
            role = role_of(text, x, told, cues, _DATE_ROLES)
    return role


def _same_fact(x: DateMention, d: DateMention, role: str | None, other: str | None) -> bool:
    """True when an earlier date `x` (told in role `other`) is the one a restated date `d` (in `role`) gives otherwise:
    both told in the same role, or, where either role is not told, keeping its day or its month."""
    if role is not None and other is not None:
        return role == other
    return x.day == d.day or x.month == d.month


def _restated_sum(text: str, cues: Cues, forms: Forms, start: int, end: int, before: list[_Turn],
                  only: list[AmountMention] | None = None) -> list[Span]:
    """The speaker's earlier amounts a restated budget gives otherwise, keeping its sum or its currency; an amount told
    as a part of it ("£5,000 of that is earmarked for …") restates nothing. With `only`, a restated amount is one of
    those (the user's, that an agreement takes up), and the budget may be named at the earlier amount instead."""
    out: list[Span] = []
    for a in find_amounts(text[start:end], forms):
        if only is not None and not any(x.value == a.value and x.currency in (a.currency, "") for x in only):
            continue
        named = bool(cues.budget.search(_part_of_text(text, start + a.start, _SENTENCE_STOPS)))
        if cues.part_of.match(text, start + a.end, start + a.end + 12) or not (named or only is not None):
            continue
        for t in before:
            out += [(t.start + x.start, t.start + x.end) for x in find_amounts(text[t.start:t.end], forms)
                    if (x.value, x.currency) != (a.value, a.currency) and (x.value == a.value or x.currency == a.currency)
                    and _told_as_budget(text, cues, t.start + x.start, t.start + x.end, named and only is None)]
    return out


def _told_as_budget(text: str, cues: Cues, start: int, end: int, named: bool) -> bool:
    """True when an earlier amount is the budget a restated one supersedes: its sentence names the budget (or the
    restating words do, `named`), and it is no part of another amount ("£5,000 of that is earmarked …"). An agreement
    names the budget only by the user's value it takes up, so the earlier amount must be told as the budget itself."""
    if cues.part_of.match(text, end, end + 12):
        return False
    return named or bool(cues.budget.search(_part_of_text(text, start, _SENTENCE_STOPS)))


def _only_value(text: str, turn: _Turn, said: _Values, gone: list[Span], cues: Cues) -> bool:
    """True when a turn breaks off or asks at the value corrected, all its values corrected, none a date and no
    date's role named (its words stay, for the date that answers it: `answer_roles`)."""
    values = [(a.start, a.end) for a in said.amounts] + said.numbers
    own = text[turn.start:turn.end]
    return not said.dates and all(any(a <= s and e <= b for a, b in gone) for s, e in values) and \
        not any(cues.roles[r].search(own) for r in ("start", "end")) and \
        bool(_TAIL.fullmatch(text, max(b for _, b in gone), turn.end))


def answer_roles(text: str, cues: Cues, layout: Layout, forms: Forms) -> list[tuple[int, int, str]]:
    """Where a turn answering another speaker's (`_answering`) gives a date in the role that turn named with no date
    of its own left ("A: So it starts on…? / B: No, 12 June", the date it corrected gone; "开始日期是……？ / 不是，四月
    八号"): the answering turn's span and the role, start or end, for its first date with no role of its own."""
    out = []
    for t1, t2, _, _ in _answering(text, cues, layout, forms):
        asked = text[t1.start:t1.end]
        named = [r for r in ("start", "end") if cues.roles[r].search(asked)]
        if len(named) == 1 and not find_dates(asked, forms) and not _other_role_told(text, t2, named[0], cues, forms):
            out.append((t2.start, t2.end, named[0]))
    return out


def _other_role_told(text: str, turn: _Turn, role: str, cues: Cues, forms: Forms) -> bool:
    """True when the sentence of a turn's first date names the other role ("不是。2026年5月17日是开始日期，结束日期是…"
    answering "是5月17日结束吗？"): the turn says which of its dates is which, and its first date takes no role from the
    turn it answers (as "No, 12 June 2027. It ends on 30 July 2027." does)."""
    answer = text[turn.start:turn.end]
    first = find_dates(answer, forms)[:1]
    other = "end" if role == "start" else "start"
    return bool(first) and any(m.start() <= first[0].start < m.end() and cues.roles[other].search(m.group(0))
                               for m in _SENTENCE.finditer(answer))
