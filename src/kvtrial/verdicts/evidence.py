"""How a verdict points at the rows it stands on, and checks on a single row shared by the rules,
the troubleshooting table and the gate."""

from __future__ import annotations

from kvtrial.decode_path import DecodePath, decode_path
from kvtrial.records import FactGrade
from kvtrial.records.row import ORDINARY_BRANCH, Row, RowStatus

# Backends whose effective setting is reported in kvtrial's own `KEY/VALUE` names.
NATIVE_BACKENDS = ("native", "kvtrial")


def row_ref(row: Row) -> str:
    """A reference a person can find in the ledger: cell, branch, repeat (and the ledger's row id)."""
    ref = f"{row.cell_id}:{row.branch}:r{row.repeat}"
    if row.warmup:
        ref += ":warmup"
    return f"#{row.row_id} {ref}" if row.row_id is not None else ref


def _formats_of(setting: str) -> str | None:
    """The formats part of a kvtrial setting or read-back (`q8_0/turbo4;0-3=q8_0` of `q8_0/turbo4:window=64;0-3=q8_0`),
    as the setting grammar spells it; None when it names none (`kvtrial.cache.spec.recorded_spec`)."""
    from kvtrial.cache.spec import recorded_spec  # the setting grammar pulls in the formats (torch): only when read

    spec = recorded_spec(setting)
    return spec.formats_text if spec is not None else None


def setting_problem(row: Row) -> str | None:
    """Why a candidate row's setting cannot count as having taken effect, or None.

    The runner already marks such rows `invalid comparison`; this re-checks the stored fields so a
    row that slipped through is still never counted.
    """
    if row.branch == ORDINARY_BRANCH:
        return None
    if row.status == RowStatus.INVALID_COMPARISON:
        return row.error or "marked invalid comparison by the runner (setting ignored, fell back or unconfirmed)"
    if row.cache_confirmed is False:
        return f"effective cache type could not be confirmed (read back: {row.effective_cache!r})"
    if row.requested_cache and row.effective_cache:
        eff = row.effective_cache
        if eff.startswith(("unconfirmed:", "mixed:")):  # the read-back's own marks (cache.report)
            return f"effective cache type {eff!r} for requested {row.requested_cache!r}"
        want, got = _formats_of(row.requested_cache), _formats_of(eff)
        # Only kvtrial-style names are compared literally; other backends confirm through cache_confirmed.
        if want and got and row.backend in NATIVE_BACKENDS and want != got:
            return f"requested {row.requested_cache!r} but the live cache holds {eff!r}"
    return None


def row_decode_path(row: Row) -> DecodePath | None:
    """The path a row's decode steps took, from the cache report the row kept (None: its cache keeps no
    such record, as transformers' own caches and other engines do not)."""
    return decode_path(row.cache_report, row.device)


def decode_paths_text(rows: list[Row]) -> str | None:
    """The decode path(s) of a branch's rows in a few words (`C kernel`, `torch fallback: <reason>`);
    None when no row recorded one."""
    texts = sorted({p.text() for r in rows if (p := row_decode_path(r)) is not None})
    return " / ".join(texts) if texts else None


def integrity_problems(row: Row) -> list[str] | None:
    """Problems found in the row's generated text; [] when clean, None when not checked."""
    return list(row.integrity.problems) if row.integrity is not None else None


def fact_grades(row: Row) -> list[FactGrade]:
    """The graded facts of a row, and one `unsupported` entry per unsupported addition it made."""
    return row.fact_grades.graded() if row.fact_grades is not None else []


def problem_kind(problem: str) -> str:
    """The kind of an integrity problem (`repetition: loop` -> `repetition`), to compare two outputs."""
    return problem.split(":", 1)[0].strip()


def problems_beyond(row: Row, reference: Row | None) -> list[str] | None:
    """The row's integrity problems of a kind that its reference's output on the same input does not
    show (those the reference shows too come from the task or budget, not the cache). None when the
    reference's output was not completed or not checked: then nothing can be set against it."""
    own = integrity_problems(row) or []
    ref = integrity_problems(reference) if reference is not None and reference.status == RowStatus.OK else None
    if ref is None:
        return None
    shared = {problem_kind(p) for p in ref}
    return [p for p in own if problem_kind(p) not in shared]
