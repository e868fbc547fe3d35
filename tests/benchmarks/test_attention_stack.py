"""benchmarks/attention_stack.py at a tiny depth: each layer's decode step read by the C kernel within its float32
rounding bound of float64 attention over the very same stored codes (tests/cache/kernels/bounds.py), the bytes it
counts, and a setting the kernel cannot read stopped rather than timed."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache import attention
from tests.benchmarks.scripts import load_script
from tests.cache.kernel_calls import checked_kernel_attention

stack = load_script("attention_stack", "model_shapes", "kernel_micro")
SHAPE = stack.parse_shape("2x64x3")
DEPTH, LAYERS = 300, 2  # more than one of the decode kernel's 256-token chunks


@pytest.mark.parametrize("setting", ["q8_0", "turbo4", "q8_0/turbo4"])  # turbo keys: a sink token and centring
def test_each_layer_is_read_by_the_kernel_within_float32_rounding(setting, monkeypatch):
    ratios: list[float] = []
    monkeypatch.setattr(attention, "_kernel_attention", checked_kernel_attention(ratios))
    layers = stack.SettingStack(setting, SHAPE, stack.random_stack(SHAPE, LAYERS, DEPTH))
    with torch.inference_mode():
        outs = layers.step(stack.stack_query(SHAPE), count=True)
        layers.reset()
        layers.step(stack.stack_query(SHAPE, seed=5))
        layers.reset()
    assert [o.shape for o in outs] == [(1, 1, SHAPE.query_heads, SHAPE.head_dim)] * LAYERS
    assert len(ratios) == 2 * LAYERS and max(ratios) <= 1.0, ratios
    layers.check_kernel_reads()  # every read on the kernel
    assert layers.cache.get_seq_length() == DEPTH


def test_the_bytes_a_step_reads():
    """q8_0 stores a block of 32 values as 32 int8 codes and one float16 scale (llama.cpp's block_q8_0): 34 bytes.
    The step reads the depth's tokens and the one it wrote, keys and values, in every layer."""
    layers = stack.SettingStack("q8_0", SHAPE, stack.random_stack(SHAPE, LAYERS, DEPTH))
    with torch.inference_mode():
        layers.step(stack.stack_query(SHAPE), count=True)
    values = LAYERS * 2 * SHAPE.kv_heads * (DEPTH + 1) * SHAPE.head_dim
    assert layers.bytes_read == values // 32 * 34


def test_run_gives_sdpa_beside_each_setting():
    with torch.inference_mode():
        rows = stack.run(SHAPE, 64, LAYERS, ["q4_0"], calls=2)
    assert [r.name for r in rows] == ["sdpa float32", "sdpa float16", "q4_0"]
    f32 = LAYERS * 2 * SHAPE.kv_heads * 64 * SHAPE.head_dim * 4
    assert [r.bytes_read for r in rows[:2]] == [f32, f32 // 2]
    assert all(r.step_ms > 0 and r.layers == LAYERS for r in rows)
    lines = stack.table(rows, read_bw=10e9)
    assert len(lines) == 2 + len(rows) and lines[2].startswith("| sdpa float32 |") and "| 1.00 |" in lines[2]


def test_a_setting_the_kernel_cannot_read_is_stopped_not_timed():
    with pytest.raises(SystemExit, match="f16: the cache did not hand attention its packed fields"):
        stack.time_setting("f16", SHAPE, stack.stack_query(SHAPE), stack.random_stack(SHAPE, 1, 16), calls=1)
    layers = stack.SettingStack("f16", SHAPE, stack.random_stack(SHAPE, 1, 16))
    with torch.inference_mode():
        layers.step(stack.stack_query(SHAPE))
    with pytest.raises(SystemExit, match=r"1 of 1 layer reads were decoded for SDPA instead of the C kernel"):
        layers.check_kernel_reads()


def test_the_model_line_scales_only_the_layers_reading_the_whole_context():
    row = stack.StackTiming("q8_0", step_ms=4.0, bytes_read=4_000_000, layers=4)
    gemma = stack.model_lines([row], stack.parse_shape("gemma3-270m"), read_bw=1e9)
    assert "x 3; its 15 sliding layers (window 512) are not included" in gemma[0] and "3.0 ms per token" in gemma[1]
    custom = stack.model_lines([row], SHAPE, read_bw=1e9)
    assert custom == ["(shape 2x64x3 names no layer count: no model-scale extrapolation)"]


def test_a_stack_beyond_free_memory_is_refused_before_allocating(monkeypatch):
    """8B shape, 32K tokens, 4 layers: 1.07 GB of float32 keys and values alone, over what a 1 GiB machine has free."""
    monkeypatch.setattr(stack.psutil, "virtual_memory", lambda: type("Memory", (), {"available": 2**30})())
    with pytest.raises(SystemExit, match=r"--depth 32768 x --layers 4 at shape 8b needs about 2.8 GiB and 1.0 GiB is free"):
        stack.check_memory(stack.parse_shape("8b"), 32768, 4)
    stack.check_memory(SHAPE, DEPTH, LAYERS)  # a small stack passes on the same machine
