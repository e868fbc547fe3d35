"""What an assistant's chat turn says that is no claim, the forty-third held-out set's class in every language: a
turn owning its slip ("You're right, I misread that", "я ошиблась с датой", "是我看漏了一个数字"), a bare answer or
a verdict on the user's value before the right one ("Yes, that's right.", "Валюта не та.", "币种不对。"), a bold
speaker's label ("**Assistant:** Yes."), a chat export's own title and a user's turn opened by an emoji; and labels
the turns decide: a site the user puts and the assistant grants is the scope's distortion, no exclusion told wrongly,
and an item said to have taken place ("состоялся") is reported done. Pinned with briefs written for these tests on the
material of seed 3 (returns handling at the Leeds office only, 21 August to 23 November 2027, CHF 28,000, pending
with the steering committee; the Madrid sales office excluded)."""

import pytest

from tests.facts.grading import facts, graded, kinds

SLIP = {
    "en": "Chat export\n\nUser: What is the pilot about?\n\nAssistant: It covers returns handling at the Leeds office "
          "only, from 21 August 2027 to 23 October 2027.\n\nUser: 23 October? I thought it was later.\n\nAssistant: "
          "You're right, I misread that. It ends on 23 November 2027. The budget is CHF 28,000 and approval by the "
          "steering committee is still pending.\n\nUser: Progress?\n\nAssistant: The data-protection checklist review "
          "is done; the user guide translation is planned but not started. The Madrid sales office is explicitly out "
          "of scope.\n",
    "ru": "Экспорт чата\n\nВы:\nО чём пилот?\n\nАссистент:\nОн охватывает только обработку возвратов в офисе в Лидсе, с "
          "21 августа 2027 г. по 23 октября 2027 г.\n\nВы:\nРазве не позже?\n\nАссистент:\nВы правы, я ошиблась с "
          "датой. Пилот завершается 23 ноября 2027 г. Бюджет — 28 000 швейцарских франков, решение руководящего "
          "комитета ещё ожидается.\n\nВы:\nЧто сделано?\n\nАссистент:\nПроверка чек-листа по защите данных уже "
          "завершена, перевод руководств запланирован, но не начат. Офис продаж в Мадриде явно исключён из пилота.\n",
    "zh": "### 用户\n试点做什么？\n\n### 助手\n试点只涵盖利兹办公室的退货处理，2027年8月21日开始，2027年11月2日结束。\n\n"
          "### 用户\n预算呢？\n\n### 助手\n预算为28,000瑞士法郎，仍在等待指导委员会的审批。\n\n另外更正一下：结束日期是"
          "2027年11月23日，是我看漏了一个数字。\n\n### 用户\n进展？\n\n### 助手\n数据保护检查清单审核已经完成；用户指南翻译"
          "已列入计划，但尚未开始。马德里销售办事处明确不在试点范围内。\n",
}


@pytest.mark.parametrize("lang", list(SLIP))
def test_a_turn_owning_its_slip_and_a_chat_title_claim_nothing(lang):
    g = graded(lang, 3, SLIP[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SLIP))
def test_an_invented_claim_beside_the_slip_is_still_an_addition(lang):
    extra = {"en": "You're right, I misread that, and the pilot will also be rolled out in Dublin next spring.",
             "ru": "Вы правы, я ошиблась с датой, а ещё пилот весной расширят на Дублин.",
             "zh": "是我看漏了一个数字，另外试点明年春天会推广到都柏林。"}[lang]
    old = {"en": "You're right, I misread that.", "ru": "Вы правы, я ошиблась с датой.",
           "zh": "是我看漏了一个数字。"}[lang]
    g = graded(lang, 3, SLIP[lang].replace(old, extra))
    assert len(kinds(g)) == 1, kinds(g)


