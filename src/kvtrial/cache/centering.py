"""Key centring and exact sink tokens: two exact refinements a layer applies before it stores keys.

Centring. Keys of one KV head share a large common component (on SmolLM2-135M, E|k|^2 is about
twice E|k - mu|^2), which a quantizer spends its grid on. Storing k - mu for one fixed vector mu
per (sequence, KV head) changes nothing attention computes: every score of a query shifts by the
same q.mu and softmax ignores a common shift. It is exact only if *every* key a query reads is
shifted by the same mu, so the layer centres each key once, on write, before it is quantized or
kept at full precision (window, prefill=full and sink tokens alike); the kernel and the torch
path then read centred keys unchanged. mu is the mean key of the first chunk written (the prompt)
without its first token (the attention sink, an outlier), fixed from then on, stored with the
cache and counted in its bytes. It does not hold under logit soft-capping (tanh is not
shift-invariant), which is refused.

Sink tokens. The first N tokens of a sequence draw a large share of attention in most models;
keeping their keys and values at full precision costs N tokens' worth of floats per layer.
They are held here, outside the quantized store, and read first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeGuard

import torch
from transformers import PretrainedConfig

from kvtrial.cache.formats import KVFormat, get_format
from kvtrial.cache.formats.rotated import RotatedFormat
from kvtrial.cache.spec import DEFAULT_GAIN, CacheSpec, Pair
from kvtrial.errors import UnsupportedModelError

if TYPE_CHECKING:
    from kvtrial.cache.formats.turbo import TurboFormat


@dataclass(frozen=True)
class Refinements:
    """The resolved key refinements of a cache setting."""

    center: bool = False
    sink: int = 0


def _is_turbo(fmt: KVFormat) -> TypeGuard[TurboFormat]:
    return fmt.is_turbo


def resolve_refinements(
    spec: CacheSpec, config: PretrainedConfig, pair: Pair | None = None
) -> tuple[KVFormat, KVFormat, Refinements]:
    """The key and value formats of a layer stored as `pair` (default: the setting's first formats), with
    the gain rule and the rotation applied, and its refinements, defaults filled in.

    Defaults follow the layer's keys: on for kvtrial's own turbo keys (centring, one sink token) and the
    searched gain on every turbo side; off for the llama.cpp formats, whose definitions stay exact unless
    asked."""
    key_name, value_name = pair or spec.pair
    key_format, value_format = get_format(key_name), get_format(value_name)
    gain = spec.gain or DEFAULT_GAIN
    key_format, value_format = (f.with_gain(gain) if _is_turbo(f) else f for f in (key_format, value_format))
    if spec.rotate:  # parse_spec refuses rotate=1 with turbo formats
        key_format, value_format = RotatedFormat(key_format, "keys"), RotatedFormat(value_format, "values")
    softcap = getattr(config.get_text_config(decoder=True), "attn_logit_softcapping", None)
    # by default, centring is left off where it would not be exact (soft-capped scores); asked for, refused
    center = (key_format.is_turbo and not softcap) if spec.center is None else spec.center
    sink = int(key_format.is_turbo) if spec.sink is None else spec.sink
    if center and softcap:
        raise UnsupportedModelError(
            f"cache setting {spec} centres keys, which is exact only without attention logit soft-capping; "
            "this model soft-caps its scores: use center=0"
        )
    return key_format, value_format, Refinements(center, sink)


class KeyRefiner:
    """One layer's key mean and sink tokens; `write` returns what the layer stores as usual."""

    def __init__(self, refinements: Refinements) -> None:
        self.center = refinements.center
        self.sink = refinements.sink
        self.reset()

    def reset(self) -> None:
        self.mean: torch.Tensor | None = None  # [B, H, 1, D], raw keys' dtype
        # Sink tokens as written (keys not centred: mu may not be known yet), [B, H, n, D]
        self.sink_keys: torch.Tensor | None = None
        self.sink_values: torch.Tensor | None = None
        # role -> (basis, prefix in that basis): see prefix_in; cleared whenever mu or the sink tokens change
        self._in_basis: dict[str, tuple[torch.Tensor, torch.Tensor | None]] = {}

    @property
    def length(self) -> int:
        return 0 if self.sink_keys is None else self.sink_keys.shape[-2]

    def write(self, keys: torch.Tensor, values: torch.Tensor, seen: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Take this write's sink tokens and fix mu if due; the rest of the write, keys centred.

        `seen` is the number of tokens the layer held before this write (positions start there)."""
        take = max(0, min(self.sink - seen, keys.shape[-2]))
        if take or (self.center and self.mean is None):
            self._in_basis.clear()
        if self.center and self.mean is None:
            # Tokens after the first of the sequence; a lone first token waits for the next write if it
            # is a sink token (full precision, centred on read), else it must be centred now, on itself.
            later = keys[..., 1:, :] if seen == 0 else keys
            if later.shape[-2]:
                self.mean = later.mean(dim=-2, keepdim=True)
            elif take == 0:
                self.mean = keys.mean(dim=-2, keepdim=True)
        if take:
            # Copies, not views: a view of the write's first token would keep the whole chunk's keys and
            # values alive for the cache's lifetime (a prefill chunk per layer held beside the packed codes).
            new_k, new_v = keys[..., :take, :].clone(), values[..., :take, :].clone()
            self.sink_keys = new_k if self.sink_keys is None else torch.cat([self.sink_keys, new_k], dim=-2)
            self.sink_values = new_v if self.sink_values is None else torch.cat([self.sink_values, new_v], dim=-2)
            keys, values = keys[..., take:, :], values[..., take:, :]
        if self.mean is not None:
            keys = keys - self.mean
        return keys, values

    def prefix(self, role: str) -> torch.Tensor | None:
        """The sink tokens as attention reads them (keys centred), or None when there are none."""
        if self.sink_keys is None or self.length == 0:
            return None
        if role == "values":
            return self.sink_values
        return self.sink_keys if self.mean is None else self.sink_keys - self.mean

    def prefix_in(self, role: str, basis: torch.Tensor | None) -> torch.Tensor | None:
        """`prefix(role)` in the basis attention reads (turbo: rotated). Sink tokens are fixed once taken,
        so the product is kept until they or the mean change rather than recomputed at every decode step."""
        if basis is None:
            return self.prefix(role)
        held = self._in_basis.get(role)
        if held is not None and held[0] is basis:
            return held[1]
        prefix = self.prefix(role)
        rotated = None if prefix is None else prefix @ basis
        self._in_basis[role] = (basis, rotated)
        return rotated

    def keep(self, total: int) -> int:
        """Crop to `total` tokens of the sequence: drop sink tokens beyond it; returns how many stay."""
        if self.sink_keys is not None and total < self.length:
            assert self.sink_values is not None  # sink keys and values are set together
            self._in_basis.clear()
            self.sink_keys = self.sink_keys[..., :total, :]
            self.sink_values = self.sink_values[..., :total, :]
        return self.length

    def select(self, index: torch.Tensor) -> None:
        """Keep / reorder / repeat batch rows, as the layer's stores do."""
        self._in_basis.clear()
        if self.mean is not None:
            self.mean = self.mean.index_select(0, index.to(self.mean.device))
        if self.sink_keys is not None:
            assert self.sink_values is not None  # sink keys and values are set together
            self.sink_keys = self.sink_keys.index_select(0, index.to(self.sink_keys.device))
            self.sink_values = self.sink_values.index_select(0, index.to(self.sink_values.device))

    def nbytes(self) -> tuple[int, int]:
        """(key bytes, value bytes) held here: mu and the sink keys, the sink values."""
        key = sum(t.numel() * t.element_size() for t in (self.mean, self.sink_keys) if t is not None)
        value = 0 if self.sink_values is None else self.sink_values.numel() * self.sink_values.element_size()
        return key, value
