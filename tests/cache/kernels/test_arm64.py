"""The decode kernel built for arm64 (NEON, with and without OpenMP, and the portable scalar code), run under
qemu on the kernel test inputs and checked against float64 within the float32 bound (tests/cache/kernels/bounds.py).
The pthreads build targets Armv8.2 with the dot product (sdot: its int8 key scores take NEON), the OpenMP one plain
Armv8 (their int8 key scores take the C loops), so both int8 paths run without a fourth build.

Collected when the cross tools are installed (gcc-aarch64-linux-gnu and qemu-user-static, which `.ci/run`
installs): Apple Silicon and Graviton run this code, and no machine of the test suite is Arm."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import torch

from kvtrial.cache.kernels import PackedSide
from kvtrial.cache.kernels.build import HERE, INCLUDE, SOURCES
from kvtrial.cache.kernels.case_file import DRIVER, read_output, read_qdot_path, write_case
from kvtrial.cache_dir import kvtrial_cache_dir, make_cache_dirs
from tests.cache.kernels.bounds import assert_store_attention, assert_within
from tests.cache.kernels.cases import HighBitsSwapped, NibblesSwapped, packed_case
from tests.cache.kernels.int8_reference import int8_attention64
from tests.cache.kernels.native.cases import CROSS_CC, QEMU

# name -> (extra flags, what the build must report). The build users get on Arm (NEON with OpenMP) is compiled at
# build.py's -O3; the other two test code paths (pthreads with the dot product, the portable C) at -O2, which
# compiles in a third of the time (about 15 s against 40-55 s of one core each); their -O3 form of the same C is
# built and tested on x86 (tests/cache/kernels/test_build.py).
BUILDS = {
    "neon-openmp": (["-O3", "-fopenmp"], "neon+openmp"),
    "neon-pthreads": (["-O2", "-pthread", "-fopenmp-simd", "-march=armv8.2-a+dotprod"], "neon+pthreads"),
    "scalar": (["-O2", "-fopenmp", "-DKVT_PORTABLE", "-fno-tree-vectorize", "-fno-tree-slp-vectorize"],
               "scalar+openmp"),
}
QDOT_PATHS = {"neon-openmp": "generic", "neon-pthreads": "neon-sdot", "scalar": "generic"}  # kvt_qdot_info's answer
CHUNK = 256


@pytest.fixture(scope="module")
def arm_drivers() -> dict[str, Path]:
    """The driver linked statically with the kernel, once per build (the same attention flags as build.py), the
    three compiled side by side. They are a minute of one core together (see BUILDS): kept in the kvtrial cache's
    kernels folder, as the x86 builds are, in a folder named by a hash of the sources, flags and cross compiler, so
    the test processes of one session and later sessions on the machine share them; pytest-xdist may give this
    module's tests to both processes, and the first builds while the other waits on a lock."""
    import fcntl
    import hashlib

    version = subprocess.run([CROSS_CC, "--version"], capture_output=True, check=True).stdout
    # (the include folder by its contents, below, not its path: every clone of the repository shares the builds)
    include = [a.replace(str(HERE), "<kernels>") for a in INCLUDE]
    key = hashlib.sha256(repr((sorted(BUILDS.items()), SOURCES["decode_attention.c"], include, CROSS_CC, version)).encode())
    for path in [*sorted(HERE.glob("*.[ch]")), Path(DRIVER)]:
        key.update(path.read_bytes())
    out = kvtrial_cache_dir("kernels", f"arm64-drivers-{key.hexdigest()[:16]}")
    make_cache_dirs(out)
    drivers = {name: out / f"driver-{name}" for name in BUILDS}
    with open(out / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not all(d.is_file() for d in drivers.values()):
            _build(drivers)
    return drivers


def _build(drivers: dict[str, Path]) -> None:
    compiles = {name: subprocess.Popen([CROSS_CC, "-std=gnu11", *SOURCES["decode_attention.c"], *flags,
                                        *INCLUDE, "-static", str(HERE / "decode_attention.c"), str(DRIVER), "-o",
                                        str(drivers[name]) + ".partial", "-lm"],
                                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                for name, (flags, _) in BUILDS.items()}
    try:
        for name, proc in compiles.items():
            output, _ = proc.communicate(timeout=600)
            assert proc.returncode == 0, f"the {name} arm64 build failed:\n{output.decode(errors='replace')}"
            Path(str(drivers[name]) + ".partial").replace(drivers[name])  # whole or absent for the other process
    finally:
        for proc in compiles.values():
            proc.kill()


def _run(driver: Path, tmp_path: Path, q, stores, mask=None, sinks=None, prefix=None, kernel_stores=None):
    dim = q.shape[-1]
    ks, vs = kernel_stores or stores
    kb = stores[0].fmt.basis(dim, q.device, q.dtype)
    qq = q @ kb if kb is not None else q
    flat_mask = mask[:, 0, 0, :] if mask is not None else None
    write_case(tmp_path / "case.bin", qq, PackedSide(ks.fields(), ks.fmt.code_layout(dim)),
               PackedSide(vs.fields(), vs.fmt.code_layout(dim)), flat_mask, sinks, prefix)
    subprocess.run([QEMU, str(driver), str(tmp_path / "case.bin"), str(tmp_path / "out.bin")], check=True,
                   capture_output=True, timeout=120)
    rc, info, out = read_output(tmp_path / "out.bin", (q.shape[0], q.shape[1], dim))
    assert rc == 0
    vb = stores[1].fmt.basis(dim, q.device, q.dtype)
    return info, (out @ vb.T if vb is not None else out)


def _check(driver, tmp_path, q, stores, mask=None, sinks=None, prefix=None, kernel_stores=None) -> str:
    info, got = _run(driver, tmp_path, q, stores, mask, sinks, prefix, kernel_stores)
    assert_store_attention(got, q, stores, mask, sinks, prefix, partials=-(-stores[0].fields()["codes"].shape[-2] // CHUNK))
    return info


@pytest.mark.parametrize("build", list(BUILDS))
@pytest.mark.parametrize("key,value,tokens,dim,group", [
    ("q8_0", "q8_0", 700, 64, 3), ("q4_0", "q4_0", 257, 128, 4), ("q4_1", "q4_1", 300, 64, 1),
    ("turbo4", "turbo4", 700, 256, 4), ("turbo3", "turbo3", 255, 64, 3), ("q8_0", "turbo4", 300, 64, 3),
    ("turbo3", "q4_1", 70, 96, 16), ("q5_0", "q5_1", 300, 64, 3), ("iq4_nl", "q5_0", 257, 128, 4),
    ("turbo6", "turbo5", 300, 128, 3),
])
def test_arm64_kernel_matches_float64(arm_drivers, tmp_path, build, key, value, tokens, dim, group):
    q, stores = packed_case(key, value, tokens, dim=dim, group=group, seed=tokens + dim)
    assert _check(arm_drivers[build], tmp_path, q, stores) == BUILDS[build][1]


@pytest.mark.parametrize("build", list(BUILDS))
def test_arm64_kernel_masks_sinks_and_prefix(arm_drivers, tmp_path, build):
    q, stores = packed_case("turbo4", "q8_0", 300, seed=21)
    g = torch.Generator().manual_seed(22)
    kb = stores[0].fmt.basis(64, q.device, q.dtype)
    prefix = (torch.randn(2, 3, 1, 64, generator=g) @ kb, torch.randn(2, 3, 1, 64, generator=g))
    mask = torch.ones(2, 1, 1, 301, dtype=torch.bool)
    mask[0, ..., 1:41] = False
    mask[1, ..., 0] = False  # the prefix token itself masked
    sinks = torch.linspace(-1.0, 2.0, 9)
    _check(arm_drivers[build], tmp_path, q, stores, mask, sinks, prefix)


@pytest.mark.parametrize("build", list(BUILDS))
def test_a_wrong_nibble_order_is_caught_on_arm64(arm_drivers, tmp_path, build):
    q, stores = packed_case("q4_0", "q4_0", 300, seed=7)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check(arm_drivers[build], tmp_path, q, stores, kernel_stores=[NibblesSwapped(s) for s in stores])


PREFILL_TILE = 32  # the prefill kernel's token tile: each may rescale a row's running sum once


def _check_prefill(driver, tmp_path, q, stores, mask=None, sinks=None, prefix=None, kernel_stores=None) -> str:
    """A prompt chunk (q [B, Hq, L, D]) through the prefill entry, causal when `mask` is None."""
    b, hq, q_len, dim = q.shape
    ks, vs = kernel_stores or stores
    kb = stores[0].fmt.basis(dim, q.device, q.dtype)
    qq = q @ kb if kb is not None else q
    write_case(tmp_path / "case.bin", qq, PackedSide(ks.fields(), ks.fmt.code_layout(dim)),
               PackedSide(vs.fields(), vs.fmt.code_layout(dim)), mask[:, 0] if mask is not None else None, sinks,
               prefix, prefill=True, causal=True)
    subprocess.run([QEMU, str(driver), str(tmp_path / "case.bin"), str(tmp_path / "out.bin")], check=True,
                   capture_output=True, timeout=300)
    rc, info, out = read_output(tmp_path / "out.bin", (b, hq, dim), q_len)
    assert rc == 0
    vb = stores[1].fmt.basis(dim, q.device, q.dtype)
    got = out @ vb.T if vb is not None else out
    n_pre = 0 if prefix is None else prefix[0].shape[-2]
    tokens = stores[0].fields()["codes"].shape[-2]
    width = n_pre + tokens
    ref_mask = mask if mask is not None else (
        torch.arange(width)[None, :] <= (torch.arange(q_len) + width - q_len)[:, None]).expand(b, 1, q_len, width)
    tiles = -(-tokens // PREFILL_TILE) + -(-n_pre // PREFILL_TILE)
    assert_store_attention(got, q, stores, ref_mask, sinks, prefix, partials=2 * tiles)
    return info


@pytest.mark.parametrize("build", list(BUILDS))
@pytest.mark.parametrize("key,value,tokens,q_len,dim,group", [
    ("q8_0", "q4_0", 200, 30, 64, 3), ("turbo4", "turbo3", 150, 70, 128, 1), ("q5_1", "iq4_nl", 130, 9, 64, 6),
    ("turbo6", "q5_0", 100, 100, 256, 4),
])
def test_arm64_prefill_kernel_matches_float64(arm_drivers, tmp_path, build, key, value, tokens, q_len, dim, group):
    q, stores = packed_case(key, value, tokens, dim=dim, group=group, seed=tokens + q_len, q_len=q_len, kv_heads=2)
    assert _check_prefill(arm_drivers[build], tmp_path, q, stores) == BUILDS[build][1]


@pytest.mark.parametrize("build", list(BUILDS))
def test_arm64_prefill_kernel_masks_sinks_and_prefix(arm_drivers, tmp_path, build):
    q, stores = packed_case("turbo4", "q8_0", 150, seed=24, q_len=20)
    g = torch.Generator().manual_seed(25)
    kb = stores[0].fmt.basis(64, q.device, q.dtype)
    prefix = (torch.randn(2, 3, 1, 64, generator=g) @ kb, torch.randn(2, 3, 1, 64, generator=g))
    cols, rows = torch.arange(151), torch.arange(20) + 131
    mask = (cols[None, :] <= rows[:, None]).expand(2, 1, 20, 151).clone()
    mask[0, ..., 1:41] = False
    mask[1, ..., 0] = False  # the prefix token itself masked
    sinks = torch.linspace(-1.0, 2.0, 9)
    _check_prefill(arm_drivers[build], tmp_path, q, stores, mask.contiguous(), sinks, prefix)


@pytest.mark.parametrize("build", list(BUILDS))
def test_a_wrong_nibble_order_in_the_prefill_kernel_is_caught_on_arm64(arm_drivers, tmp_path, build):
    q, stores = packed_case("q4_0", "q4_0", 150, seed=8, q_len=12)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check_prefill(arm_drivers[build], tmp_path, q, stores, kernel_stores=[NibblesSwapped(s) for s in stores])


def _check_int8(driver, tmp_path, build, q, stores, kernel_keys=None) -> None:
    """Int8 key scores against the same integer arithmetic in float64 (tests/cache/kernels/int8_reference.py),
    under a padding mask and sinks; the build reports its int8 path."""
    ks, vs = kernel_keys or stores[0], stores[1]
    tokens, dim = ks.fields()["codes"].shape[-2], q.shape[-1]
    mask = torch.ones(2, 1, 1, tokens, dtype=torch.bool)
    mask[0, ..., 1:21] = False
    sinks = torch.linspace(-1.0, 2.0, q.shape[1])
    kb = ks.fmt.basis(dim, q.device, torch.float32)  # turbo keys: the query in their basis, as the reference takes it
    write_case(tmp_path / "case.bin", q @ kb if kb is not None else q,
               PackedSide(ks.fields(), ks.fmt.code_layout(dim), qdot=True),
               PackedSide(vs.fields(), vs.fmt.code_layout(dim)), mask[:, 0, 0, :], sinks)
    subprocess.run([QEMU, str(driver), str(tmp_path / "case.bin"), str(tmp_path / "out.bin")], check=True,
                   capture_output=True, timeout=120)
    rc, info, got = read_output(tmp_path / "out.bin", (q.shape[0], q.shape[1], dim))
    assert rc == 0 and info == BUILDS[build][1] and read_qdot_path(tmp_path / "out.bin") == QDOT_PATHS[build]
    want, bound = int8_attention64(q, stores, mask, sinks, partials=-(-tokens // CHUNK))
    assert_within(got, want, bound)


@pytest.mark.parametrize("build", list(BUILDS))
@pytest.mark.parametrize("key,tokens,dim,group", [("q8_0", 300, 64, 3), ("q4_0", 257, 128, 4), ("q4_1", 70, 32, 1),
                                                  ("iq4_nl", 300, 96, 6), ("q5_0", 255, 64, 4), ("q5_1", 70, 128, 3),
                                                  ("turbo4", 257, 128, 4), ("turbo5", 70, 64, 3)])
def test_arm64_int8_key_scores_match_float64(arm_drivers, tmp_path, build, key, tokens, dim, group):
    q, stores = packed_case(key, "q8_0", tokens, dim=dim, group=group, seed=tokens + dim)
    _check_int8(arm_drivers[build], tmp_path, build, q, stores)


@pytest.mark.parametrize("build", list(BUILDS))
@pytest.mark.parametrize("key,wrong", [("q4_1", NibblesSwapped), ("q5_0", HighBitsSwapped)])
def test_a_wrong_code_order_in_int8_key_scores_is_caught_on_arm64(arm_drivers, tmp_path, build, key, wrong):
    q, stores = packed_case(key, "q8_0", 300, seed=7)
    with pytest.raises(AssertionError, match="exceeds the float32 bound"):
        _check_int8(arm_drivers[build], tmp_path, build, q, stores, kernel_keys=wrong(stores[0]))
