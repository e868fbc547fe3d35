"""A person or unit given a role in the pilot the notes never give it, and a team meeting set on the start day: each
one addition (the background retold beside the person, and the start date told right, stay as they are)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

ALL_CORRECT = {k: "correct" for k in ("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                                      "out_of_scope")}


def _grade(lang: str, extra: str):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + " " + extra)
    assert facts(g) == ALL_CORRECT
    return kinds(g)


# a person of the background made the pilot's contact, with what the background says of them told beside it
@pytest.mark.parametrize(("lang", "extra", "name"), [
    ("en", "The person to talk to on the warehouse side for Osprey is Hugo Ferreira, who keeps a collection of old "
           "shipping maps in the canteen.", "Hugo Ferreira"),
    ("en", "Your contact for the rollout will be Sofia Marchetti, who maintains the glossary of abbreviations in the "
           "team chat.", "Sofia Marchetti"),
    ("ru", "Ваш контакт со стороны склада по «Скопе» — Мэй Танака, которая хранит на крыше-террасе коллекцию старых "
           "морских карт.", "Мэй Танака"),
    ("zh", "你在仓库方面的联系人是雨果·费雷拉，他在图书角收藏了一批旧航海地图。", "雨果·费雷拉"),
])
def test_background_person_as_contact_is_one_addition(lang, extra, name):
    found = _grade(lang, extra)
    assert [k for k, _ in found] == ["person"] and name in found[0][1]


# a unit the notes never name for the pilot's work made its partner: one addition, by the words before it or after it
@pytest.mark.parametrize(("lang", "extra"), [
    ("en", "The pilot is carried out jointly with the fleet maintenance team."),
    ("en", "Osprey runs in partnership with IT support."),
    ("ru", "Пилот реализуется совместно с отделом кадров."),
    ("ru", "Пилот проводится вместе со службой ИТ-поддержки."),
    ("zh", "试点与IT支持团队共同实施。"),
])
def test_unit_as_partner_is_one_addition(lang, extra):
    assert [k for k, _ in _grade(lang, extra)] == ["party"]


# a meeting of the team's own on the start day, with the start's own date: the start correct, the meeting one addition
@pytest.mark.parametrize(("lang", "extra"), [
    ("en", "A kick-off meeting with the pilot team is set for the first day, 9 June 2026."),
    ("ru", "Установочное совещание команды проекта пройдёт в день старта, 9 июня 2026 г."),
    ("zh", "试点团队启动会定在第一天，即2026年6月9日召开。"),
])
def test_team_meeting_on_start_day_is_one_addition(lang, extra):
    assert [k for k, _ in _grade(lang, extra)] == ["plan"]


# the neighbours: the background told alone, the start told again, a unit of the background retold as it is
@pytest.mark.parametrize(("lang", "extra"), [
    ("en", "Hugo Ferreira keeps a small collection of old shipping maps in the canteen."),
    ("en", "To repeat: the pilot starts on 9 June 2026."),
    ("ru", "Мэй Танака хранит на крыше-террасе небольшую коллекцию старых морских карт."),
    ("ru", "Служба ИТ-поддержки сидит рядом с лифтами, поэтому туда легко зайти."),
    ("ru", "Ещё раз: пилот стартует 9 июня 2026 г."),
    ("zh", "雨果·费雷拉在图书角收藏了一小批旧航海地图。"),
    ("zh", "再次说明：试点于2026年6月9日开始。"),
])
def test_background_and_start_alone_add_nothing(lang, extra):
    assert _grade(lang, extra) == []
