"""How a verdict points at the rows it stands on, and checks on a single row shared by the rules,
the troubleshooting table and the gate."""

from __future__ import annotations

from kvtrial.protocol.rows import INVALID_COMPARISON, ORDINARY_BRANCH, Row

# Backends whose effective setting is reported in kvtrial's own `KEY/VALUE` names.
NATIVE_BACKENDS = ("native", "kvtrial")


def row_ref(row: Row) -> str:
    """A reference a person can find in the ledger: cell, branch, repeat (and the ledger's row id)."""
    ref = f"{row.cell_id}:{row.branch}:r{row.repeat}"
    if row.warmup:
        ref += ":warmup"
    row_id = (row.extra or {}).get("row_id")
    return f"#{row_id} {ref}" if row_id is not None else ref


def _formats_of(setting: str) -> tuple[str, str] | None:
    """(key, value) formats of a kvtrial setting string such as `q8_0/turbo4:window=64`, else None."""
    text = setting.strip()
    for prefix in ("unconfirmed:",):
        text = text.removeprefix(prefix)
    if text.startswith("mixed:") or not text:
        return None
    head = text.split(":", 1)[0]
    parts = head.split("/")
    if len(parts) == 1:
        return parts[0], parts[0]
    if len(parts) == 2:
        return parts[0], parts[1]
    return None


def setting_problem(row: Row) -> str | None:
    """Why a candidate row's setting cannot count as having taken effect, or None.

    The runner already marks such rows `invalid comparison`; this re-checks the stored fields so a
    row that slipped through is still never counted.
    """
    if row.branch == ORDINARY_BRANCH:
        return None
    if row.status == INVALID_COMPARISON:
        return row.error or "marked invalid comparison by the runner (setting ignored, fell back or unconfirmed)"
    if row.cache_confirmed is False:
        return f"effective cache type could not be confirmed (read back: {row.effective_cache!r})"
    if row.requested_cache and row.effective_cache:
        eff = row.effective_cache
        if eff.startswith(("unconfirmed:", "mixed:")):
            return f"effective cache type {eff!r} for requested {row.requested_cache!r}"
        want, got = _formats_of(row.requested_cache), _formats_of(eff)
        # Only kvtrial-style names are compared literally; other backends confirm through cache_confirmed.
        if want and got and row.backend in NATIVE_BACKENDS and want != got:
            return f"requested {row.requested_cache!r} but the live cache holds {eff!r}"
    return None
