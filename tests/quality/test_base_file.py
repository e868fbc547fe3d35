"""The base file: binds to its inputs, round-trips exactly, and introduces no error in KL."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest
import torch

from kvtrial.cache import make_cache
from kvtrial.cache.spec import parse_spec
from kvtrial.quality.base_file import BaseFileError, BaseHeader, check_matches, load_base, save_base, tokens_sha256
from kvtrial.quality.divergence import compare_logits
from kvtrial.quality.scoring import compute_base, make_windows, score_candidate, window_hidden_states

N_CTX, STEP = 64, 8


@pytest.fixture(scope="module")
def windows() -> torch.Tensor:
    g = torch.Generator().manual_seed(11)
    return make_windows(torch.randint(3, 256, (2 * N_CTX,), generator=g), N_CTX, 2)


@pytest.fixture(scope="module")
def base(tiny_model, windows):
    return compute_base(tiny_model, windows, step=STEP)


def header_for(windows: torch.Tensor, **changes) -> BaseHeader:
    h = BaseHeader(
        model_id="tiny", model_revision="rev-a", dtype="float32", attn_implementation="sdpa", corpus="synthetic",
        corpus_sha256="c" * 64, n_ctx=N_CTX, windows=windows.shape[0], step=STEP,
        tokens_sha256=tokens_sha256(windows), bos_token_id=None, hidden_size=128, vocab_size=256,
    )
    return dataclasses.replace(h, **changes)


def exact_scores(model, windows, setting):
    """Reference: ordinary and candidate logits computed side by side, never stored."""
    parts = []
    with torch.inference_mode():
        for w in range(windows.shape[0]):
            ordinary = list(window_hidden_states(model, windows[w], make_cache("ordinary", model.config), STEP))
            cand = list(window_hidden_states(model, windows[w], make_cache(setting, model.config), STEP))
            for (start, hb), (_, hc) in zip(ordinary, cand, strict=True):
                head = model.get_output_embeddings()
                parts.append(compare_logits(head(hb), head(hc), windows[w, start + 1 : start + 1 + hb.shape[0]]))
    return np.concatenate([p.kld for p in parts])


def test_round_trip_is_exact_and_kl_from_the_file_equals_kl_from_fresh_logits(tiny_model, windows, base, tmp_path):
    path = save_base(tmp_path / "base.npz", header_for(windows), base, provenance={"torch": torch.__version__})
    header, loaded, provenance = load_base(path)
    assert header == header_for(windows)
    assert provenance == {"torch": torch.__version__}
    assert torch.equal(loaded.hidden, base.hidden) and torch.equal(loaded.tokens, base.tokens)
    assert torch.equal(loaded.logp_true, base.logp_true) and torch.equal(loaded.top1, base.top1)
    assert [p.name for p in tmp_path.iterdir()] == ["base.npz"]  # no temporary left behind

    from_file = score_candidate(tiny_model, loaded, parse_spec("q4_0"), keep_scores=True)
    reference = exact_scores(tiny_model, windows, "q4_0")
    # The documented error bound of the compact form: none. Same floats, same KL.
    assert np.abs(from_file.scores.kld - reference).max() <= 1e-12
    assert from_file.base_max_abs_logp_error == 0.0
    assert reference.mean() > 0


def test_mismatched_base_is_refused_naming_every_differing_field(windows):
    found = header_for(windows)
    expected = header_for(windows, corpus_sha256="d" * 64, n_ctx=128, model_revision="rev-b")
    with pytest.raises(BaseFileError) as err:
        check_matches("b.npz", found, expected)
    msg = str(err.value)
    assert "corpus_sha256" in msg and "n_ctx: file has 64, this run has 128" in msg and "model_revision" in msg
    assert "step" not in msg
    check_matches("b.npz", found, header_for(windows))  # identical headers pass


def test_unreadable_and_inconsistent_files_are_refused(windows, base, tmp_path):
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a zip")
    with pytest.raises(BaseFileError, match="not a kvtrial base file"):
        load_base(junk)
    with pytest.raises(BaseFileError, match="does not exist"):
        load_base(tmp_path / "missing.npz")
    with pytest.raises(BaseFileError, match="tokens do not hash"):
        save_base(tmp_path / "bad.npz", header_for(windows, tokens_sha256="0" * 64), base)
    assert not (tmp_path / "bad.npz").exists()


def test_stored_results_that_do_not_reproduce_are_refused(tiny_model, base):
    from kvtrial.quality.scoring import BaseReproductionError, BaseRun

    tampered = BaseRun(base.tokens, base.hidden, base.logp_true + 0.01, base.top1, base.step)
    with pytest.raises(BaseReproductionError, match="do not reproduce"):
        score_candidate(tiny_model, tampered, parse_spec("f32"))


def test_the_prefill_chunk_round_trips_and_binds_the_file(tiny_model, windows, tmp_path):
    chunked = compute_base(tiny_model, windows, step=STEP, prefill_chunk=16)
    path = save_base(tmp_path / "chunked.npz", header_for(windows, prefill_chunk=16), chunked)
    header, loaded, _ = load_base(path)
    assert header == header_for(windows, prefill_chunk=16) and loaded.prefill_chunk == 16
    assert torch.equal(loaded.hidden, chunked.hidden)
    # A run with another chunk (or a one-pass prefill) is refused, naming the field, as another step is.
    with pytest.raises(BaseFileError, match="prefill_chunk: file has 16, this run has None"):
        check_matches(path, header, header_for(windows))
    with pytest.raises(BaseFileError, match="prefill_chunk: file has 16, this run has 24"):
        check_matches(path, header, header_for(windows, prefill_chunk=24))
    # The header must say how its hidden states were computed.
    with pytest.raises(BaseFileError, match="prefill chunk 16 differs from the header's None"):
        save_base(tmp_path / "bad.npz", header_for(windows), chunked)


def test_a_file_without_a_prefill_chunk_reads_as_one_pass(base, windows, tmp_path):
    """Files written before the chunk was recorded were prefilled in one pass: their header has no field."""
    path = save_base(tmp_path / "old.npz", header_for(windows), base)
    with np.load(path) as z:
        arrays = {k: z[k] for k in z.files}
    meta = json.loads(bytes(arrays["meta_json"]).decode())
    del meta["header"]["prefill_chunk"]
    arrays["meta_json"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    np.savez(path, **arrays)
    header, loaded, _ = load_base(path)
    assert header.prefill_chunk is None and loaded.prefill_chunk is None
    check_matches(path, header, header_for(windows))
    meta["header"]["prefill_chunk"] = "16"
    arrays["meta_json"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    np.savez(path, **arrays)
    with pytest.raises(BaseFileError, match="malformed header \\(prefill_chunk is '16'\\)"):
        load_base(path)
