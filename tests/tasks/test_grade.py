"""Grading answers to task-file questions: every kind in en, zh and ru, each grade with its span and how sure."""

from __future__ import annotations

import pytest

from kvtrial.tasks.grade import grade_task_answer
from kvtrial.tasks.model import AnswerKind, TaskQuestion


def ask(kind: str, reference: str, options: tuple[str, ...] = (), text: str = "What is asked?") -> TaskQuestion:
    return TaskQuestion("q1", text, reference, AnswerKind(kind), reference, options)


# (language, kind, reference, options, answer, label, confidence, span text or None)
CASES = [
    # dates: any written form of the same day; hedged, partial, relative and extra dates are marked
    ("en", "date", "29 June 2007", (), "It is dated June 29, 2007.", "correct", "clear", "June 29, 2007"),
    ("en", "date", "29 June 2007", (), "2007-06-29", "correct", "clear", "2007-06-29"),
    ("en", "date", "12 March 2021", (), "03/12/2021", "correct", "uncertain", "03/12/2021"),
    ("en", "date", "29 June 2007", (), "around 29 June 2007", "correct", "uncertain", "29 June 2007"),
    ("en", "date", "29 June 2007", (), "June 2007", "distorted", "clear", "June 2007"),
    ("en", "date", "29 June 2007", (), "30 June 2007", "distorted", "clear", "30 June 2007"),
    ("en", "date", "29 June 2007", (), "29 June 2007 or 1 July 2007", "distorted", "uncertain", "29 June 2007"),
    ("en", "date", "29 June 2007", (), "two weeks later", "distorted", "uncertain", "later"),
    ("en", "date", "29 June 2007", (), "I don't know.", "omitted", "clear", None),
    ("zh", "date", "2007年6月29日", (), "日期是2007年6月29日。", "correct", "clear", "2007年6月29日"),
    ("zh", "date", "2007年6月29日", (), "2007年7月1日", "distorted", "clear", "2007年7月1日"),
    ("ru", "date", "29 июня 2007 г.", (), "29.06.2007", "correct", "clear", "29.06.2007"),
    ("ru", "date", "29 июня 2007 г.", (), "через месяц", "distorted", "uncertain", "через"),
    # amounts: scale words and currency symbols; a bare number is right but unsure
    ("en", "amount", "EUR 48,500", (), "€48.5k", "correct", "clear", "€48.5k"),
    ("en", "amount", "EUR 48,500", (), "48,500 euros", "correct", "clear", "48,500 euros"),
    ("en", "amount", "EUR 48,500", (), "48500", "correct", "uncertain", "48500"),
    ("en", "amount", "€1.2 billion", (), "EUR 1,200 million", "correct", "clear", "EUR 1,200 million"),
    ("en", "amount", "EUR 48,500", (), "USD 48,500", "distorted", "clear", "USD 48,500"),
    ("en", "amount", "EUR 48,500", (), "EUR 45,800", "distorted", "clear", "EUR 45,800"),
    ("zh", "amount", "500万元", (), "五百万元", "correct", "clear", "五百万元"),
    ("ru", "amount", "5 млн рублей", (), "5 000 000 руб.", "correct", "clear", "5 000 000 руб."),
    ("ru", "amount", "5 млн рублей", (), "3 млн рублей", "distorted", "clear", "3 млн рублей"),
    # numbers: digits or words; a number repeated from the question does not count
    ("en", "number", "30", (), "thirty days", "correct", "clear", "thirty"),
    ("en", "number", "30", (), "within 60 days", "distorted", "clear", "60"),
    ("en", "number", "30", (), "30 or 60", "distorted", "uncertain", "30"),
    ("zh", "number", "30", (), "三十天", "correct", "clear", "三十"),
    ("en", "number", "three years", (), "At least three years.", "correct", "clear", "three"),
    ("zh", "number", "3年", (), "三年", "correct", "clear", "三"),
    ("ru", "number", "3 года", (), "три года", "correct", "clear", "три"),
    ("ru", "number", "30", (), "тридцать дней", "correct", "clear", "тридцать"),
    # names: all words in order, or part of them (unsure)
    ("en", "name", "Free Software Foundation", (), "The Free Software Foundation, Inc.", "correct", "clear",
     "Free Software Foundation"),
    ("en", "name", "Free Software Foundation", (), "the Foundation", "distorted", "uncertain", "Foundation"),
    ("en", "name", "Alice Moreau", (), "Bob Stone", "distorted", "clear", None),
    ("zh", "name", "自由软件基金会", (), "是自由软件基金会。", "correct", "clear", "自由软件基金会"),
    ("ru", "name", "Фонд свободного программного обеспечения", (), "Фонд свободного программного обеспечения",
     "correct", "clear", "Фонд свободного программного обеспечения"),
    # choices: the one option named, a longer option over the one inside it, several named is unsure
    ("en", "choice", "yes", ("yes", "no"), "Yes, it does.", "correct", "clear", "Yes"),
    ("en", "choice", "yes", ("yes", "no"), "No.", "distorted", "clear", "No"),
    ("en", "choice", "version 3 or later", ("version 3", "version 3 or later"), "version 3 or later",
     "correct", "clear", "version 3 or later"),
    ("en", "choice", "yes", ("yes", "no"), "yes and no", "correct", "uncertain", "yes"),
    ("en", "choice", "no", ("yes", "no"), "It does not.", "correct", "uncertain", None),
    ("zh", "choice", "是", ("是", "否"), "否", "distorted", "clear", "否"),
    ("ru", "choice", "да", ("да", "нет"), "Да.", "correct", "clear", "Да"),
    # free text: word overlap with the stated bands
    ("en", "text", "the source code must be offered", (), "The source code must be offered.", "correct", "clear",
     "source code must be offered"),
    ("en", "text", "the source code must be offered", (), "source code", "distorted", "uncertain", "source code"),
    ("en", "text", "the source code must be offered", (), "source code not offered", "distorted", "uncertain",
     "source code not offered"),
    ("en", "text", "the source code must be offered", (), "binaries only", "distorted", "clear", None),
    ("zh", "text", "必须提供源代码", (), "必须提供源代码", "correct", "clear", "必须提供源代码"),
    ("ru", "text", "исходный код должен быть предоставлен", (), "Исходный код должен быть предоставлен.",
     "correct", "clear", "Исходный код должен быть предоставлен"),
]


@pytest.mark.parametrize("language, kind, reference, options, answer, label, confidence, span", CASES)
def test_each_kind_in_each_language(language, kind, reference, options, answer, label, confidence, span) -> None:
    grade = grade_task_answer(ask(kind, reference, options), answer, language)
    assert (grade.label, grade.confidence) == (label, confidence), (grade.detail, grade.doubts)
    assert (grade.span[2] if grade.span else None) == span, grade.span
    if grade.uncertain:
        assert grade.doubts  # an uncertain grade says why
    if grade.span is not None:
        assert answer[grade.span[0]:grade.span[1]] == grade.span[2]  # offsets into the answer as generated


def test_a_language_without_rules_is_graded_as_free_text_and_says_so() -> None:
    grade = grade_task_answer(ask("date", "29. Juni 2007"), "29. Juni 2007", "de")
    assert grade.label == "correct" and grade.rule == "text-overlap" and grade.uncertain
    assert any("graded as free text" in d for d in grade.doubts)


def test_what_a_base_model_runs_on_into_is_not_graded() -> None:
    grade = grade_task_answer(ask("number", "30"), "30\n\nQuestion: what is 60?", "en")
    assert grade.label == "correct" and grade.confidence == "clear"
