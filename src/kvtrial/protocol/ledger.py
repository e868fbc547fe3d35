"""The ledger: one SQLite file per project folder holding everything a verdict may cite.

Tables: registrations (record + resolved record, keyed by config_version), runs, rows (one per
request, append-only: a row is never updated or overwritten; `UNIQUE(run_id, request_key)` makes a
second write of the same request fail), artifacts (paths and sha256 of generated texts and raw
logs), admission (every probe result kept; the table's current state is the latest entry per
model × revision × backend × setting), baselines, rollbacks, and fact_reviews (a person's decisions on
machine fact labels, append-only, beside the machine grades in the rows).

Concurrency: WAL journal and a busy timeout, and every write is one short `BEGIN IMMEDIATE`
transaction, so several runs (processes) can write the same ledger at once.

Reading API (used by the verdicts/report code):

    ledger = Ledger.open("kvtrial-runs")          # or Ledger("kvtrial-runs/ledger.sqlite")
    for info in ledger.runs(): ...                # RunInfo, newest first
    info = ledger.run(run_id)                     # .record (resolved record dict), .config_version,
                                                  # .thresholds_sha256, .environment, .created_at, .status
    rows = ledger.rows(run_id)                    # list[Row], warm-up rows excluded unless include_warmup
    ledger.admission_rows()                       # current admission table (latest per row key)
    ledger.admission_history()                    # every probe, oldest first
    ledger.artifacts(run_id)                      # list[Artifact]
    ledger.fact_reviews(run_id)                   # list[FactReview], oldest first
    ledger.export_csv(path, run_id=None)          # rows of one or all runs as CSV
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
import secrets
import socket
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_writer, check_project_records
from kvtrial.memory.leftovers import owner_alive, owner_tag
from kvtrial.records import LEDGER_SCHEMA_VERSION, Environment, RequestSchedule, ResolvedRecord, check_schema_version
from kvtrial.records.admission import AdmissionEntry, AdmissionEvidence, AdmissionStatus
from kvtrial.records.fact_review import FactReview
from kvtrial.records.migrate import moved_artifact_candidates, run_reason, upgrade_row, upgrade_tables
from kvtrial.records.row import Row, row_field_names

LEDGER_FILE = "ledger.sqlite"
DEFAULT_PROJECT = "kvtrial-runs"
# SQLite creates a new database as an empty file and fills it on the first write: a zero-byte ledger
# younger than this is another process creating it; an older one is a damaged project.
FRESH_S = 10.0

class RunStatus(StrEnum):
    """Where a run stands (the values are the words the ledger keeps)."""

    RUNNING = "running"
    COMPLETE = "complete"
    INTERRUPTED = "interrupted"
    FAILED = "failed"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS registrations (
    config_version TEXT PRIMARY KEY, resolved_json TEXT NOT NULL, record_json TEXT NOT NULL,
    source_path TEXT, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY, config_version TEXT NOT NULL, created_at TEXT NOT NULL, finished_at TEXT,
    status TEXT NOT NULL, plan_json TEXT NOT NULL, environment_json TEXT NOT NULL, thresholds_sha256 TEXT,
    thresholds_text TEXT, executor TEXT, retry_of TEXT, project_dir TEXT, reason TEXT, runner TEXT);
CREATE TABLE IF NOT EXISTS rows (
    id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL, request_key TEXT NOT NULL,
    cell_id TEXT, branch TEXT, backend TEXT, repeat INTEGER, warmup INTEGER, status TEXT,
    row_json TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (run_id, request_key));
CREATE TABLE IF NOT EXISTS artifacts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL, request_key TEXT, kind TEXT NOT NULL,
    path TEXT NOT NULL, sha256 TEXT, bytes INTEGER, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS admission (
    id INTEGER PRIMARY KEY AUTOINCREMENT, model TEXT NOT NULL, model_revision TEXT NOT NULL,
    backend TEXT NOT NULL, setting TEXT NOT NULL, status TEXT NOT NULL, reason TEXT,
    evidence_json TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS baselines (
    id INTEGER PRIMARY KEY AUTOINCREMENT, config_version TEXT NOT NULL, archive_path TEXT NOT NULL,
    archive_sha256 TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rollbacks (
    id INTEGER PRIMARY KEY AUTOINCREMENT, baseline_id INTEGER NOT NULL, matched INTEGER NOT NULL,
    evidence_json TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS fact_reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL, request_key TEXT NOT NULL, fact_id TEXT NOT NULL,
    machine_label TEXT NOT NULL, label TEXT NOT NULL, reviewer TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS rows_run ON rows (run_id);
CREATE INDEX IF NOT EXISTS admission_key ON admission (model, model_revision, backend, setting);
"""


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


