"""Fault injection, class "damaged inputs": every kind of file kvtrial reads - a model (GGUF, a folder's
config), a quality base file, a baseline archive - is cut short at several offsets, given random bytes
after a valid header, and given a wrong type in each field. Each is one KvtrialError naming the file,
never another exception, and reading writes nothing."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import numpy as np
import pytest
import torch

from kvtrial.errors import KvtrialError
from kvtrial.protocol.baseline import ARCHIVE_VERSION, read_archive
from kvtrial.quality.base_file import BaseFileError, BaseHeader, load_base, save_base, tokens_sha256
from kvtrial.quality.scoring import BaseRun
from tests.protocol.cli_helpers import kvtrial

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
