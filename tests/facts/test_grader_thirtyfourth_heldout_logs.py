"""Line-oriented machine records, the thirty-fourth held-out set's class of log lines, calendar invites, key=value
configs and SQL INSERT statements, in every language: a log line's stamp, level, event name and tally ("facts=8")
and the line saying its run ended are the log's, no claim; an all-day event with no end that says it is the last day
gives the end date; a config's dotted keys name their facts; an SQL column binds its value (a TRUE flag, a party
beside a state, a table named for a list). Each is pinned with briefs written for these tests on the material of
seed 7 (Osprey: 10 June to 30 July 2027, spare parts ordering at the Gdansk depot only, CHF 91,500, pending with the
investment board, test accounts migrated, clerk training planned, the Madrid sales office excluded)."""

import pytest

from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = {k: "correct" for k in ("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                                      "out_of_scope")}

# --- log lines: stamps, levels, event names and the closing line are the log's -----------------------------------
LOGS = {
    "en": "2027-05-03T11:02:41Z INFO  load     pilot=\"Osprey\" company=\"Halden Distribution\"\n"
          "2027-05-03T11:02:41Z INFO  fact     start=10.06.2027 src=[2]\n"
          "2027-05-03T11:02:42Z INFO  fact     end=30.07.2027 src=[7]\n"
          "2027-05-03T11:02:42Z INFO  fact     scope.workflow=\"spare parts ordering\" scope.site=\"Gdansk depot\" "
          "scope.exclusive=true src=[13]\n"
          "2027-05-03T11:02:43Z INFO  fact     budget=91500 currency=CHF src=[2]\n"
          "2027-05-03T11:02:43Z WARN  fact     approval=pending body=\"investment board\" src=[7]\n"
          "2027-05-03T11:02:44Z INFO  fact     done=\"migration of the test accounts\" src=[13]\n"
          "2027-05-03T11:02:44Z INFO  fact     planned=\"training of the front-line clerks\" started=false src=[2]\n"
          "2027-05-03T11:02:45Z INFO  fact     out_of_scope=\"Madrid sales office\" src=[7]\n"
          "2027-05-03T11:02:46Z INFO  done     records=9\n",
    "ru": "2027-05-03 11:02:41 INFO  [Скопа] сроки: с 10 июня 2027 г. по 30 июля 2027 г.\n"
          "2027-05-03 11:02:41 INFO  [Скопа] рамки: только заказ запчастей в депо в Гданьске\n"
          "2027-05-03 11:02:42 INFO  [Скопа] исключено из пилота: офис продаж в Мадриде\n"
          "2027-05-03 11:02:42 INFO  [Скопа] бюджет: 91 500 швейцарских франков\n"
          "2027-05-03 11:02:43 WARN  [Скопа] утверждение: не получено, ожидается решение инвестиционного совета\n"
          "2027-05-03 11:02:43 INFO  [Скопа] миграция тестовых учётных записей: завершена\n"
          "2027-05-03 11:02:44 INFO  [Скопа] обучение операторов первой линии: запланировано, ещё не начато\n"
          "2027-05-03 11:02:45 INFO  импорт завершён\n",
    "zh": "[14:20:01] INFO  [鱼鹰/哈尔登配送] 开始日期=2027-06-10\n"
          "[14:20:02] INFO  [鱼鹰/哈尔登配送] 结束日期=2027-07-30\n"
          "[14:20:03] INFO  [鱼鹰/哈尔登配送] 范围=备件订购，仅限格但斯克仓储站\n"
          "[14:20:04] INFO  [鱼鹰/哈尔登配送] 预算=91,500瑞士法郎\n"
          "[14:20:05] WARN  [鱼鹰/哈尔登配送] 审批=尚未批准，仍在等待投资委员会审批\n"
          "[14:20:06] INFO  [鱼鹰/哈尔登配送] 已完成=测试账户迁移\n"
          "[14:20:07] INFO  [鱼鹰/哈尔登配送] 计划中（尚未开始）=一线文员培训\n"
          "[14:20:08] INFO  [鱼鹰/哈尔登配送] 不在范围内=马德里销售办事处\n"
          "[14:20:09] INFO  导入完成\n",
}


@pytest.mark.parametrize("lang", list(LOGS))
def test_a_logs_stamps_levels_and_closing_line_are_no_claims(lang):
    g = graded(lang, 7, LOGS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# the same log with a wrong budget and an invented deadline line: the budget distorted, the deadline one addition
WRONG_LOG = {
    "en": LOGS["en"].replace("budget=91500", "budget=95100").replace(
        "2027-05-03T11:02:46Z INFO  done", "2027-05-03T11:02:45Z INFO  fact     report_due=2027-08-20\n"
                                           "2027-05-03T11:02:46Z INFO  done"),
    "ru": LOGS["ru"].replace("91 500", "95 100").replace(
        "2027-05-03 11:02:45 INFO  импорт", "2027-05-03 11:02:44 INFO  [Скопа] отчёт руководству: срок 2027-08-20\n"
                                           "2027-05-03 11:02:45 INFO  импорт"),
    "zh": LOGS["zh"].replace("91,500", "95,100").replace(
        "[14:20:09] INFO  导入", "[14:20:08] INFO  [鱼鹰/哈尔登配送] 报告截止日期=2027-08-20\n[14:20:09] INFO  导入"),
}


@pytest.mark.parametrize("lang", list(WRONG_LOG))
def test_a_wrong_value_and_an_invented_date_in_a_log_are_still_caught(lang):
    g = graded(lang, 7, WRONG_LOG[lang])
    assert facts(g) == {**ALL_CORRECT, "budget": "distorted"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)


# --- SQL INSERT: a TRUE flag, a party beside a state and a list's table bound to their columns --------------------
SQL = {
    "en": ("'Osprey', '2027-06-10', '2027-07-30', 91500, 'CHF'", "'spare parts ordering', 'Gdansk depot'",
           "'Madrid sales office'", "'pending', 'investment board'", "'migration of the test accounts', 'done'",
           "'training of the front-line clerks', 'planned, not started'"),
    "ru": ("'Скопа', '2027-06-10', '2027-07-30', 91500, 'CHF'", "'заказ запчастей', 'депо в Гданьске'",
           "'офис продаж в Мадриде'", "'ожидается', 'инвестиционный совет'",
           "'миграция тестовых учётных записей', 'завершён'", "'обучение операторов первой линии', 'запланирован, не начат'"),
    "zh": ("'鱼鹰', '2027-06-10', '2027-07-30', 91500, 'CHF'", "'备件订购', '格但斯克仓储站'", "'马德里销售办事处'",
           "'待审批', '投资委员会'", "'测试账户迁移', '已完成'", "'一线文员培训', '计划中，尚未开始'"),
}


def _sql(lang: str, spend: str = "") -> str:
    pilot, scope, excluded, approval, done, planned = SQL[lang]
    name = pilot.split(",")[0]
    return (f"-- Osprey export [2] [7] [13]\n"
            f"INSERT INTO pilots (name, start_date, end_date, budget_amount, budget_currency)\nVALUES ({pilot});\n\n"
            f"INSERT INTO pilot_scope (pilot, process, site, site_only)\nVALUES ({name}, {scope}, TRUE);\n\n"
            f"INSERT INTO pilot_exclusions (pilot, item)\nVALUES ({name}, {excluded});\n\n"
            f"INSERT INTO pilot_approvals (pilot, status, body, approved_on)\nVALUES ({name}, {approval}, NULL);\n\n"
            f"INSERT INTO pilot_tasks (pilot, task, state)\nVALUES ({name}, {done}),\n       ({name}, {planned});\n"
            + spend)


@pytest.mark.parametrize("lang", list(SQL))
def test_sql_values_are_read_by_their_columns_and_tables(lang):
    g = graded(lang, 7, _sql(lang))
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SQL))
def test_an_sql_row_the_material_does_not_support_is_an_addition(lang):
    spend = "\nINSERT INTO pilot_spend (pilot, spent_to_date, currency)\nVALUES ('x', 31700, 'CHF');\n"
    g = graded(lang, 7, _sql(lang, spend))
    assert facts(g) == ALL_CORRECT, facts(g)
    assert ("number", "31700") in kinds(g), kinds(g)


# --- a calendar invite: the last day's event gives the end date -----------------------------------------------------
ICAL = {
    "en": ("Osprey pilot - first day", "The Osprey pilot starts today. Spare parts ordering at the Gdansk depot only. "
           "The Madrid sales office is out of scope. Budget: CHF 91\\,500. Approval by the investment board is still "
           "pending. Done: migration of the test accounts. Planned\\, not started: training of the front-line clerks.",
           "Osprey pilot - last day", "The Osprey pilot ends today."),
    "ru": ("Пилот «Скопа» — первый день", "Пилот начинается сегодня. Только заказ запчастей в депо в Гданьске. Офис "
           "продаж в Мадриде исключён из пилота. Бюджет: 91 500 швейцарских франков. Пилот ещё не утверждён\\, "
           "ожидается решение инвестиционного совета. Миграция тестовых учётных записей уже завершена. Обучение "
           "операторов первой линии запланировано\\, но ещё не начато.",
           "Пилот «Скопа» — последний день", "Пилот завершается сегодня."),
    "zh": ("鱼鹰试点第一天", "鱼鹰试点今天开始。仅涵盖格但斯克仓储站的备件订购。马德里销售办事处不在试点范围内。"
           "预算：91\\,500瑞士法郎。尚未批准，仍在等待投资委员会审批。测试账户迁移已经完成。一线文员培训已列入计划，但尚未开始。",
           "鱼鹰试点最后一天", "鱼鹰试点今天结束。"),
}


def _ical(lang: str, last: str = "20270730", extra: str = "") -> str:
    first_summary, first_text, last_summary, last_text = ICAL[lang]
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Halden//Pilots//EN\n"
            f"BEGIN:VEVENT\nUID:osprey-1@halden\nDTSTART;VALUE=DATE:20270610\nSUMMARY:{first_summary}\n"
            f"DESCRIPTION:{first_text}{extra}\nEND:VEVENT\n"
            f"BEGIN:VEVENT\nUID:osprey-2@halden\nDTSTART;VALUE=DATE:{last}\nSUMMARY:{last_summary}\n"
            f"DESCRIPTION:{last_text}\nEND:VEVENT\nEND:VCALENDAR\n")


