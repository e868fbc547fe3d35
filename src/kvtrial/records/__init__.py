"""The typed evidence a run keeps in its ledger, from worker to verdict.

Every JSON document the ledger stores beside a row's scalar fields, or with a run, has one type here:

* `CacheReport` (with `DecodeRecord` and its `ChunkRecord`, `LayerTypeRecord`): `describe()` of the live cache, or another
  engine's read-back (`Row.cache_report`)
* `MonitorMemory` (with `NvmlReading`): the /proc and NVML readings of a request (`Row.monitor_memory`)
* `RequestTiming`: every prefill chunk's and decode step's time of a request (`Row.timing`)
* `ContentionRecord`: what competed for the CPUs while a request ran (`Row.contention`)
* `IntegrityRecord` (with `CheckRecord`): the integrity checks of a generated text (`Row.integrity`)
* `AdmissionEntry` (with `AdmissionEvidence`, `AdmissionStatus`): an admission probe's outcome and evidence
* `FactGradesRecord` (with `FactGrade`, `SpanRecord`, `ClaimAlignment`): the grader's labels of a generated text
  (`Row.fact_grades`)
* `Environment` (with `MachineRecord`, `SoftwareRecord`): where a run happened (`RunInfo.environment`)
* `RequestSchedule` (with `ScheduledRequestRecord`): the run's requests (`RunInfo.schedule`)
* `ResolvedRecord`: the resolved registration record (`RunInfo.record`)

Each type reads its document once, into typed fields, and keeps the document as stored: `to_dict()`
gives it back unchanged, so what the ledger holds is never rewritten by reading it. The types also read
as a read-only mapping of that document, for code written before them; new code reads the fields.

The ledger's schema version (`version.LEDGER_SCHEMA_VERSION`) is written in every ledger; a ledger
written by an older release is read through `migrate` (the one module that knows older shapes), one
written by a newer release is refused (`version.check_schema_version`).

This package imports nothing of the tool but its errors: the protocol writes these records, the verdicts
read them.
"""

from kvtrial.records.admission import AdmissionEntry, AdmissionEvidence, AdmissionStatus, DecodePathRecord
from kvtrial.records.cache_report import CacheReport, ChunkRecord, DecodeRecord, LayerTypeRecord
from kvtrial.records.contention import ContentionRecord
from kvtrial.records.document import Document
from kvtrial.records.environment import Environment, MachineRecord, SoftwareRecord
from kvtrial.records.fact_grades import ClaimAlignment, FactGrade, FactGradesRecord, SpanRecord
from kvtrial.records.integrity import CheckRecord, IntegrityRecord
from kvtrial.records.memory import MonitorMemory, NvmlReading
from kvtrial.records.run import RequestSchedule, ResolvedRecord, ScheduledRequestRecord
from kvtrial.records.timing import RequestTiming
from kvtrial.records.version import LEDGER_SCHEMA_VERSION, READABLE_SCHEMA_VERSIONS, check_schema_version

__all__ = [
    "LEDGER_SCHEMA_VERSION", "READABLE_SCHEMA_VERSIONS", "AdmissionEntry", "AdmissionEvidence", "AdmissionStatus",
    "CacheReport", "ClaimAlignment", "CheckRecord", "ChunkRecord", "ContentionRecord", "DecodePathRecord", "DecodeRecord",
    "Document", "Environment", "FactGrade", "FactGradesRecord", "IntegrityRecord", "LayerTypeRecord", "MachineRecord",
    "MonitorMemory", "NvmlReading",
    "RequestTiming", "ScheduledRequestRecord", "RequestSchedule", "ResolvedRecord", "SoftwareRecord", "SpanRecord",
    "check_schema_version",
]
