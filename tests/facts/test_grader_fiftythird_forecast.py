"""A claim naming the pilot's workflow or site that adds what the notes never give: a forecast of the pilot's effect
("is expected to cut invoice matching time by about a third"), told after the scope, right or wrong, or a reason for
the choice of site or workflow, in brackets or after "because" ("(chosen because …)", "（选那边是因为…）", "(выбрали,
потому что …)"). Each is one addition; a clause restating the scope, a bracket restating a stage, a reason that is a
remark on the notes, or a reason the notes themselves give, adds nothing. Briefs written for these tests on seed 5."""

import dataclasses

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds, material

SEP = {"en": " ", "ru": " ", "zh": ""}
# the scope's site told wrong (Leeds → Lyon): the scope distorted, told before the claim under test
WRONG_SITE = {"en": ("Leeds office", "Lyon office"), "zh": ("利兹办公室", "里昂仓库"), "ru": ("офисе в Лидсе", "складе в Лионе")}


def _brief(lang: str, extra: str, wrong_site: bool = False) -> str:
    told = SEED5_FACTS[lang].replace(*WRONG_SITE[lang]) if wrong_site else SEED5_FACTS[lang]
    return told + SEED5_WORK[lang] + SEP[lang] + extra


def _claims(g) -> list[str]:
    return [t for k, t in kinds(g) if k == "claim"]


FORECASTS = {
    "en": "All in all, the pilot is expected to cut invoice matching time at the office by about a third.",
    "zh": "总的来说，这个试点有望把发票匹配的耗时缩短三成上下。",
    "ru": "В итоге пилот должен сократить время на сверку счетов примерно на треть.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
@pytest.mark.parametrize("wrong_site", [False, True])
def test_a_forecast_naming_the_workflow_is_one_addition(lang, wrong_site):
    g = graded(lang, 5, _brief(lang, FORECASTS[lang], wrong_site))
    assert facts(g)["scope"] == ("distorted" if wrong_site else "correct")
    assert len(g.unsupported) == 1 and _claims(g), kinds(g)


RESTATED = {
    "en": "So, once more: invoice matching only.",
    "zh": "再说一遍：只做发票匹配。",
    "ru": "Ещё раз: только сверка счетов.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
@pytest.mark.parametrize("wrong_site", [False, True])
def test_the_workflow_told_again_adds_nothing(lang, wrong_site):
    g = graded(lang, 5, _brief(lang, RESTATED[lang], wrong_site))
    assert kinds(g) == []


# the scope's site, where the brief first tells it, and a reason put after it, in brackets or after the cause word
SITE = {"en": "at the Leeds office", "zh": "利兹办公室的发票匹配", "ru": "в офисе в Лидсе"}
REASONS = {
    ("en", "bracket"): " (chosen because it has the most invoices)",
    ("en", "because"): ", because it has the most invoices,",
    ("zh", "bracket"): "（挑这边是因为发票量最大）",
    ("zh", "because"): "，因为这边发票量最大",
    ("ru", "bracket"): " (выбрали его, потому что там больше всего счетов)",
    ("ru", "because"): ", потому что там больше всего счетов,",
}


def _with_reason(lang: str, reason: str) -> str:
    site = SITE[lang]
    assert site in SEED5_FACTS[lang]
    return SEED5_FACTS[lang].replace(site, site + reason, 1) + SEED5_WORK[lang]


@pytest.mark.parametrize("lang,form", sorted(REASONS))
def test_a_reason_for_the_site_is_one_addition(lang, form):
    g = graded(lang, 5, _with_reason(lang, REASONS[(lang, form)]))
    assert facts(g)["scope"] == "correct"
    assert len(g.unsupported) == 1 and _claims(g), kinds(g)


NOT_STARTED = {
    "en": "The translation of the user guides (not started) comes after the scanners.",
    "zh": "用户指南翻译（尚未开始）排在扫描器之后。",
    "ru": "Перевод руководств пользователя (не начат) идёт после сканеров.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_bracket_restating_a_stage_adds_nothing(lang):
    g = graded(lang, 5, _brief(lang, NOT_STARTED[lang]))
    assert facts(g)["planned"] == "correct"
    assert kinds(g) == []


def test_a_reason_that_is_a_remark_on_the_notes_adds_nothing():
    extra = "Only the Leeds office takes part (because the notes name no other office)."
    assert kinds(graded("en", 5, _brief("en", extra))) == []


# the notes' own reason for the site, added to the scope's sentence: telling it again adds nothing
NOTES_REASON = {
    "en": ("It was chosen because it has the most invoices.", " (chosen because it has the most invoices)"),
    "zh": ("选这里是因为这边发票量最大。", "（选这里是因为这边发票量最大）"),
    "ru": ("Его выбрали, потому что там больше всего счетов.", " (его выбрали, потому что там больше всего счетов)"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_reason_the_notes_give_adds_nothing(lang):
    base = material(lang, 5)
    said, told = NOTES_REASON[lang]
    scope = base.fact("scope")
    facts_with_reason = [dataclasses.replace(f, sentence=f.sentence + SEP[lang] + said) if f is scope else f
                         for f in base.facts]
    paragraphs = [p.replace(scope.sentence, scope.sentence + SEP[lang] + said) for p in base.paragraphs]
    assert paragraphs != base.paragraphs
    mat = dataclasses.replace(base, facts=facts_with_reason, paragraphs=paragraphs)
    g = grade_output(mat, _with_reason(lang, told))
    assert facts(g)["scope"] == "correct"
    assert kinds(g) == []
