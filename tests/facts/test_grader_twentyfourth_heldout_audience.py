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


def body(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        return (f"试点时间为{c['timeline']}。范围：{c['scope']}。{c['oos']}。预算：{c['budget']}。审批：{c['status']}。"
                f"已完成：{c['done']}。计划（尚未开始）：{c['planned']}。\n")
    if lang == "ru":
        return (f"Пилот идёт {c['timeline']}. Охват: {c['scope']}. {c['oos']}. Бюджет: {c['budget']}. "
                f"Статус: {c['status']}. Сделано: {c['done']}. Запланировано, не начато: {c['planned']}.\n")
    return (f"The pilot runs {c['timeline']}. It covers {c['scope']}. {c['oos']}. Budget: {c['budget']}. "
            f"Approval: {c['status']}. Done: {c['done']}. Planned, not started: {c['planned']}.\n")


# --- a remark that the notes hold nothing on a topic claims nothing of the pilot ----------------------------------
SILENT = {
    "en": "The record holds no list of suppliers, and it contains no split of the money by month.",
    "zh": "资料里没有关于供应商合同的内容。",
    "ru": "Про подрядчиков и фактические расходы в записях ни слова, так что о них молчу.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_remark_that_the_notes_hold_nothing_on_a_topic_is_no_claim(mats, lang):
    g = grade_output(mats[(lang, 1)], body(lang) + "\n" + SILENT[lang] + "\n")
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- the audience's own contacts for questions are said to the reader -----------------------------------------------
CONTACTS = {
    "en": "If you have any questions, ask your shift coordinator.",
    "zh": "如有疑问，请联系各自部门的联络人。",
    "ru": "По всем вопросам можно обращаться к координатору своей смены.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_the_audiences_contacts_for_questions_are_no_claim(mats, lang):
    g = grade_output(mats[(lang, 1)], body(lang) + "\n" + CONTACTS[lang] + "\n")
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


NAMED_CONTACT = {
    "en": "If you have any questions, ask Jonathan Pryce, the pilot's project manager.",
    "zh": "如有疑问，请联系项目经理王建国。",
    "ru": "По всем вопросам обращайтесь к Игорю Савельеву, руководителю пилота.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_contact_named_with_a_role_of_his_own_still_adds(mats, lang):
    g = grade_output(mats[(lang, 1)], body(lang) + "\n" + NAMED_CONTACT[lang] + "\n")
    assert g.unsupported, facts(g)


# --- the text naming itself (this newsletter, this retrospective, its wording) is a remark on the text -------------
ITSELF = {
    "en": "This newsletter tells the story in plain words, for colleagues who were not in the meetings.",
    "zh": "本复盘按时间顺序写成，方便大家对照。",
    "ru": "Формулировки оставлены почти дословными, чтобы их было удобно сверять.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_the_text_naming_itself_is_a_remark_on_the_text(mats, lang):
    g = grade_output(mats[(lang, 1)], ITSELF[lang] + "\n\n" + body(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)
