"""Lead-ins and numbered headings that claim nothing, in every language: a line or a part that only announces what
follows ("What matters:", "Главное:", "重点如下：", "要提醒一句，…") is no addition, on its line or before the part it
leads into; a numbered or bulleted short heading closed by a period or a colon with items set under it ("5. Work.",
"5. Работы.", "五、进展。") is the document's furniture; a risk told in one sentence of the subject in its first part
("X touches many teams, so there is a risk it slips") is one addition. A lead-in before a claim leaves the claim
counted, a heading over an invented risk leaves the risk counted, and a numbered line with its value tells the fact.
Briefs written for these tests on the material of seed 5 (every fact told right by SEED5_FACTS and SEED5_WORK)."""

import pytest

from kvtrial.facts.languages import get_language
from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# a lead-in over the whole brief, on a line of its own: nothing added
OPENING = {
    "en": "Hi Sam! Here is what matters:\n\n",
    "ru": "Привет, Оля! Что тебе нужно знать:\n\n",
    "zh": "要点如下：\n",
}
# a lead-in opening the sentence of an invented claim: the claim alone is one addition
LEAD_THEN_CLAIM = {
    "en": "One thing to flag: the warehouse team wants a second trainer on site.",
    "ru": "Хочу предупредить: складская команда просит второго тренера на площадке.",
    "zh": "要提醒一句，仓库团队希望现场再配一名培训师。",
}
# a risk of the planned item, its subject in the first part: one addition
ONE_RISK = {
    "en": "The translation of the user guides touches many departments, so there is a risk it slips.",
    "ru": "Перевод руководств пользователя затрагивает много отделов, есть риск срыва сроков.",
    "zh": "用户指南翻译涉及很多部门，存在延期的风险。",
}
# minutes in numbered sections, the last a heading closed by a period over its items
NUMBERED = {
    "en": "1. Dates. The pilot runs from 9 June 2026 to 3 October 2026.\n"
          "2. Scope. Only invoice matching at the Leeds office; warranty claims are not part of it.\n"
          "3. Budget. USD 45,000.\n4. Approval. Marek Novak approved it on 15 May 2026.\n5. Work.\n"
          "   - Done: the barcode scanners have been installed.\n"
          "   - Planned (not started): the translation of the user guides.\n",
    "ru": "1. Сроки. Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г.\n"
          "2. Рамки. Только сверка счетов в офисе в Лидсе; гарантийные претензии не входят.\n"
          "3. Бюджет. 45 000 долларов США.\n4. Утверждение. Марек Новак утвердил пилот 15 мая 2026 г.\n5. Работы.\n"
          "   — Выполнено: установка сканеров штрихкодов.\n"
          "   — В плане (не начато): перевод руководств пользователя.\n",
    "zh": "一、时间。试点于2026年6月9日开始，2026年10月3日结束。\n二、范围。只涵盖利兹办公室的发票匹配，保修索赔不在范围内。\n"
          "三、预算。45,000美元。\n四、审批。马雷克·诺瓦克已于2026年5月15日批准该试点。\n五、进展。\n"
          "   - 已完成：条码扫描器安装。\n   - 计划中（尚未开始）：用户指南翻译。\n",
}
# a short label then a claim of its own: still one addition
NOTE_THEN_CLAIM = {
    "en": "Note: the board meets on Friday.",
    "ru": "Примечание: совет собирается по пятницам.",
    "zh": "注意：委员会每周五开会。",
}
# a heading of risks over an invented risk: the risk still counted
RISK_UNDER_HEADING = {
    "en": "\n\nRisks:\n- the translation may slip past the end of the pilot.\n",
    "ru": "\n\nРиски:\n- перевод может не успеть к концу пилота.\n",
    "zh": "\n\n风险：\n- 翻译可能赶不上试点结束。\n",
}
# a numbered line with its value after the topic: the budget told (here wrong), no bare heading
NUMBERED_VALUE = {
    "en": "1. Dates. The pilot runs from 9 June 2026 to 3 October 2026.\n2. Budget. USD 50,000.\n",
    "ru": "1. Сроки. Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г.\n2. Бюджет. 50 000 долларов США.\n",
    "zh": "一、时间。试点于2026年6月9日开始，2026年10月3日结束。\n二、预算。50,000美元。\n",
}
LANGS = ["en", "ru", "zh"]
# parts that only announce what follows, and parts that say something of their own
LEAD_INS = {
    "en": ["What matters:", "Here's what is important to know:", "Key points:", "One thing to flag:", "A word of caution:"],
    "ru": ["Что важно знать:", "Главное:", "Основные моменты:", "Хочу предупредить:", "Обращу внимание"],
    "zh": ["要提醒一句", "补充一下", "需要注意的是：", "重点如下：", "有一点需要注意："],
}
NO_LEAD_INS = {
    "en": ["Note: the board meets on Friday", "What matters is the budget", "The key points were agreed",
           "what you need to know"],
    "ru": ["Главное — бюджет", "Важный момент упустили", "Хочу предупредить совет", "что вам важно знать"],
    "zh": ["要提醒一句委员会", "重点是预算", "需要注意预算"],
}


def _told(lang: str) -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang]


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_lead_in_over_the_brief_adds_nothing(lang):
    g = graded(lang, 5, OPENING[lang] + _told(lang))
    _all_correct(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_lead_in_before_a_claim_leaves_one_addition(lang):
    g = graded(lang, 5, _told(lang) + " " + LEAD_THEN_CLAIM[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_risk_with_its_subject_in_one_sentence_is_one_addition(lang):
    g = graded(lang, 5, _told(lang) + " " + ONE_RISK[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_numbered_heading_closed_by_a_period_is_no_claim(lang):
    g = graded(lang, 5, NUMBERED[lang])
    _all_correct(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_label_then_a_claim_is_still_an_addition(lang):
    g = graded(lang, 5, _told(lang) + " " + NOTE_THEN_CLAIM[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_risk_under_a_heading_of_risks_is_still_counted(lang):
    g = graded(lang, 5, _told(lang) + RISK_UNDER_HEADING[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_numbered_line_with_its_value_tells_the_fact(lang):
    g = graded(lang, 5, NUMBERED_VALUE[lang])
    assert facts(g)["budget"] == "distorted"
    assert kinds(g) == []


@pytest.mark.parametrize("lang,part", [(lang, p) for lang, ps in LEAD_INS.items() for p in ps])
def test_a_part_only_announcing_what_follows_is_a_lead_in(lang, part):
    assert get_language(lang).layout.lead_in.search(part)


@pytest.mark.parametrize("lang,part", [(lang, p) for lang, ps in NO_LEAD_INS.items() for p in ps])
def test_a_part_saying_something_is_no_lead_in(lang, part):
    assert not get_language(lang).layout.lead_in.search(part)
