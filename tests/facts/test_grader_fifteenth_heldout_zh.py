"""Classes of misreading that the fifteenth held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 8: approved by Priya Raman, the sandbox set up, the satisfaction survey planned, customs declarations out of
scope, EUR 57,500, purchase order intake at the Lyon warehouse)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import grade, labels


def assert_clean(g):
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 1. a remark that the notes give or record nothing of something ("资料也没有提供排期细节") claims nothing -----------

def test_a_notes_give_or_record_nothing_remark_is_no_addition(mats):
    assert_clean(grade(mats, "zh", 8, extra="资料没有提供人员安排。没有记录供应商的报价。"))


def test_a_silent_part_after_a_count_of_the_dates_is_no_addition(mats):
    assert_clean(grade(mats, "zh", 8, extra="资料只列出了这两个日期，也没有记录阶段划分。"))


# --- 2. lines about the brief itself, the reader's request, or what is background only, are framing -----------------

def test_lines_on_the_brief_its_order_and_background_are_framing(mats):
    extra = ("以下依照时间线、预算、状态的次序展开。\n按您要求的格式整理如下。\n上述段落只供背景参考。\n"
             "这部分内容与试点本身无关。\n表格是按行排的，电脑上看更清楚。\n说明：日期为年月日格式。")
    assert_clean(grade(mats, "zh", 8, extra=extra))


# --- 3. the scope said again by naming its one site and one workflow ("地点是X，流程是Y") restates it ---------------

def test_the_scope_restated_by_its_site_and_workflow_is_no_addition(mats):
    extra = "换言之，本次试点的地点是里昂仓库，流程是采购订单受理。"
    assert_clean(grade(mats, "zh", 8, extra=extra))


def test_the_scope_restated_as_one_site_and_one_workflow_is_no_addition(mats):
    assert_clean(grade(mats, "zh", 8, extra="所以试点只涉及里昂仓库这一处的采购订单受理流程。"))


# --- 4. how to reach an added person is one claim with that person, not a second addition ---------------------------

def test_how_to_reach_an_added_person_is_one_addition_with_the_name(mats):
    g = grade(mats, "zh", 8, extra="项目对接人是物流组的王建国，有疑问请直接联系他。")
    assert set(labels(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, g.unsupported


# --- 5. a count of the pilot's dates ("两个日期") counts the start and the end the source gives: no added number -------

def test_a_count_of_the_two_dates_is_no_added_number(mats):
    g = grade(mats, "zh", 8, extra="备注：两个日期均取自第2段和第5段。")
    assert set(labels(g).values()) == {"correct"}
    assert not [u for u in g.unsupported if u.kind == "number"], g.unsupported


# --- 6. the same two classes in the other languages: the notes as a silent subject, and lines on the brief itself ----

def test_english_they_name_no_and_nor_do_they_say_are_no_additions(mats):
    extra = "They give no owner and no contractor.\nNor does the source state what follows the trial."
    assert_clean(grade(mats, "en", 8, extra=extra))


def test_russian_negated_existence_and_notes_do_not_speak_are_no_additions(mats):
    extra = ("Нет имени ответственного за закупки, нет названий подрядчиков, нет разбивки расходов по месяцам.\n"
             "Заметки не говорят о том, появятся ли позже новые склады.")
    assert_clean(grade(mats, "ru", 8, extra=extra))


def test_russian_lines_on_the_brief_itself_are_framing(mats):
    extra = ("Начнём с бюджета.\nЗаключительная часть.\nПостараюсь изложить коротко.\nПовторю основное.\n"
             "Фоновые абзацы про столовую и парковку к пилоту не относятся.")
    assert_clean(grade(mats, "ru", 8, extra=extra))


def test_english_pointer_to_the_brief_table_is_framing(mats):
    assert_clean(grade(mats, "en", 8, extra="Quick version for busy readers, details in the table above."))


# --- 7. a full-width bar ("｜") parts the fields of a one-line status: each field says its own fact -----------------

def test_full_width_bars_part_the_fields_of_a_one_line_status(mats):
    text = ("里昂试点｜2027年8月16日至2027年10月1日｜里昂仓库·采购订单受理（报关单除外）｜57,500欧元｜"
            "✅ 2027年7月14日普丽娅·拉曼批准｜done：沙箱环境搭建｜计划中：用户满意度调查，未开始 [2][5][7]")
    g = grade_output(mats[("zh", 8)], text)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert labels(g)["done"] == "correct", g.by_id("done").detail


# --- 8. one invented claim told in parts (a lead-in, the claim, a remark on it; spending told on) is one addition ----

def test_a_risk_with_a_lead_in_and_a_remark_on_it_is_one_addition(mats):
    g = grade(mats, "zh", 8, extra="需要留意的是，里昂仓库雨季装卸人手紧张，这是本试点眼下最大的难点。")
    assert set(labels(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, g.unsupported


def test_spending_told_on_in_a_second_part_is_one_addition(mats):
    g = grade(mats, "zh", 8, extra="目前预算花得很少，多半还没动用。")
    assert set(labels(g).values()) == {"correct"}
    assert len(g.unsupported) == 1, g.unsupported


# --- 9. the source's approver named again by the title the source gives ("已获财务主管批准") is the same approval -----

def test_the_approval_told_again_by_the_approvers_title_is_no_second_approval(mats):
    g = grade(mats, "zh", 8, extra="简言之，试点预算57,500欧元，并已获得财务主管批准。")
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported
