"""The registration record: every field, its type and its allowed range, and the views the runner reads.

`Record` is the one representation of a record: `kvtrial.protocol.record` reads and checks a file
into it, `kvtrial.protocol.resolve` places it on a device (a frozen copy naming the device and
weight precision that run), and its `to_dict()` is what the ledger stores.

pydantic checks a record against these models in one pass, so every problem of a record is reported
at once with its field path, types are strict (`"false"` is not a boolean, `"3"` is not a number),
and unknown fields are refused. `kvtrial schema` exports the same models as JSON Schema, so an editor
can check a record while it is typed. What depends on the installed libraries or the model (does the
backend serve this setting, does the sample fit the model's context) is checked by `resolve`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationError,
    field_validator,
    model_validator,
)

from kvtrial.defaults import MAX_PREFILL_CHUNK, MIN_PREFILL_CHUNK

RECORD_TYPE = "experiment_design_not_library_config"
WEIGHT_PRECISIONS = ("float32", "float16", "bfloat16")
ATTN_IMPLEMENTATIONS = ("sdpa", "eager", "kvtrial")  # "kvtrial": SDPA, kvtrial caches decoding on their kernel
DECODINGS = ("greedy",)
PROFILES = ("quick", "seed", "custom")
# cpu, or one CUDA device (the runner measures one request on one device).
DEVICE_PATTERN = r"^(cpu|cuda(:[0-9]+)?)$"
# Below this the short sample cannot hold the fact material (build_sample refuses the rest with its own count).
MIN_SHORT_SAMPLE_TOKENS = 64

PROFILE_CELLS: dict[str, tuple[list[int], list[int], int]] = {
    # input tokens, output budgets, repeats
    # small enough for a 2-core CPU in minutes, with one cell deep enough that reading the KV cache weighs
    # in each decode step (at 1024 tokens of a small model the weights' reads dominate it)
    "quick": ([1024, 4096], [32], 2),
    "seed": ([1024, 4096], [256, 1024], 3),
}
_NO_PROFILE: tuple[list[int], list[int], int] = ([], [], 2)  # "custom": the record names its cells

# Names reach terminals and reports: no control characters (escape sequences start with one), and no
# bidi or zero-width marks (they make one name look like another, or reorder the text around it).
# Invisible format characters too: soft hyphen, Arabic letter mark, Mongolian vowel separator, word joiner and
# invisible operators, byte-order mark, variation selectors.
NO_CONTROL = (r"^[^\x00-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069"
              r"\ufe00-\ufe0f\ufeff]*$")


def _no_invisible_astral(value: str) -> str:
    # Tag characters and the variation selectors supplement lie beyond the BMP, where a JSON Schema pattern (as
    # editors read it) cannot name them: checked here instead, with the same message.
    if any(0xE0000 <= ord(ch) <= 0xE01EF for ch in value):
        raise ValueError(_PATTERN_MEANING[NO_CONTROL])
    return value


Name = Annotated[str, Field(min_length=1, max_length=200, pattern=NO_CONTROL), AfterValidator(_no_invisible_astral)]


def _whole(value: Any) -> Any:
    # JSON Schema counts 1.0 as an integer; the record check agrees, so an editor and kvtrial never differ.
    return int(value) if isinstance(value, float) and value.is_integer() else value


# After the range, or pydantic drops the range from the JSON Schema.
WHOLE = BeforeValidator(_whole)
PositiveInt = Annotated[int, Field(ge=1), WHOLE]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class GenerationSettings(_Strict):
    decoding: Literal["greedy"] = Field("greedy", description="Decoding rule; kvtrial compares greedy outputs.")
    prefill_chunk_size: Annotated[int, Field(ge=MIN_PREFILL_CHUNK, le=MAX_PREFILL_CHUNK), WHOLE] | None = Field(
        None, description="Prompt tokens per forward pass, the same for every branch (absent: the whole prompt in "
                          "one pass). Bounds what a prefill allocates beyond the cache by the chunk, not the prompt.")


QuestionId = Literal["q_start_date", "q_end_date", "q_scope", "q_budget", "q_approval", "q_done", "q_planned",
                     "q_out_of_scope"]  # kvtrial.facts.QUESTION_IDS (a test keeps the two equal)


class TaskFileRef(_Strict):
    """The user's task file (`kvtrial init --task file:PATH`), registered by the sha256 of its content."""

    path: Name = Field(description="The task file or folder (a relative path is read from the record's folder).")
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$", description="sha256 of the task's canonical text (every "
                                                               "document inlined): a changed document is refused.")


