"""Find dates, money amounts, bare numbers and paragraph citations in free text, with their spans.

The grader compares what a model wrote against the source, so every way a small model might
write the same value must normalise to the same thing: "2026-03-02", "March 2, 2026",
"2nd of March 2026" and "02/03/2026" are one date; "EUR 48,500", "€48,500", "48 500 euros"
and "48.5k EUR" are one amount.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from kvtrial.facts.languages.data_keys import SOURCES_KEYS
from kvtrial.facts.languages.model import Forms
from kvtrial.facts.languages.numbers import numeral_int
from kvtrial.facts.memo import by_text

# A two-digit year written bare ("10 Mar 27 - 22 Apr 27") only where a dash, an arrow, a bracket, a table cell's bar,
# punctuation or the line's end follows it: "5 May 12 clerks" is no year.
YY_AFTER = r"(?=[^\S\n]*(?:[-–—~,;.)\]\[|│→]|\n|$|to\b|until\b|till\b|по\b|до\b))"


@dataclass(frozen=True)
class DateMention:
    """A date written in the text. `day` or `year` is None when the text left it out
    ("March 2026", "2 March"); `alternatives` holds the other reading of an ambiguous numeric date."""

    start: int
    end: int
    text: str
    year: int | None
    month: int
    day: int | None
    alternatives: tuple[tuple[int | None, int, int | None], ...] = ()

    def readings(self) -> tuple[tuple[int | None, int, int | None], ...]:
        return ((self.year, self.month, self.day),) + self.alternatives

    def matches(self, iso: str) -> bool:
        """True when some reading of this mention is the ISO date (a missing year matches any year;
        a missing day matches nothing: "March 2026" is not a full date)."""
        y, m, d = (int(x) for x in iso.split("-"))
        return any(
            (ry is None or ry == y) and rm == m and rd == d for ry, rm, rd in self.readings()
        )

    def same_month(self, iso: str) -> bool:
        y, m, _ = (int(x) for x in iso.split("-"))
        return any((ry is None or ry == y) and rm == m for ry, rm, _ in self.readings())


def numeric_date_patterns(before: str = r"\b", after: str = r"\b") -> list[re.Pattern[str]]:
    """Dates in digits, the same in every language: 2026-03-02 (and 2026/03/02, 2026.03.02), 02.03.2026
    (day first), 02/03/2026 and 02-03-2026 (ambiguous: day/month or month/day), 2026-03 (a month only)."""
    return [
        re.compile(before + r"(?P<y>\d{4})(?P<ysep>[-/.])(?P<m>\d{1,2})(?P=ysep)(?P<d>\d{1,2})" + after),
        re.compile(before + r"(?P<a>\d{1,2})(?P<sep>[./-])(?P<b>\d{1,2})(?P=sep)(?P<y>\d{4})" + after),
        # a two-digit year: 15.09.27, 12/03/26 (not a version or a decimal: no digit, dot or slash follows)
        re.compile(before + r"(?P<a>\d{1,2})(?P<sep>[./])(?P<b>\d{1,2})(?P=sep)(?P<yy>\d{2})(?![\d./,]\d)" + after),
        # the month in Roman numerals: 10.III.2027, 2.V.2027, 10 III 2027
        re.compile(before + r"(?P<d>\d{1,2})(?P<rsep>[./ ])(?P<rm>" + "|".join(ROMAN_MONTHS) + r")(?P=rsep)(?P<y>\d{4})"
                   + after),
        # a year and month with no day, ISO-style: "start = 2026-02" (a month only; never a day of it)
        re.compile(before + r"(?P<y>20\d{2})-(?P<m>0[1-9]|1[0-2])(?![-/.]?\d)" + after),
    ]


# the months in Roman numerals, longest first (a pattern tries them in this order)
ROMAN_MONTHS = ("XII", "XI", "X", "IX", "VIII", "VII", "VI", "V", "IV", "III", "II", "I")


def _valid(y: int | None, m: int, d: int | None) -> bool:
    return 1 <= m <= 12 and (d is None or 1 <= d <= 31) and (y is None or 1900 <= y <= 2200)


class SpanSet:
    """Spans asked `overlaps` in logarithmic time, as `overlaps(span, spans)` answers it: a text of one long line
    holds thousands of numbers, and asking each against every other span took minutes.

    Kept as disjoint spans sorted by start (overlapping ones merged): the only stored span that can overlap
    (s, e) is the last one starting before e, since every earlier one ends at or before that one starts."""

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        for span in sorted(spans):
            self.add(span)

    def overlaps(self, span: tuple[int, int]) -> bool:
        i = bisect.bisect_left(self._starts, span[1])
        return i > 0 and self._ends[i - 1] > span[0] and self._starts[i - 1] < span[1]

    def add(self, span: tuple[int, int]) -> None:
        s, e = span
        i = bisect.bisect_left(self._starts, e)
        # merge with every stored span that overlaps (s, e): they sit just before position i
        while i > 0 and self._ends[i - 1] > s and self._starts[i - 1] < e:
            s, e = min(s, self._starts[i - 1]), max(e, self._ends[i - 1])
            del self._starts[i - 1], self._ends[i - 1]
            i -= 1
        self._starts.insert(i, s)
        self._ends.insert(i, e)


@by_text(fresh=list)
def find_dates(text: str, forms: Forms) -> list[DateMention]:
    """Every date in `text` (in the forms of `forms`' language; English by default), longest match first,
    without overlaps, in text order."""
    found: list[DateMention] = []
    taken = SpanSet()
    for pattern in forms.date_patterns:
        for m in pattern.finditer(text):
            s, e = m.span()
            if taken.overlaps((s, e)):
                continue
            g = m.groupdict()
            alternatives: tuple[tuple[int | None, int, int | None], ...] = ()
            year: int | None  # numeric dates always carry a year and day; month-name dates may not
            day: int | None
            if g.get("a"):
                a, b = int(g["a"]), int(g["b"])
                y = int(g["y"]) if g.get("y") else 2000 + int(g["yy"])
                day_first = (y, b, a)
                month_first = (y, a, b)
                if g["sep"] == "." or not _valid(*month_first):
                    reading, alternatives = day_first, ()
                elif not _valid(*day_first):
                    reading = month_first
                else:
                    reading = day_first
                    if month_first != day_first:
                        alternatives = (month_first,)
                year, month, day = reading
            else:
                if g.get("m"):
                    month = numeral_int(g["m"])
                elif g.get("rm"):
                    month = 12 - ROMAN_MONTHS.index(g["rm"])
                else:
                    word = forms.month_number(g["mon"])
                    if word is None and g["mon"].islower() and (g.get("y") or g.get("yy") or g.get("yy2")):
                        # a month typed in lower case, read as the verb alone ("may"), is the month with a year
                        # after it ("30 may 2026" in a typed message)
                        word = forms.month_number(g["mon"].capitalize())
                    if word is None:
                        continue
                    month = word
                day = _day(g["d"], forms) if g.get("d") else None
                if g.get("d") and day is None:
                    continue
                yy = g.get("yy") or g.get("yy2")
                year = numeral_int(g["y"]) if g.get("y") else 2000 + int(yy) if yy else None
                if g.get("yw") and forms.year_word is not None:
                    year = forms.year_word(g["yw"])  # a year said aloud: "twenty twenty-seven"
                    if year is None:
                        continue
                if year is not None and year < 100:
                    year += 2000  # "27年3月10日": a two-digit year
            if not _valid(year, month, day):
                continue
            taken.add((s, e))
            found.append(DateMention(s, e, m.group(0), year, month, day, alternatives))
    found = _year_once(text, found, forms)
    found.extend(_range_ends(text, found))
    return sorted(found, key=lambda d: d.start)


# A short date in digits, its day and month and no year ("16/6", "3.5.", "28.08"; a dot after it only where a dot
# parts it): a date only where a year said once for it follows (`Forms.year_once`), else a number as it was
_SHORT_DATE = re.compile(r"(?<![\w.,/:\[-])(?P<a>\d{1,2})(?P<sep>[./])(?P<b>\d{1,2})(?:(?<=\.\d)\.|(?<=\.\d\d)\.)?"
                         r"(?![\w/]|[.,]\d)")
# what may stand between the two dates of such a range: a few words, a dash, citations; no digit and no line break
_RANGE_GAP = 40


def _year_once(text: str, found: list[DateMention], forms: Forms) -> list[DateMention]:
    """The dates of a short range whose year is said once after them ("16/6 to 28/8, both 2026", "с 16.06 по 28.08,
    оба — 2026", "6月16日至8月28日（均为2026年）"): both take that year, and the second's span runs over the words saying
    it (the year is part of the dates, no number of its own). Without such words every date is as found."""
    if forms.year_once.pattern == "(?!)":  # a language with no such words
        return found
    yearless = [d for d in found if d.year is None and d.day is not None]
    taken = SpanSet((d.start, d.end) for d in found)
    ends: list[tuple[int, int, DateMention | re.Match[str]]] = [(d.start, d.end, d) for d in yearless]
    ends += [(m.start(), m.end(), m) for m in _SHORT_DATE.finditer(text) if not taken.overlaps(m.span())]
    ends.sort(key=lambda x: x[0])
    replaced: dict[int, DateMention] = {}
    for i, (s, e, item) in enumerate(ends):
        said = forms.year_once.match(text, e)
        if said is None:
            continue
        year = int(said.group("y"))
        if (dated := _with_year(text, s, said.end(), item, year)) is None:
            continue
        replaced[s] = dated
        if i > 0:
            ps, pe, prev = ends[i - 1]
            gap = re.sub(r"\[[^\]\n]{0,20}\]|【[^】\n]{0,20}】", "", text[pe:s])
            if len(gap) <= _RANGE_GAP and not re.search(r"[\d\n]", gap) and not any(pe <= d.start < s for d in found) \
                    and (first := _with_year(text, ps, pe, prev, year)) is not None:
                replaced[ps] = first
    if not replaced:
        return found
    kept = [d for d in found if d.start not in replaced]
    return sorted(kept + list(replaced.values()), key=lambda d: d.start)


def _with_year(text: str, s: int, e: int, item: DateMention | re.Match[str], year: int) -> DateMention | None:
    """A date of a short range with the year said once for it: a yearless date found, or a short one in digits read
    day first (with a slash, month first too where that reads as a date as well)."""
    if isinstance(item, DateMention):
        readings = [(year, m, d) for _, m, d in item.readings() if _valid(year, m, d)]
    else:
        a, b = int(item.group("a")), int(item.group("b"))
        readings = [r for r in ((year, b, a), (year, a, b)) if _valid(*r)]
        if item.group("sep") == ".":
            readings = readings[:1] if readings and readings[0] == (year, b, a) else []
    readings = list(dict.fromkeys(readings))
    if not readings:
        return None
    (y, m, d), *others = readings
    return DateMention(s, e, text[s:e], y, m, d, tuple(others))


def _day(text: str, forms: Forms) -> int | None:
    """A date's day: digits or Chinese numerals, or a word the language reads as a day ("десятого")."""
    if forms.day_word is not None and not text.isdigit():
        return forms.day_word(text)
    return numeral_int(text)


# A range whose two ends share a year or a month writes it once: "5–20 May 2027", "с 5 по 20 мая", "10.03–22.04.2027"
# (the first end lacks what the second gives), "2027年5月5日至20日", "2027.03.10–04.22" (the second lacks it).
# (a timeline row's arrow joins them as a dash does: "2027-04-28 → 07-07", "2027/5/4→8/3")
_RANGE_SEP = r"\s*(?:[-–—~～→]|->|to|until|till|по|до|至|到)\s*"
# the first end of a range that takes its year (and month, if it has none) from the second: "8–20.IV.2027", "8.02–7.04.2027",
# "8.II–7.IV.2027" (a Roman month in capitals only: "i" and "v" are words)
_DAY_BEFORE = re.compile(r"(?<![\d\[.,/])(?P<d>\d{1,2})(?:[./](?P<m>\d{1,2})|\.(?-i:(?P<rm>" + "|".join(ROMAN_MONTHS)
                         + r")))?\.?" + _RANGE_SEP + r"$", re.IGNORECASE)
_DAY_AFTER = re.compile(_RANGE_SEP + r"(?:(?P<m>\d{1,2})(?:[./-]|\s*月\s*))?(?P<d>\d{1,2})(?:\s*[日号]|(?![\d.,/]))",
                        re.IGNORECASE)


def _range_ends(text: str, found: list[DateMention]) -> list[DateMention]:
    out: list[DateMention] = []
    taken = [(d.start, d.end) for d in found]
    for d in found:
        if d.day is None:
            continue
        before = _DAY_BEFORE.search(text, max(0, d.start - 12), d.start)
        if before and not d.alternatives:
            month = int(before.group("m")) if before.group("m") else d.month
            if before.group("rm"):
                month = 12 - ROMAN_MONTHS.index(before.group("rm"))
            day = int(before.group("d"))
            lead = re.match(r"\d+", d.text)
            if before.group("m") and lead is not None and int(lead.group()) != d.day:
                month, day = day, month  # the second end is written month first ("03/10–04/22/2027"): so is the first
            s, e = before.start(), max(before.end("d"), before.end("m"), before.end("rm"))
            if _valid(d.year, month, day) and (month, day) < (d.month, d.day) and not any(
                    s < te and ts < e for ts, te in taken):
                out.append(DateMention(s, e, text[s:e], d.year, month, day))
                continue
        after = _DAY_AFTER.match(text, d.end)
        if after and d.year is not None and not d.alternatives:
            month = int(after.group("m")) if after.group("m") else d.month
            day = int(after.group("d"))
            s, e = after.start("m") if after.group("m") else after.start("d"), after.end()
            if _valid(d.year, month, day) and (month, day) > (d.month, d.day) and not any(
                    s < te and ts < e for ts, te in taken):
                out.append(DateMention(s, e, text[s:e], d.year, month, day))
    return out


# ---------------------------------------------------------------- amounts

CURRENCY_WORDS = {
    "eur": "EUR", "euro": "EUR", "euros": "EUR", "€": "EUR",
    "usd": "USD", "us$": "USD", "us dollar": "USD", "us dollars": "USD", "dollar": "USD", "dollars": "USD", "$": "USD",
    "gbp": "GBP", "pound": "GBP", "pounds": "GBP", "sterling": "GBP", "£": "GBP",
    "chf": "CHF", "franc": "CHF", "francs": "CHF", "swiss francs": "CHF", "swiss franc": "CHF", "fr.": "CHF",
    "swiss franks": "CHF", "swiss frank": "CHF",
    "sfr": "CHF", "sfr.": "CHF",
    "sek": "SEK", "kronor": "SEK", "krona": "SEK",
    "jpy": "JPY", "yen": "JPY", "¥": "JPY",
}
# (and the franc as speech recognition or a hurried hand spells it after "Swiss": "Swiss franks")
CURRENCY = (r"swiss\s+fran[ck]s?|us\s+dollars?|us\$|eur|euros?|usd|dollars?|gbp|pounds?(?:\s+sterling)?|sterling"
            r"|chf|sfr\.?|francs?|sek|kronor|krona|jpy|yen|€|\$|£|¥")
ENGLISH_MULTIPLIERS = {"thousand": 1000, "million": 1_000_000, "mn": 1_000_000, "k": 1000, "m": 1_000_000,
                       "billion": 1_000_000_000, "bn": 1_000_000_000}
# A number in scientific notation, as a data file or a spreadsheet writes it ("74e3", "1.2e4", "6.45E+04"): its value,
# in every language (read before any language's own digit forms, which would stop at the "e")
SCIENTIFIC = r"\d{1,6}(?:\.\d+)?[eE][+]?\d{1,2}(?![\w.])"
_SCIENTIFIC = re.compile(r"(?<![\w.,])" + SCIENTIFIC)
# A digit number: 48,500 / 48 500 / 48,500.00; 48'500 / 48’500 (Swiss); 48.500 / 48.500,00 (European); 48500 / 48.5 / 48,5
NUM = (SCIENTIFIC + r"|\d{1,3}(?:[,\u00a0\u202f'’ ]\d{3})+(?:\.\d+)?"
       r"|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?"
       r"|\d+(?:[.,]\d+)?")


def amount_patterns(currency: str, mult: str, number_before: str = r"(?<![\w.,])",
                    currency_before: str = r"(?<![\w$€£¥])", currency_after: str = r"(?![\w])",
                    mult_after: str = r"\b") -> tuple[re.Pattern[str], ...]:
    """A currency before or after a digit number (with an optional multiplier word: "48.5k", "9.15万")."""
    m = r"(?:\s*(?P<mult>" + mult + r")" + mult_after + r")?"
    return (
        re.compile(currency_before + r"(?P<cur>" + currency + r")\s?(?P<num>" + NUM + r")" + m, re.IGNORECASE),
        re.compile(number_before + r"(?P<num>" + NUM + r")" + m + r"\s?(?P<cur>" + currency + r")" + currency_after,
                   re.IGNORECASE),
    )


def parse_number(token: str) -> Decimal | None:
    """A written number as a Decimal: thousands separators (",", ".", spaces, "'", "’") removed,
    a decimal comma read as a point. None when it is not a number."""
    t = token.strip().replace("\u00a0", " ").replace("\u202f", " ")
    if re.fullmatch(r"(?!0\D)\d{1,3}(?:[, '’]\d{3})+(?:\.\d+)?", t):  # "0,045" is a decimal, not 45
        t = re.sub(r"[, '’]", "", t)
    elif re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?", t):
        t = t.replace(".", "").replace(",", ".")
    elif re.fullmatch(r"\d+,\d+", t):
        t = t.replace(",", ".")
    try:
        return Decimal(t)
    except InvalidOperation:
        return None


@dataclass(frozen=True)
class AmountMention:
    """A money amount: value in whole currency units, currency as an ISO code."""

    start: int
    end: int
    text: str
    value: Decimal
    currency: str


def currency_code(word: str, forms: Forms) -> str:
    """The ISO code of a currency word: the word itself, its first word, or the longest key it starts with."""
    w = re.sub(r"\s+", " ", word.lower())
    words = forms.currency_words
    if w in words:
        return words[w]
    if w.split(" ")[0] in words:
        return words[w.split(" ")[0]]
    for key in sorted(words, key=len, reverse=True):
        if w.startswith(key):
            return words[key]
    raise KeyError(word)


def multiplier(word: str, forms: Forms) -> int:
    w = word.lower().rstrip(".")
    for key in sorted(forms.multipliers, key=len, reverse=True):
        if w.startswith(key):
            return forms.multipliers[key]
    raise KeyError(word)


@by_text(fresh=list)
def find_amounts(text: str, forms: Forms) -> list[AmountMention]:
    """Every number (in digits or in words) written with a currency next to it, in text order."""
    found: list[AmountMention] = []
    taken = SpanSet()
    for pattern in forms.amount_patterns:
        for m in pattern.finditer(text):
            s, e = m.span()
            if taken.overlaps((s, e)) or "\n" in text[s:e].strip():
                continue  # a currency ending one line and the list marker opening the next ("美元\n5）") make no amount
            value = parse_number(m.group("num"))
            if value is None:
                continue
            if m.group("mult"):
                value *= multiplier(m.group("mult"), forms)
            found.append(AmountMention(s, e, m.group(0), value.normalize(), currency_code(m.group("cur"), forms)))
            taken.add((s, e))
    cur_after = re.compile(r"\s*(?P<cur>" + forms.currency + r")", re.IGNORECASE)
    cur_before = re.compile(forms.currency_before + r"(?P<cur>" + forms.currency + r")\s*$", re.IGNORECASE)
    for s, e, value in forms.word_numbers(text):
        if taken.overlaps((s, e)):
            continue
        after = cur_after.match(text, e)
        before = cur_before.search(text[max(0, s - 30):s])
        if after:
            found.append(AmountMention(s, after.end(), text[s:after.end()], value.normalize(),
                                       currency_code(after.group("cur"), forms)))
            taken.add((s, after.end()))
        elif before:
            b = s - len(before.group(0))
            found.append(AmountMention(b, e, text[b:e], value.normalize(), currency_code(before.group("cur"), forms)))
            taken.add((b, e))
    return sorted(found, key=lambda a: a.start)


def currencies_in(text: str, forms: Forms) -> set[str]:
    """ISO codes of currency words/symbols appearing anywhere in the text (amount or not)."""
    return {currency_code(m.group("c"), forms) for m in forms.currency_rx.finditer(text)}


# ---------------------------------------------------------------- numbers and citations


@dataclass(frozen=True)
class NumberMention:
    start: int
    end: int
    text: str
    value: Decimal


# A time of day: hours and minutes (and seconds) joined by colons, in every language.
_TIME = re.compile(r"(?<![\d:.,])(?:[01]?\d|2[0-3])[:：][0-5]\d(?:[:：][0-5]\d)?(?![\d:：]|[.,]\d)")


@by_text(fresh=list)
def find_numbers(text: str, forms: Forms) -> list[NumberMention]:
    """Every digit-written number (with thousands separators, decimals, a multiplier word), in text order."""
    out = []
    times = [t.span() for t in _TIME.finditer(text)]
    scientific = [(m.start(), m.end()) for m in _SCIENTIFIC.finditer(text)]
    for s, e in scientific:
        value = parse_number(text[s:e])
        if value is not None:
            out.append(NumberMention(s, e, text[s:e], value.normalize()))
    for m in forms.number_rx.finditer(text):
        if any(s <= m.start() < e for s, e in times + scientific):
            continue  # a time of day ("[10:42]", "14:30"), as a chat or a minute writes it: no count; ("74e3") read whole
        value = parse_number(m.group(1))
        if value is None:
            continue
        if m.group(2):
            value *= multiplier(m.group(2), forms)
        out.append(NumberMention(m.start(), m.end(), m.group(0), value.normalize()))
    return sorted(out, key=lambda n: n.start)


@dataclass(frozen=True)
class Citation:
    start: int
    end: int
    numbers: tuple[int, ...]


def _expand(numbers: str, forms: Forms) -> tuple[int, ...]:
    out: list[int] = []
    for part in forms.citation_split.split(numbers):
        rng = forms.citation_range.fullmatch(part.strip())
        if rng:
            a, b = int(rng.group(1)), int(rng.group(2))
            out.extend(range(a, b + 1) if 0 <= b - a <= 20 else (a, b))
        elif part.strip().isdigit():
            out.append(int(part))
        else:  # a paragraph's number said aloud ("paragraphs two, eight and fourteen")
            said = forms.word_numbers(part.strip(), True)
            if len(said) == 1 and said[0][:2] == (0, len(part.strip())):
                out.append(int(said[0][2]))
    return tuple(out)


# Citation forms every language's writers use, whatever the brief's language: a number in any square or
# lenticular bracket ("〔4〕", "【4】", "［4］"), a section sign ("§8", "§2, §8"), a page-style "(p2/p8)".
_NUMS = r"\d{1,3}(?:\s*(?:,|，|、|/|;|；)\s*(?:§|p)?\s*\d{1,3})*"
_SHARED_CITATIONS = (
    re.compile(r"[\[【［〔〖]\s*(" + _NUMS + r")\s*[\]】］〕〗]"),
    re.compile(r"§\s*(" + _NUMS + r")"),
    re.compile(r"[(（]\s*p\s*(" + _NUMS + r")\s*[)）]", re.IGNORECASE),
)

# A data brief's citation key with its paragraph numbers as the value, bare or quoted ('"para": 2', "source: 3, 9",
# '"sources": "4"'), the keys of the shared table (kvtrial.facts.languages.data_keys): its numbers cite.
_DATA_CITATION = re.compile(
    r"(?:^|(?<=[{,\s]))[\"“'«]?(?:" + "|".join(sorted((r"[ _-]".join(map(re.escape, k.split())) for k in SOURCES_KEYS),
                                                   key=len, reverse=True))
    + r")[\"”'»]?[ \t]*[:：=][ \t]*[\"“'«]?(" + _NUMS + r")[\"”'»]?(?=[ \t]*(?:[,，}\]\n#]|$))", re.IGNORECASE)


class _Taken:
    """Spans that overlap none of each other, in order: whether a new span overlaps one of them, by bisection (a brief
    of thousands of citations was checked against every one found before)."""

    def __init__(self) -> None:
        self._spans: list[tuple[int, int]] = []

    def overlaps(self, s: int, e: int) -> bool:
        i = bisect.bisect_left(self._spans, (e,)) - 1  # the last span starting before e: only it can reach past s
        return i >= 0 and self._spans[i][1] > s

    def add(self, s: int, e: int) -> None:
        bisect.insort(self._spans, (s, e))


@by_text(fresh=list)
def find_citations(text: str, forms: Forms) -> list[Citation]:
    """Paragraph citations: "[3]", "[3, 7]", "[3-5]", "(paragraph 3)", "paras 3 and 7", "¶3", "〔3〕", "§3",
    "(p3)", the language's own forms ("第3段", "абз. 3") and a table column of bare paragraph numbers."""
    found: list[Citation] = []
    taken = _Taken()  # the spans found, each candidate checked against them in logarithmic time

    def keep(s: int, e: int, numbers: tuple[int, ...]) -> None:
        found.append(Citation(s, e, numbers))
        taken.add(s, e)

    for pattern in forms.citation_patterns:
        for m in pattern.finditer(text):
            s, e = m.span()
            if not taken.overlaps(s, e):
                keep(s, e, _expand(m.group(1), forms))
    for pattern in _SHARED_CITATIONS:
        for m in pattern.finditer(text):
            s, e = m.span()
            if not taken.overlaps(s, e):
                keep(s, e, tuple(int(n) for n in re.findall(r"\d+", m.group(1))))
    for m in _DATA_CITATION.finditer(text):
        s, e = m.span(1)
        if not taken.overlaps(s, e):
            keep(s, e, tuple(int(n) for n in re.findall(r"\d+", m.group(1))))
    for s, e, numbers in _column_citations(text, forms):
        if not taken.overlaps(s, e):
            keep(s, e, _expand(numbers, forms))
    return sorted(found, key=lambda c: c.start)


def without_citations(text: str, forms: Forms) -> str:
    """`text` with each paragraph citation (`find_citations`) replaced by one space."""
    for cite in reversed(find_citations(text, forms)):
        text = text[:cite.start] + " " + text[cite.end:]
    return text


_CELL = re.compile(r"(?<=\|)[^|]*")  # every cell after a bar, empty ones too
_RULE = re.compile(r"\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*")  # "|---|:---:|" under a header row
_BORDER = re.compile(r"\s*\+(?:[-=]+\+)+\s*")  # "+------+------+" around an ASCII table
_MAX_BARE_CITE = 99  # a paragraph number; a bare column of larger numbers holds counts, not citations


def _column_citations(text: str, forms: Forms) -> list[tuple[int, int, str]]:
    """Bare paragraph numbers in a table column whose header names it ("| Para |", "| Source |"), or, in a
    table without a header row, in a column (not the first) where every cell is such a list of small numbers:
    (start, end, numbers) of each such cell."""
    out: list[tuple[int, int, str]] = []
    rows: list[tuple[int, str]] = []
    offset = 0
    cite = re.compile(r"\s*(" + forms.citation_list + r")\s*")
    for line in text.splitlines(keepends=True) + [""]:
        if _BORDER.fullmatch(line.rstrip("\n")) and line.strip():
            pass  # a border line is part of the table, no row
        elif line.strip().startswith("|"):
            rows.append((offset, line.rstrip("\n")))
        elif line.count("|") >= 2:
            rows.append((offset - 1, "|" + line.rstrip("\n")))  # a row without outer bars: its first cell opens the line
        else:
            body: list[tuple[int, str]] = []
            cols: list[int] = []
            if len(rows) >= 3 and _RULE.fullmatch(rows[1][1]):
                head = [m.group(0) for m in _CELL.finditer(rows[0][1])]
                cols = [i for i, cell in enumerate(head) if forms.citation_column.match(cell.strip())]
                body = rows[2:]
            elif len(rows) >= 3 and not any(_RULE.fullmatch(r) for _, r in rows) and any(
                    forms.citation_column.match(m.group(0).strip()) for m in _CELL.finditer(rows[0][1])):
                # a header row with no rule line under it ("№ | Topic | Entry | Para") still names the citing column
                head = [m.group(0) for m in _CELL.finditer(rows[0][1])]
                cols = [i for i, cell in enumerate(head) if forms.citation_column.match(cell.strip())]
                body = rows[1:]
            elif len(rows) >= 3 and not any(_RULE.fullmatch(r) for _, r in rows):
                body = rows
                cells = [[m.group(0) for m in _CELL.finditer(r)] for _, r in body]
                width = min(len(c) for c in cells)
                cols = [i for i in range(1, width)
                        if all((m := cite.fullmatch(c[i])) and all(int(n) <= _MAX_BARE_CITE
                                                                     for n in re.findall(r"\d+", m.group(1)))
                               for c in cells)]
            for base, row in body:
                cells_ = list(_CELL.finditer(row))
                # a row whose first cell names the citations, in a table with the facts as columns ("| Абзац | 3 |
                # 10 | 17 |"): each of its cells cites the paragraph of the fact above it
                row_cols = range(1, len(cells_)) if cells_ and forms.citation_column.match(cells_[0].group(0).strip()) \
                    else []
                for i in sorted(set(cols) | set(row_cols)):
                    if i < len(cells_):
                        cell = cells_[i]
                        m = cite.fullmatch(cell.group(0))
                        if m:
                            out.append((base + cell.start() + m.start(1), base + cell.start() + m.end(1), m.group(1)))
            rows = []
        offset += len(line)
    return out
