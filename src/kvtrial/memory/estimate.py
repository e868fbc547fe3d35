"""A pre-run estimate of a request's peak memory, to skip cells that cannot fit the budget.

peak ≈ weights + KV cache at (input + output) tokens + the activations of prefilling the whole
input in one pass (`kvtrial.memory.activations`, one chunk as long as the prompt). The KV bits
come from the engine's setting; where the engine cannot say (a full-precision residual window), the
model's dtype is assumed, which overestimates a quantized cache. Only an estimate: the measured
peaks are what rows report.

The KV term follows the model's layer types as per-type lines (`kvtrial.memory.layout.kv_cost_groups`,
the same lines `kvtrial plan` solves): a sliding-window layer stops growing at its window, layers that
reuse another's KV or hold a linear-attention / convolution state store no KV. Not counted: that state
(constant, its shape is the model's own code's) and the few full-precision values of key refinements
(a mean key and sink tokens per head on turbo keys, `kvtrial.cache.centering`).
"""

from __future__ import annotations

from typing import Any

from kvtrial.memory.activations import estimate_activations
from kvtrial.memory.layout import KvBits, kv_cost_groups
from kvtrial.records.peak_estimate import PeakEstimate


def estimate_peak_bytes(config: Any, weight_bytes: int, setting: KvBits, input_tokens: int, output_budget: int,
                        dtype_bytes: int) -> PeakEstimate:
    tokens = input_tokens + output_budget
    kv = int(sum(g.bytes_at(tokens) for g in kv_cost_groups(config, setting, dtype_bytes * 8.0)))
    activations = int(estimate_activations(config, dtype_bytes, input_tokens).bytes_at(input_tokens))
    return PeakEstimate(weights=weight_bytes, kv_cache=kv, activations=activations,
                        total=weight_bytes + kv + activations, dtype_bytes=dtype_bytes)
