"""Classes of misreading that the sixteenth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: Marlin, 10 March - 22 April 2027, CHF 81,500, pending with the investment board; seed 5: Osprey, approved by
Marek Novak on 15 May 2026)."""

import pytest

from kvtrial.facts.grader import NOT_GRADABLE, grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, grade, labels

# --- a brief written as key=value log lines is in the language of its values, not of its keys ---------------------
LOG_LINES = {
    "ru": ('DEBUG run="Марлин" field=scope.workflow value="заказ запчастей" src=[18]\n'
           'DEBUG run="Марлин" field=scope.site value="завод в Тампере" src=[18]\n'
           'DEBUG run="Марлин" field=start value=2027-03-10 src=[2]\n'
           'DEBUG run="Марлин" field=finish value=2027-04-22 src=[9]\n'
           'DEBUG run="Марлин" field=budget value="81 500 швейцарских франков" src=[2]\n'
           'DEBUG run="Марлин" field=scope.excluded value="устаревший факс-шлюз" src=[9]\n'),
    "zh": ("project=马林 org.name=示例物流 site.name=坦佩雷工厂 src=[8]\n"
           "timeline.start=2027-03-10 timeline.end=2027-04-22 src=[2][4]\n"
           "scope.workflow=备件订购 scope.site=坦佩雷工厂 src=[8]\n"
           "budget.amount=81500 budget.currency=CHF src=[2]\n"
           "scope.excluded=旧传真网关 src=[4]\n"),
}


@pytest.mark.parametrize("lang", sorted(LOG_LINES))
def test_log_lines_are_graded_in_the_language_of_their_values(mats, lang):
    g = grade_output(mats[(lang, 1)], LOG_LINES[lang])
    assert g.not_gradable is None, g.not_gradable
    assert NOT_GRADABLE not in labels(g).values(), [(f.fact_id, f.detail) for f in g.facts]
    assert labels(g)["start_date"] == "correct" and labels(g)["scope"] == "correct", labels(g)


def test_an_english_brief_with_a_german_body_is_still_not_gradable(mats):
    text = ("Der Pilot beginnt am 10. März 2027 und endet am 22. April 2027. Das Budget ist noch nicht freigegeben, "
            "und die Schulung der Mitarbeiter ist für die nächste Phase geplant. Die Genehmigung steht noch aus.")
    assert set(labels(grade_output(mats[("en", 1)], text)).values()) == {NOT_GRADABLE}


# --- an approval said to be given ("одобрение дано") under a condition: the approval stays given, the condition adds --
@pytest.mark.parametrize("extra", [
    "Утверждение дано при условии ежеквартальной сверки расходов с бухгалтерией.",
    "Утверждение выдано с оговоркой о еженедельном докладе складу.",
])
def test_an_approval_said_given_under_a_condition_stays_given(mats, extra):
    g = grade(mats, "ru", 5, extra=extra)
    # given (not pending), under a condition the source does not set: distorted
    assert g.by_id("approval").rule == "approval.conditional", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["condition"], g.unsupported


