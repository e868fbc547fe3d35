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

Extra buffer types (weight repacking) are turned off at load: builds with native CPU flags
crash on AMX repacking paths with quantized weights on some CPUs, and the repacked layout would
differ between runs on different machines.
"""

from __future__ import annotations

import ctypes
import importlib.util
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

from kvtrial.backends.base import EffectiveCache, Generated, Timed, package_version
from kvtrial.errors import KvtrialError, SpecError
from kvtrial.registry import unknown_name_message

# llama.cpp cache types: bits per value from their block layouts (32 values per block; q8_0 = 32
# int8 + an f16 scale = 34 bytes, q4_1 = 16 bytes of nibbles + f16 scale and min = 20 bytes, ...).
CACHE_TYPES: dict[str, float] = {
    "f32": 32.0, "f16": 16.0, "bf16": 16.0, "q8_0": 8.5, "q4_0": 4.5, "q4_1": 5.0, "iq4_nl": 4.5,
    "q5_0": 5.5, "q5_1": 6.0,
}
QUANTIZED_BLOCK = 32
ORDINARY_TYPE = "f16"
DEFAULT_SETTINGS = ("f16", "q8_0", "q4_0", "q8_0/q4_0")
DEFAULT_BATCH = 512

_KV_LINE = re.compile(
    r"size\s*=\s*([\d.]+)\s*MiB\s*\(\s*(\d+)\s*cells,\s*(\d+)\s*layers.*?K\s*\((\w+)\):\s*([\d.]+)\s*MiB,\s*"
    r"V\s*\((\w+)\):\s*([\d.]+)\s*MiB"
)
_FA_LINE = re.compile(r"flash_attn\s*=\s*(\S+)")
_ROT_LINE = re.compile(r"attn_rot_([kv])\s*=\s*(\d+)")
_log = logging.getLogger("kvtrial.llama_cpp")


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


# ---- log capture: llama.cpp's own report of what it allocated ---------------------------------
_captured: list[str] | None = None


def _on_log(level: int, text: bytes, user_data: Any) -> None:
    message = text.decode("utf-8", errors="replace")
    if _captured is not None:
        _captured.append(message)
    else:
        _log.debug(message.rstrip())


_callback: Any = None  # the ctypes callback must outlive every call into llama.cpp


def _capture_logs(fn):
    """Run fn() with llama.cpp's log routed into a list; return (result, log text).

    Once kvtrial has loaded a model, llama.cpp's log goes to the `kvtrial.llama_cpp` logger at
    debug level instead of stderr, so the evidence is kept in the report and not interleaved with
    kvtrial's own output."""
    global _captured, _callback
    import llama_cpp

    if _callback is None:
        _callback = llama_cpp.llama_log_callback(_on_log)
        llama_cpp.llama_log_set(_callback, ctypes.c_void_p(0))
    _captured = []
    try:
        result = fn()
    finally:
        text, _captured = "".join(_captured), None
    return result, text


def read_context_report(log: str) -> dict[str, Any]:
    """Cache types, sizes and flash attention from llama.cpp's context log."""
    found: dict[str, Any] = {}
    kv = _KV_LINE.search(log)
    if kv:
        found.update(total_mib=float(kv.group(1)), cells=int(kv.group(2)), layers=int(kv.group(3)),
                     type_k=kv.group(4), k_mib=float(kv.group(5)), type_v=kv.group(6), v_mib=float(kv.group(7)))
    fa = _FA_LINE.findall(log)
    if fa:
        found["flash_attn"] = fa[-1]
    for which, on in _ROT_LINE.findall(log):  # llama.cpp Hadamard-rotates a quantized K/V cache
        found[f"rotation_{which}"] = on == "1"
    found["log_lines"] = [line for line in log.splitlines() if "kv_cache" in line or "flash_attn" in line
                          or "type_k" in line or "type_v" in line]
    return found


