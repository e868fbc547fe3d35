"""Reading a JSON file a user hands kvtrial: one clear error for every way it can be unreadable."""

from __future__ import annotations

import json
import os
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.inputs import InputKind, read_input_text


def read_json(path: str | os.PathLike[str], what: str, error: type[KvtrialError] = KvtrialError,
              kind: InputKind = InputKind.DOCUMENT) -> Any:
    """The JSON value in `path`; `error` naming `what` the file should be when it is missing, not a regular
    file, larger than `kind` allows, not UTF-8, not JSON, or nested deeper than Python's parser can follow
    (a crafted file). Read by `inputs.read_input_text`, the one reader of user-named files."""
    shown = os.fspath(path)
    text = read_input_text(path, what, kind, error)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"{what} {shown!r} is not JSON: {exc}") from None
    except RecursionError:
        raise error(f"{what} {shown!r} is nested too deeply to read; it is not a file kvtrial wrote") from None
