"""A cheap stand-in for one-layer-at-a-time KL: how far a format moves each layer's attention output.

Measuring KL whole (`sensitivity.measure`) runs the model once per layer, side and format. Here the
ordinary forward's queries, keys and values are captured once per window (in forward passes of
`prefill_chunk` tokens, as a prefill runs); each layer's keys (or values) are then written through a
real cache layer of each format on the scoring schedule (the first half in the scoring's prefill
chunks, then `step` tokens at a time), read back as attention reads them, and the error is the mean
squared change of the layer's attention output after its output projection, over the scored positions.

Why it can stand in: to second order the KL between two output distributions is a quadratic form in
the perturbation (the Fisher information; Amari, *Information Geometry*, 2016, §2.4), so for one layer
and side, with the perturbation spread alike whatever the format, KL grows in proportion to the output
error's energy. The tuner measures KL whole for one anchor format per layer and side and scales it by
these errors for the others (`sensitivity.estimate`); it checks that scaling against whole measurements
on a sample of layers and records the check.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

import torch
from transformers import AttentionInterface, PreTrainedModel
from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, sdpa_mask

from kvtrial.backends.session import scored_starts
from kvtrial.backends.torch_session import prefill_spans
from kvtrial.cache import make_cache
from kvtrial.cache.attention import BasisStates, PackedRead
from kvtrial.cache.spec import CacheSpec
from kvtrial.tune.sensitivity import variant

CAPTURE = "kvtrial-capture"


@dataclass
class LayerInputs:
    """One attention layer's inputs over a whole window, as its attention function received them."""

    query: torch.Tensor  # [Hq, T, D], after position embedding and any query norm
    key: torch.Tensor  # [Hkv, T, D]
    value: torch.Tensor  # [Hkv, T, D]
    scaling: float
    sliding_window: int | None
    out_proj: torch.Tensor  # [hidden, Hq*D]: the layer's output projection weight


def _capture_forward(store: dict[int, list[LayerInputs]]):
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    def forward(module, query, key, value, attention_mask, **kwargs):
        # This pass's tokens: all of them without a cache; with one, the last of what the cache returns.
        n = query.shape[2]
        store.setdefault(module.layer_idx, []).append(LayerInputs(
            query[0].detach().float().clone(), key[0, :, -n:].detach().float().clone(),
            value[0, :, -n:].detach().float().clone(),
            float(kwargs.get("scaling") or query.shape[-1] ** -0.5), kwargs.get("sliding_window"),
            module.o_proj.weight.detach().float(),
        ))
        return sdpa_attention_forward(module, query, key, value, attention_mask, **kwargs)

    return forward


def _joined(parts: Sequence[LayerInputs]) -> LayerInputs:
    if len(parts) == 1:
        return parts[0]
    return replace(parts[0], query=torch.cat([p.query for p in parts], dim=1),
                   key=torch.cat([p.key for p in parts], dim=1), value=torch.cat([p.value for p in parts], dim=1))


@contextlib.contextmanager
def _attention(model: PreTrainedModel, name: str) -> Iterator[None]:
    before = model.config._attn_implementation
    model.set_attn_implementation(name)
    try:
        yield
    finally:
        model.set_attn_implementation(before)


def capture(model: PreTrainedModel, window: torch.Tensor, prefill_chunk: int | None = None) -> dict[int, LayerInputs]:
    """Every attention layer's inputs over one window: one forward without a cache, or, with `prefill_chunk`
    shorter than the window, forward passes of that many tokens through the ordinary cache (one chunk's
    activations at a time; the same inputs up to float summation order)."""
    store: dict[int, list[LayerInputs]] = {}
    AttentionInterface.register(CAPTURE, _capture_forward(store))
    ALL_MASK_ATTENTION_FUNCTIONS.register(CAPTURE, sdpa_mask)
    ids = window.view(1, -1).to(model.device)
    spans = prefill_spans(ids.shape[1], prefill_chunk)
    cache = make_cache("ordinary", model.config) if len(spans) > 1 else None
    with _attention(model, CAPTURE), torch.inference_mode():
        for start, stop in spans:
            model.get_decoder()(input_ids=ids[:, start:stop], cache=cache, use_cache=cache is not None)
    return {layer: _joined(parts) for layer, parts in store.items()}