class LlamaContext:
    """One GGUF model and one llama.cpp context with the requested cache types, flash attention on."""

    def __init__(self, path: str, setting: LlamaSetting, n_ctx: int, n_batch: int = DEFAULT_BATCH,
                 n_threads: int | None = None, head_dim: int | None = None) -> None:
        import llama_cpp

        self.lib = llama_cpp
        self.setting = setting
        self.n_batch = n_batch
        self.n_past = 0
        self.model = self.ctx = None
        self.batch = None
        threads = n_threads or torch.get_num_threads()

        def load():
            llama_cpp.llama_backend_init()
            mp = llama_cpp.llama_model_default_params()
            mp.n_gpu_layers = 0
            mp.use_extra_bufts = False
            model = llama_cpp.llama_model_load_from_file(path.encode(), mp)
            if not model:
                raise KvtrialError(f"llama.cpp could not load {path!r}")
            cp = llama_cpp.llama_context_default_params()
            cp.n_ctx, cp.n_batch, cp.n_ubatch = n_ctx, n_batch, n_batch
            cp.n_threads = cp.n_threads_batch = threads
            cp.type_k = getattr(llama_cpp, f"GGML_TYPE_{setting.type_k.upper()}")
            cp.type_v = getattr(llama_cpp, f"GGML_TYPE_{setting.type_v.upper()}")
            cp.flash_attn_type = llama_cpp.LLAMA_FLASH_ATTN_TYPE_ENABLED
            cp.no_perf = True
            ctx = llama_cpp.llama_init_from_model(model, cp)
            if not ctx:
                llama_cpp.llama_model_free(model)
                raise KvtrialError(f"llama.cpp could not create a context with K {setting.type_k}, "
                                   f"V {setting.type_v}, flash attention on")
            return model, ctx

        (self.model, self.ctx), self.log = _capture_logs(load)
        self.report = read_context_report(self.log)
        vocab = llama_cpp.llama_model_get_vocab(self.model)
        self.n_vocab = llama_cpp.llama_vocab_n_tokens(vocab)
        self.n_layer = llama_cpp.llama_model_n_layer(self.model)
        self.n_ctx = llama_cpp.llama_n_ctx(self.ctx)
        n_embd, n_head = llama_cpp.llama_model_n_embd(self.model), llama_cpp.llama_model_n_head(self.model)
        self.head_dim = head_dim or n_embd // n_head
        self.kv_dim = llama_cpp.llama_model_n_head_kv(self.model) * self.head_dim
        self.batch = llama_cpp.llama_batch_init(n_batch, 0, 1)

    def clear(self) -> None:
        """A fresh cache: llama.cpp's memory emptied (its buffers stay allocated, as in llama-bench)."""
        self.lib.llama_memory_clear(self.lib.llama_get_memory(self.ctx), True)
        self.n_past = 0

    def decode(self, tokens: Sequence[int], logits: str = "last") -> np.ndarray | None:
        """Feed tokens in batches of n_batch; return the logits of the last token, of all, or none."""
        if self.n_past + len(tokens) > self.n_ctx:
            raise KvtrialError(f"{self.n_past + len(tokens)} tokens exceed the llama.cpp context of {self.n_ctx}")
        rows: list[np.ndarray] = []
        b = self.batch
        for start in range(0, len(tokens), self.n_batch):
            chunk = tokens[start : start + self.n_batch]
            last_chunk = start + self.n_batch >= len(tokens)
            for i, tok in enumerate(chunk):
                b.token[i] = int(tok)
                b.pos[i] = self.n_past + i
                b.n_seq_id[i] = 1
                b.seq_id[i][0] = 0
                want = logits == "all" or (logits == "last" and last_chunk and i == len(chunk) - 1)
                b.logits[i] = 1 if want else 0
            b.n_tokens = len(chunk)
            rc = self.lib.llama_decode(self.ctx, b)
            if rc != 0:
                raise KvtrialError(f"llama_decode returned {rc} at position {self.n_past}")
            if logits == "all":
                for i in range(len(chunk)):
                    rows.append(self._logits(i))
            elif logits == "last" and last_chunk:
                rows.append(self._logits(len(chunk) - 1))
            self.n_past += len(chunk)
        return np.stack(rows) if rows else None

    def _logits(self, i: int) -> np.ndarray:
        ptr = self.lib.llama_get_logits_ith(self.ctx, i)
        return np.ctypeslib.as_array(ptr, shape=(self.n_vocab,)).copy()

    def close(self) -> None:
        if self.batch is not None:
            self.lib.llama_batch_free(self.batch)
            self.batch = None
        if self.ctx:
            self.lib.llama_free(self.ctx)
            self.ctx = None
        if self.model:
            self.lib.llama_model_free(self.model)
            self.model = None

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001  (interpreter shutdown)
            pass


