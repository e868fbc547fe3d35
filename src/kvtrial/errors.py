"""User-facing errors: one clear message naming what is wrong and what is allowed."""


class KvtrialError(Exception):
    """An error the user can fix; the CLI prints its message alone, without a traceback."""


class UnknownNameError(KvtrialError, KeyError):
    """A name that is not in a registry."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0])


class SpecError(KvtrialError, ValueError):
    """A malformed cache setting string or option."""


class UnsupportedModelError(KvtrialError, ValueError):
    """A model (architecture, head dimension, layer type) a cache cannot serve."""


class ModelNotFoundError(KvtrialError, FileNotFoundError):
    """A model id or path that does not resolve to something loadable."""


class CorpusError(KvtrialError, ValueError):
    """A corpus that cannot be read or is too short."""


class MaterialError(KvtrialError, ValueError):
    """Fact-check material that cannot be built as asked (target too short, bad positions)."""
