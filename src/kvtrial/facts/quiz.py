"""A multiple-choice quiz with its answer key, read as what it asserts, before any claim is cut from it.

A quiz asks questions, each offering options lettered in order from the first letter of an alphabet (`a)`, `A.`,
`(b)`, `а)`, `B．`, `1)`), one or several to a line, on the lines under the question; it keys one option of each in
an answer key (`Answer key: 1 a (…) · 2 c`, `Key: Q1 B`, `答案：1-B`, `Ключ: 1 — б`; its label is the language's
`Layout.answer_key`), on an answer line under the options (`Answer: B`), or by a mark on the option itself (`✔`,
`(correct)`, `← верно`: `Layout.keyed_mark`). What the quiz asserts is each question joined to its keyed option: the
question's line is read with the option's words in its blank (`The pilot starts on …`) or after it, one claim read as
the fact it states, right or wrong. The other options are distractors, no claims, no additions and no second value of
a fact; the key, the answer lines and the instructions to the quiz-taker (`Choose one answer`, `The key is at the
bottom`: `Layout.quiz_instruction`) are how the quiz is taken. They are left as blank lines. A question no key
reading answers is left blank with its options: it asks, and without a key its options state nothing. The question's
line read with its option, "?" becomes ":" (a label and its value: "Which item is done: X"), so the question's words
(`done`, `out of scope`) say the option's stage. A text is a quiz with two questions or more offering options that
either a key answers or that ask ("?") or leave a blank: an outline's lettered points under headings ("1. Timeline:" /
"a. Start: …") stay as they are, as does a question offering only yes and no (a true/false exercise's).
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
_FIRST = re.compile(r"^[ \t]*(?:[-*•][ \t]+)?(?P<open>\(?)(?P<letter>[aAаА1])(?P<close>[.)．、）])[ \t\u3000]*(?=\S)")
_TICK = re.compile(r"[✔✓☑]\ufe0f?")
_BLANK = re.compile(r"…+|\.{3,}|_{2,}")
_STEM_END = re.compile(r"[?？:：…]\s*$")
# a question's number at its line's start, after a short word or mark naming it ("1.", "Q2.", "Вопрос 3:", "第4题")
_QUESTION_NUMBER = re.compile(r"^[\W_]*(?P<word>[^\W\d_]{1,9}[ \t]*)?(?P<n>\d{1,2})(?!\d)[ \t]*(?:[.)．、:：）]|题)[ \t]*")
# one entry of a key: the question's number, a dash or a mark, the option's letter standing alone ("1 a", "Q1 B",
# "1-B", "1 — б", "1.B", "2) c"); a digit option only with its bracket ("3 — 2)")
_KEY_ENTRY = re.compile(r"(?<!\d)(?P<n>\d{1,2})[ \t]*(?:题)?[ \t]*(?:[-–—:：.．)）=→、][ \t]*)?\(?"
                        r"(?P<letter>[^\W\d_]|\d(?=[)）]))[)）.．]?(?![^\W_])")
_CJK_END = re.compile(r"[\u3000-\u303f\uff00-\uffef\u4e00-\u9fff]$")


@dataclass
class _Question:
    stem: int  # its line
    alphabet: str
    marker: tuple[str, str]  # the options' opening and closing marks
    options: list[str] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # the options' lines
    keyed: int | None = None


def _options(line: str, alphabet: str, marker: tuple[str, str], first: int) -> list[str]:
    """The options a line gives, from the letter `first` on, each up to the next letter's marker (after a blank, a
    semicolon or a comma): empty when the line does not open with that letter's marker."""
    opening, closing = map(re.escape, marker)
    out: list[str] = []
    start = re.match(r"^[ \t]*(?:[-*•][ \t]+)?" + opening + re.escape(alphabet[first]) + closing + r"[ \t\u3000]*",
                     line) if first < len(alphabet) else None
    if start is None:
        return out
    pos, k = start.end(), first + 1
    while True:
        nxt = None if k >= len(alphabet) else re.compile(
            r"(?:(?<=\s)|(?<=[;；,，]))" + opening + re.escape(alphabet[k]) + closing + r"[ \t\u3000]*(?=\S)").search(line, pos)
        out.append(line[pos:nxt.start() if nxt else len(line)].strip().rstrip(";；,，").strip())
        if nxt is None:
            return out
        pos, k = nxt.end(), k + 1


def _questions(lines: list[str]) -> list[_Question]:
    """Each question offering two options or more, with its options, in the order they stand."""
    found: list[_Question] = []
    current: _Question | None = None
    for n, line in enumerate(lines):
        if current is not None:
            more = _options(line, current.alphabet, current.marker, len(current.options))
            if more:
                current.options += more
                current.lines.append(n)
                continue
            current = None
        m = _FIRST.match(line)
        stem = n - 1 if n and lines[n - 1].strip() else n - 2
        if m is None or stem < 0 or not lines[stem].strip() or found and stem in found[-1].lines:
            continue
        if m.group("letter") == "1" and m.group("close") not in ")）":
            continue  # "1." opens a list, not an option
        alphabet = next(a for a in _ALPHABETS if m.group("letter") in a)
        current = _Question(stem, alphabet, (m.group("open"), m.group("close")))
        current.options = _options(line, alphabet, current.marker, 0)
        current.lines.append(n)
        found.append(current)
    return [q for q in found if len(q.options) >= 2 and _is_stem(lines[q.stem])]


