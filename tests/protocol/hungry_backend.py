"""A simulated backend whose forward pass needs far more memory on long prompts, as a large model's
activations do: on a prompt longer than KVTRIAL_TEST_HUNGRY_ABOVE tokens it first fills
KVTRIAL_TEST_HUNGRY_MIB MiB (every page written, so a memory cap sees all of it); with
KVTRIAL_TEST_HUNGRY_LOAD_MIB set, loading fills that much before the model. Registered as
`test-hungry` when KVTRIAL_BACKEND_PLUGINS names this module; its settings are native's."""

from __future__ import annotations

import os
from typing import Any

import torch

from kvtrial.backends import BACKENDS
from kvtrial.backends.native import NativeBackend

HUNGRY_ABOVE_ENV = "KVTRIAL_TEST_HUNGRY_ABOVE"
HUNGRY_MIB_ENV = "KVTRIAL_TEST_HUNGRY_MIB"
HUNGRY_LOAD_MIB_ENV = "KVTRIAL_TEST_HUNGRY_LOAD_MIB"


def _eat(module: Any, args: tuple, kwargs: dict) -> None:
    ids = kwargs.get("input_ids")
    if ids is not None and ids.shape[-1] > int(os.environ.get(HUNGRY_ABOVE_ENV, "0")):
        torch.ones(int(os.environ.get(HUNGRY_MIB_ENV, "0")) * 2**20, dtype=torch.uint8)


class HungryBackend(NativeBackend):
    name = "test-hungry"

    def load(self, *args: Any, **kwargs: Any) -> Any:
        if os.environ.get(HUNGRY_LOAD_MIB_ENV):
            torch.ones(int(os.environ[HUNGRY_LOAD_MIB_ENV]) * 2**20, dtype=torch.uint8)
        handle = super().load(*args, **kwargs)
        handle.model.register_forward_pre_hook(_eat, with_kwargs=True)
        return handle


if "test-hungry" not in BACKENDS:
    BACKENDS.add("test-hungry", HungryBackend())
