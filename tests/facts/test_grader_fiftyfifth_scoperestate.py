"""The scope's limit told again by pointing back at the site and the workflow just named, with no new place or thing
("the scope is limited to this workflow at that site", "nothing beyond that one process", "范围只限于该办公室的这一流程",
"仅限于此", "рамки ограничены этим процессом на этой площадке"): the scope fact said again, no addition. A limit
naming another site or workflow, a reason given for the limit, and an exclusion beside it are read as before."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 5: invoice matching at the Leeds office; warranty claims excluded


def brief(lang: str, restated: str) -> str:
    return SEED5_FACTS[lang] + restated + (" " if lang != "zh" else "") + SEED5_WORK[lang]


RESTATED = [
    ("en", "The scope is limited to this workflow at that site."),
    ("en", "Nothing beyond that one process is part of the pilot."),
    ("en", "It stays restricted to that workflow in this office."),
    ("en", "The team will handle this process at that office only."),
    ("zh", "范围只限于该办公室的这一流程。"),
    ("zh", "试点只在这个办公室，仅限于此。"),
    ("zh", "试点只做这个办公室的这一项业务。"),
    ("ru", "Рамки ограничены этим процессом на этой площадке."),
    ("ru", "Пилот сведён к этому процессу в этом офисе."),
    ("ru", "Ничем, кроме этого процесса, пилот не занимается."),
]


@pytest.mark.parametrize("lang,restated", RESTATED)
def test_the_limit_told_again_by_pointing_back_is_no_addition(lang, restated):
    g = graded(lang, 5, brief(lang, restated))
    assert kinds(g) == []
    assert set(facts(g).values()) == {"correct"}


ANOTHER_SITE = {
    "en": "The scope is limited to this workflow at the York office.",
    "zh": "范围只限于约克办公室的这一流程。",
    "ru": "Рамки ограничены этим процессом в офисе в Йорке.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_limit_naming_another_site_still_counts(lang):
    assert len(kinds(graded(lang, 5, brief(lang, ANOTHER_SITE[lang])))) == 1


ANOTHER_WORKFLOW = {
    "en": "The scope is limited to warranty claims at that site.",
    "zh": "范围只限于该办公室的保修索赔。",
    "ru": "Рамки ограничены гарантийными претензиями на этой площадке.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_limit_naming_the_excluded_workflow_is_still_a_distortion(lang):
    assert facts(graded(lang, 5, brief(lang, ANOTHER_WORKFLOW[lang])))["out_of_scope"] == "distorted"


WITH_REASON = {
    "en": "The scope is limited to this workflow at that site so that the clerks are not overloaded.",
    "zh": "范围只限于该办公室的这一流程，以免团队负担过重。",
    "ru": "Рамки ограничены этим процессом на этой площадке, чтобы снизить операционные риски.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_reason_for_the_limit_still_counts(lang):
    assert len(kinds(graded(lang, 5, brief(lang, WITH_REASON[lang])))) == 1


WITH_EXCLUSION = {
    "en": "The scope is limited to this workflow at that site; warranty claims are out.",
    "zh": "范围只限于该办公室的这一流程，保修索赔排除在外。",
    "ru": "Рамки ограничены этим процессом на этой площадке, гарантийные претензии исключены.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_exclusion_beside_the_limit_reads_as_before(lang):
    g = graded(lang, 5, brief(lang, WITH_EXCLUSION[lang]))
    assert kinds(g) == []
    assert facts(g)["out_of_scope"] == "correct"
