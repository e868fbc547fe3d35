"""Which builds read prompt chunks in the C kernel by default, the switch that overrides it, and the reason a
chunk's read-back carries when it is kept off the kernel."""

from __future__ import annotations

import pytest
import torch

from kvtrial.cache import describe, make_cache
from kvtrial.cache.kernels import load_kernels
from kvtrial.cache.kernels.prefill_policy import PREFILL_ENV, prefill_refused
from tests.cache.test_attention import kvtrial_model  # noqa: F401 - the fixture this test shares
from tests.cache.test_cache import ids, run_chunked


@pytest.mark.parametrize("build,served", [("avx512+openmp", True), ("avx512+pthreads", True),
                                          ("avx2+openmp", False), ("neon+openmp", False), ("scalar+pthreads", False),
                                          (None, False)])
def test_by_default_only_the_avx512_build_reads_prompt_chunks(monkeypatch, build, served):
    monkeypatch.delenv(PREFILL_ENV, raising=False)
    why = prefill_refused(build)
    assert (why is None) == served
    if not served:
        assert f"{PREFILL_ENV}=1" in why and "slower than decode + SDPA" in why


@pytest.mark.parametrize("value,served", [("1", True), ("on", True), ("0", False), ("off", False)])
def test_the_switch_overrides_the_build(monkeypatch, value, served):
    monkeypatch.setenv(PREFILL_ENV, value)
    for build in ("avx512+openmp", "avx2+openmp"):
        assert (prefill_refused(build) is None) == served


def test_a_value_that_is_not_a_switch_is_named(monkeypatch):
    monkeypatch.setenv(PREFILL_ENV, "maybe")
    why = prefill_refused("avx512+openmp")
    assert why is not None and "'maybe'" in why and "neither 1 nor 0" in why


def test_a_chunk_kept_off_the_kernel_says_why_in_the_read_back(kvtrial_model, monkeypatch):  # noqa: F811
    if load_kernels().lib is None:
        pytest.fail(f"the C kernels did not load: {load_kernels().reason}")
    monkeypatch.setenv(PREFILL_ENV, "0")
    cache = make_cache("q4_0", kvtrial_model.config)
    with torch.no_grad():
        run_chunked(kvtrial_model, cache, ids(batch=1, length=24), [20, 1, 1, 1, 1])
    chunks = describe(cache).decode.prompt_chunks
    assert chunks.path == "torch" and chunks.kernel_chunks == 0 and chunks.torch_chunks == 2  # 2 layers
    assert any(f"by {PREFILL_ENV}=0" in reason for reason in chunks.torch_reasons)
    assert describe(cache).decode.path == "kernel"  # decode steps are not affected