class Shared(_Strict):
    """The conditions every branch runs under."""

    model: Name = Field(description="Model id (`kvtrial models`), .gguf path, Hugging Face folder or hub id.")
    model_revision: Name = Field(description="sha256 of the GGUF, or the folder's commit / weight hash.")
    tokenizer_revision: Name
    sample_id: Name = Field(description="The fixed short sample, e.g. writing_case_a.")
    task: Literal["brief", "questions", "file"] = Field(
        "brief", description="brief: write the project brief (every fact in one output); questions: one short "
                             "extraction question per request, each answer graded against its source fact; file: "
                             "the documents and questions of the user's task file (shared.task_file).")
    task_file: TaskFileRef | None = Field(None, description="Task 'file': the task file and its content hash.")
    questions: Annotated[list[QuestionId], Field(min_length=1, max_length=8, json_schema_extra={"uniqueItems": True})
                         ] | None = Field(None, description="Task 'questions': which questions to ask, each once "
                                                            "(default: all eight).")
    language: Literal["en", "zh", "ru"] = Field(
        "en", description="Language of the fact material, its prompts and the grading: en, zh (Simplified "
                          "Chinese) or ru (Russian).")
    batch_size: Literal[1] = Field(1, description="kvtrial measures one request at a time.")
    generation_settings: GenerationSettings = GenerationSettings()
    weight_precision: Literal["float32", "float16", "bfloat16"] = "float32"
    device: str = Field("cpu", pattern=DEVICE_PATTERN, description="cpu or cuda:N.")
    attn_implementation: Literal["sdpa", "eager", "kvtrial"] = "sdpa"
    threads: Annotated[int, Field(ge=1, le=4096), WHOLE] | None = Field(
        None, description="Torch intra-op threads in every worker (absent: torch's default).")

    @field_validator("questions")
    @classmethod
    def _each_once(cls, value: list[str] | None) -> list[str] | None:
        twice = sorted({q for q in value or [] if (value or []).count(q) > 1})
        if twice:
            raise ValueError(f"{', '.join(twice)} listed more than once; list each question once")
        return value


class CacheOptions(_Strict):
    """A setting as a mapping: key format, optional value format, window and prefill options."""

    key: Name
    value: Name | None = None
    window: Annotated[int, Field(ge=0), WHOLE] | None = None
    prefill: Name | None = None


# A string or a mapping, told apart by the input's own type, so an error names only the form that was given.
Setting = Annotated[
    Annotated[Name, Tag("string")] | Annotated[CacheOptions, Tag("mapping")],
    Discriminator(lambda v: "mapping" if isinstance(v, dict | CacheOptions) else "string"),
]
_UNION_TAGS = {"string", "mapping", "count", "rule"}


class Ordinary(_Strict):
    """The unchanged cache every candidate is compared with."""

    entry: Name = "ordinary"
    backend: Name = "native"
    cache_options: Literal["ordinary"] = "ordinary"
    enabled: Literal[True] = Field(True, description="The ordinary entry cannot be disabled.")
    dependency_versions: dict[str, Name] | None = None


class Candidate(_Strict):
    """One quantized candidate."""

    name: Name | None = Field(None, description="Branch name (default: the setting).")
    backend: Name = "native"
    cache_options: Setting
    enabled: bool = True
    dependency_versions: dict[str, Name] | None = None


