"""Writing files: the one atomic write of kvtrial, and the containment check for writes into a project.

Every file kvtrial writes goes through `atomic_writer` (or `atomic_write` for a whole string or byte
string): the content lands in a temporary file beside the target and is renamed over it, so a reader
sees the old file or the new one, never half of one, and a failure leaves no temporary file behind.

Before anything is written, `check_target` looks at what stands at the target, for every write:
only a regular file (or nothing) is ever replaced - never a link, a folder, a device or a FIFO - and a
project's own records (its ledger with the SQLite side files, and everything under its record folders:
run artifacts, admission evidence, baseline archives) are never the target of an output; only the
writers of those records say `record=True`. A write into a project (the nearest folder holding a
ledger, or the `root=` given) may not leave it through a symbolic link at any folder level.
This module imports nothing else of kvtrial but the error type, so the cache library can use it too.
"""

from __future__ import annotations

import os
import stat
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


def file_name_part(text: str, *, keep: str = "-_.", fill: str = "_") -> str:
    """`text` as part of one file name: letters, digits and the characters in `keep` as they are, every
    other character (a path separator, a colon, a space) as `fill` ("" drops it)."""
    return "".join(c if c.isalnum() or c in keep else fill for c in text)


def inside(path: str | os.PathLike[str], root: str | os.PathLike[str]) -> Path:
    """`path` checked to stay inside `root` with every link on the way resolved; UnsafePathError if not.

    The part that exists is followed link by link, the rest (made later as plain folders) is taken as
    written; a link at the path itself is refused whatever it points to: a write replaces a file, not a link.
    """
    target, top = Path(path), Path(root).resolve()
    if target.is_symlink():
        raise UnsafePathError(f"refusing to write {target}: it is a symbolic link (to {os.readlink(target)}); "
                              "kvtrial writes into a project only through plain files and folders")
    # The whole path resolved, not only its existing part: `..` after a folder not made yet folds as
    # mkdir would fold it, so `reports/../../elsewhere` is refused before any folder is created.
    try:
        real = target.resolve()
    except (OSError, RuntimeError) as exc:  # a loop of links (RuntimeError before Python 3.13)
        raise UnsafePathError(f"refusing to write {target}: {exc}") from None
    if real != top and top not in real.parents:
        probe = target
        while not os.path.lexists(probe) and probe != probe.parent:
            probe = probe.parent
        raise UnsafePathError(f"refusing to write {target}: it leads to {real}, outside the project {top} "
                              f"(a symbolic link or '..' on the way, from {probe}); remove the link or choose "
                              "another path")
    return target


# What makes a folder a kvtrial project, and what in it is a record (see protocol/ledger.py).
LEDGER_NAME = "ledger.sqlite"
RECORD_FOLDERS = ("runs", "admission", "baselines")


def _lexical(path: Path) -> Path:
    return Path(os.path.abspath(path))  # `..` folded, links kept as written


def _projects_around(path: Path) -> list[Path]:
    """Every folder above `path` (as written, links not followed) that holds a ledger: a project."""
    return [folder for folder in _lexical(path).parents if os.path.lexists(folder / LEDGER_NAME)]


def project_record(path: str | os.PathLike[str]) -> Path | None:
    """The project whose records `path` is (or would be) part of, else None: a ledger or its side file
    (`ledger.sqlite-wal`, `-shm`, `-journal`), or anything under a project's record folders. Looked at
    both as written and with every link resolved, so a link cannot disguise a record."""
    for seen in (_lexical(Path(path)), Path(path).resolve()):
        if seen.name == LEDGER_NAME or seen.name.startswith(LEDGER_NAME + "-"):
            return seen.parent
        for folder in seen.parents:
            if (folder / LEDGER_NAME).is_file():
                rel = seen.relative_to(folder).parts
                if len(rel) > 1 and rel[0] in RECORD_FOLDERS:
                    return folder
    return None


