"""Task files written for the tests, and a word-count tokenizer whose counts are easy to reason about."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FILLER_SENTENCE = "The river ran past the mill and the weather stayed mild all week."


def long_document(sentences: int = 300, at: float = 0.5) -> str:
    """A document of `sentences` neutral sentences with the facts inserted at relative place `at`."""
    parts = [f"Sentence {i} of the notes mentions the garden and the library." for i in range(sentences)]
    parts.insert(int(at * sentences), "The contract was signed on 12 March 2021 by Alice Moreau. The fee is EUR 48,500.")
    return " ".join(parts)


def question(qid: str, kind: str, answer: str, **more: Any) -> dict[str, Any]:
    return {"id": qid, "question": f"What is {qid}?", "answer": answer, "kind": kind, **more}


def write_task(path: Path, lines: list[Any]) -> Path:
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)) + "\n"
                            for line in lines), encoding="utf-8")
    return path


class WordTokenizer:
    """One token per whitespace-separated word: counts a test can check by hand."""

    chat_template = None

    def __call__(self, text: str, add_special_tokens: bool = False) -> dict[str, list[int]]:
        return {"input_ids": [len(w) for w in text.split()]}


def word_count(text: str) -> int:
    return len(text.split())


def render_words(prompt: str) -> list[int]:
    return [len(w) for w in prompt.split()]
