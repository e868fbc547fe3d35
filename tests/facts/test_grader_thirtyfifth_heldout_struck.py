"""Struck-out values, placeholders and unusual digits, a class of the thirty-fifth held-out set, in every language:
a value struck through (`~~X~~`, `<del>X</del>`) does not stand, with or without a value after it, and a note on the
strikes ("struck values are superseded") is no claim; a range written with an arrow reads as a dash's range (its
first date the start, its second the end), under a label naming both ends too, in full-width digits as in ASCII; a
field left as a dash or redacted ("Pilot lead | —", "Site: [REDACTED]") states nothing, while a sentence that only
redacts a name in an invented claim is still an addition. Each is pinned with briefs written for these tests on the
material of seed 7 (Osprey, Halden Distribution)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a struck end in an arrow range, the value after it standing --------------------------------------------------
STRUCK_RANGE = {
    "en": "**Osprey · one-page view**\n\n"
          "🗓 Timeline: 10 Jun 2027 → ~~30 Jul 2027~~ 13 Aug 2027\n"
          "📍 Spare parts ordering, Gdansk depot only\n"
          "💰 Budget: CHF 91'500\n"
          "⏳ Approval: pending with the investment board\n"
          "✅ Done: migration of the test accounts\n"
          "⏳ Planned: training of the front-line clerks, not started\n"
          "🚫 Out of scope: Madrid sales office\n",
    "ru": "**«Скопа» · карточка**\n\n"
          "🗓 Сроки: 10.06.2027 → ~~30.07.2027~~ 13.08.2027\n"
          "📍 Рамки: заказ запчастей, только депо в Гданьске\n"
          "💰 Бюджет: 91.500 CHF\n"
          "⏳ Утверждение: ещё не утверждён, ждём решения инвестиционного совета\n"
          "✅ Сделано: миграция тестовых учётных записей\n"
          "⏳ Запланировано: обучение операторов первой линии, не начато\n"
          "🚫 Вне рамок: офис продаж в Мадриде\n",
    "zh": "鱼鹰试点 · 速览\n\n"
          "🗓 周期：2027年6月10日 → ~~2027年7月30日~~ 2027年8月13日\n"
          "📍 范围：备件订购，仅限格但斯克仓储站\n"
          "💰 预算：91 500 瑞士法郎\n"
          "⏳ 审批：尚未获批，仍在等待投资委员会审批\n"
          "✅ 已完成：测试账户迁移\n"
          "⏳ 计划中：一线文员培训（尚未开始）\n"
          "🚫 不在范围：马德里销售办事处\n",
}


@pytest.mark.parametrize("lang", list(STRUCK_RANGE))
def test_a_struck_end_in_an_arrow_range_leaves_the_value_after_it(lang):
    g = graded(lang, 7, STRUCK_RANGE[lang])
    got = facts(g)
    assert got["end_date"] == "distorted", got  # the right date is the struck one: the wrong one stands
    assert {k: v for k, v in got.items() if k != "end_date"} == dict.fromkeys(
        ["start_date", "scope", "budget", "approval", "done", "planned", "out_of_scope"], "correct"), got
    assert kinds(g) == []  # the date left standing is the end's distortion, no added date


@pytest.mark.parametrize("lang", list(STRUCK_RANGE))
def test_a_wrong_end_struck_for_the_right_one_is_correct(lang):
    text = STRUCK_RANGE[lang]
    for wrong, right in (("30 Jul 2027~~ 13 Aug 2027", "13 Aug 2027~~ 30 Jul 2027"),
                         ("30.07.2027~~ 13.08.2027", "13.08.2027~~ 30.07.2027"),
                         ("2027年7月30日~~ 2027年8月13日", "2027年8月13日~~ 2027年7月30日")):
        text = text.replace(wrong, right)
    g = graded(lang, 7, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a struck value with nothing after it: the fact is not stated ------------------------------------------------
STRUCK_ALONE = {
    "en": "Osprey pilot: starts 10 June 2027, ends 30 July 2027. Budget: ~~CHF 91,500~~\n",
    "ru": "Пилот «Скопа»: старт 10 июня 2027 г., окончание 30 июля 2027 г. Бюджет: ~~91 500 швейцарских франков~~\n",
    "zh": "鱼鹰试点：2027年6月10日开始，2027年7月30日结束。预算：<del>91,500瑞士法郎</del>\n",
}


@pytest.mark.parametrize("lang", list(STRUCK_ALONE))
def test_a_budget_only_struck_is_not_stated(lang):
    g = graded(lang, 7, STRUCK_ALONE[lang])
    got = facts(g)
    assert got["budget"] == "omitted" and got["end_date"] == "correct", got
    assert kinds(g) == []


# --- a note on the brief's own strikes: context, no claim; an invented claim beside it still counted ---------------
STRUCK_NOTE = {
    "en": "| Field | Value |\n|---|---|\n"
          "| Start | 10 June 2027 |\n| End | 30 July 2027 |\n"
          "| Scope | Spare parts ordering — Gdansk depot only |\n"
          "| Budget | <del>CHF 19,500</del> CHF 91.500 |\n"
          "| Approval | ⏳ pending with the investment board |\n"
          "| Done | Migration of the test accounts |\n"
          "| Planned | Training of the front-line clerks — not started |\n"
          "| Out of scope | Madrid sales office |\n\n"
          "Note: crossed-out figures are superseded.\n",
    "ru": "| Поле | Значение |\n|---|---|\n"
          "| Старт | 10.06.2027 |\n| Финиш | 30.07.2027 |\n"
          "| Рамки | заказ запчастей — только депо в Гданьске |\n"
          "| Бюджет | <del>19 500 CHF</del> 91 500 CHF |\n"
          "| Утверждение | ⏳ ожидается решение инвестиционного совета |\n"
          "| Сделано | миграция тестовых учётных записей |\n"
          "| Запланировано | обучение операторов первой линии — не начато |\n"
          "| Вне рамок | офис продаж в Мадриде |\n\n"
          "Примечание: перечёркнутые суммы недействительны.\n",
    "zh": "| 项目 | 内容 |\n|---|---|\n"
          "| 开始 | 2027年6月10日 |\n| 结束 | 2027年7月30日 |\n"
          "| 范围 | 备件订购，仅限格但斯克仓储站 |\n"
          "| 预算 | <del>19,500瑞士法郎</del> 91,500瑞士法郎 |\n"
          "| 审批 | ⏳ 尚未获批，等待投资委员会审批 |\n"
          "| 已完成 | 测试账户迁移 |\n"
          "| 计划中 | 一线文员培训（尚未开始） |\n"
          "| 不在范围 | 马德里销售办事处 |\n\n"
          "注：划掉的金额一律作废。\n",
}
INVENTED = {
    "en": "Vendor contract with ███ signed.\n",
    "ru": "Договор с поставщиком ███ подписан.\n",
    "zh": "已与███签订供应商合同。\n",
}


@pytest.mark.parametrize("lang", list(STRUCK_NOTE))
def test_a_note_on_the_strikes_is_no_claim(lang):
    g = graded(lang, 7, STRUCK_NOTE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(STRUCK_NOTE))
def test_an_invented_claim_with_a_redacted_name_is_still_an_addition(lang):
    g = graded(lang, 7, STRUCK_NOTE[lang] + INVENTED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(STRUCK_NOTE))
def test_a_note_on_the_strikes_giving_a_date_keeps_it(lang):
    dated = {"en": "Note: crossed-out figures were replaced on 3 May 2027.\n",
             "ru": "Примечание: перечёркнутые суммы заменены 3 мая 2027 г.\n",
             "zh": "注：划掉的金额已于2027年5月3日更正。\n"}[lang]
    text = STRUCK_NOTE[lang].rsplit("\n\n", 1)[0] + "\n\n" + dated
    assert ("date" in {k for k, _ in kinds(graded(lang, 7, text))}), kinds(graded(lang, 7, text))


# --- full-width digits in an arrow range under a label naming both ends --------------------------------------------
BOTH_ENDS = {
    "en": "| Start → end | １０.０６.２０２７ → {end} |",
    "ru": "| Старт → финиш | １０.０６.２０２７ → {end} |",
    "zh": "| 开始→结束 | １０.０６.２０２７ → {end} |",
}


@pytest.mark.parametrize("lang", list(BOTH_ENDS))
def test_a_full_width_arrow_range_under_both_ends_reads_in_order(lang):
    right = graded(lang, 7, "| x | y |\n|---|---|\n" + BOTH_ENDS[lang].format(end="３０.０７.２０２７") + "\n")
    assert facts(right)["start_date"] == "correct" and facts(right)["end_date"] == "correct", facts(right)
    assert kinds(right) == []
    wrong = graded(lang, 7, "| x | y |\n|---|---|\n" + BOTH_ENDS[lang].format(end="３１.０７.２０２７") + "\n")
    assert facts(wrong)["start_date"] == "correct" and facts(wrong)["end_date"] == "distorted", facts(wrong)
    assert kinds(wrong) == []


# --- a field left as a dash or redacted states nothing -------------------------------------------------------------
PLACEHOLDERS = {
    "en": "Osprey pilot — status sheet\n\n"
          "Timeline: 10.06.2027 → 30.07.2027\nWorkflow: spare parts ordering\nSite: [REDACTED]\n"
          "Budget: CHF 91 500\nApproval: pending with the investment board\n"
          "Done: migration of the test accounts\nPlanned: training of the front-line clerks, not started\n"
          "Out of scope: ███\nPilot lead: —\nSteering contact: TBD\n",
    "ru": "Пилот «Скопа» — лист статуса\n\n"
          "Период: 10.06.2027 → 30.07.2027\nПроцесс: заказ запчастей\nПлощадка: [удалено]\n"
          "Бюджет: 91 500 CHF\nУтверждение: ожидается решение инвестиционного совета\n"
          "Сделано: миграция тестовых учётных записей\nЗапланировано: обучение операторов первой линии, не начато\n"
          "Исключено: ███\nКуратор: —\nКонтакт в комитете: н/д\n",
    "zh": "鱼鹰试点 · 状态表\n\n"
          "周期：2027.06.10 → 2027.07.30\n流程：备件订购\n站点：【已删除】\n"
          "预算：91 500瑞士法郎\n审批：尚未获批，等待投资委员会审批\n"
          "已完成：测试账户迁移\n计划中：一线文员培训（尚未开始）\n"
          "不在范围：███\n负责人：—\n联络窗口：暂缺\n",
}


@pytest.mark.parametrize("lang", list(PLACEHOLDERS))
def test_fields_left_empty_or_redacted_state_nothing(lang):
    g = graded(lang, 7, PLACEHOLDERS[lang])
    got = facts(g)
    assert got["scope"] == "omitted" and got["out_of_scope"] == "omitted", got  # their defining part redacted
    assert {k: v for k, v in got.items() if k not in ("scope", "out_of_scope")} == dict.fromkeys(
        ["start_date", "end_date", "budget", "approval", "done", "planned"], "correct"), got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(PLACEHOLDERS))
def test_a_field_with_a_value_beside_a_dash_is_still_read(lang):
    added = {"en": "Pilot sponsor: — the Lisbon regional office\n",
             "ru": "Спонсор пилота: — региональный офис в Лиссабоне\n",
             "zh": "试点发起方：— 里斯本区域办公室\n"}[lang]
    g = graded(lang, 7, PLACEHOLDERS[lang] + added)
    assert len(kinds(g)) == 1, kinds(g)
