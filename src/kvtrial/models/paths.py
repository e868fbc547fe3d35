"""Where kvtrial keeps what it builds once and reuses: converted models, digests, kernels, quality bases.

One root for all of it: $KVTRIAL_CACHE_DIR, else $XDG_CACHE_HOME/kvtrial, else ~/.cache/kvtrial.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from kvtrial.cache_dir import CACHE_DIR_ENV, kvtrial_cache_dir

CACHE_ENV = CACHE_DIR_ENV


def cache_root() -> Path:
    """The kvtrial cache: $KVTRIAL_CACHE_DIR (absolute), else $XDG_CACHE_HOME/kvtrial, else ~/.cache/kvtrial
    (one rule with the kernels': `kvtrial.cache_dir`)."""
    return kvtrial_cache_dir()


def models_dir() -> Path:
    """The folder of converted models (safetensors copies of GGUF sources)."""
    return cache_root() / "models"


def converted_dir(revision: str) -> Path:
    """The folder holding the safetensors copy of the source whose revision is `revision`."""
    return models_dir() / revision[:16]


def publish_dir(tmp_dir: Path, final: Path) -> None:
    """Rename a fully written temporary folder into place; if another process won the race, keep theirs."""
    try:
        os.rename(tmp_dir, final)
    except OSError:
        if (final / "config.json").is_file():
            shutil.rmtree(tmp_dir, ignore_errors=True)
        else:
            raise
