"""The greedy frontier over measured per-item costs."""

import pytest

from kvtrial.errors import KvtrialError
from kvtrial.tune.frontier import Length, frontier, layout_bits, plan_setting, within_bits, within_kld
from kvtrial.tune.sensitivity import Item

ITEMS = [Item(layer, side, 128) for layer in range(2) for side in ("keys", "values")]
HEAD = {0: 64, 1: 64}
# layer 0 keys are sensitive; everything else is cheap to compress
KLD = {(i.name, f): cost for i in ITEMS for f, cost in
       (("q8_0", 0.001), ("turbo4", 0.5 if i.name == "0:keys" else 0.01), ("turbo3", 2.0 if i.name == "0:keys" else 0.05))}


def test_the_frontier_runs_from_all_richest_to_all_cheapest_moving_the_cheapest_item_first():
    points = frontier(ITEMS, ["turbo3", "q8_0", "turbo4"], KLD, HEAD)
    assert points[0].bits_per_value == 8.5 and points[-1].bits_per_value == 3.25
    assert points[0].predicted_kld == pytest.approx(0.004) and points[-1].predicted_kld == pytest.approx(2.15)
    assert all(a.bits_per_value > b.bits_per_value for a, b in zip(points, points[1:], strict=False))
    # the sensitive keys of layer 0 are the last to leave q8_0
    still_rich = [dict(p.assignment)["0:keys"] == "q8_0" for p in points]
    assert still_rich.index(False) == len(points) - 2


def test_targets_pick_plans_and_spell_them_canonically():
    points = frontier(ITEMS, ["q8_0", "turbo4", "turbo3"], KLD, HEAD)
    p = within_bits(points, 5.0)
    assert p is not None and p.bits_per_value <= 5.0
    # 4.81 bits: layer 1's values keep turbo4 (0.04 KL less than turbo3 for one bit)
    assert str(p.setting(ITEMS)) == "q8_0/turbo3;1=turbo3/turbo4" and p.predicted_kld == pytest.approx(0.111)
    cheapest = within_kld(points, 0.2)
    assert cheapest is not None and str(cheapest.setting(ITEMS)) == "q8_0/turbo3;1=turbo3"
    assert cheapest.bits_per_value == pytest.approx((8.5 + 3 * 3.25) / 4)
    assert within_bits(points, 3.0) is None
    assert str(plan_setting(ITEMS, dict.fromkeys((i.name for i in ITEMS), "turbo4"))) == "turbo4"


def test_nothing_to_tune_is_an_error():
    with pytest.raises(KvtrialError, match="nothing to tune"):
        frontier([], ["q8_0"], {}, HEAD)


# Two sliding layers holding 7 tokens (window 8) and one global layer, as the tiny Gemma 3 has them.
KIND_ITEMS = [Item(layer, side, 128, kind, held) for layer, kind, held in ((0, "sliding", 7), (1, "sliding", 7),
                                                                           (2, "global", None))
              for side in ("keys", "values")]
KIND_HEAD = {0: 64, 1: 64, 2: 64}
# the global layer's keys are the sensitive ones; a sliding layer costs the same in any format pair
KIND_KLD = {(i.name, f): cost for i in KIND_ITEMS for f, cost in
            (("q8_0", 0.0), ("turbo4", 0.3 if i.name == "2:keys" else 0.01),
             ("turbo3", 1.0 if i.name == "2:keys" else 0.02))}


def test_bits_are_weighed_by_what_each_layer_holds_at_the_held_out_length():
    # the next-to-last step leaves only the global keys in q8_0: at 64 tokens each global item holds 64
    # tokens, each sliding one 7; the sliding layers' turbo3 keys are centred (one float32 mean key each)
    walk = frontier(KIND_ITEMS, ["q8_0", "turbo3"], KIND_KLD, KIND_HEAD, Length(64))
    layer_walk = [p for p in walk if p.level == "layer"]
    last_rich = layer_walk[-2]
    assert [n for n, f in last_rich.assignment if f == "q8_0"] == ["2:keys"]
    stored = 128 * (64 * (8.5 + 3.25) + 2 * 7 * (3.25 + 3.25)) + 2 * 128 * 32
    assert last_rich.bits_per_value == pytest.approx(stored / (128 * 2 * (64 + 2 * 7)))
    # per token held (no length given) every layer weighs alike and there are no per-sequence extras
    per_token = [p for p in frontier(KIND_ITEMS, ["q8_0", "turbo3"], KIND_KLD, KIND_HEAD) if p.level == "layer"]
    assert per_token[-2].assignment == last_rich.assignment
    assert per_token[-2].bits_per_value == pytest.approx((8.5 + 5 * 3.25) / 6)


def test_a_turbo_key_layer_counts_its_sink_token_and_mean_key():
    every = dict.fromkeys((i.name for i in ITEMS), "turbo4")
    # two full-attention layers of 128 values per token at 100 tokens: 99 packed tokens, 1 sink token
    # (keys and values) in float32, one float32 mean key
    per_layer = 99 * 128 * 2 * 4.25 + 128 * 2 * 32 + 128 * 32
    assert layout_bits(ITEMS, every, HEAD, Length(100)) == pytest.approx(per_layer / (100 * 128 * 2))
    # bfloat16 extras, and refinements as the model resolves them (none: a soft-capping model)
    assert layout_bits(ITEMS, every, HEAD, Length(100, 16)) == pytest.approx(
        (99 * 128 * 2 * 4.25 + 128 * 2 * 16 + 128 * 16) / (100 * 128 * 2))
    assert layout_bits(ITEMS, every, HEAD, Length(100, 32, lambda pair: (False, 0))) == pytest.approx(4.25)


