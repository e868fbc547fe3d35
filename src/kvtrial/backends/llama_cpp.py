"""llama.cpp through llama-cpp-python (optional extra `llama`), on the model's own GGUF file.

Settings are llama.cpp cache types, one for keys and values or KEY/VALUE: `f16` (this backend's
ordinary cache), `q8_0`, `q8_0/q4_0`, ... from f32, f16, bf16, q8_0, q4_0, q4_1, iq4_nl, q5_0,
q5_1. Flash attention is on for every setting, the ordinary one included: llama.cpp needs it for a
quantized V cache, and flash attention on vs off alone changes the logits, so the reference must
use it too.

The effective cache types are read from llama.cpp's own context report: the log lines it prints
when it allocates the KV cache ("K (q8_0): … MiB, V (q4_0): … MiB") and its flash-attention
setting. A setting is confirmed only when the reported types are the requested ones, flash
attention is enabled, and the reported sizes equal the types' block layouts for the allocated
cells (so a silent fallback to another type would show).
The binding (ctypes calls, log capture) is `llama_cpp_binding`, the log parsing `llama_cpp_log`.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

from kvtrial.backends.base import EffectiveCache, ModelHandle, Setting, package_version
from kvtrial.backends.llama_cpp_binding import DEFAULT_BATCH, LlamaContext
from kvtrial.backends.llama_cpp_log import read_context_report
from kvtrial.backends.session import SessionBase, scored_starts
from kvtrial.cache.model_config import head_dim
from kvtrial.errors import KvtrialError, SpecError
from kvtrial.registry import unknown_name_message

__all__ = ["CACHE_TYPES", "LlamaCppBackend", "LlamaCppSession", "LlamaSetting", "parse_setting",
           "read_context_report"]

ENGINE = "llama.cpp"
# llama.cpp cache types: bits per value from their block layouts (32 values per block; q8_0 = 32
# int8 + an f16 scale = 34 bytes, q4_1 = 16 bytes of nibbles + f16 scale and min = 20 bytes, ...).
CACHE_TYPES: dict[str, float] = {
    "f32": 32.0, "f16": 16.0, "bf16": 16.0, "q8_0": 8.5, "q4_0": 4.5, "q4_1": 5.0, "iq4_nl": 4.5,
    "q5_0": 5.5, "q5_1": 6.0,
}
QUANTIZED_BLOCK = 32
ORDINARY_TYPE = "f16"
DEFAULT_SETTINGS = ("f16", "q8_0", "q4_0", "q8_0/q4_0")
CONTEXT_STEP = 256  # llama.cpp allocates every context cell up front: round the need up to this step


@dataclass(frozen=True)
class LlamaSetting:
    type_k: str
    type_v: str

    def __str__(self) -> str:
        return self.type_k if self.type_k == self.type_v else f"{self.type_k}/{self.type_v}"


def parse_setting(setting: str) -> LlamaSetting:
    raw = setting.strip() if isinstance(setting, str) else ""
    if raw == "ordinary":
        raw = ORDINARY_TYPE
    if ":" in raw:
        raise SpecError(f"llama.cpp settings take no options (flash attention is always on), got {setting!r}")
    names = raw.split("/")
    if len(names) > 2 or not all(names):
        raise SpecError(f"malformed llama.cpp cache setting {setting!r}: expected TYPE or KEY_TYPE/VALUE_TYPE, "
                        "e.g. 'q8_0' or 'q8_0/q4_0'")
    for name in names:
        if name not in CACHE_TYPES:
            raise SpecError(unknown_name_message("llama.cpp cache type", name, list(CACHE_TYPES)))
    return LlamaSetting(names[0], names[-1])


def _bytes_per_token(type_name: str, kv_dim: int, layers: int) -> float:
    return CACHE_TYPES[type_name] * kv_dim * layers / 8


class LlamaCppBackend:
    name = "llama.cpp"
    engine: str = ENGINE
    ordinary: str = ORDINARY_TYPE
    module = "llama_cpp"
    dist = "llama-cpp-python"

    def parse(self, text: str) -> Setting:
        parsed = parse_setting(text)
        bits = (CACHE_TYPES[parsed.type_k], CACHE_TYPES[parsed.type_v])  # block layouts: no head_dim dependence
        return Setting(self.name, str(parsed), parsed, ordinary=str(parsed) == ORDINARY_TYPE,
                       bits_fn=lambda head_dim: bits)

    def settings(self) -> tuple[str, ...]:
        return DEFAULT_SETTINGS

    def constraints(self) -> list[str]:
        return [
            f"cache types {', '.join(CACHE_TYPES)}, separately for keys and values (type_k/type_v)",
            "a quantized V cache needs flash attention: kvtrial runs every llama.cpp setting, f16 included, with "
            "flash attention on",
            "quantized types store blocks of 32 values: the head dimension must be a multiple of 32",
            "runs GGUF files only (the same file transformers dequantizes); extra buffer types (repacking) off",
        ]

    def missing(self) -> str | None:
        if importlib.util.find_spec(self.module) is None:
            return ("llama.cpp needs the Python package 'llama-cpp-python', which is not installed "
                    "(pip install 'kvtrial[llama]'; it compiles llama.cpp, several minutes)")
        return None

    def versions(self) -> dict[str, str]:
        return {"llama-cpp-python": package_version(self.dist), "numpy": np.__version__}

    def supports(self, setting: Setting, config: Any = None, source: str | None = None) -> str | None:
        parsed = setting.payload
        missing = self.missing()
        if missing:
            return missing
        if source is not None and not str(source).endswith(".gguf"):
            return f"llama.cpp runs GGUF files; this model's source is {source!r}"
        if config is not None:
            dim = head_dim(config)
            quantized = [t for t in (parsed.type_k, parsed.type_v) if t.startswith(("q", "iq"))]
            if quantized and dim % QUANTIZED_BLOCK:
                return (f"llama.cpp {', '.join(quantized)} caches store blocks of {QUANTIZED_BLOCK} values; "
                        f"head dimension {dim} is not a multiple")
        return None

    def interface(self, setting: Setting) -> dict[str, Any]:
        parsed = setting.payload
        return {"call": "llama_init_from_model(model, ctx_params) via llama-cpp-python's low-level API",
                "setting": str(parsed), "type_k": f"GGML_TYPE_{parsed.type_k.upper()}",
                "type_v": f"GGML_TYPE_{parsed.type_v.upper()}", "flash_attn_type": "LLAMA_FLASH_ATTN_TYPE_ENABLED",
                "use_extra_bufts": False, "n_batch": DEFAULT_BATCH, "n_ubatch": DEFAULT_BATCH}

    def effective(self, cache: LlamaContext) -> EffectiveCache:
        """Read back a context: the types llama.cpp reported, checked against their layouts."""
        rep = dict(cache.report)
        problems = []
        type_k, type_v = rep.get("type_k"), rep.get("type_v")
        if type_k is None or type_v is None:
            problems.append("llama.cpp's log has no KV cache report line")
        if rep.get("flash_attn") not in ("enabled", "1", "true", "on"):
            problems.append(f"flash attention is {rep.get('flash_attn', 'not reported')}")
        groups = rep.get("groups", [])
        if type_k in CACHE_TYPES and type_v in CACHE_TYPES:
            for group in groups:
                if (group["type_k"], group["type_v"]) != (type_k, type_v):
                    problems.append(f"llama.cpp reports mixed cache types {group['type_k']}/{group['type_v']}")
                for which, name, mib in (("K", type_k, group["k_mib"]), ("V", type_v, group["v_mib"])):
                    expected = _bytes_per_token(name, cache.kv_dim, group["layers"]) * group["cells"] / 2**20
                    group[f"{which.lower()}_expected_mib"] = expected
                    if abs(expected - mib) > 0.006:  # the log rounds to 0.01 MiB
                        problems.append(f"{which} ({name}) reported {mib} MiB, its layout gives {expected:.3f} MiB")
        elif type_k is not None:
            problems.append(f"llama.cpp reports cache types {type_k}/{type_v}, unknown to kvtrial")
        setting = str(LlamaSetting(type_k, type_v)) if type_k and type_v else "unconfirmed"
        tokens = cache.n_past
        kv_bytes = 0
        if not problems and type_k is not None and type_v is not None:  # no problem implies both were reported
            # A sliding-window cache holds at most its cells; the others every token.
            per_token = [(_bytes_per_token(type_k, cache.kv_dim, g["layers"])
                          + _bytes_per_token(type_v, cache.kv_dim, g["layers"]), g["cells"]) for g in groups]
            kv_bytes = int(round(sum(b * min(tokens, cells) for b, cells in per_token)))
        allocated = int(round(rep.get("total_mib", 0.0) * 2**20))
        rep.update(tokens=tokens, kv_dim=cache.kv_dim, problems=problems,
                   key_bits=CACHE_TYPES.get(type_k) if type_k else None,
                   value_bits=CACHE_TYPES.get(type_v) if type_v else None)
        return EffectiveCache(setting, not problems, kv_bytes, allocated, rep)

    def load(self, model_ref: str, dtype: str = "float32", attn_implementation: str | None = None,
             device: str = "cpu") -> ModelHandle:
        """The model's files without torch weights: llama.cpp runs the GGUF itself, on the CPU
        (n_gpu_layers=0), in its own precision; `dtype`, attention and device do not apply."""
        from kvtrial.models.metadata import model_files

        files = model_files(model_ref)
        weight_bytes = Path(files.source).stat().st_size if Path(files.source).is_file() else 0
        return ModelHandle(files.model_id, files.source, files.revision, files.max_context, files.tokenizer,
                           files.config, "cpu", "engine's own", files.attn_implementation, weight_bytes,
                           files.generation_config, None, ENGINE)

    def open(self, handle: ModelHandle | str, setting: Setting, n_ctx: int | None = None,
             n_threads: int | None = None) -> LlamaCppSession:
        missing = self.missing()
        if missing:
            raise KvtrialError(missing)
        source = str(getattr(handle, "source", handle))
        if not source.endswith(".gguf") or not Path(source).is_file():
            raise KvtrialError(f"llama.cpp runs GGUF files; this model's source is {source!r}")
        max_ctx = getattr(handle, "max_context", None) or 8192
        parsed = setting.payload
        return LlamaCppSession(self, setting, LlamaContext(source, parsed.type_k, parsed.type_v, n_ctx or max_ctx,
                                                           n_threads=n_threads))

    def context_cells(self, tokens_needed: int, max_context: int) -> int | None:
        """llama.cpp allocates every cell at open: the need rounded up to CONTEXT_STEP, never beyond
        the model's context."""
        return min(-(-tokens_needed // CONTEXT_STEP) * CONTEXT_STEP, int(max_context))


# What a row's peak_allocated / peak_reserved hold for this engine.
MEMORY_SEMANTICS = (
    "engine-managed cache (llama.cpp): peak_allocated = bytes of the stored keys/values (the cache types llama.cpp "
    "reported x tokens held), peak_reserved = the KV buffer llama.cpp allocated for its whole context (its own "
    "report); torch/CUDA allocator statistics do not apply (framework_memory says so)"
)


class LlamaCppSession(SessionBase):
    """One llama.cpp context with one cache setting; every request clears its memory first."""

    memory_semantics: str | None = MEMORY_SEMANTICS

    def __init__(self, backend: LlamaCppBackend, setting: Setting, context: LlamaContext) -> None:
        self.backend_obj = backend
        self.backend = backend.name
        self.setting = setting
        self.context = context
        self.device = "cpu"  # n_gpu_layers=0
        self.context_cells = context.n_ctx

    def effective(self) -> EffectiveCache:
        return self.backend_obj.effective(self.context)

    def _framework_memory(self) -> dict[str, Any]:
        return {self.device: {"not_applicable": f"{ENGINE} allocates its own buffers outside torch: "
                                                "no allocator statistics"}}

    def _clear(self) -> None:
        self.context.clear()

    def _prefill(self, ids: Sequence[int]) -> int:
        return int(self._logits(ids, "last")[-1].argmax())

    def _step(self, token: int) -> int:
        return int(self._logits([token], "last")[-1].argmax())

    def _logits(self, ids: Sequence[int], which: str) -> np.ndarray:
        """Feed `ids` and return the logits `which` asks for ("last" or "all")."""
        logits = self.context.decode([int(t) for t in ids], which)
        if logits is None:  # only when no token was fed
            raise KvtrialError(f"llama.cpp returned no logits: {len(ids)} tokens fed")
        return logits

    def _fill(self, context: Sequence[int]) -> None:
        self.context.decode([int(t) for t in context], "none")

    def score_window(self, window: Sequence[int], step: int) -> torch.Tensor:
        return torch.cat(list(self.score_window_chunks(window, step)))

    def score_window_chunks(self, window: Sequence[int], step: int) -> Iterator[torch.Tensor]:
        """`score_window`'s logits one fed step at a time: float32 [≤ step, vocab] per chunk.

        llama.cpp is asked for logits only at the fed step's positions (none while the first half is
        prefilled), and each chunk is yielded before the next step runs, so a consumer that scores and
        drops every chunk holds O(step × vocab) floats, never O(n_ctx × vocab) (262,144-token
        vocabularies make the whole second half of an 8K window 4.3 GB in float32)."""
        ids = [int(t) for t in window]
        starts = list(scored_starts(len(ids), step))
        self._clear()
        self.context.decode(ids[: len(ids) // 2], "none")
        for start, stop in starts:
            yield torch.from_numpy(self._logits(ids[start:stop], "all")).float()

    def close(self) -> None:
        self.context.close()

