"""Compiled kernels: fused attention over bit-packed caches, decode steps and prompt chunks (C, built once per machine)."""

from kvtrial.cache.kernels.build import KernelLibrary, load_kernels
from kvtrial.cache.kernels.decode_attention import PackedSide, fused_decode_attention, fused_prefill_attention

__all__ = ["KernelLibrary", "PackedSide", "fused_decode_attention", "fused_prefill_attention", "load_kernels"]
