"""Narrative and persuasive prose, the twenty-sixth held-out set's prose class in every language: a press release, a
newsletter story, a letter to customers or suppliers, a handover letter, a pitch, a speech. The genre's furniture is no
claim (a release's marks "FOR IMMEDIATE RELEASE", "ПРЕСС-РЕЛИЗ", "新闻稿"; a title with its note that it is a draft,
"(черновик)", "（草稿）"; a letter's closing thanks and its pleasure in the work), and the states such prose says in
passing, in a rhetorical question it answers, in past-tense narration or in a double negation are read as they are
said. Each is pinned with briefs written for these tests on the material of seeds 1 (pending) and 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

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


# --- an approval said in passing: given as a thing to the pilot, or told again by a pronoun -------------------------
GIVEN_IN_PASSING = {
    'en': 'With the investment board having given the pilot its approval [9], the team now has CHF 81,500 '
        '[2] to spend. The pilot runs from 10 March 2027 to 22 April 2027 [2][9] and covers spare parts '
        'ordering at the Tampere plant [15]; the legacy fax gateway is out of scope [9]. The '
        'data-protection checklist has been reviewed [15]; the training of the front-line clerks is '
        'planned but not started [2].\n',
    'ru': 'Поскольку инвестиционный совет уже дал пилоту своё одобрение [9], у команды есть 81 500 '
        'швейцарских франков [2]. Пилот идёт с 10 марта 2027 г. по 22 апреля 2027 г. [2, 9] и охватывает '
        'заказ запчастей на заводе в Тампере [18]; устаревший факс-шлюз в него не входит [9]. Проверка '
        'чек-листа по защите данных проведена [18]; обучение операторов первой линии запланировано, но не '
        'начато [2].\n',
}


@pytest.mark.parametrize("lang", list(GIVEN_IN_PASSING))
def test_an_approval_given_in_passing_is_the_pilots_state(lang):
    # seed 1's approval is pending: the approval said given in passing reports it approved
    g = graded(lang, 1, GIVEN_IN_PASSING[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


TOLD_AGAIN = {
    'en': 'It was on 15 May 2026 that Marek Novak approved the pilot [8], and the pilot he signed off '
        'covered invoice matching at the Leeds office and nothing else [14]. Warranty claims were not part '
        'of it [8]. It was set to run from 9 June 2026 to 3 October 2026 [2][8], with a budget of USD '
        '45,000 [2]. The barcode scanners had already been installed [14]; the translation of the user '
        'guides was planned but had not started [2].\n',
    'zh': '在马雷克·诺瓦克于2026年5月15日批准之后[5]，他签批的这个试点只涵盖利兹办公室的发票匹配[7]，保修索'
          '赔不在其中[5]。试点于2026年6月9日开始，2026年10月3日结束[1][5]，预算为45,000美元['
          '1]。条码扫描器安装那时已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n',
}


@pytest.mark.parametrize("lang", list(TOLD_AGAIN))
def test_the_approval_told_again_by_a_pronoun_is_no_second_one(lang):
    g = graded(lang, 5, TOLD_AGAIN[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- the writer's denial of an exclusion leaves the item in scope; a denied negated exclusion excludes it ------------
DENIED = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the '
        'Leeds office [14]. It is not true that warranty claims are out of scope [8]. Marek Novak approved '
        'it on 15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode scanners have already '
        'been installed [14]; the translation of the user guides is planned but has not started [2].\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в '
        'офисе в Лидсе [17]. Неверно, что гарантийные претензии исключены из пилота [10]. Марек Новак '
        'утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров '
        'штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n',
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]。保修索赔'
          '并非不在试点范围之内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1'
          ']。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n',
}


DOUBLE_NEGATION = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the '
        'Leeds office [14]. It is not that warranty claims are not excluded [8]. Marek Novak approved it '
        'on 15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode scanners have already been '
        'installed [14]; the translation of the user guides is planned but has not started [2].\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в '
        'офисе в Лидсе [17]. Нельзя сказать, что гарантийные претензии не исключены из пилота [10]. Марек '
        'Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров '
        'штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n',
}


@pytest.mark.parametrize("lang", list(DENIED))
def test_a_denied_exclusion_puts_the_item_in_scope_and_a_double_negation_excludes_it(lang):
    g = graded(lang, 5, DENIED[lang])
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
    if lang in DOUBLE_NEGATION:  # "it is not that X is not excluded": the two negations cancel
        g = graded(lang, 5, DOUBLE_NEGATION[lang])
        assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a rhetorical question choosing between a word and its negation, answered no; a condition said to the reader ---
ASKED_OR_CONDITIONED = {
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]。保修索赔'
          '算不算在内？不算，资料写得很清楚：保修索赔明确不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试'
          '点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]'
          '。\n',
    'zh-if': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]。如果您的'
             '单据涉及保修索赔，请注意：保修索赔明确不在试点范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点['
             '5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n',
}


@pytest.mark.parametrize("case", list(ASKED_OR_CONDITIONED))
def test_an_exclusion_after_a_question_or_a_condition_naming_the_item(case):
    g = graded("zh", 5, ASKED_OR_CONDITIONED[case])
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a stage in a story's narration: work in full swing is under way; a stage told after the item in a concession ----
IN_FULL_SWING = {
    'en': 'The pilot ran from 9 June 2026 to 3 October 2026 [2][8] and covered only invoice matching at the '
        'Leeds office [14]. Warranty claims were not part of it [8]. Marek Novak had approved it on 15 May '
        '2026 [8], and it had a budget of USD 45,000 [2]. When we visited the team, the installation of '
        'the barcode scanners was still in full swing [14], while the translation of the user guides was '
        'planned but had not started [2].\n',
    'ru': 'Пилот шёл с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывал только сверку счетов в офисе '
        'в Лидсе [17]. Гарантийные претензии в пилот не входили [10]. Марек Новак утвердил пилот 15 мая '
        '2026 г. [10]; бюджет составлял 45 000 долларов США [3]. Когда мы заглянули к команде, установка '
        'сканеров штрихкодов ещё шла полным ходом [17], а перевод руководств пользователя был '
        'запланирован, но не начат [3].\n',
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔'
          '不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。我们去'
          '看望团队时，条码扫描器安装还在如火如荼地进行[7]；用户指南翻译当时已列入计划，但尚未开始[1]。\n',
}


@pytest.mark.parametrize("lang", list(IN_FULL_SWING))
def test_done_work_told_in_full_swing_is_under_way(lang):
    g = graded(lang, 5, IN_FULL_SWING[lang])
    assert facts(g)["done"] == "distorted", facts(g)


CONCEDED_STAGE = {
    'en': 'The pilot ran from 9 June 2026 to 3 October 2026 [2][8] and covered only invoice matching at the '
        'Leeds office [14]. Warranty claims were not part of it [8]. Marek Novak had approved it on 15 May '
        '2026 [8], and it had a budget of USD 45,000 [2]. The barcode scanners had already been installed '
        '[14], whereas the translation of the user guides, although planned, had not been started [2].\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в '
        'офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 '
        'мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов завершена [17]; '
        'а перевод руководств пользователя, хотя и запланирован, пока не начат [3].\n',
}


@pytest.mark.parametrize("lang", list(CONCEDED_STAGE))
def test_a_stage_told_in_the_clauses_after_the_item(lang):
    g = graded(lang, 5, CONCEDED_STAGE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- an approval under the writer's denial is not given -------------------------------------------------------------
DENIED_APPROVAL = {
    'en': 'The pilot runs from 10 March 2027 to 22 April 2027 [2][9] and covers spare parts ordering at the '
        'Tampere plant [15]; the legacy fax gateway is out of scope [9]. Is it approved? No: the '
        'investment board has not decided yet [9], and it would be wrong to say that the pilot is already '
        'approved. The budget is CHF 81,500 [2]. The data-protection checklist has been reviewed [15]; the '
        'training of the front-line clerks is planned but not started [2].\n',
    'ru': 'Пилот идёт с 10 марта 2027 г. по 22 апреля 2027 г. [2, 9] и охватывает заказ запчастей на заводе '
        'в Тампере [18]; устаревший факс-шлюз в него не входит [9]. Утверждён ли он? Нет: решение '
        'инвестиционного совета ещё ожидается [9], и говорить, будто пилот уже утверждён, было бы ошибкой. '
        'Бюджет — 81 500 швейцарских франков [2]. Проверка чек-листа по защите данных проведена [18]; '
        'обучение операторов первой линии запланировано, но не начато [2].\n',
}


@pytest.mark.parametrize("lang", list(DENIED_APPROVAL))
def test_an_approval_the_writer_denies_is_not_given(lang):
    g = graded(lang, 1, DENIED_APPROVAL[lang])  # seed 1's approval is pending
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- an "only" told by denying every other place excludes nothing named -----------------------------------------
NONE_OTHER = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8]. It covers invoice matching at the Lee'
          'ds office and at no other site [14]. Warranty claims are not part of it [8]. Marek Novak approv'
          'ed it on 15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode scanners have alre'
          'ady been installed [14]; the translation of the user guides is planned but has not started [2].'
          '\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]. Он охватывает сверку счетов в офисе в'
          ' Лидсе и больше ни на какой площадке [17]. Гарантийные претензии в пилот не входят [10]. Марек '
          'Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров '
          'штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не начат [3].'
          '\n',
}


@pytest.mark.parametrize("lang", list(NONE_OTHER))
def test_no_other_site_restricts_the_scope_and_excludes_nothing(lang):
    g = graded(lang, 5, NONE_OTHER[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a pitch's request for money on top of the budget is no second budget, one addition -------------------------------
TOP_UP = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers invoice matching at the Lee'
          'ds office [14]. Warranty claims are not part of it [8]. Marek Novak approved it on 15 May 2026 '
          '[8], and it has a budget of USD 45,000 [2]. The barcode scanners have already been installed [1'
          '4]; the translation of the user guides is planned but has not started [2]. This letter asks for'
          ' a top-up of USD 9,000 on top of the approved budget.\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в оф'
          'исе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 м'
          'ая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена '
          '[17], а перевод руководств пользователя запланирован, но не начат [3]. Мы просим выделить ещё 9'
          ' 000 долларов США сверх утверждённого бюджета.\n',
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔'
          '不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫'
          '描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。我们希望在预算之上再追加9,000美元。\n',
}


@pytest.mark.parametrize("lang", list(TOP_UP))
def test_money_asked_on_top_of_the_budget_is_one_addition(lang):
    g = graded(lang, 5, TOP_UP[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(g.unsupported) == 1, kinds(g)


# --- a rhetorical question the writer answers with a bare yes or no claims nothing of its own ----------------------
RHETORICAL = {
    'en': 'The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers invoice matching at the Lee'
          'ds office only [14]. Warranty claims are not part of it [8]. Is this a scheme still hunting for'
          ' a backer? Not at all. Marek Novak approved it on 15 May 2026 [8], and it has a budget of USD 4'
          '5,000 [2]. The barcode scanners have already been installed [14]; the translation of the user g'
          'uides is planned but has not started [2].\n',
    'ru': 'Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в оф'
          'исе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Ищет ли этот проект ещё покрови'
          'теля? Вовсе нет. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США ['
          '3]. Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя заплани'
          'рован, но не начат [3].\n',
    'zh': '试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔'
          '不在范围内[5]。这是一个还在四处寻找靠山的项目吗？不是。马雷克·诺瓦克已于2026年5月15日批准该试点[5'
          ']，预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n',
}


@pytest.mark.parametrize("lang", list(RHETORICAL))
def test_a_rhetorical_question_answered_yes_or_no_is_no_claim(lang):
    g = graded(lang, 5, RHETORICAL[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
