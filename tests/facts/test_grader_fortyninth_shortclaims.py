"""How many new words make a claim an addition, in every language: a short sentence asserting an event the source never
tells ("the supplier was paid") is an addition, whatever stem its subject shares with the source (the company's
name); a Russian retelling of a background sentence in the verb's other aspect ("устроят" for "устраивают") retells
it; a claim after a contrast that follows a remark on the notes' silence ("The notes don't say who leads it, but …")
is graded as a claim of its own. Short restatements of the facts and of the background stay no addition; a sentence
that only remarks on the notes stays none. Briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

WORK = {lang: told + "\n\n" for lang, told in SEED5_WORK.items()}


def _graded(lang: str, added: str):
    g = graded(lang, 5, SEED5_FACTS[lang] + WORK[lang] + added)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    return g


# --- a short sentence asserting an event the source never tells ----------------------------------------------------
EVENT = {
    "en": "The supplier got paid last week.\n",
    "ru": "Поставщику заплатили на прошлой неделе.\n",
    "zh": "供应商周一已收款。\n",
}


@pytest.mark.parametrize("lang", list(EVENT))
def test_a_short_invented_event_is_an_addition(lang):
    got = kinds(_graded(lang, EVENT[lang]))
    assert len(got) == 1 and got[0][0] == "claim", got


def test_an_event_whose_subject_shares_the_company_stem_is_an_addition_in_english():
    got = kinds(_graded("en", "Every supplier was audited twice.\n"))
    assert len(got) == 1 and got[0][0] == "claim", got


# the neighbouring readings: a short restatement of a fact, or of the background, adds nothing
RESTATED = {
    "en": "The scanners have been installed. The parking area has charging points for electric cars.\n",
    "ru": "Сканеры уже установили. Пилот утвердили.\n",
    "zh": "扫描器已经装完。\n",
}


@pytest.mark.parametrize("lang", list(RESTATED))
def test_a_short_restatement_of_a_fact_or_the_background_adds_nothing(lang):
    assert kinds(_graded(lang, RESTATED[lang])) == []


# --- a Russian retelling of a background sentence in the verb's other aspect ---------------------------------------
@pytest.mark.parametrize("told", [
    "Рахими и Окафор снова хотят устроить викторину.",
    "Надия Рахими устроила вечер викторин.",
])
def test_a_background_sentence_retold_in_the_other_aspect_adds_nothing(told):
    assert kinds(_graded("ru", told + "\n")) == []


def test_the_aspect_stem_joins_a_pair_and_keeps_nouns_apart():
    from kvtrial.facts.languages.ru import aspect_stem
    assert aspect_stem("устраивают")[:5] == aspect_stem("устроить")[:5]
    assert aspect_stem("провёл")[:5] == aspect_stem("проводит")[:5] == aspect_stem("проведут")[:5]
    assert aspect_stem("архива") == "архива" and aspect_stem("активный") == "активный"
    assert aspect_stem("заплатили")[:6] != aspect_stem("запланирован")[:6]


# --- a claim after a contrast that follows the notes' silence ------------------------------------------------------
SILENT_BUT = {
    "en": ("The notes do not name an owner for the pilot, but the vendor will handle it.\n",
           "The notes do not name an owner for the pilot.\n"),
    "ru": ("В заметках не сказано, кто руководит пилотом, но его возьмёт на себя подрядчик.\n",
           "В заметках не сказано, кто руководит пилотом.\n"),
    "zh": ("材料没有说明谁负责，但供应商会接手。\n", "材料没有说明谁负责。\n"),
}


@pytest.mark.parametrize("lang", list(SILENT_BUT))
def test_a_claim_after_the_notes_silence_and_a_contrast_is_an_addition(lang):
    got = kinds(_graded(lang, SILENT_BUT[lang][0]))
    assert len(got) == 1, got


@pytest.mark.parametrize("lang", list(SILENT_BUT))
def test_a_remark_on_the_notes_silence_alone_adds_nothing(lang):
    assert kinds(_graded(lang, SILENT_BUT[lang][1])) == []


def test_a_person_after_the_contrast_is_one_addition_in_english():
    got = kinds(_graded("en", "The notes don't say who runs it day to day, but Dana Whitfield will take it on.\n"))
    assert got == [("person", "Dana Whitfield")], got


# a guess that the gap may be filled later is talk about the notes, not a claim after the contrast
GAP_GUESS = {
    "en": "The notes do not name an owner for the pilot, but that might be added later.\n",
    "ru": "В заметках не сказано, кто руководит пилотом, но, может быть, это допишут позже.\n",
    "zh": "材料没有说明谁负责，不过以后也许会补充。\n",
}


@pytest.mark.parametrize("lang", list(GAP_GUESS))
def test_a_guess_that_the_gap_may_be_filled_adds_nothing(lang):
    assert kinds(_graded(lang, GAP_GUESS[lang])) == []
