"""A memo for the grader's pure readers of a text under a language's description (`Forms`, `Layout`).

Grading asks the same questions of the same line many times (each rule reads the dates, citations or heading of a
claim again), and the answer depends on the text and the description alone. The descriptions are frozen dataclasses
holding mappings, so they do not hash: the memo keys on the description's identity and keeps the description beside
the answer, so an identity reused by a later object can never return an earlier object's answer."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar, cast

F = TypeVar("F", bound=Callable[..., Any])

# entries per reader before the memo starts afresh: a brief reads a few thousand distinct texts, a long-running
# process (the review server) grades brief after brief, so the memo is bounded and simply cleared when full
_LIMIT = 1 << 14


def by_text(fresh: Callable[[Any], Any] | None = None) -> Callable[[F], F]:
    """Memoise `reader(text, description)`. `fresh` copies an answer the caller may change (a list, a set): each
    call then gets its own copy, and the memo's stays as the reader gave it."""

    def wrap(reader: F) -> F:
        memo: dict[tuple[str, int], tuple[Any, Any]] = {}

        @functools.wraps(reader)
        def read(text: str, description: Any) -> Any:
            key = (text, id(description))
            hit = memo.get(key)
            if hit is None or hit[0] is not description:
                if len(memo) >= _LIMIT:
                    memo.clear()
                hit = memo[key] = (description, reader(text, description))
            return fresh(hit[1]) if fresh is not None else hit[1]

        return cast(F, read)

    return wrap
