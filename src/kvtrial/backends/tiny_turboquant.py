"""The `tiny-turboquant` backend: the `tiny-turboquant` package's TinyKVCache (KIVI-style storage:
keys quantized per channel over blocks of tokens, values per token, the most recent tokens kept in the
model's dtype), at its named presets.

Settings: `ordinary` (DynamicCache), and `tiny-<preset>` for the package's presets
  tiny-safe        4-bit keys, 4-bit values
  tiny-balanced    4-bit keys, 3-bit values
  tiny-compact     3-bit keys, 3-bit values
  tiny-aggressive  3-bit keys, 2-bit values in groups of 32 channels
with options `:residual=N,block=N` (the package's residual_len and block_size, 128 and 128 by default,
left out of the canonical spelling): a layer keeps between `residual` and `residual + block - 1`
tokens unquantized and quantizes `block` tokens at a time.

transformers 5.24+ passes the attention's keyword arguments to `Cache.update` as `kwargs=`, which
TinyKVCache.update does not take: the backend's subclass takes them and calls the package's update
with its own arguments. Every attention call rebuilds the layer's whole float view from the codes in
torch (the package's Triton path serves CUDA only and is left off), so decode cost grows with the
context; the cache report says so (`decode`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import torch
from transformers.cache_utils import DynamicCache

from kvtrial.backends.base import EffectiveCache, ModelHandle, Setting
from kvtrial.backends.peer_cache import PeerBackend, nbytes, ordinary_effective
from kvtrial.backends.torch_session import TorchSession
from kvtrial.backends.transformers_engine import ordinary_interface
from kvtrial.cache import head_dim as config_head_dim
from kvtrial.cache.spec import ORDINARY
from kvtrial.errors import KvtrialError, SpecError
from kvtrial.records.cache_report import CacheReport, LayerReport

# tiny-turboquant 0.18.0's presets (TinyKVCache._COMPRESSION_PRESETS): key bits, value bits, value group
# (None: one scale per token). The read-back checks the live layers against them.
PRESETS: dict[str, tuple[int, int, int | None]] = {
    "safe": (4, 4, None), "balanced": (4, 3, None), "compact": (3, 3, None), "aggressive": (3, 2, 32)}
DEFAULTS = {"residual": 128, "block": 128}
PREFIX = "tiny-"
DECODE_REASON = ("tiny-turboquant rebuilds the layer's float keys and values from its codes in torch on every "
                 "attention call; the model's attention reads the copy")


@dataclass(frozen=True)
class TinySetting:
    preset: str  # a PRESETS name, or "ordinary"
    residual: int = DEFAULTS["residual"]
    block: int = DEFAULTS["block"]

    @property
    def is_ordinary(self) -> bool:
        return self.preset == ORDINARY

    def __str__(self) -> str:
        if self.is_ordinary:
            return ORDINARY
        opts = [f"{k}={getattr(self, k)}" for k, v in DEFAULTS.items() if getattr(self, k) != v]
        return PREFIX + self.preset + (":" + ",".join(opts) if opts else "")


def parse_tiny(text: str) -> TinySetting:
    raw = text.strip() if isinstance(text, str) else ""
    if raw == ORDINARY:
        return TinySetting(ORDINARY)
    head, colon, opts = raw.partition(":")
    preset = head.removeprefix(PREFIX)
    if not head.startswith(PREFIX) or preset not in PRESETS:
        raise SpecError(f"tiny-turboquant serves 'ordinary' and {', '.join(PREFIX + p for p in PRESETS)} (with options "
                        f":residual=N,block=N), not {text!r}")
    values = dict(DEFAULTS)
    for item in opts.split(",") if colon else ():
        key, eq, val = (part.strip() for part in item.partition("="))
        if key not in DEFAULTS or not eq:
            raise SpecError(f"tiny-turboquant: unknown or malformed option {item!r} in {text!r}; options: residual=N, block=N")
        if not val.isdigit():
            raise SpecError(f"tiny-turboquant: option {key} needs a whole number, got {val!r}")
        values[key] = int(val)
    if values["block"] < 1:
        raise SpecError(f"tiny-turboquant: block must be at least 1, got {values['block']}")
    return TinySetting(preset, values["residual"], values["block"])


def code_bits(bits: int, head_dim: int) -> int:
    """Bits one stored code takes: the package packs 4-bit codes two to a byte (even head dimension), 3-bit
    eight to three bytes (head dimension a multiple of 8), 2-bit four to a byte (a multiple of 4); otherwise a
    byte each."""
    packs = {4: 2, 3: 8, 2: 4}
    return bits if bits in packs and head_dim % packs[bits] == 0 else 8


def layout_bits(preset: str, head_dim: int, block: int) -> tuple[float, float]:
    """(key, value) bits per quantized value: codes, plus float16 scale and zero point per channel per block of
    tokens (keys) and per token and group of channels (values)."""
    kb, vb, group = PRESETS[preset]
    groups = 1 if group is None else head_dim // group
    return code_bits(kb, head_dim) + 32 / block, code_bits(vb, head_dim) + 32 * groups / head_dim


@cache
def cache_class() -> type:
    """TinyKVCache taking transformers 5.24+'s `kwargs=` in `update`, and counting its attention calls."""
    from tiny_turboquant import TinyKVCache

    class KvtrialTinyKVCache(TinyKVCache):
        def update(self, key_states: torch.Tensor, value_states: torch.Tensor, layer_idx: int, *args: Any,
                   **kwargs: Any) -> tuple[torch.Tensor, torch.Tensor]:
            counts = self.__dict__.setdefault("kvtrial_reads", {"steps": 0, "chunks": 0})
            counts["steps" if key_states.shape[-2] == 1 else "chunks"] += 1
            return super().update(key_states, value_states, layer_idx)

    return KvtrialTinyKVCache


