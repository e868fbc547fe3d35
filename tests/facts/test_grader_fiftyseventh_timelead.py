"""A next step told with the time it follows ("Next step: once the guide translation is finished, run a review with the
Leeds clerks", "下一步：翻译完成后，安排利兹的文员做一次评审", "как только перевод будет готов, …") is one addition: the time
clause says when the step comes, no claim of its own. The neighbours hold: two steps in one line are two additions, and a
condition told before a step still joins it. Briefs written for these tests on seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

TIMED_STEPS = [
    ("en", "- **Next step**: once the guide translation is finished, run a review session with the Leeds clerks"),
    ("en", "Next step: after the translation is done, walk the office clerks through the new invoice screens."),
    ("zh", "- **下一步**：翻译完成后，安排一线用户做验收测试"),
    ("zh", "- **下一步**：系统对接完成后，安排一线用户做验收测试"),
    ("zh", "下一步：用户指南翻译交付之后，组织办公室文员做一轮试用反馈。"),
    ("ru", "Следующий шаг: как только перевод будет готов, провести для сотрудников офиса разбор новых экранов."),
    ("ru", "Дальше: после того как перевод закончат, собрать отзывы сотрудников офиса о новых экранах."),
]


@pytest.mark.parametrize("lang,text", TIMED_STEPS)
def test_a_step_told_with_the_time_it_follows_is_one_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, kinds(g)


TWO_STEPS = [
    ("en", "Next steps: order a spare label printer for the Leeds office, and hire temporary clerks for the summer."),
    ("zh", "下一步：给利兹办公室再订一台备用标签打印机，暑期另外招临时文员。"),
    ("ru", "Дальше: заказать для офиса запасной принтер этикеток; нанять на лето временных сотрудников."),
]


@pytest.mark.parametrize("lang,text", TWO_STEPS)
def test_two_steps_in_one_line_stay_two_additions(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(g.unsupported) == 2, kinds(g)
