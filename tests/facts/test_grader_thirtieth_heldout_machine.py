"""A machine's own text around the facts is no claim, and its flags and diffs say what they say, the thirtieth held-out
set's structured-data class in every language: a log line's level written as a pair ("level=info") and its record's
type ("event=money") are the log's; its sources key's bare numbers ("src=15", 'src="2,15"') cite paragraphs; a flag set
false says the item is out of the pilot ("included=false") or not started ("started=no"), and a severity stays with
the risk it grades (one addition); a diff written without its headers ("- End: old" / "+ End: new") leaves its minus
lines behind; a document's own version ("doc_version: 2.4") counts nothing; a ticket's key after the word for a ticket
("Ticket TRIAL-412") and the heading over its state history are the tracker's; a calendar invite's reply buttons
("Accept / Tentative / Decline", after a question or not) are the calendar's, and its "Description:" heading heads the
fields under it (the approval among them), no work item. Each is pinned with briefs written for these tests on the
material of seed 1 (see test_grader_classes_all_languages)."""

import pytest

from tests.facts.grading import facts, graded, kinds
from tests.facts.test_grader_classes_all_languages import LANGS

# the material of seed 1: 10 March 2027 to 22 April 2027, spare parts ordering at the Tampere plant, CHF 81,500,
# pending with the investment board, the data-protection checklist reviewed, the clerks' training planned, the legacy
# fax gateway out of scope
WORDS = {
    "en": dict(workflow="spare parts ordering", site="Tampere plant", body="investment board",
               done="review of the data-protection checklist", planned="training of the front-line clerks",
               oos="legacy fax gateway", p=("2", "9", "15")),
    "zh": dict(workflow="备件订购", site="坦佩雷工厂", body="投资委员会", done="数据保护检查清单审核", planned="一线文员培训",
               oos="旧传真网关", p=("2", "4", "8")),
    "ru": dict(workflow="заказ запчастей", site="завод в Тампере", body="инвестиционный совет",
               done="проверка чек-листа по защите данных", planned="обучение операторов первой линии",
               oos="устаревший факс-шлюз", p=("2", "9", "18")),
}


def all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- log lines -----------------------------------------------------------------------------------------------------
def log(lang: str, tail: str = "") -> str:
    w = WORDS[lang]
    a, b, c = w["p"]
    t = {"en": "marlin", "zh": "枪鱼", "ru": "Марлин"}[lang]
    return (f'level=info pilot={t} event=period start=2027-03-10 end=2027-04-22 src="{a},{b}"\n'
            f'level=info pilot={t} event=coverage workflow="{w["workflow"]}" site="{w["site"]}" only=true src={c}\n'
            f'level=info pilot={t} event=left_out item="{w["oos"]}" included=false src={b}\n'
            f"level=info pilot={t} event=money amount=81500 currency=CHF src={a}\n"
            f'level=info pilot={t} record=approval status=pending body="{w["body"]}" src={b}\n'
            f'level=info pilot={t} event=task_log item="{w["done"]}" state=done src={c}\n'
            f'level=info pilot={t} event=task_log item="{w["planned"]}" state=planned started=no src={a}\n' + tail)


@pytest.mark.parametrize("lang", LANGS)
def test_a_logs_level_record_type_sources_and_false_flags_are_read(lang):
    g = graded(lang, 1, log(lang))
    all_correct(g)
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_logged_risk_with_its_severity_is_one_addition(lang):
    risk = {"en": "delivery", "zh": "交付", "ru": "сроки"}[lang]
    g = graded(lang, 1, log(lang, f"level=warn risk={risk} severity=high\n"))
    all_correct(g)
    assert len(g.unsupported) == 1, kinds(g)


