"""English: the material's original words (kvtrial.facts.pools), forms and cue words (kvtrial.facts.cues)."""

from __future__ import annotations

import datetime as dt

from kvtrial.facts import cues, parse, pools, segments
from kvtrial.facts.languages.model import Background, Cues, Language, Pools, Templates


def _date(d: dt.date) -> str:
    return f"{d.day} {d.strftime('%B')} {d.year}"


QUESTIONS = {
    "q_start_date": "On what date does the pilot start? Answer with the date only.",
    "q_end_date": "On what date does the pilot end? Answer with the date only.",
    "q_scope": "Which workflow and which site does the pilot cover? Answer in a few words.",
    "q_budget": "What is the budget of the pilot? Answer with the amount and currency only.",
    "q_approval": "Has the pilot been approved, or is approval still pending? Answer with one word: approved or pending.",
    "q_done": "Which preparation step is already completed? Answer in a few words.",
    "q_planned": "Which step is planned but has not started yet? Answer in a few words.",
    "q_out_of_scope": "What is explicitly out of scope for the pilot? Answer in a few words.",
}

PROMPT_HEAD = (
    "Below are numbered paragraphs from the internal notes of {company}. Some of them describe the "
    "{project} pilot; most are unrelated background."
)
PROMPT_TAIL = """Task: using only the paragraphs above, write a short project brief about the {project} pilot.

Rules:
- Use exactly these section headings, in this order: Timeline, Scope, Budget, Status, Sources.
- Timeline: the start date and the end date of the pilot.
- Scope: what the pilot covers, and what is explicitly out of scope.
- Budget: the amount and the currency.
- Status: the approval status; then, on separate lines, "Done:" for what is already completed and \
"Planned:" for what is planned but not started. Keep planned and done apart.
- Do not add progress, approvals, dates, amounts or promises that the paragraphs do not state.
- After each fact, write the number of the paragraph it comes from in square brackets (for paragraph 12, write [12]).
- Sources: list each fact with its paragraph number."""

# The question before and after the paragraphs: SmolLM2-135M answered far more questions this way
# than with the question after them only (see docs/facts.md).
QUESTION_TEMPLATE = """Read the numbered paragraphs below from the internal notes of {company}, then answer the question.
Question: {question}

{paragraphs}

Question: {question}
Give only the answer, in a few words."""

ENGLISH = Language(
    code="en",
    name="English",
    pools=Pools(pools.COMPANIES, pools.PROJECT_NAMES, pools.PROCESSES, pools.SITES, pools.DONE_ITEMS,
                pools.PLANNED_ITEMS, pools.OUT_OF_SCOPE_ITEMS, pools.APPROVERS, pools.APPROVAL_BODIES,
                pools.CURRENCIES),
    background=Background(pools.BACKGROUND_SENTENCES, pools.PEOPLE, pools.DEPARTMENTS, pools.COLOURS, pools.TOOLS,
                          pools.PLACES, pools.COUNT_WORDS, pools.ADJECTIVES),
    templates=Templates(
        start=pools.START_SENTENCE, end=pools.END_SENTENCE, scope=pools.SCOPE_SENTENCE,
        budget=pools.BUDGET_SENTENCE, approved=pools.APPROVED_SENTENCE, pending=pools.PENDING_SENTENCE,
        done=pools.DONE_SENTENCE, planned=pools.PLANNED_SENTENCE, out_of_scope=pools.OUT_OF_SCOPE_SENTENCE,
        fact_lead=pools.FACT_PARAGRAPH_LEAD, prompt_head=PROMPT_HEAD, prompt_tail=PROMPT_TAIL,
        question_template=QUESTION_TEMPLATE, questions=QUESTIONS,
        required_sections=("Timeline", "Scope", "Budget", "Status", "Sources"),
        format_date=_date, format_amount=lambda amount, currency: f"{currency} {amount:,}",
    ),
    forms=parse.ENGLISH_FORMS,
    cues=Cues(
        roles=cues.ROLE_CUES, roles_after={}, approval_word=cues.APPROVAL_WORD, pending_word=cues.PENDING_WORD,
        approved_word=cues.APPROVED_WORD, planned=cues.PLANNED_CUE, done=cues.DONE_CUE, started=cues.STARTED_CUE,
        negation_before=cues.NEGATION_BEFORE, future=cues.FUTURE_CUE, stage_negation=cues.STAGE_NEGATION,
        date_hedge=cues.DATE_HEDGE, date_hedge_after=cues.rx(r"^\s*(?:or so)\b"),
        date_alternative=cues.DATE_ALTERNATIVE, progress=cues.PROGRESS_CUE, exclusion=cues.EXCLUSION,
        condition=cues.CONDITION,
        negated=cues.rx(r"\bnot\b|n't\b|\bnever\b|\bnobody\b|\bno one\b"), budget=cues.BUDGET_CUE, empty_item=cues.EMPTY_ITEM,
        no_answer=cues.NO_ANSWER, answer_approved=cues.rx(r"\bapproved\b|\byes\b"),
        answer_pending=cues.rx(r"\bpending\b|\bawait\w*|\byet to\b|^\W*no\b|\bnot\b|n't\b"),
        source_names=cues.SOURCE_NAMES, number_words=cues.NUMBER_WORDS,
        synonyms=cues.SYNONYMS, person_name=cues.PERSON_NAME, person_cue=cues.PERSON_CUE,
        person_cue_after=cues.PERSON_CUE_AFTER,
    ),
    layout=segments.ENGLISH_LAYOUT,
)
