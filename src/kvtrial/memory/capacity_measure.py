"""The capacity table from caches measured here: each setting's cache filled with a loaded model's keys and
values over real text (`kvtrial.memory.kv.measure_cache_cost`), the weights and the runtime's resident memory
read from the process, the activations estimated (`kvtrial.memory.activations`); the fitting is
`kvtrial.memory.capacity`. What `kvtrial plan` prints."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kvtrial.cache.spec import parse_spec
from kvtrial.defaults import DEFAULT_PREFILL_CHUNK
from kvtrial.errors import KvtrialError
from kvtrial.memory.activations import estimate_activations
from kvtrial.memory.capacity import CapacityTable, capacity_table
from kvtrial.memory.kv import fill_lengths, measure_cache_cost, weights_bytes
from kvtrial.memory.peaks import rss_bytes
from kvtrial.records import AdmissionEntry

if TYPE_CHECKING:
    from kvtrial.corpora import Corpus
    from kvtrial.models import LoadedModel


def setting_names(settings: list[str]) -> list[str]:
    """The settings to measure, canonical; an error when there are none (checked before a model loads)."""
    names = [str(parse_spec(s)) for s in settings if s.strip()]
    if not names:
        raise KvtrialError("no cache settings to plan; give settings such as ordinary,q8_0,q8_0/turbo4")
    return names


def measure_capacity_table(lm: LoadedModel, settings: list[str], memory_bytes: int, corpus: Corpus,
                           admission: list[AdmissionEntry] | None = None,
                           chunk: int = DEFAULT_PREFILL_CHUNK) -> CapacityTable:
    """Measure each setting's cache on `corpus`'s text with the loaded model, then fit the table
    (`kvtrial.memory.capacity`). `chunk`: the prefill chunk the activation estimate assumes."""
    names = setting_names(settings)
    need = max(fill_lengths(n)[1] for n in names)
    if need > lm.max_context:
        raise KvtrialError(f"measuring needs {need} tokens but model {lm.model_id!r} holds {lm.max_context}; "
                           "use a smaller window")
    ids = lm.tokenizer(corpus.text[: need * 12], return_tensors="pt", add_special_tokens=False)["input_ids"][:, :need]
    if ids.shape[-1] < need:
        raise KvtrialError(f"corpus {corpus.name!r} gives only {ids.shape[-1]} tokens; {need} are needed")
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
    return capacity_table(memory_bytes, weights, runtime, note, activations, costs, lm.max_context, admission,
                          lm.model_id)
