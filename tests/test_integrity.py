"""Output integrity checks on crafted texts: one failure each, and a clean pass."""

import pytest

from kvtrial.integrity import check_integrity, check_repetition, find_sections, heading_of

SECTIONS = ("Timeline", "Scope", "Budget", "Status", "Sources")
CLEAN = """## Timeline
The pilot starts on 5 May 2026 [2] and ends on 4 July 2026 [7].

**Scope**
Purchase order intake at the Valencia hub [13]; the night shift is out of scope [7].

Budget: GBP 37,500 [2].

1. Status
Approved by Ines Carvalho on 22 April 2026 [7].
Done:
- Interviews with the shift supervisors [13]
Planned:
- Connection to the customer portal [2]

### Sources
- Start date: [2]
- End date: [7]
"""


def test_clean_text_passes_every_check():
    r = check_integrity(CLEAN, "eos", SECTIONS, output_tokens=120, budget=256)
    assert r.passed, r.failures
    assert r.failures == [] and not r.truncated
    d = r.to_dict()
    assert d["passed"] is True and set(d) >= {"repetition", "characters", "ending", "sections", "stop"}


@pytest.mark.parametrize("tail", [
    " the pilot the pilot" * 12,  # a 2-word unit at the end
    "\nThe pilot covers the Lyon warehouse only [3]." * 4,  # a repeated line
    "!" * 60,  # a character loop without spaces
    "\n" + " ".join(f"[{i}]" for i in range(1, 40)),  # a counting loop (seen from SmolLM2-135M)
    "\n" + " ".join(f"[{i}]" for i in range(1, 40)) + " [",  # ... cut by the budget mid-unit
    " the pilot is a project that is a project that is a project that is a project that is a proj",
])
def test_repetition_loops_are_caught(tail):
    r = check_integrity(CLEAN.rstrip() + tail, "eos", SECTIONS)
    assert not r.repetition.passed and not r.passed
    assert r.repetition.evidence["repeats"] >= 3


def test_a_ten_word_run_repeated_inside_the_text_is_a_loop():
    run = "the budget for the pilot is set at the agreed level "
    text = CLEAN.replace("Budget: GBP 37,500 [2].", f"Budget: GBP 37,500 [2]. {run}and {run}then {run}ok.")
    r = check_integrity(text, "eos", SECTIONS)
    assert not r.repetition.passed and "10-word run" in r.repetition.detail


def test_a_short_list_of_distinct_items_is_not_a_loop():
    assert check_integrity(CLEAN, "eos", SECTIONS).repetition.passed


@pytest.mark.parametrize("bad,codepoint", [("\ufffd", "U+FFFD"), ("\x07", "U+0007"), ("\x00", "U+0000"),
                                            ("\r", "U+000D"), ("\ue000", "U+E000")])
def test_abnormal_characters_are_caught(bad, codepoint):
    r = check_integrity(CLEAN.replace("Valencia", f"Vale{bad}ncia"), "eos", SECTIONS)
    assert not r.characters.passed and r.characters.evidence["first"][0]["codepoint"] == codepoint


def test_newline_and_tab_are_normal():
    assert check_integrity(CLEAN.replace("- Start", "\t- Start"), "eos", SECTIONS).characters.passed


@pytest.mark.parametrize("ending", [
    "The budget will be reviewed by the", "The pilot covers invoice matching and", "Budget: GBP 37,500,",
    "The pilot covers the Lyon warehouse", "",
])
def test_half_sentence_ending_on_eos_fails(ending):
    text = CLEAN + "\n" + ending if ending else ""
    r = check_integrity(text, "eos", SECTIONS if ending else ())
    assert not r.ending.passed and not r.passed


@pytest.mark.parametrize("ending", ["It ends here.", "Done?", "See [7]", "- Payroll system", "\"Quoted.\""])
def test_complete_endings_pass(ending):
    assert check_integrity(CLEAN + ending, "eos", SECTIONS).ending.passed


def test_length_stop_is_explained_truncation_not_a_half_sentence_failure():
    text = CLEAN + "The budget will be reviewed by the"
    r = check_integrity(text, "length", SECTIONS, output_tokens=256, budget=256)
    assert r.truncated and r.passed
    assert r.ending.evidence == {"complete": False, "truncated": True}
    assert "truncated at the output budget" in r.stop.detail


def test_length_stop_before_the_budget_is_unexplained():
    r = check_integrity(CLEAN, "length", SECTIONS, output_tokens=100, budget=256)
    assert not r.stop.passed and "unexplained" in r.stop.detail


@pytest.mark.parametrize("reason", [None, "error", "stop"])
def test_unknown_stop_reason_fails(reason):
    r = check_integrity(CLEAN, reason, SECTIONS)
    assert not r.stop.passed and not r.passed


def test_more_tokens_than_the_budget_fails():
    assert not check_integrity(CLEAN, "eos", SECTIONS, output_tokens=300, budget=256).stop.passed


def test_missing_sections_are_named():
    text = CLEAN.replace("Budget: GBP 37,500 [2].", "GBP 37,500 [2].").replace("### Sources", "")
    r = check_integrity(text, "eos", SECTIONS)
    assert not r.sections.passed
    assert r.sections.evidence["missing"] == ["Budget", "Sources"]


@pytest.mark.parametrize("line,heading", [
    ("# Timeline", "Timeline"), ("**Scope**", "Scope"), ("__Budget__:", "Budget"), ("Status:", "Status"),
    ("2. Sources", None), ("The pilot starts on 5 May.", None), ("", None),
])
def test_heading_forms(line, heading):
    assert heading_of(line) == heading


def test_find_sections_accepts_inline_labels_and_numbered_headings():
    found, missing = find_sections("1. Timeline:\nstuff\nScope: Lyon only.\n## 3. Budget\n", ["Timeline", "Scope", "Budget"])
    assert missing == [] and found == ["Timeline", "Scope", "Budget"]
    found, missing = find_sections("Status\nApproved.\n2. Sources\n[1]", ["Status", "Sources", "Budget"])
    assert found == ["Status", "Sources"] and missing == ["Budget"]


@pytest.mark.parametrize("text", ["\n[1] 预算：100000000", "1000000", "Budget: EUR 100000000.", "ok!!!", "ааааа"])
def test_a_short_text_ending_in_a_repeated_character_is_not_a_long_loop(text: str) -> None:
    # a unit longer than a third of the text would index before its start and read as a long loop
    result = check_repetition(text)
    assert result.passed, result


def test_a_long_character_loop_is_still_found() -> None:
    result = check_repetition("预算：" + "0" * 60)
    assert not result.passed and result.evidence["unit"] == "0" and result.evidence["repeats"] == 60
    result = check_repetition("结果：" + "好的" * 30)
    assert not result.passed and result.evidence["unit"] == "好的"
