"""Any format stored after an orthonormal Hadamard rotation of the head dimension (`rotate=1`), as
llama.cpp rotates a quantized K/V cache (ggml-org/llama.cpp PR #21038, "rotate activations for better
quantization"; on by default there for quantized cache types since 2026-04).

llama.cpp's rule, read from its `src/llama-kv-cache.cpp` (`attn_rot_k`, `attn_rot_v`, `build_input_k_rot`,
`build_input_v_rot`): the head dimension must be a multiple of 64; keys rotate in Sylvester Hadamard
blocks of the largest power of two that divides the head dimension, values in blocks of 64 (smaller
blocks measured better for V there); each block is H / sqrt(n), symmetric and its own inverse. Queries
are rotated like keys, the attention output is rotated back like values, so attention is unchanged
up to rounding. kvtrial's wrapper rotates the same way and stores the inner format's codes of the
rotated values: the same bytes a rotating llama.cpp writes for the same inputs.
"""

from __future__ import annotations

import functools

import torch

from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat
from kvtrial.cache.formats.rotation import hadamard
from kvtrial.errors import UnsupportedModelError

MIN_BLOCK = 64  # llama.cpp rotates only head dimensions that are a multiple of 64
VALUE_BLOCK = 64  # llama.cpp's V rotation: always blocks of 64
SIDES = ("keys", "values")


def rotation_block(head_dim: int, side: str) -> int:
    """The Hadamard block llama.cpp rotates `side` in at this head dimension; a clear error where it
    rotates none (a head dimension not a multiple of 64)."""
    if side not in SIDES:
        raise ValueError(f"side must be one of {', '.join(SIDES)}, got {side!r}")
    if head_dim <= 0 or head_dim % MIN_BLOCK:
        raise UnsupportedModelError(
            f"rotate=1 needs a head dimension that is a multiple of {MIN_BLOCK} (llama.cpp's Hadamard blocks "
            f"are {MIN_BLOCK} values and up); this model's is {head_dim}: use rotate=0"
        )
    if side == "values":
        return VALUE_BLOCK
    block = MIN_BLOCK
    while head_dim % (block * 2) == 0:
        block *= 2
    return block


@functools.cache
def _basis_cpu(head_dim: int, block: int) -> torch.Tensor:
    h = hadamard(block) / block**0.5  # float32, orthonormal and symmetric: h @ h = I
    return h if block == head_dim else torch.block_diag(*[h] * (head_dim // block))


def hadamard_basis(head_dim: int, side: str, device: torch.device | str = "cpu",
                   dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """The [D, D] block-diagonal rotation R of `side`: stored rows are x @ R, read back with y @ R.T."""
    return _basis_cpu(head_dim, rotation_block(head_dim, side)).to(device=device, dtype=dtype)


class RotatedFormat(KVFormat):
    """`inner` applied to x @ R, R the Hadamard rotation of keys or values (see the module docstring).

    It keeps the inner format's name, layout and kernel row layout: the stored codes are the inner
    format's, of rotated values, so compiled kernels read them unchanged in the rotated basis (the
    query is rotated and the output rotated back, as for turbo formats)."""

    is_turbo = False

    def __init__(self, inner: KVFormat, side: str) -> None:
        if inner.is_turbo:
            raise ValueError(f"{inner.name} rotates its blocks itself; it takes no second rotation")
        if side not in SIDES:
            raise ValueError(f"side must be one of {', '.join(SIDES)}, got {side!r}")
        self.inner = inner
        self.side = side
        self.name = inner.name
        self.nominal_bits = inner.nominal_bits
        self.summary = f"{inner.summary}, after a Hadamard rotation (as llama.cpp rotates its {side})"

    def layout(self, head_dim: int) -> list[FieldLayout]:
        rotation_block(head_dim, self.side)
        return self.inner.layout(head_dim)

    def code_layout(self, head_dim: int) -> CodeLayout | None:
        return self.inner.code_layout(head_dim)

    def basis(self, head_dim: int, device: torch.device, dtype: torch.dtype) -> torch.Tensor:
        return hadamard_basis(head_dim, self.side, device, dtype)

    def code_input(self, x: torch.Tensor) -> torch.Tensor:
        """Rows in the rotated basis, in float32 (what both the C and torch writers quantize)."""
        return x.float() @ hadamard_basis(x.shape[-1], self.side, x.device)

    def quantize(self, x: torch.Tensor) -> Fields:
        return self.inner.quantize(self.code_input(x))

    def decode_in_basis(
        self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        rotated = self.inner.dequantize(fields, dtype, out)
        return rotated, self.basis(rotated.shape[-1], rotated.device, dtype)

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        rotated, basis = self.decode_in_basis(fields, dtype)
        assert basis is not None  # a rotated format always has its basis
        back = rotated @ basis.T
        return back if out is None else out.copy_(back)

    def bits_per_value(self, head_dim: int) -> float:
        return self.inner.bits_per_value(head_dim)

    def __repr__(self) -> str:
        return f"<kv format {self.name}, Hadamard-rotated {self.side}>"
