"""Briefs organised around something other than the facts, the twenty-ninth held-out set's layout class in every
language: the work items listed in one section and their stages in another, keyed by the same letters, as a reader
joins them ("(b) Installation of the scanners" … "Where each item stands: (b) done"); a checklist table whose states
are crosses in a Yes column and a No column; a field naming the start and the end in its label and giving both dates in
that order, each pair cut by a slash; a brief written conclusion first, its conclusion's label and the line pointing
at the evidence below no claims of their own. Each is pinned with briefs written for these tests on the material of
seeds 5 (approved) and 1 (pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- the items in one section, their stages in another, keyed by the same letters ----------------------------------
SPLIT = {
    "en": "Pilot overview\n\nSection 1: what the pilot holds\n  (a) Dates: 9 June 2026 to 3 October 2026 [2][8]\n"
          "  (b) Invoice matching at the Leeds office only [14]; warranty claims are not part of it [8]\n"
          "  (c) Budget: USD 45,000 [2]\n  (d) Installation of the barcode scanners [14]\n"
          "  (e) Translation of the user guides [2]\n  (f) Approval [8]\n\n"
          "Section 2: progress per line\n  (d) completed\n  (e) planned, not yet started\n"
          "  (f) approved by Marek Novak on 15 May 2026\n",
    "ru": "Обзор пилота\n\n• Что входит\n   ◦ (А) установка сканеров штрихкодов [17]\n"
          "   ◦ (Б) перевод руководств пользователя [3]\n   ◦ (В) утверждение [10]\n• Как обстоят дела\n"
          "   ◦ А — завершена\n   ◦ Б — запланирован, но не начат\n   ◦ В — Марек Новак утвердил пилот 15 мая 2026 г.\n\n"
          "Сроки: с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]. Только сверка счетов в офисе в Лидсе [17]; "
          "гарантийные претензии в пилот не входят [10]. Бюджет — 45 000 долларов США [3].\n",
    "zh": "试点概览\n\n清单甲：内容\n(a) 条码扫描器安装 [7]\n(b) 用户指南翻译 [1]\n(c) 保修索赔 [5]\n"
          "(d) 利兹办公室的发票匹配 [7]\n\n"
          "清单乙：进度\n(a) 已经完成\n(b) 已列入计划，但尚未开始\n(c) 不在试点范围内\n(d) 试点只涵盖这一项\n\n"
          "时间：2026年6月9日开始，2026年10月3日结束[1][5]。预算45,000美元[1]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n",
}


@pytest.mark.parametrize("lang", list(SPLIT))
def test_items_and_their_stages_in_two_sections_are_read_as_one_list(lang):
    g = graded(lang, 5, SPLIT[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a checklist table: the states are crosses in a Yes and a No column --------------------------------------------
YES_NO = {
    "en": "Readiness checklist\n\nDates: 10 March 2027 to 22 April 2027 [2][9]\nScope: spare parts ordering at the "
          "Tampere plant [15]\nBudget: CHF 81,500 [2]\n\n| Check | Yes | No | Ref |\n|---|---|---|---|\n"
          "| Has the pilot been approved? |  | x | [9] |\n| Is approval by the investment board still pending? | x |  | [9] |\n"
          "| Is the legacy fax gateway excluded? | x |  | [9] |\n"
          "| Has the data-protection checklist been reviewed? | x |  | [15] |\n"
          "| Has the training of the front-line clerks started? |  | x | [2] |\n"
          "| Is the training of the front-line clerks planned? | x |  | [2] |\n",
    "ru": "Чек-лист готовности\n\nСроки: с 10 марта 2027 г. по 22 апреля 2027 г. [2, 9]\nРамки: заказ запчастей на "
          "заводе в Тампере [18]\nБюджет: 81 500 швейцарских франков [2]\n\n| Проверка | Да | Нет | Абзац |\n"
          "|---|---|---|---|\n| Пилот утверждён? |  | x | [9] |\n| Решение за инвестиционным советом? | x |  | [9] |\n"
          "| Устаревший факс-шлюз явно исключён из пилота? | x |  | [9] |\n"
          "| Проверка чек-листа по защите данных завершена? | x |  | [18] |\n"
          "| Обучение операторов первой линии уже начато? |  | x | [2] |\n"
          "| Обучение операторов первой линии запланировано? | x |  | [2] |\n",
    "zh": "就绪检查表\n\n时间：2027年3月10日开始，2027年4月22日结束[2][4]\n范围：坦佩雷工厂的备件订购[8]\n"
          "预算：81,500瑞士法郎[2]\n\n| 检查项 | 是 | 否 | 段落 |\n|---|---|---|---|\n| 试点是否已批准？ |  | x | [4] |\n"
          "| 是否仍在等待投资委员会审批？ | x |  | [4] |\n| 旧传真网关是否排除在外？ | x |  | [4] |\n"
          "| 数据保护检查清单审核是否已完成？ | x |  | [8] |\n| 一线文员培训是否已开始？ |  | x | [2] |\n"
          "| 一线文员培训是否已列入计划？ | x |  | [2] |\n",
}


@pytest.mark.parametrize("lang", list(YES_NO))
def test_a_yes_and_a_no_column_answer_the_rows_questions(lang):
    g = graded(lang, 1, YES_NO[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)  # seed 1: the approval still pending
    assert kinds(g) == []


# --- a field naming the start and the end in its label, their dates after it in that order, cut by slashes ---------
ROLE_PAIR = {
    "en": "Pilot card\n\nPeriod (start / end): 09.06.2026 / 03.10.2026 [2][8]\nScope: invoice matching at the Leeds "
          "office only [14]\n",
    "ru": "Карточка пилота\n\nПериод (начало / окончание): 09.06.2026 / 03.10.2026 [3, 10]\nРамки: только сверка счетов "
          "в офисе в Лидсе [17]\n",
    "zh": "试点卡片\n\n周期（开始/结束）：2026年6月9日/2026年10月3日[1][5]\n范围：只涵盖利兹办公室的发票匹配[7]\n",
}


@pytest.mark.parametrize("lang", list(ROLE_PAIR))
def test_a_start_and_an_end_named_in_the_label_pair_with_the_dates_in_order(lang):
    got = facts(graded(lang, 5, ROLE_PAIR[lang]))
    assert got["start_date"] == got["end_date"] == "correct", got


# --- the conclusion first: its label and the line pointing at the evidence below claim nothing of their own ---------
CONCLUSION_FIRST = {
    "en": "Conclusion: the pilot is approved and tightly bounded. Below is what this rests on.\n\n"
          "1. Approval: Marek Novak approved it on 15 May 2026 [8].\n2. Dates: 9 June 2026 to 3 October 2026 [2][8].\n"
          "3. Scope: invoice matching at the Leeds office only [14]; warranty claims are out of scope [8].\n"
          "4. Budget: USD 45,000 [2].\n5. Progress: the barcode scanners have been installed [14]; the translation of "
          "the user guides is planned but not started [2].\n",
    "ru": "Вывод: пилот утверждён. Ниже — на чём этот вывод держится.\n\n1. Марек Новак утвердил пилот 15 мая 2026 г. "
          "[10].\n2. Сроки: с 9 июня 2026 г. по 3 октября 2026 г. [3, 10].\n3. Только сверка счетов в офисе в Лидсе "
          "[17]; гарантийные претензии в пилот не входят [10].\n4. Бюджет — 45 000 долларов США [3].\n5. Установка "
          "сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "总体结论：试点已经批准。\n\n依据如下：\n1. 马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n"
          "2. 试点于2026年6月9日开始，2026年10月3日结束[1][5]。\n3. 只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。\n"
          "4. 预算为45,000美元[1]。\n5. 条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(CONCLUSION_FIRST))
def test_a_conclusion_told_first_and_its_pointer_to_the_evidence_are_no_additions(lang):
    g = graded(lang, 5, CONCLUSION_FIRST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
