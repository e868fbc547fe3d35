"""The defaults every command shares: one default model, corpus and list of cache settings.

A command's option default names one of these instead of repeating the literal, so changing a
default changes it everywhere (and the help text shows the same value in every command).
"""

from __future__ import annotations

# The embedded model (`kvtrial models` lists what it resolves to).
DEFAULT_MODEL = "smollm2-135m"

# CPython's own pydoc topics: shipped with every Python, so no download is needed.
DEFAULT_CORPUS = "pydoc"

# The native settings surveyed by default: admission's probes, `bench`, `plan` and `memory`.
DEFAULT_SETTINGS: tuple[str, ...] = ("ordinary", "q8_0", "q4_0", "q4_1", "q8_0/turbo4", "turbo4", "turbo3")

# `kvtrial tune`: the formats each layer's keys and values may take (fine steps from 3.25 to 8.5 bits per
# value, every one read by the C kernel), and the uniform settings verified beside its plans.
TUNE_FORMATS: tuple[str, ...] = ("q8_0", "turbo6", "turbo5", "turbo4", "turbo3")
TUNE_UNIFORM: tuple[str, ...] = ("turbo3", "turbo4", "q4_0", "turbo5", "q5_0", "q8_0/turbo4", "q8_0")

# The candidates `kvtrial init` writes into a new record.
DEFAULT_CANDIDATES: tuple[str, ...] = ("q8_0", "q8_0/turbo4")
# Per model, the recent-token-window plan `kvtrial tune` chose for it, added to init's and the demo's
# candidates for that model only (its layer rules are that model's). SmolLM2-135M: the 4.5-bit plan of the
# run in docs/tune.md ("The window on SmolLM2-135M", 2026-12-03, --recent-windows 0,128 at 4,096 tokens),
# kept because on held-out text it lost less than the best plan without a window at no more bits. It was measured
# with every key scored in float, so it says qdot=float (turbo4 and turbo5 keys take int8 scores by default since).
TUNED_WINDOW_CANDIDATES: dict[str, str] = {
    DEFAULT_MODEL: "turbo3:window=128,qdot=float;3-7=turbo4/turbo3;8=turbo5/turbo3;9=turbo4/turbo3;10=turbo5/turbo3;"
                   "14=turbo4/turbo3;17=turbo4/turbo3;18=turbo4;20=turbo5/turbo4;23=turbo5/turbo4;24=turbo4/turbo3",
}


def default_candidates(model: str, candidates: tuple[str, ...] = DEFAULT_CANDIDATES) -> tuple[str, ...]:
    """`candidates`, and the tuned window plan of `model` where there is one."""
    tuned = TUNED_WINDOW_CANDIDATES.get(model)
    return candidates + ((tuned,) if tuned and tuned not in candidates else ())

# Prompt tokens per forward pass wherever kvtrial prefills (records written by `kvtrial init`, bench,
# quality, memory): a prefill then allocates one chunk's activations and attention, not the prompt's.
# 1024 keeps the chunk's own work large against re-reading the stored cache once per chunk.
DEFAULT_PREFILL_CHUNK = 1024
# The one rule of a prefill chunk, for every command line, record and archive (`check_prefill_chunk`): None is the
# whole prompt in one pass (0 on a command line), else a whole number of tokens from MIN_PREFILL_CHUNK to
# MAX_PREFILL_CHUNK. Below the minimum a pass's fixed cost (a forward over every layer) outweighs its tokens, and a
# 1-token "chunk" is a decode step, not a prefill; the maximum (2**20) is past any model's context.
MIN_PREFILL_CHUNK = 16
MAX_PREFILL_CHUNK = 1_048_576


def check_prefill_chunk(value: int | None, what: str = "a prefill chunk", one_pass: str | None = "None") -> int | None:
    """`value` if the rule allows it; ValueError naming `what`, what is allowed and the value otherwise. `one_pass`:
    how the caller spells one pass (None here reads as it; a caller without one passes one_pass=None)."""
    if value is None and one_pass is not None:
        return None
    if type(value) is not int or not MIN_PREFILL_CHUNK <= value <= MAX_PREFILL_CHUNK:
        alternative = f", or {one_pass} for one pass" if one_pass is not None else ""
        raise ValueError(f"{what} must be at least {MIN_PREFILL_CHUNK} tokens{alternative} (at most {MAX_PREFILL_CHUNK}); "
                         f"got {value!r}")
    return value


def prefill_chunk_option(value: int, flag: str = "--prefill-chunk") -> int | None:
    """A command line's chunk as the one every command uses: 0 is one pass (None), else the rule's bounds.
    A value outside raises ValueError naming the flag and what is allowed."""
    return check_prefill_chunk(None if value == 0 else value, flag, "0")

# `kvtrial quality`: window length (the second half scored) and tokens fed per decode step there.
DEFAULT_QUALITY_N_CTX = 4096
DEFAULT_QUALITY_STEP = 16

# `kvtrial memory`: the context lengths it reads and the prompt tokens per pass.
DEFAULT_MEMORY_LENGTHS: tuple[int, ...] = (1024, 4096, 8192)
DEFAULT_MEMORY_CHUNK = 512

# The second embedded model: sliding-window layers and a 32K context (the `gemma` extra installs it).
GEMMA_MODEL = "gemma3-270m"
