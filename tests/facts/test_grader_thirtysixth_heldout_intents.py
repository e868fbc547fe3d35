"""Invented claims with no digit and no name, in an ordinary brief's own voice, the thirty-sixth held-out set's class
in every language: the writer's own follow-up ("I'll set up a short call with …", "我这边已经和财务约好…碰一次", "Мы
договорились с бухгалтерией о встрече"), or the team's promise to share results, is a claim however few its words
and whatever document word it holds; a status colour said with no verb ("В целом по пилоту статус жёлтый") is a
status of its own; a reason or a goal told beside a fact ("…; the date was chosen so that …", "…: цель пилота — …")
is a claim of its own. Each is counted once: the parts telling a reason, a purpose or a follow-up on ("之所以…，是因为
…，…", "…安排一次中期评审，检查…", "…, which needs watching") are one claim with it. Each is pinned with briefs written
for these tests on the material of seed 5 (Osprey / 鱼鹰 / «Скопа»)."""

import pytest

from tests.facts.grading import facts, graded, kinds

BODY = {
    "en": "The Osprey pilot starts on 9 June 2026 and ends on 3 October 2026. It covers invoice matching at the Leeds "
          "office only; warranty claims are out of scope. The budget is USD 45,000. Marek Novak (Chief Financial "
          "Officer) approved it on 15 May 2026. The barcode scanners are installed; the translation of the user guides "
          "is planned but has not started.\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束。试点仅涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为"
          "45,000美元。该试点已于2026年5月15日由马雷克·诺瓦克（首席财务官）批准。条码扫描器安装已经完成；用户指南翻译已"
          "列入计划，但尚未开始。\n",
    "ru": "Пилот «Скопа» начинается 9 июня 2026 г. и завершается 3 октября 2026 г. Он охватывает только сверку счетов в "
          "офисе в Лидсе; гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Пилот утвердил Марек "
          "Новак (финансовый директор) 15 мая 2026 г. Сканеры штрихкодов уже установлены; перевод руководств "
          "пользователя запланирован, но ещё не начат.\n",
}


def _claims(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "claim"]


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- the writer's own follow-up, naming a fact's item or none --------------------------------------------------------
FOLLOW_UP = {
    "en": "I'll set up a short call with the finance team before the start to go through the user guide translation.",
    "zh": "我这边已经和财务部约好下周四碰一次，会上过一遍用户指南翻译的安排，有消息第一时间告诉您。",
    "ru": "Мы уже договорились с бухгалтерией о короткой встрече в первую неделю пилота, чтобы обсудить перевод "
          "руководств.",
}


