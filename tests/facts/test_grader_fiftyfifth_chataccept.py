"""A chat's reply agreeing with the user's correction ("Yes, right, …", "Да, верно, …", "对，是…", an apology): the
value of the user's it restates supersedes the one the assistant gave earlier, so the fact is graded by it (distorted
when wrong) and it is no addition. A reply rejecting the user's value, one correcting itself to the right value, and
one passing the user's value by keep the fact correct. Chats written for these tests on the material of seed 5 (invoice
matching at the Leeds office, 9 June to 3 October 2026, USD 45,000)."""

import pytest

from tests.facts.grading import facts, graded, kinds

OPENING = {
    "en": "User: can you sum up the pilot for me?\nAssistant: Sure. It covers invoice matching at the Leeds office only, "
          "running from 9 June 2026 to 3 October 2026. The budget is USD 45,000.\n",
    "ru": "Пользователь: можешь вкратце описать пилот?\nАссистент: Конечно. Пилот охватывает только сверку счетов в "
          "офисе в Лидсе и идёт с 9 июня 2026 г. по 3 октября 2026 г. Бюджет — 45 000 долларов США.\n",
    "zh": "用户：能帮我概括一下这个试点吗？\n助手：好的。试点只覆盖利兹办公室的发票匹配，2026年6月9日开始，2026年10月3日"
          "结束。预算为45,000美元。\n",
}
CLOSING = {
    "en": "User: ok, thanks\nAssistant: Any time.\n",
    "ru": "Пользователь: ок, спасибо\nАссистент: Обращайтесь.\n",
    "zh": "用户：好的，谢谢\n助手：随时找我。\n",
}

# the user's wrong currency, the reply agreeing and apologising
CURRENCY_TAKEN = {
    "en": "User: One sec, isn't that 45 thousand euros?\nAssistant: Yes, correct, EUR 45,000 — apologies for the confusion.\n",
    "ru": "Пользователь: Секунду, это разве не 45 тысяч евро?\nАссистент: Да, верно, 45 000 евро — извините, я перепутала.\n",
    "zh": "用户：稍等，那不是45,000欧元吗？\n助手：对，是45,000欧元，抱歉搞混了。\n",
}
# the user's wrong sum, the reply saying the user is right
SUM_TAKEN = {
    "en": "User: My notes have USD 47,000 for it.\nAssistant: You're right, it's USD 47,000. Sorry about that.\n",
    "ru": "Пользователь: У меня в записях 47 000 долларов США.\nАссистент: Вы правы, 47 000 долларов США. Прошу прощения.\n",
    "zh": "用户：我的记录里是47,000美元。\n助手：没错，应该是47,000美元，不好意思。\n",
}
# the user's wrong end date, the reply agreeing
END_TAKEN = {
    "en": "User: Hold on, I think it finishes on 3 November 2026?\nAssistant: Right, 3 November 2026 — my mistake.\n",
    "ru": "Пользователь: Погоди, он вроде заканчивается 3 ноября 2026 г.?\nАссистент: Да, точно, 3 ноября 2026 г., моя ошибка.\n",
    "zh": "用户：等等，应该是2026年11月3日结束吧？\n助手：对，是2026年11月3日，我说错了。\n",
}
# the user's wrong currency rejected
CURRENCY_REJECTED = {
    "en": "User: One sec, isn't that 45 thousand euros?\nAssistant: No, it is USD 45,000.\n",
    "ru": "Пользователь: Секунду, это разве не 45 тысяч евро?\nАссистент: Нет, 45 000 долларов США.\n",
    "zh": "用户：稍等，那不是45,000欧元吗？\n助手：不是，是45,000美元。\n",
}
# the user's wrong currency passed by
CURRENCY_IGNORED = {
    "en": "User: One sec, isn't that 45 thousand euros?\nAssistant: The notes also say warranty claims are left out.\n",
    "ru": "Пользователь: Секунду, это разве не 45 тысяч евро?\nАссистент: В заметках ещё сказано, что гарантийные претензии "
          "в пилот не входят.\n",
    "zh": "用户：稍等，那不是45,000欧元吗？\n助手：笔记里还提到保修索赔不在范围内。\n",
}
# the assistant's own wrong sum, corrected by itself to the right one after the user doubts it
SELF_CORRECTED = {
    "en": "User: can you sum up the pilot for me?\nAssistant: Sure. It covers invoice matching at the Leeds office only. "
          "The budget is USD 54,000.\nUser: Is that number correct?\nAssistant: Sorry, my slip — the budget is USD 45,000.\n",
    "ru": "Пользователь: можешь вкратце описать пилот?\nАссистент: Конечно. Пилот охватывает только сверку счетов в офисе "
          "в Лидсе. Бюджет — 54 000 долларов США.\nПользователь: Цифра правильная?\nАссистент: Извините, ошиблась: бюджет "
          "— 45 000 долларов США.\n",
    "zh": "用户：能帮我概括一下这个试点吗？\n助手：好的。试点只覆盖利兹办公室的发票匹配，预算为54,000美元。\n用户：这个数对吗？\n"
          "助手：抱歉，我写错了，预算是45,000美元。\n",
}

LANGS = list(OPENING)


@pytest.mark.parametrize("lang", LANGS)
def test_an_agreed_wrong_currency_distorts_the_budget_and_adds_nothing(lang):
    g = graded(lang, 5, OPENING[lang] + CURRENCY_TAKEN[lang] + CLOSING[lang])
    assert facts(g)["budget"] == "distorted", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_an_agreed_wrong_sum_distorts_the_budget_and_adds_nothing(lang):
    g = graded(lang, 5, OPENING[lang] + SUM_TAKEN[lang] + CLOSING[lang])
    assert facts(g)["budget"] == "distorted", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_an_agreed_wrong_end_date_distorts_the_end(lang):
    g = graded(lang, 5, OPENING[lang] + END_TAKEN[lang] + CLOSING[lang])
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_rejected_wrong_currency_keeps_the_budget_correct(lang):
    g = graded(lang, 5, OPENING[lang] + CURRENCY_REJECTED[lang] + CLOSING[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_currency_passed_by_keeps_the_budget_correct(lang):
    g = graded(lang, 5, OPENING[lang] + CURRENCY_IGNORED[lang] + CLOSING[lang])
    assert facts(g)["budget"] == "correct", facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_reply_correcting_itself_to_the_right_sum_keeps_the_budget_correct(lang):
    g = graded(lang, 5, SELF_CORRECTED[lang] + CLOSING[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)
