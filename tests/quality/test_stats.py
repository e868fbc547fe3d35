"""Statistics checked against values worked out by hand (closed forms in the comments)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from kvtrial.quality.stats import (
    TokenScores,
    covariance_of_means,
    mean_and_error,
    median,
    percentile,
    summarize,
)


def test_mean_and_error_is_the_standard_error_of_the_mean():
    x = np.arange(1, 13, dtype=float)  # 1..12: mean 6.5, population variance (12²-1)/12 = 143/12
    est = mean_and_error(x.sum(), (x**2).sum(), 12)
    assert est.value == pytest.approx(6.5)
    assert est.error == pytest.approx(math.sqrt(143 / 12 / 11))  # sqrt(var / (n-1)) = 1.0408...


def test_mean_and_error_gives_no_error_for_ten_or_fewer_tokens():
    x = np.arange(1, 11, dtype=float)
    assert mean_and_error(x.sum(), (x**2).sum(), 10).error == 0.0
    assert mean_and_error(0.0, 0.0, 0).value == 0.0


def test_covariance_of_means():
    a = np.arange(1, 13, dtype=float)
    # cov(a, 2a) / (n-1) = 2 var(a) / 11
    assert covariance_of_means(a.sum(), (2 * a).sum(), (2 * a * a).sum(), 12) == pytest.approx(2 * 143 / 12 / 11)
    assert covariance_of_means(1.0, 1.0, 1.0, 9) == 0.0


def test_percentile_interpolates_linearly_between_sorted_values():
    v = np.arange(11, dtype=float)  # 0..10, positions = fraction * 10
    assert percentile(v, 0.999) == pytest.approx(9.99)
    assert percentile(v, 0.05) == pytest.approx(0.5)
    assert percentile(v, 0.10) == pytest.approx(1.0)
    assert percentile(v, 0.0) == 0.0 and percentile(v, 1.0) == 10.0
    assert median(v) == 5.0
    assert median(np.array([1.0, 2.0, 3.0, 10.0])) == 2.5


def _scores(logp_base, logp_cand, kld, top_b, top_c) -> TokenScores:
    return TokenScores(*(np.asarray(a) for a in (logp_base, logp_cand, kld, top_b, top_c)))


def test_summarize_by_hand():
    # 20 tokens. Base gives the true token p = 1/2 everywhere; the candidate 1/4 on the first ten, 1/2 on the rest.
    n = 20
    ln2 = math.log(2)
    logp_b = [math.log(0.5)] * n
    logp_c = [math.log(0.25)] * 10 + [math.log(0.5)] * 10
    kld = [0.0] * 10 + [0.1] * 10
    top_b = list(range(n))
    top_c = list(range(15)) + [99] * 5  # 15 of 20 agree
    s = summarize(_scores(logp_b, logp_c, kld, top_b, top_c))

    assert s.tokens == 20
    # base NLL = ln 2 constant: PPL 2, no spread
    assert s.ppl_base.value == pytest.approx(2.0) and s.ppl_base.error == 0.0
    # candidate NLL: half ln 4, half ln 2 -> mean 1.5 ln 2 (PPL 2^1.5), sd ln2/2, error ln2 / (2 sqrt 19)
    err_q = ln2 / (2 * math.sqrt(19))
    assert s.ppl_cand.value == pytest.approx(2**1.5)
    assert s.ppl_cand.error == pytest.approx(2**1.5 * err_q)
    # covariance with a constant is 0, so the ratio's error is the candidate's
    assert s.ln_ppl_ratio.value == pytest.approx(0.5 * ln2)
    assert s.ln_ppl_ratio.error == pytest.approx(err_q)
    assert s.ppl_ratio.value == pytest.approx(math.sqrt(2))
    assert s.ppl_ratio.error == pytest.approx(math.sqrt(2) * err_q)
    assert s.ppl_diff.value == pytest.approx(2**1.5 - 2)
    # KLD: ten 0s and ten 0.1s -> mean 0.05, sd 0.05, error 0.05/sqrt 19; median (0 + 0.1)/2
    assert s.kld_mean.value == pytest.approx(0.05)
    assert s.kld_mean.error == pytest.approx(0.05 / math.sqrt(19))
    assert s.kld_median == pytest.approx(0.05)
    assert s.kld_max == pytest.approx(0.1) and s.kld_min == 0.0
    assert s.kld_percentiles["90.0%"] == pytest.approx(0.1)  # position 17.1 lies among the 0.1s
    assert s.kld_percentiles["10.0%"] == 0.0
    # Δp = 1/4 - 1/2 = -0.25 on ten tokens, 0 on ten: mean -0.125, error 0.125/sqrt 19
    assert s.dp_mean.value == pytest.approx(-0.125)
    assert s.dp_mean.error == pytest.approx(0.125 / math.sqrt(19))
    assert s.dp_min == pytest.approx(-0.25) and s.dp_max == pytest.approx(0.0)
    # RMS Δp = sqrt(mean Δp²) = sqrt(0.03125); MSE error = sqrt((mean Δp⁴ - mean² Δp²)/19) = 0.03125/sqrt 19
    rms = math.sqrt(0.03125)
    assert s.rms_dp.value == pytest.approx(rms)
    assert s.rms_dp.error == pytest.approx(0.5 / rms * 0.03125 / math.sqrt(19))
    # same top-1: 15/20, binomial error sqrt(p(1-p)/(n-1))
    assert s.same_top1.value == pytest.approx(0.75)
    assert s.same_top1.error == pytest.approx(math.sqrt(0.75 * 0.25 / 19))


def test_a_constant_shift_in_nll_has_no_ratio_error_and_full_correlation():
    # NLL_Q = NLL_base + 0.1 on every token: the ratio is exactly e^0.1 with zero error, correlation 1.
    nll_b = np.tile([1.0, 2.0, 3.0, 4.0], 5)
    s = summarize(_scores(-nll_b, -(nll_b + 0.1), np.zeros(20), np.zeros(20), np.zeros(20)))
    assert s.ln_ppl_ratio.value == pytest.approx(0.1)
    assert s.ln_ppl_ratio.error == pytest.approx(0.0, abs=1e-6)
    assert s.ppl_ratio.value == pytest.approx(math.exp(0.1))
    assert s.cor_ln_ppl == pytest.approx(1.0)
    assert s.same_top1.value == 1.0 and s.same_top1.error == 0.0


def test_summarize_rejects_too_few_tokens_and_ragged_input():
    with pytest.raises(ValueError, match="at least 2"):
        summarize(_scores([0.0], [0.0], [0.0], [0], [0]))
    with pytest.raises(ValueError, match="differ in length"):
        _scores([0.0, 1.0], [0.0], [0.0], [0], [0])
