"""Dates and stages misread, the thirty-eighth held-out set's class in every language: the finished work's product in
use ("how the new scanners are being used") is no work under way; a chat turn written all in lower case ends its
sentences at their full stops; a pronoun after a question's bare "no" stands for the item the question asks about;
an item named as the run-in title of its list line takes its stage from the sentence after it; an aside setting a
value aside right after the one that stands ("(not 3 September, as my draft had it)") leaves that one firm; a task's
deadline before its verb ("By 20 May 2026, prepare …") is no end of the pilot but a date of its own; and "до начала
октября" is a point in time, no work begun. Each is pinned with briefs written for these tests on the material of
seed 5, with a wrong value or an invented claim in the same form caught."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the facts other than the ones each test turns on, told plainly
HEAD = {
    "en": "The pilot starts on 9 June 2026 and ends on 3 October 2026. It covers only invoice matching at the Leeds "
          "office; warranty claims are not part of it. Marek Novak approved it on 15 May 2026. Budget: USD 45,000.\n",
    "ru": "Пилот стартует 9 июня 2026 г. и заканчивается 3 октября 2026 г. Охватывает только сверку счетов в офисе в "
          "Лидсе; гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г. Бюджет — 45 000 "
          "долларов США.\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束。只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于"
          "2026年5月15日批准该试点。预算为45,000美元。\n",
}
STAGES = {
    "en": "The barcode scanners have already been installed; the translation of the user guides is planned but has "
          "not started.\n",
    "ru": "Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не начат.\n",
    "zh": "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
}


# --- the product of finished work in use: no work under way ---------------------------------------------------------
IN_USE = {
    "en": "The weekly floor check looks at how the new scanners are being used by the clerks.",
    "ru": "Еженедельная проверка смотрит, как сейчас используются новые сканеры на участке.",
    "zh": "每周的现场检查会看新扫描器正在使用的情况。",
}
PLANNED_ONLY = {
    "en": "The translation of the user guides is planned but has not started.\n",
    "ru": "Перевод руководств пользователя запланирован, но не начат.\n",
    "zh": "用户指南翻译已列入计划，但尚未开始。\n",
}


STILL_INSTALLING = {
    "en": "The barcode scanners are still being installed.",
    "ru": "Сканеры штрихкодов ещё устанавливают.",
    "zh": "条码扫描器还在安装。",
}


@pytest.mark.parametrize("lang", list(IN_USE))
def test_the_scanners_in_use_are_no_installation_under_way(lang):
    g = graded(lang, 5, HEAD[lang] + STAGES[lang] + IN_USE[lang] + "\n")
    assert facts(g)["done"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(STILL_INSTALLING))
def test_an_installation_still_under_way_is_caught(lang):
    g = graded(lang, 5, HEAD[lang] + STILL_INSTALLING[lang] + "\n" + PLANNED_ONLY[lang])
    assert facts(g)["done"] == "distorted", facts(g)


# --- a chat turn all in lower case: its full stops end its sentences -------------------------------------------------
def _chat(lang: str, turn: str) -> str:
    who = {"en": ("Mia", "Tom"), "ru": ("Мия", "Том"), "zh": ("米娅", "汤姆")}[lang]
    ask = {"en": "where are we with the work?", "ru": "что с работами?", "zh": "工作进展怎么样？"}[lang]
    colon = "：" if lang == "zh" else ":"
    return HEAD[lang] + f"{who[1]}{colon} {ask}\n{who[0]}{colon} {turn}\n"


LOWER_TURN = {
    "en": "the barcode scanners are in, that part is done. translation of the user guides is planned but hasn't "
          "started",
    "ru": "установка сканеров штрихкодов закончена, каждый сканер готов. перевод руководств пользователя "
          "запланирован, но ещё не начат",
    "zh": "条码扫描器已经装好并在用了。用户指南翻译已列入计划，还没开始",
}
LOWER_TURN_WRONG = {
    "en": "the barcode scanners are in, that part is done. translation of the user guides is finished as well, all "
          "of it",
    "ru": "установка сканеров штрихкодов закончена, каждый сканер готов. перевод руководств пользователя тоже "
          "завершён, целиком",
    "zh": "条码扫描器已经装好并在用了。用户指南翻译也已经全部完成",
}


@pytest.mark.parametrize("lang", list(LOWER_TURN))
def test_a_lower_case_turn_ends_its_sentences_at_full_stops(lang):
    g = graded(lang, 5, _chat(lang, LOWER_TURN[lang]))
    got = facts(g)
    assert got["done"] == "correct" and got["planned"] == "correct", got


@pytest.mark.parametrize("lang", list(LOWER_TURN_WRONG))
def test_a_lower_case_turn_finishing_the_planned_item_is_caught(lang):
    g = graded(lang, 5, _chat(lang, LOWER_TURN_WRONG[lang]))
    got = facts(g)
    assert got["done"] == "correct" and got["planned"] == "distorted", got


# --- a pronoun after a question's bare "no" ---------------------------------------------------------------------------
ASKED = {
    "en": "Q: Has the translation of the user guides started?\nA: No. It is on the plan, but nobody has begun it yet.\n",
    "ru": "В: Перевод руководств пользователя уже начат?\nО: Нет. Он стоит в плане, но к нему ещё не приступали.\n",
    "zh": "问：用户指南翻译启动了吗？\n答：没有。它排进了计划，但还没动工。\n",
}
ASKED_WRONG = {
    "en": "Q: Has the translation of the user guides started?\nA: No. It has already been completed.\n",
    "ru": "В: Перевод руководств пользователя уже начат?\nО: Нет. Он уже полностью завершён.\n",
    "zh": "问：用户指南翻译启动了吗？\n答：没有。它已经全部完成了。\n",
}
DONE_ONLY = {
    "en": "The barcode scanners have already been installed.\n",
    "ru": "Установка сканеров штрихкодов уже завершена.\n",
    "zh": "条码扫描器安装已经完成。\n",
}


@pytest.mark.parametrize("lang", list(ASKED))
def test_a_pronoun_after_a_bare_no_is_the_asked_items(lang):
    g = graded(lang, 5, HEAD[lang] + DONE_ONLY[lang] + ASKED[lang])
    got = facts(g)
    assert got["planned"] == "correct" and got["out_of_scope"] == "correct", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(ASKED_WRONG))
def test_a_pronoun_after_a_bare_no_finishing_the_item_is_caught(lang):
    g = graded(lang, 5, HEAD[lang] + DONE_ONLY[lang] + ASKED_WRONG[lang])
    assert facts(g)["planned"] == "distorted", facts(g)


# --- an item as its list line's run-in title -------------------------------------------------------------------------
TITLED = {
    "en": "Open:\n- Translation of the user guides. On the plan; work on it has not started yet.\n",
    "ru": "Открыто:\n- Перевод руководств пользователя. Стоит в плане, работа по нему ещё не начата.\n",
    "zh": "事项：\n- 用户指南翻译。已排入计划，尚未开始。\n",
}
TITLED_WRONG = {
    "en": "Open:\n- Translation of the user guides. Finished last month, all languages done.\n",
    "ru": "Открыто:\n- Перевод руководств пользователя. Завершён в прошлом месяце, полностью.\n",
    "zh": "事项：\n- 用户指南翻译。上个月已经全部完成。\n",
}


@pytest.mark.parametrize("lang", list(TITLED))
def test_a_run_in_title_takes_its_stage_from_the_sentence_after_it(lang):
    g = graded(lang, 5, HEAD[lang] + DONE_ONLY[lang] + TITLED[lang])
    assert facts(g)["planned"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TITLED_WRONG))
def test_a_run_in_title_finished_in_the_sentence_after_it_is_caught(lang):
    g = graded(lang, 5, HEAD[lang] + DONE_ONLY[lang] + TITLED_WRONG[lang])
    assert facts(g)["planned"] == "distorted", facts(g)


# --- an aside setting a value aside after the one that stands --------------------------------------------------------
SET_ASIDE = {
    "en": "The pilot starts on 9 June 2026 and ends on {end} (not {old}, as my earlier draft wrongly had it). It "
          "covers only invoice matching at the Leeds office; warranty claims are not part of it. Marek Novak approved "
          "it on 15 May 2026. Budget: USD 45,000.\n",
    "ru": "Пилот стартует 9 июня 2026 г. и заканчивается {end} (не {old}, как по ошибке было в моём черновике). "
          "Охватывает только сверку счетов в офисе в Лидсе; гарантийные претензии в пилот не входят. Марек Новак "
          "утвердил пилот 15 мая 2026 г. Бюджет — 45 000 долларов США.\n",
    "zh": "试点于2026年6月9日开始，{end}结束（不是{old}，我之前那一版写错了）。只涵盖利兹办公室的发票匹配，保修索赔不在范围内。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点。预算为45,000美元。\n",
}
ENDS = {
    "en": ("3 October 2026", "3 September", "3 November 2026", "3 October"),
    "ru": ("3 октября 2026 г.", "3 сентября", "3 ноября 2026 г.", "3 октября"),
    "zh": ("2026年10月3日", "9月3日", "2026年11月3日", "10月3日"),
}


@pytest.mark.parametrize("lang", list(SET_ASIDE))
def test_a_value_set_aside_in_an_aside_leaves_the_one_that_stands(lang):
    end, old, _, _ = ENDS[lang]
    g = graded(lang, 5, SET_ASIDE[lang].format(end=end, old=old) + STAGES[lang])
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SET_ASIDE))
def test_a_wrong_value_before_such_an_aside_is_caught(lang):
    _, _, end, old = ENDS[lang]
    g = graded(lang, 5, SET_ASIDE[lang].format(end=end, old=old) + STAGES[lang])
    assert facts(g)["end_date"] == "distorted", facts(g)


# --- a task's deadline before its verb: no end of the pilot, a date of its own ---------------------------------------
NEXT_STEP = {
    "en": "Next steps:\n- By 20 May 2026, prepare and circulate the training timetable for the warehouse clerks.\n",
    "ru": "Следующие шаги:\n- До 20 мая 2026 г. подготовить и разослать график обучения складских сотрудников.\n",
    "zh": "下一步：\n- 2026年5月20日前，准备并发送仓库职员的培训日程。\n",
}


@pytest.mark.parametrize("lang", list(NEXT_STEP))
def test_a_tasks_deadline_is_no_end_date_but_an_addition(lang):
    g = graded(lang, 5, HEAD[lang] + STAGES[lang] + NEXT_STEP[lang])
    got = facts(g)
    assert got["end_date"] == "correct" and got["start_date"] == "correct", got
    assert ("date", DEADLINE[lang]) in kinds(g), kinds(g)


DEADLINE = {"en": "20 May 2026", "ru": "20 мая 2026 г.", "zh": "2026年5月20日"}


# --- "until the beginning of October": a point in time, no work begun -------------------------------------------------
UNTIL_EARLY = {
    "en": "The pilot starts on 9 June 2026 and lasts until the beginning of October 2026. It covers only invoice "
          "matching at the Leeds office; warranty claims are not part of it. Marek Novak approved it on 15 May 2026. "
          "Budget: USD 45,000.\n",
    "ru": "Пилот стартует 9 июня 2026 года и продлится до начала октября 2026 года. Охватывает только сверку счетов в "
          "офисе в Лидсе; гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г. Бюджет — "
          "45 000 долларов США.\n",
    "zh": "试点于2026年6月9日开始，一直持续到2026年10月初。只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于"
          "2026年5月15日批准该试点。预算为45,000美元。\n",
}
BEGUN = {
    "en": "The translation of the user guides has begun.\n",
    "ru": "Перевод руководств пользователя уже начался.\n",
    "zh": "用户指南翻译已经开始了。\n",
}


@pytest.mark.parametrize("lang", list(UNTIL_EARLY))
def test_the_beginning_of_a_month_is_no_work_begun(lang):
    g = graded(lang, 5, UNTIL_EARLY[lang] + STAGES[lang])
    got = facts(g)
    assert got["end_date"] == "distorted" and got["start_date"] == "correct", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(BEGUN))
def test_work_begun_on_the_planned_item_is_caught(lang):
    g = graded(lang, 5, UNTIL_EARLY[lang] + DONE_ONLY[lang] + BEGUN[lang])
    assert facts(g)["planned"] == "distorted", facts(g)
