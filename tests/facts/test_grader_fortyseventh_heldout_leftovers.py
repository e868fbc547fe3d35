"""The forty-seventh held-out set's last two forms, in every language: a handover note's reader named alone under its
title ("(for the new team lead)", "(для нового руководителя команды)", "（致新任团队负责人）") and a part's heading that
turns from the pilot to the company's ways ("How things work here (not about the pilot, but the company as a whole)")
are the note's frame, no claim; a line that tells a fact after such words is still read. And a date range whose first
end has a day and a Roman month only ("8.II–7.IV.2027") dates its start in the second end's year: no stray number.
Pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

FACTS = SEED5_FACTS

FRAME = {
    "en": ("Handover note: the pilot\n(for the incoming shift manager)\n\n",
           "\n\nHow we work here (this is not about the pilot, but the company as a whole)\n"),
    "ru": ("Передаточная записка: пилот\n(для нового координатора площадки)\n\n",
           "\n\nКак у нас принято работать (это уже не про пилот, а про компанию в целом)\n"),
    "zh": ("交接说明：试点\n（致新任仓库主管）\n\n", "\n\n这里的工作习惯（已经不是关于试点的内容）\n"),
}


@pytest.mark.parametrize("lang", list(FRAME))
def test_a_handover_s_reader_line_and_company_heading_are_no_claims(lang):
    head, part = FRAME[lang]
    g = graded(lang, 5, head + FACTS[lang] + part)
    assert kinds(g) == [], g.unsupported
    assert facts(g)["budget"] == "correct" and facts(g)["start_date"] == "correct"


# the same heading telling a fact of its own: read, and counted
TOLD = {
    "en": "\n\nHow we work here: the pilot team meets every Monday at 9.\n",
    "ru": "\n\nКак у нас принято: команда пилота собирается каждый понедельник в 9 утра.\n",
    "zh": "\n\n这里的工作习惯：试点团队每周一上午9点开会。\n",
}


@pytest.mark.parametrize("lang", list(TOLD))
def test_the_heading_words_before_a_fact_of_their_own_are_still_read(lang):
    g = graded(lang, 5, FACTS[lang] + TOLD[lang])
    assert len(kinds(g)) >= 1, g.unsupported


RANGE = {
    "en": "TL;DR: invoice matching at the Leeds office only, 9.VI–3.X.2026, USD 45,000, approved by Marek Novak on "
          "15 May 2026; warranty claims are out.",
    "ru": "Коротко: только сверка счетов в офисе в Лидсе, 9.VI–3.X.2026, 45 000 долларов США; Марек Новак утвердил "
          "пилот 15 мая 2026 г.; гарантийные претензии исключены.",
}


@pytest.mark.parametrize("lang", list(RANGE))
def test_a_range_s_first_end_with_a_roman_month_is_the_start(lang):
    g = graded(lang, 5, RANGE[lang])
    assert facts(g)["start_date"] == "correct" and facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == [], g.unsupported
    wrong = graded(lang, 5, RANGE[lang].replace("9.VI", "19.VI"))
    assert facts(wrong)["start_date"] == "distorted", facts(wrong)