def _bytes_per_token(type_name: str, kv_dim: int, layers: int) -> float:
    return CACHE_TYPES[type_name] * kv_dim * layers / 8


class LlamaCppBackend:
    name = "llama.cpp"
    engine = "llama.cpp"
    ordinary = ORDINARY_TYPE
    module = "llama_cpp"
    dist = "llama-cpp-python"

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

    def supports(self, setting: str, config: Any = None, source: str | None = None) -> str | None:
        try:
            parsed = parse_setting(setting)
        except KvtrialError as exc:
            return str(exc)
        missing = self.missing()
        if missing:
            return missing
        if source is not None and not str(source).endswith(".gguf"):
            return f"llama.cpp runs GGUF files; this model's source is {source!r}"
        if config is not None:
            text = config.get_text_config(decoder=True)
            head_dim = getattr(text, "head_dim", None) or text.hidden_size // text.num_attention_heads
            quantized = [t for t in (parsed.type_k, parsed.type_v) if t.startswith(("q", "iq"))]
            if quantized and head_dim % QUANTIZED_BLOCK:
                return (f"llama.cpp {', '.join(quantized)} caches store blocks of {QUANTIZED_BLOCK} values; "
                        f"head dimension {head_dim} is not a multiple")
        return None

    def interface(self, setting: str) -> dict[str, Any]:
        parsed = parse_setting(setting)
        return {"call": "llama_init_from_model(model, ctx_params) via llama-cpp-python's low-level API",
                "setting": str(parsed), "type_k": f"GGML_TYPE_{parsed.type_k.upper()}",
                "type_v": f"GGML_TYPE_{parsed.type_v.upper()}", "flash_attn_type": "LLAMA_FLASH_ATTN_TYPE_ENABLED",
                "use_extra_bufts": False, "n_batch": DEFAULT_BATCH, "n_ubatch": DEFAULT_BATCH}

    def new_cache(self, setting: str, model: Any) -> Any:
        raise KvtrialError("llama.cpp keeps its cache inside its own context: use open(loaded, setting) "
                           "to get a session (each request clears the context's memory)")

    def effective(self, cache: LlamaContext) -> EffectiveCache:
        """Read back a context: the types llama.cpp reported, checked against their layouts."""
        rep = dict(cache.report)
        problems = []
        type_k, type_v = rep.get("type_k"), rep.get("type_v")
        if type_k is None or type_v is None:
            problems.append("llama.cpp's log has no KV cache report line")
        if rep.get("flash_attn") not in ("enabled", "1", "true", "on"):
            problems.append(f"flash attention is {rep.get('flash_attn', 'not reported')}")
        if type_k in CACHE_TYPES and type_v in CACHE_TYPES:
            cells, layers = rep["cells"], rep["layers"]
            for which, name, mib in (("K", type_k, rep["k_mib"]), ("V", type_v, rep["v_mib"])):
                expected = _bytes_per_token(name, cache.kv_dim, layers) * cells / 2**20
                rep[f"{which.lower()}_expected_mib"] = expected
                if abs(expected - mib) > 0.006:  # the log rounds to 0.01 MiB
                    problems.append(f"{which} ({name}) reported {mib} MiB, its layout gives {expected:.3f} MiB")
        elif type_k is not None:
            problems.append(f"llama.cpp reports cache types {type_k}/{type_v}, unknown to kvtrial")
        setting = str(LlamaSetting(type_k, type_v)) if type_k and type_v else "unconfirmed"
        tokens = cache.n_past
        kv_bytes = 0
        if not problems:
            kv_bytes = int(round((_bytes_per_token(type_k, cache.kv_dim, rep["layers"])
                                  + _bytes_per_token(type_v, cache.kv_dim, rep["layers"])) * tokens))
        allocated = int(round(rep.get("total_mib", 0.0) * 2**20))
        rep.update(tokens=tokens, kv_dim=cache.kv_dim, problems=problems,
                   key_bits=CACHE_TYPES.get(type_k), value_bits=CACHE_TYPES.get(type_v))
        return EffectiveCache(setting, not problems, kv_bytes, allocated, rep)

    def open(self, loaded: Any, setting: str, n_ctx: int | None = None, n_threads: int | None = None) -> "LlamaCppSession":
        parsed = parse_setting(setting)
        missing = self.missing()
        if missing:
            raise KvtrialError(missing)
        source = str(getattr(loaded, "source", loaded))
        if not source.endswith(".gguf") or not Path(source).is_file():
            raise KvtrialError(f"llama.cpp runs GGUF files; this model's source is {source!r}")
        max_ctx = getattr(loaded, "max_context", None) or 8192
        return LlamaCppSession(self, LlamaContext(source, parsed, n_ctx or max_ctx, n_threads=n_threads))


