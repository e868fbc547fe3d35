"""Correct restatements of the source, the thirty-seventh held-out set's class in every language: a count standing for
things the brief has just named ("keep these two apart"), what the notes name only ("the only body named in the notes"),
a remark that the notes break nothing down, people said to appear only in the background, a pending approval told
again (with its body, or in a sentence already aligned to the approval), the scope held to one site, the part of the
scope a brief gives told again where the scope is omitted, and a recap counting the brief's own items ("Итого: из двух
этапов …") are no claims of the pilot. Each is pinned with briefs written for these tests on the material of seed 7,
each beside a case where the same form carries a wrong count or an invented claim, which is still caught."""

import pytest

from tests.facts.grading import facts, graded, kinds

SEED = 7  # Osprey / 鱼鹰 / «Скопа»: approval pending with the investment board; background: Leila Haddad, Ruth Adeyemi

TIMELINE = {
    "en": "Osprey starts on 10 June 2027 and closes on 30 July 2027.",
    "zh": "鱼鹰试点2027年6月10日启动，2027年7月30日收尾。",
    "ru": "«Скопа» стартует 10 июня 2027 г. и закрывается 30 июля 2027 г.",
}
SCOPE = {
    "en": "Only spare parts ordering at the Gdansk depot is in it; the Madrid sales office is explicitly left out.",
    "zh": "试点只做格但斯克仓储站的备件订购，马德里销售办事处明确不在试点范围内。",
    "ru": "В пилот входит только заказ запчастей в депо в Гданьске; офис продаж в Мадриде явно исключён.",
}
PART_SCOPE = {  # the process without the site: the scope graded omitted
    "en": "Spare parts ordering is the process under test. The Madrid sales office is explicitly left out.",
    "zh": "试点只做备件订购。马德里销售办事处明确不在试点范围内。",
    "ru": "Проверяется процесс заказа запчастей. Офис продаж в Мадриде явно исключён.",
}
BUDGET = {"en": "Money: CHF 91,500.", "zh": "经费：91,500瑞士法郎。", "ru": "Деньги: 91 500 швейцарских франков."}
APPROVAL = {
    "en": "The investment board has not approved it yet.",
    "zh": "投资委员会尚未批准。",
    "ru": "Инвестиционный совет пилот пока не утвердил.",
}
WORK = {
    "en": "Finished: the migration of the test accounts.\nPlanned, not begun: the training of the front-line clerks.",
    "zh": "已完成：测试账户迁移。\n计划（尚未开始）：一线文员培训。",
    "ru": "Сделано: миграция тестовых учётных записей.\nЗапланировано, но не начато: обучение операторов первой линии.",
}


def brief(lang: str, after: str = "", scope: str | None = None) -> str:
    lines = [TIMELINE[lang], scope or SCOPE[lang], BUDGET[lang], APPROVAL[lang], WORK[lang], after]
    return "\n".join(x for x in lines if x) + "\n"


def all_correct(g) -> bool:
    return set(facts(g).values()) == {"correct"}


def numbers(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "number"]


# --- a count standing for things just named ---------------------------------------------------------------------------
COUNTED_BACK = {  # (as many as the source's work items, then a count of its own)
    "en": ("Of these two, the first is done and the second has not started.",
           "Of these four, the first is done and the second has not started."),
    "zh": ("这两项之间不要混淆。", "这四项之间不要混淆。"),
    "ru": ("Других этапов, кроме этих двух, нет.", "Других этапов, кроме этих четырёх, нет."),
}


@pytest.mark.parametrize("lang", list(COUNTED_BACK))
def test_a_count_standing_for_the_items_just_named_is_no_number(lang):
    right, wrong = COUNTED_BACK[lang]
    g = graded(lang, SEED, brief(lang, right))
    assert all_correct(g), facts(g)
    assert numbers(g) == [], kinds(g)
    if lang == "en":
        assert kinds(g) == [], kinds(g)
    g = graded(lang, SEED, brief(lang, wrong))
    assert len(numbers(g)) == 1, kinds(g)  # the source has two work items: four is a number of its own


# --- what the notes name only ---------------------------------------------------------------------------------------
NAMED_ONLY = {
    "en": ("The investment board is the only body named in the notes in connection with the approval.\n"
           "These are the only two work items the pilot file mentions.",
           "These are the only five work items the pilot file mentions."),
    "zh": ("投资委员会是笔记中唯一提到的审批方。\n笔记里只提到了两项工作。", "笔记里只提到了五项工作。"),
    "ru": ("Инвестиционный совет — единственный орган, упомянутый в записях в связи с утверждением.\n"
           "В записях названы только два этапа.", "В записях названы только пять этапов."),
}


@pytest.mark.parametrize("lang", list(NAMED_ONLY))
def test_what_the_notes_name_only_is_no_claim(lang):
    right, wrong = NAMED_ONLY[lang]
    g = graded(lang, SEED, brief(lang, right))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)
    g = graded(lang, SEED, brief(lang, wrong))
    assert len(numbers(g)) == 1, kinds(g)  # a count of the work items in the remark is still checked


