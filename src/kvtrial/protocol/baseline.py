"""The ordinary baseline archive and the rollback that rebuilds from it alone (docs/protocol.md, "3. Baseline and rollback").

`archive_baseline` runs the ordinary entry on the fixed short sample and writes one JSON file
holding everything needed to come back: model id, revision and source, tokenizer revision, weight
dtype, device placement, attention implementation, generation settings, the package versions,
the material, full prompt, formatted input and its token ids, and the output tokens, text, stop
reason and effective cache type.

`rollback` reads only that file: it compares the installed versions with the archived ones, loads
the model by the archived id and checks its revision and tokenizer, re-tokenizes the archived
formatted input, builds a fresh ordinary cache, regenerates greedily and verifies the output
tokens are identical.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kvtrial.defaults import MAX_PREFILL_CHUNK, MIN_PREFILL_CHUNK, check_prefill_chunk
from kvtrial.fsio import atomic_write
from kvtrial.protocol.environment import machine, package_versions, software
from kvtrial.protocol.ledger import Ledger, file_sha256, now_iso
from kvtrial.protocol.resolved import Resolved, ResolvedBranch
from kvtrial.records.row import RowStatus

if TYPE_CHECKING:
    from kvtrial.models import ModelInfo

ARCHIVE_VERSION = 1


@dataclass
class RollbackResult:
    matched: bool
    archive: str
    differences: list[str]
    evidence: dict[str, Any]


def _ordinary(resolved: Resolved) -> ResolvedBranch:
    return next(b for b in resolved.branches if b.name == resolved.record.fallback_entry)


def archive_baseline(resolved: Resolved, ledger: Ledger, sample: Any) -> tuple[int, Path, dict[str, Any]]:
    """Run the ordinary entry on `sample` in this process and archive the whole configuration."""
    from kvtrial.backends import get_backend
    from kvtrial.protocol.jobs import RequestJob, WorkerSpec
    from kvtrial.protocol.worker import Worker

    shared, model = resolved.record.shared, resolved.model
    branch = _ordinary(resolved)
    budget = resolved.record.matrix.short_sample_budget
    # An engine that allocates its whole context at open (llama.cpp) gets one sized for the sample.
    n_ctx = get_backend(branch.backend).context_cells(len(sample.input_ids) + budget, model.max_context)
    spec = WorkerSpec(model.id, shared.weight_precision, shared.attn_implementation, shared.device,
                      branch.backend, branch.setting, branch.name, shared.threads, n_ctx,
                      shared.generation_settings.prefill_chunk_size)
    worker = Worker(spec)
    folder = ledger.project_dir / "baselines"
    try:
        result = worker.execute(RequestJob(spec, "baseline", "baseline", "baseline", 0, False, 0, sample.input_ids,
                                           budget, str(folder), root=str(ledger.project_dir)))
    finally:
        worker.close()
    if result.status != RowStatus.OK:
        from kvtrial.errors import KvtrialError

        raise KvtrialError(f"the ordinary entry did not run on the short sample ({result.status}: {result.error}); "
                           "nothing archived")
    archive = {
        "archive_version": ARCHIVE_VERSION,
        "created_at": now_iso(),
        "config_version": resolved.config_version,
        "entry": branch.name,
        "configuration": {
            "model": model.id, "model_revision": worker.handle.revision, "model_source": model.source,
            "tokenizer_revision": model.tokenizer_revision, "weight_precision": shared.weight_precision,
            "device_map": {"": worker.device}, "attn_implementation": worker.handle.attn_implementation,
            "generation_settings": {"decoding": shared.generation_settings.decoding, "max_new_tokens": budget,
                                    "batch_size": 1,
                                    "prefill_chunk_size": shared.generation_settings.prefill_chunk_size},
            "backend": branch.backend, "cache": branch.setting, "cache_interface": branch.interface,
        },
        "software": software(),
        "machine": machine(),
        "sample": sample.to_dict(),
        **_task_section(resolved),
        "output": {"token_ids": result.output_token_ids, "text": result.text, "stop_reason": result.stop_reason,
                   "effective_cache": result.effective_cache, "cache_confirmed": result.cache_confirmed,
                   "prefill_s": result.prefill_s, "decode_s": result.decode_s,
                   "resident_after_load_bytes": result.resident_after_load_bytes},
    }
    path = folder / f"baseline-{resolved.config_version}-{archive['created_at'].replace(':', '').replace('.', '')}.json"
    atomic_write(path, json.dumps(archive, indent=1, ensure_ascii=False), root=ledger.project_dir, record=True)
    baseline_id = ledger.add_baseline(resolved.config_version, path)
    return baseline_id, path, archive


def _task_section(resolved: Resolved) -> dict[str, Any]:
    """The user's task file, whole (every document inlined), when the record runs one: the archive alone rebuilds
    the short sample's input from it."""
    from kvtrial.protocol.samples import record_task

    task = record_task(resolved.record)
    if task is None:
        return {}
    return {"task_file": {"path": task.path, "sha256": task.sha256, "text": task.text}}


