"""Fact labels read wrong and invented claims missed or miscounted, the forty-fifth held-out set's class in every
language: a range told right after an approval word ("an approved pilot running 11 June to 3 October") is the
pilot's window, its first date no approval date; a chat whose speakers are named alone on their lines ("USER" /
"ASSISTANT", "### Пользователь") or as a ChatGPT export names them ("You said:" / "ChatGPT said:", "你说：" /
"ChatGPT 说：") has user turns whose guessed values, corrected by the reply, are no values of the brief, and a question
on the approval there takes its answer from the turn under the assistant's name; "审批已经过了" states the approval;
a next step only awaiting the approval restates it; a verdict "on track" restates no fact whose words it shares; and
a task naming the scope's site sets new work there. Each is pinned with briefs written for these tests on the
material of seeds 1 (approval pending) and 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a range right after an approval word: the pilot's window ------------------------------------------------------
APPROVED_RANGE = {
    "en": "Osprey is an approved USD 45,000 pilot running 9 June to 3 October 2026. Scope: invoice matching at the Leeds "
          "office only; warranty claims are excluded. Marek Novak approved it on 15 May 2026. The barcode scanners are "
          "installed; the translation of the user guides is planned but not started.\n",
    "ru": "«Скопа» — утверждённый пилот с бюджетом 45 000 долларов США, с 9 июня по 3 октября 2026 г. Охват: только "
          "сверка счетов в офисе в Лидсе; гарантийные претензии исключены. Пилот утверждён 15 мая 2026 г. Установка "
          "сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не начат.\n",
    "zh": "鱼鹰是已获批的试点，2026年6月9日至10月3日进行，预算45,000美元。只涵盖利兹办公室的发票匹配，保修索赔不在范围内。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点。条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(APPROVED_RANGE))
def test_a_range_after_the_approval_word_dates_no_approval(lang):
    got = facts(graded(lang, 5, APPROVED_RANGE[lang]))
    assert got["approval"] == "correct" and got["start_date"] == "correct", got


def test_a_wrong_approval_date_beside_the_range_is_still_caught():
    text = APPROVED_RANGE["en"].replace("15 May 2026", "17 May 2026")
    assert facts(graded("en", 5, text))["approval"] == "distorted"


# --- a chat's speakers named alone on their lines, or as a ChatGPT export names them ------------------------------
CHAT = {
    "en": "USER\nwhat is the osprey pilot?\n\nASSISTANT\nOsprey covers invoice matching at the Leeds office only, from "
          "9 June 2026 to 3 October 2026; warranty claims are excluded. Marek Novak approved it on 15 May 2026.\n\nUSER\n"
          "the budget is EUR 45,000, right?\n\nASSISTANT\nThe amount is right, the currency is not: USD 45,000. The "
          "barcode scanners are installed; the translation of the user guides is planned but not started.\n",
    "ru": "### Пользователь\nЧто за пилот «Скопа»?\n\n### Ассистент\nОн охватывает только сверку счетов в офисе в "
          "Лидсе, с 9 июня по 3 октября 2026 г.; гарантийные претензии исключены. Пилот утверждён 15 мая 2026 г.\n\n"
          "### Пользователь\nБюджет ведь 45 тысяч евро?\n\n### Ассистент\nСумма верная, валюта нет: 45 000 долларов "
          "США. Установка сканеров штрихкодов уже завершена, перевод руководств пользователя запланирован, но не начат.\n",
    "zh": "你说：\n鱼鹰试点是什么？\n\nChatGPT 说：\n鱼鹰试点只涵盖利兹办公室的发票匹配，2026年6月9日开始，2026年10月3日结束，"
          "保修索赔不在范围内。马雷克·诺瓦克已于2026年5月15日批准该试点。\n\n你说：\n预算是4.5万欧元吧？\n\nChatGPT 说：\n"
          "币种是美元，不是欧元：45,000美元。条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_users_guess_the_reply_corrects_is_no_value_of_the_brief(lang):
    g = graded(lang, 5, CHAT[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_wrong_currency_in_the_reply_is_still_caught(lang):
    wrong = {"en": ("USD 45,000. The", "GBP 45,000. The"), "ru": ("45 000 долларов США.", "45 000 фунтов стерлингов."),
             "zh": ("45,000美元。", "45,000英镑。")}[lang]
    assert facts(graded(lang, 5, CHAT[lang].replace(*wrong)))["budget"] == "distorted"


ASKED = {
    "en": "USER\nis the marlin pilot signed off?\n\nASSISTANT\nNot yet. The investment board has still to decide.\n",
    "ru": "### Пользователь\nПилот «Марлин» уже утвердили?\n\n### Ассистент\nНет. Решение инвестиционного совета пока "
          "ожидается.\n",
    "zh": "用户\n枪鱼试点批了吗？\n\n助手\n还没有。仍在等待投资委员会的审批。\n",
}


@pytest.mark.parametrize("lang", list(ASKED))
def test_a_question_on_the_approval_takes_the_turn_under_the_assistants_name(lang):
    assert facts(graded(lang, 1, ASKED[lang]))["approval"] == "correct"


# --- an approval told as passed (Chinese) ---------------------------------------------------------------------------
def test_a_sign_off_told_as_passed_states_the_approval():
    text = "审批已经过了：马雷克·诺瓦克批的，日期是2026年5月15日。\n"
    assert facts(graded("zh", 5, text))["approval"] == "correct"
    assert facts(graded("zh", 1, "审批已经过了：投资委员会批的。\n"))["approval"] == "distorted"


# --- a next step awaiting the approval; a verdict; a task at the scope's site (English) ----------------------------
MEMO = ("Status\nThe Marlin pilot has not been approved yet: the investment board is still deciding.\n\nNext steps\n"
        "1. Await the investment board's decision, which is still pending.\n"
        "2. Chase the investment board for a date and book a slot in its agenda.\n")


def test_a_next_step_awaiting_the_approval_restates_it():
    g = graded("en", 1, MEMO)
    assert facts(g)["approval"] == "correct"
    # the second step, the team's own, still counts
    assert len(kinds(g)) == 1 and "Chase" in kinds(g)[0][1], kinds(g)


def test_a_verdict_on_track_restates_no_fact():
    g = graded("en", 1, "1. Covers spare parts ordering at the Tampere plant only.\n2. Overall, the pilot looks on "
                        "track.\n")
    assert kinds(g) == [("claim", "Overall, the pilot looks on track.")]


def test_a_verdict_with_few_words_beside_it_stays_an_addition():
    g = graded("ru", 1, "Пилот охватывает только заказ запчастей на заводе в Тампере.\n\nПилот идёт с опережением графика.\n")
    assert kinds(g) == [("claim", "Пилот идёт с опережением графика.")]


def test_a_task_at_the_scopes_site_is_new_work():
    text = ("Scope: spare parts ordering at the Tampere plant only.\n\nActions\n- Circulate a go-live checklist for the "
            "Tampere plant before the start date.\n")
    g = graded("en", 1, text)
    assert facts(g)["scope"] == "correct"
    assert len(kinds(g)) == 1, kinds(g)
