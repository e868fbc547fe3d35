"""A multiple-choice quiz with its answer key, read as what it asserts, before any claim is cut from it.

A quiz asks questions, each offering options lettered in order from the first letter of an alphabet (`a)`, `A.`,
`(b)`, `а)`, `B．`, `1)`), one or several to a line, on the lines under the question or on its own line after its "?"
or blank (`1. When does it start? a) 3 May b) 10 May`), or options ticked in boxes (`☐`, `☑`, `[ ]`, `[x]`); it keys
one option of each in an answer key, under the quiz or above it (`Answer key: 1 a (…) · 2 c`, `Key: Q1 B`, `答案：1-B`,
`Ключ: 1 — б`, by the option's place `1-2, 2-1`, `Ответы: 1) 2`, or by its words `Answers: 1 — 10 May`; its label is
the language's `Layout.answer_key`), on an answer line under the options (`Answer: B`), or by a mark on the option
itself (`✔`, `(correct)`, `← верно`: `Layout.keyed_mark`). A question that asks ("?" or a blank) is also keyed by the
one option checked in its boxes or set in bold (`**b) 10 May**`): an outline's headings (`Timeline:`) ask nothing,
and their bold points key nothing. What the quiz asserts is each question joined to its keyed option: the question's
line is read with the option's words in its blank (`The pilot starts on …`) or after it, one claim read as the fact
it states, right or wrong. The other options are distractors, no claims, no additions and no second value of a fact;
the key, the answer lines and the instructions to the quiz-taker (`Choose one answer`, `The key is at the bottom`:
`Layout.quiz_instruction`) are how the quiz is taken. They are left as blank lines. A question no key reading answers
is left blank with its options: it asks, and without a key its options state nothing. The question's line read with
its option, "?" becomes ":" (a label and its value: "Which item is done: X"), so the question's words (`done`, `out
of scope`) say the option's stage. A text is a quiz with two questions or more offering options that either a key
answers or that ask ("?") or leave a blank: an outline's lettered points under headings ("1. Timeline:" / "a. Start:
…") stay as they are, as does a question offering only yes and no (a true/false exercise's), and a to-do list's boxes
under headings that ask nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kvtrial.facts.languages import LANGUAGE_CODES, get_language
from kvtrial.facts.languages.model import Layout

__all__ = ["quiz_read"]

# the options' letters, in order, by alphabet and case; digits only closed by a bracket ("1)"), never "1." (a list)
_ALPHABETS = ("abcdefgh", "ABCDEFGH", "абвгдежз", "АБВГДЕЖЗ", "12345678")
# a Latin letter typed for its Cyrillic look-alike in a key, or the other way round ("a" for "а", "B" for "В")
_LOOKALIKE = str.maketrans("aeAВBEаеАЕ", "аеАBВЕaeAE")
_BOLD = r"(?P<bold>\*\*|__)?"  # an option set in bold from its letter on ("**b) 10 May**")
_LEAD = r"^[ \t\u3000]*(?:[-*•+][ \t]+)?"  # a line's indent and bullet
_FIRST = re.compile(_LEAD + _BOLD + r"(?P<open>\(?)(?P<letter>[aAаА1])(?P<close>[.)．、）])[ \t\u3000]*(?=\S)")
# a box ticked or not ("☐", "☑", "[ ]", "[x]"), opening an option; a filled one keys it
_BOX = r"(?:[☐☑☒]|\[[ xX]\])"
_BOXED = re.compile(_LEAD + _BOLD + r"(?P<box>" + _BOX + r")[ \t\u3000]*(?=\S)")
_NEXT_BOX = re.compile(r"(?<=\s)(?:\*\*|__)?" + _BOX + r"[ \t\u3000]*(?=\S)")
_CHECKED = re.compile(r"^[*_]*(?:[☑☒]|\[[xX]\])")
_TICK = re.compile(r"[✔✓☑]\ufe0f?")
_BLANK = re.compile(r"…+|\.{3,}|_{2,}")
_STEM_END = re.compile(r"[?？:：…][\s*_]*$")
_ASKS = re.compile(r"[?？][\s*_]*$")
# options on the question's own line, after the "?" or the blank that ends what it asks (a blank read whole, from
# its start and without giving back: a long run of "_" is read once, not at each of its places)
_INLINE = re.compile(r"(?>[?？]|(?<!…)…+|(?<!\.)\.{3,}|(?<!_)_{2,})[*_]*+"
                     r"(?=[ \t\u3000]+(?:\*\*|__)?(?:\(?[aAаА1][.)．、）]|" + _BOX + r"))")
# a question's number at its line's start, after a short word or mark naming it ("1.", "Q2.", "Вопрос 3:", "第4题")
_QUESTION_NUMBER = re.compile(r"^[\W_]*(?P<word>[^\W\d_]{1,9}[ \t]*)?(?P<n>\d{1,2})(?!\d)[ \t]*(?:[.)．、:：）]|题)[ \t]*")
# where an entry of a key starts: the question's number, then a dash or a mark ("1 — б", "1-B", "1.B", "2) c", "1-2"),
# or a blank before the option's letter standing alone ("1 a", "Q1 B")
_ENTRY = re.compile(r"(?:^|(?<=[\s;；,，·|/]))[Qq]?(?P<n>\d{1,2})(?!\d)[ \t]*(?:题)?[ \t]*"
                    r"(?:[-–—:：.．)）=→、][ \t]*|(?=\(?[^\W\d_\u3400-\u9fff](?:[)）.．]|(?![^\W_]))))")
# an entry's option by its letter or its place, standing alone ("b", "(b)", "B（…）", "2)", "2"); else its words
_ENTRY_LETTER = re.compile(r"\(?(?P<letter>[^\W\d_]|\d)(?:[)）.．](?=\s|$)|(?=[ \t]*(?:$|[(（\[,，;；·|—–-])))")
_ASIDE = re.compile(r"[(（][^()（）]*[)）]")
_WORDS = re.compile(r"\d+|[\u3400-\u9fff]|[^\W\d_\u3400-\u9fff]+")
_CJK_END = re.compile(r"[\u3000-\u303f\uff00-\uffef\u4e00-\u9fff]$")


@dataclass
class _Question:
    stem: int  # its line
    asks: str  # its words: the line's, or those before its options on its own line
    alphabet: str  # "" for options in boxes
    marker: tuple[str, str]  # the options' opening and closing marks
    options: list[str] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # the options' lines under it
    keyed: int | None = None


def _options(line: str, alphabet: str, marker: tuple[str, str], first: int) -> list[str]:
    """The options a line gives, from the letter `first` on, each up to the next letter's marker (after a blank, a
    semicolon or a comma): empty when the line does not open with that letter's marker. An option in bold keeps its
    opening "**" (`_marked` reads it)."""
    opening, closing = map(re.escape, marker)
    out: list[str] = []
    start = re.match(_LEAD + _BOLD + opening + re.escape(alphabet[first]) + closing + r"[ \t\u3000]*",
                     line) if first < len(alphabet) else None
    if start is None:
        return out
    pos, bold, k = start.end(), start.group("bold") or "", first + 1
    while True:
        nxt = None if k >= len(alphabet) else re.compile(
            r"(?:(?<=\s)|(?<=[;；,，]))" + _BOLD + opening + re.escape(alphabet[k]) + closing
            + r"[ \t\u3000]*(?=\S)").search(line, pos)
        out.append(bold + line[pos:nxt.start() if nxt else len(line)].strip().rstrip(";；,，").strip())
        if nxt is None:
            return out
        pos, bold, k = nxt.end(), nxt.group("bold") or "", k + 1


def _boxes(line: str) -> list[str]:
    """The options a line gives in boxes, each with its box, up to the next box: empty when it opens with none."""
    start = _BOXED.match(line)
    if start is None:
        return []
    pos = start.start("bold") if start.group("bold") else start.start("box")
    cuts = [pos, *(m.start() for m in _NEXT_BOX.finditer(line, start.end()))]
    return [line[a:b].strip().rstrip(";；,，").strip() for a, b in zip(cuts, [*cuts[1:], len(line)], strict=True)]


def _opened(text: str) -> tuple[str, tuple[str, str], list[str]] | None:
    """The options a line opens with, lettered or boxed: their alphabet, marker and words; None where it opens none."""
    if boxed := _boxes(text):
        return "", ("", ""), boxed
    m = _FIRST.match(text)
    if m is None or m.group("letter") == "1" and m.group("close") not in ")）":
        return None  # "1." opens a list, not an option
    alphabet = next(a for a in _ALPHABETS if m.group("letter") in a)
    marker = (m.group("open"), m.group("close"))
    return alphabet, marker, _options(text, alphabet, marker, 0)


def _inline(line: str, n: int) -> _Question | None:
    """A question offering its options on its own line, after what it asks ("When? a) 3 May b) 10 May")."""
    for end in _INLINE.finditer(line):
        opened = _opened(line[end.end():].lstrip(" \t\u3000"))
        if opened and len(opened[2]) >= 2:
            return _Question(n, line[:end.end()], opened[0], opened[1], opened[2])
    return None


def _questions(lines: list[str]) -> list[_Question]:
    """Each question offering two options or more, with its options, in the order they stand."""
    found: list[_Question] = []
    current: _Question | None = None
    for n, line in enumerate(lines):
        if current is not None:
            more = (_boxes(line) if not current.alphabet else
                    _options(line, current.alphabet, current.marker, len(current.options)))
            if more:
                current.options += more
                current.lines.append(n)
                continue
            current = None
        opened = _opened(line)
        if opened is None and (current := _inline(line, n)) is not None:
            found.append(current)
            continue
        stem = n - 1 if n and lines[n - 1].strip() else n - 2
        if opened is None or stem < 0 or not lines[stem].strip() or found and stem in found[-1].lines:
            continue
        if not opened[0] and not _asks(lines[stem]):
            continue  # boxes under a heading that asks nothing are a to-do list's
        current = _Question(stem, lines[stem], *opened)
        current.lines.append(n)
        found.append(current)
    return [q for q in found if len(q.options) >= 2 and _is_stem(q.asks)]


def _is_stem(line: str) -> bool:
    """A question's line: it asks ("…?"), leads into its options ("Budget:") or has a blank ("starts on …")."""
    return bool(_STEM_END.search(line) or _BLANK.search(line))