def _task_differences(archived: dict[str, Any], sample: dict[str, Any], tokenizer: Any) -> list[str]:
    """What differs when the archived task rebuilds the archived input: its hash, or the input's token ids."""
    import hashlib

    from kvtrial.errors import KvtrialError
    from kvtrial.protocol.task_inputs import task_input
    from kvtrial.tasks.parse import parse_task_text

    text = archived.get("text")
    if not isinstance(text, str) or hashlib.sha256(text.encode()).hexdigest() != archived.get("sha256"):
        return ["the archived task file does not hash to the sha256 archived with it"]
    try:
        task = parse_task_text(text, "archived task file")
        rebuilt = task_input(tokenizer, int(sample["target_tokens"]), str(sample["question"]), task)
    except (KvtrialError, KeyError, TypeError, ValueError) as exc:
        return [f"the archived task file does not rebuild the input: {exc}"]
    if rebuilt.input_ids != sample["input_ids"]:
        return ["the archived task file no longer rebuilds the archived input ids"]
    return []


# What rollback reads of an archive, by section; anything missing means the file is not an archive.
_ARCHIVE_FIELDS = {
    "configuration": ("model", "model_revision", "tokenizer_revision", "weight_precision", "device_map",
                      "attn_implementation", "generation_settings", "backend", "cache"),
    "sample": ("formatted_input", "input_ids"),
    "output": ("token_ids", "effective_cache", "stop_reason"),
    "software": ("packages",),
}


def read_archive(archive_path: str | Path) -> dict[str, Any]:
    """A baseline archive checked to hold everything `rollback` reads; one clear error otherwise."""
    from kvtrial.errors import KvtrialError
    from kvtrial.jsonfile import read_json

    archive = read_json(archive_path, "baseline archive")
    where = f"baseline archive {str(archive_path)!r}"
    if not isinstance(archive, dict) or archive.get("archive_version") != ARCHIVE_VERSION:
        version = archive.get("archive_version") if isinstance(archive, dict) else None
        raise KvtrialError(f"{where} is not a kvtrial baseline archive of version {ARCHIVE_VERSION} (found "
                           f"{'archive_version ' + repr(version) if version is not None else 'no archive_version'}); "
                           "give a file written by `kvtrial baseline`")
    missing = [f"{section}.{name}" for section, names in _ARCHIVE_FIELDS.items() for name in names
               if not isinstance(archive.get(section), dict) or name not in archive[section]]
    if missing:
        raise KvtrialError(f"{where} is incomplete (missing {', '.join(missing)}); it cannot rebuild the entry")
    if not isinstance(archive["configuration"]["device_map"], dict) or "" not in archive["configuration"]["device_map"]:
        raise KvtrialError(f"{where}: configuration.device_map must map \"\" to a device")
    if not isinstance(archive["software"]["packages"], dict):
        raise KvtrialError(f"{where}: software.packages must be an object of package versions")
    wrong = [f"{section}.{name} must be {what}" for section, name, what, ok in _ARCHIVE_TYPES
             if not ok(archive[section][name])]
    if wrong:
        raise KvtrialError(f"{where} is damaged: {'; '.join(wrong)}; give a file written by `kvtrial baseline`")
    return archive


