"""A chat's corrections and the user's questions, in every language: a reply announcing that it corrects several of
the user's claims ("Two things to correct: …; and …", "有两点要纠正：…；另外…", "Две поправки: …; и ещё …") rejects each of
them, the ones after the first too, and what it says in their place is the brief's own, no addition (nor is the count
it announces); a user's question putting a detail ("Did the CEO sign it off?") that the reply sets aside by a "no" and
a detail in its place is no state of the approval, and the reply naming the approver is the approval told again, no
addition. Neighbours that hold: a reply agreeing with the user's wrong value takes it up; a user's statement, or a
question, the reply accepts with a yes is the brief's; a question answered by the approval's value or by a bare "no"
reads with its answer. Pinned with briefs
written for these tests on the material of seed 2 (pending with the works council, GBP 94,500) and seed 8 (approved
by Priya Raman, Head of Finance, on 14 July 2027)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 2's dates, scope and exclusion told correctly, no budget, no approval and no work item
SEED2 = {
    "en": "It runs from 1 June 2027 until 25 September 2027 and covers container booking at the Leeds office only; the "
          "payroll system stays outside it.",
    "ru": "Он идёт с 1 июня 2027 г. до 25 сентября 2027 г. и охватывает только бронирование контейнеров в офисе в Лидсе; "
          "система расчёта зарплаты в него не входит.",
    "zh": "时间是2027年6月1日到2027年9月25日，只做利兹办公室的集装箱订舱，薪资系统不包括在内。",
}
# seed 8's dates, scope, exclusion, budget and approval told correctly
SEED8 = {
    "en": "The Osprey pilot takes in purchase orders at the Lyon warehouse only, from 16 August 2027 until 1 October "
          "2027; customs declarations stay outside it. It has EUR 57,500 to spend. Priya Raman, Head of Finance, "
          "approved it on 14 July 2027.",
    "ru": "Пилот «Скопа» охватывает только приём заказов на закупку на складе в Лионе, с 16 августа 2027 г. до 1 октября "
          "2027 г.; таможенные декларации в него не входят. На него выделено 57 500 евро. Прия Раман, руководитель "
          "финансового отдела, утвердила его 14 июля 2027 г.",
    "zh": "鱼鹰试点只做里昂仓库的采购订单受理，从2027年8月16日到2027年10月1日，报关单不包括在内。可用预算57,500欧元。"
          "财务主管普丽娅·拉曼已于2027年7月14日批准。",
}
SPEAKERS = {"en": ("User: ", "Assistant: "), "ru": ("Пользователь: ", "Ассистент: "), "zh": ("用户：", "助手：")}


def chat(lang: str, *turns: str) -> str:
    user, bot = SPEAKERS[lang]
    return "\n".join((user if n % 2 == 0 else bot) + t for n, t in enumerate(turns)) + "\n"


# --- a reply correcting two of the user's claims in one turn --------------------------------------------------------
TWO_CLAIMS = {
    "en": "Marlin has EUR 94,500 and the works council already approved it, correct?",
    "ru": "У «Марлина» 94 500 евро, и совет трудового коллектива его уже утвердил, так?",
    "zh": "枪鱼试点的预算是94,500欧元，职工委员会也已经批准了吧？",
}
TWO_CORRECTIONS = {
    "en": "Two things to correct: the budget is GBP 94,500, not euros; and the pilot is not approved yet, it is still "
          "waiting for the works council.",
    "ru": "Две поправки: бюджет — 94 500 фунтов стерлингов, а не евро; и ещё: пилот пока не утверждён, решения совета "
          "трудового коллектива ещё ждут.",
    "zh": "有两点要纠正：预算是94,500英镑，不是欧元；另外试点还没有获批，仍在等职工委员会审批。",
}
REST = {"en": "And the dates?", "ru": "А сроки?", "zh": "那时间和范围呢？"}


@pytest.mark.parametrize("lang", list(TWO_CLAIMS))
def test_each_claim_a_correction_turn_rejects_is_set_aside(lang):
    g = graded(lang, 2, chat(lang, TWO_CLAIMS[lang], TWO_CORRECTIONS[lang], REST[lang], SEED2[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


# --- a user's question about who approved, answered "no" with the approver ------------------------------------------
WHO_ASKED = {
    "en": ("Did the CEO sign it off?", "No, Priya Raman, Head of Finance."),
    "ru": ("Его подписывал генеральный директор?", "Нет, Прия Раман, руководитель финансового отдела."),
    "zh": ("是首席执行官签批的吗？", "不是，是财务主管普丽娅·拉曼。"),
}
OPEN = {"en": "Give me Osprey in brief.", "ru": "Коротко о «Скопе»?", "zh": "简单说说鱼鹰试点。"}


@pytest.mark.parametrize("lang", list(WHO_ASKED))
def test_a_question_answered_no_with_the_approver_is_no_pending_state(lang):
    g = graded(lang, 8, chat(lang, OPEN[lang], SEED8[lang], *WHO_ASKED[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# --- the neighbours ------------------------------------------------------------------------------------------------
WRONG_ASKED = {
    "en": ("Is the budget EUR 94,500?", "Right, EUR 94,500."),
    "ru": ("Бюджет ведь 94 500 евро?", "Да, верно, 94 500 евро."),
    "zh": ("预算是94,500欧元吗？", "对，是94,500欧元。"),
}


@pytest.mark.parametrize("lang", list(WRONG_ASKED))
def test_a_reply_agreeing_with_the_wrong_value_takes_it_up(lang):
    g = graded(lang, 2, chat(lang, *WRONG_ASKED[lang], REST[lang], SEED2[lang]))
    assert facts(g)["budget"] == "distorted", facts(g)


STATEMENT_YES = {
    "en": ("So it is still waiting for the works council.", "Yes."),
    "ru": ("Значит, решение совета трудового коллектива ещё ждут.", "Да."),
    "zh": ("也就是说还在等职工委员会审批。", "对。"),
}


@pytest.mark.parametrize("lang", list(STATEMENT_YES))
def test_a_statement_the_reply_accepts_with_a_yes_still_counts(lang):
    g = graded(lang, 2, chat(lang, REST[lang], SEED2[lang], *STATEMENT_YES[lang]))
    assert facts(g)["approval"] == "correct", facts(g)


APPROVED_YES = {
    "en": ("Has the works council approved it?", "Yes."),
    "ru": ("Совет трудового коллектива его утвердил?", "Да."),
    "zh": ("职工委员会批准了吗？", "对。"),
}


@pytest.mark.parametrize("lang", list(APPROVED_YES))
def test_a_question_the_reply_grants_with_a_yes_still_counts(lang):
    g = graded(lang, 2, chat(lang, REST[lang], SEED2[lang], *APPROVED_YES[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)


ONE_REJECTED = {
    "en": ("The works council approved it already, didn't it?", "No, it is still waiting for the works council."),
    "ru": ("Совет трудового коллектива уже утвердил его, да?", "Нет, решения совета трудового коллектива ещё ждут."),
    "zh": ("职工委员会已经批了吧？", "不是，仍在等职工委员会审批。"),
}


@pytest.mark.parametrize("lang", list(ONE_REJECTED))
def test_a_single_rejection_still_reads_the_reply_state(lang):
    g = graded(lang, 2, chat(lang, REST[lang], SEED2[lang], *ONE_REJECTED[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# a question the reply answers with the approval's own value, or with a bare "no", still reads with its answer
ANSWERED = {
    "en": [("Who signed it off?", "Priya Raman, Head of Finance, on 14 July 2027.", "correct"),
           ("Has the CFO approved it?", "No, it is still pending.", "distorted")],
    "ru": [("Кто его утвердил?", "Прия Раман, руководитель финансового отдела, 14 июля 2027 г.", "correct"),
           ("Финансовый директор его утвердил?", "Нет, пока ждём.", "distorted")],
    "zh": [("谁批准的？", "财务主管普丽娅·拉曼，2027年7月14日。", "correct"),
           ("首席财务官批了吗？", "还没有，仍在等待。", "distorted")],
}
# seed 8's frame without its approval
SEED8_BARE = {lang: text[:text.rindex(".", 0, len(text) - 1) + 1] if lang != "zh" else text[:text.index("财务主管")]
              for lang, text in SEED8.items()}


@pytest.mark.parametrize(("lang", "n"), [(lang, n) for lang in ANSWERED for n in range(2)])
def test_a_question_answered_with_a_value_or_a_bare_no_still_reads(lang, n):
    asked, answer, label = ANSWERED[lang][n]
    g = graded(lang, 8, chat(lang, OPEN[lang], SEED8_BARE[lang], asked, answer))
    assert facts(g)["approval"] == label, facts(g)
