"""The torch-free table of format names holds the registered formats' names and traits, field by field."""

from __future__ import annotations

import subprocess
import sys

from kvtrial.cache.format_names import FORMAT_NAMES
from kvtrial.cache.formats import FORMATS
from kvtrial.cache.formats.plain import PlainFormat


def test_every_registered_format_is_named_with_its_traits() -> None:
    assert FORMAT_NAMES.names() == FORMATS.names()
    for name in FORMATS.names():
        fmt, named = FORMATS.get(name), FORMAT_NAMES.get(name)
        assert (named.plain, named.turbo, named.nominal_bits) == (isinstance(fmt, PlainFormat), fmt.is_turbo,
                                                                  fmt.nominal_bits), name


def test_the_setting_grammar_loads_no_tensor_library() -> None:
    code = "import sys, kvtrial.cache.spec as s; s.parse_spec('q8_0/turbo4:window=64'); print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "False"
