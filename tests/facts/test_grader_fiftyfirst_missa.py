"""Events beside a fact's own claim, in every language: a status colour opening the approval's sentence before a dash
("Amber — …"), a meeting of the pending body set for a coming day, a review set for a time right after the planned
item, and a next step told in any mood ("would be", "было бы", "可以是") are each one addition, though they name the
fact's own body or site. The pending body told again in its own words, and a next step that is the source's planned
item, add nothing. Pinned with briefs written for these tests on the material of seed 3 (pending with the steering
committee; a done and a planned item)."""

import pytest

from tests.facts.grading import facts, graded, kinds
from tests.facts.test_grader_fortyeighth_heldout_approval import SEED3

LANGS = ("en", "ru", "zh")
WORK = {
    "en": "The review of the data-protection checklist is complete; the translation of the user guides is planned but "
          "not started. ",
    "ru": "Проверка чек-листа по защите данных завершена; перевод руководств пользователя запланирован, но не начат. ",
    "zh": "数据保护检查清单审核已经完成；用户指南翻译已列入计划，但尚未开始。",
}
PENDING = {
    "en": "Approval by the steering committee is still pending.",
    "ru": "Пилот ещё не утверждён, ждём решения руководящего комитета.",
    "zh": "试点尚未获批，仍在等待指导委员会审批。",
}


def _graded(lang: str, text: str):
    g = graded(lang, 3, SEED3[lang] + text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    return g


# --- a colour opening the approval's sentence: a status of its own -------------------------------------------------
COLOURED = {
    "en": "Red — approval by the steering committee is still pending.",
    "ru": "Жёлтый — пилот ещё не утверждён, ждём решения руководящего комитета.",
    "zh": "黄灯——试点尚未获批，仍在等待指导委员会审批。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_colour_before_the_pending_approval_is_one_addition(lang):
    got = kinds(_graded(lang, WORK[lang] + "\n\n" + COLOURED[lang] + "\n"))
    assert len(got) == 1, got


# --- the pending body's meeting set for a coming day: an event of its own -------------------------------------------
MEETING = {
    "en": "Approval is still pending with the steering committee, which meets this Friday.",
    "ru": "Пилот ещё не утверждён, ждём руководящий комитет — он соберётся в этот четверг.",
    "zh": "试点尚未获批，仍在等待指导委员会审批，委员会本周五开会讨论此事。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_pending_bodys_meeting_is_one_addition(lang):
    got = kinds(_graded(lang, WORK[lang] + "\n\n" + MEETING[lang] + "\n"))
    assert len(got) == 1, got


def test_a_review_set_after_the_planned_item_is_one_addition():
    text = ("The review of the data-protection checklist is complete.\n\nWhat is next?\nThe translation of the user "
            "guides — planned, not started yet. A go/no-go session with the steering committee is scheduled for the "
            "end of October.\n\n" + PENDING["en"] + "\n")
    got = kinds(_graded("en", text))
    assert len(got) == 1, got


# --- a next step in any mood, in an answer that restates the work, naming the site: a claim --------------------------
NEXT = {
    "en": "User: where are we?\nAssistant: The checklist review is done and the translation of the user guides is "
          "planned. The next step would be a workshop with the Leeds staff on the returns process.",
    "ru": "Пользователь: как дела?\nАссистент: Проверка чек-листа завершена, перевод руководств пользователя "
          "запланирован. Следующим шагом было бы совещание с сотрудниками офиса в Лидсе по процессу возвратов.",
    "zh": "用户：进展如何？\n助手：数据保护检查清单审核已经完成，用户指南翻译已列入计划。"
          "下一步可以是和利兹办公室的员工一起开一次退货流程讲解工作坊。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_conditional_next_step_beside_the_work_is_a_claim(lang):
    got = kinds(_graded(lang, PENDING[lang] + "\n\n" + NEXT[lang] + "\n"))
    assert len(got) == 1, got


# --- neighbours: the pending body in its own words, and the planned item as the next step -----------------------------
NEXT_ITEM = {
    "en": "The next step is the translation of the user guides, planned but not started.",
    "ru": "Следующим шагом будет перевод руководств пользователя: он запланирован, но ещё не начат.",
    "zh": "下一步是用户指南翻译，已列入计划，但尚未开始。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_pending_body_told_again_adds_nothing(lang):
    assert kinds(_graded(lang, WORK[lang] + PENDING[lang] + "\n")) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_planned_item_as_next_step_adds_nothing(lang):
    done = {"en": "The review of the data-protection checklist is complete. ",
            "ru": "Проверка чек-листа по защите данных завершена. ",
            "zh": "数据保护检查清单审核已经完成。"}[lang]
    assert kinds(_graded(lang, done + PENDING[lang] + "\n\n" + NEXT_ITEM[lang] + "\n")) == []
