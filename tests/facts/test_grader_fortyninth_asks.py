"""The writer's talk to the reader beside a remark on what the notes leave unsaid, the forty-ninth held-out set's class
in every language: a request to tell the writer what the reader may know ("If you know, please tell me"), and an
offer to look it up ("I can dig it up if needed", "если надо, поищу", "需要的话我去查"), alone or joined to the remark.
None claims anything of the pilot. A task set for someone else, or a meeting the writer invented in the same
paragraph, stays an addition. Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# --- a request or an offer beside the notes' silence: no addition ---------------------------------------------------
ASKS = {
    "en": ["One thing is missing: the notes do not say who leads the pilot. If you know, please tell me.",
           "The notes are silent on who runs the pilot. If anyone knows, do tell me.",
           "The notes are silent on who runs the pilot. I can dig it up if needed.",
           "Who leads the pilot is not in the notes. If need be, I'll find out."],
    "ru": ["Кто руководит пилотом, в заметках не написано — если знаешь, напиши.",
           "Кто руководит пилотом, в заметках не написано. Поищу, если надо.",
           "Кто руководит пилотом, в заметках не написано. Могу уточнить.",
           "Кто отвечает за пилот, в записях не написано — если надо, поищу."],
    "zh": ["笔记里没写谁负责试点。如果你知道是谁，麻烦说一声。",
           "笔记里没写谁负责试点。知道的话告诉我一下。",
           "笔记里没写谁负责试点——需要的话我去查。",
           "笔记里没写谁负责试点。要是需要，我去问问。"],
}


@pytest.mark.parametrize("lang", list(ASKS))
@pytest.mark.parametrize("n", range(4))
def test_a_request_or_an_offer_beside_the_notes_silence_is_no_addition(lang, n):
    g = graded(lang, 5, SEED5_FACTS[lang] + ASKS[lang][n] + "\n\n" + SEED5_WORK[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# --- a task set for someone else: still an addition -----------------------------------------------------------------
TASKS = {
    "en": ["Ask the warehouse manager to sign the delivery plan before the pilot starts.",
           "The office manager will tell the cleaning crew about the new shift pattern."],
    "ru": ["Попроси начальника склада пересчитать остатки до старта пилота.",
           "Менеджер офиса расскажет уборщикам о новом графике смен."],
    "zh": ["请仓库经理在试点开始前签署交货计划。",
           "办公室经理会把新的排班告诉保洁团队。"],
}


@pytest.mark.parametrize("lang", list(TASKS))
@pytest.mark.parametrize("n", range(2))
def test_a_task_for_someone_else_is_still_an_addition(lang, n):
    g = graded(lang, 5, SEED5_FACTS[lang] + TASKS[lang][n] + "\n\n" + SEED5_WORK[lang] + "\n")
    assert len(kinds(g)) == 1, kinds(g)


# --- an invented meeting in the same paragraph as the request: the meeting is still counted, the request is not ---
MEETING = {
    "en": "I have booked a review with the steering committee for the second week. If you know who leads the pilot, "
          "please tell me.",
    "ru": "Я уже назначил встречу с руководящим комитетом на вторую неделю. Если знаешь, кто руководит пилотом, дай знать.",
    "zh": "我已经和指导委员会约好在第二周开一次评审会。如果你知道谁负责试点，麻烦说一声。",
}


@pytest.mark.parametrize("lang", list(MEETING))
def test_an_invented_meeting_beside_the_request_is_still_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + MEETING[lang] + "\n\n" + SEED5_WORK[lang] + "\n")
    assert len(kinds(g)) == 1, kinds(g)
    assert not any("tell me" in t or "дай знать" in t or "说一声" in t for _, t in kinds(g)), kinds(g)
