"""A brief cut into claims: sentences, list items, table rows, question-and-answer pairs and label-value pairs are
one claim each; headings, bare questions, bare labels and a table's header row are context, never claims."""

from __future__ import annotations

import pytest

from kvtrial.facts.claims import ClaimKind, split_claims
from kvtrial.facts.languages import get_language


def _claims(text: str, code: str) -> list[tuple[str, ClaimKind, str]]:
    out = []
    for c in split_claims(text, get_language(code).layout):
        assert text[c.start:c.end] == c.text  # offsets point at the claim's own words
        out.append((c.text, c.kind, c.context))
    return out


BRIEFS = {
    "en": ("## Money\nThe vendor sent an invoice. It was paid on time.\n- first bullet item\n2) second item\n"
           "Owner: the finance desk\nSigned off? Not yet.\nQuestions for Friday?\n"
           "| Field | Value |\n|---|---|\n| Site | north yard |\nCosts:\n"),
    "zh": ("## 资金\n供应商已寄来发票。发票已按时支付。\n- 第一项内容\n2）第二项内容\n负责方：财务组\n签字了吗？还没有。\n"
           "周五还有问题吗？\n| 字段 | 内容 |\n|---|---|\n| 地点 | 北区仓库 |\n费用：\n"),
    "ru": ("## Деньги\nПоставщик прислал счёт. Счёт оплачен вовремя.\n- первый пункт списка\n2) второй пункт\n"
           "Ответственный: финансовый отдел\nПодписано? Пока нет.\nВопросы к пятнице?\n"
           "| Поле | Значение |\n|---|---|\n| Площадка | северный склад |\nРасходы:\n"),
}


@pytest.mark.parametrize("code", sorted(BRIEFS))
def test_each_form_is_one_claim_and_context_is_none(code: str) -> None:
    claims = _claims(BRIEFS[code], code)
    kinds = [k for _, k, _ in claims]
    assert kinds == [ClaimKind.SENTENCE, ClaimKind.SENTENCE, ClaimKind.LIST_ITEM, ClaimKind.LIST_ITEM,
                     ClaimKind.LABEL_VALUE, ClaimKind.QA_PAIR, ClaimKind.TABLE_ROW]
    texts = [t for t, _, _ in claims]
    # the heading, the unanswered question, the header row and the bare label are nowhere a claim
    heading, question = BRIEFS[code].splitlines()[0][3:], BRIEFS[code].splitlines()[7]
    assert not any(heading in t or question in t for t in texts)
    assert not any(t.startswith(("Field", "字段", "Поле")) for t in texts)
    # list markers are not part of the claim ("2)" and "2）" are no numbers of it)
    assert not texts[3].startswith(("2", "-"))
    # the heading in force is the context of the sentences under it; a row is read under its column names
    assert claims[0][2] == heading
    assert "|" in claims[6][2]


@pytest.mark.parametrize("code,text", [
    ("en", "Approved?\nNot yet, the board meets later.\n"),
    ("zh", "是否已获批？\n尚未，委员会稍后开会。\n"),
    ("ru", "Утверждено?\nПока нет, совет соберётся позже.\n"),
])
def test_a_question_line_and_the_line_answering_it_are_one_claim(code: str, text: str) -> None:
    claims = _claims(text, code)
    assert [k for _, k, _ in claims] == [ClaimKind.QA_PAIR]
    assert claims[0][0] == text.strip()


@pytest.mark.parametrize("code,text", [
    ("en", "Any questions?\n## Next\n"), ("zh", "还有问题吗？\n## 下一步\n"), ("ru", "Есть вопросы?\n## Далее\n"),
])
def test_a_question_before_a_heading_is_context(code: str, text: str) -> None:
    assert _claims(text, code) == []


@pytest.mark.parametrize("code,text", [
    ("en", "Excluded:\n- night deliveries\n"), ("zh", "不包括：\n- 夜间配送\n"), ("ru", "Исключено:\n- ночная доставка\n"),
])
def test_a_label_alone_is_the_context_of_the_items_under_it(code: str, text: str) -> None:
    claims = _claims(text, code)
    assert [k for _, k, _ in claims] == [ClaimKind.LIST_ITEM]
    assert claims[0][2] == text.split("\n")[0].rstrip(":：")


