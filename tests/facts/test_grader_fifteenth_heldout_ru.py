"""Classes of misreading that the fifteenth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: 10 March - 22 April 2027, pending with the investment board, facts in paragraphs 2, 9 and 18 of the ru notes,
one done and one planned stage)."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade, labels


def _numbers(g):
    return [u for u in g.unsupported if u.kind == "number"]


# --- a count in words of the source's own things (its paragraphs, the pilot's stages) adds nothing -------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Из {total} абзацев заметок пилоту посвящены лишь три: 2, 9 и 18."),
    ("ru", "О пилоте говорят три записи — абзацы 2, 9 и 18."),
    ("ru", "В справке названы два этапа, и путать их не стоит."),
    ("en", "The notes name two stages of work, and they should not be confused."),
])
def test_a_count_of_the_sources_own_things_is_no_number_addition(mats, lang, extra):
    assert len(mats[("ru", 1)].paragraphs) == 19
    g = grade(mats, lang, 1, extra=extra.format(total="девятнадцати"))
    assert labels(g)["done"] == "correct" and labels(g)["planned"] == "correct"
    assert not _numbers(g), g.unsupported


@pytest.mark.parametrize("lang,extra", [
    ("ru", "Позже пилот охватит два новых склада."),
    ("ru", "Пилот добавит три этапа обучения."),
    ("en", "Later the pilot will add two new depots."),
])
def test_a_count_of_new_things_is_still_an_addition(mats, lang, extra):
    assert grade(mats, lang, 1, extra=extra).unsupported


# --- a one-line brief whose fields are parted by "|": each item's stage is the one in its own field ---------------------
@pytest.mark.parametrize("lang,line", [
    ("ru", "10.03.27–22.04.27 | заказ запчастей, завод в Тампере | готово: проверка чек-листа по защите данных | "
           "в плане, ещё не начато: обучение операторов первой линии"),
])
def test_fields_parted_by_a_bar_keep_their_own_stage(mats, lang, line):
    g = grade(mats, lang, 1, **{k: "" for k in ("done", "planned")}, extra=line)
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- mixed registers: an English state word ("— done") and a clipped exclusion ("— искл.") in a Russian brief --------
def test_an_english_state_word_in_a_russian_brief_gives_the_stage(mats):
    g = grade(mats, "ru", 1, done="", planned="",
              extra="Проверка чек-листа по защите данных — done; обучение операторов первой линии — план, не нач.")
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


def test_a_clipped_exclusion_word_excludes(mats):
    g = grade(mats, "ru", 1, oos="факс-шлюз (устар.) — искл.")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- "нельзя считать утверждённым": an approval that cannot be counted yet is pending --------------------------------
@pytest.mark.parametrize("status", [
    "инвестиционный совет ещё совещается, так что пилот нельзя считать утверждённым [9]",
    "считать пилот утверждённым рано: слово за инвестиционным советом [9]",
])
def test_an_approval_that_cannot_be_counted_yet_is_pending(mats, status):
    g = grade(mats, "ru", 1, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- mixed languages: an English "Approved" in a Russian brief, dated, with a condition after it --------------------
def test_an_english_approved_in_a_russian_brief_is_an_approval(mats):
    g = grade(mats, "ru", 5, status="Approved — Марек Новак, 15 мая 2026 г., при условии, что к старту подготовят "
                                    "доступ к складским данным [10]")
    # the approval is read as given (not pending), under a condition the source does not set: distorted
    assert g.by_id("approval").rule == "approval.conditional", g.by_id("approval").detail
    assert len(g.unsupported) == 1, g.unsupported


# --- "если свести всё вместе", "если коротко": a summing-up, no condition on the approval it restates --------------------
@pytest.mark.parametrize("extra", [
    "Если свести всё вместе, пилот утверждён Мареком Новаком и идёт по плану.",
    "Если коротко: пилот, утверждённый Мареком Новаком, охватывает один процесс.",
])
def test_a_summing_up_if_sets_no_condition(mats, extra):
    g = grade(mats, "ru", 5, extra=extra)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- mixed languages: an English "out of scope" after the item in a Russian brief excludes it ------------------------
def test_an_english_out_of_scope_in_a_russian_brief_excludes(mats):
    g = grade(mats, "ru", 5, oos="Гарантийные претензии — out of scope [10]")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- mixed languages: dates with English month names in a Russian brief are dates, no bare numbers ------------------
@pytest.mark.parametrize("timeline", [
    "Wed 10 Mar 2027 → Thu 22 Apr 2027 [2, 9]",
    "10 March 2027 – 22 April 2027 [2, 9]",
])
def test_english_month_names_in_a_russian_brief_are_dates(mats, timeline):
    g = grade(mats, "ru", 1, timeline=timeline)
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail
    assert not g.unsupported, g.unsupported


# --- the notes as the subject of a denial ("записи не говорят…", "…заметки не содержат"): a remark on the material -----
@pytest.mark.parametrize("extra", [
    "Записи не говорят, кто будет вести пилот после запуска.",
    "Других цифр по расходам заметки не содержат.",
])
def test_the_notes_saying_nothing_is_no_claim(mats, extra):
    assert not grade(mats, "ru", 1, extra=extra).unsupported


# --- a ticked box before an item ("[x] X") says it is done, in any language --------------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Работы по пилоту:\n[x] проверка чек-листа по защите данных [18]"),
    ("en", "Work items:\n[x] data-protection checklist review [15]"),
])
def test_a_ticked_box_marks_an_item_done(mats, lang, extra):
    g = grade(mats, lang, 1, done="", extra=extra)
    assert labels(g)["done"] == "correct", g.by_id("done").detail