def _token_ids(value: Any) -> bool:
    return isinstance(value, list) and all(type(v) is int and v >= 0 for v in value)


def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value)


def _chunk_ok(value: Any) -> bool:
    try:
        check_prefill_chunk(value)
    except ValueError:
        return False
    return True


# What each field rollback uses must hold, so a damaged archive is refused before a model is loaded.
_ARCHIVE_TYPES: tuple[tuple[str, str, str, Any], ...] = (
    ("configuration", "model", "a model id or path", _text),
    ("configuration", "model_revision", "a revision text", _text),
    ("configuration", "tokenizer_revision", "a revision text", _text),
    ("configuration", "weight_precision", "a precision name", _text),
    ("configuration", "attn_implementation", "an attention name", _text),
    ("configuration", "backend", "a backend name", _text),
    ("configuration", "cache", "a cache setting", _text),
    ("configuration", "generation_settings",
     f"an object with max_new_tokens >= 1 (and prefill_chunk_size from {MIN_PREFILL_CHUNK} to {MAX_PREFILL_CHUNK} or null)",
     lambda v: isinstance(v, dict) and type(v.get("max_new_tokens")) is int and v["max_new_tokens"] >= 1
     and _chunk_ok(v.get("prefill_chunk_size"))),
    ("sample", "formatted_input", "text", lambda v: isinstance(v, str)),
    ("sample", "input_ids", "a non-empty list of token ids (whole numbers >= 0)", lambda v: _token_ids(v) and v),
    ("output", "token_ids", "a list of token ids (whole numbers >= 0)", _token_ids),
    ("output", "effective_cache", "a cache setting", _text),
    ("output", "stop_reason", "a stop reason", _text),
)


def _check_fits(archive_path: str | Path, conf: dict[str, Any], input_ids: list[int], info: ModelInfo) -> None:
    """Refuse, before the model loads, an archive this model cannot run: ids past its vocabulary, or an input
    plus output budget longer than its context (that would generate for minutes and then compare garbage)."""
    from kvtrial.errors import KvtrialError

    where = f"baseline archive {str(archive_path)!r}"
    vocab = info.vocab_size
    if isinstance(vocab, int) and max(input_ids) >= vocab:
        raise KvtrialError(f"{where}: sample.input_ids holds id {max(input_ids)}, past the vocabulary of "
                           f"{conf['model']} ({vocab} ids); the archive is damaged or is not for this model")
    budget = conf["generation_settings"]["max_new_tokens"]
    context = info.max_context
    if isinstance(context, int) and len(input_ids) + budget > context:
        raise KvtrialError(f"{where}: sample.input_ids holds {len(input_ids)} tokens and "
                           f"generation_settings.max_new_tokens is {budget}: {len(input_ids) + budget} tokens, longer "
                           f"than the context of {conf['model']} ({context} tokens); the archive is damaged or is not "
                           "for this model")


