"""Lines said to the reader, the thirty-seventh held-out set's class in every language, in words other than set 36's:
a closing offer or hand-off ("Happy to send the paragraphs if you'd like them", "Если надо, могу коротко пояснить любой
пункт"), advice where the notes are silent with no noun after "those", a chat's acknowledgements ("明白了，多谢！",
"Ок, супер, спасибо!"), a lead-in over a list in other words ("Some more things, so you can find your feet:", "По
остальному, чтобы у вас была вся картина:"), headings over prose or in brackets, a heading titled in two parts whose
second names the stage of the items under it ("Before — done"), and a reply's "no" to both of a colleague's premises
are no claims of the pilot. A question's preposition ("про") names no list, so a "yes" answering it claims no plan.
Each is pinned with briefs written for these tests on the material of seed 7, and each beside a case where the same
form carries an invented claim or a wrong stage, which is still caught."""

import pytest

from tests.facts.grading import facts, graded, kinds

SEED = 7  # Osprey / 鱼鹰 / «Скопа»: approval pending with the investment board

TIMELINE = {
    "en": "Osprey runs from 10 June 2027 to 30 July 2027.",
    "zh": "鱼鹰试点于2027年6月10日开始，2027年7月30日结束。",
    "ru": "Пилот «Скопа» идёт с 10 июня 2027 г. по 30 июля 2027 г.",
}
SCOPE = {
    "en": "It covers spare parts ordering at the Gdansk depot only; the Madrid sales office is explicitly out of scope.",
    "zh": "试点只涵盖格但斯克仓储站的备件订购，马德里销售办事处明确不在试点范围内。",
    "ru": "Пилот охватывает только заказ запчастей в депо в Гданьске; офис продаж в Мадриде явно исключён.",
}
BUDGET = {"en": "Budget: CHF 91,500.", "zh": "预算：91,500瑞士法郎。", "ru": "Бюджет: 91 500 швейцарских франков."}
APPROVAL = {
    "en": "Approval by the investment board is still pending.",
    "zh": "尚未获批，仍在等待投资委员会审批。",
    "ru": "Пилот ещё не утверждён: ждём решения инвестиционного совета.",
}
WORK = {
    "en": "Done: the migration of the test accounts.\nPlanned, not started: the training of the front-line clerks.",
    "zh": "已完成：测试账户迁移。\n计划（尚未开始）：一线文员培训。",
    "ru": "Сделано: миграция тестовых учётных записей.\nЗапланировано, но не начато: обучение операторов первой линии.",
}


def brief(lang: str, before: str = "", after: str = "", work: str | None = None) -> str:
    lines = [before, TIMELINE[lang], SCOPE[lang], BUDGET[lang], APPROVAL[lang], work or WORK[lang], after]
    return "\n".join(x for x in lines if x) + "\n"


def all_correct(g) -> bool:
    return set(facts(g).values()) == {"correct"}


# --- a closing offer or hand-off, and advice where the notes are silent -----------------------------------------------
CLOSING = {
    "en": "That is all the file holds on Osprey. Glad to send over the paragraphs if you'd like to check them yourself.\n"
          "The notes name no vendor. If you need any of that, it will have to come from the project office.",
    "zh": "档案里关于鱼鹰试点的内容就这些。如有需要，我可以把原文段落转给你。",
    "ru": "По «Скопе» в записях больше ничего нет. Если надо, могу коротко пояснить любой пункт.",
}
CLOSING_CLAIM = {  # the same closing line that also sets up the writer's own meeting is that follow-up: one addition
    "en": "Glad to send over the paragraphs if you'd like; I'll also set up a call with the depot manager next week.",
    "zh": "如有需要，我可以把原文段落转给你；我这边已经和仓储站经理约好下周碰一次。",
    "ru": "Если надо, могу коротко пояснить любой пункт; я уже договорился о встрече с начальником депо на следующей неделе.",
}


