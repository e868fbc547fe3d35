"""What a live cache object really stores, read from its tensors: the proof a setting took effect.

Bits per value are computed from the bytes of the stored tensors divided by the number of
values they hold, never from the format's name; a layer is `confirmed` only when that
measurement equals the format's layout figure.
"""

from __future__ import annotations

import torch
from transformers.cache_utils import (
    Cache,
    CacheLayerMixin,
    DummyLayer,
    DynamicLayer,
    DynamicSlidingWindowLayer,
    LinearAttentionCacheLayerMixin,
)

from kvtrial.cache.describe_transformers import (
    TRANSFORMERS_LAYERS,
    transformers_layer_report,
)
from kvtrial.cache.formats.rotated import RotatedFormat, rotation_block
from kvtrial.cache.layer import QuantizedKVLayer
from kvtrial.cache.storage import FieldStore
from kvtrial.records.cache_report import CacheReport, LayerReport

_PLAIN_NAMES = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16"}


def _bits(nbytes: int, values: int) -> float | None:
    return nbytes * 8 / values if values else None


def _nbytes(t: torch.Tensor | None) -> int:
    return 0 if t is None else t.numel() * t.element_size()


def _kvtrial_layer(i: int, layer: QuantizedKVLayer, layer_type: str) -> LayerReport:
    ks, vs = layer.key_store, layer.value_store
    window_bytes = _nbytes(layer.recent_keys) + _nbytes(layer.recent_values)
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
        confirmed=confirmed, note=note, layer_type=layer_type,
        stored_tokens=layer.refiner.length + layer._stored_tokens(), sliding_window=getattr(layer, "sliding_window", 0),
        key_centered=layer.refiner.center, sink_tokens=layer.refiner.length,
        key_rotation=_rotation(ks, layer), value_rotation=_rotation(vs, layer),
    )


def _rotation(store: FieldStore, layer: QuantizedKVLayer) -> int:
    """The Hadamard block the store writes its rows rotated in (its format's), 0 when none or before any token
    reached the layer (tokens still in the full-precision window are rotated when they leave it)."""
    held = layer.recent_keys if layer.recent_keys is not None else layer.refiner.sink_keys
    dim = store.head_dim or (held.shape[-1] if held is not None else 0)
    if not isinstance(store.fmt, RotatedFormat) or not dim:
        return 0
    return rotation_block(dim, store.fmt.side)


def _dynamic_layer(i: int, layer: DynamicLayer, layer_type: str) -> LayerReport:
    keys, values = layer.keys, layer.values
    window = getattr(layer, "sliding_window", 0)
    if keys is None or keys.numel() == 0:
        return LayerReport(i, "ordinary", "empty", "empty", 0, 0, 0, 0, None, None, None, None, 0, False, "empty layer",
                           layer_type=layer_type, sliding_window=window)
    assert values is not None  # a DynamicLayer initializes keys and values together
    kb, vb = _nbytes(keys), _nbytes(values)
    k_name, v_name = _PLAIN_NAMES.get(keys.dtype, str(keys.dtype)), _PLAIN_NAMES.get(values.dtype, str(values.dtype))
    return LayerReport(
        layer=i, kind="ordinary", key_format=k_name, value_format=v_name, tokens=layer.get_seq_length(),
        window_tokens=0, key_bytes=kb, value_bytes=vb, key_bits=keys.element_size() * 8.0,
        value_bits=values.element_size() * 8.0, key_nominal_bits=keys.element_size() * 8.0,
        value_nominal_bits=values.element_size() * 8.0, allocated_bytes=kb + vb, confirmed=True,
        layer_type=layer_type, stored_tokens=keys.shape[-2], sliding_window=window,
    )


def _state_layer(i: int, layer: LinearAttentionCacheLayerMixin, layer_type: str) -> LayerReport:
    """Linear-attention / convolution state: kept as transformers keeps it, its bytes counted."""
    nbytes = sum(_nbytes(t) for t in (*layer.conv_states.values(), *layer.recurrent_states.values()))
    return LayerReport(
        layer=i, kind="state", key_format="-", value_format="-", tokens=0, window_tokens=0, key_bytes=0,
        value_bytes=0, key_bits=None, value_bits=None, key_nominal_bits=None, value_nominal_bits=None,
        allocated_bytes=nbytes, confirmed=True, note="state kept unquantized, as transformers keeps it",
        layer_type=layer_type, state_bytes=nbytes,
    )


def _shared_layer(i: int, layer_type: str) -> LayerReport:
    return LayerReport(i, "shared", "-", "-", 0, 0, 0, 0, None, None, None, None, 0, True,
                       "no storage of its own (reads another layer's keys and values, or has no attention)",
                       layer_type=layer_type)


def _layer_type(cache: Cache, i: int, layer) -> str:
    types = getattr(cache, "layer_types", None)
    if types is not None and i < len(types):
        return types[i]
    if isinstance(layer, DummyLayer):
        return "dummy"
    if isinstance(layer, LinearAttentionCacheLayerMixin) and not isinstance(layer, CacheLayerMixin):
        return "linear_attention"
    return "sliding_attention" if getattr(layer, "is_sliding", False) else "full_attention"


def describe(cache: Cache) -> CacheReport:
    """Per layer: what it is (its layer type), effective key and value formats, tokens seen and held,
    bytes used (KV, or state for linear-attention layers), bits per value."""
    setting = str(getattr(cache, "spec", "ordinary" if type(cache).__name__ == "DynamicCache" else "unknown"))
    stats = getattr(cache, "decode_stats", None)
    effective = getattr(cache, "effective_spec", None)  # kvtrial caches read their layers' formats back
    layers: list[LayerReport] = []
    for i, layer in enumerate(cache.layers):
        layer_type = _layer_type(cache, i, layer)
        if isinstance(layer, QuantizedKVLayer):
            layers.append(_kvtrial_layer(i, layer, layer_type))
        # exact types (not subclasses); the isinstance only narrows for mypy (the sliding layer subclasses it)
        elif isinstance(layer, DynamicLayer) and type(layer) in (DynamicLayer, DynamicSlidingWindowLayer):
            layers.append(_dynamic_layer(i, layer, layer_type))
        elif isinstance(layer, TRANSFORMERS_LAYERS):
            layers.append(transformers_layer_report(i, layer))
        elif isinstance(layer, LinearAttentionCacheLayerMixin) and not isinstance(layer, CacheLayerMixin):
            layers.append(_state_layer(i, layer, layer_type))
        elif isinstance(layer, DummyLayer):
            layers.append(_shared_layer(i, layer_type))
        else:
            layers.append(
                LayerReport(i, type(layer).__name__, "unknown", "unknown", layer.get_seq_length(), 0, 0, 0,
                            None, None, None, None, 0, False,
                            f"kvtrial cannot read the storage of {type(layer).__name__}",
                            layer_type=layer_type)
            )
    return CacheReport.build(type(cache).__name__, setting, layers, stats.to_dict() if stats is not None else None,
                             effective().formats_text if effective is not None else None)
