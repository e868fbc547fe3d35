"""Attention KL of quantized keys alone, on a real model's post-RoPE queries and keys (fast ablation).

One forward pass over `--tokens` tokens of a corpus records every layer's queries and keys (after
RoPE, as attention sees them); then, per key treatment, the keys are quantized as a cache would
store them and the attention distributions of the last `--queries` queries are compared with
the exact ones: mean KL(exact || quantized) over layers, heads and queries. No model pass per
treatment, so a dozen treatments take seconds; figures are relative (quote them against q4_0).

    PYTHONPATH=src python benchmarks/key_probe.py --corpus pydoc --tokens 2048 --queries 256
"""

from __future__ import annotations

import argparse

import torch
from transformers import AttentionInterface
from transformers.integrations.sdpa_attention import sdpa_attention_forward

from kvtrial.cache.formats import get_format, turbo
from kvtrial.cache.formats.blocks import to_blocks
from kvtrial.cache.formats.rotation import rotation
from kvtrial.corpora import corpus_tokens, load_corpus
from kvtrial.models import load_model

# (queries, keys, sliding window or None, score scale) per layer, in layer order
CAPTURED: list[tuple[torch.Tensor, torch.Tensor, int | None, float]] = []


def _capture(module, query, key, value, attention_mask, **kwargs):
    window = getattr(module, "sliding_window", None)
    scale = kwargs.get("scaling") or getattr(module, "scaling", None) or query.shape[-1] ** -0.5
    CAPTURED.append((query.detach().clone(), key.detach().clone(), window, float(scale)))
    return sdpa_attention_forward(module, query, key, value, attention_mask, **kwargs)


def _keep_block_norms(fmt, fields: dict, x: torch.Tensor) -> dict:
    """Probe-only variant: the same codes and bytes, each block's gain set so the decoded
    block keeps the key block's norm (instead of the least-squares gain, which shrinks it)."""
    block = turbo.turbo_block(x.shape[-1])
    rot = to_blocks(x, block) @ rotation(block, fmt.seed, x.device)
    rec, _ = fmt.decode_in_basis(fields, torch.float32)
    rec = rec.reshape(rot.shape)
    ratio = rot.norm(dim=-1) / rec.norm(dim=-1).clamp_min(1e-30)
    return {**fields, "scale": (fields["scale"].float() * ratio).to(torch.float16)}


def treat(keys: torch.Tensor, fmt_name: str, gain: str, center: bool, sink: int,
          block: int | None = None, keep_norm: bool = False) -> torch.Tensor:
    """keys [1, H, T, D] as a cache with these options would hand them to attention. `block` and
    `keep_norm` are probe-only experiments on turbo formats (a block width other than the format's
    choice; block norms kept on decode)."""
    fmt = get_format(fmt_name)
    if hasattr(fmt, "with_gain"):
        fmt = fmt.with_gain(gain)
    mu = keys[..., 1:, :].mean(-2, keepdim=True) if center else torch.zeros_like(keys[..., :1, :])
    centred = keys - mu
    chosen = turbo.turbo_block
    if block:
        turbo.turbo_block = lambda head_dim: block  # every turbo call site reads the module's function
    try:
        fields = fmt.quantize(centred)
        if keep_norm:
            fields = _keep_block_norms(fmt, fields, centred)
        out = fmt.dequantize(fields, torch.float32)
    finally:
        turbo.turbo_block = chosen
    if sink:
        out[..., :sink, :] = centred[..., :sink, :]
    return out


def attention_kl(q: torch.Tensor, k: torch.Tensor, k_hat: torch.Tensor, n_queries: int,
                 window: int | None = None, scale: float | None = None) -> float:
    """Mean KL(exact || quantized keys) of the last `n_queries` queries' attention distributions,
    causal and, on a sliding-window layer, over the keys inside its window only."""
    hq, hkv, t = q.shape[1], k.shape[1], k.shape[2]
    q = q[..., t - n_queries :, :]
    rep = hq // hkv
    k, k_hat = k.repeat_interleave(rep, 1), k_hat.repeat_interleave(rep, 1)
    scale = scale or q.shape[-1] ** -0.5
    causal = torch.ones(n_queries, t, dtype=torch.bool).tril(t - n_queries)
    if window:
        causal &= ~torch.ones(n_queries, t, dtype=torch.bool).tril(t - n_queries - window)
    logp = ((q @ k.transpose(-1, -2)) * scale).masked_fill(~causal, float("-inf")).log_softmax(-1)
    logp_hat = ((q @ k_hat.transpose(-1, -2)) * scale).masked_fill(~causal, float("-inf")).log_softmax(-1)
    kl = (logp.exp() * (logp - logp_hat)).masked_fill(~causal, 0.0).sum(-1)
    return kl.mean().item()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--corpus", default="pydoc")
    ap.add_argument("--tokens", type=int, default=2048)
    ap.add_argument("--queries", type=int, default=256)
    ap.add_argument("--skip", type=int, default=0, help="corpus tokens to skip first (another stretch of text)")
    ap.add_argument("--setting", action="append", default=[],
                    help="FORMAT:gain=search|norm,center=0|1,sink=N[,block=32|64|128][,keepnorm=1] "
                         "(repeatable); default: the ablation grid")
    args = ap.parse_args()
    loaded = load_model(args.model, attn_implementation="sdpa")
    AttentionInterface.register("kvtrial_probe", _capture)
    loaded.model.set_attn_implementation("kvtrial_probe")
    ids = corpus_tokens(load_corpus(args.corpus), loaded.tokenizer, args.skip + args.tokens)[args.skip :]
    with torch.no_grad():
        loaded.model(ids.unsqueeze(0), use_cache=False)
    settings = args.setting or [
        f"{f}:gain={g},center={c},sink={s}"
        for f in ("turbo4", "turbo3")
        for g, c, s in [("norm", 0, 0), ("search", 0, 0), ("norm", 1, 0), ("norm", 0, 1),
                        ("search", 1, 0), ("search", 1, 1)]
    ]
    settings = ["q4_0:gain=norm,center=0,sink=0", "q4_0:gain=norm,center=1,sink=1"] + settings
    ratio_of = None
    for setting in settings:
        name, _, opts = setting.partition(":")
        o = dict(item.split("=") for item in opts.split(",")) if opts else {}
        per_layer = [
            (window, attention_kl(q, k, treat(k, name, o.get("gain", "search"), o.get("center", "0") == "1",
                                              int(o.get("sink", "0")), int(o.get("block", "0")) or None,
                                              o.get("keepnorm", "0") == "1"), args.queries, window, scale))
            for q, k, window, scale in CAPTURED
        ]
        kl = sum(v for _, v in per_layer) / len(per_layer)
        ratio_of = kl if ratio_of is None else ratio_of
        kinds = ""
        if any(w for w, _ in per_layer):  # a model with sliding-window layers: each kind apart
            sliding = [v for w, v in per_layer if w]
            full = [v for w, v in per_layer if not w]
            kinds = f"  (sliding {sum(sliding) / len(sliding):.6f}, global {sum(full) / len(full):.6f})"
        print(f"{setting:40s} attention KL {kl:.6f}  {kl / ratio_of:.3f}x q4_0{kinds}", flush=True)


if __name__ == "__main__":
    main()
