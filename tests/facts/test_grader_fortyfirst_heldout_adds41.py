"""Derived remarks, the forty-first held-out set's class in every language: a length of time of one unit or one and a
half told roughly between two of the facts' dates ("about a month before the start", "约一个月", "примерно за
месяц до старта") is checked against the source's dates, no addition where they bear it out and one where they do
not; and the approval told as given before the start, which the source's dates bear out, is the pilot's own approval
told again, no second one. Each is pinned with briefs written for these tests on the material of seed 5 (approved
15 May 2026, start 9 June 2026, end 3 October 2026)."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The pilot starts on 9 June 2026 [2] and ends on 3 October 2026 [8]. It covers only invoice matching at the "
          "Leeds office [14]. Warranty claims are not part of it [8]. Budget: USD 45,000 [2]. The barcode scanners "
          "have already been installed [14]; the translation of the user guides is planned but has not started [2]. "
          "Marek Novak approved it on 15 May 2026 [8], {tail}.\n",
    "ru": "Пилот стартует 9 июня 2026 г. [3] и заканчивается 3 октября 2026 г. [10]. Охватывает только сверку счетов в "
          "офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Бюджет: 45 000 долларов США [3]. "
          "Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не "
          "начат [3]. Марек Новак утвердил пилот 15 мая 2026 г. [10], {tail}.\n",
    "zh": "试点于2026年6月9日开始[1]，2026年10月3日结束[5]。只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点[5]，{tail}。\n",
}

# the approval 25 days before the start: "about a month" agrees, "about one and a half months" does not
AGREES = {"en": "about a month before the start", "ru": "примерно за месяц до старта", "zh": "早于试点开始约一个月"}
WRONG = {"en": "roughly one and a half months before the start", "ru": "примерно за полтора месяца до старта",
         "zh": "早于试点开始约一个半月"}


@pytest.mark.parametrize("lang", list(BASE))
def test_a_rough_length_the_dates_bear_out_is_no_addition(lang):
    g = graded(lang, 5, BASE[lang].format(tail=AGREES[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(BASE))
def test_a_rough_length_the_dates_do_not_bear_out_is_an_addition(lang):
    g = graded(lang, 5, BASE[lang].format(tail=WRONG[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["number"], kinds(g)


# the pilot's length in a sentence of its own: 116 days are about four months, not about one and a half
LENGTH = {
    "en": ("The pilot runs for roughly four months in all.", "The whole pilot lasts about one and a half months."),
    "ru": ("Всего пилот длится около четырёх месяцев.", "Всего пилот длится около полутора месяцев, не больше."),
    "zh": ("试点总时长约四个月。", "试点总时长约一个半月。"),
}


@pytest.mark.parametrize("lang", list(LENGTH))
def test_the_pilots_length_said_roughly(lang):
    right, wrong = LENGTH[lang]
    assert kinds(graded(lang, 5, BASE[lang].format(tail=AGREES[lang]) + right)) == []
    assert kinds(graded(lang, 5, BASE[lang].format(tail=AGREES[lang]) + wrong)) != []


# the approval said to come before the start: the order of the source's own dates, no second approval
BEFORE = {
    "en": "The pilot starts on 9 June 2026 [2] and ends on 3 October 2026 [8]. It covers only invoice matching at the "
          "Leeds office [14]. Warranty claims are not part of it [8]. Budget: USD 45,000 [2]. Marek Novak approved it "
          "on 15 May 2026 [8]. The barcode scanners have already been installed [14]; the translation of the user "
          "guides is planned but has not started [2]. By the records, the formal sign-off was also obtained well "
          "before the start.\n",
    "ru": "Пилот стартует 9 июня 2026 г. [3] и заканчивается 3 октября 2026 г. [10]. Охватывает только сверку счетов в "
          "офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Бюджет: 45 000 долларов США [3]. Марек "
          "Новак утвердил пилот 15 мая 2026 г. [10]. Установка сканеров штрихкодов уже завершена [17], а перевод "
          "руководств пользователя запланирован, но не начат [3]. По записям, формальное одобрение получено ещё до "
          "старта.\n",
}


@pytest.mark.parametrize("lang", list(BEFORE))
def test_the_approval_told_as_given_before_the_start(lang):
    g = graded(lang, 5, BEFORE[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []
