"""Dates, numbers and references in formal and spelled-out notation, the thirty-third held-out set's class in every
language: a deed's or a verse's date in words ("the seventh day of July two thousand and twenty-seven", "October the
twenty-fourth", "二〇二七年十月廿四日") is the date it names; a formal text's clause numbers ("5.1", "5.2", "3.1　",
"1.10."), its references to them ("Articles 1 (dates), 3 and 5.2") and a document's own number ("ORDER No. K/2",
"AWP-9") count nothing; an amount a distorted budget was read from, restated beside it in digits, is that distortion
and no addition; a text numbering its own sections "§1.", "§2." points to them with "§3", which cites no paragraph of
the notes. Each is pinned with briefs written for these tests on the material of seed 4 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- dates written in words, in a deed's or a letter's order ---------------------------------------------------------
DATES_IN_WORDS = {
    "en": "TERMS OF THE PILOT\n\n"
          "Article 1. The pilot shall commence on the seventh day of July two thousand and twenty-seven [3] and shall "
          "end on October the twenty-fourth, 2027 [8].\n"
          "Article 2. It covers returns handling at the Valencia hub only [14]; the payroll system is excluded [8].\n"
          "Article 3. The budget is USD 46,500 [3].\n"
          "Article 4. Dana Whitfield, Head of Operations, approved the pilot on the 22nd day of June 2027 [8].\n"
          "Article 5. The review of the data-protection checklist has been completed [14]; the translation of the user "
          "guides is planned and has not started [3].\n",
    "zh": "试点条款\n\n第一条　试点自二〇二七年七月七日开始，至二〇二七年十月廿四日结束（第2段、第5段）。\n"
          "第二条　试点只涵盖巴伦西亚枢纽的退货处理（第8段），薪资系统不在范围内（第5段）。\n"
          "第三条　预算为46,500美元（第2段）。\n"
          "第四条　达娜·惠特菲尔德（运营主管）已于二〇二七年六月廿二日批准本试点（第5段）。\n"
          "第五条　数据保护检查清单审核已经完成（第8段）；用户指南翻译已列入计划，尚未开始（第2段）。\n",
}


@pytest.mark.parametrize("lang", list(DATES_IN_WORDS))
def test_a_date_in_words_is_the_date_it_names(lang):
    g = graded(lang, 4, DATES_IN_WORDS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    assert g.not_checked == []


def test_a_spelled_date_off_by_a_day_is_the_approvals_distortion_only():
    # "Approval of the pilot was given by …": the formal wording names what the approval is of; its date in words,
    # a day late, is that approval's distortion and no addition beside it
    text = DATES_IN_WORDS["en"].replace(
        "Dana Whitfield, Head of Operations, approved the pilot on the 22nd day of June 2027",
        "Approval of the pilot was given by Dana Whitfield, Head of Operations, on the twenty-third day of June two "
        "thousand and twenty-seven")
    g = graded("en", 4, text)
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


# --- clause numbers, references to clauses, a document's number -----------------------------------------------------
CLAUSES = {
    "en": "ORDER No. K/2 (working paper AWP-9) concerning the Larkspur pilot of Halden Distribution\n\n"
          "Article 1. The pilot runs from 7 July 2027 [3] to 24 October 2027 [8].\n"
          "Article 2. It covers returns handling at the Valencia hub only [14]; the payroll system is excluded [8].\n"
          "Article 3. The budget is USD 46,500 [3].\n"
          "Article 4. Dana Whitfield, Head of Operations, approved the pilot on 22 June 2027 [8].\n"
          "  5.1 The review of the data-protection checklist has been completed [14].\n"
          "  5.2 The translation of the user guides is planned and has not started [3].\n"
          "Article 6. Articles 1 (dates), 3 and 5.2 rest on ¶3; Articles 2 and 4 on ¶8.\n",
    "zh": "飞燕草试点工作任务书（哈尔登配送）　记录编号：TR-07\n\n"
          "一、期限：2027年7月7日至2027年10月24日（第2段、第5段）。\n"
          "二、范围：\n"
          "　3.1　纳入：巴伦西亚枢纽的退货处理（第8段）。\n"
          "　3.2　不纳入：薪资系统，第3.1项不得解释为包括薪资系统（第5段）。\n"
          "三、预算：46,500美元（第2段）。\n"
          "四、审批：达娜·惠特菲尔德（运营主管）已于2027年6月22日批准（第5段）。\n"
          "五、进度：数据保护检查清单审核已经完成（第8段）；用户指南翻译已列入计划，尚未开始（第2段）。\n",
    "ru": "Статья 1. Сведения о пилоте\n\n"
          "1.1. Пилот начинается 7 июля 2027 г. (¶3).\n"
          "1.2. Пилот завершается 24 октября 2027 г. (¶10).\n"
          "1.3. Пилот охватывает только обработку возвратов на площадке «хаб в Валенсии» (¶17).\n"
          "1.4. Система расчёта зарплаты в пилот не входит (¶10).\n"
          "1.5. Бюджет пилота — 46 500 долларов США (¶3).\n"
          "1.6. Пилот утвердила Дана Уитфилд, руководитель операционного отдела, 22 июня 2027 г. (¶10).\n"
          "1.7. Проверка чек-листа по защите данных уже завершена (¶17).\n"
          "1.8. Перевод руководств пользователя запланирован, но не начат (¶3).\n"
          "1.9. Иных сведений записи не содержат.\n"
          "1.10. Ссылки на пункты (например, «см. п. 1.4») означают пункты настоящей статьи.\n",
}


@pytest.mark.parametrize("lang", list(CLAUSES))
def test_clause_and_document_numbers_count_nothing(lang):
    g = graded(lang, 4, CLAUSES[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- an amount in words with its digits beside it, in the wrong currency ---------------------------------------------
RESTATED_AMOUNT = {
    "en": "The pilot runs from 7 July 2027 [3] to 24 October 2027 [8] and covers returns handling at the Valencia hub "
          "only [14]; the payroll system is excluded [8]. Its budget is forty-six thousand five hundred pounds "
          "sterling (GBP 46,500) [3]. Dana Whitfield approved it on 22 June 2027 [8]. The review of the "
          "data-protection checklist has been completed [14]; the translation of the user guides is planned but has "
          "not started [3].\n",
    "zh": "试点于2027年7月7日开始，2027年10月24日结束（第2段、第5段），只涵盖巴伦西亚枢纽的退货处理（第8段），薪资系统不在范围内"
          "（第5段）。预算为肆万陆仟伍佰英镑整（GBP 46,500）（第2段）。达娜·惠特菲尔德已于2027年6月22日批准（第5段）。"
          "数据保护检查清单审核已经完成（第8段）；用户指南翻译已列入计划，尚未开始（第2段）。\n",
}


@pytest.mark.parametrize("lang", list(RESTATED_AMOUNT))
def test_an_amount_restated_beside_its_words_is_the_budgets_distortion_only(lang):
    g = graded(lang, 4, RESTATED_AMOUNT[lang])
    assert facts(g)["budget"] == "distorted", facts(g)
    assert kinds(g) == []


# --- a text's own sections numbered with "§" -------------------------------------------------------------------------
OWN_SECTIONS = ("§1. The pilot runs from 7 July 2027 to 24 October 2027 (¶3, ¶8).\n"
                "§2. It covers returns handling at the Valencia hub only (¶14); the payroll system is excluded (¶8).\n"
                "§3. Funds of USD 46,500 are allocated (¶3).\n"
                "§4. Dana Whitfield, Head of Operations, approved the pilot on 22 June 2027 (¶8).\n"
                "§5. The review of the data-protection checklist has been completed (¶14); the translation of the user "
                "guides is planned and has not started (¶3).\n"
                "§6. A Budget Warden drawn from the legal department is hereby appointed to watch spending under §3.\n")


def test_a_reference_to_the_texts_own_section_cites_no_paragraph():
    g = graded("en", 4, OWN_SECTIONS)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
