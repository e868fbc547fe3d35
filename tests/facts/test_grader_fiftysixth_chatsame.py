"""A chat's reply agreeing with the user's date takes up that date for one fact: the assistant's earlier date of the
same role (start, end, approval) is superseded, and an earlier date of another role stays, whatever day or month it
shares with the agreed one. Chats written for these tests on the material of seed 5 (invoice matching at the Leeds
office, 9 June to 3 October 2026, USD 45,000)."""

import pytest

from tests.facts.grading import facts, graded, kinds

OPENING = {
    "en": "User: what are the main points of the pilot?\nAssistant: It covers invoice matching at the Leeds office only. "
          "The rest:\n- Start: 9 June 2026\n- End: 3 October 2026\n- Budget: USD 45,000\n",
    "ru": "Пользователь: какие главные пункты по пилоту?\nАссистент: Пилот охватывает только сверку счетов в офисе в "
          "Лидсе. Остальное:\n- Старт: 9 июня 2026 г.\n- Окончание: 3 октября 2026 г.\n- Бюджет: 45 000 долларов США\n",
    "zh": "用户：试点的要点有哪些？\n助手：试点只覆盖利兹办公室的发票匹配。其余要点：\n- 开始：2026年6月9日\n"
          "- 结束：2026年10月3日\n- 预算：45,000美元\n",
}
CLOSING = {
    "en": "User: good, thank you\nAssistant: Glad to help.\n",
    "ru": "Пользователь: отлично, благодарю\nАссистент: Рада помочь.\n",
    "zh": "用户：好，谢谢\n助手：不客气。\n",
}

# the user's wrong end date sharing its day with the start, the reply agreeing and naming the end
END_SHARES_START_DAY = {
    "en": "User: And it closes on 9 November, yes?\nAssistant: Right - the pilot wraps up on 9 November 2026.\n",
    "ru": "Пользователь: А закончится он 9 ноября, да?\nАссистент: Да, верно, пилот завершается 9 ноября 2026 г.\n",
    "zh": "用户：那它是11月9日结束，对吧？\n助手：对，试点2026年11月9日结束。\n",
}
# the same, the date sharing its month with the start, only the user naming the end
END_SHARES_START_MONTH = {
    "en": "User: It finishes on 20 June, right?\nAssistant: Right, 20 June 2026.\n",
    "ru": "Пользователь: Он ведь заканчивается 20 июня?\nАссистент: Да, верно, 20 июня 2026 г.\n",
    "zh": "用户：是6月20日结束吧？\n助手：对，是2026年6月20日。\n",
}
# the user's wrong end date sharing its day with the earlier end: that end is superseded
END_SHARES_END_DAY = {
    "en": "User: It finishes on 3 December, right?\nAssistant: Right, the pilot ends on 3 December 2026.\n",
    "ru": "Пользователь: Он ведь заканчивается 3 декабря?\nАссистент: Да, верно, пилот заканчивается 3 декабря 2026 г.\n",
    "zh": "用户：是12月3日结束吧？\n助手：对，试点2026年12月3日结束。\n",
}
# the user's wrong end date sharing the start's day, rejected
END_REJECTED = {
    "en": "User: And it closes on 9 November, yes?\nAssistant: No, it closes on 3 October 2026.\n",
    "ru": "Пользователь: А закончится он 9 ноября, да?\nАссистент: Нет, он завершается 3 октября 2026 г.\n",
    "zh": "用户：那它是11月9日结束，对吧？\n助手：不是，是2026年10月3日结束。\n",
}
# the user's wrong currency, agreed
CURRENCY_TAKEN = {
    "en": "User: Isn't the money 45,000 euros?\nAssistant: Right, EUR 45,000.\n",
    "ru": "Пользователь: А деньги разве не 45 000 евро?\nАссистент: Да, верно, 45 000 евро.\n",
    "zh": "用户：钱不是45,000欧元吗？\n助手：对，是45,000欧元。\n",
}

LANGS = ("en", "ru", "zh")


def _grade(lang: str, turn: dict[str, str]):
    return graded(lang, 5, OPENING[lang] + turn[lang] + CLOSING[lang])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("turn", [END_SHARES_START_DAY, END_SHARES_START_MONTH], ids=["day", "month"])
def test_agreed_end_leaves_a_start_sharing_its_day_or_month(lang: str, turn: dict[str, str]) -> None:
    got = facts(_grade(lang, turn))
    assert got["start_date"] == "correct"
    assert got["end_date"] == "distorted"


@pytest.mark.parametrize("lang", LANGS)
def test_agreed_end_supersedes_the_earlier_end(lang: str) -> None:
    g = _grade(lang, END_SHARES_END_DAY)
    assert facts(g)["start_date"] == "correct"
    assert facts(g)["end_date"] == "distorted"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_rejected_end_keeps_both_dates(lang: str) -> None:
    got = facts(_grade(lang, END_REJECTED))
    assert got["start_date"] == "correct"
    assert got["end_date"] == "correct"


@pytest.mark.parametrize("lang", LANGS)
def test_agreed_currency_distorts_the_budget(lang: str) -> None:
    g = _grade(lang, CURRENCY_TAKEN)
    assert facts(g)["budget"] == "distorted"
    assert kinds(g) == []


def _doubted(g, fact_id: str) -> bool:
    return any(d.startswith("a user's turn puts another value") for f in g.facts if f.fact_id == fact_id for d in f.doubts)


@pytest.mark.parametrize("lang", LANGS)
def test_a_users_end_date_leaves_the_start_clear_of_its_doubt(lang: str) -> None:
    g = _grade(lang, END_SHARES_START_DAY)
    assert _doubted(g, "end_date")
    assert not _doubted(g, "start_date")
