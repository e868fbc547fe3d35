"""TurboQuant-style formats (Zandieh et al., arXiv 2504.19874): rotate, then a Lloyd-Max codebook.

Per block of n values along the head dimension (n = 128, 64 or 32, the largest that divides it):
rotate by a fixed seeded randomized Walsh-Hadamard matrix, so every coordinate of the rotated
unit vector is close to N(0, 1/n); code each coordinate with the b-bit Gaussian Lloyd-Max
codebook; store the codes bit-packed (5- and 6-bit ones split into low nibbles and high bits, see
formats.split) and one fp16 scale per block. Bits per value at head
dimension 64: b + 16/64 (turbo6 6.25 ... turbo3 3.25), and b + 16/128 at 128.

Gain (the one fp16 number per block), `gain="search"` by default: the block is coded at each of a
few trial scales around its norm (`GAIN_FACTORS` times the norm's per-coordinate scale), each
trial's codeword gets its least-squares gain, and the trial with the smallest reconstruction error
is kept. Same bytes and the same decoder as `gain="norm"` (the codes chosen at the norm's scale,
with their least-squares gain): only the writer searches. A rotated block is not exactly Gaussian
(real keys have heavier tails), and a slightly narrower or wider grid often fits it better; on
Gaussian data the search lowers turbo4's MSE by about a fifth.
"""

from __future__ import annotations

import functools

import torch

from kvtrial.cache.formats import lut, packing, split
from kvtrial.cache.formats.base import CodeLayout, FieldLayout, Fields, KVFormat
from kvtrial.cache.formats.blocks import from_blocks, to_blocks
from kvtrial.cache.formats.lloyd_max import codebook_tensors, gaussian_codebook
from kvtrial.cache.formats.rotation import rotation
from kvtrial.errors import UnsupportedModelError

ROTATION_SEED = 0x7B0
GAIN_MODES = ("search", "norm")
# Trial scales relative to the norm's (norm / sqrt(n)): 0.5 ... 1.5. Wider than Gaussian data needs
# (0.8 ... 1.2 already gets most of the gain there) because real keys' rotated blocks have heavier tails.
GAIN_FACTORS = tuple(round(0.5 + 0.05 * i, 2) for i in range(21))


