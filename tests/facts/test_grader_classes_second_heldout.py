"""Classes of misreading that the second held-out sets (en, zh, ru) showed, each pinned with phrasings written for
these tests (none taken from a held-out brief), in every language where the class applies. The materials are those
of tests/facts/test_grader_classes_all_languages.py: seed 1: Marlin, 10 March - 22 April 2027, CHF 81,500, pending
with the investment board, the fax gateway out of scope, clerk training planned; seed 5: Osprey, approved by Marek
Novak on 15 May 2026, USD 45,000, barcode scanners done; seed 8: approved by Priya Raman on 14 July 2027,
EUR 57,500, the sandbox setup done, the user satisfaction survey planned, customs declarations out of scope."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels


def grade(mats, lang, seed, **changes):
    return grade_output(mats[(lang, seed)], BRIEF[lang].format(**{**CLEAN[(lang, seed)], **changes}))



def added(g):
    return [(u.kind, u.text) for u in g.unsupported]


# --- 1. an exclusion written as "out", as a dot-leader label, or as a heading over the item ----------------------

EXCLUSIONS = {
    "en": ["Also, the fax gateway is out.", "Fax gateway: out", "Exclusions ......... the legacy fax gateway",
           "### Outside the pilot\nthe old fax gateway", "the fax gateway stays out (para 9)",
           "Leaving aside the fax gateway.", "The fax gateway is off the table.", "Out of bounds: fax gateway"],
    "zh": ["### 不在试点范围\n旧传真网关", "范围外 …… 旧传真网关", "不在范围：旧传真网关"],
    "ru": ["### Вне пилота\nустаревший факс-шлюз", "Исключено ......... факс-шлюз", "Не в рамках пилота: факс-шлюз",
           "Факс-шлюз остаётся за бортом.", "Факс-шлюз — мимо пилота."],
}


@pytest.mark.parametrize("lang,oos", [(lang, o) for lang, items in EXCLUSIONS.items() for o in items])
def test_class_exclusion_phrasings_are_read_as_out_of_scope_not_as_in_scope(mats, lang, oos):
    g = grade(mats, lang, 1, oos=oos)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert added(g) == []


@pytest.mark.parametrize("sentence", ["The fax gateway was rolled out last month.", "Fax gateway: in scope"])
def test_class_exclusion_out_after_a_verb_is_no_exclusion(mats, sentence):
    assert labels(grade(mats, "en", 1, oos=sentence))["out_of_scope"] == "distorted"


# --- 2. done / planned status wording the grader did not know -----------------------------------------------------

STAGES = [
    ("en", 8, dict(planned="the satisfaction survey is on the roadmap but hasn't begun"), "planned", "correct"),
    ("en", 8, dict(planned="user survey: in the pipeline, nothing started"), "planned", "correct"),
    ("en", 8, dict(done="the sandbox environment is still being built"), "done", "distorted"),
    ("en", 8, dict(done="sandbox is still being set up by IT"), "done", "distorted"),
    ("zh", 8, dict(done="沙箱环境那边已经搞定了"), "done", "correct"),
    ("zh", 8, dict(done="沙箱环境弄好了"), "done", "correct"),
    ("zh", 8, dict(planned="用户满意度调查列在路线图上，还没开始"), "planned", "correct"),
    ("ru", 8, dict(done="песочницу уже настроили"), "done", "correct"),
    ("ru", 8, dict(done="тестовую среду (песочницу) развернули в июне"), "done", "correct"),
    ("ru", 8, dict(planned="опрос удовлетворённости пользователей стоит в дорожной карте"), "planned", "correct"),
    # work still going on, under a "Done:" label: the clause's own words decide
    ("zh", 8, dict(done="沙箱环境还在搭建中"), "done", "distorted"),
    ("zh", 8, dict(done="沙箱环境配置中"), "done", "distorted"),
    ("ru", 8, dict(done="песочницу ещё настраивают"), "done", "distorted"),
    ("ru", 8, dict(done="песочница сейчас разворачивается"), "done", "distorted"),
    ("ru", 8, dict(planned="опрос удовлетворённости пока планируют"), "planned", "correct"),
    ("ru", 8, dict(planned="опрос удовлетворённости пока не проводится"), "planned", "correct"),
    ("zh", 8, dict(planned="用户满意度调查仍在计划中"), "planned", "correct"),
]


@pytest.mark.parametrize("lang,seed,change,fact,want", STAGES)
def test_class_stage_wording_is_read_as_done_planned_or_under_way(mats, lang, seed, change, fact, want):
    g = grade(mats, lang, seed, **change)
    assert labels(g)[fact] == want, g.by_id(fact).detail


def test_class_stage_dot_leader_label_is_a_label_not_a_progress_claim(mats):
    g = grade_output(mats[("en", 8)], BRIEF["en"].format(**CLEAN[("en", 8)]).replace(
        "Done: sandbox environment set up [15]", "Done .......... sandbox environment set up [15]"))
    assert labels(g)["done"] == "correct" and added(g) == []


# --- 3. approval statements in short or spoken forms --------------------------------------------------------------

APPROVALS = [
    ("en", 5, "Marek Novak signed it off on 15 May 2026", "correct"),
    ("en", 5, "Approval: yes - Marek Novak, 15 May 2026", "correct"),
    ("en", 5, "Marek Novak gave the go-ahead on 15 May 2026", "correct"),
    ("en", 1, "the investment board hasn't signed it off yet", "correct"),
    ("en", 5, "Sign-off: Marek Novak, 15 May 2026", "correct"),
    ("en", 5, "OK'd by Marek Novak on 15 May 2026", "correct"),
    ("en", 5, "Marek Novak rubber-stamped it on 15 May 2026", "correct"),
    ("en", 1, "still waiting on the investment board", "correct"),
    ("en", 1, "Approval: no (investment board deciding)", "correct"),
    ("en", 1, "no sign-off yet from the investment board", "correct"),
    ("zh", 5, "马雷克·诺瓦克2026年5月15日已批", "correct"),
    ("zh", 5, "审批：是（马雷克·诺瓦克，2026年5月15日）", "correct"),
    ("zh", 5, "诺瓦克那边2026年5月15日就批了", "correct"),
    ("zh", 1, "投资委员会还没批", "correct"),
    ("zh", 1, "投资委员会已经批了", "distorted"),
    ("zh", 5, "马雷克·诺瓦克已拍板（2026年5月15日）", "correct"),
    ("zh", 5, "已获马雷克·诺瓦克首肯（2026年5月15日）", "correct"),
    ("zh", 1, "还在等投资委员会", "correct"),
    ("zh", 1, "投资委员会尚未拍板", "correct"),
    ("ru", 5, "утв. 15.05.2026, Марек Новак", "correct"),
    ("ru", 5, "Утверждение — да: Марек Новак, 15 мая 2026 г.", "correct"),
    ("ru", 1, "утверждение: нет, ждём инвестиционный совет", "correct"),
    ("ru", 5, "Марек Новак дал добро 15 мая 2026 г.", "correct"),
    ("ru", 1, "ждём решения инвестиционного совета", "correct"),
]


@pytest.mark.parametrize("lang,seed,status,want", APPROVALS)
def test_class_approval_short_and_spoken_forms_are_read(mats, lang, seed, status, want):
    g = grade(mats, lang, seed, status=status)
    assert labels(g)["approval"] == want, g.by_id("approval").detail
    assert added(g) == []


# --- 4. false additions: times, two-digit-year dates, a restated amount in words, labels and check marks,
#        a "nobody has started" remark --------------------------------------------------------------------------

def test_class_false_addition_times_of_day_are_no_numbers(mats):
    for lang, line in (("en", "[09:15] notes from the call, 17:40 follow-up"), ("zh", "（会议纪要 14:05 整理）"),
                       ("ru", "Заметки от 16:40, дополнено в 18:05")):
        g = grade(mats, lang, 1, extra=line)
        assert added(g) == [], (lang, added(g))


@pytest.mark.parametrize("lang,extra", [("en", "✓ Done"), ("en", "Completed ✔"), ("en", "**Planned**"),
                                        ("zh", "✅ 已完成"), ("ru", "✔ Сделано")])
def test_class_false_addition_a_bare_label_or_check_mark_is_no_progress_claim(mats, lang, extra):
    assert added(grade(mats, lang, 8, extra=extra)) == []


@pytest.mark.parametrize("lang,planned", [("en", "clerk training - nobody has started on it"),
                                          ("en", "training of the front-line clerks; no one has begun yet")])
def test_class_false_addition_a_not_started_remark_is_no_progress_claim(mats, lang, planned):
    g = grade(mats, lang, 1, planned=planned)
    assert labels(g)["planned"] == "correct" and added(g) == []


# --- 5. a budget in words with a scale word (thousand, тысяч, 万) and a half ---------------------------------------

BUDGETS = [
    ("en", "eighty-one and a half thousand Swiss francs", "correct"),
    ("en", "CHF eighty-one thousand five hundred", "correct"),
    ("en", "eighty and a half thousand Swiss francs", "distorted"),
    ("ru", "восемьдесят одна с половиной тысячи швейцарских франков", "correct"),
    ("ru", "восемьдесят с половиной тысяч швейцарских франков", "distorted"),
    ("zh", "八万一千五瑞士法郎", "correct"),
    ("zh", "八万一千五百瑞士法郎", "correct"),
    ("zh", "八万一瑞士法郎", "distorted"),
    ("ru", "восемьдесят одна с половиной тыс. швейцарских франков", "correct"),
]


@pytest.mark.parametrize("lang,budget,want", BUDGETS)
def test_class_budget_in_words_with_a_scale_word_is_read_as_its_amount(mats, lang, budget, want):
    g = grade(mats, lang, 1, budget=budget)
    assert labels(g)["budget"] == want, g.by_id("budget").detail
    # a restated source amount in words is no addition; a wrong one is counted once, as the distortion
    assert [k for k, _ in added(g)] == []


# --- 6. dates: two-digit years, and a list dash before the first date of a range --------------------------------

DATES = [
    ("en", "10/03/27 - 22/04/27"),
    ("en", "- 10 March 2027 - 22 April 2027"),
    ("en", "- 2027-03-10 – 2027-04-22"),
    ("ru", "10.03.27–22.04.27"),
    ("ru", "- 10.03.2027 - 22.04.2027"),
    ("zh", "- 2027/3/10 — 2027/4/22"),
    ("zh", "10.03.27至22.04.27"),
    ("en", "10 Mar 27 - 22 Apr 27"),
    ("ru", "10 мар. 27 – 22 апр. 27"),
    ("ru", "с 10.03.27 по 22.04.27"),
    ("zh", "27年3月10日至27年4月22日"),
]


@pytest.mark.parametrize("lang,timeline", DATES)
def test_class_dates_two_digit_years_and_a_leading_list_dash(mats, lang, timeline):
    g = grade(mats, lang, 1, timeline=timeline)
    got = labels(g)
    assert (got["start_date"], got["end_date"]) == ("correct", "correct"), [g.by_id("start_date").detail,
                                                                            g.by_id("end_date").detail]
    assert added(g) == []


def test_class_dates_a_day_and_month_in_digits_is_a_date_in_russian_not_two_numbers(mats):
    g = grade(mats, "ru", 1, extra="Повторю: старт 10.03, финиш 22.04.")
    assert added(g) == [] and labels(g)["start_date"] == "correct"


def test_class_dates_a_bare_two_digit_number_after_a_month_is_no_year_before_a_word(mats):
    g = grade(mats, "en", 1, extra="On 10 March 12 clerks join.")
    assert ("number", "12") in added(g)


def test_class_dates_a_two_digit_year_date_not_in_the_source_is_still_read(mats):
    g = grade(mats, "ru", 1, timeline="10.03.27–29.05.27")
    assert labels(g)["end_date"] == "distorted"


# --- 7. missed additions: a person given a role; one invented claim counted once --------------------------------

PEOPLE = [
    ("en", "Jonas Lindqvist has been appointed pilot coordinator.", "Jonas Lindqvist"),
    ("en", "Ana Ruiz was named project lead for the rollout.", "Ana Ruiz"),
    ("zh", "约纳斯·伯格出任试点协调人。", "约纳斯·伯格"),
    ("zh", "试点由奥利弗·勃兰特担任项目经理。", "奥利弗·勃兰特"),
    ("ru", "Координатором пилота назначена Ольга Зимина.", "Ольга Зимина"),
    ("en", "Lena Vogt takes over as pilot lead in June.", "Lena Vogt"),
    ("zh", "由张伟牵头推进。", "张伟"),
    ("zh", "陈静被任命为试点负责人。", "陈静"),
    ("ru", "Ольга Зимина назначена координатором.", "Ольга Зимина"),
]


@pytest.mark.parametrize("lang,extra,name", PEOPLE)
def test_class_missed_addition_a_person_given_a_role_is_an_addition(mats, lang, extra, name):
    assert ("person", name) in added(grade(mats, lang, 5, extra=extra))


def test_class_missed_addition_a_pool_approver_named_in_the_approval_is_left_to_the_approval_rule(mats):
    g = grade(mats, "zh", 5, status="已于2026年5月15日由普丽娅·拉曼批准")
    assert labels(g)["approval"] == "distorted" and added(g) == []


@pytest.mark.parametrize("lang,extra", [("zh", "仓库已有五名员工完成了系统演练。"),
                                        ("en", "Twelve drivers have already completed the app training."),
                                        ("ru", "Уже обучены двенадцать кладовщиков.")])
def test_class_one_invented_progress_claim_with_a_count_in_words_counts_once(mats, lang, extra):
    assert len(grade(mats, lang, 1, extra=extra).unsupported) == 1


@pytest.mark.parametrize("lang,old,new", [
    ("en", "Planned: training of the front-line clerks [2]", "4. Planned, not yet begun: training of the front-line clerks"),
    ("ru", "Запланировано: обучение операторов первой линии [2]",
     "4. В планах, не начато: обучение операторов первой линии"),
])
def test_class_stage_a_numbered_label_with_two_stage_words_still_says_the_stage(mats, lang, old, new):
    text = BRIEF[lang].format(**CLEAN[(lang, 1)])
    assert old in text
    g = grade_output(mats[(lang, 1)], text.replace(old, new))
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- confidence: a label resting on weak evidence goes to a person -------------------------------------------------

WEAK = [
    # distorted only because no exclusion word was read
    ("en", 1, dict(oos="The fax gateway waits for a later phase."), "out_of_scope", "distorted"),
    ("ru", 1, dict(oos="Факс-шлюз оставляем на потом."), "out_of_scope", "distorted"),
    # omitted, while the brief names who approves
    ("en", 5, dict(status="Marek Novak, mid-May"), "approval", "omitted"),
    ("zh", 1, dict(status="投资委员会那边"), "approval", "omitted"),
    # omitted, while the brief gives the role in a form with no date read
    ("en", 1, dict(timeline="starts 10 March 2027, finishes around late spring"), "end_date", "omitted"),
    ("ru", 1, dict(timeline="начало 10 марта 2027 г., окончание — поздней весной"), "end_date", "omitted"),
    # omitted, while a currency is named
    ("en", 1, dict(budget="paid in Swiss francs, figure to follow"), "budget", "omitted"),
    ("zh", 1, dict(budget="以瑞士法郎结算"), "budget", "omitted"),
    # omitted, while a line is listed under the fact's own label
    ("en", 8, dict(done="the staging sandpit... er, the test box, set up"), "done", "correct"),
    ("en", 8, dict(done="IT environment configured"), "done", "omitted"),
]


@pytest.mark.parametrize("lang,seed,change,fact,want", WEAK)
def test_class_confidence_weak_evidence_makes_an_omitted_or_negation_distorted_label_uncertain(mats, lang, seed,
                                                                                                change, fact, want):
    g = grade(mats, lang, seed, **change)
    f = g.by_id(fact)
    assert str(f.label) == want, f.detail
    if want != "correct":
        assert str(f.confidence) == "uncertain", (f.rule, f.doubts)
