"""The registration record (seed 000 section 4): an experiment design, not a library config.

A record names the shared conditions (model and tokenizer revisions, sample, batch size,
generation settings, weight precision, device, attention implementation), the `ordinary` entry,
one or more quantized candidates and the fallback entry, plus the length matrix. It is read from
JSON, YAML or TOML. Placeholder strings such as `VERIFY_BEFORE_USE` (any ALL_CAPS_WITH_UNDERSCORES
word) are not values: a record holding one anywhere is refused, and the error names every
placeholder by its field path. `load_record` only checks the shape; `kvtrial.protocol.resolve`
maps it onto the installed libraries.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import yaml

from kvtrial.errors import KvtrialError

RECORD_TYPE = "experiment_design_not_library_config"
KNOWN_PLACEHOLDERS = (
    "VERIFY_BEFORE_USE", "MAP_FROM_VERSIONED_DOCS", "FIXED_LOCAL_REVISION", "FIXED_EXISTING_SETTINGS",
    "EXISTING_WORKING_ENTRY", "ARCHIVED_BASELINE_OPTIONS", "UNCHANGED",
)
_PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$")
WEIGHT_PRECISIONS = ("float32", "float16", "bfloat16")
ATTN_IMPLEMENTATIONS = ("sdpa", "eager", "kvtrial")  # "kvtrial": SDPA reading turbo caches in their rotated basis
DECODINGS = ("greedy",)
PROFILES = ("quick", "seed", "custom")


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
        if shared["threads"] is None:
            del shared["threads"]

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
    "quick": ([768, 1024], [32], 2),  # small enough for a 2-core CPU in minutes
    "seed": ([1024, 4096], [256, 1024], 3),
}


def read_record_file(path: str | Path) -> dict[str, Any]:
    """Parse a record file by its suffix (.json, .yaml/.yml, .toml); a clear error when malformed."""
    path = Path(path)
    if not path.is_file():
        raise RecordError(f"registration record {str(path)!r} does not exist (write one with `kvtrial init`)")
    text = path.read_text(encoding="utf-8")
    suffix = path.suffix.lower()
    try:
        if suffix == ".json":
            data = json.loads(text)
        elif suffix in (".yaml", ".yml"):
            data = yaml.safe_load(text)
        elif suffix == ".toml":
            data = tomllib.loads(text)
        else:
            raise RecordError(f"registration record {str(path)!r}: unknown file type {suffix!r}; use .json, .yaml, .yml or .toml")
    except json.JSONDecodeError as exc:
        raise RecordError(f"registration record {str(path)!r} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except yaml.YAMLError as exc:
        raise RecordError(f"registration record {str(path)!r} is not valid YAML: {str(exc).splitlines()[0]} {getattr(exc, 'problem_mark', '') or ''}".rstrip()) from None
    except tomllib.TOMLDecodeError as exc:
        raise RecordError(f"registration record {str(path)!r} is not valid TOML: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError(f"registration record {str(path)!r} must be a mapping at the top level, got {type(data).__name__}")
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
    elif isinstance(data, str) and (data in KNOWN_PLACEHOLDERS or _PLACEHOLDER.match(data)) and len(data) >= 4:
        found.append(f"{path} = {data}")
    return found


def load_record(path: str | Path) -> Record:
    """Read and check a registration record file."""
    return parse_record(read_record_file(path), str(path))


def parse_record(data: dict[str, Any], source: str = "record") -> Record:
    placeholders = find_placeholders(data)
    if placeholders:
        raise RecordError(
            f"registration record {source!r} still holds placeholder values, which are not usable parameters; "
            "map each to the installed library's real value before running: " + "; ".join(placeholders)
        )
    problems: list[str] = []
    if data.get("record_type") != RECORD_TYPE:
        problems.append(f"record_type must be {RECORD_TYPE!r}, got {data.get('record_type')!r}")
    allowed_top = {"record_type", "shared", "ordinary", "quantized_candidate", "fallback_entry", "matrix", "notes"}
    for key in sorted(set(data) - allowed_top):
        problems.append(f"unknown top-level field {key!r} (allowed: {', '.join(sorted(allowed_top))})")
    shared = _shared(data.get("shared"), problems)
    ordinary = _branch(data.get("ordinary"), "ordinary", problems, is_ordinary=True)
    raw_candidates = data.get("quantized_candidate", [])
    if isinstance(raw_candidates, dict):
        raw_candidates = [raw_candidates]
    if not isinstance(raw_candidates, list):
        problems.append("quantized_candidate must be a mapping or a list of mappings")
        raw_candidates = []
    candidates = [_branch(c, f"quantized_candidate[{i}]", problems) for i, c in enumerate(raw_candidates)]
    fallback = data.get("fallback_entry")
    if ordinary is not None and fallback != ordinary.name:
        problems.append(f"fallback_entry must name the ordinary entry {ordinary.name!r}, got {fallback!r}")
    names = [b.name for b in [ordinary, *candidates] if b is not None]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        problems.append(f"branch names must be unique; repeated: {', '.join(dupes)}")
    matrix = _matrix(data.get("matrix", {}), problems)
    if problems:
        raise RecordError(f"registration record {source!r} is invalid: " + "; ".join(problems))
    assert shared is not None and ordinary is not None and matrix is not None
    return Record(shared, ordinary, [c for c in candidates if c is not None], fallback, matrix, raw=data)


def _need(section: dict, key: str, kind: type | tuple, where: str, problems: list[str], default: Any = ...) -> Any:
    if key not in section:
        if default is ...:
            problems.append(f"{where}.{key} is missing")
            return None
        return default
    value = section[key]
    if isinstance(value, bool) and kind is int or not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        problems.append(f"{where}.{key} must be {names}, got {value!r}")
        return None
    return value


def _choice(value: Any, allowed: tuple[str, ...], where: str, problems: list[str]) -> Any:
    if value is not None and value not in allowed:
        problems.append(f"{where} must be one of {', '.join(allowed)}, got {value!r}")
    return value


def _shared(section: Any, problems: list[str]) -> Shared | None:
    if not isinstance(section, dict):
        problems.append("shared must be a mapping (model, model_revision, tokenizer_revision, sample_id, ...)")
        return None
    known = {"model", "model_revision", "tokenizer_revision", "sample_id", "batch_size", "generation_settings",
             "weight_precision", "device", "attn_implementation", "threads"}
    for key in sorted(set(section) - known):
        problems.append(f"unknown field shared.{key} (allowed: {', '.join(sorted(known))})")
    batch = _need(section, "batch_size", int, "shared", problems, 1)
    if batch is not None and batch != 1:
        problems.append(f"shared.batch_size must be 1 (kvtrial measures one request at a time), got {batch}")
    gen = _need(section, "generation_settings", dict, "shared", problems, {"decoding": "greedy"}) or {}
    threads = section.get("threads")
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        problems.append(f"shared.threads must be a whole number >= 1 (or absent for torch's default), got {threads!r}")
        threads = None
    for key in sorted(set(gen) - {"decoding"}):
        problems.append(f"unknown field shared.generation_settings.{key} (allowed: decoding)")
    return Shared(
        model=_need(section, "model", str, "shared", problems),
        model_revision=_need(section, "model_revision", str, "shared", problems),
        tokenizer_revision=_need(section, "tokenizer_revision", str, "shared", problems),
        sample_id=_need(section, "sample_id", str, "shared", problems),
        batch_size=1,
        decoding=_choice(gen.get("decoding", "greedy"), DECODINGS, "shared.generation_settings.decoding", problems),
        weight_precision=_choice(_need(section, "weight_precision", str, "shared", problems, "float32"),
                                 WEIGHT_PRECISIONS, "shared.weight_precision", problems),
        device=_need(section, "device", str, "shared", problems, "cpu"),
        attn_implementation=_choice(_need(section, "attn_implementation", str, "shared", problems, "sdpa"),
                                    ATTN_IMPLEMENTATIONS, "shared.attn_implementation", problems),
        threads=threads,
    )


def cache_options_to_setting(options: Any, where: str, problems: list[str]) -> str | None:
    """A setting string from `cache_options`: a string, or {key, value, window, prefill}."""
    if isinstance(options, str):
        return options
    if isinstance(options, dict):
        unknown = set(options) - {"key", "value", "window", "prefill"}
        if unknown or "key" not in options:
            problems.append(f"{where} as a mapping needs 'key' and may have value, window, prefill; got {sorted(options)}")
            return None
        text = str(options["key"]) + (f"/{options['value']}" if options.get("value") else "")
        opts = [f"{k}={options[k]}" for k in ("window", "prefill") if k in options]
        return text + (":" + ",".join(opts) if opts else "")
    problems.append(f"{where} must be a setting string such as 'q8_0/turbo4' or a mapping, got {options!r}")
    return None


def _branch(section: Any, where: str, problems: list[str], is_ordinary: bool = False) -> Branch | None:
    if not isinstance(section, dict):
        problems.append(f"{where} must be a mapping")
        return None
    known = {"entry", "name", "backend", "cache_options", "enabled", "dependency_versions"}
    for key in sorted(set(section) - known):
        problems.append(f"unknown field {where}.{key} (allowed: {', '.join(sorted(known))})")
    name = section.get("entry" if is_ordinary else "name")
    setting = cache_options_to_setting(section.get("cache_options"), f"{where}.cache_options", problems)
    if is_ordinary:
        name = name or "ordinary"
        if setting is not None and setting != "ordinary":
            problems.append(f"ordinary.cache_options must be 'ordinary' (the unchanged cache), got {setting!r}")
    elif not name:
        name = setting
    versions = section.get("dependency_versions")
    if versions is not None and not (isinstance(versions, dict) and all(isinstance(v, str) for v in versions.values())):
        problems.append(f"{where}.dependency_versions must map package names to version strings, got {versions!r}")
        versions = None
    enabled = section.get("enabled", True)
    if not isinstance(enabled, bool):
        problems.append(f"{where}.enabled must be true or false, got {enabled!r}")
    if is_ordinary and not enabled:
        problems.append("ordinary cannot be disabled: it is the baseline every candidate is compared with")
    if not isinstance(name, str) or not name:
        problems.append(f"{where} needs a name")
        return None
    return Branch(name=name, backend=section.get("backend", "native"), setting=setting or "",
                  enabled=bool(enabled), dependency_versions=versions)


def _positive_ints(value: Any, where: str, problems: list[str]) -> list[int]:
    if not (isinstance(value, list) and value and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value)):
        problems.append(f"{where} must be a non-empty list of positive whole numbers, got {value!r}")
        return []
    return sorted(set(value))


def _matrix(section: Any, problems: list[str]) -> MatrixDesign | None:
    if not isinstance(section, dict):
        problems.append("matrix must be a mapping (profile, input_tokens, output_budgets, repeats, ...)")
        return None
    known = {"profile", "input_tokens", "output_budgets", "repeats", "warmup", "short_sample_tokens",
             "short_sample_budget", "memory_budget_bytes"}
    for key in sorted(set(section) - known):
        problems.append(f"unknown field matrix.{key} (allowed: {', '.join(sorted(known))})")
    profile = _choice(section.get("profile", "quick"), PROFILES, "matrix.profile", problems)
    if profile in PROFILE_CELLS:
        inputs, outputs, repeats = PROFILE_CELLS[profile]
    else:
        inputs, outputs, repeats = [], [], 2
    if "input_tokens" in section:
        inputs = _positive_ints(section["input_tokens"], "matrix.input_tokens", problems)
    if "output_budgets" in section:
        outputs = _positive_ints(section["output_budgets"], "matrix.output_budgets", problems)
    if profile == "custom" and not (inputs and outputs):
        problems.append("matrix.profile 'custom' needs matrix.input_tokens and matrix.output_budgets")
    repeats = _need(section, "repeats", int, "matrix", problems, repeats)
    if repeats is not None and repeats < 1:
        problems.append(f"matrix.repeats must be at least 1, got {repeats}")
    budget = _need(section, "memory_budget_bytes", int, "matrix", problems, None) if section.get("memory_budget_bytes") is not None else None
    return MatrixDesign(
        profile=profile, input_tokens=list(inputs), output_budgets=list(outputs), repeats=repeats or 1,
        warmup=bool(section.get("warmup", True)),
        short_sample_tokens=_need(section, "short_sample_tokens", int, "matrix", problems, 704) or 704,
        short_sample_budget=_need(section, "short_sample_budget", int, "matrix", problems, 16) or 16,
        memory_budget_bytes=budget,
    )
