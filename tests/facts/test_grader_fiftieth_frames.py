"""A time frame counted from now put on a work item ("next month", "in two weeks", "下个月", "两周后", "в следующем
месяце", "через две недели") is one addition the source never gives; the item's stage stays as told, and the pilot's
own run told roughly, an item not yet started with no time, or a remark that the notes give no date add nothing."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

ALL_CORRECT = dict.fromkeys(("start_date", "end_date", "scope", "out_of_scope", "approval", "budget", "done", "planned"),
                            "correct")

RELATIVE = {
    "en": ["The barcode scanners are in place already. Translating the user guides is planned; the work will begin next "
           "month.",
           "The barcode scanners are in place already. The translation of the user guides is planned and should be "
           "under way within a couple of weeks."],
    "zh": ["条码扫描器已经装好了。用户指南翻译已列入计划，预计下个月动工。",
           "条码扫描器已经装好了。用户指南翻译尚未开始，打算三周后启动。"],
    "ru": ["Сканеры штрихкодов уже установлены. Перевод руководств пользователя запланирован, его сделают в следующем "
           "месяце.",
           "Сканеры штрихкодов уже установлены. Перевод руководств пользователя пока не начат, к нему приступят через "
           "три недели."],
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
@pytest.mark.parametrize("which", [0, 1])
def test_relative_time_on_planned_item_is_one_addition(lang, which):
    g = graded(lang, 5, SEED5_FACTS[lang] + RELATIVE[lang][which])
    assert facts(g) == ALL_CORRECT
    assert [k for k, _ in kinds(g)] == ["deadline"], kinds(g)


# the count of weeks is the time frame's own, no number beside it
def test_count_in_time_frame_is_no_number():
    g = graded("en", 5, SEED5_FACTS["en"] + "The barcode scanners are in place already. The translation of the user "
                                           "guides is planned and will start in three weeks.")
    assert [k for k, _ in kinds(g)] == ["deadline"], kinds(g)


NEIGHBOURS = {
    "en": ["The barcode scanners are in place already. The translation of the user guides is planned but has not "
           "begun yet.",
           "The barcode scanners are in place already. The translation of the user guides is planned; the notes give "
           "no date for it.",
           "The barcode scanners are in place already, and the translation of the user guides is planned. All told, "
           "the pilot runs for roughly four months."],
    "zh": ["条码扫描器已经装好了。用户指南翻译已列入计划，还没开始。",
           "条码扫描器已经装好了。用户指南翻译已列入计划，笔记里没有给出具体时间。",
           "条码扫描器已经装好了，用户指南翻译已列入计划。试点前后约四个月。"],
    "ru": ["Сканеры штрихкодов уже установлены. Перевод руководств пользователя запланирован, но пока не начат.",
           "Сканеры штрихкодов уже установлены. Перевод руководств пользователя запланирован; срок в записях не указан.",
           "Сканеры штрихкодов уже установлены, перевод руководств пользователя запланирован. Всего пилот продлится "
           "около четырёх месяцев."],
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
@pytest.mark.parametrize("which", [0, 1, 2])
def test_no_time_frame_adds_nothing(lang, which):
    g = graded(lang, 5, SEED5_FACTS[lang] + NEIGHBOURS[lang][which])
    assert facts(g) == ALL_CORRECT
    assert kinds(g) == [], kinds(g)


# the pilot's run counted from now, in the sentence that names the item: the pilot's dates, no time for the item
def test_pilot_run_from_now_beside_item_adds_nothing():
    g = graded("en", 5, SEED5_FACTS["en"] + "The barcode scanners are in place already; the pilot ends in about four "
                                           "months, and the translation of the user guides is planned.")
    assert "deadline" not in [k for k, _ in kinds(g)], kinds(g)


# work done told as finishing next week: the stage told wrong, counted on its fact, no time frame beside it
def test_relative_time_on_misstaged_item_is_the_distortion():
    g = graded("zh", 5, SEED5_FACTS["zh"] + "条码扫描器安装还在进行中，下周才能收尾；用户指南翻译已列入计划，尚未开始。")
    assert facts(g)["done"] == "distorted"
    assert "deadline" not in [k for k, _ in kinds(g)], kinds(g)


# with no stage word, a time told ahead says the item is still to come: the planned item correct (with the time frame
# its one addition), the done item told as planned distorted
AHEAD = {
    "en": ("The barcode scanners are in place already. The translation of the user guides starts in two weeks.",
           "The installation of the barcode scanners starts next month."),
    "zh": ("条码扫描器已经装好了。用户指南翻译下个月开始。", "条码扫描器安装下个月开始。"),
    "ru": ("Сканеры штрихкодов уже установлены. Перевод руководств пользователя — через две недели.",
           "Установка сканеров штрихкодов — в следующем месяце."),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_time_told_ahead_is_the_planned_stage(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + AHEAD[lang][0])
    assert facts(g)["planned"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["deadline"], kinds(g)


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_done_item_told_ahead_is_distorted(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + AHEAD[lang][1])
    assert facts(g)["done"] == "distorted", facts(g)
