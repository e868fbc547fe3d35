"""The title a brief gives the source's approver: right before the name ("运营总监奥利弗·勃兰特", "директором по
логистике Инеш Карвалью", "Head of Operations Ines Carvalho"), in brackets or after a comma or dash behind it ("Ines
Carvalho (Head of Operations)"), and in a heading over the lines of the approval ("Ines Carvalho (Head of
Operations)" over "- Approved the pilot on 13 August 2026."). Another title than the source's own there is the
approval distorted, as much as another approver would be."""

from __future__ import annotations

import re
from typing import Any

from kvtrial.facts.context import OutputContext
from kvtrial.facts.cues import approver_title, item_matches, mentions, says_title
from kvtrial.facts.languages.model import Language
from kvtrial.facts.segments import Clause

# what parts a title from the name behind it: brackets, a comma or a spaced dash ("Ines Carvalho, Head of Operations")
_BEHIND = re.compile(r"[ \t]*(?:[(（]([^()（）\n]{2,60})[)）]|(?:[,，、]|[ \t][-–—])[ \t]*([^,，、;；.。:：()（）\n|]{2,60}))")
# where the words before the name stop being its title: a field's or a clause's punctuation (a full stop may end a
# clipped word of the title, "фин. директор")
_BEFORE_EDGE = re.compile(r".*[,，、;；。:：()（）\[\]【】|—–*\n]", re.DOTALL)
# a list item's marker, or an indent: a line under a heading
_ITEM = re.compile(r"[ \t]+\S|[ \t]*(?:[-*•·–—]|\d{1,2}[.)])[ \t]+")
# a line ending a sentence: no heading ("Approved by Ines Carvalho.")
_SENTENCE_END = re.compile(r"[.。!！?？]\W*$")
# a heading line's marks around its words ("## Ines Carvalho", "**Ines Carvalho**")
_HEADING_MARKS = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+|[*_]{2})")


def given_title(ctx: OutputContext, approver: dict[str, Any], text: str) -> str | None:
    """The title the text gives the source's approver next to the name, when it is not the approver's own; else None.
    Only a word the language calls a title counts (`Cues.person_title`): "Ines Carvalho, on 3 May" gives none."""
    own = approver_title(approver["phrase"])
    for m in item_matches(approver, text, ctx.lang):
        start = _name_start(text, m.start(), approver["short"], ctx.lang)
        # (the family name to its word's end, inflected: "Карвалью" past the pattern's "карвал")
        end = m.end() + (0 if ctx.lang.code == "zh" else len(re.findall(r"^\w*", text[m.end():])[0]))
        for told in (_title_before(ctx.lang, text[:start]), _title_behind(ctx.lang, text[end:])):
            if told is not None and not _says_own(own, told[0], ctx.lang):
                return told[1]
    return None


# a chief officer's title in its initials ("CFO", "COO"), which the language's title words do not spell out
_CHIEF_INITIALS = re.compile(r"\bC[A-Z]{1,2}O\b")
# where the title after a pronoun's "is" ends: the clause's punctuation
_TITLE_END = re.compile(r"[.。!！?？,，;；:：()（）\n]")


def pronoun_title(ctx: OutputContext, approver: dict[str, Any], text: str) -> str | None:
    """The title a reply gives a person by a pronoun and its "is" ("No, he's the COO.", "不是，他是首席运营官。", "Нет, он
    операционный директор.") when it is not the approver's own; the caller knows the person is the approver (the
    question answered named the approver). A bare title word names no office and is none."""
    own = approver_title(approver["phrase"])
    for m in ctx.cues.pronoun_is.finditer(text):
        rest = text[m.end():]
        told = rest[:e.start() if (e := _TITLE_END.search(rest)) else len(rest)].strip()
        word = ctx.cues.person_title.search(told)
        named = _CHIEF_INITIALS.search(told) or word is not None and not _bare(ctx.lang, told, word.group(0))
        if named and not _says_own(own, told, ctx.lang):
            return told
    return None


def heading_over(ctx: OutputContext, clause: Clause, approver: dict[str, Any]) -> str | None:
    """The heading line over the list the clause is an item of, when it names the approver ("Ines Carvalho (Head of
    Operations)" over "- Approved the pilot on 13 August 2026."): the person the lines under it tell of, the approval
    among them. None for a clause that is no such item, or a heading naming no approver."""
    lines = ctx.text.split("\n")
    n = clause.line_no
    if not 0 <= n < len(lines):
        return None
    if not _ITEM.match(lines[n]):
        # a plain line under a heading line, no blank line between ("Ines Carvalho (Head of Operations)" over
        # "Approved the pilot on 13 August 2026."): the heading is the first line of its block, no sentence itself
        while n > 0 and lines[n - 1].strip() and not _ITEM.match(lines[n - 1]) and not _SENTENCE_END.search(lines[n - 1]):
            n -= 1
        head = lines[n] if n < clause.line_no else ""
        if n > 0 and lines[n - 1].strip():
            return None  # a line in running text, under a sentence: no heading's
    else:
        while n > 0 and lines[n - 1].strip() and _ITEM.match(lines[n - 1]):
            n -= 1  # the items of the list above the clause's, up to its first
        head = lines[n - 1] if n > 0 else ""
        if not head.strip() and n > 1 and _HEADING_MARKS.match(lines[n - 2]):
            head = lines[n - 2]  # a marked heading, a blank line between it and its list
    short = len(head) <= 40 if ctx.lang.code == "zh" else len(head.split()) <= 10
    return head if head.strip() and short and mentions(approver, head, ctx.lang) else None


