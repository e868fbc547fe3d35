"""A deck's furniture is no claim (the twenty-fourth held-out set, every language): a slide's number and its title in
brackets, the titles of a memo's numbered sections (in digits or in Chinese numerals, naming a stage or the writer's
view over the lines that say it), an appendix's letter, a memo's classification line, a timeline drawn in text and a
key-numbers box's count of the listed items are the document's own parts. What they state still counts: a timeline's
dates are the pilot's dates, an approval on it dated as the source's is the pilot's own approval (no second one), an
invented risk under a risk heading is an addition, and a tick-box item's count is part of its item. Each is pinned
with briefs written for these tests on the material of seed 5 (approved by its approver on 15 May 2026)."""

import pytest

from kvtrial.facts.grader import grade_output


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- a deck: slides numbered alone or with a title in brackets, a timeline drawn between its dates --------------
DECK = {
    "en": """SLIDE 1
    Invoice matching pilot · Leeds office

SLIDE 2 (dates)
    9 Jun ------------------------- 3 Oct
    pilot starts                    pilot ends
    (both 2026)

SLIDE 3 (money and scope)
    • Budget: USD 45,000
    • Invoice matching at the Leeds office only
    • Warranty claims are excluded

SLIDE 4 (status)
    • Approved by Marek Novak (Chief Financial Officer) on 15 May 2026
    • Done: installation of the barcode scanners
    • Planned, not started: translation of the user guides
""",
    "zh": """幻灯片 1
    发票匹配试点 · 利兹办公室

幻灯片 2（日期）
    2026年6月9日 ━━━━━━━━━━━━ 2026年10月3日

幻灯片 3（范围与预算）
    • 预算：45,000美元
    • 仅限利兹办公室的发票匹配
    • 不包括：保修索赔

幻灯片 4（状态）
    • 审批：马雷克·诺瓦克（首席财务官）已于2026年5月15日批准
    • 已完成：条码扫描器安装
    • 计划中，尚未开始：用户指南翻译
""",
    "ru": """СЛАЙД 1
    Пилот по сверке счетов · офис в Лидсе

СЛАЙД 2 (сроки)
    9 июня 2026 ──────────── 3 октября 2026

СЛАЙД 3 (рамки и деньги)
    • Бюджет: 45 000 долларов США
    • Сверка счетов, только офис в Лидсе
    • Не входит: гарантийные претензии

СЛАЙД 4 (статус)
    • Утверждён Мареком Новаком (финансовый директор) 15 мая 2026 г.
    • Сделано: установка сканеров штрихкодов
    • Запланировано, не начато: перевод руководств пользователя
""",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_slides_number_and_a_drawn_timeline_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 5)], DECK[lang])
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a memo in numbered sections: titles naming a stage or a view head the lines that say them ------------------
MEMO = {
    "en": """To: Finance controllers
From: Operations office
Classification: Internal

0. Why this memo
It restates the pilot notes for the controllers.

1. Dates
The pilot runs from 9 June 2026 to 3 October 2026.

2. Coverage
2.1 Invoice matching at the Leeds office only.
2.2 Warranty claims are not part of it.

3. Money and sign-off
The budget is USD 45,000. Marek Novak (Chief Financial Officer) approved it on 15 May 2026.

4. Work completed
The barcode scanners have been installed.

5. Work not yet started
The translation of the user guides is planned but has not begun.

Appendix A: Traceability
Every statement above comes from the pilot notes.
""",
    "zh": """致：财务控制组
自：运营办公室
密级：内部

一、背景
本备忘录转述试点笔记的内容。

二、日期
1. 试点自2026年6月9日开始，至2026年10月3日结束。

三、范围
仅限利兹办公室的发票匹配；保修索赔不在试点范围内。

四、预算与审批
预算为45,000美元。马雷克·诺瓦克（首席财务官）已于2026年5月15日批准。

五、已落实的工作
条码扫描器安装已经完成。

六、尚未开始的事项
用户指南翻译已列入计划，但尚未开始。
""",
    "ru": """Кому: финансовые контролёры
От: операционный офис
Гриф: для служебного пользования

1. Сроки
Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г.

2. Рамки
2.1 Сверка счетов, только офис в Лидсе.
2.2 Гарантийные претензии в пилот не входят.

3. Деньги и утверждение
Бюджет — 45 000 долларов США. Марек Новак (финансовый директор) утвердил пилот 15 мая 2026 г.

4. Выполненные работы
Сканеры штрихкодов установлены.

5. Работы, которые ещё не начаты
Перевод руководств пользователя запланирован, но не начат.

Приложение А: Источники
| Утверждение | Источник |
|---|---|
| Бюджет 45 000 долларов США | заметки по пилоту |
""",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_memos_numbered_section_titles_are_no_claims(mats, lang):
    g = grade_output(mats[(lang, 5)], MEMO[lang])
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


RISK = {
    "en": "6. Risks\nThe scanner supplier may deliver the spare units late.\n\n",
    "zh": "七、风险提示\n扫描器供应商可能延迟交付备用设备。\n",
    "ru": "6. Риски\nПоставщик сканеров может задержать запасные устройства.\n\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_invented_risk_under_a_risk_section_still_counts(mats, lang):
    at = {"en": "Appendix A", "zh": None, "ru": "Приложение А"}[lang]
    text = MEMO[lang].replace(at, RISK[lang] + at) if at else MEMO[lang] + "\n" + RISK[lang]
    g = grade_output(mats[(lang, 5)], text)
    assert len(g.unsupported) == 1, kinds(g)
    assert not any(t.strip(" 0123456789.、七") in ("Risks", "风险提示", "Риски") for _, t in kinds(g)), kinds(g)


# --- an approval drawn on a timeline with the source's date is the pilot's own approval ---------------------------
TIMELINE_APPROVAL = {
    "en": "\n    ◆ 15 May approved (before the start)\n",
    "zh": "\n    ◆ 5月15日 获批（早于开始）\n",
    "ru": "\n    ◆ 15 мая — утверждён (до старта)\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_approval_on_a_timeline_is_the_approval_not_a_second_one(mats, lang):
    head = {"en": "SLIDE 3 (money and scope)", "zh": "幻灯片 3（范围与预算）", "ru": "СЛАЙД 3 (рамки и деньги)"}[lang]
    text = DECK[lang].replace("\n" + head, TIMELINE_APPROVAL[lang] + "\n" + head)
    g = grade_output(mats[(lang, 5)], text)
    assert not g.unsupported, kinds(g)
    assert facts(g)["approval"] == "correct", facts(g)


def test_a_key_numbers_boxs_count_of_the_listed_items_is_no_claim(mats):
    box = ("幻灯片 5（关键数字）\n  ┌──────────────────────┐\n  │ 已完成    1 项 ｜ 计划 1 项 │\n"
           "  └──────────────────────┘\n")
    g = grade_output(mats[("zh", 5)], DECK["zh"] + "\n" + box)
    assert not g.unsupported, kinds(g)


def test_a_tick_box_items_count_is_part_of_the_item(mats):
    # (its 6 is no month of "2026年6月9日" above it)
    text = DECK["zh"] + "\n幻灯片 5（清单）\n  [x] 条码扫描器安装\n  [x] 压力测试（6轮）\n"
    g = grade_output(mats[("zh", 5)], text)
    assert len(g.unsupported) == 1, kinds(g)
