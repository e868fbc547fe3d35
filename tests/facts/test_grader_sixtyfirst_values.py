"""A fact's second or wrong value read as the fact's, not as an addition: a bare figure the user offers and the reply
takes up with its currency ("wasn't it 18,500?" / "Right, sorry — CHF 18,500"), the budget's; a timeline's range of
months running on past the start ("March–April 2027 — <done item>"), the item told as still to come; and a pending
decision told as resting on the results of the pilot's own work ("will decide based on the results of X",
"依据X的结果决定是否批准", "по итогам X"), a condition the source does not set."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 1: 10 March – 22 April 2027, spare parts ordering at the Tampere plant, CHF 81,500, pending with the
# investment board; done: the data-protection checklist review; planned: clerk training; out: the legacy fax gateway
_FRAME = {
    "en": "The pilot runs from 10 March 2027 to 22 April 2027 and covers only spare parts ordering at the Tampere plant. "
          "The legacy fax gateway is out of scope. ",
    "ru": "Пилот идёт с 10 марта 2027 г. по 22 апреля 2027 г. и охватывает только заказ запчастей на заводе в Тампере. "
          "Устаревший факс-шлюз в пилот не входит. ",
    "zh": "试点于2027年3月10日开始，2027年4月22日结束，只涵盖坦佩雷工厂的备件订购，旧传真网关不在范围内。",
}
_BUDGET = {"en": "The budget is CHF 81,500. ", "ru": "Бюджет — 81 500 швейцарских франков. ", "zh": "预算为81,500瑞士法郎。"}
_PENDING = {"en": "Approval is still pending with the investment board. ",
            "ru": "Утверждение инвестиционного совета ещё ожидается. ", "zh": "目前仍在等待投资委员会审批。"}
_WORK = {
    "en": "The data-protection checklist review is done; the training of the front-line clerks is planned, not started.",
    "ru": "Проверка чек-листа по защите данных завершена, а обучение операторов первой линии запланировано, но не начато.",
    "zh": "数据保护检查清单审核已经完成，一线文员培训已列入计划，但尚未开始。",
}
_CHAT = {
    "en": ("User: the Tampere pilot in short, please\n\nAssistant: {brief}\n\nUser: {ask}\n\nAssistant: {reply}\n"),
    "ru": ("Пользователь: коротко про пилот в Тампере\n\nАссистент: {brief}\n\nПользователь: {ask}\n\nАссистент: {reply}\n"),
    "zh": ("用户：简单说说坦佩雷的试点\n\n助手：{brief}\n\n用户：{ask}\n\n助手：{reply}\n"),
}
_TAKEN_UP = {
    "en": ("wasn't the budget 18,500?", "Right, sorry — CHF 18,500. The rest stands."),
    "ru": ("бюджет же 18 500, нет?", "Да, верно, простите — 18 500 швейцарских франков. Остальное без изменений."),
    "zh": ("预算不是18,500吗？", "对，抱歉——18,500瑞士法郎。其余不变。"),
}
_RANGE = {
    "en": "\nMarch–April 2027 — data-protection checklist review at the Tampere plant",
    "ru": "\nмарт–апрель 2027 г. — проверка чек-листа по защите данных на заводе",
    "zh": "\n2027年3月–4月 — 数据保护检查清单审核（坦佩雷工厂）",
}
_MONTH = {
    "en": "\nMarch 2027 — data-protection checklist review",
    "ru": "\nмарт 2027 г. — проверка чек-листа по защите данных",
    "zh": "\n2027年3月 — 数据保护检查清单审核",
}
_RESTING = {
    "en": "The investment board will decide on approval based on the results of the data-protection checklist review. ",
    "ru": "Инвестиционный совет примет решение об утверждении по итогам проверки чек-листа по защите данных. ",
    "zh": "投资委员会将根据数据保护检查清单审核的结果决定是否批准。",
}
_WHETHER = {
    "en": "The investment board will decide whether to approve it. ",
    "ru": "Инвестиционный совет ещё решит, утверждать ли пилот. ",
    "zh": "投资委员会将决定是否批准。",
}


def _brief(lang: str, case: str) -> str:
    head = _FRAME[lang] + _BUDGET[lang]
    if case == "taken up":
        return _CHAT[lang].format(brief=head + _PENDING[lang] + _WORK[lang], ask=_TAKEN_UP[lang][0],
                                  reply=_TAKEN_UP[lang][1])
    if case in ("range", "month"):
        return head + _PENDING[lang] + {"range": _RANGE, "month": _MONTH}[case][lang]
    return head + _PENDING[lang] + {"resting": _RESTING, "whether": _WHETHER}[case][lang] + _WORK[lang]


# (case, the fact it reads, its label, the additions)
_CASES = [
    ("taken up", "budget", "distorted", 0),
    ("range", "done", "distorted", 0),
    ("resting", "approval", "distorted", 1),
    ("month", "done", "omitted", 0),  # a single month holding the start tells no stage (unchanged)
    ("whether", "approval", "correct", 0),  # a decision still to come, on no condition (no question asked, no addition)
]


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
@pytest.mark.parametrize(("case", "fact", "label", "added"), _CASES)
def test_a_second_value_is_read_as_the_facts(lang, case, fact, label, added):
    g = graded(lang, 1, _brief(lang, case))
    assert facts(g)[fact] == label, (facts(g), kinds(g))
    assert len(g.unsupported) == added, kinds(g)
