"""Models by short id, GGUF path, Hugging Face folder or hub id; the embedded default is SmolLM2-135M."""

from kvtrial.models.load import LoadedModel, ModelInfo, load_model, model_info, source_revision
from kvtrial.models.paths import CACHE_ENV, cache_root
from kvtrial.models.registry import DEFAULT_MODEL, MODELS
from kvtrial.models.sources import ModelSource, resolve_model

__all__ = [
    "CACHE_ENV", "DEFAULT_MODEL", "LoadedModel", "MODELS", "ModelInfo", "ModelSource", "cache_root", "load_model",
    "model_info", "resolve_model", "source_revision",
]
