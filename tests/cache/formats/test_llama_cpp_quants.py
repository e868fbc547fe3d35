"""q5_0, q5_1 and iq4_nl against llama.cpp's own quantizers and dequantizers, on the same rows.

Two references: gguf-py's numpy port of llama.cpp's block math (`gguf.quants`: quantize and dequantize
for q5_0 / q5_1, dequantize for iq4_nl), and llama.cpp's C reference quantizers themselves
(`quantize_row_*_ref` in libggml-base, the writers its CPU backend uses to store keys and values),
loaded from llama-cpp-python when it is installed. kvtrial's codes, scales and minima must equal
theirs bit for bit, and so must the dequantized values.

One stated difference: iq4_nl stores a block whose largest magnitude is below 1e-15 with scale 0, and
llama.cpp then leaves that block's codes as whatever its code buffer held from the previous block;
kvtrial writes code 8. Both decode to zeros, so such blocks are compared by value, not by code.
"""

from __future__ import annotations

import ctypes
import importlib.util
import pathlib

import numpy as np
import pytest
import torch
from gguf import GGMLQuantizationType
from gguf import quants as gguf_quants

from kvtrial.cache.formats import get_format, packing
from kvtrial.cache.formats.q5_0 import codes_of

GGML = {"q5_0": GGMLQuantizationType.Q5_0, "q5_1": GGMLQuantizationType.Q5_1, "iq4_nl": GGMLQuantizationType.IQ4_NL}
BLOCK_BYTES = {"q5_0": 22, "q5_1": 24, "iq4_nl": 18}  # llama.cpp's block sizes: d [m] [qh] qs


def rows(seed: int = 0) -> torch.Tensor:
    """[16, 128] float32 rows: Gaussian at scales from 1e-3 to 3, one outlier, one zero block and one block
    below llama.cpp's 1e-15 threshold."""
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(16, 128, generator=gen) * torch.logspace(-3, 0.5, 16).unsqueeze(-1)
    x[1, 5] = 40.0
    x[2, :32] = 0.0
    x[3, 32:64] = 1e-17
    x[4, 64:96] = x[4, 64:96].abs()  # one-signed block: q5_1's minimum is not negative
    return x.contiguous()


def split_blocks(name: str, raw: np.ndarray) -> dict[str, torch.Tensor]:
    """llama.cpp's block bytes [n, bytes] -> scale (fp16), min (q5_1), and the codes [n, 32] in value order."""
    raw = torch.from_numpy(np.ascontiguousarray(raw).reshape(-1, BLOCK_BYTES[name]))
    out = {"scale": raw[:, 0:2].contiguous().view(torch.float16).reshape(-1)}
    at = 2
    if name == "q5_1":
        out["min"] = raw[:, 2:4].contiguous().view(torch.float16).reshape(-1)
        at = 4
    high = None
    if name != "iq4_nl":
        high = raw[:, at : at + 4]
        at += 4
    nibbles = raw[:, at:]
    codes = torch.cat([nibbles & 15, nibbles >> 4], dim=-1)  # byte j holds values j and j + 16
    if high is not None:
        codes |= packing.unpack(high.contiguous(), 1, 32) << 4  # bit j of the little-endian qh is value j's
    out["codes"] = codes
    return out


def kvtrial_blocks(name: str, x: torch.Tensor) -> dict[str, torch.Tensor]:
    fields = get_format(name).quantize(x)
    codes = packing.unpack(fields["codes"], 4, x.shape[-1]) if name == "iq4_nl" else codes_of(fields)
    out = {"scale": fields["scale"].reshape(-1), "codes": codes.reshape(-1, 32)}
    if "min" in fields:
        out["min"] = fields["min"].reshape(-1)
    return out


def assert_same_blocks(name: str, ours: dict[str, torch.Tensor], theirs: dict[str, torch.Tensor]) -> None:
    for field in ("scale", "min"):
        if field in theirs:
            assert torch.equal(ours[field].view(torch.int16), theirs[field].view(torch.int16)), field
    stored = theirs["scale"] != 0 if name == "iq4_nl" else torch.ones_like(theirs["scale"], dtype=torch.bool)
    assert torch.equal(ours["codes"][stored], theirs["codes"][stored])


def llama_cpp_library() -> ctypes.CDLL | None:
    """libggml-base from llama-cpp-python (the `llama` extra), or None when it is not installed."""
    spec = importlib.util.find_spec("llama_cpp")
    if spec is None or spec.origin is None:
        return None
    found = sorted(pathlib.Path(spec.origin).parent.glob("lib/libggml-base.*"))
    return ctypes.CDLL(str(found[0])) if found else None


@pytest.mark.parametrize("name", ["q5_0", "q5_1"])
def test_codes_and_scales_equal_gguf_quants(name):
    x = rows(1)
    theirs = split_blocks(name, gguf_quants.quantize(x.numpy(), GGML[name]))
    assert_same_blocks(name, kvtrial_blocks(name, x), theirs)


@pytest.mark.parametrize("name", ["q5_0", "q5_1", "iq4_nl"])
def test_dequantized_values_equal_gguf_quants(name):
    # Quantize with kvtrial, write the blocks in llama.cpp's byte layout, dequantize with gguf.quants.
    x = rows(2)
    fmt = get_format(name)
    fields = fmt.quantize(x)
    ours = kvtrial_blocks(name, x)
    codes = ours["codes"].to(torch.uint8)
    parts = [ours["scale"].view(torch.uint8).reshape(-1, 2)]
    if name == "q5_1":
        parts.append(ours["min"].view(torch.uint8).reshape(-1, 2))
    if name != "iq4_nl":
        parts.append(packing.pack(codes >> 4, 1))
    low = codes & 15
    parts.append(low[:, :16] | (low[:, 16:] << 4))
    raw = torch.cat(parts, dim=-1).numpy().reshape(x.shape[0], -1)
    theirs = gguf_quants.dequantize(raw, GGML[name])
    assert np.array_equal(fmt.dequantize(fields, torch.float32).numpy(), theirs)


@pytest.mark.parametrize("name", ["q5_0", "q5_1", "iq4_nl"])
def test_codes_and_scales_equal_llama_cpp_reference_quantizers(name):
    lib = llama_cpp_library()
    if lib is None:
        pytest.skip("llama-cpp-python (the `llama` extra) is not installed")
    x = rows(3)
    raw = np.zeros(x.numel() // 32 * BLOCK_BYTES[name], dtype=np.uint8)
    getattr(lib, f"quantize_row_{name}_ref")(
        ctypes.c_void_p(x.data_ptr()), ctypes.c_void_p(raw.ctypes.data), ctypes.c_int64(x.numel()))
    assert_same_blocks(name, kvtrial_blocks(name, x), split_blocks(name, raw))


@pytest.mark.parametrize("name, bits", [("q5_0", 5.5), ("q5_1", 6.0), ("iq4_nl", 4.5)])
def test_bits_per_value_are_llama_cpps(name, bits):
    for head_dim in (64, 128, 256):
        assert get_format(name).bits_per_value(head_dim) == bits == BLOCK_BYTES[name] * 8 / 32


def test_q5_0_puts_the_largest_magnitude_on_the_grid():
    x = rows(4)[5:, :]
    y = get_format("q5_0").dequantize(get_format("q5_0").quantize(x), torch.float32)
    idx = x.abs().argmax(-1, keepdim=True)
    # the extreme value lands on code 0 of d = m / -16: exact up to the fp16 rounding of d (2^-11 relative)
    torch.testing.assert_close(y.gather(-1, idx), x.gather(-1, idx), rtol=2**-11, atol=0)
