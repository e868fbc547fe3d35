"""Reading `kvtrial quality` results files tolerantly: the figures the gate, the report and the
recommendation use (KL divergence, same top-1, perplexity, bits per value), per cache setting.

Estimates may be stored as numbers or as {"value": v, "error": e}; top-1 agreement as a fraction
or a percentage. Anything missing stays None and is shown as not measured.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.records.row import RowStatus


class QualityResultsError(KvtrialError, ValueError):
    """A quality results file that cannot be read."""


@dataclass(frozen=True)
class QualityEntry:
    setting: str
    kld_mean: float | None = None
    kld_mean_error: float | None = None
    kld_p99: float | None = None
    same_top1: float | None = None  # fraction
    same_top1_error: float | None = None
    ppl: float | None = None
    ppl_error: float | None = None
    ppl_base: float | None = None
    ppl_ratio: float | None = None
    bits_per_value: float | None = None
    tokens: int | None = None
    status: RowStatus = RowStatus.OK  # INVALID_COMPARISON when the candidate's setting did not take effect
    reason: str = ""


@dataclass
class QualityResults:
    path: str
    entries: list[QualityEntry] = field(default_factory=list)
    model: str | None = None
    revision: str | None = None
    corpus: str | None = None
    n_ctx: int | None = None
    raw: dict[str, Any] = field(default_factory=dict)

    def entry(self, setting: str) -> QualityEntry | None:
        return next((e for e in self.entries if e.setting == setting), None)


_ENTRY_LISTS = ("candidates", "results", "settings", "entries", "caches")
_SETTING_KEYS = ("setting", "cache", "candidate", "name", "spec")


def _value(x: Any) -> float | None:
    if isinstance(x, bool) or x is None:
        return None
    if isinstance(x, (int, float)):
        return float(x)
    if isinstance(x, dict):
        for k in ("value", "mean", "estimate"):
            if k in x:
                return _value(x[k])
    return None


def _error(x: Any) -> float | None:
    return _value(x.get("error", x.get("err", x.get("stderr")))) if isinstance(x, dict) else None


def _find(d: dict, *names: str) -> Any:
    """The first of `names` found in d or in its nested `stats`/`statistics`/`quality` tables."""
    kld = d.get("kld") if isinstance(d.get("kld"), dict) else None
    for scope in (d, d.get("stats"), d.get("statistics"), d.get("quality"), kld):
        if isinstance(scope, dict):
            for n in names:
                if n in scope and scope[n] is not None:
                    return scope[n]
    return None


def _p99(d: dict) -> float | None:
    direct = _find(d, "kld_p99", "kld_99")
    if direct is not None:
        return _value(direct)
    pct = _find(d, "kld_percentiles", "percentiles")
    if isinstance(pct, dict):
        for k in ("99.0%", "99%", "99", "p99", "0.99"):
            if k in pct:
                return _value(pct[k])
    return None


def _bits(d: dict) -> float | None:
    b = _find(d, "bits_per_value", "bits_per_value_measured", "measured_bits_per_value", "bpv")
    if isinstance(b, dict):
        k, v = _value(b.get("key", b.get("keys"))), _value(b.get("value", b.get("values")))
        if k is not None and v is not None:
            return (k + v) / 2
        return _value(b.get("mean", b.get("total")))
    if b is not None:
        return _value(b)
    k, v = _value(_find(d, "key_bits", "key_bits_per_value")), _value(_find(d, "value_bits", "value_bits_per_value"))
    return (k + v) / 2 if k is not None and v is not None else None


def _entry(setting: str, d: dict) -> QualityEntry:
    kld = _find(d, "kld_mean", "mean_kld", "kl_divergence", "kld")
    top1 = _find(d, "same_top1", "same_top1_pct", "top1_agreement", "same_top")
    top1_v, top1_e = _value(top1), _error(top1)
    if top1_v is not None and top1_v > 1.0:  # a percentage
        top1_v, top1_e = top1_v / 100, (top1_e / 100 if top1_e is not None else None)
    ppl = _find(d, "ppl_cand", "ppl", "perplexity")
    tokens = _value(_find(d, "tokens", "tokens_scored", "n_tokens"))
    return QualityEntry(
        setting=setting, kld_mean=_value(kld), kld_mean_error=_error(kld), kld_p99=_p99(d),
        same_top1=top1_v, same_top1_error=top1_e, ppl=_value(ppl), ppl_error=_error(ppl),
        ppl_base=_value(_find(d, "ppl_base")), ppl_ratio=_value(_find(d, "ppl_ratio")),
        bits_per_value=_bits(d), tokens=int(tokens) if tokens is not None else None,
        status=_status(setting, d.get("status")), reason=str(d.get("reason") or ""),
    )


def _status(setting: str, value: Any) -> RowStatus:
    """A results file's status word as a RowStatus (absent: ok)."""
    try:
        return RowStatus(value or RowStatus.OK)
    except ValueError:
        known = ", ".join(repr(s.value) for s in RowStatus)
        raise QualityResultsError(f"quality results entry {setting!r}: unknown status {value!r}; "
                                  f"one of {known}") from None


def parse_quality_results(data: dict, path: str = "<memory>") -> QualityResults:
    if not isinstance(data, dict):
        raise QualityResultsError(f"quality results {path!r}: expected a JSON object at the top level")
    items: list[tuple[str, dict]] = []
    container = next((data[k] for k in _ENTRY_LISTS if k in data), None)
    if isinstance(container, list):
        for i, d in enumerate(container):
            if isinstance(d, dict):
                name = next((d[k] for k in _SETTING_KEYS if isinstance(d.get(k), str)), None)
                if name is None:
                    raise QualityResultsError(f"quality results {path!r}: entry {i} names no cache setting")
                items.append((name, d))
    elif isinstance(container, dict):
        items = [(k, v) for k, v in container.items() if isinstance(v, dict)]
    else:
        raise QualityResultsError(
            f"quality results {path!r}: no list of candidates (looked for keys {', '.join(_ENTRY_LISTS)})"
        )
    meta_value = data.get("meta")
    meta: dict = meta_value if isinstance(meta_value, dict) else data
    model, corpus = meta.get("model"), meta.get("corpus")
    revision = meta.get("revision") or meta.get("model_revision")
    if isinstance(model, dict):  # {"model_id": ..., "revision": ...}
        revision = revision or model.get("revision")
        model = model.get("model_id") or model.get("id")
    if isinstance(corpus, dict):  # {"name": ..., "sha256": ...}
        corpus = corpus.get("name") or corpus.get("id")
    n_ctx = meta.get("n_ctx") or meta.get("context")
    return QualityResults(
        path=path, entries=[_entry(n, d) for n, d in items if n != "ordinary"],
        model=model if isinstance(model, str) else None, revision=revision if isinstance(revision, str) else None,
        corpus=corpus if isinstance(corpus, str) else None,
        n_ctx=int(n_ctx) if isinstance(n_ctx, (int, float)) else None, raw=data,
    )


def load_quality_results(path: str | Path) -> QualityResults:
    from kvtrial.jsonfile import read_json

    data = read_json(path, "quality results", QualityResultsError)
    try:
        return parse_quality_results(data, str(path))
    except RecursionError:  # a crafted file whose nesting the parser followed but the reader cannot
        raise QualityResultsError(f"quality results {str(path)!r} is nested too deeply to read") from None
