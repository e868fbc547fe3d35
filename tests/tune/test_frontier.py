"""The greedy frontier over measured per-item costs."""

import pytest

from kvtrial.errors import KvtrialError
from kvtrial.tune.frontier import frontier, plan_setting, within_bits, within_kld
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
