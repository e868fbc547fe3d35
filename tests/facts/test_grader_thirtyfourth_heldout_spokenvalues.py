"""Values as people speak and mistype them, the thirty-fourth held-out set's class in every language: a value a
speaker takes back after a comma or a dash ("the eighteenth of August, no, sorry, the eighth of August", "十八号——不对，
是八号", "восемнадцатого, ой, нет, восьмого") is the value that stands, the first one neither a distortion nor an
addition, and a correction ending on a wrong value is the fact distorted; numbers and years as speech says them
("forty-five k", "двадцать девять пятьсот", "тыщ", "27,5к", "也是二六年", "год двадцать шестой", "April sixteen");
currencies and names as speech recognition or a phone spells them ("Swiss franks", "瑞士法朗", "Pria Raman") read as the
material's, where no other is as near, and a genuinely different name stays an addition. Each is pinned with briefs
written for these tests on the material of seeds 5 and 23."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a date taken back after a comma or a dash: the correction stands ----------------------------------------------
# (seed 23: 16 June 2026 - 8 August 2026, CHF 29,500, approved by Priya Raman on 27 May 2026)
REST_23 = {
    "en": "It covers returns handling at the Porto service centre only. The budget is CHF 29,500. Priya Raman, Head "
          "of Finance, approved it on 27 May 2026. The historical order data export is done; the label printer "
          "integration is planned but not started. Warranty claims are out of scope.\n",
    "ru": "Охват — только обработка возвратов в сервисном центре в Порту. Бюджет — 29 500 швейцарских франков. "
          "Утвердила Прия Раман, руководитель финансового отдела, 27 мая 2026 г. Выгрузка исторических данных уже "
          "сделана; интеграция с принтерами этикеток запланирована, но не начата. Гарантийные претензии исключены.\n",
    "zh": "只做波尔图服务中心的退货处理。预算29,500瑞士法郎。财务主管普丽娅·拉曼于2026年5月27日批准。历史订单数据导出已经完成；"
          "标签打印机对接已列入计划，还没开始。保修索赔明确不在范围内。\n",
}
TAKEN_BACK = {
    "en": "Voice note on Kestrel. It kicks off on the sixteenth of June, twenty twenty-six, and runs until the "
          "eighteenth of August, no, sorry, the eighth of August, twenty twenty-six. ",
    "ru": "Голосовая заметка по «Пустельге». Стартуем шестнадцатого июня 2026 г., заканчиваем восемнадцатого августа, "
          "ой, нет, восьмого августа 2026 г. ",
    "zh": "红隼试点的语音备忘。二零二六年六月十六号开始，八月十八号——不对，是八月八号结束，也是二六年。",
}
TAKEN_BACK_WRONG = {
    "en": "Voice note on Kestrel. It kicks off on the sixteenth of June, twenty twenty-six, and runs until the eighth "
          "of August, no, sorry, the eighteenth of August, twenty twenty-six. ",
    "ru": "Голосовая заметка по «Пустельге». Стартуем шестнадцатого июня 2026 г., заканчиваем восьмого августа, "
          "ой, нет, восемнадцатого августа 2026 г. ",
    "zh": "红隼试点的语音备忘。二零二六年六月十六号开始，八月八号——不对，是八月十八号结束，也是二六年。",
}


@pytest.mark.parametrize("lang", list(TAKEN_BACK))
def test_a_date_taken_back_after_a_comma_or_a_dash_gives_way_to_its_correction(lang):
    g = graded(lang, 23, TAKEN_BACK[lang] + REST_23[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TAKEN_BACK_WRONG))
def test_a_correction_ending_on_a_wrong_date_distorts_the_fact(lang):
    g = graded(lang, 23, TAKEN_BACK_WRONG[lang] + REST_23[lang])
    got = facts(g)
    assert got["end_date"] == "distorted" and got["start_date"] == "correct", got
    assert kinds(g) == []


# --- an amount taken back, and the budget in a misspelt currency -----------------------------------------------------
BUDGET_23 = {
    "en": ("The pilot runs from 16 June 2026 to 8 August 2026 and covers returns handling at the Porto service centre "
           "only. Budget: CHF 92,500, sorry, typo, I mean CHF 29,500. Priya Raman, Head of Finance, approved it on "
           "27 May 2026. The historical order data export is done; the label printer integration is planned but not "
           "started. Warranty claims are out of scope.\n"),
    "ru": ("Пилот идёт с 16 июня 2026 г. по 8 августа 2026 г., только обработка возвратов в сервисном центре в Порту. "
           "Бюджет — 92,5к франков… тьфу, 29,5к швейцарских франков. Утвердила Прия Раман, руководитель финансового "
           "отдела, 27 мая 2026 г. Выгрузка исторических данных уже сделана; интеграция с принтерами этикеток "
           "запланирована, но не начата. Гарантийные претензии исключены.\n"),
    "zh": ("试点2026年6月16日开始，2026年8月8日结束，只做波尔图服务中心的退货处理。预算92,500瑞士法朗——打错了，是29,500瑞士法朗。"
           "财务主管普丽娅·拉曼于2026年5月27日批准。历史订单数据导出已经完成；标签打印机对接已列入计划，还没开始。"
           "保修索赔明确不在范围内。\n"),
}


@pytest.mark.parametrize("lang", list(BUDGET_23))
def test_an_amount_taken_back_and_a_misspelt_currency_give_the_budget(lang):
    g = graded(lang, 23, BUDGET_23[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_swiss_franks_read_as_the_franc_and_a_wrong_sum_in_them_is_caught():
    text = BUDGET_23["en"].replace("Budget: CHF 92,500, sorry, typo, I mean CHF 29,500.", "{}")
    right = graded("en", 23, text.format("The budget is twenty-nine thousand five hundred Swiss franks."))
    assert facts(right)["budget"] == "correct", facts(right)
    wrong = graded("en", 23, text.format("The budget is twenty-two thousand five hundred Swiss franks."))
    assert facts(wrong)["budget"] == "distorted", facts(wrong)


# --- numbers and years as speech says them ----------------------------------------------------------------------------
SPOKEN_23 = {
    # (the budget's thousands said before its hundreds with no scale word; "тыщ" for "тысяч")
    "ru": ("Пилот «Пустельга»: старт шестнадцатого июня, финиш восьмого августа, год двадцать шестой. Бюджет — "
           "двадцать девять пятьсот швейцарских франков, то есть двадцать девять с половиной тыщ. Охват — только "
           "обработка возвратов в сервисном центре в Порту. Утвердила Прия Раман, руководитель финансового отдела, "
           "27 мая 2026 г. Выгрузка исторических данных уже сделана; интеграция с принтерами этикеток запланирована, "
           "но не начата. Гарантийные претензии исключены.\n"),
    "zh": ("红隼试点：六月十六号开始，八月八号结束，都是二六年的。预算两万九千五百瑞士法朗。只做波尔图服务中心的退货处理。"
           "财务主管普丽娅·拉曼于2026年5月27日批准。历史订单数据导出已经完成；标签打印机对接已列入计划，还没开始。"
           "保修索赔明确不在范围内。\n"),
}


@pytest.mark.parametrize("lang", list(SPOKEN_23))
def test_spoken_thousands_and_a_year_said_alone_are_read(lang):
    g = graded(lang, 23, SPOKEN_23[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_a_spoken_count_stays_an_addition():
    g = graded("ru", 23, SPOKEN_23["ru"] + "В пилоте участвуют двадцать семь кладовщиков.\n")
    assert ("number", "двадцать семь") in kinds(g), kinds(g)


def test_eighty_two_k_said_in_words_is_the_budget_not_a_count():
    # seed 5: 9 June 2026 - 3 October 2026, USD 45,000, approved by Marek Novak on 15 May 2026
    text = ("Call notes, Kestrel. Starts 9 June 2026, ends on October the third, 2026. Scope: invoice matching at the "
            "Leeds office only. Money? Forty-five k. US dollars, forty-five thousand US dollars. Marek Novak approved "
            "it on 15 May 2026. The barcode scanners are installed; the user guide translation is planned, not "
            "started. Warranty claims are out.\n")
    g = graded("en", 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    g = graded("en", 5, text.replace("Forty-five k.", "Fifty-four k."))
    assert ("number", "Fifty-four k") in kinds(g), kinds(g)


def test_a_month_and_its_day_said_as_a_cardinal_are_a_date():
    text = ("Call notes, Kestrel. Starts June nine, 2026; ends October three, 2026. Scope: invoice matching at the "
            "Leeds office only. Budget USD 45,000. Marek Novak approved it on 15 May 2026. The barcode scanners are "
            "installed; the user guide translation is planned, not started. Warranty claims are out.\n")
    g = graded("en", 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    g = graded("en", 5, text.replace("October three", "October thirteen"))
    assert facts(g)["end_date"] == "distorted", facts(g)


# --- a name as speech recognition spells it: the material's person, where no other is as near ------------------------
def test_a_misheard_name_is_the_materials_person_and_a_different_name_is_not():
    text = ("Kestrel runs from 16 June 2026 to 8 August 2026, returns handling at the Porto "
            "service centre only, CHF 29,500. It was signed off by {}, the Head of Finance, on 27 May 2026. The "
            "historical order data export is done; the label printer integration is planned but not started. "
            "Warranty claims are out of scope.\n")
    g = graded("en", 23, text.format("Pria Raman"))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []
    g = graded("en", 23, text.format("Priya Patel"))
    assert ("person", "Priya Patel") in kinds(g), kinds(g)
