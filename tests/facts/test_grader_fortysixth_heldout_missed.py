"""Additions the forty-sixth held-out set showed the grader missing, as forms, in every language, on the material of
seed 6 (a pending approval by the executive committee): a status colour given as the writer's own call ("I'd call it
green"), a verdict that the pilot is on track, a risk under its own label naming a fact's item, a status colour in a
table cell, an action item giving a person of the background a task in the pilot, and a further sign-off after the
pending one. Each is one addition; the correct brief beside them has none."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The Kestrel pilot runs from 14 June 2027 to 13 August 2027 and covers returns handling at the Lyon warehouse "
          "only. The legacy fax gateway is out of scope. The budget is USD 70,000. The pilot has not been approved yet: "
          "the executive committee's approval is still pending. The export of the historical order data is complete; "
          "the training of the front-line clerks is planned but has not started.\n",
    "ru": "Пилот «Пустельга» идёт с 14 июня 2027 г. по 13 августа 2027 г. и охватывает только обработку возвратов на "
          "складе в Лионе. Устаревший факс-шлюз в пилот не входит. Бюджет — 70 000 долларов США. Пилот ещё не утверждён: "
          "решение исполнительного комитета пока ожидается. Выгрузка исторических данных о заказах завершена; обучение "
          "операторов первой линии запланировано, но ещё не начато.\n",
    "zh": "红隼试点于2027年6月14日开始，2027年8月13日结束，仅涵盖里昂仓库的退货处理。旧传真网关不在试点范围内。预算为70,000"
          "美元。该试点尚未获得批准，仍在等待执行委员会的审批。历史订单数据导出已经完成；一线文员培训已列入计划，但尚未开始。\n",
}

ADDED = {  # one addition each, in the form named
    "own colour call": {"en": "Overall I'd call this one amber.", "ru": "В целом я бы назвал его жёлтым.",
                        "zh": "总体来看，我个人给它打黄灯。"},
    "on track": {"en": "All in all, Kestrel looks on track.", "ru": "В целом «Пустельга» идёт по плану.",
                 "zh": "总的来说，红隼按计划推进。"},
    "risk label": {"en": "Risk: the exported order data may be incomplete.",
                   "ru": "Риск: выгруженные данные о заказах могут оказаться неполными.",
                   "zh": "风险：导出的历史订单数据可能不完整。"},
    "colour cell": {"en": "| Item | Value |\n|---|---|\n| Status | green |",
                    "ru": "| Пункт | Значение |\n|---|---|\n| Статус | зелёный |",
                    "zh": "| 项目 | 内容 |\n|---|---|\n| 状态 | 绿灯 |"},
    "further sign-off": {"en": "After the committee, the CFO will also need to approve the pilot.",
                         "ru": "После комитета пилот должен согласовать ещё и финансовый директор.",
                         "zh": "执行委员会之后，财务总监还要再审批一次。"},
}


@pytest.mark.parametrize("lang", list(BASE))
def test_the_correct_brief_has_no_addition(lang):
    g = graded(lang, 6, BASE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("form", list(ADDED))
@pytest.mark.parametrize("lang", list(BASE))
def test_each_form_is_one_addition(lang, form):
    g = graded(lang, 6, BASE[lang] + "\n" + ADDED[form][lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", ["ru"])
def test_an_action_item_for_a_person_of_the_background_is_an_addition(lang):
    item = {"en": "Actions\n- Nadia Rahimi – collect feedback from the warehouse staff throughout the pilot.",
            "ru": "Поручения\n— Лейла Хаддад — собирать отзывы сотрудников склада на протяжении пилота."}[lang]
    g = graded(lang, 6, BASE[lang] + "\n" + item + "\n")
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


@pytest.mark.parametrize("lang", list(BASE))
def test_a_true_status_and_a_wrong_value_are_still_read(lang):
    # the pending approval told again is no further sign-off; a wrong budget beside the colour is still distorted
    again = {"en": "Status: still waiting for the executive committee. Budget: USD 77,000. Overall I'd call it red.",
             "ru": "Статус: ждём исполнительный комитет. Бюджет: 77 000 долларов США. В целом я бы назвал его красным.",
             "zh": "状态：仍在等待执行委员会。预算：77,000美元。我个人给它打红灯。"}[lang]
    g = graded(lang, 6, BASE[lang].replace("70,000", "77,000").replace("70 000", "77 000") + "\n" + again + "\n")
    assert facts(g)["budget"] == "distorted", facts(g)
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)
