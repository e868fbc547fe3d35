"""A revision's own lines are no claims, the twenty-sixth held-out set's revlines class in every language: a changelog's,
correction notice's or point-by-point reply's lines about the text itself, not the pilot - a version's label and number
("Version 1.2", "v1.0", "## [1.1]", "Версия 1.2", "第2版"), its first version ("First version.", "初稿。", "Первая версия."),
an apology or thanks for the earlier text, a remark that the rest of it stands or is repeated, a count of its mistakes, a
remark on what changed in a value of the text ("Site name corrected to X (was Y)"), a reply's lead into its points and
the list numbers of the points it quotes, a diff's file and hunk headers, a commit's hash, author and date lines - add
nothing; a real invented claim among them (a status colour) still does. Each is pinned with briefs written for these
tests on the material of seed 1 (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, LANGS


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def current(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        return (f"时间：{c['timeline']}\n范围：{c['scope']}。{c['oos']}。\n预算：{c['budget']}\n状态：{c['status']}\n"
                f"已完成：{c['done']}\n计划：{c['planned']}\n")
    if lang == "ru":
        return (f"Сроки: {c['timeline']}\nРамки: {c['scope']}. {c['oos']}.\nБюджет: {c['budget']}\nСтатус: {c['status']}\n"
                f"Сделано: {c['done']}\nЗапланировано: {c['planned']}\n")
    return (f"Timeline: {c['timeline']}\nScope: {c['scope']}. {c['oos']}.\nBudget: {c['budget']}\nStatus: {c['status']}\n"
            f"Done: {c['done']}\nPlanned: {c['planned']}\n")


# --- a changelog: its versions, its first version, its remarks on what changed --------------------------------------
CHANGELOG = {
    "en": ("Tampere pilot note - change log\n\nVersion 1.2\n- Site name corrected to the Tampere plant (was \"Tampere "
           "works\").\n{added}\nVersion 1.1\n- Spelling fixes only.\n\nv1.0\n- First version.\n\nCurrent text "
           "(version 1.2)\n"),
    "zh": ("坦佩雷试点说明 — 修订记录\n\n第3版\n- 修正：范围中的地点由“坦佩雷车间”改为“坦佩雷工厂”。\n{added}\n"
           "第2版\n- 仅修改错别字。\n\n第1版\n- 初稿。\n\n现行文本（第3版）\n"),
    "ru": ("Справка по пилоту в Тампере — история изменений\n\n## [1.2]\n- Площадка: завод в Тампере (в 1.1 ошибочно "
           "стояло «цех в Тампере»).\n{added}\n## [1.1]\n- Исправлены опечатки.\n\n## [1.0]\n- Первая версия.\n\n"
           "Текущий текст (версия 1.2):\n"),
}
ADDED = {"en": "- Added: overall status is green.\n", "zh": "- 新增：整体状态为绿色。\n",
         "ru": "- Добавлено: общий статус проекта — зелёный.\n"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_changelogs_own_lines_add_nothing(mats, lang):
    g = grade_output(mats[(lang, 1)], CHANGELOG[lang].format(added="") + current(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_an_invented_status_in_a_changelog_still_adds(mats, lang):
    g = grade_output(mats[(lang, 1)], CHANGELOG[lang].format(added=ADDED[lang]) + current(lang))
    assert len(g.unsupported) == 1, kinds(g)


# --- a correction notice: the count of the mistakes, the rest standing, the apology -----------------------------------
NOTICE = {
    "en": ("Subject: Correction to Monday's Tampere summary\n\nMonday's summary had two errors. The corrected summary "
           "follows.\n\n{current}\nEverything else in Monday's summary stands.\n\nApologies for the mix-up.\n"),
    "zh": ("【更正】周一坦佩雷试点摘要的更正\n\n周一的摘要有两处错误，更正后的摘要如下。\n\n{current}\n其余内容不变。\n\n"
           "抱歉给大家带来不便。\n"),
    "ru": ("Тема: Исправление к понедельничной сводке по пилоту в Тампере\n\nВ понедельничной сводке было две ошибки. "
           "Ниже — исправленная сводка.\n\n{current}\nОстальное в понедельничной сводке верно; для удобства приводим её "
           "полностью.\n\nПросим прощения за путаницу.\n"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_correction_notices_own_lines_add_nothing(mats, lang):
    g = grade_output(mats[(lang, 1)], NOTICE[lang].format(current=current(lang)))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a point-by-point reply: its thanks, its lead-in, the numbers of the points it quotes -----------------------------
def reply(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        return (f"谢谢你的初稿。下面逐条回复：\n\n> 1. 时间：{c['timeline']}\n没错。\n\n"
                f"> 2. 范围：{c['scope']}\n对。{c['oos']}。\n\n> 3. 预算：{c['budget']}\n对。\n\n"
                f"> 4. 状态：{c['status']}\n对。\n\n> 5. 已完成：{c['done']}；"
                f"计划：{c['planned']}\n都对。\n\n改完这几处就可以发出去了。\n")
    if lang == "ru":
        return (f"Спасибо за черновик. Пройдусь по пунктам:\n\n> 1. Сроки: {c['timeline']}\nВерно.\n\n> 2. Рамки: "
                f"{c['scope']}\nВерно. {c['oos']}.\n\n> 3. Бюджет: {c['budget']}\nВерно.\n\n> 4. Статус: {c['status']}\n"
                f"Верно.\n\n> 5. Сделано: {c['done']}; запланировано: {c['planned']}\nВерно.\n\n"
                f"С этими правками можно отправлять.\n")
    return (f"Thanks for the first draft. Taking it point by point:\n\n> 1. Timeline: {c['timeline']}\nRight.\n\n"
            f"> 2. Scope: {c['scope']}\nRight. {c['oos']}.\n\n> 3. Budget: {c['budget']}\nRight.\n\n"
            f"> 4. Status: {c['status']}\nRight.\n\n> 5. Done: {c['done']}; planned: {c['planned']}\nRight.\n\n"
            f"With that it is ready to send.\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_point_by_point_replys_own_lines_add_nothing(mats, lang):
    g = grade_output(mats[(lang, 1)], reply(lang))
    assert not g.unsupported, kinds(g)


# --- a diff whose hunks are headed by the section they change ----------------------------------------------------------
def diff(lang: str) -> str:
    body = current(lang).splitlines()
    return ("diff --git a/notes/tampere.md b/notes/tampere.md\n--- a/notes/tampere.md   (draft)\n"
            "+++ b/notes/tampere.md   (reviewed)\n@@ " + body[0].split("：")[0].split(":")[0] + " @@\n"
            + "\n".join(" " + x for x in body) + "\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_diffs_headers_add_nothing(mats, lang):
    g = grade_output(mats[(lang, 1)], diff(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a git log: a commit's hash, author and date lines ------------------------------------------------------------------
def commit(lang: str) -> str:
    subject = {"en": "Tampere note: figures checked against the notes", "zh": "坦佩雷试点说明：核对后的数据",
               "ru": "Справка по пилоту в Тампере: сверенные данные"}[lang]
    return ("commit 7c1e0a94d2b3f5a6c7d8e9f0a1b2c3d4e5f6a7b8\nAuthor: Pilot Office <office@example.org>\n"
            "Date:   Thu Feb 4 09:31:12 2027 +0200\n\n    " + subject + "\n\n"
            + "".join("    " + x + "\n" for x in current(lang).splitlines()))


@pytest.mark.parametrize("lang", LANGS)
def test_a_commits_header_adds_nothing(mats, lang):
    g = grade_output(mats[(lang, 1)], commit(lang))
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)
