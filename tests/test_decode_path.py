"""Reading back which path a cache's decode steps took, and whether a kernel reads a setting at all."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache import describe, make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.kernels import load_kernels
from kvtrial.cache.spec import parse_spec
from kvtrial.decode_path import ATTENTION_FIX, C_KERNEL, TRITON_KERNEL, decode_path, kernel_refusal
from kvtrial.records import CacheReport


def _decode(tiny_model, setting: str, steps: int = 3) -> CacheReport:
    cache = make_cache(setting, tiny_model.config)
    with torch.inference_mode():
        out = tiny_model(input_ids=torch.arange(3, 40).view(1, -1), cache=cache)
        token = out.logits[:, -1:].argmax(-1)
        for _ in range(steps):
            token = tiny_model(input_ids=token, cache=cache).logits[:, -1:].argmax(-1)
    return CacheReport.from_dict(describe(cache).to_dict())


def test_a_live_caches_fallback_reads_back_with_its_cause_and_fix(tiny_model):
    path = decode_path(_decode(tiny_model, "q8_0"), "cpu")  # the fixture model runs under sdpa
    assert path is not None and path.path == "torch" and path.fallback and path.kernel_steps == 0
    assert path.torch_steps == 3 * tiny_model.config.num_hidden_layers
    assert "attention implementation is not `kvtrial`" in path.reason and path.fix == ATTENTION_FIX
    assert path.text() == f"torch fallback: {path.reason}" and path.short == "torch"


def test_a_live_cache_on_the_kernel_reads_back_as_the_c_kernel(tiny_model):
    import copy

    model = copy.deepcopy(tiny_model)
    use_kvtrial_attention(model)
    path = decode_path(_decode(model, "q8_0"), "cpu")
    assert path is not None and path.path == "kernel" and not path.fallback
    build = load_kernels().build_info  # the build that decoded, as the library reports it
    assert path.build == f"C {build}" and path.text() == f"{C_KERNEL} ({build})" and path.reason == ""
    assert path.chunk_path == "kernel" and path.chunk_reasons == {}  # the 37-token prompt, in the prefill kernel
    assert path.to_dict()["chunk_path"] == "kernel"


def test_prompt_chunks_read_back_apart_from_decode_steps(tiny_model):
    path = decode_path(_decode(tiny_model, "q8_0"), "cpu")  # under sdpa: the prompt chunk on torch too
    assert path is not None and path.chunk_path == "torch"
    assert path.chunk_reasons == {"the model's attention implementation is not `kvtrial`": tiny_model.config.num_hidden_layers}
    older = CacheReport.from_dict({"decode": {"path": "kernel", "kernel_steps": 3}})  # a record from before chunks
    assert decode_path(older, "cpu").chunk_path is None


def test_recorded_paths_name_the_devices_kernel_and_a_mixed_share():
    mixed = {"decode": {"path": "mixed", "kernel_steps": 6, "torch_steps": 2,
                        "torch_reasons": {"full-precision sink tokens": 2}}}
    path = decode_path(CacheReport.from_dict(mixed), "cuda:0")
    assert path is not None and path.kernel == TRITON_KERNEL and path.fallback
    assert path.label == "Triton kernel and torch fallback (2 of 8 layer steps on torch)"
    assert decode_path(CacheReport.from_dict({"decode": None}), "cpu") is None  # transformers' own caches keep no record
    assert decode_path(None, "cpu") is None and decode_path(CacheReport.from_dict({"cells": 256}), "cpu") is None


@pytest.mark.parametrize(("setting", "why"), [
    ("q8_0", None), ("q4_0/turbo4", None), ("turbo3", None),
    ("turbo2", "no kernel reads format turbo2"),
    ("q8_0:window=8", None), ("turbo4:window=128,sink=2", None),  # the window is read beside the codes
    ("q8_0:window=8,prefill=full", "prefill=full"),
    ("ordinary", "plain tensors"),
])
def test_which_settings_a_kernel_reads(tiny_config, setting, why):
    found = kernel_refusal(parse_spec(setting), tiny_config)
    assert found is None if why is None else why in found