def test_a_model_with_two_kinds_gets_a_walk_that_moves_whole_kinds_spelled_with_kind_rules():
    points = frontier(KIND_ITEMS, ["q8_0", "turbo4", "turbo3"], KIND_KLD, KIND_HEAD, Length(64))
    kinds = [p for p in points if p.level == "kind"]
    assert kinds and [p for p in points if p.level == "layer"]
    for p in kinds:  # every layer of a kind shares its keys' format and its values' format
        fmt = dict(p.assignment)
        assert fmt["0:keys"] == fmt["1:keys"] and fmt["0:values"] == fmt["1:values"]
        assert not any(r.kind == "" for r in p.setting(KIND_ITEMS).rules)  # spelled with kinds, no index rule
    # at 64 tokens the global layer holds most of the cache: its values move first (least KL per bit saved)
    assert [str(p.setting(KIND_ITEMS)) for p in kinds[:3]] == ["q8_0", "q8_0;global=q8_0/turbo4",
                                                               "q8_0;global=q8_0/turbo3"]
    # the global keys are the last item to leave q8_0 in both walks
    for walk in ([p for p in points if p.level == lv] for lv in ("layer", "kind")):
        first = next(n for n, p in enumerate(walk) if dict(p.assignment)["2:keys"] != "q8_0")
        assert all(f != "q8_0" for name, f in walk[first].assignment if name != "2:keys")


def test_a_plan_is_spelled_with_a_kind_rule_where_that_takes_fewer_rules():
    spell = {"0": ("turbo3", "turbo3"), "1": ("turbo3", "turbo3"), "2": ("q8_0", "q8_0")}
    assignment = {f"{layer}:{side}": pair[n] for layer, pair in spell.items() for n, side in enumerate(("keys", "values"))}
    assert str(plan_setting(KIND_ITEMS, assignment)) == "turbo3;global=q8_0"
    # the sliding layers differ: two rules either way; a kind rule is preferred to an index rule
    assignment["1:values"] = "q8_0"
    assert str(plan_setting(KIND_ITEMS, assignment)) == "turbo3;global=q8_0;1=turbo3/q8_0"
    # a model of one kind is spelled with index rules only, as before
    assert str(plan_setting(ITEMS, {"0:keys": "q8_0", "0:values": "turbo3", "1:keys": "turbo3",
                                    "1:values": "turbo3"})) == "q8_0/turbo3;1=turbo3"


@pytest.mark.parametrize("which", ["llama", "gemma3"])
@pytest.mark.parametrize("window", [0, 4, 12])
def test_a_windowed_plans_layout_bits_are_the_live_caches_stored_bytes(which, window, tiny_config):
    # the frontier's arithmetic against a cache filled with keys and values and read back from its tensors,
    # below the recent-token window, inside the sliding window and far past both
    from types import SimpleNamespace

    from kvtrial.cache.centering import resolve_refinements
    from kvtrial.cache.layer_types import model_layers
    from kvtrial.cache.spec import CacheSpec, parse_spec
    from kvtrial.memory.kv import measure_setting
    from kvtrial.memory.layout import random_kv
    from kvtrial.tune.sensitivity import items_of
    from tests.family_folders import family

    config = tiny_config if which == "llama" else family("gemma3").make_config()
    items = items_of(SimpleNamespace(config=config))
    head = {p.index: p.head_dim for p in model_layers(config)}
    # keys of the first layer in q8_0 (no sink token, no mean key), the rest turbo4 / turbo3
    assignment = {i.name: "q8_0" if i.name == "0:keys" else "turbo4" if i.side == "keys" else "turbo3" for i in items}
    spec = plan_setting(items, assignment, window)
    assert spec.window == window and parse_spec(str(spec)) == spec  # the window is spelled and read back

    def refinements(pair):
        found = resolve_refinements(CacheSpec(*pair), config)[2]
        return found.center, found.sink

    lengths = [3, 9, 40]
    kv = random_kv(config, max(lengths))
    for tokens, report in zip(lengths, measure_setting(spec, config, kv, lengths), strict=True):
        bits = layout_bits(items, assignment, head, Length(tokens, 32, refinements, window))
        values = sum(2 * i.stored_values(tokens) for i in items if i.side == "keys")
        # the formats read back; unconfirmed while a layer holds every token in the window (nothing quantized)
        assert report.effective_setting.removeprefix("unconfirmed:") == spec.formats_text
        assert report.confirmed == all(r.stored_tokens - r.sink_tokens > window for r in report.kv_layers)
        # each layer holds its last tokens in the window (a full-attention layer's sink token before it)
        assert [r.window_tokens for r in report.kv_layers] == [
            min(window, r.stored_tokens - r.sink_tokens) for r in report.kv_layers]
        assert bits * values / 8 == pytest.approx(report.total_bytes, rel=1e-12), (tokens, str(spec))
