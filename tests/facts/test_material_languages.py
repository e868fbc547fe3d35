"""Material in Chinese and Russian: the same pilot per seed, numbered paragraphs, and background that states
nothing the grader could read as a fact."""

import re

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.material import FACT_IDS, Material, approximate_tokens, build_material


@pytest.mark.parametrize("code", ["zh", "ru"])
def test_same_seed_same_pilot_in_every_language(code):
    en = build_material(4, 1024, approximate_tokens)
    other = build_material(4, 1024, approximate_tokens, language=code)
    assert other.language == code and other.material_id.startswith(f"facts-v1-{code}-seed4-t1024-")
    for fid in ("start_date", "end_date", "budget"):
        assert other.fact(fid).value == en.fact(fid).value
    assert [f.fact_id for f in other.facts] == list(FACT_IDS)
    assert Material.from_dict(other.to_dict()).to_json() == other.to_json()
    for heading in other.required_sections:
        assert heading in other.prompt


@pytest.mark.parametrize("code", ["zh", "ru"])
@pytest.mark.parametrize("seed", range(8))
def test_the_source_graded_as_an_output_states_every_fact_and_adds_nothing(code, seed):
    m = build_material(seed, 1024, approximate_tokens, language=code)
    g = grade_output(m, m.source_text)
    assert {f.label for f in g.facts} == {"correct"}, [(f.fact_id, f.detail) for f in g.facts if f.label != "correct"]
    assert g.unsupported == [] and g.not_checked == []


_FORBIDDEN = {
    "zh": r"\d|试点|预算|批准|审批|完成|开始|结束|计划|已|将|欧元|美元|英镑|法郎|范围",
    "ru": r"\d|пилот|бюджет|утвер|одобр|соглас|заверш|\bначал|\bначат|заплан|\bплан|будет|\bуже\b|евро|доллар|фунт|франк|"
          r"рамк|"
          r"январ|феврал|март|апрел|\bма[йя]\b|июн|июл|август|сентябр|октябр|ноябр|декабр",
}


@pytest.mark.parametrize("code", ["zh", "ru"])
def test_background_has_no_fact_words_and_no_item_of_any_pool(code):
    lang = get_language(code)
    pools = lang.pools
    items = [i for pool in (pools.processes, pools.sites, pools.done_items, pools.planned_items,
                            pools.out_of_scope_items, pools.approvers, pools.approval_bodies) for i in pool]
    forbidden = re.compile(_FORBIDDEN[code], re.IGNORECASE)
    from kvtrial.facts.cues import mentions

    for seed in range(6):
        m = build_material(seed, 2048, approximate_tokens, language=code)
        fact_paragraphs = {f.paragraph for f in m.facts}
        for n, p in enumerate(m.paragraphs, start=1):
            if n in fact_paragraphs:
                continue
            assert not forbidden.search(p), (n, forbidden.search(p).group(0), p)
            named = [i.phrase for i in items if mentions({"patterns": list(i.patterns)}, p, lang)]
            assert named == [], (n, named)
