"""A tuning run: measure sensitivities on calibration windows, build the frontier, pick plans, verify them
whole on held-out windows and on a second text beside uniform settings, and record it all as rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import torch
from transformers import PreTrainedModel

from kvtrial.cache.centering import resolve_refinements
from kvtrial.cache.layer_types import model_layers
from kvtrial.cache.spec import CacheSpec, parse_spec
from kvtrial.defaults import DEFAULT_PREFILL_CHUNK, TUNE_FORMATS, TUNE_UNIFORM
from kvtrial.errors import KvtrialError
from kvtrial.quality.scoring import BaseRun, compute_base, make_windows, score_candidate, window_prefill_chunk
from kvtrial.tune.frontier import FrontierPoint, Length, frontier, within_bits, within_kld
from kvtrial.tune.proxy import capture, output_errors
from kvtrial.tune.sensitivity import (
    Check,
    Estimates,
    Measurements,
    Scored,
    estimate,
    floor_setting,
    items_of,
    measure,
    plain_format,
)

Progress = Callable[[str], None]
DEFAULT_FORMATS = TUNE_FORMATS
DEFAULT_UNIFORM = TUNE_UNIFORM


@dataclass(frozen=True)
class Schedule:
    calib_n_ctx: int = 1024
    calib_windows: int = 1
    n_ctx: int = 1024
    windows: int = 2
    step: int = 16
    estimator: str = "proxy"  # "proxy": one scoring per layer shared out by attention-output errors; "exact"
    anchor: str = "turbo3"  # the format each layer is scored whole in (proxy)
    check_layers: int = 4  # layers also scored exactly per side and format, to check the proxy
    prefill_chunk: int | None = DEFAULT_PREFILL_CHUNK  # first-half tokens per forward pass (None: one pass)
    recent_windows: tuple[int, ...] = (0,)  # recent-token windows (the `window=` option) a plan may take
    context: int | None = None  # tokens in the cache where bits are counted (None: the held-out n_ctx)


ESTIMATORS = ("proxy", "exact")


def spaced(layers: Sequence[int], n: int) -> list[int]:
    """`n` layers spread from the first to the last (all when there are fewer)."""
    if n >= len(layers):
        return list(layers)
    if n <= 0:
        return []
    if n == 1:
        return [layers[0]]
    return sorted({layers[round(k * (len(layers) - 1) / (n - 1))] for k in range(n)})


@dataclass
class TuneRow:
    setting: str
    kind: str  # "plan" | "uniform"
    bits_per_value: float | None  # read back from the live cache of the held-out run
    heldout_kld_mean: float | None
    transfer_kld_mean: float | None
    target: str = ""  # what the plan was chosen for ("bits<=4.5", "kld<=0.05")
    predicted_kld: float | None = None  # plans: the sum of the measured costs (calibration windows)
    layout_bits: float | None = None  # plans: from the formats' layouts at the held-out length (frontier.layout_bits)
    calib_kld_mean: float | None = None  # plans: measured whole on the calibration windows (additivity)
    window: int = 0  # the setting's recent-token window (tokens every layer keeps at full precision)


@dataclass
class TuneResult:
    model_id: str
    corpus: str
    transfer_corpus: str
    schedule: Schedule
    formats: list[str]
    rows: list[TuneRow] = field(default_factory=list)
    frontier: list[dict] = field(default_factory=list)  # every greedy step: bits, predicted KL, level, setting
    estimator: dict = field(default_factory=dict)  # proxy: its check against exact scorings

    def to_dict(self) -> dict:
        return {"model_id": self.model_id, "corpus": self.corpus, "transfer_corpus": self.transfer_corpus,
                "schedule": asdict(self.schedule), "formats": self.formats,
                "rows": [asdict(r) for r in self.rows], "frontier": self.frontier, "estimator": self.estimator}


def _output_errors(model: PreTrainedModel, windows: torch.Tensor, formats: Sequence[str], step: int,
                   say: Progress, prefill_chunk: int | None = None,
                   recent: Sequence[int] = (0,)) -> dict[tuple[int, str, str], float]:
    """Attention-output errors (proxy.py) summed over the calibration windows, per recent-token window."""
    total: dict[tuple[int, str, str], float] = {}
    for w in range(windows.shape[0]):
        say(f"attention-output errors of {', '.join(formats)}: window {w + 1}/{windows.shape[0]}")
        inputs = capture(model, windows[w], prefill_chunk)
        for k, err in output_errors(model, inputs, formats, step, prefill_chunk, recent).items():
            total[k] = total.get(k, 0.0) + err
    return total


class _Scorer:
    """Whole settings scored on one set of windows, each stored in the measurements file as it comes (a rerun
    resumes); the ordinary run of the windows is made only when a scoring is not stored yet."""

    def __init__(self, model: PreTrainedModel, windows: torch.Tensor, name: str, store: Measurements,
                 schedule: Schedule, say: Progress, base: BaseRun | None = None) -> None:
        self.model, self.windows, self.store, self.schedule, self.say = model, windows, store, schedule, say
        self.kind, self.name, self.base = name.split()[0], name, base

    def __call__(self, setting: str) -> Scored:
        found = self.store.get_scored(self.name, setting)
        if found is not None:
            return found
        if self.base is None:
            self.say(f"ordinary run of the {self.kind} windows")
            self.base = compute_base(self.model, self.windows, self.schedule.step,
                                     prefill_chunk=self.schedule.prefill_chunk)
        result = score_candidate(self.model, self.base, parse_spec(setting))
        if result.stats is None:
            raise KvtrialError(f"{setting}: invalid comparison: {result.reason}")
        scored = Scored(float(result.stats.kld_mean.value), result.bits_per_value)
        self.store.put_scored(self.name, setting, scored)
        return scored


def _floor(model: PreTrainedModel, calib: torch.Tensor, calib_base: BaseRun, store: Measurements, s: Schedule,
           say: Progress, corpus: str) -> tuple[float | None, str]:
    """The estimator checks' measured rounding floor: `floor_setting` scored whole on the calibration windows
    (stored with the other scorings, so a rerun reads it back), clamped at 0 (rounding has either sign); None
    and why where the rotation is refused (a head dimension that is not a multiple of 64)."""
    name = Measurements.windows_name("calibration", corpus, s.calib_n_ctx, s.calib_windows, s.step,
                                     window_prefill_chunk(s.calib_n_ctx, s.prefill_chunk))
    setting = floor_setting(plain_format(model))
    say(f"rounding floor of the estimator's checks: {setting} on the calibration windows")
    try:
        return max(_Scorer(model, calib, name, store, s, say, calib_base)(setting).kld, 0.0), ""
    except KvtrialError as exc:
        return None, f"no rounding floor: {setting} is refused on this model ({exc})"


def unwindowed_beside(points: Sequence[FrontierPoint], chosen: Sequence[tuple[str, FrontierPoint]],
                      bits: Sequence[float], max_kld: float | None) -> list[tuple[str, FrontierPoint]]:
    """For each target whose plan keeps a recent-token window, the best plan without one for the same target
    (`TARGET without window`), verified beside it so the window's gain is measured, not assumed; none where
    no plan without a window meets the target."""
    bare = [p for p in points if not p.window]
    found = dict(chosen)
    out: list[tuple[str, FrontierPoint]] = []
    for b in bits:
        target = f"bits<={b:g}"
        if found[target].window and (p := within_bits(bare, b)) is not None:
            out.append((f"{target} without window", p))
    if max_kld is not None:
        target = f"kld<={max_kld:g}"
        if found[target].window and (p := within_kld(bare, max_kld)) is not None:
            out.append((f"{target} without window", p))
    return out


def choose(points: Sequence[FrontierPoint], bits: Sequence[float], max_kld: float | None) -> list[tuple[str, FrontierPoint]]:
    chosen: list[tuple[str, FrontierPoint]] = []
    for b in bits:
        p = within_bits(points, b)
        if p is None:
            raise KvtrialError(f"no plan of these formats fits {b} bits per value; the fewest is "
                               f"{min(q.bits_per_value for q in points):.3f}")
        chosen.append((f"bits<={b:g}", p))
    if max_kld is not None:
        p = within_kld(points, max_kld)
        if p is None:
            raise KvtrialError(f"no plan of these formats is predicted under KL {max_kld}; the least is "
                               f"{min(q.predicted_kld for q in points):.4g}: add a richer format")
        chosen.append((f"kld<={max_kld:g}", p))
    return chosen


def tune(model: PreTrainedModel, tokens: torch.Tensor, transfer_tokens: torch.Tensor, schedule: Schedule,
         formats: Sequence[str], bits: Sequence[float], max_kld: float | None, uniform: Sequence[str],
         measurements: Path, names: tuple[str, str, str], bos_token_id: int | None = None,
         progress: Progress | None = None) -> TuneResult:
    """`names`: model id, corpus, transfer corpus. Calibration windows come first in the corpus; the held-out
    windows start after them, so no held-out token was calibrated on."""
    model_id, corpus, transfer = names
    s = schedule
    calib = make_windows(tokens, s.calib_n_ctx, s.calib_windows, bos_token_id, corpus=corpus)
    heldout = make_windows(tokens[s.calib_n_ctx * s.calib_windows:], s.n_ctx, s.windows, bos_token_id,
                           corpus=f"{corpus} after the calibration windows")
    other = make_windows(transfer_tokens, s.n_ctx, s.windows, bos_token_id, corpus=transfer)
    say = progress or (lambda _msg: None)
    key = {"model": model_id, "corpus": corpus, "calib_n_ctx": s.calib_n_ctx, "calib_windows": s.calib_windows,
           "step": s.step}
    if (calib_chunk := window_prefill_chunk(s.calib_n_ctx, s.prefill_chunk)) is not None:
        key["prefill_chunk"] = calib_chunk  # a one-pass prefill keeps the key measurements had before
    store = Measurements(measurements, key)  # a file of another run is refused before anything is scored
    say("ordinary run of the calibration windows")
    calib_base = compute_base(model, calib, s.step, prefill_chunk=s.prefill_chunk)
    items = items_of(model)
    result = TuneResult(model_id, corpus, transfer, schedule, list(formats))
    recent = list(dict.fromkeys(s.recent_windows))
    kld: dict[int, dict[tuple[str, str], float]] = {}  # per recent-token window: (item, format) -> mean KL
    if s.estimator == "exact":
        for w in recent:
            kld[w] = measure(model, calib_base, items, formats, store, progress, w)
    else:
        errors = _output_errors(model, calib, [*dict.fromkeys([*formats, s.anchor])], s.step, say,
                                s.prefill_chunk, recent)
        checked = spaced(sorted({i.layer for i in items}), s.check_layers)
        checks: list[Check] = []
        for w in recent:
            found = estimate(model, calib_base, items, formats, s.anchor, errors, store, checked, progress, w)
            kld[w], checks = found.kld, [*checks, *found.checks]
        est = Estimates(kld[recent[0]], checks)
        est.floor, est.floor_note = _floor(model, calib, calib_base, store, s, say, corpus)
        result.estimator = {"method": "proxy", "anchor": s.anchor, "check_layers": checked,
                            "floor_setting": floor_setting(plain_format(model)),
                            **est.check_summary(), "checks": [asdict(c) for c in est.checks]}
    head_dims = {p.index: p.head_dim for p in model_layers(model.config)}
    # bits weighed at the held-out length, where the plans' budgets are read back (a sliding layer holds its
    # window only, so its share of the cache there is not its share at the calibration length); a scored
    # window's cache ends holding n_ctx - 1 tokens (the last token is only predicted)
    def refinements(pair: tuple[str, str]) -> tuple[bool, int]:
        found = resolve_refinements(CacheSpec(*pair), model.config)[2]
        return found.center, found.sink

    # at the target context (--context) when one is given: a recent-token window's share of the cache
    # shrinks as the context grows, so the best window depends on it
    length = Length((s.context or s.n_ctx) - 1, model.dtype.itemsize * 8, refinements)
    points = [p for w in recent for p in frontier(items, formats, kld[w], head_dims, replace(length, window=w))]
    result.frontier = [{"bits_per_value": p.bits_per_value, "predicted_kld": p.predicted_kld, "level": p.level,
                        "window": p.window, "setting": str(p.setting(items))} for p in points]
    def windows_name(kind: str, text: str, n_ctx: int, count: int) -> str:
        return Measurements.windows_name(kind, text, n_ctx, count, s.step, window_prefill_chunk(n_ctx, s.prefill_chunk))

    score = {
        "calibration": _Scorer(model, calib, windows_name("calibration", corpus, s.calib_n_ctx, s.calib_windows),
                               store, s, say, calib_base),
        "held-out": _Scorer(model, heldout, windows_name("held-out", corpus, s.n_ctx, s.windows), store, s, say),
        "transfer": _Scorer(model, other, windows_name("transfer", transfer, s.n_ctx, s.windows), store, s, say),
    }
    chosen = choose(points, bits, max_kld)
    for target, p in [*chosen, *unwindowed_beside(points, chosen, bits, max_kld)]:
        setting = str(p.setting(items))
        say(f"verifying the plan for {target}: {setting}")
        calib_kld = score["calibration"](setting).kld
        held, moved = score["held-out"](setting), score["transfer"](setting)
        result.rows.append(TuneRow(setting, "plan", held.bits_per_value, held.kld, moved.kld, target, p.predicted_kld,
                                   p.bits_per_value, calib_kld, p.window))
    for setting in uniform:
        say(f"uniform {setting}")
        held, moved = score["held-out"](setting), score["transfer"](setting)
        result.rows.append(TuneRow(setting, "uniform", held.bits_per_value, held.kld, moved.kld,
                                   window=parse_spec(setting).window))
    return result
