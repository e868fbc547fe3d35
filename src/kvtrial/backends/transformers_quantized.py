"""What transformers' three QuantizedCache backends share: the setting grammar, the probe, the
call, and the read-back of the live layers (`kvtrial.cache.read_back` reads their stored bytes).

Settings: `ordinary` (DynamicCache, the reference), `<family>-int<N>` for quanto and hqq, `fp8`.
quanto and hqq take options `:group=64,residual=128,axis_key=0,axis_value=0` (transformers'
defaults, left out of the canonical spelling); fp8 takes none (it quantizes per tensor, with a
scale frozen after the first update). Keys and values always share one bit width: transformers
has one `nbits` for both, so asymmetric K/V is not expressible here.
"""

from __future__ import annotations

import copy
import importlib.util
from dataclasses import dataclass
from typing import Any

import torch
import transformers
from transformers.cache_utils import BaseQuantizedLayer, DynamicCache, QuantizedCache

from kvtrial.backends.base import EffectiveCache, Setting, package_version
from kvtrial.backends.native import ordinary_setting
from kvtrial.backends.transformers_engine import TransformersEngine, ordinary_interface
from kvtrial.cache import describe
from kvtrial.cache import head_dim as config_head_dim
from kvtrial.cache.layer_types import check_full_attention_only
from kvtrial.cache.spec import ORDINARY
from kvtrial.errors import KvtrialError, SpecError
from kvtrial.records.read_back import ReadBack, ReadBackKind

# transformers' own layer defaults (QuantizedLayer.__init__)
DEFAULTS = {"group": 64, "residual": 128, "axis_key": 0, "axis_value": 0}
_KWARG = {"group": "q_group_size", "residual": "residual_length", "axis_key": "axis_key", "axis_value": "axis_value"}


@dataclass(frozen=True)
class PeerSetting:
    family: str  # "quanto" | "hqq" | "fp8" | "ordinary"
    nbits: int | None = None
    group: int = DEFAULTS["group"]
    residual: int = DEFAULTS["residual"]
    axis_key: int = DEFAULTS["axis_key"]
    axis_value: int = DEFAULTS["axis_value"]

    @property
    def is_ordinary(self) -> bool:
        return self.family == ORDINARY

    def options(self) -> dict[str, int]:
        return {k: getattr(self, k) for k in DEFAULTS}

    def __str__(self) -> str:
        if self.is_ordinary:
            return ORDINARY
        if self.family == "fp8":
            return "fp8"
        opts = [f"{k}={v}" for k, v in self.options().items() if v != DEFAULTS[k]]
        return f"{self.family}-int{self.nbits}" + (":" + ",".join(opts) if opts else "")

    def cache_kwargs(self) -> dict[str, int | None]:
        if self.family == "fp8":
            return {}
        return {"nbits": self.nbits, **{_KWARG[k]: v for k, v in self.options().items()}}


