"""A chat reply's own turn openers and closers claim nothing, in every language: a compliance opener before the text
it gives ("Of course — here you go.", "好的，给您。", "Хорошо, держите."), a you're-welcome closer with an offer on
the reader's wish ("No problem, tell me if you want it shorter.", "不客气，需要简短版也可以告诉我。"), a bare verdict
opening a correction by an assistant that speaks once ("Not exactly." over its one reply), and a confirmation opener
before a date the reply takes up from the user ("Right — it ends on …"): that date is the end date's distortion, said
again, no claim of its own. A real addition beside them stays one. Chats written for these tests on seed 5's material
(9 June to 3 October 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

USER = {"en": "User: ", "ru": "Пользователь: ", "zh": "用户："}
BOT = {"en": "Assistant: ", "ru": "Ассистент: ", "zh": "助手："}
ASK = {"en": "Could you sum up the pilot?", "ru": "Можешь кратко описать пилот?", "zh": "能概括一下这个试点吗？"}
THANKS = {"en": "Thanks!", "ru": "Спасибо!", "zh": "谢谢！"}


def chat(lang: str, *turns: str) -> str:
    """The user asks, the assistant answers (the first reply after the opener `turns[0]`), then turn by turn."""
    lines = [USER[lang] + ASK[lang], BOT[lang] + turns[0] + "\n" + SEED5_FACTS[lang]]
    for n, said in enumerate(turns[1:]):
        lines.append((USER if n % 2 == 0 else BOT)[lang] + said)
    return "\n".join(lines) + "\n"


# one reply of the assistant: the user's premise, its verdict opening the correction
ONE_REPLY = {
    "en": "User: What about the pilot? The budget is EUR 45,000, I think?\n\nAssistant: Not exactly. The amount is right, "
          "but it is in US dollars [8].\n\n" + SEED5_FACTS["en"] + "\n\nUser: Got it, thanks.\n",
    "ru": "Пользователь: Что по пилоту? Бюджет вроде 45 тысяч евро?\n\nАссистент: Не совсем. Сумма верная, но в долларах "
          "США [8].\n\n" + SEED5_FACTS["ru"] + "\n\nПользователь: Понял, спасибо.\n",
    "zh": "用户：试点情况怎样？预算好像是4.5万欧元？\n\n助手：不完全对。金额没错，但币种是美元[8]。\n\n" + SEED5_FACTS["zh"] +
          "\n\n用户：明白了，谢谢。\n",
}
# the user's wrong end date, the reply taking it up with a confirmation, the timeline told again with it
END_ASK = {"en": "I think it ends on 3 September, not October.", "ru": "По-моему, он заканчивается 3 сентября, а не октября.",
           "zh": "我记得是9月3日结束，不是10月。"}
END_TAKEN = {
    "en": "Right — the pilot ends on 3 September 2026. New timeline: 9 June 2026 to 3 September 2026.",
    "ru": "Верно — пилот заканчивается 3 сентября 2026 г. Новые сроки: 9 июня 2026 г. – 3 сентября 2026 г.",
    "zh": "对——试点于2026年9月3日结束。新的时间线：2026年6月9日至2026年9月3日。",
}
OPENER = {"en": "Of course — here you go.", "ru": "Хорошо, держите.", "zh": "好的，给您。"}
CLOSER = {"en": "No problem, tell me if you want it shorter.", "ru": "Не за что, нужна версия короче — скажите.",
          "zh": "不客气，需要简短版也可以告诉我。"}
# a real addition after the courtesy: the writer's own follow-up, still one
FOLLOW_UP = {"en": "You're welcome. I'll book a review with the Leeds team for next week.",
             "ru": "Не за что. На следующей неделе я назначу разбор с командой в Лидсе.",
             "zh": "不客气。我下周会和利兹团队约一次复盘会。"}

CASES = []
for lang in ("en", "ru", "zh"):
    CASES += [
        pytest.param(lang, chat(lang, OPENER[lang]), {}, 0, id=f"{lang}-compliance-opener"),
        pytest.param(lang, chat(lang, "", THANKS[lang], CLOSER[lang]), {}, 0, id=f"{lang}-welcome-offer"),
        pytest.param(lang, ONE_REPLY[lang], {}, 0, id=f"{lang}-verdict-one-reply"),
        pytest.param(lang, chat(lang, "", END_ASK[lang], END_TAKEN[lang]), {"end_date": "distorted"}, 0,
                     id=f"{lang}-confirmed-date"),
        # neighbours: a courtesy beside a real addition keeps it
        pytest.param(lang, chat(lang, "", THANKS[lang], FOLLOW_UP[lang]), {}, 1, id=f"{lang}-welcome-follow-up"),
    ]


@pytest.mark.parametrize("lang,text,labels,added", CASES)
def test_reply_openers_and_closers(lang, text, labels, added):
    g = graded(lang, 5, text)
    got = facts(g)
    for fid, label in labels.items():
        assert got[fid] == label, got
    assert len(kinds(g)) == added, kinds(g)
