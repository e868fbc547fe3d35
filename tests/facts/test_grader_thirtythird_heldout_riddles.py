"""Facts given in creative forms, the thirty-third held-out set's riddle class in every language: the approval told
as a question and its answer in a child's or a game's words ("allowed to start? Not yet", "ещё не разрешили", "绿灯
还没亮"), in verse ("批文到手"), or as a definition ("«Утверждение» означает утверждение, состоявшееся …"); a crossword
or riddle whose clue and answer together state a fact, answered on the clue's line or in a block of answers after the
clues. The fact is stated when clue and answer together state it; the puzzle's own apparatus (a clue's number, its
letter count, "——打一排除项", the answers' heading) is no claim. A wrong state given by an answer stays that
distortion. Each is pinned with briefs written for these tests on the material of seeds 1 (pending) and 5
(approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- the approval in a child's or a game's words, as a question and its answer ----------------------------------
CHILD_PENDING = {
    "en": "The pilot, told for a small child\n\n- When does it run? From 10 March 2027 to 22 April 2027.\n"
          "- Where do they play? Only spare parts ordering at the Tampere plant.\n"
          "- What do they have to spend? CHF 81,500.\n"
          "- May they begin? Not yet: the investment board first has to say yes.\n"
          "- Done already: the review of the data-protection checklist.\n"
          "- Planned, not started: the training of the front-line clerks.\n"
          "- Not in the game: the legacy fax gateway.\n",
    "ru": "Пилот для малыша\n\n- Когда? С 10 марта 2027 г. по 22 апреля 2027 г.\n"
          "- Где? Только заказ запчастей на заводе в Тампере.\n"
          "- Сколько денег? 81 500 швейцарских франков.\n"
          "- Начинать уже можно? Пока не разрешили: все ждут, что решит инвестиционный совет.\n"
          "- Уже сделано: проверка чек-листа по защите данных.\n"
          "- Запланировано, но не начато: обучение операторов первой линии.\n"
          "- В игру не берут: устаревший факс-шлюз.\n",
    "zh": "讲给小朋友听的试点\n\n- 什么时候？2027年3月10日开始，2027年4月22日结束。\n"
          "- 在哪里？只在坦佩雷工厂做备件订购。\n"
          "- 有多少钱？81,500瑞士法郎。\n"
          "- 可以开始了吗？投资委员会的绿灯还没亮。\n"
          "- 已经做完：数据保护检查清单审核。\n"
          "- 列入计划、尚未开始：一线文员培训。\n"
          "- 不带它玩：旧传真网关。\n",
}


@pytest.mark.parametrize("lang", list(CHILD_PENDING))
def test_a_pending_approval_in_a_childs_words_is_stated(lang):
    g = graded(lang, 1, CHILD_PENDING[lang])
    assert facts(g)["approval"] == "correct", facts(g)


# --- the approval given, in a definition's or a verse's words ------------------------------------------------------
GIVEN_IN_FORM = {
    "ru": "1. «Пилот» означает пилотный проект «Скопа».\n"
          "2. «Сроки» означают период с 9 июня 2026 г. по 3 октября 2026 г.\n"
          "3. «Рамки» означают исключительно сверку счетов в офисе в Лидсе, за изъятием гарантийных претензий.\n"
          "4. «Бюджет» означает 45 000 долларов США.\n"
          "5. «Утверждение» означает утверждение Пилота финансовым директором Мареком Новаком, состоявшееся "
          "15 мая 2026 г.\n"
          "6. «Выполненный этап» означает установку сканеров штрихкодов, которая уже завершена.\n"
          "7. «Запланированный этап» означает перевод руководств пользователя: запланирован, но не начат.\n",
    "zh": "鱼鹰试点打油诗\n\n"
          "二〇二六年六月九日开始，2026年10月3日结束；\n"
          "利兹办公室发票匹配，保修索赔不在范围内。\n"
          "预算45,000美元；\n"
          "马雷克·诺瓦克，2026年5月15日，批文到手。\n"
          "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(GIVEN_IN_FORM))
def test_an_approval_given_in_a_definition_or_verse_is_stated(lang):
    g = graded(lang, 5, GIVEN_IN_FORM[lang])
    assert facts(g)["approval"] == "correct", facts(g)


# --- a crossword with its answers in a block after the clues --------------------------------------------------------
CROSSWORD = {
    "en": "Osprey crossword\n\nACROSS\n"
          "1. Where the pilot runs, only: the Leeds ___ (6).\n"
          "3. The one workflow it covers: invoice ___ (8).\n"
          "5. Already installed: the barcode ___ (8).\n"
          "7. Planned but not started: the translation of the user ___ (6).\n"
          "9. Explicitly out of scope: warranty ___ (6).\n\n"
          "The pilot runs from 9 June 2026 to 3 October 2026, with a budget of USD 45,000; Marek Novak approved it "
          "on 15 May 2026.\n\n"
          "Answers: 1. office. 3. matching. 5. scanners. 7. guides. 9. claims.\n",
    "ru": "Кроссворд «Скопа»\n\nПо горизонтали:\n"
          "1. Где идёт пилот: только офис в … (5 букв).\n"
          "3. Единственный процесс пилота: сверка … (6 букв).\n"
          "5. Уже завершена: установка сканеров … (10 букв).\n"
          "7. Запланирован, но не начат: перевод руководств … (12 букв).\n"
          "9. Явно исключены из пилота: гарантийные … (9 букв).\n\n"
          "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г., бюджет — 45 000 долларов США; Марек Новак утвердил его "
          "15 мая 2026 г.\n\n"
          "Ответы: 1. Лидсе. 3. Счетов. 5. Штрихкодов. 7. Пользователя. 9. Претензии.\n",
    "zh": "鱼鹰试点 · 灯谜五则（谜底附后）\n\n"
          "一、\"只在一处做一件事。\"——打一地点加一流程。\n"
          "二、\"扫过的条码都作数。\"——打一已完成事项。\n"
          "三、\"说明书还没换成新话。\"——打一计划事项。\n"
          "四、\"坏了别找我们修。\"——打一排除项。\n"
          "五、\"钱袋有多鼓？\"——打一金额。\n\n"
          "试点于2026年6月9日开始，2026年10月3日结束；马雷克·诺瓦克已于2026年5月15日批准。\n\n"
          "谜底：\n"
          "一、利兹办公室·发票匹配\n"
          "二、条码扫描器安装（已经完成）\n"
          "三、用户指南翻译（已列入计划，但尚未开始）\n"
          "四、保修索赔（不在试点范围内）\n"
          "五、45,000美元\n",
}


@pytest.mark.parametrize("lang", list(CROSSWORD))
def test_a_crossword_with_its_answers_states_its_facts(lang):
    g = graded(lang, 5, CROSSWORD[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# --- a clue answered on its own line, and an answer that gives the wrong state ---------------------------------------
SAME_LINE = {
    "en": "Osprey crossword, with answers\n\n"
          "1. Runs from 9 June 2026 to 3 October 2026 at the Leeds office, covering only invoice ___ (8): MATCHING\n"
          "2. Budget of 45,000 in this currency (3): USD\n"
          "3. Approved on 15 May 2026 by Marek ___ (5): NOVAK\n"
          "4. Explicitly out of scope: warranty ___ (6): CLAIMS\n"
          "5. Already installed: the barcode ___ (8): SCANNERS\n"
          "6. Already finished before the start: the translation of the user ___ (6): GUIDES\n"
          "7. Colour of the pilot's status light (5): AMBER\n",
}


def test_a_clue_answered_on_its_line_keeps_the_answers_distortion():
    g = graded("en", 5, SAME_LINE["en"])
    labels = facts(g)
    assert labels["planned"] == "distorted", labels  # the answer tells a planned item as done
    assert {k: v for k, v in labels.items() if k != "planned"} == dict.fromkeys(
        ("start_date", "end_date", "scope", "budget", "approval", "done", "out_of_scope"), "correct"), labels
    # the clue with its answer claims a status colour the source does not give: one addition, its letter count none
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
