"""Summary statistics of per-token scores, defined as `llama-perplexity --kl-divergence` prints them.

Definitions follow llama.cpp's `tools/perplexity/perplexity.cpp` (function `kl_divergence`,
ggml-org/llama.cpp at commit 050fc7f), so figures can be set beside llama.cpp's:

* mean ± uncertainty of a per-token quantity x over n tokens: m = Σx/n, var = Σx²/n − m²,
  error = sqrt(var / (n − 1)) when var > 0 and n > 10, else 0 (the standard error of the mean);
* PPL = exp(mean NLL), its error PPL · err(NLL) (first-order propagation through exp);
* ln(PPL(Q)/PPL(base)) = mean NLL_Q − mean NLL_base, error sqrt(err_Q² + err_base² − 2 cov),
  cov = (Σ NLL_Q·NLL_base / n − mean_Q·mean_base) / (n − 1) (0 when n < 10): the two PPLs are
  measured on the same tokens, so their errors are strongly correlated and mostly cancel;
* PPL ratio = exp(ln ratio) ± ratio · err(ln ratio); PPL difference ± sqrt(e_Q² + e_b² − 2 PPL_Q PPL_b cov);
* KLD = Σ_v p_base(v) (ln p_base(v) − ln p_Q(v)) per token; mean ± as above; percentiles by
  linear interpolation at fraction·(n − 1) of the sorted values, the median as the middle value
  (mean of the two middle values for even n), minimum and maximum;
* Δp = p_Q(true token) − p_base(true token); mean ± as above, percentiles as for KLD;
* RMS Δp = sqrt(mean Δp²), error 0.5 / RMS · err(Δp²) (err from Σ Δp² and Σ Δp⁴);
* same top-1 = share of tokens where both argmax ids agree, error sqrt(p (1 − p) / (n − 1)).

One difference: llama.cpp reads the base distribution back from 16-bit log-probabilities and
skips vocabulary entries with ln p_base ≤ −16 in the KLD sum; kvtrial sums over the whole
vocabulary (see `divergence.py`), so tiny KLD values can differ in the last digits.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

#: Percentiles llama.cpp prints for KLD (and, with 0.75/0.25, for Δp), as fractions.
KLD_PERCENTILES = (0.999, 0.99, 0.95, 0.90, 0.10, 0.05, 0.01, 0.001)
DP_PERCENTILES = (0.999, 0.99, 0.95, 0.90, 0.75, 0.25, 0.10, 0.05, 0.01, 0.001)


@dataclass(frozen=True)
class Estimate:
    value: float
    error: float

    def __str__(self) -> str:
        return f"{self.value:.6g} ± {self.error:.2g}"


@dataclass(frozen=True)
class TokenScores:
    """Per scored token: what the statistics are computed from (numpy arrays of equal length)."""

    logp_base: np.ndarray  # ln p_base(true next token)
    logp_cand: np.ndarray  # ln p_candidate(true next token)
    kld: np.ndarray  # KL(base || candidate) over the vocabulary, nats
    top1_base: np.ndarray  # argmax id of the base distribution
    top1_cand: np.ndarray  # argmax id of the candidate distribution

    def __post_init__(self) -> None:
        n = {len(a) for a in (self.logp_base, self.logp_cand, self.kld, self.top1_base, self.top1_cand)}
        if len(n) != 1:
            raise ValueError(f"per-token arrays differ in length: {sorted(n)}")

    def __len__(self) -> int:
        return len(self.kld)

    @staticmethod
    def concat(parts: list[TokenScores]) -> TokenScores:
        return TokenScores(*(np.concatenate([getattr(p, f) for p in parts]) for f in _SCORE_FIELDS))


_SCORE_FIELDS = ("logp_base", "logp_cand", "kld", "top1_base", "top1_cand")


@dataclass(frozen=True)
class QualityStats:
    tokens: int
    ppl_cand: Estimate
    ppl_base: Estimate
    cor_ln_ppl: float
    ln_ppl_ratio: Estimate
    ppl_ratio: Estimate
    ppl_diff: Estimate
    kld_mean: Estimate
    kld_max: float
    kld_median: float
    kld_min: float
    kld_percentiles: dict[str, float]
    dp_mean: Estimate
    dp_max: float
    dp_median: float
    dp_min: float
    dp_percentiles: dict[str, float]
    rms_dp: Estimate
    same_top1: Estimate

    def to_dict(self) -> dict:
        return asdict(self)


def mean_and_error(total: float, total_sq: float, n: int) -> Estimate:
    """Mean and standard error from Σx and Σx², with llama.cpp's guards (no error for n <= 10)."""
    if n < 1:
        return Estimate(0.0, 0.0)
    mean = total / n
    var = total_sq / n - mean * mean
    err = math.sqrt(var / (n - 1)) if var > 0 and n > 10 else 0.0
    return Estimate(mean, err)


