"""Classes of misreading that held-out briefs in English, Chinese and Russian showed, each pinned with phrasings
written for these tests, in every language where the class applies. Seed 1: Marlin, 10 March - 22 April 2027,
CHF 81,500, pending with the investment board, fax gateway out of scope; seed 5: Osprey, approved by Marek Novak
on 15 May 2026, USD 45,000; seed 8: the sandbox setup is the done item, EUR 57,500."""

import pytest

from kvtrial.facts.grader import grade_output

LANGS = ("en", "zh", "ru")


# One clean brief per language and seed, each line a format field a test replaces.
BRIEF = {
    "en": "Timeline: {timeline}\nScope: {scope}\n{oos}\nBudget: {budget}\nStatus: {status}\nDone: {done}\n"
          "Planned: {planned}\n{extra}",
    "zh": "时间线：{timeline}\n范围：{scope}\n{oos}\n预算：{budget}\n状态：{status}\n已完成：{done}\n计划：{planned}\n{extra}",
    "ru": "Сроки: {timeline}\nРамки: {scope}\n{oos}\nБюджет: {budget}\nСтатус: {status}\nСделано: {done}\n"
          "Запланировано: {planned}\n{extra}",
}
CLEAN = {
    ("en", 1): dict(timeline="10 March 2027 to 22 April 2027 [2, 9]", scope="spare parts ordering at the Tampere plant [15]",
                    oos="Out of scope: the legacy fax gateway [9]", budget="CHF 81,500 [2]",
                    status="pending with the investment board [9]", done="data-protection checklist reviewed [15]",
                    planned="training of the front-line clerks [2]", extra=""),
    ("zh", 1): dict(timeline="2027年3月10日至2027年4月22日[2][4]", scope="坦佩雷工厂的备件订购[8]", oos="不包括：旧传真网关[4]",
                    budget="81,500瑞士法郎[2]", status="仍在等待投资委员会审批[4]", done="数据保护检查清单审核[8]",
                    planned="一线文员培训[2]", extra=""),
    ("ru", 1): dict(timeline="10 марта 2027 г. — 22 апреля 2027 г. [2, 9]", scope="заказ запчастей на заводе в Тампере [18]",
                    oos="Не входит: устаревший факс-шлюз [9]", budget="81 500 швейцарских франков [2]",
                    status="ожидает утверждения инвестиционного совета [9]",
                    done="проверка чек-листа по защите данных [18]", planned="обучение операторов первой линии [2]",
                    extra=""),
    ("en", 5): dict(timeline="9 June 2026 to 3 October 2026 [2, 8]", scope="invoice matching at the Leeds office [14]",
                    oos="Out of scope: warranty claims [8]", budget="USD 45,000 [2]",
                    status="approved by Marek Novak on 15 May 2026 [8]", done="barcode scanners installed [14]",
                    planned="translation of the user guides [2]", extra=""),
    ("zh", 5): dict(timeline="2026年6月9日至2026年10月3日[1][5]", scope="利兹办公室的发票匹配[7]", oos="不包括：保修索赔[5]",
                    budget="45,000美元[1]", status="已于2026年5月15日由马雷克·诺瓦克批准[5]", done="条码扫描器安装[7]",
                    planned="用户指南翻译[1]", extra=""),
    ("ru", 5): dict(timeline="9 июня 2026 г. — 3 октября 2026 г. [3, 10]", scope="сверка счетов в офисе в Лидсе [17]",
                    oos="Не входит: гарантийные претензии [10]", budget="45 000 долларов США [3]",
                    status="утверждён 15 мая 2026 г., утвердил Марек Новак [10]",
                    done="установка сканеров штрихкодов [17]", planned="перевод руководств пользователя [3]", extra=""),
    ("en", 8): dict(timeline="16 August 2027 to 1 October 2027 [2, 8]", scope="purchase order intake at the Lyon warehouse [15]",
                    oos="Out of scope: customs declarations [8]", budget="EUR 57,500 [2]",
                    status="approved by Priya Raman on 14 July 2027 [8]", done="sandbox environment set up [15]",
                    planned="user satisfaction survey [2]", extra=""),
    ("zh", 8): dict(timeline="2027年8月16日至2027年10月1日[2][5]", scope="里昂仓库的采购订单受理[7]", oos="不包括：报关单[5]",
                    budget="57,500欧元[2]", status="已于2027年7月14日由普丽娅·拉曼批准[5]", done="沙箱环境搭建[7]",
                    planned="用户满意度调查[2]", extra=""),
    ("ru", 8): dict(timeline="16 августа 2027 г. — 1 октября 2027 г. [3, 11]",
                    scope="приём заказов на закупку на складе в Лионе [19]", oos="Не входит: таможенные декларации [11]",
                    budget="57 500 евро [3]", status="утверждён 14 июля 2027 г., утвердила Прия Раман [11]",
                    done="настройка песочницы [19]", planned="опрос удовлетворённости пользователей [3]", extra=""),
}


