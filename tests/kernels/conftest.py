from __future__ import annotations

import pytest

from kvtrial.kernels import load_kernels


@pytest.fixture
def kernels_off(monkeypatch: pytest.MonkeyPatch):
    """The compiled kernels disabled for one test (and loaded afresh after it)."""
    monkeypatch.setenv("KVTRIAL_NO_KERNELS", "1")
    load_kernels.cache_clear()
    yield
    monkeypatch.delenv("KVTRIAL_NO_KERNELS")
    load_kernels.cache_clear()
