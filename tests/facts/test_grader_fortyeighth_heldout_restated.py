"""Facts and background restated in other words, the forty-eighth held-out set's class in every language: the
background retold with a word of advice to the reader ("just follow that rule", "посмотри его записи", "照这个做法来
就行") is the background, no addition; the scope told again on a line under its own name ("范围：…", "Рамки: …") is the
scope's field, no remark of its own; a minutes' agenda line naming only the meeting's purpose is its frame. The same
forms inventing something (a rule the notes do not have, a new decision on the agenda) stay additions. Pinned with
briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

# --- background retold with advice to the reader ------------------------------------------------------------------
ADVICE = {
    "en": "Documents in the team chat are named department, then topic, then author; just follow that rule when you "
          "add one.",
    "ru": "Если нужен пример хороших записей, посмотри протоколы Томаса Линдквиста — он славится короткими и понятными "
          "записями встреч.",
    "zh": "托马斯·林德奎斯特习惯在每份文档开头写一段背景说明，写新文档时照这个做法来就行。",
}
ADVICE_INVENTED = {
    "en": "Documents in the team chat are always written in German and signed by the pilot lead; just follow that rule "
          "when you add one.",
    "ru": "Если нужен пример, посмотри протоколы Томаса Линдквиста — он ведёт их только на английском для правления "
          "холдинга.",
    "zh": "试点负责人要求每份文档都用英文撰写并抄送董事会，写新文档时照这个做法来就行。",
}


@pytest.mark.parametrize("lang", list(ADVICE))
def test_background_retold_with_advice_is_background(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + ADVICE[lang] + "\n")
    assert kinds(g) == [], kinds(g)
    assert set(facts(g).values()) <= {"correct", "omitted"}, facts(g)


@pytest.mark.parametrize("lang", list(ADVICE_INVENTED))
def test_advice_around_an_invented_rule_stays_an_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + ADVICE_INVENTED[lang] + "\n")
    assert any(k == "claim" for k, _ in kinds(g)), kinds(g)


# --- the scope restated under its own name on a list line -------------------------------------------------------------
SCOPE_LINE = {
    "en": "Summary: the pilot is about invoice matching in Leeds.\n\n- Scope: the Leeds office only, and invoice matching "
          "is the one piece of work in it.\n",
    "ru": "Коротко: пилот касается сверки счетов в Лидсе.\n\n- Рамки: один офис в Лидсе, и из работ там только сверка "
          "счетов, больше ничего.\n",
    "zh": "简要：试点只做利兹办公室的发票匹配。\n\n- 范围：只在利兹办公室，业务也只有发票匹配这一项。\n",
}
SCOPE_LINE_INVENTED = {
    "en": "Summary: the pilot is about invoice matching in Leeds.\n\n- Scope: the Leeds office only, and invoice matching; "
          "the Dublin depot joins the pilot from its second month.\n",
    "ru": "Коротко: пилот касается сверки счетов в Лидсе.\n\n- Рамки: один офис в Лидсе и сверка счетов; со второго "
          "месяца к пилоту подключится склад в Дублине.\n",
    "zh": "简要：试点只做利兹办公室的发票匹配。\n\n- 范围：只在利兹办公室做发票匹配；第二个月起都柏林仓库也将加入试点。\n",
}


@pytest.mark.parametrize("lang", list(SCOPE_LINE))
def test_the_scope_restated_under_its_own_name_is_no_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SCOPE_LINE[lang])
    assert kinds(g) == [], kinds(g)
    assert facts(g)["scope"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(SCOPE_LINE_INVENTED))
def test_a_scope_line_adding_a_site_is_still_caught(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SCOPE_LINE_INVENTED[lang])
    assert kinds(g) or facts(g)["scope"] == "distorted", (facts(g), kinds(g))


# --- an agenda line naming the meeting's purpose ------------------------------------------------------------------
AGENDA = {
    "en": "Agenda: review of the pilot's facts before the decision.\n\n",
    "ru": "Повестка: обсуждение фактов по пилоту перед решением.\n\n",
    "zh": "议程：决定之前核对试点的事实。\n\n",
}
AGENDA_INVENTED = {
    "en": "Agenda: vote on extending the pilot to the Dublin warehouse.\n\n",
    "ru": "Повестка: голосование о продлении пилота на склад в Дублине.\n\n",
    "zh": "议程：讨论把试点扩展到都柏林仓库，并为此追加两名文员。\n\n",
}


@pytest.mark.parametrize("lang", list(AGENDA))
def test_an_agenda_naming_the_meetings_purpose_is_its_frame(lang):
    g = graded(lang, 5, AGENDA[lang] + SEED5_FACTS[lang] + "\n")
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(AGENDA_INVENTED))
def test_an_agenda_setting_a_new_decision_is_an_addition(lang):
    g = graded(lang, 5, AGENDA_INVENTED[lang] + SEED5_FACTS[lang] + "\n")
    assert any(k == "claim" for k, _ in kinds(g)), kinds(g)
