"""A site a chat's user puts forward and the assistant rejects or corrects ("It's Leeds, actually", "不是，…",
"Вообще-то, это Лидс"), or one the assistant says the notes do not name ("the notes don't mention Porto", "没有提到波尔图"),
is no site of the brief: the scope stays correct. A site the assistant accepts ("Right, Lyon") still distorts it, and a
date the assistant corrects the same way is no second date. Pinned with chats written for these tests on the material
of seed 5 (invoice matching at the Leeds office; 9 June 2026 to 3 October 2026)."""

import pytest

from tests.facts.grading import facts, graded

# seed 5's dates, exclusion, approval and budget told correctly, as the assistant's first turn, no scope
OPENING = {
    "en": "User: can you sum up the pilot for me?\nAssistant: It runs from 9 June 2026 to 3 October 2026. Warranty claims "
          "are not part of it. Marek Novak approved it on 15 May 2026; the budget is USD 45,000.\n",
    "zh": "用户：帮我概括一下这个试点？\n助手：试点于2026年6月9日开始，2026年10月3日结束，保修索赔不在范围内。马雷克·诺瓦克已于"
          "2026年5月15日批准该试点，预算为45,000美元。\n",
    "ru": "Пользователь: коротко расскажи про пилот?\nАссистент: Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. "
          "Гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США.\n",
}

CORRECTED = {
    "en": [
        "User: and it's being piloted at the Lyon site, isn't it?\nAssistant: It's Leeds, actually: the pilot covers "
        "invoice matching at the Leeds office only.\n",
        "User: so both Porto and Leeds take part?\nAssistant: No, only the Leeds office, for invoice matching. The "
        "notes don't mention Porto at all.\n",
    ],
    "zh": [
        "用户：试点是不是在里昂那边做的？\n助手：不是，只在利兹办公室做发票匹配。\n",
        "用户：利兹和波尔图两边一起试吧？\n助手：不对，只有利兹办公室的发票匹配，笔记里没有提到波尔图。\n",
    ],
    "ru": [
        "Пользователь: его ведь запускают на складе в Лионе?\nАссистент: Вообще-то, это Лидс: пилот охватывает только "
        "сверку счетов в офисе в Лидсе.\n",
        "Пользователь: значит, и Порту, и Лидс участвуют?\nАссистент: Нет, только сверка счетов в офисе в Лидсе. "
        "Порту в заметках не упоминается.\n",
    ],
}

ACCEPTED = {
    "en": "User: and it's being piloted at the Lyon site, isn't it?\nAssistant: Right, Lyon: the pilot covers invoice "
          "matching there.\n",
    "zh": "用户：试点是不是在里昂那边做的？\n助手：对，在里昂做发票匹配。\n",
    "ru": "Пользователь: его ведь запускают на складе в Лионе?\nАссистент: Да, в Лионе: пилот охватывает сверку счетов "
          "там.\n",
}


@pytest.mark.parametrize("lang,n", [(lang, n) for lang in CORRECTED for n in range(2)])
def test_a_site_the_assistant_rejects_or_says_the_notes_lack_is_no_site_of_the_brief(lang, n):
    g = graded(lang, 5, OPENING[lang] + CORRECTED[lang][n])
    assert facts(g)["scope"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(ACCEPTED))
def test_a_site_the_assistant_accepts_still_distorts_the_scope(lang):
    g = graded(lang, 5, OPENING[lang] + ACCEPTED[lang])
    assert facts(g)["scope"] == "distorted", facts(g)


def test_the_notes_naming_only_another_site_still_distorts_the_scope():
    g = graded("zh", 5, OPENING["zh"] + "用户：在哪儿试？\n助手：笔记里只提到波尔图服务中心的发票匹配。\n")
    assert facts(g)["scope"] == "distorted", facts(g)


DATE_CORRECTED = {
    "en": "User: it ends on 3 November 2026, doesn't it?\nAssistant: It's 3 October 2026, actually.\n",
    "ru": "Пользователь: заканчивается ведь 3 ноября 2026 г.?\nАссистент: Вообще-то, 3 октября 2026 г.\n",
    "zh": "用户：是2026年11月3日结束吧？\n助手：其实是2026年10月3日结束。\n",
}


@pytest.mark.parametrize("lang", list(DATE_CORRECTED))
def test_a_date_the_assistant_corrects_first_is_no_second_end(lang):
    g = graded(lang, 5, OPENING[lang] + DATE_CORRECTED[lang])
    assert facts(g)["end_date"] == "correct", facts(g)
