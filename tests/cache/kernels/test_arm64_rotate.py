"""The C rotation (kvt_rotate_rows, quantize_rows.c) built for arm64 (NEON, with and without OpenMP, and the
portable scalar code), run under qemu and checked against float64 within the float32 bound of a D-term dot
product, gamma_D * (|x| @ |R|) (tests/cache/kernels/test_rotate.py states its basis).

Collected when the cross tools are installed (gcc-aarch64-linux-gnu and qemu-user-static, which `.ci/run`
installs), as test_arm64.py."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
import torch

from kvtrial.cache.kernels.build import HERE, INCLUDE, SOURCES
from tests.cache.kernels.bounds import gamma
from tests.cache.kernels.native.cases import CROSS_CC, QEMU
from tests.cache.kernels.test_rotate import _basis, _within

DRIVER = Path(__file__).parent / "native" / "rotate_driver.c"
BUILDS = {  # name -> extra flags (the quantizer's own flags come from build.SOURCES)
    "neon-openmp": ["-fopenmp"],
    "neon-pthreads": ["-pthread", "-fopenmp-simd"],
    "scalar": ["-fopenmp", "-DKVT_PORTABLE", "-fno-tree-vectorize", "-fno-tree-slp-vectorize"],
}


@pytest.fixture(scope="module")
def drivers(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("arm64-rotate")
    built = {}
    for name, flags in BUILDS.items():
        built[name] = out / f"driver-{name}"
        subprocess.run([CROSS_CC, "-O3", "-std=gnu11", *SOURCES["quantize_rows.c"], *flags, *INCLUDE, "-static",
                        str(HERE / "quantize_rows.c"), str(DRIVER), "-o", str(built[name]), "-lm"], check=True,
                       capture_output=True, timeout=300)
    return built


def _rotate(driver: Path, tmp_path: Path, x: torch.Tensor, basis: torch.Tensor, transpose: bool) -> torch.Tensor:
    d = x.shape[-1]
    with open(tmp_path / "in.bin", "wb") as f:
        np.array([x.numel() // d, d, int(transpose)], dtype=np.int64).tofile(f)
        x.numpy().astype(np.float32).tofile(f)
        basis.numpy().astype(np.float32).tofile(f)
    subprocess.run([QEMU, str(driver), str(tmp_path / "in.bin"), str(tmp_path / "out.bin")], check=True,
                   capture_output=True, timeout=120)
    raw = (tmp_path / "out.bin").read_bytes()
    assert np.frombuffer(raw[:8], dtype=np.int64)[0] == 0
    return torch.from_numpy(np.frombuffer(raw[8:], dtype=np.float32).copy()).view(x.shape)


@pytest.mark.parametrize("build", list(BUILDS))
@pytest.mark.parametrize("dim,kind", [(64, "turbo4"), (96, "turbo4"), (128, "orthogonal"), (64, "dense")])
@pytest.mark.parametrize("transpose", [False, True])
def test_arm64_rotation_is_within_the_float32_bound_of_float64(drivers, tmp_path, build, dim, kind, transpose):
    x = torch.randn(2, 9, 1, dim, generator=torch.Generator().manual_seed(dim)) * 3
    basis = _basis(kind, dim)
    got = _rotate(drivers[build], tmp_path, x, basis, transpose)
    r = basis.double().T if transpose else basis.double()
    _within(got, x.double() @ r, gamma(dim) * (x.double().abs() @ r.abs()))


@pytest.mark.parametrize("build", list(BUILDS))
def test_a_transposed_basis_is_caught_on_arm64(drivers, tmp_path, build):
    x, basis = torch.randn(3, 64), _basis("orthogonal", 64)
    got = _rotate(drivers[build], tmp_path, x, basis, transpose=False)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _within(got, x.double() @ basis.double().T, gamma(64) * (x.double().abs() @ basis.double().abs().T))
