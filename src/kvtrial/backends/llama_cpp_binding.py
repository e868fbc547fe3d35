"""The llama-cpp-python binding as kvtrial uses it: llama.cpp's log routed into Python, and one GGUF
model with one context (cache types, flash attention on) fed token batches through the low-level
ctypes API.

Extra buffer types (weight repacking) are turned off at load: builds with native CPU flags
crash on AMX repacking paths with quantized weights on some CPUs, and the repacked layout would
differ between runs on different machines.
"""

from __future__ import annotations

import ctypes
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import numpy as np
import torch

from kvtrial.backends.llama_cpp_log import read_context_report
from kvtrial.errors import KvtrialError

DEFAULT_BATCH = 512
_log = logging.getLogger("kvtrial.llama_cpp")
T = TypeVar("T")


# ---- log capture: llama.cpp's own report of what it allocated ---------------------------------
_captured: list[str] | None = None


def _on_log(level: int, text: bytes, user_data: Any) -> None:
    message = text.decode("utf-8", errors="replace")
    if _captured is not None:
        _captured.append(message)
    else:
        _log.debug(message.rstrip())


_callback: Any = None  # the ctypes callback must outlive every call into llama.cpp


def capture_logs(fn: Callable[[], T]) -> tuple[T, str]:
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


class LlamaContext:
    """One GGUF model and one llama.cpp context with the requested cache types, flash attention on."""

    def __init__(self, path: str, type_k: str, type_v: str, n_ctx: int, n_batch: int = DEFAULT_BATCH,
                 n_threads: int | None = None, head_dim: int | None = None) -> None:
        import llama_cpp

        self.lib = llama_cpp
        self.type_k, self.type_v = type_k, type_v
        self.n_batch = n_batch
        self.n_past = 0
        # llama.cpp's ctypes handles (untyped); None once closed
        self.model: Any = None
        self.ctx: Any = None
        self.batch: Any = None
        threads = n_threads or torch.get_num_threads()

        def load() -> tuple[Any, Any]:
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
            cp.type_k = getattr(llama_cpp, f"GGML_TYPE_{type_k.upper()}")
            cp.type_v = getattr(llama_cpp, f"GGML_TYPE_{type_v.upper()}")
            cp.flash_attn_type = llama_cpp.LLAMA_FLASH_ATTN_TYPE_ENABLED
            cp.no_perf = True
            ctx = llama_cpp.llama_init_from_model(model, cp)
            if not ctx:
                llama_cpp.llama_model_free(model)
                raise KvtrialError(f"llama.cpp could not create a context with K {type_k}, "
                                   f"V {type_v}, flash attention on")
            return model, ctx

        loaded, self.log = capture_logs(load)
        self.model, self.ctx = loaded
        self.report = read_context_report(self.log)
        vocab = llama_cpp.llama_model_get_vocab(self.model)
        self.n_vocab = llama_cpp.llama_vocab_n_tokens(vocab)
        self.n_layer = llama_cpp.llama_model_n_layer(self.model)
        self.n_ctx = llama_cpp.llama_n_ctx(self.ctx)
        n_embd, n_head = llama_cpp.llama_model_n_embd(self.model), llama_cpp.llama_model_n_head(self.model)
        # The GGUF states the key width where it is not n_embd / n_head (Gemma 3: 640 / 4 heads, keys of 256).
        arch = self._meta("general.architecture")
        stated = self._meta(f"{arch}.attention.key_length") if arch else None
        self.head_dim = head_dim or (int(stated) if stated and stated.isdigit() else n_embd // n_head)
        self.kv_dim = llama_cpp.llama_model_n_head_kv(self.model) * self.head_dim
        self.batch = llama_cpp.llama_batch_init(n_batch, 0, 1)

    def _meta(self, key: str) -> str | None:
        """One metadata value of the loaded GGUF as text, or None when it has no such key."""
        buf = ctypes.create_string_buffer(256)
        n = self.lib.llama_model_meta_val_str(self.model, key.encode(), buf, len(buf))
        return buf.value.decode(errors="replace") if n >= 0 else None

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
