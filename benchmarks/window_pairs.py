"""Decode steps of a setting with and without its window of recent tokens, interleaved step by step.

    python benchmarks/window_pairs.py --depth 4096 --steps 24 turbo4:window=128 q8_0/turbo4:window=128

Each setting and its form without `window=N` are filled to `--depth` from the corpus (prompt chunks of 512),
then decode the same tokens one step each in alternation, so a shared machine's load drift hits both alike;
printed: the median and quartiles of the per-step time ratio (windowed / without), and each cache's decode path
as `describe` reads it back. A diagnostic for docs/speed.md beside `kvtrial bench`.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch

from kvtrial.cache import describe, make_cache
from kvtrial.cache.spec import parse_spec
from kvtrial.corpora import corpus_tokens, load_corpus
from kvtrial.models import load_model


def _without_window(setting: str) -> str:
    spec = parse_spec(setting)
    if not spec.window:
        raise SystemExit(f"{setting} has no window=N option to compare against")
    return str(parse_spec(setting.replace(f"window={spec.window}", "window=0")))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("settings", nargs="+", help="windowed settings, e.g. turbo4:window=128")
    parser.add_argument("--depth", type=int, default=4096)
    parser.add_argument("--steps", type=int, default=24)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--model", default="smollm2-135m")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    loaded = load_model(args.model)
    model = loaded.model
    ids = corpus_tokens(load_corpus(), loaded.tokenizer, args.depth + args.steps).view(1, -1)
    for windowed in args.settings:
        plain = _without_window(windowed)
        caches, times = {}, {plain: [], windowed: []}
        with torch.inference_mode():
            for setting in (plain, windowed):
                cache = make_cache(setting, model.config)
                for start in range(0, args.depth, 512):
                    model(ids[:, start : min(args.depth, start + 512)], cache=cache)
                caches[setting] = cache
            for step in range(args.steps):
                token = ids[:, args.depth + step : args.depth + step + 1]
                for setting in (plain, windowed) if step % 2 == 0 else (windowed, plain):
                    start = time.perf_counter()
                    model(token, cache=caches[setting])
                    times[setting].append(time.perf_counter() - start)
        ratios = sorted(w / p for p, w in zip(times[plain], times[windowed], strict=True))
        paths = [describe(caches[s]).decode.path for s in (plain, windowed)]
        print(f"{windowed} / {plain} at depth {args.depth}: median step time ratio {statistics.median(ratios):.3f} "
              f"(quartiles {ratios[len(ratios) // 4]:.3f}-{ratios[3 * len(ratios) // 4]:.3f}, {args.steps} paired "
              f"steps); median steps {statistics.median(times[plain]) * 1e3:.1f} / "
              f"{statistics.median(times[windowed]) * 1e3:.1f} ms; decode paths {paths[0]} / {paths[1]}", flush=True)


if __name__ == "__main__":
    main()
