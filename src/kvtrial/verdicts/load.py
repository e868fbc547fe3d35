"""Building a `RunData` from the protocol's ledger (and a quality results file when given).

Reads only through the ledger's public reading API (runs, rows, admission_rows, rollbacks,
latest_baseline); everything else here works on the resulting `RunData`.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from kvtrial.protocol.ledger import artifact_location, file_sha256
from kvtrial.records import AdmissionEntry, Environment
from kvtrial.records.row import Row
from kvtrial.speed import rule_of_thresholds
from kvtrial.verdicts.quality_results import load_quality_results
from kvtrial.verdicts.run_data import RollbackCheck, RunData


def _scope(environment: Environment, rows: list[Row]) -> dict[str, Any]:
    """What scopes the run's results: its environment, with the kernel build(s) its decode steps really ran
    on where the rows' cache reports name them (the environment keeps the build asked for)."""
    out = environment.scope()
    builds = sorted({b for r in rows if r.cache_report is not None and r.cache_report.decode is not None
                     and (b := r.cache_report.decode.kernel_build)})
    if builds:
        out["kernel_build"] = " / ".join(builds)
    return out


def admission_from_ledger(ledger) -> list[AdmissionEntry]:
    """The admission table now (the latest entry per model × revision × backend × setting)."""
    return list(ledger.admission_rows())


def _rollback(ledger, config_version: str) -> RollbackCheck | None:
    """The latest rollback of a baseline archived for the run's own configuration version, checked against the
    archive as it is now: a rollback of another configuration, or of an archive edited since, verifies nothing
    for this run."""
    rollbacks = ledger.rollbacks()
    if not rollbacks:
        return None
    baselines = {r["baseline_id"]: ledger.baseline(r["baseline_id"]) for r in rollbacks}
    own = [r for r in rollbacks if (b := baselines[r["baseline_id"]]) is not None and b["config_version"] == config_version]
    if not own:
        others = sorted({b["config_version"] for b in baselines.values() if b is not None})
        return RollbackCheck(False, f"the recorded rollbacks verify baselines of configuration version(s) "
                                    f"{', '.join(others) or '(unknown)'}, not this run's {config_version}: archive and "
                                    "verify this record's ordinary entry (`kvtrial baseline RECORD`, `kvtrial rollback`)",
                             rollbacks[-1].get("created_at"))
    last = own[-1]
    baseline = baselines[last["baseline_id"]]
    assert baseline is not None  # `own` holds only rollbacks whose baseline was found
    archive = artifact_location(ledger.project_dir, baseline["archive_path"])
    if not archive.is_file() or file_sha256(archive) != baseline["archive_sha256"]:
        return RollbackCheck(False, f"baseline #{last['baseline_id']}: its archive {baseline['archive_path']} is "
                                    f"{'missing' if not archive.is_file() else 'changed since it was archived'}, so its "
                                    "rollback no longer verifies the ordinary entry", last.get("created_at"))
    ev = last.get("evidence") or {}
    summary = ev.get("summary") or ev.get("detail") or ", ".join(
        f"{k}: {v}" for k, v in ev.items() if k not in ("text", "output", "prompt")
        and (isinstance(v, (int, float, bool)) or (isinstance(v, str) and len(v) <= 80)))
    return RollbackCheck(bool(last.get("matched")), f"baseline #{last.get('baseline_id')}; {summary}".strip("; "),
                         last.get("created_at"))


def _artifact_problem(root: str | Path, path: str, kept: str | None) -> str | None:
    """Why one artifact does not hold up: missing, or its content no longer the sha256 the ledger kept."""
    found = artifact_location(root, path)
    try:
        mode = os.stat(found).st_mode
    except FileNotFoundError:
        return f"artifact {path} is missing"
    except OSError as exc:  # a loop of links, a folder that cannot be read
        return f"artifact {path} cannot be read: {exc.strerror or exc}"
    if not stat.S_ISREG(mode):
        return f"artifact {path} is no longer a regular file (something else was put in its place)"
    if kept is not None and file_sha256(found) != kept:
        return f"artifact {path} was changed after it was recorded (its sha256 differs from the ledger's)"
    return None


def verify_artifacts(rows: list[Row], root: str | Path, sha256: dict[str, str],
                     inputs: list[str] | None = None) -> dict[str, str]:
    """Each row artifact, and each of the run's prepared inputs (`inputs`: the token ids every branch read),
    that does not hold up, by its stored path, and why. Paths are found relative to the project (as stored
    since paths are relative), or as an older ledger's absolute path found under the project again when the
    project was moved; `sha256` is what the ledger kept per stored path."""
    out = {}
    for path in sorted({r.artifact_path for r in rows if r.artifact_path} | set(inputs or [])):
        problem = _artifact_problem(root, path, sha256.get(path))
        if problem:
            out[path] = problem
    return out


def load_run(ledger, run_id: str, quality_path: str | Path | None = None) -> RunData:
    """The run's records as one `RunData` (raises the ledger's clear error for an unknown run)."""
    info = ledger.run(run_id)
    rows = ledger.rows(run_id, include_warmup=True)
    return RunData(
        run_id=run_id,
        rows=rows,
        model_id=info.record.model_id,
        revision=info.record.model_revision,
        environment=_scope(info.environment, rows),
        created_at=info.created_at,
        thresholds_sha256=info.thresholds_sha256,
        planned_cells=info.schedule.cells,
        planned_branches=info.schedule.branches,
        task=info.record.task,
        admission=admission_from_ledger(ledger),
        quality=load_quality_results(quality_path) if quality_path else None,
        rollback=_rollback(ledger, info.config_version),
        artifact_problems=verify_artifacts(
            rows, ledger.project_dir, {a.path: a.sha256 for a in ledger.artifacts(run_id) if a.sha256},
            [a.path for a in ledger.artifacts(run_id) if a.kind == "input"]),
        fact_reviews=ledger.fact_reviews(run_id),
        speed_rule=rule_of_thresholds(info.thresholds_text),
        runner_gone=info.runner if info.status == "running" and info.runner_alive is False else None,
    )
