"""Classes of grader faults the twenty-third held-out set showed in its very short briefs (a headline, a text
message, a one-line status), in every language: a fact stated in one word, a symbol or a rough value. An end told
as a length after the start ("roughly fourteen weeks after that", "启动大约十一周之后", "через 3,5 мес. после старта")
is the end date's distortion, its number no addition. Each is pinned with briefs written for these tests on the
material of seed 1 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- an end told as a rough length after the start: the end date distorted, its number no addition -------------------
def test_en_an_end_told_as_thirteen_weeks_after_the_start_is_distorted(mats):
    g = grade_output(mats[("en", 1)], "Kick-off 10 March 2027; the pilot should wrap up about thirteen weeks after that.")
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


def test_zh_an_end_told_as_weeks_between_the_start_and_after_is_distorted(mats):
    g = grade_output(mats[("zh", 1)], "试点2027年3月10日开始，启动差不多六周之后，这个试点就收工了。")
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


def test_ru_an_end_told_as_a_clipped_fractional_month_count_is_distorted(mats):
    g = grade_output(mats[("ru", 1)], "Старт 10.03.2027, окончание — примерно через 1,5 мес. после старта.")
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


# --- a start told roughly in a status line: "Go-live early March" is a start given as a part of a month -------------
def test_en_a_go_live_told_as_a_part_of_a_month_is_a_distorted_start(mats):
    g = grade_output(mats[("en", 1)], "Tampere spare parts ordering: go-live early March, CHF 81,500.")
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert facts(g)["budget"] == "correct", facts(g)


def test_en_a_go_live_review_is_no_start(mats):
    g = grade_output(mats[("en", 1)], "Runs 10 March 2027 to 22 April 2027. A go-live review is booked for 30 March 2027.")
    assert facts(g)["start_date"] == "correct", facts(g)


# --- a year and month with no day ("start = 2027-03"): the date given only as its month -----------------------------
def test_en_an_iso_month_without_a_day_is_a_month_only_date(mats):
    g = grade_output(mats[("en", 1)], "start = 2027-03\nend = 2027-04-22\nbudget = CHF 81,500")
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


def test_zh_an_iso_month_without_a_day_is_a_month_only_date(mats):
    g = grade_output(mats[("zh", 1)], "开始：2027-03\n结束：2027-04-22\n预算：81,500瑞士法郎")
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


def test_ru_an_iso_month_without_a_day_is_a_month_only_date(mats):
    g = grade_output(mats[("ru", 1)], "старт: 2027-03\nфиниш: 2027-04-22\nбюджет: 81 500 швейцарских франков")
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


# --- an approval told in one idiom of a headline: "awaits the board's nod", "получил добро" -------------------------
def test_en_a_headline_saying_the_pilot_awaits_a_board_is_pending(mats):
    g = grade_output(mats[("en", 1)], "Tampere spare parts ordering trial awaits investment board nod")
    assert facts(g)["approval"] == "correct", facts(g)


def test_ru_a_headline_saying_the_pilot_got_the_go_ahead_is_approved(mats):
    g = grade_output(mats[("ru", 5)], "Пилот по сверке счетов в офисе в Лидсе получил добро Марека Новака 15 мая 2026 г.")
    assert facts(g)["approval"] == "correct", facts(g)


def test_ru_a_go_ahead_the_source_says_is_pending_is_distorted(mats):
    g = grade_output(mats[("ru", 1)], "Заказ запчастей на заводе в Тампере получил добро инвестиционного совета")
    assert facts(g)["approval"] == "distorted", facts(g)