# --- a diff without headers ----------------------------------------------------------------------------------------
def diff(lang: str) -> str:
    w = WORDS[lang]
    a, b, c = w["p"]
    if lang == "zh":
        return (f"  开始：2027-03-10 [{a}]\n- 结束：2027-05-22\n+ 结束：2027-04-22 [{b}]\n"
                f"  范围：{w['site']}的{w['workflow']} [{c}]\n  范围外：{w['oos']} [{b}]\n  预算：81,500瑞士法郎 [{a}]\n"
                f"- 审批：已批准\n+ 审批：未批准，仍在等待{w['body']}审批 [{b}]\n"
                f"  已完成：{w['done']} [{c}]\n  计划：{w['planned']}（未开始）[{a}]\n")
    if lang == "ru":
        return (f" Старт: 10 марта 2027 г. [{a}]\n-Финиш: 22 мая 2027 г.\n+Финиш: 22 апреля 2027 г. [{b}]\n"
                f" Рамки: только {w['workflow']}, площадка «{w['site']}» [{c}]\n Вне рамок: {w['oos']} [{b}]\n"
                f" Бюджет: 81 500 швейцарских франков [{a}]\n-Утверждение: утверждён\n"
                f"+Утверждение: ожидает решения, {w['body']} [{b}]\n Сделано: {w['done']} [{c}]\n"
                f" Запланировано, не начато: {w['planned']} [{a}]\n")
    return (f" Start: 10 March 2027 [{a}]\n-End: 22 May 2027\n+End: 22 April 2027 [{b}]\n"
            f" Scope: {w['workflow']} at the {w['site']} only [{c}]\n Out of scope: {w['oos']} [{b}]\n"
            f" Budget: CHF 81,500 [{a}]\n-Approval: approved\n+Approval: pending with the {w['body']} [{b}]\n"
            f" Done: {w['done']} [{c}]\n Planned, not started: {w['planned']} [{a}]\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_diff_without_headers_leaves_its_minus_lines_behind(lang):
    g = graded(lang, 1, diff(lang))
    all_correct(g)
    assert not g.unsupported, kinds(g)


# --- a document's version, a ticket's key and history --------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_a_documents_own_version_counts_nothing(lang):
    w = WORDS[lang]
    a, b, c = w["p"]
    text = (f"doc_version: 2.4\nstart: 2027-03-10  # [{a}]\nend: 2027-04-22  # [{b}]\nworkflow: {w['workflow']}\n"
            f"site: {w['site']}  # [{c}]\nbudget:\n  amount: 81500\n  currency: CHF  # [{a}]\napproval:\n"
            f"  status: pending\n  awaiting: {w['body']}  # [{b}]\ndone:\n  - {w['done']}  # [{c}]\nplanned:\n"
            f"  - {w['planned']}  # [{a}]\nout_of_scope:\n  - {w['oos']}  # [{b}]\n")
    g = graded(lang, 1, text)
    all_correct(g)
    assert not g.unsupported, kinds(g)


def ticket(lang: str) -> str:
    w = WORDS[lang]
    a, b, c = w["p"]
    if lang == "zh":
        return (f"工单 TRIAL-412：坦佩雷试点\n开始：2027-03-10 [{a}]\n结束：2027-04-22 [{b}]\n"
                f"范围：{w['site']}的{w['workflow']} [{c}]\n"
                f"范围外：{w['oos']} [{b}]\n预算：81,500瑞士法郎 [{a}]\n审批：未批准，仍在等待{w['body']}审批 [{b}]\n"
                f"已完成：{w['done']} [{c}]\n计划：{w['planned']}（未开始）[{a}]\n\n工单流转记录\n  草稿 → 审核中\n"
                f"  {w['done']}：待处理 → 已完成 [{c}]\n")
    if lang == "ru":
        return (f"Тикет TRIAL-412: пилот в Тампере\nСтарт: 10.03.2027 [{a}]\nФиниш: 22.04.2027 [{b}]\n"
                f"Рамки: только {w['workflow']}, площадка «{w['site']}» [{c}]\nВне рамок: {w['oos']} [{b}]\n"
                f"Бюджет: 81 500 швейцарских франков [{a}]\nУтверждение: ожидает решения, {w['body']} [{b}]\n"
                f"Сделано: {w['done']} [{c}]\nЗапланировано, не начато: {w['planned']} [{a}]\n\nИстория статусов\n"
                f"  {w['done']}: открыта → выполнена [{c}]\n")
    return (f"Ticket TRIAL-412: Tampere pilot\nStart: 10 March 2027 [{a}]\nEnd: 22 April 2027 [{b}]\n"
            f"Scope: {w['workflow']} at the {w['site']} only [{c}]\nOut of scope: {w['oos']} [{b}]\n"
            f"Budget: CHF 81,500 [{a}]\nApproval: pending with the {w['body']} [{b}]\nDone: {w['done']} [{c}]\n"
            f"Planned, not started: {w['planned']} [{a}]\n\nStatus history\n  {w['done']}: open → done [{c}]\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_tickets_named_key_and_history_heading_are_the_trackers(lang):
    g = graded(lang, 1, ticket(lang))
    all_correct(g)
    assert not g.unsupported, kinds(g)


# --- a calendar invite ---------------------------------------------------------------------------------------------
def invite(lang: str) -> str:
    w = WORDS[lang]
    a, b, c = w["p"]
    if lang == "zh":
        return (f"日历邀请：坦佩雷试点\n时间：2027年3月10日—2027年4月22日（全天）[{a}][{b}]\n地点：{w['site']}\n说明：\n"
                f"  范围：仅{w['site']}的{w['workflow']} [{c}]。不包括：{w['oos']} [{b}]。\n  预算：81,500瑞士法郎 [{a}]。\n"
                f"  审批：仍在等待{w['body']}审批 [{b}]。\n  已完成：{w['done']} [{c}]。\n"
                f"  计划（未开始）：{w['planned']} [{a}]。\n"
                "是否参加？ 接受 / 暂定 / 拒绝\n")
    if lang == "ru":
        return (f"Приглашение: пилот в Тампере\nКогда: с 10.03.2027 по 22.04.2027, весь день [{a}][{b}]\n"
                f"Где: {w['site']}\nОписание:\n  Рамки: только {w['workflow']}, площадка «{w['site']}» [{c}].\n"
                f"  Не входит: {w['oos']} [{b}].\n  Бюджет: 81 500 швейцарских франков [{a}].\n"
                f"  Утверждение: ожидает решения, {w['body']} [{b}].\n  Сделано: {w['done']} [{c}].\n"
                f"  Запланировано (не начато): {w['planned']} [{a}].\nПринять / Возможно / Отклонить\n")
    return (f"Calendar invite: Tampere pilot\nWhen: 10 March 2027 – 22 April 2027 (all day) [{a}][{b}]\n"
            f"Where: {w['site']}\nDescription:\n  Scope: {w['workflow']} at the {w['site']} only [{c}]. "
            f"Not included: {w['oos']} [{b}].\n  Budget: CHF 81,500 [{a}].\n"
            f"  Approval: pending with the {w['body']} [{b}].\n  Done: {w['done']} [{c}].\n"
            f"  Planned (not started): {w['planned']} [{a}].\nAccept / Tentative / Decline\n")


@pytest.mark.parametrize("lang", LANGS)
def test_an_invites_reply_buttons_are_no_claim_and_its_description_heads_its_fields(lang):
    g = graded(lang, 1, invite(lang))
    all_correct(g)
    assert not g.unsupported, kinds(g)
