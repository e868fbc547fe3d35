"""Kernel inputs as files, for the stand-alone C driver (case_driver.c) that runs a build Python cannot load
(an arm64 build under qemu) or a build under valgrind.

A case file is a sequence of records, each an int64 byte length and the bytes, in the order the driver
reads them; the driver writes back its return code, the build's `kvt_build_info` and `kvt_qdot_info`, and the output."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np
import torch

from kvtrial.cache.formats import get_format
from kvtrial.cache.formats.lut import key_table, split_pair_table
from kvtrial.cache.kernels.build import HERE
from kvtrial.cache.kernels.decode_attention import PackedSide, code_values

DRIVER = HERE / "case_driver.c"
INFO_BYTES = 64  # kvt_build_info in the first half, kvt_qdot_info in the second (each NUL-terminated)


def _record(data: bytes) -> bytes:
    return struct.pack("<q", len(data)) + data


def _array(t: torch.Tensor | None) -> bytes:
    if t is None:
        return _record(b"")
    return _record(t.detach().contiguous().cpu().numpy().tobytes())


def _side(fields, layout, qdot: bool = False) -> bytes:
    codes, scale = fields["codes"].contiguous(), fields["scale"].contiguous()
    minv = fields.get("min") if layout.has_min else None
    high = fields["high"].contiguous() if layout.bits in (5, 6) else None
    meta = torch.tensor([codes.shape[-2] * codes.shape[-1], scale.shape[-2] * scale.shape[-1], codes.shape[-1],
                         layout.bits, layout.block, 0 if high is None else high.shape[-2] * high.shape[-1],
                         0 if high is None else high.shape[-1], int(qdot)], dtype=torch.int64)
    table = values = None
    if layout.bits in (3, 4):
        table = key_table(layout.values, layout.bits, torch.float32, "cpu")
    elif high is not None:
        table = split_pair_table(layout.values, layout.bits)
    if layout.bits != 8:
        values = code_values(layout.values)
    return b"".join([_array(meta), _array(codes.view(torch.uint8)), _array(scale), _array(minv), _array(table),
                     _array(values), _array(high)])


def write_case(path: Path, q: torch.Tensor, keys, values, mask: torch.Tensor | None = None,
               sinks: torch.Tensor | None = None, prefix: tuple[torch.Tensor, torch.Tensor] | None = None,
               threads: int = 2, prefill: bool = False, causal: bool = True) -> None:
    """q [B, Hq, L, D] float32 (in the key basis); keys/values: PackedSide; mask [B, n_pre + T] bool or None for a
    decode step (L = 1), [B, L, n_pre + T] for a prompt chunk (`prefill`: the prefill entry, `causal` without mask)."""
    b, hq, q_len, d = q.shape
    codes = keys.fields["codes"]
    hkv, t = codes.shape[1], codes.shape[2]
    n_pre = 0 if prefix is None else prefix[0].shape[-2]
    sizes = [b, hkv, hq // hkv, t, d, n_pre, threads] + ([q_len, int(causal)] if prefill else [])
    params = torch.tensor(sizes, dtype=torch.int64)
    parts = [_array(params), _array(torch.tensor([d**-0.5], dtype=torch.float32)),
             _side(keys.fields, keys.layout, keys.qdot), _side(values.fields, values.layout),
             _array(q.reshape(b, hq, q_len, d).float()),
             _array(mask.to(torch.uint8) if mask is not None else None),
             _array(sinks.float() if sinks is not None else None),
             _array(prefix[0].float() if prefix is not None else None),
             _array(prefix[1].float() if prefix is not None else None)]
    path.write_bytes(b"".join(parts))


def read_output(path: Path, shape: tuple[int, ...], q_len: int = 1) -> tuple[int, str, torch.Tensor]:
    """(return code, build info, output [B, q_len, Hq, D]) from the driver's output file."""
    raw = path.read_bytes()
    rc = struct.unpack("<i", raw[:4])[0]
    info = raw[4 : 4 + INFO_BYTES].split(b"\0")[0].decode()
    out = torch.from_numpy(np.frombuffer(raw[4 + INFO_BYTES :], dtype=np.float32).copy())
    b, hq, d = shape
    return rc, info, out.view(b, q_len, hq, d)


def read_qdot_path(path: Path) -> str:
    """The path int8 key scores take in the build that wrote the driver's output file (its `kvt_qdot_info`)."""
    raw = path.read_bytes()[4 + INFO_BYTES // 2 : 4 + INFO_BYTES]
    return raw.split(b"\0")[0].decode()


def random_rows(tokens: int, batch: int = 1, kv_heads: int = 3, group: int = 3, seed: int = 0, dim: int = 64,
                q_len: int = 1) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(q [batch, kv_heads * group, q_len, dim], keys and values [batch, kv_heads, tokens, dim]) drawn from one seed;
    keys with twice the values' spread, as real keys are wider."""
    g = torch.Generator().manual_seed(seed)
    k = torch.randn(batch, kv_heads, tokens, dim, generator=g) * 2
    v = torch.randn(batch, kv_heads, tokens, dim, generator=g)
    q = torch.randn(batch, kv_heads * group, q_len, dim, generator=g)
    return q, k, v


def random_case(key: str, value: str, tokens: int, batch: int = 1, kv_heads: int = 3, group: int = 3, seed: int = 0,
                dim: int = 64, q_len: int = 1) -> tuple[torch.Tensor, PackedSide, PackedSide]:
    """Random inputs of one decode step (or a chunk of q_len query tokens): `random_rows`, with the query in the keys'
    basis and the keys stored in `key`, the values in `value`."""
    q, k, v = random_rows(tokens, batch, kv_heads, group, seed, dim, q_len)
    sides = []
    for name, x in ((key, k), (value, v)):
        fmt = get_format(name)
        layout = fmt.code_layout(dim)
        if layout is None:
            raise ValueError(f"no kernel reads {name!r}: it has no packed code layout")
        sides.append(PackedSide(fmt.quantize(x), layout))
    basis = get_format(key).basis(dim, q.device, q.dtype)
    return (q @ basis if basis is not None else q), sides[0], sides[1]
