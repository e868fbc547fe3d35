"""Writing files: the one atomic write of kvtrial, and the containment check for writes into a project.

Every file kvtrial writes goes through `atomic_writer` (or `atomic_write` for a whole string or byte
string): the content lands in a temporary file beside the target and is renamed over it, so a reader
sees the old file or the new one, never half of one, and a failure leaves no temporary file behind.

With `root=` (the project folder), the write also refuses to leave that folder through a symbolic
link: a link planted at the target or at any folder on the way is an error naming it, never followed.
This module imports nothing else of kvtrial but the error type, so the cache library can use it too.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from kvtrial.errors import KvtrialError

# Results, records and reports are meant to be read by others; mkstemp alone would make them private.
FILE_MODE = 0o644


class UnsafePathError(KvtrialError):
    """A write that would leave its project folder (through a symbolic link or `..`)."""


class WriteError(KvtrialError, OSError):
    """A file that cannot be written (read-only folder, a folder where a file belongs, a full disk)."""


def inside(path: str | os.PathLike[str], root: str | os.PathLike[str]) -> Path:
    """`path` checked to stay inside `root` with every link on the way resolved; UnsafePathError if not.

    Checks the deepest part of the path that exists (the rest will be created as plain folders), and
    refuses a link at the path itself whatever it points to: a write must replace a file, not a link.
    """
    target, top = Path(path), Path(root).resolve()
    if target.is_symlink():
        raise UnsafePathError(f"refusing to write {target}: it is a symbolic link (to {os.readlink(target)}); "
                              "kvtrial writes into a project only through plain files and folders")
    probe = target
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    real = probe.resolve()
    if real != top and top not in real.parents:
        raise UnsafePathError(f"refusing to write {target}: {probe} leads to {real}, outside the project {top} "
                              "(a symbolic link or '..' on the way); remove the link or choose another path")
    return target


def _folder_for(path: Path, root: Path | None) -> None:
    if root is not None:
        inside(path, root)
    if path.is_dir():
        raise WriteError(f"cannot write {path}: it is a folder; give a file name")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise WriteError(f"cannot write {path}: a file stands where its folder {path.parent} belongs") from None
    except OSError as exc:
        raise WriteError(f"cannot create the folder {path.parent}: {exc.strerror or exc}") from None
    if root is not None:
        inside(path, root)  # again: a link could have appeared on the way while the folders were made


@contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "w", *, root: str | os.PathLike[str] | None = None,
                  encoding: str | None = "utf-8", newline: str | None = None) -> Iterator[IO[Any]]:
    """A file object whose content replaces `path` when the block ends without an error.

    mode is "w" (text) or "wb" (bytes). On an error inside the block the target is left as it was and
    the temporary file is removed. File-system failures become WriteError naming the path.
    """
    if mode not in ("w", "wb"):
        raise ValueError(f"atomic_writer mode must be 'w' or 'wb', got {mode!r}")
    target = Path(path)
    top = Path(root) if root is not None else None
    _folder_for(target, top)
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {exc.strerror or exc} in {target.parent}") from None
    try:
        kwargs: dict[str, Any] = {} if "b" in mode else {"encoding": encoding, "newline": newline}
        with os.fdopen(fd, mode, **kwargs) as fh:
            yield fh
        os.chmod(tmp, FILE_MODE)
        if top is not None:
            inside(target, top)  # a link planted while the content was written is refused, not followed
        os.replace(tmp, target)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError) and not isinstance(exc, KvtrialError):
            raise WriteError(f"cannot write {target}: {exc.strerror or exc}") from None
        raise


def open_append(path: str | os.PathLike[str], *, root: str | os.PathLike[str] | None = None) -> IO[bytes]:
    """`path` opened for appending bytes (a raw log that grows while a worker runs), its folders made.

    With `root=`, a link at the path or on the way out of the project is refused as in `atomic_writer`;
    the open itself does not follow a link at the path (O_NOFOLLOW), so one planted after the check
    fails instead of being written through.
    """
    target = Path(path)
    _folder_for(target, Path(root) if root is not None else None)
    flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(target, flags, FILE_MODE)
    except OSError as exc:
        if target.is_symlink():
            raise UnsafePathError(f"refusing to write {target}: it is a symbolic link; kvtrial writes into a "
                                  "project only through plain files and folders") from None
        raise WriteError(f"cannot write {target}: {exc.strerror or exc}") from None
    return os.fdopen(fd, "ab")


def atomic_write(path: str | os.PathLike[str], data: str | bytes, *,
                 root: str | os.PathLike[str] | None = None) -> Path:
    """Write `data` (text as UTF-8, or bytes) to `path` atomically; returns the path."""
    with atomic_writer(path, "wb" if isinstance(data, bytes) else "w", root=root) as fh:
        fh.write(data)
    return Path(path)
