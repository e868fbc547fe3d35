"""The kvtrial attention's kernel calls checked one by one through a real model: each call's output against float64
attention over the very same stored codes, as a multiple of its float32 rounding bound (tests/cache/kernels/bounds.py)."""

from __future__ import annotations

import torch

from kvtrial.cache import attention
from tests.cache.kernels.bounds import attention_bound, bound_ratio, reference64


def checked_kernel_attention(record: list[float], drop_prefix: bool = False):
    """`attention._kernel_attention`, also computing each call's float64 reference from the very same inputs
    (the packed fields decoded, the sink prefix, mask, learned sinks and scaling the kernel got) and recording
    the kernel's error as a multiple of its float32 rounding bound (tests/cache/kernels/bounds.py). Comparing per call
    on identical inputs, rather than two runs' logits, keeps a quantizer's code flipped by rounding in an earlier
    layer from being charged to the kernel. `drop_prefix` plants an integration fault: the kernel is handed no
    sink tokens (and the mask without their columns) while the reference reads them."""
    real = attention._kernel_attention

    def checked(module, query, key, value, attention_mask, kwargs):
        prefix = None if key.prefix is None else (key.prefix, value.prefix)
        if drop_prefix and prefix is not None:
            n_pre = prefix[0].shape[-2]
            key.prefix = value.prefix = None
            mask = None if attention_mask is None else attention_mask[..., n_pre:]
            out, why = real(module, query, key, value, mask, kwargs)
            key.prefix, value.prefix = prefix
        else:
            out, why = real(module, query, key, value, attention_mask, kwargs)
        if out is not None:
            k, v = key.decode(), value.decode()
            scaling = kwargs.get("scaling")
            scaling = query.shape[-1] ** -0.5 if scaling is None else float(scaling)
            sinks = attention._sinks(kwargs)
            n_pre = 0 if prefix is None else prefix[0].shape[-2]  # the decoded states begin with the sink tokens
            # and end with the window's tokens (`suffix`), which the reference reads as part of the decoded states
            n_post = 0 if key.suffix is None else key.suffix.shape[-2]
            ks, vs = k.states[..., n_pre:, :].double(), v.states[..., n_pre:, :].double()
            q_len, width = query.shape[2], ks.shape[-2] + (0 if prefix is None else prefix[0].shape[-2])
            mask = attention_mask
            if q_len > 1 and mask is None:  # a prompt chunk with no mask: causal, the chunk the last q_len positions
                cols, rows = torch.arange(width), torch.arange(q_len) + width - q_len
                mask = (cols[None, :] <= rows[:, None]).view(1, 1, q_len, width)
            want = reference64(query, ks, vs, k.basis, v.basis, mask, sinks, prefix, scaling)
            if q_len == 1:  # the decode kernel's 256-token chunks, merged (the window's apart)
                chunks = -(-ks.shape[-2] // 256) + (prefix is not None) + (sinks is not None) + (n_post > 0)
            else:  # the prefill kernel's 32-token tiles, each rescaling a row's sum once (two partials)
                chunks = 2 * (-(-ks.shape[-2] // 32) + (prefix is not None) + (n_post > 0)) + (sinks is not None)
            bound = attention_bound(query, ks, vs, k.basis, v.basis, mask, prefix, chunks, scaling)
            record.append(bound_ratio(out, want, bound))
        return out, why

    return checked
