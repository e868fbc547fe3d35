"""Fault injection, class "damaged inputs": every kind of file kvtrial reads - a model (GGUF, a folder's
config), a quality base file, a baseline archive - is cut short at several offsets, given random bytes
after a valid header, and given a wrong type in each field. Each is one KvtrialError naming the file,
never another exception, and reading writes nothing."""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path

import numpy as np
import pytest
import torch

from kvtrial.errors import KvtrialError
from kvtrial.protocol.baseline import ARCHIVE_VERSION, read_archive
from kvtrial.quality.base_file import BaseFileError, BaseHeader, load_base, save_base, tokens_sha256
from kvtrial.quality.scoring import BaseRun
from tests.deadline import deadline
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import KERNEL_ENV, copy_built_kernels

CUTS = (0.0, 0.1, 0.5, 0.9, 0.99)


def _files(folder: Path) -> dict[str, bytes]:
    # SQLite's own shared-memory and journal files come and go with any open of a ledger: not content
    return {str(p): p.read_bytes() for p in folder.rglob("*") if p.is_file() and not p.name.endswith(("-shm", "-wal"))}


def _damaged(good: bytes, seed: int) -> list[tuple[str, bytes]]:
    """The file cut at several offsets, and its first bytes followed by random bytes."""
    rng = random.Random(seed)
    out = [(f"cut at {cut:.0%}", good[: int(len(good) * cut)]) for cut in CUTS]
    for keep in (8, 64, len(good) // 2):
        out.append((f"random after {keep} bytes", good[:keep] + rng.randbytes(max(len(good) - keep, 64))))
    return out


# --------------------------------------------------------------------------- baseline archives

def _archive() -> dict:
    return {
        "archive_version": ARCHIVE_VERSION,
        "configuration": {"model": "m", "model_revision": "r", "tokenizer_revision": "t", "weight_precision": "float32",
                          "device_map": {"": "cpu"}, "attn_implementation": "sdpa",
                          "generation_settings": {"decoding": "greedy", "max_new_tokens": 4, "batch_size": 1},
                          "backend": "native", "cache": "ordinary"},
        "sample": {"formatted_input": "hello", "input_ids": [1, 2, 3]},
        "output": {"token_ids": [4, 5], "effective_cache": "ordinary", "stop_reason": "length"},
        "software": {"packages": {"torch": "2"}},
    }


def _wrong_types() -> list[tuple[str, dict]]:
    cases = []
    for section, fields in _archive().items():
        if not isinstance(fields, dict):
            continue
        for name, value in fields.items():
            for wrong in ("text", 1.5, None, [], {}, [-1], ["1"]):
                if type(wrong) is type(value) and not (isinstance(value, list) and wrong in ([-1], ["1"])):
                    continue  # another value of the right type (any text, any mapping) is not damage
                damaged = copy.deepcopy(_archive())
                damaged[section][name] = wrong
                cases.append((f"{section}.{name}={wrong!r}", damaged))
    return cases


def test_a_good_archive_reads(tmp_path) -> None:
    (tmp_path / "a.json").write_text(json.dumps(_archive()))
    assert read_archive(tmp_path / "a.json")["sample"]["input_ids"] == [1, 2, 3]


@pytest.mark.parametrize("how,data", _damaged(json.dumps(_archive()).encode(), seed=1))
def test_a_damaged_archive_is_one_clear_error(tmp_path, how, data) -> None:
    path = tmp_path / "archive.json"
    path.write_bytes(data)
    before = _files(tmp_path)
    with pytest.raises(KvtrialError, match="archive"):
        read_archive(path)
    assert _files(tmp_path) == before


@pytest.mark.parametrize("how,data", _wrong_types(), ids=[c[0] for c in _wrong_types()])
def test_an_archive_field_of_the_wrong_type_is_one_clear_error(tmp_path, how, data) -> None:
    path = tmp_path / "archive.json"
    path.write_text(json.dumps(data))
    field = how.split("=")[0]
    with pytest.raises(KvtrialError, match=field.split(".")[0]) as caught:
        read_archive(path)
    assert str(path) in str(caught.value)


def test_rollback_of_an_archive_with_string_input_ids_exits_cleanly(tmp_path, capsys) -> None:
    from tests.protocol.test_project_faults import _project_with_a_run

    project = _project_with_a_run(tmp_path)
    data = _archive()
    data["sample"]["input_ids"] = "1 2 3"
    (tmp_path / "a.json").write_text(json.dumps(data))
    before = _files(project)
    code, _, err = kvtrial(capsys, "rollback", "--project", project, "--archive", tmp_path / "a.json")
    assert code == 2 and "Traceback" not in err and "sample.input_ids must be" in err, err
    assert _files(project) == before


# --------------------------------------------------------------------------- quality base files

def _base_file(path: Path) -> Path:
    tokens = torch.arange(2 * 8).reshape(2, 8) % 50
    s = 8 - 1 - 8 // 2
    header = BaseHeader(model_id="m", model_revision="r", dtype="float32", attn_implementation="sdpa", corpus="c",
                        corpus_sha256="x", n_ctx=8, windows=2, step=4, tokens_sha256=tokens_sha256(tokens),
                        bos_token_id=None, hidden_size=3, vocab_size=50)
    base = BaseRun(tokens=tokens, hidden=torch.zeros(2, s, 3), logp_true=torch.zeros(2, s),
                   top1=torch.zeros(2, s, dtype=torch.int64), step=4)
    return save_base(path, header, base)


def test_a_good_base_file_reads(tmp_path) -> None:
    header, base, _ = load_base(_base_file(tmp_path / "base.npz"))
    assert header.windows == 2 and tuple(base.hidden.shape) == (2, 3, 3)


@pytest.mark.parametrize("seed", [2])
def test_a_damaged_base_file_is_one_clear_error(tmp_path, seed) -> None:
    good = _base_file(tmp_path / "good.npz").read_bytes()
    for how, data in _damaged(good, seed):
        path = tmp_path / "base.npz"
        path.write_bytes(data)
        before = _files(tmp_path)
        with pytest.raises(BaseFileError, match=str(path)):
            load_base(path)
        assert _files(tmp_path) == before, how


@pytest.mark.parametrize("field", ["n_ctx", "windows", "hidden_size", "step", "tokens_sha256"])
@pytest.mark.parametrize("wrong", ["8", None, 2.5, [1]])
def test_a_base_header_field_of_the_wrong_type_is_one_clear_error(tmp_path, field, wrong) -> None:
    good = _base_file(tmp_path / "good.npz")
    with np.load(good) as z:
        arrays = {k: z[k] for k in z.files}
    meta = json.loads(bytes(arrays["meta_json"]).decode())
    meta["header"][field] = wrong
    arrays["meta_json"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    path = tmp_path / "base.npz"
    np.savez(path, **arrays)
    with pytest.raises(BaseFileError, match="base file|malformed header"):
        load_base(path)


# --------------------------------------------------------------------------- models

def _gguf(path: Path) -> Path:
    import gguf

    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_context_length(64)
    writer.add_embedding_length(8)
    writer.add_block_count(1)
    writer.add_head_count(2)
    writer.add_tensor("token_embd.weight", np.zeros((16, 8), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


@pytest.mark.parametrize("seed", [3])
def test_a_damaged_gguf_is_one_clear_error(tmp_path, capsys, seed) -> None:
    good = _gguf(tmp_path / "good.gguf").read_bytes()
    assert good[:4] == b"GGUF"
    for how, data in _damaged(good, seed):
        folder = tmp_path / how.replace(" ", "-").replace("%", "")
        folder.mkdir()
        path = folder / "model.gguf"
        path.write_bytes(data)
        code, _, err = kvtrial(capsys, "describe", "q8_0", "--model", path)
        assert code == 2 and "Traceback" not in err and err.startswith("kvtrial: error:"), (how, err)
        assert str(path) in err or "model.gguf" in err, (how, err)
        assert sorted(p.name for p in folder.iterdir()) == ["model.gguf"], how


@pytest.mark.parametrize("where", ["", "text_config"])
def test_a_folder_naming_an_unknown_layer_type_is_refused_naming_it(tiny_folder, tmp_path, capsys, where) -> None:
    import shutil

    from kvtrial.cache.layer_types import SERVED_LAYER_TYPES

    folder = tmp_path / "model"
    shutil.copytree(tiny_folder, folder)
    config = json.loads((folder / "config.json").read_text())
    types = ["full_attention", "hyper_attention"]
    if where:
        config[where] = {"layer_types": types}
    else:
        config["layer_types"] = types
    (folder / "config.json").write_text(json.dumps(config))
    code, _, err = kvtrial(capsys, "describe", "q8_0", "--model", folder)
    assert code == 2 and "Traceback" not in err, err
    assert "'hyper_attention'" in err and all(t in err for t in SERVED_LAYER_TYPES), err


@pytest.mark.parametrize("count", [1, 3, 0])
@pytest.mark.parametrize("where", ["", "text_config"])
def test_a_layer_types_list_of_the_wrong_length_names_both_counts(tiny_folder, tmp_path, capsys, where, count) -> None:
    import shutil

    folder = tmp_path / "model"
    shutil.copytree(tiny_folder, folder)
    config = json.loads((folder / "config.json").read_text())
    layers = config["num_hidden_layers"]
    assert count != layers
    if where:
        config[where] = {"layer_types": ["full_attention"] * count, "num_hidden_layers": layers}
    else:
        config["layer_types"] = ["full_attention"] * count
    (folder / "config.json").write_text(json.dumps(config))
    code, _, err = kvtrial(capsys, "describe", "q8_0", "--model", folder)
    assert code == 2 and "Traceback" not in err, err
    assert f"layer_types gives {count} layer types for {layers} layers" in err, err


@pytest.mark.parametrize("text", ["", "{", "[1, 2]", '{"layer_types": "full_attention"}', "\x00\xff"])
def test_a_damaged_model_config_is_one_clear_error(tiny_folder, tmp_path, capsys, text) -> None:
    import shutil

    folder = tmp_path / "model"
    shutil.copytree(tiny_folder, folder)
    (folder / "config.json").write_bytes(text.encode("latin-1"))
    code, _, err = kvtrial(capsys, "describe", "q8_0", "--model", folder)
    assert code == 2 and "Traceback" not in err and "config" in err, err


def test_rollback_of_ids_past_the_vocabulary_is_one_clear_error(tiny_folder, tmp_path, capsys) -> None:
    from tests.protocol.test_project_faults import _project_with_a_run

    project = _project_with_a_run(tmp_path)
    data = _archive()
    data["configuration"]["model"] = str(tiny_folder)
    data["sample"]["input_ids"] = [1, 10**9]
    (tmp_path / "a.json").write_text(json.dumps(data))
    before = _files(project)
    code, _, err = kvtrial(capsys, "rollback", "--project", project, "--archive", tmp_path / "a.json")
    assert code == 2 and "Traceback" not in err and "past the vocabulary" in err, err
    assert _files(project) == before


# --------------------------------------------------------------------------- compiled kernels in the cache

@pytest.fixture(scope="module")
def built_kernel_cache(tmp_path_factory) -> Path:
    """One kernel cache folder holding the built library for this module's tests: a copy of the one in kvtrial's
    own cache, which the rest of the suite loads."""
    folder = tmp_path_factory.mktemp("kernel-cache") / "cache"
    copy_built_kernels(folder)
    return folder


@pytest.fixture
def kernel_cache(built_kernel_cache, tmp_path, monkeypatch):
    """A fresh kernel cache folder holding a copy of the built library (not loaded), and the loader reset around
    the test."""
    import shutil

    from kvtrial.cache.kernels import build, load_kernels

    shutil.copytree(built_kernel_cache, tmp_path / "cache")
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    for name, value in KERNEL_ENV.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("KVTRIAL_NO_KERNELS", raising=False)
    cc = build._compiler()
    assert cc is not None
    target = build.library_path(cc)
    assert target.is_file() and build.library_damage(target) is None  # the copy is the built library, intact
    load_kernels.cache_clear()
    yield target
    monkeypatch.undo()
    load_kernels.cache_clear()


def _replace(path: Path, data: bytes) -> None:
    """New content under the same name as a new file: a library this process mapped keeps its pages."""
    tmp = path.with_name(path.name + ".new")
    tmp.write_bytes(data)
    tmp.replace(path)


def _other_library() -> bytes:
    """The bytes of the C math library: a real shared library, without any kernel symbol."""
    import ctypes
    import ctypes.util

    ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")  # mapped, so /proc/self/maps names its file
    for line in Path("/proc/self/maps").read_text().splitlines():
        if "/libm" in line and ".so" in line:
            return Path(line.split()[-1]).read_bytes()
    pytest.skip("the C math library is not found on this system")


def test_a_kernel_library_cut_short_is_named_and_never_loaded(kernel_cache, monkeypatch) -> None:
    from kvtrial.cache.kernels import build, load_kernels

    good = kernel_cache.read_bytes()
    for cut in CUTS:
        _replace(kernel_cache, good[: int(len(good) * cut)])
        assert "cut short" in build.library_damage(kernel_cache)
    _replace(kernel_cache, good)
    assert build.library_damage(kernel_cache) is None
    _replace(kernel_cache, good[: len(good) // 2])
    # a rebuild that does not help (this process cannot write the cache): the torch path, with the reason
    monkeypatch.setattr(build, "_compile", lambda *args: None)
    lib = load_kernels()
    assert not lib.available and "fails its check after a rebuild" in lib.reason and "cut short" in lib.reason
    assert str(kernel_cache) in lib.reason


def test_a_kernel_library_cut_short_is_rebuilt_before_it_is_loaded(kernel_cache, monkeypatch) -> None:
    from kvtrial.cache.kernels import build, load_kernels

    good = kernel_cache.read_bytes()
    _replace(kernel_cache, good[: len(good) // 2])
    # The rebuild runs the build's own steps (object files, link, fingerprint, the library swapped in whole); the
    # link writes the bytes the compiler gave this library, sparing the 15 s compile that tests/cache/kernels covers.
    commands: list[list[str]] = []
    run = build._run

    def compiled(cmd: list[str]) -> None:
        if not any(source in arg for arg in cmd for source in build.SOURCES):
            return run(cmd)  # the CPU probe is built as ever
        commands.append(cmd)
        if "-shared" in cmd:
            Path(cmd[cmd.index("-o") + 1]).write_bytes(good)

    monkeypatch.setattr(build, "_run", compiled)
    lib = load_kernels()
    assert lib.available, lib.reason
    assert [c for c in commands if "-shared" in c] and [c for c in commands if "-c" in c]  # a build ran
    assert build.library_damage(kernel_cache) is None and kernel_cache.read_bytes() == good


def test_another_library_in_place_of_the_kernel_is_rebuilt_or_named(kernel_cache, monkeypatch) -> None:
    import hashlib
    import json as _json

    from kvtrial.cache.kernels import build, load_kernels

    other = _other_library()
    _replace(kernel_cache, other)
    assert "sha256 differs" in build.library_damage(kernel_cache) or "bytes where" in build.library_damage(kernel_cache)
    # ... and with its size and sum written beside it too: loaded, it lacks the kernel's symbols
    check = build.fingerprint_path(kernel_cache)
    check.write_text(_json.dumps({"bytes": len(other), "sha256": hashlib.sha256(other).hexdigest()}))
    lib = load_kernels()
    assert not lib.available and "is not kvtrial's" in lib.reason and "undefined symbol" in lib.reason, lib.reason
    assert not check.exists()  # the next process rebuilds it
    assert "no size and sha256" in build.library_damage(kernel_cache)


def test_the_reason_a_damaged_kernel_was_not_loaded_reaches_the_decode_report(kernel_cache, monkeypatch) -> None:
    from transformers import LlamaForCausalLM

    from kvtrial.cache import describe, make_cache
    from kvtrial.cache.attention import use_kvtrial_attention
    from kvtrial.cache.kernels import build
    from tests.conftest import tiny_llama_config

    _replace(kernel_cache, kernel_cache.read_bytes()[:1000])
    monkeypatch.setattr(build, "_compile", lambda *args: None)
    torch.manual_seed(0)
    model = LlamaForCausalLM(tiny_llama_config(num_hidden_layers=2)).eval()
    use_kvtrial_attention(model)
    cache = make_cache("q8_0", model.config)
    tokens = torch.randint(3, 200, (1, 12))
    with torch.inference_mode():
        model(tokens[:, :10], cache=cache)
        model(tokens[:, 10:11], cache=cache)
    decode = describe(cache).decode
    assert decode.torch_steps > 0 and decode.kernel_steps == 0, decode
    assert any("fails its check after a rebuild" in r for r in decode.torch_reasons), decode


# --------------------------------------------------------------------------- inputs that are not regular text files

def _plan(path: Path) -> None:
    from kvtrial.cache.spec import read_plan_file

    read_plan_file(str(path))


def _thresholds(path: Path) -> None:
    from kvtrial.verdicts.thresholds import load_thresholds

    load_thresholds(path)


def _run_thresholds(path: Path) -> None:
    from kvtrial.protocol.runner import read_thresholds

    read_thresholds(path)


def _quality(path: Path) -> None:
    from kvtrial.verdicts.quality_results import load_quality_results

    load_quality_results(path)


def _record(path: Path) -> None:
    from kvtrial.protocol.record import read_record_file

    read_record_file(path)


def _corpus(path: Path) -> None:
    from kvtrial.corpora import load_corpus

    load_corpus(f"file:{path}")


def _base(path: Path) -> None:
    load_base(path)


# reader -> (how it names the file, reads text)
READERS = {"plan file": (_plan, True), "thresholds file": (_thresholds, True), "run thresholds": (_run_thresholds, True),
           "quality results": (_quality, True), "baseline archive": (read_archive, True),
           "registration record": (_record, True), "corpus file": (_corpus, True), "base file": (_base, False)}


def _not_a_file(tmp_path: Path, how: str) -> Path:
    if how == "FIFO":
        os.mkfifo(tmp_path / "pipe.yaml")
        return tmp_path / "pipe.yaml"
    if how == "folder":
        (tmp_path / "folder.yaml").mkdir()
        return tmp_path / "folder.yaml"
    return Path(how)


@pytest.mark.parametrize("how,expected", [("FIFO", "is a FIFO"), ("/dev/zero", "is a device"),
                                          ("/dev/urandom", "is a device"), ("folder", "is a folder")])
@pytest.mark.parametrize("reader", list(READERS))
def test_an_input_that_is_not_a_regular_file_is_one_clear_error(tmp_path, reader, how, expected) -> None:
    path = _not_a_file(tmp_path, how)
    with deadline(20), pytest.raises(KvtrialError) as caught:
        READERS[reader][0](path)
    assert expected in str(caught.value) and str(path) in str(caught.value), caught.value
    assert "kvtrial reads only a regular file" in str(caught.value) or how == "folder"


@pytest.mark.parametrize("reader", [name for name, (_, text) in READERS.items() if text])
def test_an_input_that_is_not_utf8_names_the_file_and_the_byte(tmp_path, reader) -> None:
    path = tmp_path / "input.yaml"
    data = b'{"setting": "q8_0", "x": "\xff\xfe"}'
    path.write_bytes(data)
    with pytest.raises(KvtrialError) as caught:
        READERS[reader][0](path)
    message = str(caught.value)
    assert str(path) in message and f"is not UTF-8 text: byte {data.index(0xFF)} (0xff)" in message, message


@pytest.mark.parametrize("reader", ["plan file", "thresholds file", "run thresholds"])
def test_a_settings_file_past_its_size_limit_is_refused_before_it_is_read(tmp_path, reader) -> None:
    from kvtrial.inputs import InputKind

    path = tmp_path / "big.toml"
    with open(path, "wb") as fh:
        fh.truncate(InputKind.SETTING.limit + 1)  # sparse: no disk used
    with pytest.raises(KvtrialError, match="more than the 1.0 MiB") as caught:
        READERS[reader][0](path)
    assert str(path) in str(caught.value)


def test_a_fifo_as_the_brief_or_the_quality_results_is_one_clear_error(tmp_path, capsys, monkeypatch) -> None:
    from tests.protocol.test_project_faults import _project_with_a_run

    project = _project_with_a_run(tmp_path)
    monkeypatch.chdir(tmp_path)
    os.mkfifo(tmp_path / "pipe")
    code, _, err = kvtrial(capsys, "facts", "build", "--whitespace-tokens", "--tokens", "600", "--out", "m.json")
    assert code == 0, err
    for args in (["facts", "grade", "m.json", "pipe"], ["report", "run-1", "--project", project, "--quality", "pipe"],
                 ["report", "run-1", "--project", project, "--thresholds", "pipe"]):
        with deadline(20):
            code, _, err = kvtrial(capsys, *args)
        assert code == 2 and "Traceback" not in err and "is a FIFO" in err and "pipe" in err, (args, err)
    (tmp_path / "brief.txt").write_bytes("## Brief\nthe fee is 3\u20ac".encode()[:-1])
    code, _, err = kvtrial(capsys, "facts", "grade", "m.json", "brief.txt")
    assert code == 2 and "Traceback" not in err and "brief.txt' is not UTF-8 text: byte" in err, err



@pytest.mark.parametrize("args", [["--cache", "q8_0", "--base", "pipe"], ["--cache", "q8_0", "--corpus", "file:/dev/zero"],
                                  ["--cache", "q8_0", "--corpus", "file:pipe"], ["--cache", "plan:pipe"]])
def test_quality_refuses_an_input_that_is_not_a_regular_file_before_it_loads_a_model(tmp_path, capsys, monkeypatch,
                                                                                      args) -> None:
    from kvtrial import models

    def no_model(*a, **k):
        raise AssertionError("the model was loaded before the inputs were checked")

    monkeypatch.setattr(models, "load_model", no_model)
    monkeypatch.chdir(tmp_path)
    os.mkfifo(tmp_path / "pipe")
    with deadline(20):
        code, _, err = kvtrial(capsys, "quality", *args)
    assert code == 2 and "Traceback" not in err and ("is a FIFO" in err or "is a device" in err), err

# --------------------------------------------------------------------------- a brief of one long line

@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("shape", ["sentences", "spaces"])
def test_a_brief_of_one_300kb_line_is_cut_in_linear_time(language, shape) -> None:
    """Each sentence end looked back over the whole line before it, and a conjunction's spaces were tried
    from every space of a run: a 300 KB line took minutes. Linear, it takes about a second here."""
    import time

    from kvtrial.facts.languages import get_language
    from kvtrial.facts.segments import segment

    lang = get_language(language)
    unit = ("The fee is 3 EUR [2]. Done: the audit, but not the night shift; approx. 4 items. " if language == "en"
            else "Сбор 3 руб. [2]. Сделано: аудит, но не ночная смена; ок. 4 пунктов. ")
    line = unit * (300_000 // len(unit)) if shape == "sentences" else "a" + " " * 300_000 + "b."
    start = time.thread_time()  # this thread's CPU time: other processes on the machine slow the clock, not this
    with deadline(30):  # quadratic, it would run for minutes
        clauses = segment(line, lang.layout, lang.forms)
    assert time.thread_time() - start < 15, "quadratic again: minutes before the fix"
    assert clauses and clauses[-1].end <= len(line)
    if shape == "sentences":  # the same cut as for one copy of the unit, repeated
        one = [c.text for c in segment(unit.strip(), lang.layout, lang.forms)]
        assert [c.text for c in clauses[: len(one)]] == one


# --------------------------------------------------------------------------- archives a model cannot run

@pytest.mark.parametrize("n_input,budget", [(2040, 100), (2048, 1), (1, 4096)])
def test_rollback_of_an_archive_longer_than_the_context_is_refused_before_the_model_loads(
        tiny_folder, tmp_path, capsys, monkeypatch, n_input, budget) -> None:
    from kvtrial.backends import get_backend
    from tests.protocol.test_project_faults import _project_with_a_run
    from tests.protocol.tiny_folder import CONTEXT

    def no_load(*a, **k):
        raise AssertionError("the model was loaded before the archive was checked against its context")

    monkeypatch.setattr(type(get_backend("native")), "load", no_load)
    project = _project_with_a_run(tmp_path)
    data = _archive()
    data["configuration"]["model"] = str(tiny_folder)
    data["configuration"]["generation_settings"]["max_new_tokens"] = budget
    data["sample"]["input_ids"] = [5] * n_input
    (tmp_path / "a.json").write_text(json.dumps(data))
    before = _files(project)
    code, _, err = kvtrial(capsys, "rollback", "--project", project, "--archive", tmp_path / "a.json")
    assert code == 2 and "Traceback" not in err, err
    assert f"{n_input} tokens" in err and f"max_new_tokens is {budget}" in err and f"({CONTEXT} tokens)" in err, err
    assert _files(project) == before


@pytest.mark.parametrize("array", ["hidden", "logp_true"])
@pytest.mark.parametrize("value,named", [(float("nan"), "1 NaN and 0 infinite"), (float("inf"), "0 NaN and 1 infinite"),
                                         (float("-inf"), "0 NaN and 1 infinite")])
def test_a_base_file_holding_a_value_that_is_not_finite_is_refused_on_read(tmp_path, array, value, named) -> None:
    good = _base_file(tmp_path / "good.npz")
    with np.load(good) as z:
        arrays = {k: z[k] for k in z.files}
    arrays[array] = arrays[array].copy()
    arrays[array].reshape(-1)[4] = value  # shapes, header and tokens hash still agree: only the value is wrong
    path = tmp_path / "base.npz"
    np.savez(path, **arrays)
    with pytest.raises(BaseFileError) as caught:
        load_base(path)
    assert str(path) in str(caught.value) and f"{array} holds {named} values" in str(caught.value)
