"""Revisions: the sha256 of a model's source files, hashed once and remembered by path, size and mtime.

Hashing a 100 MB file on every load would cost about a second; the digest is cached in a small
file per source under the kvtrial cache folder, keyed so that any change of the file (size or
modification time) gives a new key and is hashed again.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from kvtrial.cache_dir import make_cache_dirs
from kvtrial.fsio import atomic_write
from kvtrial.models.paths import cache_root

WEIGHT_SUFFIXES = (".safetensors", ".bin", ".gguf", ".pt", ".pth")
_COMMIT = re.compile(r"^[0-9a-f]{40}$")


def _digest_key(path: Path) -> str:
    st = path.stat()
    ident = f"{path.resolve()}\0{st.st_size}\0{st.st_mtime_ns}"
    return hashlib.sha256(ident.encode()).hexdigest()


def file_sha256(path: str | os.PathLike) -> str:
    """sha256 of a file's bytes, read from the digest cache when the file is unchanged."""
    path = Path(path)
    memo = cache_root() / "sha256" / _digest_key(path)
    if memo.is_file():
        text = memo.read_text().strip()
        if re.fullmatch(r"[0-9a-f]{64}", text):
            return text
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 22), b""):
            h.update(chunk)
    digest = h.hexdigest()
    make_cache_dirs(memo.parent)  # often the cache root's first folder: no group write, whatever the umask
    atomic_write(memo, digest + "\n")
    return digest


def folder_revision(folder: str | os.PathLike) -> str:
    """A Hugging Face folder's revision: the hub commit of a cache snapshot, else a hash of its weights.

    A folder `.../snapshots/<40 hex>/` is a hub cache snapshot and its name is the commit. Otherwise
    the revision is the sha256 over `name:sha256` lines of its weight files, in name order.
    """
    folder = Path(folder).resolve()
    if folder.parent.name == "snapshots" and _COMMIT.match(folder.name):
        return folder.name
    weights = sorted(p for p in folder.iterdir() if p.is_file() and p.name.endswith(WEIGHT_SUFFIXES))
    h = hashlib.sha256()
    for p in weights:
        h.update(f"{p.name}:{file_sha256(p)}\n".encode())
    return h.hexdigest()
