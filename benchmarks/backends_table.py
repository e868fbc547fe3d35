"""Side-by-side table of every backend and setting on one model and corpus, from one run.

Per backend and setting: bits per value and KV bytes after a context of --kv-tokens tokens (read
back from the live cache), quality against that backend's own ordinary cache (mean KL divergence,
top-1 agreement and the perplexity ratio over the scored second half of --windows windows of
--n-ctx tokens, fed --step tokens at a time so the scored tokens read the stored cache), and
ppN / tgN throughput at --depths as ratios to that backend's ordinary cache (kvtrial.bench, same
rules as `kvtrial bench`).

    python benchmarks/backends_table.py --output docs/results/backends.jsonl

Writes the JSONL (every run, warm-ups included) and prints the markdown table.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

from kvtrial.backends import ModelHandles, Session, get_backend
from kvtrial.bench import BenchCase, bench, parse_depths, summarize
from kvtrial.corpora import corpus_tokens, load_corpus
from kvtrial.protocol.environment import machine
from kvtrial.quality.side_by_side import compare_chunks

CASES = [
    *(("native", s) for s in ("ordinary", "q8_0", "q4_0", "q4_1", "q8_0/turbo4", "turbo4", "turbo3")),
    ("transformers-quanto", "quanto-int4"), ("transformers-quanto", "quanto-int2"),
    ("transformers-hqq", "hqq-int4"), ("transformers-hqq", "hqq-int8"),
    ("transformers-fp8", "fp8"),
    *(("llama.cpp", s) for s in ("f16", "q8_0", "q4_0", "q8_0/q4_0")),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--corpus", default="pydoc")
    ap.add_argument("--depths", default="0,4096")
    ap.add_argument("-p", "--n-prompt", type=int, default=512)
    ap.add_argument("-n", "--n-gen", type=int, default=128)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--kv-tokens", type=int, default=4096)
    ap.add_argument("--windows", type=int, default=2)
    ap.add_argument("--n-ctx", type=int, default=512)
    ap.add_argument("--step", type=int, default=16)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--only", default="", help="comma-separated backends to keep (default: all)")
    ap.add_argument("--case", action="append", default=[], metavar="BACKEND=SETTING",
                    help="run these cases instead of the default list (repeatable), e.g. llama.cpp=q4_1")
    ap.add_argument("--output", type=Path, required=True)
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    depths = parse_depths(args.depths)
    keep = set(filter(None, args.only.split(",")))
    chosen = [tuple(c.split("=", 1)) for c in args.case] or CASES
    if any(len(c) != 2 for c in chosen):
        ap.error("--case takes BACKEND=SETTING, e.g. llama.cpp=q4_1")
    cases = [BenchCase(b, get_backend(b).parse(s).canonical) for b, s in chosen if not keep or b in keep]

    handles = ModelHandles(args.model)  # one load per engine, on first use (llama.cpp runs the GGUF itself)
    loaded = handles.for_backend(get_backend(cases[0].backend))
    text = load_corpus(args.corpus)
    need = max(max(depths) + max(args.n_prompt, 1), args.kv_tokens, args.windows * args.n_ctx) + 1
    tokens = corpus_tokens(text, loaded.tokenizer, need).tolist()
    cfg = loaded.config.get_text_config()
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
    values_per_token = 2 * cfg.num_hidden_layers * cfg.num_key_value_heads * head_dim
    lines: list[dict] = [{"kind": "meta", "command": "python benchmarks/backends_table.py " + " ".join(sys.argv[1:]),
                          "model": loaded.model_id, "model_revision": loaded.revision, "corpus": text.name,
                          "corpus_sha256": text.sha256, "machine": machine(hostname=False),
                          "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                          "versions": {b: get_backend(b).versions() for b in dict.fromkeys(c.backend for c in cases)},
                          "args": {k: str(v) for k, v in vars(args).items()}}]
    rows: dict[BenchCase, dict] = {}
    windows = [tokens[w * args.n_ctx : (w + 1) * args.n_ctx] for w in range(args.windows)]
    targets = torch.tensor([t for win in windows for t in win[args.n_ctx // 2 + 1 :]])
    # Each engine's reference session stays open and is re-run in step with every later setting of that
    # engine, so only one fed step's logits of each are held at a time (llama.cpp on CPU is deterministic).
    references: dict[str, Session] = {}
    for case in cases:
        backend = get_backend(case.backend)
        setting, handle = backend.parse(case.setting), handles.for_backend(backend)
        row = rows.setdefault(case, {"backend": case.backend, "setting": case.setting})
        reason = backend.supports(setting, handle.config, source=handle.source or None)
        if reason:
            row.update(status="not-applicable", reason=reason)
            print(f"{case.backend} {case.setting}: not-applicable: {reason}", file=sys.stderr, flush=True)
            continue
        session = backend.open(handle, setting, n_ctx=backend.context_cells(need + 256, max(need + 256, handle.max_context)))
        keep = False
        try:
            t0 = time.perf_counter()
            filled = session.time_decode(tokens[: args.kv_tokens], tokens[args.kv_tokens], 0).filled
            row.update(effective=filled.setting, confirmed=filled.confirmed, kv_tokens=args.kv_tokens,
                       kv_bytes=filled.kv_bytes, bits_per_value=filled.kv_bytes * 8 / (values_per_token * args.kv_tokens))
            ref_key = backend.engine
            if case.setting == backend.ordinary and ref_key not in references:
                references[ref_key], keep = session, True
                pairs = ((c, c) for win in windows for c in session.score_window_chunks(win, args.step))
            elif ref_key in references:
                ref = references[ref_key]
                pairs = (pair for win in windows for pair in zip(ref.score_window_chunks(win, args.step),
                                                                 session.score_window_chunks(win, args.step), strict=True))
            else:
                pairs = None
            if pairs is not None:
                row["quality"] = compare_chunks(pairs, targets)
            row["seconds"] = time.perf_counter() - t0
        finally:
            if not keep:
                session.close()
        print(f"{case.backend} {case.setting}: {json.dumps(row)}", file=sys.stderr, flush=True)
    for ref in references.values():
        ref.close()
    lines.extend({"kind": "setting", **row} for row in rows.values())

    def on_row(r) -> None:
        lines.append({"kind": "run", **r.to_dict()})
        print(f"{r.backend} {r.setting} {r.test}@{r.depth} rep {r.repeat}: {r.tokens_per_s or r.status}",
              file=sys.stderr, flush=True)

    live = [c for c in cases if rows[c].get("status") != "not-applicable"]
    runs = bench(handles, live, tokens, depths, args.n_prompt, args.n_gen, args.repeats, on_row=on_row)
    summaries = summarize(runs)
    lines.extend({"kind": "summary", **s.to_dict()} for s in summaries)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    tmp = args.output.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    tmp.replace(args.output)
    print(markdown(cases, rows, summaries, depths, args))


def markdown(cases, rows, summaries, depths, args) -> str:
    by = {(s.backend, s.setting, s.test, s.depth): s for s in summaries}
    tests = [f"pp{args.n_prompt}", f"tg{args.n_gen}"]
    head = ["backend", "setting", "effective (confirmed)", "bits/value", f"KV MiB @ {args.kv_tokens}",
            "KL mean", "top-1", "PPL ratio"] + [f"{t} @ {d}" for d in depths for t in tests]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for case in cases:
        row = rows[case]
        if row.get("status") == "not-applicable":
            out.append(f"| {case.backend} | {case.setting} | not-applicable: {row['reason']} |" + " |" * (len(head) - 3))
            continue
        q = row.get("quality", {})
        cells = [case.backend, f"`{case.setting}`", f"{row['effective']} ({'yes' if row['confirmed'] else 'NO'})",
                 f"{row['bits_per_value']:.2f}", f"{row['kv_bytes'] / 2**20:.1f}",
                 f"{q['kl_mean']:.5f}" if q else "—", f"{100 * q['top1']:.1f} %" if q else "—",
                 f"{q['ppl_ratio']:.4f}" if q else "—"]
        for d in depths:
            for t in tests:
                s = by.get((case.backend, case.setting, t, d))
                if s is None or s.mean_tps is None:
                    cells.append("—")
                else:
                    ratio = f"{s.ratio:.2f}×" if s.ratio is not None else "?"
                    cells.append(f"{ratio} ({s.mean_tps:.1f} ± {s.std_tps:.1f} t/s)")
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


if __name__ == "__main__":
    main()
