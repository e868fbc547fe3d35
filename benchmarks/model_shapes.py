"""The attention shapes the kernel benchmarks run at: `--shape smollm2|gemma3-270m|8b|KVxDxG[xL]`.

* smollm2: SmolLM2-135M, the default embedded model: 3 KV heads x 64 dims, 3 query heads per KV head,
  30 layers, every one reading the whole context.
* gemma3-270m: Gemma 3 270M, the second embedded model: 1 KV head x 256 dims, 4 query heads per KV head,
  18 layers, of which 3 read the whole context and 15 a sliding window of the last 512 tokens.
* 8b: an 8B-class model shaped as Llama-3-8B: 8 KV heads x 128 dims, 4 query heads per KV head, 32 layers,
  every one reading the whole context.
* KVxDxG[xL]: any other shape, e.g. 8x128x4x32 (KV heads, head dim, query heads per KV head, and optionally
  the model's layer count, which the stack benchmark scales its per-layer time to).

The two embedded models' entries are their converted configs' values (`ModelShape.from_config`; a test reads
both configs and checks them against this table).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ModelShape:
    """One model's attention shape: what a decode step's attention reads per layer, and how many layers do."""

    name: str
    kv_heads: int
    head_dim: int
    group: int  # query heads per KV head
    layers: int | None  # the model's attention layers (None: a custom shape without a layer count)
    # Of those, how many read the whole context (None: all); the others read a sliding window of `window` tokens
    full_layers: int | None = None
    window: int = 0

    @property
    def query_heads(self) -> int:
        return self.kv_heads * self.group

    @property
    def depth_layers(self) -> int | None:
        """The layers whose attention reads every token of the context."""
        return self.layers if self.full_layers is None else self.full_layers

    def describe(self) -> str:
        text = f"{self.name}: {self.kv_heads} KV heads x {self.head_dim} dims, {self.group} query heads per KV head"
        if self.layers is None:
            return text
        if self.full_layers is None or self.full_layers == self.layers:
            return f"{text}, {self.layers} layers"
        return (f"{text}, {self.layers} layers ({self.full_layers} read the whole context, "
                f"{self.layers - self.full_layers} a window of {self.window} tokens)")

    @classmethod
    def from_config(cls, name: str, config: Any) -> ModelShape:
        """The shape of a transformers decoder config (the text config of a multimodal one)."""
        text = config.get_text_config(decoder=True) if hasattr(config, "get_text_config") else config
        kv = text.num_key_value_heads
        head_dim = getattr(text, "head_dim", None) or text.hidden_size // text.num_attention_heads
        types = list(getattr(text, "layer_types", None) or ["full_attention"] * text.num_hidden_layers)
        full = types.count("full_attention")
        window = int(getattr(text, "sliding_window", None) or 0) if full < len(types) else 0
        return cls(name, kv, head_dim, text.num_attention_heads // kv, text.num_hidden_layers,
                   None if full == len(types) else full, window)


SHAPES: dict[str, ModelShape] = {s.name: s for s in (
    ModelShape("smollm2", kv_heads=3, head_dim=64, group=3, layers=30),
    ModelShape("gemma3-270m", kv_heads=1, head_dim=256, group=4, layers=18, full_layers=3, window=512),
    ModelShape("8b", kv_heads=8, head_dim=128, group=4, layers=32),
)}
DEFAULT_SHAPE = "smollm2"
_CUSTOM = re.compile(r"(\d+)x(\d+)x(\d+)(?:x(\d+))?")


def parse_shape(text: str) -> ModelShape:
    """A shape by name, or KVxDxG[xL]; ValueError naming what is allowed otherwise."""
    if text in SHAPES:
        return SHAPES[text]
    match = _CUSTOM.fullmatch(text.strip())
    numbers = [int(g) for g in match.groups() if g is not None] if match else []
    if not numbers or min(numbers) < 1:
        raise ValueError(f"unknown model shape {text!r}: expected one of {', '.join(SHAPES)} or KVxDxG[xL] "
                         "(KV heads x head dim x query heads per KV head [x layers], positive integers, e.g. 8x128x4)")
    kv, dim, group = numbers[:3]
    return ModelShape(text.strip(), kv, dim, group, numbers[3] if len(numbers) == 4 else None)


def shape_argument(text: str) -> ModelShape:
    """`parse_shape` for argparse's `type=`: its message reaches the user (argparse hides a ValueError's)."""
    import argparse

    try:
        return parse_shape(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
