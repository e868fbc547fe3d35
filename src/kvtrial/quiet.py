"""What reaches the terminal: kvtrial's own lines, not the progress bars and warnings of the libraries it loads.

Hugging Face's "Loading weights: 100%|…" bars, tokenizer advisories and library warnings interleave with
kvtrial's output in every command that loads a model; they say nothing a kvtrial user acts on. They are
switched off through the libraries' own environment switches (read when the libraries are imported, which
every command does lazily, after this runs) unless `kvtrial --verbose` asks for them. Measurement workers
write everything to their raw logs either way.
"""

from __future__ import annotations

import os
import sys
import warnings

VERBOSE_ENV = "KVTRIAL_VERBOSE"
# Each library's own switch; setdefault keeps a value the user exported.
QUIET_ENV = {
    "HF_HUB_DISABLE_PROGRESS_BARS": "1",  # huggingface_hub, and transformers' bars (its logging reads this flag)
    "TRANSFORMERS_VERBOSITY": "error",
    "TRANSFORMERS_NO_ADVISORY_WARNINGS": "1",
    "TQDM_DISABLE": "1",  # any other tqdm bar (tqdm reads TQDM_* defaults from the environment)
}
# Libraries whose Python warnings are hidden (matched on the warning's module).
QUIET_MODULES = r"(transformers|torch|huggingface_hub|gguf|optimum|hqq|accelerate|tokenizers|ray)(\..*)?$"


def set_verbosity(verbose: bool) -> None:
    """Hide third-party progress bars and warnings unless `verbose` (or KVTRIAL_VERBOSE=1 is set)."""
    if verbose or os.environ.get(VERBOSE_ENV) == "1":
        os.environ[VERBOSE_ENV] = "1"
        return
    for key, value in QUIET_ENV.items():
        os.environ.setdefault(key, value)
    warnings.filterwarnings("ignore", module=QUIET_MODULES)
    # A library imported before this ran has read its switch already: tell it directly.
    if "huggingface_hub" in sys.modules:
        sys.modules["huggingface_hub"].utils.disable_progress_bars()
    if "transformers" in sys.modules:
        logging = sys.modules["transformers"].utils.logging
        logging.disable_progress_bar()
        logging.set_verbosity_error()
