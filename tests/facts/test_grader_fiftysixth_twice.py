"""One invented thing counted once, however many clauses tell it. A clause that only follows on from what was just
invented is part of that addition: the reader sent to the person just named by a pronoun ("so check with her before
…", "Уточняйте у неё, …", "有事先找她确认"), or that they know it ("她了解情况"), and the second half of a next step,
what to press the contacted party for ("…联系X，催一下审批进度"). Two invented things stay two; a follow-on that names
a value or another person of its own still counts it; a pronoun clause after a fact, with no invented person counted,
is still a claim of its own."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds


def _brief(lang: str, extra: str) -> str:
    sep = "" if lang == "zh" else "\n"
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + sep + "\n\n" + extra


@pytest.mark.parametrize("lang, extra", [
    ("en", "Greta Lindqvist in the PMO is following the steering board's verdict, so check with her before you tell "
           "the clerks it is going ahead."),
    ("en", "Greta Lindqvist in the PMO follows the steering board's verdict. Check with her before you tell the clerks "
           "it is going ahead."),
    ("ru", "Переписку с советом ведёт Грета Линдквист. Уточняйте у неё, прежде чем объявлять сотрудникам о запуске."),
    ("ru", "Переписку с советом ведёт Грета Линдквист, она в курсе, уточняйте у неё."),
    ("zh", "格蕾塔·林德奎斯特跟进董事会的决定，有事先找她确认。"),
    ("zh", "董事会那边由格蕾塔·林德奎斯特跟进，她了解情况，有问题直接问她。"),
])
def test_reader_sent_to_the_invented_person_is_one_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    assert len(g.unsupported) == 1, kinds(g)
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang, extra", [
    ("zh", "下一步：请在8月底前联系投资委员会秘书处，催一下审批进度。"),
    ("zh", "下一步：月底前和董事会秘书处联系一次，顺便问一下审批结果。"),
])
def test_next_step_and_what_to_press_for_is_one_addition(lang, extra):
    g = graded(lang, 5, _brief(lang, extra))
    assert len(g.unsupported) == 1, kinds(g)


@pytest.mark.parametrize("lang, extra", [
    ("en", "Greta Lindqvist in the PMO follows the steering board's verdict, and Oskar Brandt runs the vendor calls."),
    ("en", "Everyday questions can go to Greta Lindqvist, so check with her first, and Oskar Brandt handles the vendor "
           "contacts."),
    ("zh", "平时有事可以联系格蕾塔·林德奎斯特，有事先找她确认，奥斯卡·勃兰特负责和供应商沟通。"),
    ("ru", "По вопросам совета обращайтесь к Грете Линдквист, уточняйте у неё всё заранее, а Оскар Брандт ведёт "
           "переговоры с поставщиком."),
    ("zh", "格蕾塔·林德奎斯特跟进董事会的决定，奥斯卡·勃兰特负责和供应商沟通。"),
])
def test_two_invented_people_stay_two(lang, extra):
    assert len(graded(lang, 5, _brief(lang, extra)).unsupported) == 2


@pytest.mark.parametrize("lang, extra, date", [
    ("en", "Greta Lindqvist in the PMO follows the steering board's verdict. Check with her by 3 November 2026.",
     "3 November 2026"),
    ("ru", "Переписку с советом ведёт Грета Линдквист. Уточните у неё всё до 3 ноября 2026 г.", "3 ноября 2026 г."),
    ("zh", "格蕾塔·林德奎斯特跟进董事会的决定，请在2026年11月3日前找她确认。", "2026年11月3日"),
])
def test_follow_on_with_a_date_of_its_own_still_counts_it(lang, extra, date):
    g = graded(lang, 5, _brief(lang, extra))
    assert any(date in text for _, text in kinds(g)), kinds(g)
    assert len(g.unsupported) == 2, kinds(g)


@pytest.mark.parametrize("lang, extra", [
    ("en", "Greta Lindqvist in the PMO follows the steering board's verdict, so check with her and with Oskar Brandt "
           "before you tell the clerks."),
])
def test_follow_on_naming_another_person_still_counts(lang, extra):
    assert len(graded(lang, 5, _brief(lang, extra)).unsupported) == 2


@pytest.mark.parametrize("lang, extra", [
    ("en", "Marek Novak is the one who signed it off. Check with him before you tell the clerks it is going ahead."),
    ("ru", "Подписывал пилот Марек Новак. Уточняйте у него, прежде чем объявлять сотрудникам о запуске."),
])
def test_reader_sent_to_a_person_of_the_source_is_still_a_claim(lang, extra):
    # (no invented person to fold it into: the instruction is the one thing the sentence adds)
    g = graded(lang, 5, _brief(lang, extra))
    assert len(g.unsupported) == 1, kinds(g)
