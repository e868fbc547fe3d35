"""Reading a JSON file a user hands kvtrial: one clear error for every way it can be unreadable."""

from __future__ import annotations

import json
import os
from typing import Any

from kvtrial.errors import KvtrialError


def read_json(path: str | os.PathLike[str], what: str, error: type[KvtrialError] = KvtrialError) -> Any:
    """The JSON value in `path`; `error` naming `what` the file should be when it is missing, not a file,
    not UTF-8, not JSON, or nested deeper than Python's parser can follow (a crafted file)."""
    shown = os.fspath(path)
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise error(f"cannot read {what} {shown!r}: it does not exist") from None
    except IsADirectoryError:
        raise error(f"{what} {shown!r} is a folder; give the file") from None
    except UnicodeDecodeError:
        raise error(f"{what} {shown!r} is not UTF-8 text (is it the right file?)") from None
    except OSError as exc:
        raise error(f"cannot read {what} {shown!r}: {exc.strerror or exc}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"{what} {shown!r} is not JSON: {exc}") from None
    except RecursionError:
        raise error(f"{what} {shown!r} is nested too deeply to read; it is not a file kvtrial wrote") from None
