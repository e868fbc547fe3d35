"""Score a cache setting where quantization acts: the second half of each window, read through the cache.

Each window holds n_ctx tokens. As in `llama-perplexity`, only its second half is scored: the
logits at positions n_ctx/2 … n_ctx−2 predict tokens n_ctx/2+1 … n_ctx−1 (n_ctx/2 − 1 tokens), so
every scored token has at least half a window of context. The window is run as a generation
would run it: the first half is prefilled into a fresh cache, then the second half is fed in
decode-sized steps of `step` tokens, so every scored token's attention reads the keys and values
the cache stored, never a full-precision copy. The first half goes in forward passes of
`prefill_chunk` tokens (None: one pass), so a long window's prefill allocates one chunk's
activations and attention, not the half's; the chunk is part of the schedule, like `step`.

The ordinary logits are produced by the very same schedule with the ordinary cache (transformers'
DynamicCache). A single full forward of the window would differ from the chunked schedule by float
reordering alone; running both through the same schedule leaves the cache as the only difference,
so an identity format (f32 storage of an f32 model) gives KL exactly 0.

The schedule itself is `kvtrial.backends.torch_session.window_hidden_states`, the one a backend
session's `score_window` runs too. The decoder's final hidden states are what the base keeps (see `base_file.py`); logits are the
model's output layer applied to them, which `check_logits_path` confirms is what the model's own
forward returns.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import torch
from transformers import PretrainedConfig, PreTrainedModel
from transformers.cache_utils import Cache

from kvtrial.backends.torch_session import window_hidden_states
from kvtrial.cache import CacheReport, describe, head_dim, make_cache
from kvtrial.cache.layer_types import model_layers
from kvtrial.defaults import DEFAULT_PREFILL_CHUNK
from kvtrial.defaults import check_prefill_chunk as chunk_rule
from kvtrial.defaults import prefill_chunk_option as checked_chunk
from kvtrial.errors import CorpusError, KvtrialError, UnsupportedModelError
from kvtrial.quality.divergence import compare_logits
from kvtrial.quality.stats import QualityStats, TokenScores, summarize
from kvtrial.records.row import RowStatus

__all__ = ["BaseRun", "CandidateResult", "compute_base", "make_windows", "score_candidate", "window_hidden_states"]
from kvtrial.cache.spec import CacheSpec
from kvtrial.defaults import DEFAULT_QUALITY_STEP

DEFAULT_STEP = DEFAULT_QUALITY_STEP
MIN_N_CTX = 8

CacheFactory = Callable[[CacheSpec, PretrainedConfig], Cache]
Progress = Callable[[str], None]


class QualitySettingError(KvtrialError, ValueError):
    """A context length, window count, step or prefill chunk the quality run cannot use."""


class BaseReproductionError(KvtrialError, ValueError):
    """Stored ordinary results that this model's output layer does not reproduce."""


def scored_per_window(n_ctx: int) -> int:
    return n_ctx - 1 - n_ctx // 2


def make_windows(
    tokens: Sequence[int] | torch.Tensor, n_ctx: int, windows: int | None, bos_token_id: int | None = None,
    *, corpus: str = "corpus", max_context: int | None = None,
) -> torch.Tensor:
    """Consecutive windows [W, n_ctx] from the start of the token stream.

    `windows=None` takes every whole window. With `bos_token_id`, each window's first token is
    replaced by BOS, as llama-perplexity does for tokenizers that add BOS.
    """
    if n_ctx < MIN_N_CTX:
        raise QualitySettingError(f"n_ctx must be at least {MIN_N_CTX} tokens, got {n_ctx}")
    if max_context is not None and n_ctx > max_context:
        raise QualitySettingError(
            f"n_ctx {n_ctx} is longer than the model allows ({max_context} tokens); use --n-ctx {max_context} or less"
        )
    ids = torch.as_tensor(tokens, dtype=torch.long).flatten()
    available = ids.numel() // n_ctx
    if available < 1:
        raise CorpusError(
            f"{corpus} has {ids.numel()} tokens, shorter than one window of n_ctx={n_ctx}; "
            f"use a smaller --n-ctx or a longer corpus"
        )
    if windows is None:
        windows = available
    if windows < 1:
        raise QualitySettingError(f"windows must be at least 1, got {windows}")
    if windows > available:
        raise CorpusError(
            f"{corpus} has {ids.numel()} tokens: {available} whole window(s) of n_ctx={n_ctx}, "
            f"fewer than the {windows} requested; use --windows {available} or less"
        )
    out = ids[: windows * n_ctx].reshape(windows, n_ctx).clone()
    if bos_token_id is not None:
        out[:, 0] = bos_token_id
    return out


