"""One quality run: windows from a corpus, the ordinary results (computed or reused), each candidate scored."""

from __future__ import annotations

import platform
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import torch
import transformers
from transformers import PreTrainedModel

import kvtrial
from kvtrial.cache import make_cache
from kvtrial.cache.spec import CacheSpec
from kvtrial.defaults import DEFAULT_PREFILL_CHUNK, DEFAULT_QUALITY_N_CTX
from kvtrial.quality.base_file import BaseHeader, check_matches, load_base, save_base, tokens_sha256
from kvtrial.quality.scoring import (
    DEFAULT_STEP,
    BaseRun,
    CacheFactory,
    CandidateResult,
    Progress,
    check_prefill_chunk,
    check_step,
    compute_base,
    make_windows,
    score_candidate,
    scored_per_window,
    window_prefill_chunk,
)

DEFAULT_N_CTX = DEFAULT_QUALITY_N_CTX


class WindowPool(Protocol):
    """Workers that compute the ordinary results and score candidates over shares of the windows."""

    def compute_base(self, windows: torch.Tensor, step: int, progress: Progress | None = None,
                     prefill_chunk: int | None = None) -> BaseRun: ...

    def score(self, base: BaseRun, spec: CacheSpec, progress: Progress | None = None) -> CandidateResult: ...

    def describe(self) -> dict: ...


@dataclass(frozen=True)
class ModelInfo:
    model_id: str
    revision: str
    max_context: int
    dtype: str
    attn_implementation: str


@dataclass(frozen=True)
class CorpusInfo:
    name: str
    sha256: str


@dataclass
class QualityReport:
    model: ModelInfo
    corpus: CorpusInfo
    n_ctx: int
    windows: int
    step: int
    tokens_scored: int
    base_path: str | None
    base_reused: bool
    prefill_chunk: int | None = None  # first-half tokens per forward pass (None: one pass)
    candidates: list[CandidateResult] = field(default_factory=list)
    executor: dict = field(default_factory=lambda: {"name": "local"})  # where the windows were computed

    def to_dict(self) -> dict:
        return {
            "kind": "kvtrial-quality",
            "versions": versions(),
            "model": vars(self.model),
            "corpus": vars(self.corpus),
            "n_ctx": self.n_ctx,
            "windows": self.windows,
            "step": self.step,
            "prefill_chunk": self.prefill_chunk,  # null: the first half in one pass
            "scored_per_window": scored_per_window(self.n_ctx),
            "tokens_scored": self.tokens_scored,
            "reference": "ordinary (transformers DynamicCache, same schedule)",
            "base_file": {"path": self.base_path, "reused": self.base_reused},
            "candidates": [c.to_dict() for c in self.candidates],
            "executor": self.executor,
        }


def versions() -> dict:
    return {
        "kvtrial": kvtrial.__version__,
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "torch_threads": torch.get_num_threads(),
    }


def run_quality(
    model: PreTrainedModel,
    model_info: ModelInfo,
    tokens: Sequence[int] | torch.Tensor,
    corpus: CorpusInfo,
    specs: Sequence[CacheSpec],
    n_ctx: int = DEFAULT_N_CTX,
    windows: int | None = None,
    step: int = DEFAULT_STEP,
    bos_token_id: int | None = None,
    base_path: Path | str | None = None,
    cache_factory: CacheFactory = make_cache,
    progress: Progress | None = None,
    pool: WindowPool | None = None,
    prefill_chunk: int | None = DEFAULT_PREFILL_CHUNK,
) -> QualityReport:
    """Validate everything first (settings, step, prefill chunk, windows, base file), then compute.

    With a `pool` (e.g. `kvtrial.quality.parallel.RayWindowPool`) the ordinary results and each
    candidate are computed by the pool's workers over shares of the windows; the base file is still
    read and written here, once."""
    check_step(step)
    check_prefill_chunk(prefill_chunk)
    win = make_windows(tokens, n_ctx, windows, bos_token_id, corpus=corpus.name, max_context=model_info.max_context)
    prefill_chunk = window_prefill_chunk(n_ctx, prefill_chunk)  # None where one chunk covers the first half
    text = model.config.get_text_config()
    expected = BaseHeader(
        model_id=model_info.model_id, model_revision=model_info.revision, dtype=model_info.dtype,
        attn_implementation=model_info.attn_implementation, corpus=corpus.name, corpus_sha256=corpus.sha256,
        n_ctx=n_ctx, windows=win.shape[0], step=step, tokens_sha256=tokens_sha256(win), bos_token_id=bos_token_id,
        hidden_size=text.hidden_size, vocab_size=text.vocab_size, prefill_chunk=prefill_chunk,
    )
    base: BaseRun | None = None
    reused = False
    if base_path is not None and Path(base_path).exists():
        header, base, _ = load_base(base_path)
        check_matches(base_path, header, expected)
        reused = True
        if progress:
            progress(f"ordinary: reusing base file {base_path}")
    if base is None:
        base = (pool.compute_base(win, step, progress, prefill_chunk) if pool
                else compute_base(model, win, step, progress, prefill_chunk))
        if base_path is not None:
            save_base(base_path, expected, base, provenance=versions())
            if progress:
                progress(f"ordinary: base file written to {base_path}")
    report = QualityReport(
        model=model_info, corpus=corpus, n_ctx=n_ctx, windows=win.shape[0], step=step,
        tokens_scored=win.shape[0] * scored_per_window(n_ctx), base_path=str(base_path) if base_path else None,
        base_reused=reused, prefill_chunk=prefill_chunk,
    )
    if pool is not None:
        report.executor = pool.describe()
    for spec in specs:
        report.candidates.append(pool.score(base, spec, progress) if pool else
                                 score_candidate(model, base, spec, cache_factory=cache_factory, progress=progress))
    return report
