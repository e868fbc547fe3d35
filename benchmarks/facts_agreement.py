"""Agreement of the fact grader with hand-written expected labels.

    PYTHONPATH=src python benchmarks/facts_agreement.py [--set tests/facts/briefs/eval_set.txt]
    PYTHONPATH=src python benchmarks/facts_agreement.py --set tests/facts/briefs/eval_set_zh.txt
    PYTHONPATH=src python benchmarks/facts_agreement.py --set tests/facts/briefs/eval_set_ru.txt

Reads the evaluation set (briefs with the labels a careful reader gives them; a `language: xx` line
before the first brief names the language, English by default), grades each brief against its seed's
material in that language, and prints per-fact agreement, the confusion matrix (expected x graded),
agreement on the number of unsupported additions per brief, and every disagreement.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from kvtrial.facts.grader import LABELS, grade_output
from kvtrial.facts.material import approximate_tokens, build_material

FACT_IDS = ("start_date", "end_date", "scope", "budget", "approval", "done", "planned", "out_of_scope")
DEFAULT_SET = Path(__file__).resolve().parent.parent / "tests" / "facts" / "briefs" / "eval_set.txt"


@dataclass
class Brief:
    brief_id: str
    seed: int
    labels: dict[str, str]
    unsupported: int
    text: str


def read_language(path: Path) -> str:
    """The set's language: a `language: xx` line before the first brief; English without one."""
    preamble = re.split(r"(?m)^=== ", path.read_text(encoding="utf-8"))[0]
    m = re.search(r"(?m)^language:\s*(\w+)\s*$", preamble)
    return m.group(1) if m else "en"


def read_set(path: Path) -> list[Brief]:
    """Parse `=== id seed=N` / `expect: fact=label ... unsupported=K` / `---` / text blocks."""
    briefs = []
    blocks = re.split(r"(?m)^=== ", path.read_text(encoding="utf-8"))[1:]
    for block in blocks:
        head, _, text = block.partition("\n---\n")
        first, _, expect = head.partition("\n")
        brief_id, seed = re.fullmatch(r"(\S+) seed=(\d+)", first.strip()).groups()
        labels = dict.fromkeys(FACT_IDS, "correct")
        unsupported = 0
        for key, value in re.findall(r"(\w+)=(\w+)", expect.removeprefix("expect:")):
            if key == "unsupported":
                unsupported = int(value)
            elif key in labels and value in LABELS:
                labels[key] = value
            else:
                raise ValueError(f"{path}: brief {brief_id}: {key}={value} is not a fact=label pair "
                                 f"(facts: {', '.join(FACT_IDS)}; labels: {', '.join(LABELS)}) or unsupported=N")
        briefs.append(Brief(brief_id, int(seed), labels, unsupported, text.strip() + "\n"))
    return briefs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=DEFAULT_SET, help="evaluation set file")
    args = parser.parse_args()
    briefs = read_set(args.set)
    language = read_language(args.set)
    # approximate_tokens is len(text.split()) for text without Chinese: the English set's materials are unchanged
    materials = {s: build_material(s, 1024, approximate_tokens, language=language) for s in {b.seed for b in briefs}}
    confusion: Counter[tuple[str, str]] = Counter()
    unsupported_agree = uncertain = missed = missed_uncertain = 0
    expected_additions = found_additions = excess_additions = 0
    misses = []
    for b in briefs:
        g = grade_output(materials[b.seed], b.text)
        for f in g.facts:
            confusion[(b.labels[f.fact_id], f.label)] += 1
            uncertain += f.confidence == "uncertain"
            if b.labels[f.fact_id] != f.label:
                missed += 1
                missed_uncertain += f.confidence == "uncertain"
                misses.append(f"{b.brief_id} {f.fact_id}: expected {b.labels[f.fact_id]}, graded {f.label} ({f.detail})"
                              f" [{f.confidence}]")
        got = len(g.unsupported)
        unsupported_agree += got == b.unsupported
        expected_additions += b.unsupported
        found_additions += min(got, b.unsupported)
        excess_additions += max(0, got - b.unsupported)
        if got != b.unsupported:
            misses.append(f"{b.brief_id} unsupported: expected {b.unsupported}, graded {got} "
                          f"{[(u.kind, u.text) for u in g.unsupported]}")
        for n in g.not_checked:
            misses.append(f"{b.brief_id} not checked ({n.kind}): {n.text!r}")
    total = sum(confusion.values())
    agree = sum(v for (e, p), v in confusion.items() if e == p)
    print(f"language {language}: {len(briefs)} briefs, {total} fact labels: agreement {agree}/{total} = {agree / total:.1%}")
    print(f"unsupported-addition count per brief: {unsupported_agree}/{len(briefs)} agree")
    # The set labels a count per brief, not spans: "found" is at most the graded count in each brief, so it is an
    # upper bound on the real additions found; "beyond" counts graded additions above a brief's expected count.
    print(f"additions: {expected_additions} expected, found (per brief, up to the expected count) {found_additions}"
          f"{f' = {found_additions / expected_additions:.0%}' if expected_additions else ''}; "
          f"graded beyond the expected count: {excess_additions} in {len(briefs)} briefs")
    print(f"uncertain labels (for a person to review): {uncertain}/{total} = {uncertain / total:.1%}; "
          f"disagreements marked uncertain: {missed_uncertain}/{missed}")
    print("\n| expected \\ graded | " + " | ".join(LABELS) + " |")
    print("|---|" + "---|" * len(LABELS))
    for e in LABELS:
        print(f"| {e} | " + " | ".join(str(confusion[(e, p)]) for p in LABELS) + " |")
    print("\nDisagreements and not-checked reports:")
    for m in misses:
        print("  " + m)


if __name__ == "__main__":
    main()
