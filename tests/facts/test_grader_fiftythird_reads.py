"""Notation read as an addition, and one invented thing counted twice, in every language: a letter's salutation
("Hi Anna, quick update:") greets the reader, no per-person heading over the lines under it, and a weekday beside a
date is part of the date; an outline number inside a line ("5.1. start — [3]; 5.2. end — [10]") labels an item, no
value; a next step carrying its own time ("next Monday", "下周一") is one plan. Pinned with briefs written for these
tests on the material of seed 5 (9 June to 3 October 2026, approved by Marek Novak on 15 May 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

LANGS = ["en", "ru", "zh"]

# --- a salutation over the lines, weekdays beside the dates -----------------------------------------------------------
GREETED = {
    "en": "Hi Anna, quick update on the pilot:\n\n- Runs Tue 9 Jun to Sat 3 Oct 2026\n"
          "- Covers only invoice matching at the Leeds office; warranty claims are out\n"
          "- Marek Novak approved it on Fri 15 May 2026\n- Budget USD 45,000\n",
    "ru": "Привет, Анна! Коротко о пилоте:\n\n- Идёт с вт 9 июня по сб 3 октября 2026 г.\n"
          "- Только сверка счетов в офисе в Лидсе; гарантийные претензии не входят\n"
          "- Марек Новак утвердил пилот в пт, 15 мая 2026 г.\n- Бюджет — 45 000 долларов США\n",
    "zh": "安娜你好，试点简况如下：\n\n- 2026年6月9日（周二）开始，2026年10月3日（周六）结束\n"
          "- 只涵盖利兹办公室的发票匹配，保修索赔不在范围内\n- 马雷克·诺瓦克已于2026年5月15日（周五）批准\n"
          "- 预算45,000美元\n",
}
# a person's own heading with their role under it: still a person the source does not give
HEADED = {
    "en": "Anna Whitfield\n- Runs the pilot day to day\n\n",
    "ru": "Анна Уитфилд\n- Руководит пилотом в офисе\n\n",
    "zh": "安娜·惠特菲尔德\n- 负责试点的日常协调\n\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_salutation_and_weekdays_beside_dates_add_nothing(lang):
    g = graded(lang, 5, GREETED[lang] + SEED5_WORK[lang])
    assert kinds(g) == [], kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_persons_own_heading_still_gives_them_a_role(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + HEADED[lang])
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


# --- outline numbers inside a line ---------------------------------------------------------------------------------
OUTLINE = {
    "en": "4. Sources:\n   4.1. start: [2]; 4.2. end: [6]; 4.3. scope: [9];\n   4.4. approval: [6]; 4.5. budget: [2].\n",
    "ru": "4. Источники:\n   4.1. старт — [2]; 4.2. финиш — [6]; 4.3. охват — [9];\n   4.4. утверждение — [6]; "
          "4.5. бюджет — [2].\n",
    "zh": "4. 出处：\n   4.1、开始——[2]；4.2、结束——[6]；4.3、范围——[9]；\n   4.4、审批——[6]；4.5、预算——[2]。\n",
}
ADDED_FTE = {
    "en": "The team adds 5.2 FTE of clerks for the pilot.",
    "ru": "Для пилота команда добавит 5.2 ставки сотрудников.",
    "zh": "试点期间团队增加5.2个全职岗位的文员。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_outline_numbers_inside_a_line_are_labels(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + OUTLINE[lang])
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_number_with_its_unit_stays_an_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + OUTLINE[lang] + "\n" + ADDED_FTE[lang])
    assert len(kinds(g)) == 1, kinds(g)


# --- a next step with its own time ----------------------------------------------------------------------------------
STEP = {
    "en": "Next step: a short call with IT support next Monday morning to fix the schedule for the translation of the "
          "user guides.",
    "ru": "Следующий шаг: в понедельник короткая встреча с ИТ-поддержкой, чтобы согласовать сроки перевода руководств "
          "пользователя.",
    "zh": "下一步：下周一上午和IT支持开个短会，把用户指南翻译的排期定下来。",
}
TWO_STEPS = {
    "en": "Next step: a short call with IT support next Monday.\nThen: a workshop with the clerks next month.",
    "ru": "Следующий шаг: в понедельник короткая встреча с ИТ-поддержкой.\nПотом: семинар для сотрудников в следующем "
          "месяце.",
    "zh": "下一步：下周一和IT支持开个短会。\n之后：下个月给文员办一次培训。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_next_step_with_its_own_time_counts_once(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + STEP[lang])
    assert len(kinds(g)) <= 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_two_next_steps_count_twice(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + TWO_STEPS[lang])
    assert len(kinds(g)) == 2, kinds(g)
