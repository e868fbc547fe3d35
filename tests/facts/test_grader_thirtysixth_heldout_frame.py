"""Lines about the brief, the notes or the reader, and counts of the brief's own items, the thirty-sixth held-out set's
class in every language: a lead-in over the list under it, a remark that the notes give only some things and the
topics they leave open listed as questions, advice to the reader and a remark that the background leaves the pilot
alone, a publication's masthead, a heading that says only a stage, counts of the brief's own items (one site, one
stage done, one excluded, "one done, one waiting") and a value set aside after the one that stands are no claims of
the pilot. Each is pinned with briefs written for these tests on the material of seed 7, and each beside a case where
the same form carries a wrong value or an invented claim, which is still caught."""

import pytest

from tests.facts.grading import facts, graded, kinds

SEED = 7  # Osprey / 鱼鹰 / «Скопа»: approval pending with the investment board

TIMELINE = {
    "en": "Osprey runs from 10 June 2027 to 30 July 2027.",
    "zh": "鱼鹰试点于2027年6月10日开始，2027年7月30日结束。",
    "ru": "Пилот «Скопа» идёт с 10 июня 2027 г. по 30 июля 2027 г.",
}
SCOPE = {
    "en": "It covers spare parts ordering at the Gdansk depot only; the Madrid sales office is explicitly out of scope.",
    "zh": "试点只涵盖格但斯克仓储站的备件订购，马德里销售办事处明确不在试点范围内。",
    "ru": "Пилот охватывает только заказ запчастей в депо в Гданьске; офис продаж в Мадриде явно исключён.",
}
BUDGET = {"en": "Budget: CHF 91,500.", "zh": "预算：91,500瑞士法郎。", "ru": "Бюджет: 91 500 швейцарских франков."}
APPROVAL = {
    "en": "Approval by the investment board is still pending.",
    "zh": "尚未获批，仍在等待投资委员会审批。",
    "ru": "Пилот ещё не утверждён: ждём решения инвестиционного совета.",
}
WORK = {
    "en": "Done: the migration of the test accounts.\nPlanned, not started: the training of the front-line clerks.",
    "zh": "已完成：测试账户迁移。\n计划（尚未开始）：一线文员培训。",
    "ru": "Сделано: миграция тестовых учётных записей.\nЗапланировано, но не начато: обучение операторов первой линии.",
}


def brief(lang: str, before: str = "", after: str = "", timeline: str | None = None, work: str | None = None) -> str:
    lines = [before, timeline or TIMELINE[lang], SCOPE[lang], BUDGET[lang], APPROVAL[lang], work or WORK[lang], after]
    return "\n".join(x for x in lines if x) + "\n"


def all_correct(g) -> bool:
    return set(facts(g).values()) == {"correct"}


# --- a lead-in over the list under it ---------------------------------------------------------------------------------
LEAD_IN = {
    "en": "Here are the dates first.\n\nEverything else, in case the steering group asks you:",
    "zh": "先说日期。\n\n其余情况，以防有人问起：",
    "ru": "Сначала сроки.\n\nОстальное — на случай, если спросят:",
}


@pytest.mark.parametrize("lang", list(LEAD_IN))
def test_a_lead_in_over_the_list_is_no_claim(lang):
    first, lead = LEAD_IN[lang].split("\n\n")
    items = "\n".join("- " + x for x in (SCOPE[lang], BUDGET[lang], APPROVAL[lang]) + tuple(WORK[lang].split("\n")))
    g = graded(lang, SEED, f"{first}\n{TIMELINE[lang]}\n\n{lead}\n{items}\n")
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


# --- what the notes give only, and the topics they leave open, listed as questions ------------------------------------
SILENT = {
    "en": "The notes give only the total amount; there is no breakdown by item.\n\nWhat the notes do not say\n"
          "- Who runs the depot's side of the pilot.\n- How the results will be judged.\n- Whether a second phase follows.",
    "zh": "笔记只给出了总金额，没有分项明细。\n\n笔记未说明：\n- 由谁负责仓储站一侧的工作。\n- 如何评估试点效果。\n"
          "- 是否会有第二阶段。",
    "ru": "В записях указана только общая сумма, разбивки нет.\n\nЧего в записях нет:\n"
          "- Кто отвечает за работу на стороне депо.\n- Как будут оценивать результаты.\n- Будет ли второй этап.",
}
SILENT_CLAIM = {  # an item under the same heading that reports work the notes never give is still an addition
    "en": "What the notes do not say\n- Who runs the depot's side of the pilot.\n- The barcode scanners have already been "
          "delivered to the depot.",
    "zh": "笔记未说明：\n- 由谁负责仓储站一侧的工作。\n- 条码扫描器已经运到仓储站并完成了安装。",
    "ru": "Чего в записях нет:\n- Кто отвечает за работу на стороне депо.\n- Сканеры штрихкодов уже доставлены в депо и "
          "установлены.",
}