# A run id names a folder (runs/RUN, reports/RUN): one plain path component, never `..` or a separator.
RUN_ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


def check_run_id(run_id: object, where: str) -> str:
    """`run_id` if it is a run id kvtrial could have made, else a KvtrialError naming `where` it came from."""
    if not isinstance(run_id, str) or not RUN_ID_PATTERN.fullmatch(run_id):
        raise KvtrialError(f"{where}: {run_id!r} is not a run id; a run id is 1 to 128 letters, digits, '.', '_' "
                           "or '-', starting with a letter or digit (like run-20250101-120000-a1b2c3)")
    return run_id


def new_run_id() -> str:
    return f"run-{datetime.now(UTC):%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def file_sha256(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


@dataclass
class RunInfo:
    run_id: str
    config_version: str
    created_at: str
    finished_at: str | None
    status: RunStatus
    schedule: RequestSchedule  # the run's requests and prepared inputs (stored as plan_json)
    environment: Environment  # software, machine (CPU, kernel build), memory cap
    thresholds_sha256: str | None
    thresholds_text: str | None
    executor: str | None
    retry_of: str | None
    record: ResolvedRecord = field(default_factory=ResolvedRecord)  # the resolved registration record
    row_count: int = 0
    reason: str | None = None  # why a failed or interrupted run stopped
    runner: str | None = None  # `host:PID-START` of the process that last ran it (None: not recorded)

    @property
    def runner_alive(self) -> bool | None:
        """Whether the process that last ran this run still runs: None where that cannot be told here (another
        host, or not recorded)."""
        return runner_alive(self.runner)


@dataclass
class Artifact:
    run_id: str
    request_key: str | None
    kind: str  # "text", "log", "input", ...
    path: str
    sha256: str | None
    bytes: int | None


