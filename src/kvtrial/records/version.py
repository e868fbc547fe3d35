"""The ledger's schema version: which shapes of stored records a ledger holds.

1: every ledger before the version was written (no `meta` table); rows may keep evidence under `extra`,
   runs may lack a failure reason, decode records may name `reasons` (see `migrate`).
2: the ledger keeps `schema_version` in its `meta` table; runs record the CPU model, its instruction sets
   and the kernel build.
3: rows keep every prefill chunk's and decode step's time (`timing`) and what competed for the CPUs during the
   request (`contention`); rows of older versions have neither, and their speed is compared by the repeat-range
   rule.
"""

from __future__ import annotations

from kvtrial.errors import KvtrialError

LEDGER_SCHEMA_VERSION = 3
READABLE_SCHEMA_VERSIONS = (1, 2, 3)


class LedgerVersionError(KvtrialError):
    """A ledger written by a newer release, in a shape this release cannot read."""


def check_schema_version(version: int, where: str) -> int:
    """`version` when this release reads it, else a LedgerVersionError naming it and the versions read here: a
    newer one says to upgrade, one below the first version says the ledger is damaged."""
    if version < min(READABLE_SCHEMA_VERSIONS):
        raise LedgerVersionError(
            f"{where} has ledger schema version {version}, which no kvtrial writes (versions start at 1): its meta "
            "table is damaged. Restore the ledger from a copy (nothing was changed)")
    if version not in READABLE_SCHEMA_VERSIONS:
        readable = ", ".join(str(v) for v in READABLE_SCHEMA_VERSIONS)
        raise LedgerVersionError(
            f"{where} has ledger schema version {version}; this release of kvtrial reads schema versions {readable}. "
            "It was written by a newer kvtrial: upgrade kvtrial to read it (nothing was changed)")
    return version
