"""Talk around the facts, the forty-seventh held-out set's class in every language: a remark after a stage item that
says its stage again in the writer's words ("so that box is ticked", "that is the work still ahead of us",
"这是目前唯一完成的事项", "не считайте это работой, которая уже идёт") is graded with the item's fact, no addition; a
handover's welcome to the reader's role and a chat's closing "Any time." are the talk's frame, as is a closing offer
to take questions cut off at its template slot ("如有问题请联系["). The same forms carrying progress the source does
not give, or a welcome that tells a fact, are still additions. Pinned with briefs written for these tests on the
material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

FACTS = SEED5_FACTS

# --- a stage said again after its item, in the writer's words ------------------------------------------------------
ECHOED = {
    "en": "The barcode scanners have already been installed, so that box is ticked. The translation of the user guides "
          "is planned but has not started – that is the work still ahead of us.\n",
    "ru": "Установка сканеров штрихкодов уже завершена, это единственный завершённый пункт. Перевод руководств "
          "пользователя запланирован, но не начат, не считайте это работой, которая уже идёт.\n",
    "zh": "条码扫描器安装已经完成，这是目前唯一完成的事项；用户指南翻译已列入计划，但尚未开始，别把它当成已经在做的工作。\n",
}


@pytest.mark.parametrize("lang", list(ECHOED))
def test_a_stage_said_again_after_its_item_is_no_addition(lang):
    g = graded(lang, 5, FACTS[lang] + ECHOED[lang])
    assert facts(g)["done"] == "correct" and facts(g)["planned"] == "correct", facts(g)
    assert kinds(g) == []


# the same remark after work the source does not name: the work is invented, counted
INVENTED = {
    "en": "The barcode scanners have already been installed. The training of the drivers finished last week, so that "
          "box is ticked. The translation of the user guides is planned but has not started.\n",
    "ru": "Установка сканеров штрихкодов уже завершена. Обучение водителей закончилось на прошлой неделе, так что этот "
          "пункт закрыт. Перевод руководств пользователя запланирован, но не начат.\n",
    "zh": "条码扫描器安装已经完成。司机培训上周已经结束，这件事算是打勾了。用户指南翻译已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(INVENTED))
def test_the_same_remark_after_invented_work_is_still_an_addition(lang):
    g = graded(lang, 5, FACTS[lang] + INVENTED[lang])
    assert len(kinds(g)) >= 1, kinds(g)


# --- a handover's welcome, a chat's closing pleasantry, a cut-off closing offer ------------------------------------
FRAMED = {
    "en": ("Welcome to the new project lead role.\n\n", "\n**User:** and the budget again?\n\n**Assistant:** USD 45,000.\n\n"
           "**User:** thanks\n\n**Assistant:** Any time.\n"),
    "ru": ("Добро пожаловать в команду!\n\n", "\n**Пользователь:** а бюджет?\n\n**Ассистент:** 45 000 долларов США.\n\n"
           "**Пользователь:** спасибо\n\n**Ассистент:** Обращайтесь.\n"),
    "zh": ("欢迎加入团队！\n\n", "\n如有问题请联系["),
}
STAGES = {
    "en": "The barcode scanners have already been installed; the translation of the user guides is planned but has "
          "not started.\n",
    "ru": "Установка сканеров штрихкодов уже завершена; перевод руководств пользователя запланирован, но не начат.\n",
    "zh": "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(FRAMED))
def test_welcome_and_closing_talk_claim_nothing(lang):
    head, tail = FRAMED[lang]
    g = graded(lang, 5, head + FACTS[lang] + STAGES[lang] + tail)
    assert all(v == "correct" for v in facts(g).values()), facts(g)
    assert kinds(g) == []


# a welcome that tells something of its own is a claim
TELLING = {
    "en": "Welcome to the team lead role; you take over the Oslo warehouse too from next Monday.\n\n",
    "ru": "Добро пожаловать в команду! Со следующего понедельника ты также ведёшь склад в Осло.\n\n",
    "zh": "欢迎加入团队！从下周一起你还要接手奥斯陆仓库。\n\n",
}


@pytest.mark.parametrize("lang", list(TELLING))
def test_a_welcome_telling_a_fact_is_still_an_addition(lang):
    g = graded(lang, 5, TELLING[lang] + FACTS[lang] + STAGES[lang])
    assert len(kinds(g)) >= 1, kinds(g)