def _cannot_write(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "readonly" in text or "read-only" in text or "unable to open" in text


def _ledger_error(path: Path, exc: sqlite3.Error) -> KvtrialError:
    """One clear error for a ledger SQLite refuses: damaged, read-only or unreachable."""
    text = str(exc)
    if isinstance(exc, sqlite3.OperationalError) and _cannot_write(exc):
        return KvtrialError(f"cannot write the ledger {path} ({text}): the project folder or file is read-only; "
                            "make it writable or choose another --project folder")
    if isinstance(exc, sqlite3.OperationalError):
        return KvtrialError(f"the ledger {path} cannot be used ({text})")
    return KvtrialError(f"the ledger {path} is damaged ({text}); restore it from a copy or choose another "
                        "--project folder")


def artifact_location(project_dir: str | Path, stored: str | Path) -> Path:
    """Where an artifact path stored in a ledger is now (see `Ledger.resolve`)."""
    p = Path(stored)
    primary = p if p.is_absolute() else Path(project_dir) / p
    if primary.exists():
        return primary
    # Older ledgers stored the path as the runner saw it: absolute, or relative to its working folder.
    return next((c for c in moved_artifact_candidates(Path(project_dir), p) if c.exists()), primary)


def runner_tag() -> str:
    """`host:PID-START` of this process: which process runs a run, told apart from a later one with its pid."""
    return f"{socket.gethostname()}:{owner_tag()}"


def runner_alive(tag: str | None) -> bool | None:
    """Whether the process a runner tag names still runs; None where that cannot be told (another host, no tag)."""
    if not tag or ":" not in tag:
        return None
    host, _, owner = tag.rpartition(":")
    pid, _, start = owner.partition("-")
    if host != socket.gethostname() or not pid.isdigit() or not start.isdigit():
        return None
    return owner_alive(int(pid), int(start))


def _shapes_version(conn: sqlite3.Connection) -> int:
    """The schema version a ledger without a `meta` table holds, read from what it stores: rows with per-step
    times are version 3, runs that name their CPU model version 2, anything else version 1 (written before
    versions were kept). A `meta` table that went missing never turns newer records into version 1's."""
    try:  # the keys as json.dumps writes them (a generated text quoting a key is a string value, escaped)
        if conn.execute("SELECT 1 FROM rows WHERE row_json LIKE '%\"timing\": {%' LIMIT 1").fetchone():
            return 3
        if conn.execute("SELECT 1 FROM runs WHERE environment_json LIKE '%\"cpu_model\": %' LIMIT 1").fetchone():
            return 2
    except sqlite3.DatabaseError:
        pass  # a ledger missing a table is refused where it is read
    return 1


class Ledger:
    """The project's SQLite ledger. Safe to open from several processes at once."""

    def __init__(self, path: str | Path, create: bool = True, *, read_only: bool = False) -> None:
        """Open the ledger at `path`; with create=False a missing ledger is an error and nothing is created.

        A zero-byte or non-SQLite file is a damaged ledger (never silently a new one); a ledger that
        cannot be written (read-only folder or file) is opened read-only when create=False. With
        read_only=True (commands that only read: status, report, gate, doctor, export-csv, plan) nothing is
        ever written - no schema, no journal mode, no lock file - so a full disk reads like a read-only one.
        """
        self.path = Path(path)
        self.read_only = read_only
        create = create and not read_only
        # Before anything is opened or created: SQLite follows a link (and creates the file a dangling
        # one names), so a linked ledger, journal file or record folder is refused here, once.
        check_project_records(self.path.parent, self.path.name)
        if self.path.exists() and not self.path.is_file():
            raise KvtrialError(f"the ledger {self.path} is not a file; point --project at a kvtrial project folder")
        if not self.path.exists():
            if not create:
                raise KvtrialError(f"no ledger at {self.path}; pass --project FOLDER where kvtrial wrote one "
                                   "(nothing was created)")
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise KvtrialError(f"cannot create the project folder {self.path.parent}: {exc.strerror or exc}") from None
        elif self.path.stat().st_size == 0 and (not create or time.time() - self.path.stat().st_mtime > FRESH_S):
            # a command that only reads never gives an empty file a schema: that would hide the loss
            raise KvtrialError(f"the ledger {self.path} is empty (0 bytes): the project is damaged, not new; restore "
                               "the file from a copy or choose another --project folder (if another kvtrial command "
                               "is creating this project this moment, retry once it has started); nothing was written")
        self.schema_version = LEDGER_SCHEMA_VERSION  # what the shapes of its records are (kvtrial.records.version)
        try:
            self._open(create, read_only)
        except KvtrialError:  # a newer schema version, a damaged ledger: nothing is left open
            conn = getattr(self, "_conn", None)
            if conn is not None:
                conn.close()
            raise

    def _open(self, create: bool, read_only: bool) -> None:
        if read_only:
            self._conn = self._open_read_only()
            self._check_version(self._stored_version(self._conn))
            return
        try:
            self._conn = self._connect(read_only=False)
            self._prepare()
        except sqlite3.OperationalError as exc:
            if create or not _cannot_write(exc):
                raise _ledger_error(self.path, exc) from None
            self._conn = self._connect(read_only=True)  # status, report, export-csv of a read-only project
            self.read_only = True
            try:
                self._conn.execute("SELECT COUNT(*) FROM runs").fetchone()
            except sqlite3.DatabaseError as exc2:
                raise _ledger_error(self.path, exc2) from None
            self._check_version(self._stored_version(self._conn))
        except sqlite3.DatabaseError as exc:
            raise _ledger_error(self.path, exc) from None

    def _stored_version(self, conn: sqlite3.Connection) -> int | None:
        """The schema version a ledger names; 1 for one written before versions were kept (it has runs but
        no `meta`), None for a new, empty one. A `meta` table that cannot say one version is damage."""
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "meta" in tables:
            try:
                found = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchall()
            except sqlite3.DatabaseError as exc:  # a meta table of another shape (no key/value columns)
                raise KvtrialError(f"the ledger {self.path} has a meta table kvtrial cannot read ({exc}); it is "
                                   "damaged: restore it from a copy (nothing was changed)") from None
            if len(found) > 1:
                raise KvtrialError(f"the ledger {self.path} names {len(found)} schema versions "
                                   f"({', '.join(repr(r[0]) for r in found)}); it is damaged: restore it from a copy "
                                   "(nothing was changed)")
            if found:
                try:
                    return int(found[0][0])
                except (TypeError, ValueError):
                    raise KvtrialError(f"the ledger {self.path} has schema version {found[0][0]!r}, not a number; "
                                       "it is damaged") from None
        return _shapes_version(conn) if "runs" in tables else None

    def _check_version(self, version: int | None) -> None:
        self.schema_version = check_schema_version(LEDGER_SCHEMA_VERSION if version is None else version,
                                                   f"the ledger {self.path}")

    def _open_read_only(self) -> sqlite3.Connection:
        """A connection that never writes. mode=ro still takes SQLite's locks (a run writing meanwhile is
        read consistently), but a WAL ledger needs its -shm file made or grown for that, which a full disk
        or a read-only folder refuses; then the ledger is read as immutable (no lock, no side file), which
        is exact only while no -wal file holds writes not yet copied into the ledger, so only then."""
        try:
            conn = self._connect(read_only=True, immutable=False)
            conn.execute("SELECT COUNT(*) FROM runs").fetchone()
            return conn
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):
                raise _ledger_error(self.path, sqlite3.DatabaseError(str(exc))) from None
            wal = self.path.with_name(self.path.name + "-wal")
            pending = wal.stat().st_size if wal.exists() else 0
            if pending:
                raise KvtrialError(f"cannot read the ledger {self.path} without writing ({exc}): its journal {wal} "
                                   f"holds {pending} bytes of recent writes, and reading them needs SQLite's -shm "
                                   "file, which cannot be made here (is the disk full, or the folder read-only?); "
                                   "free some space or make the folder writable, and run the command again") from None
        except sqlite3.DatabaseError as exc:
            raise _ledger_error(self.path, exc) from None
        try:
            conn = self._connect(read_only=True, immutable=True)
            conn.execute("SELECT COUNT(*) FROM runs").fetchone()
            return conn
        except sqlite3.DatabaseError as exc:
            raise _ledger_error(self.path, exc) from None

    def _connect(self, read_only: bool, immutable: bool = True) -> sqlite3.Connection:
        if read_only:
            # immutable: no lock or -shm file is needed, so a read-only folder can still be read
            uri = f"{self.path.resolve().as_uri()}?mode=ro{'&immutable=1' if immutable else ''}"
            conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
        else:
            conn = sqlite3.connect(str(self.path), timeout=60.0, isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        return conn

    def _prepare(self) -> None:
        self._conn.execute("PRAGMA busy_timeout = 60000")
        self._retry(lambda: self._conn.execute("PRAGMA journal_mode = WAL"))
        self._conn.execute("PRAGMA synchronous = NORMAL")
        # Raw statements, not _write(): a read-only ledger must surface here as sqlite's own error.
        self._retry(lambda: self._conn.execute("BEGIN IMMEDIATE"))
        try:
            # A ledger of a newer schema is refused before anything is written to it.
            version = self._stored_version(self._conn)
            self._check_version(version)
            for statement in filter(None, (s.strip() for s in _SCHEMA.split(";"))):
                self._conn.execute(statement)
            upgrade_tables(self._conn)  # columns older ledgers lack (kvtrial.records.migrate)
            # A new ledger is written at this release's version; an older one keeps its own (its rows keep
            # their shapes: they are never rewritten, only read through the migration).
            self._conn.execute("INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)",
                               (str(self.schema_version),))
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._retry(lambda: self._conn.execute("COMMIT"))

    @classmethod
    def open(cls, project_dir: str | Path = DEFAULT_PROJECT, create: bool = True, *, read_only: bool = False) -> Ledger:
        return cls(Path(project_dir) / LEDGER_FILE, create=create, read_only=read_only)

    @property
    def project_dir(self) -> Path:
        return self.path.parent

    def close(self) -> None:
        self._conn.close()

    @staticmethod
    def _retry(fn: Any, attempts: int = 50) -> Any:
        for i in range(attempts):
            try:
                return fn()
            except sqlite3.OperationalError as exc:  # "database is locked" past the busy timeout
                if "locked" not in str(exc) or i == attempts - 1:
                    raise
                time.sleep(0.05 * (i + 1))

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        if self.read_only:
            raise KvtrialError(f"the ledger {self.path} is read-only here; this command needs to write it")
        try:
            self._retry(lambda: self._conn.execute("BEGIN IMMEDIATE"))
        except sqlite3.OperationalError as exc:
            raise _ledger_error(self.path, exc) from None
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        else:
            try:
                self._retry(lambda: self._conn.execute("COMMIT"))
            except sqlite3.OperationalError as exc:
                raise _ledger_error(self.path, exc) from None

    # --- registrations -----------------------------------------------------------------------
    def add_registration(self, config_version: str, resolved: dict, record: dict, source_path: str | None) -> None:
        with self._write() as c:
            c.execute(
                "INSERT OR IGNORE INTO registrations VALUES (?, ?, ?, ?, ?)",
                (config_version, json.dumps(resolved, sort_keys=True), json.dumps(record, sort_keys=True),
                 source_path, now_iso()),
            )

    def registration(self, config_version: str) -> dict[str, Any]:
        r = self._conn.execute("SELECT resolved_json FROM registrations WHERE config_version = ?", (config_version,)).fetchone()
        if r is None:
            raise KvtrialError(f"no registration with config version {config_version!r} in {self.path}")
        return json.loads(r["resolved_json"])

    def registration_record(self, config_version: str) -> dict[str, Any]:
        """The record as registered (before resolution)."""
        r = self._conn.execute("SELECT record_json FROM registrations WHERE config_version = ?", (config_version,)).fetchone()
        if r is None:
            raise KvtrialError(f"no registration with config version {config_version!r} in {self.path}")
        return json.loads(r["record_json"])

    # --- runs --------------------------------------------------------------------------------
    def create_run(self, run_id: str, config_version: str, schedule: dict, environment: dict, *,
                   thresholds_sha256: str | None = None, thresholds_text: str | None = None,
                   executor: str | None = None, retry_of: str | None = None) -> None:
        check_run_id(run_id, "a new run")
        with self._write() as c:
            if c.execute("SELECT 1 FROM runs WHERE run_id = ?", (run_id,)).fetchone():
                raise KvtrialError(f"run id {run_id!r} already exists; a retry gets a new run id")
            c.execute(
                "INSERT INTO runs (run_id, config_version, created_at, finished_at, status, plan_json, environment_json,"
                " thresholds_sha256, thresholds_text, executor, retry_of, project_dir, runner)"
                " VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (run_id, config_version, now_iso(), RunStatus.RUNNING, json.dumps(schedule, sort_keys=True),
                 json.dumps(environment, sort_keys=True), thresholds_sha256, thresholds_text, executor, retry_of,
                 str(self.project_dir), runner_tag()),
            )

    def set_run_status(self, run_id: str, status: RunStatus, reason: str | None = None) -> None:
        """Set a run's status; `reason` says why it failed or stopped (cleared when it runs again)."""
        finished = now_iso() if status in (RunStatus.COMPLETE, RunStatus.FAILED, RunStatus.INTERRUPTED) else None
        with self._write() as c:
            c.execute("UPDATE runs SET status = ?, finished_at = ?, reason = ? WHERE run_id = ?",
                      (status, finished, reason, run_id))
            if status == RunStatus.RUNNING:  # this process runs it now (a resume)
                c.execute("UPDATE runs SET runner = ? WHERE run_id = ?", (runner_tag(), run_id))

    def runs(self) -> list[RunInfo]:
        ids = [r["run_id"] for r in self._conn.execute("SELECT run_id FROM runs ORDER BY created_at DESC, run_id DESC")]
        return [self.run(i) for i in ids]

    def run(self, run_id: str) -> RunInfo:
        r = self._conn.execute("SELECT * FROM runs WHERE run_id = ?", (run_id,)).fetchone()
        if r is None:
            known = [x["run_id"] for x in self._conn.execute("SELECT run_id FROM runs ORDER BY created_at DESC LIMIT 5")]
            hint = f"; recent runs: {', '.join(known)}" if known else "; it holds no runs"
            raise KvtrialError(f"no run {run_id!r} in {self.path}{hint}")
        check_run_id(r["run_id"], f"the ledger {self.path} (edited by hand?)")  # it builds folder names: runs/RUN, reports/RUN
        count = self._conn.execute("SELECT COUNT(*) FROM rows WHERE run_id = ?", (run_id,)).fetchone()[0]
        return RunInfo(
            run_id=r["run_id"], config_version=r["config_version"], created_at=r["created_at"],
            finished_at=r["finished_at"], status=RunStatus(r["status"]),
            schedule=RequestSchedule.from_dict(json.loads(r["plan_json"])),
            environment=Environment.from_dict(json.loads(r["environment_json"])),
            thresholds_sha256=r["thresholds_sha256"], thresholds_text=r["thresholds_text"], executor=r["executor"],
            retry_of=r["retry_of"], record=ResolvedRecord.from_dict(self.registration(r["config_version"])),
            row_count=count, reason=run_reason(r), runner=r["runner"] if "runner" in r.keys() else None,
        )

    # --- rows --------------------------------------------------------------------------------
    def add_row(self, row: Row, request_key: str) -> None:
        """Append one row; a second row for the same request of the same run is refused."""
        with self._write() as c:
            try:
                c.execute(
                    "INSERT INTO rows (run_id, request_key, cell_id, branch, backend, repeat, warmup, status, row_json,"
                    " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (row.run_id, request_key, row.cell_id, row.branch, row.backend, row.repeat, int(row.warmup),
                     row.status, json.dumps(row.to_dict(), sort_keys=True), now_iso()),
                )
            except sqlite3.IntegrityError:
                raise KvtrialError(
                    f"run {row.run_id!r} already has a row for {request_key!r}; rows are never overwritten") from None

    def request_keys(self, run_id: str) -> set[str]:
        return {r[0] for r in self._conn.execute("SELECT request_key FROM rows WHERE run_id = ?", (run_id,))}

    def rows(self, run_id: str, include_warmup: bool = False) -> list[Row]:
        query = "SELECT row_json FROM rows WHERE run_id = ?" + ("" if include_warmup else " AND warmup = 0") + " ORDER BY id"
        return [Row.from_dict(upgrade_row(json.loads(r[0]), self.schema_version))
                for r in self._conn.execute(query, (run_id,))]

    # --- artifacts ---------------------------------------------------------------------------
    def relative(self, path: str | Path) -> str:
        """`path` as stored: relative to the project folder when inside it (a moved project keeps its
        artifacts), else as given."""
        p = Path(path)
        try:
            return Path(p.resolve()).relative_to(self.project_dir.resolve()).as_posix()
        except ValueError:
            return str(p)

    def resolve(self, stored: str | Path) -> Path:
        """Where a stored artifact path is now: a relative one joined onto the project folder; an absolute
        one (ledgers before relative paths) as it is, or, when gone, its part from `runs/` onward under
        this project (the project was moved)."""
        return artifact_location(self.project_dir, stored)

    def add_artifact(self, run_id: str, request_key: str | None, kind: str, path: str | Path) -> str:
        """Record an artifact with its sha256 and size; returns the path as stored (project-relative)."""
        p = Path(path) if Path(path).exists() else self.resolve(path)
        sha, size = (file_sha256(p), p.stat().st_size) if p.is_file() else (None, None)
        stored = self.relative(p)
        with self._write() as c:
            c.execute("INSERT INTO artifacts (run_id, request_key, kind, path, sha256, bytes, created_at)"
                      " VALUES (?, ?, ?, ?, ?, ?, ?)",
                      (run_id, request_key, kind, stored, sha, size, now_iso()))
        return stored

    def artifacts(self, run_id: str) -> list[Artifact]:
        return [Artifact(r["run_id"], r["request_key"], r["kind"], r["path"], r["sha256"], r["bytes"])
                for r in self._conn.execute("SELECT * FROM artifacts WHERE run_id = ? ORDER BY id", (run_id,))]

    # --- admission ---------------------------------------------------------------------------
    def add_admission(self, model: str, model_revision: str, backend: str, setting: str, status: AdmissionStatus,
                      reason: str | None, evidence: AdmissionEvidence | dict[str, Any]) -> None:
        document = evidence.to_dict() if isinstance(evidence, AdmissionEvidence) else evidence
        with self._write() as c:
            c.execute(
                "INSERT INTO admission (model, model_revision, backend, setting, status, reason, evidence_json, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (model, model_revision, backend, setting, status, reason, json.dumps(document, sort_keys=True), now_iso()),
            )

    def _admission(self, query: str, args: tuple = ()) -> list[AdmissionEntry]:
        return [AdmissionEntry(r["model"], r["backend"], r["setting"], AdmissionStatus(r["status"]),
                               AdmissionEvidence.from_dict(json.loads(r["evidence_json"])), r["reason"],
                               r["model_revision"], r["id"], r["created_at"])
                for r in self._conn.execute(query, args)]

    def admission_rows(self) -> list[AdmissionEntry]:
        """The admission table now: the latest entry per model × revision × backend × setting."""
        return self._admission(
            "SELECT * FROM admission WHERE id IN (SELECT MAX(id) FROM admission"
            " GROUP BY model, model_revision, backend, setting) ORDER BY model, backend, id")

    def admission_history(self) -> list[AdmissionEntry]:
        return self._admission("SELECT * FROM admission ORDER BY id")

    # --- baselines and rollbacks -------------------------------------------------------------
    def add_baseline(self, config_version: str, archive_path: str | Path) -> int:
        with self._write() as c:
            cur = c.execute("INSERT INTO baselines (config_version, archive_path, archive_sha256, created_at)"
                            " VALUES (?, ?, ?, ?)",
                            (config_version, self.relative(archive_path), file_sha256(archive_path), now_iso()))
            assert cur.lastrowid is not None  # an INSERT always sets it
            return cur.lastrowid

    def latest_baseline(self) -> dict[str, Any] | None:
        r = self._conn.execute("SELECT * FROM baselines ORDER BY id DESC LIMIT 1").fetchone()
        return dict(r) if r else None

    def baseline(self, baseline_id: int) -> dict[str, Any] | None:
        r = self._conn.execute("SELECT * FROM baselines WHERE id = ?", (baseline_id,)).fetchone()
        return dict(r) if r else None

    def add_rollback(self, baseline_id: int, matched: bool, evidence: dict[str, Any]) -> None:
        with self._write() as c:
            c.execute("INSERT INTO rollbacks (baseline_id, matched, evidence_json, created_at) VALUES (?, ?, ?, ?)",
                      (baseline_id, int(matched), json.dumps(evidence, sort_keys=True), now_iso()))

    def rollbacks(self) -> list[dict[str, Any]]:
        rows = self._conn.execute("SELECT * FROM rollbacks ORDER BY id")
        return [dict(r, evidence=json.loads(r["evidence_json"])) for r in rows]

    # --- fact reviews ------------------------------------------------------------------------
    def add_fact_review(self, review: FactReview) -> FactReview:
        """Append a person's decision on one fact label of one row of a run; earlier decisions and the machine
        grade stay as they are."""
        self.run(review.run_id)  # an unknown run is named, with the known ones
        if review.request_key not in self.request_keys(review.run_id):
            raise KvtrialError(f"run {review.run_id!r} has no row {review.request_key!r} to review")
        at = now_iso()
        with self._write() as c:
            cur = c.execute(
                "INSERT INTO fact_reviews (run_id, request_key, fact_id, machine_label, label, reviewer, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (review.run_id, review.request_key, review.fact_id, review.machine_label, review.label,
                 review.reviewer.strip(), at))
        return FactReview(review.run_id, review.request_key, review.fact_id, review.machine_label, review.label,
                          review.reviewer.strip(), at, cur.lastrowid)

    def fact_reviews(self, run_id: str) -> list[FactReview]:
        """The decisions on a run's fact labels, oldest first ([] for a ledger from before reviews existed)."""
        try:
            rows = list(self._conn.execute("SELECT * FROM fact_reviews WHERE run_id = ? ORDER BY id", (run_id,)))
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):  # an older ledger opened read-only: no decisions were ever made
                return []
            raise
        return [FactReview(r["run_id"], r["request_key"], r["fact_id"], r["machine_label"], r["label"], r["reviewer"],
                           r["created_at"], r["id"]) for r in rows]

    # --- export ------------------------------------------------------------------------------
    def export_csv(self, path: str | Path, run_id: str | None = None, include_warmup: bool = True,
                   root: str | Path | None = None) -> int:
        """Write the rows of one run (or of every run) to CSV; dict fields as JSON. Returns the row count.
        `root`: the folder the file may not leave through a link (see `fsio.output_root`)."""
        run_ids = [run_id] if run_id else [r.run_id for r in reversed(self.runs())]
        names = row_field_names()
        count = 0
        with atomic_writer(path, newline="", root=root) as fh:
            writer = csv.DictWriter(fh, fieldnames=names)
            writer.writeheader()
            for rid in run_ids:
                for row in self.rows(rid, include_warmup=include_warmup):
                    data = row.to_dict()
                    writer.writerow({k: json.dumps(v, sort_keys=True) if isinstance(v, (dict, list)) else v
                                     for k, v in data.items()})
                    count += 1
        return count
