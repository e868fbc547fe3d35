"""Capacity planning: per cache setting, the longest context that fits in a memory budget.

The cache's cost is MEASURED, never taken from a format's nominal bits: each setting's cache is
filled with the model's real keys and values at two lengths, `describe()` reads the stored bytes
back, and a line through the two points gives bytes per token (slope) and fixed bytes (intercept:
e.g. a full-precision window). Weights are the bytes of the loaded parameters; the runtime's own
memory is the measured resident memory after load less the weights (CPU) — both measured. The
activations of a prefill chunk are an estimate from the model's shape (stated as such in the
output): a chunk's hidden states and MLP, one row of attention scores per chunk token and context
token (an upper bound for kernels that materialize them), and one layer's keys and values read
back at full precision.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from kvtrial.cache import describe, make_cache
from kvtrial.cache.cache import model_head_dim
from kvtrial.protocol.rows import NOT_APPLICABLE
from kvtrial.spec import parse_spec
from kvtrial.verdicts.run_data import AdmissionEntry

FILL_STEP = 256  # tokens between the two fill lengths


@dataclass(frozen=True)
class CacheCost:
    """Bytes of a setting's cache, measured at two fill lengths."""

    setting: str
    effective_setting: str
    confirmed: bool
    bytes_per_token: float
    fixed_bytes: float
    lengths: tuple[int, int]
    measured_bytes: tuple[int, int]
    allocated_bytes: int  # buffers held at the longer fill (growth slack included)

    def bytes_at(self, tokens: int) -> float:
        return self.fixed_bytes + self.bytes_per_token * tokens


@dataclass(frozen=True)
class ActivationEstimate:
    """Memory beyond weights and cache while prefilling a chunk: fixed + per context token."""

    chunk_tokens: int
    fixed_bytes: float
    per_token_bytes: float
    note: str

    def bytes_at(self, tokens: int) -> float:
        return self.fixed_bytes + self.per_token_bytes * tokens


@dataclass(frozen=True)
class PlanRow:
    setting: str
    cost: CacheCost | None
    max_context: int  # 0 when nothing fits
    limited_by: str  # "memory", "model limit", "does not fit", "not measured"
    kv_bytes_at_max: float
    admission: str  # status in the admission table, or "" when no table was given
    note: str = ""


def fill_lengths(setting: str, step: int = FILL_STEP) -> tuple[int, int]:
    """Two lengths past any full-precision window, so the slope is the quantized store's."""
    spec = parse_spec(setting)
    start = (spec.window if not spec.is_ordinary else 0) + 128
    return start, start + step


@torch.no_grad()
def measure_cache_cost(model, setting: str, input_ids: torch.Tensor, lengths: tuple[int, int] | None = None) -> CacheCost:
    """Fill a fresh cache with the model's keys and values for the first n tokens of input_ids at
    each of two lengths and read the stored bytes back."""
    n1, n2 = lengths or fill_lengths(setting)
    if input_ids.shape[-1] < n2:
        raise ValueError(f"need {n2} tokens to measure {setting!r}, got {input_ids.shape[-1]}")
    measured, report = [], None
    for n in (n1, n2):
        cache = make_cache(setting, model.config)
        model(input_ids[:, :n], cache=cache, use_cache=True, logits_to_keep=1)
        report = describe(cache)
        measured.append(report.total_bytes)
    slope = (measured[1] - measured[0]) / (n2 - n1)
    return CacheCost(
        setting=setting, effective_setting=report.effective_setting, confirmed=report.confirmed,
        bytes_per_token=slope, fixed_bytes=measured[0] - slope * n1, lengths=(n1, n2),
        measured_bytes=(measured[0], measured[1]), allocated_bytes=report.allocated_bytes,
    )


def estimate_activations(config, dtype_bytes: int, chunk_tokens: int = 512) -> ActivationEstimate:
    text = config.get_text_config(decoder=True) if hasattr(config, "get_text_config") else config
    hidden, inter = text.hidden_size, getattr(text, "intermediate_size", 4 * text.hidden_size)
    heads, head_dim = text.num_attention_heads, model_head_dim(text)
    fixed = chunk_tokens * (8 * hidden + 3 * inter) * dtype_bytes + text.vocab_size * 4
    # scores for every chunk token against every context token (one layer at a time), and one layer's
    # keys and values expanded to the query heads at full precision for the attention read
    per_token = heads * chunk_tokens * dtype_bytes + 2 * heads * head_dim * dtype_bytes
    return ActivationEstimate(
        chunk_tokens, fixed, per_token,
        f"estimated from the model's shape for prefill chunks of {chunk_tokens} tokens (not measured)",
    )