class LlamaCppSession:
    """One llama.cpp context with one cache setting; every request clears its memory first."""

    def __init__(self, backend: LlamaCppBackend, context: LlamaContext) -> None:
        self.backend_obj = backend
        self.backend = backend.name
        self.setting = str(context.setting)
        self.context = context

    def effective(self) -> EffectiveCache:
        return self.backend_obj.effective(self.context)

    def generate(self, input_ids: Sequence[int], max_new_tokens: int, stop_ids: set[int]) -> Generated:
        ctx = self.context
        ctx.clear()
        new: list[int] = []
        stop = "length"
        t0 = time.perf_counter()
        token = int(ctx.decode(list(input_ids), "last")[-1].argmax())
        t1 = time.perf_counter()
        new.append(token)
        if token in stop_ids:
            stop = "eos"
        while stop != "eos" and len(new) < max_new_tokens:
            token = int(ctx.decode([token], "last")[-1].argmax())
            new.append(token)
            if token in stop_ids:
                stop = "eos"
        t2 = time.perf_counter()
        return Generated(new, stop, t1 - t0, t2 - t1, self.effective())

    def score_window(self, window: Sequence[int], step: int) -> torch.Tensor:
        if step < 1:
            raise ValueError(f"step must be at least 1 token, got {step}")
        ctx = self.context
        ctx.clear()
        ids = [int(t) for t in window]
        first = len(ids) // 2
        ctx.decode(ids[:first], "none")
        parts = [ctx.decode(ids[start : min(start + step, len(ids) - 1)], "all")
                 for start in range(first, len(ids) - 1, step)]
        return torch.from_numpy(np.concatenate(parts)).float()

    def _fill(self, context: Sequence[int]):
        """A cleared context holding `context` (untimed); the effective cache read back after filling, if any."""
        self.context.clear()
        if not len(context):
            return None
        self.context.decode(list(context), "none")
        return self.effective()

    def time_prefill(self, context: Sequence[int], prompt: Sequence[int]) -> Timed:
        ctx = self.context
        filled = self._fill(context)
        t0 = time.perf_counter()
        ctx.decode(list(prompt), "last")
        seconds = time.perf_counter() - t0
        return Timed(seconds, len(prompt), filled, self.effective())

    def time_decode(self, context: Sequence[int], first: int, n: int) -> Timed:
        ctx = self.context
        filled = self._fill(context)
        token = int(first)
        t0 = time.perf_counter()
        for _ in range(n):
            token = int(ctx.decode([token], "last")[-1].argmax())
        seconds = time.perf_counter() - t0
        return Timed(seconds, n, filled, self.effective())

    def close(self) -> None:
        self.context.close()


from kvtrial.backends import BACKENDS  # noqa: E402

BACKENDS.add(LlamaCppBackend.name, LlamaCppBackend())
