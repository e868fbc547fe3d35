"""A chat's user turn the assistant leaves aside, and a count inside an offer, in every language: a user's question or
claim that the reply does not take up (it answers another part of the turn, or moves on) is no claim of the brief,
so an item the source excludes, named only there as in scope, is not named by the brief at all (omitted, never a
lost exclusion); a number inside an offer asked of the reader ("Want me to put this into a four-part note?",
"Оформить в виде таблицы из четырёх строк?", "要不要我整理成四个部分？") is the offered format's, no added number.
Neighbours that hold: a user's question on the item the reply opens with a yes takes it up (a lost exclusion); a
user's wrong amount the reply agrees with still distorts; a number in the assistant's own claim still counts. Pinned
with briefs written for these tests on the material of seed 5 (warranty claims out of scope, USD 45,000)."""

import pytest

from tests.facts.grading import SEED5_WORK, facts, graded, kinds

SPEAKERS = {"en": ("User: ", "Assistant: "), "ru": ("Пользователь: ", "Ассистент: "), "zh": ("用户：", "助手：")}

# seed 5's dates, scope, approval and budget told correctly, no exclusion
FRAME = {
    "en": "From 9 June 2026 to 3 October 2026 the pilot covers only invoice matching at the Leeds office. Marek Novak "
          "approved it on 15 May 2026, and it has USD 45,000.",
    "ru": "С 9 июня 2026 г. по 3 октября 2026 г. пилот охватывает только сверку счетов в офисе в Лидсе. Марек Новак "
          "утвердил его 15 мая 2026 г., на него выделено 45 000 долларов США.",
    "zh": "试点从2026年6月9日到2026年10月3日，只做利兹办公室的发票匹配。马雷克·诺瓦克于2026年5月15日批准了它，预算45,000美元。",
}
OPEN = {"en": "What's the short version of the pilot?", "ru": "Что коротко по пилоту?", "zh": "试点简单说一下？"}
# a question on the excluded item beside a question on the work, the reply taking up only the second
ASIDE = {
    "en": "Warranty claims get handled in it as well, yes? And where does the work stand?",
    "ru": "Гарантийные претензии тоже в него входят, верно? И как там с работами?",
    "zh": "保修索赔也算在里面吧？另外工作进展怎么样？",
}
ASKED_ALONE = {
    "en": "Warranty claims get handled in it as well, yes?",
    "ru": "Гарантийные претензии тоже в него входят, верно?",
    "zh": "保修索赔也算在里面吧？",
}
YES = {"en": "Yes, they do.", "ru": "Да, входят.", "zh": "对，也算在里面。"}


def chat(lang: str, *turns: str) -> str:
    user, bot = SPEAKERS[lang]
    return "\n".join((user if n % 2 == 0 else bot) + t for n, t in enumerate(turns)) + "\n"


@pytest.mark.parametrize("lang", list(FRAME))
def test_a_user_question_the_reply_leaves_aside_names_no_item(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], FRAME[lang], ASIDE[lang], SEED5_WORK[lang]))
    assert facts(g)["out_of_scope"] == "omitted", facts(g)
    assert facts(g)["done"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(FRAME))
def test_a_user_question_answered_yes_is_taken_up(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], FRAME[lang], ASKED_ALONE[lang], YES[lang] + " " + SEED5_WORK[lang]))
    assert facts(g)["out_of_scope"] == "distorted", facts(g)


AGREED = {
    "en": ("And the budget is USD 54,000, right?", "Yes, right. " + SEED5_WORK["en"]),
    "ru": ("А бюджет 54 000 долларов США, так?", "Да, верно. " + SEED5_WORK["ru"]),
    "zh": ("预算是54,000美元，对吧？", "对，没错。" + SEED5_WORK["zh"]),
}
NO_BUDGET = {
    "en": "From 9 June 2026 to 3 October 2026 the pilot covers only invoice matching at the Leeds office. Marek Novak "
          "approved it on 15 May 2026.",
    "ru": "С 9 июня 2026 г. по 3 октября 2026 г. пилот охватывает только сверку счетов в офисе в Лидсе. Марек Новак "
          "утвердил его 15 мая 2026 г.",
    "zh": "试点从2026年6月9日到2026年10月3日，只做利兹办公室的发票匹配。马雷克·诺瓦克于2026年5月15日批准了它。",
}


@pytest.mark.parametrize("lang", list(AGREED))
def test_a_wrong_amount_the_reply_agrees_with_still_distorts(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], NO_BUDGET[lang], *AGREED[lang]))
    assert facts(g)["budget"] == "distorted", facts(g)


OFFER = {
    "en": ("Thanks a lot.", "Glad to help. Want me to put this into a four-part note (Dates, Scope, Money, Work)?"),
    "ru": ("Большое спасибо.", "Пожалуйста. Оформить это в виде таблицы из четырёх строк?"),
    "zh": ("多谢。", "不客气。要不要我整理成四个部分的简报？"),
}
OWN_COUNT = {
    "en": "The team needs four more scanners for the Leeds office.",
    "ru": "Команде нужны ещё четыре сканера для офиса в Лидсе.",
    "zh": "团队还需要四台扫描器给利兹办公室。",
}


@pytest.mark.parametrize("lang", list(OFFER))
def test_a_count_in_an_offer_is_no_added_number(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], FRAME[lang] + " " + SEED5_WORK[lang], *OFFER[lang]))
    assert [k for k, _ in kinds(g)] == [], kinds(g)


@pytest.mark.parametrize("lang", list(OWN_COUNT))
def test_a_count_in_the_assistants_own_claim_still_counts(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], FRAME[lang] + " " + SEED5_WORK[lang] + " " + OWN_COUNT[lang]))
    assert "number" in [k for k, _ in kinds(g)], kinds(g)


# a user's claim on a work item's state beside a question the reply answers alone
STATE_ASIDE = {
    "en": ("The translation of the user guides is finished too, isn't it? And who approved it?",
           "Marek Novak approved it on 15 May 2026."),
    "ru": ("Перевод руководств пользователя тоже уже завершён, да? И кто утвердил?",
           "Марек Новак утвердил его 15 мая 2026 г."),
    "zh": ("用户指南翻译也已经完成了吧？另外是谁批准的？", "马雷克·诺瓦克于2026年5月15日批准。"),
}


@pytest.mark.parametrize("lang", list(STATE_ASIDE))
def test_a_user_claim_on_a_state_the_reply_leaves_aside_tells_no_state(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], FRAME[lang], *STATE_ASIDE[lang]))
    assert facts(g)["planned"] == "omitted", facts(g)
    assert facts(g)["done"] == "omitted", facts(g)
