"""Model handles shared by the backends of one engine: one load per engine, on first use."""

from __future__ import annotations

from collections.abc import Iterable

from kvtrial.backends.base import Backend, ModelHandle


class ModelHandles:
    """The handles of one model (as `model_ref`, dtype, attention, device name it) per engine.

    `for_backend(b)` loads the model through `b.load` the first time an engine is asked for and
    hands the same handle to every later backend of that engine; `preloaded` handles count as loaded."""

    def __init__(self, model_ref: str, dtype: str = "float32", attn_implementation: str | None = None,
                 device: str = "cpu", preloaded: Iterable[ModelHandle] = ()) -> None:
        self.model_ref, self.dtype, self.attn_implementation, self.device = model_ref, dtype, attn_implementation, device
        self._by_engine: dict[str, ModelHandle] = {h.engine: h for h in preloaded}

    @classmethod
    def of(cls, handle: ModelHandle) -> ModelHandles:
        """Handles of an already loaded model (other engines load from its source)."""
        return cls(handle.source or handle.model_id, handle.dtype, handle.attn_implementation, handle.device, [handle])

    def for_backend(self, backend: Backend) -> ModelHandle:
        if backend.engine not in self._by_engine:
            self._by_engine[backend.engine] = backend.load(self.model_ref, self.dtype, self.attn_implementation,
                                                           self.device)
        return self._by_engine[backend.engine]

    def loaded(self) -> list[ModelHandle]:
        return list(self._by_engine.values())
