"""kvtrial's own cache directory, for whatever it builds or converts once per machine.

One rule for every part of kvtrial: $KVTRIAL_CACHE_DIR when set, else $XDG_CACHE_HOME/kvtrial,
else ~/.cache/kvtrial. It lives beside the cache library (no kvtrial module below it) so the
kernels and the model loader can both use it without importing each other.
"""

from __future__ import annotations

import os
from pathlib import Path

CACHE_DIR_ENV = "KVTRIAL_CACHE_DIR"


def kvtrial_cache_dir(*parts: str) -> Path:
    """The kvtrial cache directory, or the sub-path `parts` inside it (not created here)."""
    env = os.environ.get(CACHE_DIR_ENV)
    if env:
        root = Path(env).expanduser()
    else:
        xdg = os.environ.get("XDG_CACHE_HOME")
        # The XDG spec says a relative $XDG_CACHE_HOME is invalid and must be ignored.
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".cache"
        root = base / "kvtrial"
    return root.joinpath(*parts)
