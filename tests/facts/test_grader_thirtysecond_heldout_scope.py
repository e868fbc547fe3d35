"""Scope said through an exception or a bound, and rumours answered one by one, the thirty-second held-out set's
scope class in every language. A sentence that sets the pilot's one workflow apart from everything else ("anything
other than X leaves you alone", "is anything besides X covered? No", "не выходит за рамки X", "Кроме X, входит что-то
ещё?") names X as the scope, not as excluded. A list of rumours each answered in the writer's own words, with no
"Fact:" label ("Heard: … It is …", "Слух 1: «…». Неверно. …", "误解一：“…” 并非如此。…"), says no rumour: the rumour is
no claim and the answer after it is the fact; so is a belief named and then refuted ("Many people thought …
Quite the opposite: …", "Многие думали … Всё наоборот", "我原以为…，并非如此").
Briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": " The pilot runs from 9 June 2026 to 3 October 2026 [2][8]. Warranty claims are out of scope [8]. Marek Novak "
          "approved it on 15 May 2026 [8]; the budget is USD 45,000 [2]. The barcode scanners have already been "
          "installed [14]; the translation of the user guides is planned but has not started [2].\n",
    "ru": " Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]. Гарантийные претензии в пилот не входят [10]. "
          "Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров "
          "штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
}

SET_APART = {
    "en": ["If your work is anything other than invoice matching, or anywhere other than the Leeds office, the pilot "
           "leaves you alone [14].",
           "Does the pilot cover anything besides invoice matching at the Leeds office? No, nothing more [14]."],
    "ru": ["Пилот не выходит за рамки одного процесса — сверки счетов в офисе в Лидсе [17].",
           "«Кроме сверки счетов в офисе в Лидсе, в пилот входит и другое». — Неверно, больше ничего [17]."],
}


@pytest.mark.parametrize("lang,n", [(lang, n) for lang in SET_APART for n in range(len(SET_APART[lang]))])
def test_the_one_workflow_set_apart_is_the_scope(lang, n):
    g = graded(lang, 5, SET_APART[lang][n] + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


RUMOURS = {
    "en": "Leeds pilot: what you may have heard\n\n"
          "Heard: it starts in July. Not so: it starts on 9 June 2026 [2] and ends on 3 October 2026 [8].\n"
          "Heard: approval is still pending. It isn't. Marek Novak approved it on 15 May 2026 [8].\n"
          "Heard: the budget is USD 54,000. It is USD 45,000 [2].\n"
          "Heard: warranty claims are included. They are not; they are explicitly out of scope [8].\n"
          "Heard: the translation of the user guides is under way. No: the translation of the user guides is planned but "
          "has not started [2].\n"
          "The barcode scanners have already been installed [14]. The pilot covers invoice matching at the Leeds "
          "office [14].\n",
    "ru": "Пилот в Лидсе: слухи и как на деле\n\n"
          "Слух 1: «Пилот ещё ждёт утверждения». Неверно. Марек Новак утвердил пилот 15 мая 2026 г. [10].\n"
          "Слух 2: «Гарантийные претензии тоже в деле». Не в деле: они явно исключены [10].\n"
          "Слух 3: «Перевод руководств уже идёт». Не идёт: он запланирован, но не начат [3].\n"
          "Слух 4: «Бюджет в фунтах». Нет, не в фунтах, а в долларах США: 45 000 [3].\n"
          "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает сверку счетов в офисе в Лидсе [17]. "
          "Установка сканеров штрихкодов уже завершена [17].\n",
    "zh": "利兹试点：几个常见误解\n\n"
          "误解一：“试点还在等批准。”\n并非如此。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n\n"
          "误解二：“保修索赔也在试点里。”\n不在。保修索赔明确不在范围内[5]。\n\n"
          "误解三：“用户指南翻译已经开始了。”\n还没有。用户指南翻译已列入计划，但尚未开始[1]。\n\n"
          "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]。预算为45,000美元[1]。"
          "条码扫描器安装已经完成[7]。\n",
}


@pytest.mark.parametrize("lang", list(RUMOURS))
def test_rumours_answered_in_the_writers_words_are_no_claims(lang):
    g = graded(lang, 5, RUMOURS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a belief the writer names and then refutes: the belief is no claim, the correction after it is the fact --------
BELIEF_REFUTED = {
    "en": "Many people thought warranty claims were part of the pilot. Quite the opposite: warranty claims are out of "
          "scope [8]. The pilot covers invoice matching at the Leeds office [14] and runs from 9 June 2026 to 3 October "
          "2026 [2][8]. Marek Novak approved it on 15 May 2026 [8]; the budget is USD 45,000 [2]. The barcode scanners "
          "have already been installed [14]; the translation of the user guides is planned but has not started [2].\n",
    "ru": "Многие думали, что гарантийные претензии входят в пилот. Всё наоборот: гарантийные претензии явно "
          "исключены [10]. Пилот охватывает сверку счетов в офисе в Лидсе [17] и идёт с 9 июня 2026 г. "
          "по 3 октября 2026 г. [3, 10]. Марек "
          "Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов "
          "уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "我原以为这次试点会把保修索赔也带上，并非如此：保修索赔明确不在范围内[5]。试点只涵盖利兹办公室的发票匹配[7]，"
          "于2026年6月9日开始，2026年10月3日结束[1][5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。"
          "条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(BELIEF_REFUTED))
def test_a_belief_named_and_refuted_is_no_claim(lang):
    g = graded(lang, 5, BELIEF_REFUTED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
