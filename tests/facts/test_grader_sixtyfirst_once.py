"""One invented claim counted once. A belief's holder and what it holds are one claim, a comma between them or not
("the team is confident, that …", "руководство уверено, что …"); so is a judgement of how the pilot goes and the end it
foresees from it, the end named first ("如期结项不成问题", "delivering on time should be no problem"). A chat reply setting
the user's wrong month aside ("不是6月——…已于…批准 [6]", "No, not in June — … approved it") denies that month, not the
approval, and the citation's digits after it are no number of its own. Two claims joined in one sentence stay two."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

_UNAPPROVED = {  # seed 5's facts without their approval sentence: the chat reply tells it
    "en": SEED5_FACTS["en"].replace("Marek Novak approved it on 15 May 2026; ", ""),
    "ru": SEED5_FACTS["ru"].replace("Марек Новак утвердил пилот 15 мая 2026 г.; ", ""),
    "zh": SEED5_FACTS["zh"].replace("马雷克·诺瓦克已于2026年5月15日批准该试点，", ""),
}
_CHAT = {
    "en": "User: write me the pilot brief, it was signed off in June, right?\nAssistant: No, not in June — Marek Novak "
          "approved it on 15 May 2026 [5]. ",
    "ru": "Пользователь: напиши справку по пилоту, его ведь утвердили в июне?\nАссистент: Нет, не в июне — Марек Новак "
          "утвердил пилот 15 мая 2026 г. [5]. ",
    "zh": "用户：帮我写一下试点简报，我记得是6月批的？\n助手：不是6月——马雷克·诺瓦克已于2026年5月15日批准该试点 [6]。",
}


def _brief(lang: str, extra: str) -> str:
    if extra == "chat":
        return _CHAT[lang] + _UNAPPROVED[lang] + " " + SEED5_WORK[lang]
    return SEED5_FACTS[lang] + " " + SEED5_WORK[lang] + "\n" + extra


@pytest.mark.parametrize("lang, extra, count", [
    ("en", "chat", 0),
    ("en", "The budget is USD 45,000; the team is confident, that it will be enough.", 1),
    ("en", "The budget is USD 45,000, which is more than enough; the team is confident, and a review is set for July.", 2),
    ("ru", "chat", 0),
    ("ru", "Бюджет — 45 000 долларов США; руководство уверено, что этой суммы хватит.", 1),
    ("ru", "Бюджет — 45 000 долларов США, этой суммы хватит с запасом; команда уверена, а разбор итогов назначен на "
           "июль.", 2),
    ("zh", "chat", 0),
    ("zh", "目前进度正常，如期结项不成问题。", 1),
    ("zh", "目前进度正常，另外每周五会开一次例会。", 2),
])
def test_one_invented_claim_is_counted_once(lang, extra, count):
    g = graded(lang, 5, _brief(lang, extra))
    assert len(g.unsupported) == count, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)
