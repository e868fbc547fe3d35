"""A fact's state told in other words or in another place: a pending approval told without the approval's word, in a
list line under a heading that is only that word ("Approval" over "- Still waiting on the investment board") or as
the body not having decided yet ("the investment board has yet to decide", "投资委员会尚未作出决定", "совет своё
решение ещё не вынес"), is the approval pending; a work item told as lined up or queued as the next piece of work is
told as planned. A remark that the notes are silent on the approval states none. Briefs written for these tests on
seed 1 (approval pending with the investment board; the data-protection checklist review done, the clerk training
planned) and seed 5 (approval given)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# Seed 1's dates, scope, exclusion and budget told correctly in each language: the frame a test adds one form to.
SEED1_FRAME = {
    "en": "Pilot window: 10 March 2027 to 22 April 2027. Only spare parts ordering at the Tampere plant is in; the "
          "legacy fax gateway stays out. Budget: CHF 81,500.\n\n",
    "zh": "试点从2027年3月10日到2027年4月22日，只做坦佩雷工厂的备件订购，旧传真网关不包括在内。预算81,500瑞士法郎。\n\n",
    "ru": "Сроки пилота: с 10 марта 2027 г. по 22 апреля 2027 г. В пилот входит только заказ запчастей на заводе в "
          "Тампере, устаревший факс-шлюз не входит. Бюджет — 81 500 швейцарских франков.\n\n",
}

PENDING_UNWORDED = [
    ("en", "Approval\n- Still waiting on the investment board, nothing back so far"),
    ("en", "## Approval\n* Sits with the investment board, still pending"),
    ("en", "As for the go/no-go, the investment board has yet to decide."),
    ("en", "The investment board hasn't decided yet; we chase them on Monday."),
    ("zh", "审批\n• 仍在投资委员会那边等结果"),
    ("zh", "投资委员会目前尚未作出决定。"),
    ("ru", "Инвестиционный совет пока своё решение не вынес."),
    ("ru", "Насчёт запуска: инвестиционный совет ещё не вынес решения."),
]


@pytest.mark.parametrize("lang,text", PENDING_UNWORDED)
def test_a_pending_state_without_the_approval_word_is_the_approval_pending(lang, text):
    g = graded(lang, 1, SEED1_FRAME[lang] + text)
    assert facts(g)["approval"] == "correct", kinds(g)


@pytest.mark.parametrize("lang,text", [PENDING_UNWORDED[0], PENDING_UNWORDED[2], PENDING_UNWORDED[5],
                                       PENDING_UNWORDED[6]])
def test_the_same_state_is_distorted_where_the_source_gives_the_approval(lang, text):
    g = graded(lang, 5, SEED1_FRAME[lang] + text)
    assert facts(g)["approval"] == "distorted", kinds(g)


QUEUED_DONE = [
    ("en", "Progress\n- The data-protection checklist review is lined up as the next piece of work\n"
           "- Clerk training: planned, not started"),
    ("en", "The data-protection checklist review is queued behind the portal work. Clerk training has not started."),
    ("zh", "数据保护检查清单审核排在下一步，文员培训还没开始。"),
    ("ru", "Проверка чек-листа по защите данных у нас следующей на очереди, обучение операторов пока не начато."),
]


@pytest.mark.parametrize("lang,text", QUEUED_DONE)
def test_a_done_item_told_as_next_in_line_is_told_as_planned(lang, text):
    g = graded(lang, 1, SEED1_FRAME[lang] + text)
    assert facts(g)["done"] == "distorted", kinds(g)
    assert facts(g)["planned"] == "correct", kinds(g)


QUEUED_PLANNED = [
    ("en", "The data-protection checklist review is finished; clerk training is lined up next."),
    ("en", "The data-protection checklist review is complete. Clerk training is queued up."),
    ("zh", "数据保护检查清单审核已经做完，文员培训排在下一步。"),
    ("ru", "Проверка чек-листа уже закончена, обучение операторов — следующее на очереди."),
]


@pytest.mark.parametrize("lang,text", QUEUED_PLANNED)
def test_a_planned_item_told_as_next_in_line_is_correct(lang, text):
    g = graded(lang, 1, SEED1_FRAME[lang] + text)
    assert facts(g)["done"] == "correct", kinds(g)
    assert facts(g)["planned"] == "correct", kinds(g)


SILENT = [
    ("en", "Approval: not stated in the notes"),
    ("en", "Approval\n- Not stated in the notes"),
]


@pytest.mark.parametrize("seed", [1, 5])
@pytest.mark.parametrize("lang,text", SILENT)
def test_a_remark_that_the_notes_are_silent_states_no_approval(lang, text, seed):
    g = graded(lang, seed, SEED1_FRAME[lang] + text)
    assert facts(g)["approval"] == "omitted", kinds(g)


GIVEN = [
    ("en", "The investment board approved the pilot on 3 March 2027."),
    ("zh", "投资委员会已于2027年3月3日批准该试点。"),
    ("ru", "Инвестиционный совет утвердил пилот 3 марта 2027 г."),
]


@pytest.mark.parametrize("lang,text", GIVEN)
def test_a_pending_approval_told_as_given_is_still_distorted(lang, text):
    g = graded(lang, 1, SEED1_FRAME[lang] + text)
    assert facts(g)["approval"] == "distorted", kinds(g)


def test_a_next_step_to_get_the_approval_adds_nothing():
    g = graded("en", 1, SEED1_FRAME["en"] + "Approval is still pending with the investment board.\n\n"
               "Next steps\n- Obtain the investment board's approval")
    assert facts(g)["approval"] == "correct", kinds(g)
    assert not g.unsupported, kinds(g)


def test_a_board_that_decided_something_else_is_no_pending_approval():
    g = graded("en", 1, SEED1_FRAME["en"] + "The investment board has decided to meet in March.")
    assert facts(g)["approval"] == "omitted", kinds(g)
