"""A machine artefact's structure is no claim, and its fields carry the facts, the twenty-sixth held-out set's machine
class in every language: a calendar invite's structure lines (`BEGIN:VCALENDAR`, `VERSION:2.0`, `UID:…`) are the
file's, its compact dates (`DTSTART;VALUE=DATE:20270310`) date fields, its DESCRIPTION's escapes (`\\,`, `\\n`) the
characters they stand for, and an all-day DTEND the day after the last day its words state is that last day; an SQL
INSERT's column names are keys over each row's values (a budget split into amount and currency columns, the approval's
state in a cell, a row of a work-item table with its state); a CSV export of one field a row under a header in the
brief's language reads its English field names as keys; an issue ticket's key ("[TRIAL-57]"), its comments' numbers
("#1") and its line of tracker fields ("Type: Task · Labels: …") are the tracker's, no claim or number; a config file's
own version ("format_version: 2") is no number, and its key whose value is only a comment ("planned:   # not begun")
heads the list under it. Each is pinned
with briefs written for these tests on the material of seed 1 (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import LANGS


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# the material of seed 1: 10 March 2027 to 22 April 2027, spare parts ordering at the Tampere plant, CHF 81,500,
# pending with the investment board, the data-protection checklist reviewed, the clerks' training planned, the legacy
# fax gateway out of scope
WORDS = {
    "en": dict(workflow="spare parts ordering", site="Tampere plant", body="investment board",
               done="review of the data-protection checklist", planned="training of the front-line clerks",
               oos="legacy fax gateway"),
    "zh": dict(workflow="备件订购", site="坦佩雷工厂", body="投资委员会", done="数据保护检查清单审核", planned="一线文员培训",
               oos="旧传真网关"),
    "ru": dict(workflow="заказ запчастей", site="завод в Тампере", body="инвестиционный совет",
               done="проверка чек-листа по защите данных", planned="обучение операторов первой линии",
               oos="устаревший факс-шлюз"),
}


# --- a calendar invite ---------------------------------------------------------------------------------------------
def invite(lang: str, dtend: str = "20270423") -> str:
    description = {
        "en": ("Runs from 10 March 2027 [2] to 22 April 2027 inclusive [9]."
               "\\n\n Covers spare parts ordering at the Tampere plant only [15]\\; the legacy fax gateway stays out "
               "[9].\\n\n Money: CHF 81\\,500 [2].\\n\n Sign-off: still pending with the investment board [9].\\n\n "
               "Done: the data-protection checklist was reviewed [15].\\n\n Planned: training of the front-line clerks"
               "\\, not started [2]."),
        "zh": ("试点从2027年3月10日[2]持续到2027年4月22日（含当日）[4]。\\n\n 范围：仅坦佩雷工厂的备件订购[8]；"
               "旧传真网关不在范围内[4]。\\n\n 预算：81\\,500瑞士法郎[2]。\\n\n 审批：仍在等待投资委员会审批[4]。\\n\n "
               "已完成：数据保护检查清单审核[8]。\\n\n 计划：一线文员培训，尚未开始[2]。"),
        "ru": ("Пилот идёт с 10 марта 2027 г. [2] по 22 апреля 2027 г. "
               "включительно [9].\\n\n Рамки: только заказ запчастей на заводе в Тампере [18]\\; устаревший "
               "факс-шлюз не входит [9].\\n\n Бюджет: 81 500 швейцарских франков [2].\\n\n Утверждение: ещё ждёт "
               "решения инвестиционного совета [9].\\n\n Сделано: проверка чек-листа по защите данных [18].\\n\n "
               "Запланировано: обучение операторов первой линии\\, не начато [2]."),
    }[lang]
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test desk//Trial planner 4.1//XX\nCALSCALE:GREGORIAN\n"
            "BEGIN:VEVENT\nUID:trial-window-4471@test-desk\nDTSTAMP:20270301T081500Z\n"
            "DTSTART;VALUE=DATE:20270310\n" f"DTEND;VALUE=DATE:{dtend}\n" f"LOCATION:{WORDS[lang]['site']}\n"
            f"DESCRIPTION:{description}\n" "TRANSP:OPAQUE\nSEQUENCE:3\nEND:VEVENT\nEND:VCALENDAR\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_calendar_invites_structure_is_no_claim_and_its_fields_are_read(mats, lang):
    g = grade_output(mats[(lang, 1)], invite(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_an_all_day_dtend_on_the_last_day_itself_is_that_day(mats, lang):
    g = grade_output(mats[(lang, 1)], invite(lang, dtend="20270422"))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not g.unsupported, kinds(g)


def test_a_dtend_far_from_the_stated_end_is_a_second_end_date(mats):
    # (the field is read, not dropped: five weeks after the stated end it is a second end date)
    g = grade_output(mats[("en", 1)], invite("en", dtend="20270530"))
    assert facts(g)["end_date"] == "distorted", facts(g)


# --- an SQL INSERT ---------------------------------------------------------------------------------------------------
def insert(lang: str) -> str:
    w = WORDS[lang]
    return ("INSERT INTO trial_register\n"
            "  (trial_start, trial_end, workflow, site, budget_amount, budget_currency,\n"
            "   approval_status, pending_with, out_of_scope, vendor)\n"
            "VALUES\n"
            f"  ('2027-03-10', '2027-04-22', '{w['workflow']}', '{w['site']}', 81500, 'CHF',   -- [2] [15]\n"
            f"   'pending', '{w['body']}', '{w['oos']}', NULL);   -- [9]\n\n"
            "INSERT INTO trial_tasks (task, state) VALUES\n"
            f"  ('{w['done']}', 'done'),\n"
            f"  ('{w['planned']}', 'planned');\n")


@pytest.mark.parametrize("lang", LANGS)
def test_an_sql_inserts_columns_are_keys_over_its_values(mats, lang):
    g = grade_output(mats[(lang, 1)], insert(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)


# --- a CSV export of one field a row -------------------------------------------------------------------------------
def export(lang: str) -> str:
    w = WORDS[lang]
    header = {"en": "field;value;para", "zh": "字段;取值;段落", "ru": "поле;значение;абзац"}[lang]
    cite = {"en": ("15", "9"), "zh": ("8", "4"), "ru": ("18", "9")}[lang]
    return (f"{header}\nstart_date;2027-03-10;2\nend_date;2027-04-22;{cite[1]}\nworkflow;{w['workflow']};{cite[0]}\n"
            f"site;{w['site']};{cite[0]}\nbudget_amount;81500;2\nbudget_currency;CHF;2\n"
            f"approval_status;pending;{cite[1]}\npending_with;{w['body']};{cite[1]}\ndone;{w['done']};{cite[0]}\n"
            f"planned;{w['planned']};2\nout_of_scope;{w['oos']};{cite[1]}\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_csv_export_of_fields_reads_its_english_keys(mats, lang):
    g = grade_output(mats[(lang, 1)], export(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)


# --- an issue ticket -------------------------------------------------------------------------------------------------
def ticket(lang: str) -> str:
    if lang == "zh":
        return ("[TRIAL-57] 坦佩雷试点 — 简报工单\n类型：任务 · 标签：试点, 坦佩雷\n\n"
                "试点周期：2027年3月10日至2027年4月22日[2][4]\n范围：坦佩雷工厂的备件订购[8]\n不包括：旧传真网关[4]\n"
                "预算：81,500瑞士法郎[2]\n审批：仍在等待投资委员会审批[4]\n已完成：数据保护检查清单审核[8]\n"
                "计划：一线文员培训[2]\n\n评论\n#1 试点办公室：预算为81,500瑞士法郎[2]。\n"
                "#2 试点办公室：仍在等待投资委员会审批[4]。\n")
    if lang == "ru":
        return ("[TRIAL-57] Пилот в Тампере — сводка\nТип: Задача · Метки: пилот, тампере\n\n"
                "Сроки: 10 марта 2027 г. — 22 апреля 2027 г. [2, 9]\nРамки: заказ запчастей на заводе в Тампере [18]\n"
                "Не входит: устаревший факс-шлюз [9]\nБюджет: 81 500 швейцарских франков [2]\n"
                "Утверждение: ожидает утверждения инвестиционного совета [9]\n"
                "Сделано: проверка чек-листа по защите данных [18]\nЗапланировано: обучение операторов первой линии [2]"
                "\n\nКомментарии\n#1 офис пилота: бюджет — 81 500 швейцарских франков [2].\n"
                "#2 офис пилота: утверждение ждёт решения инвестиционного совета [9].\n")
    return ("[TRIAL-57] Tampere trial - brief ticket\nType: Task · Labels: trial, tampere\n\n"
            "Timeline: 10 March 2027 to 22 April 2027 [2, 9]\nScope: spare parts ordering at the Tampere plant [15]\n"
            "Out of scope: the legacy fax gateway [9]\nBudget: CHF 81,500 [2]\n"
            "Approval: pending with the investment board [9]\nDone: data-protection checklist reviewed [15]\n"
            "Planned: training of the front-line clerks [2]\n\nComments\n#1 trial-office: the budget is CHF 81,500 [2]."
            "\n#2 trial-office: approval is still pending with the investment board [9].\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_tickets_key_comment_numbers_and_tracker_fields_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], ticket(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_tickets_real_count_stays_a_number(mats, lang):
    extra = {"en": "#3 trial-office: we ordered 14 new scanners for the desk.",
             "zh": "#3 试点办公室：我们为柜台另订购了14台新扫描器。",
             "ru": "#3 офис пилота: мы заказали 14 новых сканеров для стойки."}[lang]
    g = grade_output(mats[(lang, 1)], ticket(lang) + extra + "\n")
    assert g.unsupported, kinds(g)
    assert all(u.text == "14" for u in g.unsupported if u.kind == "number"), kinds(g)


# --- a config file: its own version, and a key whose value is only a comment ------------------------------------------
def config(lang: str) -> str:
    w = WORDS[lang]
    note = {"en": "not begun", "zh": "尚未开始", "ru": "ещё не начато"}[lang]
    cite = {"en": ("15", "9"), "zh": ("8", "4"), "ru": ("18", "9")}[lang]
    return ("format_version: 2\n"
            "trial:\n"
            "  start: 2027-03-10   # [2]\n"
            f"  end: 2027-04-22     # [{cite[1]}]\n"
            f"  workflow: {w['workflow']}   # [{cite[0]}]\n"
            f"  site: {w['site']}\n"
            "  budget:\n    amount: 81500   # [2]\n    currency: CHF\n"
            f"  approval:\n    status: pending\n    pending_with: {w['body']}   # [{cite[1]}]\n"
            f"  excluded:\n    - {w['oos']}   # [{cite[1]}]\n"
            f"  done:\n    - {w['done']}   # [{cite[0]}]\n"
            f"  planned:        # {note}\n    - {w['planned']}   # [2]\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_config_files_version_is_no_number_and_a_commented_key_heads_its_list(mats, lang):
    g = grade_output(mats[(lang, 1)], config(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)
