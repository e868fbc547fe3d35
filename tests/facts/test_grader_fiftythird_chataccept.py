"""A chat's reply taking up the user's correction ("OK, corrected: …", "好的，已更正：…", "Хорошо, поправил: …"): the
value it restates supersedes the one the assistant gave earlier, right or wrong, and the rest of that reply is read for
additions like any other claim (a part of the budget set aside for something, a judgement). A reply rejecting the
user's value keeps the earlier one. Pinned with chats written for these tests on the material of seed 5 (invoice
matching at the Leeds office; USD 45,000)."""

import pytest

from tests.facts.grading import facts, graded, kinds

FIRST = {
    "en": "User: give me the pilot in two lines?\nAssistant: Sure. It covers invoice matching at the {site} only. "
          "The budget is USD 45,000.\n",
    "zh": "用户：用两句话概括一下试点？\n助手：好的。试点只覆盖{site}的发票匹配，预算为45,000美元。\n",
    "ru": "Пользователь: опиши пилот в двух строках?\nАссистент: Конечно. Пилот охватывает только сверку счетов, "
          "площадка — {site}. Бюджет — 45 000 долларов США.\n",
}
LEEDS = {"en": "Leeds office", "zh": "利兹办公室", "ru": "офис в Лидсе"}
OSLO = {"en": "Oslo office", "zh": "奥斯陆办公室", "ru": "офис в Осло"}

ACCEPTED = {
    "en": "User: I'm fairly sure it runs at the {site}, please fix it.\nAssistant: OK, corrected: the pilot covers "
          "invoice matching at the {site} only, the rest stays as it was.\n",
    "zh": "用户：我印象里是在{site}做的，你改一下。\n助手：好的，已更正：试点只覆盖{site}的发票匹配，其余不变。\n",
    "ru": "Пользователь: по-моему, это {site}, исправь.\nАссистент: Хорошо, поправил: пилот охватывает только сверку "
          "счетов, площадка — {site}. Остальное без изменений.\n",
}
REJECTED = {
    "en": "User: I'm fairly sure it runs at the Oslo office?\nAssistant: No, the notes put it at the Leeds office.\n",
    "zh": "用户：我印象里是在奥斯陆办公室做的吧？\n助手：不是，笔记里写的是利兹办公室。\n",
    "ru": "Пользователь: по-моему, это офис в Осло?\nАссистент: Нет, в заметках указан офис в Лидсе.\n",
}


@pytest.mark.parametrize("lang", list(FIRST))
def test_a_site_the_reply_accepts_replaces_the_one_it_gave_before(lang):
    g = graded(lang, 5, FIRST[lang].format(site=LEEDS[lang]) + ACCEPTED[lang].format(site=OSLO[lang]))
    assert facts(g)["scope"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(FIRST))
def test_a_right_site_the_reply_accepts_replaces_a_wrong_one(lang):
    g = graded(lang, 5, FIRST[lang].format(site=OSLO[lang]) + ACCEPTED[lang].format(site=LEEDS[lang]))
    assert facts(g)["scope"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(FIRST))
def test_a_reply_rejecting_the_users_site_keeps_the_earlier_one(lang):
    g = graded(lang, 5, FIRST[lang].format(site=LEEDS[lang]) + REJECTED[lang])
    assert facts(g)["scope"] == "correct", facts(g)


BUDGET_ACCEPTED = {
    "en": "User: wasn't it 54k dollars? Put that in.\nAssistant: You're right, I've corrected it: the budget is "
          "USD 54,000.{more}\nUser: great\nAssistant: Glad to help.\n",
    "zh": "用户：预算不是54,000美元吗？改一下。\n助手：你说得对，已更正：预算为54,000美元。{more}\n用户：好的\n助手：不客气。\n",
    "ru": "Пользователь: разве не 54 тысячи долларов? Исправь.\nАссистент: Вы правы, поправляю: бюджет — 54 000 "
          "долларов США.{more}\nПользователь: спасибо\nАссистент: Пожалуйста.\n",
}
EARMARKED = {
    "en": " About USD 6,000 of that is earmarked for training the clerks.",
    "zh": "其中约6,000美元用于培训文员。",
    "ru": " Из них около 6 000 долларов США отложено на обучение сотрудников.",
}
JUDGED = {
    "en": " For a pilot of this size that should be plenty.",
    "zh": "对这种规模的试点来说，这笔钱应该绰绰有余。",
    "ru": " Для пилота такого масштаба этой суммы должно хватить с запасом.",
}


@pytest.mark.parametrize("lang", list(FIRST))
def test_the_accepted_budget_is_one_distortion_and_no_addition(lang):
    g = graded(lang, 5, FIRST[lang].format(site=LEEDS[lang]) + BUDGET_ACCEPTED[lang].format(more=""))
    assert facts(g)["budget"] == "distorted", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang,more", [(lang, m) for lang in FIRST for m in (EARMARKED, JUDGED)])
def test_what_the_accepting_reply_adds_is_counted(lang, more):
    g = graded(lang, 5, FIRST[lang].format(site=LEEDS[lang]) + BUDGET_ACCEPTED[lang].format(more=more[lang]))
    assert facts(g)["budget"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


SOURCES_THEN_TURN = {
    "en": "User: the pilot, please?\nAssistant: Scope: invoice matching at the Leeds office only [4].\nBudget: "
          "USD 45,000 [2].\nSources: [2], [4].\nUser: thanks\nAssistant: You're welcome. About USD 6,000 of that is "
          "earmarked for training the clerks.\n",
}


def test_a_chat_turn_after_a_sources_line_is_no_part_of_the_sources():
    g = graded("en", 5, SOURCES_THEN_TURN["en"])
    assert facts(g)["budget"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)
