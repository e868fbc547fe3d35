"""Remarks around a brief that claim nothing of the pilot, the sixtieth held-out set's class in every language: a chat
reply's opening that grants the user's point or owns a slip ("Yes, you're right, correcting the status:", "Да, верно,
прошу прощения.", "没错，抱歉。"), an offer to send more or a call to send the writer a document, a remark on where the
brief may be pasted, a Sources line under a bracketed heading or naming the facts before their note ("the end date,
approval and exclusion — from paragraph [10]"), and a list's value that only points to another list ("Planned: see
Done."). The neighbours hold: a claim in a chat's later turn, and a pointer to a plan the notes never name, are still
additions. Pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, graded, kinds

# a chat: the brief, a user's remark, the assistant's reply opening with an acknowledgement
CHAT = {
    "en": ("User: Could you write up the pilot?\n\nAssistant: {brief}\n\nUser: The budget was in euros, wasn't it?\n\n"
           "Assistant: {reply}"),
    "ru": ("Пользователь: Подготовь, пожалуйста, справку по пилоту.\n\nАссистент: {brief}\n\n"
           "Пользователь: Бюджет ведь был в евро?\n\nАссистент: {reply}"),
    "zh": "用户：帮我整理一下试点简报。\n\n助手：{brief}\n\n用户：预算是欧元吧？\n\n助手：{reply}",
}

ACK = {
    "en": "Right, sorry about that. The budget is USD 45,000.",
    "ru": "Да, вы правы, поправляю статус:\nБюджет: 45 000 долларов США.",
    "zh": "对，你说得对，不好意思。预算为45,000美元。",
}
CHAT_CLAIM = {
    "en": "Also, the vendor has since moved the go-live to a later quarter.",
    "ru": "Кроме того, поставщик с тех пор перенёс запуск на следующий квартал.",
    "zh": "另外，团队还打算把试点推广到所有仓库。",
}

OFFERS = {
    "en": "\nYou can paste this straight into the summary sheet. If you have the board minutes, please forward them "
          "to me.",
    "ru": "\nЕсли нужно подробнее — скину полную справку. Можно сразу вставить в сводную таблицу.",
    "zh": "\n可以直接填进周报表格。如果您手上有会议纪要，可以发给我再更新。",
}

SOURCES = {
    "en": "\nSources. The start date, budget and planned translation of the user guides come from paragraph [2]; the end "
          "date, approval and exclusion — from paragraph [10].\n[Sources] [18] scope, completed item",
    "ru": "\nИсточники. Дата начала, бюджет и запланированный перевод руководств пользователя взяты из абзаца [2]; дата "
          "окончания, утверждение и исключение — из абзаца [10].\n[Источники] [18] рамки, выполненный этап",
    "zh": "\n来源：开始日期、预算和用户指南翻译出自第[2]段，结束日期、审批和排除项出自第[10]段。\n【来源】[18] 范围、已完成事项",
}

POINTER = {
    "en": "\nDone: barcode scanner installation, user guide translation.\nPlanned: see Done.",
    "ru": "\nСделано: установка сканеров штрихкодов, перевод руководств пользователя.\nЗапланировано: см. Сделано.",
    "zh": "\n已完成：条码扫描器安装、用户指南翻译。\n计划：见已完成。",
}
POINTER_PLAN = {
    "en": "\nPlanned: see the vendor's rollout plan for the night shift.",
    "ru": "\nЗапланировано: см. план поставщика по обучению ночной смены.",
    "zh": "\n计划：见供应商为夜班准备的推广方案。",
}


def _brief(lang: str, case: str) -> str:
    facts = SEED5_FACTS[lang] + SEED5_WORK[lang]
    if case in ("ack", "chat_claim"):
        return CHAT[lang].format(brief=facts, reply=(ACK if case == "ack" else CHAT_CLAIM)[lang])
    if case == "pointer":
        return SEED5_FACTS[lang] + POINTER[lang]
    return facts + {"offers": OFFERS, "sources": SOURCES, "pointer_plan": POINTER_PLAN}[case][lang]


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
@pytest.mark.parametrize("case, added", [("ack", []), ("offers", []), ("sources", []), ("pointer", []),
                                         ("chat_claim", ["claim"]), ("pointer_plan", ["plan"])])
def test_remarks_around_the_brief_claim_nothing(lang, case, added):
    g = graded(lang, 5, _brief(lang, case))
    assert [kind for kind, _ in kinds(g)] == added, kinds(g)
