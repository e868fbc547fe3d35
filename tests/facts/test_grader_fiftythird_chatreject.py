"""In a chat, what the user says is the brief's only where the assistant accepts or repeats it. A user's claim the
reply sets aside, by opening with a no after the place in the notes it reads ("Not according to [4]", "По статусу —
нет", "据[4]，不是…") or by stating the approval pending in its opening words ("据[4]，还没有批下来"), is no approval of
the brief's; nor is a user's question on approval followed by more of the user's own words, the reply denying it. A
user's question on the excluded office, the reply naming that office again, is told by the reply's words. A user's date
the reply corrects ("…, не 3 сентября") and the months of a user's question the reply answers with the full dates are
no additions. An approval or a value the reply accepts still distorts. Pinned with chats written for these tests on
the material of seed 3 (returns handling at the Leeds office, 21 August to 23 November 2027, CHF 28,000, the Madrid
sales office out of scope, awaiting the steering committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 3's dates, scope, exclusion, budget and pending approval told correctly by the assistant's first turn
OPENING = {
    "en": "User: give me the short version of the pilot please.\nAssistant: It covers returns handling at the Leeds "
          "office only, from 21 August 2027 to 23 November 2027. The Madrid sales office is not part of it. The budget "
          "is CHF 28,000, and the steering committee has not approved it yet.\n",
    "zh": "用户：请简单说说这个试点。\n助手：试点只做利兹办公室的退货处理，2027年8月21日开始，2027年11月23日结束。"
          "马德里销售办事处不在范围内。预算为28,000瑞士法郎，指导委员会尚未批准。\n",
    "ru": "Пользователь: расскажи коротко про пилот.\nАссистент: Пилот охватывает только обработку возвратов в офисе в "
          "Лидсе, с 21 августа 2027 г. по 23 ноября 2027 г. Офис продаж в Мадриде в пилот не входит. Бюджет — 28 000 "
          "швейцарских франков, руководящий комитет пилот ещё не утвердил.\n",
}

# the user claims the approval is given; the reply sets it aside
APPROVAL_REJECTED = {
    "en": [
        "User: the steering committee signed it off last week.\nAssistant: Not according to [4]: it is still waiting for "
        "the steering committee's decision.\n",
        "User: hold on, the steering committee approved it already? And the budget is in euros.\nAssistant: On the "
        "approval, no: the steering committee has not decided yet.\n",
    ],
    "zh": [
        "用户：指导委员会上周已经批准了。\n助手：据[4]，试点还没有获得批准，还在等指导委员会审批。\n",
        "用户：指导委员会已经批准了吧？预算是欧元。\n助手：据[4]，不是，指导委员会还没有做决定。\n",
    ],
    "ru": [
        "Пользователь: руководящий комитет уже утвердил пилот.\nАссистент: По абзацу [4] — нет: решение руководящего "
        "комитета пока не принято.\n",
        "Пользователь: стоп, руководящий комитет его уже одобрил? И бюджет ведь в евро.\nАссистент: По статусу — нет: "
        "пилот ещё ждёт решения руководящего комитета.\n",
    ],
}

# the user claims the approval is given; the reply takes it up
APPROVAL_ACCEPTED = {
    "en": "User: the steering committee signed it off last week.\nAssistant: Right, the steering committee approved it "
          "last week.\n",
    "zh": "用户：指导委员会上周已经批准了。\n助手：对，指导委员会上周已经批准了。\n",
    "ru": "Пользователь: руководящий комитет уже утвердил пилот.\nАссистент: Да, вы правы: руководящий комитет уже "
          "утвердил пилот.\n",
}


@pytest.mark.parametrize("lang,n", [(lang, n) for lang in APPROVAL_REJECTED for n in range(2)])
def test_an_approval_the_reply_sets_aside_is_no_approval_of_the_brief(lang, n):
    g = graded(lang, 3, OPENING[lang] + APPROVAL_REJECTED[lang][n])
    assert facts(g)["approval"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(APPROVAL_ACCEPTED))
def test_an_approval_the_reply_takes_up_still_distorts(lang):
    g = graded(lang, 3, OPENING[lang] + APPROVAL_ACCEPTED[lang])
    assert facts(g)["approval"] == "distorted", facts(g)


# the user asks two things, the reply's yes answers the first and its own words exclude Madrid
EXCLUSION_ASKED = {
    "en": "User: so it's returns handling at Leeds, right? Is Madrid in it as well?\nAssistant: Yes, returns handling "
          "at the Leeds office only [2]. The Madrid sales office is explicitly out of scope [4].\n",
    "zh": "用户：是利兹办公室的退货处理吧？马德里也算在内吗？\n助手：是的，只做利兹办公室的退货处理[2]。"
          "马德里销售办事处明确不在范围内[4]。\n",
    "ru": "Пользователь: это ведь обработка возвратов в Лидсе? А Мадрид тоже туда входит?\nАссистент: Да, только "
          "обработка возвратов в офисе в Лидсе [2]. Офис продаж в Мадриде в пилот прямо не входит [4].\n",
}

EXCLUSION_ACCEPTED = {
    "en": "User: is the Madrid sales office in it as well?\nAssistant: Yes, the Madrid sales office takes part too.\n",
    "zh": "用户：马德里销售办事处也在里面吗？\n助手：是的，马德里销售办事处也参加试点。\n",
    "ru": "Пользователь: офис продаж в Мадриде тоже участвует?\nАссистент: Да, офис продаж в Мадриде тоже участвует в "
          "пилоте.\n",
}


@pytest.mark.parametrize("lang", list(EXCLUSION_ASKED))
def test_a_users_question_on_the_excluded_office_is_told_by_the_reply(lang):
    g = graded(lang, 3, OPENING[lang] + EXCLUSION_ASKED[lang])
    assert facts(g)["out_of_scope"] == "correct", facts(g)


# the user states the excluded office is in; the reply says no and names it out of scope again (after a Sources line)
EXCLUSION_CLAIMED = {
    "en": "Sources: [2], [4]\nUser: and the Madrid sales office is part of it too.\nAssistant: No, [4] keeps the Madrid "
          "sales office out of the pilot, so it stays excluded.\n",
    "zh": "来源：[2]、[4]\n用户：马德里销售办事处也包括在内。\n助手：不对，[4]写明马德里销售办事处不在试点范围内，"
          "所以仍然排除。\n",
    "ru": "Источники: [2], [4]\nПользователь: и офис продаж в Мадриде тоже входит в пилот.\nАссистент: Нет, по [4] офис "
          "продаж в Мадриде в пилот не входит, он остаётся исключён.\n",
}


@pytest.mark.parametrize("lang", list(EXCLUSION_CLAIMED))
def test_a_users_claim_on_the_excluded_office_is_told_by_the_reply(lang):
    g = graded(lang, 3, OPENING[lang] + EXCLUSION_CLAIMED[lang])
    assert facts(g)["out_of_scope"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(EXCLUSION_ACCEPTED))
def test_the_excluded_office_the_reply_takes_in_still_distorts(lang):
    g = graded(lang, 3, OPENING[lang] + EXCLUSION_ACCEPTED[lang])
    assert facts(g)["out_of_scope"] == "distorted", facts(g)


# a user's date the reply corrects by naming it after its "not"
DATE_CORRECTED = {
    "en": "User: and it starts on 3 September, yes?\nAssistant: Per [2], 21 August 2027, not 3 September.\n",
    "zh": "用户：是9月3日开始吧？\n助手：据[2]，是2027年8月21日开始，不是9月3日。\n",
    "ru": "Пользователь: а стартует 3 сентября, да?\nАссистент: По абзацу [2] — 21 августа 2027 г., не 3 сентября.\n",
}

# a user's months the reply answers with the full dates
MONTHS_ANSWERED = {
    "en": "User: so it's 8 to 11, in months?\nAssistant: Yes: from 21 August 2027 to 23 November 2027 [2].\n",
    "zh": "用户：时间是8月到11月？\n助手：对，2027年8月21日开始，2027年11月23日结束[2]。\n",
    "ru": "Пользователь: по месяцам это с 8-го по 11-й?\nАссистент: Да: с 21.08.2027 по 23.11.2027 [2].\n",
}


@pytest.mark.parametrize("lang", list(DATE_CORRECTED))
def test_a_users_date_the_reply_corrects_is_no_addition(lang):
    g = graded(lang, 3, OPENING[lang] + DATE_CORRECTED[lang])
    assert kinds(g) == [], kinds(g)
    assert facts(g)["start_date"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(MONTHS_ANSWERED))
def test_a_users_months_the_reply_answers_with_the_dates_are_no_additions(lang):
    g = graded(lang, 3, OPENING[lang] + MONTHS_ANSWERED[lang])
    assert kinds(g) == [], kinds(g)


def test_a_number_the_reply_says_on_its_own_is_still_an_addition():
    g = graded("zh", 3, OPENING["zh"] + "用户：时间是8月到11月？\n助手：对，一共要培训9名员工。\n")
    assert ("number", "9") in kinds(g), kinds(g)
