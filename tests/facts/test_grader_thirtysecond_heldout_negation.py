"""Facts said through negation, conditions and counterfactuals, the thirty-second held-out set's negation class in
every language: a pending state denied as a whole ("it is not true that the approval is still pending", "approval is
no longer an open question", "пилот не ждёт ничьего решения", "неутверждённым пилот не считается", "ждать решения не
нужно"), the value not chosen after "rather than" / "а не" / "而非" ("approved rather than pending", "planned rather
than started"), a counterfactual's supposition ("if the pilot were still pending, …", "если бы пилот всё ещё ждал
утверждения, …") and the reader's question set as a condition ("如果有人问起是否已批准，就告诉他：…"). None of these says
the state it names; the real value beside it is the fact. Pinned with briefs written for these tests on the material
of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
          "office [14]. Warranty claims are not part of it [8]. It has a budget of USD 45,000 [2]. The barcode "
          "scanners have already been installed [14]; {planned}\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в "
          "Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Бюджет — 45 000 долларов США [3]. Установка "
          "сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}
PLANNED_EN = "the translation of the user guides is planned but has not started [2]."


def brief(lang: str, approval: str, planned: str = PLANNED_EN) -> str:
    return approval + "\n\n" + REST[lang].format(planned=planned)


DENIED_PENDING = [
    ("en", "It is not true that the approval is still pending: Marek Novak approved the pilot on 15 May 2026 [8]."),
    ("en", "Approval is no longer an open question: Marek Novak approved the pilot on 15 May 2026 [8]."),
    ("en", "Approved rather than pending: Marek Novak approved the pilot on 15 May 2026 [8]."),
    ("ru", "Пилот не ждёт ничьего решения: Марек Новак утвердил его 15 мая 2026 г. [10]."),
    ("ru", "Неутверждённым пилот не считается: Марек Новак утвердил его 15 мая 2026 г. [10]."),
    ("ru", "Ждать решения совета не нужно: Марек Новак утвердил пилот 15 мая 2026 г. [10]."),
]


@pytest.mark.parametrize("lang,approval", DENIED_PENDING)
def test_a_denied_pending_state_is_the_approval_given(lang, approval):
    g = graded(lang, 5, brief(lang, approval))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_the_stage_after_rather_than_is_not_asserted():
    planned = "the translation of the user guides is planned rather than started [2]."
    g = graded("en", 5, brief("en", "Marek Novak approved the pilot on 15 May 2026 [8].", planned))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


CONDITIONS = [
    ("en", "If the pilot were still pending, the start would have moved; but Marek Novak approved it on 15 May 2026 "
           "[8]."),
    ("ru", "Если бы пилот всё ещё ждал утверждения, об этом говорилось бы в записи [10]; но Марек Новак утвердил "
           "пилот 15 мая 2026 г. [10]."),
    ("zh", "如果有人问起是否已批准，就告诉他：马雷克·诺瓦克已于2026年5月15日批准该试点[5]。"),
]


@pytest.mark.parametrize("lang,approval", CONDITIONS)
def test_a_counterfactual_or_the_readers_question_sets_no_condition(lang, approval):
    g = graded(lang, 5, brief(lang, approval))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
