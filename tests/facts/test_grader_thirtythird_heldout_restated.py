"""Facts restated in a game's, a recipe's, a verse's or a horoscope's own words, the thirty-third held-out set's
restated class in every language: the scope as the only playable quest or level, "no other process is touched"; the
approval as a gate or a boss; a done item as an unlocked achievement; a planned item as a locked side quest whose
state the next sentence gives; an excluded item as a forbidden zone, excluded in the next sentence; a game's level
numbers; a date as a recipe's step ("light the stove on 9 June - the pilot starts"). Each line supports the fact it
restates and is no addition; a spend or a risk said in the same form stays one. Pinned with briefs written for these
tests on seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a quest log: the facts under a game's names, with one spend of its own ------------------------------------------
QUEST = {
    "en": "Level 4 - world 2\n"
          "> Main mission: invoice matching, the only playable level. Region: the Leeds office. [14]\n"
          "> The adventure opens on 9 June 2026 and closes on 3 October 2026. [2] [8]\n"
          "> Treasure: USD 45,000. [2] Half of the treasure has been spent on armour.\n"
          "Level 5\n"
          "> Final boss: the door of sign-off. Marek Novak approved the pilot on 15 May 2026. [8]\n"
          "> Trophy earned: barcode scanners installed. [14]\n"
          "> Locked side quest: translation of the user guides. State: planned, not yet begun. [2]\n"
          "> No-go area: warranty claims. Excluded from the pilot. [8]\n",
    "ru": "[Уровень 4] Главный квест — сверка счетов в офисе в Лидсе [17]. Другие процессы не затрагиваются.\n"
          "[Уровень 4] Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]\n"
          "[Уровень 5] Сокровище: 45 000 долларов США [3]. Половина сокровища уже потрачена на доспехи.\n"
          "[Уровень 5] Босс: врата утверждения. Марек Новак утвердил пилот 15 мая 2026 г. [10]\n"
          "[Уровень 6] Достижение разблокировано: установка сканеров штрихкодов завершена [17].\n"
          "[Уровень 6] Побочный квест (заблокирован): перевод руководств пользователя. Статус: запланирован, не начат [3].\n"
          "[Уровень 6] Запретная территория: гарантийные претензии. В пилот не входят [10].\n",
    "zh": "第4关 · 存档3\n"
          "> 这张地图唯一可玩的关卡：利兹办公室的发票匹配[7]\n"
          "> 冒险于2026年6月9日开始，2026年10月3日结束[1][5]\n"
          "> 宝箱：45,000美元[1]。宝箱里的钱已经花掉一半。\n"
          "第5关\n"
          "> 首领：批准之门。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n"
          "> 成就解锁：条码扫描器安装已经完成[7]。\n"
          "> 支线任务（未解锁）：用户指南翻译已列入计划，尚未开始[1]。\n"
          "> 保修索赔属于禁区，不在范围内[5]。\n",
}


@pytest.mark.parametrize("lang", list(QUEST))
def test_a_quest_logs_names_for_the_facts_restate_them_but_a_spend_is_an_addition(lang):
    g = graded(lang, 5, QUEST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)  # the spend only


# --- a recipe's steps carry the dates; a horoscope's "no other process" restates the scope ---------------------------
RECIPE = {
    "en": "Pilot stew (serves: the Leeds office)\n\n"
          "Ingredients: invoice matching [14]. No other process is touched. USD 45,000 [2]. "
          "Marek Novak approved the pilot on 15 May 2026 [8]. The barcode scanners have already been installed [14]; "
          "the translation of the user guides is planned but has not started [2]. Warranty claims are not part of it "
          "[8].\n\n"
          "Method:\n"
          "1. Bring the pot to the boil by 9 June 2026 - the pilot begins [2].\n"
          "2. Let it simmer and take it off the heat on 3 October 2026 - the pilot ends [8].\n",
    "zh": "试点炖菜（利兹办公室）\n\n"
          "用料：发票匹配[7]。其他流程一律不碰。预算45,000美元[1]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。"
          "条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。保修索赔不在范围内[5]。\n\n"
          "做法：\n"
          "1. 等到2026年6月9日点火——试点开始[1]。\n"
          "2. 小火慢炖，2026年10月3日关火——试点结束[5]。\n",
}


@pytest.mark.parametrize("lang", list(RECIPE))
def test_a_recipes_steps_give_the_dates_and_its_scope_limit_is_no_addition(lang):
    g = graded(lang, 5, RECIPE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# --- a verse's start and end in its own words, beside the dates ------------------------------------------------------
VERSE = {
    "en": "A pilot in rhyme\n\n"
          "It starts on 9 June 2026 [2]. The curtain rises with a drumroll.\n"
          "It ends on 3 October 2026 [8]. The curtain falls to applause.\n"
          "Invoice matching at the Leeds office only [14], nothing more;\n"
          "warranty claims are not part of it [8], they stay outside the door.\n"
          "USD 45,000 is the budget [2]; Marek Novak approved it on 15 May 2026 [8];\n"
          "the barcode scanners have already been installed [14]; the translation of the user guides is planned but "
          "has not started [2].\n",
    "ru": "Стих о пилоте\n\n"
          "Пилот начинается 9 июня 2026 г. [3]. Занавес поднимается под фанфары.\n"
          "Пилот завершается 3 октября 2026 г. [10]. Занавес опускается под аплодисменты.\n"
          "Только сверка счетов в офисе в Лидсе [17]; гарантийные претензии в пилот не входят [10].\n"
          "Бюджет — 45 000 долларов США [3]; Марек Новак утвердил пилот 15 мая 2026 г. [10].\n"
          "Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не "
          "начат [3].\n",
    "zh": "试点小诗\n\n"
          "2026年6月9日试点开始[1]，开锣鼓声响；\n"
          "2026年10月3日试点结束[5]，收摊回家乡。\n"
          "只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。\n"
          "预算为45,000美元[1]，马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n"
          "条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(VERSE))
def test_a_verses_words_for_the_start_and_end_are_no_additions(lang):
    g = graded(lang, 5, VERSE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)
