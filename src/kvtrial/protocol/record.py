"""The registration record (docs/protocol.md, "1. The registration record"): an experiment design, not a library config.

A record names the shared conditions (model and tokenizer revisions, sample, batch size,
generation settings, weight precision, device, attention implementation), the `ordinary` entry,
one or more quantized candidates and the fallback entry, plus the length matrix. It is read from
JSON, YAML or TOML. Placeholder strings such as `VERIFY_BEFORE_USE` (any ALL_CAPS_WITH_UNDERSCORES
word that is not a setting name in capitals) are not values: a record holding one anywhere is
refused, and the error names every placeholder by its field path. Every field is then checked
against the schema of `record_schema` (types, ranges, unknown fields), every problem reported at
once; `kvtrial.protocol.resolve` maps the record onto the installed libraries.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from kvtrial.errors import KvtrialError
from kvtrial.protocol.record_schema import RECORD_TYPE, CacheOptions, RecordFile, problems_of

KNOWN_PLACEHOLDERS = (
    "VERIFY_BEFORE_USE", "MAP_FROM_VERSIONED_DOCS", "FIXED_LOCAL_REVISION", "FIXED_EXISTING_SETTINGS",
    "EXISTING_WORKING_ENTRY", "ARCHIVED_BASELINE_OPTIONS", "UNCHANGED",
)
_PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$")
# Files nested deeper than this are not records (and would exhaust the parser's recursion).
MAX_DEPTH = 32


class RecordError(KvtrialError, ValueError):
    """A registration record that cannot be executed as it stands."""


@dataclass
class Branch:
    """The ordinary entry or one quantized candidate."""

    name: str
    backend: str
    setting: str  # cache setting string in the backend's vocabulary ("ordinary", "q8_0/turbo4", ...)
    enabled: bool = True
    dependency_versions: dict[str, str] | None = None  # None: take the installed ones at resolution


@dataclass
class Shared:
    model: str
    model_revision: str
    tokenizer_revision: str
    sample_id: str
    task: str = "brief"  # "brief" | "questions" (kvtrial.protocol.samples)
    questions: list[str] | None = None  # task "questions": the questions asked (None: all)
    language: str = "en"  # the fact material's language (kvtrial.facts.languages): en, zh, ru
    batch_size: int = 1
    decoding: str = "greedy"
    weight_precision: str = "float32"
    device: str = "cpu"
    attn_implementation: str = "sdpa"
    threads: int | None = None  # torch intra-op threads in every worker (None: torch's default)


@dataclass
class MatrixDesign:
    profile: str = "quick"
    input_tokens: list[int] = field(default_factory=list)
    output_budgets: list[int] = field(default_factory=list)
    repeats: int = 2
    warmup: bool = True
    short_sample_tokens: int = 704  # the fact material needs about 600 tokens at the least
    short_sample_budget: int = 16
    memory_budget_bytes: int | None = None  # a cell whose estimated peak exceeds this is not run


@dataclass
class Record:
    shared: Shared
    ordinary: Branch
    candidates: list[Branch]
    fallback_entry: str
    matrix: MatrixDesign
    raw: dict[str, Any] = field(repr=False, default_factory=dict)

    @property
    def branches(self) -> list[Branch]:
        """The ordinary entry first, then the enabled candidates in record order."""
        return [self.ordinary] + [c for c in self.candidates if c.enabled]

    def to_dict(self) -> dict[str, Any]:
        """The record in the file's shape (parse_record(to_dict()) gives the same record)."""
        shared = asdict(self.shared)
        shared["generation_settings"] = {"decoding": shared.pop("decoding")}
        for optional in ("threads", "questions"):
            if shared[optional] is None:
                del shared[optional]
        if shared["language"] == "en":  # the default: records written before languages existed stay as they were
            del shared["language"]

        def branch(b: Branch, ordinary: bool) -> dict[str, Any]:
            d = {"entry" if ordinary else "name": b.name, "backend": b.backend, "cache_options": b.setting,
                 "enabled": b.enabled}
            if b.dependency_versions is not None:
                d["dependency_versions"] = dict(b.dependency_versions)
            return d

        matrix = {k: v for k, v in asdict(self.matrix).items() if v is not None}
        return {
            "record_type": RECORD_TYPE,
            "shared": shared,
            "ordinary": branch(self.ordinary, True),
            "quantized_candidate": [branch(c, False) for c in self.candidates],
            "fallback_entry": self.fallback_entry,
            "matrix": matrix,
        }


