"""The Sources list told in a boxed or barred line, or as the answer to a question asking where the facts come from,
a question asking what the pilot does and does not do with its subject in the first part only, and a reply telling a
chat user the notes hold no such thing, in every language: "【来源】[2] …、保修索赔", "Sources | [2] …, warranty
claims" and "Q: Where does this come from? / A: [2] …" name the excluded item as a Sources entry, no claim that it is
in scope; "问：试点做什么，不做什么？" asks both sides, so its answer's scope is no exclusion; "The notes don't have
that, …" rejects the user's approval. Neighbours that hold: a boxed heading of another part naming the item in scope
still loses the exclusion; a reply agreeing with the user's approval still distorts it. Pinned with briefs written
for these tests on the material of seed 5 (warranty claims out of scope) and seed 2 (pending with the works council)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded

SOURCES = {
    "en": "[2] start date, budget; [5] end date, approval, warranty claims; [7] scope",
    "ru": "[2] дата начала, бюджет; [5] дата окончания, утверждение, гарантийные претензии; [7] рамки",
    "zh": "[2] 开始日期、预算；[5] 结束日期、批准、保修索赔；[7] 范围",
}
BOXED = {"en": "[Sources] ", "ru": "[Источники] ", "zh": "【来源】"}
BARRED = {"en": "Sources | ", "ru": "Источники | ", "zh": "来源 ｜ "}
ASKED = {"en": ("Q: Where does this come from?", "A: "), "ru": ("В: Откуда эти сведения?", "О: "),
         "zh": ("问：信息出自哪里？", "答：")}
# a question on both sides, its subject in the first part only, answered with the scope and the exclusion
BOTH = {
    "en": ("Q: What does the pilot cover, and what not?",
           "A: Only invoice matching at the Leeds office; warranty claims are not part of it."),
    "ru": ("В: Что пилот охватывает, а что нет?",
           "О: Только сверку счетов в офисе в Лидсе; гарантийные претензии в пилот не входят."),
    "zh": ("问：试点做什么，不做什么？", "答：只涵盖利兹办公室的发票匹配；保修索赔不在范围内。"),
}
REST5 = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026. Marek Novak approved it on 15 May 2026; the budget is "
          "USD 45,000. ",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США. ",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束。马雷克·诺瓦克已于2026年5月15日批准该试点，预算为45,000美元。",
}
IN_SCOPE = {"en": "[Scope] invoice matching and warranty claims at the Leeds office",
            "ru": "[Рамки] сверка счетов и гарантийные претензии в офисе в Лидсе",
            "zh": "【范围】利兹办公室的发票匹配和保修索赔"}

# seed 2: dates, scope and exclusion told correctly; the user's approval, and the reply
SEED2 = {
    "en": "It runs from 1 June 2027 until 25 September 2027 and covers container booking at the Leeds office only; the "
          "payroll system stays outside it. It is still waiting for the works council.",
    "ru": "Он идёт с 1 июня 2027 г. до 25 сентября 2027 г. и охватывает только бронирование контейнеров в офисе в Лидсе; "
          "система расчёта зарплаты в него не входит. Решения совета трудового коллектива ещё ждут.",
    "zh": "时间是2027年6月1日到2027年9月25日，只做利兹办公室的集装箱订舱，薪资系统不包括在内。仍在等职工委员会审批。",
}
OPEN = {"en": "User: Sum up the Marlin pilot for me.", "ru": "Пользователь: Кратко опиши пилот «Марлин».",
        "zh": "用户：帮我把枪鱼试点整理成简报。"}
BOT = {"en": "Assistant: ", "ru": "Ассистент: ", "zh": "助手："}
CLAIMED = {"en": "User: The works council signed it off last week, please change that.",
           "ru": "Пользователь: Пилот уже утверждён советом трудового коллектива, исправь это.",
           "zh": "用户：职工委员会上周已经批了，你改一下吧。"}
NOT_IN_NOTES = {"en": "Assistant: The notes don't have that, so I am leaving it as it was.",
                "ru": "Ассистент: В заметках этого нет, поэтому я оставляю как было.",
                "zh": "助手：笔记里没有这条信息，所以我先不改。"}
AGREED = {"en": "Assistant: Right, it is approved now.", "ru": "Ассистент: Да, совет трудового коллектива его уже утвердил.",
          "zh": "助手：对，现在已经批准了。"}


def brief(lang: str, form: str) -> tuple[int, str, dict[str, str]]:
    if form in ("boxed", "barred"):
        opener = (BOXED if form == "boxed" else BARRED)[lang]
        text = SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n" + opener + SOURCES[lang] + "\n"
        return 5, text, {"out_of_scope": "correct"}
    if form == "asked":
        q, a = ASKED[lang]
        return 5, "\n".join([REST5[lang] + SEED5_WORK[lang], *BOTH[lang], q, a + SOURCES[lang]]) + "\n", \
            {"scope": "correct", "out_of_scope": "correct"}
    if form == "not-in-notes":
        reply = NOT_IN_NOTES[lang]
        return 2, "\n".join([OPEN[lang], BOT[lang] + SEED2[lang], CLAIMED[lang], reply]) + "\n", {"approval": "correct"}
    if form == "boxed-in-scope":
        return 5, REST5[lang] + SEED5_WORK[lang] + "\n" + IN_SCOPE[lang] + "\n", {"out_of_scope": "distorted"}
    return 2, "\n".join([OPEN[lang], BOT[lang] + SEED2[lang], CLAIMED[lang], AGREED[lang]]) + "\n", {"approval": "distorted"}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
@pytest.mark.parametrize("form", ["boxed", "barred", "asked", "not-in-notes", "boxed-in-scope", "agreed"])
def test_sources_forms_both_sides_and_a_reply_not_in_notes(lang, form):
    seed, text, want = brief(lang, form)
    g = facts(graded(lang, seed, text))
    assert {k: g[k] for k in want} == want, g
