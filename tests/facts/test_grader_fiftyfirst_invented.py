"""Invented commitments, reasons, tasks and sponsors, in every language: the team's own reporting promised ("The
project team will report progress to management every week", "项目组会每月向管理层通报一次进展") is a claim, whatever
document word it holds; a reason put after an exclusion's dash that leads on to its consequence ("Warranty claims are
left out — the after-sales desk deals with those separately, so we keep them out") is a reason the notes never give;
an open checklist task of new work or a new approval ("[ ] Clear the spending with the finance office") is work to do;
and a department the notes name only in a background paragraph, named as the pilot's sponsor ("Заказчик пилота — Отдел
снабжения"), is given a role the source never gives it. Each is one addition. The neighbours hold: the exclusion told
plainly, the material's planned item as a checklist task, and the background paragraph retold with its citation add
nothing. Pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

LANGS = ("en", "ru", "zh")
EXCLUSION = {"en": "Warranty claims are not part of it. ", "ru": "Гарантийные претензии в пилот не входят. ",
             "zh": "保修索赔不在范围内。"}


def _all_correct(g) -> bool:
    return set(facts(g).values()) == {"correct"}


def _brief(lang: str, extra: str = "", exclusion: str | None = None) -> str:
    told = SEED5_FACTS[lang] if exclusion is None else SEED5_FACTS[lang].replace(EXCLUSION[lang], exclusion)
    assert exclusion is None or told != SEED5_FACTS[lang]
    return told + SEED5_WORK[lang] + extra


COMMITMENT = {
    "en": " The project team will report progress to management every week.",
    "ru": " Команда проекта будет каждую неделю отчитываться перед руководством о ходе работ.",
    "zh": "项目组会每月向管理层通报一次进展。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_teams_reporting_promised_is_one_addition(lang):
    g = graded(lang, 5, _brief(lang, COMMITMENT[lang]))
    assert _all_correct(g)
    assert len(kinds(g)) == 1


REASON = {
    "en": "Warranty claims are left out — the after-sales desk deals with those separately, so we keep them out of "
          "the pilot. ",
    "ru": "Гарантийные претензии не берём — ими уже занимается другой отдел, поэтому мы их не трогаем. ",
    "zh": "保修索赔不在范围内——这类事务已有别的团队在处理，所以不纳入试点。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_reason_after_the_exclusions_dash_is_one_addition(lang):
    g = graded(lang, 5, _brief(lang, exclusion=REASON[lang]))
    assert _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_exclusion_told_plainly_adds_nothing(lang):
    g = graded(lang, 5, _brief(lang))
    assert _all_correct(g)
    assert kinds(g) == []


TASK = {
    "en": "\n\n[ ] Clear the spending with the finance office\n",
    "ru": "\n\n[ ] Согласовать расходы с финансовым отделом\n",
    "zh": "\n\n[ ] 与财务部门确认支出\n",
}
PLANNED_TASK = {
    "en": "\n\n[ ] Translation of the user guides — planned, not started\n",
    "ru": "\n\n[ ] Перевод руководств пользователя — запланирован, не начат\n",
    "zh": "\n\n[ ] 用户指南翻译——已列入计划，尚未开始\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_open_checklist_task_of_new_work_is_one_addition(lang):
    g = graded(lang, 5, _brief(lang, TASK[lang]))
    assert _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_planned_item_as_a_checklist_task_adds_nothing(lang):
    g = graded(lang, 5, _brief(lang, PLANNED_TASK[lang]))
    assert _all_correct(g)
    assert kinds(g) == []


SPONSOR = {
    "en": " The pilot's sponsor is the customer care team.",
    "ru": " Заказчик пилота — Отдел снабжения.",
    "zh": "试点发起方为人力资源部门。",
}
RETOLD = {
    "en": " The customer care team sits next to the reception area [15].",
    "ru": " Каждую неделю Отдел снабжения обсуждает звонки клиентов [12].",
    "zh": "人力资源部门用平实的语言撰写说明[3]。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_background_department_made_the_sponsor_is_one_party(lang):
    g = graded(lang, 5, _brief(lang, SPONSOR[lang]))
    assert _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["party"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_background_department_retold_with_its_citation_adds_nothing(lang):
    g = graded(lang, 5, _brief(lang, RETOLD[lang]))
    assert _all_correct(g)
    assert kinds(g) == []
