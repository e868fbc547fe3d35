"""An excluded item said in a register's own way, the twenty-seventh held-out set's exclusion class in every language:
hard-wrapped prose whose line break falls inside the exclusion ("... are, as the file puts" / "it, not part of the
pilot"), and a supposition naming the item that the brief then answers with its exclusion ("If X were included, ...
but X is not part of the pilot", "If you expected X to be added later, it is not: ..."). The item is read as out of
scope; an item wrapped or supposed and then said to be in scope, or put off to a later phase, stays distorted. Each is
pinned with briefs written for these tests on the material of seed 5 (approved; warranty claims out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material


def graded(lang: str, text: str):
    return grade_output(build_material(5, 1024, approximate_tokens, language=lang), text)


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


FRAME = {
    "en": ("The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
           "office [14].\n{}\nMarek Novak approved it on 15 May 2026 [8]; the budget is USD 45,000 [2]. The barcode "
           "scanners have already been installed [14]; the translation of the user guides is planned but has not "
           "started [2].\n"),
    "ru": ("Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в "
           "Лидсе [17].\n{}\nМарек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. "
           "Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не "
           "начат [3].\n"),
    "zh": ("试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]。\n{}\n马雷克·诺瓦克已于2026年5月15日"
           "批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n"),
}

# --- hard-wrapped prose: the line break falls inside the exclusion ---------------------------------------------------
# (Chinese cues already read an exclusion cut by a line break, "不在" / "范围内": the class is English and Russian)
WRAPPED = {
    "en": ("Warranty claims are, as the file puts\nit, not part of the pilot [8].",
           "Warranty claims are explicitly\nexcluded from the pilot [8]."),
    "ru": ("Гарантийные претензии, как сказано в деле, в пилот\nне входят [10].",
           "Гарантийные претензии, по записям, остаются вне\nрамок пилота [10]."),
}
# the same line break under a claim that the item is in scope, or put off to a later phase: still distorted
WRAPPED_IN = {
    "en": ("Warranty claims are handled inside\nthe pilot as well [8].",
           "Warranty claims will be added in a\nlater phase [8]."),
    "ru": ("Гарантийные претензии тоже входят\nв пилот [10].",
           "Гарантийные претензии добавят\nна следующем этапе [10]."),
}


@pytest.mark.parametrize("lang", list(WRAPPED))
def test_an_exclusion_wrapped_across_lines_is_read_whole(lang):
    for said in WRAPPED[lang]:
        g = graded(lang, FRAME[lang].format(said))
        assert set(facts(g).values()) == {"correct"}, (said, facts(g))
    for said in WRAPPED_IN[lang]:
        assert facts(graded(lang, FRAME[lang].format(said)))["out_of_scope"] == "distorted", said


# --- a supposition naming the item, answered with its exclusion -------------------------------------------------------
SUPPOSED = {
    "en": ("If you expected warranty claims to be added in a later phase, they are not: they stay outside the "
           "pilot [8].",),
    "ru": ("Если вы ждали, что гарантийные претензии добавят на следующем этапе, — нет: они в пилот не входят [10].",),
    "zh": ("如果您以为保修索赔会在下一阶段纳入，那就错了：档案写明保修索赔不在试点范围内[5]。",
           "假如把保修索赔也纳入试点，工作量会翻倍，不过档案写得很清楚：保修索赔不在试点范围内[5]。"),
}
# a plan told after a condition on something else, and a supposition no clause answers: no exclusion read
SUPPOSED_IN = {
    "en": ("If the first month goes well, warranty claims will be added in a later phase; for now they are out "
           "of scope [8].",
           "If warranty claims were included, the pilot would be twice the size [8]."),
    "ru": ("Если первый месяц пройдёт гладко, гарантийные претензии добавят на следующем этапе; пока они в пилот "
           "не входят [10].",),
    "zh": ("如果第一个月顺利，保修索赔将在下一阶段纳入；目前不在范围内[5]。",
           "假如把保修索赔也纳入试点，工作量会翻倍[5]。"),
}


@pytest.mark.parametrize("lang", list(SUPPOSED))
def test_a_supposition_answered_by_the_exclusion_leaves_the_item_out(lang):
    for said in SUPPOSED[lang]:
        g = graded(lang, FRAME[lang].format(said))
        assert set(facts(g).values()) == {"correct"}, (said, facts(g))
    for said in SUPPOSED_IN[lang]:
        assert facts(graded(lang, FRAME[lang].format(said)))["out_of_scope"] != "correct", said
