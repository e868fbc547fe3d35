"""Facts told through negation, contrast and change inside one sentence or item, the twenty-eighth held-out set's
negation class in every language: a state taken back by a negation ("no longer pending", "not outstanding any more",
"不再待审批", "已不是计划中的事", "больше не в очереди") leaves the other state, the one told beside it; a double negation of
the approval ("it is not true that the pilot is not approved", "неверно, будто пилот не одобрен") gives it; a workflow
kept in by a contrast ("not a rollout across the whole company: only X", "ни один процесс, помимо X, не включён",
"除了X以外，其他流程都不…", "X | not at any other office") is in scope, not excluded; an item asked about and answered by an
exclusion ("What about the fax gateway? - Left out of the pilot") is excluded; an excluded item said to come in "during a
later one" is put off, not out.
Each is pinned with briefs written for these tests on the material of seeds 1 (pending) and 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a plan taken back: the item is done, as told beside it --------------------------------------------------------
PLAN_TAKEN_BACK = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds '
          'office [14]. Warranty claims are not part of it [8]. Marek Novak approved it on 15 May 2026 [8], and it has '
          'a budget of USD 45,000 [2]. The installation of the barcode scanners is not outstanding any more; it has '
          'been completed [14]. The translation of the user guides is planned but has not started [2].\n',
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。'
          '马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已不是计划中的事，它已经做完了[7]；'
          '用户指南翻译已列入计划，但尚未开始[1]。\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в Лидсе '
          '[17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — '
          '45 000 долларов США [3]. Установка сканеров штрихкодов уже не в очереди: она завершена [17]. Перевод '
          'руководств пользователя запланирован, но не начат [3].\n',
}


@pytest.mark.parametrize("lang", list(PLAN_TAKEN_BACK))
def test_a_plan_taken_back_leaves_the_item_done(lang):
    g = graded(lang, 5, PLAN_TAKEN_BACK[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# "no longer only planned, already done": the planned item told as done
PLANNED_TOLD_DONE = {
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。'
          '马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]。'
          '用户指南翻译已不是计划中的事，它已经做完了[1]。\n',
}


@pytest.mark.parametrize("lang", list(PLANNED_TOLD_DONE))
def test_a_plan_taken_back_for_the_planned_item_reports_it_done(lang):
    g = graded(lang, 5, PLANNED_TOLD_DONE[lang])
    assert facts(g)["planned"] == "distorted", facts(g)


# --- a pending state taken back: the approval is given -------------------------------------------------------------
PENDING_TAKEN_BACK = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds '
          'office [14]. Warranty claims are not part of it [8]. Approval is no longer pending: Marek Novak approved '
          'the pilot on 15 May 2026 [8]. The budget is USD 45,000 [2]. The barcode scanners have already been '
          'installed [14]; the translation of the user guides is planned but has not started [2].\n',
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。'
          '审批已经不再是待定状态：马雷克·诺瓦克已于2026年5月15日批准该试点[5]。预算为45,000美元[1]。条码扫描器安装已经完成[7]，'
          '用户指南翻译已列入计划，但尚未开始[1]。\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в Лидсе '
          '[17]. Гарантийные претензии в пилот не входят [10]. Решение больше не ожидается: Марек Новак утвердил пилот '
          '15 мая 2026 г. [10]. Бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена [17], а '
          'перевод руководств пользователя запланирован, но не начат [3].\n',
}


@pytest.mark.parametrize("lang", list(PENDING_TAKEN_BACK))
def test_a_pending_state_taken_back_leaves_the_approval_given(lang):
    g = graded(lang, 5, PENDING_TAKEN_BACK[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)


# seed 1's approval is pending: told as no longer waiting, with the body's go-ahead, it is reported approved
PENDING_SAID_OVER = {
    'zh': '试点于2027年3月10日开始，2027年4月22日结束[2][4]，只涵盖坦佩雷工厂的备件订购[8]，旧传真网关不在范围内[4]。'
          '审批不再待定：投资委员会已经放行[4]。预算为81,500瑞士法郎[2]。数据保护检查清单审核已经完成[8]，'
          '一线文员培训已列入计划，但尚未开始[2]。\n',
}


@pytest.mark.parametrize("lang", list(PENDING_SAID_OVER))
def test_a_pending_approval_said_over_is_reported_approved(lang):
    g = graded(lang, 1, PENDING_SAID_OVER[lang])
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a double negation of the approval gives it --------------------------------------------------------------------
NOT_UNAPPROVED = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds '
          'office [14]. Warranty claims are not part of it [8]. It is not true that the pilot is not approved: Marek '
          'Novak approved it on 15 May 2026 [8]. The budget is USD 45,000 [2]. The barcode scanners have already been '
          'installed [14]; the translation of the user guides is planned but has not started [2].\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в Лидсе '
          '[17]. Гарантийные претензии в пилот не входят [10]. Неверно, будто пилот не одобрен: Марек Новак утвердил его '
          '15 мая 2026 г. [10]. Бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена [17], а '
          'перевод руководств пользователя запланирован, но не начат [3].\n',
}


@pytest.mark.parametrize("lang", list(NOT_UNAPPROVED))
def test_a_denied_negated_approval_is_given(lang):
    g = graded(lang, 5, NOT_UNAPPROVED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- the workflow a contrast keeps in is in scope ------------------------------------------------------------------
KEPT_IN = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8]. It is not a rollout across the whole company: '
          'only invoice matching at the Leeds office is covered [14]. Warranty claims are not part of it [8]. Marek '
          'Novak approved it on 15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode scanners have '
          'already been installed [14]; the translation of the user guides is planned but has not started [2].\n',
    'en-table': '| Item | Is | Is not |\n|---|---|---|\n| Dates | 9 June 2026 to 3 October 2026 [2][8] | open-ended |\n'
                '| Workflow | invoice matching at the Leeds office [14] | not at any other office |\n'
                '| Left out | warranty claims [8] | part of the pilot |\n'
                '| Approval | Marek Novak, 15 May 2026 [8] | pending |\n| Budget | USD 45,000 [2] | in euros |\n'
                '| Done | installation of the barcode scanners [14] | still open |\n'
                '| Planned | translation of the user guides, not started [2] | under way |\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]. Ни один процесс, помимо сверки счетов, в пилот не '
          'включён, и площадка у него одна — офис в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек Новак '
          'утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже '
          'завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n',
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]。除了利兹办公室的发票匹配以外，其他流程都不在试点范围内[7]；'
          '保修索赔也不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，'
          '用户指南翻译已列入计划，但尚未开始[1]。\n',
}


@pytest.mark.parametrize("case", list(KEPT_IN))
def test_the_workflow_a_contrast_keeps_in_is_in_scope(case):
    g = graded(case[:2], 5, KEPT_IN[case])
    assert facts(g)["scope"] == "correct", facts(g)


# --- an item asked about and answered by an exclusion is excluded --------------------------------------------------
ANSWERED_OUT = {
    'zh': '问：起止日期？\n答：2026年6月9日开始，2026年10月3日结束[1][5]。\n\n问：覆盖范围？\n'
          '答：只管利兹办公室的发票匹配[7]。\n\n问：保修索赔的情况如何？\n答：被排除在试点之外[5]。\n\n问：批了吗？\n'
          '答：马雷克·诺瓦克已于2026年5月15日批准[5]，预算45,000美元[1]。\n\n问：进展？\n'
          '答：条码扫描器安装已经完成[7]；用户指南翻译已列入计划，但尚未开始[1]。\n',
}


@pytest.mark.parametrize("lang", list(ANSWERED_OUT))
def test_an_item_asked_about_and_answered_by_an_exclusion_is_excluded(lang):
    g = graded(lang, 5, ANSWERED_OUT[lang])
    assert facts(g)["out_of_scope"] == "correct", facts(g)


# --- an excluded item to join "in a later one" is put off, not out ------------------------------------------------
JOINS_LATER = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds '
          'office [14]. Warranty claims are outside this phase of the pilot; they come in during a later one [8]. Marek Novak '
          'approved it on 15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode scanners have already '
          'been installed [14]; the translation of the user guides is planned but has not started [2].\n',
}


@pytest.mark.parametrize("lang", list(JOINS_LATER))
def test_an_excluded_item_to_come_in_during_a_later_one_is_put_off(lang):
    g = graded(lang, 5, JOINS_LATER[lang])
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
