"""The `kvtrial` attention implementation: SDPA that reads keys and values in a format's own basis.

Registered through transformers' public AttentionInterface (no model file is forked). With it,
a turbo-format cache hands attention its rotated codes' values and the rotation B instead of
un-rotating every stored token on every step: scores use q @ B (B orthogonal, so
(qB)(kB)^T = qk^T) and the output of rotated values is un-rotated once, out @ B^T. In a decode step on CPU in
float32 these two products run on one thread in C (kernels.rotate); elsewhere torch multiplies.
With any other attention implementation the cache un-rotates on read, and results agree.

On a decode step (one query token), and on CPU for a prompt chunk (several query tokens), the cache may
instead hand over `PackedRead`s: its packed fields untouched. A compiled kernel then attends straight from
the packed codes: the C kernel (kvtrial.cache.kernels; its decode entry for one query token, its prefill
entry for a chunk) for CPU tensors, the Triton kernel (kvtrial.cache.kernels.gpu) for CUDA tensors; when it
cannot serve the call it says why, the cache decodes as above, and the reason is counted in the cache's
`DecodeStats` (decode steps and prompt chunks apart), which `describe` reports.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, cast

import torch

from kvtrial.cache.kernels import PackedSide, fused_decode_attention, fused_prefill_attention, load_kernels
from kvtrial.cache.kernels.decode_attention import PDOT_NONE, pdot_path, qdot_path
from kvtrial.cache.kernels.prefill_policy import prefill_refused
from kvtrial.cache.kernels.rotate import rotate_rows

if TYPE_CHECKING:
    from transformers import PreTrainedModel

ATTENTION_NAME = "kvtrial"


class BasisStates(NamedTuple):
    """Decoded keys or values expressed in `basis` (stored = x @ basis); basis None = identity."""

    states: torch.Tensor
    basis: torch.Tensor | None


def _path(kernel: int, torch_: int) -> str:
    return {(True, False): "kernel", (False, True): "torch", (True, True): "mixed", (False, False): "none yet"}[
        (kernel > 0, torch_ > 0)]


@dataclass
class ReadCounts:
    """How one kind of read went, per layer: by a packed-code kernel (C or Triton), or decoded for SDPA and why.
    `unit` names the read in the record (`steps`: decode steps, one query token; `chunks`: prompt chunks)."""

    unit: str
    kernel: int = 0
    torch: int = 0
    reasons: Counter = field(default_factory=Counter)
    builds: Counter = field(default_factory=Counter)  # which kernel build read the kernel reads
    # Reads of a cache asked to score keys with an int8 query (qdot=int8): those that did, by the kernel's
    # instruction path, and those that scored keys in float, by reason
    int8_paths: Counter = field(default_factory=Counter)
    float_keys: Counter = field(default_factory=Counter)
    # The same for a cache asked to sum values with 8-bit weights (vsum=int8)
    int8_value_paths: Counter = field(default_factory=Counter)
    float_values: Counter = field(default_factory=Counter)

    def kernel_read(self, build: str) -> None:
        self.kernel += 1
        self.builds[build] += 1

    def torch_read(self, reason: str) -> None:
        self.torch += 1
        self.reasons[reason] += 1

    def key_scores(self, int8_path: str | None, float_reason: str | None) -> None:
        """One read of a cache asked for int8 key scores: by `int8_path`, or in float for `float_reason`."""
        _count_int8(self.int8_paths, self.float_keys, int8_path, float_reason)

    def value_sums(self, int8_path: str | None, float_reason: str | None) -> None:
        """One read of a cache asked for int8 value sums: by `int8_path`, or in float for `float_reason`."""
        _count_int8(self.int8_value_paths, self.float_values, int8_path, float_reason)

    def to_dict(self) -> dict[str, Any]:
        return {"path": _path(self.kernel, self.torch), f"kernel_{self.unit}": self.kernel,
                f"torch_{self.unit}": self.torch, "kernel_build": ", ".join(sorted(self.builds)) or None,
                "torch_reasons": dict(self.reasons), f"int8_key_{self.unit}": sum(self.int8_paths.values()),
                "int8_key_path": ", ".join(sorted(self.int8_paths)) or None, "float_key_reasons": dict(self.float_keys),
                f"int8_value_{self.unit}": sum(self.int8_value_paths.values()),
                "int8_value_path": ", ".join(sorted(self.int8_value_paths)) or None,
                "float_value_reasons": dict(self.float_values)}


def _count_int8(paths: Counter, floats: Counter, int8_path: str | None, float_reason: str | None) -> None:
    if int8_path is not None:
        paths[int8_path] += 1
    else:
        floats[float_reason or "unknown"] += 1


@dataclass
class DecodeStats:
    """How a cache's attention reads went: its decode steps, and apart its prompt chunks (`prompt_chunks` in the
    record, read back as `records.cache_report.DecodeRecord` / `ChunkRecord`)."""

    steps: ReadCounts = field(default_factory=lambda: ReadCounts("steps"))
    chunks: ReadCounts = field(default_factory=lambda: ReadCounts("chunks"))

    def of(self, q_len: int) -> ReadCounts:
        """The counts a read of `q_len` query tokens belongs to."""
        return self.steps if q_len == 1 else self.chunks

    def kernel_read(self, q_len: int, build: str) -> None:
        self.of(q_len).kernel_read(build)

    def torch_read(self, q_len: int, reason: str) -> None:
        self.of(q_len).torch_read(reason)

    def key_scores(self, q_len: int, int8_path: str | None, float_reason: str | None = None) -> None:
        self.of(q_len).key_scores(int8_path, float_reason)

    def value_sums(self, q_len: int, int8_path: str | None, float_reason: str | None = None) -> None:
        self.of(q_len).value_sums(int8_path, float_reason)

    def to_dict(self) -> dict[str, Any]:
        return {**self.steps.to_dict(), "prompt_chunks": self.chunks.to_dict()}


@dataclass
class PackedRead:
    """One side (keys or values) of a decode step or prompt chunk, left packed; `decode()` gives the SDPA input instead."""

    side: PackedSide
    basis: torch.Tensor | None
    decode: Callable[[], BasisStates]
    stats: DecodeStats
    # Full-precision tokens read before the packed ones (sink tokens), [B, Hkv, n, D] in `basis`
    prefix: torch.Tensor | None = None
    # Full-precision tokens read after the packed ones (the window of recent tokens), [B, Hkv, m, D] in `basis`
    suffix: torch.Tensor | None = None


def _sinks(kwargs: dict) -> torch.Tensor | None:
    """gpt-oss passes its learned attention sinks as `s_aux` (some integrations call them `sinks`)."""
    sinks = kwargs.get("s_aux")
    return kwargs.get("sinks") if sinks is None else sinks


def _causal(module, kwargs: dict) -> bool:
    """Whether a prompt chunk without a mask is causal: the call's `is_causal` when given (as SDPA reads it), else
    the module's."""
    is_causal = kwargs.get("is_causal")
    return bool(getattr(module, "is_causal", True) if is_causal is None else is_causal)


