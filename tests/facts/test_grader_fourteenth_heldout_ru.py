"""Classes of misreading that the thirteenth and fourteenth held-out sets (ru) showed, each pinned with phrasings
written for these tests (none taken from a held-out brief). The materials are those of
tests/facts/test_grader_classes_all_languages.py (seed 5: approved by Marek Novak on 15 May 2026, barcode scanners
installed, the user guides' translation planned)."""

import pytest

from tests.facts.test_grader_classes_all_languages import assert_all_correct, grade


# --- what the writer says to the reader around the brief is framing, no claim ------------------------------------
@pytest.mark.parametrize("extra", [
    "Если понадобится, сверну всё в одну строку.",  # an "if needed" offer with its first-person verb
    "Могу расписать каждый пункт подробнее, если это пригодится.",  # "могу" with any verb
    "Появятся вопросы — пиши.",  # a call to write back, in the "ты" form
    "Что-то неясно — спрашивай 🙂",
    "Ниже собраны главные факты о пилоте.",  # a line pointing at the brief's own layout
    "Замечательный запрос!",  # praise of the request
    "Подготовила: менеджер проектного офиса",  # a byline
])
def test_words_to_the_reader_are_framing(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra))


# --- an offer naming the brief's sections states no approval, in every language ------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Если нужно, могу разложить это по разделам «Сроки», «Статус» и «Источники»."),
    ("en", "If you need it, I can rewrite this with Timeline, Status and Sources sections."),
    ("zh", "如果需要，我可以把以上内容改成按“时间线、状态、来源”分节的简报。"),
])
def test_an_offer_naming_the_status_section_states_no_approval(mats, lang, extra):
    assert_all_correct(grade(mats, lang, 5, extra=extra))


# --- a recap's line telling two items' stages: "ещё впереди" is still to come, the other item's done word is not its
@pytest.mark.parametrize("extra", [
    "\nГлавное\n- Подготовка завершена, перевод руководств пользователя ещё впереди.",
    "Обучение проведено, перевод руководств пользователя впереди.",
])
def test_still_ahead_is_planned(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra))


# --- a recap's item summing up the approval in words of its own is no second approval --------------------------------
@pytest.mark.parametrize("extra", [
    "\n### Ключевые выводы\n- Пилот утверждён и строго ограничен: один процесс на одной площадке.",
    "\n**Итоги**\n1. Пилот утверждён, границы ясные.",
])
def test_a_recap_of_the_approval_is_no_second_approval(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra))
