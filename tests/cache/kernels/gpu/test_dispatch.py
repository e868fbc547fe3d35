"""A model under the `kvtrial` attention implementation reads packed caches through the Triton kernels on
the devices they take (CUDA; here CPU tensors in the interpreter), with the torch path's logits, and every
call they refuse falls back with its reason recorded."""

from __future__ import annotations

import pytest
import torch
from transformers import LlamaForCausalLM

from kvtrial.cache import describe, make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.kernels import gpu
from tests.cache.kernels.gpu.conftest import DEVICE
from tests.cache.test_cache import ids, run_chunked
from tests.conftest import tiny_llama_config
from tests.tolerances import assert_close_to_scale


@pytest.fixture
def triton_takes_every_device(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gpu, "takes", lambda device: True)


def _model(head_dim: int = 64, layers: int = 2) -> LlamaForCausalLM:
    torch.manual_seed(1234)
    model = LlamaForCausalLM(tiny_llama_config(head_dim=head_dim, num_hidden_layers=layers)).eval().to(DEVICE)
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.q_proj.weight.mul_(4.0)
    use_kvtrial_attention(model)
    return model


def _decode(model: LlamaForCausalLM, setting: str, batch: int = 2):
    cache = make_cache(setting, model.config)
    logits = run_chunked(model, cache, ids(batch=batch, length=13).to(DEVICE), [10, 1, 1, 1])
    return logits, describe(cache), cache


def test_decode_steps_and_appends_run_in_triton_with_the_torch_paths_logits(triton_takes_every_device, monkeypatch):
    setting = "q4_0/turbo3"  # 4-bit and 3-bit codes, the rotated basis on one side (the unit tests cover the rest)
    model = _model()
    got, report, cache = _decode(model, setting)
    assert report.decode.path == "kernel" and report.decode.kernel_steps == 3 * 2  # 3 steps x 2 layers
    store = cache.layers[0].key_store
    assert not any(path.startswith("torch") for path in store.writes), store.writes  # appended by Triton
    monkeypatch.setenv("KVTRIAL_NO_KERNELS", "1")  # the torch path: decode the cache, then SDPA
    want, slow, _ = _decode(model, setting)
    assert slow.decode.torch_reasons == {"disabled by KVTRIAL_NO_KERNELS": 6}
    assert_close_to_scale(got, want)


def test_turbo_keys_with_their_defaults_decode_in_triton_as_the_torch_path_reads_them(triton_takes_every_device, monkeypatch):
    # Every store written by Triton, searched gain included; turbo keys bring centring and one exact sink token. One
    # sequence and one layer: the interpreter runs each program in Python (a second of it per append, at every trial
    # scale), and two sequences and two layers are the test above's.
    setting = "turbo4"
    model = _model(layers=1)
    got, report, cache = _decode(model, setting, batch=1)
    assert report.decode.path == "kernel" and report.decode.kernel_steps == 3, report.decode
    for layer in cache.layers:
        for store in (layer.key_store, layer.value_store):
            assert not any(path.startswith("torch") for path in store.writes), store.writes
        assert layer.refiner.length == 1 and layer.refiner.mean is not None  # a sink token apart, keys centred
    # The same codes (written by Triton again) read by the torch path: decode the cache, then SDPA with the sink
    # token first. Float32 attention over 13 tokens: agreement to 1e-4 in logits, as the test above.
    monkeypatch.setattr(gpu, "gpu_attention", lambda *a, **k: (None, "the test reads with torch"))
    want, slow, _ = _decode(model, setting, batch=1)
    assert slow.decode.torch_reasons == {"the test reads with torch": 3}
    assert_close_to_scale(got, want)


def test_a_head_dimension_triton_does_not_serve_falls_back_with_the_reason(triton_takes_every_device):
    _, report, _ = _decode(_model(head_dim=96), "q8_0")  # 96: blocks of 32 fit, but tiles need a power of two
    assert report.decode.path == "torch" and report.decode.kernel_steps == 0
    assert any("serves head dimensions" in r for r in report.decode.torch_reasons), report.decode


def test_cpu_tensors_go_to_the_c_kernel_unless_triton_takes_them():
    assert gpu.takes(torch.device("cuda", 0)) and not gpu.takes(torch.device("cpu"))
    assert "run on CUDA tensors" in gpu.device_refused(torch.device("meta"))


def test_a_window_of_recent_tokens_falls_back_from_triton_with_the_reason(triton_takes_every_device):
    """The Triton kernel reads sink tokens but not yet a window: every such call goes to the torch path, and says so."""
    _, report, _ = _decode(_model(), "q8_0:window=4")
    why = "the Triton kernel does not read a window of full-precision recent tokens"
    assert report.decode.path == "torch" and report.decode.torch_reasons == {why: 3 * 2}, report.decode
    assert report.decode.prompt_chunks.torch_reasons == {why: 2}
