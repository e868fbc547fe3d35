"""The approval's state told in words the grader did not read, in every language: a yes/no question on the approval
answered yes (a form's "Approved?" field, the reader's "if you are asking whether…: yes") states the approval and
names no other party; a rumour of approval the writer calls untrue is no approval and no addition; a party set aside
for the approver ("approved not by X but by Y") is no negation of the approval; a statement quoted to be judged
false ("'The pilot is not approved.' — False") is no state of the brief's; a negative subject ("nothing here is
approved yet") and a party's "nod" say the approval is pending. Briefs written for these tests on the material of
seeds 1 (pending with the investment board) and 5 (approved by Marek Novak on 15 May 2026)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 5's other facts, said plainly; each brief below puts its approval before them
REST_5 = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
          "office [14]. Warranty claims are not part of it [8]. The budget is USD 45,000 [2]. The barcode scanners "
          "have already been installed [14]; the translation of the user guides is planned but has not started [2].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в "
          "Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Бюджет — 45 000 долларов США [3]. Установка "
          "сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}
# seed 1's other facts
REST_1 = {
    "en": "The pilot runs from 10 March 2027 to 22 April 2027 [2][9] and covers spare parts ordering at the Tampere "
          "plant [15]; the legacy fax gateway is out of scope [9]. The budget is CHF 81,500 [2]. The data-protection "
          "checklist has been reviewed [15]; the training of the front-line clerks is planned but not started [2].\n",
    "ru": "Пилот идёт с 10 марта 2027 г. по 22 апреля 2027 г. [2, 9] и охватывает заказ запчастей на заводе в "
          "Тампере [18]; устаревший факс-шлюз в него не входит [9]. Бюджет — 81 500 швейцарских франков [2]. Проверка "
          "чек-листа по защите данных проведена [18]; обучение операторов первой линии запланировано, но не начато [2].\n",
    "zh": "试点于2027年3月10日开始，2027年4月22日结束[2][9]，只涵盖坦佩雷工厂的备件订购[15]，旧传真网关不在范围内[9]。"
          "预算为81,500瑞士法郎[2]。数据保护检查清单审核已经完成[15]，一线文员培训已列入计划，但尚未开始[2]。\n",
}


# --- a yes/no question on the approval answered yes -----------------------------------------------------------------
ANSWERED_YES = {
    "en": "If you are wondering whether the pilot has approval: yes. Marek Novak signed it off on 15 May 2026 [8].\n",
    # (Russian's "Утверждён ли пилот: да" was read already)
    "zh": "试点信息表\n是否获批      ：是\n批准人        ：马雷克·诺瓦克 [5]\n批准日期      ：2026-05-15 [5]\n",
}


@pytest.mark.parametrize("lang", list(ANSWERED_YES))
def test_a_question_on_the_approval_answered_yes_states_it(lang):
    g = graded(lang, 5, ANSWERED_YES[lang] + REST_5[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a rumour of approval the writer calls untrue ---------------------------------------------------------------------
RUMOUR_DENIED = {
    "en": "A rumour went round that the pilot had been approved. That is untrue: approval by the investment board is "
          "still pending [9].\n",
    "ru": "Ходил слух, что пилот уже утверждён. Это неправда: решение инвестиционного совета пока ожидается [9].\n",
    "zh": "前几天有传言说试点已经获批了。这一说法不实：试点尚未获得批准，仍在等待投资委员会审批[9]。\n",
}


@pytest.mark.parametrize("lang", list(RUMOUR_DENIED))
def test_a_rumour_of_approval_called_untrue_is_no_approval(lang):
    g = graded(lang, 1, RUMOUR_DENIED[lang] + REST_1[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a party set aside for the approver -------------------------------------------------------------------------------
PARTY_SET_ASIDE = {
    "en": "The pilot was approved not by the steering committee, but by Marek Novak on 15 May 2026 [8].\n",
    "ru": "Утвердил пилот не руководящий комитет, а Марек Новак — 15 мая 2026 г. [10].\n",
    "zh": "批准试点的不是指导委员会，而是马雷克·诺瓦克，时间为2026年5月15日[5]。\n",
}


@pytest.mark.parametrize("lang", list(PARTY_SET_ASIDE))
def test_a_party_set_aside_for_the_approver_negates_no_approval(lang):
    g = graded(lang, 5, PARTY_SET_ASIDE[lang] + REST_5[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# --- a statement quoted to be judged false ------------------------------------------------------------------------------
JUDGED_FALSE = {
    "en": "1. “The pilot is not approved.” — False. Marek Novak approved it on 15 May 2026 [8].\n",
    "ru": "1. «Пилот не утверждён». — Неверно. Марек Новак утвердил пилот 15 мая 2026 г. [10].\n",
    "zh": "1. “试点尚未获批。”——错误。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n",
}


@pytest.mark.parametrize("lang", list(JUDGED_FALSE))
def test_a_statement_quoted_and_judged_false_is_no_state(lang):
    g = graded(lang, 5, JUDGED_FALSE[lang] + REST_5[lang])
    assert facts(g)["approval"] == "correct", facts(g)


# --- English: a negative subject, and a party's nod ----------------------------------------------------------------------
def test_nothing_approved_yet_is_pending():
    text = "Marlin pilot: nothing here is approved yet\n\nThe investment board has not decided yet [9].\n" + REST_1["en"]
    g = graded("en", 1, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_a_partys_nod_is_the_approval():
    text = "The investment board's nod is still pending [9].\n" + REST_1["en"]
    g = graded("en", 1, text)
    assert facts(g)["approval"] == "correct", facts(g)