def rollback(archive_path: str | Path, ledger: Ledger | None = None, baseline_id: int | None = None) -> RollbackResult:
    """Rebuild the ordinary entry from the archive alone, regenerate, and compare token by token. With the ledger's
    `baseline_id`, the archive must still be the bytes the ledger hashed when it was archived."""
    from kvtrial.backends import get_backend
    from kvtrial.models import model_info
    from kvtrial.models.metadata import encode, tokenizer_revision

    kept = ledger.baseline(baseline_id) if ledger is not None and baseline_id is not None else None
    if kept is not None and Path(archive_path).is_file() and file_sha256(archive_path) != kept["archive_sha256"]:
        # an edited archive restores something else than what was archived: nothing to regenerate
        why = (f"the archive {archive_path} is not the one archived (its sha256 differs from the "
               f"{kept['archive_sha256'][:12]}… the ledger kept): it was edited after `kvtrial baseline`")
        evidence = {"archive": str(archive_path), "tokens_match": False, "differences": [why]}
        if ledger is not None and baseline_id is not None:
            ledger.add_rollback(baseline_id, False, evidence)
        return RollbackResult(False, str(archive_path), [why], evidence)
    archive = read_archive(archive_path)
    conf, sample, output = archive["configuration"], archive["sample"], archive["output"]
    differences: list[str] = []
    installed = package_versions()
    for pkg, version in archive["software"]["packages"].items():
        if installed.get(pkg) != version:
            differences.append(f"package {pkg}: archived {version}, installed {installed.get(pkg)} "
                               f"(restore with: pip install '{pkg}=={version}')")
    backend = get_backend(conf["backend"])
    setting = backend.parse(conf["cache"])
    _check_fits(archive_path, conf, sample["input_ids"], model_info(conf["model"]))
    loaded = backend.load(conf["model"], conf["weight_precision"], conf["attn_implementation"], conf["device_map"][""])
    if loaded.revision != conf["model_revision"]:
        differences.append(f"model revision: archived {conf['model_revision']}, loaded {loaded.revision}")
    tok_rev = tokenizer_revision(loaded.tokenizer)
    if tok_rev != conf["tokenizer_revision"]:
        differences.append(f"tokenizer revision: archived {conf['tokenizer_revision']}, loaded {tok_rev}")
    ids = encode(loaded.tokenizer, sample["formatted_input"])
    if ids != sample["input_ids"]:
        differences.append("the archived formatted input no longer tokenizes to the archived input ids")
    if isinstance(archive.get("task_file"), dict):
        differences += _task_differences(archive["task_file"], sample, loaded.tokenizer)
    budget = conf["generation_settings"]["max_new_tokens"]
    # A fresh session (fresh cache; a fresh context where the engine allocates one), freed afterwards.
    session = backend.open(loaded, setting, n_ctx=backend.context_cells(len(sample["input_ids"]) + budget,
                                                                        loaded.max_context))
    session.prefill_chunk = conf["generation_settings"].get("prefill_chunk_size")  # absent in older archives
    try:
        gen = session.generate(sample["input_ids"], budget, loaded.stop_ids)
    finally:
        session.close()
    effective = gen.effective
    if effective.setting != output["effective_cache"] or not effective.confirmed:
        differences.append(f"effective cache: archived {output['effective_cache']}, now {effective.setting} "
                           f"(confirmed={effective.confirmed})")
    tokens_match = gen.new_token_ids == output["token_ids"]
    if not tokens_match:
        first = next((i for i, (a, b) in enumerate(zip(gen.new_token_ids, output["token_ids"], strict=False)) if a != b),
                     min(len(gen.new_token_ids), len(output["token_ids"])))
        differences.append(f"regenerated tokens differ from the archived output from position {first}")
    text = loaded.tokenizer.decode(gen.new_token_ids, skip_special_tokens=True)
    evidence = {"archive": str(archive_path), "tokens_match": tokens_match, "regenerated_tokens": len(gen.new_token_ids),
                "archived_tokens": len(output["token_ids"]), "stop_reason": gen.stop_reason,
                "archived_stop_reason": output["stop_reason"], "effective_cache": effective.setting,
                "text": text, "differences": differences}
    matched = tokens_match and not differences
    if ledger is not None and baseline_id is not None:
        ledger.add_rollback(baseline_id, matched, evidence)
    return RollbackResult(matched, str(archive_path), differences, evidence)
