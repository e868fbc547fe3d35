"""q8_0 on the real model: top-1 agreement with the ordinary cache over a teacher-forced window."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache import describe, make_cache
from kvtrial.corpora import corpus_tokens, load_corpus

PREFILL, SCORED, STEP = 256, 256, 16


def teacher_forced_logits(loaded, spec: str, ids: torch.Tensor) -> tuple[torch.Tensor, object]:
    """Prefill PREFILL tokens, then feed the next SCORED tokens STEP at a time so attention reads the stored cache."""
    cache = make_cache(spec, loaded.model.config)
    scored = []
    with torch.no_grad():
        loaded.model(ids[:, :PREFILL], cache=cache, use_cache=True, logits_to_keep=1)
        for start in range(PREFILL, PREFILL + SCORED, STEP):
            scored.append(loaded.model(ids[:, start : start + STEP], cache=cache, use_cache=True).logits)
    return torch.cat(scored, dim=1)[0], cache


def top1_agreement(loaded, spec: str) -> float:
    ids = corpus_tokens(load_corpus("pydoc"), loaded.tokenizer, PREFILL + SCORED).unsqueeze(0)
    reference, ordinary = teacher_forced_logits(loaded, "ordinary", ids)
    candidate, cache = teacher_forced_logits(loaded, spec, ids)
    report = describe(cache)
    # The comparison counts only if the candidate's setting is what the cache really stored.
    assert report.confirmed and report.effective_setting == spec
    assert report.tokens == describe(ordinary).tokens == PREFILL + SCORED
    return (reference.argmax(-1) == candidate.argmax(-1)).float().mean().item()


@pytest.mark.real_model
def test_q8_0_keeps_97_percent_top1_agreement(real_model):
    agreement = top1_agreement(real_model, "q8_0")
    print(f"q8_0 top-1 agreement over {SCORED} teacher-forced positions: {agreement:.4f}")
    assert agreement >= 0.97