def _asks(stem: str) -> bool:
    """A question's line that asks ("…?") or leaves a blank ("starts on …"), not an outline's heading ("Budget:")."""
    return bool(_ASKS.search(stem) or _BLANK.search(stem))


def _index(letter: str, alphabet: str) -> int | None:
    """Where a key's letter stands among a question's options (either case; a look-alike of the other script too); a
    digit is the option's place ("1-2": the second)."""
    if letter.isdigit():
        return int(letter) - 1
    for told in (letter, letter.translate(_LOOKALIKE)):
        for candidate in (told, told.lower(), told.upper()):
            if candidate in alphabet:
                return alphabet.index(candidate)
    return None


def _by_words(told: str, options: list[str]) -> int | None:
    """The one option a key's words name: the same words, else the one whose words hold them or are held by them
    ("10 May" for "10 May 2027"), an aside in brackets left aside where that alone names none."""
    words = [set(_WORDS.findall(o.casefold())) for o in options]
    for text in (told, _ASIDE.sub(" ", told)):
        said = set(_WORDS.findall(text.casefold()))
        for fits in (said.__eq__, lambda w, s=said: bool(w) and (s <= w or w <= s)):
            hits = [k for k, w in enumerate(words) if fits(w)]
            if said and len(hits) == 1:
                return hits[0]
    return None