# --- what the notes break down or attribute to no one, and the people they keep in the background -----------------
SILENT = {
    "en": "The notes do not break the budget down or say how much has been spent.\n\n"
          "Not attributed to anyone in the file\n- The training of the front-line clerks.\n\n"
          "Leila Haddad and Ruth Adeyemi are mentioned only in the background paragraphs and have nothing to do with "
          "the pilot.",
    "zh": "笔记没有细分预算，也没说花了多少。\n肖恩·加拉格尔和露丝·阿德耶米只在背景段落中出现，与试点无关。",
    "ru": "Лейла Хаддад и Рут Адейеми упоминаются лишь в остальных абзацах и к пилоту не относятся.",
}
SILENT_CLAIM = {  # the same remark beside work the notes never give is still an addition
    "en": "Leila Haddad is mentioned only in the background paragraphs, but she already runs the depot's side of the "
          "pilot.",
    "zh": "露丝·阿德耶米只在背景段落中出现，不过她已经被任命为试点的项目经理。",
    "ru": "Лейла Хаддад упоминается лишь в остальных абзацах, но она уже руководит всей работой пилота на стороне депо.",
}


@pytest.mark.parametrize("lang", list(SILENT))
def test_what_the_notes_leave_and_keep_in_the_background_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, SILENT[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)
    g = graded(lang, SEED, brief(lang, SILENT_CLAIM[lang]))
    assert len(kinds(g)) >= 1, kinds(g)


# --- a pending approval told again ------------------------------------------------------------------------------------
PENDING = {
    "en": "Until the investment board signs off, the pilot has no approval.\n"
          "The matter sits with the investment board, and its decision has yet to be taken.",
    "zh": "此事仍在等待投资委员会拍板。",
    "ru": "Вопрос по-прежнему на рассмотрении у инвестиционного совета, решение им ещё не принято.",
}
PENDING_CLAIM = {  # the body named with a meeting and a condition of its own: a claim
    "en": "The investment board will decide at its spring retreat in Vienna, pending a cost review by the auditors.",
    "zh": "投资委员会将在维也纳春季务虚会上审议，前提是审计师先完成成本复核。",
    "ru": "Инвестиционный совет рассмотрит вопрос на выездной сессии в Вене после аудита затрат.",
}


@pytest.mark.parametrize("lang", list(PENDING))
def test_a_pending_approval_told_again_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, PENDING[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)
    g = graded(lang, SEED, brief(lang, PENDING_CLAIM[lang]))
    assert len(kinds(g)) >= 1, kinds(g)


# --- the scope held to one site, and the part of the scope a brief gives told again -----------------------------------
ONE_SITE = {
    "en": "It is limited to a single site, the Gdansk depot.",
    "zh": "试点仅限一个站点，即格但斯克仓储站。",
    "ru": "Пилот ограничен одной площадкой — депо в Гданьске.",
}
PART_AGAIN = {
    "en": ("Covers the spare parts ordering process.",
           "Covers the spare parts ordering process, which has since been extended to returns handling."),
    "zh": ("覆盖备件订购流程；", "覆盖备件订购流程，另外新增了夜间客服热线；"),
    "ru": ("Охватывает процесс заказа запчастей.", "Охватывает процесс заказа запчастей, а с мая ещё и возвраты."),
}


@pytest.mark.parametrize("lang", list(ONE_SITE))
def test_the_scope_held_to_one_site_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, ONE_SITE[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(PART_AGAIN))
def test_the_part_of_an_omitted_scope_told_again_is_no_claim(lang):
    right, wrong = PART_AGAIN[lang]
    g = graded(lang, SEED, brief(lang, right, scope=PART_SCOPE[lang]))
    assert facts(g)["scope"] == "omitted", facts(g)
    assert kinds(g) == [], kinds(g)
    g = graded(lang, SEED, brief(lang, wrong, scope=PART_SCOPE[lang]))
    # another process added beside it claims something: a claim of its own, or the scope distorted
    assert len(kinds(g)) >= 1 or facts(g)["scope"] == "distorted", (facts(g), kinds(g))


# --- a recap counting the brief's own items ---------------------------------------------------------------------------
RECAP = {
    "en": ("To sum up: of the two work items, one is finished and one has not begun.",
           "To sum up: of the three work items, one is finished and one has not begun."),
    "zh": ("总之：两项工作中一项已完成，一项尚未开始。", "总之：五项工作中一项已完成，一项尚未开始。"),
    "ru": ("Итого: из двух названных этапов один завершён, другой ещё не начат; открытым остаётся решение совета.",
           "Итого: из трёх названных этапов один завершён, другой ещё не начат; открытым остаётся решение совета."),
}


@pytest.mark.parametrize("lang", list(RECAP))
def test_a_recap_counting_the_briefs_own_items_is_no_claim(lang):
    right, wrong = RECAP[lang]
    g = graded(lang, SEED, brief(lang, right))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)
    g = graded(lang, SEED, brief(lang, wrong))
    assert len(numbers(g)) == 1, kinds(g)
