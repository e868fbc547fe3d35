"""A JSON file handed to kvtrial: every way it can be unreadable is one clear error naming the file."""

from __future__ import annotations

import pytest

from kvtrial.errors import KvtrialError
from kvtrial.jsonfile import read_json
from kvtrial.verdicts.quality_results import QualityResultsError, load_quality_results


@pytest.mark.parametrize("content, message", [
    (None, "does not exist"),
    (b"\xff\xfe not utf-8", "is not UTF-8"),
    (b"{not json", "is not JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
])
def test_unreadable_json_is_one_clear_error(tmp_path, content, message) -> None:
    path = tmp_path / "file.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(KvtrialError, match=message) as info:
        read_json(path, "test file")
    assert "test file" in str(info.value) and str(path) in str(info.value)


def test_a_folder_is_named_as_one(tmp_path) -> None:
    with pytest.raises(KvtrialError, match="is a folder"):
        read_json(tmp_path, "test file")


def test_deeply_nested_quality_results_are_refused_not_a_traceback(tmp_path) -> None:
    path = tmp_path / "quality.json"
    path.write_text('{"entries": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(QualityResultsError, match="quality results .* nested too deeply"):
        load_quality_results(path)
