"""Loading models: a local Hugging Face folder (tiny model), the embedded default (real model), hub ids offline."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
import torch

from kvtrial.errors import ModelNotFoundError
from kvtrial.models import DEFAULT_MODEL, load_model, model_info, resolve_model
from kvtrial.models.convert import MARKER
from kvtrial.models.paths import CACHE_ENV, converted_dir
from kvtrial.models.revision import folder_revision


def test_local_folder_loads_with_its_provenance(monkeypatch, tmp_path, tiny_model, tiny_model_dir):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    loaded = load_model(str(tiny_model_dir))
    assert loaded.revision == folder_revision(tiny_model_dir)
    assert len(loaded.revision) == 64
    assert loaded.max_context == 1024
    assert (loaded.dtype, loaded.attn_implementation, loaded.device) == (torch.float32, "kvtrial", "cpu")
    assert loaded.loaded_from == str(Path(tiny_model_dir).resolve()) and not loaded.converted
    ids = torch.tensor([loaded.tokenizer("abc def", add_special_tokens=False)["input_ids"]])
    with torch.no_grad():
        torch.testing.assert_close(loaded.model(ids).logits, tiny_model(ids).logits, rtol=0, atol=0)
    eager = load_model(str(tiny_model_dir), attn_implementation="eager", dtype=torch.bfloat16)
    assert (eager.attn_implementation, eager.dtype) == ("eager", torch.bfloat16)
    assert eager.model.model.layers[0].self_attn.config._attn_implementation == "eager"


def test_model_info_reads_the_config_only(monkeypatch, tmp_path, tiny_model_dir):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    info = model_info(str(tiny_model_dir))
    assert (info.kind, info.num_layers, info.num_kv_heads, info.head_dim, info.max_context) == ("folder", 2, 2, 64, 1024)


def test_unreachable_hub_id_is_one_clear_error():
    with pytest.raises(ModelNotFoundError, match="not in the local Hugging Face cache and could not be fetched"):
        load_model("kvtrial-tests/no-such-model-anywhere")


@pytest.mark.real_model
def test_default_model_revision_is_the_gguf_sha256_and_reloads_from_the_copy(real_model):
    gguf = resolve_model(DEFAULT_MODEL).path
    assert real_model.revision == hashlib.sha256(gguf.read_bytes()).hexdigest()
    assert real_model.source == str(gguf)
    assert real_model.max_context == 8192 and real_model.model.config.num_hidden_layers == 30
    again = load_model()
    copy = converted_dir(real_model.revision)
    assert not again.converted
    assert again.loaded_from == str(copy)
    assert (copy / "model.safetensors").is_file() and (copy / MARKER).is_file()
    assert again.revision == real_model.revision
    for (name, a), (_, b) in zip(real_model.model.state_dict().items(), again.model.state_dict().items(), strict=True):
        assert torch.equal(a, b), name



def test_model_info_of_a_hub_id_offline_fails_at_once_naming_what_was_tried(monkeypatch):
    import time

    from huggingface_hub import constants

    from kvtrial.models import model_info

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    start = time.perf_counter()
    with pytest.raises(ModelNotFoundError, match=r"tried the local Hugging Face cache .*\(HF_HUB_OFFLINE is set\)"):
        model_info("kvtrial-tests/no-such-model-anywhere")
    assert time.perf_counter() - start < 5  # no network retries


def test_offline_mode_is_named_in_the_error(monkeypatch):
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    with pytest.raises(ModelNotFoundError, match=r"HF_HUB_OFFLINE is set.*smollm2-135m"):
        load_model("kvtrial-tests/no-such-model-anywhere")
