"""Reported speech and disputes, the thirtieth held-out set's reported class in every language: a brief that passes
on a rumour or a claim someone made ("a figure was doing the rounds", "кто-то уверял", "听说") and then rejects it
("that turned out to be wrong", "это неверно", "其实是"), or that gives two versions of a value and then settles them
from the file. The rejected report is no value of a fact and no addition; the value the writer settles on is the
brief's claim. Pinned with briefs written for these tests on the material of seeds 1 (pending) and 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a rumoured amount rejected in its own sentence: the amount that stands is the budget --------------------------
RUMOURED_AMOUNT = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
          "office [14]; warranty claims are out of scope [8]. Some people said the budget was USD 54,000, but that "
          "turned out to be wrong: it is USD 45,000 [2]. Marek Novak approved the pilot on 15 May 2026 [8]. The "
          "barcode scanners have already been installed [14]; the translation of the user guides is planned but has "
          "not started [2].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в "
          "Лидсе [17]; гарантийные претензии в него не входят [10]. Ходили слухи про 54 000 долларов США, но это "
          "неверно: бюджет — 45 000 долларов США [3]. Марек Новак утвердил пилот 15 мая 2026 г. [10]. Установка "
          "сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "预算方面，听说是54,000美元，其实是45,000美元[1]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。"
          "条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(RUMOURED_AMOUNT))
def test_a_rumoured_amount_the_writer_rejects_is_no_addition(lang):
    g = graded(lang, 5, RUMOURED_AMOUNT[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a claim someone made of the approval, rejected at the next sentence: the state the writer gives stands ---------
CLAIMED_STATE = {
    "en": "The pilot runs from 10 March 2027 to 22 April 2027 [2][9] and covers only spare parts ordering at the "
          "Tampere plant [15]; the legacy fax gateway is out of scope [9]. The budget is CHF 81,500 [2]. Somebody "
          "insisted the pilot had already been approved. That is not true: the investment board has yet to approve "
          "it [9]. The data-protection checklist has been reviewed [15]; the training of the front-line clerks is "
          "planned but not started [2].\n",
    "ru": "Пилот идёт с 10 марта 2027 г. по 22 апреля 2027 г. [2, 9] и охватывает только заказ запчастей на заводе в "
          "Тампере [18]; устаревший факс-шлюз в него не входит [9]. Бюджет — 81 500 швейцарских франков [2]. Кто-то "
          "говорил, что пилот уже утверждён. Это ошибка: пилот ещё ожидает решения инвестиционного совета [9]. "
          "Проверка чек-листа по защите данных проведена [18]; обучение операторов первой линии запланировано, но не "
          "начато [2].\n",
    "zh": "试点于2027年3月10日开始，2027年4月22日结束[1][5]，只涵盖坦佩雷工厂的备件订购[7]，旧传真网关不在范围内[5]。"
          "预算为81,500瑞士法郎[1]。有人说试点已经批准了。并非如此：试点仍在等待投资委员会审批[5]。"
          "数据保护检查清单审核已经完成[7]，一线文员培训已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(CLAIMED_STATE))
def test_a_claimed_approval_the_writer_denies_leaves_it_pending(lang):
    g = graded(lang, 1, CLAIMED_STATE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- two versions of a date, settled from the file: the settled date is the fact's, the dispute no claim -------------
SETTLED = {
    "en": "Two dates were circulating for the end, 13 October 2026 and 3 October 2026. The file settled it: the "
          "pilot ends on 3 October 2026 [8]. The pilot starts on 9 June 2026 [2] and covers only invoice matching "
          "at the Leeds office [14]; warranty claims are out of scope [8]. The budget is USD 45,000 [2]. Marek Novak "
          "approved the pilot on 15 May 2026 [8]. The barcode scanners have already been installed [14]; the "
          "translation of the user guides is planned but has not started [2].\n",
    "ru": "Об окончании одни считали, что это 13 октября 2026 г., другие — что 3 октября 2026 г. Правы вторые: "
          "пилот завершается 3 октября 2026 г. [10]. Пилот начинается 9 июня 2026 г. [3] и охватывает только сверку "
          "счетов в офисе в Лидсе [17]; гарантийные претензии в него не входят [10]. Бюджет — 45 000 долларов США [3]. "
          "Марек Новак утвердил пилот 15 мая 2026 г. [10]. Установка сканеров штрихкодов уже завершена [17], а перевод "
          "руководств пользователя запланирован, но не начат [3].\n",
    "zh": "结束日期：组里说法不一，有说2026年10月13日的，也有说10月3日的。查了档案第5段，确认为2026年10月3日。"
          "试点于2026年6月9日开始[1]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。预算为45,000美元[1]。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(SETTLED))
def test_two_versions_settled_from_the_file_give_the_settled_value(lang):
    g = graded(lang, 5, SETTLED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- invented claims led by their attribution ("据X估计，…"), which Chinese cuts at its comma: who says them is part of
# them, no claim of its own (English and Russian read such a lead with its sentence already) ------------------------
ATTRIBUTED_ADDITION = {
    "zh": "试点于2027年3月10日开始，2027年4月22日结束[1][5]，只涵盖坦佩雷工厂的备件订购[7]，旧传真网关不在范围内[5]。"
          "预算为81,500瑞士法郎[1]。试点仍在等待投资委员会审批[5]。据仓储计划员估计，叉车车队明年春天会更新换代，食堂的午休时间也会延长。"
          "数据保护检查清单审核已经完成[7]，一线文员培训已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(ATTRIBUTED_ADDITION))
def test_an_attributed_addition_is_one_claim_with_its_attribution(lang):
    g = graded(lang, 1, ATTRIBUTED_ADDITION[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 2, kinds(g)
