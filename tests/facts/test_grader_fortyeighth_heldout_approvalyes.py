"""The approval's state said in short or additive forms, a class found by earlier helpers, in every language: a chat's
bare "yes" to "is it approved?" ("Yes, it was approved.", "Да, его утвердили.", "对，已经批了。") where the source has the
approval pending is the approval distorted, no addition, named body or not, and right where the source says approved;
and one more sign-off said after the pilot's own ("the CFO also has to approve", "it also needs the CFO's sign-off",
"the legal team has to sign off too", "его также должен утвердить финансовый директор", "也还要签字") is one addition, the
pilot's own approval label the one its own words earn. Pinned with briefs written for these tests on the material of
seed 2 (pending with the works council) and seed 8 (approved by Priya Raman, Head of Finance)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 2's dates, scope, exclusion and budget told correctly, no approval and no work item
SEED2 = {
    "en": "The Marlin pilot covers container booking at the Leeds office only, from 1 June 2027 until 25 September "
          "2027; the payroll system stays outside it. It has GBP 94,500 to spend.",
    "ru": "Пилот «Марлин» охватывает только бронирование контейнеров в офисе в Лидсе, с 1 июня 2027 г. до 25 сентября "
          "2027 г.; система расчёта зарплаты в него не входит. На него выделено 94 500 фунтов стерлингов.",
    "zh": "枪鱼试点只做利兹办公室的集装箱订舱，从2027年6月1日到2027年9月25日，薪资系统不包括在内。可用预算94,500英镑。",
}
# seed 8's, likewise, with its approval told correctly
SEED8 = {
    "en": "The Osprey pilot takes in purchase orders at the Lyon warehouse only, from 16 August 2027 until 1 October "
          "2027; customs declarations stay outside it. It has EUR 57,500 to spend. Priya Raman, Head of Finance, "
          "approved it on 14 July 2027.",
    "ru": "Пилот «Скопа» охватывает только приём заказов на закупку на складе в Лионе, с 16 августа 2027 г. до 1 октября "
          "2027 г.; таможенные декларации в него не входят. На него выделено 57 500 евро. Прия Раман, руководитель "
          "финансового отдела, утвердила его 14 июля 2027 г.",
    "zh": "鱼鹰试点只做里昂仓库的采购订单受理，从2027年8月16日到2027年10月1日，报关单不包括在内。可用预算57,500欧元。"
          "财务主管普丽娅·拉曼已于2027年7月14日批准。",
}
# a chat: the frame as the assistant's first answer, then the question about the approval
OPEN = {"en": "User: Give me the pilot in brief.\nAssistant: ", "ru": "Пользователь: Коротко о пилоте?\nАссистент: ",
        "zh": "用户：简单介绍一下这个试点。\n助手："}
ASK = {"en": "\nUser: Has it been approved?\nAssistant: ", "ru": "\nПользователь: Пилот утвердили?\nАссистент: ",
       "zh": "\n用户：批下来了吗？\n助手："}


def chat(lang: str, frame: dict[str, str], answer: str) -> str:
    return OPEN[lang] + frame[lang] + ASK[lang] + answer + "\n"


# --- a bare "yes" to "is it approved?" ------------------------------------------------------------------------------
YES = {
    "en": ["Yes, it was approved.", "Yes.", "Yes, the works council signed it off."],
    "ru": ["Да, его утвердили.", "Да.", "Да, совет трудового коллектива его одобрил."],
    "zh": ["对，已经批了。", "对。", "对，职工委员会已经批准了。"],
}
NOT_YET = {
    "en": "Not yet: it is still waiting for the works council.",
    "ru": "Пока нет: ждём решения совета трудового коллектива.",
    "zh": "还没有，还在等职工委员会审批。",
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in YES for i in range(3)])
def test_a_yes_where_the_approval_is_pending_is_distorted_and_no_addition(lang, i):
    g = graded(lang, 2, chat(lang, SEED2, YES[lang][i]))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(YES))
def test_a_yes_after_the_pending_state_told_is_still_distorted(lang):
    g = graded(lang, 2, chat(lang, {lang: SEED2[lang] + " " + NOT_YET[lang]}, YES[lang][0]))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NOT_YET))
def test_a_no_where_the_approval_is_pending_is_correct(lang):
    g = graded(lang, 2, chat(lang, SEED2, NOT_YET[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# the same short form where the source says approved: right
YES_GIVEN = {"en": "Yes, it's approved.", "ru": "Да, утверждён.", "zh": "对，已经批了。"}


@pytest.mark.parametrize("lang", list(YES_GIVEN))
def test_a_yes_where_the_source_says_approved_is_correct(lang):
    g = graded(lang, 8, chat(lang, SEED8, YES_GIVEN[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# --- one more sign-off said after the pilot's own: one addition ----------------------------------------------------
FURTHER = {
    "en": ["The CFO also has to approve it.", "It also needs the CFO's sign-off.",
           "The procurement team still has to sign off too.", "The legal team has to sign off too.",
           "It also needs the legal department's sign-off."],
    "ru": ["Пилот также должен утвердить финансовый директор.", "Также нужна подпись финансового директора.",
           "Его тоже ещё должен согласовать отдел закупок.", "Также требуется одобрение юридического отдела."],
    "zh": ["还需要财务总监签字。", "采购团队也还要签字。", "法务部也要签字。", "财务总监也得批准。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in FURTHER for i in range(len(FURTHER[lang]))])
def test_a_further_signoff_after_the_given_approval_is_one_addition(lang, i):
    g = graded(lang, 8, SEED8[lang] + " " + FURTHER[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [("approval", FURTHER[lang][i])], kinds(g)


PENDING2 = {
    "en": " The works council has not approved it yet.",
    "ru": " Совет трудового коллектива его пока не утвердил.",
    "zh": "职工委员会还没有批准。",
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in FURTHER for i in range(len(FURTHER[lang]))])
def test_a_further_signoff_after_the_pending_approval_is_one_addition(lang, i):
    g = graded(lang, 2, SEED2[lang] + PENDING2[lang] + " " + FURTHER[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [("approval", FURTHER[lang][i])], kinds(g)


# the same form beside a wrong approval date: the approval distorted all the same, the further sign-off still one addition
WRONG_DATE = {"en": ("14 July", "24 July"), "ru": ("14 июля", "24 июля"), "zh": ("7月14日", "7月24日")}


@pytest.mark.parametrize("lang", list(WRONG_DATE))
def test_a_further_signoff_keeps_a_wrong_approval_date_distorted(lang):
    own, wrong = WRONG_DATE[lang]
    g = graded(lang, 8, SEED8[lang].replace(own, wrong) + " " + FURTHER[lang][0])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == [("approval", FURTHER[lang][0])], kinds(g)


# the same additive form naming the party the source gives (the only sign-off these sources hold): the pilot's own
# pending approval, right, no addition
OWN_PARTY = {
    "en": "The pilot also has to wait for the works council: it also needs the works council's sign-off.",
    "ru": "Пилот также должен утвердить совет трудового коллектива.",
    "zh": "也还要职工委员会签字。",
}


@pytest.mark.parametrize("lang", list(OWN_PARTY))
def test_the_additive_form_naming_the_sources_own_party_is_no_addition(lang):
    g = graded(lang, 2, SEED2[lang] + " " + OWN_PARTY[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []
