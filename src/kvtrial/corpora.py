"""Text corpora by name: `pydoc` (CPython's own docs, on every machine), `file:PATH`, `wikitext-2`.

A corpus is its text plus the text's sha256, so a run record can name exactly what was read.
Token counts always come from the model's own tokenizer (`tokenize_corpus`), never from characters.
"""

from __future__ import annotations

import difflib
import hashlib
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from kvtrial.defaults import DEFAULT_CORPUS
from kvtrial.errors import CorpusError
from kvtrial.inputs import InputKind, read_input_text
from kvtrial.registry import Registry

FILE_PREFIX = "file:"


@dataclass(frozen=True)
class Corpus:
    name: str
    text: str
    sha256: str
    source: str = ""

    @property
    def chars(self) -> int:
        return len(self.text)


def _make(name: str, text: str, source: str) -> Corpus:
    return Corpus(name=name, text=text, sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(), source=source)


def _pydoc() -> Corpus:
    from pydoc_data.topics import topics

    # Sorted keys: the dict's own order is an implementation detail of the CPython build.
    text = "\n\n".join(topics[key] for key in sorted(topics))
    version = ".".join(map(str, sys.version_info[:3]))
    return _make("pydoc", text, f"CPython {version} pydoc_data.topics ({len(topics)} topics, sorted by key)")


def _wikitext2() -> Corpus:
    try:
        import datasets
    except ImportError:
        raise CorpusError(
            "corpus 'wikitext-2' needs the `datasets` package (pip install 'kvtrial[data]') and the data set in its "
            "local cache; it is not reachable here. Use 'pydoc' (always available) or 'file:PATH'."
        ) from None
    try:
        rows = datasets.load_dataset("wikitext", "wikitext-2-raw-v1", split="test")
    except Exception as exc:  # noqa: BLE001 - datasets raises many kinds (connection, missing cache, ...)
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise CorpusError(
            f"corpus 'wikitext-2' is not reachable here (not in the `datasets` cache and no network: {first}). "
            "Use 'pydoc' (always available) or 'file:PATH'."
        ) from None
    # The rows keep their own newlines; joined they reproduce wiki.test.raw, the file llama.cpp scores.
    return _make("wikitext-2", "".join(rows["text"]), "datasets: wikitext/wikitext-2-raw-v1, split test")


def _file(name: str) -> Corpus:
    raw = name[len(FILE_PREFIX):]
    if not raw:
        raise CorpusError("corpus 'file:' needs a path, e.g. 'file:notes.txt'")
    path = Path(raw).expanduser()
    text = read_input_text(path, "corpus file", InputKind.CORPUS, CorpusError)
    if not text.strip():
        raise CorpusError(f"corpus file {str(path)!r} is empty")
    return _make(name, text, str(path.resolve()))


CORPORA: Registry[Callable[[], Corpus]] = Registry("corpus")
CORPORA.add("pydoc", _pydoc)
CORPORA.add("wikitext-2", _wikitext2)


def corpus_names() -> list[str]:
    return [*CORPORA.names(), FILE_PREFIX + "PATH"]


def load_corpus(name: str = DEFAULT_CORPUS) -> Corpus:
    """The corpus called `name`; CorpusError naming what is wrong and what is valid."""
    if name.startswith(FILE_PREFIX):
        return _file(name)
    if name not in CORPORA:
        close = difflib.get_close_matches(name, CORPORA.names(), n=1)
        hint = f" Did you mean {close[0]!r}?" if close else ""
        raise CorpusError(f"unknown corpus {name!r}.{hint} Valid corpora: {', '.join(corpus_names())}.")
    return CORPORA.get(name)()


def tokenize_corpus(corpus: Corpus, tokenizer: Any) -> torch.Tensor:
    """The corpus as one 1-D int64 tensor of the model tokenizer's ids, without special tokens."""
    ids = tokenizer(corpus.text, add_special_tokens=False, return_attention_mask=False, verbose=False)["input_ids"]
    return torch.tensor(ids, dtype=torch.long)


def corpus_tokens(corpus: Corpus, tokenizer: Any, n: int) -> torch.Tensor:
    """The first n tokens of the corpus (1-D int64); CorpusError if it is shorter."""
    ids = tokenize_corpus(corpus, tokenizer)
    if n > ids.numel():
        raise CorpusError(f"corpus {corpus.name!r} has {ids.numel()} tokens with this tokenizer; {n} were asked for")
    return ids[:n]