def _layer_report(i: int, layer: Any, setting: TinySetting | None) -> tuple[LayerReport, int]:
    """One TinyKVLayer's stored bytes, read from its tensors, and the bytes of any dense float view it keeps
    (a cache that keeps one only simulates its compression)."""
    dim = layer._head_dim or 0
    quantized = layer._n_quantized
    residual_k, residual_v = nbytes(layer._residual_keys), nbytes(layer._residual_values)
    k_codes, v_codes = nbytes(layer._key_indices), nbytes(layer._value_indices)
    k_meta = nbytes(layer._key_scales) + nbytes(layer._key_zeros)
    v_meta = nbytes(layer._value_scales) + nbytes(layer._value_zeros)
    outliers = sum(nbytes(t) for t in (layer._key_outlier_idx, layer._key_outlier_vals, layer._value_outlier_idx,
                                       layer._value_outlier_vals))
    dense = nbytes(getattr(layer, "keys", None)) + nbytes(getattr(layer, "values", None))
    idx = layer._key_indices
    values = idx.shape[0] * idx.shape[1] * quantized * dim if quantized and idx is not None and idx.dim() == 4 else 0
    k_bits = (k_codes + k_meta) * 8 / values if values else None
    v_bits = (v_codes + v_meta) * 8 / values if values else None
    preset = next((name for name, (kb, vb, group) in PRESETS.items()
                   if (layer.key_bits, layer.value_bits, layer.value_group_size) == (kb, vb, group)), None)
    nominal = layout_bits(preset, dim, layer.block_size) if preset and dim else (None, None)
    notes = []
    if not values:
        notes.append("no quantized tokens stored yet (all in the residual window)")
    if layer.skip_quantization or outliers:
        notes.append("protected layer or outlier channels (not a preset's storage)")
    if dense:
        notes.append(f"keeps a dense float view of {dense} bytes beside its codes")
    confirmed = (bool(values) and preset is not None and k_bits == nominal[0] and v_bits == nominal[1] and not dense
                 and not layer.skip_quantization and not outliers and setting is not None
                 and (layer.residual_len, layer.block_size) == (setting.residual, setting.block))
    name = f"int{layer.key_bits}/int{layer.value_bits}"
    report = LayerReport(
        layer=i, kind="tiny-turboquant", key_format=f"tiny-{preset}" if preset else name,
        value_format=f"tiny-{preset}" if preset else name, tokens=layer.get_seq_length(),
        window_tokens=layer._residual_keys.shape[-2] if layer._residual_keys is not None else 0,
        key_bytes=k_codes + k_meta + residual_k + dense // 2, value_bytes=v_codes + v_meta + residual_v + dense // 2,
        key_bits=k_bits, value_bits=v_bits, key_nominal_bits=nominal[0], value_nominal_bits=nominal[1],
        allocated_bytes=k_codes + k_meta + v_codes + v_meta + residual_k + residual_v + outliers + dense,
        confirmed=confirmed, note="; ".join(notes), stored_tokens=layer.get_seq_length())
    return report, dense


