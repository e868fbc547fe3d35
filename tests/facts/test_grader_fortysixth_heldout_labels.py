"""Fact labels misread, the forty-sixth held-out set's class in every language: a denial of anything outstanding
("nothing outstanding on that front", "这方面没有任何待办事项", "так что ничего не висит") says no pending state; work
no one has started, or the work next in line ("nobody has started on it", "is the next piece of work", "没人动手",
"на очереди"), is planned, over a progress label the line opens with; a heading naming "status items" is no approval
status; "no approval date yet" ("暂无批准日期") is approval pending; and a timeline's date followed by an arrow mark and
its event ("14.07.2026 ▸ Завершение пилота.") gives that event's date its role. Each is pinned with briefs written for
these tests on the material of seeds 5 (approved) and 6 (pending), with a wrong value in the same form still caught."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a denial of anything outstanding: no pending state -------------------------------------------------------------
NOTHING_OUTSTANDING = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office; "
          "warranty claims are not part of it. The budget is USD 45,000.\n\nSign-off is done: Marek Novak approved it "
          "on 15 May 2026, so nothing is outstanding there.\n\nThe barcode scanners have been installed; the "
          "translation of the user guides is planned but has not started.\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。\n\n"
          "审批方面：马雷克·诺瓦克已于2026年5月15日批准，这方面没有任何待办事项。\n\n条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе; "
          "гарантийные претензии в него не входят. Бюджет — 45 000 долларов США.\n\nС утверждением всё: Марек Новак "
          "утвердил пилот 15 мая 2026 г., так что ничего не висит.\n\nУстановка сканеров штрихкодов завершена, а "
          "перевод руководств пользователя запланирован, но не начат.\n",
}


@pytest.mark.parametrize("lang", list(NOTHING_OUTSTANDING))
def test_nothing_outstanding_is_no_pending_state(lang):
    g = graded(lang, 5, NOTHING_OUTSTANDING[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NOTHING_OUTSTANDING))
def test_nothing_outstanding_still_distorts_an_approval_still_pending(lang):
    # the same sentence graded against a source whose approval is pending: the approval told as given is caught
    g = graded(lang, 6, NOTHING_OUTSTANDING[lang])
    assert facts(g)["approval"] == "distorted", facts(g)


# --- work nobody has started, or next in line, under a progress label: planned --------------------------------------
NEXT_IN_LINE = {
    "en": "Progress so far: the barcode scanners are installed. The translation of the user guides comes next; "
          "nobody has started on it.\n",
    "zh": "目前进展：条码扫描器安装已经完成。下一项工作是用户指南翻译，没人动手。\n",
    "ru": "Что сделано: установка сканеров штрихкодов завершена. Перевод руководств пользователя на очереди, никто "
          "не брался.\n",
}
# the same form said of the done item: its completion lost
DONE_AS_NEXT = {
    "en": "Progress so far: the translation of the user guides is planned. The installation of the barcode scanners "
          "is the next piece of work; nobody has started on it.\n",
    "zh": "目前进展：用户指南翻译已列入计划。下一项工作是条码扫描器安装，没人动手。\n",
    "ru": "Что сделано: перевод руководств пользователя запланирован. Установка сканеров штрихкодов на очереди, никто "
          "не брался.\n",
}


@pytest.mark.parametrize("lang", list(NEXT_IN_LINE))
def test_work_nobody_started_is_planned(lang):
    g = graded(lang, 5, NEXT_IN_LINE[lang])
    got = facts(g)
    assert got["planned"] == "correct" and got["done"] == "correct", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(DONE_AS_NEXT))
def test_a_done_item_told_as_not_started_is_distorted(lang):
    g = graded(lang, 5, DONE_AS_NEXT[lang])
    assert facts(g)["done"] == "distorted", facts(g)


# --- a timeline: a dated approval, a heading naming status items, dates with an arrow mark --------------------------
TIMELINE = {
    "en": "Pilot timeline\n\n15.05.2026 ▸ Marek Novak approves the pilot.\n09.06.2026 ▸ Start.\n{end} ▸ End of the pilot.\n\n"
          "Status items without a date\n- Done: the installation of the barcode scanners\n- Planned, not started: the "
          "translation of the user guides\n\nThroughout\n- Scope: invoice matching at the Leeds office only\n"
          "- Excluded: warranty claims\n- Budget: USD 45,000\n",
    "zh": "试点时间线\n\n2026.05.15 ▸ 马雷克·诺瓦克批准试点\n2026.06.09 ▸ 试点开始\n{end} ▸ 试点结束\n\n没有日期的状态项\n"
          "· 已完成：条码扫描器安装\n· 已列入计划、尚未开始：用户指南翻译\n\n全程适用\n· 范围：只做利兹办公室的发票匹配\n"
          "· 排除：保修索赔\n· 预算：45,000美元\n",
    "ru": "Пилот по датам\n\n15.05.2026 ▸ Утверждение. Пилот утвердил Марек Новак.\n\n09.06.2026 ▸ Старт.\n\n"
          "{end} ▸ Завершение пилота.\n\nСтатусные пункты без даты\n• завершено: установка сканеров штрихкодов\n"
          "• запланировано, не начато: перевод руководств пользователя\n\nВне шкалы:\n• охват — только сверка счетов "
          "в офисе в Лидсе;\n• гарантийные претензии исключены;\n• бюджет — 45 000 долларов США.\n",
}
END = {"en": ("03.10.2026", "03.11.2026"), "zh": ("2026.10.03", "2026.11.03"), "ru": ("03.10.2026", "03.11.2026")}


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_timeline_with_arrow_marks_and_status_items(lang):
    g = graded(lang, 5, TIMELINE[lang].format(end=END[lang][0]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_wrong_end_after_an_arrow_mark_is_distorted_not_added(lang):
    g = graded(lang, 5, TIMELINE[lang].format(end=END[lang][1]))
    got = facts(g)
    assert got["end_date"] == "distorted" and got["start_date"] == "correct", got
    assert kinds(g) == []


# --- no approval date yet: pending ----------------------------------------------------------------------------------
NO_DATE_YET = {
    "en": "Approval\nNot approved so far; still waiting for the executive committee, and there is no approval date "
          "yet.\n",
    "zh": "审批\n目前还没获批，仍在等待执行委员会，尚无批准日期。\n",
    "ru": "Утверждение\nПилот пока не утверждён, ждём исполнительный комитет; даты утверждения пока нет.\n",
}


@pytest.mark.parametrize("lang", list(NO_DATE_YET))
def test_no_approval_date_yet_is_pending(lang):
    assert facts(graded(lang, 6, NO_DATE_YET[lang]))["approval"] == "correct"
    # the same words where the source has the pilot approved: the pending state is caught
    assert facts(graded(lang, 5, NO_DATE_YET[lang]))["approval"] == "distorted"
