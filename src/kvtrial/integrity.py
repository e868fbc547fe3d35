"""Output integrity of one generated text (the release checklist of docs/verdicts.md: no repetition loops, no
garbage characters, no half-sentence ending, no missing required section, no unexplained truncation).

Each check is a pure function of the text (and the stop reason the generator reported); the report
says what failed and shows the evidence, so a failure can be looked at rather than trusted.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

STOP_EOS = "eos"
STOP_LENGTH = "length"
STOP_REASONS = (STOP_EOS, STOP_LENGTH)

# Repetition thresholds: a tail loop must repeat its unit >= 3 times and cover >= 16 words
# (or >= 48 characters, in any script); a line or a 10-word run seen 3 times is a loop.
TAIL_MIN_REPEATS = 3
TAIL_MIN_WORDS = 16
TAIL_MIN_CHARS = 48
LINE_MIN_REPEATS = 3
LINE_MIN_WORDS = 4
NGRAM = 10
NGRAM_MIN_REPEATS = 3
# Scripts written without spaces between words (Chinese, Japanese, Korean hangul syllables, Thai): there a
# whitespace "word" is a whole clause, so lines and runs are measured in characters, about two to a word.
LINE_MIN_DENSE_CHARS = 8
NGRAM_DENSE_CHARS = 20
TAIL_MAX_CHARS = 1 << 16  # the end of the text a tail loop is looked for in; it is linear in this
_DENSE = re.compile(r"[\u0E00-\u0E7F\u2E80-\u2FDF\u3040-\u30FF\u3100-\u312F\u31A0-\u31FF\u3400-\u4DBF"
                    r"\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]")

_TERMINAL = ".!?…。！？"
_CLOSERS = "\"'”’)]*_`»"
# A text whose last word is one of these stopped in the middle of a phrase.
_DANGLING_WORDS = {
    "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "by", "for", "from", "with",
    "is", "are", "was", "were", "be", "will", "that", "which", "who", "as", "than", "its", "their",
    "our", "this", "these", "into", "between", "if", "because", "while",
}

_BULLET = re.compile(r"^\s*(?:[-*•+]|\d{1,2}[.)]|[a-z][.)])\s+", re.IGNORECASE)


def _strip_markup(line: str) -> str:
    s = line.strip()
    s = re.sub(r"^#{1,6}\s*", "", s)
    s = _BULLET.sub("", s)
    s = re.sub(r"^(?:\*\*|__)(.*?)(?:\*\*|__)\s*[:：]?\s*$", r"\1", s)  # **Timeline** / __Timeline__:
    s = s.strip("*_ ").strip()
    return s


def heading_of(line: str, known: Iterable[str] = ()) -> str | None:
    """The heading text if `line` is a heading on its own ("# Timeline", "**Timeline**",
    "Timeline:"), else None. A heading is short: at most five words. A bare line ("Status",
    "1. Status") is a heading only when it is one of the `known` names."""
    raw = line.strip()
    if not raw:
        return None
    is_markdown = raw.startswith("#") or bool(re.fullmatch(r"(?:\*\*|__).+?(?:\*\*|__)\s*[:：]?", raw))
    text = _strip_markup(raw)
    ends_colon = text.endswith((":", "："))
    text = text.rstrip(":：").strip()
    too_long = len(text.split()) > 5 or len(re.findall(r"[\u3400-\u9fff]", text)) > 12
    if not text or too_long or re.search(r"[.!?\[\]。！？【】]", text):
        return None
    if is_markdown or ends_colon or _norm_heading(text) in {_norm_heading(k) for k in known}:
        return text
    return None


def inline_label(line: str) -> tuple[str, str] | None:
    """("Timeline", "2 March - 29 May") for a line "Timeline: 2 March - 29 May" (label up to four words)."""
    text = _strip_markup(line)
    m = re.match(r"^\**([^\W\d_][\w '/&()（）-]{0,40}?)\**\s*[:：]\s*\**\s*(\S.*)$", text)
    if not m or len(m.group(1).split()) > 4:
        return None
    return m.group(1).strip(), m.group(2).strip()


def _norm_heading(text: str) -> str:
    return re.sub(r"[^\w ]|_", "", text.lower()).strip()


def find_sections(text: str, required: Sequence[str]) -> tuple[list[str], list[str]]:
    """(found, missing) among `required` headings: a heading line or a "Heading: ..." line counts."""
    present: set[str] = set()
    for line in text.splitlines():
        head = heading_of(line, required)
        if head is not None:
            present.add(_norm_heading(head))
        label = inline_label(line)
        if label is not None:
            present.add(_norm_heading(label[0]))
    found = [h for h in required if _norm_heading(h) in present]
    return found, [h for h in required if h not in found]


@dataclass
class CheckResult:
    name: str
    passed: bool
    detail: str
    evidence: dict[str, Any] = field(default_factory=dict)


# ---------------------------------------------------------------- the checks


def _tail_loop(words: list[str]) -> tuple[int, int] | None:
    """(period, repeats) when the word list ends in one unit repeated often enough."""
    n = len(words)
    for period in range(1, min(64, n // TAIL_MIN_REPEATS) + 1):
        unit = words[n - period:]
        reps = 1
        while n - (reps + 1) * period >= 0 and words[n - (reps + 1) * period: n - reps * period] == unit:
            reps += 1
        if reps >= TAIL_MIN_REPEATS and reps * period >= TAIL_MIN_WORDS:
            return period, reps
    return None


def _tail_chars(text: str) -> tuple[int, int] | None:
    """(period, repeats) of the shortest character unit the text ends in, repeated often enough; linear time.

    z[p] of the reversed text is how far it agrees with itself shifted by p, so its end repeats a p-character
    unit (p + z[p]) // p times - every period at once, however long (a repeated Chinese sentence has no
    spaces for the word check to see)."""
    r = text[::-1]
    n = len(r)
    z = [0] * n
    left = right = 0
    for i in range(1, n):
        if i < right:
            z[i] = min(right - i, z[i - left])
        while i + z[i] < n and r[z[i]] == r[i + z[i]]:
            z[i] += 1
        if i + z[i] > right:
            left, right = i, i + z[i]
    # periods up to a third of the text: a longer one would run before its start (a short answer such as
    # "100000000" is not a loop of an 18-character unit)
    for period in range(1, n // TAIL_MIN_REPEATS + 1):
        reps = (period + z[period]) // period
        if reps >= TAIL_MIN_REPEATS and reps * period >= TAIL_MIN_CHARS and r[:period].strip():
            return period, reps
    return None


def _dense_runs(text: str) -> Counter[str]:
    """Every NGRAM_DENSE_CHARS-character run of the text without its spaces that is mostly in a script without
    spaces: the word runs of such text, where a loop without line breaks shows (digits and punctuation inside
    a Chinese sentence count in the run, so a sentence with a date in it is still one run)."""
    flat = re.sub(r"\s+", "", text)
    dense = [0]
    for ch in flat:
        dense.append(dense[-1] + (_DENSE.match(ch) is not None))
    k = NGRAM_DENSE_CHARS
    return Counter(flat[i:i + k] for i in range(len(flat) - k + 1) if 2 * (dense[i + k] - dense[i]) >= k)


def check_repetition(text: str) -> CheckResult:
    """A loop: the end of the text is one unit repeated (words, words with their digits masked -
    a counting loop such as "[1] [2] [3] ..." - or characters), or a line, or a 10-word run,
    occurs at least three times."""
    words = text.split()
    # the last word may be cut mid-unit by the length budget ("[51] [52] ["): also look without it
    for masked, cut in ((False, 0), (True, 0), (False, 1), (True, 1)):
        seq = [re.sub(r"\d+", "#", w) for w in words] if masked else words
        loop = _tail_loop(seq[:len(seq) - cut])
        if loop is not None:
            period, reps = loop
            kind = "counting loop" if masked else "loop"
            return CheckResult("repetition", False, f"text ends in a {kind}: {period}-word unit repeated {reps} times",
                               {"unit": " ".join(words[len(words) - period:]), "repeats": reps})
    stripped = text.rstrip()[-TAIL_MAX_CHARS:]
    loop = _tail_chars(stripped)
    if loop is not None:
        period, reps = loop
        return CheckResult("repetition", False, f"text ends in a loop: {period}-character unit repeated {reps} times",
                           {"unit": stripped[len(stripped) - period:], "repeats": reps})
    lines = [re.sub(r"\s+", " ", raw.strip().lower()) for raw in text.splitlines()]
    counts = Counter(ln for ln in lines
                     if len(ln.split()) >= LINE_MIN_WORDS or len(_DENSE.findall(ln)) >= LINE_MIN_DENSE_CHARS)
    repeated = [(ln, c) for ln, c in counts.items() if c >= LINE_MIN_REPEATS]
    if repeated:
        line, c = max(repeated, key=lambda x: x[1])
        return CheckResult("repetition", False, f"a line occurs {c} times", {"line": line, "repeats": c})
    runs = _dense_runs(text)
    if runs:
        chars, c = runs.most_common(1)[0]
        if c >= NGRAM_MIN_REPEATS:
            return CheckResult("repetition", False, f"a {NGRAM_DENSE_CHARS}-character run occurs {c} times",
                               {"run": chars, "repeats": c})
    lowered = [w.lower().strip(".,;:!?\"'()[]*") for w in words]
    grams = Counter(tuple(lowered[i:i + NGRAM]) for i in range(len(lowered) - NGRAM + 1))
    if grams:
        gram, c = grams.most_common(1)[0]
        if c >= NGRAM_MIN_REPEATS:
            return CheckResult("repetition", False, f"a {NGRAM}-word run occurs {c} times",
                               {"run": " ".join(gram), "repeats": c})
    return CheckResult("repetition", True, "no repetition loop")


# Bidi and zero-width marks: legitimate in words (a zero-width joiner in an emoji, a non-joiner in Persian),
# but inside a number they hide a digit's place or reverse the digits a reader sees ("1\u202e000").
# bidi and zero-width marks, and the other invisible format characters a number can hide: soft hyphen, Arabic
# letter mark, Mongolian vowel separator, word joiner and invisible operators, byte-order mark, variation
# selectors (both blocks) and tag characters
_MARKS = ("\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufe00-\ufe0f\ufeff"
          "\U000e0000-\U000e01ef")
_NUMBERISH = re.compile(rf"[\d.,{_MARKS}]+")  # one character class: linear, however long the run
_MARK = re.compile(rf"[{_MARKS}]")
_DIGIT = re.compile(r"\d")


def _marks_in_numbers(text: str) -> Iterable[dict[str, Any]]:
    """Each bidi or zero-width mark with a digit before and after it in one run of digits, separators and marks."""
    for run in _NUMBERISH.finditer(text):
        chars = run.group()
        digits = [m.start() for m in _DIGIT.finditer(chars)]
        if len(digits) < 2:
            continue
        for mark in _MARK.finditer(chars):
            if digits[0] < mark.start() < digits[-1]:
                yield {"offset": run.start() + mark.start(), "codepoint": f"U+{ord(mark.group()):04X}",
                       "category": "Cf", "inside_number": chars.strip(".,")}


def check_characters(text: str) -> CheckResult:
    """Replacement characters (U+FFFD, a broken UTF-8 decode), control characters other than
    newline and tab, surrogates, private-use and unassigned code points, and bidi or zero-width
    marks inside a number."""
    bad: list[dict[str, Any]] = []
    for i, ch in enumerate(text):
        cat = unicodedata.category(ch)
        if ch == "\ufffd" or (cat == "Cc" and ch not in "\n\t") or cat in ("Cs", "Co", "Cn"):
            bad.append({"offset": i, "codepoint": f"U+{ord(ch):04X}", "category": cat})
    bad.extend(_marks_in_numbers(text))
    bad.sort(key=lambda b: b["offset"])
    if bad:
        return CheckResult("characters", False, f"{len(bad)} abnormal character(s), first {bad[0]['codepoint']} "
                           f"at offset {bad[0]['offset']}", {"count": len(bad), "first": bad[:10]})
    return CheckResult("characters", True, "no abnormal characters")


def _ends_complete(text: str) -> tuple[bool, str]:
    stripped = text.rstrip()
    if not stripped:
        return False, "empty output"
    last_line = stripped.splitlines()[-1].strip()
    core = stripped.rstrip(_CLOSERS)
    if core and core[-1] in _TERMINAL:
        return True, "ends with terminal punctuation"
    if last_line.endswith(("]", ")")) and re.search(r"\d\s*[\])]$", last_line):
        return True, "ends with a citation"
    last_word = re.sub(r"[^\w]", "", stripped.split()[-1]).lower()
    if stripped[-1] in ",;:-–—([{/&" or last_word in _DANGLING_WORDS:
        return False, f"ends mid-phrase: ...{stripped[-40:]!r}"
    if _BULLET.match(last_line) or last_line.startswith("|") or heading_of(last_line) is not None:
        return True, "ends with a complete list item, table row or heading"
    return False, f"ends without terminal punctuation: ...{stripped[-40:]!r}"


def check_ending(text: str, stop_reason: str | None) -> CheckResult:
    """A text that stopped on end-of-sequence must end on a complete sentence or list item; one that
    hit the length budget is truncated by design, and the stop check explains it."""
    complete, why = _ends_complete(text)
    if stop_reason == STOP_LENGTH:
        return CheckResult("ending", True, f"truncated at the output budget ({why})",
                           {"complete": complete, "truncated": True})
    return CheckResult("ending", complete, why, {"complete": complete, "truncated": False})


def check_sections(text: str, required: Sequence[str]) -> CheckResult:
    found, missing = find_sections(text, required)
    if missing:
        return CheckResult("sections", False, f"missing section(s): {', '.join(missing)}",
                           {"found": found, "missing": missing})
    return CheckResult("sections", True, f"all {len(found)} required section(s) present",
                       {"found": found, "missing": []})


def check_stop(stop_reason: str | None, output_tokens: int | None = None, budget: int | None = None) -> CheckResult:
    """The stop reason must be known and agree with the token counts, so no truncation is unexplained."""
    ev = {"stop_reason": stop_reason, "output_tokens": output_tokens, "budget": budget}
    if stop_reason not in STOP_REASONS:
        return CheckResult("stop", False, f"stop reason {stop_reason!r} is not one of {', '.join(STOP_REASONS)}: "
                           "an early end cannot be explained", ev)
    if output_tokens is not None and budget is not None:
        if stop_reason == STOP_LENGTH and output_tokens < budget:
            return CheckResult("stop", False, f"stopped for length after {output_tokens} tokens, before the "
                               f"budget of {budget}: unexplained truncation", ev)
        if output_tokens > budget:
            return CheckResult("stop", False, f"{output_tokens} tokens exceed the budget of {budget}", ev)
    if stop_reason == STOP_LENGTH:
        return CheckResult("stop", True, "truncated at the output budget (length stop)", ev)
    return CheckResult("stop", True, "stopped at end-of-sequence", ev)


@dataclass
class IntegrityReport:
    stop_reason: str | None
    truncated: bool  # stopped at the length budget: the text may be cut, and that is why
    repetition: CheckResult
    characters: CheckResult
    ending: CheckResult
    sections: CheckResult
    stop: CheckResult

    @property
    def checks(self) -> list[CheckResult]:
        return [self.repetition, self.characters, self.ending, self.sections, self.stop]

    @property
    def passed(self) -> bool:
        return all(c.passed for c in self.checks)

    @property
    def failures(self) -> list[str]:
        return [f"{c.name}: {c.detail}" for c in self.checks if not c.passed]

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["passed"] = self.passed
        d["failures"] = self.failures
        return d


def check_integrity(
    text: str,
    stop_reason: str | None,
    required_sections: Sequence[str] = (),
    *,
    output_tokens: int | None = None,
    budget: int | None = None,
    sentence_ending: bool = True,
) -> IntegrityReport:
    """All integrity checks of one generated text. `stop_reason` is "eos" or "length".
    `sentence_ending=False` (a short extraction answer such as "19 July 2026") passes the ending check
    with that reason instead of asking for a complete sentence."""
    ending = check_ending(text, stop_reason) if sentence_ending else CheckResult(
        "ending", True, "not checked: a short answer need not end a sentence", {"sentence_ending": False})
    return IntegrityReport(
        stop_reason=stop_reason,
        truncated=stop_reason == STOP_LENGTH,
        repetition=check_repetition(text),
        characters=check_characters(text),
        ending=ending,
        sections=check_sections(text, required_sections),
        stop=check_stop(stop_reason, output_tokens, budget),
    )
