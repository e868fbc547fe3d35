"""Every older shape of what a ledger stores, read into the current one: the one place that knows them.

A stored row is upgraded by the ledger's schema version (`upgrade_row`): the steps from that version to the
current one run in turn, and a current row is read as stored. Shapes that changed inside one version (nested
documents such as fact grades, whose older forms a version-2 ledger may hold) are read by their shape, by the
functions each record type calls. Nothing here writes: a ledger's stored JSON is never rewritten, only read
into the current types.

What changed, oldest first:

* rows kept `cache_report`, `memory_semantics`, `monitor_memory`, `row_id`, `estimate` and `placement`
  under `extra` (`row_document`);
* placements said `concurrent: true|false` before they named a `mode` (`placement_document`);
* runs had no failure `reason` column, nor the `runner` that ran them (`upgrade_tables`, and `run_reason`);
* decode records of early caches named their fallback reasons `reasons`, or gave one reason as a string
  (`decode_document`);
* integrity findings came as lists under other names, or as flags (`integrity_problems`);
* resolved records named the model as `model: {id, revision}` or only in `shared` (`resolved_model`);
* environments stored in another shape than {machine, software} keep their scalar fields
  (`unshaped_environment_scope`);
* artifact paths were stored absolute or relative to the runner's working folder (`moved_artifact_candidates`);
* fact grades came as lists under other names, as `{fact: label}` or `{fact: {grade, depth}}` mappings, with the
  label, name and depth under other keys (`fact_documents`, `unsupported_kinds`);
* admission evidence kept the conditions a probe ran under as `limits` and top-level fields, and the engine's
  versions as `versions` (`admission_conditions`, `admission_versions`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from kvtrial.records.document import mapping
from kvtrial.records.version import LEDGER_SCHEMA_VERSION, check_schema_version

# Fields older ledgers kept inside a row's `extra`.
FORMERLY_EXTRA = ("cache_report", "memory_semantics", "monitor_memory", "row_id", "estimate")


def row_document(data: Mapping[str, Any]) -> dict[str, Any]:
    """A stored row as the current `Row` fields: evidence older ledgers kept under `extra` moves to its
    own field (a field already set wins); a placement kept under `extra` is read from there too (and
    stays there, as stored)."""
    data = dict(data)
    extra = dict(data.get("extra") or {})
    for key in FORMERLY_EXTRA:
        if key in extra:
            value = extra.pop(key)
            data[key] = value if data.get(key) is None else data[key]
    data["extra"] = extra
    data["placement"] = data.get("placement") or extra.get("placement")
    return data


def placement_document(data: Mapping[str, Any]) -> dict[str, Any]:
    """A row's placement with its `mode` ("serial" | "concurrent"): older rows said `concurrent: true|false`."""
    data = dict(data)
    concurrent = data.pop("concurrent", None)
    data["mode"] = data.get("mode") or ("concurrent" if concurrent else "serial")
    return data


def _row_placement_mode(data: dict[str, Any]) -> dict[str, Any]:
    placement = data.get("placement")
    if isinstance(placement, Mapping):
        data["placement"] = placement_document(placement)
    return data


# The steps that take a stored row from one schema version to the next (version 3 only added fields: a
# version-2 row lacks them, and reads them as absent).
ROW_UPGRADES: dict[int, tuple[Callable[[dict[str, Any]], dict[str, Any]], ...]] = {
    1: (row_document, _row_placement_mode),
    2: (),
}


