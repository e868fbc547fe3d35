"""Text that says nothing new about the pilot: the writer's remarks on the brief or the notes it draws on (based
on the notes provided, to be checked before it is shared) are no additions, and a reader's question on the approval
whose reply answers nothing ("I do not know.", "The notes don't say.") states no approval. A judgement of the
pilot's team, which the notes never give, is still an addition; a question answered still gives the approval."""

import re

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

# the seed's facts with the approval sentence left out: the reader's question and its reply come after them
NO_APPROVAL = {
    "en": re.sub(r"Marek Novak approved it on 15 May 2026; the budget", "The budget", FULL["en"]),
    "ru": re.sub(r"Марек Новак утвердил пилот 15 мая 2026 г\.; бюджет", "Бюджет", FULL["ru"]),
    "zh": re.sub(r"马雷克·诺瓦克已于2026年5月15日批准该试点，", "", FULL["zh"]),
}

REMARKS = [
    ("en", "Keep in mind that this write-up rests only on the paragraphs provided, and the end date ought to be "
           "checked once more before the brief is shared."),
    ("en", "This summary uses only the notes supplied; please have the owner verify the dates before sending it."),
    ("ru", "Справка опирается только на присланные записи; перед рассылкой даты лучше ещё раз сверить с владельцем."),
    ("zh", "这份简报只依据所提供的段落整理，发出前请与负责人再核对一下日期。"),
]


@pytest.mark.parametrize("lang,remark", REMARKS)
def test_remark_on_the_brief_is_no_addition(lang, remark):
    g = graded(lang, 5, FULL[lang] + "\n\n" + remark)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


JUDGEMENTS = [
    ("en", "All in all, the project team feels confident about the schedule."),
    ("ru", "В целом команда проекта уверена в сроках."),
    ("zh", "总体来看，项目团队对进度很有信心。"),
]


@pytest.mark.parametrize("lang,judgement", JUDGEMENTS)
def test_team_judgement_is_one_addition(lang, judgement):
    g = graded(lang, 5, FULL[lang] + "\n\n" + judgement)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == 1


def test_remark_beside_a_claim_still_counts():
    # the brief's handling names no stage of the pilot, but a work item told beside it is still a claim
    g = graded("en", 5, FULL["en"] + "\n\nBefore the brief is shared, the team has already trained forty warehouse "
                                     "staff.")
    assert len(kinds(g)) == 1


UNANSWERED = [
    ("en", "User: Who approved it?\nAssistant: I do not know."),
    ("en", "Q: Who approved it?\nA: The notes don't say."),
    ("ru", "Пользователь: Кто его утвердил?\nАссистент: В заметках об этом не сказано."),
    ("ru", "В: Кто утвердил пилот?\nО: Не знаю."),
    ("zh", "用户：谁批准的？\n助手：笔记里没写。"),
    ("zh", "问：谁批准的？\n答：我不知道。"),
]


@pytest.mark.parametrize("lang,turns", UNANSWERED)
def test_unanswered_question_states_no_approval(lang, turns):
    g = graded(lang, 5, NO_APPROVAL[lang] + "\n\n" + turns)
    labels = facts(g)
    assert labels.pop("approval") == "omitted"
    assert set(labels.values()) == {"correct"}
    assert kinds(g) == []


ANSWERED = [
    ("en", "User: Who approved it?\nAssistant: Marek Novak, on 15 May 2026."),
    ("ru", "В: Кто утвердил пилот?\nО: Марек Новак, 15 мая 2026 г."),
    ("zh", "问：谁批准的？\n答：马雷克·诺瓦克，2026年5月15日。"),
]


@pytest.mark.parametrize("lang,turns", ANSWERED)
def test_answered_question_gives_the_approval(lang, turns):
    g = graded(lang, 5, NO_APPROVAL[lang] + "\n\n" + turns)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


def test_silence_beside_a_state_still_answers():
    # "not yet" beside the notes' silence answers the question: pending, against an approval given
    g = graded("en", 5, NO_APPROVAL["en"] + "\n\nUser: Who approved it?\nAssistant: It is not approved yet; the "
                                            "notes don't say who will sign.")
    assert facts(g)["approval"] == "distorted"
