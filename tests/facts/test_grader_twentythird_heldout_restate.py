"""Classes of grader faults the twenty-third held-out set showed in every language: a fact said again is the same
fact. A restatement's own words ("returning once more to…", a one-line summary's lead, a remark that someone is not the
approver) set no condition and deny nothing. Each is pinned with briefs written for these tests on the materials of
seeds 1, 5 and 8 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def brief(lang: str, seed: int, extra: str) -> str:
    return BRIEF[lang].format(**{**CLEAN[(lang, seed)], "extra": extra})


# --- "once more", "once again" say a fact again and set no condition ------------------------------------------------
def test_en_once_more_restates_an_approval_and_sets_no_condition(mats):
    text = brief("en", 5, "Coming back once more to the sign-off, which the opening lines only touched on: the notes "
                 "record it as given, with Marek Novak as the approver.\n")
    g = grade_output(mats[("en", 5)], text)
    assert facts(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]



# --- a remark that a party is not the approver, or that there is no second one, denies nothing of the approval -------
def _approval_kept(mats, lang: str, extra: str) -> None:
    g = grade_output(mats[(lang, 5)], brief(lang, 5, extra))
    assert facts(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]


def test_en_a_colleague_said_not_to_be_the_approver_leaves_the_approval_given(mats):
    _approval_kept(mats, "en", "The colleagues the notes mention in passing are not approvers of the pilot.\n")


def test_zh_no_second_approver_leaves_the_approval_given(mats):
    _approval_kept(mats, "zh", "第5段写明试点已经获批[5]——此外并没有第二个批准人，文中其他同事也都不是批准人。\n")


def test_ru_a_colleague_said_not_to_be_the_approver_leaves_the_approval_given(mats):
    _approval_kept(mats, "ru", "Остальные сотрудники, упомянутые в записях, не являются утверждающими лицами.\n")


# --- a one-line summary's lead ("如果要用一句话概括：") sets no condition on what it restates -------------------------
def test_zh_a_summary_lead_restates_an_approval_without_a_condition(mats):
    g = grade_output(mats[("zh", 5)], brief("zh", 5, "如果要用一句话概括：这个试点已经获批，扫描器也已装好。\n"))
    assert facts(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not [u for u in g.unsupported if u.kind == "condition"], g.unsupported


# --- a list of the items and, after its dash, "the former … the latter" in the same clause: each item its own stage --
def _stages_in_prose(mats, lang: str, sentence: str) -> dict[str, str]:
    text = BRIEF[lang].format(**{**CLEAN[(lang, 5)], "done": "@@", "planned": "@@", "extra": sentence})
    g = grade_output(mats[(lang, 5)], "\n".join(line for line in text.split("\n") if "@@" not in line))
    return {k: v for k, v in facts(g).items() if k in ("done", "planned")}


def test_en_the_former_after_a_dash_gives_only_the_first_items_stage(mats):
    said = _stages_in_prose(mats, "en", "Two work items appear, the installation of the barcode scanners and the translation of "
                            "the user guides — the former is complete, the latter has not started.\n")
    assert said == {"done": "correct", "planned": "correct"}, said


def test_zh_qianzhe_after_a_dash_gives_only_the_first_items_stage(mats):
    said = _stages_in_prose(mats, "zh", "笔记提到条码扫描器安装和用户指南翻译——前者已经完成，后者尚未开始。\n")
    assert said == {"done": "correct", "planned": "correct"}, said


def test_ru_pervyj_after_a_dash_gives_only_the_first_items_stage(mats):
    said = _stages_in_prose(mats, "ru", "Упомянуты «установка сканеров штрихкодов» и «перевод руководств пользователя» — "
                            "первый уже завершён, а второй ещё не начат.\n")
    assert said == {"done": "correct", "planned": "correct"}, said


def test_zh_a_remark_that_colleagues_are_not_the_approver_is_no_addition(mats):
    g = grade_output(mats[("zh", 5)], brief("zh", 5, "笔记中提到的其他同事都不是试点的批准人。\n"))
    assert facts(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported
