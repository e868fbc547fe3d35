"""A ready-to-run registration record for a model, with its real revisions filled in."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from kvtrial.defaults import DEFAULT_CANDIDATES, DEFAULT_PREFILL_CHUNK
from kvtrial.fsio import atomic_write
from kvtrial.protocol.record import RecordError, settle_plan_settings
from kvtrial.protocol.record_schema import RECORD_TYPE


def example_record(model: str, candidates: tuple[str, ...] = DEFAULT_CANDIDATES, profile: str = "quick",
                   device: str = "cpu", task: str = "brief", questions: tuple[str, ...] = (),
                   language: str = "en", prefill_chunk: int | None = DEFAULT_PREFILL_CHUNK) -> dict[str, Any]:
    from kvtrial.backends import get_backend
    from kvtrial.models import model_info
    from kvtrial.models.metadata import load_tokenizer, tokenizer_revision

    info = model_info(model)
    versions = get_backend("native").versions()
    record: dict[str, Any] = {
        "record_type": RECORD_TYPE,
        "shared": {
            "model": model,
            "model_revision": info.revision,
            "tokenizer_revision": tokenizer_revision(load_tokenizer(model)),
            "sample_id": "writing_case_a",
            "task": task,
            **({} if language == "en" else {"language": language}),
            "batch_size": 1,
            "generation_settings": {"decoding": "greedy", **({"prefill_chunk_size": prefill_chunk} if prefill_chunk else {})},
            "weight_precision": "float32",
            "device": device,
            # SDPA that hands kvtrial caches' packed codes to their decode kernel; plain SDPA for every other
            # cache, the ordinary one included (same tokens), so both branches run under one implementation.
            "attn_implementation": "kvtrial",
        },
        "ordinary": {"entry": "ordinary", "backend": "native", "cache_options": "ordinary"},
        "quantized_candidate": [
            {"name": c, "enabled": True, "backend": "native", "dependency_versions": versions, "cache_options": c}
            for c in candidates
        ],
        "fallback_entry": "ordinary",
        "matrix": {"profile": profile},
    }
    # A plan file named on the command line is read from the working folder and stored as the setting it
    # holds: the record keeps what will run, not a path that may move or change.
    record = settle_plan_settings(record, ".")
    if questions:  # an invalid combination is left for the record check to name
        record["shared"]["questions"] = list(questions)
    return record


def write_record(data: dict[str, Any], path: str | Path) -> Path:
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".json":
        text = json.dumps(data, indent=2) + "\n"
    elif suffix in (".yaml", ".yml"):
        text = yaml.safe_dump(data, sort_keys=False)
    elif suffix == ".toml":
        text = _toml(data)
    else:
        raise RecordError(f"unknown record file type {suffix!r}; use .json, .yaml, .yml or .toml")
    return atomic_write(path, text)


def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{json.dumps(k)} = {_toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(type(v))


def _toml(data: dict[str, Any]) -> str:
    lines = [f"{k} = {_toml_value(v)}" for k, v in data.items() if not isinstance(v, (dict, list))]
    for k, v in data.items():
        if isinstance(v, dict):
            lines += ["", f"[{k}]"] + [f"{kk} = {_toml_value(vv)}" for kk, vv in v.items()]
        elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            for item in v:
                lines += ["", f"[[{k}]]"] + [f"{kk} = {_toml_value(vv)}" for kk, vv in item.items()]
    return "\n".join(lines) + "\n"
