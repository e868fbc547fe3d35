"""Quality of several llama.cpp cache types against its own f16 cache, with one reference pass.

The quality half of `benchmarks/backends_table.py` for llama.cpp alone: the same windows (the first
--windows × --n-ctx tokens of the corpus, cut by the script itself), the same scored second halves fed
--step tokens at a time, the same context size, and the same statistics (`kvtrial.quality.side_by_side`).
The difference is the schedule: backends_table.py re-runs the f16 reference beside every setting; here
the reference and every candidate are open at once and fed in step, so the reference runs once
(llama.cpp on the CPU is deterministic, so the figures are those of the one-setting-at-a-time script).
Each context holds one step's logits; memory grows by one llama.cpp context per cache type.

    python benchmarks/llama_cpp_quality.py --model gemma3-270m --n-ctx 8192 --windows 1 --step 16 \\
        --case q5_0 --case q5_1 --case iq4_nl --output llama.jsonl

Writes a JSONL (a meta line, then one "setting" line per cache type, f16 first) and prints a markdown table.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

from kvtrial.backends import ModelHandles, get_backend
from kvtrial.corpora import corpus_tokens, load_corpus
from kvtrial.protocol.environment import machine
from kvtrial.quality.side_by_side import compare_chunks_many


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--corpus", default="pydoc")
    ap.add_argument("--n-ctx", type=int, default=4096)
    ap.add_argument("--windows", type=int, default=1)
    ap.add_argument("--step", type=int, default=16)
    ap.add_argument("--kv-tokens", type=int, default=None,
                    help="tokens backends_table.py would fill for the bytes read back (default --n-ctx); "
                    "it sets the context size exactly as there, so the two scripts run the same contexts")
    ap.add_argument("--case", action="append", required=True, metavar="TYPE",
                    help="llama.cpp cache type to score against f16 (repeatable), e.g. q5_0 or q8_0/q4_0")
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--output", type=Path, required=True)
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    backend = get_backend("llama.cpp")
    settings = [backend.parse(backend.ordinary)] + [backend.parse(c) for c in args.case]
    if any(s.ordinary for s in settings[1:]):
        ap.error(f"--case {backend.ordinary} is the reference; name the cache types to compare with it")

    handle = ModelHandles(args.model).for_backend(backend)
    for s in settings:
        reason = backend.supports(s, handle.config, source=handle.source or None)
        if reason:
            sys.exit(f"llama.cpp {s.canonical}: {reason}")
    text = load_corpus(args.corpus)
    kv_tokens = args.kv_tokens or args.n_ctx
    # backends_table.py's need with its -p 16 at depth 0: the context cells below are the same as there
    need = max(16, kv_tokens, args.windows * args.n_ctx) + 1
    tokens = corpus_tokens(text, handle.tokenizer, need).tolist()
    windows = [tokens[w * args.n_ctx : (w + 1) * args.n_ctx] for w in range(args.windows)]
    targets = torch.tensor([t for win in windows for t in win[args.n_ctx // 2 + 1 :]])
    cfg = handle.config.get_text_config()
    head = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
    values_per_token = 2 * cfg.num_hidden_layers * cfg.num_key_value_heads * head
    cells = backend.context_cells(need + 256, max(need + 256, handle.max_context))
    meta = {"kind": "meta", "command": "python benchmarks/llama_cpp_quality.py " + " ".join(sys.argv[1:]),
            "model": handle.model_id, "model_revision": handle.revision, "corpus": text.name,
            "corpus_sha256": text.sha256, "machine": machine(hostname=False),
            "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "versions": backend.versions(),
            "context_cells": cells, "scored_tokens": int(targets.numel()),
            "args": {k: str(v) for k, v in vars(args).items()}}

    t0 = time.perf_counter()
    sessions = [backend.open(handle, s, n_ctx=cells) for s in settings]
    rows: list[dict] = []
    try:
        def chunks():
            for w, win in enumerate(windows):
                yield from zip(*(s.score_window_chunks(win, args.step) for s in sessions), strict=True)
                print(f"window {w + 1}/{len(windows)} scored, {time.perf_counter() - t0:.0f} s", file=sys.stderr,
                      flush=True)

        # the reference against itself as the first candidate: its figures are llama.cpp's f16 perplexity
        results = compare_chunks_many(((r[0], *r) for r in chunks()), targets)
        for s, session, quality in zip(settings, sessions, results, strict=True):
            filled = session.effective()  # after the last window: n_ctx tokens held
            rows.append({"kind": "setting", "backend": backend.name, "setting": s.canonical,
                         "effective": filled.setting, "confirmed": filled.confirmed, "kv_tokens": filled.report["tokens"],
                         "kv_bytes": filled.kv_bytes,
                         "bits_per_value": filled.kv_bytes * 8 / (values_per_token * filled.report["tokens"]),
                         "quality": quality})
    finally:
        for session in sessions:
            session.close()
    meta["seconds"] = time.perf_counter() - t0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text("".join(json.dumps(line) + "\n" for line in [meta, *rows]), encoding="utf-8")
    print("| llama.cpp setting | confirmed | bits/value | mean KLD vs its f16 | same top-1 | PPL ratio |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        q = row["quality"]
        print(f"| {row['setting']} | {row['confirmed']} | {row['bits_per_value']:.2f} | {q['kl_mean']:.6f} ± "
              f"{q['kl_stderr']:.6f} | {100 * q['top1']:.2f} % | {q['ppl_ratio']:.4f} (PPL {q['ppl_cand']:.3f}) |")


if __name__ == "__main__":
    main()
