"""The answer first: one line per candidate, read at the deepest compared cell, before any evidence."""

from __future__ import annotations

from kvtrial.verdicts import rules
from kvtrial.verdicts.answer import answers
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.report import build_sections
from tests.verdicts.conftest import make_cell, make_run


def _run():
    # a short cell where the candidate is slower, and a deep one where it is clearly faster at decode
    short = make_cell("in1024-out32", repeats=2)
    deep = make_cell("in4096-out32", repeats=2, cand_kw={"decode_s": 5.0},
                     per_repeat=lambda i, b: {"fact_errors": 1} if b == "q8_0" and i == 0 else {})
    return make_run(short + deep)


def test_each_candidate_is_answered_at_its_deepest_compared_cell():
    (answer,) = answers(assess(_run()))
    assert answer.cell == "in4096-out32"
    assert answer.kv_saved == "75% saved"  # kv bytes 1/4 of ordinary's in the crafted rows
    assert answer.decode.startswith("2.00×") and rules.FASTER in answer.decode
    assert answer.prefill == rules.NO_DIFFERENCE  # equal times: no ratio claimed
    assert answer.facts == "1 error (ordinary 0)"
    assert answer.verdict == "no gate"
    assert answer.line.startswith("q8_0: no gate · KV 75% saved at in4096-out32 · decode 2.00×")


def test_nothing_compared_says_so_instead_of_a_figure():
    run = _run()
    run.quality = None
    for r in run.rows:
        if r.branch == "q8_0":
            r.status, r.fact_errors = "oom", None
    (answer,) = answers(assess(run))
    assert (answer.cell, answer.kv_saved, answer.decode, answer.kl, answer.facts) == (
        None, "not compared", "not measured", "not measured", "not graded")


def test_the_report_opens_with_the_answer():
    sections = build_sections(assess(_run()))
    assert [s.key for s in sections][:3] == ["scope", "answer", "gate"]
    answer = sections[1]
    assert answer.tables[0].rows[0][:4] == ["q8_0", "no gate", "in4096-out32", "75% saved"]