def _keyed(told: str, q: _Question) -> int | None:
    """The option a key's entry or answer line names, by its letter, its place or its words."""
    told = re.sub(r"\*\*|__", "", told).strip().rstrip(".。;；,，").strip()
    m = _ENTRY_LETTER.match(told)
    at = _index(m.group("letter"), q.alphabet) if m else _by_words(told, q.options)
    return at if at is not None and 0 <= at < len(q.options) else None


def _numbers(questions: list[_Question]) -> dict[int, _Question]:
    """Each question by its number: the one its line gives, else its place in the quiz."""
    numbered: dict[int, _Question] = {}
    for place, q in enumerate(questions, 1):
        m = _QUESTION_NUMBER.match(q.asks)
        numbered.setdefault(int(m.group("n")) if m else place, q)
    return numbered


def _key_label(line: str, layout: Layout) -> re.Match[str] | None:
    """A key's label at the line's start (after markup: "**Answer key**", "## Ответы"), then its colon or nothing."""
    m = re.match(r"^[ \t#*_>]*(?:" + layout.answer_key.pattern + r")[ \t*_]*(?:[:：.]|$|(?=[ \t]*[Qq]?\d))", line,
                 layout.answer_key.flags)
    return m


def _entries(text: str, numbered: dict[int, _Question]) -> list[tuple[_Question, str]]:
    """A key's entries in a piece of it: each question, by its number, with what the entry says of it."""
    starts: list[re.Match[str]] = []
    pos = 0
    while (m := _ENTRY.search(text, pos)) is not None:
        if int(m.group("n")) in numbered:
            starts.append(m)
        # an entry says something before the next starts: "1 - 1)" is question 1 keyed to option 1), no two entries
        pos = m.end() + (int(m.group("n")) in numbered)
    return [(numbered[int(m.group("n"))], text[m.end():nxt.start() if nxt else len(text)])
            for m, nxt in zip(starts, [*starts[1:], None], strict=False)]


