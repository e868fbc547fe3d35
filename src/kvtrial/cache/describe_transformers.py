"""Read back the storage of transformers' own quantized cache layers (QuantizedCache backends).

transformers 5.x keeps the quantized part of a `QuantoQuantizedLayer` / `HQQQuantizedLayer` in
`_quantized_keys` / `_quantized_values` and the not-yet-quantized residual tokens in `keys` /
`values`; an `Fp8QuantizedLayer` keeps `(float8 tensor, scale)` pairs. This module measures the
bytes those tensors really hold. A layer is `confirmed` only when the stored codes have the bit
width the layer was asked for, measured from the bytes of the code tensor (not from `nbits`),
and the all-in bits per value (codes + scales + zero points) equal the layout those codes and
that group size imply.

Format names follow kvtrial's setting names for these backends: `quanto-int4`, `hqq-int8`, `fp8`.
"""

from __future__ import annotations

import math

import torch
from transformers.cache_utils import Fp8QuantizedLayer, HQQQuantizedLayer, QuantoQuantizedLayer

from kvtrial.records.cache_report import LayerReport

TRANSFORMERS_LAYERS = (QuantoQuantizedLayer, HQQQuantizedLayer, Fp8QuantizedLayer)

# HQQ packings: values per storage word and the word's bits (3-bit codes go 10 to an int32).
_HQQ_PACKING = {"8bit_u8": (1, 8), "4bit_u8": (2, 8), "2bit_u8": (4, 8), "1bit_u8": (8, 8), "3bit_32": (10, 32)}


def _nbytes(t: torch.Tensor) -> int:
    return t.numel() * t.element_size()


def _residual(layer) -> tuple[int, int, int]:
    """Tokens and bytes (keys, values) of the full-precision residual window."""
    keys, values = getattr(layer, "keys", None), getattr(layer, "values", None)
    if keys is None or keys.dim() != 4:
        return 0, 0, 0
    assert values is not None  # layers hold keys and values together
    return keys.shape[-2], _nbytes(keys), _nbytes(values)


class _Part:
    """One quantized tensor (keys or values): bytes of codes and of scale/zero, values held."""

    def __init__(self, code_bytes: int, meta_bytes: int, values: int, expected_code_bits: float,
                 expected_all_in_bits: float, note: str = "") -> None:
        self.code_bytes, self.meta_bytes, self.values = code_bytes, meta_bytes, values
        self.expected_code_bits, self.expected_all_in_bits, self.note = expected_code_bits, expected_all_in_bits, note

    @property
    def code_bits(self) -> float | None:
        return self.code_bytes * 8 / self.values if self.values else None

    @property
    def all_in_bits(self) -> float | None:
        return (self.code_bytes + self.meta_bytes) * 8 / self.values if self.values else None

    @property
    def confirmed(self) -> bool:
        code_bits, all_in_bits = self.code_bits, self.all_in_bits  # None only when values == 0
        return (self.values > 0 and code_bits is not None and all_in_bits is not None
                and math.isclose(code_bits, self.expected_code_bits, rel_tol=1e-9)
                and math.isclose(all_in_bits, self.expected_all_in_bits, rel_tol=1e-9))


