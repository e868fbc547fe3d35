"""The ordinary results, computed once and stored in a reusable base file bound to what made them.

What is stored, and the error it introduces
-------------------------------------------
llama.cpp's `--kl-divergence-base` file keeps, per scored token, the whole vocabulary's log-probs
quantized to 16 bits (4096-token windows of a 49152-word vocabulary: ≈ 200 MB per window); fp16
log-probs are the same size, and top-k plus remainder mass only bounds KL from below (merging the
tail into one bucket drops R·KL(tail), R the tail mass, by the chain rule of KL).

kvtrial stores instead, per scored token, the decoder's final hidden state in float32 — the
vector the model's output layer turns into logits — plus the tokens. Logits are recomputed from
it with the model's own output layer at comparison time. For SmolLM2-135M that is 576 floats
(2.3 kB) per token instead of 98 kB of fp16 log-probs: 4 windows at n_ctx 4096 take 19 MB.

The error this introduces is zero: the stored vector is the exact float32 value, and the output
layer is a fixed matrix of the model revision the header binds, applied to an input of the same
shape as in the candidate pass, so the recomputed base logits are the very logits the ordinary run
produced (tests/quality/test_base_file.py checks KL from the stored file against KL from freshly
computed logits: identical). As a guard, the file also keeps the ordinary log-prob of each true
next token and its top-1 id; scoring recomputes them and refuses a base that does not reproduce
(|Δ ln p| > 1e-3), and `scoring.check_logits_path` refuses models whose logits are not the
output layer over the last hidden state (e.g. soft-capped logits).

The header binds the file to the model (id, revision, dtype, attention implementation), the
corpus (name, sha256), n_ctx, the number of windows, the schedule (step and prefill chunk) and a
sha256 of the tokens; reusing it for anything else is refused, naming every field that differs. A
header without a prefill chunk (files written before it was recorded) was made with a one-pass
prefill and reads as `prefill_chunk` None. Files are written atomically (temporary file in the same
folder, then rename).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import numpy as np
import torch

from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_writer, file_name_part
from kvtrial.inputs import check_regular
from kvtrial.quality.scoring import BaseRun

FORMAT = "kvtrial-quality-base/1"


class BaseFileError(KvtrialError, ValueError):
    """A base file that cannot be read, or that was made from something other than this run."""


@dataclass(frozen=True)
class BaseHeader:
    """Everything the stored ordinary results depend on; all fields must match to reuse them."""

    model_id: str
    model_revision: str
    dtype: str
    attn_implementation: str
    corpus: str
    corpus_sha256: str
    n_ctx: int
    windows: int
    step: int
    tokens_sha256: str
    bos_token_id: int | None
    hidden_size: int
    vocab_size: int
    prefill_chunk: int | None = None  # first-half tokens per forward pass; None (or absent): one pass


def tokens_sha256(tokens: torch.Tensor) -> str:
    """sha256 of the window tokens as little-endian int32."""
    return hashlib.sha256(tokens.to(torch.int32).numpy().astype("<i4").tobytes()).hexdigest()


def mismatches(found: BaseHeader, expected: BaseHeader) -> list[str]:
    return [
        f"{f.name}: file has {getattr(found, f.name)!r}, this run has {getattr(expected, f.name)!r}"
        for f in fields(BaseHeader)
        if getattr(found, f.name) != getattr(expected, f.name)
    ]


def check_matches(path: Path | str, found: BaseHeader, expected: BaseHeader) -> None:
    diff = mismatches(found, expected)
    if diff:
        raise BaseFileError(
            f"base file {path} was made from different inputs and cannot be compared against: "
            + "; ".join(diff)
            + ". Pass another --base path (it will be computed) or the matching settings."
        )


def save_base(path: Path | str, header: BaseHeader, base: BaseRun, provenance: dict | None = None) -> Path:
    """Write header + ordinary results atomically; returns the path written."""
    path = Path(path)
    _check_consistent(header, base, path)
    meta = {"format": FORMAT, "header": asdict(header), "provenance": provenance or {}}
    arrays: dict[str, Any] = {
        "meta_json": np.frombuffer(json.dumps(meta, sort_keys=True).encode(), dtype=np.uint8),
        "tokens": base.tokens.to(torch.int32).numpy(),
        "hidden": base.hidden.float().numpy(),
        "logp_true": base.logp_true.float().numpy(),
        "top1": base.top1.to(torch.int32).numpy(),
    }
    with atomic_writer(path, "wb") as f:
        np.savez(f, **arrays)
    return path


def load_base(path: Path | str) -> tuple[BaseHeader, BaseRun, dict]:
    """Read a base file; raise BaseFileError if it is not one or is internally inconsistent."""
    path = Path(path)
    try:
        check_regular(path, "base file", BaseFileError)  # np.load would block on a FIFO, run on a device
        return _read_base(path)
    except BaseFileError:
        raise
    except FileNotFoundError:
        raise BaseFileError(f"base file {path} does not exist") from None
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - zip, numpy, json and torch each fail their own way on a damaged file
        raise BaseFileError(f"{path} is not a kvtrial base file, or it is damaged or cut short ({type(exc).__name__}: "
                            f"{exc}): delete it and run `kvtrial quality` again to write a fresh one") from None


def _read_base(path: Path) -> tuple[BaseHeader, BaseRun, dict]:
    with np.load(path, allow_pickle=False) as z:
        meta = json.loads(bytes(z["meta_json"]).decode())
        arrays = {k: z[k] for k in ("tokens", "hidden", "logp_true", "top1")}
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        found = meta.get("format") if isinstance(meta, dict) else None
        raise BaseFileError(f"{path} has format {found!r}; this kvtrial reads {FORMAT!r}")
    if not isinstance(meta.get("header"), dict):
        raise BaseFileError(f"{path} has no header mapping; it is not a kvtrial base file")
    try:
        header = BaseHeader(**meta["header"])
    except TypeError as exc:
        raise BaseFileError(f"{path} has a malformed header ({exc})") from None
    bad = [f"{name} is {getattr(header, name)!r}" for name in ("windows", "n_ctx", "hidden_size", "step")
           if type(getattr(header, name, None)) is not int]
    if header.prefill_chunk is not None and (type(header.prefill_chunk) is not int or header.prefill_chunk < 1):
        bad.append(f"prefill_chunk is {header.prefill_chunk!r}")
    if bad or not isinstance(header.tokens_sha256, str):
        raise BaseFileError(f"{path} has a malformed header ({'; '.join(bad) or 'tokens_sha256 is not text'}): "
                            "whole numbers and a sha256 text are expected")
    if any(a.ndim != n for a, n in zip(arrays.values(), (2, 3, 2, 2), strict=True)):
        raise BaseFileError(f"{path}: the arrays do not have the shapes of a base file")
    base = BaseRun(
        tokens=torch.from_numpy(arrays["tokens"].astype(np.int64)),
        hidden=torch.from_numpy(arrays["hidden"]),
        logp_true=torch.from_numpy(arrays["logp_true"]),
        top1=torch.from_numpy(arrays["top1"].astype(np.int64)),
        step=header.step,
        prefill_chunk=header.prefill_chunk,
    )
    _check_consistent(header, base, path)
    _check_finite(base, path)
    return header, base, meta.get("provenance", {})


def _check_finite(base: BaseRun, path: Path) -> None:
    """The stored hidden states and log-probs are finite: a NaN or infinity passes every shape check but
    turns every KL computed against it into NaN, which would be reported as a result."""
    problems = []
    for name, values in (("hidden", base.hidden), ("logp_true", base.logp_true)):
        if not values.is_floating_point():
            problems.append(f"{name} holds {values.dtype} values, not floating-point numbers")
            continue
        bad = ~torch.isfinite(values)
        if bool(bad.any()):
            nan = int(torch.isnan(values).sum())
            where = tuple(int(i) for i in bad.nonzero()[0])
            problems.append(f"{name} holds {nan} NaN and {int(bad.sum()) - nan} infinite values (the first at "
                            f"index {list(where)})")
    if problems:
        raise BaseFileError(f"base file {path} holds values that are not finite numbers: {'; '.join(problems)}; a "
                            "base file holds only finite hidden states and log-probs: delete it and run `kvtrial "
                            "quality` again to write a fresh one")


def _check_consistent(header: BaseHeader, base: BaseRun, path: Path) -> None:
    w, n_ctx = base.tokens.shape
    s = n_ctx - 1 - n_ctx // 2
    problems = []
    if (w, n_ctx) != (header.windows, header.n_ctx):
        problems.append(f"tokens are {w}x{n_ctx}, header says {header.windows}x{header.n_ctx}")
    if tuple(base.hidden.shape) != (w, s, header.hidden_size):
        problems.append(f"hidden states are {tuple(base.hidden.shape)}, expected {(w, s, header.hidden_size)}")
    if tuple(base.logp_true.shape) != (w, s) or tuple(base.top1.shape) != (w, s):
        problems.append("per-token arrays have the wrong shape")
    if tokens_sha256(base.tokens) != header.tokens_sha256:
        problems.append("tokens do not hash to the header's tokens_sha256")
    if base.step != header.step:
        problems.append(f"step {base.step} differs from the header's {header.step}")
    if base.prefill_chunk != header.prefill_chunk:
        problems.append(f"prefill chunk {base.prefill_chunk} differs from the header's {header.prefill_chunk}")
    if problems:
        raise BaseFileError(f"base file {path} is inconsistent: " + "; ".join(problems))


def default_base_path(model_id: str, corpus: str, n_ctx: int, windows: int | None, step: int, attn: str,
                      prefill_chunk: int | None = None) -> Path:
    """One file per combination of the inputs a base binds (a run with other inputs never meets a stale file);
    a one-pass prefill keeps the name files had before the chunk was part of it."""
    from kvtrial.models.paths import cache_root

    root = cache_root() / "quality"
    safe = file_name_part(f"{model_id}-{corpus}")
    chunk = f"-p{prefill_chunk}" if prefill_chunk else ""
    return root / f"{safe}-ctx{n_ctx}-w{windows if windows else 'all'}-s{step}{chunk}-{attn}.npz"


def bos_to_prepend(tokenizer) -> int | None:
    """BOS id when the tokenizer adds BOS on its own (llama-perplexity then starts each window with it)."""
    bos = getattr(tokenizer, "bos_token_id", None)
    if bos is None:
        return None
    ids = tokenizer("a").input_ids
    return bos if ids and ids[0] == bos else None
