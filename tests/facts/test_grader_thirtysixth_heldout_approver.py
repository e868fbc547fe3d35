"""The approval in the forms of an ordinary brief, the thirty-sixth held-out set's class in every language: the
approver's title checked wherever the brief gives it (right before the name, in either script's word order; in
brackets or after a comma behind it; in a heading over a per-person view's approval line), a title the source does
not give distorting the approval as another approver would; the approval given in a numbers-first line ("<date> –
date of approval, by <approver>"), read as given and its date checked; and a further approval by another body
planned as a next step, one addition that leaves the pilot's stated approval as it is. Each is pinned with briefs
written for these tests on the material of seed 23 (approver: the Head of Finance, 27 May 2026)."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": "Returns handling at the Porto service centre only, from 16 June 2026 to 8 August 2026, with a budget of "
          "CHF 29,500. Warranty claims are out of scope. The export of the historical order data is done; the "
          "integration with the label printers is planned but not started.\n",
    "zh": "退货处理试点仅限波尔图服务中心，2026年6月16日开始，2026年8月8日结束，预算29,500瑞士法郎。保修索赔不在范围内。"
          "历史订单数据导出已完成；标签打印机对接已列入计划，尚未开始。\n",
    "ru": "Пилот охватывает только обработку возвратов в сервисном центре в Порту и идёт с 16 июня 2026 г. по 8 августа "
          "2026 г.; бюджет — 29 500 швейцарских франков. Гарантийные претензии в пилот не входят. Выгрузка исторических "
          "данных о заказах завершена; интеграция с принтерами этикеток запланирована, но ещё не начата.\n",
}


def _approval(lang: str, line: str):
    g = graded(lang, 23, REST[lang] + "\n" + line)
    return facts(g), kinds(g)


# --- a title before the name (the other script's word order included) ---------------------------------------------
TITLE_BEFORE = {
    "en": ("The pilot was approved on 27 May 2026 by Procurement Manager Priya Raman.\n",
           "The pilot was approved on 27 May 2026 by Finance Head Priya Raman.\n"),
    "zh": ("该试点已于2026年5月27日由采购经理普丽娅·拉曼批准。\n", "该试点已于2026年5月27日由财务部主管普丽娅·拉曼批准。\n"),
    "ru": ("Пилот утверждён 27 мая 2026 г. коммерческим директором Прией Раман.\n",
           "Пилот утверждён 27 мая 2026 г. руководителем финансового отдела Прией Раман.\n"),
}


@pytest.mark.parametrize("lang", list(TITLE_BEFORE))
def test_another_title_before_the_approvers_name_distorts_the_approval(lang):
    wrong, right = TITLE_BEFORE[lang]
    got, added = _approval(lang, wrong)
    assert got["approval"] == "distorted" and added == [], (got, added)
    got, added = _approval(lang, right)  # the source's own title, reworded or inflected
    assert set(got.values()) == {"correct"} and added == [], (got, added)


# --- a title in brackets or after a comma behind the name -----------------------------------------------------------
TITLE_BEHIND = {
    "en": ("Approved by Priya Raman (Procurement Manager) on 27 May 2026.\n",
           "Approved by Priya Raman (Head of Fin.) on 27 May 2026.\n"),
    "zh": ("该试点由普丽娅·拉曼（运营总监）于2026年5月27日批准。\n", "该试点由普丽娅·拉曼（财务主管）于2026年5月27日批准。\n"),
    "ru": ("Пилот утвердила Прия Раман, начальник отдела закупок, 27 мая 2026 г.\n",
           "Пилот утвердила Прия Раман (руководитель финансового отдела) 27 мая 2026 г.\n"),
}


@pytest.mark.parametrize("lang", list(TITLE_BEHIND))
def test_another_title_behind_the_approvers_name_distorts_the_approval(lang):
    wrong, right = TITLE_BEHIND[lang]
    got, added = _approval(lang, wrong)
    assert got["approval"] == "distorted" and added == [], (got, added)
    got, added = _approval(lang, right)  # the source's own title, clipped or whole
    assert set(got.values()) == {"correct"} and added == [], (got, added)


# --- a heading naming the approver with a title, over the approval's line (a per-person view) ----------------------
HEADING = {
    "en": "People\n\nPriya Raman ({title})\n- Approved the pilot on 27 May 2026.\n",
    "zh": "相关人员\n\n普丽娅·拉曼（{title}）\n- 于2026年5月27日批准了试点。\n",
    "ru": "Люди\n\n**Прия Раман, {title}**\n\n- Утвердила пилот 27 мая 2026 г.\n",
}
HEADING_TITLES = {"en": ("Chief Operating Officer", "Head of Finance"), "zh": ("首席运营官", "财务主管"),
                  "ru": ("заместитель генерального директора", "руководитель финансового отдела")}


@pytest.mark.parametrize("lang", list(HEADING))
def test_a_heading_over_the_approval_gives_the_approvers_title(lang):
    wrong, right = HEADING_TITLES[lang]
    got, added = _approval(lang, HEADING[lang].format(title=wrong))
    assert got["approval"] == "distorted" and added == [], (got, added)
    got, added = _approval(lang, HEADING[lang].format(title=right))
    assert set(got.values()) == {"correct"} and added == [], (got, added)


# --- the approval given in a numbers-first line: the value, then what it is ---------------------------------------
NUMBERS_FIRST = {
    "en": "Key numbers\n- CHF 29,500 – total budget.\n- {day} – date of approval, by Priya Raman (Head of Finance).\n",
    "zh": "关键数字\n- 29,500瑞士法郎——总预算。\n- {day}——批准日期，批准人：普丽娅·拉曼（财务主管）。\n",
    "ru": "Цифры\n- 29 500 швейцарских франков — бюджет.\n- {day} — дата утверждения (Прия Раман, руководитель финансового "
          "отдела).\n",
}
DAYS = {"en": ("27 May 2026", "27 June 2026"), "zh": ("2026年5月27日", "2026年6月27日"),
        "ru": ("27 мая 2026 г.", "27 июня 2026 г.")}


@pytest.mark.parametrize("lang", list(NUMBERS_FIRST))
def test_a_numbers_first_line_gives_the_approval_and_its_date(lang):
    right, wrong = DAYS[lang]
    got, added = _approval(lang, NUMBERS_FIRST[lang].format(day=right))
    assert set(got.values()) == {"correct"} and added == [], (got, added)
    got, added = _approval(lang, NUMBERS_FIRST[lang].format(day=wrong))  # a month off: the approval's date
    assert got["approval"] == "distorted" and added == [], (got, added)


# --- a further approval by another body planned as a next step ----------------------------------------------------
NEXT_STEP = {
    "en": "The pilot was approved by Priya Raman (Head of Finance) on 27 May 2026.\n\nNext steps\n1. After the pilot, "
          "obtain a separate sign-off from the legal department.\n",
    "zh": "该试点已于2026年5月27日由普丽娅·拉曼（财务主管）批准。\n\n后续步骤\n1. 试点结束后另行取得法务部的审批。\n",
    "ru": "Пилот утверждён 27 мая 2026 г., утвердила Прия Раман (руководитель финансового отдела).\n\nСледующие шаги.\n"
          "1. После завершения пилота получить отдельное согласование отдела информационной безопасности.\n",
}


@pytest.mark.parametrize("lang", list(NEXT_STEP))
def test_a_further_approval_as_a_next_step_is_one_addition(lang):
    got, added = _approval(lang, NEXT_STEP[lang])
    assert set(got.values()) == {"correct"}, got
    assert len(added) == 1 and any(w in added[0][1] for w in ("legal", "法务", "безопасности")), added


def test_a_further_approval_beside_a_wrong_date_leaves_the_date_distorted():
    got, added = _approval("ru", NEXT_STEP["ru"].replace("27 мая", "28 мая"))
    assert got["approval"] == "distorted" and len(added) == 1, (got, added)