def grade(mats, lang, seed, **changes):
    text = BRIEF[lang].format(**{**CLEAN[(lang, seed)], **changes})
    return grade_output(mats[(lang, seed)], text)


def grade_prose(mats, lang, seed, field, sentence):
    """The clean brief with the line of `field` replaced by a sentence of running text at the end."""
    text = BRIEF[lang].format(**{**CLEAN[(lang, seed)], field: "@@", "extra": sentence})
    text = "\n".join(line for line in text.split("\n") if "@@" not in line)
    return grade_output(mats[(lang, seed)], text)


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def assert_all_correct(g, additions: int | None = 0) -> None:
    """Every fact graded correct, and (unless None) exactly `additions` unsupported additions: what most class tests
    check of a brief that states everything right."""
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    if additions is not None:
        assert len(g.unsupported) == additions, g.unsupported


@pytest.mark.parametrize("lang,seed", list(CLEAN))
def test_the_clean_briefs_grade_correct_and_clear(mats, lang, seed):
    g = grade(mats, lang, seed)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported
    assert all(f.confidence == "clear" for f in g.facts), [(f.fact_id, f.doubts) for f in g.facts]


# --- approval: an approval under a condition is not given yet ------------------------------------------------
@pytest.mark.parametrize("lang,status", [
    ("en", "the pilot counts as approved only after the investment board signs it off [9]"),
    ("en", "it will be approved once the investment board has met [9]"),
    ("en", "approved if the investment board agrees at its next session [9]"),
    ("zh", "投资委员会签字后，试点才算获批[4]"),
    ("zh", "一旦投资委员会同意即予批准[4]"),
    ("zh", "须经投资委员会审议通过后才能获批[4]"),
    ("ru", "пилот получит одобрение после решения инвестиционного совета [9]"),
    ("ru", "утверждение — при условии согласия инвестиционного совета [9]"),
    ("ru", "если инвестиционный совет согласует, пилот будет утверждён [9]"),
])
def test_a_conditional_approval_is_pending_not_approved(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert g.by_id("approval").confidence == "uncertain"  # a condition in the span: a reviewer sees it


@pytest.mark.parametrize("lang,status", [
    ("zh", "马雷克·诺瓦克已于2026年5月15日签批[5]"),
    ("ru", "согласовано Мареком Новаком 15 мая 2026 г. [10]"),
])
def test_an_approval_given_in_other_words(mats, lang, status):
    assert labels(grade(mats, lang, 5, status=status))["approval"] == "correct"


@pytest.mark.parametrize("lang,status", [
    ("en", "approval follows once the board has voted [8]"),
    ("zh", "待董事会表决后才算获批[5]"),
    ("ru", "будет утверждён после голосования совета [10]"),
])
def test_a_conditional_approval_of_an_approved_pilot_is_distorted(mats, lang, status):
    assert labels(grade(mats, lang, 5, status=status))["approval"] == "distorted"


# --- approval: a bare approval word, question or heading does not outweigh a "not yet approved" next to it -----
@pytest.mark.parametrize("lang,status", [
    ("en", "Approved? Not yet: the investment board still has to decide [9]"),
    ("en", "approval status — not approved so far, the investment board has it on its agenda [9]"),
    ("zh", "是否已获批？尚未，仍待投资委员会审批[4]"),
    ("zh", "审批状态：尚未批准，等待投资委员会[4]"),
    ("ru", "Утверждено? Пока нет — решение за инвестиционным советом [9]"),
    ("ru", "статус утверждения: ещё не утверждён, ждём инвестиционный совет [9]"),
    ("ru", "на согласовании у инвестиционного совета [9]"),
    ("ru", "пилот будет согласован, когда соберётся инвестиционный совет [9]"),
    ("en", "approval expected after the investment board's March meeting [9]"),
    ("en", "the board should approve it in its next session [9]"),
    ("zh", "批准与否取决于投资委员会[4]"),
    ("zh", "待批（投资委员会）[4]"),
    ("en", "Approval status: still open (investment board) [9]"),
])
def test_a_bare_approval_word_does_not_outweigh_not_yet_approved(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


@pytest.mark.parametrize("lang,status", [
    ("en", "## Approval\nNot approved yet; the investment board decides [9]"),
    ("zh", "## 审批状态\n尚未批准，投资委员会待定[4]"),
    ("ru", "## Утверждение\nПока не утверждён, решает инвестиционный совет [9]"),
])
def test_an_approval_heading_over_not_yet_approved(mats, lang, status):
    assert labels(grade(mats, lang, 1, status=status))["approval"] == "correct"


# --- currencies by short names and abbreviations; multiplier words with the currency after ------------------
@pytest.mark.parametrize("lang,seed,budget", [
    ("en", 1, "81.5 thousand Swiss francs [2]"),
    ("en", 1, "SFr. 81,500 [2]"),
    ("en", 1, "0.0815 million CHF [2]"),
    ("en", 5, "45 thousand US dollars [2]"),
    ("en", 5, "US$45,000 [2]"),
    ("zh", 1, "8.15万瑞郎[2]"),
    ("zh", 1, "81,500瑞郎[2]"),
    ("zh", 5, "4.5万美金[1]"),
    ("zh", 5, "45,000美金[1]"),
    ("ru", 1, "81,5 тыс. швейц. франков [2]"),
    ("ru", 1, "81 500 швейц. фр. [2]"),
    ("ru", 5, "45 тыс. долл. США [3]"),
    ("ru", 5, "45 000 долл. [3]"),
    ("ru", 5, "0,045 млн долларов США [3]"),
    ("ru", 5, "45 000 дол. США [3]"),
])
def test_currency_short_names_and_multiplier_words(mats, lang, seed, budget):
    g = grade(mats, lang, seed, budget=budget)
    assert labels(g)["budget"] == "correct", g.by_id("budget").detail
    assert not g.unsupported, g.unsupported


# --- date ranges sharing one year or one month ------------------------------------------------------------------
@pytest.mark.parametrize("lang,timeline", [
    ("en", "10 March – 22 April 2027 [2, 9]"),
    ("en", "10.03–22.04.2027 [2, 9]"),
    ("en", "March 10 - April 22, 2027 [2, 9]"),
    ("en", "10/03–22/04/2027 [2, 9]"),
    ("zh", "2027年3月10日—4月22日[2][4]"),
    ("zh", "2027.03.10–04.22[2][4]"),
    ("ru", "10 марта – 22 апреля 2027 г. [2, 9]"),
    ("ru", "10.03–22.04.2027 [2, 9]"),
    ("ru", "с 10 марта по 22 апреля 2027 года [2, 9]"),
])
def test_a_range_sharing_its_year(mats, lang, timeline):
    g = grade(mats, lang, 1, timeline=timeline)
    assert labels(g)["start_date"] == labels(g)["end_date"] == "correct", [g.by_id("start_date").detail,
                                                                          g.by_id("end_date").detail]
    assert not g.unsupported, g.unsupported


@pytest.mark.parametrize("text,dates", [
    ("5–20 May 2027", [(2027, 5, 5), (2027, 5, 20)]),
    ("5 to 20 May 2027", [(2027, 5, 5), (2027, 5, 20)]),
    ("2027年5月5日至20日", [(2027, 5, 5), (2027, 5, 20)]),
    ("5–20 мая 2027 г.", [(2027, 5, 5), (2027, 5, 20)]),
    ("с 5 по 20 мая 2027 года", [(2027, 5, 5), (2027, 5, 20)]),
])
def test_a_range_sharing_its_month_gives_both_dates(text, dates):
    from kvtrial.facts.languages import get_language
    from kvtrial.facts.parse import find_dates

    lang = "zh" if "年" in text else "ru" if any("а" <= c <= "я" for c in text) else "en"
    found = [(d.year, d.month, d.day) for d in find_dates(text, get_language(lang).forms)]
    assert found == dates


# --- hedged dates: "approximately" is no firm date; "expected" / "scheduled" is the plan, stated firmly ---------
@pytest.mark.parametrize("lang,timeline,label", [
    ("en", "starts approximately on 10 March 2027 [2], ends 22 April 2027 [9]", "distorted"),
    ("en", "tentatively from 10 March 2027 [2] to 22 April 2027 [9]", "distorted"),
    ("en", "expected to start on 10 March 2027 [2] and to end on 22 April 2027 [9]", "correct"),
    ("en", "scheduled to begin 10 March 2027 [2]; end 22 April 2027 [9]", "correct"),
    ("zh", "大约2027年3月10日开始[2]，2027年4月22日结束[4]", "distorted"),
    ("zh", "初定2027年3月10日前后启动[2]，2027年4月22日结束[4]", "distorted"),
    ("zh", "预计2027年3月10日开始[2]，2027年4月22日结束[4]", "correct"),
    ("zh", "计划于2027年3月10日启动[2]，2027年4月22日结束[4]", "correct"),
    ("ru", "ориентировочно с 10 марта 2027 г. [2] по 22 апреля 2027 г. [9]", "distorted"),
    ("ru", "предположительно с 10 марта 2027 г. [2] по 22 апреля 2027 г. [9]", "distorted"),
    ("ru", "ожидается начало 10 марта 2027 г. [2], окончание 22 апреля 2027 г. [9]", "correct"),
    ("ru", "планируется с 10 марта 2027 г. [2] по 22 апреля 2027 г. [9]", "correct"),
])
def test_a_hedge_is_no_firm_date_but_an_expectation_is(mats, lang, timeline, label):
    g = grade(mats, lang, 1, timeline=timeline)
    assert labels(g)["start_date"] == label, g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail


# --- scheduling words are a plan, not work done ------------------------------------------------------------------
@pytest.mark.parametrize("lang,planned", [
    ("en", "The clerk training has been scheduled for the spring [2]."),
    ("en", "Clerk training is scheduled and approved, not started [2]."),
    ("zh", "一线文员培训已排期[2]。"),
    ("zh", "一线文员培训已安排在下月进行[2]。"),
    ("zh", "一线文员培训已定于五月开展[2]。"),
    ("ru", "Обучение операторов первой линии запланировано и утверждено [2]."),
    ("ru", "Обучение операторов первой линии назначено на апрель [2]."),
    ("en", "Clerk training has been booked for the spring [2]."),
    ("zh", "一线文员培训已纳入日程[2]。"),
    ("zh", "一线文员培训已预约在四月[2]。"),
])
def test_scheduling_words_are_a_plan(mats, lang, planned):
    g = grade_prose(mats, lang, 1, "planned", planned)  # in running text, under no "Planned:" label
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert not [u for u in g.unsupported if u.kind == "progress"], g.unsupported


# --- a done item named by another word --------------------------------------------------------------------------
@pytest.mark.parametrize("lang,done", [
    ("en", "the test environment is set up [15]"),
    ("en", "staging environment ready [15]"),
    ("zh", "沙盒环境已搭好[7]"),
    ("zh", "测试环境搭建完毕[7]"),
    ("ru", "тестовая среда настроена [19]"),
    ("ru", "песочница развёрнута [19]"),
])
def test_a_done_item_named_by_a_synonym(mats, lang, done):
    g = grade(mats, lang, 8, done=done)
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert not g.unsupported, g.unsupported


# --- a Sources line naming a fact does not undo its exclusion ---------------------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "Sources — [9] end date, approval, fax gateway; [2] start, budget"),
    ("en", "References: ¶9 (approval, legacy fax gateway), ¶15 (scope)"),
    ("en", "(Sources: para 9 fax gateway and approval)"),
    ("zh", "来源：第4段（审批、旧传真网关）；第2段（开始日期、预算）"),
    ("zh", "出处 — 【4】旧传真网关、结束日期"),
    ("ru", "Источники: абз. 9 — факс-шлюз, утверждение; абз. 2 — бюджет"),
    ("ru", "Ссылки: [9] устаревший факс-шлюз, статус"),
])
def test_a_sources_line_naming_the_excluded_item_keeps_the_exclusion(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert not g.unsupported, g.unsupported


# --- invented people: a background person given a pilot role, names in either order -----------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "Pilot lead: Sofia Marchetti."),
    ("en", "The rollout is coordinated by Berg, Jonas."),
    ("en", "Peter Okafor oversees the pilot day to day."),
    ("zh", "试点负责人：纳迪娅·拉希米。"),
    ("zh", "由约纳斯·伯格牵头推进试点。"),
    ("zh", "联系人：王建国。"),
    ("ru", "Руководитель пилота — Надия Рахими."),
    ("ru", "Пилот курирует Рахими Надия."),
    ("ru", "Иван Петров отвечает за пилот."),
    ("en", "Contact person: Okafor, Peter."),
    ("zh", "试点由露丝·阿德耶米主持。"),
    ("ru", "Координатор пилота: Фогель Карл."),
])
def test_a_person_given_a_pilot_role_the_source_does_not_give(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


@pytest.mark.parametrize("lang,extra", [
    ("en", "Background notes mention Sofia Marchetti's glossary."),
    ("zh", "纳迪娅·拉希米维护内部缩写词汇表。"),
    ("ru", "Надия Рахими ведёт глоссарий сокращений."),
])
def test_a_background_person_in_a_background_role_is_no_addition(mats, lang, extra):
    assert not grade(mats, lang, 1, extra=extra).unsupported


# --- one invented claim is one addition -------------------------------------------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "Already 40 clerks have completed the new course."),
    ("en", "The survey has already started, with 120 responses so far."),
    ("en", "Progress: 3 of 5 depots onboarded."),
    ("zh", "已有40名文员完成了新课程。"),
    ("zh", "调查已经开始，已收到120份回复。"),
    ("zh", "已完成：12名主管访谈。"),
    ("ru", "Уже 40 операторов завершили новый курс."),
    ("ru", "Опрос уже начат, получено 120 ответов."),
    ("ru", "Сделано: опрошено 12 начальников смен."),
    ("en", "So far 25 of 40 clerks have been trained."),
    ("ru", "На данный момент обучено 25 из 40 операторов."),
])
def test_an_invented_claim_with_a_number_counts_once(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) == 1, g.unsupported


# --- an exclusion said as staying out -------------------------------------------------------------------------
@pytest.mark.parametrize("lang,oos", [
    ("en", "The legacy fax gateway stays out [9]."),
    ("en", "The legacy fax gateway remains outside [9]."),
    ("zh", "旧传真网关不纳入[4]。"),
    ("ru", "Устаревший факс-шлюз остаётся за рамками [9]."),
])
def test_an_item_that_stays_out_is_excluded(mats, lang, oos):
    assert labels(grade(mats, lang, 1, oos=oos))["out_of_scope"] == "correct"
