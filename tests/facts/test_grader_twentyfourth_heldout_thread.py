"""A thread's own parts are no claims, the twenty-fourth held-out set's class in every language: the header of a
quoted or forwarded message (the line introducing the quote, with the date and time the message was sent), a chat
turn's speaker and time, the chat's channel, a "+1", the signature under a reply's closing formula, and the pleasantries
around what is passed on say nothing of the pilot; what the quoted message or the chat turn says is read as the
brief's own. Each is pinned with briefs written for these tests on the material of seed 1 (see
test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def lines(lang: str) -> list[str]:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        return [f"时间：{c['timeline']}", f"范围：{c['scope']}", f"{c['oos']}", f"预算：{c['budget']}",
                f"审批：{c['status']}", f"已完成：{c['done']}", f"计划（尚未开始）：{c['planned']}"]
    if lang == "ru":
        return [f"Сроки: {c['timeline']}", f"Охват: {c['scope']}", f"{c['oos']}", f"Бюджет: {c['budget']}",
                f"Статус: {c['status']}", f"Сделано: {c['done']}", f"Запланировано, не начато: {c['planned']}"]
    return [f"Timeline: {c['timeline']}", f"Scope: {c['scope']}", f"{c['oos']}", f"Budget: {c['budget']}",
            f"Approval: {c['status']}", f"Done: {c['done']}", f"Planned, not started: {c['planned']}"]


def quoted(lang: str) -> str:
    return "\n".join("> " + x for x in lines(lang)) + "\n"


def assert_clean(g) -> None:
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- the line introducing a quoted message, its date the message's, claims nothing ----------------------------------
QUOTE_HEADER = {
    "en": "On Fri, 12 Feb 2027 at 16:20, Pavel Novak <p.novak@example.org> wrote:",
    "zh": "在 2027年2月12日 周五 16:20，Pavel <p.novak@example.org> 写道：",
    "ru": "пт, 12 февр. 2027 г. в 16:20, Павел Новак <p.novak@example.org> пишет:",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_quoted_messages_header_is_no_claim(mats, lang):
    g = grade_output(mats[(lang, 1)], QUOTE_HEADER[lang] + "\n" + quoted(lang))
    assert_clean(g)


# --- a chat's channel, its speakers and the times of their turns, a "+1" claim nothing ------------------------------
CHAT = {
    "en": ("[Slack · #pilots-2027]\n\nOlga Serova  09:12\n{body}\n[09:15] Pavel: +1\n"),
    "zh": ("[企业微信 · 试点群]\n\n王琳  09:12\n{body}\n[09:15] 赵磊：+1\n"),
    "ru": ("[Telegram · «Пилоты»]\n\nОльга Серова, 09:12\n{body}\n[09:15] Павел: +1\n"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_chats_speakers_times_and_channel_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 1)], CHAT[lang].format(body="\n".join(lines(lang))))
    assert_clean(g)


# --- what a chat turn says after its speaker is still read: an invented claim there adds ----------------------------
INVENTED = {
    "en": "[09:20] Pavel: the vendor Larkspur Systems will also host the new portal",
    "zh": "[09:20] 赵磊：供应商蓝鸟科技还会负责托管新的门户网站",
    "ru": "[09:20] Павел: поставщик «Ларкспур Системс» ещё и разместит у себя новый портал",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_chat_turns_invented_claim_still_adds(mats, lang):
    g = grade_output(mats[(lang, 1)], CHAT[lang].format(body="\n".join(lines(lang))) + INVENTED[lang] + "\n")
    assert g.unsupported, kinds(g)


# --- a signature of up to three lines under the closing formula, above a quoted message, signs the reply -----------
SIGNED = {
    "en": "Kind regards,\nMarta Lind\nSenior Analyst, Planning Office\nNorthgate Group",
    "zh": "此致\n王琳\n运营分析部高级分析师\n北港集团",
    "ru": "С уважением,\nМарта Линд\nстарший аналитик, плановый отдел\nГруппа «Норт»",
}
ASKED = {
    "en": "> Could you send me the pilot summary before Friday?",
    "zh": "> 能在周五前把试点摘要发给我吗？",
    "ru": "> Пришлёшь сводку по пилоту до пятницы?",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_signature_above_a_quoted_message_is_no_claim(mats, lang):
    text = "\n".join(lines(lang)) + "\n\n" + SIGNED[lang] + "\n\n" + QUOTE_HEADER[lang] + "\n" + ASKED[lang] + "\n"
    assert_clean(grade_output(mats[(lang, 1)], text))


# --- a thread's pleasantries and acknowledgements pass the brief on, they claim nothing -----------------------------
PLEASANTRIES = {
    "en": ("FYI, see below.", "Talk to you tomorrow!"),
    "zh": ("我过了一遍，基本没问题。", "其他部分我都没动。"),
    "ru": ("Спасибо, забираю 👍", "ок, обновил у себя"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_threads_pleasantries_are_no_claims(mats, lang):
    first, last = PLEASANTRIES[lang]
    assert_clean(grade_output(mats[(lang, 1)], first + "\n\n" + "\n".join(lines(lang)) + "\n\n" + last + "\n"))


# --- a line of reactions under a chat turn counts its readers, no number of the pilot ------------------------------
@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_line_of_reactions_is_no_number(mats, lang):
    text = CHAT[lang].format(body="\n".join(lines(lang))).replace("\n[09:15]", "\n   👍 4   🎉 2\n\n[09:15]")
    assert_clean(grade_output(mats[(lang, 1)], text))
