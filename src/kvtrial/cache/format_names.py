"""The KV format names and the traits the setting grammar reads, without the formats themselves (no torch):
so that reading a recorded setting — in the verdicts, the report, a plan — loads no tensor library.
`kvtrial.cache.formats` registers the formats under these names; a test holds the two to each other."""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.registry import Registry


@dataclass(frozen=True)
class FormatName:
    name: str
    plain: bool = False  # stores the model's values as they are (f32, f16, bf16): no quantization
    turbo: bool = False  # a rotated TurboQuant-style format (takes the `gain` option, per-key refinements)
    nominal_bits: float = 0.0  # llama.cpp's bits per value at a head dimension of 64


FORMAT_NAMES: Registry[FormatName] = Registry("KV format")
for _name in (
    FormatName("f32", plain=True, nominal_bits=32.0), FormatName("f16", plain=True, nominal_bits=16.0),
    FormatName("bf16", plain=True, nominal_bits=16.0), FormatName("q8_0", nominal_bits=8.5),
    FormatName("q5_1", nominal_bits=6.0), FormatName("q5_0", nominal_bits=5.5), FormatName("q4_1", nominal_bits=5.0),
    FormatName("q4_0", nominal_bits=4.5), FormatName("iq4_nl", nominal_bits=4.5),
    FormatName("turbo6", turbo=True, nominal_bits=6.25), FormatName("turbo5", turbo=True, nominal_bits=5.25),
    FormatName("turbo4", turbo=True, nominal_bits=4.25), FormatName("turbo3", turbo=True, nominal_bits=3.25),
    FormatName("turbo2", turbo=True, nominal_bits=2.25),
):
    FORMAT_NAMES.add(_name.name, _name)
