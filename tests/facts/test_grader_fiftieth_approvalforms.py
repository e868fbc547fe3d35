"""The pilot's approval told in forms of talk, in every language: a pilot said to have gone to a body for approval
("went to the steering committee for approval", "已提交指导委员会审批", "передан на утверждение в комитет") is a pending
approval with that body; a chat's reply naming the signer to "who approved it?" ("X signed it.", "签字的是X。", "是X签的
字", "Подписал X.") is the pilot's approval given by X, right or wrong, no second approval; and a reply correcting the
approver's title with a pronoun ("No, he's the COO.", "不是，他是首席运营官。", "Нет, он операционный директор.") gives the
approver that title: distorted where the source gives another, correct where it is the source's own. Pinned with briefs
written for these tests on the material of seed 3 (pending with the steering committee) and seed 5 (approved by
Marek Novak, Chief Financial Officer, on 15 May 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

# seed 3's dates, scope, exclusion and budget told correctly, no approval
SEED3 = {
    "en": "Heron runs 21 August 2027 to 23 November 2027, returns handling at the Leeds office only, without the "
          "Madrid sales office. It has CHF 28,000. ",
    "ru": "«Цапля» идёт с 21 августа 2027 г. по 23 ноября 2027 г.: только обработка возвратов в офисе в Лидсе, без "
          "офиса продаж в Мадриде. На неё выделено 28 000 швейцарских франков. ",
    "zh": "苍鹭试点从2027年8月21日到2027年11月23日，仅限利兹办公室的退货处理，不含马德里销售办事处，经费28,000瑞士法郎。",
}
# seed 5's, no approval
SEED5 = {
    "en": "It runs 9 June 2026 to 3 October 2026, invoice matching at the Leeds office only, warranty claims left out, "
          "on USD 45,000.",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г., только сверка счетов в офисе в Лидсе, без гарантийных "
          "претензий; на него выделено 45 000 долларов США.",
    "zh": "试点从2026年6月9日到2026年10月3日，仅限利兹办公室的发票匹配，不含保修索赔，经费45,000美元。",
}

# --- gone to a body for approval: a pending approval -----------------------------------------------------------------
WENT = {
    "en": "The pilot then went to the {body} for approval.",
    "ru": "Затем пилот передан на утверждение в {body}.",
    "zh": "随后试点已提交{body}审批。",
}
BODY = {"en": ("steering committee", "works council"), "ru": ("руководящий комитет", "совет трудового коллектива"),
        "zh": ("指导委员会", "职工委员会")}


@pytest.mark.parametrize("lang", list(WENT))
def test_gone_for_approval_to_the_sources_body_is_the_pending_approval(lang):
    g = graded(lang, 3, SEED3[lang] + WENT[lang].format(body=BODY[lang][0]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(WENT))
def test_gone_for_approval_to_another_body_is_distorted(lang):
    g = graded(lang, 3, SEED3[lang] + WENT[lang].format(body=BODY[lang][1]))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(WENT))
def test_gone_for_approval_where_the_source_has_it_given_is_distorted(lang):
    g = graded(lang, 5, SEED5[lang] + " " + WENT[lang].format(body=BODY[lang][0]))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a reply naming the signer to "who approved it?" ----------------------------------------------------------------
SIGNER_CHAT = {
    "en": "User: Quick recap?\n\nAssistant: {facts}\n\nUser: And who approved it?\n\nAssistant: {who} signed it.\n",
    "ru": "Пользователь: Коротко?\n\nАссистент: {facts}\n\nПользователь: А кто его утвердил?\n\nАссистент: Подписал "
          "{who}.\n",
    "zh": "用户：简单说说？\n\n助手：{facts}\n\n用户：那是谁批准的？\n\n助手：签字的是{who}。\n",
}
SIGNER = {"en": ("Marek Novak", "Priya Raman"), "ru": ("Марек Новак", "Прия Раман"), "zh": ("马雷克·诺瓦克", "普丽娅·拉曼")}


@pytest.mark.parametrize("lang", list(SIGNER_CHAT))
def test_a_reply_naming_the_sources_signer_is_the_approval(lang):
    g = graded(lang, 5, SIGNER_CHAT[lang].format(facts=SEED5[lang], who=SIGNER[lang][0]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SIGNER_CHAT))
def test_a_reply_naming_another_signer_is_the_approval_distorted_and_no_second_one(lang):
    g = graded(lang, 5, SIGNER_CHAT[lang].format(facts=SEED5[lang], who=SIGNER[lang][1]))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


def test_the_signer_told_after_the_name_in_chinese_is_the_approval():
    text = "用户：简单说说？\n\n助手：" + SEED5["zh"] + "\n\n用户：谁批的？\n\n助手：是马雷克·诺瓦克签的字。\n"
    g = graded("zh", 5, text)
    assert facts(g)["approval"] == "correct", facts(g)


# --- a reply correcting the approver's title ------------------------------------------------------------------------
TITLE_CHAT = {
    "en": "User: Recap?\n\nAssistant: {facts}\n\nUser: Novak is Head of Operations, isn't he?\n\nAssistant: No, he's the "
          "{title}.\n",
    "ru": "Пользователь: Коротко?\n\nАссистент: {facts}\n\nПользователь: Новак ведь руководитель операционного отдела?"
          "\n\nАссистент: Нет, он {title}.\n",
    "zh": "用户：简单说说？\n\n助手：{facts}\n\n用户：诺瓦克是运营主管吧？\n\n助手：不是，他是{title}。\n",
}
TITLE = {"en": ("Chief Financial Officer", "COO"), "ru": ("финансовый директор", "коммерческий директор"),
         "zh": ("首席财务官", "首席运营官")}


@pytest.mark.parametrize("lang", list(TITLE_CHAT))
def test_a_title_the_source_never_gives_in_a_correcting_reply_is_distorted(lang):
    g = graded(lang, 5, TITLE_CHAT[lang].format(facts=SEED5_FACTS[lang], title=TITLE[lang][1]))
    assert facts(g)["approval"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(TITLE_CHAT))
def test_the_sources_own_title_in_a_correcting_reply_keeps_the_approval_correct(lang):
    g = graded(lang, 5, TITLE_CHAT[lang].format(facts=SEED5_FACTS[lang], title=TITLE[lang][0]))
    assert facts(g)["approval"] == "correct", facts(g)
