"""A step the writer or a party sets for a weekday ("I will remind the office team on Friday", "周五我去提醒一下",
"В пятницу напомню …") and a task set to recur ("every Monday", "每周一", "еженедельная сводка") are one addition each,
no digit needed; a minutes' header (title, date, attendees, note-taker) tells one meeting, one addition whatever lines
it has, and a person it names the source does not is an addition of their own. A weekday inside a date, a range of
weekdays and a header of template slots add nothing. Briefs written for these tests on seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

STEPS = [
    ("en", "I will remind the office team about the timesheets on Friday."),
    ("en", "Next Tuesday we send the office team the rota."),
    ("zh", "周五我去提醒一下办公室的同事交工时表。"),
    ("ru", "В пятницу напомню коллегам в офисе про табели."),
]


@pytest.mark.parametrize("lang,text", STEPS)
def test_a_step_set_for_a_weekday_is_one_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, kinds(g)


RECURRING = [
    ("en", "A short status email goes out to the office team every Monday."),
    ("en", "- Weekly summary for the office team"),
    ("zh", "每周一给办公室团队发一封进度邮件。"),
    ("ru", "Еженедельная сводка для офиса — каждый понедельник."),
    ("ru", "[ ] Сводка для офиса по понедельникам"),
]


@pytest.mark.parametrize("lang,text", RECURRING)
def test_a_recurring_task_is_one_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, kinds(g)


HEADERS = {
    "en": "Meeting minutes: invoice matching pilot\nDate: 2 June 2026\nAttendees: the office team\nNote-taker: [name]\n\n",
    "zh": "发票匹配试点会议纪要\n日期：2026年6月2日\n参会人员：办公室团队\n记录人：[姓名]\n\n",
    "ru": "Протокол встречи по пилоту\nДата: 2 июня 2026 г.\nУчастники: команда офиса\nПротокол вёл: [ФИО]\n\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_minutes_header_is_one_meeting(lang):
    g = graded(lang, 5, HEADERS[lang] + FULL[lang])
    assert set(facts(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, kinds(g)


SLOTS = {
    "en": "Meeting minutes: invoice matching pilot\nDate: [date]\nAttendees: [names]\n\n",
    "zh": "发票匹配试点会议纪要\n日期：[日期]\n参会人员：[待补充]\n\n",
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_header_of_template_slots_adds_nothing(lang):
    g = graded(lang, 5, SLOTS[lang] + FULL[lang])
    assert set(facts(g).values()) == {"correct"} and kinds(g) == []


def test_a_person_the_header_names_stays_an_addition_of_their_own():
    header = ("Meeting minutes: invoice matching pilot\nDate: 2 June 2026\nAttendees: the office team\n"
              "Chair: Olivia Brennan\n\n")
    g = graded("en", 5, header + FULL["en"])
    # (the meeting, by its date, and the person: two)
    assert len(g.unsupported) == 2 and [t for k, t in kinds(g) if k == "person"] == ["Olivia Brennan"], kinds(g)


DATED = {
    "en": "The pilot runs from Tuesday 9 June 2026 to Saturday 3 October 2026 and covers only invoice matching at the "
          "Leeds office. Warranty claims are not part of it. Marek Novak approved it on 15 May 2026; the budget is USD "
          "45,000. ",
    "zh": "试点于2026年6月9日（星期二）开始，2026年10月3日（星期六）结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点，预算为45,000美元。",
    "ru": "Пилот идёт со вторника, 9 июня 2026 г., по субботу, 3 октября 2026 г. и охватывает только сверку счетов в "
          "офисе в Лидсе. Гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — "
          "45 000 долларов США. ",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_weekday_inside_a_date_is_the_dates(lang):
    g = graded(lang, 5, DATED[lang] + SEED5_WORK[lang])
    assert set(facts(g).values()) == {"correct"} and kinds(g) == []


RANGES = [
    ("en", "The office works Monday to Friday."),
    ("zh", "办公室周一至周五上班。"),
    ("ru", "Офис работает с понедельника по пятницу."),
]


@pytest.mark.parametrize("lang,text", RANGES)
def test_a_range_of_weekdays_sets_no_step(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert not [u for u in g.unsupported if u.kind == "plan"], kinds(g)


@pytest.mark.parametrize("lang,text", [
    ("en", "Happy to take you through it on a call if that helps."),
    ("ru", "Если удобно, расскажу подробнее на созвоне."),
    ("zh", "如果需要，电话里我再详细解释。"),
])
def test_an_offer_to_say_more_on_a_call_still_sets_nothing(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert kinds(g) == []


def test_the_brief_naming_itself_a_weekly_update_sets_no_task():
    g = graded("en", 5, "Weekly update – invoice matching pilot\n\n" + FULL["en"])
    assert kinds(g) == []
