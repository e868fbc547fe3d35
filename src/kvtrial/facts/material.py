"""Fictional project-brief material for the fact check (seed 000 section 7).

A seed draws the facts of one fictional pilot (dates, scope, budget, approval, done vs planned,
an out-of-scope item); the fact sentences are placed at chosen depths among neutral background
paragraphs, padded to a target token length measured with the model's own tokenizer, numbered,
and wrapped in a fixed prompt. Same (version, seed, target, positions, tokenizer) -> byte-identical
material; both caches of a comparison get exactly this text.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from kvtrial.errors import MaterialError, MaterialTooShortError
from kvtrial.facts.languages import Language, get_language
from kvtrial.facts.pools import Item

MATERIAL_VERSION = 1
DEFAULT_POSITIONS = (0.1, 0.5, 0.9)
REQUIRED_SECTIONS = ("Timeline", "Scope", "Budget", "Status", "Sources")
# Fact order; fact i goes to positions[i % len(positions)], so with three positions the two dates,
# the done and the planned item land at different depths.
FACT_IDS = ("start_date", "end_date", "scope", "budget", "approval", "done", "planned", "out_of_scope")
# One extraction question per fact (`_questions`), named after it.
QUESTION_IDS = tuple(f"q_{fact_id}" for fact_id in FACT_IDS)
FACT_KINDS = {
    "start_date": "date", "end_date": "date", "scope": "scope", "budget": "amount", "approval": "status",
    "done": "done", "planned": "planned", "out_of_scope": "negation",
}

CountTokens = Callable[[str], int]


def tokenizer_counter(tokenizer: Any) -> CountTokens:
    """A token counter from a Hugging Face tokenizer: real token counts, no special tokens."""
    return lambda text: len(tokenizer(text, add_special_tokens=False)["input_ids"])


def approximate_tokens(text: str) -> int:
    """A model-free length: whitespace-separated words, each Chinese character one (Chinese has no spaces).
    For text without Chinese this is `len(text.split())`."""
    return len(re.findall(r"[\u3400-\u9fff]|[^\s\u3400-\u9fff]+", text))


@dataclass(frozen=True)
class Fact:
    """One required fact. `value` holds the structured truth the grader compares against:
    date: {"date": ISO}; scope: {"process", "site"}; amount: {"amount", "currency"};
    status: {"status": "approved"|"pending", "approver"?, "approval_date"?, "body"?};
    done/planned/negation: {"item"}; items are {"phrase", "patterns", "short"}."""

    fact_id: str
    kind: str
    sentence: str
    value: dict[str, Any]
    paragraph: int  # 1-based number of the paragraph holding the sentence
    position: float  # requested depth (fraction of the numbered paragraphs)
    depth: float  # actual depth: tokens before the paragraph / tokens of all paragraphs


@dataclass(frozen=True)
class Question:
    """A short extraction question about one fact; `confusions` are facts whose value in the
    answer means the model mixed them up (the planned item given for the done one, ...)."""

    question_id: str
    fact: Fact
    text: str
    confusions: tuple[Fact, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"question_id": self.question_id, "fact_id": self.fact.fact_id, "text": self.text,
                "confusions": [f.fact_id for f in self.confusions]}


@dataclass
class Material:
    material_id: str
    version: int
    seed: int
    target_tokens: int
    positions: tuple[float, ...]
    company: str
    project: str
    paragraphs: list[str]  # without numbers; paragraph n is paragraphs[n - 1]
    facts: list[Fact]
    prompt: str
    prompt_tokens: int
    required_sections: tuple[str, ...]
    distractors: dict[str, list[dict[str, Any]]]  # pool items NOT in this material, by pool
    questions: list[Question] = field(default_factory=list)
    language: str = "en"  # kvtrial.facts.languages: en, zh, ru

    @property
    def source_text(self) -> str:
        return "\n\n".join(self.paragraphs)

    @property
    def fact_paragraphs(self) -> frozenset[int]:
        """The numbers of the paragraphs that state the pilot's facts (the rest are background)."""
        return frozenset(f.paragraph for f in self.facts)

    @property
    def work_items(self) -> list[dict[str, Any]]:
        """The items of the work facts (done, planned) as the source states them: how many work items the pilot has."""
        return [f.value["item"] for f in self.facts if f.kind in ("done", "planned")]

    @property
    def known_text(self) -> str:
        """Everything the model was given (the request with its numbered notes, and the notes' text): what a brief's
        words are checked against when the grader asks whether the source holds them."""
        return self.prompt + " " + self.source_text

    def fact(self, fact_id: str) -> Fact:
        for f in self.facts:
            if f.fact_id == fact_id:
                return f
        raise KeyError(fact_id)

    def numbered_paragraphs(self) -> str:
        return _number(self.paragraphs)

    def question_prompt(self, question: Question, completion: bool = False) -> str:
        """The extraction prompt. `completion`: for a model without a chat template, the template's last line
        (the answer instruction) is replaced by the language's answer cue ("Answer:"), so that the text's
        continuation is the answer and not the next paragraph of the notes."""
        templates = get_language(self.language).templates
        prompt = templates.question_template.format(company=self.company, paragraphs=self.numbered_paragraphs(),
                                                    question=question.text)
        if completion:
            prompt = prompt.rsplit("\n", 1)[0] + "\n" + templates.answer_cue
        return prompt

    def to_dict(self) -> dict[str, Any]:
        d = {
            "material_id": self.material_id, "version": self.version, "seed": self.seed,
            "target_tokens": self.target_tokens, "positions": list(self.positions), "company": self.company,
            "project": self.project, "prompt_tokens": self.prompt_tokens,
            "required_sections": list(self.required_sections), "paragraphs": list(self.paragraphs),
            "facts": [asdict(f) for f in self.facts], "distractors": self.distractors,
            "questions": [q.to_dict() for q in self.questions], "prompt": self.prompt, "language": self.language,
        }
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2, ensure_ascii=False, sort_keys=False)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Material:
        facts = [Fact(**f) for f in d["facts"]]
        by_id = {f.fact_id: f for f in facts}
        questions = [
            Question(q["question_id"], by_id[q["fact_id"]], q["text"], tuple(by_id[c] for c in q["confusions"]))
            for q in d["questions"]
        ]
        return cls(
            material_id=d["material_id"], version=d["version"], seed=d["seed"], target_tokens=d["target_tokens"],
            positions=tuple(d["positions"]), company=d["company"], project=d["project"],
            paragraphs=list(d["paragraphs"]), facts=facts, prompt=d["prompt"], prompt_tokens=d["prompt_tokens"],
            required_sections=tuple(d["required_sections"]), distractors=d["distractors"], questions=questions,
            language=get_language(d.get("language", "en")).code,
        )


