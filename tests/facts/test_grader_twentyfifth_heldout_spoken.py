"""Dates said aloud, the twenty-fifth held-out set's spoken class in every language: a year said in words after a
date ("the tenth of March, twenty twenty-seven", "десятого марта двадцать седьмого года", "二七年三月十号") is the
date's year, no number of its own; a month and day said with no 日/号 ("四月二十二结束") is a date; a speaker taking a
value back mid-sentence ("四月二十——不对，四月二十二号结束") gives the corrected value only, the taken-back one no
date of its own and no other fact's value. Each is pinned with briefs written for these tests on the material of
seed 1 (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def rest(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        return (f"范围：{c['scope']}。{c['oos']}。预算：{c['budget']}。审批：{c['status']}。"
                f"已完成：{c['done']}。计划（尚未开始）：{c['planned']}。\n")
    if lang == "ru":
        return (f"Охват: {c['scope']}. {c['oos']}. Бюджет: {c['budget']}. "
                f"Статус: {c['status']}. Сделано: {c['done']}. Запланировано, не начато: {c['planned']}.\n")
    return (f"It covers {c['scope']}. {c['oos']}. Budget: {c['budget']}. "
            f"Approval: {c['status']}. Done: {c['done']}. Planned, not started: {c['planned']}.\n")


# --- a year said aloud after a date is that date's year, no number -------------------------------------------------
YEAR_SAID = {
    "en": "Right, so we kick off on the tenth of March, twenty twenty-seven, and we wrap up on the twenty-second of "
          "April, two thousand and twenty-seven [2, 9].",
    "ru": "Значит так: начинаем десятого марта двадцать седьмого года, а заканчиваем двадцать второго апреля "
          "две тысячи двадцать седьмого [2, 9].",
    "zh": "嗯，试点二七年三月十号开始，二七年四月二十二号结束[2][4]。",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_year_said_aloud_is_the_dates_year_not_a_number(mats, lang):
    g = grade_output(mats[(lang, 1)], YEAR_SAID[lang] + "\n" + rest(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a month and day said with no 日/号 is a date --------------------------------------------------------------------
DAY_SAID = {
    "zh": "试点2027年3月10日开始，四月二十二结束[2][4]。",
}


@pytest.mark.parametrize("lang", ["zh"])
def test_a_day_said_with_no_day_word_is_a_date(mats, lang):
    g = grade_output(mats[(lang, 1)], DAY_SAID[lang] + "\n" + rest(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a value taken back mid-sentence: the corrected one only ---------------------------------------------------------
TAKEN_BACK = {
    "zh": "试点从2027年3月10日开始，到四月二十——不对，四月二十二号结束[2][4]。",
}


@pytest.mark.parametrize("lang", ["zh"])
def test_a_value_taken_back_mid_sentence_gives_the_corrected_one(mats, lang):
    g = grade_output(mats[(lang, 1)], TAKEN_BACK[lang] + "\n" + rest(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- paragraphs cited aloud are a citation, no numbers ---------------------------------------------------------------
CITED_ALOUD = {
    "en": "Okay, that's the lot, and for the record it's all from paragraphs two, nine and fifteen.",
}


@pytest.mark.parametrize("lang", ["en"])
def test_paragraphs_cited_aloud_are_no_numbers(mats, lang):
    g = grade_output(mats[(lang, 1)], YEAR_SAID[lang] + "\n" + rest(lang) + CITED_ALOUD[lang] + "\n")
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)
