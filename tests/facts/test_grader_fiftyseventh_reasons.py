"""A reason or a motive the notes never give, told inside a fact's own line (in brackets with no citation after it, in
brackets before the citation, after a dash run together with its words, or opening on a consideration: "(picked
because …)", "——主要是考虑到…", "（由于…）", "(из-за того, что …)") is one addition; the fact keeps its label. A
bracketed stage, "only" told again in brackets, a length computed from the dates, and a reason the notes give
themselves add nothing. Briefs written for these tests on seed 5294."""

import dataclasses

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.grading import facts, graded, kinds, material
from tests.facts.test_grader_fiftyfourth_reasons import FRAME, SEED

SCOPE = {"en": "Scope: invoice matching at the Lyon warehouse only [15]. ",
         "ru": "Рамки: только сверка счетов на складе в Лионе [17]. ",
         "zh": "范围：仅限里昂仓库的发票匹配 [8]。"}
OUT = {"en": "The Madrid sales office is explicitly excluded [8].",
       "ru": "Офис продаж в Мадриде явно исключён [10].",
       "zh": "马德里销售办事处明确不在范围内 [5]。"}

# the scope's line with a reason told inside it
SCOPE_REASONS = {
    "en": ["Scope: invoice matching at the Lyon warehouse only (picked for its long-serving accounts team) [15]. ",
           "Scope: invoice matching at the Lyon warehouse only [15] (mainly to keep the disruption small). "],
    "ru": ["Рамки: только сверка счетов на складе в Лионе (из-за того, что там работает самая опытная бухгалтерия)\n",
           "Рамки: только сверка счетов на складе в Лионе [17] (Лион выбрали потому, что там самая загруженная "
           "бухгалтерия). "],
    "zh": ["范围：仅限里昂仓库的发票匹配 [8]（选里昂是因为那里的财务组人手最齐）。",
           "范围：仅限里昂仓库的发票匹配 [8]——主要是考虑到那边的同事对流程最熟悉。",
           "范围：仅限里昂仓库的发票匹配 [8]（由于那边的单据量最平稳）。"],
}
# the exclusion's line with a reason told inside it
OUT_REASONS = {
    "en": "The Madrid sales office is explicitly excluded [8] (because its contracts are signed under Spanish rules).",
    "ru": "Офис продаж в Мадриде явно исключён (в связи с тем, что его договоры подчиняются испанским правилам)",
    "zh": "马德里销售办事处明确不在范围内——主要是考虑到西班牙的合同规则不一样。",
}
# neighbours: no reason
NOT_REASONS = {
    "en": ["Scope: invoice matching at the Lyon warehouse only (and nowhere else)\n",
           "Scope: invoice matching at the Lyon warehouse only (planned) [15]. "],
    "ru": ["Рамки: только сверка счетов на складе в Лионе (и больше нигде)\n"],
    "zh": ["范围：仅限里昂仓库的发票匹配（未开始）[8]。"],
}


def _with(lang: str, old: str, new: str) -> str:
    brief = FRAME[lang].format(extra="")
    told = brief.replace(old, new)
    assert told != brief
    return told


@pytest.mark.parametrize("lang,n", [(lang, n) for lang, told in SCOPE_REASONS.items() for n in range(len(told))])
def test_a_reason_inside_the_scopes_line_is_one_addition(lang, n):
    g = graded(lang, SEED, _with(lang, SCOPE[lang], SCOPE_REASONS[lang][n]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_reason_inside_the_exclusions_line_is_one_addition(lang):
    g = graded(lang, SEED, _with(lang, OUT[lang], OUT_REASONS[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang,n", [(lang, n) for lang, told in NOT_REASONS.items() for n in range(len(told))])
def test_a_bracketed_stage_or_only_told_again_is_no_reason(lang, n):
    g = graded(lang, SEED, _with(lang, SCOPE[lang], NOT_REASONS[lang][n]))
    assert kinds(g) == [], kinds(g)


def test_a_citation_or_a_length_in_brackets_is_no_reason():
    g = graded("en", SEED, _with("en", "Dates: 2 May 2027 to 19 August 2027 [2][8].",
                                 "Dates: 2 May 2027 to 19 August 2027 ([2], [8])."))
    assert set(facts(g).values()) == {"correct"} and kinds(g) == [], (facts(g), kinds(g))


@pytest.mark.parametrize("lang", ["ru", "zh"])
def test_a_reason_the_notes_give_for_the_scope_adds_nothing(lang):
    told = {"en": "(Lyon was picked because its ledger clerks are the most senior)",
            "ru": "(Лион выбрали потому, что там работает самая опытная бухгалтерия)",
            "zh": "（选里昂是因为那里的财务组人手最齐）"}[lang]
    sep = {"en": " ", "ru": " ", "zh": ""}[lang]
    base = material(lang, SEED)
    scope = base.fact("scope")
    said = told.strip("()（）") + ("。" if lang == "zh" else ".")
    facts_told = [dataclasses.replace(f, sentence=f.sentence + sep + said) if f is scope else f for f in base.facts]
    paragraphs = [p.replace(scope.sentence, scope.sentence + sep + said) for p in base.paragraphs]
    assert paragraphs != base.paragraphs
    brief = _with(lang, SCOPE[lang], SCOPE[lang].rstrip("。. ") + " " + told + ("。" if lang == "zh" else ". "))
    g = grade_output(dataclasses.replace(base, facts=facts_told, paragraphs=paragraphs), brief)
    assert set(facts(g).values()) == {"correct"} and kinds(g) == [], (facts(g), kinds(g))