class TransformersQuantizedBackend(TransformersEngine):
    """One of transformers' QuantizedCache backends; subclasses set the family and its limits."""

    ordinary: str = ORDINARY
    family: str = ""
    name: str = ""
    module: str | None = None  # the import the backend needs (None: nothing beyond torch)
    dist: str | None = None  # its distribution name, for versions() and the install hint
    bits: tuple[int, ...] = ()
    axes: tuple[int, ...] = (0,)
    default_settings: tuple[str, ...] = ()

    # ---- the setting grammar -------------------------------------------------------------------
    def parse(self, text: str) -> Setting:
        peer = self.parse_peer(text)
        # No per-value bits: the full-precision residual window and the per-group scales make the
        # stored bytes depend on the length (describe() measures them).
        return Setting(self.name, str(peer), peer, ordinary=peer.is_ordinary)

    def parse_peer(self, setting: str) -> PeerSetting:
        raw = setting.strip() if isinstance(setting, str) else ""
        if raw == ORDINARY:
            return PeerSetting(ORDINARY)
        head, _, opts = raw.partition(":")
        if self.family == "fp8":
            if head != "fp8":
                raise SpecError(f"{self.name} serves 'ordinary' and 'fp8', not {setting!r}")
            if opts or raw.endswith(":"):
                raise SpecError(f"{self.name}: fp8 quantizes per tensor and takes no options (got {opts!r}); "
                                "group, residual and axis options belong to quanto and hqq")
            return PeerSetting("fp8")
        prefix = f"{self.family}-int"
        if not head.startswith(prefix) or not head[len(prefix):].isdigit():
            valid = ", ".join(f"{prefix}{b}" for b in self.bits)
            raise SpecError(f"{self.name} serves 'ordinary' and {valid} (with options :group=N,residual=N,"
                            f"axis_key=A,axis_value=A), not {setting!r}")
        nbits = int(head[len(prefix):])
        if nbits not in self.bits:
            raise SpecError(f"{self.name}: {nbits}-bit codes are not supported; {self.family} supports "
                            f"{', '.join(map(str, self.bits))} bits")
        values = dict(DEFAULTS)
        if opts or raw.endswith(":"):
            for item in opts.split(","):
                key, eq, val = (part.strip() for part in item.partition("="))
                if key not in DEFAULTS or not eq:
                    raise SpecError(f"{self.name}: unknown or malformed option {item!r} in {setting!r}; options: "
                                    f"{', '.join(f'{k}=N' for k in DEFAULTS)}")
                try:
                    values[key] = int(val)
                except ValueError:
                    raise SpecError(f"{self.name}: option {key} needs a whole number, got {val!r}") from None
        for key in ("axis_key", "axis_value"):
            if values[key] not in self.axes:
                raise SpecError(f"{self.name}: {key} must be one of {', '.join(map(str, self.axes))}, got {values[key]}")
        for key in ("group", "residual"):
            if values[key] < 1:
                raise SpecError(f"{self.name}: {key} must be at least 1, got {values[key]}")
        return PeerSetting(self.family, nbits, **values)

    # ---- the Backend protocol ------------------------------------------------------------------
    def settings(self) -> tuple[str, ...]:
        return (ORDINARY, *self.default_settings)

    def missing(self) -> str | None:
        """Why the backend cannot run in this environment (a missing optional dependency), or None."""
        if self.module and importlib.util.find_spec(self.module) is None:
            return (f"{self.name} needs the Python package {self.dist!r}, which is not installed "
                    f"(pip install 'kvtrial[peers]' or pip install {self.dist})")
        return None

    def versions(self) -> dict[str, str]:
        found = {"torch": str(torch.__version__), "transformers": str(transformers.__version__)}
        if self.dist:
            found[self.dist] = package_version(self.dist)
        return found

    def supports(self, setting: Setting, config: Any, source: str | None = None) -> str | None:
        # `source` does not matter: transformers' caches go into any loaded transformers model.
        peer = setting.payload
        try:
            check_full_attention_only(config, "transformers' QuantizedCache")
        except KvtrialError as exc:
            return str(exc)
        if peer.is_ordinary:
            return None
        missing = self.missing()
        if missing:
            return missing
        return self._probe(peer, config)

    def _probe(self, peer: PeerSetting, config: Any) -> str | None:
        """Quantize and read back one layer's worth of random keys and values: the installed library
        must really serve this setting at this model's shapes, not merely import."""
        text = config.get_text_config(decoder=True)
        head_dim, kv_heads = config_head_dim(text), text.num_key_value_heads
        try:
            cache = QuantizedCache(self.family, config, **peer.cache_kwargs())
            gen = torch.Generator().manual_seed(0)
            k = torch.randn(1, kv_heads, 4, head_dim, generator=gen)
            v = torch.randn(1, kv_heads, 4, head_dim, generator=gen)
            layer = cache.layers[0]
            if not isinstance(layer, BaseQuantizedLayer):  # QuantizedCache builds quantized key/value layers only
                return f"{self.name}: QuantizedCache built a {type(layer).__name__} layer, not a quantized one"
            layer.update(k, v)
            keys, _ = layer.update(k[:, :, :1], v[:, :, :1])
            if keys.shape[-2] != 5 or not torch.isfinite(keys).all():
                return f"{self.name}: the probe read back {tuple(keys.shape)} keys (finite={bool(torch.isfinite(keys).all())})"
        except Exception as exc:  # noqa: BLE001  (whatever the library raises is the reason)
            return f"{self.name}: {str(peer)} failed its probe: {type(exc).__name__}: {exc}"
        return None

    def interface(self, setting: Setting) -> dict[str, Any]:
        peer = setting.payload
        if peer.is_ordinary:
            return ordinary_interface()
        kwargs = peer.cache_kwargs()
        args = "".join(f", {k}={v}" for k, v in kwargs.items())
        return {"call": f"transformers.cache_utils.QuantizedCache({self.family!r}, model.config{args})",
                "setting": str(peer), "backend": self.family, **kwargs}

    def new_cache(self, setting: Setting, model: Any) -> Any:
        """A fresh cache for one request (called by the session, never by the protocol)."""
        peer = setting.payload
        if peer.is_ordinary:
            return DynamicCache(config=model.config)
        missing = self.missing()
        if missing:
            raise KvtrialError(missing)
        return QuantizedCache(self.family, model.config, **peer.cache_kwargs())

    def copy_cache(self, cache: Any) -> Any:
        # transformers' QuantizedLayer and DynamicLayer replace their tensors on every update and never
        # write into them, so new layer objects over the same tensors are an independent copy (quanto's
        # packed tensor subclasses refuse copy.deepcopy).
        twin = copy.copy(cache)
        twin.layers = [copy.copy(layer) for layer in cache.layers]
        return twin

    def effective(self, cache: Any) -> EffectiveCache:
        report = describe(cache)
        summary = report.to_dict()
        summary.pop("layers")
        if type(cache) is DynamicCache:
            return EffectiveCache(ordinary_setting(report), report.confirmed, report.total_bytes,
                                  report.allocated_bytes, summary)
        read_back = ReadBack.parse(report.effective_setting)
        # confirmation travels in `EffectiveCache.confirmed`; layers that differ keep their mark
        setting = read_back.text() if read_back.kind is ReadBackKind.MIXED else read_back.setting
        layer0 = cache.layers[0] if cache.layers else None
        if layer0 is not None and hasattr(layer0, "q_group_size") and setting.startswith(f"{self.family}-int"):
            # The options read back from the live layer, spelled as a setting.
            found = {"group": layer0.q_group_size, "residual": layer0.residual_length,
                     "axis_key": layer0.axis_key, "axis_value": layer0.axis_value}
            opts = [f"{k}={v}" for k, v in found.items() if v != DEFAULTS[k]]
            setting += ":" + ",".join(opts) if opts else ""
        summary["layer_classes"] = sorted({type(layer).__name__ for layer in cache.layers})
        summary["notes"] = sorted({r.note for r in report.layers if r.note})
        if report.layers:
            first = report.layers[0]
            summary["key_bits"], summary["value_bits"] = first.key_bits, first.value_bits
        return EffectiveCache(setting, report.confirmed, report.total_bytes, report.allocated_bytes, summary)

    def check_ready(self, setting: Setting) -> None:
        if not setting.ordinary and self.missing():
            raise KvtrialError(self.missing())

