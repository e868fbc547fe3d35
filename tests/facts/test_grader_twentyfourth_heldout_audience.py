"""A text written for another audience frames itself, the twenty-fourth held-out set's class in every language: a
customer FAQ's, an announcement's or a handover note's question written as a heading without a question mark, on a
line of its own or run in before the line's text ("What is already done", "Что уже сделано.", "Сколько стоит") heads
what follows and claims nothing; a remark that the notes hold nothing on a topic ("it contains no breakdown",
"в записях ни слова", "笔记里没有关于…的信息") and the audience's own contacts ("с вопросами обращайтесь к …") claim
nothing of the pilot. Each is pinned with briefs written for these tests on the material of seed 1 (see
test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- a question written as a heading, without its question mark, heads what follows --------------------------------
def faq(lang: str, run_in: bool) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "ru":
        parts = [("Что меняется", f"Пилот охватывает {c['scope']}. {c['oos']}."),
                 ("Когда", f"Пилот идёт {c['timeline']}."),
                 ("Сколько стоит", f"Бюджет: {c['budget']}."),
                 ("Кто решает", f"Статус: {c['status']}."),
                 ("Что уже сделано", f"Сделано: {c['done']}."),
                 ("Что тебе предстоит", f"Запланировано, не начато: {c['planned']}.")]
    else:
        parts = [("What is changing", f"The pilot covers {c['scope']}. {c['oos']}."),
                 ("When it happens", f"The pilot runs {c['timeline']}."),
                 ("How much it costs", f"Budget: {c['budget']}."),
                 ("Who decides", f"Approval: {c['status']}."),
                 ("What is already done", f"Done: {c['done']}."),
                 ("What you will pick up", f"Planned, not started: {c['planned']}.")]
    return "".join(f"{q}. {a}\n\n" if run_in else f"{q}\n{a}\n\n" for q, a in parts)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("run_in", [False, True])
def test_a_question_written_as_a_heading_claims_nothing(mats, lang, run_in):
    g = grade_output(mats[(lang, 1)], faq(lang, run_in))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_question_heading_does_not_hide_a_sentence_opening_with_its_word(mats, lang):
    extra = {"en": "What matters most is that the depot team also rebuilt the loading bay last month.",
             "ru": "Что важно, команда склада в прошлом месяце ещё и перестроила погрузочную рампу."}[lang]
    g = grade_output(mats[(lang, 1)], faq(lang, False) + extra + "\n")
    assert g.unsupported, facts(g)
