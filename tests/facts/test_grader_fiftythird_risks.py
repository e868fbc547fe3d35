"""Invented risks in a risk table's rows, the fifty-third held-out set's class in every language: a table whose header
names a column of risks or concerns ("| # | Concern | Detail |", "| № | Риск | … |", "| 编号 | 关注点 | … |") holds the
writer's own risks, and a row saying what may go wrong that the notes never say ("the guides may not be ready",
"руководства могут не успеть", "可能出现超支") is one addition per row, a month, a date or a figure in it part of that
risk, not a number of its own. The neighbours hold: a row restating a fact (the exclusion, "planned, not started")
is no addition, nor is a remark that the notes list no risks. Pinned with briefs written for these tests on the
material of seed 5 (which gives no risk of its own)."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

SEED5_DONE = {
    "en": "Scanner installation is finished.",
    "ru": "Сканеры штрихкодов уже установлены.",
    "zh": "条码扫描器已经装好。",
}

HEAD = {
    "en": "| # | Concern | What we see | Para |\n|---|---|---|---|\n",
    "ru": "| № | Риск | Что видим | Абз. |\n|---|---|---|---|\n",
    "zh": "| 编号 | 关注点 | 情况 | 段落 |\n|---|---|---|---|\n",
}

# a row that restates a fact: the translation planned and not begun, in the row's words
RESTATED = {
    "en": "| 1 | User guide translation | Planned, work has not begun | [2] |\n",
    "ru": "| 1 | Перевод руководств | Запланирован, работа не начата | [2] |\n",
    "zh": "| 1 | 用户指南翻译 | 已计划，尚未动工 | [2] |\n",
}

# two invented risks, the first with a month of its own in it
INVENTED = {
    "en": "| 2 | Translation timing | Unless the work begins before July, the French guides might still be missing at go-live "
          "| [2] |\n| 3 | Currency | Should some invoices be paid in pounds, the dollar budget could be overrun | — |\n",
    "ru": "| 2 | Сроки перевода | Если работу не начать до июля, к запуску руководства могут остаться непереведёнными "
          "| [2] |\n| 3 | Прошивка сканеров | Обновление от поставщика может нарушить связь с системой сверки | — |\n",
    "zh": "| 2 | 翻译进度 | 如果7月前还不动工，上线时法语指南可能仍然缺失 | [2] |\n"
          "| 3 | 汇率 | 部分发票若以英镑付款，换算后或将超出预算 | — |\n",
}

NO_RISKS = {
    "en": "\nThe notes themselves name no risks.",
    "ru": "\nСами записи никаких рисков не называют.",
    "zh": "\n笔记本身并未提到任何风险。",
}


def _brief(lang: str, rows: str, tail: str = "") -> str:
    return SEED5_FACTS[lang] + SEED5_DONE[lang] + "\n\n" + HEAD[lang] + rows + tail


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_each_invented_risk_row_is_one_addition_its_month_with_it(lang):
    g = graded(lang, 5, _brief(lang, RESTATED[lang] + INVENTED[lang], NO_RISKS[lang]))
    added = kinds(g)
    assert len(added) == 2, added
    assert all(kind == "claim" for kind, _ in added), added  # the month is part of its row's risk
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_row_restating_a_fact_is_no_addition(lang):
    g = graded(lang, 5, _brief(lang, RESTATED[lang], NO_RISKS[lang]))
    assert kinds(g) == []
    assert set(facts(g).values()) == {"correct"}