def check_step(step: int) -> None:
    if step < 1:
        raise QualitySettingError(f"step must be at least 1 token, got {step}")


def check_prefill_chunk(prefill_chunk: int | None) -> None:
    """None (one pass) or a chunk the one rule allows (`kvtrial.defaults.check_prefill_chunk`)."""
    try:
        chunk_rule(prefill_chunk)
    except ValueError as exc:
        raise QualitySettingError(str(exc)) from None


def window_prefill_chunk(n_ctx: int, prefill_chunk: int | None) -> int | None:
    """The chunk a window of n_ctx tokens is prefilled with: None (one pass) where the chunk covers the first
    half, so a schedule is recorded by what it does, and a one-pass base serves every chunk that long."""
    return None if prefill_chunk is None or prefill_chunk >= n_ctx // 2 else prefill_chunk


def prefill_chunk_option(value: int) -> int | None:
    """A command's --prefill-chunk value as the schedule's chunk (0: one pass, None); refused below the minimum."""
    try:
        return checked_chunk(value)
    except ValueError as exc:
        raise QualitySettingError(str(exc)) from None


def output_logits(model: PreTrainedModel, hidden: torch.Tensor) -> torch.Tensor:
    return model.get_output_embeddings()(hidden).float()


def check_logits_path(model: PreTrainedModel, probe: torch.Tensor) -> None:
    """Refuse models whose logits are not just the output layer over the decoder's last hidden
    state (e.g. final logit soft-capping), since that is what the base file keeps."""
    ids = probe.view(1, -1)[:, :8].to(model.device)
    with torch.inference_mode():
        direct = model(input_ids=ids, use_cache=False).logits.float()
        via = output_logits(model, model.get_decoder()(input_ids=ids, use_cache=False).last_hidden_state)
    if not torch.allclose(direct, via, rtol=1e-4, atol=1e-4):
        raise UnsupportedModelError(
            f"model type {model.config.model_type!r}: its logits are not its output layer applied to the last "
            "hidden state (max difference "
            f"{(direct - via).abs().max().item():.3g}); kvtrial quality cannot store its ordinary results compactly"
        )


@dataclass
class BaseRun:
    """The ordinary results over the windows: final hidden states of the scored positions, and,
    to check that they reproduce, the ordinary log-prob of each true next token and its top-1 id."""

    tokens: torch.Tensor  # [W, n_ctx] int64
    hidden: torch.Tensor  # [W, S, hidden] float32
    logp_true: torch.Tensor  # [W, S] float32
    top1: torch.Tensor  # [W, S] int64
    step: int
    prefill_chunk: int | None = None  # first-half tokens per forward pass (None: one pass)

    @property
    def n_ctx(self) -> int:
        return self.tokens.shape[1]