def check_project_records(project: str | os.PathLike[str], ledger: str = LEDGER_NAME) -> None:
    """A project's records checked before it is opened: the ledger and its SQLite side files must be
    regular files (or absent), and runs/, admission/ and baselines/ must not be links.

    A link there - even one to a file inside the project, or a dangling one - is refused, not followed:
    SQLite and the record writers would otherwise write through it, and a dangling link makes them create
    the file it names wherever that is. (A plain file where a record folder belongs is left to the writer,
    which fails the run with that reason, so the project can still be read and the run resumed.)
    UnsafePathError for a link, KvtrialError for a ledger file that is not a regular file.
    """
    folder = Path(project)
    names = [(ledger + suffix, False) for suffix in ("", "-wal", "-shm", "-journal")]
    for name, is_folder in names + [(f, True) for f in RECORD_FOLDERS]:
        path = folder / name
        try:
            mode = os.lstat(path).st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError as exc:
            raise KvtrialError(f"cannot use the project record {path}: {exc.strerror or exc}") from None
        if stat.S_ISLNK(mode):
            raise UnsafePathError(f"the project record {path} is a symbolic link (to {os.readlink(path)}); kvtrial "
                                  f"keeps a project's ledger, its journal files and its {', '.join(RECORD_FOLDERS)} "
                                  f"folders only as plain files and folders: put the {'folder' if is_folder else 'file'} "
                                  "it points to in its place, or choose another --project folder")
        if not is_folder and not stat.S_ISREG(mode):
            raise KvtrialError(f"the project record {path} should be a regular file but is "
                               f"{'a folder' if stat.S_ISDIR(mode) else _kind(mode)}; move it away or choose "
                               "another --project folder")


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def check_target(path: str | os.PathLike[str], *, root: str | os.PathLike[str] | None = None,
                 record: bool = False) -> Path:
    """`path` checked as a place kvtrial may write; the one guard every writer goes through.

    Refuses (UnsafePathError) a project record as the target of an output (unless `record`, for the
    writers of those records), and a link on the way out of `root` or of any project the path is in;
    refuses (WriteError) anything at the target that is not a regular file. Returns the path.
    """
    target = Path(path)
    try:
        mode: int | None = os.lstat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):  # nothing there (a file where a folder belongs: see mkdir)
        mode = None
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {exc.strerror or exc}") from None
    if mode is not None and stat.S_ISLNK(mode):
        raise UnsafePathError(f"refusing to write {target}: it is a symbolic link (to {os.readlink(target)}); "
                              "kvtrial replaces only regular files; give the file's own path")
    if mode is not None and stat.S_ISDIR(mode):
        raise WriteError(f"cannot write {target}: it is a folder; give a file name")
    if mode is not None and not stat.S_ISREG(mode):
        raise WriteError(f"refusing to write {target}: it is {_kind(mode)}; kvtrial replaces only regular files "
                         "(or writes a new one); give the path of a file")
    if not record:
        owner = project_record(target)
        if owner is not None:
            raise UnsafePathError(f"refusing to write {target}: it is one of the records of the project {owner} "
                                  "(its ledger or the artifacts the ledger cites), which no output may replace; "
                                  "write the output outside the project's ledger and its runs/, admission/ "
                                  "and baselines/ folders")
    for top in ([Path(root)] if root is not None else []) + _projects_around(target):
        inside(target, top)
    return target


def _folder_for(path: Path, root: Path | None, record: bool) -> Path:
    """`path` checked, its folders made; returns the path to write, `..` folded (after the check, which
    resolves it) so that no folder is made only to be climbed out of."""
    check_target(path, root=root, record=record)
    if ".." in path.parts:
        path = path.parent.resolve() / path.name
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise WriteError(f"cannot write {path}: a file stands where its folder {path.parent} belongs") from None
    except OSError as exc:
        raise WriteError(f"cannot create the folder {path.parent}: {exc.strerror or exc}") from None
    check_target(path, root=root, record=record)  # again: a link could have appeared while the folders were made
    return path


@contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "w", *, root: str | os.PathLike[str] | None = None,
                  encoding: str | None = "utf-8", newline: str | None = None,
                  record: bool = False) -> Iterator[IO[Any]]:
    """A file object whose content replaces `path` when the block ends without an error.

    The target is checked by `check_target` (with `root` and `record`) before the temporary file is
    made and again just before it is renamed over the target.

    mode is "w" (text) or "wb" (bytes). On an error inside the block the target is left as it was and
    the temporary file is removed. File-system failures become WriteError naming the path.
    """
    if mode not in ("w", "wb"):
        raise ValueError(f"atomic_writer mode must be 'w' or 'wb', got {mode!r}")
    top = Path(root) if root is not None else None
    target = _folder_for(Path(path), top, record)
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {exc.strerror or exc} in {target.parent}") from None
    try:
        kwargs: dict[str, Any] = {} if "b" in mode else {"encoding": encoding, "newline": newline}
        with os.fdopen(fd, mode, **kwargs) as fh:
            yield fh
        os.chmod(tmp, FILE_MODE)
        check_target(target, root=top, record=record)  # a link planted meanwhile is refused, not followed
        os.replace(tmp, target)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError) and not isinstance(exc, KvtrialError):
            raise WriteError(f"cannot write {target}: {exc.strerror or exc}") from None
        raise


def open_append(path: str | os.PathLike[str], *, root: str | os.PathLike[str] | None = None,
                record: bool = False) -> IO[bytes]:
    """`path` opened for appending bytes (a raw log that grows while a worker runs), its folders made.

    With `root=`, a link at the path or on the way out of the project is refused as in `atomic_writer`;
    the open itself does not follow a link at the path (O_NOFOLLOW), so one planted after the check
    fails instead of being written through.
    """
    target = _folder_for(Path(path), Path(root) if root is not None else None, record)
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
                 root: str | os.PathLike[str] | None = None, record: bool = False) -> Path:
    """Write `data` (text as UTF-8, or bytes) to `path` atomically; returns the path."""
    with atomic_writer(path, "wb" if isinstance(data, bytes) else "w", root=root, record=record) as fh:
        fh.write(data)
    return Path(path)


def output_root(project: str | os.PathLike[str], folder: str | os.PathLike[str]) -> Path:
    """The folder an output in `folder` may not leave through a link: the project when the output goes
    inside it - judged by the path as written, so a linked folder in the project cannot make its outside
    target the root - else the deepest folder of `folder` that exists (the rest are made plain)."""
    top, where = _lexical(Path(project)), _lexical(Path(folder))
    if where == top or top in where.parents or Path(folder).resolve().is_relative_to(Path(project).resolve()):
        return Path(project)
    existing = Path(folder)
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    return existing
