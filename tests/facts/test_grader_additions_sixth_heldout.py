"""Classes of additions the sixth held-out set showed (counted where there are none, or missed), each pinned with
phrasings written for these tests, in English, Chinese and Russian. The briefs are the clean briefs of
test_grader_classes_all_languages with lines added or changed."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, grade, labels


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- nested list numbers ("2.1", "4.3") count sub-items: no number of their own -----------------------------------
HEADS = {"en": ("Dates", "Extent", "Money", "Status", "Done:", "Planned:", "Approval:"),
         "zh": ("日期", "范围", "资金", "状态", "已完成：", "计划：", "审批："),
         "ru": ("Даты", "Охват", "Деньги", "Положение", "Сделано:", "Запланировано:", "Утверждение:")}


def nested_brief(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    h = HEADS[lang]
    return (f"1. {h[0]}\n   1.1 {c['timeline']}\n2. {h[1]}\n   2.1 {c['scope']}\n   2.2 {c['oos']}\n"
            f"3. {h[2]}\n   3.1 {c['budget']}\n4. {h[3]}\n   4.1 {h[6]} {c['status']}\n   4.2 {h[4]}\n      - {c['done']}\n"
            f"   4.3 {h[5]}\n      - {c['planned']}\n")


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_nested_list_numbers_are_markers_and_labels_under_them_hold(mats, lang):
    g = grade_output(mats[(lang, 1)], nested_brief(lang))
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "2.5 extra clerks were hired for the rollout."),
    ("zh", "2.5 名额外文员已被招募。"),
    ("ru", "2.5 дополнительных ставки выделены на внедрение."),
])
def test_a_decimal_opening_a_line_with_no_numbered_parent_is_still_a_value(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) == 1, kinds(g)


# --- paragraph numbers in a Sources sentence, an abbreviated Sources label -----------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "Sources: paragraphs 2 (timeline, budget), 9 (status) and 15 (scope)."),
    ("en", "Src: 2 = timeline/budget; 9 = status/exclusion; 15 = scope/checklist."),
    ("en", "Refs.: 2, 9, 15."),
    ("zh", "来源：第2段（时间、预算），第4段（状态）和第8段（范围）。"),
    ("ru", "Источники: абзацы 2 (сроки, бюджет), 9 (статус) и 18 (рамки)."),
    ("ru", "Ист.: 2, 9, 18."),
    ("ru", "Ист.: 2 = сроки/бюджет; 9 = статус; 18 = рамки."),
])
def test_paragraph_numbers_in_any_sources_form_add_nothing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "Stats: 14 clerks and 6 drivers take part."),
    ("ru", "Итог: участвуют 14 операторов и 6 водителей."),
])
def test_numbers_under_a_label_that_is_no_sources_name_are_still_additions(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) >= 1, kinds(g)


# --- what an assistant says around a brief (offers, wishes, remarks on the source's paragraphs) is framing -----------
FRAMING = {
    "en": ["I can also turn this into a one-page table if that is useful.", "Hope this helps with the review!",
           "Let me know if you would like a shorter version.",
           "The remaining paragraphs of the file are background and do not concern the pilot.",
           "Citations are given in brackets after each line."],
    "zh": ["如果需要，我可以把它整理成表格。", "希望这份简报对你有用！", "需要英文版的话请告诉我。",
           "剩下的段落都是背景介绍，和试点无关。", "出处：括号里是段落编号。"],
    "ru": ["Могу также подготовить эту справку в виде таблицы.", "Надеюсь, справка окажется полезной!",
           "Если понадобится английская версия, дайте знать.",
           "Остальные абзацы — это фон, к пилоту они отношения не имеют.", "Номера абзацев указаны в скобках."],
}


@pytest.mark.parametrize("lang,line", [(lang, line) for lang, lines in FRAMING.items() for line in lines])
def test_what_an_assistant_says_around_the_brief_adds_nothing(mats, lang, line):
    g = grade(mats, lang, 1, extra=line)
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, facts(g)


INVENTED = {"en": "A second vendor has been added to the shortlist by the procurement team.",
            "zh": "采购部门已把第二家供应商加入候选名单。",
            "ru": "Отдел закупок добавил в короткий список второго поставщика."}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_invented_claim_beside_the_framing_is_still_an_addition(mats, lang):
    g = grade(mats, lang, 1, extra="\n".join([INVENTED[lang], *FRAMING[lang][:3]]))
    assert len(g.unsupported) == 1, kinds(g)


@pytest.mark.parametrize("lang,line", [
    ("en", "I heard the vendor was replaced by a cheaper one last week."),
    ("zh", "我听说供应商上周已经换成了一家更便宜的公司。"),
    ("ru", "Как я слышал, поставщика на прошлой неделе заменили более дешёвым."),
])
def test_a_claim_in_the_first_person_that_offers_nothing_is_still_an_addition(mats, lang, line):
    g = grade(mats, lang, 1, extra=line)
    assert len(g.unsupported) == 1, kinds(g)


@pytest.mark.parametrize("lang,heading,item", [
    ("en", "Next steps", "- Present the results to the works council after the pilot."),
    ("zh", "下一步", "- 试点结束后向工会介绍结果。"),
    ("ru", "Следующие шаги", "- После пилота представить результаты профсоюзу."),
])
def test_a_next_steps_heading_is_context_and_the_item_under_it_a_claim(mats, lang, heading, item):
    g = grade(mats, lang, 1, extra=f"\n{heading}\n{item}")
    assert len(g.unsupported) == 1, kinds(g)
    assert heading not in [u.text for u in g.unsupported], kinds(g)


# --- a condition tying a pending approval to the pilot's own work is a claim the source does not make, and the -----
# --- approval told under it is distorted (the label page's one reading for a condition on an approval) ---------------
@pytest.mark.parametrize("lang,status", [
    ("en", "pending with the investment board [9], which will only sign off once the clerks' training is finished"),
    ("en", "not approved yet [9]; the investment board approves only if the spare parts ordering runs without errors"),
    ("zh", "仍在等待投资委员会审批[4]；委员会要等一线文员培训结束后才会批准"),
    ("ru", "ожидает утверждения инвестиционного совета [9]; совет утвердит пилот только после обучения операторов "
           "первой линии"),
    ("ru", "ожидает утверждения инвестиционного совета [9]; совет утвердит пилот, только если заказ запчастей пройдёт "
           "без ошибок"),
    ("zh", "仍在等待投资委员会审批[4]；只有一线文员培训结束，委员会才会批准"),
])
def test_a_condition_on_a_pending_approval_naming_the_work_is_an_addition(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert [u.kind for u in g.unsupported] == ["condition"], kinds(g)
    assert labels(g)["approval"] == "distorted", facts(g)


@pytest.mark.parametrize("lang,status", [
    ("en", "it will be approved once the investment board has met [9]"),
    ("zh", "须经投资委员会审议通过后才能获批[4]"),
    ("ru", "утверждение — при условии согласия инвестиционного совета [9]"),
])
def test_a_condition_naming_only_the_approvers_decision_is_the_pending_state(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert not g.unsupported, kinds(g)
    assert labels(g)["approval"] == "correct", facts(g)


# --- a remark after the planned item that reports it under way is the item's distortion, not an addition -------------
@pytest.mark.parametrize("lang,planned", [
    ("en", "training of the front-line clerks, currently in progress [2]"),
    ("zh", "一线文员培训，目前正在进行 [2]"),
    ("ru", "обучение операторов первой линии, сейчас в процессе [2]"),
])
def test_progress_remarked_on_the_planned_item_distorts_it_and_adds_nothing(mats, lang, planned):
    g = grade(mats, lang, 1, planned=planned)
    assert labels(g)["planned"] == "distorted", facts(g)
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "Rollout to the second plant is already under way."),
    ("zh", "第二家工厂的推广已经在进行中。"),
    ("ru", "Внедрение на втором заводе уже идёт полным ходом."),
])
def test_progress_claimed_of_no_item_is_still_an_addition(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) == 1, kinds(g)
    assert labels(g)["planned"] == "correct", facts(g)


# --- a document named as the object of listed work ("send the summary report") is work, not the brief ---------------
@pytest.mark.parametrize("lang,heading,item", [
    ("en", "Next steps", "- Email the final summary report to the works council."),
    ("zh", "下一步", "- 向工会发送最终总结报告。"),
    ("ru", "Следующие шаги", "- Отправить итоговый отчёт профсоюзу."),
])
def test_a_report_listed_as_a_next_step_is_an_addition(mats, lang, heading, item):
    g = grade(mats, lang, 1, extra=f"\n{heading}\n{item}")
    assert len(g.unsupported) == 1, kinds(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "Summary of the call notes for the project office."),
    ("zh", "以下为会议纪要的简要整理。"),
    ("ru", "Сводка по заметкам для проектного офиса."),
])
def test_a_line_about_the_brief_itself_is_still_framing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang,status", [
    ("en", "pending with the investment board [9]. The board will only approve once the training of the front-line "
           "clerks is completed."),
    ("zh", "仍在等待投资委员会审批[4]。投资委员会要求先完成一线文员培训才会批准。"),
    ("ru", "ожидает утверждения инвестиционного совета [9]. Совет утвердит пилот только после того как обучение "
           "операторов первой линии будет завершено."),
])
def test_an_item_named_inside_an_approval_condition_keeps_its_own_stage(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert labels(g)["planned"] == "correct", facts(g)
    assert [u.kind for u in g.unsupported] == ["condition"], kinds(g)


# --- an ordinal in digits whose word the source uses ("1-й" for "первой") is no number of its own --------------------
@pytest.mark.parametrize("lang,planned", [
    ("en", "training of the 1st-line clerks [2]"),
    ("ru", "обучение операторов 1-й линии [2]"),
])
def test_an_ordinal_in_digits_for_the_sources_word_adds_nothing(mats, lang, planned):
    g = grade(mats, lang, 1, planned=planned)
    assert not g.unsupported, kinds(g)
    assert labels(g)["planned"] == "correct", facts(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "The rollout then moves on to the 3rd warehouse."),
    ("ru", "Затем пилот перейдёт на 3-й склад."),
])
def test_an_ordinal_the_source_never_uses_is_still_an_addition(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) >= 1, kinds(g)
