"""kvtrial's cache settings beside the peer packages' at byte budgets: KL against the ordinary cache, top-1
agreement and the bytes each cache holds, on text no setting was chosen on.

    python benchmarks/byte_budget.py --text file:/usr/share/common-licenses/GPL-2 --windows 2 --n-ctx 4096

The schedule is kvtrial.quality's: each window's first half prefilled into a fresh cache in chunks of
`--prefill-chunk` tokens, the second half fed `--step` tokens at a time, so later tokens attend to what the
cache stored; every setting runs through its backend's session (`score_window_chunks`), the ordinary cache
included, and is scored with `kvtrial.quality.divergence.compare_logits`. Bytes are read back from the live
cache at the end of each window (its keys and values, every layer), as a share of float32 keys and values of
the same tokens. Budgets group the rows: a row belongs to the budget nearest its bytes, within 10 % of it.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

import numpy as np
import torch

from kvtrial.backends import get_backend
from kvtrial.backends.base import ModelHandle
from kvtrial.cache import head_dim
from kvtrial.corpora import load_corpus, tokenize_corpus
from kvtrial.quality.divergence import compare_logits
from kvtrial.quality.scoring import make_windows
from kvtrial.quality.stats import TokenScores

BUDGETS = (0.10, 0.13, 0.16, 0.20)
# (backend, setting), the pairs compared at a budget next to each other, so that a run cut short still gives
# whole comparisons. kvpress ratios are the share removed: 0.867 keeps 13.3 % of the tokens.
RUNS = (("native", "turbo4:window=128"), ("tiny-turboquant", "tiny-safe"), ("kvpress", "tova:ratio=0.867"),
        ("native", "turbo4"), ("tiny-turboquant", "tiny-compact"), ("kvpress", "knorm:ratio=0.867"),
        ("native", "turbo3:window=128"), ("native", "q8_0/turbo4"), ("native", "turbo5"), ("native", "turbo3"),
        ("tiny-turboquant", "tiny-aggressive"), ("kvpress", "tova:ratio=0.8"), ("kvpress", "tova:ratio=0.9"),
        ("native", "q4_0"), ("kvpress", "streaming:ratio=0.867"))


@dataclass
class Row:
    backend: str
    setting: str
    bytes_share: float  # mean over windows of kv bytes / float32 kv bytes
    kld_mean: float
    top1: float  # share of scored tokens whose argmax agrees with the ordinary cache's
    seconds: float


def f32_bytes(config, tokens: int) -> int:
    text = config.get_text_config(decoder=True)
    return 2 * text.num_hidden_layers * text.num_key_value_heads * head_dim(config) * 4 * tokens


def score(handle: ModelHandle, backend: str, setting: str, windows: torch.Tensor, base: list[torch.Tensor],
          step: int, prefill_chunk: int) -> Row:
    b = get_backend(backend)
    parsed = b.parse(setting)
    reason = b.supports(parsed, handle.config)
    if reason:
        raise SystemExit(f"{backend} {setting}: {reason}")
    session = b.open(handle, parsed)
    session.prefill_chunk = prefill_chunk
    parts, shares = [], []
    start = time.perf_counter()
    for w, ref in zip(windows, base, strict=True):
        logits = torch.cat(list(session.score_window_chunks(w.tolist(), step)))
        n_ctx = w.numel()
        parts.append(compare_logits(ref, logits, w[n_ctx // 2 + 1:]))
        eff = session.effective()
        if not eff.confirmed or eff.setting != parsed.canonical:
            raise SystemExit(f"{backend} {setting}: the live cache read back {eff.setting!r} (confirmed={eff.confirmed})")
        shares.append(eff.kv_bytes / f32_bytes(handle.config, n_ctx - 1))
    scores = TokenScores.concat(parts)
    return Row(backend, parsed.canonical, float(np.mean(shares)), float(np.mean(scores.kld)),
               float(np.mean(scores.top1_base == scores.top1_cand)), time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--text", default="file:/usr/share/common-licenses/GPL-2", help="a corpus name or file:PATH")
    ap.add_argument("--n-ctx", type=int, default=4096)
    ap.add_argument("--windows", type=int, default=2)
    ap.add_argument("--step", type=int, default=64)
    ap.add_argument("--prefill-chunk", type=int, default=512)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--only", nargs="*", help="run only these settings (backend:setting)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)

    native = get_backend("native")
    handle = native.load(args.model, "float32", "sdpa")
    corpus = load_corpus(args.text)
    tokens = tokenize_corpus(corpus, handle.tokenizer)
    bos = handle.tokenizer.bos_token_id if getattr(handle.tokenizer, "add_bos_token", False) else None
    windows = make_windows(tokens, args.n_ctx, args.windows, bos, corpus=corpus.name)
    print(f"{args.model}, {corpus.name} ({corpus.sha256[:12]}, {tokens.numel()} tokens): {args.windows} windows of "
          f"{args.n_ctx}, prefill chunk {args.prefill_chunk}, step {args.step}, torch threads {args.threads}", flush=True)

    ordinary = native.open(handle, native.parse("ordinary"))
    ordinary.prefill_chunk = args.prefill_chunk
    with torch.inference_mode():
        base = [torch.cat(list(ordinary.score_window_chunks(w.tolist(), args.step))) for w in windows]
    runs = list(RUNS)
    if args.only:
        runs = [r for r in runs if f"{r[0]}:{r[1]}" in args.only]
    rows = []
    for backend, setting in runs:
        with torch.inference_mode():
            row = score(handle, backend, setting, windows, base, args.step, args.prefill_chunk)
        rows.append(row)
        print(f"  {backend:16s} {row.setting:22s} bytes/f32 {row.bytes_share:.3f}  KL {row.kld_mean:.5f}  "
              f"top-1 {row.top1 * 100:.1f} %  ({row.seconds:.0f} s)", flush=True)

    print("\n| budget | setting | backend | bytes / f32 | mean KL | same top-1 |")
    print("|---|---|---|---|---|---|")
    for budget, group in sorted(by_budget(rows).items()):
        for r in sorted(group, key=lambda r: r.kld_mean):
            label = f"{budget:.2f}" if budget else "other"
            print(f"| {label} | `{r.setting}` | {r.backend} | {r.bytes_share:.3f} | {r.kld_mean:.5f} | "
                  f"{r.top1 * 100:.1f} % |")


def by_budget(rows: list[Row]) -> dict[float, list[Row]]:
    """Rows by the budget nearest their bytes, within 10 % of it (0.0: none is)."""
    out: dict[float, list[Row]] = {}
    for r in rows:
        near = min(BUDGETS, key=lambda b: abs(b - r.bytes_share))
        out.setdefault(near if abs(near - r.bytes_share) <= 0.1 * near else 0.0, []).append(r)
    return out

if __name__ == "__main__":
    main()
