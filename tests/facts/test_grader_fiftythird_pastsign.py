"""A further sign-off by another party told in the past as following the approver's ("once Novak had approved it, the
finance director countersigned it as well", "诺瓦克批准后，财务总监也签了字", "после Новака пилот подписал ещё и финансовый
директор"): a sequence of sign-offs given, no condition on the approval and no pending state. Told in a chat's user turn
the reply takes up, the pilot's approval stays as the source gives it and the other party's sign-off is one addition. A
sign-off still to come, or a condition set in so many words, is read as before. Pinned with briefs written for these
tests on the material of seed 5 (invoice matching at the Leeds office; approved by Marek Novak on 15 May 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

TURNS = {
    "en": ("User: a short summary?\nAssistant: ", "User: ", "Assistant: "),
    "zh": ("用户：简单总结一下？\n助手：", "用户：", "助手："),
    "ru": ("Пользователь: коротко, что там?\nАссистент: ", "Пользователь: ", "Ассистент: "),
}
PAST_TOLD = {
    "en": "As far as I remember, once Novak approved it, the finance director signed it as well. Please add that.",
    "zh": "我印象中诺瓦克批准之后，财务总监也签过字，补上吧。",
    "ru": "Насколько я помню, после Новака пилот подписал ещё и финансовый директор. Допиши.",
}
STILL_TO_COME = {
    "en": "As far as I remember, once Novak has approved it, the finance director still has to sign. Please add that.",
    "zh": "我印象中诺瓦克批准之后，还需要财务总监签字，补上吧。",
    "ru": "Насколько я помню, после Новака пилот ещё должен подписать финансовый директор. Допиши.",
}
TAKEN_UP = {
    "en": "Right, added: besides Marek Novak's approval, the pilot was signed off by the finance director too.",
    "zh": "没错，已补上：除马雷克·诺瓦克的批准外，试点还获得了财务总监的签批。",
    "ru": "Да, добавил: кроме утверждения Марека Новака, пилот согласован также финансовым директором.",
}


def chat(lang: str, user: str) -> str:
    opener, asker, replier = TURNS[lang]
    return (opener + SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + asker + user + "\n\n" + replier + TAKEN_UP[lang]
            + "\n")


@pytest.mark.parametrize("lang", list(TURNS))
def test_a_past_sign_off_after_the_approvers_taken_up_is_one_addition(lang):
    g = graded(lang, 5, chat(lang, PAST_TOLD[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


BRIEF = {
    "en": "The pilot covers only invoice matching at the Leeds office; warranty claims are left out. It runs from 9 June "
          "2026 to 3 October 2026 on a budget of USD 45,000. Marek Novak approved it on 15 May 2026, and once he "
          "approved it the CFO signed it too. ",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内，"
          "预算为45,000美元。马雷克·诺瓦克"
          "已于2026年5月15日批准该试点，诺瓦克签批之后，又由财务总监签过字。",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе; "
          "гарантийные претензии в него не входят. Бюджет — 45 000 долларов США. Марек Новак утвердил пилот 15 мая "
          "2026 г.; как только Новак утвердил его, пилот завизировал финансовый директор. ",
}


@pytest.mark.parametrize("lang", list(BRIEF))
def test_a_past_sign_off_after_the_approvers_in_the_brief_sets_no_condition(lang):
    g = graded(lang, 5, BRIEF[lang] + SEED5_WORK[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert "condition" not in [k for k, _ in kinds(g)], kinds(g)


@pytest.mark.parametrize("lang", ["zh", "ru"])
def test_a_sign_off_still_to_come_is_read_as_before(lang):
    # (a further sign-off still required, beside the approval given, reads pending as it did)
    g = graded(lang, 5, chat(lang, STILL_TO_COME[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)


FIRM = {
    "en": "Marek Novak approved it on 15 May 2026; once the finance director has signed it, the budget is released. ",
    "zh": "财务总监签字后才算获批。",
    "ru": "Пилот будет утверждён только после того, как его подпишет финансовый директор. ",
}


@pytest.mark.parametrize("lang", list(FIRM))
def test_a_condition_on_the_approval_still_distorts(lang):
    base = SEED5_FACTS[lang]
    cut = {"en": "Marek Novak approved it on 15 May 2026; ", "zh": "马雷克·诺瓦克已于2026年5月15日批准该试点，",
           "ru": "Марек Новак утвердил пилот 15 мая 2026 г.; "}[lang]
    assert cut in base
    g = graded(lang, 5, base.replace(cut, "") + FIRM[lang] + SEED5_WORK[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
