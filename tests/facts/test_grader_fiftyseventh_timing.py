"""One invented event told with two times (a date and the same day placed against the pilot: "on 2 June, a week
before the start") is one addition; a call or a meeting set for a coming weekday ("next Tuesday", "на следующий
вторник", "下周二") is one addition, no digit needed; a clause pointing back at the item just named and giving its
stage ("that item is listed as completed", "этот пункт отмечен как выполненный", "这一项已记为完成") is that item's
stage again, no addition. The neighbours hold: a range of weekdays adds nothing, a weekday of a correct date adds
nothing, an invented deadline is still one addition and a done item said to be planned is still distorted. Briefs
written for these tests on seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

TWO_TIMES = [
    ("en", "We will run a short walk-through with the Leeds clerks on 2 June, a week before the start, to go over the plan."),
    ("en", "A week before the start, on 2 June, we will run a short walk-through with the Leeds clerks."),
    ("zh", "我们将在6月2日，也就是开始前一周，和利兹的文员开一个简短的启动会。"),
    ("zh", "我们将在6月2日，即试点开始前一个星期，和利兹的文员开一个简短的启动会。"),
    ("ru", "Короткий установочный созвон с сотрудниками офиса проведём 2 июня, за неделю до старта."),
    ("ru", "2 июня, за неделю до старта, проведём короткий созвон с сотрудниками офиса."),
]


@pytest.mark.parametrize("lang,text", TWO_TIMES)
def test_an_event_told_with_a_date_and_its_time_against_the_pilot_is_one_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(g.unsupported) == 1 and g.unsupported[0].kind == "date", kinds(g)


COMING_DAYS = [
    ("en", "A call with the Leeds clerks is booked for next Tuesday to go over the guide translation."),
    ("en", "We meet the office team this coming Friday about the timesheets."),
    ("zh", "下周二和利兹的文员开个电话会，核对用户指南翻译的细节。"),
    ("ru", "Созвон с офисом назначен на следующий вторник — там обсудим перевод руководств."),
    ("ru", "Встречу с сотрудниками офиса перенесли на эту пятницу."),
]


@pytest.mark.parametrize("lang,text", COMING_DAYS)
def test_a_meeting_set_for_a_coming_weekday_is_one_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, kinds(g)


POINTERS = {
    "en": "User: the barcode scanners still need installing?\nAssistant: No, they have already been installed; that item "
          "is listed as completed. The translation of the user guides is planned but has not started.",
    "zh": "用户：条码扫描器还要安装吗？\n助手：不用，已经装好了，这一项已记为完成。用户指南翻译已列入计划，但尚未开始。",
    "ru": "Пользователь: а установку сканеров штрихкодов ещё только предстоит сделать?\nАссистент: Нет, она уже "
          "завершена; этот пункт отмечен как выполненный. Перевод руководств пользователя запланирован, но не начат.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_pointer_to_the_done_item_giving_its_stage_adds_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + POINTERS[lang])
    assert set(facts(g).values()) == {"correct"} and kinds(g) == []


@pytest.mark.parametrize("lang,text", [
    ("en", "The barcode scanners have already been installed; this item is marked completed. The translation of the "
           "user guides is planned but has not started."),
    ("ru", "Установка сканеров штрихкодов уже завершена; этот пункт отмечен как выполненный. Перевод руководств "
           "пользователя запланирован, но не начат."),
])
def test_a_pointer_right_after_the_named_item_adds_nothing(lang, text):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"} and kinds(g) == []


@pytest.mark.parametrize("lang,text", [
    ("en", "The office works Monday to Friday."),
    ("zh", "办公室周一至周五上班。"),
    ("ru", "Офис работает с понедельника по пятницу."),
])
def test_a_range_of_weekdays_is_still_no_step(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert not [u for u in g.unsupported if u.kind == "plan"], kinds(g)


@pytest.mark.parametrize("lang,text", [
    ("en", "The pilot starts on Tuesday 9 June 2026."),
    ("zh", "试点于2026年6月9日（星期二）开始。"),
    ("ru", "Пилот стартует во вторник, 9 июня 2026 г."),
])
def test_a_weekday_of_a_correct_date_adds_nothing(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"} and kinds(g) == []


@pytest.mark.parametrize("lang,text", [
    ("en", "The office team must hand in the timesheets by 31 March."),
    ("ru", "Табели офис должен сдать до 31 марта."),
    ("zh", "办公室团队须在3月31日前交齐工时表。"),
])
def test_an_invented_deadline_is_still_one_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert len(g.unsupported) == 1, kinds(g)


@pytest.mark.parametrize("lang,text", [
    ("en", "The barcode scanners are listed as planned."),
    ("ru", "Установка сканеров штрихкодов значится как запланированная."),
    ("zh", "条码扫描器安装被列为计划中的工作。"),
])
def test_a_done_item_said_planned_is_still_distorted(lang, text):
    g = graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + text)
    assert facts(g)["done"] == "distorted", facts(g)
