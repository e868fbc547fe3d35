"""A deadline for code that could block (an open() of a FIFO waiting for a writer, a read of a device that never
ends): the test fails after `seconds` instead of hanging the suite."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator

import pytest


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def expire(signum, frame):
        pytest.fail(f"still waiting after {seconds} s")  # not an OSError, which the code under test may catch

    old = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