def _number(value: Any) -> Any:
    # a whole number where a fraction is asked (1 for 1.0) reads as one; strict mode would refuse it
    return float(value) if isinstance(value, int) and not isinstance(value, bool) else value


class RepeatRule(_Strict):
    """Adaptive repeats, fixed before the run: every cell gets `min` repeat pairs; then, one pair at a time up to
    `max`, a cell gets another while a candidate's decode speed there is undecided (its interval reaches
    across the margin and is wider than `stop_width`) or fewer than two of its pairs ran without competing
    work (kvtrial.protocol.adaptive)."""

    min: Annotated[int, Field(ge=2, le=1000), WHOLE] = 2
    max: Annotated[int, Field(ge=2, le=1000), WHOLE] = 6
    stop_width: Annotated[float, Field(gt=0, le=1), BeforeValidator(_number)] = Field(
        0.05, description="Stop adding pairs once the interval's width (high / low - 1) is at most this.")

    @model_validator(mode="after")
    def _ordered(self) -> RepeatRule:
        if self.max < self.min:
            raise ValueError(f"repeats.max ({self.max}) must be at least repeats.min ({self.min})")
        return self


Repeats = Annotated[
    Annotated[int, Field(ge=1, le=1000), WHOLE, Tag("count")] | Annotated[RepeatRule, Tag("rule")],
    Discriminator(lambda v: "rule" if isinstance(v, dict | RepeatRule) else "count"),
]


class Matrix(_Strict):
    """The length matrix: input lengths × output budgets × repeats."""

    profile: Literal["quick", "seed", "custom"] = "quick"
    input_tokens: Annotated[list[PositiveInt], Field(min_length=1, max_length=64)] | None = None
    output_budgets: Annotated[list[PositiveInt], Field(min_length=1, max_length=64)] | None = None
    repeats: Repeats | None = Field(
        None, description="Repeat pairs per cell: a number, or a rule {min, max, stop_width} that adds pairs to a "
                          "cell while its decode speed verdict is undecided.")
    warmup: bool = True
    short_sample_tokens: Annotated[int, Field(ge=MIN_SHORT_SAMPLE_TOKENS), WHOLE] = 704
    short_sample_budget: PositiveInt = 16
    memory_budget_bytes: PositiveInt | None = Field(
        None, description="A cell whose estimated peak exceeds this many bytes is not run.")

    @property
    def cell_inputs(self) -> list[int]:
        """The input lengths that run: the record's, else its profile's; sorted, each once."""
        return sorted(set(self.input_tokens or PROFILE_CELLS.get(self.profile, _NO_PROFILE)[0]))

    @property
    def cell_budgets(self) -> list[int]:
        """The output budgets that run: the record's, else its profile's; sorted, each once."""
        return sorted(set(self.output_budgets or PROFILE_CELLS.get(self.profile, _NO_PROFILE)[1]))

    @property
    def repeat_count(self) -> int:
        """Repeats every cell gets up front (a rule's minimum)."""
        if isinstance(self.repeats, RepeatRule):
            return self.repeats.min
        return self.repeats if self.repeats is not None else PROFILE_CELLS.get(self.profile, _NO_PROFILE)[2]

    @property
    def repeat_rule(self) -> RepeatRule | None:
        return self.repeats if isinstance(self.repeats, RepeatRule) else None


@dataclass(frozen=True)
class Branch:
    """The ordinary entry or one quantized candidate as the runner names it (a view of the record)."""

    name: str
    backend: str
    setting: str  # cache setting string in the backend's vocabulary ("ordinary", "q8_0/turbo4", ...)
    enabled: bool = True
    dependency_versions: dict[str, str] | None = None  # None: take the installed ones at resolution


