"""Loading a model by name: the model, its tokenizer, and the facts a run record needs about them."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from kvtrial.cache.attention import ATTENTION_NAME, register_kvtrial_attention
from kvtrial.device import check_device, model_device
from kvtrial.errors import KvtrialError, ModelNotFoundError
from kvtrial.models.convert import cached_copy, convert_gguf
from kvtrial.models.reading import check_layer_types, model_read
from kvtrial.models.registry import DEFAULT_MODEL
from kvtrial.models.revision import file_sha256, folder_revision
from kvtrial.models.sources import ModelSource, resolve_model


@dataclass
class LoadedModel:
    """A loaded model and its provenance. dtype, attn_implementation and device are read back from the model."""

    model: Any
    tokenizer: Any
    model_id: str
    revision: str
    source: str
    max_context: int
    dtype: torch.dtype
    attn_implementation: str
    device: str
    loaded_from: str = ""  # the folder the weights were read from (the converted copy for a GGUF)
    converted: bool = False  # True when this call converted the GGUF (first load)
    load_seconds: float = 0.0

    @property
    def config(self) -> Any:
        return self.model.config


@dataclass(frozen=True)
class ModelInfo:
    """Cheap metadata: read from the config only, no weights loaded."""

    model_id: str
    kind: str
    source: str
    revision: str
    model_type: str
    num_layers: int
    num_attention_heads: int
    num_kv_heads: int
    head_dim: int
    max_context: int
    vocab_size: int
    converted_copy: str | None


def source_revision(source: ModelSource) -> str:
    """sha256 of a GGUF file, the commit or weight hash of a folder; hub ids resolve at load time."""
    if source.kind == "gguf":
        return file_sha256(source.path)
    if source.kind == "folder":
        return folder_revision(source.path)
    return ""


def load_model(
    model_id: str = DEFAULT_MODEL,
    dtype: torch.dtype = torch.float32,
    attn_implementation: str = ATTENTION_NAME,
    device: str = "cpu",
) -> LoadedModel:
    """Load a model by short id, GGUF path, Hugging Face folder or hub id, in eval mode on `device`.

    The default attention is `kvtrial`: SDPA that reads rotated (turbo) caches in their own basis
    instead of un-rotating every stored token per step; for any other cache it is plain SDPA.
    """
    device = check_device(device)  # before any weights are read: a missing GPU is one clear error
    if attn_implementation == ATTENTION_NAME:
        register_kvtrial_attention()
    start = time.perf_counter()
    source = resolve_model(model_id)
    revision = source_revision(source)
    converted = False
    if source.kind == "gguf":
        folder = cached_copy(revision)
        with model_read(source.location):
            if folder is None:
                folder = convert_gguf(source.path, revision)
                converted = True
            model, tokenizer = _from_folder(str(folder), dtype, attn_implementation)
        loaded_from = str(folder)
    elif source.kind == "folder":
        check_layer_types(source.location)
        with model_read(source.location):
            model, tokenizer = _from_folder(source.location, dtype, attn_implementation)
        loaded_from = source.location
    else:
        model, tokenizer, loaded_from = _from_hub(source.location, dtype, attn_implementation)
        revision = folder_revision(loaded_from)
    model = model.to(device).eval()
    effective_attn = model.config._attn_implementation
    if effective_attn != attn_implementation:
        raise KvtrialError(
            f"asked for attention implementation {attn_implementation!r} but the model uses {effective_attn!r}"
        )
    return LoadedModel(
        model=model, tokenizer=tokenizer, model_id=model_id, revision=revision, source=source.location,
        max_context=int(model.config.get_text_config(decoder=True).max_position_embeddings),
        dtype=model.dtype, attn_implementation=effective_attn, device=model_device(model),
        loaded_from=loaded_from, converted=converted, load_seconds=time.perf_counter() - start,
    )


def _from_folder(folder: str, dtype: torch.dtype, attn_implementation: str, **kwargs: Any) -> tuple[Any, Any]:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(folder, **kwargs)
    model = AutoModelForCausalLM.from_pretrained(folder, dtype=dtype, attn_implementation=attn_implementation, **kwargs)
    return model, tokenizer


def _from_hub(hub_id: str, dtype: torch.dtype, attn_implementation: str) -> tuple[Any, Any, str]:
    """Load from the local hub cache if it has the model, else from the hub; a clear error when unreachable."""
    try:
        model, tokenizer = _from_folder(hub_id, dtype, attn_implementation, local_files_only=True)
        return model, tokenizer, _hub_snapshot(hub_id)
    except (OSError, ValueError):
        pass
    # One quick probe first: a full from_pretrained retries every file for a long time when offline.
    reason = _hub_unreachable(hub_id)
    if reason is None:
        try:
            model, tokenizer = _from_folder(hub_id, dtype, attn_implementation)
            return model, tokenizer, _hub_snapshot(hub_id)
        except (OSError, ValueError) as exc:
            reason = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
    raise ModelNotFoundError(
        f"hub model {hub_id!r} is not in the local Hugging Face cache and could not be fetched ({reason}). "
        f"Use the embedded default '{DEFAULT_MODEL}', a local .gguf file, or a local Hugging Face model folder."
    )


def _hub_unreachable(hub_id: str) -> str | None:
    """Why the hub cannot serve `hub_id` (offline mode, no network, no such repository), or None if it can."""
    import huggingface_hub
    from huggingface_hub import constants

    if constants.HF_HUB_OFFLINE:
        return "HF_HUB_OFFLINE is set"
    try:
        huggingface_hub.HfApi().model_info(hub_id, timeout=10)
    except Exception as exc:  # noqa: BLE001 - network, HTTP and auth errors all mean "cannot load it here"
        first = str(exc).splitlines()[0] if str(exc) else ""
        return f"{type(exc).__name__}: {first}"
    return None


def _hub_config(hub_id: str) -> Any:
    """A hub model's config: the local Hugging Face cache first, then one quick probe of the hub, so an
    offline machine fails at once (not after the hub client's retries) with what was tried."""
    from huggingface_hub import constants
    from transformers import AutoConfig

    try:
        return AutoConfig.from_pretrained(hub_id, local_files_only=True)
    except (OSError, ValueError):
        pass
    reason = _hub_unreachable(hub_id)
    if reason is None:
        try:
            return AutoConfig.from_pretrained(hub_id)
        except (OSError, ValueError) as exc:
            reason = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
    raise ModelNotFoundError(
        f"hub model {hub_id!r}: tried the local Hugging Face cache ({constants.HF_HUB_CACHE}), which has no copy, "
        f"and the hub, which could not serve it ({reason}). Use the embedded default '{DEFAULT_MODEL}', a local "
        ".gguf file, or a local Hugging Face model folder."
    )


def _hub_snapshot(hub_id: str) -> str:
    from transformers.utils import cached_file

    config = cached_file(hub_id, "config.json", local_files_only=True)
    if config is None:
        raise ModelNotFoundError(f"hub model {hub_id!r} has no config.json in the local Hugging Face cache")
    return str(Path(config).parent)


def model_info(model_id: str = DEFAULT_MODEL) -> ModelInfo:
    """Architecture and context length of a model without loading its weights."""
    from transformers import AutoConfig

    from kvtrial.cache.model_config import head_dim

    source = resolve_model(model_id)
    revision = source_revision(source)
    copy = cached_copy(revision) if source.kind == "gguf" else None
    if source.kind == "folder":
        check_layer_types(source.location)
    with model_read(source.location):
        if source.kind == "gguf" and copy is None:
            config = AutoConfig.from_pretrained(source.path.parent, gguf_file=source.path.name)
        elif source.kind == "hub":
            config = _hub_config(source.location)
        else:
            config = AutoConfig.from_pretrained(copy or source.location)
    text = config.get_text_config(decoder=True)
    heads = text.num_attention_heads
    return ModelInfo(
        model_id=model_id, kind=source.kind, source=source.location, revision=revision,
        model_type=config.model_type, num_layers=text.num_hidden_layers, num_attention_heads=heads,
        num_kv_heads=getattr(text, "num_key_value_heads", None) or heads,
        head_dim=head_dim(config),
        max_context=text.max_position_embeddings, vocab_size=text.vocab_size,
        converted_copy=str(copy) if copy else None,
    )