def _kernel_build(device: torch.device) -> str:
    """The kernel build that serves a device, as the library reports it (e.g. "C avx512+openmp")."""
    from kvtrial.cache.kernels import gpu

    return "Triton" if gpu.takes(device) else f"C {load_kernels().build_info}"


def _into_basis(x: torch.Tensor, basis: torch.Tensor, step: bool) -> torch.Tensor:
    """x @ basis: for a decode `step` (a few rows) on one thread in C, for CPU float32 (kernels.rotate says when);
    else torch's product (a prompt chunk's rows are many enough to gain from torch's threads)."""
    basis = basis.to(x.dtype)
    out = rotate_rows(x, basis) if step else None
    return x @ basis if out is None else out


def _out_of_basis(x: torch.Tensor, basis: torch.Tensor, step: bool) -> torch.Tensor:
    """x @ basis.T, as `_into_basis`."""
    basis = basis.to(x.dtype)
    out = rotate_rows(x, basis, transpose=True) if step else None
    return x @ basis.T if out is None else out


def _kernel_attention(module, query, key: PackedRead, value: PackedRead, attention_mask, kwargs):
    """(output, None) from a packed-code kernel (Triton on CUDA, C on CPU), or (None, why not)."""
    from kvtrial.cache.kernels import gpu

    if module.training and kwargs.get("dropout", 0.0):
        return None, "attention dropout is on"
    if kwargs.get("softcap") is not None:
        return None, "attention option softcap is set"
    if kwargs.get("position_bias") is not None:
        return None, "attention option position_bias is set"
    # `sliding_window` needs nothing here: a sliding layer's cache hands over only the window's tokens and
    # the mask covers exactly those, as for the SDPA path.
    scaling = kwargs.get("scaling")
    scaling = query.shape[-1] ** -0.5 if scaling is None else float(scaling)
    step = query.shape[2] == 1
    if key.basis is not None:
        query = _into_basis(query, key.basis, step)
    sinks = _sinks(kwargs)
    # Sink tokens (full precision, read first) join the kernel's own softmax.
    prefix = None
    if key.prefix is not None and key.prefix.shape[-2]:
        assert value.prefix is not None  # a layer's sink keys and values go together
        prefix = (key.prefix, value.prefix)
    suffix = None
    if key.suffix is not None:
        assert value.suffix is not None  # a layer's window keys and values go together
        suffix = (key.suffix, value.suffix)
    if gpu.takes(query.device):
        if suffix is not None:
            return None, "the Triton kernel does not read a window of full-precision recent tokens"
        causal = query.shape[2] > 1 and attention_mask is None and _causal(module, kwargs)
        out, why = gpu.gpu_attention(query, key.side, value.side, attention_mask, scaling, causal=causal,
                                     prefix=prefix, sinks=sinks)
    elif query.shape[2] == 1:
        out, why = fused_decode_attention(query, key.side, value.side, attention_mask, scaling, sinks, prefix=prefix,
                                          suffix=suffix)
    else:  # a prompt chunk: without a mask transformers means causal (aligned at the end) unless the module is not
        kernels = load_kernels()
        why = prefill_refused(kernels.build_info) if kernels.lib is not None else None
        if why is not None:
            return None, why
        causal = attention_mask is None and _causal(module, kwargs)
        out, why = fused_prefill_attention(query, key.side, value.side, attention_mask, scaling, sinks,
                                           prefix=prefix, causal=causal, suffix=suffix)
    if out is not None and value.basis is not None:
        out = _out_of_basis(out, value.basis, step)
    return out, why


