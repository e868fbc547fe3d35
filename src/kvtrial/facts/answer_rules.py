"""How each fact kind is labelled in a short extraction answer: one rule per kind, each returning
(label, detail). An empty or "I don't know" answer is settled before any rule runs."""

from __future__ import annotations

import re
from decimal import Decimal

from kvtrial.facts.cues import mentions
from kvtrial.facts.grades import CORRECT, DISTORTED, OMITTED
from kvtrial.facts.languages import Language
from kvtrial.facts.material import Question
from kvtrial.facts.parse import currencies_in, find_amounts, find_citations, find_dates, find_numbers


def answer_date(question: Question, answer: str, lang: Language) -> tuple[str, str]:
    want = question.fact.value["date"]
    dates = find_dates(answer, lang.forms)
    good = [d for d in dates if d.matches(want)]
    bad = [d for d in dates if not d.matches(want)]
    if good and not bad:
        return CORRECT, f"{want}"
    if dates:
        return DISTORTED, f"gives {(bad or dates)[0].text!r} (source: {want})"
    # a year alone ("1999 г.", "2027年", "in 2026") is a date given without its day and month, like a month alone
    year = _YEAR.search(answer)
    if year:
        return DISTORTED, f"gives only a year, {year.group(0)!r} (source: {want})"
    return OMITTED, "no date in the answer"


_YEAR = re.compile(r"(?<![\d.,\[])(?:19|20)\d{2}(?![\d.,\]])")


def answer_amount(question: Question, answer: str, lang: Language) -> tuple[str, str]:
    fact = question.fact
    want, cur = Decimal(fact.value["amount"]), fact.value["currency"]
    amounts = find_amounts(answer, lang.forms)
    if any(a.value == want and a.currency == cur for a in amounts):
        return CORRECT, f"{cur} {want}"
    if amounts:
        return DISTORTED, f"gives {amounts[0].text!r} (source: {cur} {want})"
    # a paragraph citation ("[11]", "第3段") is not an amount
    cited = [(c.start, c.end) for c in find_citations(answer, lang.forms)]
    numbers = [n for n in find_numbers(answer, lang.forms) if not any(a <= n.start < b for a, b in cited)]
    if any(n.value == want for n in numbers):
        return (CORRECT, f"{cur} {want}") if cur in currencies_in(answer, lang.forms) else (
            DISTORTED, f"amount without its currency {cur}")
    if numbers:
        return DISTORTED, f"gives {numbers[0].text!r} (source: {cur} {want})"
    return OMITTED, "no amount in the answer"


def answer_status(question: Question, answer: str, lang: Language) -> tuple[str, str]:
    low = answer.lower()
    cues = lang.cues
    positive = [m for m in cues.answer_approved.finditer(low) if not cues.negation_before.search(low[:m.start()])]
    pending = bool(cues.answer_pending.search(low))
    if positive and pending:
        return DISTORTED, "says both approved and pending"
    said = "pending" if pending else "approved" if positive else None
    if said is None:
        return OMITTED, "no approval status in the answer"
    if said == question.fact.value["status"]:
        return CORRECT, said
    return DISTORTED, f"says {said}; the source says {question.fact.value['status']}"


def _item_verdict(question: Question, answer: str, lang: Language, hit: bool, partial: bool) -> tuple[str, str]:
    """An item answer naming another fact's item is a confusion, whether or not it also names this one."""
    confused = []
    for other in question.confusions:
        if other.kind == "scope":
            if mentions(other.value["process"], answer, lang):
                confused.append(other.value["process"]["short"])
        elif mentions(other.value["item"], answer, lang):
            confused.append(other.value["item"]["short"])
    if confused:
        return DISTORTED, f"names {confused[0]} ({'also ' if hit else ''}confused with another fact)"
    if hit:
        return CORRECT, "stated"
    if partial:
        return OMITTED, "partly stated"
    return OMITTED, "the answer does not name it"


def answer_scope(question: Question, answer: str, lang: Language) -> tuple[str, str]:
    proc = mentions(question.fact.value["process"], answer, lang)
    site = mentions(question.fact.value["site"], answer, lang)
    return _item_verdict(question, answer, lang, proc and site, proc or site)


def answer_item(question: Question, answer: str, lang: Language) -> tuple[str, str]:
    return _item_verdict(question, answer, lang, mentions(question.fact.value["item"], answer, lang), False)
