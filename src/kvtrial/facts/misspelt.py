"""A name of the source misspelt in a brief, read as that name: a phone's or a transcript's typo ("shipmnt tracking",
"отслежевание отправлений", "格但思克仓储站") names the source's item, site or approving body all the same, while a
different real name of the pools stays different and a name two edits off stays unknown. The grader matches items by
their patterns (`cues.item_rx`); this puts the misspelt word back to the name's spelling once, before the brief is
read, so every rule matching items and sites reads it alike. A person's name one letter off is read in
`additions._misheard`, with the same `one_edit`.
"""

from __future__ import annotations

import functools
import os
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from kvtrial.facts.cues import item_rx
from kvtrial.facts.languages import Language, get_language
from kvtrial.facts.material import Material

_WORD = re.compile(r"[^\W\d_]+")
_HAN = re.compile(r"[\u3400-\u9fff]")
MIN_WORD = 5  # a word of fewer letters is too near too many other words to be read as a misspelt name
MIN_STEM = 4  # a pattern's stem of fewer letters ("fax", "ночн") is no name to misspell
MIN_HAN = 3  # in Chinese, a name of three characters or more, one of them substituted
MIN_HAN_PATTERN = 4  # (a bare pattern of three, "波尔图", is one character off real other places: "波尔多")
STOP_SHARE = 3  # a phrase word in this many of the pools' phrases ("the", "of", "в") is no word of one name


