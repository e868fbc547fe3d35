"""A decode step on the kernel path allocates nothing in proportion to the cache's depth: every per-step cost that
grows with the stored tokens is the kernel's own reading of the codes (docs/speed.md, "Where decode time goes at
depth"). Counted with torch's profiler (bytes each op allocates), not timed."""

from __future__ import annotations

import pytest
import torch
from torch.profiler import ProfilerActivity, profile
from transformers import LlamaForCausalLM

from kvtrial.cache import make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.storage import FieldStore
from tests.conftest import tiny_llama_config

# Two depths whose stores keep room for the step's token (storage grows in 256-token chunks: a growth step would
# rightly copy the store once, amortized over the chunk), far enough apart that a buffer of the cache's size shows.
DEPTHS = (200, 900)


@pytest.fixture(scope="module")
def kvtrial_model():
    torch.manual_seed(1234)
    model = LlamaForCausalLM(tiny_llama_config()).eval()
    use_kvtrial_attention(model)
    return model


def _step_allocations(model, setting: str, depth: int) -> tuple[int, int, int]:
    """(bytes allocated by the ops of one decode step at `depth`, the largest single op's, kernel steps taken)."""
    config = model.config
    cache = make_cache(setting, config)
    gen = torch.Generator().manual_seed(0)
    shape = (1, config.num_key_value_heads, depth, config.head_dim)
    for i in range(config.num_hidden_layers):
        cache.update(torch.randn(shape, generator=gen), torch.randn(shape, generator=gen), i)
    token = torch.tensor([[5]])
    with torch.no_grad():
        model(token, cache=cache)  # warm-up: one-time tables
        with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
            model(token, cache=cache)
    sizes = [e.self_cpu_memory_usage for e in prof.events() if e.self_cpu_memory_usage > 0]
    return sum(sizes), max(sizes), cache.decode_stats.steps.kernel


@pytest.mark.parametrize("setting", ["q4_0", "turbo4", "turbo3", "q8_0/turbo4", "q4_0:rotate=1"])
def test_a_decode_step_allocates_the_same_at_any_depth(kvtrial_model, setting):
    shallow, deep = (_step_allocations(kvtrial_model, setting, d) for d in DEPTHS)
    layers = kvtrial_model.config.num_hidden_layers
    assert shallow[2] == deep[2] == 2 * layers  # both steps (warm-up and profiled) on the kernel, every layer
    assert deep[:2] == shallow[:2]


def test_the_count_sees_a_copy_of_the_stored_codes(kvtrial_model, monkeypatch):
    """The check can fail: a read that copies the store's fields (a contiguous() or cat of the codes) allocates
    in proportion to the depth, and the count shows it."""
    fields = FieldStore.fields

    def copied(self, start=0, stop=None):
        return {name: t.clone() for name, t in fields(self, start, stop).items()}

    monkeypatch.setattr(FieldStore, "fields", copied)
    shallow, deep = (_step_allocations(kvtrial_model, "turbo4", d) for d in DEPTHS)
    row_bytes = 2 * 32 + 2 * 2  # per KV head: turbo4 codes (32 bytes at head dim 64) and one fp16 scale, keys and values
    grown = (DEPTHS[1] - DEPTHS[0]) * kvtrial_model.config.num_key_value_heads * row_bytes
    assert deep[0] - shallow[0] >= grown * kvtrial_model.config.num_hidden_layers
