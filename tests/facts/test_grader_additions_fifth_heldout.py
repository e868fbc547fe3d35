"""Classes of additions the fifth held-out set showed (counted where there are none, or missed), each pinned with
phrasings written for these tests, in English, Chinese and Russian. The briefs are the clean briefs of
test_grader_classes_all_languages with one line added or changed."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade, labels


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


# --- a citation map written as data: its numbers cite paragraphs, right or wrong, and claim nothing ---------------
@pytest.mark.parametrize("lang,extra", [
    ("en", '"references": {"timeline": 2, "budget": 2, "scope": 15, "status": 9, "planned": 23}'),
    ("en", "citations:\n  timeline: 2\n  budget: 2\n  done: 15\n  status: 31"),
    ("en", '"sources": [\n  {"field": "budget", "paragraph": 2},\n  {"field": "status", "paragraph": 27}\n]'),
    ("zh", '"出处": {"时间线": 2, "预算": 2, "范围": 8, "状态": 4, "计划": 19}'),
    ("zh", "引用：\n  预算: 2\n  状态: 4\n  已完成: 26"),
    ("ru", '"источники": {"сроки": 2, "бюджет": 2, "рамки": 18, "статус": 9, "план": 33}'),
    ("ru", "ссылки:\n  бюджет: 2\n  статус: 9\n  сделано: 41"),
])
def test_a_citation_map_adds_nothing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]


@pytest.mark.parametrize("lang,extra", [
    ("en", '"staffing": {"clerks": 14, "drivers": 6}'),
    ("zh", '"人员": {"文员": 14, "司机": 6}'),
    ("ru", '"персонал": {"операторы": 14, "водители": 6}'),
])
def test_numbers_under_another_key_are_still_additions(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) >= 1, kinds(g)


# --- a further sentence on a fact's line claims something of its own -------------------------------------------------
@pytest.mark.parametrize("lang,field,value", [
    ("en", "status", "pending with the investment board [9]. Health: amber."),
    ("en", "planned", "training of the front-line clerks [2]. A second vendor was added to the shortlist."),
    ("zh", "status", "仍在等待投资委员会审批[4]。健康度：琥珀色。"),
    ("zh", "planned", "一线文员培训[2]。供应商名单已由采购部门重新审定。"),
    ("ru", "status", "ожидает утверждения инвестиционного совета [9]. Здоровье проекта: жёлтое."),
    ("ru", "planned", "обучение операторов первой линии [2]. В короткий список добавлен второй поставщик."),
])
def test_a_second_sentence_on_a_facts_line_is_an_addition(mats, lang, field, value):
    g = grade(mats, lang, 1, **{field: value})
    assert len(g.unsupported) == 1, kinds(g)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]


@pytest.mark.parametrize("lang,field,value", [
    ("en", "status", "pending with the investment board [9]. The board has not decided yet."),
    ("zh", "status", "仍在等待投资委员会审批[4]。投资委员会尚未作出决定。"),
    ("ru", "status", "ожидает утверждения инвестиционного совета [9]. Совет ещё не принял решения."),
])
def test_a_second_sentence_restating_the_fact_adds_nothing(mats, lang, field, value):
    g = grade(mats, lang, 1, **{field: value})
    assert not g.unsupported, kinds(g)


# --- a further clause in a sentence supporting a fact claims something of its own ------------------------------------
@pytest.mark.parametrize("lang,done", [
    ("en", "barcode scanners installed [14], and every counter now relies on them daily"),
    ("en", "barcode scanners installed [14], which the regional union praised loudly"),
    ("zh", "条码扫描器安装[7]，各个柜台每天都在依赖它们办理业务"),
    ("zh", "条码扫描器安装[7]，工会对此表示热烈欢迎"),
    ("ru", "установка сканеров штрихкодов [17], сканеры уже окупились благодаря сокращению ошибок"),
])
def test_a_further_clause_beside_a_fact_is_an_addition(mats, lang, done):
    g = grade(mats, lang, 5, done=done)
    assert len(g.unsupported) == 1 and g.unsupported[0].text in done, kinds(g)  # the clause, once
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]


@pytest.mark.parametrize("lang,changes", [
    ("en", dict(planned="translation of the user guides [2], not started yet")),
    ("en", dict(scope="invoice matching at the Leeds office [14], warranty claims being left out")),
    ("zh", dict(planned="用户指南翻译[1]，尚未开始")),
    ("zh", dict(scope="利兹办公室的发票匹配[7]，保修索赔不包括在内")),
    ("ru", dict(planned="перевод руководств пользователя [3], ещё не начат")),
    ("ru", dict(scope="сверка счетов в офисе в Лидсе [17], гарантийные претензии не затрагиваются")),
])
def test_a_clause_giving_a_stage_or_an_exclusion_adds_nothing(mats, lang, changes):
    g = grade(mats, lang, 5, **changes)
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "| Stage | Items |\n|---|---|\n| Done | none |"),
    ("zh", "| 阶段 | 事项 |\n|---|---|\n| 已完成 | 无 |"),
    ("ru", "| Этап | Пункты |\n|---|---|\n| Сделано | нет |"),
])
def test_a_table_row_saying_a_list_is_empty_adds_nothing(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert not g.unsupported, kinds(g)


# --- an invented claim written mostly in the source's words is still a claim ------------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "When the pilot is over, each team is expected to adopt the new routine at every depot."),
    ("zh", "试点结束后，每个部门的指定联系人将负责向其他团队全面推行。"),
    ("ru", "Когда пилот закончится, каждый отдел компании перейдёт на новый порядок работы во всех командах."),
])
def test_an_invented_sentence_in_known_words_is_an_addition(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert [u.kind for u in g.unsupported] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "Every department has named contacts who answer questions from other teams."),
    ("zh", "每个部门都有几位指定联系人，负责回答其他团队的问题。"),
    ("ru", "В каждом отделе есть контактные лица, которые отвечают на вопросы других команд."),
])
def test_a_restated_background_sentence_adds_nothing(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert not g.unsupported, kinds(g)


# --- a remark naming a stated fact's item again, only to claim something else of it -----------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "Note: the barcode scanners come from a different manufacturer than originally chosen."),
    ("zh", "备注：条码扫描器的供应商已更换为另一家厂商。"),
    ("ru", "Примечание: производитель сканеров штрихкодов сменился."),
])
def test_a_remark_claiming_more_of_a_stated_item_is_an_addition(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert [u.kind for u in g.unsupported] == ["claim"], kinds(g)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]


@pytest.mark.parametrize("lang,extra", [
    ("en", "Note: the barcode scanners are installed."),
    ("zh", "备注：条码扫描器安装已经完成。"),
    ("ru", "Примечание: сканеры штрихкодов уже установлены."),
])
def test_a_remark_restating_a_stated_item_adds_nothing(mats, lang, extra):
    g = grade(mats, lang, 5, extra=extra)
    assert not g.unsupported, kinds(g)
