"""Invented claims the forty-third held-out set's grader missed or counted too often, in every language, pinned with
briefs written for these tests on the material of seeds 1 (an approval still pending) and 5: what the pilot was set up
for told beside a fact ("…, with the aim of …", "X试点旨在…，范围仅限…"); a pending approval to be settled at a body's
next meeting; an item said to be ahead of plan; a further sign-off still missing beside the pending one, and what may
go ahead only after it; a bare yes in an FAQ told on by a condition and a plan (one claim, not three); and a supplier
where the company's own name holds the word ("Brightwater Supply")."""

import pytest

from tests.facts.grading import facts, graded, kinds

FACTS = {
    "en": "The Marlin pilot at Ostara Cargo runs from 10 March 2027 to 22 April 2027. The legacy fax gateway is out of "
          "scope. The budget is CHF 81,500. The pilot has not been approved yet; approval by the investment board is "
          "still pending. The review of the data-protection checklist is done. The training of the front-line clerks "
          "is planned but has not started.\n",
    "zh": "枪鱼试点于2027年3月10日开始，2027年4月22日结束。旧传真网关不在试点范围内。预算为81,500瑞士法郎。试点尚未获得批准，"
          "仍在等待投资委员会的审批。数据保护检查清单审核已经完成。一线文员培训已列入计划，但尚未开始。\n",
    "ru": "Пилот «Марлин» идёт с 10 марта 2027 г. по 22 апреля 2027 г. Устаревший факс-шлюз исключён из рамок. Бюджет — "
          "81 500 швейцарских франков. Пилот ещё не утверждён: решение инвестиционного совета пока ожидается. Проверка "
          "чек-листа по защите данных уже завершена. Обучение операторов первой линии запланировано, но ещё не начато.\n",
}
SCOPE = {
    "en": "It covers spare parts ordering at the Tampere plant only.\n",
    "zh": "试点仅涵盖坦佩雷工厂的备件订购。\n",
    "ru": "Пилот охватывает только заказ запчастей на заводе в Тампере.\n",
}


def _all_correct(g) -> None:
    got = facts(g)
    assert set(got.values()) == {"correct"}, got


@pytest.mark.parametrize("lang", list(FACTS))
def test_the_plain_brief_adds_nothing(lang):
    g = graded(lang, 1, SCOPE[lang] + FACTS[lang])
    _all_correct(g)
    assert kinds(g) == []


# --- what the pilot was set up for, told beside a fact: one addition, the fact still read -------------------------
MOTIVE = {
    "en": "It covers spare parts ordering at the Tampere plant only, with the aim of shortening the wait for "
          "replacement pumps on the shop floor.\n",
    "zh": "枪鱼试点旨在缩短车间等待更换水泵的时间，范围仅限坦佩雷工厂的备件订购。\n",
    "ru": "Пилот охватывает только заказ запчастей на заводе в Тампере, с целью сократить ожидание сменных насосов в "
          "цехе.\n",
}


@pytest.mark.parametrize("lang", list(MOTIVE))
def test_a_motive_beside_the_scope_is_one_addition(lang):
    g = graded(lang, 1, MOTIVE[lang] + FACTS[lang])
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a pending approval to be settled at the body's next meeting: a meeting set, one addition -----------------------
NEXT_MEETING = {
    "en": "\nNext steps\n1. Chase the investment board so the approval can be decided at its next meeting.\n",
    "zh": "\n后续步骤\n1. 跟进投资委员会，争取在下一次会议上完成审批。\n",
    "ru": "\nСледующие шаги\n1. Связаться с инвестиционным советом, чтобы утверждение рассмотрели на ближайшем заседании.\n",
}


@pytest.mark.parametrize("lang", list(NEXT_MEETING))
def test_an_approval_set_for_the_next_meeting_is_one_addition(lang):
    g = graded(lang, 1, SCOPE[lang] + FACTS[lang] + NEXT_MEETING[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1 and kinds(g)[0][0] in ("claim", "plan"), kinds(g)


# --- an item said to be ahead of plan: a status of its own, the item's stage still right ---------------------------
AHEAD = {
    "en": "The review of the data-protection checklist is done, ahead of plan.\n",
    "zh": "数据保护检查清单审核已经完成，比原计划提前。\n",
    "ru": "Проверка чек-листа по защите данных завершена с опережением графика.\n",
}


@pytest.mark.parametrize("lang", list(AHEAD))
def test_an_item_ahead_of_plan_is_one_addition(lang):
    g = graded(lang, 1, SCOPE[lang] + FACTS[lang] + AHEAD[lang])
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a further sign-off still missing beside the pending one, and what may go ahead after it: one addition ---------
FURTHER = {
    "en": "The sign-off from the quality office has not been obtained either.\n",
    "zh": "投资委员会批准后，还需报请质量办公室会签，之后方可正式推进。\n",
    "ru": "Отдельно не получено и согласование отдела качества.\n",
}


@pytest.mark.parametrize("lang", list(FURTHER))
def test_a_further_signoff_is_one_approval_addition(lang):
    g = graded(lang, 1, SCOPE[lang] + FACTS[lang] + FURTHER[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1 and kinds(g)[0][0] in ("approval", "claim"), kinds(g)


# --- a bare yes in an FAQ, told on by a condition and a plan: one invented plan, counted once ------------------------
FAQ = {
    "en": "Q: What does the pilot cover?\nA: Spare parts ordering at the Tampere plant only.\n\n"
          "Q: Will it be extended to other plants?\nA: Yes. If the results hold up, it is to be extended to every plant "
          "in the autumn.\n",
    "zh": "问：试点覆盖什么？\n答：只覆盖坦佩雷工厂的备件订购。\n\n"
          "问：以后会扩展到其他工厂吗？\n答：会。如果结果理想，计划在秋季扩展到所有工厂。\n",
    "ru": "В: Что охватывает пилот?\nО: Только заказ запчастей на заводе в Тампере.\n\n"
          "В: Распространят ли его на другие заводы?\nО: Да. Если результаты подтвердятся, осенью его планируют "
          "распространить на все заводы.\n",
}


@pytest.mark.parametrize("lang", list(FAQ))
def test_a_bare_yes_told_on_is_one_claim(lang):
    g = graded(lang, 1, FACTS[lang] + FAQ[lang])
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a supplier the notes never name, where the company's own name holds the word ----------------------------------
SUPPLIER = {
    "en": "Osprey at Brightwater Supply runs from 9 June 2026 to 3 October 2026 and covers invoice matching at the "
          "Leeds office only; warranty claims are out of scope. Marek Novak approved it on 15 May 2026; the budget is "
          "USD 45,000. The barcode scanners are installed. User guides: the translation is planned but not started; "
          "the supplier for the translation still has to be chosen.\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束，仅涵盖利兹办公室的发票匹配；保修索赔不在范围内。马雷克·诺瓦克已于"
          "2026年5月15日批准，预算为45,000美元。条码扫描器安装已经完成。用户指南翻译已列入计划，但尚未开始；翻译供应商还有待选定。\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе; "
          "гарантийные претензии исключены. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 долларов США. "
          "Установка сканеров штрихкодов завершена. Перевод руководств пользователя запланирован, но не начат; "
          "поставщика перевода ещё предстоит выбрать.\n",
}


@pytest.mark.parametrize("lang", list(SUPPLIER))
def test_a_supplier_still_to_be_chosen_is_one_addition(lang):
    g = graded(lang, 5, SUPPLIER[lang])
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
