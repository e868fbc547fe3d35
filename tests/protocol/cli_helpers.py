"""Run the kvtrial CLI in this process and capture its exit code and output."""

from __future__ import annotations

import sys

import pytest


def kvtrial(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    from kvtrial.cli import main

    old = sys.argv
    sys.argv = ["kvtrial", *map(str, args)]
    code = 0
    try:
        main()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    finally:
        sys.argv = old
    out = capsys.readouterr()
    return code, out.out, out.err
