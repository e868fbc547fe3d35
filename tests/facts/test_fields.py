"""A "label: value" field read in each language: its label and value and where they stand, a table row's cells,
a label too long to be one and a line with no field."""

from __future__ import annotations

import pytest

from kvtrial.facts.cues import field_said_empty, said_empty
from kvtrial.facts.fields import Field, split_field
from kvtrial.facts.languages import get_language


@pytest.mark.parametrize(("text", "label", "value"), [
    ("Done: nothing yet", "Done", "nothing yet"),
    ("已完成：暂无", "已完成", "暂无"),
    ("Сделано: пока ничего", "Сделано", "пока ничего"),
    ("- **Budget**: 80k EUR", "Budget", "80k EUR"),
])
def test_a_field_gives_its_label_and_value(text: str, label: str, value: str) -> None:
    field = split_field(text)
    assert field is not None
    assert (field.label, field.value) == (label, value)
    assert text[field.label_start:field.label_end] == label
    assert text[field.value_start:field.value_end] == value


def test_a_table_row_reads_its_first_cell_as_the_label_and_leaves_the_closing_bar_out() -> None:
    assert split_field("| Budget | 80k EUR |") == Field("Budget", "80k EUR", 2, 8, 11, 18)


@pytest.mark.parametrize("text", [
    "The pilot that the warehouse team runs in Lyon: it starts in May",  # a sentence, its lead no label
    "Done. Next: the survey",  # a sentence's end before the colon, with the label's stops
    "Nothing has been done yet",  # no separator
    "Done:",  # no value
    "2026-05-15: start",  # a label opens with a letter
])
def test_a_line_with_no_field_of_the_kind_asked_gives_none(text: str) -> None:
    assert split_field(text, stops=".") is None


def test_the_limits_are_the_callers() -> None:
    assert split_field("2026-05-15: start", letter_first=False) is not None
    assert split_field("Survey started? No", separators="?？:：") is not None
    assert split_field("A: x", min_label=2) is None
    assert split_field("Done\nnow: x") is None
    field = split_field("Done\nnow: x", lines=True)
    assert field is not None and field.label == "Done\nnow"


@pytest.mark.parametrize(("code", "empty", "not_empty"), [
    ("en", "Done: nothing yet", "Done: warehouse inventory counted"),
    ("zh", "已完成：暂无", "已完成：库存盘点"),
    ("ru", "Сделано: пока ничего", "Сделано: инвентаризация склада"),
])
def test_a_field_said_empty_is_read_by_one_reader(code: str, empty: str, not_empty: str) -> None:
    lang = get_language(code)
    assert field_said_empty(empty, lang)
    assert not field_said_empty(not_empty, lang)
    assert said_empty(empty, lang) == tuple(part.strip() for part in empty.replace("：", ":").split(":"))
    assert said_empty(not_empty, lang) is None


def test_a_long_label_counts_only_where_any_label_does() -> None:
    lang = get_language("en")
    text = "What has been completed on the warehouse side so far: nothing yet"
    assert not field_said_empty(text, lang)
    assert said_empty(text, lang) == ("What has been completed on the warehouse side so far", "nothing yet")
