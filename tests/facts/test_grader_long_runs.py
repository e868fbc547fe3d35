"""A brief holding one long run of a character (a small model's output stuck on a letter, a digit, a number, a comma or
a space) is graded in linear time. Patterns tried from every position of such a run, sentence-level reads repeated for
each clause of a sentence and checks of each number against a whole line took quadratic time: before the fix each of
these runs failed the bound below, the slowest past five minutes (2,000 characters of a Chinese word repeated
between commas took 16 s on a busy machine, growing with the square of the length); linear, each takes about a
second of CPU here (the bounds count this thread's CPU time, which a busy machine does not stretch).

Runs whose linear grade is costly (every line a claim to align: table rows, short sentences, data objects, calendar
lines) are 20,000 characters long: those faults took minutes at 40,000 characters, so at half the length they still
take tens of seconds, far past the bound, while the suite saves half their time. The cheap runs stay at 40,000."""

from __future__ import annotations

import time

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.grades import Label
from kvtrial.facts.material import approximate_tokens, build_material
from tests.deadline import deadline


@pytest.mark.parametrize(("language", "run", "length"), [
    ("en", "0", 40_000), ("zh", "甲，", 5_000), ("zh", "0", 40_000), ("ru", "_", 40_000),
    ("ru", "0", 40_000),
    # a line of thousands of numbers (each was checked against the whole line)
    ("en", "1 ", 40_000), ("zh", "1、", 40_000), ("ru", "1 ", 40_000),
    # a line of thousands of dates or months (each was read against every other date, or against its sentence)
    ("en", "Mar 2031 ", 40_000), ("zh", "2031年5月 ", 40_000), ("ru", "май 2031 ", 40_000), ("en", "2031-05-0", 40_000),
    ("ru", "перенесено на 5 мая 2031 г., ", 40_000),
    # a line of one-line data objects (each field read the whole line's sentence, and every date of the brief)
    ("en", "approval: {by: Dana, on: 5 May 2031, ", 20_000), ("zh", "审批：{人: 王, 日期: 2031年5月5日, ", 20_000),
    ("ru", "утверждение: {кто: Дана, когда: 5 мая 2031, ", 20_000),
    # short sentences and table rows restating a fact, and calendar lines (each claim was scored against every span
    # of every fact, each line looked for the line it is indented under through every line above it)
    ("en", "Start: 10 March 2027 [3]. ", 20_000), ("zh", "开始：2027年3月10日 [3]。", 20_000),
    ("ru", "Начало: 10 марта 2027 [3]. ", 20_000),
    ("en", "| Start | 10 March 2027 |\n", 20_000), ("zh", "| 开始 | 2027年3月10日 |\n", 20_000),
    ("ru", "| Начало | 10 марта 2027 |\n", 20_000),
    ("en", "2031-05-05 09:00 Kickoff\n", 20_000), ("zh", "2031-05-05 09:00 启动会\n", 20_000),
    ("ru", "2031-05-05 09:00 Начало работ\n", 20_000),
    # a run of blanks and of ASCII commas (an arrow's blanks, a title's trailing blanks and a remark that the notes
    # give nothing were tried from each blank or mark of the run: 16,000 blanks took 3 s, 16,000 characters of ", " in
    # Chinese 9 s, each four times as long at twice the length)
    ("en", " ", 40_000), ("ru", " ", 40_000), ("zh", " ", 40_000), ("zh", ", ", 40_000), ("en", ", ", 40_000),
])
def test_a_long_run_is_graded_in_linear_time(language: str, run: str, length: int) -> None:
    material = build_material(1, 1024, approximate_tokens, language=language)
    start_fact, end_fact = material.facts[0], material.facts[1]
    assert (start_fact.fact_id, end_fact.fact_id) == ("start_date", "end_date")
    text = start_fact.sentence + " " + run * (length // len(run)) + " " + end_fact.sentence
    began = time.thread_time()  # this thread's CPU time: other processes on the machine slow the clock, not this
    with deadline(120):
        grades = grade_output(material, text)
    took = time.thread_time() - began
    assert took < 15, f"{took:.0f} s for {length} characters: quadratic again"
    # the two facts around the run are still read
    labels = {f.fact_id: f.label for f in grades.facts}
    assert labels["start_date"] == Label.CORRECT and labels["end_date"] == Label.CORRECT


@pytest.mark.parametrize(("language", "run"), [
    ("en", "instead of "), ("en", "you wrote "), ("ru", "вместо "), ("zh", "不是"),
    # a value said given in error ("wrongly gave X"): a citation's pattern tried from every space of the blanked run
    # took 14 s for 40,000 characters of "you wrote " once every clause was read for an exclusion
    ("en", "wrongly gave "), ("ru", "по ошибке указали "), ("zh", "误写为"),
])
def test_a_long_run_of_correction_words_is_graded_in_linear_time(language: str, run: str) -> None:
    """Words that set a value aside ("instead of X", "you wrote X") repeated, a number only at the run's end: the value
    was looked for up to that number from each of them, the whole run set aside, and the clause of blanks left was
    read by a label pattern trying every split of it (25 s for 4,000 characters of "instead of " before, growing
    faster than the square of the length)."""
    material = build_material(1, 1024, approximate_tokens, language=language)
    text = material.facts[0].sentence + " " + run * (40_000 // len(run)) + "7.\n" + material.facts[1].sentence
    began = time.thread_time()  # CPU time, as above
    with deadline(120):
        grades = grade_output(material, text)
    took = time.thread_time() - began
    # linear, each takes under a second of CPU on a 2-core VM; 8 s leaves room for a slower CPU, and catches the
    # 14 s a quadratic citation pattern once took here
    assert took < 8, f"{took:.0f} s for 40,000 characters: quadratic again"
    labels = {f.fact_id: f.label for f in grades.facts}
    assert labels["start_date"] == Label.CORRECT and labels["end_date"] == Label.CORRECT
