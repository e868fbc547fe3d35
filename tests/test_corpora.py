"""Corpora: pydoc (deterministic), file:PATH, wikitext-2's clear refusal, token counts from the tokenizer."""

from __future__ import annotations

import hashlib
import sys
import types

import pytest
import torch
from tokenizers import processors

from kvtrial.corpora import corpus_tokens, load_corpus, tokenize_corpus
from kvtrial.errors import CorpusError
from tests.conftest import byte_level_tokenizer


def test_pydoc_is_the_topics_joined_in_key_order():
    from pydoc_data.topics import topics

    corpus = load_corpus("pydoc")
    first = sorted(topics)[0]
    assert corpus.text.startswith(topics[first])
    assert corpus.text == "\n\n".join(topics[k] for k in sorted(topics))
    assert corpus.sha256 == hashlib.sha256(corpus.text.encode()).hexdigest()
    assert load_corpus("pydoc") == corpus
    assert corpus.chars > 400_000


def test_file_corpus_reads_utf8(tmp_path):
    path = tmp_path / "brief.txt"
    path.write_text("Pilot starts in March — budget €12k.\n", encoding="utf-8")
    corpus = load_corpus(f"file:{path}")
    assert corpus.text == "Pilot starts in March — budget €12k.\n"
    assert corpus.name == f"file:{path}"


@pytest.mark.parametrize(
    "content, pattern",
    [(None, "does not exist"), (b"  \n\t", "is empty"), (b"ok \xff\xfe bad", "is not UTF-8 text")],
)
def test_bad_file_corpus_is_one_clear_error(tmp_path, content, pattern):
    path = tmp_path / "c.txt"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(CorpusError, match=pattern):
        load_corpus(f"file:{path}")


def test_file_prefix_without_a_path():
    with pytest.raises(CorpusError, match="needs a path"):
        load_corpus("file:")


def test_unknown_corpus_suggests_and_lists():
    with pytest.raises(CorpusError, match=r"Did you mean 'pydoc'\?.*pydoc, wikitext-2, file:PATH"):
        load_corpus("pydc")


def test_wikitext_without_datasets_says_what_to_use(monkeypatch):
    monkeypatch.setitem(sys.modules, "datasets", None)  # import fails as if not installed
    with pytest.raises(CorpusError, match="needs the `datasets` package.*Use 'pydoc'"):
        load_corpus("wikitext-2")


def test_wikitext_not_reachable_says_what_to_use(monkeypatch):
    def offline(*args, **kwargs):
        raise ConnectionError("Couldn't reach 'wikitext' on the Hub (LocalEntryNotFoundError)")

    monkeypatch.setitem(sys.modules, "datasets", types.SimpleNamespace(load_dataset=offline))
    with pytest.raises(CorpusError, match="not reachable here.*Couldn't reach.*Use 'pydoc'"):
        load_corpus("wikitext-2")


def test_wikitext_rows_are_joined_as_the_raw_file(monkeypatch):
    rows = {"text": ["", " = Title = \n", "", " Body text .\n"]}
    monkeypatch.setitem(sys.modules, "datasets", types.SimpleNamespace(load_dataset=lambda *a, **k: rows))
    corpus = load_corpus("wikitext-2")
    assert corpus.text == " = Title = \n Body text .\n"


def test_token_counts_come_from_the_tokenizer_without_special_tokens(tmp_path):
    tok = byte_level_tokenizer()
    tok.add_special_tokens({"bos_token": "<s>"})
    tok.backend_tokenizer.post_processor = processors.TemplateProcessing(
        single="<s> $A", special_tokens=[("<s>", tok.bos_token_id)]
    )
    assert tok("x")["input_ids"][0] == tok.bos_token_id  # this tokenizer does add one when asked
    path = tmp_path / "t.txt"
    path.write_text("héllo")
    ids = tokenize_corpus(load_corpus(f"file:{path}"), tok)
    assert ids.dtype == torch.long and ids.dim() == 1
    assert ids.tolist() == tok("héllo", add_special_tokens=False)["input_ids"]
    assert ids.numel() == 6  # 6 UTF-8 bytes, not 5 characters
    assert tok.bos_token_id not in ids.tolist()
    assert corpus_tokens(load_corpus(f"file:{path}"), tok, 3).tolist() == ids[:3].tolist()
    with pytest.raises(CorpusError, match="has 6 tokens with this tokenizer; 7 were asked for"):
        corpus_tokens(load_corpus(f"file:{path}"), tok, 7)
