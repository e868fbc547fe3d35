"""Tiny random models of the family table (`tests.cache.families`) saved as local Hugging Face
folders with a tokenizer, so commands and workers load them by path like a user's own model."""

from __future__ import annotations

from pathlib import Path

import torch
import transformers

from tests.cache.families import COMMON, FAMILIES, Family


def family(name: str) -> Family:
    return next(f for f in FAMILIES if f.name == name)


def save_family_folder(name: str, folder: Path, tokenizer, seed: int = 7, **overrides) -> Path:
    """The family's tiny config (with `overrides`, e.g. a vocabulary matching `tokenizer`), random
    weights, saved with `tokenizer` into `folder`."""
    fam = family(name)
    config = getattr(transformers, fam.config_class)(**{**COMMON, **fam.params, **overrides})
    torch.manual_seed(seed)
    model = getattr(transformers, fam.model_class)(config).eval()
    folder.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder
