"""A template's slot left unfilled, a small model's leftover, the forty-first held-out set's class in every language:
a field whose value is a slot ("Prepared by: [Your Name]", "日期：[插入日期]", "Дата: [Вставьте дату]", "Budget:
[Insert amount]", "开始日期：20XX年X月X日", "Начало: ХХ.ХХ.2026"), a greeting or sign-off around one ("Dear [Recipient
name],", "Уважаемый [Имя получателя],", "尊敬的[收件人姓名]："), the slot alone, states nothing: no claim, no addition,
and no value of a fact (a fact whose only mention is a slot is omitted). A line whose own words claim something beside
a slot, and a wrong value beside one, are read as ever. Each is pinned with briefs written for these tests on the
material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a correct brief with a template's header, greeting, contact field and sign-off left unfilled ------------------
FILLED_AROUND = {
    "en": (
        'Osprey pilot - brief\n'
        'Prepared by: [Your Name]\n'
        'Date: [Insert date]\n'
        'Version: XX\n'
        '\n'
        'Dear [Recipient name],\n'
        '\n'
        'The pilot runs from 9 June 2026 [2] to 3 October 2026 [8] and covers only invoice matching at '
        'the Leeds office [14]. Warranty claims are out of scope [8]. Budget: USD 45,000 [2]. Marek '
        'Novak (Chief Financial Officer) approved it on 15 May 2026 [8].\n'
        'Done: barcode scanner installation [14]\n'
        'Planned: translation of the user guides, not started yet [2]\n'
        'Contact: <email>\n'
        '\n'
        'Best regards,\n'
        '[Your Name]\n'
    ),
    "zh": (
        '鱼鹰试点简报\n'
        '撰写人：[您的姓名]\n'
        '日期：XXXX年XX月XX日\n'
        '尊敬的[收件人姓名]：\n'
        '\n'
        '试点于2026年6月9日开始[1]，2026年10月3日结束[5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。预算为45,000美元[1]。马雷克·诺瓦克（首席财务官）已于2026年5月15日批准该试点[5]。\n'
        '已完成：条码扫描器安装[7]\n'
        '计划：用户指南翻译，尚未开始[1]\n'
        '联系电话：【电话】\n'
        '\n'
        '此致\n'
        '敬礼\n'
        '[Your Name]\n'
    ),
    "ru": (
        'Справка о пилоте «Скопа»\n'
        'Подготовил: [ФИО]\n'
        'Дата: ДД.ММ.ГГГГ\n'
        'Уважаемый [Имя получателя],\n'
        '\n'
        'Пилот идёт с 9 июня 2026 г. [3] по 3 октября 2026 г. [10] и охватывает только сверку счетов в '
        'офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Бюджет: 45 000 долларов США '
        '[3]. Марек Новак (финансовый директор) утвердил пилот 15 мая 2026 г. [10].\n'
        'Сделано: установка сканеров штрихкодов [17]\n'
        'Запланировано: перевод руководств пользователя, ещё не начат [3]\n'
        'Телефон для связи: <телефон>\n'
        '\n'
        'С уважением,\n'
        '[Ваше имя]\n'
    ),
}


@pytest.mark.parametrize("lang", list(FILLED_AROUND))
def test_template_slots_around_a_correct_brief_state_nothing(lang):
    g = graded(lang, 5, FILLED_AROUND[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a fact given only as a slot (an amount, a date with a year's digits, a done item): omitted, no value, no addition
ONLY_SLOT = {
    "en": (
        'Osprey pilot - brief\n'
        'The pilot runs from 9 June 2026 [2] to 3 October 2026 [8] and covers only invoice matching at '
        'the Leeds office [14]. Warranty claims are out of scope [8].\n'
        'Budget: [Insert amount]\n'
        'Start date: DD.MM.YYYY\n'
        'Marek Novak (Chief Financial Officer) approved it on 15 May 2026 [8].\n'
        'Done: barcode scanner installation [14]\n'
        'Done: [Insert item]\n'
        'Planned: translation of the user guides, not started yet [2]\n'
    ),
    "zh": (
        '鱼鹰试点简报\n'
        '试点于2026年6月9日开始[1]，2026年10月3日结束[5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。\n'
        '预算：XX万美元\n'
        '开始日期：20XX年X月X日\n'
        '马雷克·诺瓦克（首席财务官）已于2026年5月15日批准该试点[5]。\n'
        '已完成：条码扫描器安装[7]\n'
        '已完成：[填写事项]\n'
        '计划：用户指南翻译，尚未开始[1]\n'
    ),
    "ru": (
        'Справка о пилоте «Скопа»\n'
        'Пилот идёт с 9 июня 2026 г. [3] по 3 октября 2026 г. [10] и охватывает только сверку счетов в '
        'офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10].\n'
        'Бюджет: [укажите сумму]\n'
        'Начало: ХХ.ХХ.2026\n'
        'Марек Новак (финансовый директор) утвердил пилот 15 мая 2026 г. [10].\n'
        'Сделано: установка сканеров штрихкодов [17]\n'
        'Сделано: [впишите этап]\n'
        'Запланировано: перевод руководств пользователя, ещё не начат [3]\n'
    ),
}


@pytest.mark.parametrize("lang", list(ONLY_SLOT))
def test_a_fact_given_only_as_a_slot_is_omitted(lang):
    g = graded(lang, 5, ONLY_SLOT[lang])
    got = facts(g)
    assert got.pop("budget") == "omitted" and set(got.values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- beside a slot, a wrong value and invented claims are still caught ---------------------------------------------
WRONG_BESIDE = {
    "en": (
        'Osprey pilot - brief\n'
        'Prepared by: [Your Name], who leads a pilot team of 12 clerks\n'
        'Date: [Insert date]\n'
        'The pilot runs from 9 June 2026 [2] to 3 November 2026 [8] and covers only invoice matching at '
        'the Leeds office [14]. Warranty claims are out of scope [8]. Budget: USD 45,000 [2]. Marek '
        'Novak (Chief Financial Officer) approved it on 15 May 2026 [8].\n'
        'Done: barcode scanner installation [14]\n'
        'Planned: translation of the user guides, not started yet [2]\n'
        'Next review with the vendor Northwind Systems: [Insert date]\n'
    ),
    "zh": (
        '鱼鹰试点简报\n'
        '撰写人：[姓名]，负责带领12名财务人员\n'
        '日期：[插入日期]\n'
        '试点于2026年6月9日开始[1]，2026年11月3日结束[5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。预算为45,000美元[1]。马雷克·诺瓦克（首席财务官）已于2026年5月15日批准该试点[5]。\n'
        '已完成：条码扫描器安装[7]\n'
        '计划：用户指南翻译，尚未开始[1]\n'
        '与供应商北风系统公司的评审会：[插入日期]\n'
    ),
    "ru": (
        'Справка о пилоте «Скопа»\n'
        'Подготовил: [ФИО], руководитель группы из 12 бухгалтеров\n'
        'Дата: [Вставьте дату]\n'
        'Пилот идёт с 9 июня 2026 г. [3] по 3 ноября 2026 г. [10] и охватывает только сверку счетов в '
        'офисе в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Бюджет: 45 000 долларов США '
        '[3]. Марек Новак (финансовый директор) утвердил пилот 15 мая 2026 г. [10].\n'
        'Сделано: установка сканеров штрихкодов [17]\n'
        'Запланировано: перевод руководств пользователя, ещё не начат [3]\n'
        'Разбор с поставщиком «Нордвинд Системс»: [укажите дату]\n'
    ),
}


@pytest.mark.parametrize("lang", list(WRONG_BESIDE))
def test_a_wrong_value_and_an_invented_claim_beside_a_slot_are_caught(lang):
    g = graded(lang, 5, WRONG_BESIDE[lang])
    got = facts(g)
    assert got.pop("end_date") == "distorted" and set(got.values()) == {"correct"}, facts(g)
    found = kinds(g)
    assert ("number", "12") in found, found  # the team of twelve beside "Prepared by: [Your Name]"
    assert len(found) == 2, found  # and the review with the vendor, whose date is a slot
