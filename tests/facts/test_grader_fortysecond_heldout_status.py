"""A bold label before a dash ("**Status** — Green."): its closing marks are no word of the status, so a status colour
the notes never give is one addition, and the pending state said so is the approval again. Briefs written for these
tests on the material of seed 6 (Kestrel: approval pending with the executive committee)."""

import pytest

from tests.facts.grading import graded, kinds
from tests.facts.test_thinking import ANSWER

LINES = {
    "en": ("**Status** — Green.", "**Status** — pending with the executive committee."),
    "ru": ("**Статус** — зелёный.", "**Статус** — ждём решения исполнительного комитета."),
    "zh": ("**状态** — 绿色。", "**状态** — 等待执行委员会审批。"),
}


@pytest.mark.parametrize("lang", list(LINES))
def test_a_status_colour_after_a_bold_label_and_a_dash_is_one_addition(lang):
    colour, pending = LINES[lang]
    answer = ANSWER[lang].format(more="")
    assert len(kinds(graded(lang, 6, f"{answer}\n{colour}\n"))) == 1
    assert kinds(graded(lang, 6, f"{answer}\n{pending}\n")) == []
