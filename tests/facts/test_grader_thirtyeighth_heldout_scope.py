"""Scope and exclusion, the thirty-eighth held-out set's class, in every language: the other places denied beside the
scope in a statement of their own (a table's second cell, a part after a comma: "| X at the Leeds office only | Other
offices are not part of it |") tell the scope's "only" again, they do not exclude the workflow; an exclusion said to
be brought in later with the verb before "later" ("they will be connected later", "их подключат позже", "以后会加上")
is the exclusion distorted; and a title line over list items that names the excluded list by its name or its bracketed
note ("Out of scope (explicitly not part of the pilot)", "圈外（明确不属于试点的）") excludes the items under it, so that
another item there is the exclusion distorted, no addition. Each is pinned with briefs written for these tests on the
material of seed 5 (invoice matching at the Leeds office; warranty claims excluded)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the facts other than the scope and the exclusion, told right
REST = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026. Marek Novak approved it on 15 May 2026. Budget: USD "
          "45,000. The barcode scanners have been installed; the translation of the user guides is planned but not "
          "started.\n\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. Марек Новак утвердил пилот 15 мая 2026 г. Бюджет — 45 000 "
          "долларов США. Установка сканеров штрихкодов завершена, а перевод руководств пользователя запланирован, но "
          "не начат.\n\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束。马雷克·诺瓦克已于2026年5月15日批准该试点。预算为45,000美元。条码扫描器"
          "安装已经完成，用户指南翻译已列入计划，但尚未开始。\n\n",
}

# --- the other places denied beside the scope: the scope's "only", no exclusion of the workflow ---------------------
OTHERS_DENIED = {
    "en": ["| Where | So |\n|---|---|\n| Invoice matching at the Leeds office only | Other offices are not part of it |\n"
           "| Warranty claims: out of scope | Left out of the pilot |\n",
           "Invoice matching at the Leeds office only, the other sites are excluded. Warranty claims are not in scope.\n"],
    "ru": ["| Где | Значит |\n|---|---|\n| Сверка счетов только в офисе в Лидсе | Другие офисы в пилот не входят |\n"
           "| Гарантийные претензии исключены | Не часть пилота |\n",
           "Сверка счетов только в офисе в Лидсе, остальные площадки исключены. Гарантийные претензии в пилот не "
           "входят.\n"],
    "zh": ["| 哪里 | 意味着 |\n|---|---|\n| 仅利兹办公室的发票匹配 | 其他办事处不在试点内 |\n"
           "| 保修索赔不在范围内 | 不属于试点 |\n",
           "| 范围 | 备注 |\n|---|---|\n| 只做利兹办公室的发票匹配 | 其余站点一概排除 |\n\n"
           "保修索赔不在范围内。\n"],
}


@pytest.mark.parametrize("lang,k", [(lang, k) for lang in OTHERS_DENIED for k in range(2)])
def test_other_places_denied_beside_the_scope_keep_it(lang, k):
    g = graded(lang, 5, REST[lang] + OTHERS_DENIED[lang][k])
    got = facts(g)
    assert got["scope"] == "correct" and got["out_of_scope"] == "correct", got
    assert kinds(g) == []


# the same row with the workflow itself denied, or at another site: still the scope's distortion
WORKFLOW_DENIED = {
    "en": "| Where | So |\n|---|---|\n| Invoice matching at the Leeds office | Not part of the pilot |\n"
          "| Warranty claims: out of scope | Left out of the pilot |\n",
    "ru": "| Где | Значит |\n|---|---|\n| Сверка счетов в офисе в Лидсе | В пилот не входит |\n"
          "| Гарантийные претензии исключены | Не часть пилота |\n",
    "zh": "| 哪里 | 意味着 |\n|---|---|\n| 利兹办公室的发票匹配 | 不在试点范围内 |\n| 保修索赔不在范围内 | 不属于试点 |\n",
}
OTHER_SITE = {
    "en": "| Where | So |\n|---|---|\n| Invoice matching at the Porto service centre only | Other offices are not part "
          "of it |\n| Warranty claims: out of scope | Left out of the pilot |\n",
    "ru": "| Где | Значит |\n|---|---|\n| Сверка счетов только в сервисном центре в Порту | Другие офисы в пилот не "
          "входят |\n| Гарантийные претензии исключены | Не часть пилота |\n",
    "zh": "| 哪里 | 意味着 |\n|---|---|\n| 仅波尔图服务中心的发票匹配 | 其他办事处不在试点内 |\n"
          "| 保修索赔不在范围内 | 不属于试点 |\n",
}


@pytest.mark.parametrize("lang", list(WORKFLOW_DENIED))
def test_the_workflow_denied_or_moved_in_that_form_is_still_distorted(lang):
    assert facts(graded(lang, 5, REST[lang] + WORKFLOW_DENIED[lang]))["scope"] == "distorted"
    assert facts(graded(lang, 5, REST[lang] + OTHER_SITE[lang]))["scope"] == "distorted"


# --- an exclusion brought in later, the verb before "later": the exclusion distorted, no addition ------------------
DEFERRED = {
    "en": ["It covers invoice matching at the Leeds office only. Warranty claims are not included in the current pilot "
           "- they will be connected later.\n",
           "It covers invoice matching at the Leeds office only. Warranty claims are not in this pilot; they come in "
           "later.\n"],
    "ru": ["Пилот охватывает только сверку счетов в офисе в Лидсе. Гарантийные претензии в нынешний пилот не входят — "
           "их подключат позже.\n",
           "Пилот охватывает только сверку счетов в офисе в Лидсе. Гарантийные претензии пока не включены, добавим их "
           "в пилот позднее.\n"],
    "zh": ["试点只涵盖利兹办公室的发票匹配。保修索赔这次没有纳入——以后会加上。\n",
           "试点只涵盖利兹办公室的发票匹配。保修索赔不在本期试点内，回头再接入。\n"],
}
# the same exclusion with no later phase: kept
NOT_DEFERRED = {
    "en": "It covers invoice matching at the Leeds office only. Warranty claims are not included in the pilot - they "
          "stay out of it.\n",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе. Гарантийные претензии в пилот не входят — их не "
          "подключают.\n",
    "zh": "试点只涵盖利兹办公室的发票匹配。保修索赔不在试点范围内。\n",
}


@pytest.mark.parametrize("lang,k", [(lang, k) for lang in DEFERRED for k in range(2)])
def test_an_exclusion_brought_in_later_is_distorted(lang, k):
    g = graded(lang, 5, REST[lang] + DEFERRED[lang][k])
    got = facts(g)
    assert got["out_of_scope"] == "distorted" and got["scope"] == "correct", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NOT_DEFERRED))
def test_an_exclusion_with_no_later_phase_is_kept(lang):
    g = graded(lang, 5, REST[lang] + NOT_DEFERRED[lang])
    assert facts(g)["out_of_scope"] == "correct"
    assert kinds(g) == []


# --- a title over list items naming the excluded list, by its name or its note --------------------------------------
TITLE = {
    "en": "It covers invoice matching at the Leeds office only.\n\nOut of scope (explicitly not part of the pilot)\n- {}\n",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе.\n\nВне рамок (явно не входит в пилот)\n- {}\n",
    "zh": "试点只涵盖利兹办公室的发票匹配。\n\n圈外（明确不属于试点的）\n- {}\n",
}
# a title whose name names no list, its note saying what the items are
NOTE_TITLE = {
    "en": "It covers invoice matching at the Leeds office only.\n\nBucket B (not part of the pilot)\n- {}\n",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе.\n\nКорзина Б (не входит в пилот)\n- {}\n",
    "zh": "试点只涵盖利兹办公室的发票匹配。\n\n第二栏（不属于试点的）\n- {}\n",
}
OWN_ITEM = {"en": "Warranty claims", "ru": "Гарантийные претензии", "zh": "保修索赔"}
OTHER_ITEM = {"en": "Payroll system", "ru": "Система расчёта зарплаты", "zh": "薪资系统"}


@pytest.mark.parametrize("lang,form", [(lang, f) for lang in TITLE for f in ("title", "note")])
def test_an_exclusion_title_excludes_the_items_under_it(lang, form):
    brief = (TITLE if form == "title" else NOTE_TITLE)[lang]
    g = graded(lang, 5, REST[lang] + brief.format(OWN_ITEM[lang]))
    assert facts(g)["out_of_scope"] == "correct", facts(g)
    assert kinds(g) == []
    # another item of the pools under it: the exclusion told of it, distorted, no addition
    g = graded(lang, 5, REST[lang] + brief.format(OTHER_ITEM[lang]))
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
    assert kinds(g) == []
