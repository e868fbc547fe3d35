"""Reading a file a user names: the one reader for every input kvtrial is handed by path.

Plan files, thresholds, records, quality results, baseline archives, materials, briefs, measurements,
model configs and corpora all come in through `read_input` (bytes) or `read_input_text` (UTF-8
text). Only a regular file is read - a FIFO would block forever, a device never ends (/dev/zero,
/dev/urandom) - and never more than the limit of its kind, so a wrong file is one clear error before
anything is allocated for it. Text that is not UTF-8 is named with the byte where decoding failed.
This module imports nothing else of kvtrial but the error type, so the cache library can use it too.
"""

from __future__ import annotations

import os
import stat
from enum import Enum

from kvtrial.errors import KvtrialError


class InputKind(Enum):
    """What a file is for, valued by the most bytes such a file may have."""

    SETTING = 1 << 20  # plan files and thresholds: a page or two of text
    DOCUMENT = 256 << 20  # records, quality results, archives, materials, briefs, measurements, model configs
    CORPUS = 2 << 30  # a text corpus to score perplexity on (wikitext-103 is about 0.5 GiB)

    @property
    def limit(self) -> int:
        return int(self.value)


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _size(n: int) -> str:
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{n} bytes"


def check_regular(path: str | os.PathLike[str], what: str, error: type[KvtrialError] = KvtrialError) -> int:
    """The size of the regular file `path`; `error` naming `what` it should be when it is missing or not a
    regular file. For a file another library opens itself (a numpy archive): it must not block or run on."""
    shown = os.fspath(path)
    try:
        st = os.stat(path)  # a link to a regular file is a regular file to read
    except FileNotFoundError:
        raise error(f"cannot read {what} {shown!r}: it does not exist") from None
    except OSError as exc:
        raise error(f"cannot read {what} {shown!r}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(st.st_mode):
        raise error(f"{what} {shown!r} is {_kind_of(st.st_mode)}; kvtrial reads only a regular file here: give the "
                    "path of the file")
    return st.st_size


def read_input(path: str | os.PathLike[str], what: str, kind: InputKind = InputKind.DOCUMENT,
               error: type[KvtrialError] = KvtrialError) -> bytes:
    """The bytes of the regular file `path`; `error` naming `what` it should be when it is missing, not a
    regular file (a folder, a FIFO, a device), larger than `kind` allows, or unreadable."""
    shown = os.fspath(path)
    check_regular(path, what, error)
    try:
        # O_NONBLOCK: a FIFO put in the file's place since the check must not block the open
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise error(f"cannot read {what} {shown!r}: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise error(f"{what} {shown!r} is {_kind_of(st.st_mode)}; kvtrial reads only a regular file here")
        if st.st_size > kind.limit:
            raise error(f"{what} {shown!r} is {_size(st.st_size)}, more than the {_size(kind.limit)} a {what} may "
                        "have; is it the right file?")
        try:
            data = fh.read(kind.limit + 1)  # a file still growing stops at the limit too
        except OSError as exc:
            raise error(f"cannot read {what} {shown!r}: {exc.strerror or exc}") from None
    if len(data) > kind.limit:
        raise error(f"{what} {shown!r} is more than the {_size(kind.limit)} a {what} may have; is it the right file?")
    return data


def decode_text(data: bytes, shown: str, what: str, error: type[KvtrialError] = KvtrialError) -> str:
    """`data` as UTF-8 text; `error` naming the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = data[exc.start:exc.start + 1].hex()
        raise error(f"{what} {shown!r} is not UTF-8 text: byte {exc.start} (0x{bad}) {exc.reason}; "
                    "save it as UTF-8, or check it is the right file") from None


def read_input_text(path: str | os.PathLike[str], what: str, kind: InputKind = InputKind.DOCUMENT,
                    error: type[KvtrialError] = KvtrialError) -> str:
    """The UTF-8 text of the regular file `path` (see `read_input`)."""
    return decode_text(read_input(path, what, kind, error), os.fspath(path), what, error)
