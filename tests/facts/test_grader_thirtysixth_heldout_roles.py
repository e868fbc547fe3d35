"""A person given a role or an action in the pilot that the source does not give them, the thirty-sixth held-out
set's class in every language, where the role stands apart from the name: after a dash or a colon ("Jonas Berg –
the pilot's point of contact"), after the name opening an action item ("X (IT support) to draft a test plan"), or in
the items under a per-person view's heading that names the person. The person and what is said of them is one
addition, also where that item claims work the source does not report; a heading's items that retell the background
give no role. Each is pinned with briefs written for these tests on the material of seed 5 (people of its background:
Jonas Berg, Ruth Adeyemi, Sean Gallagher; 雨果·费雷拉, 露丝·阿德耶米; Лейла Хаддад, Питер Окафор, Томас Линдквист)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the pilot's facts, all told correctly, to set the people's lines beside
PILOT = {
    "en": "Osprey pilot: 9 June 2026 to 3 October 2026. Invoice matching at the Leeds office only; warranty claims are "
          "out of scope. Budget USD 45,000. Approved by Marek Novak on 15 May 2026. Done: installation of the barcode "
          "scanners. Planned: translation of the user guides (not started).\n\n",
    "zh": "鱼鹰试点：2026年6月9日开始，2026年10月3日结束。只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算45,000美元。"
          "马雷克·诺瓦克已于2026年5月15日批准。已完成：条码扫描器安装。计划：用户指南翻译（尚未开始）。\n\n",
    "ru": "Пилот «Скопа»: с 9 июня 2026 г. по 3 октября 2026 г. Только сверка счетов в офисе в Лидсе; гарантийные "
          "претензии исключены. Бюджет 45 000 долларов США. Утверждён Мареком Новаком 15 мая 2026 г. Сделано: установка "
          "сканеров штрихкодов. Запланировано: перевод руководств пользователя (не начат).\n\n",
}


def _one_person(g) -> str:
    got = kinds(g)
    assert [k for k, _ in got] == ["person"], got
    return got[0][1]


# --- the role after a dash or a colon ---------------------------------------------------------------------------
APART = {
    "en": "Jonas Berg – the pilot's point of contact for the Leeds clerks.\n",
    "zh": "雨果·费雷拉：利兹办公室文员的日常联系人。\n",
    "ru": "Лейла Хаддад — контактное лицо для сотрудников офиса в Лидсе.\n",
}


@pytest.mark.parametrize("lang", list(APART))
def test_a_role_after_a_dash_gives_a_background_person_a_role(lang):
    g = graded(lang, 5, PILOT[lang] + APART[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert _one_person(g) in APART[lang]


INVENTED_APART = {
    "en": "Priya Kowalczyk - pilot coordinator.\n",
    "zh": "娜塔莎·奥尔洛娃——试点协调人。\n",
    "ru": "Зарина Абдуллаева — координатор пилота.\n",
}


@pytest.mark.parametrize("lang", list(INVENTED_APART))
def test_a_role_after_a_dash_given_to_a_person_the_source_never_names(lang):
    g = graded(lang, 5, PILOT[lang] + INVENTED_APART[lang])
    assert _one_person(g) in INVENTED_APART[lang]
    assert "not in the source" in g.unsupported[0].detail


# --- an action item opening with the person ----------------------------------------------------------------------
ACTION = {
    "en": "Actions\n- Ruth Adeyemi (customer care) to prepare a training schedule for the user-guide translation by "
          "the end of May.\n",
    "zh": "行动项\n1. 露丝·阿德耶米在6月底前起草用户指南翻译的培训安排。\n",
    "ru": "Поручения\n— Питер Окафор — подготовить график обучения по переводу руководств до конца мая.\n",
}


@pytest.mark.parametrize("lang", list(ACTION))
def test_an_action_item_given_to_a_background_person_is_one_addition(lang):
    g = graded(lang, 5, PILOT[lang] + ACTION[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert _one_person(g) in ACTION[lang]


# --- the one who did the done item ------------------------------------------------------------------------------
DOER = {
    "en": "Jonas Berg completed the installation of the barcode scanners.\n",
    "zh": "雨果·费雷拉完成了条码扫描器安装。\n",
    "ru": "Томас Линдквист провёл установку сканеров штрихкодов.\n",
}


@pytest.mark.parametrize("lang", list(DOER))
def test_a_background_person_credited_with_the_done_item(lang):
    g = graded(lang, 5, PILOT[lang] + DOER[lang])
    assert facts(g)["done"] == "correct", facts(g)
    assert _one_person(g) in DOER[lang]


# --- a per-person view: the heading names the person, the items say what they do ----------------------------------
def _by_person(lang: str, heading: str, items: str, budget: str | None = None) -> str:
    pilot = {
        "en": "The pilot\n- Invoice matching at the Leeds office only, 9 June 2026 to 3 October 2026; warranty claims "
              "are out of scope.\n- Budget {b}. Approved by Marek Novak on 15 May 2026.\n- Done: installation of the "
              "barcode scanners. Planned: translation of the user guides (not started).\n",
        "zh": "试点本身\n- 2026年6月9日开始，2026年10月3日结束；预算{b}。马雷克·诺瓦克已于2026年5月15日批准。\n"
              "- 只涵盖利兹办公室的发票匹配，保修索赔不在范围内。\n- 已完成：条码扫描器安装。计划：用户指南翻译（尚未开始）。\n",
        "ru": "О пилоте\n— С 9 июня 2026 г. по 3 октября 2026 г.; бюджет {b}; утверждён Мареком Новаком 15 мая 2026 г.\n"
              "— Только сверка счетов в офисе в Лидсе; гарантийные претензии исключены.\n— Сделано: установка сканеров "
              "штрихкодов. Запланировано: перевод руководств пользователя (не начат).\n",
    }[lang]
    own = {"en": "USD 45,000", "zh": "45,000美元", "ru": "45 000 долларов США"}[lang]
    title = {"en": "Osprey pilot - who does what", "zh": "鱼鹰试点：按人员梳理", "ru": "Пилот «Скопа»: кто за что"}[lang]
    return f"{title}\n\n{heading}\n{items}\n" + pilot.format(b=budget or own)


HEADED = {
    "en": ("Jonas Berg", "- Point of contact for the invoice clerks at the Leeds office during the pilot.\n"
                         "- Organises an informal quiz evening with Sean Gallagher."),
    "zh": ("**露丝·阿德耶米（客户服务）**", "- 牵头推进利兹办公室的发票匹配。\n- 和雨果·费雷拉为同事组织了一场轻松的问答之夜。"),
    "ru": ("### Питер Окафор:", "— Руководит работой пилота в офисе в Лидсе.\n"
                                "— Вместе с Лейлой Хаддад устраивает для коллег неформальный вечер викторин."),
}


@pytest.mark.parametrize("lang", list(HEADED))
def test_a_role_in_the_items_under_a_persons_heading(lang):
    heading, items = HEADED[lang]
    g = graded(lang, 5, _by_person(lang, heading, items))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    told = _one_person(g)  # the item giving the role: the person's one addition, told there
    assert told in items.splitlines()[0]


@pytest.mark.parametrize("lang", list(HEADED))
def test_a_persons_heading_with_a_wrong_budget_still_grades_the_budget(lang):
    heading, items = HEADED[lang]
    wrong = {"en": "USD 54,000", "zh": "54,000美元", "ru": "54 000 долларов США"}[lang]
    g = graded(lang, 5, _by_person(lang, heading, items, wrong))
    assert facts(g)["budget"] == "distorted", facts(g)
    _one_person(g)


RETOLD = {
    "en": ("Ruth Adeyemi", "- Known for keeping meeting notes short and readable."),
    "zh": ("雨果·费雷拉", "- 在图书角收藏了一小批旧航海地图。"),
    "ru": ("**Томас Линдквист**", "— Славится короткими и понятными записями встреч."),
}


@pytest.mark.parametrize("lang", list(RETOLD))
def test_a_persons_heading_over_the_background_retold_adds_nothing(lang):
    heading, items = RETOLD[lang]
    g = graded(lang, 5, _by_person(lang, heading, items))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


INVENTED_WORK = {
    "en": ("Sean Gallagher (operations)", "- Will draft a test plan for the new label printers by June."),
    "zh": ("露丝·阿德耶米", "- 负责在下次例会前把新标签打印机的测试方案整理成文档。"),
    "ru": ("Лейла Хаддад", "— Подготовила план тестирования новых принтеров этикеток."),
}


@pytest.mark.parametrize("lang", list(INVENTED_WORK))
def test_invented_work_under_a_persons_heading_is_one_addition_with_the_person(lang):
    heading, items = INVENTED_WORK[lang]
    g = graded(lang, 5, _by_person(lang, heading, items))
    assert _one_person(g) in items


# --- the person and the work said of them in one item: one addition ----------------------------------------------
WITH_PROGRESS = {
    "en": "Actions\n- Sean Gallagher is responsible for writing up the work already completed before the next meeting.\n",
    "zh": "行动项\n1. 雨果·费雷拉负责在下次例会前把已完成工作的说明整理成文档。\n",
    "ru": "Поручения\n— Питер Окафор отвечает за отчёт по уже завершённым этапам пилота к пятнице.\n",
}


@pytest.mark.parametrize("lang", list(WITH_PROGRESS))
def test_a_person_given_work_already_done_is_one_addition(lang):
    g = graded(lang, 5, PILOT[lang] + WITH_PROGRESS[lang])
    assert _one_person(g)
