"""A chat between a user and an assistant, pasted as its export shows it ("User: … / Assistant: …", "[User] …",
"### Assistant" over its turn, "You:"/"AI:"/"Model:", a named
user and "Bot:", "小周：…/AI：…", "Вы: …/ИИ: …", "Q:"/"A:" where one of the questions is a request, the user's lines
quoted by ">" and the assistant's unquoted): what the assistant says is the brief; the user's turns (a request, a
follow-up, a premise the assistant may take up or reject: "shorter please", "我记得是…", "ок, отправлю так") are the
context it answers, no claim and no addition of their own. A talk between people ("王：…/李：…", "A: … / B: …"), a
dialogue with no mark of a chat's side, and an FAQ whose every question asks are no chat: each of their lines is the
writer's. The fact rules still read the user's turns (a question says what its answer is about), but not the dates and
amounts a user gives: those are the brief's only where the assistant's reply takes them up with a bare yes ("User: it's
CHF 19,500, right? / Bot: Yes."); a reply giving them again gives them itself (`user_values_blanked`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from kvtrial.facts.languages import LANGUAGE_CODES, get_language
from kvtrial.facts.languages.model import Forms, Language, Layout
from kvtrial.facts.parse import currencies_in, find_amounts, find_dates, find_numbers
from kvtrial.facts.segments import label_of

__all__ = ["bare_reply_only", "chat_turn_count", "chat_user_turns", "inside_turns", "rejects_only", "said_only_in",
           "speaker_lines_only", "taken_up", "user_values_blanked"]

Span = tuple[int, int]

# an emoji a chat export prints before a speaker's name ("🧑 用户：", "👤 Пользователь")
_EMOJI = r"(?:[\U0001F300-\U0001FAFF\u2600-\u27BF][\uFE0F\u200D\U0001F3FB-\U0001F3FF]*[ \t]*)?"
# a speaker's mark opening a line before its colon, bold or not, one to three words ("User:", "**Assistant:**",
# "AI assistant:", "ИИ-ассистент:", "小周：", "GPT-4o:"), an emoji before it ("🧑 用户：", "🤖 Assistant:")
_MARK = re.compile(r"(?m)^[ \t]*" + _EMOJI + r"(?:[*_]{1,2})?(?P<who>[^\W\d_][\w'.-]{0,20}(?:[ \t][^\W\d_][\w'.-]{0,20}){0,2}?)"
                   r"(?:[*_]{1,2})?[ \t]*[:：]")
# a speaker's mark in brackets opening a line, the turn after it on that line with no colon needed ("[User] …",
# "[Ассистент] …", "【助手】…"): a mark only where it names a chat's side (`_side_named`), never a citation's "[3]" or
# a tag's "[Note]"
_BRACKET_MARK = re.compile(r"(?m)^[ \t]*" + _EMOJI + r"[\[【](?P<who>[^\W\d_][\w'.-]{0,20}(?:[ \t][^\W\d_][\w'.-]{0,20})?)"
                           r"[\]】][ \t]*[:：]?")
# the time a chat export prints beside a speaker ("10:02", "· 9:41 PM", "[2027-03-04 10:02]", "(14:05:33)")
_STAMP = (r"(?:[ \t]*(?:[·•|,—–-][ \t]*)?[\[(（]?(?:\d{4}-\d{1,2}-\d{1,2}[ \tT]+|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?,?[ \t]+)?"
          r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?[\])）]?)?")
# a speaker's mark alone on its line, with no colon, a heading's hashes, an export's ">>" or bold around it or not
# ("USER", "### Ассистент", "**Assistant**", ">> User", "**你** 10:02", "🤖 Ассистент"), its time after it: a mark only
# where it names a chat's side (`_side_named`), never a heading's word
_LINE_MARK = re.compile(r"(?m)^[ \t]*(?:#{1,6}[ \t]*|>{2,3}[ \t]*)?" + _EMOJI + r"(?:[*_]{1,2})?(?P<who>[^\W\d_][\w'.-]{0,20}"
                        r"(?:[ \t][^\W\d_][\w'.-]{0,20})?)(?:[*_]{1,2})?" + _STAMP + r"[ \t]*$")
# a line quoted by ">" (a chat export's user turns, the assistant's replies unquoted under them)
_QUOTED = re.compile(r"[ \t]*>")
# a question's end, a citation or a closing mark after it aside
_ASKS = re.compile(r"[?？][\s\W]*(?:\[[^\]\n]{0,20}\][\s\W]*)*\Z")


def _who(mark: str) -> str:
    return re.sub(r"\s+", " ", mark.strip(" \t*_.")).lower()


def _sides(marks: list[tuple[str, int]], layout: Layout) -> tuple[str, str] | None:
    """The user's mark and the assistant's: each by its word where the chat names it ("User", "Вы", "问"; "AI", "Bot",
    "助手"; an answer's "A" only beside a question's "Q"), the other as the speaker whose turns the named side's answer
    or follow (the user asks first: the mark right before the assistant's, most often)."""
    counts = Counter(who for who, _ in marks)
    ranked = [who for who, _ in counts.most_common()]
    # (a user's word first: "问：" lines inside the assistant's turn are an FAQ it drafts, under "用户：" / "助手：")
    user = next((w for w in ranked if layout.chat_user.fullmatch(w)), None) or \
        next((w for w in ranked if layout.chat_question.fullmatch(w)), None)
    assistant = next((w for w in ranked if w != user and layout.chat_assistant.fullmatch(w)), None)
    if assistant is None and user is not None and layout.chat_question.fullmatch(user):
        assistant = next((w for w in ranked if layout.chat_answer.fullmatch(w)), None)
    if user is not None and assistant is not None:
        return user, assistant
    known = user if user is not None else assistant
    if known is None:
        return None
    # the other side: the speaker right before the assistant's turns, or right after the user's, most often
    pairs = Counter(a if b == known else b for (a, _), (b, _) in zip(marks, marks[1:], strict=False)
                    if (b == known if user is None else a == known) and a != b)
    if not pairs:
        return None
    other = pairs.most_common(1)[0][0]
    return (user, other) if user is not None else (other, known)


def _side_named(who: str, layout: Layout) -> str | None:
    """The chat's side a mark names by the language's words for it ("user", "assistant"), or None."""
    return "user" if layout.chat_user.fullmatch(who) else "assistant" if layout.chat_assistant.fullmatch(who) else None


def _marked_turns(text: str, layout: Layout) -> list[tuple[bool, int, int]]:
    """The turns of a chat by its speakers' marks: (the user's?, start, end), each from its mark to the next turn's;
    empty where the text is no chat (see the module's note). A field's label ("Budget:", "进度：") is no mark."""
    marks = [(_who(m.group("who")), m.start()) for m in _MARK.finditer(text)]
    marks = [(who, at) for who, at in marks if label_of(who, layout) is None]
    alone = [(_who(m.group("who")), m.start()) for m in _LINE_MARK.finditer(text)]
    alone = [(who, at) for who, at in alone if _side_named(who, layout) is not None]
    bracketed = [(_who(m.group("who")), m.start()) for m in _BRACKET_MARK.finditer(text)]
    alone += [(who, at) for who, at in bracketed if _side_named(who, layout) is not None]
    if {_side_named(who, layout) for who, _ in alone} == {"user", "assistant"}:
        # (both sides named so: a letter signed "Assistant" under its last line has no user's turn above it)
        marks = sorted(marks + alone, key=lambda m: m[1])
    sides = _sides(marks, layout) if len(marks) >= 2 else None
    if sides is None:
        return []
    user, assistant = sides
    ours = [(who == user, at) for who, at in marks if who in sides]
    if not any(u for u, _ in ours) or all(u for u, _ in ours):
        return []
    turns = []
    for (mine, at), nxt in zip(ours, ours[1:] + [(False, len(text))], strict=True):
        turns.append((mine, at, len(text[:nxt[1]].rstrip())))
    if layout.chat_question.fullmatch(user) and all(_ASKS.search(text, s, e) for mine, s, e in turns if mine):
        return []  # "Q: When does it start? / A: …": an FAQ, each question asking; its writer's own lines
    return turns


def _quoted_turns(text: str) -> list[Span]:
    """A chat whose user turns are quoted by ">" and the assistant's replies are not: the text opens with a quoted line,
    two quoted runs or more, each of three lines at most, an unquoted reply between each two (the user may have the
    last word: "> ok, I'll send it as is")."""
    runs: list[list[int]] = []  # [start, end, lines] of each run of quoted lines
    at, previous_quoted, replied = 0, False, True
    for line in text.splitlines(keepends=True):
        quoted = bool(_QUOTED.match(line))
        if quoted and not previous_quoted:
            if not replied:
                return []
            runs.append([at, at + len(line.rstrip()), 1])
            replied = False
        elif quoted:
            runs[-1][1:] = [at + len(line.rstrip()), runs[-1][2] + 1]
        elif line.strip():
            if not runs:
                return []  # an unquoted line first: a brief quoting something, no chat
            replied = True
        previous_quoted = quoted if line.strip() else previous_quoted
        at += len(line)
    if len(runs) < 2 or any(n > 3 for _, _, n in runs):
        return []
    return [(s, e) for s, e, _ in runs]


def chat_user_turns(text: str, layout: Layout) -> list[Span]:
    """The user's turns of a chat between a user and an assistant (see the module's note), each with its mark; none
    where the text is no such chat."""
    marked = _marked_turns(text, layout)
    if marked:
        return [(s, e) for mine, s, e in marked if mine]
    return _quoted_turns(text)


def chat_turn_count(text: str, layout: Layout) -> int:
    """How many turns a chat between a user and an assistant has, both sides, by its speakers' marks (0 where the text
    is no such chat): what a chat export's own count of its messages counts (`Layout.message_count`)."""
    return len(_marked_turns(text, layout))


def speaker_lines_only(between: str, layout: Layout) -> bool:
    """True when `between` (the text between a question's line and the next line of text) holds a chat's speaker named
    alone on its line ("### Ассистент", "**Assistant**", "[助手]"), blank lines aside, and nothing else: the next
    line is that speaker's turn, its answer."""
    lines = [x for x in between.split("\n") if x.strip()]
    return bool(lines) and all(
        (m := _LINE_MARK.fullmatch(x) or _BRACKET_MARK.fullmatch(x.rstrip())) is not None
        and _side_named(_who(m.group("who")), layout) is not None for x in lines)


def inside_turns(start: int, end: int, turns: Sequence[Span]) -> bool:
    """True when the span [start, end) lies inside one of the turns."""
    return any(s <= start and end <= e for s, e in turns)


def said_only_in(text: str, words: str, turns: Sequence[Span], denied: re.Pattern[str] | None = None,
                 written: Sequence[str] = (), dates: Sequence[Span] = ()) -> bool:
    """True when `words` occur in `text` and every time inside the turns: a number's digits count only standing alone,
    never inside a longer number ("47" is not the "47" of "47 000" or "2047"). Outside them, a telling right after a
    negation (`denied`, the language's `Cues.not_value`: "not the 31st", "не 31-го", "不是31号") only sets the turns'
    value aside: the reply rejecting a user's premise says no value of its own; nor does a number that is part of a
    date outside them (`dates`: "时间是9月到12月？" / "对，2026年9月12日开始"), which the date tells. `written`: the user's
    turns as written, before their values were blanked ("стартует 10 марта, да?"); the words' closing stop is no part
    of them ("не 10 марта.")."""
    needle = words.strip().rstrip(".。,，;；!！")
    if not needle or not turns:
        return False
    found = any(_standing(said, m.start(), m.end(), needle) for said in written
                for m in re.finditer(re.escape(needle), said))
    for m in re.finditer(re.escape(needle), text):
        s, e = m.span()
        if not _standing(text, s, e, needle):
            continue
        if not inside_turns(s, e, turns):
            if any(a <= s and e <= b for a, b in dates):
                continue  # (the month or day of a date the reply gives: the date's, no number of its own)
            if found and denied is not None and denied.search(text, max(0, s - 12), s):
                continue  # (said in a turn before: "that's the 31st?" / "the end is not the 31st")
            return False
        found = True
    return found


def _standing(text: str, s: int, e: int, needle: str) -> bool:
    """True when `needle` at s:e stands alone: a number's digits never inside a longer number."""
    return not (needle[0].isdigit() and re.search(r"\d[ \u00a0\u202f,.'/-]?\Z", text[max(0, s - 2):s]) or
                needle[-1].isdigit() and re.match(r"[ \u00a0\u202f,.'/-]?\d", text[e:e + 2]))


# the punctuation around a reply's words ("No, not euros.", "不是美元。")
_PUNCT = " \t\n,，、;；:：—–-.。!！…"


def _after_mark(said: str) -> str:
    """`said` after the speaker's mark opening it ("Assistant: …", "[Ассистент] …", "### 助手" alone on its line), or
    `said` as it is without one (the three marks never match the same opening)."""
    mark = _MARK.match(said) or _BRACKET_MARK.match(said) or _LINE_MARK.match(said)
    return said[mark.end():] if mark else said


def _rest_after_not(said: str, negation: re.Pattern[str]) -> str | None:
    """What `said` names after a negation opening it ("not euros" -> "euros", "не евро" -> "евро"), or None."""
    for k in range(1, min(len(said), 12) + 1):
        if negation.search(said[:k]) and not (re.match(r"[a-zа-яё]", said[k - 1], re.IGNORECASE)
                                               and re.match(r"\w", said[k:k + 1])):
            return said[k:]
    return None


def rejects_only(text: str, start: int, end: int, turns: Sequence[Span], denies: re.Pattern[str],
                 negation: re.Pattern[str], forms: Forms, unblanked: str | None = None) -> bool:
    """True when the span [start, end) opens the assistant's reply to a user's turn and only rejects what that turn put
    forward ("You: EUR 45,000, right? / Model: No, not euros.", "Нет, не евро.", "不是美元。"), the right value left to
    the words after it: a no (`denies`, the language's `Cues.turn_denies`) or a "not" (`negation`, `Cues.not_value`),
    then a currency or a few words the user's turn named (read in `unblanked`, the text before `user_values_blanked`,
    where it has the same length). The rejection says nothing of its own: no addition."""
    n = next((k for k in range(len(turns) - 1, -1, -1) if turns[k][1] <= start), None)
    if n is None:
        return False
    said = text[turns[n][1]:end].lstrip(" \t\n>")
    # (the user's turn up to the reply: its values blanked, the turn's span in `text` may end at its mark)
    source = unblanked if unblanked is not None and len(unblanked) == len(text) else text
    user = source[turns[n][0]:end - len(said)]
    said = _after_mark(said)
    no = denies.match(said.lstrip())
    rest = said.lstrip()[no.end():].lstrip(_PUNCT) if no else said.lstrip()
    after = _rest_after_not(rest, negation)
    if after is None and no is None:
        return False
    value = (rest if after is None else after).strip(_PUNCT)
    if not value or len(value.split()) > 4 or len(value) > 40 or re.search(r"[.。!！?？]", value):
        return False  # (a second sentence: more than the rejection)
    currency = forms.currency_rx.search(value)
    if currency and not re.search(r"[^\W\d_]", value[:currency.start()] + value[currency.end():]):
        return bool(currencies_in(value, forms) & currencies_in(user, forms))
    if not re.search(r"[ \t]", value) and re.fullmatch(r"[^\W\d_a-zA-Zа-яА-ЯёЁ]+", value):
        return value in user  # (Chinese, unspaced: the words as the user wrote them)
    told = {w[:4].lower() for w in re.findall(r"\w+", user)}
    return all(w[:4].lower() in told for w in re.findall(r"\w+", value))


def bare_reply_only(text: str, start: int, end: int, turns: Sequence[Span], layout: Layout) -> bool:
    """True when the span [start, end) runs from a user's turn into the reply and the reply's part of it, its speaker's
    mark aside, is a bare yes or no ("right?" / "Assistant: Yes") or the talk's frame alone (`Layout.talk_frame`): the
    user's words are the context, the yes takes them up or not, and neither says anything of its own."""
    turn = next(((s, e) for s, e in turns if s <= start < e), None)
    if turn is None or end <= turn[1]:
        return False
    said = text[turn[1]:end].lstrip(" \t\n>")
    said = _after_mark(said)
    answer = layout.yes.match(said) or layout.no.match(said)
    # (or the talk's own frame alone, no value in it: "Of course — here you go.", "Not quite.", "好的，给您。")
    return answer is not None and not re.search(r"\w", said[answer.end():]) or \
        not re.search(r"\d", said) and bool(layout.talk_frame.match(said.strip()))


def _opens_with_yes(reply: str, layout: Layout, first: bool = False) -> bool:
    """True when a reply opens with a yes (`Layout.yes`: "Yes.", "Да.", "对。"), its speaker's mark aside; with `first`,
    only a yes that is the reply's first word (a reply whose opening "不是八月底" was blanked, "，是9月2日", says none)."""
    said = _after_mark(reply.lstrip(" \t\n>"))
    if first and re.match(r"[\s*_]*[,，、;；:：.。]", said):
        return False
    return bool(layout.yes.match(said))


def _agrees_restating(reply: str, said: str, lang: Language) -> bool:
    """True when a reply opens by agreeing with the user's turn beyond a bare yes (`Cues.agrees_correction`: "Right,",
    "Да, точно,", "没错，应该是") and tells again a date or an amount that turn gave: it takes the turn's value up."""
    if not lang.cues.agrees_correction.match(_after_mark(reply.lstrip(" \t\n>")).lstrip(" \t*_")):
        return False
    dates = {(d.day, d.month) for d in find_dates(said, lang.forms) if d.day is not None}
    sums = {(a.value, a.currency) for a in find_amounts(said, lang.forms)}
    return any((d.day, d.month) in dates for d in find_dates(reply, lang.forms)) or \
        any((a.value, a.currency) in sums for a in find_amounts(reply, lang.forms))


def taken_up(text: str, start: int, end: int, turns: Sequence[Span], layout: Layout,
             agrees: re.Pattern[str] | None = None) -> bool:
    """True when the span [start, end) lies in a user's turn the reply after it opens by accepting with a yes ("It
    ends on 2 July, right?" / "Yes."): what the user put forward there is the brief's (`user_values_blanked`); with
    `agrees` (`Cues.agrees_correction`), a reply opening by agreeing ("That's right, …") takes it up too."""
    n = next((k for k, (s, e) in enumerate(turns) if s <= start and end <= e), None)
    if n is None:
        return False
    reply = text[turns[n][1]:turns[n + 1][0] if n + 1 < len(turns) else len(text)]
    return _opens_with_yes(reply, layout, first=True) or \
        agrees is not None and bool(agrees.match(_after_mark(reply.lstrip(" \t\n>")).lstrip(" \t*_")))


def user_values_blanked(text: str, language: str) -> str:
    """The text without the dates and amounts of a chat's user turns (see the module's note), each blanked in place so
    that every offset stays: a premise the assistant does not take up ("I was told CHF 19,500" / "The notes say CHF
    91,500") is no value of a fact; one its reply opens by accepting (`Layout.yes`: "Yes.", "Да.", "对。") stays."""
    if language not in LANGUAGE_CODES:
        return text
    lang = get_language(language)
    turns = chat_user_turns(text, lang.layout)
    if not turns:
        return text
    chars = list(text)
    for n, (s, e) in enumerate(turns):
        reply = text[e:turns[n + 1][0] if n + 1 < len(turns) else len(text)]
        said = text[s:e]
        taken_up = _opens_with_yes(reply, lang.layout) or _agrees_restating(reply, said, lang)
        # "Bot: Yes." to "it's CHF 19,500, right?": the value taken up, the brief's; a yes giving the amount again
        # ("对，预算是74,500美元") gives it itself: the user's telling is no second one (a date premise taken up stays,
        # read with the reply's dates: "I have it down as starting X" / "Yes, that matches. It starts on X")
        spans = [] if taken_up else [(d.start, d.end) for d in find_dates(said, lang.forms)]
        spans += [] if taken_up and not find_amounts(reply, lang.forms) else \
            [(a.start, a.end) for a in find_amounts(said, lang.forms)]
        # (a figure the user gives with no currency, "budget's 35,500 isn't it?", that the reply tells as an amount:
        # the reply's amount is the value, taken up or not, the user's figure none of its own)
        sums = {a.value for a in find_amounts(reply, lang.forms)}
        held = [(d.start, d.end) for d in find_dates(said, lang.forms)] + \
            [(a.start, a.end) for a in find_amounts(said, lang.forms)]
        spans += [(n.start, n.end) for n in find_numbers(said, lang.forms)
                  if n.value in sums and not any(a <= n.start < b for a, b in held)]
        for a, b in spans:
            chars[s + a:s + b] = [" "] * (b - a)
    return "".join(chars)