def compute_base(
    model: PreTrainedModel, windows: torch.Tensor, step: int = DEFAULT_STEP, progress: Progress | None = None,
    prefill_chunk: int | None = DEFAULT_PREFILL_CHUNK,
) -> BaseRun:
    """Run every window through the ordinary cache on the scoring schedule and keep what scoring needs;
    candidates are scored on the same schedule (the returned run carries `step` and `prefill_chunk`)."""
    check_step(step)
    check_prefill_chunk(prefill_chunk)
    check_logits_path(model, windows[0])
    n_w, n_ctx = windows.shape
    prefill_chunk = window_prefill_chunk(n_ctx, prefill_chunk)
    first, n_s = n_ctx // 2, scored_per_window(n_ctx)
    hidden = torch.empty(n_w, n_s, model.config.get_text_config().hidden_size, dtype=torch.float32)
    logp_true = torch.empty(n_w, n_s, dtype=torch.float32)
    top1 = torch.empty(n_w, n_s, dtype=torch.long)
    with torch.inference_mode():
        for w in range(n_w):
            t0 = time.perf_counter()
            cache = make_cache("ordinary", model.config)
            for start, h in window_hidden_states(model, windows[w], cache, step, prefill_chunk):
                sl = slice(start - first, start - first + h.shape[0])
                hidden[w, sl] = h.float()
                logits = output_logits(model, h)
                targets = windows[w, start + 1 : start + 1 + h.shape[0]].to(logits.device)
                logp_true[w, sl] = torch.log_softmax(logits, -1).gather(-1, targets.view(-1, 1)).squeeze(-1)
                top1[w, sl] = logits.argmax(-1)
            if progress:
                progress(f"ordinary: window {w + 1}/{n_w} in {time.perf_counter() - t0:.1f} s")
    return BaseRun(tokens=windows.clone(), hidden=hidden, logp_true=logp_true, top1=top1, step=step,
                   prefill_chunk=prefill_chunk)


@dataclass
class WindowSummary:
    window: int
    tokens: int
    kld_mean: float
    ppl_cand: float
    ppl_base: float
    seconds: float
    cache: dict  # describe(cache) summary at the end of the window


@dataclass
class CandidateResult:
    setting: str
    status: RowStatus  # OK or INVALID_COMPARISON
    reason: str = ""
    stats: QualityStats | None = None
    windows: list[WindowSummary] = field(default_factory=list)
    base_max_abs_logp_error: float = 0.0
    scores: TokenScores | None = None

    @property
    def tokens(self) -> int:
        return sum(w.tokens for w in self.windows)

    @property
    def bits_per_value(self) -> float | None:
        return self.windows[-1].cache.get("bits_per_value") if self.windows else None

    def to_dict(self) -> dict:
        return {
            "setting": self.setting,
            "status": self.status,
            "reason": self.reason,
            "windows": len(self.windows),
            "tokens_scored": self.tokens,
            "bits_per_value": self.bits_per_value,
            "base_max_abs_logp_error": self.base_max_abs_logp_error,
            "stats": self.stats.to_dict() if self.stats else None,
            "per_window": [vars(w) for w in self.windows],
        }


def cache_summary(report: CacheReport, config) -> dict:
    """The effective setting read back from the live cache, and bits per value from its stored bytes."""
    text = config.get_text_config(decoder=True)
    # Values actually held: only KV layers store any (not state or shared layers), a sliding layer at most
    # its window, and each layer at its own head dimension (some families widen their global layers).
    dims = {p.index: p.head_dim for p in model_layers(config)}
    held = sum(r.stored_tokens * dims.get(r.layer, head_dim(config)) for r in report.kv_layers)
    values = 2 * held * text.num_key_value_heads
    weights = {r.layer: r.stored_tokens * dims.get(r.layer, head_dim(config)) for r in report.kv_layers}

    def side_bits(side: str) -> float | None:
        # over the layers, weighted by the values each holds (a per-layer plan stores sides unequally)
        bits = [(getattr(r, side), weights[r.layer]) for r in report.kv_layers]
        if not bits or any(b is None for b, _ in bits) or not sum(w for _, w in bits):
            return None
        return sum(b * w for b, w in bits) / sum(w for _, w in bits)

    return {
        "cache_class": report.cache_class,
        "setting": report.setting,
        "effective_setting": report.effective_setting,
        "confirmed": report.confirmed,
        "tokens": report.tokens,
        "total_bytes": report.total_bytes,
        "bits_per_value": report.total_bytes * 8 / values if values else None,
        "key_bits": side_bits("key_bits"),
        "value_bits": side_bits("value_bits"),
        "notes": sorted({r.note for r in report.layers if r.note}),
        # whether keys and values were stored Hadamard-rotated (rotate=1): True / False in every KV layer,
        # None where layers differ
        "rotate": _one({bool(r.key_rotation and r.value_rotation) for r in report.kv_layers}),
        # which path read the decode steps (C kernel or torch, and why)
        "decode": report.decode.to_dict() if report.decode is not None else None,
    }


