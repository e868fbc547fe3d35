"""Where kvtrial keeps converted models and digests, and how it writes there without half-written files."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

CACHE_ENV = "KVTRIAL_CACHE_DIR"


def cache_root() -> Path:
    """The kvtrial model cache: $KVTRIAL_CACHE_DIR, else ~/.cache/kvtrial/models."""
    env = os.environ.get(CACHE_ENV)
    return Path(env).expanduser() if env else Path.home() / ".cache" / "kvtrial" / "models"


def converted_dir(revision: str) -> Path:
    """The folder holding the safetensors copy of the source whose revision is `revision`."""
    return cache_root() / revision[:16]


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temporary file in the same folder and rename, so readers never see half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(text)
        os.chmod(tmp, 0o644)  # mkstemp makes it private
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def publish_dir(tmp_dir: Path, final: Path) -> None:
    """Rename a fully written temporary folder into place; if another process won the race, keep theirs."""
    try:
        os.rename(tmp_dir, final)
    except OSError:
        if (final / "config.json").is_file():
            shutil.rmtree(tmp_dir, ignore_errors=True)
        else:
            raise
