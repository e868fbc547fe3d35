"""Numbers written in words, read into values: "ninety-one thousand five hundred",
"девяносто одна тысяча пятьсот", "九万一千五百" (and mixed "9万1500")."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from decimal import Decimal

Found = list[tuple[int, int, Decimal]]


@functools.lru_cache(maxsize=64)
def _number_word_rx(words: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern over a language's number words, longest first; built once per word list (a grade reads numbers in
    words many times, and building the pattern cost more than the search)."""
    ordered = sorted(words, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(r"\s+".join(re.escape(p) for p in w.split()) for w in ordered)
                      + r")(?!\w)", re.IGNORECASE)


def scale_word_numbers(text: str, small: Mapping[str, int], scales: Mapping[str, int],
                       joiners: tuple[str, ...] = (), hundreds: Mapping[str, int] | None = None,
                       halves: tuple[str, ...] = (), keep_single: bool = False) -> Found:
    """Runs of number words (units, tens, hundreds; then a scale word: thousand, million) as values.
    `small` maps each word below a thousand to its value; `hundreds` multiply what precedes them
    ("five hundred"); `joiners` ("and") may sit between number words; `halves` ("and a half", "с половиной")
    add a half to the number before them ("fifty-seven and a half thousand" = 57500).
    A run of one word below twenty is left out ("one", "two" are too often not a quantity in a brief), unless
    `keep_single` (a short answer to a question asking for a number: "three")."""
    hundreds = hundreds or {}
    token = _number_word_rx(tuple(small) + tuple(scales) + tuple(joiners) + tuple(hundreds) + halves)
    out: Found = []
    pos = 0
    while True:
        m = token.search(text, pos)
        if m is None:
            return out
        start, end = m.start(), m.end()
        total, group, n_words, last_end = Decimal(0), Decimal(0), 0, m.start()
        cur: re.Match[str] | None = m
        while cur is not None:
            w = " ".join(cur.group(0).lower().split())
            if w in halves:
                if n_words == 0 or group == 0:
                    break
                group += Decimal("0.5")
                last_end = cur.end()
            elif w in joiners:
                if n_words == 0:
                    break
            elif w in hundreds:
                group = max(group, Decimal(1)) * hundreds[w]
                n_words += 1
                last_end = cur.end()
            elif w in scales:
                total += max(group, Decimal(1)) * scales[w]
                group = Decimal(0)
                n_words += 1
                last_end = cur.end()
            elif small[w] >= 100 and 0 < group < 100 and total == 0:
                # a hundreds word after tens or units, which a number never writes so but speech does for thousands
                # ("тридцать шесть пятьсот" = 36500): the tens the thousands, the hundreds after them
                total, group = group * 1000, Decimal(small[w])
                n_words += 1
                last_end = cur.end()
            else:
                group += small[w]
                n_words += 1
                last_end = cur.end()
            nxt = token.match(text, re.match(r"[\s-]*", text[cur.end():]).end() + cur.end())  # type: ignore[union-attr]
            cur = nxt
        end = last_end
        value = total + group
        pos = max(end, m.end())
        if n_words == 0 or (n_words == 1 and value < 20 and not keep_single) or value != int(value):
            continue  # a half left over ("two and a half") is no amount the rules read
        out.append((start, end, Decimal(int(value))))


# (and the financial forms a cheque or a formal notice writes: "贰万贰仟伍佰" = 22500)
_ZH_DIGITS = {"零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
              "壹": 1, "贰": 2, "貳": 2, "叁": 3, "參": 3, "肆": 4, "伍": 5, "陆": 6, "陸": 6, "柒": 7, "捌": 8, "玖": 9}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "拾": 10, "佰": 100, "仟": 1000}
_ZH_SCALES = {"万": 10_000, "亿": 100_000_000, "萬": 10_000, "億": 100_000_000}
_ZH_RUN = re.compile(r"[零〇一二两三四五六七八九十百千万亿壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬億\d]+")


def chinese_number(run: str) -> int:
    """九万一千五百 -> 91500; 9万1500 -> 91500; 十二 -> 12."""
    total, section, number = 0, 0, 0
    last_unit, zero = 0, False  # the unit just before a trailing numeral; a 零 in between
    for digits in re.finditer(r"\d+|.", run):
        ch = digits.group(0)
        if ch.isdigit():
            number = int(ch)
        elif ch in _ZH_DIGITS:
            number = _ZH_DIGITS[ch]
            zero = zero or number == 0
        elif ch in _ZH_UNITS:
            section += (number or 1) * _ZH_UNITS[ch]
            number, last_unit, zero = 0, _ZH_UNITS[ch], False
        else:
            total = (total + section + number) * _ZH_SCALES[ch]
            section, number, last_unit, zero = 0, 0, _ZH_SCALES[ch], False
    if number and last_unit >= 100 and not zero and not re.search(r"\d\d", run):
        number *= last_unit // 10  # spoken short form: 五万七 = 57000, 三千五 = 3500 (the next lower unit understood)
    return total + section + number


def numeral_int(text: str) -> int:
    """A date part in digits or Chinese numerals: "2026", "二〇二六" / "二零二六" (digit by digit), "十二", "二十五"."""
    if text.isdigit() and text.isascii():
        return int(text)
    text = text.replace("廿", "二十").replace("卅", "三十")  # a date's day in words: 廿五 = 25, 卅日 = 30
    if all(ch in _ZH_DIGITS for ch in text):
        return int("".join(str(_ZH_DIGITS[ch]) for ch in text))
    return chinese_number(text)


def chinese_word_numbers(text: str, keep_single: bool = False) -> Found:
    """Runs of Chinese numerals (with digits mixed in) holding at least one numeral character and either a
    unit (十百千万亿) or two numerals: "九万一千五百", "十二", "9万1500". Digits alone are not words; a lone numeral
    ("三") counts only with `keep_single` (a short answer asking for a number)."""
    out: Found = []
    for m in _ZH_RUN.finditer(text):
        run = m.group(0)
        cjk = re.sub(r"\d", "", run)
        if not cjk or not (re.search(r"[十百千万亿拾佰仟萬億]", run) or len(cjk) >= 2 or keep_single):
            continue
        if re.fullmatch(r"\d+[万亿萬億]?", run) or re.fullmatch(r"[万亿千百十拾佰仟萬億]+", run):
            continue  # "9万" is an amount in digits with its multiplier; a lone unit is no number
        out.append((m.start(), m.end(), Decimal(chinese_number(run))))
    return out


_EN_SMALL = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}


# "k" after number words below a thousand, as speech says the thousands ("eighty-two k"); no number word of its own
_EN_K = re.compile(r"[\s-]*k(?![\w'’])", re.IGNORECASE)


def english_word_numbers(text: str, keep_single: bool = False) -> Found:
    """"ninety-one thousand five hundred" -> 91500; "eighty-two k" -> 82000."""
    found = scale_word_numbers(text, _EN_SMALL, {"thousand": 1000, "million": 1_000_000}, ("and",), {"hundred": 100},
                               ("and a half",), True)
    out: Found = []
    for start, end, value in found:
        k = _EN_K.match(text, end)
        if k is not None and value < 1000:
            out.append((start, k.end(), value * 1000))
        elif keep_single or not (value < 20 and len(text[start:end].split()) == 1 and "-" not in text[start:end]):
            out.append((start, end, value))
    return out