def _one(values: set[bool]) -> bool | None:
    return values.pop() if len(values) == 1 else None


def _expected_effective(spec: CacheSpec) -> str | None:
    if spec.is_ordinary:
        return None  # DynamicCache reports the model's dtype name
    return spec.formats_text


def _unconfirmed_reason(spec: CacheSpec, summary: dict) -> str:
    expected = _expected_effective(spec)
    if not summary["confirmed"]:
        notes = "; ".join(summary["notes"]) or "storage could not be read back"
        return f"cache reports {summary['effective_setting']!r}, not confirmed: {notes}"
    if expected is not None and summary["effective_setting"] != expected:
        return f"asked for {expected!r} but the live cache stores {summary['effective_setting']!r}"
    rotated = summary.get("rotate")
    if expected is not None and rotated is not spec.rotate:
        found = "some layers" if rotated is None else "every layer" if rotated else "no layer"
        return f"asked for rotate={int(spec.rotate)} but {found} of the live cache stores rotated keys and values"
    return ""


def score_candidate(
    model: PreTrainedModel,
    base: BaseRun,
    spec: CacheSpec,
    cache_factory: CacheFactory = make_cache,
    progress: Progress | None = None,
    keep_scores: bool = False,
) -> CandidateResult:
    """Score one cache setting against the ordinary results on the same windows and schedule (the base's
    `step` and `prefill_chunk`).

    The live cache is read back (`describe`) after the first scored step and at the end of every
    window; a cache that does not confirm the requested formats stops the run and the result is an
    invalid comparison, never a quality figure.
    """
    result = CandidateResult(setting=str(spec), status=RowStatus.OK)
    first = base.n_ctx // 2
    parts: list[TokenScores] = []
    max_err = 0.0
    with torch.inference_mode():
        for w in range(base.tokens.shape[0]):
            t0 = time.perf_counter()
            cache = cache_factory(spec, model.config)
            window_parts: list[TokenScores] = []
            for start, h in window_hidden_states(model, base.tokens[w], cache, base.step, base.prefill_chunk):
                n = h.shape[0]
                sl = slice(start - first, start - first + n)
                targets = base.tokens[w, start + 1 : start + 1 + n].to(h.device)
                base_logits = output_logits(model, base.hidden[w, sl].to(h.device, h.dtype))
                part = compare_logits(base_logits, output_logits(model, h), targets)
                max_err = max(max_err, float((torch.from_numpy(part.logp_base) - base.logp_true[w, sl].double()).abs().max()))
                window_parts.append(part)
                if w == 0 and len(window_parts) == 1:
                    reason = _unconfirmed_reason(spec, cache_summary(describe(cache), model.config))
                    if reason:
                        return _invalid(result, reason)
            summary = cache_summary(describe(cache), model.config)
            reason = _unconfirmed_reason(spec, summary)
            if reason:
                return _invalid(result, reason)
            scores = TokenScores.concat(window_parts)
            parts.append(scores)
            result.windows.append(
                WindowSummary(
                    window=w, tokens=len(scores), kld_mean=float(scores.kld.mean()),
                    ppl_cand=float(torch.tensor(-scores.logp_cand).mean().exp()),
                    ppl_base=float(torch.tensor(-scores.logp_base).mean().exp()),
                    seconds=time.perf_counter() - t0, cache=summary,
                )
            )
            if progress:
                progress(f"{spec}: window {w + 1}/{base.tokens.shape[0]} in {result.windows[-1].seconds:.1f} s, "
                         f"mean KL {result.windows[-1].kld_mean:.6f}")
    result.base_max_abs_logp_error = max_err
    if max_err > 1e-3:
        raise BaseReproductionError(
            f"the stored ordinary results do not reproduce with this model's output layer (log-prob of the true "
            f"token differs by up to {max_err:.3g}); recompute the base file"
        )
    all_scores = TokenScores.concat(parts)
    result.stats = summarize(all_scores)
    if keep_scores:
        result.scores = all_scores
    return result


def _invalid(result: CandidateResult, reason: str) -> CandidateResult:
    result.status = RowStatus.INVALID_COMPARISON
    result.reason = reason
    result.stats = None
    return result
