"""A GGUF converted once into a safetensors folder, so later loads take seconds instead of ~25 s.

transformers dequantizes GGUF weights to float on every `from_pretrained(gguf_file=...)`. The
converted copy keeps float32 weights (Q4_1 blocks dequantize exactly to float32), the
tokenizer, and a `kvtrial-conversion.json` naming the source file, its sha256 and the library
versions. It is written into a temporary folder and renamed into place only when complete, so a
killed conversion leaves nothing that looks usable.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import json
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import torch

from kvtrial.cache_dir import make_cache_dirs
from kvtrial.fsio import atomic_write
from kvtrial.models.paths import converted_dir, publish_dir

MARKER = "kvtrial-conversion.json"
# Token ids of this text must be the same from the GGUF tokenizer and from the saved copy.
_TOKENIZER_PROBE = "Hello, world! KV caches: q8_0/turbo4 — naïve café 12345.\n\tdef f(x): return x"


def cached_copy(revision: str) -> Path | None:
    """The converted folder for a source revision, if a complete one exists."""
    folder = converted_dir(revision)
    marker = folder / MARKER
    if not marker.is_file():
        return None
    try:
        if json.loads(marker.read_text()).get("source_sha256") != revision:
            return None
    except (OSError, ValueError):
        return None
    return folder


@contextlib.contextmanager
def _one_gguf_parse() -> Iterator[None]:
    """While converting, every `gguf.GGUFReader(path)` of one path is the same reader: transformers opens the file
    three times (tokenizer, config, weights), and parsing a large vocabulary's metadata in Python takes tens of
    seconds each time. The reader only reads its memory-mapped file, so sharing it changes nothing read."""
    import gguf

    original = gguf.GGUFReader
    readers: dict[tuple[str, str], Any] = {}

    def shared(path: Any, mode: Any = "r") -> Any:
        key = (str(Path(path).resolve()), mode)
        if key not in readers:
            readers[key] = original(path, mode)
        return readers[key]

    gguf.GGUFReader = shared  # type: ignore[assignment,misc]
    try:
        yield
    finally:
        gguf.GGUFReader = original  # type: ignore[misc]


def convert_gguf(gguf_path: Path, revision: str) -> Path:
    """Load the GGUF through transformers, save it as safetensors + tokenizer, publish atomically."""
    import transformers
    from transformers import AutoModelForCausalLM, AutoTokenizer

    final = converted_dir(revision)
    make_cache_dirs(final.parent)  # the cache root too: no group write, whatever the umask
    tmp = Path(tempfile.mkdtemp(dir=final.parent, prefix=f".{final.name}.partial-"))
    tmp.chmod(0o755)  # mkdtemp makes it private; the copy is an ordinary shared cache folder
    try:
        with _one_gguf_parse():
            tokenizer = AutoTokenizer.from_pretrained(gguf_path.parent, gguf_file=gguf_path.name)
            model: Any = AutoModelForCausalLM.from_pretrained(gguf_path.parent, gguf_file=gguf_path.name,
                                                              dtype=torch.float32)
        # The weights are already dequantized; these markers would make save_pretrained refuse or re-quantize.
        model.hf_quantizer = None
        model.is_quantized = False
        if hasattr(model.config, "quantization_config"):
            del model.config.quantization_config
        model.save_pretrained(tmp, safe_serialization=True)
        tokenizer.save_pretrained(tmp)
        reloaded = AutoTokenizer.from_pretrained(tmp)
        if reloaded(_TOKENIZER_PROBE)["input_ids"] != tokenizer(_TOKENIZER_PROBE)["input_ids"]:
            raise RuntimeError(f"the tokenizer saved from {gguf_path} does not reproduce the GGUF tokenizer's ids")
        record = {
            "source": str(gguf_path),
            "source_sha256": revision,
            "source_size": gguf_path.stat().st_size,
            "dtype": "float32",
            "transformers": transformers.__version__,
            "gguf": importlib.metadata.version("gguf"),
            "torch": torch.__version__,
        }
        atomic_write(tmp / MARKER, json.dumps(record, indent=2) + "\n")
        del model
        if cached_copy(revision) is not None:
            # Another process finished the same conversion meanwhile: keep theirs.
            shutil.rmtree(tmp, ignore_errors=True)
            return final
        if final.exists():
            # A leftover without a valid marker cannot be used: replace it.
            shutil.rmtree(final)
        publish_dir(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return final
