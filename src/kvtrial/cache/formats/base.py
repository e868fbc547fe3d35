"""The one abstraction every KV storage format implements.

A format turns a float tensor [..., T, D] (T tokens, D the head dimension) into named
storage fields, each shaped [..., T, width], so a cache can append tokens along dim -2
without knowing the layout; and turns the fields back into floats. The math is pure:
no state beyond the format's fixed parameters.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

import torch

from kvtrial.errors import UnsupportedModelError

Fields = dict[str, torch.Tensor]


@dataclass(frozen=True)
class FieldLayout:
    """One stored field per token: its element dtype and width (elements per token)."""

    name: str
    dtype: torch.dtype
    width: int

    @property
    def bytes_per_token(self) -> int:
        return self.width * torch.empty((), dtype=self.dtype).element_size()


@dataclass(frozen=True)
class CodeLayout:
    """How a stored row decodes, for compiled kernels: per block, value = values[code] * scale (+ min).

    Fields are "codes" (uint8 bytes packed as in `packing`, or int8 codes when bits is 8), "scale"
    (fp16 per block) and, when `has_min`, "min" (fp16 per block). 5- and 6-bit codes keep their low 4 bits
    in "codes" (packed as 4-bit codes) and their high bits in "high" (see formats.split).
    """

    scheme: str  # how rows are quantized: "q8_0", "q5_0", "q5_1", "q4_0", "q4_1", "iq4_nl" or "turbo"
    bits: int  # 8 (int8 codes are the values), 6, 5, 4 or 3
    values: tuple[float, ...] | None  # the value of each code; None for int8 codes
    block: int
    has_min: bool = False
    rotation_seed: int | None = None  # turbo: the seed of the block rotation
    gain_factors: tuple[float, ...] = (1.0,)  # turbo: trial scales the writer searches (see formats.turbo)


class KVFormat(ABC):
    """A storage format for keys or values, along the head dimension."""

    name: str
    summary: str
    #: Nominal bits per value, llama.cpp's figure, at a head dimension of 64.
    nominal_bits: float
    #: kvtrial's own rotated formats: they take a gain rule (`with_gain`), and keys stored in them get centring
    #: and a sink token by default (cache/centering.py); llama.cpp's formats keep their definitions exactly.
    is_turbo: bool = False

    @abstractmethod
    def layout(self, head_dim: int) -> list[FieldLayout]:
        """Fields stored per token at this head dimension (raises if it cannot block it)."""

    @abstractmethod
    def quantize(self, x: torch.Tensor) -> Fields:
        """[..., T, D] floats -> fields [..., T, width]."""

    @abstractmethod
    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        """Fields [..., T, width] -> [..., T, D] in `dtype`, written into `out` when given (no allocation)."""

    def decode_in_basis(
        self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """Decoded values in the format's own basis B (stored = x @ B), and B; None means the identity.

        Attention is invariant to an orthogonal change of basis applied to both queries and keys
        (and undone once on the output for values), so a rotating format can skip un-rotating
        every stored token on every step.
        """
        return self.dequantize(fields, dtype, out), None

    def basis(self, head_dim: int, device: torch.device, dtype: torch.dtype) -> torch.Tensor | None:
        """The basis `decode_in_basis` decodes into; None for formats that store in the model's basis."""
        return None

    def code_layout(self, head_dim: int) -> CodeLayout | None:
        """The row layout a compiled decode kernel reads; None when no kernel reads this format."""
        return None

    def code_input(self, x: torch.Tensor) -> torch.Tensor:
        """The rows `code_layout`'s writer codes for inputs x: x itself, or x in the format's basis for a
        format that changes basis before coding with another format's layout (formats.rotated)."""
        return x

    def bits_per_value(self, head_dim: int) -> float:
        """Bits per stored value implied by the layout (bytes of every field / D)."""
        return sum(f.bytes_per_token for f in self.layout(head_dim)) * 8 / head_dim

    def check_head_dim(self, head_dim: int) -> None:
        self.layout(head_dim)

    def is_plain_storage_of(self, dtype: torch.dtype) -> bool:
        """True when stored values are already tensors of `dtype` (can be read without decoding)."""
        return False

    def __repr__(self) -> str:
        return f"<kv format {self.name}>"


def require_multiple(fmt_name: str, head_dim: int, block: int) -> None:
    if head_dim <= 0 or head_dim % block:
        raise UnsupportedModelError(
            f"head dimension {head_dim} cannot be stored as {fmt_name}: it needs a multiple of {block} "
            f"(blocks of {block} values along the head dimension)"
        )
