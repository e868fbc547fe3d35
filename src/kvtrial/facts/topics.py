"""The brief's topics named in a list ("抓住这几点：日期、范围、预算、审批、已完成和计划中的事项", "the points to keep: dates,
scope, budget, approval, done and planned items"): the approval named as one topic among the budget and others tells
no state of it, and a sentence listing them is about the brief, no claim of the pilot."""

from __future__ import annotations

import re

from kvtrial.facts.context import OutputContext

# the separators of an enumeration's items
_LIST_SEP = re.compile(r"\s*[、,，]\s*")
_LEAD_SEP = re.compile(r"[、,，]\s*$")


def topic_item(ctx: OutputContext, text: str, word: re.Match[str]) -> bool:
    """True when the approval word `word` (found in `text`) is an item of its own in an enumeration of the brief's
    topics, the budget among them, a list separator before it and a separator or an "and" after it: the approval
    named as a topic, its state told by none of the words around it. A state word ("approved", "已获批",
    "pending") is no topic."""
    before, after = text[:word.start()], text[word.end():]
    lead = _LEAD_SEP.search(before)
    tail = _LIST_SEP.match(after) or ctx.cues.clause_and.match(after)
    if lead is None or tail is None or ctx.cues.approved_word.fullmatch(word.group(0)) or \
            ctx.cues.pending_word.search(word.group(0)):
        return False
    budget = ctx.lang.templates.required_sections[2].lower()[:4]  # the Budget heading's word ("Budget", "预算")
    items = _LIST_SEP.split(before[:lead.start()])[-3:] + _LIST_SEP.split(after[tail.end():])[:3]
    return any(i.strip().lower().startswith(budget) and len(i.split()) <= 2 and len(i.strip()) <= 12 for i in items)


def lists_topics(ctx: OutputContext, text: str) -> bool:
    """True when the text names the brief's topics in a list, the approval among them (`topic_item`), and gives no
    value (no digit): the brief's own contents, told to the reader."""
    return not re.search(r"\d", text) and any(topic_item(ctx, text, m) for m in ctx.cues.approval_word.finditer(text))