def covariance_of_means(sum_a: float, sum_b: float, sum_ab: float, n: int) -> float:
    """Covariance of two sample means taken over the same n tokens (0 for n < 10, as llama.cpp)."""
    if n < 10:
        return 0.0
    return (sum_ab / n - (sum_a / n) * (sum_b / n)) / (n - 1)


def percentile(sorted_values: np.ndarray, fraction: float) -> float:
    """Linear interpolation at fraction·(n − 1) of ascending values (llama.cpp's rule)."""
    if fraction <= 0:
        return float(sorted_values[0])
    if fraction >= 1:
        return float(sorted_values[-1])
    pos = fraction * (len(sorted_values) - 1)
    i = int(pos)
    w = pos - i
    j = min(i + 1, len(sorted_values) - 1)
    return float((1 - w) * sorted_values[i] + w * sorted_values[j])


def median(sorted_values: np.ndarray) -> float:
    n = len(sorted_values)
    mid = n // 2
    return float(sorted_values[mid] if n % 2 else 0.5 * (sorted_values[mid] + sorted_values[mid - 1]))


def _label(fraction: float) -> str:
    return f"{fraction * 100:.1f}%"


def summarize(scores: TokenScores) -> QualityStats:
    """All statistics of `llama-perplexity --kl-divergence` from per-token scores."""
    n = len(scores)
    if n < 2:
        raise ValueError(f"need at least 2 scored tokens for statistics, got {n}")
    nll_q = -np.asarray(scores.logp_cand, dtype=np.float64)
    nll_b = -np.asarray(scores.logp_base, dtype=np.float64)
    kld = np.asarray(scores.kld, dtype=np.float64)
    dp = np.exp(-nll_q) - np.exp(-nll_b)

    log_q = mean_and_error(nll_q.sum(), (nll_q**2).sum(), n)
    log_b = mean_and_error(nll_b.sum(), (nll_b**2).sum(), n)
    cov = covariance_of_means(nll_q.sum(), nll_b.sum(), (nll_q * nll_b).sum(), n)
    ppl_q = math.exp(log_q.value)
    ppl_b = math.exp(log_b.value)
    denom = log_q.error * log_b.error
    cor = cov / denom if denom > 0 else float("nan")

    ln_ratio = log_q.value - log_b.value
    ln_ratio_err = math.sqrt(max(log_q.error**2 + log_b.error**2 - 2.0 * cov, 0.0))
    ratio = math.exp(ln_ratio)
    ppl_q_err, ppl_b_err = ppl_q * log_q.error, ppl_b * log_b.error
    diff_err = math.sqrt(max(ppl_q_err**2 + ppl_b_err**2 - 2.0 * ppl_q * ppl_b * cov, 0.0))

    kld_sorted = np.sort(kld)
    dp_sorted = np.sort(dp)
    dp2 = dp * dp
    mse = mean_and_error(dp2.sum(), (dp2 * dp2).sum(), n)
    rms = math.sqrt(mse.value)
    rms_err = 0.5 / rms * mse.error if rms > 0 else 0.0
    same = float(np.count_nonzero(np.asarray(scores.top1_base) == np.asarray(scores.top1_cand))) / n

    return QualityStats(
        tokens=n,
        ppl_cand=Estimate(ppl_q, ppl_q_err),
        ppl_base=Estimate(ppl_b, ppl_b_err),
        cor_ln_ppl=cor,
        ln_ppl_ratio=Estimate(ln_ratio, ln_ratio_err),
        ppl_ratio=Estimate(ratio, ratio * ln_ratio_err),
        ppl_diff=Estimate(ppl_q - ppl_b, diff_err),
        kld_mean=mean_and_error(kld.sum(), (kld**2).sum(), n),
        kld_max=float(kld_sorted[-1]),
        kld_median=median(kld_sorted),
        kld_min=float(kld_sorted[0]),
        kld_percentiles={_label(f): percentile(kld_sorted, f) for f in KLD_PERCENTILES},
        dp_mean=mean_and_error(dp.sum(), dp2.sum(), n),
        dp_max=float(dp_sorted[-1]),
        dp_median=median(dp_sorted),
        dp_min=float(dp_sorted[0]),
        dp_percentiles={_label(f): percentile(dp_sorted, f) for f in DP_PERCENTILES},
        rms_dp=Estimate(rms, rms_err),
        same_top1=Estimate(same, math.sqrt(same * (1 - same) / (n - 1))),
    )