def weights_bytes(model) -> int:
    return sum(t.numel() * t.element_size() for t in list(model.parameters()) + list(model.buffers()))


def plan_capacity(
    memory_bytes: int,
    weights: int,
    runtime: int,
    activations: ActivationEstimate,
    costs: list[CacheCost],
    model_max_context: int,
    admission: list[AdmissionEntry] | None = None,
    model_id: str | None = None,
) -> list[PlanRow]:
    """The longest context per setting: weights + runtime + activations(N) + cache(N) ≤ memory,
    capped by the model's own context limit."""
    rows = []
    for cost in costs:
        adm = _admission_status(admission, cost.setting, model_id)
        free = memory_bytes - weights - runtime - activations.fixed_bytes - cost.fixed_bytes
        per_token = cost.bytes_per_token + activations.per_token_bytes
        note = "" if cost.confirmed or cost.setting == "ordinary" else f"cache read back as {cost.effective_setting}"
        if adm.startswith(NOT_APPLICABLE):
            note = ("rejected by the admission table: " + adm.split(":", 1)[-1].strip()).strip()
        if free <= 0 or per_token <= 0:
            rows.append(PlanRow(cost.setting, cost, 0, "does not fit", 0.0, adm, note))
            continue
        fit = math.floor(free / per_token)
        if fit >= model_max_context:
            n, limited = model_max_context, "model limit"
        else:
            n, limited = fit, "memory"
        if n <= 0:
            rows.append(PlanRow(cost.setting, cost, 0, "does not fit", 0.0, adm, note))
            continue
        rows.append(PlanRow(cost.setting, cost, n, limited, cost.bytes_at(n), adm, note))
    return rows


def _admission_status(admission: list[AdmissionEntry] | None, setting: str, model_id: str | None) -> str:
    if admission is None:
        return ""
    if setting == "ordinary":
        return "baseline"
    found = None
    for a in admission:
        if a.setting == setting and (not model_id or not a.model or a.model == model_id):
            found = a
    if found is None:
        return "not in the admission table"
    if found.status == NOT_APPLICABLE:
        return f"{NOT_APPLICABLE}: {found.reason}" if found.reason else NOT_APPLICABLE
    return found.status


@dataclass(frozen=True)
class PlanResult:
    memory_bytes: int
    weights_bytes: int
    runtime_bytes: int
    runtime_note: str
    activations: ActivationEstimate
    model_max_context: int
    rows: list[PlanRow]


def resident_bytes() -> int | None:
    """This process's resident memory (/proc/self/status VmRSS), or None where unavailable."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


def make_plan(
    model,
    input_ids: torch.Tensor,
    settings: list[str],
    memory_bytes: int,
    model_max_context: int,
    chunk_tokens: int = 512,
    admission: list[AdmissionEntry] | None = None,
    model_id: str | None = None,
    runtime_bytes: int | None = None,
) -> PlanResult:
    """Measure every setting's cache on the model and fit the longest context per setting."""
    weights = weights_bytes(model)
    device = next(model.parameters()).device
    dtype_bytes = next(model.parameters()).element_size()
    activations = estimate_activations(model.config, dtype_bytes, chunk_tokens)
    costs = [measure_cache_cost(model, s, input_ids.to(device)) for s in settings]
    # Read resident memory only after the forward passes: weights loaded lazily (memory-mapped) are
    # resident by then, and the measured caches have been freed.
    if runtime_bytes is not None:
        runtime, note = runtime_bytes, "given"
    elif device.type == "cpu" and (rss := resident_bytes()) is not None:
        runtime, note = max(0, rss - weights), "measured: resident memory after the forward passes less the weights"
    else:
        runtime, note = 0, "not counted (device allocator figures count tensors only)"
    rows = plan_capacity(memory_bytes, weights, runtime, activations, costs, model_max_context, admission, model_id)
    return PlanResult(memory_bytes, weights, runtime, note, activations, model_max_context, rows)