@functools.lru_cache(maxsize=64)
def _basis(block: int, head_dim: int, seed: int, device: torch.device, dtype: torch.dtype) -> torch.Tensor:
    r = rotation(block, seed, device).to(dtype)
    return r if block == head_dim else torch.block_diag(*[r] * (head_dim // block))


def turbo_block(head_dim: int) -> int:
    for n in (128, 64, 32):
        if head_dim % n == 0:
            return n
    raise UnsupportedModelError(
        f"head dimension {head_dim} cannot be stored in a turbo format: it needs a multiple of 32 "
        "(Walsh-Hadamard blocks of 128, 64 or 32 values)"
    )


class TurboFormat(KVFormat):
    is_turbo = True

    def __init__(self, bits: int, seed: int = ROTATION_SEED, gain: str = "search") -> None:
        if gain not in GAIN_MODES:
            raise ValueError(f"turbo gain must be one of {', '.join(GAIN_MODES)}, got {gain!r}")
        self.bits = bits
        self.seed = seed
        self.gain = gain
        self.name = f"turbo{bits}"
        self.nominal_bits = bits + 16 / 64
        how = "searched" if gain == "search" else "least-squares"
        self.summary = f"rotated {bits}-bit Lloyd-Max codes, {how} fp16 gain per block (TurboQuant-style)"

    @functools.cached_property
    def _centroids(self) -> tuple[float, ...]:
        """The codebook as stored and decoded (float32 values), the key of the decode table (computed on first
        use: the 5- and 6-bit codebooks take a fraction of a second)."""
        return tuple(torch.tensor(gaussian_codebook(self.bits)[0], dtype=torch.float32).tolist())

    def layout(self, head_dim: int) -> list[FieldLayout]:
        block = turbo_block(head_dim)
        # 5- and 6-bit codes are stored split (low nibbles and a plane of high bits), as the kernels read them
        codes = (split.layout(head_dim, self.bits) if self.bits in split.SPLIT_BITS else
                 [FieldLayout("codes", torch.uint8, packing.packed_size(head_dim, self.bits))])
        return [*codes, FieldLayout("scale", torch.float16, head_dim // block)]

    def code_layout(self, head_dim: int) -> CodeLayout | None:
        # Kernels read 3- to 6-bit codes (turbo2 stays on the torch path); values are in the rotated basis.
        if self.bits not in (3, 4, 5, 6):
            return None
        return CodeLayout(
            "turbo", self.bits, self._centroids, turbo_block(head_dim), rotation_seed=self.seed,
            gain_factors=self.gain_factors,
        )

    @property
    def gain_factors(self) -> tuple[float, ...]:
        """The trial scales the writer codes each block at, relative to the norm's scale."""
        return GAIN_FACTORS if self.gain == "search" else (1.0,)

    def with_gain(self, gain: str) -> TurboFormat:
        """The same format (same name, bytes and decoder) with another gain rule for the writer."""
        return self if gain == self.gain else TurboFormat(self.bits, self.seed, gain)

    def quantize(self, x: torch.Tensor) -> Fields:
        block = turbo_block(x.shape[-1])
        centroids, bounds = codebook_tensors(self.bits, x.device)
        rot = to_blocks(x, block) @ rotation(block, self.seed, x.device)
        norm = rot.norm(dim=-1, keepdim=True)
        to_unit = block**0.5 / torch.where(norm == 0, torch.ones_like(norm), norm)
        best_codes = best_gain = best_fit = None
        for factor in self.gain_factors:
            codes = self._codes(rot * (to_unit / factor), bounds)
            # index_select with int32 indices is several times faster than advanced indexing on CPU
            word = centroids.index_select(0, codes.reshape(-1).int()).view(codes.shape)
            dot, energy = (rot * word).sum(-1), (word * word).sum(-1)
            gain = dot / energy
            # Error of the least-squares fit = |rot|^2 - dot^2 / energy: the largest dot * gain wins.
            fit = dot * gain
            if best_codes is None:
                best_codes, best_gain, best_fit = codes, gain, fit
            else:
                assert best_gain is not None and best_fit is not None  # set together with best_codes
                better = fit > best_fit  # strict: the first of equal trials wins, as in the C quantizer
                best_codes = torch.where(better.unsqueeze(-1), codes, best_codes)
                best_gain = torch.where(better, gain, best_gain)
                best_fit = torch.where(better, fit, best_fit)
        assert best_codes is not None and best_gain is not None  # gain_factors is never empty
        codes = from_blocks(best_codes)
        stored = split.split(codes, self.bits) if self.bits in split.SPLIT_BITS else {"codes": packing.pack(codes, self.bits)}
        return {**stored, "scale": best_gain.to(torch.float16)}

    @staticmethod
    def _codes(unit: torch.Tensor, bounds: torch.Tensor) -> torch.Tensor:
        # The code is the number of boundaries below the value, as torch.bucketize(unit, bounds) gives;
        # counting with one comparison per boundary is an order of magnitude faster on CPU up to 15
        # boundaries, and bucketize's binary search wins at 31 and 63.
        if bounds.numel() > 15:
            return torch.bucketize(unit, bounds).to(torch.uint8)
        codes = torch.zeros(unit.shape, dtype=torch.uint8, device=unit.device)
        for bound in bounds.tolist():
            codes += unit > bound
        return codes

    def decode_in_basis(
        self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor]:
        packed, scale = fields["codes"], fields["scale"]
        n_blocks = scale.shape[-1]
        if self.bits in split.SPLIT_BITS:
            head_dim = packed.shape[-1] * 2
            codes = split.join(fields, self.bits).to(torch.int32)
            table = torch.tensor(self._centroids, dtype=torch.float64).to(dtype=dtype, device=packed.device)
            gathered = table.index_select(0, codes.reshape(-1)).view(codes.shape)
            rotated = gathered if out is None else out.copy_(gathered)
        else:
            head_dim = packed.shape[-1] * 8 // self.bits
            # Codes -> centroids in one table gather.
            rotated = lut.decode(packed, self.bits, self._centroids, head_dim, dtype, out)
        # Then one in-place multiply by the block's gain.
        rotated.view(*packed.shape[:-1], n_blocks, head_dim // n_blocks).mul_(scale.to(dtype).unsqueeze(-1))
        return rotated, self.basis(head_dim, packed.device, dtype)

    def basis(self, head_dim: int, device: torch.device, dtype: torch.dtype) -> torch.Tensor:
        """The head-dimension-wide rotation: one Walsh-Hadamard block per `turbo_block` values. The same
        tensor object for the same arguments (read at every decode step of every layer; callers may key
        on its identity)."""
        return _basis(turbo_block(head_dim), head_dim, self.seed, torch.device(device), dtype)

    def dequantize(self, fields: Fields, dtype: torch.dtype, out: torch.Tensor | None = None) -> torch.Tensor:
        rotated, basis = self.decode_in_basis(fields, dtype)
        if out is None:
            return rotated @ basis.T
        return out.copy_(rotated @ basis.T)


TURBO6 = TurboFormat(6)
TURBO5 = TurboFormat(5)
TURBO4 = TurboFormat(4)
TURBO3 = TurboFormat(3)
TURBO2 = TurboFormat(2)
