"""Classes of grader faults the twenty-second held-out set (English) showed: a document's own furniture (an agenda's
item numbers, a numbered part's short title, a field said empty, a heading over a checklist) is no claim. Each is
pinned with briefs written for these tests on the material of seed 1 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


C = CLEAN[("en", 1)]


def body() -> str:
    return (f"The pilot runs {C['timeline']}. It covers {C['scope']}. {C['oos']}. Budget: {C['budget']}. "
            f"Approval: {C['status']}. Done: {C['done']}. Planned, not started: {C['planned']}.\n")


# --- an agenda's items numbered in a run on one line count items, no values --------------------------------------
def test_an_agenda_run_on_one_line_numbers_its_items(mats):
    g = grade_output(mats[("en", 1)], "Review meeting minutes\nAgenda: 1. Dates  2. Money  3. Progress  4. Other business\n\n"
                     + body())
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


def test_a_count_on_an_agenda_like_line_that_is_no_run_is_still_a_number(mats):
    g = grade_output(mats[("en", 1)], "Review meeting minutes\nAgenda: 1. Dates  7. Depots onboarded\n\n" + body())
    assert ("number", "7") in kinds(g), kinds(g)


# --- a numbered part's short title ("Point 2, money.") heads what follows it -------------------------------------
def test_a_numbered_items_short_title_is_no_claim(mats):
    text = (f"Item 1, timing. The pilot runs {C['timeline']}.\n\nItem 2, coverage. It covers {C['scope']}. {C['oos']}.\n\n"
            f"Item 3, cash. Budget: {C['budget']}.\n\nItem 4, sign-off. Approval: {C['status']}.\n\n"
            f"Item 5, work. Done: {C['done']}. Planned, not started: {C['planned']}.\n")
    g = grade_output(mats[("en", 1)], text)
    assert not g.unsupported, kinds(g)


# --- a field the minutes say is empty ("Absent: not recorded") claims nothing --------------------------------------
def test_a_field_said_not_recorded_is_no_claim(mats):
    g = grade_output(mats[("en", 1)], "Minutes of the pilot review\n\nChair: not recorded\nAbsentees: none noted\n\n"
                     + body())
    assert not g.unsupported, kinds(g)


def test_a_field_with_a_value_of_its_own_still_claims(mats):
    g = grade_output(mats[("en", 1)], "Minutes of the pilot review\n\nRisk rating: amber, vendor slipping\n\n" + body())
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a short heading on a line of its own over a checklist is the ticket's furniture ----------------------------------
def test_a_heading_over_a_checklist_is_no_claim(mats):
    text = (f"Definition of ready\n[x] Window: {C['timeline']}\n[x] Scope: {C['scope']}\n"
            f"[x] {C['oos']}\n[x] Budget: {C['budget']}\n[ ] Approval: {C['status']}\n[x] Done: {C['done']}\n"
            f"[ ] Planned, not started: {C['planned']}\n")
    g = grade_output(mats[("en", 1)], text)
    assert not g.unsupported, kinds(g)


def test_a_heading_stating_a_state_still_counts(mats):
    text = (f"Vendor contract signed\n[x] Window: {C['timeline']}\n[x] Scope: {C['scope']}\n"
            f"[x] {C['oos']}\n[x] Budget: {C['budget']}\n[ ] Approval: {C['status']}\n[x] Done: {C['done']}\n"
            f"[ ] Planned, not started: {C['planned']}\n")
    g = grade_output(mats[("en", 1)], text)
    assert g.unsupported, kinds(g)


# --- every language: a document laid out in numbered sections, each a short heading over its lines -----------------
Z = CLEAN[("zh", 1)]
R = CLEAN[("ru", 1)]


def test_chinese_numbered_section_headings_are_no_claims(mats):
    text = (f"1. 日期\n{Z['timeline']}\n\n2. 覆盖范围\n{Z['scope']}；{Z['oos']}\n\n3. 经费\n{Z['budget']}\n\n"
            f"4. 审批\n{Z['status']}\n\n5. 进展\n已完成：{Z['done']}\n计划：{Z['planned']}，尚未开始\n\n6. 其他事项\n无。\n")
    g = grade_output(mats[("zh", 1)], text)
    assert not g.unsupported, kinds(g)


def test_russian_numbered_section_headings_are_no_claims(mats):
    text = (f"1. Период\n   {R['timeline']}\n\n2. Охват\n   {R['scope']}. {R['oos']}.\n\n3. Деньги\n   {R['budget']}\n\n"
            f"4. Утверждение\n   Пилот {R['status']}.\n\n5. Ход работ\n   Сделано: {R['done']}. Запланировано, не начато: "
            f"{R['planned']}.\n\n6. Прочие вопросы\n   —\n")
    g = grade_output(mats[("ru", 1)], text)
    assert not g.unsupported, kinds(g)


def test_fields_said_empty_in_chinese_and_russian_are_no_claims(mats):
    zh = grade_output(mats[("zh", 1)], f"记录人：未记录\n补充说明：无新增。\n\n时间：{Z['timeline']}。"
                      f"范围：{Z['scope']}；{Z['oos']}。预算：{Z['budget']}。审批：{Z['status']}。已完成：{Z['done']}。计划：{Z['planned']}，尚未开始。\n")
    assert not zh.unsupported, kinds(zh)
    ru = grade_output(mats[("ru", 1)], f"Отсутствовали: не зафиксированы\n\nСроки: {R['timeline']}. Рамки: {R['scope']}. "
                      f"{R['oos']}. Бюджет: {R['budget']}. Утверждение: {R['status']}. Сделано: {R['done']}. "
                      f"Запланировано, не начато: {R['planned']}.\n")
    assert not ru.unsupported, kinds(ru)


def test_a_risks_heading_opens_the_writers_own_view_and_still_claims(mats):
    text = "Status of the pilot\n\nRisks\n  - none foreseen so far\n\n" + body()
    g = grade_output(mats[("en", 1)], text)
    assert g.unsupported, kinds(g)


# --- a fact's name, a linking verb, then another value ("End date remains …"): the fact given twice ---------------
def test_a_second_end_date_after_its_name_and_a_linking_verb_distorts_it(mats):
    g = grade_output(mats[("en", 1)], body() + "\nAgreed\n- End date remains 29 April 2027.\n")
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)


# --- "the board's approval is in": the approval has come in, given; "is in progress" is not -------------------------
def approval_brief(said: str) -> str:
    return (f"The pilot runs {C['timeline']}. It covers {C['scope']}. {C['oos']}. Budget: {C['budget']}. "
            f"{said} Done: {C['done']}. Planned, not started: {C['planned']}.\n")


def test_an_approval_said_to_be_in_is_given(mats):
    g = grade_output(mats[("en", 1)], approval_brief("Update: the investment board's approval is in [9]."))
    assert facts(g)["approval"] == "distorted", facts(g)


def test_an_approval_in_progress_is_not_given(mats):
    g = grade_output(mats[("en", 1)], approval_brief("Approval: pending, the investment board's approval is in progress [9]."))
    assert facts(g)["approval"] == "correct", facts(g)
