"""Exercises for readers read as what they state: true/false statements with their verdicts, and fill-in-the-blank
sentences with their answers.

A statement judged true is asserted as written; one judged false is not (the correction after its verdict is what
the brief says, read with the items the statement named, as the correction's words point back at them: "The survey is
under way. → FALSE. It is planned."). A sentence with blanks is read with its answers in them (several blanks take
an answer's parts in turn: "2026年8月10日；2026年11月9日"), a blank left unanswered states nothing. Verdicts, an answer
list's numbers and the exercise's title and instructions are no claims. The words are the languages' (`Cues.
judged_true`, `judged_false`, `exercise_cue`, `answers_heading`).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from kvtrial.facts.cues import item_matches
from kvtrial.facts.languages import LANGUAGE_CODES, get_language
from kvtrial.facts.languages.model import Language
from kvtrial.facts.material import Material

__all__ = ["exercises_read"]

# an exercise's item: a numbered line ("1.", "2)", "3、", "4 —"); its answer in a key is numbered the same way
_ITEM = re.compile(r"^(?P<lead>\s*(?:[-*•]\s*)?)(?P<n>\d{1,2})\s*(?:[.)、）]|\s[—–-]|[—–-]\s)\s*(?P<body>\S.*?)\s*$")
# several answers on the heading's line ("Answers: 1 — X; 2 — Y")
_INLINE_ANSWER = re.compile(r"(?:^|(?<=[\s;；]))(?P<n>\d{1,2})\s*(?:[.)、）]|\s?[—–-])\s*(?P<a>.+?)"
                            r"(?=[\s;；]+\d{1,2}\s*(?:[.)、）]|\s?[—–-])\s|$)")
_BLANK = re.compile(r"[(（]\s*…+\s*[)）]|_{2,}|＿+|…+|\.{4,}")
# a check mark or a cross given as the verdict, in any language
_TICK = re.compile(r"^\W*?[✓✔☑]\ufe0f?")
_CROSS = re.compile(r"^\W*?[✗✘❌×]\ufe0f?")
# where a verdict may follow a statement on its line: after its sentence's end or a closing quote, or after a dash or an
# arrow ("… 62,000. → TRUE.", "«…». — Неверно:", "……。—— 正确", '"…" True (¶2).')
_AFTER_STATEMENT = re.compile(r"[.。!?！？»”\"」』]\s*(?:[—–-]{1,2}|→|⇒|=>|[:：])?\s*|\s*(?:——|→|⇒|=>)\s*|\s[—–]\s*")
# a verdict alone under its statement, after an arrow or a dash ("   → FALSE. It is planned.")
_VERDICT_LEAD = re.compile(r"^\s*(?:→|⇒|=>|[—–-]{1,2}|>)?\s*")
# an answer that is an option's letter: a multiple-choice key ("5 b", "3 — B"), no exercise of these
_OPTION_LETTER = re.compile(r"^[a-dа-гA-DА-Г](?:$|[\s.)）:：,，;；])")
# an answer's closing mark ("4 сентября 2027 г.;" keeps the abbreviation's point, "5 May 2027." loses its full stop)
# a clue's letter count ("(8 букв)", "(5)", "(4 letters)", "（3个字）")
_LETTER_COUNT = re.compile(r"[(（]\s*\d{1,2}(?:\s*[,\s-]\s*\d{1,2})*\s*[^\W\d_]{0,8}\s*[)）]")
_ANSWER_END = re.compile(r"(?:(?:(?<=\d)|(?<=[^\W\d_]{3}))\.|。)?[\s;；,，]*$")
_PART_SPLIT = re.compile(r"\s*[;；/／]\s*|\s*[,，、]\s+|(?<=[\u4e00-\u9fff])[，、]")
_REST_LEAD = re.compile(r"^[\s.。:：,，;；!！—–-]*")
_LINE_MAX = 400  # an item or a heading is a short line; longer lines are prose, not read here
# a statement that asks: a question mark at its end, before a closing quote or a citation
_ASKED = re.compile(r"[?？][\s\"'”»」』)）\]]*(?:[(\[（][^)\]）]*[)\]）])?\s*$")


@dataclass
class _Verdict:
    true: bool
    rest: str  # what follows the verdict: a correction, a citation, a remark


def _verdict(text: str, lang: Language, marks: bool = False, statement: str | None = None) -> _Verdict | None:
    """The verdict `text` opens with, and what follows it; None when it opens with none. A check mark or a cross is one
    only with `marks` (the brief calls itself an exercise: elsewhere a tick is a form's box or a card's status); a yes
    or a no only after the `statement` it judges, never after a question it answers ("Approved? No")."""
    cues = lang.cues
    kinds = ((cues.judged_true, True), (cues.judged_false, False)) + (((_TICK, True), (_CROSS, False)) if marks else ())
    if statement is not None and not _ASKED.search(statement):
        kinds += ((cues.verdict_yes, True), (cues.verdict_no, False))
    for pattern, true in kinds:
        m = pattern.match(text)
        if m is not None and not re.match(r"\w", text[m.end():m.end() + 1]):
            return _Verdict(true, _REST_LEAD.sub("", text[m.end():]).strip())
    return None


def _verdict_on_line(body: str, lang: Language, marks: bool) -> tuple[str, _Verdict] | None:
    """The statement and its verdict when both stand on the item's line, the verdict after the statement's end."""
    for m in _AFTER_STATEMENT.finditer(body):
        if m.end() >= len(body) or m.start() == 0:
            continue
        said = _verdict(body[m.end():], lang, marks, body[:m.start() + 1])
        if said is not None:
            return body[:m.start() + (1 if body[m.start()] in ".。!?！？»”\"」』" else 0)].strip(), said
    return None


def _items_kept(statement: str, rest: str, material: Material, lang: Language) -> str:
    """The material's items a false statement names, where its correction does not name them itself: the correction's
    words point back at them ("It is planned but has not started yet")."""
    items = [material.fact(f).value["item"] for f in ("done", "planned", "out_of_scope")] + \
        [material.fact("scope").value[k] for k in ("process", "site")]
    kept: list[tuple[int, int]] = []
    for item in items:
        found = item_matches(item, statement, lang)
        if found and not item_matches(item, rest, lang):
            tail = re.match(r"(?i)[a-zа-яё]*", statement[found[-1].end():])
            kept.append((found[0].start(), found[-1].end() + (len(tail.group(0)) if tail else 0)))
    return " ".join(statement[a:b] for a, b in sorted(kept))


def _judged(lead: str, statement: str, said: _Verdict, material: Material, lang: Language) -> str:
    """An item's line as the brief states it: a true statement with the remark after its verdict; a false one as its
    correction, with the items it names (nothing where no correction follows)."""
    if said.true:
        return f"{lead}{statement} {said.rest}".rstrip()
    if not said.rest:
        return ""
    kept = _items_kept(statement, said.rest, material, lang)
    return f"{lead}{kept} {said.rest}".rstrip() if kept else f"{lead}{said.rest}"


def _filled(body: str, answer: str) -> str:
    """A sentence with its blanks filled: one answer for one blank; an answer of as many parts as the sentence has
    blanks, a part in each; the answer after a sentence without a blank."""
    blanks = _BLANK.findall(body)
    if not blanks:
        wide = bool(re.search(r"[\u4e00-\u9fff]", body))
        return f"{body.rstrip(' :：')}{'：' if wide else ': '}{answer}"
    parts = _PART_SPLIT.split(answer) if len(blanks) > 1 else [answer]
    if len(parts) != len(blanks):
        parts = [answer] + [""] * (len(blanks) - 1)
    it = iter(parts)
    return _BLANK.sub(lambda _: next(it), body)


def _answers(lines: list[str], lang: Language) -> tuple[int, dict[str, str], list[int]] | None:
    """The exercise's answer list: its heading's line, each answer by its number, and the lines it takes."""
    for h, line in enumerate(lines):
        head = lang.cues.answers_heading.match(line) if len(line) <= _LINE_MAX else None
        if head is None:
            continue
        rest = head.group("rest").strip()
        answers: dict[str, str] = {}
        if rest:
            found = list(_INLINE_ANSWER.finditer(rest))
            if not found or found[0].start() > 0:
                continue  # "Ответы с пояснениями — ниже": a remark, no heading
            for a in found:
                answers.setdefault(a.group("n"), _ANSWER_END.sub("", a.group("a")))
        taken = [h]
        for j in range(h + 1, len(lines)):
            if not lines[j].strip():
                if answers:
                    break
                taken.append(j)
                continue
            m = _ITEM.match(lines[j]) if len(lines[j]) <= _LINE_MAX else None
            if m is None:
                break
            answers.setdefault(m.group("n"), _ANSWER_END.sub("", m.group("body")))
            taken.append(j)
        if len(answers) >= 2:
            return h, answers, taken
    return _headless_answers(lines, lang)


def _headless_answers(lines: list[str], lang: Language) -> tuple[int, dict[str, str], list[int]] | None:
    """An answer list with no heading: a run of numbered lines, after a blank line, numbered as the statements above
    it were and each opening with a verdict ("1. True [2]. / 2. No: it ends on 3 October."); its first line stands for
    the heading."""
    numbered: set[str] = set()
    n = 0
    while n < len(lines):
        run = list(itertools.takewhile(lambda j: len(lines[j]) <= _LINE_MAX and _ITEM.match(lines[j]) is not None,
                                       range(n, len(lines))))
        if not run:
            n += 1
            continue
        items = [m for j in run if (m := _ITEM.match(lines[j])) is not None]
        keys = [m.group("n") for m in items]
        if n > 0 and not lines[n - 1].strip() and len(run) >= 2 and set(keys) <= numbered and \
                len(set(keys)) == len(keys) and all(_verdict(m.group("body"), lang, statement="") for m in items):
            return run[0], {m.group("n"): _ANSWER_END.sub("", m.group("body")) for m in items}, run
        numbered.update(keys)
        n = run[-1] + 1
    return None


def exercises_read(text: str, material: Material) -> str:
    """A true/false or fill-in-the-blank exercise read as the statements it makes (see the module's note); any other
    brief as it is. The verdict may stand on the statement's line, on the line under it, or in an answer list after
    the statements ("Ответы: 1. Верно [3]. 2. Неверно: …"); a fill-in's answers stand in such a list. A list keyed by
    options' letters (a multiple-choice key) is left as it is."""
    if material.language not in LANGUAGE_CODES:
        return text
    lang = get_language(material.language)
    lines = text.split("\n")
    marks = any(len(line) <= _LINE_MAX and lang.cues.exercise_cue.search(line) for line in lines)
    items = {n: m for n, line in enumerate(lines) if len(line) <= _LINE_MAX and (m := _ITEM.match(line))}
    out = list(lines)
    judged = 0
    found = _answers(lines, lang)
    if found is not None:
        h, answers, taken = found
        before = {m.group("n"): (n, m) for n, m in items.items() if n < h}
        verdicts = {k: _verdict(a, lang, marks, before[k][1].group("body") if k in before else None)
                    for k, a in answers.items()}
        keyed = [k for k in answers if k in before]
        filled = [k for k in keyed if verdicts[k] is None and _BLANK.search(before[k][1].group("body"))]
        letters = any(_OPTION_LETTER.match(a) for a in answers.values())
        # (a crossword's clues give their answers' letter counts: `context.riddles_answered` reads it)
        puzzle = any(_LETTER_COUNT.search(before[k][1].group("body")) for k in keyed)
        if not letters and not puzzle and keyed and len(keyed) == len(answers) and (
                all(verdicts[k] is not None for k in keyed) or (len(filled) >= 2 and all(
                    verdicts[k] is None for k in keyed))):
            for k in keyed:
                n, m = before[k]
                said = verdicts[k]
                out[n] = _judged(m.group("lead") + k + ". ", m.group("body"), said, material, lang) \
                    if said is not None else m.group("lead") + k + ". " + _filled(m.group("body"), answers[k])
            for n, m in items.items():  # a blank no answer fills states nothing there
                if n < h and m.group("n") not in answers:
                    out[n] = _BLANK.sub("", out[n])
            for j in taken:
                out[j] = ""
            judged = len(keyed)
    if not judged:
        judged = _verdicts_inline(lines, items, out, material, lang, marks)
    if judged < 2:
        return text
    first = min(items)
    for n, line in enumerate(out):  # the exercise's title and instructions: no claim
        if n not in items and len(line) <= _LINE_MAX and lang.cues.exercise_cue.search(line) and \
                (n < first or not re.search(r"\d", line)):
            out[n] = ""
    return "\n".join(out)


def _verdicts_inline(lines: list[str], items: dict[int, re.Match[str]], out: list[str], material: Material,
                     lang: Language, marks: bool) -> int:
    """Statements judged on their own line or on the line under it; writes their reading into `out` only when two or
    more are, and returns how many."""
    reads: dict[int, str] = {}
    gone: list[int] = []
    for n, m in items.items():
        lead = m.group("lead") + m.group("n") + ". "
        on_line = _verdict_on_line(m.group("body"), lang, marks)
        if on_line is not None:
            reads[n] = _judged(lead, on_line[0], on_line[1], material, lang)
            continue
        under = n + 1
        if under < len(lines) and under not in items and len(lines[under]) <= _LINE_MAX:
            said = _verdict(_VERDICT_LEAD.sub("", lines[under]), lang, marks, m.group("body"))
            if said is not None:
                reads[n] = _judged(lead, m.group("body"), said, material, lang)
                gone.append(under)
    if len(reads) < 2:
        return 0
    for n, told in reads.items():
        out[n] = told
    for n in gone:
        out[n] = ""
    return len(reads)
