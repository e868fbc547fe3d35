"""kvtrial's own cache directory, for whatever it builds or converts once per machine.

One rule for every part of kvtrial: $KVTRIAL_CACHE_DIR when set (an absolute path: a relative one is
refused, as it would name another folder in every working folder), else $XDG_CACHE_HOME/kvtrial,
else ~/.cache/kvtrial. It lives beside the cache library (no kvtrial module below it) so the
kernels and the model loader can both use it without importing each other.

Native code (the compiled kernels) is loaded from it only where no other user can change it
(`unsafe_folder`, judged as ssh judges ~/.ssh), and the folders kvtrial makes for it are writable by
their user alone (`make_cache_dirs`), whatever the umask.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from kvtrial.errors import KvtrialError

CACHE_DIR_ENV = "KVTRIAL_CACHE_DIR"


def kvtrial_cache_dir(*parts: str) -> Path:
    """The kvtrial cache directory, or the sub-path `parts` inside it (not created here)."""
    env = os.environ.get(CACHE_DIR_ENV)
    if env:
        root = Path(env).expanduser()
        if not root.is_absolute():
            raise KvtrialError(f"{CACHE_DIR_ENV}={env!r} is a relative path; it must be absolute (a relative one "
                               f"names another folder in each working folder): set it to e.g. $PWD/{env}, or unset it")
    else:
        xdg = os.environ.get("XDG_CACHE_HOME")
        # The XDG spec says a relative $XDG_CACHE_HOME is invalid and must be ignored.
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".cache"
        root = base / "kvtrial"
    return root.joinpath(*parts)


def make_cache_dirs(folder: Path) -> None:
    """Make `folder` and the missing folders above it, each writable by this user alone (mode 0755 whatever the
    umask: a group-writable cache folder is one kvtrial would refuse to load native code from)."""
    missing = []
    while not os.path.lexists(folder) and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for path in reversed(missing):
        try:
            path.mkdir(mode=0o755)
        except FileExistsError:  # another process made it meanwhile: judged like any folder found
            pass


def unsafe_folder(folder: Path, root: Path) -> str | None:
    """Why what `folder` holds (a folder in the cache root `root`) may have been put there by another user,
    with the fix; None when only this user or root can change it. As ssh judges ~/.ssh: `folder` and each
    folder up to `root` must be this user's (or root's) and writable by no one else; a folder above `root`
    this user's or root's, and writable by others only with the sticky bit (/tmp), which keeps them from
    renaming what is not theirs."""
    if not hasattr(os, "geteuid"):  # no Unix owners and modes to judge
        return None
    real, real_root = folder.resolve(), root.resolve()
    for path in (real, *real.parents):
        try:
            st = os.stat(path)
        except OSError as exc:
            return f"{path} cannot be read ({exc.strerror or exc})"
        problem = _folder_problem(path, st, path == real_root or path.is_relative_to(real_root))
        if problem is not None:
            return problem
    return None


def _folder_problem(path: Path, st: os.stat_result, strict: bool) -> str | None:
    if not stat.S_ISDIR(st.st_mode):
        return f"{path} is not a folder"
    if st.st_uid not in (os.geteuid(), 0):
        return (f"{path} belongs to another user (uid {st.st_uid}), who can replace what kvtrial loads from it; "
                f"set {CACHE_DIR_ENV} to a folder of your own")
    sticky = bool(st.st_mode & stat.S_ISVTX)
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH) and (strict or not sticky):
        who = " and ".join(w for w, bit in (("group", stat.S_IWGRP), ("others", stat.S_IWOTH)) if st.st_mode & bit)
        return (f"{path} is writable by {who} (mode {stat.S_IMODE(st.st_mode):o}), who could plant native code "
                f"that every kvtrial process would run; make it yours alone (chmod go-w {path}) or set "
                f"{CACHE_DIR_ENV} to a folder only you can write")
    return None