def _number(paragraphs: Sequence[str]) -> str:
    return "\n\n".join(f"[{i}] {p}" for i, p in enumerate(paragraphs, start=1))


def _item(item: Item) -> dict[str, Any]:
    return {"phrase": item.phrase, "patterns": list(item.patterns), "short": item.short}


def _verbs(item: Item) -> dict[str, str]:
    return {"has": "have", "is_": "are"} if item.plural else {"has": "has", "is_": "is"}


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def _item_fills(name: str, item: Item, lang: Language) -> dict[str, str]:
    cap = _cap(item.phrase) if lang.templates.capitalise_items else item.phrase
    return {name: item.phrase, f"{name}_cap": cap, **_verbs(item)}


def _draw_facts(rng: random.Random, lang: Language
                ) -> tuple[str, str, dict[str, tuple[str, dict[str, Any]]], dict[str, list[dict[str, Any]]]]:
    """The company, project, each fact's (sentence, value), and the pool items not drawn."""
    pools, t = lang.pools, lang.templates
    company = rng.choice(pools.companies)
    project = rng.choice(pools.project_names)
    process = rng.choice(pools.processes)
    site = rng.choice(pools.sites)
    done = rng.choice(pools.done_items)
    planned = rng.choice(pools.planned_items)
    oos = rng.choice(pools.out_of_scope_items)
    currency = rng.choice(pools.currencies)
    amount = rng.randrange(18_000, 96_000, 500)
    year = rng.choice((2026, 2027))
    start = dt.date(year, rng.randint(2, 9), rng.randint(1, 28))
    end = start + dt.timedelta(weeks=rng.randint(6, 16), days=rng.randint(0, 4))
    approved = rng.random() < 0.5
    approver = rng.choice(pools.approvers)
    body = rng.choice(pools.approval_bodies)
    approval_date = start - dt.timedelta(days=rng.randint(10, 40))

    facts: dict[str, tuple[str, dict[str, Any]]] = {
        "start_date": (t.start.format(project=project, start=t.format_date(start)), {"date": start.isoformat()}),
        "end_date": (t.end.format(project=project, end=t.format_date(end)), {"date": end.isoformat()}),
        "scope": (t.scope.format(process=process.phrase, site=site.phrase),
                  {"process": _item(process), "site": _item(site)}),
        "budget": (t.budget.format(currency=currency, amount=f"{amount:,}",
                                   amount_phrase=t.format_amount(amount, currency)),
                   {"amount": amount, "currency": currency}),
        "done": (t.done.format(**_item_fills("done", done, lang)), {"item": _item(done)}),
        "planned": (t.planned.format(**_item_fills("planned", planned, lang)), {"item": _item(planned)}),
        "out_of_scope": (t.out_of_scope.format(**_item_fills("out_of_scope", oos, lang)), {"item": _item(oos)}),
    }
    if approved:
        facts["approval"] = (
            t.approved.format(approver=approver.phrase, approval_date=t.format_date(approval_date)),
            {"status": "approved", "approver": _item(approver), "approval_date": approval_date.isoformat()},
        )
    else:
        facts["approval"] = (t.pending.format(body=body.phrase), {"status": "pending", "body": _item(body)})
    used = {process, site, done, planned, oos} | ({approver} if approved else {body})
    distractors = {
        name: [_item(i) for i in pool if i not in used]
        for name, pool in (("processes", pools.processes), ("sites", pools.sites), ("approvers", pools.approvers),
                           ("bodies", pools.approval_bodies))
    }
    return company, project, facts, distractors


