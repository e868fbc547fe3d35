"""A transcript's own parts, the twenty-fifth held-out set's transcript class in every language: a call's or a
meeting's title or source line, the time each turn was said, its speaker labels ("[00:01:05] Speaker 2:", "A:" / "B:",
"Спикер 1:", "说话人1：", "甲："), and the turns that only pass the talk on ("Got it.", "Понял.", "嗯你说。") are no
claims; a question by one speaker is answered by the next turn ("So it's approved then?" — "No, not yet …" states the
approval pending). Each is pinned with briefs written for these tests on the material of seed 1 (see
test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def transcript(lang: str, letters: bool = False) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        one, two = ("甲：", "乙：") if letters else ("[00:00:{s}] 说话人1：", "[00:00:{s}] 说话人2：")
        lines = ["会议记录（自动转写）",
                 one + f"试点时间为{c['timeline']}。",
                 two + "嗯，你说。",
                 one + f"范围：{c['scope']}。{c['oos']}。",
                 two + "预算呢？",
                 one + f"预算：{c['budget']}。",
                 two + "那是不是已经批了？",
                 one + "没有，还没有。",
                 one + f"审批：{c['status']}。",
                 two + "行，记下了。",
                 one + f"已完成：{c['done']}。计划（尚未开始）：{c['planned']}。"]
    elif lang == "ru":
        one, two = ("А: ", "Б: ") if letters else ("[00:00:{s}] Спикер 1: ", "[00:00:{s}] Спикер 2: ")
        lines = ["Расшифровка созвона (автоматическая)",
                 one + f"Пилот идёт {c['timeline']}.",
                 two + "Угу, понял.",
                 one + f"Охват: {c['scope']}. {c['oos']}.",
                 two + "А бюджет?",
                 one + f"Бюджет: {c['budget']}.",
                 two + "Значит, уже утвердили?",
                 one + "Нет, пока нет.",
                 one + f"Статус: {c['status']}.",
                 two + "Понял.",
                 one + f"Сделано: {c['done']}. Запланировано, не начато: {c['planned']}."]
    else:
        one, two = ("A: ", "B: ") if letters else ("[00:00:{s}] Speaker 1: ", "[00:00:{s}] Speaker 2: ")
        lines = ["Meeting transcript (automatic)",
                 one + f"The pilot runs {c['timeline']}.",
                 two + "Got it.",
                 one + f"It covers {c['scope']}. {c['oos']}.",
                 two + "And the budget?",
                 one + f"Budget: {c['budget']}.",
                 two + "So it's approved already?",
                 one + "No, not yet.",
                 one + f"Approval: {c['status']}.",
                 two + "Okay, thanks.",
                 one + f"Done: {c['done']}. Planned, not started: {c['planned']}."]
    return "\n".join(line.replace("{s}", f"{10 + 5 * k:02d}") for k, line in enumerate(lines)) + "\n"


# --- a transcript's title, turn times, speaker labels and backchannel are no claims ------------------------------
@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_transcripts_own_parts_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], transcript(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a question by one speaker is answered by the next turn: "approved already?" — "No, not yet" is pending --------
# (in Chinese and Russian a question's own words, "是不是已经批了？", "уже утвердили?", already gave no approval, the
# speaker label before the answer aside)
@pytest.mark.parametrize("lang", ["en"])
def test_a_question_answered_no_in_the_next_turn_states_pending(mats, lang):
    g = grade_output(mats[(lang, 1)], transcript(lang))
    assert facts(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- a dialogue's speakers by letter ("A:" / "B:", "А:" / "Б:", "甲：" / "乙：") ------------------------------------
@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_dialogues_letters_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], transcript(lang, letters=True))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


def chat(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        lines = [f"试点时间为{c['timeline']}。", f"范围：{c['scope']}。{c['oos']}。", f"预算：{c['budget']}。",
                 f"审批：{c['status']}。", f"已完成：{c['done']}。", f"计划（尚未开始）：{c['planned']}。"]
        reply = "谢谢！那就这些了吗？👍"
    elif lang == "ru":
        lines = [f"Пилот идёт {c['timeline']}.", f"Охват: {c['scope']}. {c['oos']}.", f"Бюджет: {c['budget']}.",
                 f"Статус: {c['status']}.", f"Сделано: {c['done']}.", f"Запланировано, не начато: {c['planned']}."]
        reply = "спасибо! значит, это всё? 👍"
    else:
        lines = [f"The pilot runs {c['timeline']}.", f"It covers {c['scope']}. {c['oos']}.", f"Budget: {c['budget']}.",
                 f"Approval: {c['status']}.", f"Done: {c['done']}.", f"Planned, not started: {c['planned']}."]
        reply = "thx! so that's everything then? 👍"
    return "\n".join([f"lena 10:{k:02d}  {line}" for k, line in enumerate(lines)] + [f"tom 10:07  {reply}"]) + "\n"


# --- a chat's sender and time before each turn's text, and a question closed by an emoji and left unanswered -------
@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_chats_senders_and_an_unanswered_question_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], chat(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a date asked about and denied by the next turn is no date of the brief; the answer's date takes its role ------
DENIED = {
    "en": ("And it ends on 15 April 2027?", "No, no, on 22 April 2027."),
    "zh": ("结束是2027年4月15日吗？", "不是，2027年4月22日。"),
    "ru": ("А заканчиваем 15 апреля 2027 г.?", "Нет, 22 апреля 2027 г."),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_date_asked_about_and_denied_gives_way_to_the_answers(mats, lang):
    c = CLEAN[(lang, 1)]
    text = transcript(lang).replace(c["timeline"], c["timeline"].split("至")[0].split(" to ")[0].split(" — ")[0]
                                    .split("[")[0].strip())
    question, answer = DENIED[lang]
    text += f"{question}\n{answer}\n"
    g = grade_output(mats[(lang, 1)], text)
    assert facts(g)["end_date"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not [u for u in g.unsupported if u.kind == "date"], kinds(g)