@pytest.mark.parametrize("lang", list(CLOSING))
def test_a_closing_offer_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, after=CLOSING[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(CLOSING_CLAIM))
def test_a_closing_offer_that_sets_up_a_meeting_still_adds(lang):
    g = graded(lang, SEED, brief(lang, after=CLOSING_CLAIM[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a chat's acknowledgements, and a "yes" to a question with a preposition that names no list -----------------------
CHAT = {
    "en": "Mia: Quick question, what is Osprey about?\nTom: Of course. {t}\nTom: {s}\nTom: {b}\nTom: {a}\nTom: {w1}\n"
          "Tom: {w2}\nMia: Super, many thanks!",
    "zh": "小林：鱼鹰试点是怎么回事？\n老周：当然。{t}\n老周：{s}\n老周：{b}\n老周：{a}\n老周：{w1}\n老周：{w2}\n"
          "小林：明白了，多谢！",
    "ru": "Мила: Расскажешь про «Скопу»?\nТимур: Да, конечно. {t}\nТимур: {s}\nТимур: {b}\nТимур: {a}\nТимур: {w1}\n"
          "Тимур: {w2}\nМила: Ок, супер, спасибо!",
}
VERDICT = {  # an acknowledgement that gives a verdict of its own is still a claim
    "en": "Mia: Super, thanks - sounds like the depot team is thrilled with the new ordering screens.",
    "zh": "小林：明白了，多谢！听说仓储站的同事对新的订购界面非常满意。",
    "ru": "Мила: Ок, спасибо! Говорят, сотрудники депо очень довольны новыми экранами заказов.",
}


def chat(lang: str, after: str = "") -> str:
    w1, w2 = WORK[lang].split("\n")
    text = CHAT[lang].format(t=TIMELINE[lang], s=SCOPE[lang], b=BUDGET[lang], a=APPROVAL[lang], w1=w1, w2=w2)
    return text + ("\n" + after if after else "") + "\n"


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_chats_acknowledgements_are_no_claims(lang):
    g = graded(lang, SEED, chat(lang))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(VERDICT))
def test_an_acknowledgement_with_a_verdict_still_adds(lang):
    g = graded(lang, SEED, chat(lang, VERDICT[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a lead-in over the list under it, in other words -----------------------------------------------------------------
LEAD_IN = {
    "en": "Some more things about the depot, so you can find your feet:",
    "zh": "再补充几点情况，方便你了解全貌：",
    "ru": "По остальному, чтобы у вас была вся картина:",
}
KNOWN = {"en": "On the work, the following is known:", "zh": "工作方面的情况如下：", "ru": "О работах известно следующее:"}


def listed(lang: str, lead: str, items: tuple[str, ...]) -> str:
    return f"{TIMELINE[lang]}\n\n{lead}\n" + "\n".join("- " + x for x in items) + "\n"


@pytest.mark.parametrize("lang", list(LEAD_IN))
def test_a_lead_in_in_other_words_is_no_claim(lang):
    items = (SCOPE[lang], BUDGET[lang], APPROVAL[lang]) + tuple(WORK[lang].split("\n"))
    g = graded(lang, SEED, listed(lang, LEAD_IN[lang], items))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(KNOWN))
def test_what_is_known_over_the_work_is_no_claim(lang):
    g = graded(lang, SEED, brief(lang, work=KNOWN[lang] + "\n" + "\n".join("- " + x for x in WORK[lang].split("\n"))))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


LEAD_IN_CLAIM = {  # an item under the lead-in that brings in work of its own still adds
    "en": "The depot's shelving was rebuilt in May.",
    "zh": "仓储站的货架已经全部改造完毕。",
    "ru": "Стеллажи в депо уже полностью перестроены.",
}


@pytest.mark.parametrize("lang", list(LEAD_IN_CLAIM))
def test_an_item_under_a_lead_in_still_adds(lang):
    items = (SCOPE[lang], BUDGET[lang], APPROVAL[lang]) + tuple(WORK[lang].split("\n")) + (LEAD_IN_CLAIM[lang],)
    g = graded(lang, SEED, listed(lang, LEAD_IN[lang], items))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- headings over prose, and a heading in brackets -------------------------------------------------------------------
PROSE = {
    "en": "About Osprey\n{t} {s}\n\nMoney matters\n{b} {a}\n\nWhere the work stands\n{w}\n\nFolks around you\n"
          "The canteen serves a vegetarian dish every day.\n",
    "zh": "【关于鱼鹰】\n{t}{s}\n\n【钱和审批】\n{b}{a}\n\n【工作进展】\n{w}\n\n【身边的同事】\n食堂每天都提供一道素菜。\n",
    "ru": "О пилоте\n{t} {s}\n\nДеньги и согласование\n{b} {a}\n\nКак идут работы\n{w}\n\nЛюди рядом\n"
          "В столовой каждый день есть вегетарианское блюдо.\n",
}


def prose(lang: str, last: str = "") -> str:
    text = PROSE[lang].format(t=TIMELINE[lang], s=SCOPE[lang], b=BUDGET[lang], a=APPROVAL[lang], w=WORK[lang])
    return text + last


@pytest.mark.parametrize("lang", list(PROSE))
def test_headings_over_prose_are_no_claims(lang):
    g = graded(lang, SEED, prose(lang))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


HEADED_CLAIM = {  # a paragraph under such a heading that claims something new still adds
    "en": "\nBeyond the pilot\nThe depot team has already been promised a second phase at every site next spring.\n",
    "zh": "\n【试点之外】\n仓储站团队已经获得承诺，明年春天将在所有站点开展第二阶段。\n",
    "ru": "\nЗа рамками пилота\nКоманде депо уже пообещали второй этап на всех площадках следующей весной.\n",
}


@pytest.mark.parametrize("lang", list(HEADED_CLAIM))
def test_a_paragraph_under_a_heading_still_adds(lang):
    g = graded(lang, SEED, prose(lang, HEADED_CLAIM[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a heading titled in two parts whose second names the stage of the items under it ---------------------------------
STAGE_TITLES = {
    "en": "Before — done\n- the migration of the test accounts\n\nAfter — planned\n- the training of the front-line clerks",
    "zh": "此前 —— 已经做完的\n- 测试账户迁移\n\n此后 —— 已排进计划、还没动的\n- 一线文员培训",
    "ru": "Раньше — сделано\n- миграция тестовых учётных записей\n\nДальше — запланировано\n- обучение операторов первой линии",
}
STAGE_TITLES_SWAPPED = {  # the items under the other stage's heading: both swapped, graded so
    lang: "\n\n".join(f"{a.split(chr(10))[0]}\n{b.split(chr(10))[1]}" for a, b in zip(
        text.split("\n\n"), reversed(text.split("\n\n")), strict=True))
    for lang, text in STAGE_TITLES.items()
}


@pytest.mark.parametrize("lang", list(STAGE_TITLES))
def test_a_stage_title_gives_the_items_under_it_their_stage(lang):
    g = graded(lang, SEED, brief(lang, work=STAGE_TITLES[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(STAGE_TITLES_SWAPPED))
def test_items_under_the_other_stage_title_are_swapped(lang):
    g = graded(lang, SEED, brief(lang, work=STAGE_TITLES_SWAPPED[lang]))
    got = facts(g)
    assert got["done"] == "distorted" and got["planned"] == "distorted", got


# --- a reply's "no" to both of a colleague's premises -----------------------------------------------------------------
REPLY = {
    "en": "> Is it true Osprey is already approved and takes in the Madrid sales office too?\n\nNo, on both counts. {a} "
          "And the Madrid sales office is explicitly out of scope.",
    "zh": "> 鱼鹰试点是不是已经批下来了？马德里销售办事处是不是也要纳入？\n\n两点都不对。{a}马德里销售办事处明确不在试点范围内。",
    "ru": "> Правда, что «Скопу» уже утвердили и что туда войдёт офис продаж в Мадриде?\n\nНет, по обоим пунктам. {a} "
          "Офис продаж в Мадриде, наоборот, явно исключён.",
}
REPLY_REST = {
    "en": "Spare parts ordering at the Gdansk depot only.",
    "zh": "试点只涵盖格但斯克仓储站的备件订购。",
    "ru": "Пилот охватывает только заказ запчастей в депо в Гданьске.",
}
REPLY_CLAIM = {  # a "no" that goes on to a verdict of its own still adds
    "en": "No, on both counts - and the board is known to dislike the whole idea anyway.",
    "zh": "两点都不对，而且听说委员会本来就很反感这个想法。",
    "ru": "Нет, по обоим пунктам, да и совет, говорят, вообще недолюбливает эту затею.",
}


def reply(lang: str, first: str | None = None) -> str:
    text = REPLY[lang].format(a=APPROVAL[lang])
    if first is not None:
        text = text.replace(text.split("\n\n")[1].split(".")[0].split("。")[0] + ("。" if lang == "zh" else "."), first,
                            1)
    return "\n".join((text, TIMELINE[lang], REPLY_REST[lang], BUDGET[lang], WORK[lang])) + "\n"


@pytest.mark.parametrize("lang", list(REPLY))
def test_a_no_to_both_premises_is_no_claim(lang):
    g = graded(lang, SEED, reply(lang))
    assert all_correct(g), facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(REPLY_CLAIM))
def test_a_no_with_a_verdict_still_adds(lang):
    g = graded(lang, SEED, reply(lang, REPLY_CLAIM[lang]))
    assert len(kinds(g)) == 1, kinds(g)
