"""A risk told with a fact's words: a contrast after a correct fact saying what may go wrong with it, or a sentence
naming a fact as the writer's main risk, is one addition, and the fact keeps its label (seed 5426: approval pending,
sandbox set up, mobile app release planned)."""

import pytest

from tests.facts.grading import facts, graded, kinds

SEED = 5426

FRAME = {
    "en": "Kestrel runs from 16 February 2027 to 18 May 2027 and covers spare parts ordering at the Valencia hub only; "
          "the legacy fax gateway is out of scope. The budget is USD 38,500. The executive committee has not approved "
          "it yet; the approval is still pending. The mobile app release is planned but has not started. ",
    "zh": "红隼试点从2027年2月16日到2027年5月18日，只涵盖巴伦西亚枢纽的备件订购，旧传真网关不在范围内。预算为38,500美元。"
          "试点尚未获得批准，执行委员会的审批仍在等待中。移动应用发布已列入计划，但尚未开始。",
    "ru": "Пилот «Пустельга» идёт с 16 февраля 2027 г. по 18 мая 2027 г. и охватывает только заказ запчастей в хабе в "
          "Валенсии; устаревший факс-шлюз исключён. Бюджет — 38 500 долларов США. Пилот ещё не утверждён: решение "
          "исполнительного комитета пока ожидается. Выпуск мобильного приложения запланирован, но ещё не начат. ",
}

DONE = {
    "en": "The sandbox environment has already been set up.",
    "zh": "沙箱环境搭建已经完成。",
    "ru": "Настройка песочницы уже завершена.",
}

# the done item told right, then a contrast naming the site and "one" that says what may go wrong
TURN = {
    "en": "The sandbox environment has already been set up, but the Valencia hub keeps few spare copies if one crashes "
          "during the trial.",
    "zh": "沙箱环境搭建已经完成，但巴伦西亚枢纽的备用环境很少，一旦出故障就很难恢复。",
    "ru": "Настройка песочницы уже завершена, но запасных копий в хабе в Валенсии мало, если одна упадёт во время пилота.",
}

# the pending approval named as the main risk, with the right start date in what it may do
NAMED = {
    "en": "I'd flag the approval as the main risk: if the committee takes too long, the 16 February start will "
          "probably slip.",
    "zh": "我会把审批列为最大的风险：如果委员会迟迟不决定，2月16日的开始很可能推迟。",
    "ru": "Я бы выделил утверждение как главный риск: если комитет затянет с решением, старт 16 февраля, скорее всего, "
          "сдвинется.",
}

HEADING = {
    "en": "\n\nRisks:\n- The approval is still pending.\n",
    "zh": "\n\n风险：\n- 审批仍在等待中。\n",
    "ru": "\n\nРиски:\n- Решение комитета пока ожидается.\n",
}

STAGE_TURN = {
    "en": "The sandbox is set up, but the mobile app release has not started yet.",
    "zh": "沙箱已经搭好，但移动应用发布尚未开始。",
    "ru": "Песочница настроена, но выпуск мобильного приложения ещё не начат.",
}

LANGS = ["en", "zh", "ru"]


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_contrast_saying_what_may_fail_is_one_addition(lang):
    g = graded(lang, SEED, FRAME[lang] + TURN[lang])
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_fact_named_as_main_risk_is_one_addition(lang):
    g = graded(lang, SEED, FRAME[lang] + DONE[lang] + " " + NAMED[lang])
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_fact_and_pending_approval_alone_add_nothing(lang):
    g = graded(lang, SEED, FRAME[lang] + DONE[lang])
    _all_correct(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_risk_heading_over_a_fact_adds_nothing(lang):
    g = graded(lang, SEED, FRAME[lang] + DONE[lang] + HEADING[lang])
    _all_correct(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_contrast_telling_a_stage_adds_nothing(lang):
    g = graded(lang, SEED, FRAME[lang] + DONE[lang] + "\n" + STAGE_TURN[lang])
    _all_correct(g)
    assert kinds(g) == []
