"""Classes of misreading that the twenty-first held-out set showed in later turns of a conversation (every
language) and in Russian, each pinned with phrasings written for these tests (none taken from a held-out brief).
The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 1: pending with the investment
board; seed 5: approved by Marek Novak on 15 May 2026, the pilot «Скопа» / Osprey / 鱼鹰)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, assert_all_correct, labels


def _opened(mats, lang, seed, opening, **changes):
    """The clean brief with a line of a later turn before it."""
    text = opening + "\n" + BRIEF[lang].format(**{**CLEAN[(lang, seed)], **changes})
    return grade_output(mats[(lang, seed)], text)


# --- a later turn's framing: a correction's lead-in, an apology, a remark on the earlier answer's error or on the
# restatement it gives, is no claim --------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, opening", [
    ("ru", "Уточнение к моему прошлому сообщению: я напутал с датами."),
    ("ru", "Прошу прощения, в предыдущем ответе я неверно указал бюджет."),
    ("ru", "Ничего не меняется — перепишу справку полностью, раз ты просил списком."),
    ("ru", "Извините, я ошибся с площадкой."),
    ("en", "A quick correction to my previous answer: I got the budget wrong."),
    ("en", "Sorry, I mixed up the dates."),
    ("en", "Actually, I had the end date wrong in my last reply."),
    ("zh", "照您的意思，我把刚才那份改成了列表："),
    ("zh", "其余内容均保持不变——"),
    ("zh", "请以这一版为准。"),
])
def test_a_later_turns_framing_is_no_claim(mats, lang, opening):
    assert_all_correct(_opened(mats, lang, 5, opening))


# --- the superseded value a correction quotes, named as the earlier answer's, states no approval ----------------------
@pytest.mark.parametrize("lang, opening", [
    ("zh", "更正一下我之前的回答：我上次写成“投资委员会已批准”，不对。"),
])
def test_a_superseded_approval_in_a_correction_is_no_state(mats, lang, opening):
    g = _opened(mats, lang, 1, opening)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- a remark that the notes say it plainly, in a sentence with the fact, leaves the fact's state read ---------------
def test_a_plainness_remark_beside_the_state_keeps_it(mats):
    g = _opened(mats, "zh", 1, "", status="资料里写得很明白，试点仍在等待投资委员会审批[4]")
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- a greeting or a title naming the pilot in another case frames the brief ----------------------------------------
@pytest.mark.parametrize("opening", [
    "Всем добрый день! Коротко о «Скопе» (status update):",
    "Привет! Апдейт по «Скопе»:",
])
def test_the_pilots_name_in_another_case_frames(mats, opening):
    assert_all_correct(_opened(mats, "ru", 5, opening))


# --- English state words in a Russian brief: a pending approval ("not yet — awaiting the …") and a planned item
# ("planned, not started") are read as the Russian words are -------------------------------------------------------
@pytest.mark.parametrize("status", [
    "not yet — awaiting the инвестиционный совет (investment board) [9]",
    "still awaiting инвестиционный совет [9]",
])
def test_an_english_pending_word_in_a_russian_brief(mats, status):
    g = _opened(mats, "ru", 1, "", status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


@pytest.mark.parametrize("planned", [
    "обучение операторов первой линии — planned, not started [2]",
    "обучение операторов первой линии (scheduled) [2]",
])
def test_an_english_planned_word_in_a_russian_brief(mats, planned):
    g = grade_output(mats[("ru", 1)], "- Next: " + planned + "\n")
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- an English field name in a Chinese brief ("start date 是 …") gives the date its role: a corrected start date
# other than the source's is distorted, the source's is correct -----------------------------------------------------
@pytest.mark.parametrize("day, label", [("2027年3月12日", "distorted"), ("2027年3月10日", "correct")])
def test_an_english_date_name_in_a_chinese_brief(mats, day, label):
    g = _opened(mats, "zh", 1, "", timeline=f"更正：试点的 start date 是 {day}，end date 是 2027年4月22日[2][4]")
    assert labels(g)["start_date"] == label, g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail


# --- in a table with the facts as columns, a row whose first cell names the citations ("| Абзац | 3 | 10 |",
# "| Para | 2 | 8 |") cites paragraphs: its numbers are no counts and the row is no claim ---------------------------
@pytest.mark.parametrize("lang, head, values, cites", [
    ("ru", "| Пилот | Старт | Финиш | Бюджет | Сделано | В плане |",
     "| «Скопа» | 09.06.2026 | 03.10.2026 | 45 000 долларов США | установка сканеров штрихкодов | перевод руководств "
     "пользователя |", "| Абз. | 3 | 10 | 3 | 17 | 3 |"),
    ("en", "| Pilot | Start | End | Budget | Done | Planned |",
     "| Osprey | 9 June 2026 | 3 October 2026 | USD 45,000 | barcode scanners installed | translation of the user "
     "guides |", "| Para | 2 | 8 | 2 | 14 | 2 |"),
])
def test_a_citation_row_under_fact_columns_cites(mats, lang, head, values, cites):
    rule = "|---|---|---|---|---|---|"
    g = grade_output(mats[(lang, 5)], "\n".join((head, rule, values, cites)) + "\n")
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert not g.unsupported, g.unsupported


# --- a status colour told after a dash, with a hedge before its subject ("В целом статус пилота — …"), is a status
# the approval fact does not hold: one addition ------------------------------------------------------------------
@pytest.mark.parametrize("extra", ["В целом статус пилота — жёлтый.", "По ощущениям статус проекта — красный."])
def test_a_hedged_status_colour_after_a_dash_adds(mats, extra):
    g = grade_output(mats[("ru", 5)], BRIEF["ru"].format(**{**CLEAN[("ru", 5)], "extra": extra}))
    assert len(g.unsupported) == 1, g.unsupported
