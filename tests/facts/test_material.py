"""The fact-check material: deterministic, padded to the target, facts at their depths, background
that never states anything the grader could read as a fact."""

import json
import re

import pytest

from kvtrial.errors import MaterialError
from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.material import FACT_IDS, MATERIAL_VERSION, Material, build_material


def words(text: str) -> int:
    return len(text.split())


def test_same_seed_gives_byte_identical_material():
    a = build_material(7, 1024, words).to_json()
    b = build_material(7, 1024, words).to_json()
    assert a == b
    c = build_material(8, 1024, words)
    assert c.to_json() != a and c.material_id != json.loads(a)["material_id"]


def test_material_id_names_version_seed_and_target():
    m = build_material(3, 1024, words)
    assert m.material_id.startswith(f"facts-v{MATERIAL_VERSION}-seed3-t1024-")
    assert m.version == MATERIAL_VERSION


@pytest.mark.parametrize("target", [1024, 4096])
def test_prompt_is_padded_to_just_under_the_target(target):
    m = build_material(0, target, words)
    assert m.prompt_tokens == words(m.prompt) <= target
    longest = max(words(p) for p in m.paragraphs) + 2
    assert m.prompt_tokens > target - longest


def test_paragraphs_are_numbered_and_each_fact_sits_in_its_paragraph():
    m = build_material(5, 1024, words)
    for i, p in enumerate(m.paragraphs, start=1):
        assert f"[{i}] {p}" in m.prompt
    for f in m.facts:
        holders = [i for i, p in enumerate(m.paragraphs, start=1) if f.sentence in p]
        assert holders == [f.paragraph], f.fact_id
    assert [f.fact_id for f in m.facts] == list(FACT_IDS)
    for heading in m.required_sections:
        assert heading in m.prompt


@pytest.mark.parametrize("target,tolerance", [(1024, 0.09), (4096, 0.03)])
def test_facts_are_placed_at_the_requested_depths(target, tolerance):
    m = build_material(1, target, words, positions=(0.1, 0.5, 0.9))
    for f in m.facts:
        assert abs(f.depth - f.position) <= tolerance, (f.fact_id, f.depth, f.position)
    assert {f.position for f in m.facts} == {0.1, 0.5, 0.9}
    # the two dates and done/planned land at different depths (harder to keep than neighbours)
    assert m.fact("start_date").paragraph != m.fact("end_date").paragraph
    assert m.fact("done").paragraph != m.fact("planned").paragraph


def test_other_positions_move_the_facts():
    early = build_material(1, 2048, words, positions=(0.0,))
    assert {f.paragraph for f in early.facts} == {1}
    late = build_material(1, 2048, words, positions=(1.0,))
    assert {f.paragraph for f in late.facts} == {len(late.paragraphs)}


_FORBIDDEN = re.compile(
    r"\d|\bpilot|\bbudget|\bapprov|\bsign|\bcomplet|\bfinish|\bdone\b|\balready\b|\bplann|\bplans?\b|\bschedul|"
    r"\bstart|\bbegin|\blaunch|\bwill\b|\bpending\b|\bscope\b|\bexclu|\bprogress|\bdeadline|"
    r"\beuro|\bdollar|\bpound|\bfranc|\bcost|\bprice|[€$£]|\b(?:EUR|USD|GBP|CHF)\b|"
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b",
    re.IGNORECASE,
)


def _pool_patterns():
    pools = get_language("en").pools
    for pool in (pools.processes, pools.sites, pools.done_items, pools.planned_items, pools.out_of_scope_items,
                 pools.approvers, pools.approval_bodies):
        for item in pool:
            for p in item.patterns:
                yield re.compile(r"\b" + r"[\s-]+".join(map(re.escape, p.split())), re.IGNORECASE)


def test_background_never_states_a_fact_or_names_a_fact_item():
    patterns = list(_pool_patterns())
    for seed in range(12):
        m = build_material(seed, 2048, words)
        fact_paragraphs = {f.paragraph for f in m.facts}
        for n, p in enumerate(m.paragraphs, start=1):
            if n in fact_paragraphs:
                continue
            assert not _FORBIDDEN.search(p), (seed, n, _FORBIDDEN.search(p).group(0), p)
            for rx in patterns:
                assert not rx.search(p), (seed, n, rx.pattern, p)


def test_the_source_itself_grades_all_correct_with_nothing_unsupported():
    """Graded as if it were an output, the source text states every fact and adds nothing."""
    for seed in range(10):
        m = build_material(seed, 1024, words)
        g = grade_output(m, m.source_text)
        assert g.counts["correct"] == len(FACT_IDS), (seed, [(f.fact_id, f.label, f.detail) for f in g.facts])
        assert g.unsupported == [], (seed, g.unsupported)


def test_an_ideal_brief_from_the_fact_sentences_grades_perfect_for_many_seeds():
    for seed in range(20):
        m = build_material(seed, 1024, words)
        lines = []
        for heading, ids in (("Timeline", ("start_date", "end_date")), ("Scope", ("scope", "out_of_scope")),
                             ("Budget", ("budget",)), ("Status", ("approval", "done", "planned"))):
            lines.append(f"## {heading}")
            lines += [f"{m.fact(i).sentence[:-1]} [{m.fact(i).paragraph}]." for i in ids]
        g = grade_output(m, "\n".join(lines))
        assert g.errors == 0, (seed, g.to_dict())
        assert g.citation_counts == {"correct": len(FACT_IDS), "incorrect": 0, "missing": 0}


def test_questions_cover_every_fact_and_prompts_hold_the_paragraphs():
    m = build_material(2, 1024, words)
    assert [q.fact.fact_id for q in m.questions] == list(FACT_IDS)
    q = m.questions[0]
    prompt = m.question_prompt(q)
    assert m.numbered_paragraphs() in prompt and prompt.count(q.text) == 2
    assert prompt.index(q.text) < prompt.index("[1] ") < prompt.rindex(q.text)


def test_round_trip_through_json():
    m = build_material(4, 1024, words)
    again = Material.from_dict(json.loads(m.to_json()))
    assert again.to_json() == m.to_json()
    assert again.questions[3].fact == m.questions[3].fact


@pytest.mark.parametrize("kwargs,message", [
    (dict(target_tokens=150), "too small"),
    (dict(target_tokens=0), "positive integer"),
    (dict(target_tokens=1024, positions=()), "positions"),
    (dict(target_tokens=1024, positions=(0.5, 1.5)), r"\[0, 1\]"),
])
def test_bad_requests_get_one_clear_error(kwargs, message):
    with pytest.raises(MaterialError, match=message):
        build_material(seed=0, count_tokens=words, **kwargs)
