"""The grader in Chinese and Russian: the same classes as in English, each written the language's way."""

import pytest

from kvtrial.facts.grader import grade_answer, grade_output
from kvtrial.facts.material import approximate_tokens, build_material


@pytest.fixture(scope="module")
def zh():
    return build_material(1, 1024, approximate_tokens, language="zh")  # 枪鱼: 81,500 CHF, pending, fax gateway out


@pytest.fixture(scope="module")
def ru():
    return build_material(1, 1024, approximate_tokens, language="ru")  # Марлин: the same pilot in Russian


ZH = """## 时间线
2027年3月10日至2027年4月22日[2, 4]
## 范围
坦佩雷工厂的备件订购[8]
{oos}
## 预算
{budget}
## 状态
仍在等待投资委员会审批[4]
已完成：数据保护检查清单审核[8]
计划：一线文员培训[2]"""

RU = """## Сроки
10 марта 2027 г. — 22 апреля 2027 г. [2, 9]
## Рамки
Заказ запчастей на заводе в Тампере [18]
{oos}
## Бюджет
{budget}
## Статус
Ожидает утверждения инвестиционного совета [9]
Сделано: проверка чек-листа по защите данных [18]
Запланировано: обучение операторов первой линии [2]"""


def labels(g):
    return {f.fact_id: f.label for f in g.facts}


@pytest.mark.parametrize("oos", ["不包括：旧传真网关[4]", "不在范围内：旧传真网关[4]", "范围外 — 旧传真网关[4]",
                                 "旧传真网关不在范围内[4]", "排除旧传真网关[4]", "旧传真网关除外[4]"])
def test_chinese_exclusions_in_label_and_sentence_form(zh, oos):
    g = grade_output(zh, ZH.format(oos=oos, budget="81,500瑞士法郎[2]"))
    assert set(labels(g).values()) == {"correct"} and g.unsupported == [], g.to_dict()


@pytest.mark.parametrize("oos", ["Не входит: устаревший факс-шлюз [9]", "Исключено: устаревший факс-шлюз [9]",
                                 "Вне рамок — устаревший факс-шлюз [9]", "Устаревший факс-шлюз не входит в пилот [9]",
                                 "Кроме устаревшего факс-шлюза [9]"])
def test_russian_exclusions_in_label_and_sentence_form(ru, oos):
    g = grade_output(ru, RU.format(oos=oos, budget="81 500 швейцарских франков [2]"))
    assert set(labels(g).values()) == {"correct"} and g.unsupported == [], g.to_dict()


def test_english_label_style_exclusions_mid_line():
    m = build_material(1, 1024, approximate_tokens)
    text = ("Timeline: 10 March 2027 to 22 April 2027 [2, 9].\nScope: spare parts ordering at the Tampere plant [15]. "
            "Not included: the legacy fax gateway [9].\nBudget: CHF 81,500 [2].\nStatus: approval by the investment "
            "board is pending [9].\nDone: data-protection checklist review [15]\nPlanned: clerk training [2]")
    g = grade_output(m, text)
    assert set(labels(g).values()) == {"correct"}, g.to_dict()


@pytest.mark.parametrize("budget,label", [("八万一千五百瑞士法郎[2]", "correct"), ("8.15万瑞士法郎[2]", "correct"),
                                          ("九万一千五百瑞士法郎[2]", "distorted"),
                                          ("81,500欧元[2]", "distorted"), ("81,500[2]", "distorted"),
                                          ("一万八千五百瑞士法郎[2]", "distorted")])
def test_chinese_amounts_in_words_and_digits(zh, budget, label):
    g = grade_output(zh, ZH.format(oos="不包括：旧传真网关[4]", budget=budget))
    assert labels(g)["budget"] == label, g.by_id("budget").detail


@pytest.mark.parametrize("budget,label", [("девяносто одна тысяча пятьсот швейцарских франков [2]", "distorted"),
                                          ("восемьдесят одна тысяча пятьсот швейцарских франков [2]", "correct"),
                                          ("81,5 тыс. CHF [2]", "correct"), ("81 500 евро [2]", "distorted"),
                                          ("81 500 [2] (все суммы — в швейцарских франках)", "correct")])
def test_russian_amounts_in_words_and_digits(ru, budget, label):
    g = grade_output(ru, RU.format(oos="Не входит: устаревший факс-шлюз [9]", budget=budget))
    assert labels(g)["budget"] == label, g.by_id("budget").detail


