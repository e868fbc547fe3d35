"""A recap's values, the forty-first held-out set's class in every language: a closing summary under a title of its
own after the Sources list ("Summary for readers", "Итог", "小结") is read as the brief's body, not as Sources lines,
so a value it changes is that fact's second value (distorted) and a value it restates agrees; a range "between X and
Y" gives the start and the end; a date tied to the approval by its words ("approval from", "came through on") is the
approval's; the two dates told in swapped roles are a second value of each; a person of the background said to have
signed the pilot off on the approval's own date, beside the source's approver, is the approval's second value; the
budget's own sum in another currency in a recap is its second value. Each is pinned with briefs written for these
tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

BODY = {
    "en": "Osprey pilot brief\n\nTimeline\nThe Osprey pilot starts on 9 June 2026 [2] and ends on 3 October 2026 [8].\n\n"
          "Scope\nThe pilot covers invoice matching at the Leeds office only [14]. Warranty claims are explicitly out "
          "of scope [8].\n\nBudget\nUSD 45,000 [2].\n\nStatus\nThe pilot was approved by Marek Novak, Chief Financial "
          "Officer, on 15 May 2026 [8].\nDone: the installation of the barcode scanners has been completed [14].\n"
          "Planned: the translation of the user guides is planned but has not started yet [2].\n\nSources\n"
          "- Start, budget, user guides: [2]\n- End, approval, warranty claims: [8]\n- Scope, scanners: [14]\n\n",
    "ru": "Справка по пилоту «Скопа»\n\nСроки\nПилот начинается 9 июня 2026 г. [3] и завершается 3 октября 2026 г. [10].\n\n"
          "Рамки\nПилот охватывает только процесс «сверка счетов» на площадке «офис в Лидсе» [17]. Гарантийные "
          "претензии явно исключены из пилота [10].\n\nБюджет\n45 000 долларов США [3].\n\nСтатус\nПилот утверждён "
          "15 мая 2026 г., утверждающее лицо — Марек Новак (финансовый директор) [10].\nСделано: установка сканеров "
          "штрихкодов уже завершена [17].\nЗапланировано: перевод руководств пользователя запланирован, но ещё не "
          "начат [3].\n\nИсточники\n- Старт, бюджет, руководства: [3]\n- Окончание, утверждение, претензии: [10]\n"
          "- Рамки, сканеры: [17]\n\n",
    "zh": "鱼鹰试点简报\n\n时间线\n鱼鹰试点于2026年6月9日开始[1]，于2026年10月3日结束[5]。\n\n范围\n试点仅涵盖利兹办公室的"
          "发票匹配[7]。保修索赔明确不在试点范围内[5]。\n\n预算\n45,000美元[1]。\n\n状态\n该试点已于2026年5月15日由马雷克·"
          "诺瓦克（首席财务官）批准[5]。\n已完成：条码扫描器安装已经完成[7]。\n计划：用户指南翻译已列入计划，但尚未开始[1]。"
          "\n\n来源\n- [1] 开始日期、预算、用户指南翻译\n- [5] 结束日期、审批、保修索赔\n- [7] 范围、条码扫描器安装\n\n",
}

# a recap under its own title after the Sources list that restates every fact (approximate words, same values)
RECAP_RIGHT = {
    "en": "Summary for readers outside the project\nOsprey is a small pilot: invoice matching at the Leeds office, "
          "with warranty claims kept out of it. It runs from 9 June to 3 October 2026 on USD 45,000.\n",
    "ru": "Итог для читателей вне проекта\nПилот небольшой: сверка счетов в офисе в Лидсе, гарантийные претензии в "
          "него не входят. Он идёт с 9 июня по 3 октября 2026 г., бюджет — 45 000 долларов США.\n",
    "zh": "小结\n鱼鹰试点规模不大：只做利兹办公室的发票匹配，保修索赔不在范围内。试点从2026年6月9日持续到2026年10月3日，"
          "预算为45,000美元。\n",
}

# the same recap moving the site: the scope's second value
RECAP_MOVED = {
    "en": "Summary for readers outside the project\nOsprey is a small pilot: for its whole run the work is confined to "
          "invoice matching at the Lyon warehouse, with warranty claims kept out of it.\n",
    "ru": "Итог для читателей вне проекта\nПилот небольшой: всё время работа ограничена сверкой счетов на площадке "
          "«склад в Лионе», гарантийные претензии в него не входят.\n",
    "zh": "小结\n鱼鹰试点规模不大：整个试点期间，工作只限于里昂仓库的发票匹配，保修索赔不在范围内。\n",
}


@pytest.mark.parametrize("lang", list(BODY))
def test_a_recap_after_the_sources_restating_the_facts_is_no_conflict(lang):
    g = graded(lang, 5, BODY[lang] + RECAP_RIGHT[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(BODY))
def test_a_recap_after_the_sources_moving_the_site_distorts_the_scope(lang):
    g = graded(lang, 5, BODY[lang] + RECAP_MOVED[lang])
    got = facts(g)
    assert got["scope"] == "distorted", got
    assert [f for f, label in got.items() if label != "correct"] == ["scope"], got


# a range told as lying between two dates: the first the start, the second the end (here the end's month changed)
BETWEEN = {
    "en": "Recap\nBetween 9 June and 3 November 2026, invoice matching at the Leeds office runs under the pilot, with "
          "Marek Novak's approval from 15 May.\n",
    "ru": "Итог\nМежду 9 июня и 3 ноября 2026 г. сверка счетов в офисе в Лидсе идёт в рамках пилота.\n",
    "zh": "小结\n在2026年6月9日和2026年11月3日之间，利兹办公室的发票匹配按试点运行。\n",
}


@pytest.mark.parametrize("lang", list(BETWEEN))
def test_a_range_between_two_dates_gives_the_start_and_the_end(lang):
    g = graded(lang, 5, BODY[lang] + BETWEEN[lang])
    got = facts(g)
    assert got["end_date"] == "distorted" and got["start_date"] == "correct", got
    assert got["approval"] == "correct", got
    assert not [k for k in kinds(g) if k[0] == "date"], kinds(g)


@pytest.mark.parametrize("lang", list(BETWEEN))
def test_a_range_between_the_right_dates_is_correct(lang):
    text = BODY[lang] + BETWEEN[lang].replace("3 November", "3 October").replace("3 ноября", "3 октября") \
        .replace("2026年11月3日", "2026年10月3日")
    g = graded(lang, 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not [k for k in kinds(g) if k[0] == "date"], kinds(g)


def test_an_approval_that_came_through_on_its_date_is_no_end():
    g = graded("en", 5, BODY["en"] + "Recap\nThe approval came through on 15 May, a few weeks before the start.\n")
    assert facts(g)["end_date"] == "correct" and facts(g)["approval"] == "correct", facts(g)


# the start and the end told in swapped roles in a recap's sentence
SWAPPED = {
    "en": "Recap\nIn calendar terms, the pilot opens on 3 October 2026 and closes on 9 June 2026.\n",
    "ru": "Итог\nПо календарю пилот стартует 3 октября 2026 г. и завершается 9 июня 2026 г.\n",
    "zh": "小结\n按日历看，试点于2026年10月3日开始，于2026年6月9日结束。\n",
}


@pytest.mark.parametrize("lang", list(SWAPPED))
def test_dates_swapped_in_a_recap_distort_both(lang):
    g = graded(lang, 5, BODY[lang] + SWAPPED[lang])
    got = facts(g)
    assert got["start_date"] == "distorted" and got["end_date"] == "distorted", got


# a timeline's line naming its role after the date, a citation closing it
TIMELINE = {
    "en": "Timeline of the pilot\n- 3 October 2026 — start [2]\n- 9 June 2026 — end [8]\n",
    "ru": "Хронология пилота\n- 3 октября 2026 г. — начало пилота [3]\n- 9 июня 2026 г. — окончание пилота [10]\n",
}


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_timeline_line_with_its_citation_keeps_its_role(lang):
    g = graded(lang, 5, BODY[lang] + TIMELINE[lang])
    got = facts(g)
    assert got["start_date"] == "distorted" and got["end_date"] == "distorted", got


# a person of the background said to have signed the pilot off on the approval's own date, beside the source's approver
SIGNED = {
    "en": ("Notes\nFor readers outside the project: Jonas Berg signed the pilot off on 15 May 2026, and the work then "
           "runs at the Leeds office until 3 October.\n"),
    "ru": ("Примечания\nДля читателей вне проекта: Надия Рахими утвердила пилот 15 мая 2026 г., после чего работа идёт "
           "в офисе в Лидсе до 3 октября.\n"),
    "zh": "补充说明\n需要说明的是，2026年5月15日由雨果·费雷拉批准了该试点，随后利兹办公室的工作一直持续到10月3日。\n",
}


@pytest.mark.parametrize("lang", list(SIGNED))
def test_a_background_person_signing_off_on_the_approval_date_distorts_the_approval(lang):
    g = graded(lang, 5, BODY[lang] + SIGNED[lang])
    got = facts(g)
    assert got["approval"] == "distorted", got
    assert not [k for k in kinds(g) if k[0] in ("person", "approval")], kinds(g)


def test_a_background_person_who_also_signed_off_stays_an_addition():
    g = graded("en", 5, BODY["en"] + "Notes\nFor the record, Jonas Berg also signed the pilot off on 15 May 2026.\n")
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k in kinds(g) if k[0] == "approval"], kinds(g)


# the budget's own sum in another currency, in a recap
CURRENCY = {
    "en": "Summary\nOne thing to keep in mind: the whole budget of the pilot is EUR 45,000, and it is approved.\n",
    "ru": "Итог\nСтоит помнить, что весь бюджет пилота составляет 45 000 евро, и пилот утверждён.\n",
    "zh": "补充说明\n需要提醒的是，试点的全部预算为45,000欧元，试点已经获批。\n",
}


@pytest.mark.parametrize("lang", list(CURRENCY))
def test_the_budget_in_another_currency_in_a_recap_distorts_it(lang):
    g = graded(lang, 5, BODY[lang] + CURRENCY[lang])
    assert facts(g)["budget"] == "distorted", facts(g)
    assert not [k for k in kinds(g) if k[0] == "amount"], kinds(g)