def _quanto_part(q, layer: QuantoQuantizedLayer) -> _Part:
    data = getattr(q, "_data", None)
    packed = getattr(data, "_data", data)  # PackedTensor wraps a uint8 tensor
    scale, shift = getattr(q, "_scale", None), getattr(q, "_shift", None)
    if not torch.is_tensor(packed) or scale is None:
        return _Part(0, 0, 0, layer.nbits, layer.nbits, f"unexpected quanto storage {type(q).__name__}")
    values = math.prod(q.shape)
    meta = _nbytes(scale) + (_nbytes(shift) if shift is not None else 0)
    group = getattr(q, "_group_size", None) or layer.q_group_size
    meta_bits = (scale.element_size() + (shift.element_size() if shift is not None else 0)) * 8 / group
    note = "" if q.qtype.bits == layer.nbits else f"quanto qtype {q.qtype.name} holds {q.qtype.bits}-bit codes"
    # quanto packs 8/nbits rows of its [groups, width] code matrix into one uint8 row, padding an odd
    # count (3 KV heads x 1 token gives 3 rows): the expected bytes follow from the requested width.
    width = packed.shape[-1] if packed.dim() else 1
    per_byte = max(1, 8 // layer.nbits)
    expected_code = math.ceil(values / width / per_byte) * width * 8 / values
    return _Part(_nbytes(packed), meta, values, expected_code, expected_code + meta_bits, note)


def _hqq_part(q, layer: HQQQuantizedLayer) -> _Part:
    codes, meta = q
    values = math.prod(meta["shape"])
    scale, zero = meta["scale"], meta["zero"]
    per_word, word_bits = _HQQ_PACKING.get(meta.get("packing"), (1, codes.element_size() * 8))
    group = meta["group_size"]
    # Codes are packed along the group dimension, which is padded up to whole words.
    code_bits = math.ceil(group / per_word) * word_bits / group
    meta_bits = (scale.element_size() + zero.element_size()) * 8 / group
    # Codes of another bit width than asked for would give other code bits: the check below catches it.
    expected_code = math.ceil(group / _packing_for(layer.nbits)[0]) * _packing_for(layer.nbits)[1] / group
    note = "" if meta["nbits"] == layer.nbits else f"HQQ meta says {meta['nbits']}-bit codes"
    part = _Part(_nbytes(codes), _nbytes(scale) + _nbytes(zero), values, expected_code, expected_code + meta_bits, note)
    if not math.isclose(code_bits, expected_code):
        packing = f"packing {meta.get('packing')} holds {code_bits:g}-bit codes"
        part.note = (part.note + "; " if part.note else "") + packing
    return part


def _packing_for(nbits: int) -> tuple[int, int]:
    return {8: (1, 8), 4: (2, 8), 2: (4, 8), 1: (8, 8), 3: (10, 32)}.get(nbits, (1, 8))


def _fp8_part(q, layer: Fp8QuantizedLayer) -> _Part:
    codes, scale = q
    values = codes.numel()
    note = "" if codes.dtype == layer.fp8_dtype else f"codes stored as {codes.dtype}"
    # One scale per tensor: its bytes spread over every value.
    expected_all_in = 8 + _nbytes(scale) * 8 / values if values else 8
    return _Part(_nbytes(codes), _nbytes(scale), values, 8.0, expected_all_in, note)


def _format_name(layer) -> str:
    if isinstance(layer, Fp8QuantizedLayer):
        return "fp8"
    family = "quanto" if isinstance(layer, QuantoQuantizedLayer) else "hqq"
    return f"{family}-int{layer.nbits}"


def transformers_layer_report(i: int, layer) -> LayerReport:
    """A LayerReport for one of transformers' quantized cache layers."""
    name = _format_name(layer)
    qk, qv = layer._quantized_keys, layer._quantized_values
    window, window_kb, window_vb = _residual(layer) if not isinstance(layer, Fp8QuantizedLayer) else (0, 0, 0)
    if qk is None:
        return LayerReport(i, "transformers", name, name, layer.get_seq_length(), window, window_kb, window_vb,
                           None, None, None, None, window_kb + window_vb, False, "no quantized tokens stored yet")
    if isinstance(layer, QuantoQuantizedLayer):
        kp, vp = _quanto_part(qk, layer), _quanto_part(qv, layer)
    elif isinstance(layer, HQQQuantizedLayer):
        kp, vp = _hqq_part(qk, layer), _hqq_part(qv, layer)
    else:
        kp, vp = _fp8_part(qk, layer), _fp8_part(qv, layer)
    confirmed = kp.confirmed and vp.confirmed
    notes = [n for n in (kp.note, vp.note) if n]
    if not confirmed:
        notes.append(f"stored bytes give {kp.all_in_bits}/{vp.all_in_bits} bits per value (codes "
                     f"{kp.code_bits}/{vp.code_bits}), the requested layout {kp.expected_all_in_bits}/"
                     f"{vp.expected_all_in_bits} (codes {kp.expected_code_bits}/{vp.expected_code_bits})")
    key_bytes = kp.code_bytes + kp.meta_bytes + window_kb
    value_bytes = vp.code_bytes + vp.meta_bytes + window_vb
    return LayerReport(
        layer=i, kind="transformers", key_format=name, value_format=name, tokens=layer.get_seq_length(),
        window_tokens=window, key_bytes=key_bytes, value_bytes=value_bytes, key_bits=kp.all_in_bits,
        value_bits=vp.all_in_bits, key_nominal_bits=kp.expected_all_in_bits, value_nominal_bits=vp.expected_all_in_bits,
        allocated_bytes=key_bytes + value_bytes, confirmed=confirmed, note="; ".join(notes),
    )