def _is_stem(line: str) -> bool:
    """A question's line: it asks ("…?"), leads into its options ("Budget:") or has a blank ("starts on …")."""
    return bool(_STEM_END.search(line) or _BLANK.search(line))


def _index(letter: str, alphabet: str) -> int | None:
    """Where a key's letter stands among a question's options (either case; a look-alike of the other script too)."""
    for told in (letter, letter.translate(_LOOKALIKE)):
        for candidate in (told, told.lower(), told.upper()):
            if candidate in alphabet:
                return alphabet.index(candidate)
    return None


def _numbers(lines: list[str], questions: list[_Question]) -> dict[int, _Question]:
    """Each question by its number: the one its line gives, else its place in the quiz."""
    numbered: dict[int, _Question] = {}
    for place, q in enumerate(questions, 1):
        m = _QUESTION_NUMBER.match(lines[q.stem])
        numbered.setdefault(int(m.group("n")) if m else place, q)
    return numbered


def _key_label(line: str, layout: Layout) -> re.Match[str] | None:
    """A key's label at the line's start (after markup: "**Answer key**", "## Ответы"), then its colon or nothing."""
    m = re.match(r"^[ \t#*_>]*(?:" + layout.answer_key.pattern + r")[ \t*_]*(?:[:：.]|$|(?=[ \t]*[Qq]?\d))", line,
                 layout.answer_key.flags)
    return m


def _key(lines: list[str], layout: Layout, numbered: dict[int, _Question], after: int) -> list[int]:
    """The quiz's answer key below its first question: each entry keys its question's option; the key's lines."""
    taken: set[int] = {n for q in numbered.values() for n in [q.stem, *q.lines]}
    for n in range(after + 1, len(lines)):
        if n in taken or (label := _key_label(lines[n], layout)) is None:
            continue
        block, rest = [n], [lines[n][label.end():]]
        seen = bool(_KEY_ENTRY.search(rest[0]))
        for k in range(n + 1, len(lines)):  # its entries run on over the lines under it, to a blank line
            if k in taken or lines[k].strip() and not _KEY_ENTRY.search(lines[k]) or not lines[k].strip() and seen:
                break
            if lines[k].strip():
                block.append(k)
                rest.append(lines[k])
                seen = True
        keyed = 0
        for piece in rest:
            for e in _KEY_ENTRY.finditer(piece):
                q = numbered.get(int(e.group("n")))
                at = None if q is None else _index(e.group("letter"), q.alphabet)
                if q is not None and at is not None and at < len(q.options):
                    q.keyed, keyed = at, keyed + 1
        if keyed:
            return block
    return []


def _answer_lines(lines: list[str], layout: Layout, questions: list[_Question]) -> list[int]:
    """An answer line under a question's options ("Answer: B", "Ответ: б"): it keys that question; its lines."""
    out = []
    for q in questions:
        n = q.lines[-1] + 1
        label = _key_label(lines[n], layout) if n < len(lines) else None
        told = re.fullmatch(r"[ \t*_]*\(?(?P<letter>[^\W\d_]|\d)[)）.．]?[ \t*_]*", lines[n][label.end():]) if label else None
        at = _index(told.group("letter"), q.alphabet) if told else None
        if at is not None and at < len(q.options):
            q.keyed = at
            out.append(n)
    return out


def _marked(q: _Question, layout: Layout) -> None:
    """The one option a mark keys ("✔", "(correct)"), its mark taken off its words; none where several are marked."""
    marked = [k for k, o in enumerate(q.options) if _TICK.search(o) or layout.keyed_mark.search(o)]
    q.options = [layout.keyed_mark.sub("", _TICK.sub("", o)).strip(" \t—–-:：") for o in q.options]
    if len(marked) == 1 and q.keyed is None:
        q.keyed = marked[0]


def _answered(stem: str, answer: str, layout: Layout) -> str:
    """The question's line with its keyed option: in its last blank ("starts on …"), else after it, the question read
    as the label of its answer ("Which item is already done: X", "哪项工作已经完成：X"; a bare yes or no still answers
    its question, "Approved? No")."""
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
    numbered = _numbers(lines, questions)
    gone = _key(lines, layout, numbered, questions[0].stem) + _answer_lines(lines, layout, questions)
    for q in questions:
        _marked(q, layout)
    # an outline's headings over lettered points ("1. Timeline:" / "a. Start: …") key nothing and ask nothing: a quiz
    # keys its options, or asks its questions (or leaves a blank in them)
    asked = sum(bool(re.search(r"[?？]\s*$", lines[q.stem]) or _BLANK.search(lines[q.stem])) for q in questions)
    if all(q.keyed is None for q in questions) and asked < 2:
        return text
    first = questions[0].stem
    gone += [n for n in range(first) if layout.quiz_instruction.search(lines[n])]
    for q in questions:
        if q.keyed is not None and q.options[q.keyed]:
            lines[q.stem] = _answered(lines[q.stem], q.options[q.keyed], layout)
        else:
            gone.append(q.stem)  # a question no key answers asks, and states nothing ("Budget:", "starts on ____")
        gone += q.lines
    for n in gone:
        lines[n] = ""
    return "\n".join(lines)
