"""Reading a model's files: a folder's config checked before transformers sees it, and any failure of
the reading itself (a damaged or cut-short GGUF, a config transformers rejects) turned into one error
naming the model, what is wrong and what to do."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError, UnsupportedModelError


class ModelReadError(KvtrialError, ValueError):
    """A model file or folder that cannot be read (damaged, cut short, or not a model)."""


def check_layer_types(folder: str | Path) -> None:
    """A folder whose config.json names a layer type kvtrial does not serve is refused here, with the
    type and the served types, before transformers' own config checks fail on it in their words."""
    from kvtrial.cache.layer_types import SERVED_LAYER_TYPES
    from kvtrial.jsonfile import read_json

    path = Path(folder) / "config.json"
    if not path.is_file():
        return  # transformers says what is missing, inside `model_read`
    config = read_json(path, "model config", ModelReadError)
    if not isinstance(config, dict):
        raise ModelReadError(f"model config {str(path)!r} is not a JSON object; give the folder of a model")
    for where, section in (("", config), ("text_config.", config.get("text_config"))):
        if not isinstance(section, dict):
            continue
        types: Any = section.get("layer_types")
        if types is None:
            continue
        if not isinstance(types, list) or not all(isinstance(t, str) for t in types):
            raise ModelReadError(f"model config {str(path)!r}: {where}layer_types must be a list of layer type "
                                 f"names; served layer types: {', '.join(SERVED_LAYER_TYPES)}")
        unknown = sorted(set(types) - set(SERVED_LAYER_TYPES))
        if unknown:
            raise UnsupportedModelError(
                f"model config {str(path)!r} names {', '.join(map(repr, unknown))} layers, which kvtrial caches do "
                f"not serve; served layer types: {', '.join(SERVED_LAYER_TYPES)}")
        # transformers refuses a list of another length in its own validator's words; say what is wrong
        layers = section.get("num_hidden_layers", config.get("num_hidden_layers"))
        if isinstance(layers, int) and not isinstance(layers, bool) and len(types) != layers:
            raise ModelReadError(f"model config {str(path)!r}: {where}layer_types gives {len(types)} layer types for "
                                 f"{layers} layers ({where}num_hidden_layers); give one type per layer")


@contextmanager
def model_read(where: str | Path) -> Iterator[None]:
    """Any failure while the model at `where` is read becomes one ModelReadError naming it."""
    try:
        yield
    except (KvtrialError, MemoryError):
        raise
    except Exception as exc:  # noqa: BLE001 - the readers raise struct, numpy, json, config and key errors alike
        first = (str(exc).strip().splitlines() or [""])[0][:300]
        raise ModelReadError(
            f"cannot read the model {str(where)!r} ({type(exc).__name__}: {first}): the file is damaged, cut short "
            "or not a model transformers can load; download or convert it again, or give another model") from None
