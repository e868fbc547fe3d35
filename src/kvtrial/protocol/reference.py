"""Which branch each candidate is compared with: the ordinary cache of its own engine.

Timing and logits differ by engine (llama.cpp vs transformers on the same weights), so a llama.cpp
candidate is compared with llama.cpp's own ordinary cache (`f16`, flash attention on, as every
llama.cpp setting runs), never with transformers' DynamicCache. A candidate on the record's
ordinary engine is compared with the `ordinary` entry, as before.

The reference of another engine is a branch of the record like the candidates (the record has one
`ordinary` entry). That branch itself is compared with the `ordinary` entry: an engine comparison
on the same weights, labelled as such, not a cache setting's verdict.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from kvtrial.errors import KvtrialError
from kvtrial.records.row import ORDINARY_BRANCH

DEFAULT_ENGINE = "transformers"


@dataclass(frozen=True)
class BranchRef:
    """What the pairing needs of a branch: its name, backend and canonical setting."""

    name: str
    backend: str
    setting: str


@dataclass(frozen=True)
class Pairing:
    """The reference branch of every non-ordinary branch, and what could not be paired."""

    references: dict[str, str]  # branch name -> reference branch name
    engine_references: frozenset[str]  # branches that are another engine's ordinary cache
    engines: dict[str, str]  # branch name -> engine
    problems: tuple[str, ...]  # one line per engine that has candidates but no ordinary branch


def engine_of(backend: str) -> tuple[str, str | None]:
    """(engine, canonical ordinary setting) of a backend; an unknown backend (e.g. in an old ledger
    read where its plugin is not loaded) counts as a transformers backend with no known ordinary."""
    from kvtrial.backends import get_backend

    try:
        b = get_backend(backend)
    except KvtrialError:
        return DEFAULT_ENGINE, None
    try:
        ordinary = b.parse(b.ordinary).canonical
    except KvtrialError:
        ordinary = b.ordinary
    return b.engine, ordinary


def pair_branches(branches: Iterable[BranchRef], ordinary: str = ORDINARY_BRANCH) -> Pairing:
    """Pair each branch with the ordinary branch of its engine (`ordinary` names the record's entry)."""
    branches = list(branches)
    info = {b.name: engine_of(b.backend) for b in branches}
    engines = {name: engine for name, (engine, _) in info.items()}
    base = next((b for b in branches if b.name == ordinary), None)
    base_engine = engines[base.name] if base is not None else DEFAULT_ENGINE
    engine_refs: dict[str, str] = {}
    for b in branches:
        engine, engine_ordinary = info[b.name]
        other_engine = engine != base_engine  # an engine label compared, not an engine's code path
        if other_engine and engine_ordinary is not None and b.setting == engine_ordinary:
            engine_refs.setdefault(engine, b.name)  # the first such branch in record order
    references: dict[str, str] = {}
    problems: dict[str, str] = {}
    for b in branches:
        if b.name == ordinary:
            continue
        engine = engines[b.name]
        if engines[b.name] == base_engine or engine_refs.get(engine) == b.name:
            references[b.name] = ordinary
        elif engine in engine_refs:
            references[b.name] = engine_refs[engine]
        else:
            _, engine_ordinary = info[b.name]
            problems.setdefault(engine, (
                f"candidates on engine {engine} ({', '.join(x.name for x in branches if engines[x.name] == engine)}) "
                f"have no {engine} branch with its ordinary cache {engine_ordinary!r} to be compared with (a "
                f"{engine} candidate is never compared with {base_engine}'s ordinary cache: timing and logits "
                f"differ by engine); add a candidate {{\"name\": \"{engine}-{engine_ordinary}\", \"backend\": "
                f"\"{b.backend}\", \"cache_options\": \"{engine_ordinary}\"}}, or make the ordinary entry use "
                f"backend {b.backend!r}"))
    return Pairing(references, frozenset(engine_refs.values()), engines, tuple(problems.values()))


def pairing_from_rows(rows: Iterable) -> Pairing:
    """The pairing of a run's branches, from its rows (branch, backend, requested cache)."""
    seen: dict[str, BranchRef] = {}
    for r in rows:
        if r.branch not in seen or (not seen[r.branch].setting and r.requested_cache):
            seen[r.branch] = BranchRef(r.branch, r.backend, r.requested_cache or "")
    return pair_branches(seen.values())
