"""The `kvpress` backend: NVIDIA kvpress's scorer presses evicting keys and values from a plain cache, so a
trial can weigh eviction against quantization with the same evidence.

Settings: `ordinary` (DynamicCache), and `<press>:ratio=R`, R the press's `compression_ratio` (the share of
key/value pairs removed, 0 < R < 1):
  knorm      KnormPress: keeps the keys of lowest L2 norm
  tova       TOVAPress: keeps the tokens the last query attends to most (averaged over heads)
  streaming  StreamingLLMPress: keeps the first 4 tokens and the most recent ones

When it presses: after every forward pass (a prompt chunk, a decode step), each layer is pressed back to
max(1, int(seen × (1 − R))) of the `seen` tokens it was given, as kvpress counts kept pairs. kvpress's own
ScorerPress presses once, after a one-pass prefill; pressing after every pass keeps the cache at its budget
whatever the prompt's chunking and through the decode (TOVA's own policy), and equals kvpress's on a one-pass
prompt. The kept keys and values stay plain tensors in the model's dtype: the model's own attention (sdpa)
reads them, and the bytes are what the cache holds.

transformers 5.24+ no longer passes `past_key_values` or `cache_position` to the attention module, which
kvpress's forward hook reads; the backend's own hook (on every attention module of the model, inert for any
other cache) calls the press's `compress` with what 5.25 passes, and the cache's layers keep the count of
tokens seen, so positions and the causal mask stay right after eviction. The press classes are imported from
their modules alone: kvpress's package `__init__` imports every press (some need `datasets`, `fire`,
`cachetools`) and wraps transformers' attention functions globally for head-wise presses, which this backend
does not offer.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from dataclasses import dataclass
from functools import cache
from typing import Any

import torch
from transformers.cache_utils import Cache, DynamicCache, DynamicLayer

from kvtrial.backends.base import EffectiveCache, Setting
from kvtrial.backends.peer_cache import PeerBackend, nbytes, ordinary_effective
from kvtrial.backends.transformers_engine import ordinary_interface
from kvtrial.cache.spec import ORDINARY
from kvtrial.errors import KvtrialError, SpecError
from kvtrial.records.cache_report import CacheReport, LayerReport

# setting name -> (module under kvpress.presses, class)
PRESSES = {"knorm": ("knorm_press", "KnormPress"), "tova": ("tova_press", "TOVAPress"),
           "streaming": ("streaming_llm_press", "StreamingLLMPress")}
DECODE_STATEMENT = ("plain tensors of the kept tokens, read by the model's own attention implementation; "
                    "the press scores and gathers them after every forward pass")
HOOKED = "_kvtrial_press_hooks"  # marks a model whose attention modules carry the press hook


@dataclass(frozen=True)
class PressSetting:
    press: str  # a PRESSES name, or "ordinary"
    ratio: float = 0.0  # kvpress's compression_ratio: the share of pairs removed

    @property
    def is_ordinary(self) -> bool:
        return self.press == ORDINARY

    def __str__(self) -> str:
        return ORDINARY if self.is_ordinary else f"{self.press}:ratio={self.ratio:g}"

    def kept(self, seen: int) -> int:
        """Pairs a layer keeps of `seen` tokens (kvpress's compute_n_kept over the tokens seen)."""
        return max(1, int(seen * (1 - self.ratio)))


def parse_press(text: str) -> PressSetting:
    raw = text.strip() if isinstance(text, str) else ""
    if raw == ORDINARY:
        return PressSetting(ORDINARY)
    head, _, opts = raw.partition(":")
    key, eq, val = (part.strip() for part in opts.partition("="))
    if head not in PRESSES or key != "ratio" or not eq or "," in val:
        raise SpecError(f"kvpress serves 'ordinary' and {', '.join(f'{p}:ratio=R' for p in PRESSES)} (R: the share of "
                        f"key/value pairs removed, 0 < R < 1), not {text!r}")
    try:
        ratio = float(val)
    except ValueError:
        raise SpecError(f"kvpress: ratio needs a number between 0 and 1, got {val!r}") from None
    if not 0 < ratio < 1:
        raise SpecError(f"kvpress: ratio is the share of key/value pairs removed, 0 < R < 1; got {ratio:g}")
    return PressSetting(head, float(f"{ratio:g}"))


@cache
def press_class(name: str) -> type:
    """The kvpress press class for a setting name, imported from its module without kvpress's package
    `__init__` (unless the package was already imported whole, whose classes are then used)."""
    module, cls = PRESSES[name]
    loaded = sys.modules.get("kvpress")
    if loaded is not None and hasattr(loaded, cls):
        return getattr(loaded, cls)
    spec = importlib.util.find_spec("kvpress")
    if spec is None or spec.submodule_search_locations is None:
        raise KvtrialError("the kvpress backend needs the Python package 'kvpress', which is not installed")
    shell = types.ModuleType("kvpress")  # the package's namespace, its __init__ left unrun
    shell.__path__ = list(spec.submodule_search_locations)
    shell.__spec__ = spec
    placed = sys.modules.setdefault("kvpress", shell) is shell
    try:
        return getattr(importlib.import_module(f"kvpress.presses.{module}"), cls)
    finally:
        if placed:  # a later `import kvpress` runs the real __init__, which finds these modules loaded
            del sys.modules["kvpress"]


class PressedLayer(DynamicLayer):
    """A DynamicLayer that keeps the count of tokens it was given apart from the tokens it holds: positions
    (`get_seq_length`) follow the tokens seen, the mask spans the tokens held."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args: Any,
               **kwargs: Any) -> tuple[torch.Tensor, torch.Tensor]:
        self.seen += key_states.shape[-2]
        return super().update(key_states, value_states)

    def held(self) -> int:
        return 0 if not self.is_initialized or self.keys is None else int(self.keys.shape[-2])

    def get_seq_length(self) -> int:
        return self.seen

    def get_mask_sizes(self, query_length: int) -> tuple[int, int]:
        # the held tokens stand for positions seen-held … seen-1: every one before the new queries
        return self.held() + query_length, self.seen - self.held()


class PressedCache(Cache):
    """Plain per-layer keys and values that a kvpress scorer press evicts from after every forward pass."""

    def __init__(self, setting: PressSetting, num_layers: int) -> None:
        super().__init__(layers=[PressedLayer() for _ in range(num_layers)])
        self.setting = setting
        self.press = press_class(setting.press)(compression_ratio=0.0)
        self.passes = {"steps": 0, "chunks": 0}  # forward passes of layer 0: decode steps and prompt chunks

    def press_layer(self, module: Any, hidden_states: torch.Tensor, attentions: Any, kwargs: dict) -> None:
        layer = self.layers[module.layer_idx]
        assert isinstance(layer, PressedLayer)
        if module.layer_idx == 0:
            self.passes["steps" if hidden_states.shape[1] == 1 else "chunks"] += 1
        held, target = layer.held(), self.setting.kept(layer.seen)
        if held <= target:
            return
        # the ratio that leaves exactly `target` of `held` pairs under kvpress's int() rounding
        self.press.compression_ratio = 1 - (target + 0.5) / held
        keys, values = self.press.compress(module, hidden_states, layer.keys, layer.values, attentions, kwargs)
        layer.keys, layer.values = keys.contiguous(), values.contiguous()


def _press_hook(module: Any, args: tuple, kwargs: dict, output: Any) -> Any:
    cache = kwargs.get("cache", kwargs.get("past_key_values"))
    hidden = kwargs.get("hidden_states", args[0] if args else None)
    if isinstance(cache, PressedCache) and hidden is not None:
        attentions = output[1] if isinstance(output, tuple) and len(output) > 1 else None
        cache.press_layer(module, hidden, attentions, kwargs)
    return output


def install_hooks(model: Any) -> None:
    """Hook every attention module of the model once (the hook acts only for a PressedCache)."""
    if getattr(model, HOOKED, False):
        return
    for layer in model.get_decoder().layers:
        layer.self_attn.register_forward_hook(_press_hook, with_kwargs=True)
    setattr(model, HOOKED, True)


def read_back(cache: PressedCache) -> EffectiveCache:
    """The press and ratio the live cache applies, and per layer the tokens held against those the ratio keeps."""
    setting = cache.setting
    rows: list[LayerReport] = []
    spelled = str(PressSetting(_press_name(cache.press), setting.ratio))
    for i, layer in enumerate(cache.layers):
        assert isinstance(layer, PressedLayer)
        held, kept = layer.held(), setting.kept(layer.seen)
        kb, vb = nbytes(layer.keys), nbytes(layer.values)
        bits = float(layer.keys.element_size() * 8) if held and layer.keys is not None else None
        confirmed = held > 0 and held == kept
        note = "" if confirmed else f"holds {held} of {layer.seen} tokens seen; the ratio keeps {kept}"
        rows.append(LayerReport(
            layer=i, kind="kvpress", key_format=spelled, value_format=spelled, tokens=layer.seen, window_tokens=0,
            key_bytes=kb, value_bytes=vb, key_bits=bits, value_bits=bits, key_nominal_bits=bits, value_nominal_bits=bits,
            allocated_bytes=kb + vb, confirmed=confirmed, note=note, stored_tokens=held))
    report = CacheReport.build(type(cache).__name__, str(setting), rows)
    summary = report.to_dict()
    summary.pop("layers")
    summary["decode_statement"] = DECODE_STATEMENT
    summary["memory"] = "measured: bytes of the kept keys and values (plain tensors in the model's dtype)"
    summary["forward_passes"] = dict(cache.passes)
    summary["seen_and_held"] = [[r.tokens, r.stored_tokens] for r in report.layers]  # per layer
    return EffectiveCache(spelled, report.confirmed, report.total_bytes, report.allocated_bytes, summary)


def _press_name(press: Any) -> str:
    return next((name for name, (_, cls) in PRESSES.items() if type(press).__name__ == cls), type(press).__name__)


class KvpressBackend(PeerBackend):
    name = "kvpress"
    ordinary = ORDINARY
    module = "kvpress"
    dist = "kvpress"

    def parse(self, text: str) -> Setting:
        press = parse_press(text)
        return Setting(self.name, str(press), press, ordinary=press.is_ordinary)

    def settings(self) -> tuple[str, ...]:
        return (ORDINARY, "knorm:ratio=0.5", "tova:ratio=0.5", "streaming:ratio=0.5")

    def constraints(self) -> list[str]:
        return [
            "presses knorm, tova, streaming at ratio=R (the share of key/value pairs removed, 0 < R < 1)",
            "after every forward pass each layer is pressed back to int(seen x (1 - R)) of the tokens it has seen",
            "kept keys and values stay plain tensors in the model's dtype, read by the model's own attention",
            "full-attention decoder-only models whose attention modules have q_proj (Llama-like)",
        ]

    def supports(self, setting: Setting, config: Any, source: str | None = None) -> str | None:
        reason = self.full_attention_reason(config)
        if reason or setting.ordinary:
            return reason
        missing = self.missing()
        if missing:
            return missing
        try:
            press_class(setting.payload.press)
        except Exception as exc:  # noqa: BLE001  (whatever the import raises is the reason)
            return f"{self.name}: importing the {setting.payload.press} press failed: {type(exc).__name__}: {exc}"
        return None

    def interface(self, setting: Setting) -> dict[str, Any]:
        press = setting.payload
        if press.is_ordinary:
            return ordinary_interface()
        module, cls = PRESSES[press.press]
        return {"call": f"kvpress.presses.{module}.{cls}.compress after every forward pass, to "
                        f"int(seen x (1 - {press.ratio:g})) pairs per layer",
                "setting": str(press), "press": cls, "compression_ratio": press.ratio}

    def new_cache(self, setting: Setting, model: Any) -> Any:
        press = setting.payload
        if press.is_ordinary:
            return DynamicCache(config=model.config)
        if self.missing():
            raise KvtrialError(str(self.missing()))
        install_hooks(model)
        return PressedCache(press, model.config.get_text_config(decoder=True).num_hidden_layers)

    def effective(self, cache: Any) -> EffectiveCache:
        if type(cache) is DynamicCache:
            return ordinary_effective(cache)
        return read_back(cache)
