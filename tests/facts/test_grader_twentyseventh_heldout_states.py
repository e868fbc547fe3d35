"""A work item's stage said where the grader read no stage, the twenty-seventh held-out set's class of states in
every language: a telegram whose sentences are cut by "STOP" ("СТОП") in place of full stops, each item's stage
word in its own telegram sentence, and hard-wrapped prose whose line break falls between a work item and its stage
word ("the installation of the scanners has" / "already been completed"), or between the stage word and the item.
Each is read as said. Pinned with briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material


def graded(lang: str, seed: int, text: str):
    return grade_output(build_material(seed, 1024, approximate_tokens, language=lang), text)


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- a telegram: "STOP" between its sentences ---------------------------------------------------------------------
TELEGRAM = {
    "en": "PILOT RUNS 9 JUNE 2026 TO 3 OCTOBER 2026 STOP INVOICE MATCHING AT LEEDS OFFICE ONLY STOP WARRANTY CLAIMS "
          "NOT INCLUDED STOP BUDGET USD 45000 STOP MAREK NOVAK APPROVED 15 MAY 2026 STOP BARCODE SCANNERS INSTALLED "
          "STOP TRANSLATION OF USER GUIDES PLANNED NOT YET STARTED STOP\n",
    "ru": "ПИЛОТ С 9 ИЮНЯ 2026 ПО 3 ОКТЯБРЯ 2026 СТОП ТОЛЬКО СВЕРКА СЧЕТОВ ОФИС В ЛИДСЕ СТОП ГАРАНТИЙНЫЕ ПРЕТЕНЗИИ "
          "НЕ ВХОДЯТ СТОП БЮДЖЕТ 45000 ДОЛЛАРОВ США СТОП МАРЕК НОВАК УТВЕРДИЛ 15 МАЯ 2026 СТОП УСТАНОВКА СКАНЕРОВ "
          "ШТРИХКОДОВ ЗАВЕРШЕНА СТОП ПЕРЕВОД РУКОВОДСТВ ПОЛЬЗОВАТЕЛЯ ЗАПЛАНИРОВАН НЕ НАЧАТ СТОП\n",
    "zh": "试点 STOP 2026年6月9日起 2026年10月3日止 STOP 仅限利兹办公室的发票匹配 STOP 保修索赔不在范围内 STOP "
          "预算45000美元 STOP 马雷克·诺瓦克已于2026年5月15日批准 STOP 条码扫描器安装已完成 STOP "
          "用户指南翻译已列入计划 尚未开始 STOP\n",
}


@pytest.mark.parametrize("lang", list(TELEGRAM))
def test_a_telegrams_stop_ends_its_sentences(lang):
    g = graded(lang, 5, TELEGRAM[lang])
    assert facts(g)["done"] == "correct", facts(g)
    assert facts(g)["planned"] == "correct", facts(g)


# --- hard-wrapped prose: the line break between the item and its stage --------------------------------------------
WRAPPED = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers invoice matching at the Leeds\n"
          "office only [14]; warranty claims are out of scope [8]. Marek Novak approved it on 15 May 2026 [8]\n"
          "and it has a budget of USD 45,000 [2]. As for the work, the installation of the barcode scanners has\n"
          "been finished by now [14]. Still in the plan, with nothing done on it yet: the translation of the\n"
          "user guides [2].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе\n"
          "в Лидсе [17]; гарантийные претензии в него не входят [10]. Марек Новак утвердил пилот 15 мая 2026 г.\n"
          "[10], бюджет — 45 000 долларов США [3]. Что до работ, установка сканеров штрихкодов к этому времени\n"
          "уже завершена [17]. А вот перевод руководств пользователя на этот момент по-прежнему\n"
          "только запланирован и не начат [3].\n",
}


@pytest.mark.parametrize("lang", list(WRAPPED))
def test_a_stage_word_wrapped_onto_another_line_is_read(lang):
    g = graded(lang, 5, WRAPPED[lang])
    assert facts(g)["done"] == "correct", facts(g)
    assert facts(g)["planned"] == "correct", facts(g)


def test_a_wrapped_stage_word_still_tells_a_wrong_stage():
    # the line break reads the stage as said: the done item's stage is read, and a planned item said to be finished
    # is still a distortion
    text = WRAPPED["en"].replace("Still in the plan, with nothing done on it yet: the translation of the\n",
                                 "Also finished and signed off last week, as it happens, is the translation of the\n")
    g = graded("en", 5, text)
    assert facts(g)["done"] == "correct", facts(g)
    assert facts(g)["planned"] == "distorted", facts(g)
