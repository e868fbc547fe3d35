"""The approval's state and date where set 37 misread them, in every language: a chat's question on the approval
answered by the next speaker's turn ("Lena: has it been approved?" / "Omar: not yet, …"), the speaker's name no part
of the answer; a quoted question whose premise says the approval is not given, rejected by the reply ("> Is it true
it still hasn't been approved?" / "No. …"), no pending state of the brief's; the approval's word followed by a thing
set aside for it ("это дата утверждения, а не начала"), no denial of the approval; and a timeline's line whose date
opens an event naming the approval with its subject first ("• 27 May 2026 — Priya Raman approved the pilot"), that
date checked as the approval's. Briefs written for these tests, on the material of seed 23 (approved by the Head of
Finance, 27 May 2026) and seed 27 (pending with the steering committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

APPROVED = {  # seed 23: every fact but the approval
    "en": "Returns handling at the Porto service centre only, from 16 June 2026 to 8 August 2026, with a budget of "
          "CHF 29,500. Warranty claims are out of scope. The export of the historical order data is done; the "
          "integration with the label printers is planned but not started.\n",
    "zh": "退货处理试点仅限波尔图服务中心，2026年6月16日开始，2026年8月8日结束，预算29,500瑞士法郎。保修索赔不在范围内。"
          "历史订单数据导出已完成；标签打印机对接已列入计划，尚未开始。\n",
    "ru": "Пилот охватывает только обработку возвратов в сервисном центре в Порту и идёт с 16 июня 2026 г. по 8 августа "
          "2026 г.; бюджет — 29 500 швейцарских франков. Гарантийные претензии в пилот не входят. Выгрузка исторических "
          "данных о заказах завершена; интеграция с принтерами этикеток запланирована, но ещё не начата.\n",
}
PENDING = {  # seed 27: every fact but the approval
    "en": "Shipment tracking at the Lyon warehouse only, from 12 February 2027 to 1 June 2027, with a budget of "
          "EUR 93,000. The payroll system is out of scope. The interviews with the shift supervisors are done; the "
          "connection to the customer portal is planned but not started.\n",
    "zh": "货运跟踪试点仅限里昂仓库，2027年2月12日开始，2027年6月1日结束，预算93,000欧元。薪资系统不在范围内。"
          "值班主管访谈已完成；客户门户接入已列入计划，尚未开始。\n",
    "ru": "Пилот охватывает только отслеживание отправлений на складе в Лионе и идёт с 12 февраля 2027 г. по 1 июня "
          "2027 г.; бюджет — 93 000 евро. Система расчёта зарплаты в пилот не входит. Интервью с начальниками смен "
          "завершены; подключение к клиентскому порталу запланировано, но ещё не начато.\n",
}


def _graded(lang: str, seed: int, text: str):
    g = graded(lang, seed, text)
    return facts(g), kinds(g)


def _all_correct(got: dict[str, str]) -> bool:
    return set(got.values()) == {"correct"}


# --- a chat: the question on the approval, answered by the next speaker's turn ---------------------------------------
CHAT = {
    "en": ("Lena: quick check on Marlin\nOmar: sure\nLena: has it been signed off?\nOmar: {answer}\nLena: thanks\n",
           "not yet, still sitting with the steering committee", "yes, done last week"),
    "zh": ("小林：枪鱼试点的事\n老周：嗯\n小林：试点批了吗？\n老周：{answer}\n",
           "还没，指导委员会还在看", "批了，上周就批了"),
    "ru": ("Лена: вопрос по «Марлину»\nОлег: давай\nЛена: его уже утвердили?\nОлег: {answer}\nЛена: спасибо\n",
           "пока нет, руководящий комитет ещё смотрит", "да, на прошлой неделе"),
}


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_chat_turn_answers_the_question_on_the_approval(lang):
    chat, pending, approved = CHAT[lang]
    got, added = _graded(lang, 27, PENDING[lang] + "\n" + chat.format(answer=pending))
    assert _all_correct(got), (got, added)
    # the next speaker's turn granting it: reported as approved where the source has it pending
    got, added = _graded(lang, 27, PENDING[lang] + "\n" + chat.format(answer=approved))
    assert got["approval"] == "distorted" and got["start_date"] == "correct", (got, added)


# --- a quoted question with a premise the reply rejects ------------------------------------------------------------
PREMISE = {
    "en": ("> Is it true that the pilot still hasn't been approved?\n\n{answer}\n",
           "No. Priya Raman, Head of Finance, approved it on 27 May 2026.",
           "No: the steering committee signed it off on 27 May 2026."),
    "zh": ("> 试点到现在还没有获得批准吗？\n\n{answer}\n",
           "不是。财务主管普丽娅·拉曼已于2026年5月27日批准试点。",
           "不是。指导委员会已于2026年5月27日批准试点。"),
    "ru": ("> Правда, что пилот до сих пор не утвердили?\n\n{answer}\n",
           "Нет. Пилот утвердила Прия Раман, руководитель финансового отдела, 27 мая 2026 г.",
           "Нет. Пилот утвердил руководящий комитет 27 мая 2026 г."),
}


@pytest.mark.parametrize("lang", list(PREMISE))
def test_a_premise_the_reply_rejects_is_no_state_of_the_brief(lang):
    quoted, right, other = PREMISE[lang]
    got, added = _graded(lang, 23, quoted.format(answer=right) + "\n" + APPROVED[lang])
    assert _all_correct(got), (got, added)
    # the reply's own approval, by a party the source does not name, is still checked
    got, added = _graded(lang, 23, quoted.format(answer=other) + "\n" + APPROVED[lang])
    assert got["approval"] == "distorted", (got, added)


@pytest.mark.parametrize("lang", list(PREMISE))
def test_a_rejected_premise_with_a_pending_answer_stays_pending(lang):
    # "No, not yet": the answer says pending in words of its own after its denial
    answer = {"en": "No, not yet.", "zh": "不，还没批。", "ru": "Нет, пока нет."}[lang]
    quoted = {"en": "> Has the steering committee approved it yet?\n\n{answer}\n",
              "zh": "> 指导委员会已经批准了吗？\n\n{answer}\n",
              "ru": "> Руководящий комитет его уже утвердил?\n\n{answer}\n"}[lang]
    got, added = _graded(lang, 27, quoted.format(answer=answer) + "\n" + PENDING[lang])
    assert _all_correct(got), (got, added)


# --- the approval's word and a thing set aside for it ("…, а не начала") --------------------------------------------
SET_ASIDE = {
    "zh": ("试点已由财务主管普丽娅·拉曼批准。附注：2026年5月27日是批准日期，而不是开始日期。\n",
           "试点已由财务主管普丽娅·拉曼批准。附注：对于本试点之批准，尚未给予。\n"),
    "ru": ("Пилот утвердила Прия Раман (руководитель финансового отдела). Поправка: 27 мая 2026 г. — это дата "
           "утверждения, а не начала.\n",
           "Пилот утвердила Прия Раман (руководитель финансового отдела). Поправка: утверждение пилота — не дано.\n"),
}


@pytest.mark.parametrize("lang", list(SET_ASIDE))
def test_a_thing_set_aside_for_the_approval_denies_no_approval(lang):
    set_aside, denied = SET_ASIDE[lang]
    got, added = _graded(lang, 23, set_aside + APPROVED[lang])
    assert _all_correct(got) and added == [], (got, added)
    # the approval's word followed by a short denial of it, no thing set aside: the approval is denied
    got, added = _graded(lang, 23, denied + APPROVED[lang])
    assert got["approval"] == "distorted", (got, added)


# --- a timeline's line: the date, then the approval's event with its subject first ---------------------------------
TIMELINE = {
    "en": "Kestrel timeline\n\n• {date} — Priya Raman (Head of Finance) approved the pilot.\n• 16 June 2026 — pilot starts.\n",
    "zh": "红隼试点时间线\n\n• {date} — 财务主管普丽娅·拉曼批准试点。\n• 2026年6月16日 — 试点开始。\n",
    "ru": "Хронология «Пустельги»\n\n• {date} — Прия Раман (руководитель финансового отдела) утвердила пилот.\n"
          "• 16 июня 2026 г. — старт.\n",
}
TIMELINE_DATES = {"en": ("27 May 2026", "27 April 2026"), "zh": ("2026年5月27日", "2026年4月27日"),
                  "ru": ("27 мая 2026 г.", "27 апреля 2026 г.")}


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_timeline_line_dates_the_approval_its_event_names(lang):
    right, wrong = TIMELINE_DATES[lang]
    got, added = _graded(lang, 23, TIMELINE[lang].format(date=right) + "\n" + APPROVED[lang])
    assert _all_correct(got) and added == [], (got, added)
    got, added = _graded(lang, 23, TIMELINE[lang].format(date=wrong) + "\n" + APPROVED[lang])
    assert got["approval"] == "distorted" and got["start_date"] == "correct", (got, added)
    assert not any(kind == "date" for kind, _ in added), added  # the approval's wrong date is its distortion


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_timeline_line_awaiting_the_approval_dates_no_approval(lang):
    line = {"en": "• 20 May 2026 — Priya Raman's approval still pending.\n",
            "zh": "• 2026年5月20日 — 财务主管普丽娅·拉曼的批准仍在等待中。\n",
            "ru": "• 20 мая 2026 г. — утверждение Прией Раман пока ожидается.\n"}[lang]
    got, _ = _graded(lang, 23, line + "\n" + APPROVED[lang])
    assert got["approval"] == "distorted", got  # told as pending: the date is none of an approval given


def test_a_chinese_question_particle_is_no_premise():
    # "批了没有？": its closing "没有" asks, denies nothing; "还没" answers it pending
    chat = "小林：枪鱼试点的事\n老周：嗯\n小林：批了没有？\n老周：{answer}\n"
    got, added = _graded("zh", 27, PENDING["zh"] + "\n" + chat.format(answer="还没，指导委员会那边还在看"))
    assert _all_correct(got), (got, added)
    got, added = _graded("zh", 27, PENDING["zh"] + "\n" + chat.format(answer="批了，上周的事"))
    assert got["approval"] == "distorted", (got, added)
