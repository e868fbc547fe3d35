"""A stage said once in a heading or an indented lead-in line ("next, not started yet:", "далее, пока не начато:",
"接下来，还要做的：", "then, left to do:") gives that stage to every item listed under it, in every language: the
lead-in's parts are read alone, as a line with no verb of its own sets no condition. An item under it with its own
stage word keeps its own, and an item back at the outer level after the sub-list does not take the lead-in's stage.
Briefs written for these tests on the material of seed 5 (dates, scope, budget and approval told by SEED5_FACTS)."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded

START = {"en": "9 June 2026 — pilot start", "ru": "9 июня 2026 — старт пилота", "zh": "2026年6月9日 —— 试点开始"}
END = {"en": "3 October 2026 — pilot end", "ru": "3 октября 2026 — завершение пилота", "zh": "2026年10月3日 —— 试点结束"}
GUIDES = {"en": "translation of the user guides", "ru": "перевод руководств пользователя", "zh": "用户指南翻译"}
SCANNERS = {"en": "installation of the barcode scanners", "ru": "установка сканеров штрихкодов", "zh": "条码扫描器安装"}
# lead-ins telling the items under them not started yet
NOT_YET = {
    "en": ["next, not started yet:", "then, left to do:"],
    "ru": ["далее, пока не начато:", "затем, пока не начато:", "осталось сделать:", "дальше, ещё осталось:"],
    "zh": ["接下来，还要做的：", "剩下要做的："],
}
# lead-ins telling the items under them finished
FINISHED = {"en": ["by now, already done:"], "ru": ["к этому моменту, уже сделано:"], "zh": ["到目前为止，已经做完的："]}
OWN_DONE = {"en": " — already done", "ru": " — уже завершена", "zh": "（已经完成）"}


def _timeline(lang: str, lead: str, first: str, second: str) -> str:
    return (SEED5_FACTS[lang] + "\n\n" + START[lang] + "\n    " + lead + "\n    • " + first + "\n    • " + second
            + "\n" + END[lang] + "\n")


@pytest.mark.parametrize("lang,lead", [(lang, x) for lang, xs in NOT_YET.items() for x in xs])
def test_a_not_yet_lead_in_tells_every_item_under_it_planned(lang, lead):
    f = facts(graded(lang, 5, _timeline(lang, lead, GUIDES[lang], SCANNERS[lang])))
    assert (f["done"], f["planned"]) == ("distorted", "correct")


@pytest.mark.parametrize("lang,lead", [(lang, x) for lang, xs in FINISHED.items() for x in xs])
def test_a_finished_lead_in_tells_every_item_under_it_done(lang, lead):
    f = facts(graded(lang, 5, _timeline(lang, lead, SCANNERS[lang], GUIDES[lang])))
    assert (f["done"], f["planned"]) == ("correct", "distorted")


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_an_item_with_its_own_stage_under_the_lead_in_keeps_it(lang):
    f = facts(graded(lang, 5, _timeline(lang, NOT_YET[lang][0], GUIDES[lang], SCANNERS[lang] + OWN_DONE[lang])))
    assert (f["done"], f["planned"]) == ("correct", "correct")


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_an_item_back_at_the_outer_level_does_not_take_the_lead_in_stage(lang):
    lead = {"en": "next, not started yet:", "ru": "далее, пока не начато:", "zh": "接下来，尚未开始："}[lang]
    text = (SEED5_FACTS[lang] + "\n\nStatus:\n• " + START[lang] + "\n  • " + lead + "\n    • " + GUIDES[lang]
            + "\n• " + SCANNERS[lang] + "\n")
    f = facts(graded(lang, 5, text))
    assert f["planned"] == "correct"
    assert f["done"] == "omitted"


# a lead-in with a sequence word and no stage names none: the items under it are told without one
NO_STAGE = {"en": "then, the work items:", "ru": "далее, рабочие пункты:", "zh": "接下来，工作事项："}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_lead_in_without_a_stage_gives_none(lang):
    f = facts(graded(lang, 5, _timeline(lang, NO_STAGE[lang], GUIDES[lang], SCANNERS[lang])))
    assert (f["done"], f["planned"]) == ("omitted", "omitted")