def _key(lines: list[str], layout: Layout, numbered: dict[int, _Question], after: int) -> list[int]:
    """The quiz's answer key, below its first question or else above it: each entry keys its question's option; the
    key's lines."""
    taken: set[int] = {n for q in numbered.values() for n in [q.stem, *q.lines]}
    for n in [*range(after + 1, len(lines)), *range(after)]:
        if n in taken or (label := _key_label(lines[n], layout)) is None:
            continue
        block, rest = [n], [lines[n][label.end():]]
        seen = bool(_entries(rest[0], numbered))
        for k in range(n + 1, len(lines)):  # its entries run on over the lines under it, to a blank line
            if k in taken or lines[k].strip() and not _entries(lines[k], numbered) or not lines[k].strip() and seen:
                break
            if lines[k].strip():
                block.append(k)
                rest.append(lines[k])
                seen = True
        keyed = 0
        for piece in rest:
            for q, told in _entries(piece, numbered):
                if (at := _keyed(told, q)) is not None:
                    q.keyed, keyed = at, keyed + 1
        if keyed:
            return block
    return []


def _answer_lines(lines: list[str], layout: Layout, questions: list[_Question], key: list[int]) -> list[int]:
    """An answer line under a question's options ("Answer: B", "Ответ: б", "答案：2027年6月11日"): it keys that
    question; its lines."""
    out = []
    for q in questions:
        n = (q.lines or [q.stem])[-1] + 1
        label = _key_label(lines[n], layout) if n < len(lines) and n not in key else None
        at = _keyed(lines[n][label.end():], q) if label else None
        if at is not None:
            q.keyed = at
            out.append(n)
    return out


