"""Further sign-offs and owners: a department's countersign listed as an item beside the pilot's pending decision
("[ ] 采购部会签") is one more sign-off, one addition, while 会签 stays no approval word of the pilot's own state; a
person of the background made the owner of a work item in the passive ("培训由X负责", "Training is handled by X",
"За обучение отвечает X") is one addition, a background person told with their background habit none; a background
person named in another case ("к Надией Рахими", "Карлу Фогелю") is that person, counted once as such."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 3's facts as a to-do list, the steering committee's decision still awaited
TODO = {
    "en": "To do before launch\n\nRuns: 21 August to 23 November 2027\nMoney: CHF 28,000\n"
          "Covers returns handling at the Leeds office; the Madrid sales office is left out\n\n"
          "[ ] Steering committee go-ahead (still open)\n",
    "ru": "Перед запуском\n\nПериод: с 21 августа по 23 ноября 2027 г.\nДеньги: 28 000 швейцарских франков\n"
          "Охват: обработка возвратов в офисе в Лидсе; офис продаж в Мадриде не участвует\n\n"
          "[ ] Решение руководящего комитета (пока не принято)\n",
    "zh": "上线前待办\n\n时间：2027年8月21日至11月23日\n经费：28,000瑞士法郎\n"
          "覆盖：利兹办公室的退货处理；马德里销售办事处不参与\n\n[ ] 指导委员会的决定（尚未作出）\n",
}
FURTHER = {"en": "[ ] Approval from the procurement department\n", "ru": "[ ] Согласование с отделом закупок\n",
           "zh": "[ ] 采购部会签\n"}


@pytest.mark.parametrize("lang", list(FURTHER))
def test_a_countersign_listed_beside_the_pending_decision_is_one_addition(lang):
    g = graded(lang, 3, TODO[lang] + FURTHER[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k[0] for k in kinds(g)] == ["approval"], kinds(g)


@pytest.mark.parametrize("lang", list(TODO))
def test_the_pending_decision_alone_adds_nothing(lang):
    g = graded(lang, 3, TODO[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


def test_a_countersign_told_in_a_sentence_is_no_approval_of_the_pilot():
    # outside a list's item 会签 names no state of the pilot's own approval: it stays pending, not "both"
    g = graded("zh", 3, TODO["zh"] + "采购部之后还要会签。\n")
    assert facts(g)["approval"] == "correct", facts(g)


def _brief(lang: str, extra: str) -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + ("" if lang == "zh" else "\n") + extra


def _people(g) -> list[tuple[str, str]]:
    return [(u.text, u.detail) for u in g.unsupported if u.kind == "person"]


@pytest.mark.parametrize("lang, extra", [
    ("en", "Training for the users is handled by Hugo Ferreira."),
    ("ru", "За обучение пользователей отвечает Карл Фогель."),
    ("zh", "用户培训由托马斯·林德奎斯特负责。"),
    ("zh", "上线后的答疑由托马斯·林德奎斯特跟进。"),
    ("zh", "托马斯·林德奎斯特负责用户培训。"),
])
def test_a_background_person_owning_a_work_item_is_one_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    people = _people(g)
    assert len(people) == 1 and "background" in people[0][1], people
    assert len(g.unsupported) == 1, kinds(g)
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang, extra", [
    ("ru", "По сканерам все вопросы — к Карлу Фогелю."),
    ("ru", "С вопросами по отчёту связывайтесь с Надией Рахими."),
    ("ru", "За бюджетные вопросы пишите Шону Галлахеру."),
])
def test_a_background_person_in_another_case_is_that_person_once(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    people = _people(g)
    assert len(people) == 1 and "background" in people[0][1], people


def test_a_name_nobody_in_the_source_bears_stays_unknown():
    g = graded("ru", 5, _brief("ru", "По сканерам все вопросы — к Карлосу Фонсеке."))
    assert [d for _, d in _people(g)] == ["person not in the source"], _people(g)


def test_a_background_person_with_their_background_habit_is_no_addition():
    g = graded("zh", 7, "试点按计划推进。托马斯·林德奎斯特在屋顶露台收藏了一小批旧航海地图。")
    assert _people(g) == [], _people(g)


def test_a_background_person_told_with_their_background_unit_is_the_background_retold():
    # the unit the background writes before the name, kept with it: the background told again, no owner of its own
    g = graded("zh", 7, "试点按计划推进。已做完；由IT支持的彼得·奥卡福负责导出。")
    assert _people(g) == [], _people(g)
