"""Cutting and filling a document to a cell's length by token counts, the answer's passage always kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from kvtrial.tasks.build import NEAR, TooShort, build_input, position_of
from kvtrial.tasks.parse import load_task
from kvtrial.tasks.prompt import task_prompt
from tests.tasks.helpers import FILLER_SENTENCE, long_document, question, render_words, word_count, write_task

EVIDENCE = "The contract was signed on 12 March 2021 by Alice Moreau."


def task_with(tmp_path: Path, document: str, **more):
    return load_task(write_task(tmp_path / "task.jsonl", [{"id": "d", "document": document, **more, "questions": [
        question("signed", "date", "12 March 2021", evidence=EVIDENCE)]}]))


@pytest.mark.parametrize("at, position", [(0.05, "start"), (0.5, "middle"), (0.95, "end")])
def test_a_long_document_is_cut_to_the_cell_keeping_the_evidence_where_it_sits(tmp_path, at, position) -> None:
    task = task_with(tmp_path, long_document(600, at))
    for target in (300, 1000, 2500):
        built = build_input(task, "signed", target, render_words, word_count)
        size = len(render_words(task_prompt(built.text, built.question, "en", False)))
        # at most the cell's length, and within the slack of one sentence break (16 characters of bisection
        # plus up to 200 characters to the nearest break: fewer than 60 words of this text)
        assert NEAR * target <= size <= target and target - size < 60, (target, size)
        assert EVIDENCE in built.text and built.text[built.evidence_start:].startswith(EVIDENCE)
        assert built.position == position and built.filled == 0, (target, built.depth)
        assert built.text in task.documents[0].text  # a cut, not a rewrite


def test_a_cut_ends_on_sentence_breaks(tmp_path) -> None:
    built = build_input(task_with(tmp_path, long_document(600, 0.5)), "signed", 500, render_words, word_count)
    assert built.text.startswith("Sentence") and built.text.rstrip().endswith(".")


def test_a_short_document_is_refused_for_the_cell_without_filler(tmp_path) -> None:
    task = task_with(tmp_path, long_document(20, 0.5))
    whole = len(render_words(task_prompt(task.documents[0].text, task.documents[0].questions[0], "en", False)))
    assert build_input(task, "signed", whole, render_words, word_count).filled == 0  # fits whole
    with pytest.raises(TooShort, match=r"formats to \d+ tokens with question signed, under the cell's 2000"):
        build_input(task, "signed", 2000, render_words, word_count)


def test_a_short_document_is_filled_with_the_users_filler_only(tmp_path) -> None:
    document = long_document(20, 0.5)
    task = task_with(tmp_path, document, filler=FILLER_SENTENCE)
    built = build_input(task, "signed", 2000, render_words, word_count)
    size = len(render_words(task_prompt(built.text, built.question, "en", False)))
    assert NEAR * 2000 <= size <= 2000 and built.filled > 0
    assert document in built.text and EVIDENCE in built.text
    # what is not the document is the user's filler, sentence by sentence: nothing of kvtrial's material
    rest = built.text.replace(document, " ")
    leftovers = {s.strip() for s in rest.replace(FILLER_SENTENCE, " ").split(".") if s.strip()}
    assert leftovers <= {w for w in FILLER_SENTENCE.split(".") if w}, leftovers  # partial sentences of it at most
    assert built.position == "middle"  # filled before and after in the evidence's own proportion


def test_positions_by_thirds() -> None:
    assert [position_of(d) for d in (0.0, 0.32, 0.34, 0.66, 0.67, 1.0)] == [
        "start", "start", "middle", "middle", "end", "end"]


def test_real_tokenizer_counts_and_chat_template(tmp_path) -> None:
    """With the embedded model's tokenizer and chat template: the formatted input is at most the cell's length and
    close to it, and the evidence is in it."""
    from kvtrial.defaults import DEFAULT_MODEL
    from kvtrial.models.metadata import encode, format_prompt, load_tokenizer
    from kvtrial.protocol.samples import build_sample

    tokenizer = load_tokenizer(DEFAULT_MODEL)
    assert tokenizer.chat_template
    task = task_with(tmp_path, long_document(400, 0.8))
    for target in (704, 1024, 4096):
        sample = build_sample(tokenizer, "s", target, "signed", "en", task)
        assert sample.refused is None and NEAR * target <= len(sample.input_ids) <= target
        assert EVIDENCE in sample.formatted and sample.formatted.startswith("<|im_start|>")
        assert encode(tokenizer, format_prompt(tokenizer, task_prompt(
            sample.material.text, sample.material.question, "en", False))) == sample.input_ids
        assert sample.material.position == "end"
