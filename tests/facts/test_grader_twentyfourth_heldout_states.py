"""States told second-hand, the twenty-fourth held-out set's class in every language: an exclusion said in a bracketed
remark that also holds its citation, or under a heading or column asking what the pilot does not cover; an approval
awaited from a named party ("waiting for X to sign it off"), named as a body's decision not yet there, received as
consent, or ticked (or left empty) on a checklist; a person of the background given as the one who approved in a data
field; an exclusion word that speaks of the brief's readers, not of the pilot. Each is pinned with briefs written for
these tests on the materials of seeds 1 (approval pending) and 5 (approved) (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def body(lang: str, seed: int, **change: str) -> str:
    c = {**CLEAN[(lang, seed)], **change}
    if lang == "zh":
        return (f"试点时间为{c['timeline']}。范围：{c['scope']}。\n{c['oos']}\n预算：{c['budget']}。\n审批：{c['status']}\n"
                f"已完成：{c['done']}。\n计划（尚未开始）：{c['planned']}。\n")
    if lang == "ru":
        return (f"Пилот идёт {c['timeline']}. Охват: {c['scope']}.\n{c['oos']}\nБюджет: {c['budget']}.\n"
                f"Статус: {c['status']}\nСделано: {c['done']}.\nЗапланировано, не начато: {c['planned']}.\n")
    return (f"The pilot runs {c['timeline']}. It covers {c['scope']}.\n{c['oos']}\nBudget: {c['budget']}.\n"
            f"Approval: {c['status']}\nDone: {c['done']}.\nPlanned, not started: {c['planned']}.\n")


def with_status_line(lang: str, seed: int, line: str) -> str:
    """The brief with its approval line replaced by `line`, unlabelled."""
    lines = body(lang, seed).splitlines(keepends=True)
    return "".join(lines[:3] + [line + "\n"] + lines[4:])


# --- an exclusion in a bracketed remark that holds its citation too -------------------------------------------------
REMARK = {
    "en": "Legacy fax gateway (left out on purpose, para 9).",
    "ru": "Устаревший факс-шлюз (исключён сознательно, абз. 9).",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_exclusion_in_a_bracketed_remark_beside_its_citation_excludes(mats, lang):
    g = grade_output(mats[(lang, 1)], body(lang, 1, oos=REMARK[lang]))
    assert facts(g)["out_of_scope"] == "correct", facts(g)


# --- a table's column asking what the pilot does not cover ---------------------------------------------------------
def test_an_item_under_a_column_of_what_is_not_covered_is_excluded_in_chinese(mats):
    table = "| 覆盖 | 不覆盖 | 预算 |\n|---|---|---|\n| 坦佩雷工厂的备件订购 | 旧传真网关 | 81,500瑞士法郎 |\n"
    g = grade_output(mats[("zh", 1)], body("zh", 1, oos="") + "\n" + table)
    assert facts(g)["out_of_scope"] == "correct", facts(g)


# --- a checklist's line naming the approval: ticked is given, empty is not yet --------------------------------------
TICKED = {
    "en": ("[x] Sign-off by the investment board", "[ ] Sign-off by the investment board"),
    "zh": ("[x] 投资委员会审批", "[ ] 投资委员会审批"),
    "ru": ("[x] Утверждение инвестиционным советом", "[ ] Утверждение инвестиционным советом"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_ticked_approval_line_on_a_checklist_reads_as_given(mats, lang):
    ticked, empty = TICKED[lang]
    g = grade_output(mats[(lang, 1)], with_status_line(lang, 1, ticked))
    assert facts(g)["approval"] == "distorted", facts(g)
    g = grade_output(mats[(lang, 1)], with_status_line(lang, 1, empty))
    assert facts(g)["approval"] == "correct", facts(g)


# --- an approval awaited from a named party, who is to sign ---------------------------------------------------------
def test_waiting_for_a_named_party_to_sign_is_pending(mats):
    line = "We are still waiting for Marek Novak (Chief Financial Officer) to sign the pilot off [8]."
    g = grade_output(mats[("en", 5)], with_status_line("en", 5, line))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a body's decision said to be not there yet; consent said to be received ----------------------------------------
def test_a_bodys_decision_not_there_yet_is_pending_in_russian(mats):
    g = grade_output(mats[("ru", 1)], with_status_line("ru", 1, "Решения инвестиционного совета пока нет [9]."))
    assert facts(g)["approval"] == "correct", facts(g)


def test_consent_received_is_an_approval_given_in_russian(mats):
    g = grade_output(mats[("ru", 1)], with_status_line("ru", 1, "Получили согласие инвестиционного совета [9]."))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a person of the background in a data field naming who approved --------------------------------------------------
DATA = {
    "en": '{\n  "approval": {\n    "status": "approved",\n    "date": "2026-05-15",\n    "by": "Sofia Marchetti"\n  }\n}\n',
    "zh": '{\n  "approval": {\n    "status": "已批准",\n    "date": "2026-05-15",\n    "by": "托马斯·林德奎斯特"\n  }\n}\n',
    "ru": '{\n  "approval": {\n    "status": "утверждён",\n    "date": "2026-05-15",\n    "by": "Томас Линдквист"\n  }\n}\n',
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_background_person_under_an_approval_key_is_another_approver(mats, lang):
    g = grade_output(mats[(lang, 5)], with_status_line(lang, 5, "") + "\n" + DATA[lang])
    assert facts(g)["approval"] == "distorted", facts(g)


# --- readers outside the team are no item left out ------------------------------------------------------------------
def test_readers_outside_the_team_exclude_nothing(mats):
    text = body("en", 1).replace("It covers", "For readers outside the team: the pilot covers")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["scope"] == "correct", facts(g)