def upgrade_row(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """A row stored by a ledger of schema `version`, in the current shape."""
    out = dict(data)
    for step_version in range(check_schema_version(version, "a stored row"), LEDGER_SCHEMA_VERSION):
        for step in ROW_UPGRADES[step_version]:
            out = step(out)
    return out


def upgrade_tables(conn: sqlite3.Connection) -> None:
    """Columns added since schema version 1's first ledgers (inside the caller's write transaction)."""
    columns = {r[1] for r in conn.execute("PRAGMA table_info(runs)")}
    if "reason" not in columns:
        conn.execute("ALTER TABLE runs ADD COLUMN reason TEXT")  # older runs: NULL
    if "runner" not in columns:
        conn.execute("ALTER TABLE runs ADD COLUMN runner TEXT")  # older runs: NULL (which process ran them: unknown)


def run_reason(row: sqlite3.Row) -> str | None:
    """A run's failure reason; None for a ledger opened read-only before runs kept one."""
    return row["reason"] if "reason" in row.keys() else None


def decode_document(data: Mapping[str, Any]) -> Mapping[str, Any]:
    """A decode record with its fallback reasons as `torch_reasons: {reason: steps}`."""
    if "torch_reasons" in data and isinstance(data["torch_reasons"], Mapping):
        return data
    reasons = data.get("torch_reasons", data.get("reasons")) or {}
    if isinstance(reasons, str):  # a single reason
        reasons = {reasons: 1}
    if not isinstance(reasons, Mapping):
        reasons = {}
    return {**{k: v for k, v in data.items() if k != "reasons"}, "torch_reasons": dict(reasons)}


# Integrity findings from before `IntegrityReport.to_dict()` was the only writer: an explicit list of
# problems, or flags whose names say what they are.
_PROBLEM_LISTS = ("problems", "issues", "findings", "failures")
_PROBLEM_WORDS = ("repetition", "loop", "abnormal", "garbage", "control", "replacement", "half", "truncat",
                  "missing", "unexplained")
_NOT_PROBLEM_WORDS = ("explained", "ok", "passed", "checked", "count_limit")


def integrity_problems(data: Mapping[str, Any]) -> list[str]:
    """The problems an integrity document names ([] when clean): its `failures` (`name: detail` per failed
    check), or the list or flags an older document kept."""
    for key in _PROBLEM_LISTS:
        if isinstance(data.get(key), list):
            out = []
            for p in data[key]:
                if isinstance(p, Mapping):
                    out.append(str(p.get("kind") or p.get("name") or p.get("check") or p.get("message") or p))
                else:
                    out.append(str(p))
            return out
    out = []
    for key, value in data.items():
        k = key.lower()
        if k.startswith(("no_", "is_ok")) or any(w == k or k.endswith("_" + w) for w in _NOT_PROBLEM_WORDS):
            continue
        if any(w in k for w in _PROBLEM_WORDS) and value not in (None, False, 0, "", [], {}):
            out.append(key if value is True else f"{key}: {value}")
    return out


def resolved_model(record: Mapping[str, Any]) -> tuple[str | None, str | None]:
    """(model id, revision) of a resolved record: `model: {id, revision}`, or older records' `shared`."""
    model = record.get("model")
    if isinstance(model, Mapping):
        return model.get("id"), model.get("revision")
    shared = mapping(record.get("shared"))
    return shared.get("model") or model, shared.get("model_revision")


def unshaped_environment_scope(env: Mapping[str, Any]) -> dict[str, Any]:
    """The scope of an environment stored in another shape than {machine, software}: its scalar fields."""
    return {k: v for k, v in env.items() if isinstance(v, (str, int, float))}


def moved_artifact_candidates(project_dir: Path, stored: Path) -> list[Path]:
    """Where an artifact an older ledger stored (absolute, or relative to the runner's working folder) may
    be now: as stored, and its part from `runs/`, `admission/` or `baselines/` onward under the project."""
    candidates = [] if stored.is_absolute() else [stored]
    parts = stored.parts
    for anchor in ("runs", "admission", "baselines"):
        if anchor in parts:
            last = len(parts) - 1 - parts[::-1].index(anchor)
            candidates.append(project_dir.joinpath(*parts[last:]))
    return candidates


# Fact grades from before `FactGrades.to_dict()` and the questions task's grade were the only writers: the list
# under another name, or a mapping from fact to label (or to a document), each part under one of several keys.
_FACT_LISTS = ("facts", "grades", "required")
_FACT_NAME_KEYS = ("fact_id", "fact", "name", "id", "kind")
_FACT_LABEL_KEYS = ("label", "grade", "status", "verdict")
_FACT_POSITION_KEYS = ("position", "depth", "relative_position")
_NOT_FACTS = ("counts", "citation_counts", "unsupported", "not_checked", "material_id", "language", "not_gradable", "task")


def fact_documents(data: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Each graded fact of a fact-grades document as `{fact_id, label, position, ...}` (its other keys kept); a
    fact with no label is left out."""
    listed = next((data[k] for k in _FACT_LISTS if isinstance(data.get(k), list)), None)
    items: list[tuple[str | None, str | Mapping[str, Any], int]]
    if listed is not None:
        items = [(None, d, i) for i, d in enumerate(listed) if isinstance(d, Mapping)]
    else:
        items = [(k, v, i) for i, (k, v) in enumerate(data.items())
                 if isinstance(v, (str, Mapping)) and k not in _NOT_FACTS]
    out = []
    for name, body, index in items:
        if isinstance(body, str):
            out.append({"fact_id": str(name), "label": body, "position": None})
            continue
        label = next((body[k] for k in _FACT_LABEL_KEYS if isinstance(body.get(k), str)), None)
        if label is None:
            continue
        fact_id = name if name is not None else str(next((body[k] for k in _FACT_NAME_KEYS if body.get(k) is not None),
                                                         index))
        position = next((body[k] for k in _FACT_POSITION_KEYS
                         if isinstance(body.get(k), (int, float)) and not isinstance(body.get(k), bool)), None)
        out.append({**body, "fact_id": fact_id, "label": label, "position": position})
    return out


def unsupported_kinds(data: Mapping[str, Any]) -> list[str]:
    """The kind of each unsupported addition a fact-grades document lists (`addition` where none is named)."""
    listed = data.get("unsupported")
    return [str(u.get("kind") or "addition") if isinstance(u, Mapping) else str(u)
            for u in (listed if isinstance(listed, list) else [])]


def admission_conditions(evidence: Mapping[str, Any]) -> dict[str, Any]:
    """The conditions an admission probe ran under (older entries kept them as `limits` and top-level fields; a
    condition they did not record is absent, so it is not compared)."""
    if isinstance(evidence.get("conditions"), Mapping):
        return dict(evidence["conditions"])
    old = {k: v for k, v in mapping(evidence.get("limits")).items() if k != "max_context"}
    old.update({k: evidence[k] for k in ("tokenizer_revision", "dependency_versions", "interface") if k in evidence})
    return old


def admission_versions(evidence: Mapping[str, Any]) -> dict[str, str]:
    """The engine's dependency versions an admission probe recorded (`versions` in older entries)."""
    found = evidence.get("dependency_versions") or evidence.get("versions")
    return {str(k): str(v) for k, v in found.items()} if isinstance(found, Mapping) else {}
