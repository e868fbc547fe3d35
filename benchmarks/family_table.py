"""The family table of docs/models.md: per family, what kvtrial stores per layer type, and the bits per
value and KV bytes after 4096 tokens, measured from the stored tensors.

The models are the tiny random configs of the family table (`tests/cache/families.py`, hidden size 64)
scaled to a real model of each family: its number of layers, layer-type pattern, sliding window,
key/value heads and head dimension (and, for qwen3_5_moe, its linear-attention dimensions), copied
into REAL below, each with where those numbers were checked offline (`SHAPES_CHECKED`). Cache bytes
depend only on those shapes, so they are the real model's; the weights are random and tiny. Keys and
values are random bf16 tensors written through each cache's own `update()`; linear-attention state
comes from an 8-token forward of the (bf16) model, which is all it needs (its size does not grow).

    python benchmarks/family_table.py --output docs/results/families.json

prints the table of docs/models.md (one column per setting, `--settings`; the default is the plain
formats and the turbo ones, whose rotation makes the run several times longer on CPU)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import torch
import transformers

from kvtrial.cache import describe, make_cache
from kvtrial.cache.layer_types import SERVED_LAYER_TYPES, model_layers
from kvtrial.cache.spec import split_settings
from kvtrial.models.families import COMMON, FAMILIES

TOKENS = 4096
SETTINGS = ("ordinary", "q8_0", "q4_0")
# The rotation of turbo keys and values is slow on CPU at these sizes (turbo4 alone: ~26 s for gpt_oss,
# the smallest row, on 2 cores); their default keys add a mean key and a sink token per head.
TURBO_SETTINGS = ("turbo4", "turbo3", "q8_0/turbo4")
# What a layer type stores, as the table says it.
STORES = {"full_attention": "quantized KV", "sliding_attention": "quantized KV of the window ({held} tokens held)",
          "chunked_attention": "quantized KV of the chunk ({held} tokens held)",
          "linear_attention": "state, unquantized", "conv": "state, unquantized", "dummy": "nothing (shared KV)"}


def _pattern(n: int, every: int, other: str, last: str) -> list[str]:
    return [last if (i + 1) % every == 0 else other for i in range(n)]


# family -> (the real model its shapes come from, config overrides)
REAL = {
    "llama": ("Llama-3.1-8B", dict(num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=8, head_dim=128)),
    "qwen3": ("Qwen3-8B", dict(num_hidden_layers=36, num_attention_heads=32, num_key_value_heads=8, head_dim=128)),
    "qwen3_5_moe": ("Qwen3.5-35B-A3B", dict(
        num_hidden_layers=40, num_attention_heads=16, num_key_value_heads=2, head_dim=256,
        layer_types=_pattern(40, 4, "linear_attention", "full_attention"), linear_key_head_dim=128,
        linear_value_head_dim=128, linear_num_key_heads=16, linear_num_value_heads=32, linear_conv_kernel_dim=4)),
    "gemma3": ("Gemma-3-4B", dict(num_hidden_layers=34, num_attention_heads=8, num_key_value_heads=4, head_dim=256,
                                   sliding_window=1024,
                                   layer_types=_pattern(34, 6, "sliding_attention", "full_attention"))),
    "gpt_oss": ("gpt-oss-20b", dict(num_hidden_layers=24, num_attention_heads=64, num_key_value_heads=8, head_dim=64,
                                     sliding_window=128, max_position_embeddings=131072,
                                     layer_types=_pattern(24, 2, "sliding_attention", "full_attention"))),
    "mistral": ("Mistral-7B-v0.1", dict(num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=8,
                                         head_dim=128, sliding_window=4096)),
    "phi3": ("Phi-3-mini-4k", dict(num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=32,
                                    hidden_size=3072, intermediate_size=64)),
}


# family -> where REAL's shapes were checked without a network: transformers 5.24's config defaults (its
# docstring names the checkpoint they follow) or a copy of the model's config.json in a public repository.
SHAPES_CHECKED = {
    "llama": "config.json of meta-llama/Llama-3.1-8B as copied in citsjtu2020/LLM-Prof (sglang/Model_Config.md); "
             "transformers' LlamaConfig defaults are Llama-2-7b's (32 KV heads)",
    "qwen3": "config.json of Qwen/Qwen3-8B as copied in Chen-Oliver/qwen3-8b-base; transformers' Qwen3Config "
             "defaults differ (32 layers, 32 KV heads)",
    "qwen3_5_moe": "transformers' Qwen3_5MoeTextConfig defaults (checkpoint Qwen/Qwen3.5-35B-A3B), every field; "
                   "Qwen3.6-35B-A3B's own config.json is not available offline",
    "gemma3": "MaxText's gemma3-4b.yml (34 layers, 8/4 heads, head dim 256, window 1024) and transformers' "
              "Gemma3TextConfig pattern (5 sliding layers per full one); its defaults are not 4B's (26 layers)",
    "gpt_oss": "transformers' GptOssConfig defaults (heads, head dim, window, alternating pattern) and copies of "
               "openai/gpt-oss-20b's config in public repositories for its 24 layers (the defaults have 36, 120b's)",
    "mistral": "transformers' MistralConfig defaults (checkpoint mistralai/Mistral-7B-v0.1), every field",
    "phi3": "transformers' Phi3Config defaults (checkpoint microsoft/Phi-3-mini-4k-instruct), every field",
}


def real_config(name: str):
    family = next(f for f in FAMILIES if f.name == name)
    params = {**COMMON, **family.params, **REAL[name][1], "max_position_embeddings": 131072}
    return family, getattr(transformers, family.config_class)(**params)


@torch.no_grad()
def measure(name: str, tokens: int = TOKENS, settings=SETTINGS) -> dict:
    """Per setting: bytes per layer type and bits per value after `tokens` tokens, read by describe()."""
    family, config = real_config(name)
    plans = model_layers(config)
    states = None
    if any(p.layer_type in ("linear_attention", "conv") for p in plans):
        torch.manual_seed(0)
        model = getattr(transformers, family.model_class)(config).to(torch.bfloat16).eval()
        cache = make_cache("ordinary", model.config)
        model(torch.randint(3, 100, (1, 8)), cache=cache, use_cache=True, logits_to_keep=1)
        states = {p.index: cache.layers[p.index] for p in plans if p.layer_type in ("linear_attention", "conv")}
    gen = torch.Generator().manual_seed(0)
    out = {"family": name, "shapes_of": REAL[name][0], "tokens": tokens,
           "layer_types": sorted({p.layer_type for p in plans}), "head_dims": sorted({p.head_dim for p in plans}),
           "settings": {}}
    for setting in settings:
        cache = make_cache(setting, config)
        for p in plans:
            if states and p.index in states:
                cache.layers[p.index] = states[p.index]
            elif p.stores_kv:
                shape = (1, p.kv_heads, tokens, p.head_dim)
                k = torch.randn(shape, generator=gen).to(torch.bfloat16)
                v = torch.randn(shape, generator=gen).to(torch.bfloat16)
                cache.update(k, v, p.index)
        report = describe(cache)
        kv = report.kv_layers
        values = sum(2 * r.stored_tokens * plans[r.layer].kv_heads * plans[r.layer].head_dim for r in kv)
        out["settings"][setting] = {
            "effective": report.effective_setting, "confirmed": report.confirmed,
            "kv_bytes": report.total_bytes, "state_bytes": report.state_bytes,
            "bits_per_value": report.total_bytes * 8 / values,
            "by_type": {t: {"layers": row.layers, "stores": SERVED_LAYER_TYPES[t], "stored_tokens": row.stored_tokens,
                            "kv_bytes": row.kv_bytes, "state_bytes": row.state_bytes}
                        for t, row in report.layer_types.items()},
        }
    return out


def table_row(r: dict) -> str:
    """One row of docs/models.md's family table from a `measure` result."""
    types = "; ".join(f"{t} ×{row['layers']}: {STORES.get(t, t).format(held=row['stored_tokens'])}"
                      for t, row in next(iter(r["settings"].values()))["by_type"].items())
    cells = [f"{v['bits_per_value']:.4g} / {(v['kv_bytes'] + v['state_bytes']) / 2**20:,.1f}"
             for v in r["settings"].values()]
    state = next(iter(r["settings"].values()))["state_bytes"] / 2**20
    return (f"| {r['family']} | {r['shapes_of']} | {types} | {', '.join(map(str, r['head_dims']))} | "
            + " | ".join(cells) + f" | {f'{state:,.1f}' if state else '0'} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, help="write the measurements as JSON here")
    parser.add_argument("--families", default=",".join(REAL), help="comma-separated families")
    parser.add_argument("--settings", default=",".join(SETTINGS + TURBO_SETTINGS),
                        help="comma-separated settings (a comma inside one setting's options stays with it)")
    args = parser.parse_args()
    settings = tuple(split_settings(args.settings, "--settings"))
    rows = [measure(name, settings=settings) for name in args.families.split(",")]
    if args.output:
        args.output.write_text(json.dumps(rows, indent=2) + "\n")
    print("| family | shapes of | layer types (×layers): what is stored | head dim | "
          + " | ".join(f"{s} bits / MiB" for s in settings) + " | state MiB (constant) |")
    print("|---|---|---|---|" + "---|" * (len(settings) + 1))
    for r in rows:
        print(table_row(r))


if __name__ == "__main__":
    main()