@functools.lru_cache(maxsize=1 << 15)  # (each word of a brief against each stem of the pools)
def one_edit(a: str, b: str) -> bool:
    """True when `b` is `a` with one letter changed, added or dropped, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    i = len(os.path.commonprefix((a, b)))  # the first letter they differ in: the edit is there
    if len(a) == len(b):
        return a[i + 1:] == b[i + 1:] or (i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i]
                                           and a[i + 2:] == b[i + 2:])
    return a[i + 1:] == b[i:] if len(a) > len(b) else a[i:] == b[i + 1:]


@dataclass
class _Name:
    item: dict[str, Any]
    source: bool  # one of the material's own items, sites or bodies (else another item of the pools)

    @functools.cached_property
    def words(self) -> list[str]:
        return _WORD.findall(self.item["phrase"])

    @functools.cached_property
    def stems(self) -> list[str]:
        return _stems(self.item)

    @functools.cached_property
    def heads(self) -> frozenset[str]:
        """The first two letters of its stems: a word one edit off a stem has one of them first or second."""
        return frozenset(c for s in self.stems for c in s[:2])


@functools.lru_cache(maxsize=1 << 15)
def _fold(word: str) -> str:
    return word.lower().replace("ё", "е")


def _names(material: Material, lang: Language) -> list[_Name]:
    """The material's items, sites and approving body, then every other item of the language's pools (the other
    names a misspelt word may be one edit off, read as none of the source's)."""
    own: list[dict[str, Any]] = []
    for fact in material.facts:
        value = fact.value
        own += [value[k] for k in ("process", "site", "item", "body") if isinstance(value.get(k), dict)]
    phrases = {i["phrase"] for i in own}
    return [_Name(i, True) for i in own] + [n for n in _pool_names(lang.code) if n.item["phrase"] not in phrases]


@functools.cache
def _pool_names(code: str) -> tuple[_Name, ...]:
    """Every item of a language's pools, built once (their stems are read for every word of every brief)."""
    pools = get_language(code).pools
    return tuple(_Name({"phrase": i.phrase, "patterns": list(i.patterns), "short": i.short}, False)
                 for pool in (pools.processes, pools.sites, pools.done_items, pools.planned_items,
                              pools.out_of_scope_items, pools.approval_bodies, pools.approvers)
                 for i in pool)


def _stems(item: dict[str, Any]) -> list[str]:
    """The item's pattern words long enough to misspell, folded ("test account" -> "test", "account")."""
    return [s for p in item["patterns"] for w in p.split() if len(s := _fold(w.rstrip("*"))) >= MIN_STEM]


@functools.lru_cache(maxsize=1 << 15)
def _fixed(word: str, stem: str) -> str | None:
    """The word with its head put back to the stem, where the head is the stem one edit off ("shipmnt" for
    "shipment", "отслежевание" for "отслежива…"): the word's own ending kept."""
    if word[0] != stem[0] and word[0] != stem[1] and word[1] not in stem[:2]:
        return None  # (one edit keeps the stem's first letter first, or its first two letters within the first two)
    for k in (len(stem) - 1, len(stem), len(stem) + 1):
        if 0 < k <= len(word) and word[:k] != stem and one_edit(word[:k], stem):
            return stem + word[k:]
    return None


def _same_word(a: str, b: str) -> bool:
    """Two forms of one word: the same first letters, up to five ("отправлений", "отправления"; "hub", "hubs")."""
    n = min(len(a), len(b), 5)
    return n >= 3 and a[:n] == b[:n] and abs(len(a) - len(b)) <= 3


def _neighbours(text: str, start: int, end: int) -> list[str]:
    """The words just before and after a word, joined to it by spaces or a hyphen only."""
    before = re.search(r"([^\W\d_]+)[ \t-]+$", text[max(0, start - 40):start])
    after = re.match(r"[ \t-]+([^\W\d_]+)", text[end:end + 40])
    return [_fold(m.group(1)) for m in (before, after) if m]


def _proper_place(text: str, start: int, end: int) -> bool:
    """A capitalised word inside a sentence, the words beside it not capitalised: a name, not a sentence's first word
    nor a word of a title ("Project Leads")."""
    if not text[start].isupper():
        return False
    line = text[:start].rsplit("\n", 1)[-1]
    if not _WORD.search(re.split(r"[.!?…]\s", line)[-1]):
        return False  # the first word of its line or sentence
    before = re.search(r"([^\W\d_]+)[ \t-]+$", line)
    after = re.match(r"[ \t-]+([^\W\d_]+)", text[end:end + 40])
    return not any(m and m.group(1)[0].isupper() for m in (before, after))


def _owners(word: str, text: str, start: int, end: int, names: list[_Name], stop: set[str]) -> dict[int, str]:
    """Each name (by its index) the word misspells, as the text places it, with the word put right: beside another
    word of that name's phrase ("shipmnt tracking"), or as a capitalised name where the source writes it capitalised
    ("at the Valenica hub", "в Валенсии")."""
    out: dict[int, str] = {}
    near = _neighbours(text, start, end)
    for n, name in enumerate(names):
        if word[0] not in name.heads and word[1] not in name.heads:
            continue  # (`_fixed` would refuse every stem of it)
        phrase = name.words
        for stem in name.stems:
            fixed = _fixed(word, stem)
            if fixed is None:
                continue
            beside = any(_same_word(x, _fold(w)) for x in near for w in phrase
                         if _fold(w) not in stop and not _fold(w).startswith(stem))
            capital = any(w[:1].isupper() and _fold(w).startswith(stem) for w in phrase) \
                and _proper_place(text, start, end)
            if beside or capital:
                out[n] = fixed
                break
    return out


def _spelt(fixed: str, word: str) -> str:
    """The name's word in the misspelt word's case."""
    if len(word) > 1 and word.isupper():
        return fixed.upper()
    return fixed[:1].upper() + fixed[1:] if word[:1].isupper() else fixed


# Read once per source, not once per brief: a run grades many briefs of one material.
@functools.lru_cache(maxsize=32)
def _folded_words(text: str) -> frozenset[str]:
    return frozenset(_fold(w) for w in _WORD.findall(text))


def _word_fixes(text: str, material: Material, names: list[_Name], lang: Language) -> Iterator[tuple[int, int, str]]:
    """Latin and Cyrillic: each word of the brief that misspells exactly one of the source's names, and nothing else
    of the source, the pools or the brief, with its spelling put right."""
    source = _folded_words(material.known_text)
    shared = Counter(w for name in names for w in {_fold(x) for x in _WORD.findall(name.item["phrase"])})
    stop = {w for w, c in shared.items() if c >= STOP_SHARE}
    brief = {_fold(w) for w in _WORD.findall(text)}
    named: list[tuple[int, int]] | None = None  # read only once a word misspells one name: most briefs have none
    for m in _WORD.finditer(text):
        word = _fold(m.group(0))
        if len(word) < MIN_WORD or word in source:
            continue  # a word of the source is that word
        owners = _owners(word, text, m.start(), m.end(), names, stop)
        if len(owners) != 1:
            continue
        if named is None:
            named = [x.span() for name in names for x in item_rx(name.item, lang).finditer(text)]
        if any(a < m.end() and m.start() < b for a, b in named):
            continue  # a word naming an item already is that item's word
        n, fixed = next(iter(owners.items()))
        if not names[n].source:
            continue  # another item of the pools misspelt: not the source's (the wrong one stays unknown)
        stems = names[n].stems
        # nothing else of the source or the brief is one edit off the word: only the name's own forms
        # (a word of another length than the word's, give or take one, is more than one edit off)
        if any(abs(len(v) - len(word)) <= 1 and one_edit(word, v) and not v.startswith(tuple(stems))
               for v in source | brief):
            continue
        new = text[:m.start()] + _spelt(fixed, m.group(0)) + text[m.end():]
        if any(a <= m.start() < b for a, b in (x.span() for x in item_rx(names[n].item, lang).finditer(new))):
            yield m.start(), m.end(), _spelt(fixed, m.group(0))


def _han_names(item: dict[str, Any]) -> list[str]:
    phrase = re.sub(r"（[^）]*）", "", item["phrase"])
    return [x for x in (phrase, *item["patterns"]) if len(x) >= (MIN_HAN if x == phrase else MIN_HAN_PATTERN)]


def _one_han_off(a: str, b: str) -> bool:
    """Two names of one length that differ in one Chinese character only."""
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(diff) == 1 and all(_HAN.match(c) for c in diff[0])


@functools.lru_cache(maxsize=4096)
def _one_off_rx(name: str) -> re.Pattern[str]:
    """Where a run of a name's length may be the name with one Chinese character substituted (every start, runs
    overlapping): a sieve in C before `_one_han_off` decides."""
    ways = "|".join(re.escape(name[:i]) + _HAN.pattern + re.escape(name[i + 1:]) for i in range(len(name)))
    return re.compile(f"(?=(?:{ways}))")


def _han_fixes(text: str, material: Material, names: list[_Name], lang: Language) -> Iterator[tuple[int, int, str]]:
    """Chinese: each run of the brief that is one of the source's names with one character substituted (a homophone
    of speech recognition, "格但思克" for 格但斯克), one off no other name and no other words of the source."""
    source = material.known_text
    named: list[tuple[int, int]] | None = None  # read only once a run is one off a name: most briefs have none
    spelt = [(n, x) for n, name in enumerate(names) for x in _han_names(name.item)]
    taken: list[tuple[int, int]] = []
    for n, name in enumerate(names):
        if not name.source:
            continue
        for right in _han_names(name.item):
            size = len(right)
            for found in _one_off_rx(right).finditer(text):
                at = found.start()
                run = text[at:at + size]
                if not _one_han_off(run, right) or run in source:
                    continue
                end = at + size
                if named is None:
                    named = [x.span() for nm in names for x in item_rx(nm.item, lang).finditer(text)]
                if any(a < end and at < b for a, b in named + taken):
                    continue  # a run naming an item already (or put right already) is that item
                if any(k != n and _one_han_off(run, x) for k, x in spelt if len(x) == size):
                    continue  # one off another name too: no one name's
                own = set(_han_names(name.item))
                if any(_one_han_off(run, source[i:i + size]) and source[i:i + size] not in own
                       for i in range(len(source) - size + 1)):
                    continue  # one off other words of the source
                taken.append((at, end))
                yield at, end, right


def misspelt_names_read(text: str, material: Material) -> str:
    """The brief with each misspelt name of the source's items, sites and approving body spelt as the source spells
    it: one edit off (a letter changed, added, dropped, or two swapped; words of five letters or more) one name of
    the source and nothing else of it, of the pools or of the brief; in Chinese, one character of a name of three
    or more substituted. A name of another item of the pools stays that item; two edits off stay unknown."""
    lang = get_language(material.language)
    names = _names(material, lang)
    fixes = list((_han_fixes if lang.code == "zh" else _word_fixes)(text, material, names, lang))
    for start, end, right in sorted(fixes, reverse=True):
        text = text[:start] + right + text[end:]
    return text