@pytest.mark.parametrize("code", ["en", "zh", "ru"])
@pytest.mark.parametrize("marker", ["{n}）", "（{n}）", "({n})", "{n})", "{n}."])
def test_a_list_marker_of_any_form_is_no_number_of_the_brief(code: str, marker: str) -> None:
    from kvtrial.facts.grader import grade_output
    from kvtrial.facts.material import approximate_tokens, build_material

    m = build_material(6, 1024, approximate_tokens, language=code)
    text = "\n".join(marker.format(n=i + 1) + " " + f.sentence for i, f in enumerate(m.facts)) + "\n"
    g = grade_output(m, text)
    assert g.counts["correct"] == 8 and g.unsupported == []
    # a number the source does not hold after the marker is still an addition
    g = grade_output(m, text + marker.format(n=9) + " " + {"en": "17 drivers joined.", "zh": "新增17名司机。",
                                                           "ru": "Подключились 17 водителей."}[code] + "\n")
    assert [(u.kind, u.text) for u in g.unsupported] == [("number", "17")]


SUBLIST = {  # a numbered line with no value over items indented under it heads them
    "en": ("3. Progress", "   - sandbox ready", "   - training not begun"),
    "zh": ("3. 进展", "   - 测试环境已就绪", "   - 培训尚未开始"),
    "ru": ("3. Ход работ", "   - песочница готова", "   - обучение не начато"),
}


@pytest.mark.parametrize("code", sorted(SUBLIST))
def test_a_numbered_line_over_indented_items_is_their_heading(code: str) -> None:
    head, *items = SUBLIST[code]
    claims = _claims("\n".join([head, *items]) + "\n", code)
    assert [t for t, _, _ in claims] == [i.strip(" -") for i in items]
    assert {c for _, _, c in claims} == {head[3:]}


@pytest.mark.parametrize("code,text,second", [
    ("en", "Owner: the finance desk [3]. The desk moved to the second floor.",
     ("The desk moved to the second floor.", ClaimKind.SENTENCE, "Owner")),
    ("en", "Owner: the finance desk [3]. Risk level: low.", ("Risk level: low.", ClaimKind.LABEL_VALUE, "Risk level")),
    ("en", "The invoice was paid [3]. Risk level: low.", ("Risk level: low.", ClaimKind.LABEL_VALUE, "Risk level")),
    ("zh", "负责方：财务组[3]。财务组已搬到二楼。", ("财务组已搬到二楼。", ClaimKind.SENTENCE, "负责方")),
    ("zh", "发票已按时支付[3]。风险等级：低。", ("风险等级：低。", ClaimKind.LABEL_VALUE, "风险等级")),
    ("ru", "Ответственный: финансовый отдел [3]. Отдел переехал на второй этаж.",
     ("Отдел переехал на второй этаж.", ClaimKind.SENTENCE, "Ответственный")),
    ("ru", "Счёт оплачен вовремя [3]. Уровень риска: низкий.",
     ("Уровень риска: низкий.", ClaimKind.LABEL_VALUE, "Уровень риска")),
])
def test_a_second_sentence_is_a_claim_of_its_own(code, text, second):
    claims = _claims(text, code)
    assert len(claims) == 2 and claims[1] == second, claims


@pytest.mark.parametrize("code,text", [
    ("en", "Signed off: not yet. The board meets in May? Not decided."),
    ("zh", "签字：还没有。董事会五月开会吗？未定。"),
    ("ru", "Подписано: пока нет. Совет соберётся в мае? Не решено."),
])
def test_a_label_value_holding_a_question_stays_one_claim(code, text):
    assert len(_claims(text, code)) == 1, _claims(text, code)


@pytest.mark.parametrize("code,lines", [
    ("en", ["Done:", "- barcode scanners installed", "- "]),
    ("zh", ["已完成：", "1. 条码扫描器已安装", "2. "]),
    ("ru", ["Сделано:", "• установка сканеров завершена", "•"]),
])
def test_a_marker_with_nothing_after_it_is_no_claim(code: str, lines: list[str]) -> None:
    # a list cut off after its marker (a truncated answer) claims nothing more, and the brief is still read
    text = "\n".join(lines) + "\n"
    claims = _claims(text, code)
    assert [k for _, k, _ in claims] == [ClaimKind.LIST_ITEM]
    assert _claims(text.rstrip("\n"), code) == claims