def _marked(q: _Question, layout: Layout) -> None:
    """The one option a mark keys ("✔", "(correct)"), else, where the question asks, the one checked in its box or
    set in bold; its marks taken off its words; none where several are marked."""
    ticked = [k for k, o in enumerate(q.options) if _TICK.search(o) or layout.keyed_mark.search(o)]
    # a checked box or bold keys a question that asks: an outline's bold point or a to-do list's ticks key nothing
    shown = [k for k, o in enumerate(q.options) if _CHECKED.match(o) or re.fullmatch(
        r"(\*\*|__)(?=\S).*?(?<=\S)\1", re.sub(r"(\*\*|__)\s*\1", "", o).strip())] if _asks(q.asks) else []
    q.options = [_plain(o, layout) for o in q.options]
    for marked in (ticked, shown):
        if len(marked) == 1 and q.keyed is None:
            q.keyed = marked[0]


def _plain(option: str, layout: Layout) -> str:
    """An option's words, its marks, box, bold and (after a box) its letter taken off."""
    option = re.sub(r"^[*_]*" + _BOX + r"[ \t\u3000]*(?:\(?[^\W\d_][.)．、）][ \t]*)?", "", option)
    option = re.sub(r"\*\*|(?<!_)__(?!_)", "", layout.keyed_mark.sub("", _TICK.sub("", option)))
    return option.strip(" \t—–-:：")


def _answered(stem: str, answer: str, layout: Layout) -> str:
    """The question's line with its keyed option: in its last blank ("starts on …"), else after it, the question read
    as the label of its answer ("Which item is already done: X", "哪项工作已经完成：X"; a bare yes or no still answers
    its question, "Approved? No")."""
    stem = re.sub(r"^(\s*)(\*\*|__)(.*?)\2(\s*)$", r"\1\3\4", stem)  # a question set in bold is its words
    number = _QUESTION_NUMBER.match(stem)
    if number and number.group("word"):  # "Question 2:", "Вопрос 2.", "第2题": the quiz's numbering, no value (a
        stem, number = stem[number.end():], None  # list's "2." is read as the list marker it is)
    blanks = list(_BLANK.finditer(stem, number.end() if number else 0))
    if blanks:
        b = blanks[-1]
        return stem[:b.start()] + answer + stem[b.end():]
    stem = stem.rstrip()
    bare = any((m := yes_no.match(answer)) and m.end() == len(answer) for yes_no in (layout.yes, layout.no))
    if stem[-1:] in "?？" and not bare:
        stem = stem[:-1] + ("：" if stem[-1] == "？" else ":")
    return stem + ("" if _CJK_END.search(stem) else " ") + answer


def quiz_read(text: str, language: str) -> str:
    """The text with a multiple-choice quiz read as what it asserts (see the module's docstring); any other text as
    it is. Line for line: the lines the quiz sets aside stay, blank."""
    if language not in LANGUAGE_CODES:
        return text
    lines = text.split("\n")
    questions = _questions(lines)
    if len(questions) < 2:
        return text
    layout = get_language(language).layout
    questions = [q for q in questions if not all(
        (m := (layout.yes.match(o) or layout.no.match(o))) and m.end() == len(o) for o in q.options)]
    if len(questions) < 2:
        return text
    key = _key(lines, layout, _numbers(questions), questions[0].stem)
    gone = key + _answer_lines(lines, layout, questions, key)
    for q in questions:
        _marked(q, layout)
    # an outline's headings over lettered points ("1. Timeline:" / "a. Start: …") key nothing and ask nothing: a quiz
    # keys its options, or asks its questions (or leaves a blank in them)
    if all(q.keyed is None for q in questions) and sum(_asks(q.asks) for q in questions) < 2:
        return text
    first = questions[0].stem
    gone += [n for n in range(first) if layout.quiz_instruction.search(lines[n])]
    for q in questions:
        if q.keyed is not None and q.options[q.keyed]:
            lines[q.stem] = _answered(q.asks, q.options[q.keyed], layout)
        else:
            gone.append(q.stem)  # a question no key answers asks, and states nothing ("Budget:", "starts on ____")
        gone += q.lines
    for n in gone:
        lines[n] = ""
    return "\n".join(lines)