# --- a question and its answer marked with one capital and a full stop ("В. …?" / "О. …") -----------------------------
@pytest.mark.parametrize("lang,status,oos", [
    ("ru", "**В. Утверждён ли пилот?**\nО. Пока нет: решение за инвестиционным советом [9].",
     "**В. Входит ли устаревший факс-шлюз?**\nО. Нет [9]."),
    ("en", "**Q. Has the pilot been approved?**\nA. Not yet: the investment board still decides [9].",
     "**Q. Is the legacy fax gateway included?**\nA. No [9]."),
])
def test_a_question_marked_with_a_capital_and_a_full_stop_takes_its_answer(mats, lang, status, oos):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 1)], "oos": "", "status": "@@", "extra": status + "\n" + oos})
    g = grade_output(mats[(lang, 1)], "\n".join(line for line in text.split("\n") if "@@" not in line))
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- a work item's own status is its stage, not the approval's state ------------------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "A check of the status lines: the translation of the user guides is planned and has not begun yet."),
    ("ru", "Проверка строк статуса: перевод руководств пользователя запланирован и ещё не начат."),
    ("zh", "核对状态行：用户指南翻译已列入计划，尚未开始。"),
])
def test_a_status_sentence_about_a_work_item_is_no_approval_state(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


YAML_OSPREY = {
    "ru": ("pilot: Скопа\nstart: 2026-06-09\nend: 2026-10-03\nscope: сверка счетов в офисе в Лидсе\n"
           "excluded: [гарантийные претензии]\nbudget: 45 000 долларов США\napproval:\n  status: approved\n"
           "  approver: Марек Новак\n  date: 2026-05-15\nwork:\n  done:\n    - установка сканеров штрихкодов\n"
           "  planned:\n    - item: перевод руководств пользователя\n      owner: не указан\n      status: pending\n"),
    "en": ("pilot: Osprey\nstart: 2026-06-09\nend: 2026-10-03\nscope: invoice matching at the Leeds office\n"
           "excluded: [warranty claims]\nbudget: USD 45,000\napproval:\n  status: approved\n"
           "  approver: Marek Novak\n  date: 2026-05-15\nwork:\n  done:\n    - barcode scanners installed\n"
           "  planned:\n    - item: translation of the user guides\n      owner: not named\n      status: pending\n"),
}


@pytest.mark.parametrize("lang", sorted(YAML_OSPREY))
def test_a_status_key_under_a_planned_entry_is_its_stage(mats, lang):
    g = grade_output(mats[(lang, 5)], YAML_OSPREY[lang])
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- key=value log lines read as data: each pair a field, a dotted key by the name the data-key table knows ----------
LOG_BRIEFS = {
    "ru": ('WARN run="Марлин" field=start value=2027-03-10 src=[2]\n'
           'WARN run="Марлин" field=end value=2027-04-22 src=[9]\n'
           'WARN run="Марлин" field=scope.process value="заказ запчастей на заводе в Тампере" src=[18]\n'
           'WARN run="Марлин" field=budget value="81 500 швейцарских франков" src=[2]\n'
           'WARN run="Марлин" field=approval.status value=pending body="инвестиционный совет" src=[9]\n'
           'WARN run="Марлин" field=work.done value="проверка чек-листа по защите данных" src=[18]\n'
           'WARN run="Марлин" field=work.planned value="обучение операторов первой линии" state=not_started src=[2]\n'
           'WARN run="Марлин" field=scope.excluded value="устаревший факс-шлюз" src=[9]\n'),
    "zh": ("run=枪鱼 start=2027-03-10 end=2027-04-22 src=[2][4]\n"
           "scope.workflow=备件订购 scope.site=坦佩雷工厂 src=[8]\n"
           "scope.excluded=旧传真网关 src=[4]\n"
           "budget.amount=81500 budget.currency=CHF src=[2]\n"
           "approval.status=pending approval.body=投资委员会 src=[4]\n"
           "work.done=数据保护检查清单审核 src=[8]\n"
           "work.planned=一线文员培训 planned.started=false src=[2]\n"),
    "en": ("run=Marlin start_date=2027-03-10 src=[2]\nrun=Marlin end_date=2027-04-22 src=[9]\n"
           'run=Marlin scope.process="spare parts ordering at the Tampere plant" src=[15]\n'
           'run=Marlin scope.excluded="legacy fax gateway" src=[9]\n'
           "run=Marlin budget.amount=81500 budget.currency=CHF src=[2]\n"
           'run=Marlin approval.status=pending approval.body="investment board" src=[9]\n'
           'run=Marlin work.done="data-protection checklist review" src=[15]\n'
           'run=Marlin work.planned="training of the front-line clerks" state=not_started src=[2]\n'),
}


@pytest.mark.parametrize("lang", sorted(LOG_BRIEFS))
def test_log_lines_are_read_as_data_fields(mats, lang):
    g = grade_output(mats[(lang, 1)], LOG_BRIEFS[lang])
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def test_a_log_key_naming_work_under_way_gives_that_stage(mats):
    brief = LOG_BRIEFS["zh"].replace("work.done=数据保护检查清单审核", "status.in_progress=数据保护检查清单审核")
    g = grade_output(mats[("zh", 1)], brief)
    assert labels(g)["done"] == "distorted", g.by_id("done").detail


# --- a sign-off by a department ("согласован с юридическим отделом") beside the pilot's own approval: one addition -----
@pytest.mark.parametrize("extra", [
    "Кроме того, пилот отдельно согласован с юридическим отделом.",
    "Помимо этого, проект согласован со службой безопасности.",
])
def test_a_sign_off_by_a_department_is_a_second_approval(mats, extra):
    g = grade(mats, "ru", 5, extra=extra)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["approval"], g.unsupported


# --- the pilot's start told again with another day, in a sentence giving its scope ("Запущенный X, он охватывает …") --
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Запущенный 12 марта 2027 г., он охватывает только заказ запчастей на заводе в Тампере."),
    ("en", "Launched on 12 March 2027, it covers only spare parts ordering at the Tampere plant."),
])
def test_a_launch_date_beside_the_scope_is_a_second_start_date(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert labels(g)["start_date"] == "distorted", g.by_id("start_date").detail
    assert not g.unsupported, g.unsupported


# --- another workflow under a data key: the scope's distortion, no claim of its own beside it ------------------------
JSON_MARLIN = {
    "ru": ('{\n  "start": "2027-03-10",\n  "end": "2027-04-22",\n  "scope": {\n    "workflow": "{workflow}",\n'
           '    "site": "завод в Тампере",\n    "excluded": ["устаревший факс-шлюз"]\n  }},\n'
           '  "budget": {{"amount": 81500, "currency": "CHF"}},\n'
           '  "approval": {{"status": "pending", "body": "инвестиционный совет"}},\n'
           '  "done": ["проверка чек-листа по защите данных"],\n  "planned": ["обучение операторов первой линии"]\n}}'),
}


@pytest.mark.parametrize("workflow", ["обработка возвратов", "отслеживание отправлений"])
def test_another_workflow_in_a_data_brief_is_the_scopes_distortion_only(mats, workflow):
    g = grade_output(mats[("ru", 1)], JSON_MARLIN["ru"].replace("{workflow}", workflow).replace("{{", "{").replace(
        "}}", "}"))
    assert labels(g)["scope"] == "distorted", g.by_id("scope").detail
    assert not g.unsupported, g.unsupported


# --- the writer's remarks on the brief itself and on what a paragraph holds claim nothing ---------------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Соберу всё в один JSON-блок."),
    ("ru", "Теперь можно писать справку в заданной последовательности."),
    ("ru", "И дальше в том же духе."),
    ("ru", "В [18] — процесс, площадка и завершённый этап."),
    ("en", "In [15] — the workflow, the site and the completed stage."),
])
def test_remarks_on_the_brief_and_on_a_paragraph_claim_nothing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- an exclusion said by a pronoun in the next sentence of the paragraph ---------------------------------------------
@pytest.mark.parametrize("lang,oos", [
    ("ru", "Устаревший факс-шлюз в записях тоже фигурирует. Он остаётся за рамками пилота [9]."),
    ("en", "The legacy fax gateway is mentioned in the notes as well. It stays outside the pilot [9]."),
    ("zh", "笔记里也提到了旧传真网关。它不在本次试点范围内[4]。"),
])
def test_an_exclusion_said_by_a_pronoun_in_the_next_sentence(mats, lang, oos):
    g = grade(mats, lang, 1, oos=oos)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- two items listed, their stages given after by ordinals ("the first …, the second …") ----------------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Записи называют два этапа: проверка чек-листа по защите данных и обучение операторов первой линии. "
           "Первый уже завершён [18], второй запланирован, но ещё не начат [2]."),
    ("en", "Two stages are named: the data-protection checklist review and the training of the front-line clerks. "
           "The first is already complete [15], the second is planned but not started [2]."),
    ("zh", "笔记提到两个环节：数据保护检查清单审核和一线文员培训。前者已经完成[8]，后者已列入计划但尚未开始[2]。"),
])
def test_stages_given_by_ordinals_after_a_list_of_two_items(mats, lang, extra):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 1)], "done": "@@", "planned": "@@", "extra": extra})
    g = grade_output(mats[(lang, 1)], "\n".join(line for line in text.split("\n") if "@@" not in line))
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert not [u for u in g.unsupported if u.kind == "progress"], g.unsupported


