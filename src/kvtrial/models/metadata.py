"""Cheap access to a model's config and tokenizer (no weights) and the tokenizer's revision."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from kvtrial.errors import ModelNotFoundError


def _from_model(model_id: str, auto_class: Any, what: str) -> Any:
    """`auto_class.from_pretrained` on a model's config/tokenizer files (the converted copy of a GGUF when
    one exists), without loading weights."""
    from kvtrial.models import resolve_model, source_revision
    from kvtrial.models.convert import cached_copy

    source = resolve_model(model_id)
    if source.kind == "gguf":
        copy = cached_copy(source_revision(source))
        if copy is not None:
            return auto_class.from_pretrained(copy)
        return auto_class.from_pretrained(source.path.parent, gguf_file=source.path.name)
    try:
        return auto_class.from_pretrained(source.location)
    except (OSError, ValueError) as exc:
        raise ModelNotFoundError(f"model {model_id!r}: cannot {what} ({exc})") from exc


def model_config(model_id: str) -> Any:
    """The transformers config of a model (short id, GGUF path or folder) without loading weights."""
    from transformers import AutoConfig

    return _from_model(model_id, AutoConfig, "read its config")


def load_tokenizer(model_id: str) -> Any:
    """The model's tokenizer alone (from the converted copy of a GGUF when one exists)."""
    from transformers import AutoTokenizer

    return _from_model(model_id, AutoTokenizer, "load its tokenizer")


def tokenizer_revision(tokenizer: Any) -> str:
    """sha256 of what decides token ids: the vocabulary, merges/normalizer (backend JSON), special
    tokens and chat template. Independent of where the tokenizer files live."""
    backend = getattr(tokenizer, "backend_tokenizer", None)
    state = {
        "class": type(tokenizer).__name__,
        "backend": json.loads(backend.to_str()) if backend is not None else sorted(tokenizer.get_vocab().items()),
        "special": {k: str(v) for k, v in sorted(tokenizer.special_tokens_map.items())},
        "chat_template": getattr(tokenizer, "chat_template", None),
    }
    return hashlib.sha256(json.dumps(state, sort_keys=True, default=str).encode()).hexdigest()


def format_prompt(tokenizer: Any, prompt: str) -> str:
    """The formatted input: the chat template with one user turn when the tokenizer has one, else the prompt."""
    if getattr(tokenizer, "chat_template", None):
        return tokenizer.apply_chat_template([{"role": "user", "content": prompt}], tokenize=False,
                                             add_generation_prompt=True)
    return prompt


def encode(tokenizer: Any, formatted: str) -> list[int]:
    """Token ids of the formatted input (the template already holds any special tokens it needs)."""
    has_template = bool(getattr(tokenizer, "chat_template", None))
    return list(tokenizer(formatted, add_special_tokens=not has_template)["input_ids"])


@dataclass(frozen=True)
class ModelFiles:
    """A model's tokenizer, config and weight source without its weights in torch: what a worker
    needs when another engine (llama.cpp) runs the weights itself. Has the `LoadedModel` fields
    a backend's `open` reads (`source`, `max_context`, `revision`, `tokenizer`, `config`)."""

    model_id: str
    source: str
    revision: str
    max_context: int
    tokenizer: Any
    config: Any
    generation_config: Any  # for the end-of-sequence ids, as transformers' generate reads them
    attn_implementation: str = "engine's own"


def model_files(model_id: str) -> ModelFiles:
    from transformers import GenerationConfig

    from kvtrial.models import model_info

    info = model_info(model_id)
    config = model_config(model_id)
    return ModelFiles(model_id, info.source, info.revision, int(info.max_context), load_tokenizer(model_id), config,
                      GenerationConfig.from_model_config(config))
