"""Approximate dates, dates split over a crossword's clue and its answer, and numbers in words that count nothing new,
the thirty-third held-out set's class in every language: a date given only as a part of its month ("from towards the
end of July 2027", "as October's last weeks run out", "в конце октября") is the fact distorted, in the role its cue
gives it, not omitted (Chinese, "十月下旬收尾", read so already); a clue asking for a month whose day and year it
gives, read with its answer ("Month the pilot starts, on the 7th, 2027 (4): JULY", "Месяц … — 7-е число, 2027 г."
with "Июль" in the answers' block) is that date; a year said in full words as a compound ordinal, the pilot's run told
again as a length in words ("just over three months"), the age of the reader a brief is written for and a game log's
level number are no additions. Each is pinned with briefs written for these tests on the material of seed 4
(approved; 7 July to 24 October 2027)."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": " It covers returns handling at the Valencia hub only; the payroll system is excluded. The budget is USD "
          "46,500. Dana Whitfield, Head of Operations, approved the pilot on 22 June 2027. The review of the "
          "data-protection checklist has been completed; the translation of the user guides is planned and has not "
          "started.",
    "ru": " Охват — только возврат товаров в хабе в Валенсии; система расчёта зарплаты исключена. Бюджет — 46 500 "
          "долларов США. Дана Уитфилд, руководитель операционного отдела, утвердила пилот 22 июня 2027 г. Проверка "
          "чек-листа по защите данных завершена; перевод руководств пользователя запланирован, но ещё не начат.",
    "zh": "试点只涵盖巴伦西亚枢纽的退货处理，薪资系统不在范围内。预算为46,500美元。达娜·惠特菲尔德（运营主管）已于"
          "2027年6月22日批准本试点。数据保护检查清单审核已经完成；用户指南翻译已列入计划，尚未开始。",
}

# --- a date given only as a part of its month -------------------------------------------------------------------------
APPROXIMATE = [
    ("en", "The pilot runs from towards the end of July 2027 until 24 October 2027.", "start_date"),
    ("en", "The pilot starts on 7 July 2027 and wraps up as October's last weeks run out.", "end_date"),
    ("en", "The pilot starts on 7 July 2027 and closes at the end of October.", "end_date"),
    ("ru", "Пилот начинается 7 июля 2027 г. и завершается в конце октября.", "end_date"),
    ("ru", "Пилот стартует в двадцатых числах июля и завершается 24 октября 2027 г.", "start_date"),
]


@pytest.mark.parametrize(("lang", "dates", "fact"), APPROXIMATE)
def test_a_date_given_as_a_part_of_its_month_is_distorted_in_its_role(lang, dates, fact):
    g = graded(lang, 4, dates + REST[lang])
    labels = facts(g)
    assert labels[fact] == "distorted", labels
    assert {k: v for k, v in labels.items() if k != fact} == {k: "correct" for k in labels if k != fact}, labels
    assert kinds(g) == []


# --- a date split over a crossword's clue and its answer ---------------------------------------------------------------
CROSSWORD = {
    "en": "LARKSPUR CROSSWORD, answers given\n\n"
          "ACROSS\n"
          "1. Workflow the pilot covers, at the Valencia hub only (7,8): RETURNS HANDLING\n"
          "3. Currency of the pilot's 46,500 budget (3): USD\n"
          "5. Kept out of the pilot: the ___ system (7): PAYROLL\n"
          "7. Surname of the Head of Operations, Dana, who approved the pilot on 22 June 2027 (9): WHITFIELD\n\n"
          "DOWN\n"
          "2. Month the pilot starts, on the 7th, 2027 (4): JULY\n"
          "4. Month it finishes, on the 24th, same year (7): OCTOBER\n"
          "6. Already completed: the review of the data-protection ___ (9): CHECKLIST\n"
          "8. Planned, not started: the translation of the user ___ (6): GUIDES\n",
    "ru": "Кроссворд про пилот\n\n"
          "По горизонтали:\n"
          "1. Процесс, который охватывает пилот в хабе в Валенсии: «… товаров» (7 букв).\n"
          "3. Исключена из пилота: система расчёта … (8 букв).\n"
          "5. Фамилия руководителя операционного отдела Даны, утвердившей пилот 22 июня 2027 г. (7 букв).\n\n"
          "По вертикали:\n"
          "2. Месяц, в котором пилот начинается, — 7-е число, 2027 г. (4 буквы).\n"
          "4. Месяц, в котором пилот завершается, — 24-е число, 2027 г. (7 букв).\n"
          "6. Уже завершена: проверка чек-листа по защите … (6 букв).\n"
          "7. Запланирован, но ещё не начат: перевод руководств … (12 букв).\n\n"
          "Бюджет — 46 500 долларов США.\n\n"
          "Ответы: 1. Возврат. 3. Зарплаты. 5. Уитфилд. 2. Июль. 4. Октябрь. 6. Данных. 7. Пользователя.\n",
}


@pytest.mark.parametrize("lang", list(CROSSWORD))
def test_a_month_clue_with_its_answer_is_the_date(lang):
    g = graded(lang, 4, CROSSWORD[lang])
    labels = facts(g)
    assert labels["start_date"] == "correct" and labels["end_date"] == "correct", labels
    assert not [k for k in kinds(g) if k[0] in ("number", "date")], kinds(g)


def test_a_month_clue_answered_with_another_month_is_that_dates_distortion():
    g = graded("en", 4, CROSSWORD["en"].replace("(7): OCTOBER", "(8): NOVEMBER"))
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert facts(g)["start_date"] == "correct", facts(g)


# --- numbers in words that count nothing new ---------------------------------------------------------------------------
def test_a_year_in_full_words_as_a_compound_ordinal_is_no_count():
    text = ("Пилот начинается седьмого июля и завершается двадцать четвёртого октября "
            "(оба раза — две тысячи двадцать седьмой год)." + REST["ru"])
    g = graded("ru", 4, text)
    assert not [k for k in kinds(g) if k[0] == "number"], kinds(g)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "The pilot starts on 7 July 2027 and ends on 24 October 2027, so it lasts just over three months."),
    ("ru", "Пилот начинается 7 июля 2027 г. и завершается 24 октября 2027 г., то есть длится чуть больше трёх месяцев."),
])
def test_the_runs_length_in_words_is_no_addition(lang, text):
    g = graded(lang, 4, text + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_the_age_of_the_reader_is_no_count():
    text = "Larkspur, told for a six-year-old\n\nThe pilot starts on 7 July 2027 and ends on 24 October 2027." + REST["en"]
    g = graded("en", 4, text)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "[Level 1] Start: 7 July 2027.\n[Level 2] Finish: 24 October 2027.\n"),
    ("ru", "[Уровень 1] Старт: 7 июля 2027 г.\n[Уровень 2] Финиш: 24 октября 2027 г.\n"),
])
def test_a_game_logs_level_number_is_no_count(lang, text):
    g = graded(lang, 4, text + REST[lang].strip())
    assert not [k for k in kinds(g) if k[0] == "number"], kinds(g)
