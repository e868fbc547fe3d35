"""Notations of dates and the furniture of dialogue, threads and letters, the twenty-eighth held-out set's forms class
in every language: a date whose month is written in Roman numerals is that date in English too; a note telling the
reader how the brief writes its dates or amounts ("dates below are day.month.year") is a key, no claim; a dialogue's
own opening and closing lines ("Let's go through the dates", "That's all for today") frame the talk and claim nothing;
an e-mail's English address lines (From:, To:, Subject:) are no claim in a Chinese or Russian brief either; and the
number of a thread's reply or update ("Update 2:", "【回复2】", "upd 2:") counts the thread's posts, no value. Each is
pinned with briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the rest of the facts, told plainly after the dates
REST = {
    "en": "Scope: invoice matching at the Leeds office only [14]. Not included: warranty claims [8].\n"
          "Budget: USD 45,000 [2].\nApproval: Marek Novak approved it on 15 May 2026 [8].\n"
          "Done: the barcode scanners have been installed [14].\n"
          "Planned: translation of the user guides, not started [2].\n",
    "ru": "Рамки: только сверка счетов в офисе в Лидсе [17]. Не входит: гарантийные претензии [10].\n"
          "Бюджет: 45 000 долларов США [3].\nУтверждение: Марек Новак утвердил пилот 15 мая 2026 г. [10].\n"
          "Сделано: установка сканеров штрихкодов завершена [17].\n"
          "Запланировано: перевод руководств пользователя, не начат [3].\n",
    "zh": "范围：只涵盖利兹办公室的发票匹配[7]。不含：保修索赔[5]。\n预算：45,000美元[1]。\n"
          "审批：马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n已完成：条码扫描器安装已经完成[7]。\n"
          "计划：用户指南翻译已列入计划，但尚未开始[1]。\n",
}
DATES = {
    "en": "Start: 9 June 2026 [2]. End: 3 October 2026 [8].\n",
    "ru": "Сроки: с 9 июня 2026 г. [3] по 3 октября 2026 г. [10].\n",
    "zh": "时间：2026年6月9日开始[1]，2026年10月3日结束[5]。\n",
}


def test_a_month_in_roman_numerals_is_that_date_in_english():
    g = graded("en", 5, "Term: 9.VI.2026 to 3.X.2026 [2][8]\n" + REST["en"])
    assert facts(g)["start_date"] == "correct" and facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


NOTATION = {
    "en": "(amounts use a decimal comma; dates are given day.month.year)\nStart: 09.06.2026 [2]. End: 03.10.2026 [8].\n",
    "ru": "(все даты ниже — в формате день.месяц.год)\nСроки: 09.06.2026 [3] – 03.10.2026 [10].\n",
    "zh": "（本文日期格式：日/月/年）\n开始：09/06/2026[1]；结束：03/10/2026[5]。\n",
}


@pytest.mark.parametrize("lang", list(NOTATION))
def test_a_note_on_the_notation_is_no_claim(lang):
    g = graded(lang, 5, NOTATION[lang] + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


TALK = {
    "en": ("A: Okay, let's run through the figures one by one.\n", "B: Right, that's everything for today.\n"),
    "ru": ("А: Так, давайте сверим основные цифры.\n", "Б: Хорошо, на сегодня всё.\n"),
    "zh": ("甲：我们先核对一下几个数字。\n", "乙：行，今天就到这里吧。\n"),
}


@pytest.mark.parametrize("lang", list(TALK))
def test_a_dialogues_opening_and_closing_lines_are_no_claim(lang):
    opening, closing = TALK[lang]
    g = graded(lang, 5, opening + DATES[lang] + REST[lang] + closing)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_a_claim_said_in_a_dialogue_turn_is_still_an_addition():
    opening, closing = TALK["en"]
    g = graded("en", 5, opening + DATES["en"] + REST["en"] + "A: Anything else?\nB: The team expects to finish early.\n"
               + closing)
    assert len(g.unsupported) == 1, kinds(g)


MAIL = {
    "ru": "From: office@example.org\nTo: team@example.org\nSubject: пилот, коротко\n\n",
    "zh": "From: office@example.org\nTo: team@example.org\nSubject: 试点摘要\n\n",
}


@pytest.mark.parametrize("lang", list(MAIL))
def test_english_mail_headers_are_no_claim_in_any_language(lang):
    g = graded(lang, 5, MAIL[lang] + DATES[lang] + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


THREAD = {
    "zh": "【原帖】" + DATES["zh"] + REST["zh"] + "【回复2】补充：其余内容已与笔记核对，没有变化。\n",
}


@pytest.mark.parametrize("lang", list(THREAD))
def test_a_threads_reply_number_is_no_number_addition(lang):
    g = graded(lang, 5, THREAD[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not [u for u in g.unsupported if u.kind == "number"], kinds(g)