def _name_start(text: str, at: int, short: str, lang: Language) -> int:
    """Where the full name starts whose family name is found at `at`: the given name or its initial written
    before it ("Ines Carvalho", "I. Carvalho", "奥利弗·勃兰特") belongs to the name, not to a title."""
    given = re.findall(r"[^\W\d_]+", short)[:-1] if lang.code != "zh" else [re.split(r"[·•・]", short)[0]]
    before = text[:at]
    for word in reversed(given):
        m = re.search(r"(?:" + re.escape(word[:3]) + r"[^\W\d_]*\.?|" + re.escape(word[0]) + r"\.)[ \t\u00a0·•・]*$",
                      before, re.IGNORECASE)
        if m is None:
            break
        before = before[:m.start()]
    return len(before)


def _title_before(lang: Language, before: str) -> tuple[str, str] | None:
    """The words before a name, in its clause, when a title is among them (CJK: among its last characters), no "and"
    between it and the name ("the Head of Finance and Ines Carvalho" gives Ines Carvalho no title); with the title
    as shown (from its first word on). A bare title word ("由总监…", "Director Ines Carvalho") says no office of its
    own, and is read as no other title."""
    edge = _BEFORE_EDGE.match(before)
    words = before[edge.end() if edge else 0:]
    if lang.code == "zh":
        words = words[-10:]
        found = list(lang.cues.person_title.finditer(words))
        # the title runs up to the name ("由运营总监" before "奥利弗"): nothing but a separator after it; shown with
        # the characters before its word that say what of ("运营总监"), a particle's or a date's not among them
        if not found or words[found[-1].end():].strip(" ·•・\u3000"):
            return None
        lead = re.search(r"[\u3400-\u9fff]*$", words[:found[-1].start()]).group(0)  # type: ignore[union-attr]
        lead = lang.cues.title_lead.sub("", lead)
        shown = lead + words[found[-1].start():].strip()
        return None if _bare(lang, shown, found[-1].group(0)) else (words, shown)
    tail = " ".join(words.split()[-5:])
    found = list(lang.cues.person_title.finditer(tail))
    if not found or lang.cues.name_joined.search(tail[found[0].start():]):
        return None
    # shown from the title's word, with the word before it that says what of ("Finance Director", "финансовый директор")
    prev = re.search(r"([^\W\d_]{4,})\s+$", tail[:found[0].start()])
    shown = tail[prev.start(1) if prev and (lang.code != "en" or prev.group(1)[0].isupper()) else found[0].start():]
    return None if _bare(lang, shown.strip(), found[0].group(0)) else (tail, shown)


def _title_behind(lang: Language, after: str) -> tuple[str, str] | None:
    """The title in brackets, or after a comma or a spaced dash, right behind a name: a title word in its first
    words ("Ines Carvalho, Head of Operations", "Инеш Карвалью (руководитель операционного отдела)"); a bare title
    word ("(总监)", "(Director)") is none."""
    m = _BEHIND.match(after)
    if m is None:
        return None
    told = (m.group(1) or m.group(2)).strip()
    first = told[:8] if lang.code == "zh" else " ".join(told.split()[:3])
    title = lang.cues.person_title.search(first)
    return (told, told) if title and not _bare(lang, told, title.group(0)) else None


def _bare(lang: Language, shown: str, word: str) -> bool:
    """True when the title shown is its title word alone, one that names no office ("总监", "Director", "директор";
    "首席运营官" or "Vice President" names one)."""
    return shown == word and (len(word) <= 2 if lang.code == "zh" else not re.search(r"\s", word))


def _says_own(own: str, title: str, lang: Language) -> bool:
    """True when the title given is the approver's own, in other words or inflected ("物流部总监" for 物流总监,
    "директором по логистике", "Logistics Director"), clipped ("Head of Ops", "фин. директор", "ген. директор"), or
    its initials ("CFO" for Chief Financial Officer)."""
    if not own:
        return True  # no title in the source: none to get wrong
    if lang.code == "zh":
        return all(ch in title for ch in own if not ch.isspace())
    initials = "".join(w[0] for w in re.findall(r"[^\W\d_]{4,}", own)).upper()
    if says_title(own, title, lang) or len(initials) >= 2 and re.search(rf"\b{initials}\b", title) is not None:
        return True
    have = [w.lower() for w in re.findall(r"[^\W\d_]{2,}", title)]
    return all(any(h[:5] == o[:5] or len(h) < len(o) and h[0] == o[0] and _clipped(h, o) for h in have)
               for o in (w.lower() for w in re.findall(r"[^\W\d_]{4,}", own)))


def _clipped(short: str, word: str) -> bool:
    """True when `short` is `word` clipped: its letters, in order ("ops" for operations, "фин" for финансовый)."""
    it = iter(word)
    return all(ch in it for ch in short)
