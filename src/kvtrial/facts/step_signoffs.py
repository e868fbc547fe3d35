"""A sign-off required for a step of the pilot, not for the pilot: one with its money ("Release of the funds needs
Procurement's sign-off", "预算拨付前还须经财务部审批", "Средства выделят только после согласования с финансовым отделом") or
its start ("Before the start, IT security must sign off", "启动前还需信息安全部审批", "Перед стартом нужно ещё
согласование службы информационной безопасности"): by another party than the source's approver or body, one more
sign-off the source does not report (an addition, the pilot's approval untouched); by the source's own approver, where
the approval is given, that approver named again."""

from __future__ import annotations

import re

from kvtrial.facts.context import OutputContext
from kvtrial.facts.cues import approver_title, mentions, says_title

# a requirement ("must", "needs", "only after"; "须经", "需要", "必须"; "должен", "нужно", "только после") on a step with the
# pilot's money, not on the pilot ("Release of the funds needs Procurement's sign-off", "预算拨付前还须经财务部审批",
# "Средства выделят только после согласования с финансовым отделом"): a sign-off of that step, not the pilot's approval
_REQUIRED = {"en": re.compile(r"\b(?:must|has\s+to|have\s+to|needs?|requires?|required|only\s+(?:after|once|when))\b",
                              re.IGNORECASE),
             "zh": re.compile(r"须|需|必须|才能|之前"),
             "ru": re.compile(r"\bдолж\w*|\bнужн\w*|\bтребу\w*|\bнеобходим\w*|\bтолько\s+после\b", re.IGNORECASE)}
_MONEY_STEP = {"en": re.compile(r"\b(?:funds?|funding|money|budget|spend(?:ing)?|payments?|purchases?|invoices?)\b",
                                re.IGNORECASE),
               "zh": re.compile(r"资金|预算|拨付|付款|支出|款项|采购|经费"),
               "ru": re.compile(r"\b(?:средств|бюджет|расход|плат[её]ж|закуп|финансирован)\w*", re.IGNORECASE)}
# the pilot's start as the step a sign-off is required before ("before the start", "перед стартом", "启动前")
_START_STEP = {"en": re.compile(r"\b(?:before|prior\s+to)\s+(?:the\s+|its\s+)?(?:start|launch|kick-?off|go-live|rollout)\b|"
                                r"\bbefore\s+(?:it|we)\s+(?:starts?|begins?|go(?:es)?\s+live|launch(?:es)?)\b",
                                re.IGNORECASE),
               "zh": re.compile(r"(?:启动|开始|开展|上线|开工|实施)(?:之|以)?前"),
               "ru": re.compile(r"\b(?:перед|до)\s+(?:стартом|старта|запуском|запуска|началом|начала)\b", re.IGNORECASE)}
# the pilot's start named as a step at all ("start", "launch", "go live"; "启动"; "старт", "начнём")
_START_WORD = {"en": re.compile(r"\b(?:start\w*|begin\w*|began|launch\w*|kick(?:s|ed)?[\s-]?off|go(?:es)?[\s-]live)\b",
                                re.IGNORECASE),
               "zh": re.compile(r"启动|开始|开展|上线|开工"),
               "ru": re.compile(r"\b(?:старт\w*|запуск\w*|запуст\w*|начал\w*|начн\w*|начина\w*)", re.IGNORECASE)}
# the pilot itself as the thing to approve: its own approval, told as a requirement
_PILOT_WORD = {"en": re.compile(r"\bpilot\b", re.IGNORECASE), "zh": re.compile(r"试点"),
               "ru": re.compile(r"\bпилот\w*", re.IGNORECASE)}


def step_required(ctx: OutputContext, text: str) -> bool:
    """True when the text requires something for a step with the pilot's money or before its start and does not name
    the pilot itself."""
    code = ctx.lang.code
    step = _MONEY_STEP[code].search(text) or _START_STEP[code].search(text)
    return bool(_REQUIRED[code].search(text) and step) and not _PILOT_WORD[code].search(text)


def names_start(ctx: OutputContext, text: str) -> bool:
    """True when the text names the pilot's start (or its launch) as a step."""
    return bool(_START_WORD[ctx.lang.code].search(text))


def names_own_party(ctx: OutputContext, text: str) -> bool:
    """True when the text names the source's own approver or body: by name, by the approver's title, or by its
    initials ("the CFO" for Chief Financial Officer)."""
    value = ctx.material.fact("approval").value
    if any(mentions(value[k], text, ctx.lang) for k in ("body", "approver") if k in value):
        return True
    approver = value.get("approver")
    title = approver_title(approver["phrase"]) if isinstance(approver, dict) else ""
    initials = "".join(w[0] for w in re.findall(r"[^\W\d_]{4,}", title)).upper()
    return says_title(title, text, ctx.lang) or len(initials) >= 2 and re.search(rf"\b{initials}\b", text) is not None


def own_step_requirement(ctx: OutputContext, text: str) -> bool:
    """True when, the source's approval given, the clause requires the source's own approver's sign-off for a step
    with the pilot's money ("Release of the funds needs the CFO's approval", the CFO the approver): that approver
    restated, no pending state of the pilot."""
    return ctx.material.fact("approval").value["status"] == "approved" and step_required(ctx, text) and \
        names_own_party(ctx, text)


def required_before(ctx: OutputContext, text: str, at: int) -> bool:
    """True when a word of requirement stands before `at` in the text ("仍需…批准", "still needs … approval"): what
    follows is still to get."""
    return bool(_REQUIRED[ctx.lang.code].search(text, 0, at))
