"""The native backend under the backend protocol: settings, reasons, read-back, session."""

from __future__ import annotations

import torch

from kvtrial.backends import backend_names, get_backend
from kvtrial.backends.base import Backend, Session


def test_every_backend_meets_the_protocol():
    for name in backend_names():
        backend = get_backend(name)
        assert isinstance(backend, Backend), name
        assert backend.ordinary in backend.settings()


def test_native_settings_supported_and_unsupported(tiny_config):
    backend = get_backend("native")
    for setting in backend.settings():
        assert backend.supports(setting, tiny_config) is None, setting
    reason = backend.supports("q8_0/turbo5", tiny_config)
    assert reason and "turbo5" in reason and "turbo4" in reason


def test_native_effective_catches_a_mismatch(tiny_model):
    backend = get_backend("native")
    cache = backend.new_cache("q4_0", tiny_model)
    with torch.inference_mode():
        tiny_model(input_ids=torch.arange(3, 40).view(1, -1), cache=cache)
    eff = backend.effective(cache)
    assert eff.confirmed and eff.setting == "q4_0" != backend.interface("q8_0")["setting"]


def test_native_session(tiny_model):
    session = get_backend("native").open(tiny_model, "q8_0/turbo4")
    assert isinstance(session, Session)
    gen = session.generate(list(range(3, 30)), 4, stop_ids=set())
    assert gen.effective.setting == "q8_0/turbo4" and gen.effective.confirmed
    logits = session.score_window(list(range(3, 35)), step=8)
    assert logits.shape == (32 - 1 - 16, 256) and logits.dtype == torch.float32
    timed = session.time_decode(list(range(3, 20)), 21, 3)
    assert timed.filled.setting == "q8_0/turbo4" and timed.after.report["tokens"] == 20
