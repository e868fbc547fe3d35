"""A row's placement: typed as the executor wrote it, and read from older ledgers' `extra` dicts."""

from __future__ import annotations

import json

from kvtrial.records.migrate import upgrade_row
from kvtrial.records.placement import Placement, PlacementMode
from kvtrial.records.row import Row, RowStatus


def _row(**kw) -> Row:
    return Row(run_id="r", config_version="c", cell_id="in16-out4", sample_id="s", branch="q8_0", backend="native",
               repeat=0, order_position=0, warmup=False, status=RowStatus.OK, **kw)


def test_a_placement_round_trips_through_the_stored_json():
    place = Placement(executor="ray", mode=PlacementMode.CONCURRENT, device="cuda:0", node_id="n1", gpu_ids=["0"])
    stored = json.loads(json.dumps(_row(placement=place).to_dict()))
    again = Row.from_dict(stored)
    assert again.placement == place and again.placement.concurrent


def test_an_older_ledger_row_keeps_its_placement_from_extra():
    old = _row().to_dict()
    del old["placement"]
    old["extra"] = {"placement": {"node": "n1", "device": "cuda:0", "concurrent": True}}
    assert Row.from_dict(upgrade_row(old, 1)).placement == Placement(executor="unknown", mode=PlacementMode.CONCURRENT,
                                                     device="cuda:0")
    old["extra"] = {"placement": {"executor": "local-subprocess", "hostname": "h", "device": "cpu", "mode": "serial"}}
    place = Row.from_dict(upgrade_row(old, 1)).placement
    assert place is not None and not place.concurrent and place.executor == "local-subprocess"
