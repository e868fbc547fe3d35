"""Per-token KL, log-probabilities and top-1 from logits, against closed forms."""

from __future__ import annotations

import math

import pytest
import torch

from kvtrial.quality.divergence import compare_logits


def test_kl_and_true_token_log_probs_by_hand():
    # base p = softmax(0, ln 3) = (1/4, 3/4); candidate q = (1/2, 1/2)
    base = torch.tensor([[0.0, math.log(3.0)]])
    cand = torch.tensor([[0.0, 0.0]])
    s = compare_logits(base, cand, torch.tensor([1]))
    assert s.kld[0] == pytest.approx(0.25 * math.log(0.5) + 0.75 * math.log(1.5), rel=1e-6)  # 0.130812
    assert s.logp_base[0] == pytest.approx(math.log(0.75), rel=1e-6)
    assert s.logp_cand[0] == pytest.approx(math.log(0.5), rel=1e-6)
    assert s.top1_base[0] == 1 and s.top1_cand[0] == 0  # ties go to the first id


def test_identical_logits_give_exactly_zero_kl():
    torch.manual_seed(0)
    logits = torch.randn(5, 1000) * 4
    s = compare_logits(logits, logits.clone(), torch.arange(5))
    assert (s.kld == 0.0).all()
    assert (s.logp_base == s.logp_cand).all()


def test_kl_is_positive_for_different_logits_and_shapes_are_checked():
    torch.manual_seed(0)
    a = torch.randn(3, 50)
    s = compare_logits(a, a + 0.5 * torch.randn(3, 50), torch.tensor([0, 1, 2]))
    assert (s.kld > 0).all()
    with pytest.raises(ValueError, match="vocab"):
        compare_logits(a, a[:, :10], torch.tensor([0, 1, 2]))
    with pytest.raises(ValueError, match="targets"):
        compare_logits(a, a, torch.tensor([0, 1]))
