"""Facts misread in chats and phrases, in every language: "first" before a span of time ("a kick-off in Leeds in the
first week") is when, not the site told as where the scope begins; a chat user's claim the reply opens by rejecting
("the committee signed it already" / "No, still pending") states no approval; a reply opening with a yes takes up
what the user's turn asked of the budget, its amount a second value of the budget; one stage said of two items
joined in a clause ("A and B — neither has started") is each item's; the word placing an approval on its day ("approved
on <date>", "已于<date>批准") names no party beside the approver. Pinned with briefs written for these tests on the
material of seed 3 (pending with the steering committee) and seed 5 (approved by Marek Novak on 15 May 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds
from tests.facts.test_grader_fortyeighth_heldout_approval import SEED3, SEED5

LANGS = ["en", "ru", "zh"]


# --- "first" before a span of time -----------------------------------------------------------------------------------
KICKOFF = {
    "en": "We start with a short kick-off in Leeds in the first week so the team knows what is coming.",
    "ru": "Начнём с короткого установочного совещания в Лидсе в первую неделю, чтобы команда знала, что её ждёт.",
    "zh": "第一周先在利兹开一个简短的启动会，让团队了解情况。",
}
SITE_FIRST = {
    "en": "The pilot covers invoice matching at the Leeds office first, and the other offices follow later.",
    "ru": "Пилот охватывает сверку счетов в офисе в Лидсе для начала, а другие офисы подключатся позже.",
    "zh": "试点涵盖发票匹配，先从利兹办公室开始，其他办公室随后跟进。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_first_before_a_span_of_time_is_no_site_order(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + KICKOFF[lang])
    assert facts(g)["scope"] == "correct", facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_the_site_told_as_where_the_scope_begins_still_widens_it(lang):
    g = graded(lang, 5, SITE_FIRST[lang] + " " + SEED5_FACTS[lang].split(". ", 1)[0] + ". " + SEED5_WORK[lang])
    assert facts(g)["scope"] == "distorted", facts(g)


# --- a user's claim the reply rejects --------------------------------------------------------------------------------
def _chat(lang: str, user: str, reply: str) -> str:
    turns = {"en": ("User", "Assistant"), "ru": ("Пользователь", "Ассистент"), "zh": ("用户", "助手")}[lang]
    colon = "：" if lang == "zh" else ": "
    return f"{turns[0]}{colon}{user}\n{turns[1]}{colon}{reply}\n"


CLAIMED = {
    "en": ("and the steering committee signed it off already", "No, the approval is still pending: the steering "
           "committee has not given it yet."),
    "ru": ("и руководящий комитет его уже утвердил", "Нет, утверждение пока не получено: руководящий комитет ещё не "
           "принял решения."),
    "zh": ("而且指导委员会已经批准了", "不，审批仍在等待中，指导委员会尚未作出决定。"),
}
SEED3_WORK = {
    "en": "The review of the data-protection checklist is done; the translation of the user guides is planned but has "
          "not started.",
    "ru": "Проверка чек-листа по защите данных завершена; перевод руководств пользователя запланирован, но не начат.",
    "zh": "数据保护检查清单审核已完成；用户指南翻译已列入计划，但尚未开始。",
}
ACCEPTED = {
    "en": ("and the steering committee signed it off already, right?", "Yes, it has signed off."),
    "ru": ("и руководящий комитет его уже утвердил, да?", "Да, утвердил."),
    "zh": ("而且指导委员会已经批准了，对吗？", "对，已经批准了。"),
}


def _seed3_chat(lang: str, turn: tuple[str, str]) -> str:
    opening = {"en": "give me the Heron pilot", "ru": "дай коротко по «Цапле»", "zh": "简单说说苍鹭试点"}[lang]
    return _chat(lang, opening, SEED3[lang] + SEED3_WORK[lang]) + _chat(lang, *turn)


@pytest.mark.parametrize("lang", LANGS)
def test_a_users_claim_the_reply_rejects_states_no_approval(lang):
    g = graded(lang, 3, _seed3_chat(lang, CLAIMED[lang]))
    assert facts(g)["approval"] == "correct", facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_users_claim_the_reply_accepts_is_the_approval_told(lang):
    g = graded(lang, 3, _seed3_chat(lang, ACCEPTED[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a yes taking up the user's budget question ----------------------------------------------------------------------
CURRENCY = {
    "en": ("the budget is in euros, right?", "Yes, that's right: 45,000 euros.",
           "the budget is in dollars, right?", "Yes, that's right: USD 45,000."),
    "ru": ("бюджет ведь в евро, да?", "Да, всё так: 45 000 евро.",
           "бюджет ведь в долларах, да?", "Да, всё так: 45 000 долларов США."),
    "zh": ("预算是欧元吧？", "对，没错：45,000欧元。", "预算是美元吧？", "对，没错：45,000美元。"),
}


def _seed5_chat(lang: str, user: str, reply: str) -> str:
    opening = {"en": "a short summary please", "ru": "дай краткую сводку", "zh": "请给个简短总结"}[lang]
    return _chat(lang, opening, SEED5_FACTS[lang] + SEED5_WORK[lang]) + _chat(lang, user, reply)


@pytest.mark.parametrize("lang", LANGS)
def test_a_yes_to_the_users_wrong_currency_is_a_second_budget_value(lang):
    g = graded(lang, 5, _seed5_chat(lang, *CURRENCY[lang][:2]))
    assert facts(g)["budget"] == "distorted", facts(g)
    assert not [k for k in kinds(g) if k[0] == "amount"], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_yes_to_the_users_right_currency_keeps_the_budget(lang):
    g = graded(lang, 5, _seed5_chat(lang, *CURRENCY[lang][2:]))
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


# --- one stage said of two joined items ------------------------------------------------------------------------------
NEITHER = {
    "en": "Still to do: the installation of the barcode scanners and the translation of the user guides — neither has "
          "started yet.",
    "ru": "Ещё впереди: установка сканеров штрихкодов и перевод руководств пользователя — ни то ни другое пока не "
          "начато.",
    "zh": "待办：条码扫描器安装和用户指南翻译，两项都还没开始。",
}
ONE_EACH = {
    "en": "The installation of the barcode scanners is complete, and the translation of the user guides has not "
          "started yet.",
    "ru": "Установка сканеров штрихкодов завершена, а перевод руководств пользователя пока не начат.",
    "zh": "条码扫描器安装已完成，用户指南翻译还没开始。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_one_stage_said_of_two_joined_items_is_each_items(lang):
    labels = facts(graded(lang, 5, SEED5_FACTS[lang] + NEITHER[lang]))
    assert labels["done"] == "distorted", labels
    assert labels["planned"] == "correct", labels


@pytest.mark.parametrize("lang", LANGS)
def test_a_stage_for_each_item_alone_stays_its_own(lang):
    labels = facts(graded(lang, 5, SEED5_FACTS[lang] + ONE_EACH[lang]))
    assert labels["done"] == "correct", labels
    assert labels["planned"] == "correct", labels


# --- the approval's day in an owner table's row ----------------------------------------------------------------------
def _table(lang: str, cell: str) -> str:
    head = {"en": "| Item | Who | State | Source |", "ru": "| Пункт | Кто | Статус | Источник |",
            "zh": "| 事项 | 负责人 | 状态 | 来源 |"}[lang]
    row = {"en": "| Approval | Marek Novak (CFO) |", "ru": "| Утверждение | Марек Новак (финансовый директор) |",
           "zh": "| 审批 | 马雷克·诺瓦克（首席财务官） |"}[lang]
    return f"{head}\n|---|---|---|---|\n{row} {cell} | [2] |\n\n" + SEED5[lang] + SEED5_WORK[lang]


ON_DAY = {"en": "approved on 2026-05-15", "ru": "утверждено от 15.05.2026", "zh": "已于2026-05-15批准"}
COSIGNED = {"en": "approved on 2026-05-15; the legal department signed off too",
            "ru": "утверждено 15.05.2026; юридический отдел тоже согласовал",
            "zh": "已于2026-05-15批准；法务部也已会签"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_approvals_day_in_its_row_names_no_second_party(lang):
    g = graded(lang, 5, _table(lang, ON_DAY[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_party_signing_in_the_approvals_row_is_still_an_addition(lang):
    g = graded(lang, 5, _table(lang, COSIGNED[lang]))
    assert len(kinds(g)) == 1, kinds(g)
