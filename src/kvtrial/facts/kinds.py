"""The one dispatch table over fact kinds: for each kind, how it is labelled in a brief, how in a
one-fact answer, and how a Sources line names it besides by its fact name."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kvtrial.facts import answer_rules, brief_rules, citations
from kvtrial.facts.context import OutputContext
from kvtrial.facts.languages import Language
from kvtrial.facts.material import Fact, Question


@dataclass(frozen=True)
class KindRules:
    in_brief: Callable[[OutputContext, Fact], brief_rules.Verdict]
    in_answer: Callable[[Question, str, Language], tuple[str, str]]
    named_in: citations.NamedIn


KINDS: dict[str, KindRules] = {
    "date": KindRules(brief_rules.grade_date, answer_rules.answer_date, citations.names_date),
    "amount": KindRules(brief_rules.grade_budget, answer_rules.answer_amount, citations.names_nothing_else),
    "status": KindRules(brief_rules.grade_status, answer_rules.answer_status, citations.names_nothing_else),
    "scope": KindRules(brief_rules.grade_scope, answer_rules.answer_scope, citations.names_process),
    "done": KindRules(brief_rules.grade_stage, answer_rules.answer_item, citations.names_item),
    "planned": KindRules(brief_rules.grade_stage, answer_rules.answer_item, citations.names_item),
    "negation": KindRules(brief_rules.grade_negation, answer_rules.answer_item, citations.names_item),
}


def rules_for(kind: str) -> KindRules:
    try:
        return KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown fact kind {kind!r}; known kinds: {', '.join(KINDS)}") from None
