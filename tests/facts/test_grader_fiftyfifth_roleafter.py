"""A date's role word belongs to the date it touches with nothing parting them, in every language. "9 June 2026 start
[2], 3 October 2026 end [8]" names each date by the word after it (citations may close the word's part), and "start
9 June 2026 → end 3 October 2026" by the word before it: a role word parted from a date by a dash, an arrow or a comma
and touching the next date is that next date's label. Labels before the dates, roles in brackets, a bare range and
swapped roles read as before. Pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_WORK, facts, graded, kinds
from tests.facts.test_grader_fiftyfourth_roledates import REST

# each date with its role word after it, then with its role word before it across an arrow or a dash
AFTER = {
    "en": ["Timing: 9 June 2026 start [2], 3 October 2026 end [8].\n\n",
           "Timing: 9 June 2026 launch, 3 October 2026 finish.\n\n"],
    "ru": ["Сроки: 09.06.2026 старт [2], 03.10.2026 финиш [8].\n\n",
           "Сроки: 9 июня 2026 г. начало [2], 3 октября 2026 г. окончание [8].\n\n"],
    "zh": ["时间：2026年6月9日开始[2]，2026年10月3日结束[8]。\n\n", "时间：2026年6月9日 启动 [2]，2026年10月3日 截止 [8]。\n\n"],
}
BEFORE = {
    "en": ["Timing: start 9 June 2026 → end 3 October 2026.\n\n",
           "| Timing | kick-off 9 June 2026 - finish 3 October 2026 | [2] |\n\n"],
    "ru": ["| Сроки | старт 09.06.2026 → финиш 03.10.2026 | [2], [8] |\n\n",
           "Сроки: начало 9 июня 2026 г. — окончание 3 октября 2026 г.\n\n"],
    "zh": ["时间：开始 2026年6月9日 → 结束 2026年10月3日。\n\n",
           "| 时间 | 启动 2026年6月9日 → 截止 2026年10月3日 | [2]、[8] |\n\n"],
}
# neighbours read as today: labels, brackets, a range with no roles (all correct) and swapped roles (both distorted)
NEIGHBOURS = {
    "en": ["Start: 9 June 2026, End: 3 October 2026.\n\n", "Runs from 9 June 2026 (start) to 3 October 2026 (end).\n\n",
           "Runs 9 June 2026 – 3 October 2026.\n\n"],
    "ru": ["Начало: 9 июня 2026 г., окончание: 3 октября 2026 г.\n\n",
           "Идёт с 9 июня 2026 г. (начало) по 3 октября 2026 г. (окончание).\n\n", "Идёт 9 июня 2026 г. – 3 октября 2026 г.\n\n"],
    "zh": ["开始：2026年6月9日，结束：2026年10月3日。\n\n", "从2026年6月9日（开始）到2026年10月3日（结束）。\n\n",
           "2026年6月9日–2026年10月3日。\n\n"],
}
SWAPPED = {
    "en": ["Timing: end 9 June 2026, start 3 October 2026.\n\n", "Timing: 9 June 2026 end [2], 3 October 2026 start [8].\n\n"],
    "ru": ["Сроки: финиш 09.06.2026, старт 03.10.2026.\n\n", "Сроки: 09.06.2026 финиш [2], 03.10.2026 старт [8].\n\n"],
    "zh": ["时间：结束 2026年6月9日，开始 2026年10月3日。\n\n", "时间：2026年6月9日结束[2]，2026年10月3日开始[8]。\n\n"],
}


def _cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(lang, brief) for lang, forms in table.items() for brief in forms]


def _dated(lang: str, dates: str):
    return graded(lang, 5, dates + REST[lang] + SEED5_WORK[lang])


@pytest.mark.parametrize(("lang", "dates"), _cases(AFTER) + _cases(BEFORE) + _cases(NEIGHBOURS))
def test_each_date_takes_the_role_word_it_touches(lang, dates):
    g = _dated(lang, dates)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize(("lang", "dates"), _cases(SWAPPED))
def test_swapped_roles_stay_distorted(lang, dates):
    got = facts(_dated(lang, dates))
    assert (got.pop("start_date"), got.pop("end_date")) == ("distorted", "distorted")
    assert set(got.values()) == {"correct"}, got
