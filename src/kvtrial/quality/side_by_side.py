"""Quality of one backend setting against that backend's own ordinary cache, chunk by chunk.

`benchmarks/backends_table.py` sets every engine's settings beside its own reference (llama.cpp's
f16 cache, transformers' ordinary cache). Both are run over the same windows with the same schedule
and compared position by position. With a 262,144-token vocabulary the logits of one 8K window's
scored half are 4.3 GB in float32 (8.6 GB in the float64 the comparison uses), so the comparison is
made one fed step at a time: `compare_chunks` takes (reference, candidate) logit pairs as the two
sessions' `score_window_chunks` yield them and keeps only per-token values (KL, the two true-token
log-probs, top-1 agreement). Its figures are those of `compare_logits_full` on the whole tensors.
`compare_chunks_many` does the same for several candidates fed in step with one reference, so the
reference runs once instead of once per candidate.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import torch


def _per_token(base: torch.Tensor, cand: torch.Tensor, targets: torch.Tensor) -> tuple[torch.Tensor, ...]:
    lp = torch.log_softmax(base.double(), -1)
    return _against(lp, base.argmax(-1), cand, targets.view(-1, 1))


def _against(lp: torch.Tensor, base_top: torch.Tensor, cand: torch.Tensor, idx: torch.Tensor) -> tuple[torch.Tensor, ...]:
    """Per-token KL(base || cand), both true-token log-probs and top-1 agreement, from the base's log-probs."""
    lq = torch.log_softmax(cand.double(), -1)
    kl = (lp.exp() * (lp - lq)).sum(-1)
    return kl, lp.gather(-1, idx).view(-1), lq.gather(-1, idx).view(-1), base_top == cand.argmax(-1)


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
    return compare_chunks_many(pairs, targets)[0]


def compare_chunks_many(rows: Iterable[Sequence[torch.Tensor]], targets: torch.Tensor) -> list[dict]:
    """`compare_chunks` for several candidates against one reference: each row is (base, cand_1, …,
    cand_k) for the same positions; returns one summary per candidate, each equal to `compare_chunks`
    over (base, cand_i) pairs. The base's log-probs are computed once per chunk."""
    parts: list[list[tuple[torch.Tensor, ...]]] = []
    at = 0
    for row in rows:
        base, cands = row[0], row[1:]
        if not cands:
            raise ValueError("each row needs the base chunk and at least one candidate chunk")
        if parts and len(cands) != len(parts):
            raise ValueError(f"rows must all hold {len(parts)} candidates; got {len(cands)}")
        parts = parts or [[] for _ in cands]
        for cand in cands:
            if base.shape != cand.shape or base.dim() != 2:
                raise ValueError(f"chunks must both be [n, vocab]; got {tuple(base.shape)} and {tuple(cand.shape)}")
        n = base.shape[0]
        if at + n > targets.numel():
            raise ValueError(f"chunks cover more than the {targets.numel()} targets")
        lp, top, idx = torch.log_softmax(base.double(), -1), base.argmax(-1), targets[at : at + n].view(-1, 1)
        for store, cand in zip(parts, cands, strict=True):
            store.append(_against(lp, top, cand, idx))
        at += n
        del row, base, cands, cand, lp
    if at != targets.numel():
        raise ValueError(f"chunks cover {at} of the {targets.numel()} targets")
    return [_summary(*(torch.cat(column) for column in zip(*store, strict=True))) for store in parts]
