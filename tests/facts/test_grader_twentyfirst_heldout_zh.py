"""Classes of misreading that the twenty-first held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, the data-protection checklist reviewed, the clerks' training planned,
the legacy fax gateway out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, assert_all_correct

# --- 1. an answer's lead-in (the reader's question told again, what was asked for, the writer's own act on the
# earlier answer, a line pointing at what follows) is said to the reader: no claim of the pilot ----------------------

@pytest.mark.parametrize("lead, tail", [
    ("你之前问的是时间和审批——", ""),
    ("照你的意思，我将上一版答复整理成了表格，顺带更正了预算：", ""),
    ("看看都有哪些？⬇", ""),
    ("其他内容都不变——", ""),
    ("", "\n预算请以上面这一行为准"),
    ("问：能简单列一下吗？\n答：当然。", ""),
])
def test_an_answers_lead_in_is_no_claim(mats, lead, tail):
    body = BRIEF["zh"].format(**CLEAN[("zh", 1)])
    g = grade_output(mats[("zh", 1)], (lead + "\n" if lead else "") + body + tail)
    assert_all_correct(g)
