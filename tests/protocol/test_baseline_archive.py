"""`rollback` with an archive that is missing, garbage or not a complete baseline archive: one clear error."""

from __future__ import annotations

import json
import re

import pytest

from kvtrial.protocol.baseline import ARCHIVE_VERSION
from kvtrial.protocol.ledger import Ledger
from tests.protocol.cli_helpers import kvtrial


@pytest.mark.parametrize("content, message", [
    (None, "baseline archive .* does not exist"),
    (b"\x00\x01garbage", "baseline archive .* is not JSON"),
    (b"[" * 50_000 + b"]" * 50_000, "nested too deeply"),
    (json.dumps({"hello": "world"}).encode(), "not a kvtrial baseline archive of version 1 .found no archive_version"),
    (json.dumps({"archive_version": ARCHIVE_VERSION, "configuration": {"model": "m"}}).encode(),
     r"is incomplete \(missing configuration.model_revision"),
])
def test_a_bad_archive_is_one_clear_error(tmp_path, capsys, content, message) -> None:
    project = tmp_path / "project"
    Ledger.open(project).close()
    archive = tmp_path / "archive.json"
    if content is not None:
        archive.write_bytes(content)
    code, _, err = kvtrial(capsys, "rollback", "--project", project, "--archive", archive)
    assert code == 2 and "Traceback" not in err and err.startswith("kvtrial: error:"), err
    assert re.search(message, err), err


def test_a_rollback_of_an_archive_edited_after_it_was_archived_is_not_verified(tmp_path):
    """The ledger keeps the archive's sha256 when it archives it; `rollback` of that baseline reads it back before
    anything else, so an edited archive is never 'verified' (the model is never loaded for it)."""
    from kvtrial.protocol.baseline import rollback

    ledger = Ledger.open(tmp_path / "proj")
    archive = tmp_path / "proj" / "baseline.json"
    archive.write_text("{}")
    baseline_id = ledger.add_baseline("cfg", archive)
    archive.write_text(json.dumps({"edited": True}))
    result = rollback(archive, ledger, baseline_id)
    assert not result.matched and "edited after `kvtrial baseline`" in result.differences[0]
    assert ledger.rollbacks()[-1]["matched"] == 0  # recorded as not verified