def _background(rng: random.Random, company: str, lang: Language) -> Iterator[str]:
    """An endless stream of neutral background paragraphs (3-5 sentences, templates dealt from a
    shuffled deck so sentences repeat only after the whole pool was used)."""
    bg = lang.background
    joiner = "" if lang.code == "zh" else " "
    deck: list[str] = []
    while True:
        sentences = []
        for _ in range(rng.randint(3, 5)):
            if not deck:
                deck = list(bg.sentences)
                rng.shuffle(deck)
            template = deck.pop()
            person, person2 = rng.sample(bg.people, 2)
            sentences.append(template.format(
                company=company, person=person, person2=person2, dept=rng.choice(bg.departments),
                colour=rng.choice(bg.colours), tool=rng.choice(bg.tools), place=rng.choice(bg.places),
                count=rng.choice(bg.count_words), adj=rng.choice(bg.adjectives),
            ))
        yield joiner.join(sentences)


_CONFUSIONS = {
    "q_start_date": ("end_date",), "q_end_date": ("start_date",), "q_scope": ("out_of_scope",), "q_budget": (),
    "q_approval": (), "q_done": ("planned",), "q_planned": ("done",), "q_out_of_scope": ("scope",),
}


def _questions(facts: dict[str, Fact], lang: Language) -> list[Question]:
    return [Question(qid, facts[qid[2:]], lang.templates.questions[qid], tuple(facts[c] for c in _CONFUSIONS[qid]))
            for qid in QUESTION_IDS]


def _validate(target_tokens: int, positions: Sequence[float]) -> tuple[float, ...]:
    if not isinstance(target_tokens, int) or target_tokens <= 0:
        raise MaterialError(f"target_tokens must be a positive integer, got {target_tokens!r}")
    pos = tuple(float(p) for p in positions)
    if not pos or len(pos) > len(FACT_IDS):
        raise MaterialError(f"positions must hold 1 to {len(FACT_IDS)} depths, got {len(pos)}")
    if any(not 0.0 <= p <= 1.0 for p in pos):
        raise MaterialError(f"positions are fractions of the document in [0, 1], got {list(pos)}")
    return pos


