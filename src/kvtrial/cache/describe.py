"""What a live cache object really stores, read from its tensors: the proof a setting took effect.

Bits per value are computed from the bytes of the stored tensors divided by the number of
values they hold, never from the format's name; a layer is `confirmed` only when that
measurement equals the format's layout figure.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

import torch
from transformers.cache_utils import Cache, DynamicLayer

from kvtrial.cache.describe_transformers import TRANSFORMERS_LAYERS, transformers_layer_report
from kvtrial.cache.layer import QuantizedKVLayer

_PLAIN_NAMES = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16"}


@dataclass
class LayerReport:
    layer: int
    kind: str
    key_format: str
    value_format: str
    tokens: int
    window_tokens: int
    key_bytes: int
    value_bytes: int
    key_bits: float | None
    value_bits: float | None
    key_nominal_bits: float | None
    value_nominal_bits: float | None
    allocated_bytes: int
    confirmed: bool
    note: str = ""
    # kvtrial caches: keys stored minus a fixed mean key, and full-precision sink tokens (cache/centering.py)
    key_centered: bool = False
    sink_tokens: int = 0


@dataclass
class CacheReport:
    cache_class: str
    setting: str
    layers: list[LayerReport] = field(default_factory=list)
    decode: dict | None = None  # kvtrial caches: how decode steps were read (C kernel or torch, and why)

    @property
    def total_bytes(self) -> int:
        return sum(r.key_bytes + r.value_bytes for r in self.layers)

    @property
    def allocated_bytes(self) -> int:
        return sum(r.allocated_bytes for r in self.layers)

    @property
    def tokens(self) -> int:
        return max((r.tokens for r in self.layers), default=0)

    @property
    def confirmed(self) -> bool:
        return bool(self.layers) and all(r.confirmed for r in self.layers)

    @property
    def effective_setting(self) -> str:
        """The key/value formats actually found in every layer, or `mixed`/`unconfirmed`."""
        pairs = {(r.key_format, r.value_format) for r in self.layers}
        if not pairs:
            return "empty"
        if len(pairs) > 1:
            return "mixed:" + ";".join(sorted(f"{k}/{v}" for k, v in pairs))
        k, v = pairs.pop()
        name = k if k == v else f"{k}/{v}"
        return name if self.confirmed else f"unconfirmed:{name}"

    def to_dict(self) -> dict:
        return {
            "cache_class": self.cache_class,
            "setting": self.setting,
            "effective_setting": self.effective_setting,
            "confirmed": self.confirmed,
            "tokens": self.tokens,
            "total_bytes": self.total_bytes,
            "allocated_bytes": self.allocated_bytes,
            "decode": self.decode,
            "layers": [asdict(r) for r in self.layers],
        }


def _bits(nbytes: int, values: int) -> float | None:
    return nbytes * 8 / values if values else None


def _kvtrial_layer(i: int, layer: QuantizedKVLayer) -> LayerReport:
    ks, vs = layer.key_store, layer.value_store
    window_bytes = 0
    if layer.recent_keys is not None:
        window_bytes = sum(t.numel() * t.element_size() for t in (layer.recent_keys, layer.recent_values))
    refined_key_bytes, refined_value_bytes = layer.refiner.nbytes()  # mean key and sink tokens
    head_dim = ks.head_dim or vs.head_dim
    k_bits, v_bits = _bits(ks.used_bytes(), ks.values_stored()), _bits(vs.used_bytes(), vs.values_stored())
    k_nom = layer.key_format.bits_per_value(head_dim) if head_dim else None
    v_nom = layer.value_format.bits_per_value(head_dim) if head_dim else None
    stored = ks.length > 0
    confirmed = stored and k_bits == k_nom and v_bits == v_nom
    note = "" if stored else "no quantized tokens stored yet (all in the full-precision window)"
    if stored and not confirmed:
        note = f"stored bytes give {k_bits}/{v_bits} bits per value, the formats' layouts {k_nom}/{v_nom}"
    return LayerReport(
        layer=i, kind="kvtrial", key_format=layer.key_format.name, value_format=layer.value_format.name,
        tokens=layer.get_seq_length(), window_tokens=layer.recent_length,
        key_bytes=ks.used_bytes() + window_bytes // 2 + refined_key_bytes,
        value_bytes=vs.used_bytes() + window_bytes // 2 + refined_value_bytes,
        key_bits=k_bits, value_bits=v_bits, key_nominal_bits=k_nom, value_nominal_bits=v_nom,
        allocated_bytes=ks.allocated_bytes() + vs.allocated_bytes() + window_bytes + refined_key_bytes
        + refined_value_bytes,
        confirmed=confirmed, note=note, key_centered=layer.refiner.center, sink_tokens=layer.refiner.length,
    )


def _dynamic_layer(i: int, layer: DynamicLayer) -> LayerReport:
    keys, values = layer.keys, layer.values
    if keys is None or keys.numel() == 0:
        return LayerReport(i, "ordinary", "empty", "empty", 0, 0, 0, 0, None, None, None, None, 0, False, "empty layer")
    kb, vb = keys.numel() * keys.element_size(), values.numel() * values.element_size()
    k_name, v_name = _PLAIN_NAMES.get(keys.dtype, str(keys.dtype)), _PLAIN_NAMES.get(values.dtype, str(values.dtype))
    return LayerReport(
        layer=i, kind="ordinary", key_format=k_name, value_format=v_name, tokens=layer.get_seq_length(),
        window_tokens=0, key_bytes=kb, value_bytes=vb, key_bits=keys.element_size() * 8.0,
        value_bits=values.element_size() * 8.0, key_nominal_bits=keys.element_size() * 8.0,
        value_nominal_bits=values.element_size() * 8.0, allocated_bytes=kb + vb, confirmed=True,
    )


def describe(cache: Cache) -> CacheReport:
    """Per layer: effective key and value formats, tokens stored, bytes used, bits per value."""
    setting = str(getattr(cache, "spec", "ordinary" if type(cache).__name__ == "DynamicCache" else "unknown"))
    stats = getattr(cache, "decode_stats", None)
    report = CacheReport(cache_class=type(cache).__name__, setting=setting,
                         decode=stats.to_dict() if stats is not None else None)
    for i, layer in enumerate(cache.layers):
        if isinstance(layer, QuantizedKVLayer):
            report.layers.append(_kvtrial_layer(i, layer))
        elif type(layer) is DynamicLayer:
            report.layers.append(_dynamic_layer(i, layer))
        elif isinstance(layer, TRANSFORMERS_LAYERS):
            report.layers.append(transformers_layer_report(i, layer))
        else:
            report.layers.append(
                LayerReport(i, type(layer).__name__, "unknown", "unknown", layer.get_seq_length(), 0, 0, 0,
                            None, None, None, None, 0, False, f"kvtrial cannot read the storage of {type(layer).__name__}")
            )
    return report
