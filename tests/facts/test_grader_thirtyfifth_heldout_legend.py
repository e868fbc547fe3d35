"""Status marks and their legends, the thirty-fifth held-out set's class in every language: a legend line ("Legend:
✅ done · ⏳ planned", "图例：…", "Обозначения: ✅ — сделано, …") is the reader's key to the marks, never a claim, progress,
approval or addition; a line opened by a mark states that status for its item, by the brief's own legend where it
has one ("🔵 done"), else by the mark's common meaning (✅ done, ⏳ 🕓 planned, 🚫 excluded, ✔ done or approved by
what the line names); a short title over a card's marked lines heads them; a status line told on in words ("🟢
Overall: green, everything on schedule") is one addition. Each is pinned with briefs written for these tests on the
material of seeds 5 (approved) and 7 (pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a status card with its legend: every fact read from its mark, the legend no claim -----------------------------
CARD = {
    "en": "Osprey pilot · status card\n\n"
          "🗓 10 Jun 2027 → 30 Jul 2027 [2][7]\n"
          "📍 Spare parts ordering — Gdansk depot only [13]\n"
          "💰 CHF 91,500 [2]\n"
          "🏛 Approval: ⏳ pending with the investment board [7]\n\n"
          "Work items\n"
          "{done} Migration of the test accounts [13]\n"
          "⏳ Training of the front-line clerks [2]\n"
          "🚫 Madrid sales office [7]\n\n"
          "Key: ✅ done · ⏳ waiting, not started · 🚫 out of scope · ✔ approved\n",
    "zh": "鱼鹰试点 · 状态卡\n\n"
          "🗓 2027年6月10日 → 2027年7月30日 [2][5]\n"
          "📍 范围：备件订购，仅限格但斯克仓储站 [8]\n"
          "💰 预算：91,500瑞士法郎 [2]\n"
          "🕓 审批：尚未获批，等待投资委员会审批 [5]\n"
          "{done} 测试账户迁移 [8]\n"
          "⏳ 一线文员培训 [2]\n"
          "🚫 马德里销售办事处 [5]\n\n"
          "图例：✅ 已完成 · ⏳ 计划中（尚未开始） · 🚫 不在范围内 · 🕓 待审批\n",
    "ru": "«Скопа» — статус пилота\n\n"
          "Обозначения: ✅ — сделано; ⏳ — запланировано, не начато; 🚫 — вне рамок; ✔ — утверждено.\n\n"
          "🗓 10.06.2027 → 30.07.2027 [2], [9]\n"
          "📍 Рамки: заказ запчастей, только депо в Гданьске [17]\n"
          "💰 Бюджет: 91 500 швейцарских франков [2]\n"
          "⏳ Утверждение: ещё не утверждён, ждём решения инвестиционного совета [9]\n"
          "{done} Миграция тестовых учётных записей [17]\n"
          "⏳ Обучение операторов первой линии [2]\n"
          "🚫 Офис продаж в Мадриде [9]\n",
}


@pytest.mark.parametrize("lang", list(CARD))
def test_a_legend_is_no_claim_and_each_mark_states_its_items_status(lang):
    g = graded(lang, 7, CARD[lang].format(done="✅"))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CARD))
def test_the_done_item_under_an_hourglass_is_reported_as_planned(lang):
    g = graded(lang, 7, CARD[lang].format(done="⏳"))
    got = facts(g)
    assert got["done"] == "distorted" and got["planned"] == "correct", got
    assert kinds(g) == []


# --- an hourglass in a table's status cell -------------------------------------------------------------------------
TABLE = {
    "en": "| Stage | Status | Para |\n|---|---|---|\n| Migration of the test accounts | ✅ | 13 |\n"
          "| Training of the front-line clerks | {mark} | 2 |\n",
    "zh": "| 事项 | 状态 | 段落 |\n|---|---|---|\n| 测试账户迁移 | ✅ | 8 |\n| 一线文员培训 | {mark} | 2 |\n",
    "ru": "| Этап | Статус | Абзац |\n|---|---|---|\n| Миграция тестовых учётных записей | ✅ | 17 |\n"
          "| Обучение операторов первой линии | {mark} | 2 |\n",
}


@pytest.mark.parametrize("lang", list(TABLE))
def test_a_marked_table_cell_gives_the_item_its_stage(lang):
    assert facts(graded(lang, 7, TABLE[lang].format(mark="⏳")))["planned"] == "correct"
    assert facts(graded(lang, 7, TABLE[lang].format(mark="✅")))["planned"] == "distorted"


# --- a legend giving marks of its own: the marks read by it ----------------------------------------------------------
OWN_MARKS = {
    "en": "Osprey · board\nLegend: 🔵 done · ⚪ planned, not started · ⛔ excluded\n"
          "Dates: 9 June 2026 – 3 October 2026 [2][8]\nScope: invoice matching, Leeds office only [14]\n"
          "Budget: USD 45,000 [2]\nApproval: approved by Marek Novak (Chief Financial Officer) on 15 May 2026 [8]\n"
          "🔵 Installation of the barcode scanners [14]\n{mark} Translation of the user guides [2]\n⛔ Warranty claims [8]\n",
    "zh": "鱼鹰 · 看板\n图例：🔵 已完成 · ⚪ 计划中 · ⛔ 排除\n"
          "周期：2026年6月9日 → 2026年10月3日 [1][5]\n范围：利兹办公室的发票匹配（仅此一处）[7]\n预算：45,000美元 [1]\n"
          "审批：已于2026年5月15日由马雷克·诺瓦克（首席财务官）批准 [5]\n"
          "🔵 条码扫描器安装 [7]\n{mark} 用户指南翻译 [1]\n⛔ 保修索赔 [5]\n",
    "ru": "«Скопа» · доска\nЛегенда: 🔵 — сделано, ⚪ — запланировано, ⛔ — исключено\n"
          "Сроки: 9 июня 2026 г. → 3 октября 2026 г. [3], [10]\nРамки: сверка счетов, только офис в Лидсе [17]\n"
          "Бюджет: 45 000 долларов США [3]\nУтверждение: утверждён 15 мая 2026 г., Марек Новак (финансовый директор) [10]\n"
          "🔵 Установка сканеров штрихкодов [17]\n{mark} Перевод руководств пользователя [3]\n⛔ Гарантийные претензии [10]\n",
}


@pytest.mark.parametrize("lang", list(OWN_MARKS))
def test_marks_of_the_briefs_own_legend_read_by_it(lang):
    g = graded(lang, 5, OWN_MARKS[lang].format(mark="⚪"))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    g = graded(lang, 5, OWN_MARKS[lang].format(mark="🔵"))  # the planned item under the legend's done mark
    assert facts(g)["planned"] == "distorted", facts(g)


# --- a check mark naming who approved: the approval given, by whom it names -------------------------------------------
TICKED = {
    "en": ("✔ 15 May 2026 — {who} [8]\n", "Marek Novak (Chief Financial Officer)", "Dana Whitfield (Head of Operations)"),
    "zh": ("✔ 2026年5月15日 —— {who} [5]\n", "马雷克·诺瓦克（首席财务官）", "达娜·惠特菲尔德（运营主管）"),
    "ru": ("✔ 15.05.2026 — {who} [10]\n", "Марек Новак (финансовый директор)",
           "Дана Уитфилд (руководитель операционного отдела)"),
}


@pytest.mark.parametrize("lang", list(TICKED))
def test_a_check_mark_before_the_approver_tells_the_approval_given(lang):
    line, right, wrong = TICKED[lang]
    assert facts(graded(lang, 5, line.format(who=right)))["approval"] == "correct"
    assert facts(graded(lang, 5, line.format(who=wrong)))["approval"] == "distorted"


# --- an invented status carrying a mark stays one addition; a note naming an item is no legend -------------------------
STATUS = {
    "en": "✅ Migration of the test accounts [13]\n🟢 Overall: green, everything on schedule\n",
    "zh": "✅ 测试账户迁移 [8]\n🟢 总体状态：绿灯，各项按计划推进\n",
    "ru": "✅ Миграция тестовых учётных записей [17]\n🟢 Общий статус: зелёный, уложимся в срок\n",
}


@pytest.mark.parametrize("lang", list(STATUS))
def test_a_marked_status_line_told_on_in_words_is_one_addition(lang):
    g = graded(lang, 7, STATUS[lang])
    assert facts(g)["done"] == "correct"
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


NOTE = {
    "en": "Note: ✔ the migration of the test accounts is finished [13]\n",
    "zh": "说明：✔ 测试账户迁移已经完成 [8]\n",
    "ru": "Пояснения: ✔ миграция тестовых учётных записей завершена [17]\n",
}


@pytest.mark.parametrize("lang", list(NOTE))
def test_a_marked_note_naming_an_item_is_no_legend(lang):
    assert facts(graded(lang, 7, NOTE[lang]))["done"] == "correct"
