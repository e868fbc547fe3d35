"""Which path a cache's decode steps took, read from the `decode` entry of a recorded cache report.

A kvtrial cache decodes one token per step either on a packed-code kernel (the C kernel on CPU,
the Triton kernel on CUDA), which reads the stored codes as they are, or on the torch fallback,
which dequantizes every stored token of every layer on every step: its cost grows with the depth
of the context. `describe` counts both per layer step with the fallback's reasons; this module
reads that record back (from a row, an admission probe) and says whether a kernel would read the
setting's formats at all, so a fallback that can be fixed is told apart from one that cannot.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kvtrial.errors import KvtrialError
from kvtrial.records import CacheReport

if TYPE_CHECKING:  # the verdicts read recorded paths without importing torch or transformers
    from transformers import PretrainedConfig

    from kvtrial.cache.spec import CacheSpec

KERNEL = "kernel"
TORCH = "torch"
MIXED = "mixed"
NO_STEP = "none yet"

C_KERNEL = "C kernel"
TRITON_KERNEL = "Triton kernel"
TORCH_FALLBACK = "torch fallback"

# The reason the cache gives when the model's attention implementation cannot take packed reads.
ATTENTION_REASON = "attention implementation is not `kvtrial`"
ATTENTION_FIX = ('set shared.attn_implementation to "kvtrial" in the record (`kvtrial init` writes it), '
                 "then admit again")


@dataclass(frozen=True)
class DecodePath:
    """How one request's decode steps were read: `path` as `describe` names it, the kernel that serves
    the request's device, the step counts (one per layer per token) and the fallback's reasons."""

    path: str  # KERNEL | TORCH | MIXED | NO_STEP
    kernel: str  # C_KERNEL or TRITON_KERNEL: the kernel this device would use
    kernel_steps: int = 0
    torch_steps: int = 0
    reasons: dict[str, int] = field(default_factory=dict)
    build: str | None = None  # the kernel build that read the kernel steps, e.g. "C avx512+openmp"
    # The prompt chunks' path (KERNEL | TORCH | MIXED | NO_STEP; None: not recorded) and their fallback's reasons
    chunk_path: str | None = None
    chunk_reasons: dict[str, int] = field(default_factory=dict)

    @property
    def fallback(self) -> bool:
        """Whether any decode step ran on the torch fallback."""
        return self.torch_steps > 0

    @property
    def reason(self) -> str:
        """The most frequent reason a step fell back ("" when none did)."""
        return _most_frequent(self.reasons)

    @property
    def chunk_reason(self) -> str:
        """The most frequent reason a prompt chunk fell back ("" when none did)."""
        return _most_frequent(self.chunk_reasons)

    @property
    def label(self) -> str:
        """A few words: `C kernel`, `Triton kernel`, `torch fallback`, or the share of a mixed request."""
        if self.path == KERNEL:
            return f"{self.kernel} ({self.build.removeprefix('C ')})" if self.build else self.kernel
        if self.path == TORCH:
            return TORCH_FALLBACK
        if self.path == MIXED:
            total = self.kernel_steps + self.torch_steps
            return f"{self.kernel} and {TORCH_FALLBACK} ({self.torch_steps} of {total} layer steps on torch)"
        return "no decode step"

    @property
    def short(self) -> str:
        """One word for a narrow table: the kernel, `torch` or `mixed`."""
        return {KERNEL: self.kernel, TORCH: "torch", MIXED: "mixed"}.get(self.path, "-")

    def text(self) -> str:
        """The label and, for a fallback, why."""
        return f"{self.label}: {self.reason}" if self.fallback and self.reason else self.label

    @property
    def fix(self) -> str:
        """What to change so that the kernel reads the cache, as far as the reason tells."""
        if ATTENTION_REASON in self.reason:
            return ATTENTION_FIX
        if "KVTRIAL_NO_KERNELS" in self.reason:
            return "unset KVTRIAL_NO_KERNELS"
        if "refusing to load native code" in self.reason or "KVTRIAL_CACHE_DIR=" in self.reason:
            return "give kvtrial a cache folder only you can write (the reason names the folder and the fix)"
        if "computes in float32" in self.reason:
            return 'run the model in float32 (shared.weight_precision = "float32") on CPU'
        if "prefill=full" in self.reason:
            return "drop the prefill=full option, which keeps prompt chunks the kernel does not read"
        if "window" in self.reason:
            return "run the model in float32 on CPU, where the kernel reads the window beside the codes"
        return "read the reason above; `kvtrial bench` shows the kernel's and the fallback's cost per layer"

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "label": self.label, "short": self.short, "kernel": self.kernel,
                "kernel_steps": self.kernel_steps, "torch_steps": self.torch_steps, "reasons": dict(self.reasons),
                "build": self.build, "chunk_path": self.chunk_path, "chunk_reasons": dict(self.chunk_reasons)}


def _most_frequent(reasons: Mapping[str, int]) -> str:
    """The reason counted most often ("" when none is)."""
    return max(reasons.items(), key=lambda kv: kv[1])[0] if reasons else ""


def kernel_for_device(device: str | None) -> str:
    """The packed-code kernel that serves a device: Triton on CUDA, C elsewhere."""
    return TRITON_KERNEL if (device or "").startswith("cuda") else C_KERNEL


def decode_path(report: CacheReport | None, device: str | None) -> DecodePath | None:
    """The decode path recorded in a cache report; None when the cache keeps no decode record (transformers' own
    caches, another engine's)."""
    decode = report.decode if report is not None else None
    if decode is None or decode.path is None:
        return None
    chunks = decode.prompt_chunks
    return DecodePath(decode.path, kernel_for_device(device), decode.kernel_steps, decode.torch_steps,
                      dict(decode.torch_reasons), decode.kernel_build, chunks.path if chunks is not None else None,
                      dict(chunks.torch_reasons) if chunks is not None else {})


def kernel_refusal(spec: CacheSpec, config: PretrainedConfig) -> str | None:
    """None when a packed-code kernel reads this setting's formats on this model (given the `kvtrial`
    attention implementation); else why no kernel can read it, whatever the attention."""
    from kvtrial.cache.formats import get_format
    from kvtrial.cache.layer_types import model_layers

    if spec.is_ordinary:
        return "the ordinary cache stores plain tensors: attention reads them directly"
    if spec.prefill == "full":
        return "full-precision prompt chunks (prefill=full) are read by the torch path"
    head_dims = sorted({p.head_dim for p in model_layers(config) if p.stores_kv})
    for name in spec.format_names():
        fmt = get_format(name)
        for dim in head_dims:
            try:
                layout = fmt.code_layout(dim)
            except KvtrialError as exc:  # a head dimension the format's blocks do not divide
                return f"no kernel reads format {name} at head dimension {dim}: {exc}"
            if layout is None:
                return f"no kernel reads format {name}"
    return None
