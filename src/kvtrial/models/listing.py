"""The short model ids as `kvtrial models` lists them: what each resolves to and whether it is converted."""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.errors import KvtrialError
from kvtrial.models.convert import cached_copy
from kvtrial.models.registry import MODELS
from kvtrial.models.revision import file_sha256
from kvtrial.models.sources import NotAssembledError, assembled_dir, embedded_gguf_path


@dataclass(frozen=True)
class ModelEntry:
    """One short id. `source` is None and `problem` says why when the id does not resolve here."""

    model_id: str
    description: str
    licence: str
    convert_time: str
    source: str | None
    revision: str | None
    converted_copy: str | None
    problem: str | None
    pending: str | None = None  # what the first use will do first (assemble the file), when not done yet


def model_entries() -> list[ModelEntry]:
    """Every short id, resolved without loading any weights (the GGUF is hashed once, then remembered).
    Listing never assembles a chunked model: one not assembled yet is listed with that as its problem."""
    out = []
    for model_id in MODELS:
        entry = MODELS.get(model_id)
        try:
            path = embedded_gguf_path(model_id, entry, assemble=False)
        except NotAssembledError:
            final = assembled_dir() / entry.filename
            out.append(ModelEntry(model_id, entry.description, entry.licence, entry.convert_time, str(final), None,
                                  None, None, f"assembled into {final} on first use"))
            continue
        except KvtrialError as exc:
            out.append(ModelEntry(model_id, entry.description, entry.licence, entry.convert_time, None, None, None,
                                  str(exc)))
            continue
        revision = file_sha256(path)
        copy = cached_copy(revision)
        out.append(ModelEntry(model_id, entry.description, entry.licence, entry.convert_time, str(path), revision,
                              str(copy) if copy else None, None))
    return out
