"""Classes of grader faults the twenty-fourth held-out set showed in the values of second-hand text (threads, decks,
notes for another audience), in every language: the source's place named with another kind of site is the scope at
another site; a date written day-dash-month-dash-year is a date; a later message correcting a date gives the fact its
corrected value, the corrected one no addition; a date told again with the role word after it is a second value; an
amount in Chinese financial numerals is an amount; the digits of a date written with its units hold no added number.
Each is pinned with briefs written for these tests on the material of seed 1 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- the source's place with another kind of site: the scope at another site, distorted ------------------------------
def test_en_the_sources_town_with_another_kind_of_site_is_a_distorted_scope(mats):
    g = grade_output(mats[("en", 1)], "Pilot: spare parts ordering, Tampere warehouse.\nRuns 10 March 2027 to 22 April 2027.")
    assert facts(g)["scope"] == "distorted", facts(g)


def test_en_the_sources_town_with_its_own_kind_of_site_stays_correct(mats):
    g = grade_output(mats[("en", 1)], "Pilot: spare parts ordering, Tampere plant.\nRuns 10 March 2027 to 22 April 2027.")
    assert facts(g)["scope"] == "correct", facts(g)


def test_zh_the_sources_town_with_another_kind_of_site_is_a_distorted_scope(mats):
    g = grade_output(mats[("zh", 1)], "本次试点只做坦佩雷仓库的备件订购，其他不涉及。")
    assert facts(g)["scope"] == "distorted", facts(g)


def test_zh_the_sources_town_with_its_own_kind_of_site_stays_correct(mats):
    g = grade_output(mats[("zh", 1)], "本次试点只做坦佩雷工厂的备件订购，其他不涉及。")
    assert facts(g)["scope"] == "correct", facts(g)


def test_ru_the_sources_town_with_another_kind_of_site_is_a_distorted_scope(mats):
    g = grade_output(mats[("ru", 1)], "Что пилотируем: заказ запчастей, склад в Тампере.")
    assert facts(g)["scope"] == "distorted", facts(g)


def test_ru_the_sources_town_with_its_own_kind_of_site_stays_correct(mats):
    g = grade_output(mats[("ru", 1)], "Что пилотируем: заказ запчастей, завод в Тампере.")
    assert facts(g)["scope"] == "correct", facts(g)


# --- a date written day-dash-month-dash-year is a date, its parts no numbers ----------------------------------------
def test_en_dash_written_dates_in_a_nested_list_are_the_start_and_end(mats):
    g = grade_output(mats[("en", 1)], "• Dates\n    ◦ 10-03-2027 → 22-04-2027\n• Budget\n    ◦ CHF 81,500")
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


def test_zh_dash_written_dates_are_the_start_and_end(mats):
    g = grade_output(mats[("zh", 1)], "时间：10-03-2027 至 22-04-2027\n预算：81,500瑞士法郎")
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


def test_ru_dash_written_dates_are_the_start_and_end(mats):
    g = grade_output(mats[("ru", 1)], "Сроки: 10-03-2027 — 22-04-2027\nБюджет: 81 500 CHF")
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


# --- a later message correcting a date: the fact takes the corrected value, the corrected one is no addition ----------
def test_en_a_typo_corrected_in_a_later_message_leaves_the_end_correct(mats):
    g = grade_output(mats[("en", 1)], "Lea 10:02\nMarlin runs Wed 10 Mar 2027 → 22 Mar 2027, CHF 81,500.\n\n"
                                      "Lea 10:06\nsorry, typo: End is 22 April 2027.")
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)


def test_en_a_correction_to_a_wrong_end_is_distorted(mats):
    g = grade_output(mats[("en", 1)], "Lea 10:02\nMarlin runs 10 March 2027 to 22 April 2027.\n\n"
                                      "Lea 10:06\ncorrection: the end is 22 May 2027, not 22 April.")
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)


def test_zh_a_typo_corrected_in_a_later_message_leaves_the_end_correct(mats):
    g = grade_output(mats[("zh", 1)], "小林 10:02\n试点2027年3月10日开始，2027年3月22日结束。\n\n"
                                      "小林 10:06\n更正：结束是2027年4月22日，上面写错了。")
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)


def test_ru_a_correction_to_a_wrong_end_is_distorted(mats):
    g = grade_output(mats[("ru", 1)], "Лена, 10:02\nстарт 10 марта 2027, финиш 22.04\n\n"
                                      "Лена, 10:06\nпоправка: конец не 22 апреля, а 22 мая, перепутала")
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)


def test_ru_a_typo_corrected_in_a_later_message_leaves_the_end_correct(mats):
    g = grade_output(mats[("ru", 1)], "Лена, 10:02\nстарт 10 марта 2027, финиш 22.03\n\n"
                                      "Лена, 10:06\nопечатка: конец не 22 марта, а 22 апреля 2027")
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)


# --- an end told again with its role word after the date (Chinese word order): a second value, distorted -------------
def test_zh_an_end_told_again_with_the_role_word_after_it_is_a_second_value(mats):
    g = grade_output(mats[("zh", 1)], "```json\n{\"start_date\": \"2027-03-10\", \"end_date\": \"2027-04-22\"}\n```\n\n"
                                      "另外说一句：照目前的排期，试点4月2日收尾。")
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)


# --- an amount in Chinese financial numerals is the budget -----------------------------------------------------------
def test_zh_a_budget_in_financial_numerals_is_read(mats):
    g = grade_output(mats[("zh", 1)], "三、经费：捌万壹仟伍佰瑞士法郎。")
    assert facts(g)["budget"] == "correct", facts(g)


# --- the digits of a date written with its units are no added number's place ----------------------------------------
def test_zh_an_invented_count_in_a_ticked_item_is_one_addition(mats):
    g = grade_output(mats[("zh", 1)], "周期：2027年3月10日 — 2027年4月22日\n范围：坦佩雷工厂 · 备件订购\n\n"
                                      "[x] 数据保护检查清单审核\n[x] 压力测试（3轮）")
    assert len(g.unsupported) == 1, kinds(g)