def build_material(
    seed: int,
    target_tokens: int,
    count_tokens: CountTokens,
    positions: Sequence[float] = DEFAULT_POSITIONS,
    language: str = "en",
) -> Material:
    """Material whose prompt is at most `target_tokens` long (by `count_tokens`, the model's
    tokenizer) and within one background paragraph of it, written in `language` (en, zh, ru). One seed
    draws the same pilot in every language."""
    lang = get_language(language)
    pos = _validate(target_tokens, positions)
    fact_rng = random.Random(f"kvtrial-facts-v{MATERIAL_VERSION}-facts-{seed}")
    bg_rng = random.Random(f"kvtrial-facts-v{MATERIAL_VERSION}-background-{seed}")
    company, project, drawn, distractors = _draw_facts(fact_rng, lang)
    t = lang.templates
    joiner = "" if lang.code == "zh" else " "

    # Group facts by depth: one fact paragraph per distinct position, in document order.
    groups: dict[float, list[str]] = {}
    for i, fid in enumerate(FACT_IDS):
        groups.setdefault(pos[i % len(pos)], []).append(fid)
    order = sorted(groups)
    lead = t.fact_lead.format(project=project)
    fact_paras = {p: joiner.join([lead] + [drawn[fid][0] for fid in groups[p]]) for p in order}

    head = t.prompt_head.format(company=company, project=project)
    tail = t.prompt_tail.format(project=project)

    def assemble(bg: list[str], bg_counts: list[int]) -> tuple[list[str], dict[float, int]]:
        total = sum(bg_counts)
        cum = [0]
        for c in bg_counts:
            cum.append(cum[-1] + c)
        paras: list[str] = []
        where: dict[float, int] = {}
        k = 0
        for p in order:
            # the background boundary closest to the requested depth, never before an earlier fact
            best = min(range(k, len(bg) + 1), key=lambda j: (abs(cum[j] - p * total), j))
            paras.extend(bg[k:best])
            k = best
            where[p] = len(paras)  # 0-based index of the fact paragraph
            paras.append(fact_paras[p])
        paras.extend(bg[k:])
        return paras, where

    def prompt_of(paras: list[str]) -> str:
        return f"{head}\n\n{_number(paras)}\n\n{tail}"

    base = count_tokens(prompt_of([fact_paras[p] for p in order]))
    stream = _background(bg_rng, company, lang)
    bg: list[str] = []
    counts: list[int] = []
    # Estimate with per-paragraph counts, then settle on the exact count of the whole prompt.
    estimate = base
    while True:
        nxt = next(stream)
        c = count_tokens(f"[{len(bg) + 1}] {nxt}\n\n")
        if estimate + c > target_tokens:
            break
        bg.append(nxt)
        counts.append(c)
        estimate += c
    pending = nxt
    while bg and count_tokens(prompt_of(assemble(bg, counts)[0])) > target_tokens:
        pending = bg.pop()
        counts.pop()
    while True:
        c = count_tokens(f"[{len(bg) + 1}] {pending}\n\n")
        trial = assemble(bg + [pending], counts + [c])[0]
        if count_tokens(prompt_of(trial)) > target_tokens:
            break
        bg.append(pending)
        counts.append(c)
        pending = next(stream)
    if len(bg) < 2:
        # The advice is the check's own count - this prompt with two background paragraphs, in this
        # language and tokenizer - not a rule of thumb sized for English text.
        two = (bg + [pending])[:2]
        while len(two) < 2:
            two.append(next(stream))
        two_counts = [count_tokens(f"[{i}] {p}\n\n") for i, p in enumerate(two, start=1)]
        needed = max(count_tokens(prompt_of(assemble(two, two_counts)[0])), target_tokens + 1)
        raise MaterialTooShortError(
            f"target_tokens={target_tokens} is too small: the instructions and facts alone take {base} tokens; "
            f"use at least {needed}", target_tokens, needed)

    paragraphs, where = assemble(bg, counts)
    prompt = prompt_of(paragraphs)
    para_tokens = [count_tokens(f"[{i}] {p}\n\n") for i, p in enumerate(paragraphs, start=1)]
    all_tokens = sum(para_tokens)

    facts: dict[str, Fact] = {}
    for p in order:
        idx = where[p]
        depth = round(sum(para_tokens[:idx]) / all_tokens, 4)
        for fid in groups[p]:
            sentence, value = drawn[fid]
            facts[fid] = Fact(fid, FACT_KINDS[fid], sentence, value, idx + 1, p, depth)
    ordered = [facts[fid] for fid in FACT_IDS]
    digest = hashlib.sha256(prompt.encode("utf-8")).hexdigest()
    tag = "" if lang.code == "en" else f"-{lang.code}"
    material_id = f"facts-v{MATERIAL_VERSION}{tag}-seed{seed}-t{target_tokens}-{digest[:12]}"
    return Material(
        material_id=material_id, version=MATERIAL_VERSION, seed=seed, target_tokens=target_tokens, positions=pos,
        company=company, project=project, paragraphs=paragraphs, facts=ordered, prompt=prompt,
        prompt_tokens=count_tokens(prompt), required_sections=t.required_sections, distractors=distractors,
        questions=_questions(facts, lang), language=lang.code,
    )
