"""Structured records, the thirty-fourth held-out set's class, in every language: a yes-or-no field whose key names
the scope ('"site_only": true') is the scope's "only", part of that fact and no claim of its own; a record's currency
field written apart from its amount ('"currency": "EUR"', '"валюта": "EUR"', '"币种": "欧元"') is the budget's
currency, a wrong one the budget's distortion and no addition; an approver's title under the approval
('"должность": "финансовый директор"') is part of the approver, no pending word. A flag under another key
('"budget_overrun": true') still claims what it says. Each is pinned with records written for these tests on the
material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds


def _record(lang: str, currency: str, extra: str = "") -> str:
    """A JSON record of the seed-5 pilot in the language, its budget's currency field `currency`, `extra` fields
    added before its closing brace."""
    if lang == "en":
        return ('{\n  "pilot": "Osprey",\n  "dates": {"start": "2026-06-09", "end": "2026-10-03"},\n'
                '  "scope": {\n    "workflow": "invoice matching",\n    "site": "Leeds office",\n'
                '    "site_only": true\n  },\n'
                '  "budget": {\n    "amount": 45000,\n    "currency": "' + currency + '"\n  },\n'
                '  "approval": {\n    "status": "approved",\n    "by": "Marek Novak",\n'
                '    "title": "Chief Financial Officer",\n    "date": "2026-05-15"\n  },\n'
                '  "completed": ["installation of the barcode scanners"],\n'
                '  "planned_not_started": ["translation of the user guides"],\n'
                '  "excluded": ["warranty claims"]' + extra + '\n}\n')
    if lang == "ru":
        return ('{\n  "пилот": "Скопа",\n  "сроки": {"начало": "2026-06-09", "окончание": "2026-10-03"},\n'
                '  "рамки": {\n    "процесс": "сверка счетов",\n    "площадка": "офис в Лидсе",\n'
                '    "только_эта_площадка": true\n  },\n'
                '  "бюджет": {\n    "сумма": 45000,\n    "валюта": "' + currency + '"\n  },\n'
                '  "утверждение": {\n    "статус": "утверждён",\n    "кем": "Марек Новак",\n'
                '    "должность": "финансовый директор",\n    "дата": "2026-05-15"\n  },\n'
                '  "сделано": ["установка сканеров штрихкодов"],\n'
                '  "запланировано_не_начато": ["перевод руководств пользователя"],\n'
                '  "исключено": ["гарантийные претензии"]' + extra + '\n}\n')
    return ('{\n  "试点": "鱼鹰试点",\n  "日期": {"开始": "2026-06-09", "结束": "2026-10-03"},\n'
            '  "范围": {\n    "流程": "发票匹配",\n    "地点": "利兹办公室",\n    "site_only": true\n  },\n'
            '  "预算": {\n    "金额": 45000,\n    "币种": "' + currency + '"\n  },\n'
            '  "审批": {\n    "状态": "已批准",\n    "批准人": "马雷克·诺瓦克",\n    "职务": "首席财务官",\n'
            '    "日期": "2026-05-15"\n  },\n'
            '  "已完成": ["条码扫描器安装"],\n  "计划中（未开始）": ["用户指南翻译"],\n'
            '  "排除": ["保修索赔"]' + extra + '\n}\n')


RIGHT_CURRENCY = {"en": "USD", "ru": "USD", "zh": "美元"}
WRONG_CURRENCY = {"en": "EUR", "ru": "EUR", "zh": "欧元"}
OVERRUN = {"en": ',\n  "budget_overrun": true', "ru": ',\n  "перерасход_бюджета": true', "zh": ',\n  "预算超支": true'}


# --- the scope's flag, the currency field and the approver's title: part of their facts, no additions ---------------
@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_record_with_its_flags_and_fields_is_all_correct(lang):
    g = graded(lang, 5, _record(lang, RIGHT_CURRENCY[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a wrong currency in its own field: the budget distorted, the field no addition ----------------------------------
@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_wrong_currency_field_distorts_the_budget_and_adds_nothing(lang):
    g = graded(lang, 5, _record(lang, WRONG_CURRENCY[lang]))
    got = facts(g)
    assert got["budget"] == "distorted", got
    assert [f for f, label in got.items() if label != "correct"] == ["budget"], got
    assert kinds(g) == []


# --- a yes-or-no flag under a key that names no fact of the record: still an addition -------------------------------
@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_flag_under_another_key_is_still_an_addition(lang):
    g = graded(lang, 5, _record(lang, RIGHT_CURRENCY[lang], OVERRUN[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1 and OVERRUN[lang].strip(',\n :true"') in kinds(g)[0][1].replace(" ", "_"), kinds(g)


# --- an approver's title under the approval in a YAML record: no pending word ----------------------------------------
def test_an_approvers_title_key_says_no_pending_in_russian():
    text = ("пилот: Скопа\nсроки: [2026-06-09, 2026-10-03]\n"
            "рамки: сверка счетов, только офис в Лидсе\nбюджет: 45 000 долларов США\n"
            "утверждение:\n  статус: утверждён\n  кто: Марек Новак\n  должность: финансовый директор\n"
            "  дата: 15.05.2026\n"
            "сделано: установка сканеров штрихкодов\n"
            "запланировано, не начато: перевод руководств пользователя\n"
            "исключено: гарантийные претензии\n")
    g = graded("ru", 5, text)
    assert facts(g)["approval"] == "correct", facts(g)


# --- an export's row giving a person of the background a role in the pilot: one addition ----------------------------
OWNER_ROW = {
    "en": "field\tvalue\tpara\nstart\t09/06/2026\t2\nend\t03/10/2026\t8\nscope\tinvoice matching, Leeds office only\t14\n"
          "budget\tUSD 45,000\t2\napproval\tapproved by Marek Novak, Chief Financial Officer, 15/05/2026\t8\n"
          "done\tinstallation of the barcode scanners\t14\nplanned\ttranslation of the user guides, not started\t2\n"
          "excluded\twarranty claims\t8\nowner\tHugo Ferreira (shipping maps collection)\t-\n",
    "ru": "поле;значение;абзац\nначало;09.06.2026;3\nокончание;03.10.2026;10\n"
          "рамки;сверка счетов, только офис в Лидсе;17\nбюджет;45 000 долларов США;3\n"
          "утверждение;утверждён 15.05.2026, Марек Новак (финансовый директор);10\n"
          "сделано;установка сканеров штрихкодов;17\nзапланировано, не начато;перевод руководств пользователя;3\n"
          "исключено;гарантийные претензии;10\nответственный;Карл Фогель (глоссарий сокращений);—\n",
    "zh": "字段,值,来源\n开始,2026-06-09,[1]\n结束,2026-10-03,[5]\n范围,发票匹配（仅利兹办公室）,[7]\n预算,45000美元,[1]\n"
          "审批,已批准：马雷克·诺瓦克（首席财务官），2026-05-15,[5]\n已完成,条码扫描器安装,[7]\n"
          "计划中（未开始）,用户指南翻译,[1]\n排除项,保修索赔,[5]\n项目负责人,雨果·费雷拉（图书角航海地图）,\n",
}


@pytest.mark.parametrize("lang", list(OWNER_ROW))
def test_an_owner_row_naming_a_background_person_is_an_invented_role(lang):
    g = graded(lang, 5, OWNER_ROW[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


@pytest.mark.parametrize("lang", list(OWNER_ROW))
def test_the_same_export_without_the_owner_row_adds_nothing(lang):
    g = graded(lang, 5, OWNER_ROW[lang].rsplit("\n", 2)[0] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a record's work entry naming the pilot, its item work the notes never name, told done: one addition -----------
EXTRA_ENTRY = {"en": ',\n  "work": [{"pilot": "Osprey", "item": "rewiring of the forklift chargers", "state": "done"}]',
               "ru": ',\n  "work": [{"pilot": "Скопа", "item": "замена зарядных станций погрузчиков", "state": "done"}]',
               "zh": ',\n  "work": [{"pilot": "鱼鹰试点", "item": "叉车充电桩改造", "state": "done"}]'}


@pytest.mark.parametrize("lang", list(EXTRA_ENTRY))
def test_a_work_entry_naming_the_pilot_with_new_work_done_is_an_addition(lang):
    g = graded(lang, 5, _record(lang, RIGHT_CURRENCY[lang], EXTRA_ENTRY[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)
