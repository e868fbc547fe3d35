"""Briefs written for an audience, the thirty-first held-out set's audience class in every language: a notice to staff
or partners, a note to the board, a hand-over note. What addresses the reader is no claim of the pilot: the notice's
title naming whom it is for ("Notice to all staff", "Уведомление поставщикам", "致各部门的通知"), its closing call to
take note or to pass it on ("Please pass this on to colleagues on leave.", "Просим учесть эти даты.", "特此通知。"), an
aside telling the reader not to count an excluded item in ("别把它算进去"), and a line that a fact is left out here
("Details are omitted here.", "Подробности здесь опущены.", "此处从略。"), which leaves that fact omitted. An approval
told to the reader as at hand ("Approval on file: …", "Утверждение уже есть: …") is approved, and a notice addressed to
the people of an excluded item ("To: warranty claims team", "Кому: …", "收件人：…") keeps that item excluded. Each is
pinned with briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a notice's title, its closing calls to the reader, an aside not to count an item in: no claims ------------------
NOTICE = {
    "en": "Notice to all staff\n\nThe pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice "
          "matching at the Leeds office [14]. Warranty claims are not part of it [8]. Marek Novak approved it on "
          "15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode scanners have already been installed "
          "[14]; the translation of the user guides is planned but has not started [2].\n\nPlease pass this on to "
          "colleagues on leave.\n",
    "ru": "Уведомление поставщикам\n\nПилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только "
          "сверку счетов в офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил "
          "пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена "
          "[17], а перевод руководств пользователя запланирован, но не начат [3].\n\nПросим учесть эти даты.\n",
    "zh": "致各部门的通知\n\n试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]。"
          "保修索赔不在范围内，别把它算进去[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。"
          "条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n\n请各位同事知悉。\n特此通知。\n",
}


@pytest.mark.parametrize("lang", list(NOTICE))
def test_a_notices_title_and_calls_to_the_reader_are_no_claims(lang):
    g = graded(lang, 5, NOTICE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a line that a fact is left out here: that fact omitted, the line no addition ------------------------------------
LEFT_OUT = {
    "en": "To: partners\n\nThe pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching "
          "at the Leeds office [14]. Marek Novak approved it on 15 May 2026 [8], and it has a budget of USD 45,000 "
          "[2]. The barcode scanners have already been installed [14]; the translation of the user guides is planned "
          "but has not started [2].\nDetails are omitted here.\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в "
          "Лидсе [17]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка "
          "сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n"
          "Подробности здесь опущены.\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]。马雷克·诺瓦克已于2026年5月"
          "15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n"
          "排除项另有规定，此处不再赘述。\n",
}


@pytest.mark.parametrize("lang", list(LEFT_OUT))
def test_a_fact_said_to_be_left_out_here_is_omitted_and_no_addition(lang):
    g = graded(lang, 5, LEFT_OUT[lang])
    labels = facts(g)
    assert labels.pop("out_of_scope") == "omitted", facts(g)
    assert set(labels.values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- the approval told to the reader as at hand, as a hand-over note or a checklist says it: approved -----------------
AT_HAND = {
    "en": "You will need the dates first: the pilot runs from 9 June 2026 to "
          "3 October 2026 [2][8]. It covers only invoice matching at the Leeds office [14]; warranty claims are out of "
          "scope [8]. Money: USD 45,000 [2].\nApproval on file: Marek Novak, 15 May 2026 [8].\nThe barcode scanners "
          "have already been installed [14]; the translation of the user guides is planned but has not started [2].\n",
    "ru": "Сроки — с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]. Пилот охватывает только "
          "сверку счетов в офисе в Лидсе [17]; гарантийные претензии в него не входят [10]. Бюджет — 45 000 долларов "
          "США [3].\nУтверждение уже есть: 15 мая 2026 г., Марек Новак [10].\nУстановка сканеров штрихкодов уже "
          "завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
}


@pytest.mark.parametrize("lang", list(AT_HAND))
def test_an_approval_told_to_the_reader_as_at_hand_is_approved(lang):
    g = graded(lang, 5, AT_HAND[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a notice addressed to the people of an excluded item: the address line says nothing of the item's scope ----------
def _addressed_to(lang: str, header: str) -> str:
    return header + NOTICE[lang].split("\n\n", 1)[1].rsplit("\n\n", 1)[0] + "\n"


ADDRESSED_TO = {
    "en": "To: warranty claims team\nRe: what the pilot means for you\n\n",
    "ru": "Кому: отделу гарантийных претензий\n\n",
    "zh": "收件人：保修索赔组\n\n",
}


@pytest.mark.parametrize("lang", list(ADDRESSED_TO))
def test_a_notice_addressed_to_an_excluded_items_people_keeps_it_excluded(lang):
    g = graded(lang, 5, _addressed_to(lang, ADDRESSED_TO[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
