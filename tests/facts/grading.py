"""What the grader's tests read of a grade: a brief graded against a seed's material (1024 tokens, as the held-out
sets are), its labels by fact and its additions by kind."""

from functools import lru_cache

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import Material, approximate_tokens, build_material


@lru_cache(maxsize=64)
def material(lang: str, seed: int) -> Material:
    """A seed's material, built once per test process: grading reads it and never changes it."""
    return build_material(seed, 1024, approximate_tokens, language=lang)


def graded(lang: str, seed: int, text: str):
    return grade_output(material(lang, seed), text)


def facts(g) -> dict[str, str]:
    return {f.fact_id: str(f.label) for f in g.facts}


def kinds(g) -> list[tuple[str, str]]:
    return [(u.kind, u.text) for u in g.unsupported]


# Seed 5's dates, scope, exclusion, approval and budget told correctly in each language, no work item: the frame a
# test adds one form to.
SEED5_FACTS = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are not part of it. Marek Novak approved it on 15 May 2026; the budget is USD 45,000. ",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США. ",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于"
          "2026年5月15日批准该试点，预算为45,000美元。",
}

# Seed 5's two work items told correctly in each language: with SEED5_FACTS, every fact of a brief correct.
SEED5_WORK = {
    "en": "The barcode scanners have already been installed; the translation of the user guides is planned but has "
          "not started.",
    "ru": "Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не начат.",
    "zh": "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。",
}