PROFILE_CELLS: dict[str, tuple[list[int], list[int], int]] = {
    # input tokens, output budgets, repeats
    # small enough for a 2-core CPU in minutes, with one cell deep enough that reading the KV cache weighs
    # in each decode step (at 1024 tokens of a small model the weights' reads dominate it)
    "quick": ([1024, 4096], [32], 2),
    "seed": ([1024, 4096], [256, 1024], 3),
}


def _depth_ok(text: str) -> bool:
    """Whether brackets/braces nest at most MAX_DEPTH deep (a cheap upper bound, strings included)."""
    depth = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return False
        elif ch in "]}":
            depth -= 1
    return True


def read_record_file(path: str | Path) -> dict[str, Any]:
    """Parse a record file by its suffix (.json, .yaml/.yml, .toml); a clear error when malformed."""
    path = Path(path)
    where = f"registration record {str(path)!r}"
    if not path.is_file():
        raise RecordError(f"{where} does not exist (write one with `kvtrial init`)")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{where} cannot be read: {exc}") from None
    suffix = path.suffix.lower()
    if suffix not in (".json", ".yaml", ".yml", ".toml"):
        raise RecordError(f"{where}: unknown file type {suffix!r}; use .json, .yaml, .yml or .toml")
    if not _depth_ok(text):
        raise RecordError(f"{where} nests deeper than {MAX_DEPTH} levels; a record is a few levels deep")
    try:
        if suffix == ".json":
            data = json.loads(text)
        elif suffix == ".toml":
            data = tomllib.loads(text)
        else:
            data = yaml.safe_load(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{where} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", "") or ""
        raise RecordError(f"{where} is not valid YAML: {str(exc).splitlines()[0]} {mark}".rstrip()) from None
    except tomllib.TOMLDecodeError as exc:
        raise RecordError(f"{where} is not valid TOML: {exc}") from None
    except RecursionError:
        raise RecordError(f"{where} nests too deeply to be a record") from None
    if not isinstance(data, dict):
        raise RecordError(f"{where} must be a mapping at the top level, got {type(data).__name__}")
    return data


def find_placeholders(data: Any, path: str = "") -> list[str]:
    """Field paths whose value is a placeholder word (e.g. `shared.model_revision = FIXED_LOCAL_REVISION`)."""
    found: list[str] = []
    if isinstance(data, dict):
        for key, value in data.items():
            found += find_placeholders(value, f"{path}.{key}" if path else str(key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += find_placeholders(value, f"{path}[{i}]")
    elif isinstance(data, str) and _is_placeholder(data):
        found.append(f"{path} = {data}")
    return found


def _is_placeholder(text: str) -> bool:
    if text in KNOWN_PLACEHOLDERS:
        return True
    if len(text) < 4 or not _PLACEHOLDER.match(text):
        return False
    # A setting written in capitals (Q8_0, Q8_0/TURBO4) is a wrong spelling, not a placeholder: the
    # setting check then says "did you mean q8_0".
    from kvtrial.formats import FORMATS

    return not all(part in FORMATS for part in text.lower().replace("/", "_/_").split("_/_"))


def load_record(path: str | Path) -> Record:
    """Read and check a registration record file."""
    return parse_record(read_record_file(path), str(path))


def parse_record(data: dict[str, Any], source: str = "record") -> Record:
    """Check every field of a record (placeholders, then the schema, then the cross-field rules);
    RecordError listing every problem with its field path."""
    if not isinstance(data, dict):
        raise RecordError(f"registration record {source!r} must be a mapping at the top level, got {type(data).__name__}")
    placeholders = find_placeholders(data)
    if placeholders:
        raise RecordError(
            f"registration record {source!r} still holds placeholder values, which are not usable parameters; "
            "map each to the installed library's real value before running: " + "; ".join(placeholders)
        )
    try:
        checked = RecordFile.model_validate(data)
    except ValidationError as exc:
        raise RecordError(f"registration record {source!r} is invalid: " + "; ".join(problems_of(exc))) from None
    except RecursionError:
        raise RecordError(f"registration record {source!r} nests too deeply to be a record") from None
    problems: list[str] = []
    record = _record(checked, data, problems)
    if problems:
        raise RecordError(f"registration record {source!r} is invalid: " + "; ".join(problems))
    return record


def setting_text(options: str | CacheOptions) -> str:
    """A setting string from `cache_options`: a string, or {key, value, window, prefill}."""
    if isinstance(options, str):
        return options
    text = options.key + (f"/{options.value}" if options.value else "")
    opts = [f"{k}={getattr(options, k)}" for k in ("window", "prefill") if getattr(options, k) is not None]
    return text + (":" + ",".join(opts) if opts else "")


def _record(f: RecordFile, raw: dict[str, Any], problems: list[str]) -> Record:
    """The checked file as a Record, adding the rules that relate fields to each other to `problems`."""
    sh = f.shared
    shared = Shared(model=sh.model, model_revision=sh.model_revision, tokenizer_revision=sh.tokenizer_revision,
                    sample_id=sh.sample_id, task=sh.task, questions=list(sh.questions) if sh.questions else None,
                    batch_size=sh.batch_size, decoding=sh.generation_settings.decoding,
                    weight_precision=sh.weight_precision, device=sh.device,
                    attn_implementation=sh.attn_implementation, threads=sh.threads, language=sh.language)
    if sh.questions and sh.task != "questions":
        problems.append("shared.questions applies to shared.task 'questions' only; remove it or set the task")
    o = f.ordinary
    ordinary = Branch(name=o.entry, backend=o.backend, setting="ordinary", enabled=True,
                      dependency_versions=dict(o.dependency_versions) if o.dependency_versions is not None else None)
    candidates = []
    for i, c in enumerate(f.quantized_candidate):
        setting = setting_text(c.cache_options)
        if c.backend == "native":
            _check_native_setting(setting, f"quantized_candidate[{i}].cache_options", problems)
        candidates.append(Branch(name=c.name or setting, backend=c.backend, setting=setting, enabled=c.enabled,
                                 dependency_versions=dict(c.dependency_versions)
                                 if c.dependency_versions is not None else None))
    if not any(c.enabled for c in candidates):
        problems.append("quantized_candidate: every candidate is disabled, so there is nothing to compare; "
                        "enable at least one")
    if f.fallback_entry != ordinary.name:
        problems.append(f"fallback_entry must name the ordinary entry {ordinary.name!r}, got {f.fallback_entry!r}")
    names = [b.name for b in [ordinary, *candidates]]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        problems.append(f"branch names must be unique; repeated: {', '.join(dupes)}")
    m = f.matrix
    inputs, outputs, repeats = PROFILE_CELLS.get(m.profile, ([], [], 2))
    if m.profile == "custom" and not (m.input_tokens and m.output_budgets):
        problems.append("matrix.profile 'custom' needs matrix.input_tokens and matrix.output_budgets")
    matrix = MatrixDesign(
        profile=m.profile, input_tokens=sorted(set(m.input_tokens or inputs)),
        output_budgets=sorted(set(m.output_budgets or outputs)),
        repeats=m.repeats if m.repeats is not None else repeats, warmup=m.warmup,
        short_sample_tokens=m.short_sample_tokens, short_sample_budget=m.short_sample_budget,
        memory_budget_bytes=m.memory_budget_bytes,
    )
    return Record(shared, ordinary, candidates, f.fallback_entry, matrix, raw=raw)


def _check_native_setting(setting: str, where: str, problems: list[str]) -> None:
    """A native setting is parsed here, so a typo is refused when the record is written or loaded."""
    from kvtrial.spec import parse_spec

    try:
        parse_spec(setting)
    except KvtrialError as exc:
        problems.append(f"{where}: {exc}")
