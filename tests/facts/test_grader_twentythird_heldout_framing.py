"""The writer's own remarks framing a long brief, the twenty-third held-out set's class in every language: a sentence
about the notes, their paragraphs or background, or about the brief itself and its reader, naming nothing of the pilot
(no value, item, person, state or view of the writer's own), is a remark on the material, no claim; a count in it
counts the notes' paragraphs, no number of the pilot. A sentence naming the notes beside a claim of its own (a risk)
still adds. Each is pinned with briefs written for these tests on the material of seed 1 (see
test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


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


# --- a sentence about the notes or the brief itself claims nothing of the pilot ----------------------------------
REMARK = {
    "en": "Most of the notes describe the office and its habits, so this brief keeps to the few passages that matter "
          "and leaves the background where it is.",
    "zh": "笔记里大部分内容写的是办公室的日常，读者不必在那些段落上花太多时间。",
    "ru": "Большая часть записей посвящена жизни офиса, и читателю не стоит искать в этих абзацах что-то сверх того.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_remark_on_the_notes_or_the_brief_is_no_claim(mats, lang):
    g = grade_output(mats[(lang, 1)], REMARK[lang] + "\n\n" + body(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- naming the notes does not hide a claim of the writer's own beside it -----------------------------------------
RISK = {
    "en": "Readers should know that the biggest risk is the front desk running short of people in the busy weeks.",
    "zh": "读者应当知道，最大的风险是前台在忙季人手不够。",
    "ru": "Читателю стоит знать, что главный риск — нехватка людей на участке в горячие недели.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_remark_on_the_notes_beside_a_risk_of_its_own_still_adds(mats, lang):
    g = grade_output(mats[(lang, 1)], body(lang) + "\n" + RISK[lang] + "\n")
    assert len(g.unsupported) == 1, kinds(g)


# --- a count in such a remark counts the notes' passages, no number of the pilot ----------------------------------
COUNT = {
    "en": "The notes run on for pages, and a reader needs only three of them.",
    "zh": "笔记篇幅很长，读者只需要看其中三处。",
    "ru": "Записи длинные, и читателю нужны лишь три места из них.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_count_in_a_remark_on_the_notes_is_no_number(mats, lang):
    g = grade_output(mats[(lang, 1)], COUNT[lang] + "\n\n" + body(lang))
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_count_of_the_pilots_own_is_still_a_number(mats, lang):
    extra = {"en": "Three clerks have joined the pilot team.", "zh": "试点小组新增了三名文员。",
             "ru": "В команду пилота вошли три оператора."}[lang]
    g = grade_output(mats[(lang, 1)], body(lang) + extra + "\n")
    assert g.unsupported, kinds(g)


# --- the notes' paragraphs named by number, each with its own 第, are the paragraphs holding the facts ---------------
def test_paragraph_numbers_each_with_its_own_di_are_no_numbers_zh(mats):
    g = grade_output(mats[("zh", 1)], "笔记里真正写试点的，是第2、第4和第8段，其余都是公司日常。\n\n" + body("zh"))
    assert not g.unsupported, kinds(g)


def test_other_numbers_each_with_its_own_di_still_count_zh(mats):
    g = grade_output(mats[("zh", 1)], body("zh") + "试点小组由第3、第5和第6车间的人员组成。\n")
    assert any(k == "number" for k, _ in kinds(g)), kinds(g)


# --- a count of the pilot's own work items ("the two items", "两项工作") restates them -----------------------------
ITEMS = {"en": "The two items should not be confused with each other.", "zh": "这两项工作不应混为一谈。"}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_count_of_the_pilots_own_work_items_is_no_number(mats, lang):
    g = grade_output(mats[(lang, 1)], body(lang) + ITEMS[lang] + "\n")
    assert not any(k == "number" for k, _ in kinds(g)), kinds(g)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_count_of_more_work_items_than_the_source_has_still_counts(mats, lang):
    more = {"en": "The three items should not be confused with each other.", "zh": "这三项工作不应混为一谈。"}[lang]
    g = grade_output(mats[(lang, 1)], body(lang) + more + "\n")
    assert any(k == "number" for k, _ in kinds(g)), kinds(g)


# --- the writer's signposts through the brief's own parts claim nothing ----------------------------------------------
SIGNPOST = {"en": "I will come back to that later.", "zh": "再回到正题。", "ru": "Начнём с того, откуда всё пошло."}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_signpost_through_the_brief_is_no_claim(mats, lang):
    g = grade_output(mats[(lang, 1)], SIGNPOST[lang] + "\n\n" + body(lang))
    assert not g.unsupported, kinds(g)


def test_a_signpost_heading_a_few_words_on_a_topic_is_no_claim_en(mats):
    g = grade_output(mats[("en", 1)], body("en") + "\nA few words on the wording\n\nThe wording above keeps to the notes.\n")
    assert not g.unsupported, kinds(g)
