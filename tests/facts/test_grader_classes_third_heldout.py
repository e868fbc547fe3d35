"""Classes of misreading that the third held-out sets (en, zh, ru) showed, each pinned with phrasings written for
these tests (none taken from a held-out brief), in every language. The materials are those of
tests/facts/test_grader_classes_all_languages.py (seed 1: pending with the investment board, the fax gateway out of
scope, the checklist review done, clerk training planned; seed 8: approved by Priya Raman, the sandbox set up, the
satisfaction survey planned, customs declarations out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import question_label
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, LANGS, grade, grade_prose, labels


def added(g):
    return [(u.kind, u.text) for u in g.unsupported]


# --- 1. the state given only as an answer: a question line and its answer line -----------------------------------

# questions worded for these tests; the answers are the clean brief's values, stripped of any state word
QA = {
    "en": ("Question: Running from when to when?\nAnswer: {timeline}\n\nQuestion: Which process and site?\n"
           "Answer: {scope}\n\nQuestion: Anything left outside the pilot?\nAnswer: {oos_item}\n\n"
           "Question: How much money?\nAnswer: {budget}\n\nQuestion: Has it been approved?\nAnswer: {approval}\n\n"
           "Question: Which work is completed?\nAnswer: {done}\n\nQuestion: Which steps are planned?\n"
           "Answer: {planned}\n"),
    "zh": ("问：试点的起止日期？\n答：{timeline}\n问：覆盖哪个流程和地点？\n答：{scope}\n"
           "问：哪些不在试点范围内？\n答：{oos_item}\n"
           "问：预算是多少？\n答：{budget}\n问：获批了吗？\n答：{approval}\n问：哪些工作已完成？\n答：{done}\n"
           "问：哪些还在计划中？\n答：{planned}\n"),
    "ru": ("Вопрос: С какого по какое число?\nОтвет: {timeline}\nВопрос: Какой процесс и где?\nОтвет: {scope}\n"
           "Вопрос: Что исключено из пилота?\nОтвет: {oos_item}\nВопрос: Какой бюджет?\nОтвет: {budget}\n"
           "Вопрос: Пилот утверждён?\nОтвет: {approval}\nВопрос: Что уже сделано?\nОтвет: {done}\n"
           "Вопрос: Что запланировано?\nОтвет: {planned}\n"),
}
OOS_ITEM = {("en", 1): "the legacy fax gateway [9]", ("zh", 1): "旧传真网关[4]", ("ru", 1): "устаревший факс-шлюз [9]",
            ("en", 8): "customs declarations [8]", ("zh", 8): "报关单[5]", ("ru", 8): "таможенные декларации [11]"}
APPROVAL = {("en", 1): "No, the investment board has not decided [9]", ("zh", 1): "否，投资委员会尚在审批[4]",
            ("ru", 1): "Нет, ждём решения инвестиционного совета [9]",
            ("en", 8): "Yes, Priya Raman, 14 July 2027 [8]", ("zh", 8): "是，普丽娅·拉曼，2027年7月14日[5]",
            ("ru", 8): "Да, Прия Раман, 14 июля 2027 г. [11]"}
# the done and planned items of the clean brief with their state words taken off (the question carries the state)
ITEM = {("en", 1): ("the data-protection checklist review [15]", "training of the front-line clerks [2]"),
        ("zh", 1): ("数据保护检查清单审核[8]", "一线文员培训[2]"),
        ("ru", 1): ("проверка чек-листа по защите данных [18]", "обучение операторов первой линии [2]"),
        ("en", 8): ("the sandbox environment [15]", "user satisfaction survey [2]"),
        ("zh", 8): ("沙箱环境搭建[7]", "用户满意度调查[2]"),
        ("ru", 8): ("настройка песочницы [19]", "опрос удовлетворённости пользователей [3]")}


def qa_brief(lang, seed):
    clean = CLEAN[(lang, seed)]
    done, planned = ITEM[(lang, seed)]
    return QA[lang].format(timeline=clean["timeline"], scope=clean["scope"], oos_item=OOS_ITEM[(lang, seed)],
                           budget=clean["budget"], approval=APPROVAL[(lang, seed)], done=done, planned=planned)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", (1, 8))
def test_class_the_state_of_a_fact_is_read_from_the_answer_to_its_question(mats, lang, seed):
    g = grade_output(mats[(lang, seed)], qa_brief(lang, seed))
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.detail) for f in g.facts if f.label != "correct"]
    assert added(g) == []  # a question is context: no question is counted as an added claim


TABLES = {
    "en": ("| Question | Answer |\n|---|---|\n| Approved? | {yes} |\n| {done_item} finished? | {yes} |\n"
           "| {oos_item} included? | {no} |\n"),
    "zh": ("| 问题 | 回答 |\n|---|---|\n| 是否获批？ | {yes} |\n| {done_item}是否完成？ | {yes} |\n"
           "| {oos_item}是否包括？ | {no} |\n"),
    "ru": ("| Вопрос | Ответ |\n|---|---|\n| Утверждён? | {yes} |\n| {done_item} — завершено? | {yes} |\n"
           "| {oos_item} входит? | {no} |\n"),
}
YES_NO = {"en": ("Yes", "No"), "zh": ("是", "否"), "ru": ("Да", "Нет")}
TABLE_ITEMS = {"en": ("Sandbox environment setup", "Customs declarations"), "zh": ("沙箱环境搭建", "报关单"),
               "ru": ("Настройка песочницы", "Таможенные декларации")}


@pytest.mark.parametrize("lang", LANGS)
def test_class_a_yes_or_no_answer_gives_its_question_the_state_it_asks_about(mats, lang):
    yes, no = YES_NO[lang]
    done_item, oos_item = TABLE_ITEMS[lang]
    table = TABLES[lang].format(yes=yes, no=no, done_item=done_item, oos_item=oos_item)
    g = grade_output(mats[(lang, 8)], table)
    got = labels(g)
    assert (got["approval"], got["done"], got["out_of_scope"]) == ("correct", "correct", "correct"), got
    assert added(g) == []  # "Yes" and "No" are answers, not claims of their own


@pytest.mark.parametrize("lang,question,label", [
    ("en", "Q: What has been finished so far?", "done"), ("en", "What comes next?", "planned"),
    ("en", "Which items are excluded?", "out_of_scope"), ("en", "When does it start?", None),
    ("zh", "问：目前已完成哪些？", "done"), ("zh", "下一步做什么？", "planned"), ("zh", "哪些被排除？", "out_of_scope"),
    ("zh", "预算多少？", None),
    ("ru", "В: Что уже выполнено?", "done"), ("ru", "А дальше что?", "planned"), ("ru", "Что не входит?", "out_of_scope"),
    ("ru", "Сколько стоит?", None),
])
def test_a_question_asks_for_the_list_label_its_words_name(lang, question, label):
    assert question_label(question, get_language(lang).layout) == label


@pytest.mark.parametrize("lang,answer", [("en", "No. The decision is still awaited."),
                                         ("zh", "没有，还在等决定。"), ("ru", "Нет, решения пока ждём.")])
def test_class_a_question_about_the_approval_answered_no_is_pending_not_absent(mats, lang, answer):
    question = {"en": "Is the pilot approved?", "zh": "试点批准了吗？", "ru": "Пилот утверждён?"}[lang]
    g = grade_output(mats[(lang, 1)], f"{question}\n{answer}\n")
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


@pytest.mark.parametrize("lang,text", [("en", "Who signed it off?\nPriya Raman, on 14 July 2027 [8]"),
                                       ("ru", "Кто утвердил?\nПрия Раман, 14 июля 2027 г. [11]")])
def test_class_a_question_presupposing_approval_answered_by_a_name_is_approved(mats, lang, text):
    g = grade_output(mats[(lang, 8)], text)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- 2. an exclusion whose verdict word is followed by a citation ---------------------------------------------------

@pytest.mark.parametrize("lang,oos", [("en", "The legacy fax gateway is out [9]."), ("en", "Fax gateway: out (para 9)"),
                                      ("ru", "Факс-шлюз — за рамками [9].")])
def test_class_an_exclusion_word_before_a_citation_still_excludes(mats, lang, oos):
    clean = CLEAN[(lang, 1)]
    brief = "\n".join(v for k, v in clean.items() if k not in ("oos", "extra")) + "\n" + oos
    g = grade_output(mats[(lang, 1)], brief)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- 3. an end given as a length of time, and an end restated with another day in the Sources line ----------------

DURATIONS = {"en": ["The pilot starts on 16 August 2027 and runs for about six weeks.",
                    "Start 16 August 2027; it should wrap up roughly seven weeks later."],
             "zh": ["试点于2027年8月16日开始，为期约一个半月。", "2027年8月16日启动，持续两个月左右。"],
             "ru": ["Пилот стартует 16 августа 2027 г. и продлится примерно шесть недель.",
                    "Старт 16 августа 2027 г., работа рассчитана на 7 недель."]}


@pytest.mark.parametrize("lang,timeline", [(lang, t) for lang, ts in DURATIONS.items() for t in ts])
def test_class_an_end_given_only_as_a_duration_is_distorted_and_its_count_is_no_addition(mats, lang, timeline):
    clean = CLEAN[(lang, 8)]
    brief = "\n".join([timeline] + [v for k, v in clean.items() if k not in ("timeline", "extra")])
    g = grade_output(mats[(lang, 8)], brief)
    got = labels(g)
    assert (got["start_date"], got["end_date"]) == ("correct", "distorted"), g.by_id("end_date").detail
    assert added(g) == []


SOURCES_LINE = {"en": "Sources: start [2]; end 11 October 2027 [8]", "zh": "来源：开始[2]；结束2027年10月11日[5]",
                "ru": "Источники: начало [3]; окончание 11 октября 2027 г. [11]"}


@pytest.mark.parametrize("lang", LANGS)
def test_class_an_end_restated_with_another_day_in_the_sources_line_is_distorted(mats, lang):
    clean = CLEAN[(lang, 8)]
    brief = "\n".join(v for k, v in clean.items() if k != "extra") + "\n" + SOURCES_LINE[lang]
    g = grade_output(mats[(lang, 8)], brief)
    assert labels(g)["end_date"] == "distorted"
    assert labels(g)["start_date"] == "correct"
    assert added(g) == []  # the second value is the distortion, not an added date


# --- 4. a second approval by another party, beside the pilot's own approval state --------------------------------

SECOND = {  # seed 1: pending with the investment board; the second approval is by another body or party
    "en": ["Meanwhile the works council has approved it as well.",
           "Separately, the supplier agreement was signed off by the procurement director."],
    "zh": ["另外，职工委员会已经批准了。", "采购总监也已签字确认供应商协议。"],
    "ru": ["Совет трудового коллектива уже одобрил пилот.", "Договор с подрядчиком согласован директором по закупкам."],
}


@pytest.mark.parametrize("lang,extra", [(lang, e) for lang, es in SECOND.items() for e in es])
def test_class_a_second_approval_by_another_party_is_an_addition_not_the_pilots_state(mats, lang, extra):
    g = grade_output(mats[(lang, 1)], BRIEF[lang].format(**{**CLEAN[(lang, 1)], "extra": extra}))
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert [k for k, _ in added(g)] == ["approval"]


STATUS = ("Status:", "状态：", "Статус:")


@pytest.mark.parametrize("lang,field", [("en", "Approved?: no (the investment board has not decided)"),
                                        ("zh", "是否获批：否，投资委员会仍在审批"),
                                        ("ru", "Утверждён ли пилот: нет, ждём инвестиционный совет")])
def test_class_a_question_as_a_field_label_takes_its_value_as_the_answer(mats, lang, field):
    brief = BRIEF[lang].format(**CLEAN[(lang, 1)]).splitlines()
    g = grade_output(mats[(lang, 1)], "\n".join(line for line in brief if not line.startswith(STATUS)) + "\n" + field)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert added(g) == []


# --- 5. done in short forms: a check mark, a state in the next clause, a yes/no question about the item's state ----

SHORT_DONE = {  # seed 8: the sandbox setup done, the satisfaction survey planned
    "en": ["sandbox environment ✓", "sandbox environment, done"],
    "zh": ["沙箱环境搭建 ✓", "沙箱环境搭建，完成"],
    "ru": ["настройка песочницы ✓", "настройка песочницы, готово"],
}


@pytest.mark.parametrize("lang,done", [(lang, d) for lang, ds in SHORT_DONE.items() for d in ds])
def test_class_done_in_a_short_form_is_done(mats, lang, done):
    g = grade_output(mats[(lang, 8)], "\n".join(v for k, v in CLEAN[(lang, 8)].items() if k not in ("done", "extra"))
                     + "\n" + done)
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert added(g) == []


STATE_QUESTIONS = {  # the question's own state word, affirmed or denied by the answer
    "en": "| Item | Answer |\n|---|---|\n| Sandbox setup finished? | Yes |\n"
          "| Satisfaction survey begun? | No, only planned |\n| Customs declarations part of it? | No |\n",
    "zh": "| 事项 | 回答 |\n|---|---|\n| 沙箱环境搭建完成了吗？ | 是 |\n| 用户满意度调查开始了吗？ | 否，仅在计划中 |\n",
    "ru": "| Пункт | Ответ |\n|---|---|\n| Настройка песочницы завершена? | Да |\n"
          "| Опрос удовлетворённости пользователей начат? | Нет, только запланирован |\n"
          "| Таможенные декларации входят? | Нет |\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_class_a_question_about_an_items_state_takes_its_state_from_the_answer(mats, lang):
    g = grade_output(mats[(lang, 8)], STATE_QUESTIONS[lang])
    got = labels(g)
    assert (got["done"], got["planned"]) == ("correct", "correct"), [g.by_id(f).detail for f in ("done", "planned")]
    if lang != "zh":
        assert got["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert added(g) == []


@pytest.mark.parametrize("lang,done", [("en", "Sandbox environment: set up [15]"), ("en", "Sandbox environment configured"),
                                       ("ru", "Песочница: настроена [19]"), ("ru", "Песочница развёрнута")])
def test_class_a_bare_participle_after_the_item_reports_it_done(mats, lang, done):
    g = grade_output(mats[(lang, 8)], "\n".join(v for k, v in CLEAN[(lang, 8)].items() if k not in ("done", "extra"))
                     + "\n" + done)
    assert labels(g)["done"] == "correct", g.by_id("done").detail


def test_class_a_bare_participle_does_not_make_a_planned_item_done(mats):
    g = grade_output(mats[("en", 8)], BRIEF["en"].format(**{**CLEAN[("en", 8)], "planned": "user satisfaction survey scheduled"}))
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- 6. field keys and approval wordings of a structured brief ------------------------------------------------------

def test_class_a_field_key_with_underscores_is_read_as_its_label(mats):
    g = grade_output(mats[("en", 8)], BRIEF["en"].format(**{**CLEAN[("en", 8)], "oos": "out_of_scope: customs declarations"}))
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


def test_class_gave_its_approval_is_approved(mats):
    status = "Priya Raman gave her approval on 14 July 2027 [8]"
    g = grade_output(mats[("en", 8)], BRIEF["en"].format(**{**CLEAN[("en", 8)], "status": status}))
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- 7. additions with no digit and no name; a remark about the brief itself is none --------------------------------

@pytest.mark.parametrize("lang,extra", [("en", "Roughly a quarter of the money has already been spent."),
                                        ("zh", "目前已经花掉将近一半。"), ("ru", "Около четверти бюджета уже израсходовано.")])
def test_class_a_spending_claim_without_digits_is_an_addition(mats, lang, extra):
    g = grade_output(mats[(lang, 8)], BRIEF[lang].format(**{**CLEAN[(lang, 8)], "extra": extra}))
    assert len(added(g)) == 1, added(g)
    assert set(labels(g).values()) == {"correct"}


@pytest.mark.parametrize("lang,extra", [("zh", "另外，职工委员会也表示同意。"), ("zh", "法务部已签署采购框架协议。")])
def test_class_a_second_approval_in_other_words_is_an_addition(mats, lang, extra):
    g = grade_output(mats[(lang, 1)], BRIEF[lang].format(**{**CLEAN[(lang, 1)], "extra": extra}))
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert [k for k, _ in added(g)] == ["approval"]


def test_a_remark_about_the_brief_itself_is_no_addition(mats):
    g = grade_output(mats[("en", 8)], BRIEF["en"].format(**{**CLEAN[("en", 8)],
                                                            "extra": "(All of this is taken from the paragraphs cited.)"}))
    assert added(g) == []


# --- 8. list markers and abbreviated months are no values -------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_currency_ending_a_line_and_the_next_lines_marker_make_no_amount(mats, lang):
    clean = CLEAN[(lang, 8)]
    lines = [f"{n}) {v}" if lang != "zh" else f"{n}）{v}" for n, v in enumerate(
        (clean["timeline"], clean["scope"], clean["oos"], clean["budget"].split("[")[0].strip(), clean["status"],
         clean["done"], clean["planned"]), 1)]
    g = grade_output(mats[(lang, 8)], "\n".join(lines))
    assert added(g) == []
    assert labels(g)["budget"] == "correct"


def test_an_abbreviated_russian_month_does_not_end_the_sentence(mats):
    timeline = "старт 16 авг. 2027 г. [3], финиш 1 окт. 2027 г. [11]"
    g = grade_output(mats[("ru", 8)], BRIEF["ru"].format(**{**CLEAN[("ru", 8)], "timeline": timeline}))
    assert (labels(g)["start_date"], labels(g)["end_date"]) == ("correct", "correct")
    assert added(g) == []


@pytest.mark.parametrize("lang,status", [
    ("ru", "Запуск возможен только после согласия инвестиционного совета, которого пока нет [9]."),
    ("en", "Go-live only once the investment board gives its approval, which has not happened yet [9]."),
])
def test_class_a_pending_approval_told_as_a_condition_is_pending(mats, lang, status):
    g = grade_output(mats[(lang, 1)], BRIEF[lang].format(**{**CLEAN[(lang, 1)], "status": status}))
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- clipped words and terse forms: "data prot. review", "защ. данных", a month/day range with its year once -------

TERSE = {
    "en": dict(done="data prot. review [15]"),
    "ru": dict(done="сверка по защ. данных [18]"),
    "zh": dict(timeline="3/10–4/22（2027）[2][4]"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_clipped_word_or_a_terse_range_still_states_the_fact(mats, lang):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 1)], **TERSE[lang]})
    g = grade_output(mats[(lang, 1)], text)
    assert set(labels(g).values()) == {"correct"}, labels(g)
    assert not added(g)


# --- a field whose value is a bare yes or no, down to one letter ------------------------------------------------

FIELD = {  # (seed 8: approved, seed 1: pending) -> the status line's value
    "en": {8: "Sign-off: Approved: y", 1: "Sign-off: Approved: n (board still to meet)"},
    "ru": {8: "Решение: утверждено: д", 1: "Решение: утверждено: н (совет ещё не собирался)"},
    "zh": {8: "审批情况：已批准：是", 1: "审批情况：已批准：否（委员会尚未开会）"},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", [8, 1])
def test_an_approval_field_answered_by_a_bare_yes_or_no_is_read(mats, lang, seed):
    g = grade(mats, lang, seed, status=FIELD[lang][seed])
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert not added(g)


# --- a stage word clipped in a terse note, on a line of its own under no Done/Planned label ---------------------

CLIPPED_STAGE = {
    "en": ("Sandbox env.: compl.", "Sandbox env. - impl.", "Sandbox env. (fin.)"),
    "ru": ("Песочница: заверш.", "Песочница — вып.", "Настройка песочницы (выполн.)"),
    "zh": ("沙箱环境：已完", "沙箱环境——完成", "沙箱环境（已完成）"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("which", [0, 1, 2])
def test_a_clipped_stage_word_reports_the_item_done(mats, lang, which):
    g = grade_prose(mats, lang, 8, "done", CLIPPED_STAGE[lang][which])
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert not added(g)
