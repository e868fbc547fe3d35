"""Text that is no claim of its own: a chat reply's verdict on the user's words ("Close.", "差不多。", "Почти."), an
offer of another version with its "if" unsaid, after a Sources line on the same line ("需要详细版我再发您", "Нужна
подробная версия — пришлю"), a lead naming the present state as the measure ("as things are now", "按目前的情况", "по
текущему положению"), which belongs to the claim after it, and the pilot's length computed right from its dates in
any wording ("между датой начала и датой окончания — N дней"). A claim after the verdict, a real next step after the
Sources line, the claim after the lead (once) and a wrong length still count."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

# seed 5: 9 June 2026 to 3 October 2026, USD 45,000; the user's premise has the currency wrong
CHAT = {
    "en": "User: Could you recap the pilot? I believe it is 45k euros and begins in June.\nAssistant: {v} It does begin "
          "on 9 June 2026, but the budget is USD 45,000, not euros. It ends on 3 October 2026.\nIt covers only invoice "
          "matching at the Leeds office; warranty claims are not part of it. Marek Novak approved it on 15 May 2026.\n"
          "User: And the work?\nAssistant: The barcode scanners have already been installed; the translation of the "
          "user guides is planned but has not started.",
    "zh": "用户：帮我回顾一下试点。我记得预算是4.5万欧元，六月开始？\n助手：{v}确实是2026年6月9日开始，但预算是45,000美元，"
          "不是欧元。2026年10月3日结束。\n只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于2026年5月15日批准"
          "该试点。\n用户：工作进展呢？\n助手：条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。",
    "ru": "Пользователь: Напомни про пилот? Бюджет вроде 45 тысяч евро и старт в июне.\nАссистент: {v} Старт "
          "действительно 9 июня 2026 г., но бюджет — 45 000 долларов США, а не евро. Окончание — 3 октября 2026 г.\n"
          "Пилот охватывает только сверку счетов в офисе в Лидсе; гарантийные претензии в пилот не входят. Марек Новак "
          "утвердил пилот 15 мая 2026 г.\nПользователь: А работы?\nАссистент: Установка сканеров штрихкодов уже "
          "завершена, а перевод руководств пользователя запланирован, но не начат.",
}

VERDICTS = [
    ("en", "Close."), ("en", "Exactly."), ("en", "Spot on."), ("en", "Almost."),
    ("zh", "差不多。"), ("zh", "基本对。"),
    ("ru", "Почти."), ("ru", "Именно так."), ("ru", "Не совсем."),
]


@pytest.mark.parametrize("lang,verdict", VERDICTS)
def test_a_replys_verdict_on_the_users_words_is_no_addition(lang, verdict):
    assert kinds(graded(lang, 5, CHAT[lang].format(v=verdict))) == []


INVENTED_AFTER = {
    "en": "Close. The vendor has also signed the contract.",
    "zh": "差不多。供应商也已经签了合同。",
    "ru": "Почти. Поставщик тоже уже подписал договор.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_claim_after_the_verdict_still_counts(lang):
    assert len(kinds(graded(lang, 5, CHAT[lang].format(v=INVENTED_AFTER[lang])))) == 1


SOURCES = {"en": "Sources: [1][5][8]. ", "zh": "来源段落：[1][5][8]。", "ru": "Источники: [1][5][8]. "}

OFFERS = [
    ("en", "Need the detailed version? I will send it over."),
    ("zh", "需要详细版我再发您。"),
    ("zh", "要完整版的话我再整理。"),
    ("ru", "Нужна подробная версия — пришлю."),
    ("ru", "Понадобится таблица, сделаю."),
]


@pytest.mark.parametrize("lang,offer", OFFERS)
def test_an_offer_after_the_sources_on_one_line_is_no_addition(lang, offer):
    assert kinds(graded(lang, 5, FULL[lang] + "\n\n" + SOURCES[lang] + offer)) == []


NEXT_STEPS = {
    "en": "Next, the team will train the Leeds clerks in July.",
    "zh": "下周供应商的工程师会来现场。",
    "ru": "На следующей неделе на площадку приедут инженеры поставщика.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_next_step_after_the_sources_still_counts(lang):
    assert len(kinds(graded(lang, 5, FULL[lang] + "\n\n" + SOURCES[lang] + NEXT_STEPS[lang]))) == 1


LEADS = [
    ("en", "As things are now, the vendor should finish the integration next week."),
    ("en", "Going by the current situation, the vendor should finish the integration next week."),
    ("zh", "按目前的情况，供应商下周应该就能完成对接。"),
    ("zh", "照现在的进度，供应商下周应该就能完成对接。"),
    ("ru", "По текущему положению дел, поставщик закончит интеграцию на следующей неделе."),
    ("ru", "При нынешнем раскладе поставщик закончит интеграцию на следующей неделе."),
]


@pytest.mark.parametrize("lang,text", LEADS)
def test_a_lead_with_its_claim_counts_once(lang, text):
    assert len(kinds(graded(lang, 5, FULL[lang] + "\n\n" + text))) == 1


def test_a_lead_in_a_chat_reply_counts_once_with_its_claim():
    chat = CHAT["zh"].format(v="") + "\n用户：供应商下周能对接完吧？\n助手：对，按目前的情况，供应商下周应该就能完成对接。"
    assert len(kinds(graded("zh", 5, chat))) == 1


# 9 June to 3 October 2026: 116 days
LENGTHS = {
    "en": "Between the start and the end: {n} days.",
    "zh": "起止之间共{n}天。",
    "ru": "Между датой начала и датой окончания — {n} дней.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_length_computed_right_from_the_dates_is_no_addition(lang):
    assert kinds(graded(lang, 5, FULL[lang] + "\n\n" + LENGTHS[lang].format(n=116))) == []


def test_a_length_between_the_dates_told_from_the_start_date_is_no_addition():
    assert kinds(graded("ru", 5, FULL["ru"] + "\n\nОт даты начала до даты окончания — 116 дней.")) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_length_off_by_a_week_still_counts(lang):
    assert len(kinds(graded(lang, 5, FULL[lang] + "\n\n" + LENGTHS[lang].format(n=123)))) == 1
