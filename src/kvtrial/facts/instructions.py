"""Material written for staff to use: flashcards, do/don't instructions, checklists. Each form is read for what it
says of the pilot: a card's side labels and number are its furniture (the front asks, the back answers); a "don't"
forbids saying what follows it, so it claims the opposite; a spending rule's threshold is no budget; a checklist
item giving the reader a topic to learn claims no progress. The words are each language's (`Layout.card_front`,
`card_back`, `card_number`, `reader_topic`; `Cues.prohibited_say`, `threshold`, `threshold_after`)."""

from __future__ import annotations

import re

from kvtrial.facts.languages.model import Cues, Layout
from kvtrial.facts.markup import blanked

# where one statement of a clause ends and the next begins ("Don't say X has started — it is planned")
_STATEMENT_BREAK = re.compile(r"[:：;；]|\s[—–-]\s|——|—")


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + blanked(text[start:end]) + text[end:]


def card_furniture_blanked(text: str, layout: Layout) -> str:
    """The side labels and numbers of flashcards as spaces, one character for one, where the brief holds cards: a
    line opening with a front's label ("Front:", "【卡片1】正面：", "Лицо:") whose next line with words opens with a
    back's ("Back:", "背面：", "Оборот:"). Both labels, and each card's number ("Card 3", "【卡片3】", "Карточка 3"), are
    the form's: the front's words ask, the back's answer them, and the grader reads them as a question and its
    answer. A brief without such a pair keeps its words ("Back: …" alone may be anything)."""
    lines = text.split("\n")
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    spans: list[tuple[int, int]] = []
    for k, line in enumerate(lines):
        front = layout.card_front.match(line)
        if front is None:
            continue
        nxt = next((j for j in range(k + 1, len(lines)) if lines[j].strip(" \t\u3000")), None)
        back = layout.card_back.match(lines[nxt]) if nxt is not None else None
        if back is None or nxt is None:
            continue
        spans += [(offsets[k], offsets[k] + front.end()), (offsets[nxt], offsets[nxt] + back.end())]
    if not spans:
        return text
    for k, line in enumerate(lines):
        number = layout.card_number.match(line)
        if number is not None and not any(a <= offsets[k] < b for a, b in spans):
            spans.append((offsets[k], offsets[k] + number.end()))
    for a, b in spans:
        text = _blank(text, a, b)
    return text


def forbidden_statement(text: str, cues: Cues) -> tuple[str, str] | None:
    """For a clause opening with an instruction not to say or treat something as so ("Don't tell colleagues X has
    started — it is planned", "不要说X已经开始——它只是列入了计划", "Не считайте X готовой — этап только запланирован"):
    the words it forbids (up to the statement's end) and the words after them, the writer's own; None for any other
    clause."""
    m = cues.prohibited_say.match(text)
    if m is None:
        return None
    brk = _STATEMENT_BREAK.search(text, m.end())
    if brk is None:
        return text[m.end():], ""
    return text[m.end():brk.start()], text[brk.end():]


def spending_limit(text: str, start: int, end: int, cues: Cues) -> bool:
    """True when the amount at [start, end) is a threshold ("any spend above CHF 5,000", "расходы свыше 5 000 CHF",
    "超过5,000英镑的支出", "5,000英镑以上"): a limit set by a rule, no value of the budget."""
    return bool(cues.threshold.search(text[max(0, start - 30):start])
                or cues.threshold_after.match(text[end:end + 8]))


def names_topic(text: str, layout: Layout) -> bool:
    """True when a checklist item or a reader's task names a topic to learn ("☐ remember what is done", "☐ запомнить,
    что сделано", "☐ 记住哪些已完成"): an indirect question, no claim of progress."""
    return bool(layout.reader_topic.search(text))
