"""The converted copy of a GGUF: used only when complete, and a failed conversion leaves nothing behind."""

from __future__ import annotations

import json

import pytest
import transformers

from kvtrial.models.convert import MARKER, cached_copy, convert_gguf
from kvtrial.models.paths import CACHE_ENV, converted_dir

REV = "ab" * 32


def test_a_folder_without_a_matching_marker_is_not_a_copy(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    folder = converted_dir(REV)
    folder.mkdir(parents=True)
    (folder / "config.json").write_text("{}")
    assert cached_copy(REV) is None  # e.g. left by an interrupted copy by hand: no marker
    (folder / MARKER).write_text(json.dumps({"source_sha256": "cd" * 32}))
    assert cached_copy(REV) is None  # marker of another source
    (folder / MARKER).write_text(json.dumps({"source_sha256": REV}))
    assert cached_copy(REV) == folder


def test_a_failed_conversion_leaves_nothing_half_written(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")

    class Interrupted(BaseException):
        pass

    def fail(*args, **kwargs):
        raise Interrupted("killed mid-conversion")

    monkeypatch.setattr(transformers.AutoTokenizer, "from_pretrained", lambda *a, **k: object())
    monkeypatch.setattr(transformers.AutoModelForCausalLM, "from_pretrained", fail)
    with pytest.raises(Interrupted):
        convert_gguf(gguf, REV)
    assert list((tmp_path / "cache" / "models").iterdir()) == []
    assert cached_copy(REV) is None