def read_back(cache: Any, setting: TinySetting | None) -> EffectiveCache:
    """The live TinyKVCache's setting, spelled from its layers' own attributes, and its stored bytes."""
    rows: list[LayerReport] = []
    dense = 0
    for i, layer in enumerate(cache.layers):
        row, layer_dense = _layer_report(i, layer, setting)
        rows.append(row)
        dense += layer_dense
    report = CacheReport.build(type(cache).__name__, str(setting) if setting else "unknown", rows)
    first = cache.layers[0] if cache.layers else None
    preset = next((n for n, p in PRESETS.items() if first is not None
                   and (first.key_bits, first.value_bits, first.value_group_size) == p), None)
    spelled = str(TinySetting(preset, first.residual_len, first.block_size)) if first is not None and preset else "empty"
    summary = report.to_dict()
    summary.pop("layers")
    reads = getattr(cache, "kvtrial_reads", {"steps": 0, "chunks": 0})
    steps, chunks = reads["steps"], reads["chunks"]
    # in the shape of a kvtrial cache's decode record (records.cache_report.DecodeRecord): all on torch
    summary["decode"] = {"path": "torch" if steps else "none yet", "kernel_steps": 0, "torch_steps": steps,
                         "torch_reasons": {DECODE_REASON: steps} if steps else {},
                         "prompt_chunks": {"path": "torch" if chunks else "none yet", "kernel_chunks": 0,
                                           "torch_chunks": chunks, "torch_reasons": {DECODE_REASON: chunks} if chunks else {}}}
    summary["memory"] = memory_statement(report.total_bytes, dense)
    summary["dense_view_bytes"] = dense
    return EffectiveCache(spelled, report.confirmed, report.total_bytes, report.allocated_bytes, summary)


def memory_statement(total: int, dense: int) -> str:
    """`measured` when the cache keeps only its codes, scales and residual window; `nominal` when it also keeps
    a dense float copy (its compression is simulated: the bytes it holds are stated, measured)."""
    if not dense:
        return "measured: bytes of the stored codes, scales, zero points and residual window"
    return (f"nominal: the cache keeps a dense float copy ({dense} bytes) beside its codes, so it holds {total} bytes "
            "(measured), more than its codes imply")


class TinySession(TorchSession):
    """A TorchSession whose memory semantics follow the read-back: None (the engine's usual figures) unless the
    cache turned out to keep a dense float copy, whose bytes the row then states as nominal."""

    def effective(self) -> EffectiveCache:
        found = super().effective()
        memory = str(found.report.get("memory", ""))
        self.memory_semantics = None if not memory.startswith("nominal") else (
            "nominal (simulated compression): peak_allocated = bytes of every tensor the cache holds, its dense float "
            "copy included, measured from the live cache; " + memory)
        return found


