"""A fact's label read from a form set apart from where the fact is told, the forty-first held-out set's class in
every language: a correction section setting an earlier date aside by name ("Correction / Paragraph [8] says …, not …")
takes that date back where it was told; a done word in a condition still to come ("once the scanners are installed,
the team moves on to …") reports the done item as not done; another work item of the notes in the workflow's slot at
the right site is the scope distorted; sharing the results of the done item reports it done; the excluded place told
as where the pilot runs, the workflow in the next sentence, is the scope distorted and the exclusion omitted. Each is
pinned with briefs written for these tests on the material of seeds 3 and 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 5: 9 June 2026 - 3 October 2026, invoice matching at the Leeds office, warranty claims excluded, USD 45,000,
# approved by Marek Novak on 15 May 2026, barcode scanner installation done, user guide translation planned
REST = {
    "en": "It covers only invoice matching at the Leeds office [14]. Warranty claims are not part of it [8]. Marek Novak "
          "approved it on 15 May 2026 [8]. Budget: USD 45,000 [2].\n",
    "ru": "Он охватывает только сверку счетов в офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек "
          "Новак утвердил пилот 15 мая 2026 г. [10]. Бюджет: 45 000 долларов США [3].\n",
    "zh": "试点只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。预算为"
          "45,000美元[1]。\n",
}
STAGES = {
    "en": "The barcode scanners have already been installed [14]; the translation of the user guides is planned but has "
          "not started [2].\n",
    "ru": "Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат "
          "[3].\n",
    "zh": "条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


# --- a correction section setting an earlier date aside by name -----------------------------------------------------
def _corrected(lang: str, stands: str, aside: str) -> str:
    told = {"en": "Timeline\nThe pilot starts on 9 June 2026 [2] and ends on 13 October 2026 [8].\n\n",
            "ru": "Сроки\nПилот стартует 9 июня 2026 г. [3] и заканчивается 13 октября 2026 г. [10].\n\n",
            "zh": "时间线\n试点于2026年6月9日开始[1]，2026年10月13日结束[5]。\n\n"}[lang]
    fix = {"en": f"Correction\nThe timeline above has a slip. Paragraph [8] says the pilot ends on {stands}, not {aside}.\n",
           "ru": f"Поправка\nВ абзаце [10] сказано, что пилот заканчивается {stands}, а не {aside}.\n",
           "zh": f"更正\n上面的时间线有误。第5段写的是试点于{stands}结束，不是{aside}。\n"}[lang]
    return told + REST[lang] + STAGES[lang] + "\n" + fix


RIGHT = {"en": ("3 October 2026", "13 October 2026"), "ru": ("3 октября 2026 г.", "13 октября 2026 г."),
         "zh": ("2026年10月3日", "2026年10月13日")}
WRONG = {"en": ("23 October 2026", "13 October 2026"), "ru": ("23 октября 2026 г.", "13 октября 2026 г."),
         "zh": ("2026年10月23日", "2026年10月13日")}


@pytest.mark.parametrize("lang", list(RIGHT))
def test_a_correction_section_takes_the_earlier_date_back(lang):
    g = graded(lang, 5, _corrected(lang, *RIGHT[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(WRONG))
def test_a_correction_to_a_wrong_date_is_graded_on_it(lang):
    g = graded(lang, 5, _corrected(lang, *WRONG[lang]))
    assert facts(g)["end_date"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(RIGHT))
def test_a_date_told_again_without_a_correction_stays(lang):
    # the same two dates, the second set aside by no correction's words and citing no paragraph: both stand
    plain = {"en": "The pilot ends on 3 October 2026, not 13 October 2026.",
             "ru": "Пилот заканчивается 3 октября 2026 г., а не 13 октября 2026 г.",
             "zh": "试点于2026年10月3日结束，不是2026年10月13日。"}[lang]
    text = _corrected(lang, *RIGHT[lang])
    g = graded(lang, 5, text[:text.rindex("\n\n") + 2] + plain + "\n")
    assert facts(g)["end_date"] == "distorted", facts(g)


# --- a done word in a condition still to come ------------------------------------------------------------------------
DATES = {"en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8]. ",
         "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]. ",
         "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]。"}
STILL_TO_COME = {
    "en": "The next steps are simple: as soon as the barcode scanners are installed at the Leeds office, the team moves on "
          "to the translation of the user guides.\n",
    "ru": "Дальше всё просто: как только сканеры штрихкодов будут установлены в офисе в Лидсе, команда перейдёт к переводу "
          "руководств пользователя.\n",
    "zh": "接下来很简单：一旦利兹办公室的条码扫描器安装完毕，团队就转入用户指南翻译。\n",
}
ALREADY_PAST = {
    "en": "Once the barcode scanners were installed at the Leeds office, the team turned to planning the translation of "
          "the user guides.\n",
    "ru": "Как только сканеры штрихкодов установили в офисе в Лидсе, команда взялась за планирование перевода руководств "
          "пользователя.\n",
    "zh": "条码扫描器在利兹办公室安装完毕之后，团队开始规划用户指南翻译。\n",
}


@pytest.mark.parametrize("lang", list(STILL_TO_COME))
def test_a_done_item_as_a_condition_still_to_come_is_distorted(lang):
    g = graded(lang, 5, DATES[lang] + REST[lang] + STAGES[lang] + STILL_TO_COME[lang])
    got = facts(g)
    assert got["done"] == "distorted" and got["planned"] == "correct", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(ALREADY_PAST))
def test_a_done_item_as_a_past_condition_stays_done(lang):
    g = graded(lang, 5, DATES[lang] + REST[lang] + STAGES[lang] + ALREADY_PAST[lang])
    got = facts(g)
    assert got["done"] == "correct" and got["planned"] == "correct", got


# --- another work item of the notes in the workflow's slot -----------------------------------------------------------
SLOT = {
    "en": ("It covers only the barcode scanner installation at the Leeds office [14].",
           "It covers only invoice matching at the Leeds office [14]."),
    "ru": ("Он охватывает только установку сканеров штрихкодов в офисе в Лидсе [17].",
           "Он охватывает только сверку счетов в офисе в Лидсе [17]."),
    "zh": ("试点只涵盖利兹办公室的条码扫描器安装[7]，", "试点只涵盖利兹办公室的发票匹配[7]，"),
}


@pytest.mark.parametrize("lang", list(SLOT))
def test_a_work_item_in_the_workflows_slot_distorts_the_scope(lang):
    wrong, right = SLOT[lang]
    g = graded(lang, 5, DATES[lang] + REST[lang].replace(right, wrong) + STAGES[lang])
    assert facts(g)["scope"] == "distorted", facts(g)
    assert kinds(g) == []
    g = graded(lang, 5, DATES[lang] + REST[lang] + STAGES[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- sharing the results of the done item ----------------------------------------------------------------------------
RESULTS = {
    "en": "Next step: the team will share the results of the barcode scanner installation with the Leeds office.\n",
    "ru": "Следующий шаг: команда поделится результатами установки сканеров штрихкодов.\n",
    "zh": "下一步：团队将向利兹办公室分享条码扫描器安装的结果。\n",
}
PLANNED_DONE = {
    "en": "The barcode scanner installation is planned but has not started [14].",
    "ru": "Установка сканеров штрихкодов запланирована, но не начата [17].",
    "zh": "条码扫描器安装已列入计划，尚未开始[7]。",
}


@pytest.mark.parametrize("lang", list(RESULTS))
def test_sharing_the_results_of_the_done_item_keeps_it_done(lang):
    g = graded(lang, 5, DATES[lang] + REST[lang] + STAGES[lang] + RESULTS[lang])
    assert facts(g)["done"] == "correct", facts(g)
    # (whether the sharing itself is an invented next step is the additions' reading, not this label's)
    assert all(kind in ("claim", "plan") for kind, _ in kinds(g)), kinds(g)


@pytest.mark.parametrize("lang", list(RESULTS))
def test_the_done_item_told_as_planned_beside_its_results_is_distorted(lang):
    g = graded(lang, 5, DATES[lang] + REST[lang] + PLANNED_DONE[lang] + "\n" + RESULTS[lang])
    assert facts(g)["done"] == "distorted", facts(g)


# --- the excluded place told as where the pilot runs (seed 3: returns handling at the Leeds office; the Madrid sales
# office excluded; CHF 28,000; approval pending with the steering committee) ------------------------------------------
WHERE = {
    "en": ("Me: where does the pilot take place?\nBot: At the {place}. It covers returns handling there only.\n"
           "Me: dates and money?\nBot: 21 August 2027 to 23 November 2027, CHF 28,000. The steering committee has not "
           "approved it yet. The data-protection checklist review is done; the translation of the user guides is "
           "planned but not started.\n", "Madrid sales office", "Leeds office"),
    "ru": ("Я: где проходит пилот?\nБот: В {place}. Он охватывает там только обработку возвратов.\n"
           "Я: сроки и деньги?\nБот: С 21 августа 2027 г. по 23 ноября 2027 г., 28 000 швейцарских франков. Руководящий "
           "комитет его ещё не утвердил. Проверка чек-листа по защите данных завершена; перевод руководств пользователя "
           "запланирован, но не начат.\n", "офисе продаж в Мадриде", "офисе в Лидсе"),
    "zh": ("我：试点在哪里进行？\n机器人：在{place}。那里只做退货处理。\n我：时间和预算呢？\n机器人：2027年8月21日至2027年"
           "11月23日，28,000瑞士法郎。指导委员会尚未批准。数据保护检查清单审核已经完成；用户指南翻译已列入计划，尚未开始。\n",
           "马德里销售办事处", "利兹办公室"),
}


@pytest.mark.parametrize("lang", list(WHERE))
def test_the_excluded_place_as_where_it_runs(lang):
    text, excluded_place, site = WHERE[lang]
    g = graded(lang, 3, text.format(place=excluded_place))
    got = facts(g)
    assert got["scope"] == "distorted" and got["out_of_scope"] == "omitted", got
    g = graded(lang, 3, text.format(place=site))
    got = facts(g)
    assert got["scope"] == "correct" and got["out_of_scope"] == "omitted", got
