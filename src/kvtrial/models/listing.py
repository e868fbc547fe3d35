"""The short model ids as `kvtrial models` lists them: what each resolves to and whether it is converted."""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.errors import KvtrialError
from kvtrial.models.convert import cached_copy
from kvtrial.models.registry import MODELS
from kvtrial.models.revision import file_sha256
from kvtrial.models.sources import resolve_model


@dataclass(frozen=True)
class ModelEntry:
    """One short id. `source` is None and `problem` says why when the id does not resolve here."""

    model_id: str
    description: str
    source: str | None
    revision: str | None
    converted_copy: str | None
    problem: str | None


def model_entries() -> list[ModelEntry]:
    """Every short id, resolved without loading any weights (the GGUF is hashed once, then remembered)."""
    out = []
    for model_id in MODELS:
        entry = MODELS.get(model_id)
        try:
            source = resolve_model(model_id)
        except KvtrialError as exc:
            out.append(ModelEntry(model_id, entry.description, None, None, None, str(exc)))
            continue
        revision = file_sha256(source.path)
        copy = cached_copy(revision)
        out.append(ModelEntry(model_id, entry.description, source.location, revision,
                              str(copy) if copy else None, None))
    return out
