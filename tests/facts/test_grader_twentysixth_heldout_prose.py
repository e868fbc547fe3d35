"""Narrative and persuasive prose, the twenty-sixth held-out set's prose class in every language: a press release, a
newsletter story, a letter to customers or suppliers, a handover letter, a pitch, a speech. The genre's furniture is no
claim (a release's marks "FOR IMMEDIATE RELEASE", "ПРЕСС-РЕЛИЗ", "新闻稿"; a title with its note that it is a draft,
"(черновик)", "（草稿）"; a letter's closing thanks and its pleasure in the work), and the states such prose says in
passing, in a rhetorical question it answers, in past-tense narration or in a double negation are read as they are
said. Each is pinned with briefs written for these tests on the material of seeds 1 (pending) and 5 (approved)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material


def graded(lang: str, seed: int, text: str):
    return grade_output(build_material(seed, 1024, approximate_tokens, language=lang), text)


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


# --- the genre's furniture: a release's marks, a draft's title, a letter's closing thanks -------------------------
FURNITURE = {
    "en": "FOR IMMEDIATE RELEASE\n\nPilot news from the Leeds office\n\nLEEDS - The pilot runs from 9 June 2026 to "
          "3 October 2026 [2][8] and covers only invoice matching at the Leeds office [14]. Warranty claims are not part "
          "of it [8]. Marek Novak approved it on 15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode "
          "scanners have already been installed [14]; the translation of the user guides is planned but has not "
          "started [2].\n\n###\n\nThank you for working with us - it has been a pleasure.\n",
    "ru": "Обращение к партнёрам по пилоту (черновик)\n\nПилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и "
          "охватывает только сверку счетов в офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек "
          "Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов "
          "уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n\nБлагодарим вас за "
          "сотрудничество — с вами было приятно работать.\n",
    "zh": "致合作伙伴的一封信（草稿）\n\n试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，"
          "保修索赔不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，"
          "用户指南翻译已列入计划，但尚未开始[1]。\n\n感谢各位一直以来的合作，和大家共事很愉快。如有任何问题请直接找我。\n",
}


@pytest.mark.parametrize("lang", list(FURNITURE))
def test_the_genres_furniture_is_no_claim(lang):
    g = graded(lang, 5, FURNITURE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
