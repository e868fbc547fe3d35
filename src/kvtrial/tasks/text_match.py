"""Word-level comparison of an answer with a reference, for names, options and free text: words folded to lower
case with accents, punctuation and a few function words removed; Chinese compared character by character."""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[\u3400-\u9fff]|[^\W_]+", re.UNICODE)
# Words that carry no answer: articles, a few prepositions and copulas (en, ru), particles (zh).
_STOP = frozenset(
    "a an the of to in on at by for and or is are was were be it its this that with as from "
    "и в во на по с со к ко о об от для или а это что как "
    "的 了 是 在 和 与 及 为".split())


def fold(text: str) -> str:
    """Lower case, accents removed, ё as е."""
    text = unicodedata.normalize("NFKD", text.casefold()).replace("ё", "е")
    return "".join(ch for ch in text if not unicodedata.combining(ch) or ch == "\u0306")  # keep й


def words(text: str) -> list[tuple[str, int, int]]:
    """(word, start, end) of each content word of `text` (offsets into `text` itself)."""
    out = []
    for m in _WORD.finditer(text):
        w = fold(m.group(0))
        if w and w not in _STOP:
            out.append((w, m.start(), m.end()))
    return out


def stem(word: str) -> str:
    """A crude shared stem: the first six letters of a longer word (plural and case endings compare equal)."""
    return word[:6] if len(word) > 6 else word.rstrip("s") if len(word) > 3 else word


def same_word(a: str, b: str) -> bool:
    """Two stems of one word: equal, or one a prefix of the other by at most three letters ("month",
    "monthly"; "migrat", "migrate")."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and long_.startswith(short) and len(long_) - len(short) <= 3


def overlap(reference: str, answer: str) -> tuple[float, float, tuple[int, int] | None]:
    """(recall, precision, span): the share of the reference's content words the answer has, the share of the
    answer's content words the reference has, and the answer's span from the first to the last shared word."""
    ref = {stem(w) for w, _, _ in words(reference)}
    ans = words(answer)
    if not ref or not ans:
        return 0.0, 0.0, None
    have = {stem(w) for w, _, _ in ans}
    hits = [(s, e) for w, s, e in ans if any(same_word(stem(w), r) for r in ref)]
    recall = sum(any(same_word(r, a) for a in have) for r in ref) / len(ref)
    precision = len(hits) / len(ans)
    span = (hits[0][0], hits[-1][1]) if hits else None
    return recall, precision, span


def contains_phrase(phrase: str, text: str, loose: bool = True) -> tuple[int, int] | None:
    """Where `text` holds every content word of `phrase` in order, consecutively (other words ignored); None if not.
    `loose`: a word may differ by its ending (`same_word`); else only by what `stem` removes."""
    want = [stem(w) for w, _, _ in words(phrase)]
    have = words(text)
    if not want:
        return None
    for i in range(len(have) - len(want) + 1):
        if all((same_word if loose else str.__eq__)(stem(have[i + k][0]), want[k]) for k in range(len(want))):
            return have[i][1], have[i + len(want) - 1][2]
    return None
