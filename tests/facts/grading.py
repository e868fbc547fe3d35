"""What the grader's tests read of a grade: a brief graded against a seed's material (1024 tokens, as the held-out
sets are), its labels by fact and its additions by kind."""

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material


def graded(lang: str, seed: int, text: str):
    return grade_output(build_material(seed, 1024, approximate_tokens, language=lang), text)


def facts(g) -> dict[str, str]:
    return {f.fact_id: str(f.label) for f in g.facts}


def kinds(g) -> list[tuple[str, str]]:
    return [(u.kind, u.text) for u in g.unsupported]