# --- "продолжается" (still going on) under a Done label: the done item reported as still under way ------------------
@pytest.mark.parametrize("done", ["пока ничего не закрыто; настройка песочницы продолжается [19]",
                                  "настройка песочницы: работы продолжаются [19]"])
def test_work_said_to_continue_is_under_way_not_done(mats, done):
    g = grade(mats, "ru", 8, done=done)
    assert labels(g)["done"] == "distorted", g.by_id("done").detail


# --- a length of time in words equal to the days or weeks between two of the source's dates is no added number -----
@pytest.mark.parametrize("lang,extra,added", [
    ("ru", "Утверждение пришло за двадцать пять дней до старта.", False),  # 15 May -> 9 June 2026
    ("ru", "Утверждение пришло за тридцать дней до старта.", True),
    ("en", "The approval came twenty-five days before the start.", False),
])
def test_the_days_between_two_source_dates_are_no_added_number(mats, lang, extra, added):
    g = grade(mats, lang, 5, extra=extra)
    assert bool([u for u in g.unsupported if u.kind == "number"]) == added, g.unsupported


# --- the ordinals in the same sentence as the list, after a semicolon; the pronoun sentence is the exclusion's claim --
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Названы два этапа — проверка чек-листа по защите данных и обучение операторов первой линии; первый уже "
           "завершён, второй запланирован [2, 18]."),
    ("en", "Two stages are named, the data-protection checklist review and the training of the front-line clerks; "
           "the first is already complete and the second is planned [2, 15]."),
])
def test_ordinals_after_a_list_in_the_same_sentence(mats, lang, extra):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 1)], "done": "@@", "planned": "@@", "extra": extra})
    g = grade_output(mats[(lang, 1)], "\n".join(line for line in text.split("\n") if "@@" not in line))
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert not g.unsupported, g.unsupported


def test_the_pronoun_sentence_excluding_an_item_is_no_claim_of_its_own(mats):
    g = grade(mats, "en", 1, oos="The legacy fax gateway comes up in the notes too [9]. It stays outside the pilot.")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert not g.unsupported, g.unsupported