class TinyTurboQuantBackend(PeerBackend):
    name = "tiny-turboquant"
    ordinary = ORDINARY
    module = "tiny_turboquant"
    dist = "tiny-turboquant"

    def parse(self, text: str) -> Setting:
        tiny = parse_tiny(text)
        return Setting(self.name, str(tiny), tiny, ordinary=tiny.is_ordinary)

    def settings(self) -> tuple[str, ...]:
        return (ORDINARY, "tiny-safe", "tiny-compact", "tiny-aggressive")

    def constraints(self) -> list[str]:
        return [
            "presets safe (K4/V4), balanced (K4/V3), compact (K3/V3), aggressive (K3/V2, values in groups of 32)",
            "keys per channel over blocks of `block` tokens (default 128), values per token; float16 scales and zero "
            "points; `residual` (default 128) to residual+block-1 recent tokens in the model's dtype",
            "every attention call rebuilds the layer's float keys and values from the codes (torch)",
            "full-attention decoder-only models only",
        ]

    def supports(self, setting: Setting, config: Any, source: str | None = None) -> str | None:
        reason = self.full_attention_reason(config)
        if reason or setting.ordinary:
            return reason
        return self.missing() or self._probe(setting.payload, config)

    def _probe(self, tiny: TinySetting, config: Any) -> str | None:
        """Fill one layer past its residual window with random keys and values and read it back: the installed
        package must quantize at this model's head dimension as the preset says."""
        text = config.get_text_config(decoder=True)
        dim, heads = config_head_dim(text), text.num_key_value_heads
        n = tiny.residual + tiny.block
        try:
            cache = cache_class()(compression=tiny.preset, residual_len=tiny.residual, block_size=tiny.block)
            gen = torch.Generator().manual_seed(0)
            k, v = torch.randn(1, heads, n, dim, generator=gen), torch.randn(1, heads, n, dim, generator=gen)
            keys, _ = cache.update(k, v, 0, kwargs={})
            eff = read_back(cache, tiny)
        except Exception as exc:  # noqa: BLE001  (whatever the package raises is the reason)
            return f"{self.name}: {tiny} failed its probe: {type(exc).__name__}: {exc}"
        if keys.shape[-2] != n or not torch.isfinite(keys).all() or not eff.confirmed:
            return (f"{self.name}: the probe of {tiny} read back {tuple(keys.shape)} keys, setting {eff.setting!r} "
                    f"(confirmed={eff.confirmed})")
        return None

    def interface(self, setting: Setting) -> dict[str, Any]:
        tiny = setting.payload
        if tiny.is_ordinary:
            return ordinary_interface()
        return {"call": f"tiny_turboquant.TinyKVCache.for_model(model, compression={tiny.preset!r}, "
                        f"residual_len={tiny.residual}, block_size={tiny.block})",
                "setting": str(tiny), "adapter": "update() takes transformers 5.24+'s kwargs= (kvtrial subclass)"}

    def open(self, handle: ModelHandle | Any, setting: Setting, n_ctx: int | None = None,
             n_threads: int | None = None) -> TorchSession:
        self.check_ready(setting)
        return TinySession(self, handle, setting)

    def new_cache(self, setting: Setting, model: Any) -> Any:
        tiny = setting.payload
        if tiny.is_ordinary:
            return DynamicCache(config=model.config)
        if self.missing():
            raise KvtrialError(str(self.missing()))
        built: Any = cache_class()
        return built.for_model(model, compression=tiny.preset, residual_len=tiny.residual,
                                       block_size=tiny.block)

    def effective(self, cache: Any) -> EffectiveCache:
        if type(cache) is DynamicCache:
            return ordinary_effective(cache)
        return read_back(cache, self._setting_of(cache))

    @staticmethod
    def _setting_of(cache: Any) -> TinySetting | None:
        """What the cache was built as (its own attributes), the reference its layers are checked against."""
        preset = next((n for n, (kb, vb, group) in PRESETS.items()
                       if (cache.key_bits, cache.value_bits, cache.value_group_size) == (kb, vb, group)), None)
        return TinySetting(preset, cache.residual_len, cache.block_size) if preset else None
