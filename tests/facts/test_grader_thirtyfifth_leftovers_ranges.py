"""A scope widened beyond its one site, and a short range whose year is said once, the thirty-fifth held-out set's
leftovers of this class in every language.

The source has the workflow at one site only: a brief telling it at every site, over the company, "starting with"
that site, or at the site "and the other sites" (also "only, other sites later": a plan to widen, as an excluded item
"coming later" is) states the scope wrong, `distorted`, with no addition of its own; a brief denying the widening
("not at every site", "других площадок нет", "而不是所有站点", "instead of a company-wide rollout") tells the "only"
again and stays `correct`. Two short dates whose year is said once after them ("6/5 to 17/6, both 2026", "с 06.05 по
17.06, оба — 2026", "5月6日至6月17日（均为2026年）") are the start and the end in that year, no numbers: a wrong day or a
wrong year said once is still caught. Briefs written for these tests on the material of seed 17 (start 6 May 2026,
end 17 June 2026, shipment tracking at the Gdansk depot)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the brief of seed 17 around a dates sentence and a scope sentence, in each language
FRAME = {
    "en": "Pilot notes. {dates} {scope} The night shift is excluded [8]. Budget: GBP 65,000 [2]. Ines Carvalho "
          "approved it on 28 March 2026 [8]. The test account migration is done [14]; the user satisfaction survey "
          "is planned, not started [2].\n",
    "ru": "Справка по пилоту. {dates} {scope} Ночная смена исключена [10]. Бюджет: 65 000 фунтов стерлингов [2]. Инеш "
          "Карвалью утвердила пилот 28 марта 2026 г. [10]. Миграция тестовых учётных записей завершена [18]; опрос "
          "удовлетворённости запланирован, но не начат [2].\n",
    "zh": "试点简报。{dates}{scope}夜班不在范围内[4]。预算为65,000英镑[1]。伊内丝·卡瓦略已于2026年3月28日批准该试点[4]。"
          "测试账户迁移已经完成[8]，用户满意度调查已列入计划，但尚未开始[1]。\n",
}
DATES = {
    "en": "It runs from 6 May 2026 to 17 June 2026 [2][8].",
    "ru": "Пилот идёт с 6 мая 2026 г. по 17 июня 2026 г. [2][10].",
    "zh": "试点于2026年5月6日开始，2026年6月17日结束[1][4]。",
}
SCOPE = {
    "en": "It covers only shipment tracking at the Gdansk depot [14].",
    "ru": "Пилот охватывает только отслеживание отправлений в депо в Гданьске [18].",
    "zh": "试点只涵盖格但斯克仓储站的货运跟踪[8]。",
}


def brief(lang: str, dates: str | None = None, scope: str | None = None) -> str:
    return FRAME[lang].format(dates=dates or DATES[lang], scope=scope or SCOPE[lang])


@pytest.mark.parametrize("lang", list(FRAME))
def test_the_frame_is_graded_correct(lang):
    g = graded(lang, 17, brief(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- the scope widened beyond its one site --------------------------------------------------------------------------
WIDENED = {
    "en": [
        "The pilot brings shipment tracking to every depot of the company, starting with the Gdansk depot [14].",
        "Shipment tracking is piloted company-wide, beginning at the Gdansk depot [14].",
        "It covers shipment tracking at the Gdansk depot and at the other sites of the group [14].",
        "It covers shipment tracking at the Gdansk depot first, then the rest [14].",
        "It covers shipment tracking at the Gdansk depot only, other sites later [14].",
    ],
    "ru": [
        "Пилот вводит отслеживание отправлений на всех складах компании, начиная с депо в Гданьске [18].",
        "Отслеживание отправлений внедряется по всей компании; в первую очередь в депо в Гданьске [18].",
        "Пилот охватывает отслеживание отправлений в депо в Гданьске и на остальных площадках [18].",
        "Пилот охватывает отслеживание отправлений только в депо в Гданьске, другие площадки подключат позже [18].",
    ],
    "zh": [
        "试点在所有仓库推行货运跟踪，先从格但斯克仓储站开始[8]。",
        "试点覆盖格但斯克仓储站及其他站点的货运跟踪[8]。",
        "试点率先在格但斯克仓储站推行货运跟踪，全公司随后跟进[8]。",
        "试点只涵盖格但斯克仓储站的货运跟踪，其他站点以后再说[8]。",
    ],
}


@pytest.mark.parametrize(("lang", "scope"), [(lang, s) for lang, ss in WIDENED.items() for s in ss])
def test_a_scope_widened_beyond_its_site_is_distorted(lang, scope):
    g = graded(lang, 17, brief(lang, scope=scope))
    got = facts(g)
    assert got["scope"] == "distorted", (got, scope)
    assert {k: v for k, v in got.items() if k != "scope"} == dict.fromkeys(
        [k for k in got if k != "scope"], "correct"), got
    assert kinds(g) == [], scope


KEPT = {
    "en": [
        "It covers only shipment tracking at the Gdansk depot [14]; the other sites are not part of it.",
        "It covers only shipment tracking at the Gdansk depot [14], not at every site.",
        "Instead of a company-wide rollout, it covers shipment tracking at the Gdansk depot only [14].",
    ],
    "ru": [
        "Пилот охватывает только отслеживание отправлений в депо в Гданьске [18], других площадок нет.",
        "Пилот охватывает отслеживание отправлений только в депо в Гданьске [18], а не на всех площадках.",
    ],
    "zh": [
        "试点只涵盖格但斯克仓储站的货运跟踪，而不是所有站点[8]。",
        "试点只涵盖格但斯克仓储站的货运跟踪[8]，其他站点不在范围内。",
    ],
}


@pytest.mark.parametrize(("lang", "scope"), [(lang, s) for lang, ss in KEPT.items() for s in ss])
def test_a_widening_denied_keeps_the_scope(lang, scope):
    g = graded(lang, 17, brief(lang, scope=scope))
    assert set(facts(g).values()) == {"correct"}, (facts(g), scope)
    assert kinds(g) == [], scope


# a roll-out after the pilot, in a sentence of its own that does not name the site: the scope stays as told
ROLL_OUT = {
    "ru": SCOPE["ru"] + " После завершения пилота процесс планируют перенести на другие площадки компании.",
    "zh": SCOPE["zh"] + "试点结束后，新的货运跟踪流程会推广到所有站点。",
}


@pytest.mark.parametrize("lang", list(ROLL_OUT))
def test_a_roll_out_of_its_own_leaves_the_scope(lang):
    g = graded(lang, 17, brief(lang, scope=ROLL_OUT[lang]))
    assert facts(g)["scope"] == "correct", facts(g)


# --- a short range whose year is said once --------------------------------------------------------------------------
YEAR_ONCE = {
    "en": ["It runs 6/5 to 17/6, both 2026 [2][8].", "Starts 6.5., ends 17.6. (2026) [2][8]."],
    "ru": ["Пилот идёт с 06.05 по 17.06, оба — 2026 [2][10].", "Сроки: с 6.05 по 17.06 (2026 г.) [2][10]."],
    "zh": ["试点于5月6日至6月17日（均为2026年）进行[1][4]。", "试点时间：5月6日至6月17日，都是2026年[1][4]。"],
}


@pytest.mark.parametrize(("lang", "dates"), [(lang, d) for lang, ds in YEAR_ONCE.items() for d in ds])
def test_a_year_said_once_dates_both_ends(lang, dates):
    g = graded(lang, 17, brief(lang, dates=dates))
    assert set(facts(g).values()) == {"correct"}, (facts(g), dates)
    assert kinds(g) == [], dates


WRONG_DAY = {
    "en": "It runs 6/5 to 18/6, both 2026 [2][8].",
    "ru": "Пилот идёт с 07.05 по 17.06, оба — 2026 [2][10].",
    "zh": "试点于5月6日至6月18日（均为2026年）进行[1][4]。",
}
WRONG_YEAR = {
    "en": "It runs 6/5 to 17/6, both 2027 [2][8].",
    "ru": "Пилот идёт с 06.05 по 17.06, оба — 2027 [2][10].",
    "zh": "试点于5月6日至6月17日（均为2027年）进行[1][4]。",
}


@pytest.mark.parametrize("lang", list(WRONG_DAY))
def test_a_wrong_day_in_such_a_range_is_caught(lang):
    g = graded(lang, 17, brief(lang, dates=WRONG_DAY[lang]))
    got = facts(g)
    wrong = "start_date" if lang == "ru" else "end_date"
    assert got[wrong] == "distorted", got
    assert {k for k, v in got.items() if v != "correct"} == {wrong}, got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(WRONG_YEAR))
def test_a_wrong_year_said_once_distorts_both_ends(lang):
    g = graded(lang, 17, brief(lang, dates=WRONG_YEAR[lang]))
    got = facts(g)
    assert got["start_date"] == "distorted" and got["end_date"] == "distorted", got
    assert kinds(g) == []  # the year is the dates', no number of its own
