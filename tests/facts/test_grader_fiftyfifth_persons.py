"""How invented people are counted. A clause (or the sentence right after) that only says, by a pronoun, who the person
just named is ("…; she coordinates the pilot", "她是试点的联系人", "она у нас координатор пилота") is one addition
with the clause naming them; a pronoun clause adding a claim of its own (a date) still counts it. And an owner the
facts never name, given to an invented item in a field of its own (a risk table's "Owner" column, "(owner: X)",
"— ответственный: X", "，由X负责"), is an addition beside the item's: two; the approver or a role word as the owner, an
owner given to a real fact, a risk with no owner stay as they were."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds


def _brief(lang: str, extra: str, work: bool = True) -> str:
    sep = "" if lang == "zh" else "\n"
    return SEED5_FACTS[lang] + (SEED5_WORK[lang] if work else "") + sep + extra


def _people(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "person"]


@pytest.mark.parametrize("lang, extra", [
    ("en", "For day-to-day matters, talk to Greta Lindqvist; she coordinates the pilot."),
    ("en", "Everyday questions can go to Greta Lindqvist. She's the pilot's coordinator."),
    ("ru", "По текущим вопросам можно обращаться к Грете Линдквист, она у нас координатор пилота."),
    ("ru", "По текущим вопросам пишите Грете Линдквист: она отвечает за пилот."),
    ("zh", "平时有事可以联系格蕾塔·林德奎斯特，她负责这个试点的日常协调。"),
    ("zh", "平时有事可以联系格蕾塔·林德奎斯特，她是试点的联系人。"),
])
def test_person_and_who_they_are_by_a_pronoun_is_one_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    assert len(g.unsupported) == 1, kinds(g)
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang, extra", [
    ("en", "Everyday questions can go to Greta Lindqvist, and Oskar Brandt handles the vendor contacts."),
    ("zh", "平时有事可以联系格蕾塔·林德奎斯特，奥斯卡·勃兰特负责和供应商沟通。"),
    ("ru", "По текущим вопросам обращайтесь к Грете Линдквист, а Оскар Брандт ведёт переговоры с поставщиком."),
])
def test_two_invented_people_stay_two_additions(lang, extra):
    assert len(graded(lang, 5, _brief(lang, extra)).unsupported) == 2


@pytest.mark.parametrize("lang, extra, date", [
    ("en", "Everyday questions can go to Greta Lindqvist; she will present the results to the board on 3 November 2026.",
     "3 November 2026"),
    ("ru", "По текущим вопросам обращайтесь к Грете Линдквист, она представит итоги совету 3 ноября 2026 г.",
     "3 ноября 2026 г."),
    ("zh", "平时有事可以联系格蕾塔·林德奎斯特，她将在2026年11月3日向董事会汇报结果。", "2026年11月3日"),
])
def test_pronoun_clause_with_a_claim_of_its_own_still_counts_it(lang, extra, date):
    g = graded(lang, 5, _brief(lang, extra))
    assert ("date", date) in kinds(g)
    assert len(g.unsupported) == 2


@pytest.mark.parametrize("lang, extra", [
    ("en", "Marek Novak signed it off; he is the Chief Financial Officer."),
    ("en", "Marek Novak signed it off. He is the Chief Financial Officer."),
    ("ru", "Марек Новак подписал его; он финансовый директор."),
    ("zh", "马雷克·诺瓦克签批了，他是首席财务官。"),
])
def test_pronoun_clause_on_the_approver_is_no_addition(lang, extra):
    assert graded(lang, 5, _brief(lang, extra)).unsupported == []


_RISK_TABLE = {
    "en": "| # | Risk | Owner |\n|---|---|---|\n| 1 | The clerks may resist the new steps and fall back on their old "
          "spreadsheets | {} |",
    "ru": "| № | Риск | Владелец |\n|---|---|---|\n| 1 | Сотрудники могут по привычке вернуться к старым таблицам | {} |",
    "zh": "| 序号 | 风险 | 负责人 |\n|---|---|---|\n| 1 | 文员可能出于习惯继续使用旧表格 | {} |",
}


@pytest.mark.parametrize("lang, owner", [
    ("en", "Greta Lindqvist"), ("en", "Hugo Ferreira"),
    ("ru", "Грета Линдквист"), ("ru", "Карл Фогель"),
    ("zh", "格蕾塔·林德奎斯特"), ("zh", "雨果·费雷拉"),
])
def test_invented_risk_and_its_invented_owner_are_two_additions(lang, owner):
    g = graded(lang, 5, _brief(lang, "\n\n" + _RISK_TABLE[lang].format(owner)))
    assert _people(g) == [owner]
    assert len(g.unsupported) == 2, kinds(g)


@pytest.mark.parametrize("lang, extra", [
    ("en", "Risk: the guide translation may slip and the clerks may not learn the new steps in time "
           "(owner: Hugo Ferreira)."),
    ("ru", "Риск: перевод руководств может затянуться, и сотрудники не успеют освоить новую сверку — ответственный: "
           "Карл Фогель."),
    ("zh", "风险：用户指南翻译可能拖延，文员来不及掌握新的匹配流程，由雨果·费雷拉负责。"),
    ("zh", "下一步：为文员安排一次复训，由格蕾塔·林德奎斯特负责。"),
])
def test_owner_field_closing_an_invented_item_is_a_second_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, "\n\n" + extra))
    assert len(_people(g)) == 1
    assert len(g.unsupported) == 2, kinds(g)


@pytest.mark.parametrize("lang, owner", [
    ("en", "Marek Novak"), ("en", "Chief Financial Officer"), ("en", "IT"), ("en", ""),
    ("ru", "Марек Новак"), ("ru", "финансовый директор"), ("ru", "ИТ"), ("ru", ""),
    ("zh", "马雷克·诺瓦克"), ("zh", "首席财务官"), ("zh", "IT部"), ("zh", ""),
])
def test_risk_owned_by_the_approver_a_role_or_no_one_is_one_addition(lang, owner):
    g = graded(lang, 5, _brief(lang, "\n\n" + _RISK_TABLE[lang].format(owner)))
    assert _people(g) == []
    assert len(g.unsupported) == 1, kinds(g)


@pytest.mark.parametrize("lang, extra", [
    ("en", "| Item | Stage | Owner |\n|---|---|---|\n| Translation of the user guides | planned | Hugo Ferreira |"),
    ("ru", "| Работа | Этап | Ответственный |\n|---|---|---|\n| Перевод руководств пользователя | запланирован | Карл Фогель |"),
    ("zh", "| 事项 | 状态 | 负责人 |\n|---|---|---|\n| 用户指南翻译 | 已列入计划 | 雨果·费雷拉 |"),
    ("en", "Planned: translation of the user guides (owner: Hugo Ferreira)."),
    ("zh", "计划：用户指南翻译，由雨果·费雷拉负责。"),
])
def test_owner_given_to_a_real_fact_counts_once(lang, extra):
    g = graded(lang, 5, _brief(lang, "\n\n" + extra, work=False))
    assert len(_people(g)) == 1
    assert len(g.unsupported) == 1, kinds(g)


@pytest.mark.parametrize("lang, extra", [
    ("en", "| Field | Value |\n|---|---|\n| Owner | Greta Lindqvist |"),
    ("ru", "Руководитель пилота — Грета Линдквист."),
    ("zh", "| 字段 | 内容 |\n|---|---|\n| 项目负责人 | 格蕾塔·林德奎斯特 |"),
])
def test_role_label_and_its_person_stay_one_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, "\n\n" + extra))
    assert len(_people(g)) == 1
    assert len(g.unsupported) == 1, kinds(g)
