"""Chunked side-by-side comparison: the figures of the whole-tensor comparison, one chunk held at a time."""

from __future__ import annotations

import gc
import weakref

import pytest
import torch

from kvtrial.quality.side_by_side import compare_chunks, compare_chunks_many, compare_logits_full


def _logits(n: int, vocab: int = 1000, seed: int = 0) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    base = torch.randn(n, vocab, generator=g) * 3
    cand = base + 0.3 * torch.randn(n, vocab, generator=g)
    return base, cand, torch.randint(0, vocab, (n,), generator=g)


@pytest.mark.parametrize("step", [1, 7, 16, 50])
def test_chunks_give_the_whole_tensors_figures(step):
    base, cand, targets = _logits(50)
    whole = compare_logits_full(base, cand, targets)
    chunked = compare_chunks(((base[i : i + step], cand[i : i + step]) for i in range(0, 50, step)), targets)
    assert chunked == whole  # bit for bit: per-row reductions do not depend on the chunking
    assert whole["tokens"] == 50 and 0 < whole["kl_mean"] and 0 < whole["top1"] < 1


def test_identical_chunks_are_the_reference():
    base, _, targets = _logits(20)
    q = compare_chunks(((base[i : i + 4], base[i : i + 4]) for i in range(0, 20, 4)), targets)
    assert q["kl_mean"] == 0 and q["top1"] == 1 and q["ppl_ratio"] == 1 and q["ppl_base"] == q["ppl_cand"]


def test_chunks_must_cover_the_targets():
    base, cand, targets = _logits(10)
    with pytest.raises(ValueError, match="cover 8 of the 10"):
        compare_chunks([(base[:8], cand[:8])], targets)
    with pytest.raises(ValueError, match="more than the 10"):
        compare_chunks([(base, cand), (base[:1], cand[:1])], targets)
    with pytest.raises(ValueError, match="same shape|both be"):
        compare_chunks([(base, cand[:, :5])], targets)


def test_held_logits_are_bounded_by_one_chunk():
    """A stream of chunks: when each new chunk is made, the earlier ones are already freed. Checked at every chunk, so
    eight show a pair kept from the second on (each check's full collection takes a large share of a second in a
    worker that holds torch and models: a longer stream adds time, not evidence)."""
    n, step, vocab = 64, 8, 4096
    targets = torch.randint(0, vocab, (n,))
    alive: list[weakref.ref] = []
    most_alive = 0

    def stream():
        nonlocal most_alive
        for _ in range(0, n, step):
            gc.collect()
            most_alive = max(most_alive, sum(r() is not None for r in alive))
            base = torch.randn(step, vocab)
            cand = base + 0.1 * torch.randn(step, vocab)
            alive.extend((weakref.ref(base), weakref.ref(cand)))
            yield base, cand
            del base, cand

    q = compare_chunks(stream(), targets)
    assert q["tokens"] == n
    assert most_alive == 0  # never more than the one pair in hand: O(step × vocab), not O(n × vocab)


def test_many_candidates_give_each_pairs_figures():
    """One reference fed in step with several candidates: each summary is that pair's `compare_chunks`."""
    base, cand, targets = _logits(40, seed=1)
    other = base + 0.05 * torch.randn(40, 1000, generator=torch.Generator().manual_seed(2))
    rows = ((base[i : i + 16], cand[i : i + 16], other[i : i + 16], base[i : i + 16]) for i in range(0, 40, 16))
    many = compare_chunks_many(rows, targets)
    assert many[0] == compare_logits_full(base, cand, targets)
    assert many[1] == compare_logits_full(base, other, targets)
    assert many[2]["kl_mean"] == 0 and many[2]["top1"] == 1
    assert many[1]["kl_mean"] < many[0]["kl_mean"]  # the smaller perturbation diverges less


def test_many_candidates_rows_must_agree():
    base, cand, targets = _logits(10)
    with pytest.raises(ValueError, match="at least one candidate"):
        compare_chunks_many([(base,)], targets)
    with pytest.raises(ValueError, match="all hold 2 candidates"):
        compare_chunks_many([(base[:5], cand[:5], cand[:5]), (base[5:], cand[5:])], targets)
    with pytest.raises(ValueError, match="both be"):
        compare_chunks_many([(base, cand, cand[:, :5])], targets)