@pytest.mark.parametrize("timeline", ["2027年3月10日左右开始[2]，2027年4月22日结束[4]",
                                      "大约2027年3月10日开始[2]，2027年4月22日结束[4]",
                                      "2027年3月10日或3月17日开始[2]，2027年4月22日结束[4]"])
def test_chinese_hedged_start_is_distorted(zh, timeline):
    text = ZH.format(oos="不包括：旧传真网关[4]", budget="81,500瑞士法郎[2]").replace("2027年3月10日至2027年4月22日[2, 4]",
                                                                                 timeline)
    g = grade_output(zh, text)
    assert labels(g)["start_date"] == "distorted" and labels(g)["end_date"] == "correct", g.to_dict()


@pytest.mark.parametrize("timeline", ["Примерно с 10 марта 2027 г. [2] по 22 апреля 2027 г. [9]",
                                      "Начало 10 марта 2027 г. или 17 марта 2027 г. [2], окончание 22 апреля 2027 г. [9]"])
def test_russian_hedged_start_is_distorted(ru, timeline):
    text = RU.format(oos="Не входит: устаревший факс-шлюз [9]", budget="81 500 швейцарских франков [2]").replace(
        "10 марта 2027 г. — 22 апреля 2027 г. [2, 9]", timeline)
    g = grade_output(ru, text)
    assert labels(g)["start_date"] == "distorted" and labels(g)["end_date"] == "correct", g.to_dict()




@pytest.mark.parametrize("code,qid,answer,label", [
    ("zh", "q_start_date", "2027年3月10日", "correct"), ("zh", "q_budget", "81,500瑞士法郎", "correct"),
    ("zh", "q_approval", "待批准", "correct"), ("zh", "q_approval", "已批准", "distorted"), ("zh", "q_done", "不知道", "omitted"),
    ("ru", "q_end_date", "22 апреля 2027 г.", "correct"), ("ru", "q_approval", "ожидается", "correct"),
    ("ru", "q_approval", "утверждён", "distorted"), ("ru", "q_out_of_scope", "устаревший факс-шлюз", "correct"),
])
def test_answers_in_the_materials_language(zh, ru, code, qid, answer, label):
    m = zh if code == "zh" else ru
    q = next(q for q in m.questions if q.question_id == qid)
    assert grade_answer(q, answer, m.language).label == label


@pytest.mark.parametrize("code, qid, answer, label", [
    # a base model runs on past its answer: the next paragraph, a new question, a blank line are not the answer
    ("zh", "q_start_date", "2027年3月10日。\n\n[11] 枪鱼试点档案记录。该试点于2027年4月22日结束。", "correct"),
    ("zh", "q_start_date", "2027年3月10日\n问题：试点在哪一天结束？\n答案：2027年4月22日", "correct"),
    ("ru", "q_start_date", " 10 марта 2027 г.\n[4] Пилот завершится 22 апреля 2027 г.", "correct"),
    ("ru", "q_approval", "\nВопрос: Пилот утверждён или утверждение ещё ожидается? Ответьте одним словом", "omitted"),
    ("zh", "q_approval", "答案：已批准", "omitted"),
    # a paragraph number is a citation, not an amount
    ("zh", "q_budget", "\n\n[11] 团队之间的反馈应当具体、友善。", "omitted"),
    ("ru", "q_budget", "[3] Бюджет указан в абзаце выше.", "omitted"),
    ("zh", "q_budget", "[3] 81,500瑞士法郎", "correct"),
    ("ru", "q_budget", "42 000 [3]", "distorted"),
])
def test_an_answer_ends_where_the_model_runs_on(zh, ru, code, qid, answer, label):
    m = zh if code == "zh" else ru
    q = next(q for q in m.questions if q.question_id == qid)
    grade = grade_answer(q, answer, m.language)
    assert grade.label == label, grade
    assert grade.answer == answer  # the whole text is kept; only the grading reads the answer part


@pytest.mark.parametrize("code, answer, label", [
    ("ru", " 1999 г.\n\nВопрос: Какого числа заканчивается пилот?", "distorted"),  # a year alone is a wrong date
    ("zh", "2027年。", "distorted"),
    ("ru", "Пилот завершится в 2027 году.", "distorted"),
    ("zh", "[2027] 团队之间的反馈", "omitted"),  # a bracketed number is a citation, not a year
    ("ru", "Ответ неизвестен.", "omitted"),
])
def test_a_year_alone_is_a_date_without_its_day_and_month(zh, ru, code, answer, label):
    m = zh if code == "zh" else ru
    q = next(q for q in m.questions if q.question_id == "q_end_date")
    assert grade_answer(q, answer, m.language).label == label
