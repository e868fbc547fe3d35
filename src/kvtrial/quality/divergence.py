"""Per-token scores from two sets of logits over the same positions: the input of `stats.summarize`."""

from __future__ import annotations

import torch

from kvtrial.quality.stats import TokenScores


def compare_logits(base_logits: torch.Tensor, cand_logits: torch.Tensor, targets: torch.Tensor) -> TokenScores:
    """Score candidate logits [n, V] against base logits [n, V] for true next tokens `targets` [n].

    Log-softmax in float32 (as the logits come), the KL sum over the whole vocabulary in float64
    so that summing 49k small terms does not lose the small divergences that matter here.
    Identical logits give KL exactly 0: every term is p · (x − x) = 0.
    """
    if base_logits.shape != cand_logits.shape or base_logits.dim() != 2:
        raise ValueError(f"logits must both be [n, vocab]; got {tuple(base_logits.shape)} and {tuple(cand_logits.shape)}")
    if targets.shape != base_logits.shape[:1]:
        raise ValueError(f"targets must be [n] = [{base_logits.shape[0]}], got {tuple(targets.shape)}")
    lp = torch.log_softmax(base_logits.float(), dim=-1)
    lq = torch.log_softmax(cand_logits.float(), dim=-1)
    lp64 = lp.double()
    kld = (lp64.exp() * (lp64 - lq.double())).sum(-1)
    idx = targets.long().unsqueeze(-1)
    return TokenScores(
        logp_base=lp.gather(-1, idx).squeeze(-1).double().cpu().numpy(),
        logp_cand=lq.gather(-1, idx).squeeze(-1).double().cpu().numpy(),
        kld=kld.cpu().numpy(),
        top1_base=base_logits.argmax(-1).cpu().numpy(),
        top1_cand=cand_logits.argmax(-1).cpu().numpy(),
    )
