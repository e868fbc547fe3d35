"""Quality of one backend setting against that backend's own ordinary cache, chunk by chunk.

`benchmarks/backends_table.py` sets every engine's settings beside its own reference (llama.cpp's
f16 cache, transformers' ordinary cache). Both are run over the same windows with the same schedule
and compared position by position. With a 262,144-token vocabulary the logits of one 8K window's
scored half are 4.3 GB in float32 (8.6 GB in the float64 the comparison uses), so the comparison is
made one fed step at a time: `compare_chunks` takes (reference, candidate) logit pairs as the two
sessions' `score_window_chunks` yield them and keeps only per-token values (KL, the two true-token
log-probs, top-1 agreement). Its figures are those of `compare_logits_full` on the whole tensors.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import torch


def _per_token(base: torch.Tensor, cand: torch.Tensor, targets: torch.Tensor) -> tuple[torch.Tensor, ...]:
    lp, lq = torch.log_softmax(base.double(), -1), torch.log_softmax(cand.double(), -1)
    kl = (lp.exp() * (lp - lq)).sum(-1)
    idx = targets.view(-1, 1)
    return kl, lp.gather(-1, idx).view(-1), lq.gather(-1, idx).view(-1), base.argmax(-1) == cand.argmax(-1)


def _summary(kl: torch.Tensor, lp_true: torch.Tensor, lq_true: torch.Tensor, same: torch.Tensor) -> dict:
    nll_p, nll_q = -lp_true.mean(), -lq_true.mean()
    return {"tokens": int(kl.numel()), "kl_mean": float(kl.mean()),
            "kl_stderr": float(kl.std() / math.sqrt(kl.numel())),
            "top1": float(same.double().mean()),
            "ppl_base": float(nll_p.exp()), "ppl_cand": float(nll_q.exp()), "ppl_ratio": float((nll_q - nll_p).exp())}


def compare_logits_full(base: torch.Tensor, cand: torch.Tensor, targets: torch.Tensor) -> dict:
    """Mean KL(base || cand), top-1 agreement and perplexity ratio over the same positions, from whole
    [n, vocab] tensors (memory O(n × vocab); use `compare_chunks` for long windows)."""
    return _summary(*_per_token(base, cand, targets))


def compare_chunks(pairs: Iterable[tuple[torch.Tensor, torch.Tensor]], targets: torch.Tensor) -> dict:
    """`compare_logits_full` over consecutive (base, candidate) chunks of rows, holding one chunk at a time.

    The chunks must cover `targets` exactly, in order; each pair's two chunks must have the same shape."""
    parts: list[tuple[torch.Tensor, ...]] = []
    at = 0
    for base, cand in pairs:
        if base.shape != cand.shape or base.dim() != 2:
            raise ValueError(f"chunks must both be [n, vocab]; got {tuple(base.shape)} and {tuple(cand.shape)}")
        n = base.shape[0]
        if at + n > targets.numel():
            raise ValueError(f"chunks cover more than the {targets.numel()} targets")
        parts.append(_per_token(base, cand, targets[at : at + n]))
        at += n
        del base, cand
    if at != targets.numel():
        raise ValueError(f"chunks cover {at} of the {targets.numel()} targets")
    kl, lp_true, lq_true, same = (torch.cat(column) for column in zip(*parts, strict=True))
    return _summary(kl, lp_true, lq_true, same)
