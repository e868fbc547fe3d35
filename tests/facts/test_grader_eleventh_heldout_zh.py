"""Classes of misreading that the eleventh held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, the data-protection checklist reviewed, front-line clerk training planned,
the legacy fax gateway out of scope; seed 5: approved by Marek Novak, the barcode scanners installed, the user guide
translation planned)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels

# --- 1. a board written as text: each column's heading gives the state of the items under it, and claims nothing ----

_BOARD = {
    "zh": ("坦佩雷工厂的备件订购试点 [8]，2027年3月10日至2027年4月22日 [2][4]；不包括旧传真网关 [4]。\n"
           "预算81,500瑞士法郎 [2]，仍在等待投资委员会审批 [4]。\n\n"
           "[ 待办 / To do ]\n- 供应商合同续签\n[ 进行中 / Doing ]\n- 一线文员培训 [2]\n[ 已完成 / Done ]\n"
           "- 数据保护检查清单审核 [8]\n"),
    "en": ("Spare parts ordering at the Tampere plant [15], 10 March 2027 to 22 April 2027 [2, 9]; the legacy fax "
           "gateway is out of scope [9].\nBudget: CHF 81,500 [2]. Approval: pending with the investment board [9].\n\n"
           "【To do】\n- Renewal of the supplier contract\n【In progress】\n- Training of the front-line clerks [2]\n"
           "【Done】\n- Data-protection checklist review [15]\n"),
    "ru": ("Заказ запчастей на заводе в Тампере [18], 10 марта 2027 г. — 22 апреля 2027 г. [2, 9]; устаревший "
           "факс-шлюз не входит [9].\nБюджет 81 500 швейцарских франков [2], ожидает утверждения инвестиционного "
           "совета [9].\n\n[ Сделать ]\n- продление договора с поставщиком\n[ В работе ]\n"
           "- обучение операторов первой линии [2]\n[ Готово ]\n- проверка чек-листа по защите данных [18]\n"),
}


_BOARD["en-caps"] = _BOARD["en"].replace("【To do】", "TO DO").replace("【In progress】", "DOING").replace("【Done】", "DONE")


@pytest.mark.parametrize("board", ["zh", "en", "en-caps", "ru"])
def test_a_board_s_columns_give_their_items_a_state_and_claim_nothing(mats, board):
    lang = board[:2]
    g = grade_output(mats[(lang, 1)], _BOARD[board])
    got = labels(g)
    assert got["planned"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]  # in the Doing column
    assert {k: v for k, v in got.items() if k != "planned"} == dict.fromkeys(
        ("start_date", "end_date", "scope", "budget", "approval", "done", "out_of_scope"), "correct"), got
    # the invented item in the To do column is one addition; no column heading is one
    assert len(g.unsupported) == 1, g.unsupported
    assert "合同" in g.unsupported[0].text or "contract" in g.unsupported[0].text or "договор" in g.unsupported[0].text


# --- 2. a section title of minutes, an agenda, a report or a press release is a heading, no claim; the items under a
# --- next-steps title are claims (an invented step is an addition) -------------------------------------------------

_MINUTES_ZH = ("试点周会纪要\n\n"
               "议程一：日期\n  2027年3月10日开始，2027年4月22日结束。（段2、段4）\n"
               "议程二：范围与预算\n  坦佩雷工厂的备件订购，旧传真网关不包括在内（段8、段4）；81,500瑞士法郎（段2）。\n"
               "议程三：审批\n  仍在等待投资委员会审批。（段4）\n"
               "议程四：进度\n  已完成：数据保护检查清单审核（段8）\n  计划：一线文员培训（段2）\n"
               "后续事项\n  {step}\n")


def test_agenda_item_titles_and_a_section_title_over_its_lines_claim_nothing(mats):
    g = grade_output(mats[("zh", 1)], _MINUTES_ZH.format(step="笔记里没有写明负责人，这次不另列事项。"))
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def test_a_step_of_its_own_under_a_next_steps_title_is_still_an_addition(mats):
    g = grade_output(mats[("zh", 1)], _MINUTES_ZH.format(step="- 下周约仓库主管开会确定验收口径。"))
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == 1, g.unsupported


@pytest.mark.parametrize("lang, text", [
    ("en", "Weekly pilot review\n\nPoints raised\n1. Dates: 10 March 2027 to 22 April 2027 [2, 9].\n"
           "2. Scope: spare parts ordering, Tampere plant only [15]; the legacy fax gateway is out of scope [9].\n"
           "3. Money: CHF 81,500 [2].\n4. Approval: pending with the investment board [9].\n"
           "5. Done: data-protection checklist review [15]. Planned: training of the front-line clerks [2].\n\n"
           "Main figures\n- Budget: CHF 81,500\n- Dates: 10 March - 22 April 2027\n"),
    ("ru", "ПРЕСС-РЕЛИЗ\n\nПилот по заказу запчастей на заводе в Тампере [18] пройдёт с 10 марта 2027 г. по 22 апреля "
           "2027 г. [2, 9]. Устаревший факс-шлюз не входит в пилот [9]. Бюджет — 81 500 швейцарских франков [2]. Пилот "
           "ожидает утверждения инвестиционного совета [9]. Проверка чек-листа по защите данных завершена [18], обучение "
           "операторов первой линии запланировано [2].\n"),
])
def test_report_and_press_release_titles_claim_nothing(mats, lang, text):
    g = grade_output(mats[(lang, 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 3. "approved on <date>, the approver being <a person of the background>": the pilot's approver told wrongly ----

def test_an_approver_of_the_background_named_after_the_approval_in_its_sentence_distorts_it(mats):
    text = BRIEF["zh"].format(**{**CLEAN[("zh", 5)], "status": "2026年5月15日已获批准，签批人是仓储主管雨果·费雷拉。[5]"})
    g = grade_output(mats[("zh", 5)], text)
    got = labels(g)
    assert got["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert {k for k, v in got.items() if v != "correct"} == {"approval"}, got
    assert len(g.unsupported) == 1, g.unsupported  # that person given a role in the pilot, not a second approval
    assert g.unsupported[0].kind == "person", g.unsupported


# --- 4. a memo's subject line "RE：…" is an address line: it opens no Sources section ---------------------------------

def test_a_memo_subject_line_in_english_opens_no_sources_section(mats):
    text = "备忘录\n致：项目办公室\nRE：试点近况\n\n" + BRIEF["zh"].format(**CLEAN[("zh", 1)])
    g = grade_output(mats[("zh", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 5. an approval told as given under a condition where the source says pending: distorted, the condition no
# --- addition of its own --------------------------------------------------------------------------------------------

def test_a_conditional_approval_where_the_source_says_pending_is_a_distortion_and_an_addition(mats):
    text = BRIEF["zh"].format(**{**CLEAN[("zh", 1)], "status": "已获投资委员会批准，但须在正式上线前接受一次复核[4]"})
    g = grade_output(mats[("zh", 1)], text)
    got = labels(g)
    assert got["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert {k for k, v in got.items() if v != "correct"} == {"approval"}, got
    assert [u.kind for u in g.unsupported] == ["condition"], g.unsupported


# --- 6. a risk and what it may lead to, in one sentence, is one claim: one addition ------------------------------------

def test_a_risk_with_its_possible_consequence_after_a_comma_is_one_addition(mats):
    text = BRIEF["zh"].format(**{**CLEAN[("zh", 1)], "extra": "隐患：上线窗口偏紧，部分班组可能来不及完成切换。"})
    g = grade_output(mats[("zh", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == 1, g.unsupported


# --- 7. under a recommendations heading, a step of its own that names a planned item is still an addition --------------

def test_a_recommended_step_before_a_planned_item_is_an_addition(mats):
    text = BRIEF["zh"].format(**CLEAN[("zh", 1)]) + "\n后续建议：\n1. 一线文员培训开课之前先整理一份常见问题答疑手册。\n"
    g = grade_output(mats[("zh", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == 1, g.unsupported


@pytest.mark.parametrize("lang, tail", [
    ("en", "\nRecommendations\n- Book an outside trainer for a rehearsal session ahead of the clerk training.\n"),
    ("ru", "\nРекомендации:\n- перед обучением операторов первой линии пригласить внешнего тренера на пробное занятие.\n"),
])
def test_a_recommended_step_naming_a_planned_item_is_an_addition_in_other_languages(mats, lang, tail):
    g = grade_output(mats[(lang, 1)], BRIEF[lang].format(**CLEAN[(lang, 1)]) + tail)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == 1, g.unsupported
