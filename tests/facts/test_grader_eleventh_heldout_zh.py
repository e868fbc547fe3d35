"""Classes of misreading that the eleventh held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, the data-protection checklist reviewed, front-line clerk training planned,
the legacy fax gateway out of scope; seed 5: approved by Marek Novak, the barcode scanners installed, the user guide
translation planned)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import labels

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
           "совета [9].\n\nЗАПЛАНИРОВАНО\n- продление договора с поставщиком\nВ РАБОТЕ\n"
           "- обучение операторов первой линии [2]\nГОТОВО\n- проверка чек-листа по защите данных [18]\n"),
}


@pytest.mark.parametrize("lang", ["zh", "en", "ru"])
def test_a_board_s_columns_give_their_items_a_state_and_claim_nothing(mats, lang):
    g = grade_output(mats[(lang, 1)], _BOARD[lang])
    got = labels(g)
    assert got["planned"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]  # in the Doing column
    assert {k: v for k, v in got.items() if k != "planned"} == dict.fromkeys(
        ("start_date", "end_date", "scope", "budget", "approval", "done", "out_of_scope"), "correct"), got
    # the invented item in the To do column is one addition; no column heading is one
    assert len(g.unsupported) == 1, g.unsupported
    assert "合同" in g.unsupported[0].text or "contract" in g.unsupported[0].text or "договор" in g.unsupported[0].text
