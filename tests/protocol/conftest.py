"""Fixtures for the protocol tests: a tiny model folder, its record, a project folder."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.protocol.tiny_folder import make_tiny_folder

TESTS_ROOT = Path(__file__).resolve().parents[2]
# the kernel build the protocol runs load (what a user gets by default)
KERNEL_ENV = {"KVTRIAL_KERNEL_ISA": "native", "KVTRIAL_KERNEL_OPENMP": "1"}


@pytest.fixture(scope="session")
def tiny_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_tiny_folder(tmp_path_factory.mktemp("tiny-model") / "tiny-llama")


def _session_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # The pytest-xdist workers share one session folder, as a user's processes share their cache: the kernel library
    # is then built once for the session (build.py's lock), not once per worker.
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    return base / "kvtrial-cache"


def copy_built_kernels(folder: Path) -> Path:
    """Put the native kernel library of kvtrial's own cache (built there first where it is missing, as the rest of
    the suite loads it) into the cache folder `folder`, as kvtrial would find it there after a first build: the same
    file under the same key (source, compiler, CPU). The protocol tests then start no compile of their own (about 15 s
    of the two cores); the build itself is tested in tests/cache/kernels/test_build.py. Returns the copy's path."""
    from kvtrial.cache.kernels import build

    with pytest.MonkeyPatch.context() as mp:
        for name, value in KERNEL_ENV.items():
            mp.setenv(name, value)
        mp.delenv("KVTRIAL_NO_KERNELS", raising=False)
        cc = build._compiler()
        assert cc is not None  # the suite expects a C compiler (README)
        built = build.library_path(cc)
        with build._building(built):  # another worker may be building it at the same moment
            if build.library_damage(built) is not None:  # not built yet in this machine's cache (or damaged)
                build._compile(cc, built, "native", True)
        mp.setenv("KVTRIAL_CACHE_DIR", str(folder))
        assert build.kernels_folder_refused() is None  # makes the folder as kvtrial makes it (this user's alone)
        target = build.library_path(cc)
        # the check file first, then the library, each replaced whole: a process loading meanwhile sees a library
        # with its check or none (and then builds it under the lock, the same bytes)
        for src, dst in ((build.fingerprint_path(built), build.fingerprint_path(target)), (built, target)):
            tmp = dst.with_name(dst.name + f".{os.getpid()}.copy")
            shutil.copyfile(src, tmp)
            tmp.chmod(0o644)
            os.replace(tmp, dst)
    return target


@pytest.fixture(scope="session", autouse=True)
def _session_kernels(tmp_path_factory: pytest.TempPathFactory) -> None:
    if os.environ.get("KVTRIAL_NO_KERNELS", "") in ("", "0"):
        copy_built_kernels(_session_cache(tmp_path_factory))


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    # Digests and conversions of test models stay out of the user's cache; workers inherit the variable.
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(_session_cache(tmp_path_factory)))
    # Worker subprocesses must import this worktree's package and the tests' plugin backends.
    paths = [str(TESTS_ROOT / "src"), str(TESTS_ROOT)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(dict.fromkeys(paths)))


def tiny_record(folder: Path, **matrix) -> dict:
    from kvtrial.models import model_info
    from kvtrial.models.metadata import load_tokenizer, tokenizer_revision

    design = {"profile": "custom", "input_tokens": [850, 950], "output_budgets": [6], "repeats": 2,
              "short_sample_tokens": 800, "short_sample_budget": 4}
    design.update(matrix)
    return {
        "record_type": "experiment_design_not_library_config",
        "shared": {"model": str(folder), "model_revision": model_info(str(folder)).revision,
                   "tokenizer_revision": tokenizer_revision(load_tokenizer(str(folder))), "sample_id": "writing_case_a",
                   "batch_size": 1, "generation_settings": {"decoding": "greedy"}, "weight_precision": "float32",
                   "device": "cpu", "attn_implementation": "sdpa"},
        "ordinary": {"entry": "ordinary", "backend": "native", "cache_options": "ordinary"},
        "quantized_candidate": [{"name": "q8_0", "enabled": True, "backend": "native", "cache_options": "q8_0"}],
        "fallback_entry": "ordinary",
        "matrix": design,
    }


def write_json(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data, indent=2))
    return path
