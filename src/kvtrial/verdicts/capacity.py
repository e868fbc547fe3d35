"""Capacity plans: the longest context per cache setting in a memory budget, from caches measured here
(`measure_capacity_plan`: loads the model, fills each setting's cache with its keys and values) or from a run's
records alone (`capacity_plan_from_run`). The fitting itself is `kvtrial.verdicts.capacity_plan`; `kvtrial plan` and
`kvtrial report --plan-memory` print these."""

from __future__ import annotations

from pathlib import Path

from kvtrial.defaults import DEFAULT_CORPUS, DEFAULT_PREFILL_CHUNK
from kvtrial.errors import KvtrialError


def measure_capacity_plan(model: str, settings: list[str], memory: str, admission=None, chunk: int = DEFAULT_PREFILL_CHUNK,
                 corpus: str = DEFAULT_CORPUS, device: str = "cpu", dtype: str | None = None):
    """Load the model, measure each setting's cache on real text (`kvtrial.memory`), then fit the
    plan from the measurements (`kvtrial.verdicts.capacity_plan`): (CapacityPlan, model id)."""
    from kvtrial.cache.spec import parse_spec
    from kvtrial.corpora import load_corpus
    from kvtrial.memory.activations import estimate_activations
    from kvtrial.memory.kv import fill_lengths, measure_cache_cost, weights_bytes
    from kvtrial.memory.peaks import rss_bytes
    from kvtrial.models import load_model
    from kvtrial.verdicts.capacity_plan import capacity_plan
    from kvtrial.verdicts.sizes import parse_size

    memory_bytes = parse_size(memory)
    names = [str(parse_spec(s)) for s in settings if s.strip()]
    if not names:
        raise KvtrialError("no cache settings to plan; give settings such as ordinary,q8_0,q8_0/turbo4")
    from kvtrial.backends.transformers_engine import dtype_of
    from kvtrial.device import check_device, resolve_dtype

    device = check_device(device)
    lm = load_model(model, dtype=dtype_of(resolve_dtype(device, dtype)), device=device)
    need = max(fill_lengths(n)[1] for n in names)
    if need > lm.max_context:
        raise KvtrialError(f"measuring needs {need} tokens but model {model!r} holds {lm.max_context}; use a smaller window")
    text = load_corpus(corpus).text
    ids = lm.tokenizer(text[: need * 12], return_tensors="pt", add_special_tokens=False)["input_ids"][:, :need]
    if ids.shape[-1] < need:
        raise KvtrialError(f"corpus {corpus!r} gives only {ids.shape[-1]} tokens; {need} are needed")
    weights = weights_bytes(lm.model)
    first = next(lm.model.parameters())
    activations = estimate_activations(lm.model.config, first.element_size(), chunk)
    costs = [measure_cache_cost(lm.model, s, ids.to(first.device)) for s in names]
    # Resident memory only after the forward passes: weights loaded lazily (memory-mapped) are
    # resident by then, and the measured caches have been freed.
    if first.device.type == "cpu" and (rss := rss_bytes()) is not None:
        runtime, note = max(0, rss - weights), "measured: resident memory after the forward passes less the weights"
    else:
        runtime, note = 0, "not counted (device allocator figures count tensors only)"
    return capacity_plan(memory_bytes, weights, runtime, note, activations, costs, lm.max_context, admission,
                       lm.model_id), lm.model_id


def capacity_plan_from_run(run, memory: str):
    """The plan from a run's records alone (no model load): each branch's kv bytes per token as its
    requests read them back, the weights and resident memory its workers measured, the activation
    estimate from the model's config. None when the run has no ok rows to read."""
    from kvtrial.memory.activations import estimate_activations
    from kvtrial.models.metadata import model_config
    from kvtrial.records.row import RowStatus
    from kvtrial.verdicts.capacity_plan import capacity_plan, costs_from_rows
    from kvtrial.verdicts.sizes import parse_size

    memory_bytes = parse_size(memory)
    settings = {"ordinary": run.setting_of("ordinary"), **{c: run.setting_of(c) for c in run.candidates}}
    costs = costs_from_rows(run.rows, settings)
    ok = [r for r in run.measured_rows if r.status == RowStatus.OK and r.estimate is not None]
    if not costs or not ok:
        return None
    weights, dtype_bytes = ok[0].estimate.weights, ok[0].estimate.dtype_bytes
    config = model_config(run.model_id)
    text = config.get_text_config(decoder=True)
    resident = [r.resident_after_load_bytes for r in ok if r.resident_after_load_bytes and r.device == "cpu"]
    if resident:
        runtime, note = max(0, min(resident) - weights), "measured: resident memory after load less the weights (run)"
    else:
        runtime, note = 0, "not counted (no resident memory on the CPU in the run's rows)"
    activations = estimate_activations(config, dtype_bytes, 512)
    return capacity_plan(memory_bytes, weights, runtime, note, activations, costs,
                       int(text.max_position_embeddings), run.admission, run.model_id)


def admission_of(project: Path | None):
    if project is None:
        return None
    from kvtrial.protocol.ledger import LEDGER_FILE, Ledger
    from kvtrial.verdicts.load import admission_from_ledger

    if not (project / LEDGER_FILE).is_file():
        raise KvtrialError(f"no ledger at {project / LEDGER_FILE}; run `kvtrial admit` there or drop --project")
    return admission_from_ledger(Ledger.open(project, create=False, read_only=True))
