"""Third-party progress bars and warnings stay off the terminal unless --verbose asks for them."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings

from typer.testing import CliRunner

from kvtrial import cli

PROBE = """
import sys
from kvtrial.quiet import set_verbosity
set_verbosity({verbose})
import transformers, tqdm
print(transformers.utils.logging.is_progress_bar_enabled(), tqdm.tqdm(range(3)).disable)
"""


def _probe(verbose: bool, env: dict[str, str]) -> str:
    # a fresh interpreter: the switches are read when the libraries are imported
    return subprocess.run([sys.executable, "-c", PROBE.format(verbose=verbose)], capture_output=True, text=True,
                          env=env, check=True).stdout.split()


def test_library_progress_bars_are_off_by_default_and_on_with_verbose():
    base = {k: v for k, v in os.environ.items()
            if not k.startswith(("HF_HUB_", "TRANSFORMERS_", "TQDM_", "KVTRIAL_VERBOSE"))}
    assert _probe(False, base) == ["False", "True"]  # transformers' bars off; any other tqdm bar disabled
    assert _probe(True, base) == ["True", "False"]


def test_already_imported_libraries_are_told_directly(monkeypatch):
    import transformers

    from kvtrial.quiet import QUIET_ENV, set_verbosity

    monkeypatch.delenv("KVTRIAL_VERBOSE", raising=False)
    for key, value in QUIET_ENV.items():  # monkeypatch then undoes what set_verbosity sets
        monkeypatch.setenv(key, value)
    level = transformers.utils.logging.get_verbosity()
    transformers.utils.logging.enable_progress_bar()
    try:
        with warnings.catch_warnings():
            set_verbosity(False)
        assert not transformers.utils.logging.is_progress_bar_enabled()
    finally:
        transformers.utils.logging.enable_progress_bar()
        transformers.utils.logging.set_verbosity(level)


def test_the_root_command_takes_verbose():
    result = CliRunner().invoke(cli.app, ["--help"])
    assert "--verbose" in result.output
