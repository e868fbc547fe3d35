"""What the backends whose engine is a transformers model share: loading the model into a handle,
opening a `TorchSession`, and a cache that grows on demand (no context to size up front)."""

from __future__ import annotations

import copy
from typing import Any

import torch

from kvtrial.backends.base import ModelHandle, Setting
from kvtrial.backends.torch_session import TorchSession
from kvtrial.cache.spec import ORDINARY
from kvtrial.device import model_device

ENGINE = "transformers"


def ordinary_interface() -> dict[str, Any]:
    """How the ordinary branch of a transformers backend makes its cache (an admission's `interface` evidence)."""
    return {"call": "transformers.cache_utils.DynamicCache(config=model.config)", "setting": ORDINARY}

DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}


def dtype_of(name: str) -> torch.dtype:
    """The torch dtype named `name`; an error naming the allowed ones otherwise."""
    from kvtrial.errors import KvtrialError

    if name not in DTYPES:
        raise KvtrialError(f"weight precision {name!r} is not one of {', '.join(DTYPES)}")
    return DTYPES[name]


def handle_of(model: Any, loaded: Any = None) -> ModelHandle:
    """A handle over a loaded transformers model (a `LoadedModel`, or a bare model as tests hold)."""
    weight_bytes = sum(t.numel() * t.element_size() for t in model.parameters())
    config = model.config
    return ModelHandle(
        model_id=getattr(loaded, "model_id", "") or getattr(config, "_name_or_path", ""),
        source=getattr(loaded, "source", "") or "",
        revision=getattr(loaded, "revision", "") or "",
        max_context=int(getattr(loaded, "max_context", 0)
                        or config.get_text_config(decoder=True).max_position_embeddings),
        tokenizer=getattr(loaded, "tokenizer", None),
        config=config,
        device=model_device(model),
        dtype=str(model.dtype).removeprefix("torch."),
        attn_implementation=getattr(loaded, "attn_implementation", None) or config._attn_implementation,
        weight_bytes=weight_bytes,
        generation_config=getattr(model, "generation_config", None),
        model=model,
        engine=ENGINE,
    )


class TransformersEngine:
    """Mixin: load / open / context_cells for a backend that hands a cache object to a transformers model."""

    engine: str = ENGINE
    name: str = ""

    def load(self, model_ref: str, dtype: str = "float32", attn_implementation: str | None = None,
             device: str = "cpu") -> ModelHandle:
        from kvtrial.models import load_model

        kwargs = {"attn_implementation": attn_implementation} if attn_implementation else {}
        loaded = load_model(model_ref, dtype_of(dtype), device=device, **kwargs)
        return handle_of(loaded.model, loaded)

    def copy_cache(self, cache: Any) -> Any:
        """An independent copy of a filled cache (`kvtrial bench --keep-fill`): what later updates of
        either one do leaves the other as it was."""
        return copy.deepcopy(cache)

    def check_ready(self, setting: Setting) -> None:
        """Raise when this environment cannot serve `setting` (a missing optional dependency)."""

    def open(self, handle: ModelHandle | Any, setting: Setting, n_ctx: int | None = None,
             n_threads: int | None = None) -> TorchSession:
        # n_ctx: the cache grows on demand; n_threads: torch's are set for the process by the caller.
        self.check_ready(setting)
        return TorchSession(self, handle, setting)

    def context_cells(self, tokens_needed: int, max_context: int) -> int | None:
        return None