@pytest.mark.parametrize("lang", list(SILENT))
def test_what_the_notes_leave_open_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, after=SILENT[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(SILENT_CLAIM))
def test_a_claim_listed_among_the_open_topics_still_adds(lang):
    g = graded(lang, SEED, brief(lang, after=SILENT_CLAIM[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- advice to the reader, and a remark that the background leaves the pilot alone ------------------------------------
ADVICE = {
    "en": "The other paragraphs describe the canteen and the car park. This helps with the company's atmosphere but "
          "does not affect the pilot.\nIf you need these details, check with the project team rather than guess.\n"
          "Don't mix them up.",
    "zh": "其余段落讲的是食堂和停车场。这些内容可以帮助了解公司氛围，但不影响对试点的判断。\n"
          "如果需要这些信息，需要另行向项目组确认，不宜自行推断。\n不要混淆。",
    "ru": "Остальные абзацы — про столовую и парковку, на пилот это не влияет.\nЕсли эти сведения нужны, их стоит уточнить у "
          "команды проекта.\nНе стоит домысливать.",
}


@pytest.mark.parametrize("lang", list(ADVICE))
def test_advice_to_the_reader_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, after=ADVICE[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


# --- a publication's masthead or section name -------------------------------------------------------------------------
MASTHEAD = {"en": "Internal newsletter · Project news", "zh": "【内部通讯·项目速递】", "ru": "Новости проектов."}
MASTHEAD_CLAIM = {  # a claim of its own after the masthead on its line is still one addition
    "en": "Project news. The pilot team won the regional logistics award last month.",
    "zh": "【项目速递】试点团队上个月获得了地区物流创新大奖。",
    "ru": "Новости проектов. Команда пилота в прошлом месяце получила региональную премию за инновации в логистике.",
}


@pytest.mark.parametrize("lang", list(MASTHEAD))
def test_a_masthead_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, before=MASTHEAD[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(MASTHEAD_CLAIM))
def test_a_claim_after_the_masthead_still_adds(lang):
    g = graded(lang, SEED, brief(lang, before=MASTHEAD_CLAIM[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a heading that says only a stage, over the items that name the work ----------------------------------------------
STAGE_HEADING = {
    "en": "Already behind us\n- The migration of the test accounts: completed.\n\nStill to come\n"
          "- The training of the front-line clerks: planned, not started.",
    "zh": "已经完成的\n- 测试账户迁移：已完成。\n\n还没开始的\n- 一线文员培训：已列入计划，尚未开始。",
    "ru": "Уже позади\n- Миграция тестовых учётных записей: завершена.\n\nЕщё впереди\n"
          "- Обучение операторов первой линии: запланировано, не начато.",
}
STAGE_HEADING_CLAIM = {  # an item under it that brings in work of its own still adds
    "en": "Already behind us\n- The migration of the test accounts: completed.\n- The depot's shelving has been rebuilt.\n\n"
          "Still to come\n- The training of the front-line clerks: planned, not started.",
    "zh": "已经完成的\n- 测试账户迁移：已完成。\n- 仓储站货架改造已经完工。\n\n"
          "还没开始的\n- 一线文员培训：已列入计划，尚未开始。",
    "ru": "Уже позади\n- Миграция тестовых учётных записей: завершена.\n- Стеллажи в депо уже перестроены.\n\nЕщё впереди\n"
          "- Обучение операторов первой линии: запланировано, не начато.",
}


@pytest.mark.parametrize("lang", list(STAGE_HEADING))
def test_a_heading_saying_only_a_stage_is_no_progress(lang):
    g = graded(lang, SEED, brief(lang, work=STAGE_HEADING[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(STAGE_HEADING_CLAIM))
def test_work_listed_under_a_stage_heading_still_adds(lang):
    g = graded(lang, SEED, brief(lang, work=STAGE_HEADING_CLAIM[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- counts of the brief's own items ----------------------------------------------------------------------------------
COUNTS = {
    "en": "- 1 site: the Gdansk depot, spare parts ordering only.\n- 1 stage already completed: the migration of the "
          "test accounts.\n- 1 stage planned, not started: the training of the front-line clerks.\n- 1 topic explicitly "
          "excluded: the Madrid sales office.",
    "zh": "- 1个站点：格但斯克仓储站，只做备件订购。\n- 已完成 1 项：测试账户迁移。\n- 计划 1 项（尚未开始）：一线文员培训。\n"
          "- 马德里销售办事处明确不在试点范围内。",
    "ru": "• 1 площадка — депо в Гданьске; в пилоте только заказ запчастей.\n• 1 этап уже завершён — миграция тестовых "
          "учётных записей.\n• 1 этап запланирован, но не начат — обучение операторов первой линии.\n• 1 тема явно "
          "исключена — офис продаж в Мадриде.",
}
COUNTS_WRONG = {  # a count the source does not hold (three stages done) is still a number of its own
    "en": COUNTS["en"].replace("1 stage already completed", "3 stages already completed"),
    "zh": COUNTS["zh"].replace("已完成 1 项", "已完成 3 项"),
    "ru": COUNTS["ru"].replace("1 этап уже завершён", "3 этапа уже завершены"),
}
TALLY = {  # the tally told inside a summary of the pilot
    "en": "In short: Osprey orders spare parts at the Gdansk depot, is not approved yet, and has one task done, one "
          "still ahead.",
    "zh": "测试账户迁移已经完成，一线文员培训已列入计划，但还没有开始——这两项一个是已完成，一个是未开始，不要混淆。",
    "ru": "В двух словах: заказ запчастей в депо в Гданьске, пилот ещё не утверждён; одна задача сделана, одна ждёт "
          "своей очереди.",
}


def counted(lang: str, lines: str) -> str:
    return f"{TIMELINE[lang]}\n{BUDGET[lang]}\n{APPROVAL[lang]}\n{lines}\n"


@pytest.mark.parametrize("lang", list(COUNTS))
def test_counts_of_the_briefs_own_items_are_no_values(lang):
    g = graded(lang, SEED, counted(lang, COUNTS[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(COUNTS_WRONG))
def test_a_count_the_source_does_not_hold_still_adds(lang):
    g = graded(lang, SEED, counted(lang, COUNTS_WRONG[lang]))
    assert [k for k, _ in kinds(g)] == ["number"], kinds(g)


@pytest.mark.parametrize("lang", list(TALLY))
def test_a_tally_of_the_items_by_stage_is_no_progress(lang):
    g = graded(lang, SEED, brief(lang, after=TALLY[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


# --- a value set aside after the one that stands ----------------------------------------------------------------------
SET_ASIDE = {
    "en": "Osprey starts on 10 June 2027, not the 1st, and ends on 30 July 2027.",
    "zh": "鱼鹰试点于2027年6月10日开始，而不是1日；2027年7月30日结束。",
    "ru": "Пилот «Скопа» стартует 10 июня 2027 г., а не 1-го. Окончание — 30 июля 2027 г.",
}
SET_ASIDE_WRONG = {  # the value that stands is graded: a wrong one distorts the start, the one set aside adds nothing
    "en": "Osprey starts on 11 June 2027, not the 10th, and ends on 30 July 2027.",
    "zh": "鱼鹰试点于2027年6月11日开始，而不是10日；2027年7月30日结束。",
    "ru": "Пилот «Скопа» стартует 11 июня 2027 г., а не 10-го. Окончание — 30 июля 2027 г.",
}


@pytest.mark.parametrize("lang", list(SET_ASIDE))
def test_a_value_set_aside_after_the_one_that_stands_is_none(lang):
    g = graded(lang, SEED, brief(lang, timeline=SET_ASIDE[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(SET_ASIDE_WRONG))
def test_the_value_that_stands_is_graded_when_wrong(lang):
    g = graded(lang, SEED, brief(lang, timeline=SET_ASIDE_WRONG[lang]))
    got = facts(g)
    assert got.pop("start_date") == "distorted" and set(got.values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)
