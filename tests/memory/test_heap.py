"""The C heap policy: pinned, large blocks are their own mappings; inside `settled_heap` they come from the heap,
as in a long-running default process; afterwards the pin holds again. Observed through glibc's own count of
mapped blocks (mallinfo2().hblks), not through the calls made, in a fresh interpreter: a long-lived test process
may hold freed heap large enough to serve the block without asking the threshold at all."""

from __future__ import annotations

import ctypes
import subprocess
import sys
from pathlib import Path

import kvtrial.memory.heap as heap

BLOCK = 8 << 20  # above the pinned 128 KiB threshold, below the settled 32 MiB one


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                     "fsmblks", "uordblks", "fordblks", "keepcost")]


def _mapped_by_malloc(libc: ctypes.CDLL) -> bool:
    """Whether a fresh BLOCK-byte malloc is served by its own mapping."""
    libc.mallinfo2.restype = _MallInfo2
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    before = libc.mallinfo2().hblks
    p = libc.malloc(BLOCK)
    try:
        return libc.mallinfo2().hblks == before + 1
    finally:
        libc.free(p)


def _check_in_this_process() -> None:
    libc = heap._glibc()
    if libc is None:  # not glibc: nothing is pinned, nothing changes, and the block says so
        assert not heap.pin_heap()
        with heap.settled_heap() as changed:
            assert changed is False
        return
    assert heap.pin_heap()
    assert _mapped_by_malloc(libc)
    with heap.settled_heap() as changed:
        assert changed is True
        assert not _mapped_by_malloc(libc)
    assert _mapped_by_malloc(libc)
    assert "decode loops at glibc's settled 32 MiB" in heap.heap_policy()


def test_settled_heap_serves_large_blocks_from_the_heap_and_restores_the_pin() -> None:
    code = "import sys; sys.path.insert(0, sys.argv[1]); import test_heap; test_heap._check_in_this_process()"
    done = subprocess.run([sys.executable, "-c", code, str(Path(__file__).parent)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_settled_heap_leaves_an_unpinned_process_alone(monkeypatch) -> None:
    monkeypatch.setattr(heap, "_pinned", False)
    for name in heap.ENV:
        monkeypatch.delenv(name, raising=False)
    calls = []
    monkeypatch.setattr(heap, "_set_thresholds", lambda *a: calls.append(a) or True)
    with heap.settled_heap() as changed:
        assert changed is False
    assert calls == []
