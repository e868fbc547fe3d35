"""Terminal control out of text a person reads in a terminal or a file they `cat`: names from records, reasons,
a model's output. An escape sequence there could move the cursor, retitle the window or hide the text around it."""

from __future__ import annotations

import re

# ESC sequences (CSI, OSC, two-character) first, then any C0/C1 control character left but tab and newline.
CONTROLS = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)?|\x1b[@-_]|[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def strip_controls(text: str) -> str:
    """`text` without escape sequences and control characters (tabs and newlines stay)."""
    return CONTROLS.sub("", text)
