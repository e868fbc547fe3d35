"""Random keys, values and queries stored in a format: the inputs of the kernel test tables."""

from __future__ import annotations

import torch

from kvtrial.cache.formats import get_format
from kvtrial.cache.kernels.case_file import random_rows
from kvtrial.cache.storage import FieldStore


def packed_case(key: str, value: str, tokens: int, batch: int = 2, kv_heads: int = 3, group: int = 3, seed: int = 0,
                dim: int = 64, q_len: int = 1) -> tuple[torch.Tensor, list[FieldStore]]:
    """q [batch, kv_heads * group, q_len, dim] and two stores (keys in `key`, values in `value`) of `tokens` rows."""
    q, k, v = random_rows(tokens, batch, kv_heads, group, seed, dim, q_len)
    stores = []
    for name, x in ((key, k), (value, v)):
        store = FieldStore(get_format(name))
        store.append(x)
        stores.append(store)
    return q, stores


def full_precision_rows(q, stores, n: int, seed: int, scale: float = 1.0) -> tuple[torch.Tensor, torch.Tensor]:
    """n full-precision keys and values per KV head, in the stores' bases (as a cache hands its sink tokens and its
    window of recent tokens to the kernel)."""
    g = torch.Generator().manual_seed(seed)
    b, hkv, dim = q.shape[0], stores[0].fields()["codes"].shape[1], q.shape[-1]
    kb, vb = stores[0].fmt.basis(dim, q.device, q.dtype), stores[1].fmt.basis(dim, q.device, q.dtype)
    k, v = torch.randn(b, hkv, n, dim, generator=g) * scale, torch.randn(b, hkv, n, dim, generator=g)
    return (k @ kb if kb is not None else k, v @ vb if vb is not None else v)


class HighBitsSwapped:
    """A 5-bit store's fields with the high-bit plane's bits of each pair of values (2j, 2j + 1) exchanged: what a
    kernel that pairs the plane's bits with the wrong nibbles sees."""

    def __init__(self, store: FieldStore):
        self.fmt = store.fmt
        self._fields = {name: t.clone() for name, t in store.fields().items()}
        high = self._fields["high"]
        high.copy_(((high & 0x55) << 1) | ((high >> 1) & 0x55))

    def fields(self) -> dict[str, torch.Tensor]:
        return self._fields


class NibblesSwapped:
    """A store's fields with the two 4-bit codes of every byte exchanged: what a kernel that reads the nibbles
    in the wrong order sees (handed to a correct kernel, it computes exactly that faulty kernel's answer)."""

    def __init__(self, store: FieldStore):
        self.fmt = store.fmt
        self._fields = {name: t.clone() for name, t in store.fields().items()}
        codes = self._fields["codes"]
        codes.copy_((codes >> 4) | ((codes & 0x0F) << 4))

    def fields(self) -> dict[str, torch.Tensor]:
        return self._fields
