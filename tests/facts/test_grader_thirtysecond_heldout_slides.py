"""Slides, fragments and layouts, the thirty-second held-out set's slides class in every language: a deck written out
as text, cue cards for a talk, sticky notes or a whiteboard copied out. The layout is furniture, no claim and no
number of anything: a slide's number with the count of all slides ("Slide 2/4", "Слайд 2 из 4", "【第2页/共4页】"),
a card's or sticky note's number ("Card 1/3", "便签2｜"), a slide's short title ("Slide 3/4 — Money"), the deck's title
with its version ("Cue cards for the team meeting (v0.2)", "версия презентации 2.1"), a note's reference to a list item
by its number ("item 2"), and a transcriber's remark in brackets on the board or the notes ("[photo of the flip chart,
typed up]", "（便签照片，按位置抄录）"). What the slides say is graded as said. Each is pinned with briefs written for
these tests on the material of seed 1 (approval pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a numbered deck: slide numbers with the count, slide titles, speaker notes, a closing slide --------------------
DECK = {
    "en": "Marlin pilot - Ostara Cargo (deck version 2.1)\n\nSlide 1/4 - Scope\n- Spare parts ordering\n- Tampere plant "
          "only [15]\n- Legacy fax gateway: explicitly out of scope [9]\n\nSlide 2/4 - Dates and money\n- 10 March 2027 to "
          "22 April 2027 [2][9]\n- CHF 81,500 [2]\n\nSlide 3/4 - Progress\n- Approval: still pending with the investment "
          "board [9]\n1. Data-protection checklist review: done [15]\n2. Training of the front-line clerks: planned, not "
          "started [2]\nSpeaker notes: item 2 has not begun yet.\n\nSlide 4/4\nQuestions?\n",
    "ru": "Пилот «Марлин» — Остара Карго (версия презентации 2.1)\n\n— Слайд 1 из 4 — Рамки\n• Заказ запчастей\n• Только "
          "завод в Тампере [18]\n• Устаревший факс-шлюз: явно вне рамок [9]\n\n— Слайд 2 из 4 — Сроки и деньги\n• С 10 марта "
          "2027 г. по 22 апреля 2027 г. [2, 9]\n• 81 500 швейцарских франков [2]\n\n— Слайд 3 из 4 — Работы\n• Утверждение: "
          "ждём решения инвестиционного совета [9]\n• Сделано: проверка чек-листа по защите данных [18]\n• Запланировано: "
          "обучение операторов первой линии (не начато) [2]\n\n— Слайд 4 из 4 —\nВопросы?\n",
    "zh": "【幻灯片 第1页/共4页】\n枪鱼试点 · 奥斯塔拉货运\n\n【第2页/共4页】范围\n· 坦佩雷工厂 — 备件订购 [8]\n"
          "· 旧传真网关：明确不含 [4]\n\n"
          "【第3页/共4页】时间与预算\n· 2027年3月10日至2027年4月22日 [2][4]\n· 81,500瑞士法郎 [2]\n\n幻灯片 4/4：进展与审批\n"
          "· 审批：仍在等待投资委员会审批 [4]\n· 已完成：数据保护检查清单审核 [8]\n"
          "· 计划：一线文员培训（尚未开始）[2]\n\n提问？\n",
}


@pytest.mark.parametrize("lang", list(DECK))
def test_a_decks_numbers_and_titles_are_no_claims(lang):
    g = graded(lang, 1, DECK[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- cards and sticky notes: their numbers, the cards' title with its version, a transcriber's remark --------------
NOTES = {
    "en": "[photo of the flip chart, typed up]\n\nCard 1/3 | Marlin: 10 March 2027 - 22 April 2027 [2][9]\n"
          "Card 2/3 | spare parts ordering, Tampere plant only [15]; legacy fax gateway out of scope [9]\n"
          "Card 3/3 | CHF 81,500 [2]; approval pending with the investment board [9]; data-protection checklist "
          "reviewed [15]; training of the front-line clerks planned, not started [2]\n",
    "ru": "Карточки к докладу на совещании (v0.2)\n[Фото флипчарта, переписано]\n\nКарточка 1/3 | «Марлин»: с 10 марта 2027 г. "
          "по 22 апреля 2027 г. [2, 9]\nКарточка 2/3 | заказ запчастей, только завод в Тампере [18]; устаревший факс-шлюз "
          "не входит [9]\nКарточка 3/3 | 81 500 швейцарских франков [2]; ждём решения инвестиционного совета [9]; "
          "проверка чек-листа по защите данных проведена [18]; обучение операторов первой линии запланировано, "
          "но не начато [2]\n",
    "zh": "（便签照片，按贴的位置抄录）\n\n便签1｜枪鱼试点：2027年3月10日开始，2027年4月22日结束 [2][4]\n"
          "便签2｜只做坦佩雷工厂的备件订购 [8]，旧传真网关不做 [4]\n便签3｜预算81,500瑞士法郎 [2]\n"
          "便签4｜投资委员会尚未批准，仍在等待 [4]\n便签5｜数据保护检查清单审核已完成 [8]\n"
          "便签6｜一线文员培训已列入计划，尚未开始 [2]\n"
          "（右下角的便签字迹看不清）\n",
}


@pytest.mark.parametrize("lang", list(NOTES))
def test_cards_and_sticky_notes_layout_is_no_claim(lang):
    g = graded(lang, 1, NOTES[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a slide's title with a value in it is a claim all the same, and what a slide adds is an addition ---------------
ADDED = {
    "en": "Slide 1/2 - Scope\n- Spare parts ordering at the Tampere plant [15]\n- Legacy fax gateway out of scope [9]\n"
          "- 10 March 2027 to 22 April 2027 [2][9]; CHF 81,500 [2]\n\nSlide 2/2 - Status\n- Approval pending with the "
          "investment board [9]\n- Data-protection checklist review: done [15]\n- Clerk training: planned, not started "
          "[2]\n- 14 clerks take part\n",
    "ru": "Слайд 1 из 2 — Рамки\n• Заказ запчастей на заводе в Тампере [18]\n• Устаревший факс-шлюз вне рамок [9]\n"
          "• С 10 марта 2027 г. по 22 апреля 2027 г. [2, 9]; 81 500 швейцарских франков [2]\n\nСлайд 2 из 2 — Статус\n"
          "• Утверждение: ждём решения инвестиционного совета [9]\n• Сделано: проверка чек-листа по защите данных [18]\n"
          "• Запланировано: обучение операторов (не начато) [2]\n• В пилоте 14 операторов\n",
}


@pytest.mark.parametrize("lang", list(ADDED))
def test_a_number_a_slide_adds_is_still_an_addition(lang):
    g = graded(lang, 1, ADDED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [("number", "14")]
