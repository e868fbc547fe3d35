"""Compiled kernels: fused decode attention over bit-packed caches (C, built once per machine)."""

from kvtrial.cache.kernels.build import KernelLibrary, load_kernels
from kvtrial.cache.kernels.decode_attention import PackedSide, fused_decode_attention

__all__ = ["KernelLibrary", "PackedSide", "fused_decode_attention", "load_kernels"]
