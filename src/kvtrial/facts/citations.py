"""Which paragraphs an output cites for a stated fact, and whether that citation is right."""

from __future__ import annotations

import re
from collections.abc import Callable

from kvtrial.facts.context import OutputContext, overlaps
from kvtrial.facts.cues import mentions
from kvtrial.facts.material import Fact
from kvtrial.facts.parse import find_citations, find_numbers


def names_item(ctx: OutputContext, fact: Fact, piece: str, start: int) -> bool:
    return mentions(fact.value["item"], piece, ctx.lang)


def names_process(ctx: OutputContext, fact: Fact, piece: str, start: int) -> bool:
    return mentions(fact.value["process"], piece, ctx.lang)


def names_date(ctx: OutputContext, fact: Fact, piece: str, start: int) -> bool:
    return any(start <= d.mention.start < start + len(piece) and d.mention.matches(fact.value["date"])
               for d in ctx.dates)


def names_nothing_else(ctx: OutputContext, fact: Fact, piece: str, start: int) -> bool:
    return False


NamedIn = Callable[[OutputContext, Fact, str, int], bool]


def source_line_citations(ctx: OutputContext, fact: Fact, named_in: NamedIn) -> list[int]:
    """Paragraph numbers that the Sources section gives for this fact, found by its name or by
    `named_in` (the kind's own way of being named: its item, its date). A line listing several facts
    ("Start date [2], budget [4]") is cut after each citation."""
    out: list[int] = []
    n_par = len(ctx.material.paragraphs)
    for c in ctx.clauses:
        if not c.in_sources:
            continue
        pos = 0
        for piece in re.split(r"(?<=[\]】段])(\s*[,;.，；。、]\s*)", c.text) + [""]:
            frag_start = c.start + pos
            pos += len(piece)
            if not piece.strip() or re.fullmatch(r"\s*[,;.，；。、]\s*", piece):
                continue
            if not (ctx.cues.source_names[fact.fact_id].search(piece) or named_in(ctx, fact, piece, frag_start)):
                continue
            cites = [n for cite in find_citations(piece, ctx.forms) for n in cite.numbers]
            if not cites:  # "Start date: 2" - a bare number in a Sources line is a paragraph number
                cites = [int(n.value) for n in find_numbers(piece, ctx.forms)
                         if n.value == int(n.value) and 1 <= n.value <= n_par
                         and not overlaps((frag_start + n.start, frag_start + n.end), ctx.value_spans())]
            out.extend(cites)
    return out


def citation_state(fact: Fact, cited: list[int]) -> str:
    if not cited:
        return "missing"
    return "correct" if fact.paragraph in cited else "incorrect"
