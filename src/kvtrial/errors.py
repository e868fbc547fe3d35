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


class MaterialTooShortError(MaterialError):
    """Material asked to fit in fewer tokens than its instructions, facts and two background paragraphs take;
    `needed` is that count, by the same tokenizer and the same paragraphs as the check."""

    def __init__(self, message: str, target_tokens: int, needed: int) -> None:
        super().__init__(message)
        self.target_tokens = target_tokens
        self.needed = needed
