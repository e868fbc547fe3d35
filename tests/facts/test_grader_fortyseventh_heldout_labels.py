"""Fact labels read through two forms, the forty-seventh held-out set's class in every language: an approval said
with nothing left open ("so there is no open approval point", "так что вопросов нет", "审批方面没有悬而未决的问题")
is the approval given, not pending; and a value the brief corrects later, in a later chat turn ("The budget is
USD 45,000, not USD 54,000") or in a correction note after the text naming the value given in error first
("Correction: the end date above was wrongly given as …"), is set aside, the corrected value graded. Each is pinned
with briefs written for these tests on the material of seeds 1 (approval pending) and 5 (approved), with a case
where the corrected or approved value is itself wrong, which must still be caught."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- an approval said with no open point left ----------------------------------------------------------------------
NO_OPEN_POINT = {
    "en": "The pilot runs from {start} to {end}. {approval}, so there is no open approval point.\n",
    "ru": "Пилот идёт с {start} по {end}. {approval}, так что с формальной стороной вопросов нет.\n",
    "zh": "试点于{start}开始，{end}结束。{approval}，所以审批方面没有悬而未决的问题。\n",
}
SEEDS = {  # seed: (start, end, the approval said as given), per language
    1: {"en": ("10 March 2027", "22 April 2027", "The investment board has signed the pilot off"),
        "ru": ("10 марта 2027 г.", "22 апреля 2027 г.", "Инвестиционный совет пилот одобрил"),
        "zh": ("2027年3月10日", "2027年4月22日", "投资委员会已经批准了试点")},
    5: {"en": ("9 June 2026", "3 October 2026", "Marek Novak approved the pilot on 15 May 2026"),
        "ru": ("9 июня 2026 г.", "3 октября 2026 г.", "Марек Новак пилот утвердил 15 мая 2026 г."),
        "zh": ("2026年6月9日", "2026年10月3日", "马雷克·诺瓦克已于2026年5月15日批准该试点")},
}


@pytest.mark.parametrize("lang", list(NO_OPEN_POINT))
@pytest.mark.parametrize(("seed", "label"), [(5, "correct"), (1, "distorted")])
def test_an_approval_with_no_open_point_is_given(lang, seed, label):
    start, end, approval = SEEDS[seed][lang]
    g = graded(lang, seed, NO_OPEN_POINT[lang].format(start=start, end=end, approval=approval))
    assert facts(g)["approval"] == label, facts(g)
    assert kinds(g) == []


def test_an_open_point_kept_out_stays_pending():
    g = graded("ru", 1, "Пилот идёт с 10 марта 2027 г. по 22 апреля 2027 г. Открытых вопросов нет, кроме утверждения "
                        "инвестиционным советом — его ещё ждём.\n")
    assert facts(g)["approval"] == "correct", facts(g)


# --- an amount corrected in a later chat turn ----------------------------------------------------------------------
CHAT = {
    "en": "User: What is the budget of the pilot?\n\nAssistant: The budget is {said}.\n\nUser: And who approved it?\n\n"
          "Assistant: Marek Novak, on 15 May 2026. One correction to my first answer: the budget is {now}, not {said}.\n",
    "ru": "Пользователь: Какой бюджет у пилота?\n\nАссистент: Бюджет — {said}.\n\nПользователь: А кто его утвердил?\n\n"
          "Ассистент: Марек Новак, 15 мая 2026 г. И одна поправка к первому ответу: бюджет — {now}, а не {said}.\n",
    "zh": "用户：试点的预算是多少？\n\n助手：预算为{said}。\n\n用户：谁批准的？\n\n"
          "助手：马雷克·诺瓦克，2026年5月15日。另外更正一下我的第一个回答：预算是{now}，不是{said}。\n",
}
SUMS = {"en": ("USD 54,000", "USD 45,000"), "ru": ("54 000 долларов США", "45 000 долларов США"),
        "zh": ("54,000美元", "45,000美元")}


@pytest.mark.parametrize("lang", list(CHAT))
def test_an_amount_a_later_turn_corrects_is_set_aside(lang):
    wrong, right = SUMS[lang]
    g = graded(lang, 5, CHAT[lang].format(said=wrong, now=right))
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CHAT))
def test_an_amount_corrected_to_a_wrong_value_is_distorted(lang):
    wrong, right = SUMS[lang]
    g = graded(lang, 5, CHAT[lang].format(said=right, now=wrong))
    assert facts(g)["budget"] == "distorted", facts(g)


# --- a correction note after the text, the value given in error named first ----------------------------------------
NOTE = {
    "en": "The pilot runs from 9 June 2026 to {said} and covers only invoice matching at the Leeds office. Marek Novak "
          "approved it on 15 May 2026; the budget is USD 45,000.\n\nCorrection: the end date above was wrongly given as "
          "{said_short}; per paragraph [8] the pilot ends on {now}.\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по {said} и охватывает только сверку счетов в офисе в Лидсе. Марек Новак "
          "утвердил его 15 мая 2026 г.; бюджет — 45 000 долларов США.\n\nПоправка: выше дата окончания ошибочно "
          "указана как {said_short}, по абзацу [10] пилот заканчивается {now}.\n",
    "zh": "试点于2026年6月9日开始，{said}结束，只涵盖利兹办公室的发票匹配。马雷克·诺瓦克已于2026年5月15日批准，"
          "预算为45,000美元。\n\n更正：上文结束日期误写为{said_short}，根据第[5]段试点应于{now}结束。\n",
}
DAYS = {"en": ("13 October 2026", "13 October", "3 October 2026"),
        "ru": ("13 октября 2026 г.", "13 октября", "3 октября 2026 г."),
        "zh": ("2026年10月13日", "10月13日", "2026年10月3日")}


@pytest.mark.parametrize("lang", list(NOTE))
def test_a_date_a_correction_note_gives_in_error_is_set_aside(lang):
    said, said_short, now = DAYS[lang]
    g = graded(lang, 5, NOTE[lang].format(said=said, said_short=said_short, now=now))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NOTE))
def test_a_date_a_correction_note_gets_wrong_is_distorted(lang):
    now, now_short, said = DAYS[lang]
    g = graded(lang, 5, NOTE[lang].format(said=said, said_short=said.split(" 2026")[0].split("2026年")[-1], now=now))
    assert facts(g)["end_date"] == "distorted", facts(g)
