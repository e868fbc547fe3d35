"""How torch's idle threads wait: spinning for the commands that time requests, sleeping for the rest.

OpenMP's threads spin between parallel regions by default. On a quiet machine that shaves a little off
every region; on a machine with anything else running (a build, a second model, a browser) the spinning
threads take the cores the working ones need, and a command slows down several-fold: `kvtrial plan` took
93 s against 26 s with sleeping threads on a 2-core machine with a background load (2026-12-02). Commands
that measure speed (`run`, `bench`, admission, the baseline, the demo) keep the default, so their figures
are what a user's own process gets; every other command lets idle threads sleep. A value the user exports
is kept, and the choice is read before torch loads (libgomp reads it once, at start).
"""

from __future__ import annotations

import os

WAIT_ENV = "OMP_WAIT_POLICY"
# Commands whose figures include time: their processes (and the workers they start) keep OpenMP's default.
TIMING_COMMANDS = frozenset({"run", "bench", "admit", "baseline", "rollback", "demo"})
# Set once a timing command runs in this process, so the commands a demo runs in-process keep the default too.
_TIMING_MARK = "KVTRIAL_TIMING_PROCESS"


def set_wait_policy(command: str | None) -> None:
    """Let idle torch threads sleep unless `command` times requests (or one already runs in this process)."""
    if command in TIMING_COMMANDS:
        os.environ[_TIMING_MARK] = "1"
        return
    if command is None or os.environ.get(_TIMING_MARK):
        return
    os.environ.setdefault(WAIT_ENV, "PASSIVE")