def _plain(read: Any) -> torch.Tensor:
    """A cache layer's read-back in the model's basis, whatever form attention would receive it in."""
    if isinstance(read, PackedRead):
        read = read.decode()
    if isinstance(read, BasisStates):
        states, basis = read
        return states[0].float() if basis is None else (states @ basis.transpose(-1, -2))[0].float()
    return read[0].float()


def _attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, positions: torch.Tensor, key_positions: torch.Tensor,
            scaling: float, sliding_window: int | None) -> torch.Tensor:
    """Causal (and windowed) attention of queries at `positions` over keys at `key_positions`: [Hq, s, D]."""
    groups = q.shape[0] // k.shape[0]
    k, v = k.repeat_interleave(groups, 0), v.repeat_interleave(groups, 0)
    gap = positions.view(-1, 1) - key_positions.view(1, -1)
    allowed = gap >= 0
    if sliding_window:
        allowed &= gap < sliding_window
    scores = (q @ k.transpose(-1, -2)) * scaling
    return torch.softmax(scores.masked_fill(~allowed, float("-inf")), -1) @ v


def output_errors(model: PreTrainedModel, inputs: dict[int, LayerInputs], formats: Sequence[str],
                  step: int, prefill_chunk: int | None = None,
                  windows: Sequence[int] = (0,)) -> dict[tuple[int, str, str], float]:
    """(layer, side, format) -> summed squared change of the projected attention output over the scored
    positions of one window, that side stored in that format and the other exact. The first half is written
    in the scoring's prefill chunks (what a layer stores can depend on its first write: turbo keys' mean).
    For each recent-token window of `windows` above 0 the formats are measured again with that window, under
    the format spelled with it (`sensitivity.variant`: `turbo4:window=128`)."""
    n_ctx = next(iter(inputs.values())).query.shape[1]
    prefill, scored = prefill_spans(n_ctx // 2, prefill_chunk), list(scored_starts(n_ctx, step))
    chunks = [*prefill, *scored]
    # A token is quantized once, when written, and every later read returns it as stored, so a full layer
    # is written as the prefill wrote it, then the scored part in one chunk, and read once; a sliding layer
    # returns only its window, so it is read chunk by chunk (each read is at most the window).
    full_writes = [*prefill, (scored[0][0], scored[-1][1])] if scored else prefill
    out: dict[tuple[int, str, str], float] = {}
    plain = {"float32": "f32", "float16": "f16", "bfloat16": "bf16"}[str(model.dtype).removeprefix("torch.")]
    runs = [(fmt, 0) for fmt in (plain, *formats)] + [(fmt, w) for w in windows if w for fmt in formats]
    for fmt, window in runs:
        cache = make_cache(CacheSpec(fmt, fmt, window=window), model.config)
        for layer, x in inputs.items():
            cache_layer: Any = cache.layers[layer]  # an attention layer: it stores keys and values
            total = {"keys": 0.0, "values": 0.0}
            # with a window, what a token reads back depends on when it is read (exact while recent)
            for start, stop in chunks if x.sliding_window or window else full_writes:
                k_new, v_new = x.key[None, :, start:stop], x.value[None, :, start:stop]
                k_read, v_read = cache_layer.update(k_new.to(model.dtype), v_new.to(model.dtype))
                if start < n_ctx // 2:
                    continue  # the prefill chunk: its positions are not scored
                k_hat, v_hat = _plain(k_read), _plain(v_read)
                kept = k_hat.shape[1]
                key_pos = torch.arange(stop - kept, stop)
                k_ref, v_ref = x.key[:, stop - kept : stop], x.value[:, stop - kept : stop]
                pos = torch.arange(start, stop)
                q = x.query[:, start:stop]
                exact = _attend(q, k_ref, v_ref, pos, key_pos, x.scaling, x.sliding_window)
                for side, k, v in (("keys", k_hat, v_ref), ("values", k_ref, v_hat)):
                    moved = _attend(q, k, v, pos, key_pos, x.scaling, x.sliding_window) - exact
                    flat = moved.transpose(0, 1).reshape(moved.shape[1], -1)
                    total[side] += float((flat @ x.out_proj.T).pow(2).sum())
            for side, err in total.items():
                out[(layer, side, variant(fmt, window))] = err
    return out
