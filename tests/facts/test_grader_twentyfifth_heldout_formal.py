"""The furniture of a formal text is no claim, the twenty-fifth held-out set's formal class in every language: a
clause's or part's number in a reference to it or in its heading ("as set out in clause 3.2", "Schedule 1", "§ 4",
"第2.1款", "第3条 预算", "п. 2.1", "Приложение 1"), a lone clause "3.1" under its numbered part, a clause's number in a
table's number column ("| 2.1 |") and a citation column under a header of two words ("Para ref.", "出处段落",
"Источник (абз.)") are no numbers the brief adds. Each is pinned with briefs written for these tests on the material of
seed 1 (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, LANGS


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def numbers(g):
    return [u.text for u in g.unsupported if u.kind == "number"]


# --- a reference to a clause, schedule or annex by its number names a part of the text -----------------------------
def referenced(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        return (f"第1条 期限\n1.1 本试点期限为{c['timeline']}。\n1.2 期限的变更适用第3.2款及附件2的规定。\n\n"
                f"第2条 范围\n2.1 范围：{c['scope']}。\n2.2 {c['oos']}。\n\n"
                f"第3条 预算与状态\n3.1 预算：{c['budget']}，按第1.1款所述期限使用。\n3.2 状态：{c['status']}。\n"
                f"3.3 已完成：{c['done']}。\n3.4 计划：{c['planned']}。\n")
    if lang == "ru":
        return (f"1. Сроки\n1.1. Пилот проводится {c['timeline']}.\n1.2. Изменение сроков — по п. 3.2 и Приложению 2.\n\n"
                f"2. Рамки\n2.1. Пилот охватывает {c['scope']}.\n2.2. {c['oos']}.\n\n"
                f"3. Бюджет и статус\n3.1. Бюджет: {c['budget']}; расходуется в сроки, указанные в пунктах 1.1 и 1.2.\n"
                f"3.2. Статус: {c['status']}.\n3.3. Сделано: {c['done']}.\n3.4. Запланировано: {c['planned']}.\n")
    return (f"1. Term\n1.1 The Pilot runs {c['timeline']}.\n1.2 Any change to the term follows clause 3.2 and "
            f"Schedule 2.\n\n2. Scope\n2.1 The Pilot covers {c['scope']}.\n2.2 {c['oos']}.\n\n"
            f"3. Budget and status\n3.1 Budget: {c['budget']}, spent within the term under clauses 1.1 and 1.2.\n"
            f"3.2 Status: {c['status']}.\n3.3 Done: {c['done']}.\n3.4 Planned: {c['planned']}.\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_clause_or_schedule_named_by_its_number_is_no_number(mats, lang):
    g = grade_output(mats[(lang, 1)], referenced(lang))
    assert not numbers(g), kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_reference_keeps_a_real_number_a_number(mats, lang):
    extra = {"en": "3.5 Under clause 3.2 the team ordered 14 new scanners.",
             "zh": "3.5 依第3.2款，项目组另订购了14台新扫描器。",
             "ru": "3.5. По п. 3.2 команда заказала 14 новых сканеров."}[lang]
    g = grade_output(mats[(lang, 1)], referenced(lang) + extra + "\n")
    assert g.unsupported, kinds(g)  # the 14 scanners ordered: an addition, alone or as the claim it is in
    assert all(n == "14" for n in numbers(g)), kinds(g)


# --- a lone clause under its numbered part ("第3条 预算" / "3.1 …") counts clauses -------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_a_lone_clause_number_under_its_part_is_no_number(mats, lang):
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        text = (f"第1条 期限\n1.1 {c['timeline']}\n\n第2条 范围\n2.1 {c['scope']}\n2.2 {c['oos']}\n\n"
                f"第3条 预算\n3.1 {c['budget']}\n\n第4条 状态\n4.1 {c['status']}\n4.2 已完成：{c['done']}\n"
                f"4.3 计划：{c['planned']}\n")
    elif lang == "ru":
        text = (f"Статья 1 Сроки\n1.1 {c['timeline']}\n\nСтатья 2 Рамки\n2.1 {c['scope']}\n2.2 {c['oos']}\n\n"
                f"Статья 3 Бюджет\n3.1 {c['budget']}\n\nСтатья 4 Статус\n4.1 {c['status']}\n4.2 Сделано: {c['done']}\n"
                f"4.3 Запланировано: {c['planned']}\n")
    else:
        text = (f"Article 1 Term\n1.1 {c['timeline']}\n\nArticle 2 Scope\n2.1 {c['scope']}\n2.2 {c['oos']}\n\n"
                f"Article 3 Budget\n3.1 {c['budget']}\n\nArticle 4 Status\n4.1 {c['status']}\n4.2 Done: {c['done']}\n"
                f"4.3 Planned: {c['planned']}\n")
    g = grade_output(mats[(lang, 1)], text)
    assert not numbers(g), kinds(g)


# --- a clause's number in a table's number column, and a citation column under a header of two words --------------
@pytest.mark.parametrize("lang", LANGS)
def test_clause_numbers_in_a_number_column_and_a_two_word_citation_column(mats, lang):
    c = CLEAN[(lang, 1)]
    strip = lambda v: v.split("[")[0].strip()  # noqa: E731
    cite = lambda v: v.split("[")[1].split("]")[0].split(",")[0].strip() if "[" in v else ""  # noqa: E731
    if lang == "zh":
        head, names = "| 序号 | 事项 | 内容 | 出处段落 |", ("时间线", "范围", "不包括", "预算", "状态", "已完成", "计划")
    elif lang == "ru":
        head, names = "| № | Показатель | Значение | Источник (абз.) |", ("Сроки", "Рамки", "Не входит", "Бюджет",
                                                                            "Статус", "Сделано", "Запланировано")
    else:
        head, names = "| No. | Item | Entry | Para ref. |", ("Timeline", "Scope", "Out of scope", "Budget", "Status",
                                                          "Done", "Planned")
    oos = c["oos"].split("：")[-1].split(": ")[-1]
    cites = {"zh": (c["timeline"].split("]")[0].split("[")[1], "8", "4", "2", "4", "8", "2")}.get(lang)
    values = [c["timeline"], c["scope"], oos, c["budget"], c["status"], c["done"], c["planned"]]
    rows = [f"| 2.{i + 1} | {n} | {strip(v)} | {cites[i] if cites else cite(v)} |"
            for i, (n, v) in enumerate(zip(names, values, strict=True))]
    text = "\n".join([head, "|---|---|---|---|", *rows]) + "\n"
    g = grade_output(mats[(lang, 1)], text)
    assert not numbers(g), kinds(g)


# --- a sentence that only points to another part of the text states nothing new -----------------------------------
def pointing(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    if lang == "zh":
        return (f"第1条 定义\n1.1 “开始日”指2027年3月10日[2]。\n1.2 “截止日”指2027年4月22日[9]。\n\n"
                f"第2条 范围\n2.1 试点的业务与地点详见附件A。\n2.2 {c['oos']}。\n\n"
                f"第3条 预算与状态\n3.1 预算：{c['budget']}。\n3.2 状态：{c['status']}。\n3.3 进展情况按附件B所述。\n\n"
                f"附件A 范围\n{c['scope']}\n\n附件B 进展\n已完成：{c['done']}\n计划：{c['planned']}\n")
    if lang == "ru":
        return (f"1. Термины\n1.1. «Дата старта» — 10 марта 2027 г. [2].\n1.2. «Дата финиша» — 22 апреля 2027 г. [9].\n\n"
                f"2. Рамки\n2.1. Охват пилота определён в Приложении А.\n2.2. {c['oos']}.\n\n"
                f"3. Бюджет и статус\n3.1. Бюджет: {c['budget']}.\n3.2. Статус: {c['status']}.\n"
                f"3.3. Ход этапов Пилота изложен в Приложении Б.\n\n"
                f"Приложение А. Охват\n{c['scope']}\n\nПриложение Б. Этапы\nСделано: {c['done']}\n"
                f"Запланировано: {c['planned']}\n")
    return (f'1. Definitions\n1.1 "Start Date" means 10 March 2027 [2].\n1.2 "Finish Date" means 22 April 2027 [9].\n\n'
            f"2. Scope\n2.1 The Pilot's workflow and site are those given in Annex A.\n2.2 {c['oos']}.\n\n"
            f"3. Budget and status\n3.1 Budget: {c['budget']}.\n3.2 Status: {c['status']}.\n"
            f"3.3 The Pilot runs between the Start Date and the Finish Date, both as defined in clause 1.\n\n"
            f"Annex A - Scope\n{c['scope']}\n\nAnnex B - Stages\nDone: {c['done']}\nPlanned: {c['planned']}\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_sentence_pointing_to_another_part_claims_nothing(mats, lang):
    g = grade_output(mats[(lang, 1)], pointing(lang))
    assert not g.unsupported, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_pointing_sentence_with_a_new_party_still_claims(mats, lang):
    extra = {"en": "3.4 As set out in clause 3.2, the board of Halvard Freight also signed the Pilot off.",
             "zh": "3.4 依第3.2款，瑞文物流董事会也已签字批准本试点。",
             "ru": "3.4. Согласно п. 3.2, Пилот также утвердил совет директоров компании «Гальвард»."}[lang]
    g = grade_output(mats[(lang, 1)], pointing(lang).replace("\n\n", f"\n{extra}\n\n", 3).replace(f"\n{extra}\n\n", "\n\n", 2))
    assert g.unsupported, kinds(g)


# --- a formal remark that the record holds nothing more is a remark on the material ------------------------------------
@pytest.mark.parametrize(("lang", "remark"), [
    ("en", "4.1 No other milestones or suppliers are recorded in the file."),
    ("ru", "4.1. Сведения о поставщиках и затратах в материалах отсутствуют."),
    ("ru", "4.1. Данные о подрядчиках отсутствуют в записях."),  # (read as a remark on the material before, too)
])
def test_a_formal_remark_that_the_record_is_silent_is_no_claim(mats, lang, remark):
    heading = {"en": "4. Other", "ru": "4. Прочее"}[lang]
    before = grade_output(mats[(lang, 1)], referenced(lang))
    g = grade_output(mats[(lang, 1)], referenced(lang) + f"\n{heading}\n{remark}\n")
    assert kinds(g) == kinds(before), kinds(g)  # the remark adds nothing
    assert facts(g) == facts(before) and set(facts(g).values()) == {"correct"}, facts(g)