def setting_text(options: str | CacheOptions) -> str:
    """A setting string from `cache_options`: a string, or {key, value, window, prefill}."""
    if isinstance(options, str):
        return options
    text = options.key + (f"/{options.value}" if options.value else "")
    opts = [f"{k}={getattr(options, k)}" for k in ("window", "prefill") if getattr(options, k) is not None]
    return text + (":" + ",".join(opts) if opts else "")


class Record(_Strict):
    """A kvtrial registration record (docs/protocol.md, "1. The registration record")."""

    record_type: Literal["experiment_design_not_library_config"]
    shared: Shared
    ordinary: Ordinary = Ordinary()
    quantized_candidate: Annotated[list[Candidate], Field(min_length=1)] = Field(
        description="The candidates; at least one, or there is nothing to compare.",
        json_schema_extra=lambda schema: _one_or_many_schema(schema))
    fallback_entry: Name
    matrix: Matrix = Matrix()
    notes: Any = None

    @field_validator("quantized_candidate", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        if value == []:
            raise ValueError("no candidate, so there is nothing to compare; give at least one quantized_candidate")
        return [value] if isinstance(value, dict) else value

    @property
    def ordinary_branch(self) -> Branch:
        o = self.ordinary
        return Branch(o.entry, o.backend, "ordinary", True, _versions(o.dependency_versions))

    @property
    def candidates(self) -> list[Branch]:
        """Every candidate in record order, disabled ones included."""
        return [Branch(c.name or setting_text(c.cache_options), c.backend, setting_text(c.cache_options), c.enabled,
                       _versions(c.dependency_versions)) for c in self.quantized_candidate]

    @property
    def branches(self) -> list[Branch]:
        """The ordinary entry first, then the enabled candidates in record order."""
        return [self.ordinary_branch] + [c for c in self.candidates if c.enabled]

    def to_dict(self) -> dict[str, Any]:
        """The record in the file's shape: the fields it was given, plus what placement settled.
        `parse_record(r.to_dict()) == r`."""
        return self.model_dump(mode="json", exclude_unset=True)


def _versions(pins: dict[str, str] | None) -> dict[str, str] | None:
    return dict(pins) if pins is not None else None


def _one_or_many_schema(schema: dict[str, Any]) -> None:
    """The JSON Schema of `quantized_candidate` says what `_one_or_many` accepts: one mapping or a list."""
    many = {k: schema.pop(k) for k in ("type", "items", "minItems") if k in schema}
    schema["anyOf"] = [dict(many["items"]), many]


_PATTERN_MEANING = {
    NO_CONTROL: "must not hold control characters (terminal escape sequences), bidi / zero-width marks or other "
                "invisible characters (soft hyphen, word joiner, tag characters, variation selectors)",
    DEVICE_PATTERN: "must be cpu, cuda or cuda:N",
}


def json_schema() -> dict[str, Any]:
    """The record format as JSON Schema (draft 2020-12)."""
    schema = Record.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "kvtrial registration record"
    return schema


def _path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in _UNION_TAGS:
            continue  # pydantic names the union member it checked; the field path is what the user needs
        else:
            out += f".{part}" if out else str(part)
    return out or "(record)"


def problems_of(exc: ValidationError) -> list[str]:
    """One line per problem, `path: message (got value)`, in the record's field order."""
    seen: dict[str, str] = {}
    for err in exc.errors(include_url=False):
        path = _path(tuple(err["loc"]))
        if path in seen:
            continue  # a union reports each member's failure; the first says enough
        got = "" if err["type"] in ("missing", "extra_forbidden") else f" (got {err.get('input')!r})"
        if err["type"] == "extra_forbidden":
            message = "unknown field"
        elif err["type"] == "string_pattern_mismatch":
            message = _PATTERN_MEANING.get(err.get("ctx", {}).get("pattern", ""), err["msg"])
        else:
            message = err["msg"].removeprefix("Value error, ")
        seen[path] = f"{path}: {message}{got}"
    return list(seen.values())
