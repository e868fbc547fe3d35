"""New events the source never tells, counted once each, in every language: a completed event told in a bare past
tense with its object ("The team trained the pickers", no auxiliary) or with a perfect auxiliary ("has been paid") is
one addition; a weekday in such a claim is its time, never a party; a department named by its bare name beside the
source's pending body ("Finance and the steering committee …") is one further sign-off. The source's own done and
planned items told again in a past tense or with a bare verb ("扫描器已经安装好了") are no addition. Pinned with briefs
written for these tests on the material of seed 5 (approved, two work items) and seed 3 (pending with the steering
committee)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds
from tests.facts.test_grader_fortyeighth_heldout_approval import SEED3

LANGS = ("en", "ru", "zh")
WORK = {lang: told + "\n\n" for lang, told in SEED5_WORK.items()}


def _graded(lang: str, added: str):
    g = graded(lang, 5, SEED5_FACTS[lang] + WORK[lang] + added)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    return g


# --- a completed event the source never tells: one claim ------------------------------------------------------------
EVENT = {
    "en": ["The warehouse team coached the new forklift drivers last month.",
           "Our vendor delivered the replacement printers.",
           "The courier has been reimbursed."],
    "ru": ["Склад на прошлой неделе провёл инструктаж для водителей погрузчиков.",
           "Поставщик привёз новые принтеры."],
    "zh": ["仓库团队上个月给叉车司机做了培训。",
           "供应商已经送来了新的打印机。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in LANGS for i in range(len(EVENT[lang]))])
def test_a_completed_event_the_source_never_tells_is_one_claim(lang, i):
    got = kinds(_graded(lang, EVENT[lang][i] + "\n"))
    assert len(got) == 1 and got[0][0] in ("claim", "progress"), got


# --- a weekday in such a claim: its time, no party ------------------------------------------------------------------
WEEKDAY = {
    "en": "The courier got reimbursed on Thursday.\n",
    "ru": "Курьеру возместили расходы в четверг.\n",
    "zh": "快递公司周四已经拿到了报销款。\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_weekday_in_a_new_event_is_no_party(lang):
    got = kinds(_graded(lang, WEEKDAY[lang]))
    assert len(got) == 1 and got[0][0] == "claim", got


def test_a_named_party_beside_a_weekday_is_still_a_party():
    got = kinds(_graded("en", "The vendor is Swiftline, paid on Thursday.\n"))
    assert ("party", "Swiftline") in got and not any("Thursday" == t for _, t in got), got


# --- the source's own done and planned items told again: no addition ------------------------------------------------
RESTATED = {
    "en": ["Staff installed the barcode scanners.", "The team completed the installation of the scanners.",
           "Nobody has translated the user guides yet.", "The scanners have been installed."],
    "ru": ["Сканеры штрихкодов уже установили.", "Команда закончила установку сканеров.",
           "Руководства пользователя пока не перевели."],
    "zh": ["扫描器已经安装好了。", "团队已经完成了扫描器的安装。", "团队把条码扫描器装好了。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in LANGS for i in range(len(RESTATED[lang]))])
def test_the_sources_own_items_told_again_are_no_addition(lang, i):
    assert kinds(_graded(lang, RESTATED[lang][i] + "\n")) == []


def test_a_new_event_beside_the_done_item_is_still_counted_in_chinese():
    got = kinds(_graded("zh", "团队已经完成了扫描器的安装，并给叉车司机做了培训。\n"))
    assert len(got) == 1, got


# --- a department by its bare name beside the pending body: one further sign-off ------------------------------------
BARE_UNIT = {
    "en": ["Finance and the steering committee still have to sign off on it.",
           "The steering committee and Procurement still need to approve it."],
    "ru": ["Бухгалтерия и руководящий комитет ещё должны согласовать пилот.",
           "Пилот ещё должны утвердить руководящий комитет и финансовая служба."],
    "zh": ["法务和指导委员会都还需要审批。", "指导委员会和采购还要签字确认。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in LANGS for i in range(2)])
def test_a_bare_department_beside_the_pending_body_is_one_addition(lang, i):
    g = graded(lang, 3, SEED3[lang] + BARE_UNIT[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    got = kinds(g)
    assert len(got) == 1 and got[0][0] == "approval", got


OWN_BODY = {
    "en": "The steering committee still has to sign off on it.",
    "ru": "Пилот ещё должен согласовать руководящий комитет.",
    "zh": "指导委员会还需要审批。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_sources_own_pending_body_alone_is_no_addition(lang):
    g = graded(lang, 3, SEED3[lang] + OWN_BODY[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


def test_a_department_word_qualifying_a_thing_names_no_body():
    g = graded("en", 3, SEED3["en"] + "The steering committee still has to sign off; Finance figures are not in the notes.")
    assert facts(g)["approval"] == "correct", facts(g)
    assert not any(kind == "approval" for kind, _ in kinds(g)), kinds(g)
