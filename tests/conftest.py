"""Shared fixtures: a tiny random Llama (fast, for most tests)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pytest
import torch

if TYPE_CHECKING:
    from transformers import LlamaConfig, LlamaForCausalLM

# Without a GPU the Triton kernels' tests (tests/cache/kernels/gpu) run in Triton's interpreter, which must be
# chosen before anything imports Triton (importing a transformers model does).
if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

# Under pytest-xdist the workers share the machine's cores: one thread each (and in every process a test
# starts), or torch's spinning threads oversubscribe the cores and every test slows down several-fold.
if os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ["OMP_NUM_THREADS"] = "1"
    torch.set_num_threads(1)

# Prompt chunks go to the prefill kernel on every build here, so its end-to-end tests mean the same on an AVX2
# machine as on an AVX-512 one; the default per build is tested by tests/cache/kernels/test_prefill_policy.py.
os.environ.setdefault("KVTRIAL_PREFILL_KERNEL", "1")

# (transformers is imported where a fixture builds a model: pytest-xdist's controller process, which runs no test,
# then starts its workers seconds sooner)

# Tests of 15-45 s each (worker processes that import torch and run a model end to end, the Triton interpreter,
# compiles): first, so that the quick tests fill the workers' last minutes, not one worker finishing a long test alone.
_SLOW_FIRST = ("tests/protocol/", "tests/cache/kernels/gpu/test_dispatch.py", "tests/quality/test_side_by_side.py",
               "tests/cache/kernels/test_build.py", "tests/facts/test_language_isolation.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: not item.nodeid.startswith(_SLOW_FIRST))  # stable: each group keeps its order


def pytest_terminal_summary(terminalreporter) -> None:
    """One line per kernel build the kernel tables ran on, with their outcomes, so a CI log shows which
    instruction-set paths were tested (pytest -q prints no test ids)."""
    import re
    from collections import Counter

    counts: Counter = Counter()
    for outcome in ("passed", "failed", "error"):
        for rep in terminalreporter.stats.get(outcome, []):
            nodeid = getattr(rep, "nodeid", "")
            if not nodeid.startswith("tests/cache/kernels/test_") or "[" not in nodeid or getattr(rep, "when", "") != "call":
                continue
            params = nodeid.rsplit("[", 1)[1]
            if "test_arm64" in nodeid:
                found = re.search(r"neon-openmp|neon-pthreads|scalar", params)
                build = f"arm64 {found.group(0)} (qemu)" if found else None
            elif "native-noomp" in params:
                build = "native without OpenMP"
            else:
                found = re.search(r"(?:^|-)(native|avx2|scalar)(?:-|]|$)", params)
                build = found.group(1) if found else None
            if build:
                counts[(build, outcome)] += 1
    builds = dict.fromkeys(build for build, _ in counts)
    for build in builds:
        parts = [f"{counts[(build, o)]} {o}" for o in ("passed", "failed", "error") if counts[(build, o)]]
        terminalreporter.write_line(f"kernel tables, build {build}: {', '.join(parts)}")


def pytest_report_header() -> list[str]:
    """Which kernel builds this run tests: every variant this CPU executes, and arm64 when the cross tools exist."""
    from kvtrial.cache.kernels.build import cpu_name, executable_variants
    from tests.cache.kernels.native.cases import cross_tools_present

    model = cpu_name()
    arm = "arm64 under qemu" if cross_tools_present() else "no arm64 (cross tools absent)"
    return [f"kernel builds: {', '.join(executable_variants())}, native without OpenMP, {arm}; {model}"]


def tiny_llama_config(**overrides) -> LlamaConfig:
    from transformers import LlamaConfig

    params = dict(
        vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, head_dim=64, max_position_embeddings=1024, pad_token_id=0, bos_token_id=1,
        eos_token_id=2,
    )
    params.update(overrides)
    return LlamaConfig(**params)


@pytest.fixture(scope="session")
def tiny_config() -> LlamaConfig:
    return tiny_llama_config()


@pytest.fixture(scope="session")
def tiny_model(tiny_config: LlamaConfig) -> LlamaForCausalLM:
    from transformers import LlamaForCausalLM

    torch.manual_seed(1234)
    model = LlamaForCausalLM(tiny_config).eval()
    # Random init gives near-uniform attention; sharpen it so cache errors show up in the logits.
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.q_proj.weight.mul_(4.0)
            layer.self_attn.k_proj.weight.mul_(4.0)
    return model


def byte_level_tokenizer():
    """A 256-token byte-level tokenizer (no merges): offline, and matches the tiny config's vocabulary."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    backend = Tokenizer(models.BPE(vocab={ch: i for i, ch in enumerate(alphabet)}, merges=[]))
    backend.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    backend.decoder = decoders.ByteLevel()
    return PreTrainedTokenizerFast(tokenizer_object=backend)


@pytest.fixture(scope="session")
def tiny_model_dir(tiny_model: LlamaForCausalLM, tmp_path_factory: pytest.TempPathFactory):
    """The tiny model saved as a local Hugging Face folder (weights + byte-level tokenizer)."""
    folder = tmp_path_factory.mktemp("tiny-llama")
    tiny_model.save_pretrained(folder)
    byte_level_tokenizer().save_pretrained(folder)
    return folder


@pytest.fixture(scope="session")
def real_model():
    """The embedded default model, loaded once per session from the kvtrial cache ($KVTRIAL_CACHE_DIR or
    ~/.cache/kvtrial/models). On a fresh machine the first load converts the GGUF (about half a minute)."""
    from kvtrial.models import load_model

    return load_model()
