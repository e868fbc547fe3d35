"""The attention-output errors that stand in for per-format KL."""

import torch

from kvtrial.tune.proxy import capture, output_errors
from kvtrial.tune.sensitivity import Check, CheckVerdict, Estimates, Item, Measurements, check_verdict, estimate


def _window(n=32):
    return torch.randint(3, 256, (n,), generator=torch.Generator().manual_seed(3))


def test_capture_sees_every_attention_layer_and_restores_the_attention(tiny_model):
    before = tiny_model.config._attn_implementation
    inputs = capture(tiny_model, _window())
    assert sorted(inputs) == list(range(tiny_model.config.num_hidden_layers))
    x = inputs[0]
    cfg = tiny_model.config
    assert x.query.shape == (cfg.num_attention_heads, 32, cfg.head_dim)
    assert x.key.shape == x.value.shape == (cfg.num_key_value_heads, 32, cfg.head_dim)
    assert tiny_model.config._attn_implementation == before


def test_errors_are_zero_for_the_identity_and_grow_as_bits_fall(tiny_model):
    errors = output_errors(tiny_model, capture(tiny_model, _window()), ["q8_0", "turbo4", "turbo3"], step=8)
    for layer in range(tiny_model.config.num_hidden_layers):
        for side in ("keys", "values"):
            assert errors[(layer, side, "f32")] == 0.0
            assert 0 < errors[(layer, side, "q8_0")] < errors[(layer, side, "turbo4")] < errors[(layer, side, "turbo3")]


def test_estimate_scales_each_items_anchor_kl_by_the_errors(tiny_model, tmp_path):
    from kvtrial.quality.scoring import compute_base

    window = _window()
    base = compute_base(tiny_model, window.view(1, -1), 8)
    errors = output_errors(tiny_model, capture(tiny_model, window), ["q8_0", "turbo3"], step=8)
    items = [Item(layer, side, 0) for layer in range(2) for side in ("keys", "values")]
    store = Measurements(tmp_path / "m.json", {"t": 1})
    est = estimate(tiny_model, base, items, ["q8_0", "turbo3"], "turbo3", errors, store, check_layers=[])
    anchor = store.get(Item(1, "keys", 0), "turbo3")
    assert anchor is not None and anchor > 0 and est.kld[("1:keys", "turbo3")] == anchor
    ratio = errors[(1, "keys", "q8_0")] / errors[(1, "keys", "turbo3")]
    assert abs(est.kld[("1:keys", "q8_0")] - ratio * anchor) <= 1e-12 * anchor
    assert est.checks == [] and store.get(Item(1, "keys", 0), "q8_0") is None  # q8_0 was not scored


def test_check_summary_reports_the_worst_ratio_either_way():
    checks = [Check("0:keys", "q8_0", 1.0, 0.5), Check("0:keys", "turbo3", 1.0, 1.1), Check("1:keys", "q8_0", 1.0, 3.0)]
    summary = Estimates({}, checks).check_summary()
    assert summary["checked"] == 3 and summary["worst_ratio"] == 3.0 and summary["median_ratio"] == 1.1
    assert abs(summary["within_2x"] - 2 / 3) < 1e-12


def test_a_check_within_twice_the_measured_floor_is_neither_within_nor_outside():
    assert check_verdict(1.2e-6, 2.6e-6, None) is CheckVerdict.OUTSIDE  # 2.2x: outside without a floor
    assert check_verdict(1.2e-6, 2.6e-6, 1.5e-6) is CheckVerdict.AT_FLOOR  # both <= 2 x 1.5e-6
    assert check_verdict(1.2e-6, 3.1e-6, 1.5e-6) is CheckVerdict.OUTSIDE  # one figure above the band decides
    assert check_verdict(1e-4, 4.6e-5, 1.5e-6) is CheckVerdict.OUTSIDE
    assert check_verdict(1e-4, 0.9e-4, 1e-13) is CheckVerdict.WITHIN
    assert check_verdict(0.0, 0.0, 0.0) is CheckVerdict.AT_FLOOR  # an exact identity at an exact floor


def test_check_summary_counts_the_checks_at_the_floor_apart():
    checks = [Check("0:keys", "q8_0", 1.2e-6, 2.6e-6), Check("0:keys", "turbo3", 1e-3, 1.1e-3),
              Check("1:keys", "q8_0", 1e-4, 3e-4)]
    summary = Estimates({}, checks, floor=1.5e-6).check_summary()
    assert summary["at_floor"] == 1 and summary["checked"] == 2 and summary["floor"] == 1.5e-6
    assert summary["within_2x"] == 0.5 and abs(summary["worst_ratio"] - 3.0) < 1e-12
    unmeasured = Estimates({}, checks, floor_note="refused").check_summary()
    assert unmeasured["at_floor"] == 0 and unmeasured["checked"] == 3 and unmeasured["floor_note"] == "refused"


def test_a_full_layer_reads_back_the_same_tokens_whether_written_in_two_chunks_or_many(tiny_model):
    """What lets `output_errors` write a full layer in two chunks: a token is quantized once, on write."""
    from kvtrial.cache import make_cache
    from kvtrial.tune.proxy import _plain

    x = capture(tiny_model, _window(48))[1]
    for fmt in ("q8_0", "turbo4", "turbo3"):
        reads = []
        for chunks in ([(0, 24), (24, 47)], [(0, 24), *((s, min(s + 8, 47)) for s in range(24, 47, 8))]):
            layer = make_cache(fmt, tiny_model.config).layers[1]
            for start, stop in chunks:
                k, v = layer.update(x.key[None, :, start:stop], x.value[None, :, start:stop])
            reads.append((_plain(k), _plain(v)))
        assert torch.equal(reads[0][0], reads[1][0]) and torch.equal(reads[0][1], reads[1][1]), fmt


def test_a_chunked_capture_sees_the_one_pass_inputs(tiny_model):
    """Forward passes of 16 tokens through the ordinary cache capture what one pass captures, up to float
    summation order (tests/tolerances.py)."""
    from tests.tolerances import assert_close_to_scale

    whole, chunked = capture(tiny_model, _window(48)), capture(tiny_model, _window(48), prefill_chunk=16)
    assert sorted(chunked) == sorted(whole)
    for layer, x in whole.items():
        for name in ("query", "key", "value"):
            assert_close_to_scale(getattr(chunked[layer], name), getattr(x, name))


def test_output_errors_write_the_first_half_in_the_scoring_prefill_chunks(tiny_model, monkeypatch):
    """What a layer stores can depend on its first write (turbo keys' mean), so the proxy writes as scoring does."""
    import kvtrial.tune.proxy as proxy

    writes: list[int] = []
    made = proxy.make_cache

    def recording_cache(spec, config):
        cache = made(spec, config)
        layer = cache.layers[0]
        update = layer.update

        def recorded(keys, values, *args, **kwargs):
            writes.append(keys.shape[-2])
            return update(keys, values, *args, **kwargs)

        layer.update = recorded
        return cache

    monkeypatch.setattr(proxy, "make_cache", recording_cache)
    output_errors(tiny_model, capture(tiny_model, _window(64)), ["turbo4"], step=8, prefill_chunk=16)
    # per format (f32, turbo4): layer 0 written as 16 + 16 first-half tokens, then the 31 scored ones at once
    assert writes == [16, 16, 31] * 2
