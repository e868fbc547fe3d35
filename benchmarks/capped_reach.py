"""How long a context each cache setting reaches under one hard memory cap, measured.

Each setting runs in its own child process under the same cap (`kvtrial.memory.cap`: a cgroup where the
machine allows it, else RLIMIT_AS): the child loads the model, then prefills the corpus into a fresh cache
of that setting in chunks of `--chunk` tokens, printing the tokens held after each chunk, until the
model's context is full or the cap stops it. The last count printed is the context that setting reached.
Beside it, what `kvtrial plan`'s arithmetic predicts for the same memory (the model as loaded plus the
cap's room), so the plan is checked against a run.

    python benchmarks/capped_reach.py --memory-limit 1100MiB --settings ordinary,q8_0,q8_0/turbo4,turbo4,turbo3
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from kvtrial.cache.spec import split_settings
from kvtrial.memory.cap import Confinement, choose_cap
from kvtrial.memory.heap import heap_env
from kvtrial.verdicts.sizes import parse_size

CHILD = r"""
import sys, torch
from kvtrial.cache import make_cache
from kvtrial.corpora import corpus_tokens, load_corpus
from kvtrial.memory.peaks import rss_bytes
from kvtrial.models import load_model
model_id, setting, chunk, threads = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
torch.set_num_threads(threads)
lm = load_model(model_id)
ids = corpus_tokens(load_corpus("pydoc"), lm.tokenizer, lm.max_context).view(1, -1)
print("loaded", rss_bytes(), flush=True)
with torch.inference_mode():
    cache = make_cache(setting, lm.model.config)
    for at in range(0, ids.shape[1], chunk):
        lm.model.get_decoder()(input_ids=ids[:, at : at + chunk], cache=cache, use_cache=True)
        print("held", min(at + chunk, ids.shape[1]), rss_bytes(), flush=True)
print("done", flush=True)
"""


def reach(model: str, setting: str, cap, chunk: int, threads: int) -> dict:
    confined = Confinement(cap)
    env = {**os.environ, **heap_env()}
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", CHILD, model, setting, str(chunk), str(threads)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                            preexec_fn=confined.enter)
    held, loaded, done = 0, None, False
    assert proc.stdout is not None
    for line in proc.stdout:
        word, *rest = line.split()
        if word == "loaded":
            loaded = int(rest[0])
        elif word == "held":
            held = int(rest[0])
        elif word == "done":
            done = True
    code = proc.wait()
    killed = confined.killed_by_cap()
    confined.release()
    outcome = "model's context full" if done else ("oom (killed by the cap)" if killed else f"ended, code {code}")
    return {"setting": setting, "reached_tokens": held, "outcome": outcome, "resident_after_load_bytes": loaded,
            "seconds": round(time.perf_counter() - start, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--settings", default="ordinary,q8_0,q8_0/turbo4,turbo4,turbo3")
    ap.add_argument("--memory-limit", required=True)
    ap.add_argument("--mechanism", default=None, choices=[None, "cgroup", "rlimit"])
    ap.add_argument("--chunk", type=int, default=1024, help="prefill chunk (kvtrial's default prefill chunk)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    choice = choose_cap(parse_size(args.memory_limit), args.mechanism)
    print(f"cap: {choice.cap.describe()}", flush=True)
    rows = []
    for setting in split_settings(args.settings, "--settings"):
        row = reach(args.model, setting, choice.cap, args.chunk, args.threads)
        rows.append(row)
        print(json.dumps(row), flush=True)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"model": args.model, "cap": choice.cap.to_dict(), "chunk": args.chunk, "rows": rows}, fh, indent=2)


if __name__ == "__main__":
    main()
