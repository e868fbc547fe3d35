from __future__ import annotations

import pytest

from kvtrial.cache.kernels import load_kernels
from tests.cache.kernels.native.cases import cross_tools_present


@pytest.fixture
def kernels_off(monkeypatch: pytest.MonkeyPatch):
    """The compiled kernels disabled for one test (and loaded afresh after it)."""
    monkeypatch.setenv("KVTRIAL_NO_KERNELS", "1")
    load_kernels.cache_clear()
    yield
    monkeypatch.delenv("KVTRIAL_NO_KERNELS")
    load_kernels.cache_clear()


def kernel_variants() -> list[str]:
    """Every build this machine can execute: each instruction-set variant, and the native one without OpenMP."""
    from kvtrial.cache.kernels.build import executable_variants

    return [*executable_variants(), "native-noomp"]


@pytest.fixture(params=kernel_variants())
def kernel_variant(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """One kernel build for a test: KVTRIAL_KERNEL_ISA (and KVTRIAL_KERNEL_OPENMP=0 for "-noomp")."""
    isa, _, threads = request.param.partition("-")
    monkeypatch.setenv("KVTRIAL_KERNEL_ISA", isa)
    monkeypatch.setenv("KVTRIAL_KERNEL_OPENMP", "0" if threads == "noomp" else "1")
    lib = load_kernels()
    assert lib.available, lib.reason
    assert lib.build_info is not None and lib.build_info.endswith("+pthreads" if threads else "+openmp")
    return lib.build_info


# The arm64 table needs a cross compiler and qemu (installed by .ci/run); without them it is not collected,
# and the session header says so (tests/conftest.py).
collect_ignore = [] if cross_tools_present() else ["test_arm64.py", "test_arm64_rotate.py"]
