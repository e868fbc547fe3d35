"""The C heap's policy for measured processes: large blocks go back to the system when freed.

glibc serves a block above its mmap threshold (128 KiB at start) with its own mapping, returned to
the system on free; but each time such a block is freed it raises the threshold to that block's
size (up to 32 MiB on 64-bit), so a process that once freed a 9 MiB activation serves every later
block up to 9 MiB from its heap, whose freed middle stays resident. A measured process's peak then
depends on what ran before (hundreds of MiB between two runs of one setting) and the KV cache's
saving disappears in what the heap keeps. Pinning the threshold (mallopt, which also turns the
rise off) and trimming the heap between requests make resident memory follow live tensors.

Workers get the policy from their environment (glibc reads MALLOC_*_ before the first allocation);
a command measuring in its own process calls `pin_heap()` first. Elsewhere (macOS, musl) the calls
do nothing and `heap_policy()` says so, so a reading never claims a policy that did not apply.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
import os
from collections.abc import Iterator
from enum import StrEnum

# glibc's own starting threshold, kept from rising (mallopt parameter numbers from malloc.h).
MMAP_THRESHOLD_BYTES = 128 * 1024
# The ceiling glibc's threshold rises to by itself on 64-bit (DEFAULT_MMAP_THRESHOLD_MAX, malloc.c), and the trim
# threshold it sets beside it (twice the mmap threshold): what a long-running default process settles at.
SETTLED_MMAP_THRESHOLD_BYTES = 32 * 1024 * 1024
SETTLED_TRIM_THRESHOLD_BYTES = 2 * SETTLED_MMAP_THRESHOLD_BYTES
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3
ENV = {"MALLOC_MMAP_THRESHOLD_": str(MMAP_THRESHOLD_BYTES), "MALLOC_TRIM_THRESHOLD_": str(MMAP_THRESHOLD_BYTES)}


class HeapChoice(StrEnum):
    """The heap policy a timing command runs under: glibc's own (what a user's process does), or pinned (so that
    memory readings follow live tensors; it makes a cache that reallocates every step, as transformers' ordinary
    cache does, fault fresh pages on every step and decode up to about 2x slower)."""

    DEFAULT = "default"
    PINNED = "pinned"


@functools.cache
def _glibc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    if not name:
        return None
    try:
        libc = ctypes.CDLL(name)
        libc.gnu_get_libc_version  # noqa: B018  (present in glibc only)
    except (OSError, AttributeError):
        return None
    return libc


_pinned = False


def pin_heap() -> bool:
    """Pin this process's mmap and trim thresholds (glibc); False where the C library is not glibc."""
    global _pinned
    libc = _glibc()
    if libc is None:
        return False
    ok = _set_thresholds(MMAP_THRESHOLD_BYTES, MMAP_THRESHOLD_BYTES)
    _pinned = _pinned or ok
    return ok


def _set_thresholds(mmap_bytes: int, trim_bytes: int) -> bool:
    libc = _glibc()
    return libc is not None and bool(libc.mallopt(_M_MMAP_THRESHOLD, mmap_bytes)) and bool(
        libc.mallopt(_M_TRIM_THRESHOLD, trim_bytes))


def _is_pinned() -> bool:
    return _pinned or all(os.environ.get(k) == v for k, v in ENV.items())


@contextlib.contextmanager
def settled_heap() -> Iterator[bool]:
    """A pinned process's heap as a long-running default process has it, for the block inside (a decode loop).

    A cache that reallocates its tensors every step (transformers' ordinary cache) gets fresh, page-faulted
    mappings on every step under the pinned policy, and decodes up to about 2x slower than in a user's process;
    inside this block its blocks come from the heap, as they do there. Afterwards the pin is restored and the
    heap trimmed. Yields whether the thresholds were changed (False: not pinned, or not glibc)."""
    changed = _is_pinned() and _set_thresholds(SETTLED_MMAP_THRESHOLD_BYTES, SETTLED_TRIM_THRESHOLD_BYTES)
    try:
        yield changed
    finally:
        if changed:
            _set_thresholds(MMAP_THRESHOLD_BYTES, MMAP_THRESHOLD_BYTES)
            trim_heap()


def trim_heap() -> None:
    """Give the heap's free pages back to the system (between requests; no-op off glibc)."""
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


def heap_env() -> dict[str, str]:
    """Environment entries that give a child process the same policy from its first allocation."""
    return dict(ENV) if _glibc() is not None else {}


def heap_policy() -> str:
    """What this process's heap does with freed large blocks, as a reading names it."""
    if _glibc() is None:
        return "the C library's default (not glibc: thresholds not pinned)"
    if _is_pinned():
        return (f"glibc, mmap threshold pinned at {MMAP_THRESHOLD_BYTES // 1024} KiB (decode loops at glibc's settled "
                f"{SETTLED_MMAP_THRESHOLD_BYTES // 2**20} MiB), heap trimmed between requests")
    return "glibc defaults (mmap threshold rises with freed blocks)"
