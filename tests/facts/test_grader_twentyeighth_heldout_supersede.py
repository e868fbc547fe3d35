"""Claims the writer marks as false, the twenty-eighth held-out set's class of rejected values in every language: a
myths-and-facts list ("Myth: ... / Fact: ...", "误区：… / 事实：…", "Миф: … / Факт: …") states each myth only to refute
it. A myth is no value of a fact (no "both approved and pending", no planned work "under way", no excluded item "in
scope", no second budget) and no unsupported addition; the fact that follows it is the brief's, read with the items
the myth names ("Myth: warranty claims are part of it. / Fact: they are out of scope."). A thread of corrections
("correction:", "поправка 2:", "更正：") replaces a value told earlier, in a chat turn after its time too: the new
value is the brief's, the old one, the one a "not" sets aside after it and the correction's remark on its slip ("I
swapped two digits") none, and a correction's number ("поправка 2") no count. An editor's aside after a
struck-through date that names it again ("~~12 May~~ 15 May (12 May is the approval date)") is a note on the struck
value, no second value. Pinned with briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

MYTHS = {
    "en": "Pilot at the Leeds office: common myths, checked\n\n"
          "Myth: The pilot is still waiting for its approval.\n"
          "Fact: No. Marek Novak approved it on 15 May 2026 [8].\n\n"
          "- **Myth 2:** Warranty claims are handled by the pilot as well.\n"
          "- **Fact:** They are not part of it [8].\n\n"
          "Myth: The money is EUR 45,000. Fact: It is USD 45,000 [2].\n\n"
          "Myth: The translation of the user guides is already running.\n"
          "Fact: It is planned but has not started [2].\n\n"
          "Myth: Nothing has been finished.\n"
          "Fact: The barcode scanners have already been installed [14].\n\n"
          "Myth: It covers every process. Fact: Only invoice matching at the Leeds office [14], from 9 June 2026 to "
          "3 October 2026 [2][8].\n",
    "zh": "利兹办公室试点：常见误区\n\n"
          "误区：试点还在等审批。\n"
          "事实：马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n"
          "误区：保修索赔也在试点里。\n"
          "事实：它不在试点范围内[5]。\n"
          "误区：预算是45,000欧元。\n"
          "事实：预算是45,000美元[1]。\n"
          "误区：用户指南翻译已经开始了。\n"
          "事实：只是列入了计划，尚未开始[1]。\n"
          "误区：什么都还没做完。\n"
          "事实：条码扫描器安装已经完成[7]。\n"
          "误区：试点覆盖所有流程。\n"
          "事实：只涵盖利兹办公室的发票匹配[7]，2026年6月9日开始，2026年10月3日结束[1][5]。\n",
    "ru": "Пилот в офисе в Лидсе: мифы и факты\n\n"
          "Миф: пилот всё ещё ждёт утверждения.\n"
          "Факт: Марек Новак утвердил пилот 15 мая 2026 г. [10].\n\n"
          "Миф — гарантийные претензии тоже входят в пилот.\n"
          "Факт — они в пилот не входят [10].\n\n"
          "Миф: бюджет — 45 000 евро. Факт: 45 000 долларов США [3].\n\n"
          "Миф: перевод руководств пользователя уже идёт.\n"
          "Факт: он запланирован, но не начат [3].\n\n"
          "Миф: ничего ещё не сделано.\n"
          "Факт: установка сканеров штрихкодов уже завершена [17].\n\n"
          "Миф: пилот охватывает все процессы.\n"
          "Факт: только сверку счетов в офисе в Лидсе [17], с 9 июня 2026 г. по 3 октября 2026 г. [3, 10].\n",
}


@pytest.mark.parametrize("lang", list(MYTHS))
def test_a_refuted_myth_is_no_value_and_no_addition(lang):
    g = graded(lang, 5, MYTHS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


THREAD = {
    "en": "Thread: pilot notes\n\n"
          "08:02 Summary: the pilot runs from 9 June 2026 to 3 August 2026 and covers invoice matching at the Leeds "
          "office only; warranty claims are out of scope [2][8][14]. Budget USD 54,000 [2].\n"
          "08:05 correction: the end date is 3 October 2026, not 3 August. [8]\n"
          "08:06 correction: the budget is USD 45,000; I swapped two digits. [2]\n"
          "08:11 update: Marek Novak approved the pilot on 15 May 2026 [8]. The barcode scanners are installed [14]; "
          "the translation of the user guides is planned, not started [2].\n",
    "ru": "Тред пилота\n\n"
          "Исходное сообщение: пилот идёт с 9 июня по 3 октября 2026 г. [3, 10], охватывает сверку счетов в офисе в "
          "Лидсе [17]; гарантийные претензии исключены [10]. Бюджет: 45 000 евро. Марек Новак утвердил пилот 15 мая "
          "2026 г. [10]. Установка сканеров штрихкодов завершена [17], перевод руководств пользователя запланирован, "
          "не начат [3].\n"
          "поправка 2: бюджет — 45 000 не евро, а долларов США [3].\n"
          "upd 3: остальное без изменений.\n",
    "zh": "试点群消息\n\n"
          "原始消息：试点2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "预算54,000美元。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，"
          "但尚未开始[1]。\n"
          "更正2：预算是45,000美元[1]，两个数字写反了。\n",
}


@pytest.mark.parametrize("lang", list(THREAD))
def test_a_correction_replaces_the_value_told_before(lang):
    g = graded(lang, 5, THREAD[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


STRUCK_NOTE = {
    "en": "Start: ~~15 May 2026~~ 9 June 2026 [2] (15 May is when it was approved)\n"
          "End: 3 October 2026 [8]\nScope: invoice matching, Leeds office only [14]\nOut of scope: warranty claims [8]\n"
          "Budget: USD 45,000 [2]\nApproved by Marek Novak on 15 May 2026 [8]\nDone: barcode scanners installed [14]\n"
          "Planned: translation of the user guides, not started [2]\n",
    "ru": "Начало: ~~15 мая 2026 г.~~ 9 июня 2026 г. [3] (15 мая — день утверждения)\n"
          "Окончание: 3 октября 2026 г. [10]\nРамки: сверка счетов в офисе в Лидсе [17]\nИсключено: гарантийные "
          "претензии [10]\nБюджет: 45 000 долларов США [3]\nУтверждён 15 мая 2026 г.; утвердил Марек Новак [10]\n"
          "Сделано: установка сканеров штрихкодов [17]\nЗапланировано: перевод руководств пользователя — не начат [3]\n",
    "zh": "开始：~~2026年5月15日~~ 2026年6月9日[1]（5月15日是批准日期）\n结束：2026年10月3日[5]\n"
          "范围：利兹办公室的发票匹配[7]\n不在范围内：保修索赔[5]\n预算：45,000美元[1]\n"
          "审批：马雷克·诺瓦克已于2026年5月15日批准[5]\n已完成：条码扫描器安装[7]\n计划：用户指南翻译（尚未开始）[1]\n",
}


@pytest.mark.parametrize("lang", list(STRUCK_NOTE))
def test_an_aside_on_a_struck_date_is_no_second_value(lang):
    g = graded(lang, 5, STRUCK_NOTE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
