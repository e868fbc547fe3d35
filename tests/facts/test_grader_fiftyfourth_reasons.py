"""A reason or a purpose the writer gives for the scope's limit ("limited to one site to keep the risk low",
"ограничен одной площадкой, чтобы снизить риски", "只放在一个站点，是为了降低风险") is one addition, however many of its
words the notes know; the scope told by its shape with no reason, or with a reason the notes give themselves, adds
nothing. A Sources list given as the answer to a question asking for the Sources ("Q: Sources? / A: [8] end date,
approval, X") claims nothing: the excluded item it names is no item told as in scope, while an exclusion told as
included still distorts. Briefs written for these tests on seed 5294."""

import dataclasses

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.grading import facts, graded, kinds, material

SEED = 5294
SEP = {"en": " ", "ru": " ", "zh": ""}

FRAME = {
    "en": ("Heron pilot, in short\n\nDates: 2 May 2027 to 19 August 2027 [2][8].\n"
           "Scope: invoice matching at the Lyon warehouse only [15]. {extra}The Madrid sales office is explicitly "
           "excluded [8].\nBudget: USD 73,500 [2].\nApproval: not yet given; the works council still has to decide [8].\n"
           "Completed: migration of the test accounts [15].\nPlanned, not started: training of the front-line clerks [2].\n"),
    "ru": ("Кратко о пилоте «Цапля»\n\nСроки: со 2 мая 2027 г. по 19 августа 2027 г. [3][10].\n"
           "Рамки: только сверка счетов на складе в Лионе [17]. {extra}Офис продаж в Мадриде явно исключён [10].\n"
           "Бюджет: 73 500 долларов США [3].\nУтверждение: пока нет, ждём решения совета трудового коллектива [10].\n"
           "Завершено: миграция тестовых учётных записей [17].\nЗапланировано, не начато: обучение операторов первой "
           "линии [3].\n"),
    "zh": ("苍鹭试点摘要\n\n时间：2027年5月2日至2027年8月19日 [2][5]。\n"
           "范围：仅限里昂仓库的发票匹配 [8]。{extra}马德里销售办事处明确不在范围内 [5]。\n预算：73,500美元 [2]。\n"
           "审批：尚未批准，仍在等待职工委员会审批 [5]。\n已完成：测试账户迁移 [8]。\n已计划、未开始：一线文员培训 [2]。\n"),
}

REASONS = {
    "en": ("The pilot is limited to one site to keep the risk low.", "To keep the risk low, the pilot is limited to one site."),
    "ru": ("Пилот ограничен одной площадкой, чтобы снизить риски.", "Чтобы снизить риски, пилот ограничен одной площадкой."),
    "zh": ("试点只限一个站点，是为了降低风险。", "为了降低风险，试点只限一个站点。"),
}
SHAPE_ONLY = {"en": "The pilot is limited to one site.", "ru": "Пилот ограничен одной площадкой.", "zh": "试点只限一个站点。"}


def _brief(lang: str, extra: str = "") -> str:
    return FRAME[lang].format(extra=extra + (SEP[lang] if extra else ""))


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_the_frame_is_all_correct(lang):
    g = graded(lang, SEED, _brief(lang))
    assert set(facts(g).values()) == {"correct"} and kinds(g) == [], (facts(g), kinds(g))


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
@pytest.mark.parametrize("where", [0, 1])
def test_a_reason_for_the_scopes_limit_is_one_addition(lang, where):
    g = graded(lang, SEED, _brief(lang, REASONS[lang][where]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_the_scope_told_by_its_shape_alone_adds_nothing(lang):
    g = graded(lang, SEED, _brief(lang, SHAPE_ONLY[lang]))
    assert set(facts(g).values()) == {"correct"} and kinds(g) == [], (facts(g), kinds(g))


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_reason_the_notes_give_for_the_limit_adds_nothing(lang):
    base = material(lang, SEED)
    said = REASONS[lang][0]
    scope = base.fact("scope")
    told = [dataclasses.replace(f, sentence=f.sentence + SEP[lang] + said) if f is scope else f for f in base.facts]
    paragraphs = [p.replace(scope.sentence, scope.sentence + SEP[lang] + said) for p in base.paragraphs]
    assert paragraphs != base.paragraphs
    g = grade_output(dataclasses.replace(base, facts=told, paragraphs=paragraphs), _brief(lang, said))
    assert set(facts(g).values()) == {"correct"} and kinds(g) == [], (facts(g), kinds(g))


QA = {
    "en": ("Heron pilot: questions and answers\n\nQ: Dates?\nA: 2 May 2027 to 19 August 2027 [2][8].\n\n"
           "Q: Scope?\nA: Invoice matching at the Lyon warehouse only [15]. {out}\n\n"
           "Q: Budget?\nA: USD 73,500 [2].\n\nQ: Approval?\nA: Not yet; the works council still has to decide [8].\n"
           "Completed: migration of the test accounts [15].\nPlanned, not started: training of the front-line clerks [2].\n\n"
           "Q: Sources?\nA: [2] dates, budget, training; [8] end date, approval, Madrid sales office; [15] scope, migration.\n"),
    "ru": ("Пилот «Цапля»: вопросы и ответы\n\nВ: Сроки?\nО: со 2 мая 2027 г. по 19 августа 2027 г. [3][10].\n\n"
           "В: Рамки?\nО: только сверка счетов на складе в Лионе [17]. {out}\n\n"
           "В: Бюджет?\nО: 73 500 долларов США [3].\n\nВ: Утверждение?\nО: пока нет, ждём решения совета трудового "
           "коллектива [10].\nЗавершено: миграция тестовых учётных записей [17].\nЗапланировано, не начато: обучение "
           "операторов первой линии [3].\n\nВ: Источники?\nО: [3] сроки, бюджет, обучение; [10] окончание, утверждение, "
           "офис продаж в Мадриде; [17] рамки, миграция.\n"),
    "zh": ("苍鹭试点问答\n\n问：时间？\n答：2027年5月2日至2027年8月19日 [2][5]。\n\n"
           "问：范围？\n答：仅限里昂仓库的发票匹配 [8]。{out}\n\n问：预算？\n答：73,500美元 [2]。\n\n"
           "问：审批？\n答：尚未批准，仍在等待职工委员会审批 [5]。\n已完成：测试账户迁移 [8]。\n"
           "已计划、未开始：一线文员培训 [2]。\n\n"
           "问：来源？\n答：[2] 开始日期、预算、培训；[5] 结束日期、审批、马德里销售办事处；[8] 范围、账户迁移。\n"),
}
OUT = {
    "en": ("The Madrid sales office is explicitly excluded [8].", "The Madrid sales office is included as well [8]."),
    "ru": ("Офис продаж в Мадриде явно исключён [10].", "Офис продаж в Мадриде тоже входит в пилот [10]."),
    "zh": ("马德里销售办事处明确不在范围内 [5]。", "马德里销售办事处也包括在内 [5]。"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_sources_answer_naming_the_excluded_item_claims_nothing(lang):
    g = graded(lang, SEED, QA[lang].format(out=OUT[lang][0]))
    assert set(facts(g).values()) == {"correct"} and kinds(g) == [], (facts(g), kinds(g))


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_an_exclusion_told_as_included_still_distorts(lang):
    g = graded(lang, SEED, QA[lang].format(out=OUT[lang][1]))
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
