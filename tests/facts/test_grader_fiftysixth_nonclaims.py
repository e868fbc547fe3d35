"""Text that claims nothing new: a field named and said empty in more words ("Completed so far: nothing to report
yet", "Risks: none reported so far"), a count of the work items the sentence has just named ("X和Y两项"), a closing
invitation or an offer to send more on anyone's wish ("If anyone needs the full note, I'll send it", "有问题您随时说",
"Если кому-то нужна справка — пришлю") and advice on answering with a fact just told ("有人问起可以直接说明"). A real
count, a risk with content, an offer or a closing line naming someone new still count."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

# the done item told as planned, the done list said empty under a label of its own wording
EMPTY_DONE = {
    "en": "Coming up:\n- translation of the user guides\n- barcode scanners\n\nCompleted so far: nothing to report yet.",
    "zh": "计划：\n- 用户指南翻译\n- 条码扫描器安装\n\n目前已完成：暂无可汇报的。",
    "ru": "Запланировано:\n- перевод руководств пользователя\n- установка сканеров штрихкодов\n\nСделано на сегодня: пока "
          "докладывать нечего.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_empty_done_field_is_the_done_fact_and_no_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + EMPTY_DONE[lang])
    assert facts(g)["done"] == "distorted"
    assert kinds(g) == []


EMPTY_RISKS = {"en": "Risks: none reported so far.", "zh": "风险：暂无。", "ru": "Риски: пока нечего отметить."}
RISKS = {"en": "Risks: the vendor may slip its delivery.", "zh": "风险：供应商可能延期。",
         "ru": "Риски: поставщик может задержать поставку."}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_field_said_empty_claims_nothing_but_a_risk_told_counts(lang):
    assert kinds(graded(lang, 5, FULL[lang] + "\n\n" + EMPTY_RISKS[lang])) == []
    assert len(kinds(graded(lang, 5, FULL[lang] + "\n\n" + RISKS[lang]))) == 1


COUNTED = {
    "zh": "所以目前完成的有条码扫描器安装和用户指南翻译两项。",
    "en": "So the two items on the list are the barcode scanners and the user guide translation.",
    "ru": "Итак, установка сканеров и перевод руководств — эти две задачи и есть весь список.",
}
REAL_COUNT = {"en": "Two extra clerks were hired.", "zh": "另外新招了两名文员。", "ru": "Наняли ещё двух операторов."}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_count_of_the_items_just_named_is_no_number(lang):
    assert ("number" not in {k for k, _ in kinds(graded(lang, 5, FULL[lang] + "\n\n" + COUNTED[lang]))})


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_real_count_still_counts(lang):
    assert [k for k, _ in kinds(graded(lang, 5, FULL[lang] + "\n\n" + REAL_COUNT[lang]))] == ["number"]


def test_a_count_other_than_the_items_named_still_counts():
    assert [k for k, _ in kinds(graded("zh", 5, FULL["zh"] + "\n\n条码扫描器安装和用户指南翻译三项都已完成。"))] == ["number"]


CLOSINGS = [
    ("en", "If anyone needs the full note with links to the records, I'll send it."),
    ("en", "Any questions, just ask anytime."),
    ("en", "Warranty claims stay out; if asked, you can confirm it."),
    ("zh", "有问题您随时说～"),
    ("zh", "如果有人需要完整版，我可以发给他。"),
    ("zh", "保修索赔不在范围内，有人问起可以直接说明。"),
    ("ru", "Если кому-то нужна полная справка со ссылками на записи — пришлю."),
    ("ru", "Гарантийные претензии в пилот не входят; если спросят — так и отвечайте."),
]


@pytest.mark.parametrize("lang,line", CLOSINGS)
def test_a_closing_offer_or_advice_on_a_fact_told_is_no_addition(lang, line):
    assert kinds(graded(lang, 5, FULL[lang] + "\n\n" + line)) == []


WITH_CONTENT = [
    ("en", "I'll send the updated budget of EUR 5,000 on Friday.", "amount"),
    ("en", "Questions go to Anna Kowalski.", "person"),
    ("zh", "我周五把更新后的5,000欧元预算发给您。", "amount"),
    ("zh", "如果有人需要，供应商下周会再培训两名文员。", "number"),
    ("ru", "Если будут вопросы — пишите Ивану Петрову.", "person"),
    ("ru", "Если кому-то нужна помощь, вендор проведёт ещё два тренинга.", "number"),
]


@pytest.mark.parametrize("lang,line,kind", WITH_CONTENT)
def test_an_offer_or_closing_with_content_still_counts(lang, line, kind):
    assert kind in [k for k, _ in kinds(graded(lang, 5, FULL[lang] + "\n\n" + line))]