@pytest.mark.parametrize("lang", list(FOLLOW_UP))
def test_the_writers_own_follow_up_is_one_claim(lang):
    g = graded(lang, 5, BODY[lang] + FOLLOW_UP[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1 and FOLLOW_UP[lang].rstrip(".。")[:12] in _claims(g)[0], kinds(g)


TEAM_PROMISE = {
    "en": "The team expects to share its first results with everyone in the spring.",
    "zh": "项目组打算在试点结束后向全公司分享初步成果。",
    "ru": "Команда планирует поделиться первыми итогами со всеми сотрудниками весной.",
}


@pytest.mark.parametrize("lang", list(TEAM_PROMISE))
def test_the_teams_promise_to_share_results_is_a_claim(lang):
    g = graded(lang, 5, BODY[lang] + TEAM_PROMISE[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


# a sign-off that only promises to keep the reader informed arranges nothing: no claim
KEEP_POSTED = {
    "en": "Happy to answer any questions.\n\nBest regards",
    "zh": "如有问题请随时联系我。\n\n祝好",
    "ru": "Если будут вопросы, пишите.\n\nС уважением",
}


@pytest.mark.parametrize("lang", list(KEEP_POSTED))
def test_a_plain_sign_off_is_no_follow_up(lang):
    g = graded(lang, 5, BODY[lang] + "\n" + KEEP_POSTED[lang] + "\n")
    _all_correct(g)
    assert kinds(g) == []


# --- a status colour in a sign-off line, with no verb ----------------------------------------------------------------
STATUS = {
    "en": "Overall, the status is amber.",
    "zh": "总体状态：黄色。",
    "ru": "В целом по пилоту статус жёлтый.",
}


@pytest.mark.parametrize("lang", list(STATUS))
def test_a_status_colour_in_the_closing_line_is_a_claim(lang):
    g = graded(lang, 5, BODY[lang] + STATUS[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


def test_a_status_word_closing_a_sentence_with_its_approval_state_is_no_colour():
    # "утверждение получено" closes on the approval's own state: the approval told again, no status of its own
    g = graded("ru", 5, BODY["ru"] + "Итак, утверждение получено.\n")
    _all_correct(g)
    assert kinds(g) == []


# --- a reason or a goal told beside a fact ---------------------------------------------------------------------------
REASON_BESIDE = {
    "en": BODY["en"].replace("ends on 3 October 2026.", "ends on 3 October 2026; the end was chosen so that the pilot "
                                                         "stays clear of the year-end freeze."),
    "zh": BODY["zh"].replace("2026年10月3日结束。", "2026年10月3日结束，之所以定在这一天，是为了避开年底的冻结期。"),
    "ru": BODY["ru"].replace("в офисе в Лидсе;", "в офисе в Лидсе: цель пилота — ускорить закрытие месяца;"),
}


@pytest.mark.parametrize("lang", list(REASON_BESIDE))
def test_a_reason_beside_a_fact_is_one_claim_of_its_own(lang):
    g = graded(lang, 5, REASON_BESIDE[lang])
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


# the same form with a wrong value: the fact is still distorted, and the reason still counted
WRONG_AND_REASON = {
    "en": REASON_BESIDE["en"].replace("3 October 2026", "3 November 2026"),
    "zh": REASON_BESIDE["zh"].replace("2026年10月3日", "2026年11月3日"),
    "ru": REASON_BESIDE["ru"].replace("3 октября 2026 г.", "3 ноября 2026 г."),
}


@pytest.mark.parametrize("lang", list(WRONG_AND_REASON))
def test_a_reason_beside_a_wrong_value_still_counts(lang):
    g = graded(lang, 5, WRONG_AND_REASON[lang])
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert len(_claims(g)) == 1, kinds(g)


# --- a reason, a purpose or a call to watch told on in the parts after: counted once ---------------------------------
REASON_SENTENCE = {
    "en": "This site was picked because its invoice volume is the highest, and the effect should be easiest to see "
          "there.",
    "zh": "之所以只选这一个办公室，是因为那边的发票数量最多，最容易看出差别。",
    "ru": "Такую площадку выбрали потому, что там больше всего счетов, и эффект будет заметен быстрее всего.",
}

RISK_WATCHED = {
    "en": "The old scanner firmware may not talk to the order system reliably, which needs watching.",
    "zh": "新装的扫描器与现有订单系统之间的兼容性仍有不确定性，需要持续关注。",
    "ru": "Старая прошивка сканеров может плохо работать с системой заказов, за этим нужно следить.",
}


@pytest.mark.parametrize("lang", list(REASON_SENTENCE))
def test_a_reason_told_over_several_parts_is_one_claim(lang):
    g = graded(lang, 5, BODY[lang] + REASON_SENTENCE[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(RISK_WATCHED))
def test_a_risk_and_the_call_to_watch_it_are_one_claim(lang):
    g = graded(lang, 5, BODY[lang] + RISK_WATCHED[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


REVIEW_WITH_PURPOSE = {
    "en": "We suggest a mid-term review in early September, to check how invoice matching works in practice.",
    "zh": "建议在9月初安排一次中期评审，检查发票匹配的实际运行情况。",
    "ru": "Предлагаем провести промежуточный обзор в начале сентября, чтобы проверить, как сверка счетов работает на "
          "практике.",
}


@pytest.mark.parametrize("lang", list(REVIEW_WITH_PURPOSE))
def test_a_review_with_its_date_and_purpose_is_one_addition(lang):
    g = graded(lang, 5, BODY[lang] + REVIEW_WITH_PURPOSE[lang] + "\n")
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)