VERDICT = {
    "en": "**User:** The budget is EUR 28,000, right?\n\n**Assistant:** Wrong currency. It is CHF 28,000.\n\n"
          "**User:** And it covers returns handling at the Leeds office only?\n\n**Assistant:** Yes, that's right. It "
          "runs from 21 August 2027 to 23 November 2027; approval by the steering committee is still pending.\n\n"
          "**User:** Anything done?\n\n**Assistant:** Yes.\n\n**Assistant:** The data-protection checklist review is "
          "done; the user guide translation is planned but not started. The Madrid sales office is explicitly out of "
          "scope.\n",
    "ru": "**Вы:** Бюджет 28 000 евро?\n\n**Ассистент:** Валюта не та. Бюджет — 28 000 швейцарских франков.\n\n"
          "**Вы:** И только обработка возвратов в офисе в Лидсе?\n\n**Ассистент:** Да, всё верно. Пилот идёт с 21 "
          "августа 2027 г. по 23 ноября 2027 г., решение руководящего комитета ещё ожидается.\n\n**Вы:** Что "
          "сделано?\n\n**Ассистент:** Проверка чек-листа по защите данных уже завершена, перевод руководств "
          "запланирован, но не начат. Офис продаж в Мадриде явно исключён из пилота.\n",
    "zh": "🧑 用户：预算是28,000欧元吧？\n\n🤖 助手：币种不对。预算是28,000瑞士法郎。\n\n🧑 用户：只做利兹办公室的"
          "退货处理？\n\n🤖 助手：没错。试点从2027年8月21日到2027年11月23日，仍在等待指导委员会的审批。\n\n"
          "🧑 用户：最后一个问题，哪些做完了，哪些还没动？\n🤖 助手：数据保护检查清单审核已经完成；用户指南翻译已列入计划，"
          "但尚未开始。马德里销售办事处明确不在试点范围内。\n\n🧑 用户：好的，哪些不做？\n🤖 助手：就是马德里那边。\n",
}


@pytest.mark.parametrize("lang", list(VERDICT))
def test_a_bare_answer_or_a_verdict_on_the_users_value_claims_nothing(lang):
    g = graded(lang, 3, VERDICT[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(VERDICT))
def test_a_wrong_value_after_the_verdict_is_still_graded(lang):
    right, wrong = {"en": ("It is CHF 28,000.", "It is CHF 82,000."),
                    "ru": ("Бюджет — 28 000 швейцарских франков.", "Бюджет — 82 000 швейцарских франков."),
                    "zh": ("预算是28,000瑞士法郎。", "预算是82,000瑞士法郎。")}[lang]
    g = graded(lang, 3, VERDICT[lang].replace(right, wrong))
    assert facts(g)["budget"] == "distorted", facts(g)


SITE_GRANTED = {
    "en": "User: Where does it run? That's the Madrid sales office, isn't it?\n\nAssistant: Yes, that's right. It "
          "covers returns handling at the Madrid sales office only, from 21 August 2027 to 23 November 2027, with a "
          "budget of CHF 28,000. Approval by the steering committee is still pending.\n\nUser: Progress?\n\n"
          "Assistant: The data-protection checklist review is done; the user guide translation is planned but not "
          "started.\n",
    "ru": "Вы: Где он идёт? Это ведь офис продаж в Мадриде?\n\nАссистент: Да, верно. Пилот охватывает только обработку "
          "возвратов в офисе продаж в Мадриде, с 21 августа 2027 г. по 23 ноября 2027 г., бюджет — 28 000 швейцарских "
          "франков. Решение руководящего комитета ещё ожидается.\n\nВы: Что сделано?\n\nАссистент: Проверка "
          "чек-листа по защите данных уже завершена, перевод руководств запланирован, но не начат.\n",
    "zh": "用户：在哪里做？是马德里销售办事处吧？\n\n助手：是的，没错。试点只涵盖马德里销售办事处的退货处理，2027年8月21日"
          "开始，2027年11月23日结束，预算为28,000瑞士法郎，仍在等待指导委员会的审批。\n\n用户：进展？\n\n助手：数据保护"
          "检查清单审核已经完成；用户指南翻译已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(SITE_GRANTED))
def test_a_site_the_user_puts_and_the_assistant_grants_distorts_the_scope_only(lang):
    got = facts(graded(lang, 3, SITE_GRANTED[lang]))
    assert got["scope"] == "distorted" and got["out_of_scope"] == "omitted", got


def test_an_item_said_to_have_taken_place_is_reported_done():
    text = ("[Пользователь] О чём пилот?\n\n[Ассистент] Только обработка возвратов в офисе в Лидсе, с 21 августа 2027 г. "
            "по 23 ноября 2027 г., бюджет — 28 000 швейцарских франков; решение руководящего комитета ещё ожидается. "
            "Офис продаж в Мадриде явно исключён.\n\n[Пользователь] Проверку чек-листа по защите данных и перевод "
            "руководств ведь уже сделали?\n\n[Ассистент] Да, оба этапа позади: проверка чек-листа по защите данных "
            "состоялась, перевод руководств тоже состоялся.\n")
    got = facts(graded("ru", 3, text))
    assert got["done"] == "correct" and got["planned"] == "distorted", got