@pytest.mark.parametrize("lang", list(ICAL))
def test_the_last_days_event_gives_the_end_date(lang):
    g = graded(lang, 7, _ical(lang))
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(ICAL))
def test_a_wrong_last_day_is_the_end_date_distorted(lang):
    g = graded(lang, 7, _ical(lang, last="20270731"))
    assert facts(g) == {**ALL_CORRECT, "end_date": "distorted"}, facts(g)


def test_a_status_judgement_in_an_invites_description_is_an_addition():
    g = graded("en", 7, _ical("en", extra=" Status: on track."))
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == [("claim", "Status: on track.")]


# --- a key=value config: dotted keys name their facts, `;` opens a comment ----------------------------------------
CONFIG = {
    "en": ("Osprey", "spare parts ordering@Gdansk depot   ; this site only", "Madrid sales office", "pending",
           "investment board", "migration of the test accounts", "training of the front-line clerks   ; not started"),
    "ru": ("Скопа", "заказ запчастей@депо в Гданьске   ; только эта площадка", "офис продаж в Мадриде", "pending",
           "инвестиционный совет", "миграция тестовых учётных записей",
           "обучение операторов первой линии   ; запланировано, не начато"),
    "zh": ("鱼鹰", "备件订购@格但斯克仓储站   ; 仅此一处", "马德里销售办事处", "pending", "投资委员会", "测试账户迁移",
           "一线文员培训   ; 已列入计划，尚未开始"),
}


def _config(lang: str, currency: str = "CHF") -> str:
    name, scope, excluded, status, body, done, planned = CONFIG[lang]
    return (f"; pilot config\npilot.name={name}\npilot.start=2027-06-10\npilot.end=2027-07-30\npilot.scope={scope}\n"
            f"pilot.exclude={excluded}\npilot.budget.amount=91500\npilot.budget.currency={currency}\n"
            f"pilot.approval.status={status}\npilot.approval.awaiting={body}\npilot.done={done}\n"
            f"pilot.planned={planned}\npilot.sources=2,7,13\n")


@pytest.mark.parametrize("lang", list(CONFIG))
def test_a_configs_dotted_keys_name_their_facts(lang):
    g = graded(lang, 7, _config(lang))
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CONFIG))
def test_a_wrong_currency_in_a_config_is_the_budget_distorted(lang):
    g = graded(lang, 7, _config(lang, currency="EUR"))
    assert facts(g)["budget"] == "distorted", facts(g)
