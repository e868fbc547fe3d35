"""What an assistant says in a chat about the notes, the fortieth held-out set's class of additions in every language:
an answer running on past the facts it gives ("Q: progress?" / "A: X is done, Y is planned. The main risk is …") claims
that further sentence of its own; a reason given for the site named before it ("Leeds was chosen because …") is one
addition, whatever item it names again; the pilot said to go to plan before a colon leading into the facts ("It's on
track: …") is a status of its own. A remark on what the notes say or do not say ("they say nothing more about him",
"anything beyond that would be guesswork"), a background person said to have nothing to do with the pilot, the scope's
"only" told by pointing at the place ("and only there", "只在这一处进行"), an offer to keep the reader posted and a
letter's call to write back claim nothing of the pilot; an invented next step of the pilot's team beside such an offer
still does. Each is pinned with chats written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

# a correct chat, each language; {only}, {cover}, {lead} and {tail} are where a case puts its words
CHAT = {
    "en": "User: when does the Osprey pilot run?\nAssistant: From 9 June 2026 to 3 October 2026.\n"
          "User: what does it cover?\nAssistant: Invoice matching at the Leeds office{only}. Warranty claims are "
          "explicitly out of scope.{cover}\n"
          "User: money and sign-off?\nAssistant: USD 45,000. Marek Novak, Chief Financial Officer, approved it on 15 "
          "May 2026.\n"
          "User: progress?\nAssistant: {lead}barcode scanners have been installed, and the translation of the user "
          "guides is planned but not started.{tail}\n",
    "ru": "Пользователь: когда идёт пилот «Скопа»?\nАссистент: С 9 июня 2026 г. по 3 октября 2026 г.\n"
          "Пользователь: что он охватывает?\nАссистент: Только сверку счетов в офисе в Лидсе{only}. Гарантийные "
          "претензии явно исключены.{cover}\n"
          "Пользователь: деньги и утверждение?\nАссистент: 45 000 долларов США. Марек Новак, финансовый директор, "
          "утвердил пилот 15 мая 2026 г.\n"
          "Пользователь: что по работам?\nАссистент: {lead}установка сканеров штрихкодов завершена, а перевод "
          "руководств пользователя запланирован, но не начат.{tail}\n",
    "zh": "用户：鱼鹰试点什么时候进行？\n助手：2026年6月9日开始，2026年10月3日结束。\n"
          "用户：覆盖什么？\n助手：利兹办公室的发票匹配{only}。保修索赔明确不在试点范围内。{cover}\n"
          "用户：预算和审批？\n助手：45,000美元。首席财务官马雷克·诺瓦克于2026年5月15日批准。\n"
          "用户：进展呢？\n助手：{lead}条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。{tail}\n",
}
LEAD = {"en": "The ", "ru": "", "zh": ""}


def chat(lang: str, **words: str):
    put = {"only": "", "cover": "", "lead": LEAD[lang], "tail": ""} | words
    return graded(lang, 5, CHAT[lang].format(**put))


def claims(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "claim"]


@pytest.mark.parametrize("lang", list(CHAT))
def test_the_plain_chat_is_correct_and_adds_nothing(lang):
    g = chat(lang)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- an answer running on past its facts: the further sentence is a claim of its own -------------------------------
RUN_ON = {
    "en": " The main risk is a shortage of staff during the summer holidays.",
    "ru": " Главный риск — нехватка людей в период летних отпусков.",
    "zh": "目前的主要风险是暑假期间人手短缺。",
}


@pytest.mark.parametrize("lang", list(RUN_ON))
def test_a_sentence_an_answer_runs_on_with_is_an_addition(lang):
    g = chat(lang, tail=RUN_ON[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert claims(g) == [RUN_ON[lang].strip()], kinds(g)


# --- a reason for the site: one addition ---------------------------------------------------------------------------
REASON = {
    "en": (" Leeds was chosen because invoices pile up there during the spring peak.", "because invoices pile up"),
    "ru": (" Лидс выбрали потому, что весной там скапливается больше всего счетов.", "скапливается больше всего счетов"),
    "zh": ("之所以选在利兹办公室，是因为春季那里积压的发票最多。", "之所以选在利兹办公室"),
}


@pytest.mark.parametrize("lang", list(REASON))
def test_a_reason_for_the_site_is_one_addition(lang):
    told, words = REASON[lang]
    g = chat(lang, cover=told)
    assert facts(g)["scope"] == "correct", facts(g)
    found = claims(g)
    assert len(kinds(g)) == 1 and words in found[0], kinds(g)


# --- the pilot said to go to plan before a colon leading into the facts ------------------------------------------
ON_PLAN = {"en": "It's on track: the ", "ru": "Идём по плану: "}


@pytest.mark.parametrize("lang", list(ON_PLAN))
def test_on_plan_before_the_facts_is_a_status_of_its_own(lang):
    g = chat(lang, lead=ON_PLAN[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1 and kinds(g)[0][0] == "claim", kinds(g)


# --- remarks on the notes, the scope's "only" pointed at, offers to the reader: no claim ----------------------------
NOTHING = {
    "en": [{"tail": " Anything beyond that would be guesswork on my part."},
           {"only": ", and only there"},
           {"tail": " I'll keep you posted."},
           {"tail": "\n\nP.S. If anything here is unclear, just reply to this email."}],
    "ru": [{"tail": " Всё остальное было бы догадкой."},
           {"only": ", и только там"},
           {"tail": " Буду держать вас в курсе."},
           {"tail": "\n\nP.S. Если что-то непонятно, просто ответьте на это письмо."}],
    "zh": [{"tail": "再多说就是我的猜测了。"},
           {"only": "，只在这一处进行"},
           {"tail": "届时再向您同步进展。"}],
}


@pytest.mark.parametrize("lang,words", [(lang, w) for lang, cases in NOTHING.items() for w in cases])
def test_remarks_and_offers_to_the_reader_claim_nothing(lang, words):
    g = chat(lang, **words)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- an invented next step of the team beside the offer: still one addition ----------------------------------------
NEXT_STEP = {
    "en": (" The team will present the first results to the board in July.", " I'll keep you posted."),
    "ru": (" Команда покажет первые результаты правлению в июле.", " Буду держать вас в курсе."),
}


@pytest.mark.parametrize("lang", list(NEXT_STEP))
def test_a_next_step_beside_the_offer_is_still_an_addition(lang):
    step, offer = NEXT_STEP[lang]
    g = chat(lang, tail=step + offer)
    assert claims(g) == [step.strip()], kinds(g)


# --- what the notes say of a person, and a background person unrelated to the pilot --------------------------------
PERSON = {
    "en": "User: who is Marek Novak?\n\nAssistant: The notes list him only as the Chief Financial Officer who approved "
          "the pilot. They say nothing more about him.\n\nUser: and who keeps the old shipping maps?\n\nAssistant: "
          "Hugo Ferreira keeps a small collection of old shipping maps in the canteen. He has nothing to do with the "
          "pilot.\n",
    "ru": "Пользователь: кто такой Марек Новак?\n\nАссистент: В заметках он указан только как финансовый директор, "
          "который утвердил пилот. Больше о нём там ничего нет.\n\nПользователь: а кто ведёт глоссарий сокращений?\n\n"
          "Ассистент: Карл Фогель ведёт глоссарий внутренних сокращений в трекере заявок. С пилотом он там никак не "
          "связан.\n",
    "zh": "用户：雨果·费雷拉是谁？\n\n助手：雨果·费雷拉在图书角收藏了一小批旧航海地图。他跟试点没有关系。\n",
}


@pytest.mark.parametrize("lang", list(PERSON))
def test_what_the_notes_say_of_a_person_claims_nothing(lang):
    g = graded(lang, 5, CHAT[lang].format(only="", cover="", lead=LEAD[lang], tail="") + "\n" + PERSON[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