@dataclass(frozen=True)
class _Int8Side:
    """What a side asked for int8 arithmetic says of a read that kept float: on the Triton kernel, in a prompt chunk,
    in a C build without the int8 path; and the C build's int8 path."""

    on_triton: str
    in_chunks: str
    path: Callable[[], str | None]
    without_path: str


_KEY_SCORES = _Int8Side("the Triton kernel scores keys in float",
                        "prompt chunks score keys in float (int8 key scores serve decode steps)", qdot_path,
                        "this kernel build scores keys in float")
_VALUE_SUMS = _Int8Side("the Triton kernel sums values in float",
                        "prompt chunks sum values in float (int8 value sums serve decode steps)", pdot_path, PDOT_NONE)


def _count_int8_side(count: Callable[[int, str | None, str | None], None], side: _Int8Side, query: torch.Tensor,
                     by_kernel: bool, why: str | None) -> None:
    """How a read asked for int8 arithmetic on one side (keys or values) went: the C decode kernel's int8 path, or
    float and why; `count` is DecodeStats.key_scores or DecodeStats.value_sums."""
    from kvtrial.cache.kernels import gpu

    q_len = query.shape[2]
    if not by_kernel:
        count(q_len, None, f"decoded for SDPA: {why}")
    elif gpu.takes(query.device):
        count(q_len, None, side.on_triton)
    elif q_len > 1:
        count(q_len, None, side.in_chunks)
    elif (path := side.path()) is None:
        count(q_len, None, side.without_path)
    else:
        count(q_len, f"C {path}", None)


