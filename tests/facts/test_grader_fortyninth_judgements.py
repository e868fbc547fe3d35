"""The writer's own risk, reason, forecast or judgement beside a fact, the forty-ninth held-out set's class in every
language: a risk opening a later sentence of an answer is a claim of its own though it names a fact's date as its
topic; a reason after an exclusion's colon is one, the item named only in the question; a forecast naming the pilot
is one, however few its new words, and counts once when repeated (cut off at the end too); a forecast or judgement on
a length computed from the dates is one. Not over-firing: the computed length alone, a remark on the notes, a fact
told again with "so" joining two source facts. Pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

WORK = {lang: told + "\n\n" for lang, told in SEED5_WORK.items()}


def _graded(lang: str, text: str):
    g = graded(lang, 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    return g


# --- an answer told on with a risk that names a fact's date as its topic ------------------------------------------
QA = {
    "en": "Q: When does it run?\nA: From 9 June 2026 to 3 October 2026.\n\nQ: What is covered?\nA: Only invoice "
          "matching at the Leeds office.\n\nQ: Are warranty claims in?\nA: No, warranty claims are not part of it.\n\n"
          "Q: Budget?\nA: USD 45,000.\n\nQ: Is it approved?\nA: Yes. Marek Novak approved it on 15 May 2026.{risk}\n\n"
          "Q: Progress?\nA: " + SEED5_WORK["en"] + "\n",
    "ru": "— Когда идёт пилот?\nС 9 июня 2026 г. по 3 октября 2026 г.\n\n— Что охватывает?\nТолько сверку счетов в "
          "офисе в Лидсе.\n\n— Гарантийные претензии входят?\nНет, гарантийные претензии в пилот не входят.\n\n"
          "— Бюджет?\n45 000 долларов США.\n\n— Утверждён?\nДа. Марек Новак утвердил пилот 15 мая 2026 г.{risk}\n\n"
          "— Что с работами?\n" + SEED5_WORK["ru"] + "\n",
    "zh": "问：试点什么时候进行？\n答：2026年6月9日开始，2026年10月3日结束。\n\n问：范围是什么？\n"
          "答：只涵盖利兹办公室的发票匹配。\n\n问：保修索赔包括吗？\n答：不包括，保修索赔不在范围内。\n\n问：预算多少？\n答：45,000美元。\n\n问：批准了吗？\n"
          "答：已批准。马雷克·诺瓦克于2026年5月15日批准。{risk}\n\n问：进展如何？\n答：" + SEED5_WORK["zh"] + "\n",
}
RISK = {
    "en": " The main risk is that the vendor's scanner firmware stalls and the 3 October 2026 finish slides.",
    "ru": " Главный риск — прошивка сканеров у поставщика зависнет, и финиш 3 октября 2026 г. сдвинется.",
    "zh": "主要风险是供应商的扫描固件出故障，导致2026年10月3日的收尾往后拖。",
}


@pytest.mark.parametrize("lang", list(QA))
def test_a_risk_told_on_in_an_answer_is_one_addition(lang):
    got = kinds(_graded(lang, QA[lang].format(risk=RISK[lang])))
    assert len(got) == 1, got


@pytest.mark.parametrize("lang", list(QA))
def test_the_answer_without_the_risk_adds_nothing(lang):
    assert kinds(_graded(lang, QA[lang].format(risk=""))) == []


# --- a reason after an exclusion's colon, the item named only in the question ---------------------------------------
EXCLUDED = {
    "en": ("Q: Are warranty claims in?\nA: No, warranty claims are not part of it.",
           "Q: Are warranty claims in?\nA: No, they are explicitly excluded: warranty claims go through the maker's "
           "web portal, so nobody wanted to touch that process in the pilot."),
    "ru": ("— Гарантийные претензии входят?\nНет, гарантийные претензии в пилот не входят.",
           "— Гарантийные претензии входят?\nНет, они явно исключены: гарантийные претензии идут через портал "
           "производителя, поэтому этот процесс в пилоте решили не трогать."),
    "zh": ("问：保修索赔包括吗？\n答：不包括，保修索赔不在范围内。",
           "问：保修索赔包括吗？\n答：不包括，保修索赔被明确排除在外：外部维修公司一直在代为处理这类索赔，所以试点没有动它。"),
}


@pytest.mark.parametrize("lang", list(EXCLUDED))
def test_a_reason_after_the_exclusions_colon_is_one_addition(lang):
    plain, reasoned = EXCLUDED[lang]
    got = kinds(_graded(lang, QA[lang].format(risk="").replace(plain, reasoned)))
    assert len(got) == 1, got


# --- a forecast naming the pilot, repeated and cut off at the end --------------------------------------------------
FORECAST = {
    "en": "Osprey is going to be a big success for Brightwater Supply.",
    "ru": "Пилот «Скопа» наверняка будет очень успешным для компании.",
    "zh": "鱼鹰试点肯定会很成功。",
}


@pytest.mark.parametrize("lang", list(FORECAST))
def test_a_forecast_naming_the_pilot_is_one_addition(lang):
    got = kinds(_graded(lang, SEED5_FACTS[lang] + WORK[lang] + FORECAST[lang] + "\n"))
    assert len(got) == 1, got


@pytest.mark.parametrize("lang", list(FORECAST))
def test_a_forecast_repeated_and_cut_off_counts_once(lang):
    said = FORECAST[lang]
    text = SEED5_FACTS[lang] + WORK[lang] + said + "\n" + said + "\n" + said[:len(said) * 2 // 3]
    got = kinds(_graded(lang, text))
    assert len(got) == 1, got


# --- a judgement or forecast on a length computed from the dates ----------------------------------------------------
LENGTH = {"en": "\nLength: 116 days.\n", "ru": "\nДлительность: 116 дней.\n", "zh": "\n时长：116天。\n"}
JUDGED = {
    "en": "- 116 days is tight: if the guide translation runs late, the pilot will most likely have to be extended.\n",
    "ru": "- 116 дней — впритык: если перевод задержится, пилот, скорее всего, придётся продлить.\n",
    "zh": "- 116天很紧张，如果翻译拖延，试点很可能要延期。\n",
}


@pytest.mark.parametrize("lang", list(LENGTH))
def test_a_computed_length_alone_adds_nothing(lang):
    assert kinds(_graded(lang, SEED5_FACTS[lang] + WORK[lang] + LENGTH[lang])) == []


@pytest.mark.parametrize("lang", list(JUDGED))
def test_a_forecast_on_the_computed_length_is_one_addition(lang):
    got = kinds(_graded(lang, SEED5_FACTS[lang] + WORK[lang] + JUDGED[lang]))
    assert len(got) == 1, got


# --- not over-firing: a remark on the notes, two source facts joined by "so" ---------------------------------------
QUIET = {
    "en": ["The notes do not say why warranty claims were left out.",
           "The scanners are already installed, so the translation of the user guides is the next step."],
    "ru": ["В записях не сказано, почему гарантийные претензии исключены.",
           "Сканеры уже установлены, поэтому следующий шаг — перевод руководств пользователя."],
    "zh": ["材料没有说明为什么保修索赔被排除。",
           "扫描器已经装好，所以下一步是翻译用户指南。"],
}


@pytest.mark.parametrize("lang", list(QUIET))
@pytest.mark.parametrize("n", [0, 1])
def test_a_remark_on_the_notes_or_a_so_between_facts_adds_nothing(lang, n):
    assert kinds(_graded(lang, SEED5_FACTS[lang] + WORK[lang] + QUIET[lang][n] + "\n")) == []
