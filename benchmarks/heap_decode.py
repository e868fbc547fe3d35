"""The ordinary cache's decode speed under the measurement heap policy and under glibc's defaults.

transformers' ordinary cache grows every layer's keys and values by concatenation on each decode step.
Under the heap policy kvtrial's measuring processes use (kvtrial.memory.heap: mmap threshold pinned at
128 KiB, so memory readings follow live tensors), each step's new tensors are fresh mappings and their
pages are faulted in; in a process with glibc's defaults they come from the heap. kvtrial's decode loops
therefore run inside `settled_heap()` (glibc's settled thresholds); this script times the loop both ways.
Run it twice:

    python benchmarks/heap_decode.py ordinary q8_0
    MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072 python benchmarks/heap_decode.py ordinary q8_0

Each prints tokens/s of 32 greedy decode steps after a 4096-token prefill (chunks of 1024), twice per setting,
with the loop as it is ("plain") and inside `settled_heap()` ("settled"; the same as plain in a process that is
not pinned).
"""

from __future__ import annotations

import contextlib
import sys
import time

import torch
from transformers import DynamicCache

from kvtrial.cache import make_cache
from kvtrial.corpora import corpus_tokens, load_corpus
from kvtrial.memory.heap import settled_heap
from kvtrial.models import load_model

DEPTH, CHUNK, STEPS = 4096, 1024, 32


def main(settings: list[str]) -> None:
    lm = load_model("smollm2-135m", attn_implementation="kvtrial")
    ids = corpus_tokens(load_corpus("pydoc"), lm.tokenizer, DEPTH).unsqueeze(0)
    for setting in settings:
        for rep, loop in ((0, "plain"), (0, "settled"), (1, "plain"), (1, "settled")):
            cache = DynamicCache(config=lm.model.config) if setting == "ordinary" else make_cache(setting, lm.model.config)
            with torch.no_grad():
                for start in range(0, DEPTH, CHUNK):
                    out = lm.model(ids[:, start:start + CHUNK], past_key_values=cache, use_cache=True)
                token = out.logits[:, -1:].argmax(-1)
                with settled_heap() if loop == "settled" else contextlib.nullcontext():
                    t = time.perf_counter()
                    for _ in range(STEPS):
                        out = lm.model(token, past_key_values=cache, use_cache=True)
                        token = out.logits[:, -1:].argmax(-1)
                    seconds = time.perf_counter() - t
            print(f"{setting} repeat {rep} {loop}: {STEPS / seconds:.1f} tokens/s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or ["ordinary", "q8_0"])