def _explicit_attention(module, query, key, value, attention_mask, scaling, sinks, softcap, dropout):
    """Attention written out, for what SDPA cannot express: learned sinks (an extra logit per head that
    takes softmax mass without a value, as gpt-oss's own eager attention computes it) and logit softcap."""
    groups = query.shape[1] // key.shape[1]
    key = key.repeat_interleave(groups, dim=1) if groups > 1 else key
    value = value.repeat_interleave(groups, dim=1) if groups > 1 else value
    scaling = query.shape[-1] ** -0.5 if scaling is None else scaling
    logits = torch.matmul(query, key.transpose(2, 3)) * scaling
    if softcap is not None:
        logits = torch.tanh(logits / softcap) * softcap
    if attention_mask is not None:
        mask = attention_mask[:, :, :, : key.shape[-2]]
        if mask.dtype == torch.bool:
            logits = logits.masked_fill(~mask, torch.finfo(logits.dtype).min)
        else:
            logits = logits + mask
    if sinks is not None:
        column = sinks.reshape(1, -1, 1, 1).to(logits.dtype).expand(query.shape[0], -1, query.shape[-2], 1)
        logits = torch.cat([logits, column], dim=-1)
    logits = logits - logits.max(dim=-1, keepdim=True).values
    probs = torch.softmax(logits, dim=-1, dtype=logits.dtype)
    if sinks is not None:
        probs = probs[..., :-1]
    probs = torch.nn.functional.dropout(probs, p=dropout, training=module.training).to(value.dtype)
    return torch.matmul(probs, value).transpose(1, 2).contiguous(), probs


def kvtrial_attention_forward(module, query, key, value, attention_mask, dropout=0.0, scaling=None, is_causal=None,
                              position_bias=None, **kwargs):
    """transformers' attention interface, with SDPA's signature: models pass the options after the mask as keywords,
    and wrappers of the registered functions (kvpress's, for one) may pass them positionally, in SDPA's order."""
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    kwargs["dropout"], kwargs["scaling"] = dropout, scaling
    if is_causal is not None:
        kwargs["is_causal"] = is_causal
    if position_bias is not None:
        kwargs["position_bias"] = position_bias
    if isinstance(key, PackedRead):
        out, why = _kernel_attention(module, query, key, value, attention_mask, kwargs)
        if key.side.qdot:
            _count_int8_side(key.stats.key_scores, _KEY_SCORES, query, out is not None, why)
        if value.side.qdot:
            _count_int8_side(key.stats.value_sums, _VALUE_SUMS, query, out is not None, why)
        if out is not None:
            key.stats.kernel_read(query.shape[2], _kernel_build(query.device))
            return out, None
        key.stats.torch_read(query.shape[2], why)
        key, value = key.decode(), value.decode()
    value_basis, step = None, query.shape[2] == 1
    if isinstance(key, BasisStates):
        if key.basis is not None:
            query = _into_basis(query, key.basis, step)
        key = key.states
    if isinstance(value, BasisStates):
        value_basis = value.basis
        value = value.states
    sinks, softcap = _sinks(kwargs), kwargs.get("softcap")
    if sinks is not None or softcap is not None:
        out, weights = _explicit_attention(module, query, key, value, attention_mask, kwargs.get("scaling"), sinks,
                                           softcap, kwargs.get("dropout", 0.0))
    else:
        out, weights = sdpa_attention_forward(module, query, key, value, attention_mask, **kwargs)
    if value_basis is not None:
        out = _out_of_basis(out, value_basis, step)  # out is [B, q_len, H, D]
    return out, weights


def register_kvtrial_attention() -> str:
    """Make `kvtrial` a valid attn_implementation (idempotent); returns its name."""
    from transformers import AttentionInterface
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, sdpa_mask

    AttentionInterface.register(ATTENTION_NAME, kvtrial_attention_forward)
    ALL_MASK_ATTENTION_FUNCTIONS.register(ATTENTION_NAME, sdpa_mask)
    return ATTENTION_NAME


def use_kvtrial_attention(model: torch.nn.Module) -> None:
    """Switch a loaded model to the `kvtrial` attention implementation (caches made after this read in basis)."""
    register_kvtrial_attention()
    # A transformers model: nn.Module's __getattr__ would type the method as a Tensor | Module attribute.
    cast("PreTrainedModel", model).set_attn_implementation(ATTENTION_NAME)
