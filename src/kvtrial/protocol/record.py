"""The registration record (docs/protocol.md, "1. The registration record"): an experiment design, not a library config.

A record names the shared conditions (model and tokenizer revisions, sample, batch size,
generation settings, weight precision, device, attention implementation), the `ordinary` entry,
one or more quantized candidates and the fallback entry, plus the length matrix. It is read from
JSON, YAML or TOML. Placeholder strings such as `VERIFY_BEFORE_USE` (any ALL_CAPS_WITH_UNDERSCORES
word that is not a setting name in capitals) are not values: a record holding one anywhere is
refused, and the error names every placeholder by its field path. Every field is then checked
against the schema of `record_schema` (types, ranges, unknown fields), every problem reported at
once, into the one `Record` the rest of kvtrial reads; `kvtrial.protocol.resolve` places it on a
device and maps it onto the installed libraries.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from kvtrial.errors import KvtrialError
from kvtrial.inputs import InputKind, read_input_text
from kvtrial.protocol.record_schema import Record, problems_of, setting_text

KNOWN_PLACEHOLDERS = (
    "VERIFY_BEFORE_USE", "MAP_FROM_VERSIONED_DOCS", "FIXED_LOCAL_REVISION", "FIXED_EXISTING_SETTINGS",
    "EXISTING_WORKING_ENTRY", "ARCHIVED_BASELINE_OPTIONS", "UNCHANGED",
)
_PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$")
# Files nested deeper than this are not records (and would exhaust the parser's recursion).
MAX_DEPTH = 32


class RecordError(KvtrialError, ValueError):
    """A registration record that cannot be executed as it stands."""


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
    if not path.exists():
        raise RecordError(f"{where} does not exist (write one with `kvtrial init`)")
    text = read_input_text(path, "registration record", InputKind.DOCUMENT, RecordError)
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
    # A setting or question id written in capitals (Q8_0, Q8_0/TURBO4, Q_BUDGET) is a wrong spelling, not a
    # placeholder: the setting or question check then names what is allowed.
    from kvtrial.cache.formats import FORMATS
    from kvtrial.facts import QUESTION_IDS

    if text.lower() in QUESTION_IDS:
        return False
    return not all(part in FORMATS for part in text.lower().replace("/", "_/_").split("_/_"))


def load_record(path: str | Path) -> Record:
    """Read and check a registration record file; a `plan:PATH` setting in it is read relative to the
    record's folder and replaced by the setting the plan holds (see `settle_plan_settings`)."""
    data = read_record_file(path)
    data = settle_task_file(settle_plan_settings(data, Path(path).parent, str(path)), Path(path).parent)
    return parse_record(data, str(path))


def settle_task_file(data: dict[str, Any], folder: str | Path) -> dict[str, Any]:
    """`data` with a relative `shared.task_file.path` read from `folder` (the record's own folder), made absolute."""
    shared = data.get("shared")
    if not isinstance(shared, dict):
        return data
    ref = shared.get("task_file")
    if not isinstance(ref, dict) or not isinstance(ref.get("path"), str) or Path(ref["path"]).is_absolute():
        return data
    where = str((Path(folder) / Path(ref["path"]).expanduser()).resolve())
    return {**data, "shared": {**shared, "task_file": {**ref, "path": where}}}


def settle_plan_settings(data: dict[str, Any], folder: str | Path, source: str = "record") -> dict[str, Any]:
    """`data` with each candidate's `plan:PATH` setting replaced by the canonical setting the plan file holds,
    PATH read relative to `folder` (a record's own folder, not the working folder a command runs in), so the
    record that is stored and hashed names what runs and a plan file moved or edited later changes nothing.
    A candidate without a name keeps `plan:PATH` as its name. RecordError naming the field otherwise."""
    from kvtrial.cache.spec import PLAN_FILE, parse_spec

    candidates = data.get("quantized_candidate")
    if not isinstance(candidates, list):
        return data  # a single mapping or a wrong type: the schema check names it
    settled = []
    for i, candidate in enumerate(candidates):
        setting = candidate.get("cache_options") if isinstance(candidate, dict) else None
        if not isinstance(setting, str) or not setting.strip().startswith(PLAN_FILE):
            settled.append(candidate)
            continue
        named = Path(setting.strip().removeprefix(PLAN_FILE)).expanduser()
        where = named if named.is_absolute() else Path(folder) / named
        try:
            text = str(parse_spec(PLAN_FILE + str(where)))
        except KvtrialError as exc:
            raise RecordError(f"registration record {source!r}: quantized_candidate[{i}].cache_options {setting!r} "
                              f"(read relative to the record's folder): {exc}") from None
        settled.append({**candidate, "cache_options": text, "name": candidate.get("name") or setting.strip()})
    return {**data, "quantized_candidate": settled}


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
        record = Record.model_validate(data)
    except ValidationError as exc:
        raise RecordError(f"registration record {source!r} is invalid: " + "; ".join(problems_of(exc))) from None
    except RecursionError:
        raise RecordError(f"registration record {source!r} nests too deeply to be a record") from None
    problems = _problems(record)
    if problems:
        raise RecordError(f"registration record {source!r} is invalid: " + "; ".join(problems))
    return record


def _problems(record: Record) -> list[str]:
    """The rules that relate a checked record's fields to each other."""
    problems: list[str] = []
    sh = record.shared
    if sh.questions and sh.task != "questions":
        problems.append("shared.questions applies to shared.task 'questions' only; remove it or set the task")
    if (sh.task == "file") != (sh.task_file is not None):
        problems.append("shared.task 'file' and shared.task_file go together: write them with "
                        "`kvtrial init --task file:PATH`")
    for i, c in enumerate(record.quantized_candidate):
        if c.backend == "native":
            _check_native_setting(setting_text(c.cache_options), f"quantized_candidate[{i}].cache_options", problems)
    candidates = record.candidates
    if not any(c.enabled for c in candidates):
        problems.append("quantized_candidate: every candidate is disabled, so there is nothing to compare; "
                        "enable at least one")
    ordinary = record.ordinary.entry
    if record.fallback_entry != ordinary:
        problems.append(f"fallback_entry must name the ordinary entry {ordinary!r}, got {record.fallback_entry!r}")
    names = [ordinary] + [c.name for c in candidates]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        problems.append(f"branch names must be unique; repeated: {', '.join(dupes)}")
    m = record.matrix
    if m.profile == "custom" and not (m.input_tokens and m.output_budgets):
        problems.append("matrix.profile 'custom' needs matrix.input_tokens and matrix.output_budgets")
    return problems


def _check_native_setting(setting: str, where: str, problems: list[str]) -> None:
    """A native setting is parsed here, so a typo is refused when the record is written or loaded."""
    from kvtrial.cache.spec import parse_spec

    try:
        parse_spec(setting)
    except KvtrialError as exc:
        problems.append(f"{where}: {exc}")
